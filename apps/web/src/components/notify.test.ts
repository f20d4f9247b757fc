import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify.ts';

const shown = () => notificationsStore.getState().notifications.map((toast) => String(toast.message));

describe('notify', () => {
  afterEach(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));

  it('does not stack the same message while its toast is up, but shows other messages beside it', () => {
    notify.error('One or more fields not filled out correct');
    notify.error('One or more fields not filled out correct');
    notify.success('Saved');
    expect(shown()).toEqual(['One or more fields not filled out correct', 'Saved']);
  });
});

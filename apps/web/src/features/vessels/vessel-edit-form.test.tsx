import { messages } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { vessel, vesselPath } from '../../../test/vessel-records.ts';
import { choose, selectIn, serveApiWith, stubApi } from './edit-tab-test-api.ts';

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('vessel form', { timeout: 20_000 }, () => {
  it('offers Update only once something changed, saves the new name and shows the name taken on its field', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let answer = () => jsonResponse(400, { name: [messages.vesselNameTaken] });
    serveApiWith({
      'PUT /api/vessels/9': (body) => {
        bodies.push(body);
        return answer();
      },
    });
    renderRoute(`${vesselPath}/edit`);

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const form = name.closest('form') as HTMLElement;
    const update = () => within(form).getByRole('button', { name: 'Update' });
    expect(update()).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Taken Name');
    await user.click(update());
    expect(await screen.findByText(messages.vesselNameTaken)).toBeInTheDocument();

    answer = () => jsonResponse(200, { ...vessel, name: 'Free Name' });
    await user.clear(name);
    await user.type(name, 'Free Name');
    await user.click(update());
    await waitFor(() => expect(toasts.messages()).toContain(messages.changesSaved));
    await waitFor(() => expect(update()).toBeDisabled());
    expect(bodies).toEqual([
      { name: 'Taken Name', vesselType: { id: vessel.vesselType.id }, version: 1 },
      { name: 'Free Name', vesselType: { id: vessel.vesselType.id }, version: 1 },
    ]);
  });
});

describe('selects that must have a value', { timeout: 20_000 }, () => {
  it('keep the chosen option when it is clicked again', async () => {
    const user = userEvent.setup();
    stubApi();
    renderRoute(`${vesselPath}/edit`);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const form = name.closest('form') as HTMLElement;
    const input = selectIn(form, /^Vessel type/);
    await waitFor(() => expect(input).toHaveValue('Bulk Carrier'));

    await choose(user, input, 'Bulk Carrier');
    expect(input).toHaveValue('Bulk Carrier');
    expect(within(form).getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});

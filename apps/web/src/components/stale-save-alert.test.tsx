import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/render.tsx';
import { StaleSaveAlert, staleSaveTexts } from './stale-save-alert.tsx';

const labelOf = (button: HTMLElement) => button.querySelector('.mantine-Button-label') as HTMLElement;

describe('StaleSaveAlert', () => {
  it('sizes its buttons to their labels, which wrap when short of room, with even room above and below', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onTakeAll = vi.fn();
    const props = { conflicts: 2, reloading: false, onReload, onTakeAll };
    const { rerender } = render(
      <Providers env="test">
        <StaleSaveAlert {...props} message="This record was changed by Ida Holm." />
      </Providers>,
    );
    const reload = screen.getByRole('button', { name: 'Reload' });
    await user.click(reload);
    expect(onReload).toHaveBeenCalledOnce();

    rerender(
      <Providers env="test">
        <StaleSaveAlert {...props} message={null} />
      </Providers>,
    );
    const takeAll = screen.getByRole('button', { name: staleSaveTexts.takeAll });
    await user.click(takeAll);
    expect(onTakeAll).toHaveBeenCalledOnce();

    // Not a compact button's fixed height and line height of 1, which set the label near its lower edge.
    for (const button of [reload, takeAll]) {
      expect(button).toHaveStyle({ height: 'auto' });
      expect(button.style.getPropertyValue('padding-block')).toMatch(/rem/);
      expect(labelOf(button)).toHaveStyle({ whiteSpace: 'normal', lineHeight: '1.4' });
    }
  });
});

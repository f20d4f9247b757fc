import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientAreaLayout } from './client-area-layout.tsx';

describe('client area layout', () => {
  it('has Skip to main content as its first tab stop, which moves focus to the main content', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <ClientAreaLayout onLogout={() => {}}>
          <button type="button">Save</button>
        </ClientAreaLayout>
      </MantineProvider>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LeaveQuestion } from './leave-question.tsx';

/**
 * A button that asks first: with a ConfirmDialog that stays mounted (`opened`), or with the leave
 * question, mounted only while it asks.
 */
function Harness({ mountedWhileAsking }: { mountedWhileAsking: boolean }) {
  const [asking, setAsking] = useState(false);
  const stop = () => setAsking(false);
  return (
    <MantineProvider env="test">
      <button type="button" onClick={() => setAsking(true)}>
        Delete
      </button>
      {mountedWhileAsking ? (
        asking && <LeaveQuestion onLeave={stop} onStay={stop} />
      ) : (
        <ConfirmDialog opened={asking} title="Unsaved changes" message="Delete?" onConfirm={stop} onCancel={stop} />
      )}
    </MantineProvider>
  );
}

describe('a confirmation dialog', () => {
  it.each([
    ['always mounted', false],
    ['mounted while it asks', true],
  ])('keeps focus inside while open and gives it back to the button that opened it (%s)', async (_, mounted) => {
    const user = userEvent.setup();
    render(<Harness mountedWhileAsking={mounted} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('button', { name: mounted ? 'Stay' : 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

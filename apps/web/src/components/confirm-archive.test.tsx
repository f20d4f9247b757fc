import { customerMessages } from '@backoffice/contracts';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spyOnToasts } from '../../test/render.tsx';
import { ConfirmArchive, isArchiveConfirmed } from './confirm-archive.tsx';

afterEach(() => vi.restoreAllMocks());

function renderDialog(archive: () => Promise<unknown>) {
  const onArchived = vi.fn();
  render(
    <MantineProvider env="test">
      <ConfirmArchive opened title="Archive Vessel" archive={archive} onArchived={onArchived} onCancel={() => {}} />
    </MantineProvider>,
  );
  return onArchived;
}

describe('archive confirmation', () => {
  it('accepts DELETE in any case and nothing else', () => {
    expect(isArchiveConfirmed('DELETE')).toBe(true);
    expect(isArchiveConfirmed('delete')).toBe(true);
    expect(isArchiveConfirmed(' Delete ')).toBe(true);
    expect(isArchiveConfirmed('')).toBe(false);
    expect(isArchiveConfirmed('DELETED')).toBe(false);
    expect(isArchiveConfirmed('remove')).toBe(false);
  });

  it('shows the spec message for a wrong word and archives once the word is right', async () => {
    const user = userEvent.setup();
    const archive = vi.fn(async () => {});
    const onArchived = renderDialog(archive);

    await user.type(screen.getByRole('textbox', { name: 'Confirmation' }), 'yes');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alert')).toHaveTextContent(customerMessages.archiveConfirmWrong);
    expect(archive).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Confirmation' }));
    await user.type(screen.getByRole('textbox', { name: 'Confirmation' }), 'delete{Enter}');
    await waitFor(() => expect(onArchived).toHaveBeenCalledTimes(1));
    expect(archive).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // The failure message is the archive mutation's (see the vessel and project archive tests).
  it('stays open without a toast of its own when archiving fails', async () => {
    const user = userEvent.setup();
    const toasts = spyOnToasts();
    const archive = vi.fn(() => Promise.reject(new Error('409')));
    const onArchived = renderDialog(archive);

    await user.type(screen.getByRole('textbox', { name: 'Confirmation' }), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('data-loading'));
    expect(onArchived).not.toHaveBeenCalled();
    expect(toasts.all()).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Confirmation' })).toBeInTheDocument();
  });
});

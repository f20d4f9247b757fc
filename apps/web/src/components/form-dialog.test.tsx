import { formMessages } from '@backoffice/contracts';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions.tsx';
import { FormDialog, useDialogChanges } from './form-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

function NameForm({ onClose }: { onClose(): void }) {
  const form = useForm({ initialValues: { name: 'Nordic' } });
  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={form.onSubmit(() => onClose())} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <FormActions onCancel={requestClose} />
    </form>
  );
}

function Harness({ onClosed }: { onClosed(): void }) {
  const [opened, setOpened] = useState(true);
  const close = () => {
    setOpened(false);
    onClosed();
  };
  return (
    <MantineProvider env="test">
      <FormDialog opened={opened} onClose={close} title="Edit Client">
        {opened && <NameForm onClose={close} />}
      </FormDialog>
    </MantineProvider>
  );
}

function renderDialog() {
  const onClosed = vi.fn();
  render(<Harness onClosed={onClosed} />);
  return { onClosed, user: userEvent.setup() };
}

/** An Edit button that opens the dialog, as the pages do. */
function OpenerHarness() {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <MantineProvider env="test">
      <button type="button" onClick={() => setOpened(true)}>
        Edit
      </button>
      <FormDialog opened={opened} onClose={close} title="Edit Client">
        {opened && <NameForm onClose={close} />}
      </FormDialog>
    </MantineProvider>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Edit Client' });
const focusInside = (element: HTMLElement | null) =>
  expect(element).toContainElement(document.activeElement as HTMLElement);
const question = () => screen.queryByRole('dialog', { name: 'Unsaved changes' });

describe('a dialog holding a form', () => {
  it('closes at once when nothing was changed', async () => {
    const { onClosed, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
  });

  it('asks before Cancel or Escape throw typed changes away, and keeps them on Keep editing', async () => {
    const { onClosed, user } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Shipping');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(formMessages.discardChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nordic Shipping');

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText(formMessages.discardChanges)).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('closes at once when the changes were undone', async () => {
    const { onClosed, user } = renderDialog();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'x');
    await user.type(name, '{Backspace}');
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
  });

  it('closes without asking when the form saves', async () => {
    const { onClosed, user } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Shipping');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
  });

  it('keeps focus inside while open, also after Keep editing, and gives it back to its opener on close', async () => {
    const user = userEvent.setup();
    render(<OpenerHarness />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await user.click(opener);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Shipping');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      focusInside(dialog());
    }
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    await waitFor(() => focusInside(dialog()));

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('makes the browser ask before the tab is closed while there are changes', async () => {
    const { user } = renderDialog();
    const unchanged = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unchanged);
    expect(unchanged.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Shipping');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });
});

import { formMessages } from '@backoffice/contracts';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leaveWithoutAsking, PageChangesGuard, usePageHasChanges, useUnsavedChanges } from './unsaved-changes.tsx';

function NoteForm() {
  const form = useForm({ initialValues: { note: '' } });
  useUnsavedChanges(form.isDirty());
  return <TextInput label="Note" {...form.getInputProps('note')} />;
}

function Page() {
  const navigate = useNavigate();
  const hasChanges = usePageHasChanges();
  return (
    <>
      <NoteForm />
      <Link to="/other">Other page</Link>
      <button type="button" onClick={() => navigate('/other', leaveWithoutAsking)}>
        Saved, go on
      </button>
      <p>{hasChanges ? 'Has changes' : 'No changes'}</p>
    </>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <PageChangesGuard>
            <Outlet />
          </PageChangesGuard>
        ),
        children: [
          { path: '/', element: <Page /> },
          { path: '/other', element: <p>The other page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('leaving a page whose form holds changes', () => {
  it('leaves at once while nothing was typed', async () => {
    const { router, user } = renderPages();
    expect(screen.getByText('No changes')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('asks first: Stay keeps the page and what was typed, Leave goes', async () => {
    const { router, user } = renderPages();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Half a thought');
    expect(screen.getByText('Has changes')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText(formMessages.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Half a thought');

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('goes without asking after a save says so, forgets a gone form, and asks again on Back or Forward', async () => {
    const { router, user } = renderPages();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Saved text');
    const beforeUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(beforeUnload);
    expect(beforeUnload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Saved, go on' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryByText(formMessages.unsavedChanges)).toBeNull();
    const afterwards = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(afterwards);
    expect(afterwards.defaultPrevented).toBe(false);

    // Back on the page with new changes, going Forward to that same entry asks.
    await router.navigate(-1);
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'New text');
    void router.navigate(1);
    expect(await screen.findByText(formMessages.unsavedChanges)).toBeInTheDocument();
  });
});

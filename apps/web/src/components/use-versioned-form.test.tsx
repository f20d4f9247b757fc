import { changedBy, messages } from '@backoffice/contracts';
import { Stack, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../test/api.ts';
import { Providers, spyOnToasts } from '../../test/render.tsx';
import { http } from '../api/http.ts';
import { createQueryClient } from '../api/query-client.ts';
import { QueryProvider } from '../api/query-provider.tsx';
import { useApiMutation } from '../api/use-api-mutation.ts';
import { AppButton } from './app-button.tsx';
import { staleSaveTexts } from './stale-save-alert.tsx';
import { StaleSaveNotice, useVersionedForm } from './use-versioned-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A record of the test's own, at a path the API does not have (so no contract checks its answers). */
interface Vessel {
  id: number;
  name: string;
  note: string;
  version: number;
}

const valuesOf = (vessel: Vessel) => ({ name: vessel.name, note: vessel.note });

/** A page's form of a versioned record that stays after a save. */
function VesselForm({ vessel }: { vessel: Vessel }) {
  const save = useApiMutation({
    mutationFn: (body: { name: string; note: string; version?: number }, call) =>
      http.put<Vessel>('test-records/7', body, call),
  });
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: vessel,
    valuesOf,
    reload: () => http.get<Vessel>('test-records/7'),
    validate: (values) => (values.name.trim() ? {} : { name: 'Required' }),
    guardsPage: true,
    resetsToSaved: true,
  });
  const submit = onValidSubmit((values) => save.submit(form, stale.versioned(values), stale.saveOptions()));
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <TextInput label="Name" {...form.getInputProps('name')} />
        <TextInput label="Note" {...form.getInputProps('note')} />
        <output aria-label="Unsaved changes">{form.isDirty() ? 'yes' : 'no'}</output>
        <AppButton type="submit">Save</AppButton>
      </Stack>
    </form>
  );
}

function renderForm(vessel: Vessel) {
  render(
    <Providers env="test" queryClient={createQueryClient()}>
      <QueryProvider>
        <VesselForm vessel={vessel} />
      </QueryProvider>
    </Providers>,
  );
}

const loaded: Vessel = { id: 7, name: 'Nordic Star', note: 'Dry dock in May', version: 3 };
const stale = changedBy('Grace Hopper', '2024-05-02T09:30:00.000Z');

describe('useVersionedForm', { timeout: 20_000 }, () => {
  it('starts from the record, saves with its version and then holds the saved record, unchanged', async () => {
    const user = userEvent.setup();
    const toasts = spyOnToasts();
    const puts: unknown[] = [];
    let version = loaded.version;
    serveApi({
      'PUT /api/test-records/7': (body) => {
        puts.push(body);
        version += 1;
        // The server tidies the note: the form shows what was saved.
        return jsonResponse(200, { ...loaded, ...(body as object), note: 'Dry dock in June', version });
      },
    });
    renderForm(loaded);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Nordic Star');
    expect(screen.getByRole('status', { name: 'Unsaved changes' })).toHaveTextContent('no');

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toasts.messages()).toContain(messages.formInvalid);
    expect(puts).toEqual([]);

    await user.type(name, 'Nordic Sun');
    expect(screen.getByRole('status', { name: 'Unsaved changes' })).toHaveTextContent('yes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Dry dock in June'));
    expect(puts).toEqual([{ name: 'Nordic Sun', note: 'Dry dock in May', version: 3 }]);
    expect(name).toHaveValue('Nordic Sun');
    expect(screen.getByRole('status', { name: 'Unsaved changes' })).toHaveTextContent('no');

    await user.type(name, ' II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ name: 'Nordic Sun II', note: 'Dry dock in June', version: 4 });
  });

  it('keeps what was typed after a stale save, and Reload merges the saved record and offers its values', async () => {
    const user = userEvent.setup();
    const toasts = spyOnToasts();
    const puts: unknown[] = [];
    const state = { accept: false, saved: loaded };
    serveApi({
      'GET /api/test-records/7': () => jsonResponse(200, state.saved),
      'PUT /api/test-records/7': (body) => {
        puts.push(body);
        return state.accept
          ? jsonResponse(200, { ...state.saved, ...(body as object), version: state.saved.version + 1 })
          : jsonResponse(409, { error: stale });
      },
    });
    renderForm(loaded);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(name).toHaveValue('Mine');
    expect(toasts.all()).toEqual([]);
    expect(puts).toEqual([{ name: 'Mine', note: 'Dry dock in May', version: 3 }]);

    state.saved = { ...loaded, name: 'Theirs', note: 'Dry dock in July', version: 5 };
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(new RegExp(`${staleSaveTexts.savedBy} Theirs`))).toBeInTheDocument();
    expect(name).toHaveValue('Mine');
    // Not typed here: the other person's note comes in.
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Dry dock in July');
    expect(screen.getByRole('button', { name: staleSaveTexts.take })).toBeInTheDocument();

    state.accept = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ name: 'Mine', note: 'Dry dock in July', version: 5 });
    await waitFor(() => expect(screen.queryByText(new RegExp(staleSaveTexts.savedBy))).not.toBeInTheDocument());
  });
});

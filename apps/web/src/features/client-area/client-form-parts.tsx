import { formMessages } from '@backoffice/contracts';
import { Alert, Box, Center, Group, Loader, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { type ApiError, errorText } from '../../api/api-error.ts';
import { AppButton } from '../../components/app-button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useClientAccess } from './client-area-api.ts';

/** Tells the client area whether the form has unsaved changes (false again when it goes away). */
export function useReportDirty(dirty: boolean): void {
  const { setDirty } = useClientAccess();
  useEffect(() => setDirty(dirty), [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
}

/** The vessel's name as the title, and the spec's read-only notice once the form is Complete. */
export function ClientFormHeader({ vesselName, readOnly }: { vesselName: string; readOnly: boolean }) {
  return (
    <>
      <PageTitle>{vesselName}</PageTitle>
      {readOnly && (
        <Alert color="blue" icon={<IconLock size={18} />} mb="md" role="status">
          {formMessages.completedReadOnly}
        </Alert>
      )}
    </>
  );
}

/** While the form loads: a loader; when it could not be loaded: a retry. */
export function ClientFormPending({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  if (!failed) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Group justify="center" py="xl">
      <Text c="dimmed">The form could not be loaded.</Text>
      <AppButton variant="secondary" condensed onClick={onRetry}>
        Try again
      </AppButton>
    </Group>
  );
}

/** The Save button at the end of an editable form, with a stale save's notice (message and Reload) above it. */
export function ClientSaveButton({ saving, notice }: { saving: boolean; notice?: ReactNode }) {
  return (
    // Stays in reach at the bottom of the screen while a long form scrolls (a phone shows a few fields at a time).
    <Box
      pos="sticky"
      bottom={0}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {notice}
      <Group justify="flex-end">
        <AppButton type="submit" loading={saving} miw={120}>
          Save
        </AppButton>
      </Group>
    </Box>
  );
}

type StaleSaveParts = typeof import('./client-stale-save-parts.tsx');

/** A 409's message when it refuses a save of an older version (the other 409 says the form is Complete). */
function staleSaveMessage(error: ApiError): string | undefined {
  const text = error.status === 409 ? errorText(error.body) : undefined;
  return text === formMessages.formComplete ? undefined : text;
}

type Versions = { version: number } & Record<string, number>;

interface ClientStaleSaveOptions<Data, Values> {
  /** The form as it was opened (a client form starts afresh with each answer stored). */
  opened: Data;
  /** The versions a save sends back: the form's `version`, and those of parts saved elsewhere too (technologies). */
  versionsOf(data: Data): Versions;
  /** The form's values of the form as read now, in the shape of the opened form. */
  valuesOf(data: Data): Values;
  /** The form paths of lists merged as one value (technologies, a section's files): their rows are never mixed. */
  whole(path: string): boolean;
  /** Reads the form afresh; null when it is Complete now (it then shows read-only). */
  reload(): Promise<Data | null>;
}

/**
 * A client form's saves when someone else (staff) may save it too: each save sends the version the
 * form was loaded with; a stale save's 409 keeps what the ship owner typed and shows the message
 * with Reload; Reload brings in the other changes where nothing was typed, and where both changed
 * a field it keeps the typed answer and shows the saved one under it, to take or leave.
 */
export function useClientStaleSave<Data, Values>(
  form: UseFormReturnType<Values>,
  options: ClientStaleSaveOptions<Data, Values>,
) {
  const [loaded, setLoaded] = useState(() => ({
    versions: options.versionsOf(options.opened),
    values: options.valuesOf(options.opened),
  }));
  const [parts, setParts] = useState<StaleSaveParts | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState<{ saved: Values; conflicts: string[] } | null>(null);
  const [reloading, setReloading] = useState(false);

  const onConflict = (error: ApiError) => {
    const text = staleSaveMessage(error);
    if (text === undefined) return false;
    // A failed load shows nothing more than the missing notice: the form keeps what was typed.
    import('./client-stale-save-parts.tsx').then(setParts, () => {});
    setMessage(text);
    setReloaded(null);
    return true;
  };

  const reload = async () => {
    if (!parts) return;
    setReloading(true);
    try {
      const fresh = await options.reload();
      if (fresh === null) return;
      const saved = options.valuesOf(fresh);
      const merged = parts.mergeWith(options.whole, form.getValues(), loaded.values, saved);
      form.setValues(merged.values);
      // Unsaved, as leaving asks: what differs from the form as saved now.
      form.resetDirty(saved);
      setLoaded({ versions: options.versionsOf(fresh), values: saved });
      setMessage(null);
      setReloaded({ saved, conflicts: merged.conflicts });
    } catch {
      // The read's failure shows as its toast; the message and Reload stay.
    } finally {
      setReloading(false);
    }
  };

  const take = (path: string, value: unknown) => form.setFieldValue(path as never, value as never);

  return {
    /** The request body with the versions the form's values were loaded with. */
    versioned: <Body extends object>(body: Body): Body & Versions => ({ ...body, ...loaded.versions }),
    /** The submit's options: a stale save's 409 is taken here (no toast). */
    saveOptions: () => ({ onConflict }),

    /** Under a field after Reload: the other person's answer with 'Take it', where it differs from the typed one. */
    note(path: string, display?: (value: unknown) => string): ReactNode {
      if (!parts || !reloaded?.conflicts.includes(path)) return null;
      const saved = parts.valueAt(reloaded.saved, path);
      if (parts.sameValue(saved, parts.valueAt(form.getValues(), path))) return null;
      return <parts.SavedValueNote value={saved} display={display} onTake={() => take(path, saved)} />;
    },

    /** The 409's message with Reload; after Reload, what it brought in. */
    notice:
      !parts || (message === null && reloaded === null) ? null : (
        <parts.StaleSaveAlert
          message={message}
          conflicts={reloaded?.conflicts.length ?? 0}
          reloading={reloading}
          onReload={reload}
          onTakeAll={() => {
            for (const path of reloaded?.conflicts ?? []) take(path, parts.valueAt(reloaded?.saved, path));
          }}
        />
      ),
  };
}

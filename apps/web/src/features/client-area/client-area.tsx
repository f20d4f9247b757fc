import { formMessages } from '@backoffice/contracts';
import { Box, Container, Group, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { notify } from '../../components/notify.ts';
import { type ClientAccess, ClientAccessContext, type ClientForm, removeClientForms } from './client-area-api.ts';
import { ClientPinForm } from './client-pin-form.tsx';
import { clientSessions, useClientSession } from './client-session.ts';
import { UnsavedChangesGuard } from './unsaved-changes.tsx';

/** The client area's own page: product name and Log out on top, one column that fits a phone. */
function ClientAreaLayout({ onLogout, children }: { onLogout?: () => void; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md" px="sm" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={4}>Back office</Title>
            {onLogout && (
              <AppButton variant="secondary" condensed onClick={onLogout}>
                Log out
              </AppButton>
            )}
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" px="sm" py="md">
        {children}
      </Container>
    </Box>
  );
}

/**
 * The PIN gate around a client page (/client/{form}/{token}). Without a client token for this
 * link it shows the PIN form; with one, the page. Log out (asking first when there are unsaved
 * changes) or a 401/403 drops the token and the stored forms and shows the PIN form again.
 */
export function ClientArea({ form, children }: { form: ClientForm; children: ReactNode }) {
  const { token: linkToken = '' } = useParams();
  const session = useClientSession(linkToken);
  const bearerToken = session?.bearerToken ?? null;
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  const signOut = useCallback(() => {
    setConfirmingLogout(false);
    setDirty(false);
    clientSessions.clear(linkToken);
    removeClientForms(queryClient);
    notify.info(formMessages.clientSignedOut);
  }, [linkToken, queryClient]);

  const access = useMemo<ClientAccess | null>(
    () => (bearerToken ? { linkToken, requestOptions: { bearerToken, onUnauthorized: signOut }, setDirty } : null),
    [bearerToken, linkToken, signOut],
  );

  if (session && session.form !== form) return <Navigate to={`/client/${session.form}/${linkToken}`} replace />;

  if (!access) {
    return (
      <ClientAreaLayout>
        <ClientPinForm key={linkToken} linkToken={linkToken} form={form} />
      </ClientAreaLayout>
    );
  }

  return (
    <ClientAreaLayout onLogout={() => (dirty ? setConfirmingLogout(true) : signOut())}>
      <ClientAccessContext value={access}>{children}</ClientAccessContext>
      <UnsavedChangesGuard dirty={dirty} />
      <ConfirmDialog
        opened={confirmingLogout}
        title="Unsaved changes"
        message={formMessages.unsavedChanges}
        confirmLabel="Log out"
        cancelLabel="Stay"
        onConfirm={signOut}
        onCancel={() => setConfirmingLogout(false)}
      />
    </ClientAreaLayout>
  );
}

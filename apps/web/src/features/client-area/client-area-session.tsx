import { formMessages } from '@backoffice/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { QueryProvider } from '../../api/query-provider.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { notify } from '../../components/notify.ts';
import { UnsavedChangesGuard } from '../../components/unsaved-changes.tsx';
import { type ClientAccess, ClientAccessContext, removeClientForms } from './client-area-api.ts';
import { ClientAreaLayout } from './client-area-layout.tsx';
import { ClientFormPending } from './client-form-parts.tsx';
import { clientSessions } from './client-session.ts';

interface SignedInAreaProps {
  linkToken: string;
  bearerToken: string;
  children: ReactNode;
}

function SignedInArea({ linkToken, bearerToken, children }: SignedInAreaProps) {
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

  const access = useMemo<ClientAccess>(
    () => ({ linkToken, requestOptions: { bearerToken, onUnauthorized: signOut }, setDirty }),
    [bearerToken, linkToken, signOut],
  );

  return (
    <ClientAreaLayout onLogout={() => (dirty ? setConfirmingLogout(true) : signOut())}>
      <ClientAccessContext value={access}>
        <Suspense fallback={<ClientFormPending failed={false} onRetry={() => {}} />}>{children}</Suspense>
      </ClientAccessContext>
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

/**
 * The client area once the PIN was accepted (loaded then, with react-query and the form): Log out
 * (asking first when there are unsaved changes) or a 401/403 drops the token and the stored forms,
 * and the PIN form shows again.
 */
export function ClientAreaSession(props: SignedInAreaProps) {
  return (
    <QueryProvider>
      <SignedInArea {...props} />
    </QueryProvider>
  );
}

import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import type { ClientLink } from './client-area-api.ts';
import { ClientAreaLayout } from './client-area-layout.tsx';
import { ClientPinForm } from './client-pin-form.tsx';
import { useClientSession } from './client-session.ts';

const ClientAreaSession = lazy(() =>
  import('./client-area-session.tsx').then((module) => ({ default: module.ClientAreaSession })),
);

/**
 * The PIN gate around a client page (/client/{form}/{token}, a form's or a shared report's). Without a
 * client token for this link it shows the PIN form; with one, the page (its code loads then: ClientAreaSession).
 */
export function ClientArea({ form, children }: { form: ClientLink; children: ReactNode }) {
  const { token: linkToken = '' } = useParams();
  const session = useClientSession(linkToken);

  if (session && session.form !== form) return <Navigate to={`/client/${session.form}/${linkToken}`} replace />;

  if (!session?.bearerToken) {
    return (
      <ClientAreaLayout>
        <ClientPinForm key={linkToken} linkToken={linkToken} form={form} />
      </ClientAreaLayout>
    );
  }

  return (
    <Suspense fallback={<ClientAreaLayout>{null}</ClientAreaLayout>}>
      <ClientAreaSession linkToken={linkToken} bearerToken={session.bearerToken}>
        {children}
      </ClientAreaSession>
    </Suspense>
  );
}

import { lazy } from 'react';
import { ClientArea } from './client-area.tsx';

// The form (with zod and react-query) loads once the PIN was accepted.
const ClientParticularsForm = lazy(() =>
  import('./client-particulars-form.tsx').then((module) => ({ default: module.ClientParticularsForm })),
);

/** The client's particulars behind the PIN gate. */
export function ClientParticularsPage() {
  return (
    <ClientArea form="particulars">
      <ClientParticularsForm />
    </ClientArea>
  );
}

import { lazy } from 'react';
import { ClientArea } from './client-area.tsx';

// The form (with zod and react-query) loads once the PIN was accepted.
const ClientQuestionnaireForm = lazy(() =>
  import('./client-questionnaire-form.tsx').then((module) => ({ default: module.ClientQuestionnaireForm })),
);

/** The client's questionnaire behind the PIN gate. */
export function ClientQuestionnairePage() {
  return (
    <ClientArea form="questionnaire">
      <ClientQuestionnaireForm />
    </ClientArea>
  );
}

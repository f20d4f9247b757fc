import {
  type ClientParticulars,
  type ClientQuestionnaire,
  type ClientReport,
  type FileDto,
  FormStatus,
  formMessages,
  type UpdateClientParticularsRequest,
  type UpdateClientQuestionnaireRequest,
} from '@backoffice/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { errorText, isApiError } from '../../api/api-error.ts';
import { type CallOptions, http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useApiMutation } from '../../api/use-api-mutation.ts';

export type ClientForm = 'questionnaire' | 'particulars';
/** What a client-area link opens: a form, or a shared report to read. */
export type ClientLink = ClientForm | 'report';

interface ClientForms {
  questionnaire: { data: ClientQuestionnaire; request: UpdateClientQuestionnaireRequest };
  particulars: { data: ClientParticulars; request: UpdateClientParticularsRequest };
}

/** What the pages behind the PIN gate get: the link, the client's request options, the dirty flag. */
export interface ClientAccess {
  linkToken: string;
  /** The client token instead of a staff one; a 401/403 ends the client session. */
  requestOptions: CallOptions;
  /** The form reports unsaved changes, so leaving and Log out can ask first. */
  setDirty(dirty: boolean): void;
}

export const ClientAccessContext = createContext<ClientAccess | null>(null);

export function useClientAccess(): ClientAccess {
  const access = useContext(ClientAccessContext);
  if (!access) throw new Error('useClientAccess outside the client area');
  return access;
}

const apiPaths: Record<ClientForm, string> = {
  questionnaire: 'client/questionnaire',
  particulars: 'client/particulars',
};

const clientFormKey = (form: ClientForm, linkToken: string) => [...queryKeys.clientArea[form], linkToken];

/** Forgets every stored client form and report (Log out, expired session). */
export function removeClientForms(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.clientArea.questionnaire });
  queryClient.removeQueries({ queryKey: queryKeys.clientArea.particulars });
  queryClient.removeQueries({ queryKey: queryKeys.clientArea.report });
}

/**
 * The client's form. It is loaded once and only reloaded on purpose (after a save, or a 409 when
 * the form became Complete), so a background refetch never replaces what the client is typing.
 * After a stale save (someone else saved first) the form reads it with `useReloadClientForm`.
 */
export function useClientForm<F extends ClientForm>(form: F) {
  const { linkToken, requestOptions } = useClientAccess();
  return useQuery({
    queryKey: clientFormKey(form, linkToken),
    queryFn: ({ signal }) => http.get<ClientForms[F]['data']>(apiPaths[form], { ...requestOptions, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
}

/**
 * Reads the client's form afresh for a stale save's Reload, without replacing the stored one: the
 * open form merges it with what was typed. A form found Complete is stored, so it shows read-only
 * (nothing typed can be saved any more); then the answer is null.
 */
export function useReloadClientForm<F extends ClientForm>(form: F) {
  const { linkToken, requestOptions } = useClientAccess();
  const queryClient = useQueryClient();
  return async (): Promise<ClientForms[F]['data'] | null> => {
    const fresh = await http.get<ClientForms[F]['data']>(apiPaths[form], requestOptions);
    if (fresh.status !== FormStatus.Complete) return fresh;
    queryClient.setQueryData(clientFormKey(form, linkToken), fresh);
    return null;
  };
}

/**
 * PUT of the client's form: success toast; a 409 because the form became Complete reloads it
 * read-only. A stale save's 409 is the form's to show (`onConflict` of the submit's options).
 */
export function useSaveClientForm<F extends ClientForm>(form: F, savedMessage: string) {
  const { linkToken, requestOptions } = useClientAccess();
  const queryClient = useQueryClient();
  const key = clientFormKey(form, linkToken);
  return useApiMutation({
    mutationFn: (body: ClientForms[F]['request'], call) =>
      http.put<ClientForms[F]['data'] | undefined>(apiPaths[form], body, { ...requestOptions, ...call }),
    successMessage: savedMessage,
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object') queryClient.setQueryData(key, answer);
      else return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      // The standard toast has shown the server's text already.
      const completed =
        isApiError(error) && error.status === 409 && errorText(error.body) === formMessages.formComplete;
      if (completed) return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** The shared report (GET client/report), read once: it no longer changes while shared. */
export function useClientReport() {
  const { linkToken, requestOptions } = useClientAccess();
  return useQuery({
    queryKey: [...queryKeys.clientArea.report, linkToken],
    queryFn: ({ signal }) => http.get<ClientReport>('client/report', { ...requestOptions, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The report as the document staff export (POST client/report/export-as-pdf or -docx): the file with its
 * address. No toast: the page words a failure beside the button.
 */
export function useClientReportDocument(format: 'pdf' | 'docx') {
  const { requestOptions } = useClientAccess();
  return useMutation({
    mutationFn: () =>
      http.post<FileDto>(`client/report/export-as-${format}`, undefined, { ...requestOptions, notify: false }),
  });
}

import { type MutateOptions, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { notify } from '../components/notify.ts';
import { applyServerErrors, type FieldPathMap, type ServerErrorForm } from '../components/server-errors.ts';
import { type ApiError, isAbortError, isSignedOutError } from './api-error.ts';
import type { CallOptions } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** What a mutation passes to its `http` call: the form that takes a 400's field errors, or no toast. */
export type ApiCall = Pick<CallOptions, 'fieldErrors' | 'notify' | 'onConflict'>;

/** What `mutate` and `submit` take: react-query's options, and who takes a 409 (a stale save's form). */
export type SaveOptions<TData, TVariables> = MutateOptions<TData, Error, TVariables> & {
  /** True when the 409 is taken (see `CallOptions.onConflict`): no toast, not even `errorMessage`. */
  onConflict?: (error: ApiError) => boolean;
};

type Message<TData, TVariables> = string | ((data: TData, variables: TVariables) => string | undefined);

export interface ApiMutationOptions<TData, TVariables>
  extends Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> {
  /** The API call; spread `call` into the `http` options. */
  mutationFn(variables: TVariables, call: ApiCall): Promise<TData>;
  /** The success toast. */
  successMessage?: Message<TData, TVariables>;
  /** The error toast instead of the standard one (the call then shows none itself); none after a 401. */
  errorMessage?: string | ((error: Error) => string);
  /** Server field paths that go to differently named fields of the submitting form. */
  fieldPaths?: FieldPathMap;
}

/**
 * A react-query mutation that owns its toasts: the success toast, and the error toast of the API
 * call (or `errorMessage`). `submit(form, variables)` sends on behalf of a form: a 400's field
 * errors land on its fields and only the rest is toasted; once saved, the form has no changes.
 */
export function useApiMutation<TData = unknown, TVariables = void>(options: ApiMutationOptions<TData, TVariables>) {
  const { mutationFn, successMessage, errorMessage, fieldPaths, onSuccess, onError, ...rest } = options;
  const formRef = useRef<ServerErrorForm | null>(null);
  const conflictRef = useRef<SaveOptions<TData, TVariables>['onConflict']>(undefined);
  const takenRef = useRef<unknown>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation<TData, Error, TVariables>({
    ...rest,
    mutationFn: (variables) => {
      const form = formRef.current;
      const call: ApiCall = errorMessage
        ? { notify: false }
        : form
          ? { fieldErrors: (error) => applyServerErrors(form, error, fieldPaths) }
          : {};
      const onConflict = conflictRef.current;
      if (onConflict) {
        call.onConflict = (error) => {
          const taken = onConflict(error);
          if (taken) takenRef.current = error;
          return taken;
        };
      }
      return mutationFn(variables, call);
    },
    onSuccess: (data, variables, ...more) => {
      const message = typeof successMessage === 'function' ? successMessage(data, variables) : successMessage;
      if (message) notify.success(message);
      // A save adds to its record's history: an open History card shows it at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.history });
      return onSuccess?.(data, variables, ...more);
    },
    onError: (error, ...more) => {
      if (errorMessage && error !== takenRef.current && !isSignedOutError(error) && !isAbortError(error)) {
        notify.error(typeof errorMessage === 'function' ? errorMessage(error) : errorMessage);
      }
      return onError?.(error, ...more);
    },
  });

  type Options = SaveOptions<TData, TVariables>;
  const mutate = (variables: TVariables, { onConflict, ...mutateOptions }: Options = {}) => {
    formRef.current = null;
    conflictRef.current = onConflict;
    mutation.mutate(variables, mutateOptions);
  };
  const mutateAsync = (variables: TVariables, { onConflict, ...mutateOptions }: Options = {}) => {
    formRef.current = null;
    conflictRef.current = onConflict;
    return mutation.mutateAsync(variables, mutateOptions);
  };
  const submit = (form: ServerErrorForm, variables: TVariables, { onConflict, ...mutateOptions }: Options = {}) => {
    formRef.current = form;
    conflictRef.current = onConflict;
    // Once saved, the values sent are the form's unchanged state: leaving no longer asks, while
    // what was typed during the save still counts as a change.
    const sent = form.getValues();
    mutation.mutate(variables, {
      ...mutateOptions,
      onSuccess: (...args) => {
        form.resetDirty(sent);
        return mutateOptions.onSuccess?.(...args);
      },
    });
  };
  return { ...mutation, mutate, mutateAsync, submit };
}

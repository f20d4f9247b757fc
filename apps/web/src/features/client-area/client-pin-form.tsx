import { formMessages, messages } from '@backoffice/contracts';
import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type ApiError, errorText, isApiError } from '../../api/api-error.ts';
import { AppButton } from '../../components/app-button.tsx';
import { requiredText, validateFields } from '../../components/field-rules.ts';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid } from '../../components/form-validation.ts';
import { notify } from '../../components/notify.ts';
import { notifyServerErrors } from '../../components/server-errors.ts';
import type { ClientLink } from './client-area-api.ts';
import { clientSessions } from './client-session.ts';
import { requestClientToken } from './client-token-api.ts';

/** The contracts' `clientTokenRequest` for the PIN (every failure of it reads '*'). */
export const validatePin = validateFields<{ pinCode: string }>({ pinCode: requiredText(20, messages.required) });

const titles: Record<ClientLink, string> = {
  questionnaire: 'Vessel Questionnaire',
  particulars: 'Vessel Particulars',
  report: 'Vessel Report',
};

/** The words for a refused PIN: wrong PIN, form (or report) not available, too many wrong PINs. */
function refusalText(error: ApiError, kind: ClientLink): string | undefined {
  if (error.status === 401) return formMessages.invalidPin;
  // A link that opens nothing reads the same for every kind on the server: a report's page says report.
  if (error.status === 404 && kind === 'report') return formMessages.reportNotAvailable;
  if (error.status === 404) return errorText(error.body) ?? formMessages.formNotAvailable;
  if (error.status === 429) return errorText(error.body) ?? formMessages.pinLocked;
  return undefined;
}

/** The PIN gate: the link token and the PIN buy a client token, stored for this link in this tab. */
export function ClientPinForm({ linkToken, form: formKind }: { linkToken: string; form: ClientLink }) {
  const [loading, setLoading] = useState(false);
  const form = useForm({ initialValues: { pinCode: '' }, validate: validatePin });

  const submit = form.onSubmit(async ({ pinCode }) => {
    setLoading(true);
    try {
      const answer = await requestClientToken({ urlHash: linkToken, pinCode: pinCode.trim() });
      clientSessions.set(linkToken, { bearerToken: answer.bearerToken, expires: answer.expires, form: answer.form });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const text = refusalText(error, formKind);
      if (text) notify.error(text);
      else notifyServerErrors(form, error);
      setLoading(false);
    }
  }, notifyFormInvalid);

  return (
    <Paper withBorder radius="md" p="lg" maw={420} mx="auto" mt="xl">
      <Title order={3} mb="xs">
        {titles[formKind]}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Please enter the PIN code you received together with the link.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            {...fieldProps(form, 'pinCode', 'PIN Code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
          <Group justify="flex-end">
            <AppButton type="submit" loading={loading} fullWidth>
              Open
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import type { Questionnaire } from '@backoffice/contracts';
import { Card, Center, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { fieldProps } from '../../components/form-field.tsx';
import { FormStatusSelect, isShared } from '../../components/form-status-select.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useRecord } from '../../components/use-record.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useLoadedVessel } from '../vessels/index.ts';
import {
  imoNumberOf,
  toRequest,
  updateQuestionnaireRequest,
  validateQuestionnaire,
  valuesOf,
} from './questionnaire-form-values.ts';
import { QuestionnaireSectionFields } from './questionnaire-section-fields.tsx';
import { readQuestionnaire, useQuestionnaire, useUpdateQuestionnaire } from './questionnaires-api.ts';

// Below the page's content: loaded just after the page, not in its first download.
const HistoryCard = lazy(() => import('../history/index.ts').then((m) => ({ default: m.HistoryCard })));

// The import, template and Sea Searcher buttons (with their dialogs) come just after the page.
const QuestionnaireActions = lazy(() =>
  import('./questionnaire-actions.tsx').then((m) => ({ default: m.QuestionnaireActions })),
);

const ClientAccessFields = lazy(() =>
  import('../form-sharing/index.ts').then((m) => ({ default: m.ClientAccessFields })),
);
function QuestionnaireForm({ vesselId, questionnaire }: { vesselId: number; questionnaire: Questionnaire }) {
  const update = useUpdateQuestionnaire(vesselId);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: questionnaire,
    valuesOf,
    reload: () => readQuestionnaire(vesselId),
    validate: validateQuestionnaire(),
    guardsPage: true,
  });

  const submit = onValidSubmit((values) => {
    update.submit(form, stale.versioned(updateQuestionnaireRequest.parse(toRequest(values))), stale.saveOptions());
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <Card withBorder padding="md" radius="md">
          <Stack>
            <FormStatusSelect value={form.values.status} onChange={(value) => form.setFieldValue('status', value)} />
            {isShared(form.values.status) && (
              <Suspense fallback={null}>
                <ClientAccessFields
                  vesselId={vesselId}
                  form="questionnaire"
                  urlHash={questionnaire.urlHash}
                  pinCode={questionnaire.pinCode}
                />
              </Suspense>
            )}
          </Stack>
        </Card>
        {form.values.formSections.map((section, index) => (
          <QuestionnaireSectionFields key={section.id} form={form} index={index} />
        ))}
        {form.values.formSections.length === 0 && (
          <Text c="dimmed" size="sm">
            The questionnaire has no sections. Import a questionnaire to add them.
          </Text>
        )}
        <Textarea
          {...fieldProps(form, 'existingEnergySavingTechnologies', 'Existing energy saving technologies')}
          rows={4}
        />
        <Group justify="flex-end">
          <AppButton type="submit" loading={update.isPending}>
            Save
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Screening: Vessel Questionnaire (the vessel page's questionnaire tab). */
export function QuestionnairePage() {
  const vessel = useLoadedVessel();
  const questionnaire = useQuestionnaire(vessel.id);
  useRecord(questionnaire);
  const { data } = questionnaire;

  return (
    <Stack pt="md">
      <PageTitle
        actions={
          data && (
            <Suspense fallback={null}>
              <QuestionnaireActions vesselId={vessel.id} imoNumber={imoNumberOf(data)} />
            </Suspense>
          )
        }
      >
        Screening: Vessel Questionnaire
      </PageTitle>
      {data ? (
        <QuestionnaireForm key={questionnaire.dataUpdatedAt} vesselId={vessel.id} questionnaire={data} />
      ) : (
        questionnaire.isLoading && (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )
      )}
      {data && (
        <Suspense fallback={null}>
          <HistoryCard recordType="questionnaire" recordId={data.id} title="Questionnaire history" />
        </Suspense>
      )}
    </Stack>
  );
}

import { type ClientQuestionnaire, FormStatus, formMessages } from '@backoffice/contracts';
import { Card, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { CardTitle } from '../../components/card-title.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldProps } from '../../components/form-field.tsx';
import { notifyFormInvalid, validateAs } from '../../components/form-validation.ts';
import { useClientForm, useReloadClientForm, useSaveClientForm } from './client-area-api.ts';
import {
  ClientFormHeader,
  ClientFormPending,
  ClientSaveButton,
  useClientStaleSave,
  useReportDirty,
} from './client-form-parts.tsx';
import {
  orderedSections,
  questionnaireRequest,
  questionnaireValues,
  questionnaireValuesAs,
} from './client-questionnaire-values.ts';
import { ClientTechnologies } from './client-technologies.tsx';

const updateClientQuestionnaireRequest = contractSchema((contracts) => contracts.updateClientQuestionnaireRequest);

/** An item's example, and after a stale save's Reload the other person's answer. */
function ItemDescription({ example, note }: { example: string | null; note: ReactNode }) {
  if (!note) return example ? `Example: ${example}` : null;
  return (
    <>
      {example && <span style={{ display: 'block' }}>Example: {example}</span>}
      {note}
    </>
  );
}

function QuestionnaireForm({ questionnaire }: { questionnaire: ClientQuestionnaire }) {
  const readOnly = questionnaire.status === FormStatus.Complete;
  const save = useSaveClientForm('questionnaire', formMessages.questionnaireUpdated);
  const form = useForm({
    initialValues: questionnaireValues(questionnaire),
    validate: validateAs(questionnaireRequest, updateClientQuestionnaireRequest),
  });
  const stale = useClientStaleSave(form, {
    opened: questionnaire,
    // The technologies are the vessel's, which staff save too: their version is checked as well.
    versionsOf: (read) => ({ version: read.version, technologiesVersion: read.technologiesVersion }),
    valuesOf: (read) => questionnaireValuesAs(questionnaire, read),
    // Rows of the list are not mixed: one side's list, or both shown.
    whole: (path) => path === 'selectedTechnologies',
    reload: useReloadClientForm('questionnaire'),
  });
  const dirty = !readOnly && form.isDirty();
  useReportDirty(dirty);

  const submit = form.onSubmit((values) => {
    if (!readOnly) save.submit(form, stale.versioned(questionnaireRequest(values)), stale.saveOptions());
  }, notifyFormInvalid);

  let index = 0;
  const sections = orderedSections(questionnaire).map((section) => ({
    ...section,
    formItems: section.formItems.map((item) => ({ ...item, index: index++ })),
  }));

  return (
    <form onSubmit={submit} noValidate>
      <ClientFormHeader vesselName={questionnaire.vesselName} readOnly={readOnly} />
      <Stack>
        {sections.map((section) => (
          <Card key={section.id} component="section" aria-label={section.title} withBorder radius="md" padding="md">
            <CardTitle mb="sm">{section.title}</CardTitle>
            <Stack gap="sm">
              {section.formItems.map((item) => (
                <TextInput
                  key={item.id}
                  {...fieldProps(form, `formItems.${item.index}.value`, item.title)}
                  // The example once, as an example: a placeholder would make an empty answer look answered.
                  description={
                    <ItemDescription example={item.valueExample} note={stale.note(`formItems.${item.index}.value`)} />
                  }
                  maxLength={10_000}
                  readOnly={readOnly}
                  variant={readOnly ? 'filled' : 'default'}
                />
              ))}
            </Stack>
          </Card>
        ))}
        <ClientTechnologies
          form={form}
          available={questionnaire.availableTechnologies}
          readOnly={readOnly}
          note={stale.note}
        />
        {!readOnly && <ClientSaveButton saving={save.isPending} notice={stale.notice} />}
      </Stack>
    </form>
  );
}

export function ClientQuestionnaireForm() {
  const query = useClientForm('questionnaire');
  if (!query.data) return <ClientFormPending failed={query.isError} onRetry={() => query.refetch()} />;
  // A new answer (after a save, or reloaded after a 409) starts the form afresh.
  return <QuestionnaireForm key={query.dataUpdatedAt} questionnaire={query.data} />;
}

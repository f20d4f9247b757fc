import type { FormStatus, Questionnaire, QuestionnaireKind, UpdateQuestionnaireRequest } from '@backoffice/contracts';
import type { FormErrors } from '@mantine/form';
import { contractSchema } from '../../components/contract-schemas.ts';
import { validateWith } from '../../components/form-validation.ts';

interface QuestionnaireItemValues {
  id: number;
  title: string;
  mappedTo: QuestionnaireKind | null;
  value: string;
  valueExample: string;
  hide: boolean;
}

interface QuestionnaireSectionValues {
  id: number;
  title: string;
  formItems: QuestionnaireItemValues[];
}

export interface QuestionnaireFormValues {
  /** The status as text (the select's value). */
  status: string;
  formSections: QuestionnaireSectionValues[];
  existingEnergySavingTechnologies: string;
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

export function valuesOf(questionnaire: Questionnaire): QuestionnaireFormValues {
  return {
    status: String(questionnaire.status),
    formSections: [...questionnaire.formSections].sort(byPosition).map((section) => ({
      id: section.id,
      title: section.title,
      formItems: [...section.formItems].sort(byPosition).map((item) => ({
        id: item.id,
        title: item.title,
        mappedTo: item.mappedTo,
        value: item.value ?? '',
        valueExample: item.valueExample ?? '',
        hide: item.hide,
      })),
    })),
    existingEnergySavingTechnologies: questionnaire.existingEnergySavingTechnologies ?? '',
  };
}

/** Empty text is sent as null (no value). */
const textOrNull = (text: string) => (text.trim() === '' ? null : text);

/** The whole form as PUT vessels/{id}/questionnaire takes it: section titles, then every item in order. */
export function toRequest(values: QuestionnaireFormValues): UpdateQuestionnaireRequest {
  return {
    status: Number(values.status) as FormStatus,
    formSections: values.formSections.map((section) => ({ id: section.id, title: section.title })),
    formItems: values.formSections.flatMap((section) =>
      section.formItems.map((item) => ({
        id: item.id,
        value: textOrNull(item.value),
        valueExample: textOrNull(item.valueExample),
        hide: item.hide,
      })),
    ),
    existingEnergySavingTechnologies: textOrNull(values.existingEnergySavingTechnologies),
  };
}

export const updateQuestionnaireRequest = contractSchema((contracts) => contracts.updateQuestionnaireRequest);

/**
 * The form path of a request path: an item of the flat list (`formItems.<n>.value`) sits at its
 * place in the form (`formSections.<s>.formItems.<i>.value`); other paths are the same.
 */
export function formPathOf(values: QuestionnaireFormValues, path: string): string {
  const item = /^formItems\.(\d+)(.*)$/.exec(path);
  if (!item) return path;
  let index = Number(item[1]);
  for (const [s, section] of values.formSections.entries()) {
    if (index < section.formItems.length) return `formSections.${s}.formItems.${index}${item[2]}`;
    index -= section.formItems.length;
  }
  return path;
}

/** The form's validator (like validateWith): the request schema's errors at the form's paths. */
export function validateQuestionnaire() {
  const validateRequest = validateWith(updateQuestionnaireRequest);
  return (values: QuestionnaireFormValues): FormErrors | Promise<FormErrors> => {
    const atFormPaths = (requestErrors: FormErrors) => {
      const errors: FormErrors = {};
      for (const [path, message] of Object.entries(requestErrors)) errors[formPathOf(values, path)] = message;
      return errors;
    };
    const errors = validateRequest(toRequest(values));
    return errors instanceof Promise ? errors.then(atFormPaths) : atFormPaths(errors);
  };
}

/** The saved IMO number (the item mapped to it), or null: Sea Searcher looks the vessel up by it. */
export function imoNumberOf(questionnaire: Questionnaire): string | null {
  for (const section of questionnaire.formSections) {
    const item = section.formItems.find((candidate) => candidate.mappedTo === 'imoNumber');
    const value = item?.value?.trim();
    if (value) return value;
  }
  return null;
}

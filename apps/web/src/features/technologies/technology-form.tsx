import {
  catalogueMessages,
  type FileRef,
  maturityLevels,
  type Technology,
  type TechnologyRequest,
} from '@backoffice/contracts';
import { Checkbox, NativeSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { SaveOptions } from '../../api/use-api-mutation.ts';
import { AttachedFileField } from '../../components/attached-file-field.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { FormActions, type FormDeletion, type StaleDeleteForm } from '../../components/form-actions.tsx';
import { fieldLabel, fieldProps } from '../../components/form-field.tsx';
import { validateAs } from '../../components/form-validation.ts';
import { numberText, parseNumberText } from '../../components/number-text.ts';
import type { ServerErrorForm } from '../../components/server-errors.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useConsumptionCategories } from '../reference-data/index.ts';
import { type CalcTexts, calcFields, calcTexts, parseCalcTexts } from './calc-fields.ts';
import { IdCheckboxGroup } from './id-checkbox-group.tsx';
import { useImplementationStages, useRegulatoryImpactTypes, useSavingsCategories } from './technologies-api.ts';

const technologyRequest = contractSchema((contracts) => contracts.technologyRequest);

interface TechnologyFormValues extends CalcTexts {
  name: string;
  shortName: string;
  description: string;
  shortDescription: string;
  savingsPotential: string;
  savingsCategory: string | null;
  savingsRange: string;
  costRange: string;
  leadTime: string;
  icon: FileRef | null;
  /** '' = not selected. */
  technologyMaturityLevel: string;
  implementationStages: number[];
  regulatoryImpactTypes: number[];
  consumptionCategories: number[];
  windAssisted: boolean;
  /** '' = none: reports count their own years. */
  serviceLifeYears: string;
  summaryTableDescription: string;
  summaryDescription: string;
}

function formValues(technology?: Technology): TechnologyFormValues {
  return {
    name: technology?.name ?? '',
    shortName: technology?.shortName ?? '',
    description: technology?.description ?? '',
    shortDescription: technology?.shortDescription ?? '',
    savingsPotential: technology?.savingsPotential ?? '',
    savingsCategory: technology?.savingsCategory ? String(technology.savingsCategory.id) : null,
    savingsRange: technology?.savingsRange ?? '',
    costRange: technology?.costRange ?? '',
    leadTime: technology?.leadTime ?? '',
    icon: technology?.icon ?? null,
    ...calcTexts(technology),
    technologyMaturityLevel: numberText(technology?.technologyMaturityLevel),
    implementationStages: technology?.implementationStages ?? [],
    regulatoryImpactTypes: technology?.regulatoryImpactTypes ?? [],
    consumptionCategories: technology?.consumptionCategories.map((category) => category.id) ?? [],
    windAssisted: technology?.windAssisted ?? false,
    serviceLifeYears: numberText(technology?.serviceLifeYears),
    summaryTableDescription: technology?.summaryTableDescription ?? '',
    summaryDescription: technology?.summaryDescription ?? '',
  };
}

function toRequest(values: TechnologyFormValues) {
  return {
    name: values.name,
    shortName: values.shortName,
    description: values.description,
    shortDescription: values.shortDescription,
    savingsPotential: values.savingsPotential,
    savingsCategory: values.savingsCategory ? { id: Number(values.savingsCategory) } : null,
    savingsRange: values.savingsRange,
    costRange: values.costRange,
    leadTime: values.leadTime,
    icon: values.icon ? { id: values.icon.id } : null,
    ...parseCalcTexts(values),
    technologyMaturityLevel: values.technologyMaturityLevel ? Number(values.technologyMaturityLevel) : null,
    implementationStages: values.implementationStages,
    regulatoryImpactTypes: values.regulatoryImpactTypes,
    consumptionCategories: values.consumptionCategories.map((id) => ({ id })),
    windAssisted: values.windAssisted,
    serviceLifeYears: parseNumberText(values.serviceLifeYears),
    summaryTableDescription: values.summaryTableDescription,
    summaryDescription: values.summaryDescription,
  };
}

const maturityOptions = [
  { value: '', label: 'Not selected' },
  ...maturityLevels.map((level) => ({ value: String(level), label: String(level) })),
];

export interface TechnologyFormProps {
  technology?: Technology;
  /** Reads the technology afresh (a stale save's Reload; only when editing one). */
  reload?(): Promise<Technology>;
  submitLabel?: string;
  submitting: boolean;
  /**
   * Sends the body (with the version of the technology edited); the form takes the server's field
   * errors, and with `options` a stale save's 409 and the saved technology.
   */
  onSubmit(body: TechnologyRequest, form: ServerErrorForm, options: SaveOptions<Technology, TechnologyRequest>): void;
  onCancel(): void;
  /** Delete, given the form's stale-save state: a delete of an older version shows as a stale save does. */
  deletion?(stale: StaleDeleteForm): FormDeletion;
}

/** Every field of a technology (spec part 2 §3, §5), for Create Technology and the details tab. */
const notEditing = () => Promise.reject(new Error('Nothing to reload: no technology is edited'));

export function TechnologyForm({
  technology,
  reload = notEditing,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
  deletion,
}: TechnologyFormProps) {
  const savingsCategories = useSavingsCategories();
  const implementationStages = useImplementationStages();
  const regulatoryImpactTypes = useRegulatoryImpactTypes();
  const consumptionCategories = useConsumptionCategories();
  const savingsCategoryData = (savingsCategories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: technology,
    valuesOf: formValues,
    reload,
    display: {
      savingsCategory: (value) => savingsCategoryData.find((option) => option.value === value)?.label ?? '',
      icon: (value) => (value as FileRef).name,
    },
    validate: validateAs(toRequest, technologyRequest),
    guardsPage: true,
  });
  const { values, errors } = form;

  const submit = onValidSubmit((formed) =>
    onSubmit(stale.versioned(technologyRequest.parse(toRequest(formed))), form, stale.saveOptions()),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={960}>
        <StaleSaveNotice stale={stale} form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...fieldProps(form, 'name', 'Name')} />
          <TextInput {...fieldProps(form, 'shortName', 'Short name')} />
        </SimpleGrid>
        <Textarea {...fieldProps(form, 'description', 'Description')} rows={4} />
        <TextInput {...fieldProps(form, 'shortDescription', 'Short description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...fieldProps(form, 'savingsPotential', 'Savings potential')} />
          <Select
            label={fieldLabel('Savings category', errors.savingsCategory)}
            data={savingsCategoryData}
            value={values.savingsCategory}
            onChange={(value) => form.setFieldValue('savingsCategory', value)}
            error={errors.savingsCategory}
            clearable
            placeholder="Select savings category"
          />
          <TextInput {...fieldProps(form, 'savingsRange', 'Savings range')} placeholder="0.25 – 0.5" />
          <TextInput {...fieldProps(form, 'costRange', 'Cost range')} placeholder="30 – 50k" />
          <TextInput {...fieldProps(form, 'leadTime', 'Lead time')} />
          <NativeSelect {...fieldProps(form, 'technologyMaturityLevel', 'Maturity level')} data={maturityOptions} />
          <TextInput
            {...fieldProps(form, 'serviceLifeYears', 'Service life (years)')}
            inputMode="numeric"
            description="The years a report's NPV and MAC count for it; empty, the report's number of years"
          />
        </SimpleGrid>
        <Checkbox
          label="Wind-assisted propulsion"
          description="Its rated wind power per vessel earns the FuelEU Maritime wind reward"
          {...form.getInputProps('windAssisted', { type: 'checkbox' })}
        />
        <AttachedFileField
          label="Icon"
          usage="image"
          value={values.icon}
          onChange={(icon) => form.setFieldValue('icon', icon)}
          preview
          clearConfirm={catalogueMessages.clearIconConfirm}
        />
        <CardTitle>Savings and costs</CardTitle>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {calcFields.map(({ key, label }) => (
            <TextInput key={key} {...fieldProps(form, key, label)} inputMode="decimal" />
          ))}
        </SimpleGrid>
        <IdCheckboxGroup
          label="Implementation stages"
          options={implementationStages.data}
          value={values.implementationStages}
          onChange={(ids) => form.setFieldValue('implementationStages', ids)}
          error={errors.implementationStages}
        />
        <IdCheckboxGroup
          label="Regulatory impact types"
          options={regulatoryImpactTypes.data}
          value={values.regulatoryImpactTypes}
          onChange={(ids) => form.setFieldValue('regulatoryImpactTypes', ids)}
          error={errors.regulatoryImpactTypes}
        />
        <IdCheckboxGroup
          label="Consumption categories"
          description="Where the technology acts"
          options={consumptionCategories.data}
          value={values.consumptionCategories}
          onChange={(ids) => form.setFieldValue('consumptionCategories', ids)}
          error={errors.consumptionCategories}
        />
        <Textarea {...fieldProps(form, 'summaryTableDescription', 'Summary table description')} rows={2} />
        <Textarea {...fieldProps(form, 'summaryDescription', 'Summary description')} rows={4} />
        <FormActions
          submitLabel={submitLabel}
          submitting={submitting}
          onCancel={onCancel}
          deletion={deletion?.(stale)}
        />
      </Stack>
    </form>
  );
}

import type { CalcValueKey, IncludedTechnology, Report, TechnologyMaker } from '@backoffice/contracts';
import { formatNumber } from '@backoffice/contracts';
import { Divider, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormDialog, useDialogChanges } from '../../../components/form-dialog.tsx';
import { fieldLabel, fieldProps } from '../../../components/form-field.tsx';
import { numberText } from '../../../components/number-text.ts';
import { StaleSaveNotice, useVersionedForm } from '../../../components/use-versioned-form.tsx';
import { calcFields, useTechnologyMakers, useTechnologySuppliers } from '../../technologies/index.ts';
import { useVesselConsumptions, useVesselRates } from '../../vessels/index.ts';
import { CalculationFileField } from './calculation-file-field.tsx';
import { useCalculationIssues } from './calculation-issues.ts';
import { FixedSavingsFields } from './fixed-savings-fields.tsx';
import { MakerField } from './maker-field.tsx';
import { useReloadIncludedTechnology, useSaveIncludedTechnology } from './report-technologies-api.ts';
import {
  type ConsumedPair,
  consumedPairs,
  createRequest,
  createRequestOf,
  extractedTexts,
  fiveKeys,
  hasFixedSavings,
  initialSavingsValues,
  type SavingsFormValues,
  type SavingsTarget,
  technologyOf,
  toSavingsRequest,
  totalCost,
  updateRequest,
  validateSavings,
} from './savings-form-values.ts';
import { useWhatIf, WhatIf } from './what-if.tsx';

interface SavingsFormProps {
  report: Report;
  target: SavingsTarget;
  /** The (category, type) pairs the vessel burns, with their annual consumption. */
  pairs: ConsumedPair[];
  onAdded?(): void;
  onClose(): void;
}

const labelOf = (key: CalcValueKey) => calcFields.find((field) => field.key === key)?.label ?? key;

function SavingsForm({ report, target, pairs, onAdded, onClose }: SavingsFormProps) {
  const technology = technologyOf(target);
  const solutionDesign = report.type === 1;
  const makers = useTechnologyMakers(technology.id);
  const suppliers = useTechnologySuppliers(technology.id);
  const save = useSaveIncludedTechnology(report.id);
  const validate = useMemo(() => validateSavings(target, solutionDesign, pairs), [target, solutionDesign, pairs]);
  const included = target.kind === 'edit' ? target.included : null;
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: included,
    // Without an included technology (one to add), the values start from the available one.
    valuesOf: (saved: IncludedTechnology | null): SavingsFormValues =>
      initialSavingsValues(saved ? { kind: 'edit', included: saved } : target, pairs),
    reload: useReloadIncludedTechnology(report.id, included?.id ?? 0),
    validate,
  });
  const { values, errors } = form;
  const fixed = hasFixedSavings(values);
  const issues = useCalculationIssues(validate, values);
  const whatIf = useWhatIf(report, target, values, issues !== null && issues.length === 0);

  const setFive = (texts: Partial<Record<CalcValueKey, string>>) => {
    for (const key of fiveKeys) {
      const text = texts[key];
      // With fixed MT values Savings (%) stays 0.
      if (text !== undefined && !(key === 'calcSavings' && fixed)) form.setFieldValue(key, text);
    }
  };

  // A chosen maker's values are offered, not filled in: the consultant's figures stay until they take them.
  const takeMakerValues = (link: TechnologyMaker) =>
    setFive(Object.fromEntries(fiveKeys.map((key) => [key, numberText(link[key])])));

  const submit = onValidSubmit((formed) => {
    if (target.kind === 'add') {
      const body = createRequest.parse(createRequestOf(target, formed));
      const done = () => {
        onAdded?.();
        onClose();
      };
      save.submit(form, { techId: null, body }, { onSuccess: done });
    } else {
      const body = stale.versioned(updateRequest.parse(toSavingsRequest(formed)));
      save.submit(form, { techId: target.included.id, body }, stale.saveOptions({ onSuccess: onClose }));
    }
  });

  const requestClose = useDialogChanges(form.isDirty());
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StaleSaveNotice stale={stale} form={form} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            {...fieldProps(form, 'calcSavings', labelOf('calcSavings'))}
            inputMode="decimal"
            readOnly={fixed}
            data-autofocus
          />
          <TextInput
            label="Savings (MT)"
            value={formatNumber(whatIf?.savingsInMt)}
            description="Calculated from the values above, as in the results"
            readOnly
          />
        </SimpleGrid>
        <FixedSavingsFields form={form} />
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {fiveKeys.slice(1).map((key) => (
            <TextInput key={key} {...fieldProps(form, key, labelOf(key))} inputMode="decimal" />
          ))}
          <TextInput label="Total cost (USD)" value={formatNumber(totalCost(values))} readOnly />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <MakerField
            technology={technology}
            makers={makers.data}
            value={values.technologyMaker}
            error={errors.technologyMaker}
            values={values}
            fixed={fixed}
            onChange={(value) => form.setFieldValue('technologyMaker', value)}
            onUseValues={takeMakerValues}
          />
          <Select
            label={fieldLabel('Technology supplier', errors.technologySupplier)}
            data={(suppliers.data ?? []).map((link) => ({
              value: String(link.supplier.id),
              label: link.supplier.name,
            }))}
            value={values.technologySupplier}
            onChange={(value) => form.setFieldValue('technologySupplier', value)}
            error={errors.technologySupplier}
            placeholder="Select supplier"
            clearable
            searchable
          />
        </SimpleGrid>
        <CalculationFileField
          value={values.calculationFile}
          onChange={(file) => form.setFieldValue('calculationFile', file)}
          onExtracted={(extract) => setFive(extractedTexts(extract))}
        />
        {technology.windAssisted && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              description="For the FuelEU Maritime wind reward, set against the main engine's MCR power"
              {...fieldProps(form, 'windPowerKw', 'Rated wind power (kW)')}
              inputMode="decimal"
            />
          </SimpleGrid>
        )}
        <Textarea {...fieldProps(form, 'potentialForVessel', 'Potential for the vessel')} rows={3} />
        <WhatIf whatIf={whatIf} issues={issues ?? []} />
        <FormActions submitting={save.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}

export interface SavingsDialogProps {
  report: Report;
  /** The technology to add or edit; null while closed. */
  target: SavingsTarget | null;
  /** An added technology was saved (called before `onClose`). */
  onAdded?(): void;
  onClose(): void;
}

/** Adds a technology to the report or edits an included one: savings, costs, maker, supplier, file. */
export function SavingsDialog({ report, target, onAdded, onClose }: SavingsDialogProps) {
  const rates = useVesselRates(report.vessel.id);
  const consumptions = useVesselConsumptions(report.vessel.id);
  const pending = rates.isPending || consumptions.isPending;
  const pairs = useMemo(
    () => consumedPairs(rates.data ?? [], consumptions.data ?? []),
    [rates.data, consumptions.data],
  );
  const title = target ? `${target.kind === 'add' ? 'Add' : 'Edit'} ${technologyOf(target).name}` : '';
  return (
    <FormDialog opened={target !== null} onClose={onClose} title={title} size="xl">
      {target && pending && <Text c="dimmed">Loading…</Text>}
      {target && !pending && (
        <SavingsForm report={report} target={target} pairs={pairs} onAdded={onAdded} onClose={onClose} />
      )}
    </FormDialog>
  );
}

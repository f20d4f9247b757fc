import { moneyUnits, type Report } from '@backoffice/contracts';
import { Card, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { CardTitle } from '../../components/card-title.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldProps } from '../../components/form-field.tsx';
import { validateAs } from '../../components/form-validation.ts';
import { numberText, parseNumberText } from '../../components/number-text.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { FieldRow } from './field-row.tsx';
import { RegulatoryImpactFile } from './regulatory-impact-file.tsx';
import { useUpdateRegulatoryImpact } from './report-panels-api.ts';
import { useReloadReport } from './reports-api.ts';

const regulatoryImpactRequest = contractSchema((contracts) => contracts.regulatoryImpactRequest);

interface FormValues {
  regulatoryImpactPctInEu: string;
  regulatoryImpactCarbonRate: string;
  regulatoryImpactStartYear: string;
  regulatoryImpactNumberOfYears: string;
  regulatoryImpactDescription: string;
  regulatoryImpactUsdPerEur: string;
}

const valuesOf = (report: Report): FormValues => ({
  regulatoryImpactPctInEu: numberText(report.regulatoryImpactPctInEu),
  regulatoryImpactCarbonRate: numberText(report.regulatoryImpactCarbonRate),
  regulatoryImpactStartYear: numberText(report.regulatoryImpactStartYear),
  regulatoryImpactNumberOfYears: numberText(report.regulatoryImpactNumberOfYears),
  regulatoryImpactDescription: report.regulatoryImpactDescription ?? '',
  regulatoryImpactUsdPerEur: numberText(report.regulatoryImpactUsdPerEur),
});

const toRequest = (values: FormValues) => ({
  regulatoryImpactPctInEu: parseNumberText(values.regulatoryImpactPctInEu),
  regulatoryImpactCarbonRate: parseNumberText(values.regulatoryImpactCarbonRate),
  regulatoryImpactStartYear: parseNumberText(values.regulatoryImpactStartYear),
  regulatoryImpactNumberOfYears: parseNumberText(values.regulatoryImpactNumberOfYears),
  regulatoryImpactDescription: values.regulatoryImpactDescription,
  regulatoryImpactUsdPerEur: parseNumberText(values.regulatoryImpactUsdPerEur),
});

/** How to work out '% in EU': the share of CO2 in EU ETS scope, not of the voyages. */
const pctInEuHint =
  "The share of the vessel's CO2 in EU ETS scope: all of it on voyages between EU ports and at berth in the EU, half on voyages to or from a port outside the EU.";

const numberFields: [keyof FormValues, string, 'decimal' | 'numeric', string?][] = [
  ['regulatoryImpactPctInEu', '% in EU', 'decimal', pctInEuHint],
  ['regulatoryImpactCarbonRate', `Carbon rate (${moneyUnits.carbonRate})`, 'decimal'],
  ['regulatoryImpactStartYear', 'Start year', 'numeric'],
  ['regulatoryImpactNumberOfYears', 'Number of years', 'numeric'],
  ['regulatoryImpactUsdPerEur', moneyUnits.usdPerEur, 'decimal'],
];

export interface RegulatoryImpactPanelProps {
  report: Report;
}

/**
 * Regulatory Impact: four numbers (each may be empty), the USD-per-EUR rate the carbon cost (EUR) is
 * counted in USD with, the CII projection text and an xlsx file.
 */
export function RegulatoryImpactPanel({ report }: RegulatoryImpactPanelProps) {
  const update = useUpdateRegulatoryImpact(report.id);
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: report,
    valuesOf,
    versionOf: (saved) => saved.regulatoryImpactVersion,
    reload: useReloadReport(report.id),
    validate: validateAs(toRequest, regulatoryImpactRequest),
    guardsPage: true,
    resetsToSaved: true,
  });
  const locked = report.isLocked;

  const submit = onValidSubmit((values) => {
    update.mutate(stale.versioned(regulatoryImpactRequest.parse(toRequest(values))), stale.saveOptions());
  });

  return (
    <Card component="section" aria-label="Regulatory Impact" withBorder padding="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <CardTitle>Regulatory Impact</CardTitle>
          <StaleSaveNotice stale={stale} form={form} />
          <FieldRow>
            {numberFields.map(([path, label, inputMode, hint]) => {
              const props = fieldProps(form, path, label);
              // A stale save shows the other person's value as the field's description: the hint stays beside it.
              const saved = (props as { description?: ReactNode }).description;
              const description =
                hint && saved ? (
                  <>
                    {hint} {saved}
                  </>
                ) : (
                  (saved ?? hint)
                );
              return (
                <TextInput key={path} {...props} description={description} inputMode={inputMode} disabled={locked} />
              );
            })}
          </FieldRow>
          <Textarea
            {...fieldProps(form, 'regulatoryImpactDescription', 'CII Projection Description')}
            rows={3}
            disabled={locked}
          />
          <Group justify="space-between" align="flex-end">
            <RegulatoryImpactFile report={report} />
            <AppButton type="submit" loading={update.isPending} disabled={locked}>
              Save
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

import type { CalcValueKey } from '@backoffice/contracts';
import { numberText, parseNumberText } from '../../components/number-text.ts';

/** The five catalogue numbers with their labels, in the order the forms and tables show them. */
export const calcFields: { key: CalcValueKey; label: string }[] = [
  { key: 'calcSavings', label: 'Savings (%)' },
  { key: 'calcConfidenceInterval', label: 'Confidence interval (%)' },
  { key: 'calcEquipmentCost', label: 'Equipment cost (USD)' },
  { key: 'calcInstallationCost', label: 'Installation cost (USD)' },
  { key: 'calcOperationCost', label: 'Operation cost (USD/year)' },
];

export type CalcTexts = Record<CalcValueKey, string>;

export function calcTexts(values: Partial<Record<CalcValueKey, number>> | undefined): CalcTexts {
  return {
    calcSavings: numberText(values?.calcSavings),
    calcConfidenceInterval: numberText(values?.calcConfidenceInterval),
    calcEquipmentCost: numberText(values?.calcEquipmentCost),
    calcInstallationCost: numberText(values?.calcInstallationCost),
    calcOperationCost: numberText(values?.calcOperationCost),
  };
}

export function parseCalcTexts(texts: CalcTexts) {
  return {
    calcSavings: parseNumberText(texts.calcSavings),
    calcConfidenceInterval: parseNumberText(texts.calcConfidenceInterval),
    calcEquipmentCost: parseNumberText(texts.calcEquipmentCost),
    calcInstallationCost: parseNumberText(texts.calcInstallationCost),
    calcOperationCost: parseNumberText(texts.calcOperationCost),
  };
}

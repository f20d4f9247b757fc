import {
  type CalculationDataExtract,
  type CalcValueKey,
  type FileRef,
  fixedSavingAboveConsumption,
  type IncludedTechnology,
  messages,
  type ReportAvailableTechnology,
  reportMessages,
  savingsIssue,
  type VesselConsumption,
  type VesselConsumptionRate,
} from '@backoffice/contracts';
import type { FormErrors } from '@mantine/form';
import { contractSchema } from '../../../components/contract-schemas.ts';
import { validateAs } from '../../../components/form-validation.ts';
import { numberText, parseNumberText } from '../../../components/number-text.ts';

type Ref = { id: number; name: string };

/** The technology the form is for: an available one to add, or an included one to edit. */
export type SavingsTarget =
  | { kind: 'add'; available: ReportAvailableTechnology }
  | { kind: 'edit'; included: IncludedTechnology };

interface FixedSavingValues {
  consumptionCategory: Ref;
  consumptionType: Ref;
  fixedCalcSavingsInMt: string;
}

export interface SavingsFormValues extends Record<CalcValueKey, string> {
  vesselTechnologyFixedConsumptionSavings: FixedSavingValues[];
  technologyMaker: string | null;
  technologySupplier: string | null;
  calculationFile: FileRef | null;
  potentialForVessel: string;
  /** Rated wind power, kW: shown and sent for a wind-assisted technology only. */
  windPowerKw: string;
}

const costKeys = ['calcEquipmentCost', 'calcInstallationCost', 'calcOperationCost'] as const;
export const fiveKeys: CalcValueKey[] = [
  'calcSavings',
  'calcConfidenceInterval',
  'calcEquipmentCost',
  'calcInstallationCost',
  'calcOperationCost',
];

export const technologyOf = (target: SavingsTarget) =>
  target.kind === 'add' ? target.available.technology : target.included.technology;

const sameCell = (a: { consumptionCategory: Ref; consumptionType: Ref }, category: Ref, type: Ref) =>
  a.consumptionCategory.id === category.id && a.consumptionType.id === type.id;

/** A (consumption category, consumption type) the vessel burns, with its annual consumption A (rows summed). */
export interface ConsumedPair {
  consumptionCategoryId: number;
  consumptionType: Ref;
  annualConsumptionInMt: number;
}

/**
 * One fixed MT field per (category, type) the vessel burns among the technology's consumption
 * categories (docs/calculation.md 'Fixed MT savings'), with the saved values; a saved value outside those
 * pairs (the vessel's consumption changed since) keeps its own field, where it is refused until cleared.
 */
function fixedSavingsGrid(
  categories: Ref[],
  pairs: ConsumedPair[],
  saved: IncludedTechnology['vesselTechnologyFixedConsumptionSavings'],
): FixedSavingValues[] {
  const grid = categories.flatMap((category) =>
    pairs
      .filter((pair) => pair.consumptionCategoryId === category.id)
      .map((pair) => ({
        consumptionCategory: { id: category.id, name: category.name },
        consumptionType: { id: pair.consumptionType.id, name: pair.consumptionType.name },
        fixedCalcSavingsInMt: numberText(
          saved.find((s) => sameCell(s, category, pair.consumptionType))?.fixedCalcSavingsInMt,
        ),
      })),
  );
  const outside = saved
    .filter((s) => !grid.some((g) => sameCell(g, s.consumptionCategory, s.consumptionType)))
    .map((s) => ({ ...s, fixedCalcSavingsInMt: numberText(s.fixedCalcSavingsInMt) }));
  return [...grid, ...outside];
}

/** The (category, type) pairs of the vessel's consumption rows, types in the order of its rates. */
export function consumedPairs(rates: VesselConsumptionRate[], consumptions: VesselConsumption[]): ConsumedPair[] {
  const pairs: ConsumedPair[] = [];
  for (const rate of rates) {
    const type = rate.projectConsumptionRate.consumptionType;
    for (const row of consumptions) {
      if (row.vesselConsumptionRate.id !== rate.id) continue;
      const pair = pairs.find(
        (p) => p.consumptionCategoryId === row.consumptionCategory.id && p.consumptionType.id === type.id,
      );
      if (pair) pair.annualConsumptionInMt += row.annualConsumption;
      else {
        pairs.push({
          consumptionCategoryId: row.consumptionCategory.id,
          consumptionType: { id: type.id, name: type.name },
          annualConsumptionInMt: row.annualConsumption,
        });
      }
    }
  }
  return pairs;
}

export function initialSavingsValues(target: SavingsTarget, pairs: ConsumedPair[]): SavingsFormValues {
  const technology = technologyOf(target);
  if (target.kind === 'add') {
    const { available } = target;
    return {
      ...Object.fromEntries(fiveKeys.map((key) => [key, numberText(available[key])])),
      vesselTechnologyFixedConsumptionSavings: fixedSavingsGrid(technology.consumptionCategories, pairs, []),
      technologyMaker: null,
      technologySupplier: null,
      calculationFile: null,
      potentialForVessel: '',
      windPowerKw: '',
    } as SavingsFormValues;
  }
  const { included } = target;
  return {
    ...Object.fromEntries(fiveKeys.map((key) => [key, numberText(included[key].value)])),
    vesselTechnologyFixedConsumptionSavings: fixedSavingsGrid(
      technology.consumptionCategories,
      pairs,
      included.vesselTechnologyFixedConsumptionSavings,
    ),
    technologyMaker: included.technologyMaker ? String(included.technologyMaker.id) : null,
    technologySupplier: included.technologySupplier ? String(included.technologySupplier.id) : null,
    calculationFile: included.calculationFile,
    potentialForVessel: included.potentialForVessel ?? '',
    windPowerKw: numberText(included.windPowerKw),
  } as SavingsFormValues;
}

/** The fixed MT values as numbers (empty → null, not a number → NaN). */
const fixedNumbers = (values: SavingsFormValues) =>
  values.vesselTechnologyFixedConsumptionSavings.map((f) => parseNumberText(f.fixedCalcSavingsInMt));

/** Any fixed MT value above 0: Savings (%) is then 0 and read-only (spec part 2 §5). */
export const hasFixedSavings = (values: SavingsFormValues) => fixedNumbers(values).some((n) => n !== null && n > 0);

/** Total cost: equipment + installation + operation cost, counting what is typed as a number. */
export const totalCost = (values: Record<CalcValueKey, string>) =>
  costKeys.reduce((sum, key) => {
    const n = parseNumberText(values[key]);
    return sum + (n !== null && Number.isFinite(n) ? n : 0);
  }, 0);

const idRef = (value: string | null) => (value ? { id: Number(value) } : null);

export function toSavingsRequest(values: SavingsFormValues) {
  return {
    calcSavings: hasFixedSavings(values) ? 0 : parseNumberText(values.calcSavings),
    calcConfidenceInterval: parseNumberText(values.calcConfidenceInterval),
    calcEquipmentCost: parseNumberText(values.calcEquipmentCost),
    calcInstallationCost: parseNumberText(values.calcInstallationCost),
    calcOperationCost: parseNumberText(values.calcOperationCost),
    calculationFile: values.calculationFile ? { id: values.calculationFile.id } : null,
    technologyMaker: idRef(values.technologyMaker),
    technologySupplier: idRef(values.technologySupplier),
    potentialForVessel: values.potentialForVessel.trim() || null,
    windPowerKw: parseNumberText(values.windPowerKw),
    vesselTechnologyFixedConsumptionSavings: values.vesselTechnologyFixedConsumptionSavings.map((f) => ({
      fixedCalcSavingsInMt: parseNumberText(f.fixedCalcSavingsInMt),
      consumptionCategory: { id: f.consumptionCategory.id },
      consumptionType: { id: f.consumptionType.id },
    })),
  };
}

export function createRequestOf(target: Extract<SavingsTarget, { kind: 'add' }>, values: SavingsFormValues) {
  const { available } = target;
  return {
    ...toSavingsRequest(values),
    technology: { id: available.technology.id },
    vesselTypeTechnologyDetailSnapshotId: available.vesselTypeTechnologyDetailSnapshotId,
  };
}

/** The request schemas, loaded with the form rather than with the report page. */
export const createRequest = contractSchema((contracts) => contracts.createIncludedTechnologyRequest);
export const updateRequest = contractSchema((contracts) => contracts.updateIncludedTechnologyRequest);

/** The error of a fixed MT value > 0: a pair the vessel does not burn, or more than it burns there. */
function fixedSavingIssue(entry: FixedSavingValues, pairs: ConsumedPair[]): string | null {
  const value = parseNumberText(entry.fixedCalcSavingsInMt);
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  const pair = pairs.find(
    (p) =>
      p.consumptionCategoryId === entry.consumptionCategory.id && p.consumptionType.id === entry.consumptionType.id,
  );
  if (!pair) return reportMessages.fixedSavingNotConsumed;
  return value > pair.annualConsumptionInMt ? fixedSavingAboveConsumption(pair.annualConsumptionInMt) : null;
}

/**
 * The form's rules: the contracts' request schema (which carries `savingsIssue`, spec part 2 §5); a
 * fixed MT value only on a pair the vessel burns and at most its annual consumption there; in a
 * solution design a maker ('*').
 */
export function validateSavings(target: SavingsTarget, solutionDesign: boolean, pairs: ConsumedPair[]) {
  const validate =
    target.kind === 'add'
      ? validateAs((values: SavingsFormValues) => createRequestOf(target, values), createRequest)
      : validateAs(toSavingsRequest, updateRequest);
  const withRules = (values: SavingsFormValues, errors: FormErrors): FormErrors => {
    // The schema's own refinement is skipped while another field fails: the rule is checked here too.
    const issue = savingsIssue(toSavingsRequest(values));
    if (issue && !errors.calcSavings) errors.calcSavings = issue;
    values.vesselTechnologyFixedConsumptionSavings.forEach((entry, index) => {
      const path = `vesselTechnologyFixedConsumptionSavings.${index}.fixedCalcSavingsInMt`;
      const fixedIssue = fixedSavingIssue(entry, pairs);
      if (fixedIssue && !errors[path]) errors[path] = fixedIssue;
    });
    if (solutionDesign && !values.technologyMaker) errors.technologyMaker = messages.required;
    return errors;
  };
  return (values: SavingsFormValues): FormErrors | Promise<FormErrors> => {
    const errors = validate(values);
    return errors instanceof Promise ? errors.then((found) => withRules(values, found)) : withRules(values, errors);
  };
}

/** The fields the calculation reads (the five values and the fixed MT values), not maker, file or text. */
export const isCalculationField = (path: string) =>
  (fiveKeys as string[]).includes(path) || path.startsWith('vesselTechnologyFixedConsumptionSavings.');

/** The extracted values that were found, as field texts. */
export function extractedTexts(extract: CalculationDataExtract): Partial<Record<CalcValueKey, string>> {
  const found: Partial<Record<CalcValueKey, string>> = {};
  for (const key of fiveKeys) {
    const value = extract[key];
    if (value !== null) found[key] = numberText(value);
  }
  return found;
}

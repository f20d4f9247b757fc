import {
  type CalculationDataExtract,
  type CalcValueKey,
  type FileRef,
  type IncludedTechnology,
  messages,
  type ReportAvailableTechnology,
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

export interface FixedSavingValues {
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
}

export const costKeys = ['calcEquipmentCost', 'calcInstallationCost', 'calcOperationCost'] as const;
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

/**
 * One fixed MT field per consumption category of the technology and consumption type of the vessel,
 * with the saved values; a saved value outside that grid keeps its own field.
 */
export function fixedSavingsGrid(
  categories: Ref[],
  types: Ref[],
  saved: IncludedTechnology['vesselTechnologyFixedConsumptionSavings'],
): FixedSavingValues[] {
  const grid = categories.flatMap((category) =>
    types.map((type) => ({
      consumptionCategory: { id: category.id, name: category.name },
      consumptionType: { id: type.id, name: type.name },
      fixedCalcSavingsInMt: numberText(saved.find((s) => sameCell(s, category, type))?.fixedCalcSavingsInMt),
    })),
  );
  const outside = saved
    .filter((s) => !grid.some((g) => sameCell(g, s.consumptionCategory, s.consumptionType)))
    .map((s) => ({ ...s, fixedCalcSavingsInMt: numberText(s.fixedCalcSavingsInMt) }));
  return [...grid, ...outside];
}

/**
 * The vessel's consumption types a fixed saving can act on: those of its consumption rows, in the
 * order of its rates; every rate's type while it has no rows.
 */
export function consumedTypes(rates: VesselConsumptionRate[], consumptions: VesselConsumption[]): Ref[] {
  const consumed = new Set(consumptions.map((row) => row.vesselConsumptionRate.id));
  const used = consumed.size ? rates.filter((rate) => consumed.has(rate.id)) : rates;
  return used.map((rate) => rate.projectConsumptionRate.consumptionType);
}

export function initialSavingsValues(target: SavingsTarget, vesselTypes: Ref[]): SavingsFormValues {
  const technology = technologyOf(target);
  if (target.kind === 'add') {
    const { available } = target;
    return {
      ...Object.fromEntries(fiveKeys.map((key) => [key, numberText(available[key])])),
      vesselTechnologyFixedConsumptionSavings: fixedSavingsGrid(technology.consumptionCategories, vesselTypes, []),
      technologyMaker: null,
      technologySupplier: null,
      calculationFile: null,
      potentialForVessel: '',
    } as SavingsFormValues;
  }
  const { included } = target;
  return {
    ...Object.fromEntries(fiveKeys.map((key) => [key, numberText(included[key].value)])),
    vesselTechnologyFixedConsumptionSavings: fixedSavingsGrid(
      technology.consumptionCategories,
      vesselTypes,
      included.vesselTechnologyFixedConsumptionSavings,
    ),
    technologyMaker: included.technologyMaker ? String(included.technologyMaker.id) : null,
    technologySupplier: included.technologySupplier ? String(included.technologySupplier.id) : null,
    calculationFile: included.calculationFile,
    potentialForVessel: included.potentialForVessel ?? '',
  } as SavingsFormValues;
}

/** The fixed MT values as numbers (empty → null, not a number → NaN). */
export const fixedNumbers = (values: SavingsFormValues) =>
  values.vesselTechnologyFixedConsumptionSavings.map((f) => parseNumberText(f.fixedCalcSavingsInMt));

/** Any fixed MT value above 0: Savings (%) is then 0 and read-only (spec part 2 §5). */
export const hasFixedSavings = (values: SavingsFormValues) => fixedNumbers(values).some((n) => n !== null && n > 0);

/** Savings (MT): the sum of the per-category fixed values. */
export const fixedSavingsSum = (values: SavingsFormValues) =>
  fixedNumbers(values).reduce<number>((sum, n) => sum + (n !== null && Number.isFinite(n) ? n : 0), 0);

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

/**
 * The form's rules: the contracts' request schema (which carries `savingsIssue`, spec part 2 §5), and
 * in a solution design a maker ('*').
 */
export function validateSavings(target: SavingsTarget, solutionDesign: boolean) {
  const validate =
    target.kind === 'add'
      ? validateAs((values: SavingsFormValues) => createRequestOf(target, values), createRequest)
      : validateAs(toSavingsRequest, updateRequest);
  const withRules = (values: SavingsFormValues, errors: FormErrors): FormErrors => {
    // The schema's own refinement is skipped while another field fails: the rule is checked here too.
    const issue = savingsIssue(toSavingsRequest(values));
    if (issue && !errors.calcSavings) errors.calcSavings = issue;
    if (solutionDesign && !values.technologyMaker) errors.technologyMaker = messages.required;
    return errors;
  };
  return (values: SavingsFormValues): FormErrors | Promise<FormErrors> => {
    const errors = validate(values);
    return errors instanceof Promise ? errors.then((found) => withRules(values, found)) : withRules(values, errors);
  };
}

/** The extracted values that were found, as field texts. */
export function extractedTexts(extract: CalculationDataExtract): Partial<Record<CalcValueKey, string>> {
  const found: Partial<Record<CalcValueKey, string>> = {};
  for (const key of fiveKeys) {
    const value = extract[key];
    if (value !== null) found[key] = numberText(value);
  }
  return found;
}

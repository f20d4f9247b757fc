import type {
  CalcValue,
  FileRef,
  IncludedTechnology,
  ReportAvailableTechnology,
  TechnologySnapshotValues,
} from '@backoffice/contracts';
import type { IncludedRow } from './included-technologies.queries.ts';

/**
 * A technology without savings category counts in the saving categories table under this one
 * (the catalogue allows none; the report's tables always name one).
 */
const noSavingsCategory = { id: 0, name: 'No savings category' } as const;

export const savingsCategoryOf = (snapshot: Pick<TechnologySnapshotValues, 'savingsCategory'>) =>
  snapshot.savingsCategory ?? noSavingsCategory;

/** The technology as the report shows it, from its snapshot. */
function reportTechnologyOf(snapshot: TechnologySnapshotValues, icons: Map<number, FileRef>, windAssisted: boolean) {
  return {
    id: snapshot.technologyId,
    name: snapshot.name,
    shortName: snapshot.shortName,
    icon: snapshot.iconFileId === null ? null : (icons.get(snapshot.iconFileId) ?? null),
    savingsCategory: { ...savingsCategoryOf(snapshot) },
    consumptionCategories: snapshot.consumptionCategories.map((c) => ({
      id: c.id,
      name: c.name,
      shortName: c.shortName,
    })),
    windAssisted,
  };
}

export function availableTechnologyDto(
  snapshotId: number | null,
  values: TechnologySnapshotValues,
  icons: Map<number, FileRef>,
  windAssisted: boolean,
): ReportAvailableTechnology {
  return {
    vesselTypeTechnologyDetailSnapshotId: snapshotId,
    technology: reportTechnologyOf(values, icons, windAssisted),
    technologyMaturityLevel: values.technologyMaturityLevel,
    calcSavings: values.calcSavings,
    calcConfidenceInterval: values.calcConfidenceInterval,
    calcEquipmentCost: values.calcEquipmentCost,
    calcInstallationCost: values.calcInstallationCost,
    calcOperationCost: values.calcOperationCost,
  };
}

const sumOrNull = (values: (number | null)[]) =>
  values.some((v) => v === null) ? null : values.reduce<number>((sum, v) => sum + v!, 0);

export function includedTechnologyDto(
  row: IncludedRow,
  fuelSavingsInMt: number | null,
  files: Map<number, FileRef>,
): IncludedTechnology {
  const note = (key: keyof IncludedRow['notes']) => row.notes[key] ?? null;
  const value = (
    key: 'calcSavings' | 'calcConfidenceInterval' | 'calcEquipmentCost' | 'calcInstallationCost' | 'calcOperationCost',
  ): CalcValue => {
    const cap = `${key[0]!.toUpperCase()}${key.slice(1)}` as const;
    return {
      value: row[key],
      screeningValue: row[`screening${cap}` as keyof IncludedRow] as number | null,
      originalValue: row[`original${cap}` as keyof IncludedRow] as number | null,
      note: note(key),
    };
  };
  const costs = ['calcEquipmentCost', 'calcInstallationCost', 'calcOperationCost'] as const;
  const parts = costs.map(value);
  return {
    id: row.id,
    vesselTypeTechnologyDetailSnapshotId: row.snapshotId,
    technology: reportTechnologyOf(row.snapshot, files, row.windAssisted),
    technologyMaturityLevel: row.snapshot.technologyMaturityLevel,
    isIncludedInScreeningReport: row.isIncludedInScreeningReport,
    calcSavings: value('calcSavings'),
    calcConfidenceInterval: value('calcConfidenceInterval'),
    calcEquipmentCost: parts[0]!,
    calcInstallationCost: parts[1]!,
    calcOperationCost: parts[2]!,
    calcSavingsInMt: {
      value: fuelSavingsInMt,
      screeningValue: row.screeningCalcSavingsInMt,
      originalValue: null,
      note: note('calcSavingsInMt'),
    },
    generatedTotalCost: {
      value: sumOrNull(parts.map((p) => p.value)),
      screeningValue: sumOrNull(parts.map((p) => p.screeningValue)),
      originalValue: sumOrNull(parts.map((p) => p.originalValue)),
      note: null,
    },
    calculationFile: row.calculationFileId === null ? null : (files.get(row.calculationFileId) ?? null),
    technologyMaker: row.makerId === null ? null : { id: row.makerId, name: row.makerName! },
    technologySupplier: row.supplierId === null ? null : { id: row.supplierId, name: row.supplierName! },
    potentialForVessel: row.potentialForVessel,
    vesselTechnologyFixedConsumptionSavings: row.fixedSavings,
    windPowerKw: row.windPowerKw,
    serviceLifeYears: row.serviceLifeYears,
    version: row.version,
  };
}

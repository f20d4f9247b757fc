/** One starting technology; names refer to the seeded lookups and consumption category short names. */
export interface SeedTechnology {
  name: string;
  shortName: string;
  description: string;
  shortDescription: string;
  savingsPotential: string;
  savingsCategory: string;
  savingsRange: string;
  costRange: string;
  leadTime: string | null;
  calcSavings: number;
  calcConfidenceInterval: number;
  calcEquipmentCost: number;
  calcInstallationCost: number;
  calcOperationCost: number;
  technologyMaturityLevel: number | null;
  summaryTableDescription: string | null;
  summaryDescription: string | null;
  implementationStages: string[];
  regulatoryImpactTypes: string[];
  /** Short names of the consumption categories: ME, AE, BO, OT. */
  consumptionCategories: string[];
  /** Rotor sails, suction wings, sails and kites: FuelEU's wind reward. */
  windAssisted?: boolean;
  /** Typical years it lasts; none for a practice without equipment (just-in-time arrival). */
  serviceLifeYears?: number;
}

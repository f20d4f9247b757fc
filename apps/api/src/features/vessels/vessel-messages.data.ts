/** Field messages of the vessel calls that the specification does not word. */
export const vesselMessages = {
  projectNotFound: 'Project not found',
  vesselTypeNotFound: 'Vessel type not found',
  consumptionRateNotFound: 'Consumption rate not found',
  consumptionCategoryNotFound: 'Consumption category not found',
} as const;

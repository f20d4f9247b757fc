/** Texts of the vessel types and consumption types admins keep (spec part 1 §8). */
export const referenceDataMessages = {
  vesselTypeCreated: 'Vessel Type created',
  vesselTypeUpdated: 'Vessel Type updated',
  vesselTypeDeleted: 'Vessel Type deleted',
  vesselTypeInUse: 'This vessel type is used by vessels or technology values and cannot be deleted.',
  vesselTypeNameTaken: 'A vessel type with this name already exists',
  consumptionTypeCreated: 'Consumption type created',
  consumptionTypeUpdated: 'Consumption type updated',
  consumptionTypeDeleted: 'Consumption type deleted',
  consumptionTypeInUse:
    'This consumption type has saved project or vessel consumption rates or consumption rows and cannot be deleted.',
  consumptionTypeNameTaken: 'A consumption type with this name already exists',
} as const;

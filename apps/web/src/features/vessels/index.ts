// What other features use of vessels: the loaded vessel, which the vessel page's tabs of other features
// read (reports, questionnaire, particulars), the copy dialog of the reports tab, the rates and
// consumptions a report computes with, and the refresh of a vessel's status after its forms change.
export { CopyVesselDialog } from './copy-vessel-dialog.tsx';
export { useInvalidateVesselStatus, useLoadedVessel, useVesselConsumptions, useVesselRates } from './vessels-api.ts';

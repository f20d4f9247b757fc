// What other features use of vessels: the loaded vessel of the vessel page's tabs, the copy dialog of
// its reports tab, the rates and consumptions a report computes with, and the refresh of a vessel's status.
export { CopyVesselDialog } from './copy-vessel-dialog.tsx';
export { useInvalidateVesselStatus, useLoadedVessel, useVesselConsumptions, useVesselRates } from './vessels-api.ts';

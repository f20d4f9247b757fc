// A vessel's row as the vessel's documents (questionnaire, particulars, technologies, reports) and the
// client area use it: found or locked while visible, its status and modified date recorded.
export {
  cardColumns,
  findVisibleVessel,
  type LockedVessel,
  lockVisibleVessel,
  recordVesselStatus,
  recordVesselsStatus,
  touchVessel,
  type VesselDetailRow,
} from './vessel-records.queries.ts';
export { lockVessel } from './vessel-records.service.ts';

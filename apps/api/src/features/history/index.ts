export { actorOf } from './actor.ts';
export { historyRoutes } from './history.routes.ts';
export {
  type Actor,
  type ChangeRecord,
  checkVersion,
  type RecordRef,
  recordChanges,
  shipOwner,
  staffActor,
} from './history.service.ts';
export { changesBetween, type FieldWords, fieldsOf, labelledChanges } from './history-changes.ts';
export { removeVersioned, saveVersioned } from './versioned-record.ts';
export { versionedRecords } from './versioned-records.ts';

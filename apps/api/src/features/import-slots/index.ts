export { withImportSlot } from './import-slots.service.ts';

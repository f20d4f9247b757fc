// Apart from messages.ts, so a page that needs only the general texts does not load these.
/** Texts of the questionnaire, the particulars and the client area (spec part 1 §5, §8). */
export const formMessages = {
  questionnaireUpdated: 'Questionnaire updated successfully',
  questionnaireImported: 'A new questionnaire has been imported',
  questionnaireImportCancelled: 'Questionnaire import has been cancelled',
  questionnaireImportConfirm:
    'Importing a new questionnaire will remove all existing sections and items. Are you sure you want to continue?',
  seaSearcherConfirm: 'Importing from Sea Searcher will overwrite existing data. Are you sure you want to continue?',
  seaSearcherImported: 'Data from Sea Searcher was successfully imported',
  particularsUpdated: 'Vessel particulars updated',
  deleteSectionConfirm: 'Are you sure you want to delete this section?',
  newLinkConfirm:
    'A new link and PIN replace the current ones: the old link opens nothing any more, and whoever uses it is signed out. Continue?',
  newLinkCreated: 'New link and PIN created',
  removeFileConfirm: 'Are you sure you want to remove this file? It is gone once the form is saved.',
  invalidPin: 'Invalid PIN code',
  completedReadOnly:
    'This form has been marked as complete and therefore is read-only. If you wish to make changes, please contact the provider directly.',
  // Not worded by the spec: the product's own.
  formNotAvailable: 'This form is not available. Please contact the provider directly.',
  reportNotAvailable: 'This report is not available. Please contact the provider directly.',
  pinLocked: 'Too many wrong PIN codes. Please wait 15 minutes and try again.',
  formComplete: 'This form is complete and can no longer be changed.',
  clientFormFull: 'This form holds as many files as it can: remove files you no longer need and save first',
  unsavedChanges: 'You have unsaved changes. Leave the page without saving?',
  discardChanges: 'You have unsaved changes. Close without saving?',
  unknownItem: 'Unknown item',
  clientSignedOut: 'You have been logged out.',
  seaSearcherNotConfigured: 'Sea Searcher is not configured on this server.',
  seaSearcherNoImo: 'The questionnaire has no IMO number to look up.',
  seaSearcherUnknownVessel: 'Sea Searcher does not know a vessel with this IMO number.',
  seaSearcherTimeout: 'Sea Searcher did not answer in time. Please try again later.',
  seaSearcherBadAnswer: 'Sea Searcher gave an answer that could not be read.',
  technologyStatusSaved: 'Technology installation status updated',
  plannedDateOnlyWhenPlanned: 'Only a planned technology has a planned date',
} as const;

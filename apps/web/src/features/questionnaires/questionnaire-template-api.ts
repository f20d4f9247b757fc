import { downloadFile } from '../../api/download-file.ts';

/**
 * Saves the questionnaire template, the xlsx to fill in for Import (the API needs the token, so it is
 * fetched, not linked). Apart from questionnaires-api.ts: only the import buttons, loaded after the
 * page, use it.
 */
export const downloadQuestionnaireTemplate = () =>
  downloadFile('questionnaire-template', 'questionnaire-template.xlsx');

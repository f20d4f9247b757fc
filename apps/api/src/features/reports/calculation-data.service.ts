import { type CalculationDataExtract, fileExtension, reportMessages } from '@backoffice/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { calculationDataKeys, readCalculationData, UnreadableWorkbook } from './calculation-data.sheet.ts';

const extractFailed = () => new AppError(422, reportMessages.extractFailed);

/**
 * GET files/{id}/extract-calculation-data: the values found in an uploaded calculation file. 404 for
 * an unknown or deleted file; 422 with the spec's warning when the file is not a readable xlsx
 * workbook, its bytes are not stored yet, or no value is found; an .xls answers 422 with its own
 * text (no reader for the legacy format is in use).
 */
export async function extractCalculationData(deps: FeatureDeps, fileId: number): Promise<CalculationDataExtract> {
  const file = await deps.files.readContent(deps.db, fileId);
  if (!file) throw notFound('File');
  const extension = fileExtension(file.name);
  if (extension === 'xls') throw new AppError(422, reportMessages.extractXlsUnsupported);
  if (extension !== 'xlsx' || !file.content) throw extractFailed();
  let data: CalculationDataExtract;
  try {
    data = await readCalculationData(file.content);
  } catch (err) {
    if (err instanceof UnreadableWorkbook) throw extractFailed();
    throw err;
  }
  if (calculationDataKeys.every((key) => data[key] === null)) throw extractFailed();
  return data;
}

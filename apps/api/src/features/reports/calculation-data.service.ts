import { type CalculationDataExtract, fileExtension, reportMessages } from '@backoffice/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import { NoXlsConverter, xlsToXlsx } from '../../lib/legacy-xls.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { calculationDataKeys, readCalculationData, UnreadableWorkbook } from './calculation-data.sheet.ts';

const extractFailed = () => new AppError(422, reportMessages.extractFailed);

async function convertedXls(bytes: Buffer) {
  try {
    return await xlsToXlsx(bytes);
  } catch (err) {
    if (err instanceof NoXlsConverter) throw new AppError(422, reportMessages.extractXlsUnsupported);
    throw err;
  }
}

/**
 * GET files/{id}/extract-calculation-data: the values found in an uploaded calculation file. 404 for
 * an unknown or deleted file; 403 for one the staff member may not read (a data export for a User);
 * 422 with the spec's warning when the file is not a readable xlsx workbook, its bytes are not stored
 * yet, or no value is found. An .xls is read after LibreOffice converted it; a server without
 * LibreOffice answers 422 with a text of its own.
 */
export async function extractCalculationData(
  deps: FeatureDeps,
  fileId: number,
  reader: { isAdmin: boolean },
): Promise<CalculationDataExtract> {
  await deps.files.requireReadable(deps.db, fileId, reader);
  const file = await deps.files.readContent(deps.db, fileId);
  if (!file) throw notFound('File');
  const extension = fileExtension(file.name);
  if ((extension !== 'xlsx' && extension !== 'xls') || !file.content) throw extractFailed();
  const workbook = extension === 'xls' ? await convertedXls(file.content) : file.content;
  if (!workbook) throw extractFailed();
  let data: CalculationDataExtract;
  try {
    data = await readCalculationData(workbook);
  } catch (err) {
    if (err instanceof UnreadableWorkbook) throw extractFailed();
    throw err;
  }
  if (calculationDataKeys.every((key) => data[key] === null)) throw extractFailed();
  return data;
}

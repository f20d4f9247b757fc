import { type CalculationDataExtract, fileExtension, reportMessages } from '@backoffice/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import { ConversionFailed, convertDocument, NoLibreOffice } from '../../lib/libreoffice.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { calculationDataKeys, readCalculationData, UnreadableWorkbook } from './calculation-data.sheet.ts';

const extractFailed = () => new AppError(422, reportMessages.extractFailed);

/** How long LibreOffice may take to read an .xls. */
const xlsTimeoutMs = 60_000;

/** The .xls as .xlsx, converted by LibreOffice; null when it cannot be converted. */
async function convertedXls({ command }: FeatureDeps['libreOffice'], bytes: Buffer) {
  try {
    return await convertDocument({ command, timeoutMs: xlsTimeoutMs }, bytes, 'xls', 'xlsx');
  } catch (err) {
    if (err instanceof NoLibreOffice) throw new AppError(422, reportMessages.extractXlsUnsupported);
    if (err instanceof ConversionFailed) return null;
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
  const workbook = extension === 'xls' ? await convertedXls(deps.libreOffice, file.content) : file.content;
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

import { type CalculationDataExtract, type FileRef, reportMessages } from '@backoffice/contracts';
import { useState } from 'react';
import { AttachedFileField } from '../../../components/attached-file-field.tsx';
import { notify } from '../../../components/notify.ts';
import { extractCalculationData } from './report-technologies-api.ts';

const anyFound = (extract: CalculationDataExtract) => Object.values(extract).some((value) => value !== null);

export interface CalculationFileFieldProps {
  value: FileRef | null;
  onChange(file: FileRef | null): void;
  /** The values found in a newly uploaded file. */
  onExtracted(extract: CalculationDataExtract): void;
}

/**
 * The calculation file (xlsx, xls): after an upload the values found in it fill the form, else a
 * warning (the server's, when it says why) asks for them by hand; clearing the file asks first.
 */
export function CalculationFileField({ value, onChange, onExtracted }: CalculationFileFieldProps) {
  const [extracting, setExtracting] = useState(false);
  const changed = async (file: FileRef | null) => {
    onChange(file);
    if (!file) return;
    setExtracting(true);
    try {
      const answer = await extractCalculationData(file.id);
      if ('extract' in answer && anyFound(answer.extract)) onExtracted(answer.extract);
      else notify.warning('warning' in answer ? answer.warning : reportMessages.extractFailed);
    } catch {
      // Signed out: the sign-in page follows.
    } finally {
      setExtracting(false);
    }
  };
  return (
    <AttachedFileField
      label={extracting ? 'Calculation file (reading values…)' : 'Calculation file'}
      usage="calculation"
      value={value}
      onChange={changed}
      clearConfirm={reportMessages.clearCalculationFileConfirm}
    />
  );
}

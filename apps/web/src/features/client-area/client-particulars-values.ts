import type { ClientParticulars, FileRef, UpdateClientParticularsRequest } from '@backoffice/contracts';

export interface ParticularsValues {
  formItems: { id: number; responseText: string; files: FileRef[] }[];
}

export function particularsValues(particulars: ClientParticulars): ParticularsValues {
  return {
    formItems: orderedItems(particulars).map((item) => ({
      id: item.id,
      responseText: item.responseText ?? '',
      files: item.files,
    })),
  };
}

export function particularsRequest(values: ParticularsValues): UpdateClientParticularsRequest {
  return {
    formItems: values.formItems.map((item) => ({
      id: item.id,
      responseText: item.responseText === '' ? null : item.responseText,
      files: item.files.map((file) => ({ id: file.id })),
    })),
  };
}

export const orderedItems = (particulars: ClientParticulars) =>
  [...particulars.formItems].sort((a, b) => a.position - b.position);

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

/**
 * Particulars read again (a stale save's Reload) in the shape of the form as it was opened: the
 * opened sections in their order with their response and files now (a section no longer sent
 * keeps what it had).
 */
export function particularsValuesAs(opened: ClientParticulars, now: ClientParticulars): ParticularsValues {
  const current = new Map(particularsValues(now).formItems.map((item) => [item.id, item]));
  return {
    formItems: particularsValues(opened).formItems.map((item) => current.get(item.id) ?? item),
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

import type { FileRef, FormStatus, Particulars, UpdateParticularsRequest } from '@backoffice/contracts';

/** One section as the form holds it; `key` keeps a section's fields apart while sections move. */
export interface ParticularsSectionValues {
  key: string;
  /** null for a section not saved yet. */
  id: number | null;
  title: string;
  requestText: string;
  responseText: string;
  files: FileRef[];
}

export interface ParticularsFormValues {
  /** The status as text (the select's value). */
  status: string;
  formItems: ParticularsSectionValues[];
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `section-${nextKey}`;
};

export function emptySection(): ParticularsSectionValues {
  return { key: newKey(), id: null, title: '', requestText: '', responseText: '', files: [] };
}

export function valuesOf(particulars: Particulars): ParticularsFormValues {
  return {
    status: String(particulars.status),
    formItems: [...particulars.formItems]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        // The same section read twice has the same key (a stale save's Reload compares them).
        key: `saved-${item.id}`,
        id: item.id,
        title: item.title ?? '',
        requestText: item.requestText,
        responseText: item.responseText ?? '',
        files: item.files,
      })),
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text);

/** The whole ordered list of sections as PUT vessels/{id}/particulars takes it (new ones without id). */
export function toRequest(values: ParticularsFormValues): UpdateParticularsRequest {
  return {
    status: Number(values.status) as FormStatus,
    formItems: values.formItems.map((item) => ({
      ...(item.id === null ? {} : { id: item.id }),
      title: textOrNull(item.title),
      requestText: item.requestText,
      responseText: textOrNull(item.responseText),
      files: item.files.map((file) => ({ id: file.id })),
    })),
  };
}

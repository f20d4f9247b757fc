import { reportStatusLabels, reportTypeLabels } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { type Actor, type FieldWords, fieldsOf, recordChanges } from '../history/index.ts';
import { findReportDetail } from './reports.queries.ts';

interface ReportWords {
  name: string;
  type: number;
  status: number;
  contact: string | null;
  basedOn: string | null;
  copyOf: string | null;
}

/** The report's own fields as its form and summary label them (web: report-edit-form.tsx, report-summary.tsx). */
export const reportFieldWords: FieldWords<ReportWords> = {
  name: { label: 'Report Name' },
  type: { label: 'Type', words: (type) => reportTypeLabels[type as 0 | 1] ?? String(type) },
  status: { label: 'Status', words: (status) => reportStatusLabels[status] ?? String(status) },
  contact: { label: 'Provider Contact' },
  basedOn: { label: 'Based on' },
  copyOf: { label: 'Copy of' },
};

/** Writes a new report (or a copy of `copyOf`) to its history with the fields it starts with. */
export async function recordReportCreated(tx: Db, actor: Actor, id: number, copyOf: string | null = null) {
  const report = (await findReportDetail(tx, id))!;
  const words: ReportWords = {
    name: report.name,
    type: report.type,
    status: report.status,
    contact: report.contactName,
    basedOn: report.basedOnName,
    copyOf,
  };
  await recordChanges(tx, actor, [
    { action: 'created', recordType: 'report', recordId: id, changes: fieldsOf(words, reportFieldWords) },
  ]);
}

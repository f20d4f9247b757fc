/** Word templates per report type. */
export function ReportTemplateFilesPage() {
  return null;
}

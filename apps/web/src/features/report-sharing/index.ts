// What other features use of report sharing (a Completed report shared with its ship owner): the report
// page's card, loaded when the page has shown (import it with import(), so that it stays out of the page's
// first load).
export { ReportShareCard } from './report-share-card.tsx';

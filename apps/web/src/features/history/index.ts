// What other features use of the history: a record's history card, loaded when its page has shown
// (import it with import(), so that the card stays out of the page's first load).
export { HistoryCard } from './history-card.tsx';

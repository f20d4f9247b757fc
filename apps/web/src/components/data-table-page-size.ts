// Apart from data-table.tsx so that a list's query hook (loaded with the breadcrumbs of every
// staff page) does not bring the table's code with it.

/** Rows per page: long lists (thousands of customers) stay quick to render. */
export const dataTablePageSize = 50;

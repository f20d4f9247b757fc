import type { FleetColumn, FleetRow } from './fleet-columns.tsx';

export interface FleetSort {
  key: string;
  direction: 'ascending' | 'descending';
}

/** The rows in the column's order; rows without a value go last in either direction. */
export function sortRows(rows: FleetRow[], columns: FleetColumn[], sort: FleetSort | null): FleetRow[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.key);
  if (!sort || !column) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = column.sortValue(a);
    const y = column.sortValue(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return sign * order;
  });
}

/** A header's click: ascending first, then the other way. */
export const nextSort = (sort: FleetSort | null, key: string): FleetSort =>
  sort?.key === key && sort.direction === 'ascending'
    ? { key, direction: 'descending' }
    : { key, direction: 'ascending' };

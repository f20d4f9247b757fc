import type { ConsumptionCategoryListItem, ConsumptionType, VesselType } from '@backoffice/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

// Reference lists are short: they load whole and the admin pages filter them in the browser.

export function useVesselTypes() {
  return useQuery({
    queryKey: queryKeys.referenceData.vesselTypes,
    queryFn: ({ signal }) => http.get<VesselType[]>('vessel-types', { signal }),
  });
}

export function useConsumptionTypes() {
  return useQuery({
    queryKey: queryKeys.referenceData.consumptionTypes,
    queryFn: ({ signal }) => http.get<ConsumptionType[]>('consumptions/types', { signal }),
  });
}

export function useConsumptionCategories() {
  return useQuery({
    queryKey: queryKeys.referenceData.consumptionCategories,
    queryFn: ({ signal }) => http.get<ConsumptionCategoryListItem[]>('consumptions/categories', { signal }),
  });
}

/** Entries whose name or short name contain the search text (any case). */
export function filterByName<T extends { name: string; shortName: string }>(rows: T[] | undefined, search: string) {
  if (!rows || !search) return rows;
  const needle = search.toLowerCase();
  return rows.filter((row) => row.name.toLowerCase().includes(needle) || row.shortName.toLowerCase().includes(needle));
}

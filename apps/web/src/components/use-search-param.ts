import { useSearchParams } from 'react-router';

/** The list filter kept in the address (?search=), so going back restores it. */
export function useSearchParam(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const setSearch = (value: string) => setParams(value ? { search: value } : {}, { replace: true });
  return [search, setSearch];
}

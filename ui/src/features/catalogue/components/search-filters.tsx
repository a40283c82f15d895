import { useWords } from '@/lib/use-words';
import { useFacets, type Chosen } from '../api/facets';
import { FilterPanel } from './filter-panel';

interface SearchFiltersProps {
  query: string;
  chosen: Chosen;
  onChange: (next: Chosen) => void;
}

/**
 * The filters beside a search's tools, counted over the whole search: its own module, fetched
 * once a search is typed, so the first visit's scripts do without it.
 */
export function SearchFilters({ query, chosen, onChange }: SearchFiltersProps) {
  const worded = useWords('finding');
  const { data: facets } = useFacets({ q: query, ...chosen });
  return worded ? <FilterPanel facets={facets} specs={[]} chosen={chosen} onChange={onChange} /> : null;
}

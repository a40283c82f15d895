// The filters' choices with their counts, for a category (`GET /api/tools/facets`), and the
// filters as the page's address carries them.
import type { Endpoints } from '@/generated/endpoints';
import { endpoint } from '@/lib/api-client';
import type { Facets } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export type Narrowing = Endpoints['GET /tools/facets']['query'];

/** The address's filters, as the listing and the facets take them. */
export function filtersOf(params: URLSearchParams) {
  const text = (name: string) => params.get(name) || undefined;
  return {
    brand: text('brand'),
    inStock: params.get('inStock') === 'true' || undefined,
    minPrice: text('minPrice'),
    maxPrice: text('maxPrice'),
    spec: text('spec'),
  };
}

export type Chosen = ReturnType<typeof filtersOf>;

/** The filters chosen as an address's parameters: those set, as text. */
export const filterParams = (chosen: Chosen) =>
  Object.fromEntries(Object.entries(chosen).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));

export const useFacets = (narrowing: Narrowing) => useApi<Facets>(endpoint('GET /tools/facets', { query: narrowing }));

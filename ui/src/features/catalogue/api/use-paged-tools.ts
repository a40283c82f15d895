// A page of the listing as the address says it (`?page=&after=`), beside what narrows it (a
// search, a category, the filters), and the way to another page.
import { useSearchParams } from 'react-router-dom';
import type { Endpoints } from '@/generated/endpoints';
import { useToolPage } from './tools';

export const PAGE_SIZE = 12;

type Narrowing = Omit<Endpoints['GET /tools']['query'], 'page' | 'limit' | 'after'>;

export function usePagedTools(narrowing: Narrowing) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Next pages start after the last tool shown (the server's cursor), so a page costs the same
  // at any depth; a page opened by its number alone (a bookmark, Previous) is counted to.
  const after = params.get('after');
  const listing = useToolPage({ page, limit: PAGE_SIZE, after: after ?? undefined, ...narrowing });
  const pages = listing.data ? Math.max(1, Math.ceil(listing.data.total / PAGE_SIZE)) : 1;
  // Another page keeps the address's search and filters (`params` is this render's own copy).
  const goTo = (next: number) => {
    params.set('page', String(next));
    params.delete('after');
    if (next === page + 1 && listing.data?.next) params.set('after', listing.data.next);
    setParams(params);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return { ...listing, page, pages, goTo };
}

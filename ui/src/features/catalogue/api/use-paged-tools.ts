// A page of the listing as the address says it (`?page=&after=`), beside what narrows it (a
// search, a category), and the way to another page.
import { useSearchParams } from 'react-router-dom';
import { useToolPage } from './tools';

export const PAGE_SIZE = 12;

interface Narrowing {
  q?: string;
  category?: string;
}

export function usePagedTools({ q, category }: Narrowing) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Next pages start after the last tool shown (the server's cursor), so a page costs the same
  // at any depth; a page opened by its number alone (a bookmark, Previous) is counted to.
  const after = params.get('after');
  const listing = useToolPage({ page, limit: PAGE_SIZE, after: after ?? undefined, q: q || undefined, category });
  const pages = listing.data ? Math.max(1, Math.ceil(listing.data.total / PAGE_SIZE)) : 1;
  const goTo = (next: number) => {
    const target: Record<string, string> = { page: String(next) };
    if (q) target.q = q;
    if (next === page + 1 && listing.data?.next) target.after = listing.data.next;
    setParams(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return { ...listing, page, pages, goTo };
}

import { useEffect } from 'react';
import { shop } from '@/config/shop';

/** Sets the tab's title to `{page} | {shop}` while the page is shown. */
export function useTitle(page: string) {
  useEffect(() => {
    document.title = page ? `${page} | ${shop.name}` : shop.name;
  }, [page]);
}

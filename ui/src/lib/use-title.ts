import { useEffect } from 'react';
import { messages } from '@/lib/model';

/** Sets the tab's title to `{page} | {shop}` while the page is shown. */
export function useTitle(page: string) {
  useEffect(() => {
    const shop = messages.SHOP_NAME;
    document.title = page ? `${page} | ${shop}` : shop;
  }, [page]);
}

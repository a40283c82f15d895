import { useEffect } from 'react';
import { words } from '@/lib/i18n';

/** Sets the tab's title to `{page} | {shop}` while the page is shown. */
export function useTitle(page: string) {
  useEffect(() => {
    const shop = words.SHOP_NAME;
    document.title = page ? `${page} | ${shop}` : shop;
  }, [page]);
}

import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/i18n';
import type { CursorList } from '@/lib/use-cursor-list';

/** Under a paged list: how much of it is shown, and the button that loads the next page. */
export function ShowMore<T>({ list, shown }: { list: CursorList<T>; shown?: number }) {
  const { t } = useTranslation();
  if (!list.items || !list.hasMore) return null;
  const count = shown ?? list.items.length;
  return (
    <div className="show-more">
      <p className="muted" role="status">
        {t('SHOWN_OF', { shown: formatCount(count), total: formatCount(list.total) })}
      </p>
      <button type="button" className="button button--outline" onClick={list.more} disabled={list.loadingMore}>
        {list.loadingMore ? t('LOADING') : t('SHOW_MORE')}
      </button>
    </div>
  );
}

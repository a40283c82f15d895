import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { ToolCard, ToolCardSkeleton } from '@/components/tool-card';
import { formatCount } from '@/lib/i18n';
import type { usePagedTools } from '../api/use-paged-tools';

interface PagedToolsProps {
  listing: ReturnType<typeof usePagedTools>;
  /** What shows when nothing is there. */
  empty: ReactNode;
}

/** A page of tools: skeletons while the first loads, the cards, an empty state, and the pages. */
export function PagedTools({ listing, empty }: PagedToolsProps) {
  const { t } = useTranslation();
  const { data, error, loading, reload, page, pages, goTo } = listing;
  return (
    <>
      {error && <LoadError message={error} onRetry={reload} />}
      <p className="sr-only" role="status">
        {loading ? t('LOADING_TOOLS') : data ? t('TOOLS_FOUND', { count: formatCount(data.total) }) : ''}
      </p>
      {loading && !data ? (
        <div className="tool-grid">
          {Array.from({ length: 6 }, (_, index) => (
            <ToolCardSkeleton key={index} />
          ))}
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="empty">{empty}</div>
      ) : (
        <div className={loading ? 'tool-grid tool-grid--loading' : 'tool-grid'}>
          {data?.items.map((tool, index) => (
            <ToolCard key={tool._id} tool={tool} index={index} heading="h2" />
          ))}
        </div>
      )}
      {data && pages > 1 && (
        <nav className="pagination" aria-label={t('PAGES_LABEL')}>
          <button type="button" className="button button--outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('PREVIOUS')}
          </button>
          <span>{t('PAGE_OF', { page: formatCount(page), pages: formatCount(pages) })}</span>
          <button type="button" className="button button--outline" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('NEXT')}
          </button>
        </nav>
      )}
    </>
  );
}

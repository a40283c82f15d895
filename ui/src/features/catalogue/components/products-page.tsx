import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { ToolCard, ToolCardSkeleton } from '@/components/tool-card';
import { formatCount } from '@/lib/i18n';
import { useTitle } from '@/lib/use-title';
import { useToolPage } from '../api/tools';

export const PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 300;

/** The catalogue, newest first, searchable by name and description and served a page at a time. */
export function ProductsPage() {
  const { t } = useTranslation();
  useTitle(t('TOOLS_TITLE'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(query);

  // Search as the buyer types, once they pause.
  useEffect(() => {
    if (typed.trim() === query) return;
    const timer = window.setTimeout(() => {
      setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, query, setParams]);

  // Next pages start after the last tool shown (the server's cursor), so a page costs the same
  // at any depth; a page opened by its number alone (a bookmark, Previous) is counted to.
  const after = params.get('after');
  const { data, error, loading, reload } = useToolPage({ page, limit: PAGE_SIZE, after: after ?? undefined, q: query || undefined });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const goTo = (next: number) => {
    const target: Record<string, string> = { page: String(next) };
    if (query) target.q = query;
    if (next === page + 1 && data?.next) target.after = data.next;
    setParams(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section className="container section">
      <header className="page-header">
        <div>
          <h1>{t('TOOLS_TITLE')}</h1>
          <p className="muted">{t('TOOLS_LEAD')}</p>
        </div>
        <div className="field search">
          <label htmlFor="tool-search">{t('SEARCH_TOOLS')}</label>
          <input
            id="tool-search"
            type="search"
            placeholder={t('SEARCH_PLACEHOLDER')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </header>
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
        <div className="empty">
          <h2>{t('NO_TOOLS_FOUND')}</h2>
          <p className="muted">{query ? t('NOTHING_MATCHES', { query }) : t('CATALOGUE_EMPTY')}</p>
          {query && (
            <button type="button" className="button button--outline" onClick={() => setTyped('')}>
              {t('SHOW_ALL_TOOLS')}
            </button>
          )}
        </div>
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
    </section>
  );
}

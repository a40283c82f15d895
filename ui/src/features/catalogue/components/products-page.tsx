import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { screenOf, screens } from '@/config/paths';
import { categoryName, categoryPath, childrenOf, useCategories } from '@/lib/categories';
import { useTitle } from '@/lib/use-title';
import { filterParams, filtersOf } from '../api/facets';
import { usePagedTools } from '../api/use-paged-tools';
import { PagedTools } from './paged-tools';

export { PAGE_SIZE } from '../api/use-paged-tools';
const SEARCH_DELAY_MS = 300;
const SearchFilters = lazy(() => import('./search-filters').then((module) => ({ default: module.SearchFilters })));

/** The catalogue, newest first, searchable by name and description and served a page at a time. */
export function ProductsPage() {
  const { t } = useTranslation();
  useTitle(t('TOOLS_TITLE'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  const chosen = filtersOf(params);
  const listing = usePagedTools({ q: query, ...chosen });
  // A search that is a tool's exact part number goes straight to the tool: a buyer who types
  // `6205-2RS` wants that bearing, not a list. One already in the address (Back from the tool
  // it led to) stays a list.
  const [queryOnArrival] = useState(query);
  const partOf = query === queryOnArrival ? null : listing.data?.headers.get('X-Part-Number-Of');

  // Search as the buyer types, once they pause.
  useEffect(() => {
    if (typed.trim() === query) return;
    const timer = window.setTimeout(() => {
      setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, query, setParams]);

  // A search that found nothing as typed, answered for the words its typos were read as.
  const instead = listing.data?.headers.get('X-Searched-Instead');
  if (partOf) return <Navigate to={screenOf(screens.tool, partOf)} />;
  return (
    <section className="container section">
      <header className="page-header">
        <div>
          <h1>{t('TOOLS_TITLE')}</h1>
          <p className="muted">
            {t('TOOLS_LEAD')} <Link to={screens.categories}>{t('ALL_CATEGORIES')}</Link>
          </p>
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
      <div className={query ? 'category-page__body' : undefined}>
        {query && (
          <Suspense fallback={null}>
            <SearchFilters query={query} chosen={chosen} onChange={(next) => setParams({ q: query, ...filterParams(next) })} />
          </Suspense>
        )}
        <div>
          {instead && query && (
            <p className="muted" role="status">
              {t('SEARCHED_INSTEAD', { typed: query, read: decodeURIComponent(instead) })}
            </p>
          )}
          <PagedTools
            listing={listing}
            empty={
              <>
                <h2>{t('NO_TOOLS_FOUND')}</h2>
                <p className="muted">{query ? t('NOTHING_MATCHES', { query }) : t('CATALOGUE_EMPTY')}</p>
                {query && (
                  <>
                    <TopCategories />
                    <button type="button" className="button button--outline" onClick={() => setTyped('')}>
                      {t('SHOW_ALL_TOOLS')}
                    </button>
                  </>
                )}
              </>
            }
          />
        </div>
      </div>
    </section>
  );
}

/** When a search finds nothing: the top of the category tree, to find a part by what it is. */
function TopCategories() {
  const { t } = useTranslation();
  const { data: all } = useCategories();
  const top = all ? childrenOf(all, null) : [];
  if (top.length === 0) return null;
  return (
    <nav aria-label={t('ALL_CATEGORIES')}>
      <p>{t('BROWSE_INSTEAD')}</p>
      <ul className="category-chips">
        {top.map((category) => (
          <li key={category.slug}>
            <Link to={categoryPath(category.slug)} className="category-chip">
              {categoryName(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

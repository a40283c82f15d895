import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { screens } from '@/config/paths';
import { categoryDescription, categoryName, categoryPath, childrenOf, pathTo, useCategories, useCategoryBranch } from '@/lib/categories';
import { formatCount } from '@/lib/i18n';
import type { Category } from '@/lib/model';
import { specsAlong } from '@/lib/specifications';
import { useTitle } from '@/lib/use-title';
import { useWords } from '@/lib/use-words';
import { filterParams, filtersOf, useFacets } from '../api/facets';
import { usePagedTools } from '../api/use-paged-tools';
import { FilterPanel } from './filter-panel';
import { PagedTools } from './paged-tools';

/** One category: where it sits, its sub-categories, and its tools and theirs, newest first. */
export function CategoryPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: all, loading, error, status, reload } = useCategoryBranch(slug);
  const category = all?.find((candidate) => candidate.slug === slug);
  const worded = useWords('finding');
  useTitle(category ? categoryName(category) : worded ? t('CATEGORIES_TITLE') : '');
  const chosen = filtersOf(params);
  const listing = usePagedTools({ category: slug, ...chosen });
  const { data: facets } = useFacets({ category: slug, ...chosen });
  // A change of filters starts the category again from its first page.
  const choose = (next: typeof chosen) => setParams(filterParams(next));
  if (error && !all && status !== 404) return <LoadError message={error} onRetry={reload} />;
  if ((loading && !all) || !worded) return <Spinner label={t('LOADING')} />;
  if (!all || !category) {
    return (
      <section className="container section empty">
        <h1>{t('CATEGORY_MISSING')}</h1>
        <p className="muted">{t('TOOL_MISSING_HINT')}</p>
        <Link to={screens.categories} className="button">
          {t('ALL_CATEGORIES')}
        </Link>
      </section>
    );
  }
  const inside = childrenOf(all, category.slug);
  return (
    <section className="container section">
      <Breadcrumb path={pathTo(all, category.slug)} />
      <header className="page-header">
        <div>
          <h1>{categoryName(category)}</h1>
          {categoryDescription(category) && <p className="muted">{categoryDescription(category)}</p>}
        </div>
      </header>
      {inside.length > 0 && (
        <ul className="category-chips" aria-label={t('CATEGORIES_TITLE')}>
          {inside.map((child) => (
            <li key={child.slug}>
              <Link to={categoryPath(child.slug)} className="category-chip">
                {categoryName(child)} <span className="category-chip__count">{formatCount(child.toolCount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="category-page__body">
        <FilterPanel facets={facets} specs={specsAlong(all, category.slug)} chosen={chosen} onChange={choose} />
        <div>
          <PagedTools listing={listing} empty={<p className="muted">{t(Object.values(chosen).some(Boolean) ? 'NOTHING_WITH_FILTERS' : 'CATEGORY_EMPTY')}</p>} />
        </div>
      </div>
    </section>
  );
}

/** Where a category (or a tool's category) sits: every category above it, the last one current. */
export function Breadcrumb({ path, current = true }: { path: Category[]; current?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t('BREADCRUMB')}>
      <ol>
        <li>
          <Link to={screens.categories}>{t('ALL_CATEGORIES')}</Link>
        </li>
        {path.map((category, index) => (
          <li key={category.slug}>
            {current && index === path.length - 1 ? (
              <span aria-current="page">{categoryName(category)}</span>
            ) : (
              <Link to={categoryPath(category.slug)}>{categoryName(category)}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The whole tree: each top category with what is inside it, and how many tools each holds. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const worded = useWords('finding');
  useTitle(worded ? t('CATEGORIES_TITLE') : '');
  const { data: all, loading, error, reload } = useCategories();
  if (!worded) return <Spinner label={t('LOADING')} />;
  return (
    <section className="container section">
      <header className="page-header">
        <div>
          <h1>{t('CATEGORIES_TITLE')}</h1>
          <p className="muted">{t('TOOLS_LEAD')}</p>
        </div>
      </header>
      {error && !all && <LoadError message={error} onRetry={reload} />}
      {loading && !all && <Spinner label={t('LOADING')} />}
      {all && all.length === 0 && <p className="muted">{t('CATALOGUE_EMPTY')}</p>}
      <div className="category-grid">
        {all &&
          childrenOf(all, null).map((top) => (
            <article key={top.slug} className="card category-card">
              <h2>
                <Link to={categoryPath(top.slug)}>{categoryName(top)}</Link>
              </h2>
              <p className="muted small">{t('CATEGORY_TOOL_COUNT', { count: formatCount(top.toolCount) })}</p>
              {categoryDescription(top) && <p>{categoryDescription(top)}</p>}
              <ul className="category-card__inside">
                {childrenOf(all, top.slug).map((middle) => (
                  <li key={middle.slug}>
                    <Link to={categoryPath(middle.slug)}>{categoryName(middle)}</Link> <span className="muted small">({formatCount(middle.toolCount)})</span>
                    {childrenOf(all, middle.slug).length > 0 && (
                      <ul>
                        {childrenOf(all, middle.slug).map((bottom) => (
                          <li key={bottom.slug}>
                            <Link to={categoryPath(bottom.slug)}>{categoryName(bottom)}</Link> <span className="muted small">({formatCount(bottom.toolCount)})</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </article>
          ))}
      </div>
    </section>
  );
}

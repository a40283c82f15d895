import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { screens } from '@/config/paths';
import { categoryDescription, categoryName, categoryPath, childrenOf, pathTo, useCategories } from '@/lib/categories';
import { formatCount } from '@/lib/i18n';
import type { Category } from '@/lib/model';
import { useTitle } from '@/lib/use-title';
import { usePagedTools } from '../api/use-paged-tools';
import { PagedTools } from './paged-tools';

/** One category: where it sits, its sub-categories, and its tools and theirs, newest first. */
export function CategoryPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: all, loading, error, reload } = useCategories();
  const category = all?.find((candidate) => candidate.slug === slug);
  useTitle(category ? categoryName(category) : t('CATEGORIES_TITLE'));
  const listing = usePagedTools({ category: slug });
  if (error && !all) return <LoadError message={error} onRetry={reload} />;
  if (loading && !all) return <Spinner label={t('LOADING')} />;
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
      <PagedTools listing={listing} empty={<p className="muted">{t('CATEGORY_EMPTY')}</p>} />
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

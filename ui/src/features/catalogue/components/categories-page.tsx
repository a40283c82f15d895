import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { categoryDescription, categoryName, categoryPath, childrenOf, useCategories } from '@/lib/categories';
import { formatCount } from '@/lib/i18n';
import { useTitle } from '@/lib/use-title';

/** The whole tree: each top category with what is inside it, and how many tools each holds. */
export function CategoriesPage() {
  const { t } = useTranslation();
  useTitle(t('CATEGORIES_TITLE'));
  const { data: all, loading, error, reload } = useCategories();
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

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PriceBreakTable } from '@/components/price-breaks';
import { ReviewCard } from '@/components/review-card';
import { Spinner } from '@/components/spinner';
import { ToolActions } from '@/components/tool-actions';
import { ToolFacts } from '@/components/tool-facts';
import { screens } from '@/config/paths';
import { type Tool } from '@/lib/model';
import { useTitle } from '@/lib/use-title';
import { useWords } from '@/lib/use-words';
import { useTool, useToolReviews } from '../api/tools';
import { formatMoney } from '@/lib/i18n';
import { Picture } from '@/components/picture';
import { toolName, toolDescription } from '@/lib/tool-text';
import { pathTo, useCategoryBranch } from '@/lib/categories';
import { specName, specsAlong, specValue } from '@/lib/specifications';
import { Breadcrumb } from './category-page';

/**
 * A tool's own page (linked from every card's name and picture): the picture, the whole
 * description, the price and its breaks, minimum order and stock, the tool's reviews, and
 * Confirm Order / Add to cart.
 */
export function ToolPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: tool, loading, error, status, reload } = useTool(id);
  useTitle((tool && toolName(tool)) ?? t('TOOL_TITLE'));
  if (status === 404) {
    return (
      <section className="container section empty">
        <h1>{t('TOOL_MISSING')}</h1>
        <p className="muted">{t('TOOL_MISSING_HINT')}</p>
        <Link to={screens.products} className="button">
          {t('BROWSE_TOOLS')}
        </Link>
      </section>
    );
  }
  if (error && !tool) return <LoadError message={error} onRetry={reload} />;
  return (
    <section className="container section tool-page">
      {loading && !tool && <Spinner label={t('LOADING_TOOL')} />}
      {tool && <ToolDetails tool={tool} />}
      {tool && <ToolReviews toolId={id} />}
    </section>
  );
}

function ToolDetails({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  // Its particulars and place in the tree are said in the words of finding a part.
  const worded = useWords('finding');
  return (
    <div className="purchase__grid">
      <Picture
        className="tool-page__image"
        src={tool.toolImage}
        sizes="(max-width: 768px) calc(100vw - 2rem), 480px"
        alt={toolName(tool)}
        width={800}
        height={600}
      />
      <div className="tool-page__facts">
        {worded && tool.category && <ToolCategory slug={tool.category} />}
        <h1>{toolName(tool)}</h1>
        {worded && (
          <dl className="tool-page__particulars">
            <dt>{t('PART_NUMBER')}</dt>
            <dd>{tool.partNumber}</dd>
            {tool.brand && (
              <>
                <dt>{t('BRAND')}</dt>
                <dd>{tool.brand}</dd>
              </>
            )}
          </dl>
        )}
        {worded && tool.category && tool.specs && <SpecTable slug={tool.category} values={tool.specs} />}
        <p>{toolDescription(tool)}</p>
        <p className="tool-card__price">
          {formatMoney(tool.toolPrice)} <span>{t('PER_PIECE')}</span>
        </p>
        <PriceBreakTable tool={tool} />
        <ToolFacts tool={tool} />
        <ToolActions tool={tool} />
      </div>
    </div>
  );
}

/** The tool's values of its category's specifications, in the category's order. */
function SpecTable({ slug, values }: { slug: string; values: Partial<Record<string, string>> }) {
  const { t } = useTranslation();
  const { data: all } = useCategoryBranch(slug);
  const rows = (all ? specsAlong(all, slug) : []).flatMap((spec) => {
    const value = values[spec.key];
    return value === undefined ? [] : [{ spec, value }];
  });
  if (rows.length === 0) return null;
  return (
    <table className="spec-table">
      <caption>{t('SPECIFICATIONS')}</caption>
      <tbody>
        {rows.map(({ spec, value }) => (
          <tr key={spec.key}>
            <th scope="row">{specName(spec)}</th>
            <td>{specValue(spec, value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where the tool sits in the tree, each category a link. */
function ToolCategory({ slug }: { slug: string }) {
  const { data: all } = useCategoryBranch(slug);
  const path = all ? pathTo(all, slug) : [];
  return path.length > 0 ? <Breadcrumb path={path} current={false} /> : null;
}

function ToolReviews({ toolId }: { toolId: string }) {
  const { t } = useTranslation();
  const { data: reviews, loading } = useToolReviews(toolId);
  return (
    <section className="tool-page__reviews" aria-labelledby="tool-reviews">
      <h2 id="tool-reviews">{t('REVIEWS')}</h2>
      {loading && !reviews && <Spinner label={t('LOADING_REVIEWS')} />}
      {reviews?.length === 0 && <p className="muted">{t('NO_TOOL_REVIEWS')}</p>}
      <div className="tool-page__review-list">
        {reviews?.map((review) => (
          <ReviewCard key={review._id} review={review} showTool={false} />
        ))}
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatMoney, preview } from '@/lib/model';
import type { Tool } from '@/lib/types';
import { ToolFacts } from './tool-facts';

/** A tool on the listing and the home page (spec §2, Tools listing). */
export function ToolCard({ tool }: { tool: Tool }) {
  return (
    <article className="tool-card">
      <img className="tool-card__image" src={tool.toolImage} alt={tool.toolName} width={400} height={300} loading="lazy" />
      <div className="tool-card__body">
        <h3 className="tool-card__name">{tool.toolName}</h3>
        <p className="tool-card__description">{preview(tool.toolDescription, 60)}</p>
        <p className="tool-card__price">
          {formatMoney(tool.toolPrice)} <span>(per piece)</span>
        </p>
        <ToolFacts tool={tool} />
        <Link to={paths.confirmPurchase(tool._id)} className="button button--block" aria-label={`Confirm Order: ${tool.toolName}`}>
          Confirm Order
        </Link>
      </div>
    </article>
  );
}

/** A grey stand-in of the card's shape while tools load, so nothing jumps. */
export function ToolCardSkeleton() {
  return (
    <div className="tool-card tool-card--skeleton" aria-hidden="true">
      <div className="tool-card__image skeleton" />
      <div className="tool-card__body">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--block" />
      </div>
    </div>
  );
}

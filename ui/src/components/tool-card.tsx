import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { screenOf, screens } from '@/config/paths';
import { preview, type Tool } from '@/lib/model';
import { BestPrice } from './price-breaks';
import { ToolActions } from './tool-actions';
import { ToolFacts } from './tool-facts';
import { formatMoney } from '@/lib/i18n';
import { Picture } from '@/components/picture';
import { toolName, toolDescription } from '@/lib/tool-text';

/** How many cards lead a grid (a row of its widest layout): their pictures are in the first
 * screen, so they load at once. */
export const LEADING_CARDS = 4;

interface ToolCardProps {
  tool: Tool;
  /** The card's place in its grid, from 0: the leading cards' pictures are not lazy. */
  index: number;
  /** The name's heading level: under the page's h1 (the listing) or under a section's h2. */
  heading: 'h2' | 'h3';
}

/** A tool on the listing and the home page (spec §2, Tools listing). */
export function ToolCard({ tool, index, heading: Heading }: ToolCardProps) {
  const { t } = useTranslation();
  const leading = index < LEADING_CARDS;
  return (
    <article className="tool-card">
      <Link to={screenOf(screens.tool, tool._id)} tabIndex={-1} aria-hidden="true">
        <Picture
          className="tool-card__image"
          src={tool.toolImage}
          sizes="(max-width: 600px) calc(50vw - 1.3rem), 380px"
          alt={toolName(tool)}
          width={400}
          height={300}
          loading={leading ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          // Named for the Element Timing API: `src/start.ts` starts the scripts once the
          // browser reports the leading picture painted.
          {...(index === 0 ? { elementtiming: 'first-picture' } : {})}
        />
      </Link>
      <div className="tool-card__body">
        <Heading className="tool-card__name">
          <Link to={screenOf(screens.tool, tool._id)}>{toolName(tool)}</Link>
        </Heading>
        <p className="tool-card__description">{preview(toolDescription(tool), 60)}</p>
        <p className="tool-card__price">
          {formatMoney(tool.toolPrice)} <span>{t('PER_PIECE')}</span>
        </p>
        <BestPrice tiers={tool.priceTiers} />
        <ToolFacts tool={tool} />
        <ToolActions tool={tool} onCard />
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

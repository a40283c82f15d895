import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/i18n';
import type { Tool } from '@/lib/model';

/** A tool's minimum order and stock, as the cards and the confirm page list them. */
export function ToolFacts({ tool, minimumLabel }: { tool: Tool; minimumLabel?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="tool-card__facts">
      <div>
        <dt>{minimumLabel ?? t('MIN_ORDER_LABEL')}</dt>
        <dd>{formatCount(tool.minOrder)}</dd>
      </div>
      <div>
        <dt>{t('AVAILABLE_LABEL')}</dt>
        <dd>{formatCount(tool.availableQuantity)}</dd>
      </div>
    </dl>
  );
}

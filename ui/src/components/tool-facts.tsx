import type { Tool } from '@/lib/model';

/** A tool's minimum order and stock, as the cards and the confirm page list them. */
export function ToolFacts({ tool, minimumLabel = 'Minimum Order Quantity' }: { tool: Tool; minimumLabel?: string }) {
  return (
    <dl className="tool-card__facts">
      <div>
        <dt>{minimumLabel}</dt>
        <dd>{tool.minOrder}</dd>
      </div>
      <div>
        <dt>Available Quantity</dt>
        <dd>{tool.availableQuantity}</dd>
      </div>
    </dl>
  );
}

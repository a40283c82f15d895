import { useTranslation } from 'react-i18next';
import { unitPrice, type PriceTier, type Tool } from '@/lib/model';
import { formatCount, formatMoney } from '@/lib/i18n';

/** The card's hint of the best price break: "from Tk. 140 at 500+". */
export function BestPrice({ tiers }: { tiers: PriceTier[] }) {
  const { t } = useTranslation();
  // Breaks rise in quantity and fall in price (shared::tiers), so the last is the best.
  const best = tiers.at(-1);
  if (!best) return null;
  return (
    <p className="price-breaks__best">
      {t('BEST_PRICE', { price: formatMoney(best.unitPrice), pieces: formatCount(best.minQuantity) })}
    </p>
  );
}

/** What sets a tool's prices by quantity. */
type Pricing = Pick<Tool, 'toolPrice' | 'priceTiers' | 'minOrder'>;

/**
 * The prices a buyer can pay, from the smallest order the tool takes: its minimum's price,
 * then each break above it (a break at or under the minimum is already the minimum's price).
 */
export function priceRows(tool: Pricing): { from: number; price: number }[] {
  const start = Math.max(1, tool.minOrder);
  const above = tool.priceTiers.filter((tier) => tier.minQuantity > start);
  return [{ from: start, price: unitPrice(start, tool) }, ...above.map((tier) => ({ from: tier.minQuantity, price: tier.unitPrice }))];
}

/** The next price break above `pieces`: how many more pieces reach it, its price and the
 * saving on each piece; `null` above the last. */
export function nextBreak(pieces: number, tool: Pricing): { more: number; price: number; saving: number } | null {
  const next = tool.priceTiers.find((tier) => tier.minQuantity > pieces);
  if (!next) return null;
  const now = unitPrice(pieces, tool);
  // Money in poisha, so the saving is exact.
  const saving = Math.round(now * 100 - next.unitPrice * 100) / 100;
  return { more: next.minQuantity - pieces, price: next.unitPrice, saving };
}

/** Every price a tool has, by quantity, from its minimum order, for the confirm and tool pages. */
export function PriceBreakTable({ tool }: { tool: Pricing }) {
  const { t } = useTranslation();
  const rows = priceRows(tool);
  // One price whatever the quantity: nothing to tabulate.
  if (rows.length < 2) return null;
  return (
    <table className="price-breaks">
      <caption>{t('BULK_PRICES')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('PIECES_COLUMN')}</th>
          <th scope="col">{t('PRICE_PER_PIECE')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const next = rows[index + 1];
          return (
            <tr key={row.from}>
              <td>{next ? `${formatCount(row.from)}–${formatCount(next.from - 1)}` : `${formatCount(row.from)}+`}</td>
              <td>{formatMoney(row.price)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Under a quantity: how many more pieces reach the next break, and its price. */
export function NextBreakHint({ pieces, tool }: { pieces: number; tool: Pricing }) {
  const { t } = useTranslation();
  const next = nextBreak(pieces, tool);
  if (!next) return null;
  return (
    <p className="price-breaks__next small">
      {t('NEXT_BREAK', { count: formatCount(next.more), price: formatMoney(next.price), saving: formatMoney(next.saving) })}
    </p>
  );
}

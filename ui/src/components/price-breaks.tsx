import { useTranslation } from 'react-i18next';
import { type PriceTier } from '@/lib/model';
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

/** Every price a tool has, by quantity, for the confirm page. */
export function PriceBreakTable({ toolPrice, tiers }: { toolPrice: number; tiers: PriceTier[] }) {
  const { t } = useTranslation();
  if (tiers.length === 0) return null;
  const rows = [{ from: 1, price: toolPrice }, ...tiers.map((tier) => ({ from: tier.minQuantity, price: tier.unitPrice }))];
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

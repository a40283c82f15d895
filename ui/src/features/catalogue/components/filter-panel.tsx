import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/lib/i18n';
import type { Facets } from '@/lib/model';
import type { filtersOf } from '../api/facets';

type Chosen = ReturnType<typeof filtersOf>;

interface FilterPanelProps {
  facets: Facets | undefined;
  chosen: Chosen;
  /** The filters as they should now be (the page starts again from its first). */
  onChange: (next: Chosen) => void;
}

/**
 * The filters beside a category's tools: each brand and "in stock" with the count it would
 * give with the other filters, a price range, and a way to clear them. A choice that would
 * show nothing is shown disabled, not hidden, so the buyer sees what the category holds.
 */
export function FilterPanel({ facets, chosen, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const brands = chosen.brand ? chosen.brand.split(',') : [];
  const toggleBrand = (brand: string, on: boolean) => {
    const next = on ? [...brands, brand] : brands.filter((other) => other !== brand);
    onChange({ ...chosen, brand: next.length ? next.join(',') : undefined });
  };
  const any = Object.values(chosen).some((value) => value !== undefined);
  // Open beside the tools on a wide screen; folded above them on a phone.
  const [open] = useState(() => typeof window === 'undefined' || window.matchMedia?.('(min-width: 769px)').matches !== false);
  return (
    <details className="filters" open={open}>
      <summary>{t('FILTERS')}</summary>
      {facets && facets.brands.length > 0 && (
        <fieldset>
          <legend>{t('BRAND')}</legend>
          {facets.brands.map((brand) => {
            const checked = brands.includes(brand.value);
            return (
              <label key={brand.value} className="filters__choice">
                <input type="checkbox" checked={checked} disabled={!checked && brand.count === 0} onChange={(event) => toggleBrand(brand.value, event.target.checked)} />
                {brand.value} <span className="muted">({formatCount(brand.count)})</span>
              </label>
            );
          })}
        </fieldset>
      )}
      {facets && (
        <fieldset>
          <legend>{t('AVAILABILITY')}</legend>
          <label className="filters__choice">
            <input
              type="checkbox"
              checked={chosen.inStock === true}
              disabled={!chosen.inStock && facets.inStock === 0}
              onChange={(event) => onChange({ ...chosen, inStock: event.target.checked || undefined })}
            />
            {t('IN_STOCK_ONLY')} <span className="muted">({formatCount(facets.inStock)})</span>
          </label>
        </fieldset>
      )}
      <PriceRange key={`${chosen.minPrice}-${chosen.maxPrice}`} id={id} facets={facets} chosen={chosen} onChange={onChange} />
      {any && (
        <button type="button" className="button button--outline button--small" onClick={() => onChange({ brand: undefined, inStock: undefined, minPrice: undefined, maxPrice: undefined })}>
          {t('CLEAR_ALL_FILTERS')}
        </button>
      )}
    </details>
  );
}

function PriceRange({ id, facets, chosen, onChange }: FilterPanelProps & { id: string }) {
  const { t } = useTranslation();
  const [low, setLow] = useState(chosen.minPrice ?? '');
  const [high, setHigh] = useState(chosen.maxPrice ?? '');
  function apply(event: FormEvent) {
    event.preventDefault();
    onChange({ ...chosen, minPrice: low.trim() || undefined, maxPrice: high.trim() || undefined });
  }
  return (
    <form className="filters__price" onSubmit={apply}>
      <fieldset>
        <legend>{t('PRICE_TK')}</legend>
        <label htmlFor={`${id}-low`}>{t('LOWEST_PRICE')}</label>
        <input id={`${id}-low`} inputMode="decimal" value={low} placeholder={facets?.price ? formatMoney(facets.price.min) : ''} onChange={(event) => setLow(event.target.value)} />
        <label htmlFor={`${id}-high`}>{t('HIGHEST_PRICE')}</label>
        <input id={`${id}-high`} inputMode="decimal" value={high} placeholder={facets?.price ? formatMoney(facets.price.max) : ''} onChange={(event) => setHigh(event.target.value)} />
        <button type="submit" className="button button--small">
          {t('APPLY')}
        </button>
      </fieldset>
    </form>
  );
}

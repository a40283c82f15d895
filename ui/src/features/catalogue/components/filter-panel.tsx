import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, inDigits } from '@/lib/i18n';
import type { Facets, SpecFacet, Specification } from '@/lib/model';
import { readSpecFilter, specName, specValue, writeSpecFilter, type SpecWanted } from '@/lib/specifications';
import type { Chosen } from '../api/facets';

interface FilterPanelProps {
  facets: Facets | undefined;
  /** The specifications of the category's tools, to name the specification facets. */
  specs: readonly Specification[];
  chosen: Chosen;
  /** The filters as they should now be (the page starts again from its first). */
  onChange: (next: Chosen) => void;
}

/**
 * The filters beside a category's tools: each brand, "in stock" and each value of a
 * specification with the count it would give with the other filters, and ranges for the price
 * and for numbers. A choice that would show nothing is shown disabled, not hidden, so the
 * buyer sees what the category holds.
 */
export function FilterPanel({ facets, specs, chosen, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const brands = chosen.brand ? chosen.brand.split(',') : [];
  const toggleBrand = (brand: string, on: boolean) => {
    const next = on ? [...brands, brand] : brands.filter((other) => other !== brand);
    onChange({ ...chosen, brand: next.length ? next.join(',') : undefined });
  };
  const wanted = readSpecFilter(chosen.spec);
  const want = (key: string, next: SpecWanted | undefined) => {
    const all = new Map(wanted);
    if (next) all.set(key, next);
    else all.delete(key);
    onChange({ ...chosen, spec: writeSpecFilter(all) });
  };
  const any = Object.values(chosen).some((value) => value !== undefined);
  // Open beside the tools on a wide screen; folded above them on a phone, and as the server
  // draws it (its column beside the tools is as wide either way).
  const [open] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 769px)').matches !== false);
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
      <RangeForm
        key={`price-${chosen.minPrice}-${chosen.maxPrice}`}
        id={`${id}-price`}
        legend={t('PRICE_TK')}
        low={chosen.minPrice}
        high={chosen.maxPrice}
        placeholders={facets?.price ? [formatMoney(facets.price.min), formatMoney(facets.price.max)] : undefined}
        onApply={(minPrice, maxPrice) => onChange({ ...chosen, minPrice, maxPrice })}
      />
      {facets?.specs.map((facet) => {
        const spec = specs.find((candidate) => candidate.key === facet.key);
        if (!spec) return null;
        const current = wanted.get(spec.key);
        if (spec.kind === 'number') {
          const range = current && !('values' in current) ? current : {};
          return (
            <RangeForm
              key={`${spec.key}-${range.min}-${range.max}`}
              id={`${id}-${spec.key}`}
              legend={spec.unit ? `${specName(spec)} (${spec.unit})` : specName(spec)}
              low={range.min}
              high={range.max}
              placeholders={facet.range ? [inDigits(facet.range.min), inDigits(facet.range.max)] : undefined}
              onApply={(min, max) => want(spec.key, min || max ? { min, max } : undefined)}
            />
          );
        }
        return <SpecChoices key={spec.key} spec={spec} facet={facet} chosen={current && 'values' in current ? current.values : []} onChange={(values) => want(spec.key, values.length ? { values } : undefined)} />;
      })}
      {any && (
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => onChange({ brand: undefined, inStock: undefined, minPrice: undefined, maxPrice: undefined, spec: undefined })}
        >
          {t('CLEAR_ALL_FILTERS')}
        </button>
      )}
    </details>
  );
}

/** A choice's or yes/no's values, each with its count, any of them ticked. */
function SpecChoices({ spec, facet, chosen, onChange }: { spec: Specification; facet: SpecFacet; chosen: string[]; onChange: (values: string[]) => void }) {
  const counts = facet.counts ?? [];
  if (counts.length === 0) return null;
  return (
    <fieldset>
      <legend>{specName(spec)}</legend>
      {counts.map((count) => {
        const checked = chosen.includes(count.value);
        return (
          <label key={count.value} className="filters__choice">
            <input
              type="checkbox"
              checked={checked}
              disabled={!checked && count.count === 0}
              onChange={(event) => onChange(event.target.checked ? [...chosen, count.value] : chosen.filter((value) => value !== count.value))}
            />
            {specValue(spec, count.value)} <span className="muted">({formatCount(count.count)})</span>
          </label>
        );
      })}
    </fieldset>
  );
}

interface RangeFormProps {
  id: string;
  legend: string;
  low: string | undefined;
  high: string | undefined;
  /** The lowest and highest the other filters leave, shown in the empty fields. */
  placeholders: [string, string] | undefined;
  onApply: (low: string | undefined, high: string | undefined) => void;
}

/** A lowest and a highest, applied together: the price, or a number specification. */
function RangeForm({ id, legend, low: chosenLow, high: chosenHigh, placeholders, onApply }: RangeFormProps) {
  const { t } = useTranslation();
  const [low, setLow] = useState(chosenLow ?? '');
  const [high, setHigh] = useState(chosenHigh ?? '');
  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(low.trim() || undefined, high.trim() || undefined);
  }
  return (
    <form className="filters__price" onSubmit={apply}>
      <fieldset>
        <legend>{legend}</legend>
        <label htmlFor={`${id}-low`}>{t('LOWEST_PRICE')}</label>
        <input id={`${id}-low`} inputMode="decimal" value={low} placeholder={placeholders?.[0] ?? ''} onChange={(event) => setLow(event.target.value)} />
        <label htmlFor={`${id}-high`}>{t('HIGHEST_PRICE')}</label>
        <input id={`${id}-high`} inputMode="decimal" value={high} placeholder={placeholders?.[1] ?? ''} onChange={(event) => setHigh(event.target.value)} />
        <button type="submit" className="button button--small">
          {t('APPLY')}
        </button>
      </fieldset>
    </form>
  );
}

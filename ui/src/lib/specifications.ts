// Specifications (`shared::specification`): those a category's tools have, their names and
// values in the reader's language, and the `spec` filter of a page's address
// (`thread:m12,m18;supply-voltage:10..30`) read and written.
import { pathTo } from '@/lib/categories';
import { currentLanguage, inDigits, words } from '@/lib/i18n';
import type { Category, Specification } from '@/lib/model';

/** The specifications of `slug`'s tools: those of the categories above it, then its own. */
export const specsAlong = (all: readonly Category[], slug: string): Specification[] => pathTo(all, slug).flatMap((category) => category.specs ?? []);

const bangla = () => currentLanguage() === 'bn';

export const specName = (spec: Pick<Specification, 'name' | 'nameBn'>) => (bangla() && spec.nameBn) || spec.name;

/** A number in the reader's digits, with its unit: `24 V` / `২৪ V`. */
export const withUnit = (spec: Specification, number: string) => (spec.unit ? `${inDigits(number)} ${spec.unit}` : inDigits(number));

/** A value as the reader sees it: a number with its unit, a choice's label, yes or no, words. */
export function specValue(spec: Specification, value: string): string {
  switch (spec.kind) {
    case 'number':
      return withUnit(spec, value);
    case 'choice': {
      const choice = spec.choices?.find((candidate) => candidate.value === value);
      return choice ? (bangla() && choice.labelBn) || choice.label : value;
    }
    case 'flag':
      return value === 'yes' ? words.YES : words.NO;
    default:
      return value;
  }
}

/** What one specification is narrowed to: some values, or a range with either end open. */
export type SpecWanted = { values: string[] } | { min?: string; max?: string };

/** The `spec` filter of an address, by key. */
export function readSpecFilter(param: string | undefined): Map<string, SpecWanted> {
  const wanted = new Map<string, SpecWanted>();
  for (const part of (param ?? '').split(';')) {
    const [key, rest] = part.split(/:(.*)/s);
    if (!key || rest === undefined) continue;
    if (rest.includes('..')) {
      const [min, max] = rest.split('..');
      wanted.set(key, { min: min || undefined, max: max || undefined });
    } else {
      wanted.set(key, { values: rest.split(',').filter(Boolean) });
    }
  }
  return wanted;
}

/** The `spec` filter for an address; undefined when nothing is narrowed. */
export function writeSpecFilter(wanted: Map<string, SpecWanted>): string | undefined {
  const parts: string[] = [];
  for (const [key, want] of wanted) {
    if ('values' in want) {
      if (want.values.length > 0) parts.push(`${key}:${want.values.join(',')}`);
    } else if (want.min || want.max) {
      parts.push(`${key}:${want.min ?? ''}..${want.max ?? ''}`);
    }
  }
  return parts.length > 0 ? parts.join(';') : undefined;
}

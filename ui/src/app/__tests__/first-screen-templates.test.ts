import { beforeAll, describe, expect, test, vi } from 'vitest';
import { firstScreenTemplates, slotWhereDifferent, withChoices, type FirstScreenTemplates } from '@/app/first-screen-templates';

describe('a choice is where renderings differ', () => {
  test('each variant becomes an option of its own stretch, the base keeping its own', () => {
    const base = '<img loading="lazy"><p>⟦price⟧</p><button>Add</button>';
    const template = withChoices(base, { position: 'rest', stock: 'in' }, {
      position: { first: '<img loading="eager" fetchPriority="high"><p>⟦price⟧</p><button>Add</button>' },
      stock: { out: '<img loading="lazy"><p>⟦price⟧</p><button disabled="">Add</button>' },
    });
    expect(template.text).toBe('<img loading="⟦?position⟧"><p>⟦price⟧</p><button⟦?stock⟧>Add</button>');
    expect(template.choices).toEqual({
      position: { rest: 'lazy', first: 'eager" fetchPriority="high' },
      stock: { in: '', out: ' disabled=""' },
    });
  });

  test('a stretch never cuts a slot in two', () => {
    const template = withChoices('<p>⟦price⟧</p>', { best: 'none' }, { best: { some: '<p>⟦price⟧ ⟦bestPrice⟧</p>' } });
    expect(template.text).toBe('<p>⟦price⟧⟦?best⟧</p>');
    expect(template.choices.best).toEqual({ none: '', some: ' ⟦bestPrice⟧' });
    expect(slotWhereDifferent('<p>7 found</p>', '<p>8 found</p>', '⟦total⟧')).toBe('<p>⟦total⟧ found</p>');
  });

  test('two choices in one stretch are refused', () => {
    expect(() => withChoices('<a>', { one: 'x', two: 'y' }, { one: { on: '<b>' }, two: { on: '<c>' } })).toThrow(/overlap/);
  });
});

describe("the first screens' templates", () => {
  let built: FirstScreenTemplates;
  beforeAll(async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    built = await firstScreenTemplates();
  });

  test('every reader has both pages and both cards, with every option the server picks', () => {
    expect(Object.keys(built.readers)).toEqual(['en-latin', 'bn-bengali', 'bn-latin']);
    expect(built.requests).toEqual({ home: '/tools?limit=6', allProducts: '/tools?page=1&limit=12' });
    for (const reader of Object.values(built.readers)) {
      expect(Object.keys(reader.home.choices.tools!).sort()).toEqual(['none', 'some']);
      expect(Object.keys(reader.allProducts.choices.tools!).sort()).toEqual(['none', 'onePage', 'pages']);
      for (const card of [reader.cardH2, reader.cardH3]) {
        expect(Object.fromEntries(Object.entries(card.choices).map(([name, options]) => [name, Object.keys(options).sort()]))).toEqual({
          position: ['first', 'leading', 'rest'],
          picture: ['plain', 'stored'],
          best: ['none', 'some'],
          stock: ['in', 'out'],
        });
        for (const slot of ['⟦id⟧', '⟦name⟧', '⟦image⟧', '⟦description⟧', '⟦price⟧', '⟦minOrder⟧', '⟦available⟧']) expect(card.text).toContain(slot);
      }
    }
  });

  test('the pages are in their reader\'s words and digits, with no stand-in value left', () => {
    const readers = built.readers as Record<'en-latin' | 'bn-bengali' | 'bn-latin', (typeof built.readers)[string]>;
    expect(readers['en-latin'].home.text).toContain('<h1>Leading Sensor Supplier in Bangladesh</h1>');
    expect(readers['bn-bengali'].allProducts.choices.tools!.pages).toContain('পাতা ১ / ⟦pages⟧');
    expect(readers['bn-latin'].allProducts.choices.tools!.pages).toContain('পাতা 1 / ⟦pages⟧');
    expect(readers['en-latin'].cardH3.choices.best!.some).toBe('<p class="price-breaks__best">from ⟦bestPrice⟧ at ⟦bestPieces⟧+</p>');
    expect(readers['en-latin'].cardH3.choices.position!.first).toContain('fetchPriority="high" elementtiming="first-picture');
    expect(JSON.stringify(built)).not.toMatch(/4242424|9,87,654|0f0f0f0f|<link rel="preload"|<footer/);
  });
});

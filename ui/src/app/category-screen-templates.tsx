// A category's page (`/category/{slug}`) as templates the server fills (api/src/web/first_screen),
// rendered from the page's own components like the catalogue's first screens
// (`first-screen-templates.tsx`): the page with stand-in categories, tools and facets, and each
// part the server repeats (a breadcrumb's link, a sub-category's chip, a filter's group, its
// choices and its ranges) cut out of it around a stand-in only that part says. Each part is
// checked against the page it came from: filled as the server fills it, it must be the markup
// the components drew, or the build fails.
import { Route, Routes } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import { screens } from '@/config/paths';
import { CategoryPage } from '@/features/catalogue/components/category-page';
import { PAGE_SIZE } from '@/features/catalogue/api/use-paged-tools';
import { endpoint } from '@/lib/api-client';
import { writeFirstAnswer } from '@/lib/first-data';
import { formatCount, formatMoney, i18n, inDigits } from '@/lib/i18n';
import type { Category, Facets, Specification, Tool } from '@/lib/model';
import { slotWhereDifferent, withChoices, type Template } from './first-screen-templates';

/** The parts of a category's page, for one reader. */
export interface CategoryTemplates {
  category: Template;
  /** A category above this one, in the breadcrumb. */
  crumb: string;
  /** A sub-category, with its tools. */
  chip: string;
  /** The filters: their groups, and a way to clear them when any is chosen. */
  filters: Template;
  /** A group of choices (the brands, availability, a specification's values). */
  group: string;
  /** One choice, ticked, unticked, or with nothing to show. */
  choice: Template;
  /** A lowest and a highest (the price, a number specification). */
  range: string;
}

const CURRENT = 'zq-current';
const ABOVE = 'zq-above';
const INSIDE = 'zq-inside';
const CHIP_COUNT = 43210;
const BRAND_COUNT = 32109;
const IN_STOCK = 21098;
const VALUE_COUNT = 10987;
const PRICE_LOW = 123456;
const PRICE_HIGH = 234567;
const MEASURE_LOW = '111.25';
const MEASURE_HIGH = '222.75';

const SPECS: Specification[] = [
  { key: 'zqchoice', name: 'ZqChoiceName', kind: 'choice', choices: [{ value: 'zqvalue', label: 'ZqValueLabel' }] },
  { key: 'zqnumber', name: 'ZqNumberName', kind: 'number', unit: 'ZqUnit', choices: [] },
];

interface Shape {
  description: boolean;
  inside: boolean;
  /** The tools the page shows and the total they are of (0: none). */
  tools: Tool[];
  total: number;
  /** The address's filters. */
  query: string;
  brandCount: number;
}

function tree(shape: Shape): Category[] {
  const category = (slug: string, name: string, parent: string | undefined, more: Partial<Category> = {}): Category => ({
    slug,
    name,
    description: '',
    parent,
    toolCount: 1,
    specs: [],
    ...more,
  });
  return [
    category(ABOVE, 'ZqAbove', undefined),
    category(CURRENT, 'ZqCurrent', ABOVE, { description: shape.description ? 'ZqDescription' : '', specs: SPECS }),
    ...(shape.inside ? [category(INSIDE, 'ZqInside', CURRENT, { toolCount: CHIP_COUNT })] : []),
  ];
}

function facets(shape: Shape): Facets {
  return {
    total: shape.total,
    brands: [{ value: 'ZqBrand', count: shape.brandCount }],
    inStock: IN_STOCK,
    price: { min: PRICE_LOW, max: PRICE_HIGH },
    specs: [
      { key: 'zqchoice', counts: [{ value: 'zqvalue', count: VALUE_COUNT }] },
      { key: 'zqnumber', counts: [], range: { min: MEASURE_LOW, max: MEASURE_HIGH } },
    ],
  };
}

/** The page as the components draw it for `shape`, its requests answered as the server would. */
function drawPage(shape: Shape, render: (path: string, element: React.ReactNode) => string): string {
  const params = new URLSearchParams(shape.query);
  const filters = Object.fromEntries(params);
  writeFirstAnswer(endpoint('GET /categories/{slug}', { params: { slug: CURRENT } }), JSON.stringify(tree(shape)), new Headers());
  writeFirstAnswer(
    endpoint('GET /tools', { query: { page: 1, limit: PAGE_SIZE, category: CURRENT, ...filters } }),
    JSON.stringify(shape.tools),
    new Headers({ 'X-Total-Count': String(shape.total) }),
  );
  writeFirstAnswer(endpoint('GET /tools/facets', { query: { category: CURRENT, ...filters } }), JSON.stringify(facets(shape)), new Headers());
  const page = render(
    `/category/${CURRENT}${shape.query ? `?${shape.query}` : ''}`,
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={screens.category} element={<CategoryPage />} />
      </Route>
    </Routes>,
  );
  return page.replace(/<footer class="footer">.*<\/footer>/s, '');
}

/** The element `tag` around the first `marker` in `html`, whole. */
export function enclosing(html: string, marker: string, tag: string): string {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`${marker} is not in the page:\n${html}`);
  const start = html.lastIndexOf(`<${tag}`, at);
  const close = `</${tag}>`;
  const end = html.indexOf(close, at);
  if (start === -1 || end === -1) throw new Error(`no <${tag}> around ${marker}`);
  return html.slice(start, end + close.length);
}

/** `text` with each stand-in made its slot. */
function slotted(text: string, pairs: [string, string][]): string {
  return pairs.reduce((out, [value, slot]) => out.replaceAll(value, slot), text);
}

/** `text` with its one `part` made `slot`; the build fails if `part` is not there once. */
function cutOut(text: string, part: string, slot: string): string {
  const at = text.indexOf(part);
  if (at === -1 || text.indexOf(part, at + 1) !== -1) throw new Error(`${part} is not once in:\n${text}`);
  return text.slice(0, at) + slot + text.slice(at + part.length);
}

/** Every part of a category's page, for the reader the UI now speaks to. */
export function categoryTemplates(render: (path: string, element: React.ReactNode) => string, card: (tool: Tool) => string, tool: Tool, many: number): CategoryTemplates {
  const base: Shape = { description: true, inside: true, tools: [tool], total: many, query: '', brandCount: BRAND_COUNT };
  const page = (change: Partial<Shape>) => drawPage({ ...base, ...change }, render);
  const drawn = page({});
  const t = i18n.t.bind(i18n);

  const crumb = slotted(enclosing(drawn, '>ZqAbove<', 'li'), [
    [ABOVE, '⟦slug⟧'],
    ['ZqAbove', '⟦name⟧'],
  ]);
  const chip = slotted(enclosing(drawn, '>ZqInside', 'li'), [
    [INSIDE, '⟦slug⟧'],
    ['ZqInside', '⟦name⟧'],
    [formatCount(CHIP_COUNT), '⟦count⟧'],
  ]);

  // A choice: the brand's, plain, ticked (the address chooses it) and with nothing to show.
  const choiceOf = (html: string, count: number) =>
    slotted(enclosing(html, '>ZqBrand', 'label'), [
      ['ZqBrand', '⟦value⟧'],
      [`(${formatCount(count)})`, '(⟦count⟧)'],
    ]);
  const plainChoice = choiceOf(drawn, BRAND_COUNT);
  const choice = withChoices(plainChoice, { state: 'plain' }, {
    state: {
      checked: choiceOf(page({ query: 'brand=ZqBrand' }), BRAND_COUNT),
      disabled: choiceOf(page({ brandCount: 0 }), 0),
    },
  });
  const valueChoice = enclosing(drawn, '>ZqValueLabel', 'label');
  const group = cutOut(cutOut(enclosing(drawn, '>ZqChoiceName<', 'fieldset'), valueChoice, '⟦choices⟧'), 'ZqChoiceName', '⟦legend⟧');

  // A range, with what the address chose in its fields and the facets' ends as hints.
  const ranged = page({ query: 'spec=zqnumber%3Azqlow..zqhigh' });
  const range = slotted(enclosing(ranged, '>ZqNumberName (ZqUnit)<', 'form'), [
    ['ZqNumberName (ZqUnit)', '⟦legend⟧'],
    ['zqnumber', '⟦key⟧'],
    ['zqlow', '⟦low⟧'],
    ['zqhigh', '⟦high⟧'],
    [inDigits(MEASURE_LOW), '⟦lowHint⟧'],
    [inDigits(MEASURE_HIGH), '⟦highHint⟧'],
  ]);

  // The filters, their groups in one slot: each group must be the template filled in.
  const fill = (template: string, values: Record<string, string>) => template.replace(/⟦(\w+)⟧/g, (_, slot: string) => values[slot] ?? '');
  const choiceText = (value: string, count: number) => fill(choice.text.replace('⟦?state⟧', choice.choices.state?.plain ?? ''), { value, count: formatCount(count) });
  const groups = [
    fill(group, { legend: t('BRAND'), choices: choiceText('ZqBrand', BRAND_COUNT) }),
    fill(group, { legend: t('AVAILABILITY'), choices: choiceText(t('IN_STOCK_ONLY'), IN_STOCK) }),
    fill(range, { legend: t('PRICE_TK'), key: 'price', low: '', high: '', lowHint: formatMoney(PRICE_LOW), highHint: formatMoney(PRICE_HIGH) }),
    fill(group, { legend: 'ZqChoiceName', choices: choiceText('ZqValueLabel', VALUE_COUNT) }),
    fill(range, { legend: 'ZqNumberName (ZqUnit)', key: 'zqnumber', low: '', high: '', lowHint: inDigits(MEASURE_LOW), highHint: inDigits(MEASURE_HIGH) }),
  ].join('');
  const details = enclosing(drawn, '<details class="filters"', 'details');
  const filtersText = cutOut(details, groups, '⟦groups⟧');
  const clear = enclosing(ranged, `>${t('CLEAR_ALL_FILTERS')}<`, 'button');
  const filters = withChoices(filtersText, { clear: 'none' }, { clear: { some: cutOut(filtersText, '</details>', `${clear}</details>`) } });

  // The page, each part that repeats made a slot, in every shape it takes.
  const shaped = (change: Partial<Shape>) => {
    const shape = { ...base, ...change };
    let html = page(change);
    html = cutOut(html, enclosing(html, '<details class="filters"', 'details'), '⟦filters⟧');
    html = cutOut(html, enclosing(html, '>ZqAbove<', 'li'), '⟦crumbs⟧');
    if (shape.inside) html = cutOut(html, enclosing(html, '>ZqInside', 'li'), '⟦chips⟧');
    if (shape.tools.length) html = cutOut(html, card(shape.tools[0] as Tool), '⟦cards⟧');
    return slotted(html, [
      [formatCount(many), '⟦total⟧'],
      [formatCount(Math.ceil(many / PAGE_SIZE)), '⟦pages⟧'],
      ['ZqDescription', '⟦description⟧'],
      ['ZqCurrent', '⟦name⟧'],
    ]);
  };
  const category = withChoices(shaped({}), { description: 'some', inside: 'some', tools: 'pages' }, {
    description: { none: shaped({ description: false }) },
    inside: { none: shaped({ inside: false }) },
    tools: {
      none: shaped({ tools: [], total: 0 }),
      noneFiltered: shaped({ tools: [], total: 0, query: 'inStock=true' }),
      onePage: slotWhereDifferent(shaped({ total: 7 }), shaped({ total: 8 }), '⟦total⟧'),
    },
  });
  return { category, crumb, chip, filters, group, choice, range };
}

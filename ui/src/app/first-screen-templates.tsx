// The catalogue's first screens (`/` and `/all-products`) as templates the server fills
// (api/src/web/first_screen), rendered at build time by react-dom/server from the very
// components the browser renders, so there is one markup.
//
// Each page and each card is rendered with stand-in tools whose values are unmistakable (a
// price of 9,87,654, a name of `⟦name⟧`); what the components made of each value is then
// replaced by its slot (`⟦price⟧`), which the server fills with the real tool's value, formatted
// by `shared` as the browser's wasm build formats it. What the components draw only for some
// tools (a best price, a disabled button, narrower copies of a picture) is found by rendering
// with and without it and comparing: the part that differs becomes a choice (`⟦?best⟧`) with
// one text per option, and the server picks the option each tool needs.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { categoryTemplates, type CategoryTemplates } from '@/app/category-screen-templates';
import { RootLayout } from '@/app/layout/root-layout';
import { LEADING_CARDS, ToolCard } from '@/components/tool-card';
import { screens } from '@/config/paths';
import { PAGE_SIZE, ProductsPage } from '@/features/catalogue/components/products-page';
import { HomeFirstScreen, HOME_TOOLS } from '@/features/home/components/home-page';
import { endpoint } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth';
import { CartProvider } from '@/lib/cart';
import { writeFirstAnswer } from '@/lib/first-data';
import { DIGITS_KEY, formatCount, formatMoney, i18n, loadLanguage, loadWords, type Digits, type Lang } from '@/lib/i18n';
import type { Tool } from '@/lib/model';

/** A text with slots (`⟦name⟧`) and choices (`⟦?name⟧`), and each choice's texts by option. */
export interface Template {
  text: string;
  choices: Record<string, Record<string, string>>;
}

/** The templates of one reader (a language and the digits numbers are written in). */
export interface ReaderTemplates {
  home: Template;
  allProducts: Template;
  /** A card under a section's h2 (the home page) and under the page's h1 (the listing). */
  cardH3: Template;
  cardH2: Template;
  category: CategoryTemplates;
}

/** The readers the server draws for, keyed as `shop::web::first_screen` reads them. */
export const READERS: { key: string; lang: Lang; digits: Digits }[] = [
  { key: 'en-latin', lang: 'en', digits: 'latin' },
  { key: 'bn-bengali', lang: 'bn', digits: 'bengali' },
  { key: 'bn-latin', lang: 'bn', digits: 'latin' },
];

/** The requests the two pages' first renders make, which the server answers in the page. */
const FIRST_REQUESTS = {
  home: endpoint('GET /tools', { query: { limit: HOME_TOOLS } }),
  allProducts: endpoint('GET /tools', { query: { page: 1, limit: PAGE_SIZE } }),
};

// Stand-in values, each unlike any other and any text of the page once formatted.
const ID = 4242424;
const STORED_PICTURE_STEM = '/api/images/0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f';
const STORED_PICTURE = `${STORED_PICTURE_STEM}.jpg`;
const PRICE = 987654;
const BEST_PRICE = 876543;
const BEST_PIECES = 76543;
const MIN_ORDER = 65432;
const AVAILABLE = 654321;
const SOLD_OUT = 54321;
/** A total of tools that takes more than one page, and the pages it takes. */
const MANY = 765432;

type CardShape = {
  position: 'first' | 'leading' | 'rest';
  picture: 'stored' | 'plain';
  best: 'none' | 'some';
  stock: 'in' | 'out';
};

const BASE_CARD: CardShape = { position: 'rest', picture: 'plain', best: 'none', stock: 'in' };

function standIn(shape: CardShape): Tool {
  return {
    _id: ID,
    toolName: '⟦name⟧',
    toolImage: shape.picture === 'stored' ? STORED_PICTURE : '⟦image⟧',
    toolDescription: '⟦description⟧',
    toolPrice: PRICE,
    minOrder: MIN_ORDER,
    availableQuantity: shape.stock === 'in' ? AVAILABLE : SOLD_OUT,
    vatRate: 1500,
    weightGrams: 500,
    partNumber: 'TL-000001',
    createdAt: 0,
    priceTiers: shape.best === 'some' ? [{ minQuantity: BEST_PIECES, unitPrice: BEST_PRICE }] : [],
  };
}

/** The card's index in its grid for each position (`LEADING_CARDS` of `tool-card.tsx`). */
const INDEX = { first: 0, leading: 1, rest: LEADING_CARDS };

/** Each stand-in value as the components wrote it, and the slot it becomes (longest first, so
 * no value is cut out of a longer one). */
function slots(): [string, string][] {
  const pairs: [string, string][] = [
    [STORED_PICTURE, '⟦image⟧'],
    [STORED_PICTURE_STEM, '⟦stem⟧'],
    [formatMoney(PRICE), '⟦price⟧'],
    [formatMoney(BEST_PRICE), '⟦bestPrice⟧'],
    [formatCount(BEST_PIECES), '⟦bestPieces⟧'],
    [formatCount(MIN_ORDER), '⟦minOrder⟧'],
    [formatCount(AVAILABLE), '⟦available⟧'],
    [formatCount(SOLD_OUT), '⟦available⟧'],
    [formatCount(MANY), '⟦total⟧'],
    [formatCount(Math.ceil(MANY / PAGE_SIZE)), '⟦pages⟧'],
    [String(ID), '⟦id⟧'],
  ];
  return pairs.sort(([a], [b]) => b.length - a.length);
}

/** React's markup of `element` for a visitor at `path`, with the stand-ins made slots. React
 * hoists a preload of a high-priority picture to the front; the server writes its own. */
function render(path: string, element: React.ReactNode): string {
  let html = renderToStaticMarkup(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <CartProvider>{element}</CartProvider>
      </MemoryRouter>
    </AuthProvider>,
  ).replace(/<link rel="preload"[^>]*\/>/g, '');
  for (const [value, slot] of slots()) html = html.replaceAll(value, slot);
  return html;
}

function renderCard(heading: 'h2' | 'h3', shape: CardShape): string {
  return render(screens.home, <ToolCard tool={standIn(shape)} index={INDEX[shape.position]} heading={heading} />);
}

/** A page of the layout for a visitor, without its footer, which the scripts bring (its
 * year is the reader's, not the build's). */
function renderPage(path: string, request: string, tools: Tool[], total: number): string {
  writeFirstAnswer(request, JSON.stringify(tools), new Headers({ 'X-Total-Count': String(total) }));
  const page = render(
    path,
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={screens.home} element={<HomeFirstScreen />} />
        <Route path={screens.products} element={<ProductsPage />} />
      </Route>
    </Routes>,
  );
  const footer = /<footer class="footer">.*<\/footer>/s;
  if (!footer.test(page)) throw new Error(`no footer in the page:\n${page}`);
  return page.replace(footer, '');
}

/**
 * `base` with one choice per entry of `variants`: each variant's renderings differ from `base`
 * in one stretch, which becomes `⟦?name⟧`, with `base`'s stretch as option `baseOption[name]`
 * and each rendering's as its own.
 */
export function withChoices(base: string, baseOption: Record<string, string>, variants: Record<string, Record<string, string>>): Template {
  const found = Object.entries(variants).map(([name, options]) => {
    const { start, stop, cut } = difference(base, Object.values(options));
    const choice = Object.fromEntries(Object.entries(options).map(([option, text]) => [option, cut(text)]));
    const option = baseOption[name];
    if (option === undefined) throw new Error(`the base's option of ${name} is not named`);
    return { name, start, stop, choice: { [option]: cut(base), ...choice } };
  });
  // Spliced in from the end, so each stretch is still where it was found.
  found.sort((a, b) => b.start - a.start);
  let text = base;
  found.forEach((choice, index) => {
    const after = found[index - 1];
    if (after && choice.stop > after.start) throw new Error(`the choices ${choice.name} and ${after.name} overlap`);
    text = `${text.slice(0, choice.start)}⟦?${choice.name}⟧${text.slice(choice.stop)}`;
  });
  return { text, choices: Object.fromEntries(found.map((choice) => [choice.name, choice.choice])) };
}

/** `text` with the one stretch in which `other` differs from it made the slot `slot`. */
export function slotWhereDifferent(text: string, other: string, slot: string): string {
  const { start, stop } = difference(text, [other]);
  return `${text.slice(0, start)}${slot}${text.slice(stop)}`;
}

/**
 * The stretch of `base` in which `others` differ from it (`start` to `stop`), widened so it cuts
 * no slot in two, and `cut`, which takes that stretch out of any of the texts.
 */
function difference(base: string, others: string[]) {
  let prefix = Math.min(...others.map((text) => commonPrefix(base, text)));
  let suffix = Math.min(...others.map((text) => Math.min(commonSuffix(base, text), text.length - prefix)), base.length - prefix);
  if (base.lastIndexOf('⟦', prefix - 1) > base.lastIndexOf('⟧', prefix - 1)) prefix = base.lastIndexOf('⟦', prefix - 1);
  const stop = base.length - suffix;
  const close = base.indexOf('⟧', stop);
  if (close !== -1 && (base.indexOf('⟦', stop) === -1 || close < base.indexOf('⟦', stop))) suffix = base.length - close - 1;
  if (prefix === base.length - suffix && others.every((text) => text.length === base.length)) throw new Error('the renderings do not differ');
  // Where the others add to `base`, the addition may start a little earlier as well: it starts
  // at a tag or an attribute if it can, so the options read as markup.
  const addition = (text: string) => text.slice(prefix, text.length - suffix);
  const startsWell = () => others.every((text) => /^[< ]/.test(addition(text)));
  while (prefix === base.length - suffix && prefix > 0 && !startsWell()) {
    const before = base.charAt(prefix - 1);
    if (before === '⟧' || !others.every((text) => addition(text).endsWith(before))) break;
    prefix -= 1;
    suffix += 1;
  }
  return { start: prefix, stop: base.length - suffix, cut: addition };
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function commonSuffix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length]) length += 1;
  return length;
}

function cardTemplate(heading: 'h2' | 'h3'): Template {
  const variant = (change: Partial<CardShape>) => renderCard(heading, { ...BASE_CARD, ...change });
  return withChoices(variant({}), BASE_CARD, {
    position: { first: variant({ position: 'first' }), leading: variant({ position: 'leading' }) },
    picture: { stored: variant({ picture: 'stored' }) },
    best: { some: variant({ best: 'some' }) },
    stock: { out: variant({ stock: 'out' }) },
  });
}

/** A page with one card of the base shape in it, that card made the slot `⟦cards⟧`. */
function withCardsSlot(page: string, card: string): string {
  if (!page.includes(card)) throw new Error(`the card is not in the page as drawn alone:\n${card}\n${page}`);
  return page.replace(card, '⟦cards⟧');
}

function pageTemplates(): Pick<ReaderTemplates, 'home' | 'allProducts'> {
  const tool = standIn({ ...BASE_CARD, position: 'first' });
  const homeCard = renderCard('h3', { ...BASE_CARD, position: 'first' });
  const listingCard = renderCard('h2', { ...BASE_CARD, position: 'first' });
  const home = (tools: Tool[]) => renderPage(screens.home, FIRST_REQUESTS.home, tools, tools.length);
  const listing = (tools: Tool[], total: number) => renderPage(screens.products, FIRST_REQUESTS.allProducts, tools, total);
  return {
    home: withChoices(home([]), { tools: 'none' }, { tools: { some: withCardsSlot(home([tool]), homeCard) } }),
    allProducts: withChoices(listing([], 0), { tools: 'none' }, {
      tools: {
        // Of one page, the count is the one difference between two totals.
        onePage: slotWhereDifferent(withCardsSlot(listing([tool], 7), listingCard), withCardsSlot(listing([tool], 8), listingCard), '⟦total⟧'),
        pages: withCardsSlot(listing([tool], MANY), listingCard),
      },
    }),
  };
}

/** What the server reads: every reader's templates, and the numbers that pick a card's and a
 * page's options. */
export interface FirstScreenTemplates {
  /** How many cards lead a grid: the first is `position` `first`, the others `leading`. */
  leadingCards: number;
  /** The listing's tools a page: more than this in all is option `pages`. */
  pageSize: number;
  /** The request each page's first render makes, which the server answers in the page. */
  requests: typeof FIRST_REQUESTS;
  readers: Record<string, ReaderTemplates>;
}

/** Every reader's templates. */
export async function firstScreenTemplates(): Promise<FirstScreenTemplates> {
  const readers: Record<string, ReaderTemplates> = {};
  for (const reader of READERS) {
    await loadLanguage(reader.lang);
    await i18n.changeLanguage(reader.lang);
    if (reader.digits === 'latin' && reader.lang !== 'en') localStorage.setItem(DIGITS_KEY, 'latin');
    else localStorage.removeItem(DIGITS_KEY);
    await loadWords('finding');
    const first = { ...BASE_CARD, position: 'first' } as const;
    const category = categoryTemplates(render, () => renderCard('h2', first), standIn(first), MANY);
    readers[reader.key] = { ...pageTemplates(), cardH3: cardTemplate('h3'), cardH2: cardTemplate('h2'), category };
  }
  return { leadingCards: LEADING_CARDS, pageSize: PAGE_SIZE, requests: FIRST_REQUESTS, readers };
}

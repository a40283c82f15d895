// The shop's two languages in the browser, through i18next and react-i18next.
//
// Why react-i18next: it takes plain key → sentence JSON, which is exactly what `shared`
// generates (ui/src/generated/catalogue/{en,bn}.json), so the browser says each key with the
// very template the server renders; its interpolation can be told to read the catalogue's
// `{name}` parameters; it loads a language's resources when asked, so English visits never
// fetch the Bangla file; and `useTranslation` re-renders a screen when the language changes.
// FormatJS would need ICU message syntax in the catalogue (and a Rust ICU formatter to match);
// Lingui needs a compile step over the sources.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as wasm from 'shop-wasm';
import type { Digits, Lang, Param, Said } from 'shop-wasm';
import en from '@/generated/catalogue/en.json';
// Types only: the admins' words load with an admin's dashboard, the words of finding a part
// with a category's or a tool's page (`loadWords`).
import type adminEn from '@/generated/catalogue/admin-en.json';
import type findingEn from '@/generated/catalogue/finding-en.json';
import type buyingEn from '@/generated/catalogue/buying-en.json';
import type { DistrictKey } from '@/generated/lifecycle';

export type { Digits, Lang };
export type MessageKey = keyof typeof en | keyof typeof adminEn | keyof typeof findingEn | keyof typeof buyingEn | DistrictKey;

declare module 'i18next' {
  interface CustomTypeOptions {
    // The districts' keys are in the Bangla catalogue only: an English name is the name itself.
    resources: { translation: typeof en & typeof adminEn & typeof findingEn & typeof buyingEn & Record<DistrictKey, string> };
    keySeparator: false;
    nsSeparator: false;
    // The catalogue's keys are SNAKE_CASE: `_` separates nothing in them.
    contextSeparator: '¦';
    pluralSeparator: '¦';
  }
}

export const LANGUAGE_KEY = 'shop.language';
export const DIGITS_KEY = 'shop.digits';

/** Each language's name in itself, as the switch shows it. */
export const languageNames: Record<Lang, string> = { en: 'English', bn: 'বাংলা' };

const isLang = (value: unknown): value is Lang => value === 'en' || value === 'bn';

/** A remembered choice; none where there is no storage (the wasm tests run in Node). */
const remembered = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

/** The language of a first visit: the browser's preference among the shop's two, else English. */
export function preferredLanguage(languages: readonly string[] = navigator.languages): Lang {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLang(primary)) return primary;
  }
  return 'en';
}

/** The language this browser chose before, or its preference on a first visit. */
export function initialLanguage(): Lang {
  const stored = remembered(LANGUAGE_KEY);
  return isLang(stored) ? stored : preferredLanguage();
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  // A key missing in Bangla must show, not quietly fall back to English: the catalogue test
  // in `shared` keeps every key in both languages.
  fallbackLng: false,
  resources: { en: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
  contextSeparator: '¦',
  pluralSeparator: '¦',
  // The catalogue's parameters are `{name}`; React escapes what it renders.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

export const i18n = i18next;

/** The Bangla sentences, fetched the first time Bangla is chosen (a chunk of their own). */
export async function loadLanguage(lang: Lang) {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    const catalogue = await import('@/generated/catalogue/bn.json');
    i18next.addResourceBundle(lang, 'translation', catalogue.default, true);
  }
  for (const set of wantedSets) await loadSet(set, lang);
}

type Catalogue = Promise<{ default: Record<string, string> }>;

/**
 * Words a buyer's first visit does without, each set a catalogue of its own fetched when a
 * screen that says them opens: the admins' screens, finding a part (the category pages,
 * the filters, a tool's particulars), and buying (the cart, payment, a buyer's orders and
 * profile).
 */
const wordSets = {
  admin: { en: () => import('@/generated/catalogue/admin-en.json'), bn: () => import('@/generated/catalogue/admin-bn.json') },
  finding: { en: () => import('@/generated/catalogue/finding-en.json'), bn: () => import('@/generated/catalogue/finding-bn.json') },
  buying: { en: () => import('@/generated/catalogue/buying-en.json'), bn: () => import('@/generated/catalogue/buying-bn.json') },
} satisfies Record<string, Record<Lang, () => Catalogue>>;
export type WordSet = keyof typeof wordSets;

/** The sets a screen has asked for, so a language switch brings their words too. */
const wantedSets = new Set<WordSet>();
const loadedSets = new Set<string>();

async function loadSet(set: WordSet, lang: Lang) {
  if (loadedSets.has(`${set}:${lang}`)) return;
  const catalogue = await wordSets[set][lang]();
  // Added to the language's bundle, beside its other sentences.
  i18next.addResourceBundle(lang, 'translation', catalogue.default, true);
  loadedSets.add(`${set}:${lang}`);
}

/** A set of words in the current language and, from now on, in any language chosen. */
export async function loadWords(set: WordSet) {
  wantedSets.add(set);
  await loadSet(set, currentLanguage());
}

/** Whether a set of words is there in the current language. */
export const wordsLoaded = (set: WordSet) => loadedSets.has(`${set}:${currentLanguage()}`);

/**
 * A choice kept for the server too, which draws the catalogue's first screen in it
 * (api/src/web/first_screen): a cookie of the storage key's name, for a year, or none.
 */
function tellServer(key: string, value: string | null) {
  document.cookie = value === null ? `${key}=; Path=/; Max-Age=0; SameSite=Lax` : `${key}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Switches the whole shop to `lang`, remembers it, and sets the page's `lang`. */
export async function setLanguage(lang: Lang) {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  localStorage.setItem(LANGUAGE_KEY, lang);
  tellServer(LANGUAGE_KEY, lang);
}

export function currentLanguage(): Lang {
  return isLang(i18next.language) ? i18next.language : 'en';
}

/** The digits numbers are shown in: the language's own, unless the reader asked for Latin. */
export function currentDigits(): Digits {
  return currentLanguage() === 'bn' && remembered(DIGITS_KEY) !== 'latin' ? 'bengali' : 'latin';
}

/** Shows numbers in Latin digits even in Bangla (`latin`), or in the language's own. */
export async function setLatinDigits(latin: boolean) {
  if (latin) localStorage.setItem(DIGITS_KEY, 'latin');
  else localStorage.removeItem(DIGITS_KEY);
  tellServer(DIGITS_KEY, latin ? 'latin' : null);
  // Re-render every screen, which reads the digits as it formats.
  await i18next.changeLanguage(currentLanguage());
}

/** `Tk. 1,25,000` / `৳ ১,২৫,০০০`, formatted by `shared`. */
export const formatMoney = (taka: number) => wasm.formatMoney(taka, currentLanguage(), currentDigits());

/** `23 Nov 2026` / `২৩ নভেম্বর ২০২৬`: the day in Dhaka of a moment in milliseconds. */
export const formatDay = (ms: number) => wasm.formatDay(ms, currentLanguage(), currentDigits());

/** `24 Nov 2026, 09:05` / `২৪ নভেম্বর ২০২৬, ০৯:০৫`: a moment's day and time in Dhaka. */
export const formatMoment = (ms: number) => wasm.formatMoment(ms, currentLanguage(), currentDigits());

/** A VAT rate (basis points) as a percentage in the language's digits: `7.5` / `৭.৫`. */
export const formatRate = (basisPoints: number) => wasm.formatRate(basisPoints, currentLanguage(), currentDigits());

/** Text with its Latin digits written in the reader's digits: a phone number, a placeholder. */
export const inDigits = (text: string) =>
  currentDigits() === 'bengali' ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit))) : text;

/** A count in the language's digits: `25` / `২৫`. */
export const formatCount = (count: number) => wasm.formatCount(count, currentLanguage(), currentDigits());

/** `t` for a key known only at run time (the typed `t` checks literal keys). */
const translate = i18next.t.bind(i18next) as unknown as (key: MessageKey, params?: Record<string, string>) => string;

function sayParam(value: Param): string {
  if (typeof value === 'number') return formatCount(value);
  if (typeof value === 'string') return value;
  if ('taka' in value) return formatMoney(value.taka);
  return say(value);
}

/** Whether the browser's catalogue has `key` (the server's own sentences are not in it). */
export const isKnown = (key: string): key is MessageKey => key in en || i18next.exists(key);

/** A sentence the rules or the server gave as its key and parameters, in the current language. */
export function say(said: Said): string {
  if (!isKnown(said.key)) return said.key;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(said.params ?? {})) params[name] = sayParam(value);
  return translate(said.key, params);
}

/**
 * Every sentence of the catalogue by key, said in the current language when read:
 * `words.ORDER_PLACED`. For toasts and other sentences said outside rendering; a screen
 * renders through `useTranslation`'s `t`, which re-renders it when the language changes.
 */
export const words = new Proxy({} as Readonly<Record<MessageKey, string>>, {
  get: (_, key) => (typeof key === 'string' && isKnown(key) ? translate(key) : undefined),
});

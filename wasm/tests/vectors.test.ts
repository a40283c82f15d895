// Runs the shared table of cases (shared/tests/vectors.json) against the wasm build, the
// very table the Rust tests run: one set of rules, proven on both sides.
import * as model from 'shop-wasm';
import type { FieldError } from 'shop-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, loadWords, say, type Lang } from '@/lib/i18n';
import cases from '../../shared/tests/vectors.json';

type Case = { name: string; call: string; input: any; expect: unknown };

type Tier = { minQuantity: number; unitPrice: number };
const tiers = (i: { priceTiers?: Tier[] }) =>
  [Uint32Array.from(i.priceTiers ?? [], (tier) => tier.minQuantity), Float64Array.from(i.priceTiers ?? [], (tier) => tier.unitPrice)] as const;

// The same dispatch as shared/tests/vectors.rs: a case names the export it calls.
const calls: Record<string, (input: any) => unknown> = {
  checkRegistration: (i) =>
    model.checkRegistration(i.name ?? '', i.email ?? '', i.password ?? '', i.confirmPassword ?? '', i.terms ?? false),
  checkEmail: (i) => model.checkEmail(i),
  checkQuantity: (i) => model.checkQuantity(String(i.quantity ?? ''), i.toolPrice, i.minOrder, i.availableQuantity, ...tiers(i)),
  displayTotal: (i) => model.displayTotal(String(i.quantity ?? ''), i.toolPrice, i.minOrder, i.availableQuantity, ...tiers(i)),
  checkTiers: (i) =>
    model.checkTiers(
      i.toolPrice,
      i.tiers.map((tier: { minQuantity: string }) => tier.minQuantity),
      i.tiers.map((tier: { unitPrice: string }) => tier.unitPrice),
    ),
  checkProduct: (i) =>
    model.checkProduct(
      i.toolName ?? '',
      String(i.toolPrice ?? ''),
      String(i.minOrder ?? ''),
      String(i.availableQuantity ?? ''),
      i.toolImage ?? '',
      i.toolDescription ?? '',
      String(i.vatRate ?? ''),
      i.toolNameBn ?? '',
      i.toolDescriptionBn ?? '',
      i.existingNames ?? [],
    ),
  checkReview: (i) => model.checkReview(String(i.rating ?? ''), i.review ?? ''),
  checkProfile: (i) =>
    model.checkProfile(i.displayName ?? '', i.institution ?? '', i.phoneNumber ?? '', i.address ?? '', i.dateOfBirth ?? '', i.photoURL ?? ''),
  checkNewPassword: (i) => model.checkNewPassword(i.password ?? '', i.confirmPassword ?? ''),
  checkCard: (i) => model.checkCard(i.number, i.expiry, i.cvc, i.year, i.month),
  checkRestock: (i) => model.checkRestock(i),
  checkContact: (i) => model.checkContact(i.email ?? '', i.message ?? ''),
  checkToolDetails: (i) => model.checkToolDetails(i.partNumber ?? '', i.brand ?? '', i.category ?? ''),
  checkSpecValue: (i) => model.checkSpecValue(i.spec, i.typed),
  checkDelivery: (i) => model.checkDelivery(i.recipient ?? '', i.phone ?? '', i.address ?? '', i.district ?? ''),
  preview: (i) => model.preview(i.text, i.limit),
  checkVatRate: (i) => model.checkVatRate(i),
  vatSplit: (i) => model.vatSplit(i.taka, i.basisPoints),
  formatMoney: (i) => model.formatMoney(i.taka, i.lang, i.digits ?? ''),
};

/** A sentence said in `lang` by the UI's own renderer, from the catalogue `shared` generates. */
async function sayIn(lang: Lang, error: FieldError) {
  await i18n.changeLanguage(lang);
  return say(error);
}

/** Each broken rule's key and parameters said in both languages, as the table writes them. */
async function saidInBoth(outcome: unknown) {
  const errors = (outcome as { errors?: FieldError[] }).errors;
  if (!errors) return outcome;
  const said = [];
  for (const { key: _key, params: _params, ...error } of errors) {
    const full = { ...error, key: _key, params: _params };
    said.push({ ...error, message: { en: await sayIn('en', full), bn: await sayIn('bn', full) } });
  }
  return { ...(outcome as object), errors: said };
}

describe('the shared rule table, in wasm, said by the UI in both languages', () => {
  // Manage Products' rules (a part number, a brand) are said in the admins' words.
  beforeAll(async () => {
    await loadWords('admin');
    await loadLanguage('bn');
  });

  it.each(cases as Case[])('$name', async ({ call, input, expect: expected }) => {
    const run = calls[call];
    if (!run) throw new Error(`no dispatch for ${call}`);
    expect(await saidInBoth(run(input))).toEqual(expected);
  });
});

describe('the wasm module', () => {
  it('sums line totals to the poisha', () => {
    expect(model.orderTotal(Float64Array.from([0.1, 0.2, 1250.5]))).toBe(1250.8);
  });

  it('formats days and counts per language', () => {
    expect(model.formatDay(1_795_372_200_000, 'en', '')).toBe('23 Nov 2026');
    expect(model.formatDay(1_795_372_200_000, 'bn', '')).toBe('২৩ নভেম্বর ২০২৬');
    expect(model.formatCount(25, 'bn', 'latin')).toBe('25');
    expect(model.formatCount(25, 'bn', '')).toBe('২৫');
  });
});

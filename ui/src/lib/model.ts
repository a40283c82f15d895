// The shop's rules in the browser: the Rust `shared` crate compiled to wasm. This is the only
// module that imports the wasm package; screens call these functions with their form values.
import * as wasm from 'shop-wasm';
import type { DeliveryForm, Outcome, PriceTier, ProductForm, ProfileForm, RegistrationForm, Specification, ToolDetailsForm } from 'shop-wasm';

// The model's types, generated from the Rust types (shared/tests/typescript.rs) into the wasm
// package's declarations. Type-only: nothing of them reaches the bundle.
export type * from 'shop-wasm';
// Sentences and numbers are said in the buyer's language through '@/lib/i18n', which renders
// the rules' keys from the catalogue generated from shared/src/messages.rs.
import { say } from '@/lib/i18n';

export const checkRegistration = (form: RegistrationForm) =>
  wasm.checkRegistration(form.name, form.email, form.password, form.confirmPassword, form.terms);

export const checkEmail = (email: string) => wasm.checkEmail(email);

export const checkNewPassword = (password: string, confirmPassword: string) =>
  wasm.checkNewPassword(password, confirmPassword);

export const checkProfile = (form: ProfileForm) =>
  wasm.checkProfile(form.displayName, form.institution, form.phoneNumber, form.address, form.dateOfBirth, form.photoURL);

export const checkContact = (form: { email: string; message: string }) =>
  wasm.checkContact(form.email, form.message);

/** What the shop knows of a tool when pieces of it are chosen. */
export interface ToolTerms {
  toolPrice: number;
  minOrder: number;
  availableQuantity: number;
  priceTiers: PriceTier[];
}

/** The price breaks as the two arrays the wasm module takes. */
const tierArrays = (tiers: PriceTier[]) =>
  [Uint32Array.from(tiers, (tier) => tier.minQuantity), Float64Array.from(tiers, (tier) => tier.unitPrice)] as const;

/** The pieces typed, against the tool's minimum, stock and price breaks. */
export const checkQuantity = (quantity: string, tool: ToolTerms) =>
  wasm.checkQuantity(quantity, tool.toolPrice, tool.minOrder, tool.availableQuantity, ...tierArrays(tool.priceTiers));

/** The Total Price (BDT) to show: the real total, or the spec's fallback, the minimum order's. */
export const displayTotal = (quantity: string, tool: ToolTerms) =>
  wasm.displayTotal(quantity, tool.toolPrice, tool.minOrder, tool.availableQuantity, ...tierArrays(tool.priceTiers));

/** The price of one piece when `pieces` are bought, after the price breaks. */
export const unitPrice = (pieces: number, tool: Pick<ToolTerms, 'toolPrice' | 'priceTiers'>) =>
  wasm.unitPrice(pieces, tool.toolPrice, ...tierArrays(tool.priceTiers));

/** A cart's or an order's total: the sum of its lines' totals, to the poisha. */
export const orderTotal = (lineTotals: number[]) => wasm.orderTotal(Float64Array.from(lineTotals));

/** The price breaks an admin types, for a tool of `toolPrice` a piece. */
export const checkTiers = (toolPrice: number, tiers: { minQuantity: string; unitPrice: string }[]) =>
  wasm.checkTiers(
    toolPrice,
    tiers.map((tier) => tier.minQuantity),
    tiers.map((tier) => tier.unitPrice),
  );

/** The card form, checked against this month. */
export const checkCard = (card: { number: string; expiry: string; cvc: string }, today = new Date()) =>
  wasm.checkCard(card.number, card.expiry, card.cvc, today.getFullYear(), today.getMonth() + 1);

/** A VAT rate as typed: a percentage from 0 to 50, in either digits. */
export const checkVatRate = (text: string) => wasm.checkVatRate(text);
/** A tool's weight in whole grams, 1 to 50,000. */
export const checkWeight = (text: string) => wasm.checkWeight(text);

/** A tool's part number, brand and category slug, as typed on Manage Products. */
export const checkToolDetails = (form: ToolDetailsForm) => wasm.checkToolDetails(form.partNumber, form.brand, form.category);

/** A tool's value of one specification, as typed: whether one was typed, or why it breaks the rule. */
export const checkSpecValue = (spec: Specification, typed: string) =>
  wasm.checkSpecValue([spec.kind, spec.unit ?? '', spec.min ?? '', spec.max ?? '', ...(spec.choices ?? []).map((choice) => choice.value)].join('\n'), typed);

/** A VAT-inclusive amount (taka) split at a rate in basis points: its value and its VAT. */
export const vatSplit = (taka: number, basisPoints: number) => wasm.vatSplit(taka, basisPoints);

/** How many characters a reader sees: what the length rules count (a conjunct is one). */
export const countCharacters = (text: string) => wasm.countCharacters(text);

/** The listing card (60) and confirm page (100) description previews. */
export const preview = (text: string, limit: 60 | 100) => wasm.preview(text, limit);

/** The first error of each field, said in the current language, one under each input. */
export function errorsByField(outcome: Outcome<unknown>): Partial<Record<string, string>> {
  if (outcome.ok) return {};
  const byField: Partial<Record<string, string>> = {};
  for (const error of outcome.errors) byField[error.field] ??= say(error);
  return byField;
}

/** Add Product's fields as its inputs hold them: the request's (`ProductForm`), all text. */
export type ProductFields = { [Field in keyof ProductForm]: string };

/** Add Product's fields; `existingNames` are the catalogue's, for the duplicate check. */
export const checkProduct = (form: ProductFields, existingNames: string[]) =>
  wasm.checkProduct(
    form.toolName,
    form.toolPrice,
    form.minOrder,
    form.availableQuantity,
    form.toolImage,
    form.toolDescription,
    form.vatRate,
    form.toolNameBn,
    form.toolDescriptionBn,
    existingNames,
  );

/**
 * A tool's Bangla name and description as Manage Products edits them: Add Product's rules for
 * those two fields (the same wasm check, the tool's other fields left out of the answer).
 */
export function checkBanglaText(name: string, description: string) {
  const others = { toolName: '', toolPrice: '', minOrder: '', availableQuantity: '', toolImage: '', toolDescription: '', vatRate: '' };
  const errors = errorsByField(checkProduct({ ...others, toolNameBn: name, toolDescriptionBn: description }, []));
  return { toolNameBn: errors.toolNameBn, toolDescriptionBn: errors.toolDescriptionBn };
}

/** Restock's 'Available Stock': the pieces to add. */
export const checkRestock = (amount: string) => wasm.checkRestock(amount);

/** The review modal: stars as a string ('0' when none chosen) and the words. */
export const checkReview = (rating: number, review: string) => wasm.checkReview(String(rating), review);

/** The delivery details: recipient, Bangladeshi mobile number, address and district. */
export const checkDelivery = (form: DeliveryForm) => wasm.checkDelivery(form.recipient, form.phone, form.address, form.district);

// The order lifecycle's table, the couriers' and the districts, generated from
// shared/src/lifecycle.rs, shared/src/courier.rs and shared/src/delivery.rs.
export {
  checkStateLabels,
  courierLabels,
  districtLabels,
  districts,
  eventLabels,
  methodHints,
  methodLabels,
  moneyStepLabels,
  parcelRules,
  statusRules,
  type StatusRules,
} from '@/generated/lifecycle';

// Days are formatted by `shared` in the buyer's language: `formatDay` in '@/lib/i18n'.

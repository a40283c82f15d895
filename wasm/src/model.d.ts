// Generated from the Rust types in `shared` by shared/tests/typescript.rs. Do not edit.
export type Money = number;
export type Role = "user" | "admin";
export type Tool = { _id: number, toolName: string, 
/**
 * Where the picture is served, e.g. `/api/images/…`.
 */
toolImage: string, toolDescription: string, 
/**
 * The name in Bangla, shown on Bangla screens, when the shop has given one.
 */
toolNameBn?: string | null, 
/**
 * The description in Bangla, when the shop has given one.
 */
toolDescriptionBn?: string | null, toolPrice: Money, minOrder: number, availableQuantity: number, 
/**
 * The VAT in its price, in basis points (1500 = 15 %).
 */
vatRate: VatRate, 
/**
 * One piece, packed, in grams: what a parcel of it weighs for the courier.
 */
weightGrams: number, 
/**
 * The shop's SKU, its own in the catalogue (`shared::part_number`): typed into the search,
 * it goes straight to the tool.
 */
partNumber: string, 
/**
 * Who makes it, when the shop has said.
 */
brand?: string | null, 
/**
 * The slug of its category (`shared::category`), when it is in one.
 */
category?: string | null, createdAt: number, 
/**
 * Lower unit prices from larger quantities on, by rising `minQuantity`; empty when the
 * tool has one price.
 */
priceTiers: Array<PriceTier>, 
/**
 * Its values of its category's specifications (`shared::specification`), by key, each in
 * its one form (`"0.5"`, `"m12"`, `"yes"`). Given on the tool's own page
 * (`GET /tools/{id}`), not in listings.
 */
specs?: { [key in string]: string }, };
export type Category = { 
/**
 * Its address: `/category/{slug}`.
 */
slug: string, name: string, nameBn?: string | null, description: string, descriptionBn?: string | null, 
/**
 * Where its picture is served, when it has one.
 */
image?: string | null, 
/**
 * The slug of the category it sits in; none at the top of the tree.
 */
parent?: string | null, 
/**
 * Its tools and its sub-categories' tools.
 */
toolCount: number, 
/**
 * The specifications it asks of its tools, beside those of the categories above it.
 */
specs?: Array<Specification>, };
export type Specification = { 
/**
 * Its name in addresses and imports, its own in the shop (`supply-voltage`).
 */
key: string, name: string, nameBn?: string | null, kind: SpecKind, 
/**
 * A number's unit (`mm`, `V`).
 */
unit?: string | null, 
/**
 * A number's lowest and highest values, as text (`"0.5"`).
 */
min?: string, max?: string, 
/**
 * A choice's options, in the order a buyer sees them.
 */
choices?: Array<Choice>, };
export type SpecKind = "number" | "choice" | "flag" | "text";
export type Choice = { 
/**
 * As a tool's value and the address keep it (`m12`).
 */
value: string, label: string, labelBn?: string | null, };
export type FacetCount = { value: string, count: number, };
export type PriceRange = { min: Money, max: Money, };
export type Facets = { 
/**
 * Tools matching every filter chosen.
 */
total: number, brands: Array<FacetCount>, 
/**
 * Tools that can be ordered now, with the other filters.
 */
inStock: number, 
/**
 * None when the other filters leave no tool.
 */
price: PriceRange | null, 
/**
 * The page's specifications buyers narrow by, when it is a category's: each of its own
 * and of the categories above it.
 */
specs: Array<SpecFacet>, };
export type SpecFacet = { key: string, 
/**
 * A choice's every value (in the specification's order) or yes and no, with counts.
 */
counts?: Array<FacetCount>, 
/**
 * A number's lowest and highest values; none when no tool left has one.
 */
range?: MeasureRange | null, };
export type MeasureRange = { min: string, max: string, };
export type Order = { _id: number, userName: string, userEmail: string, toolId: number | null, toolName: string, toolImage: string, toolPrice: Money, quantity: number, totalPrice: Money, 
/**
 * What delivery was charged, its own line of the order (in `totalPrice`); 0 when the
 * shop charged nothing for it.
 */
deliveryCharge: Money, 
/**
 * The VAT rate in the delivery charge.
 */
deliveryVatRate: VatRate, 
/**
 * The VAT in `totalPrice`: the sum of its lines' and the delivery charge's (see
 * [`crate::vat`]).
 */
vat: Money, isPaid: boolean, isDelivered: boolean, isReviewed: boolean, 
/**
 * The mobile number the courier calls, given at checkout.
 */
phoneNumber: string | null, 
/**
 * House, road and area, given at checkout; the district is apart.
 */
address: string | null, 
/**
 * Who receives the parcel.
 */
recipient: string | null, 
/**
 * One of the 64 districts.
 */
district: string | null, transactionId: string | null, 
/**
 * When it was placed.
 */
createdAt: number, paidAt: number | null, shippedAt: number | null, deliveredAt: number | null, cancelledAt: number | null, refundedAt: number | null, 
/**
 * How the buyer pays or paid: `null` until they choose cash on delivery or a bank
 * transfer, or a payment is confirmed.
 */
paymentMethod: PaymentMethod | null, 
/**
 * When the shop confirmed a cash-on-delivery order with its buyer (by phone); until then
 * it expires unpaid like any other order.
 */
confirmedAt: number | null, 
/**
 * Who confirmed it: `shop` (after a call) or `buyer` (by the link texted to them).
 */
confirmedBy: string | null, 
/**
 * The buyer's purchase-order number, printed on the order's documents.
 */
poNumber: string | null, 
/**
 * The company the order was placed for, by its registered name.
 */
companyName: string | null, 
/**
 * When the order was found above its buyer's spending limit, and when their company
 * approved it (`shared::company::needs_approval`).
 */
approvalRequestedAt: number | null, approvedAt: number | null, 
/**
 * A payment the shop is still confirming with its provider, or holds for the owner's
 * decision; `null` when there is none.
 */
paymentCheck: PaymentCheck | null, 
/**
 * The parcel a courier carries it in; `null` until an admin books one.
 */
parcel: Parcel | null, 
/**
 * `SHT-2026-000042`, as every list, order page and invoice prints it.
 */
orderNumber: string, 
/**
 * Where the order stands, from its dates (see [`crate::lifecycle`]).
 */
status: OrderStatus, 
/**
 * The steps behind it and ahead of it.
 */
timeline: Array<Step>, 
/**
 * Whether it says where it goes (recipient, phone, address, district): the admins cannot
 * ship it otherwise.
 */
hasDeliveryDetails: boolean, 
/**
 * The admins' next step on its way (ship, deliver), if any.
 */
adminStep: AdminStep | null, 
/**
 * Money the admins can record now (cash or a transfer received, a refund made by hand).
 */
moneyStep: MoneyStep | null, 
/**
 * Every tool of the order. For a one-tool order the fields above describe its one line;
 * for several, `toolName`, `toolImage` and `toolPrice` are the first line's, `quantity`
 * counts every piece and `totalPrice` is the sum of the lines.
 */
lines: Array<OrderLine>, };
export type OrderLine = { _id: number, 
/**
 * `null` once the tool has been removed from the catalogue.
 */
toolId: number | null, toolName: string, 
/**
 * The tool's Bangla name when it was ordered, if the shop had given one.
 */
toolNameBn?: string | null, toolImage: string, 
/**
 * The price of one piece, after the tool's price breaks.
 */
unitPrice: Money, quantity: number, totalPrice: Money, 
/**
 * The tool's VAT rate when ordered, kept for the invoice (basis points).
 */
vatRate: VatRate, 
/**
 * The VAT in `totalPrice`.
 */
vat: Money, isReviewed: boolean, };
export type OrderStatus = "awaitingPayment" | "awaitingApproval" | "cashOnDelivery" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
export type AdminStep = "confirm" | "ship" | "deliver";
export type MoneyStep = "receiveCash" | "receiveTransfer" | "recordRefund";
export type PaymentMethod = "test-card" | "stripe" | "sslcommerz" | "bkash" | "cod" | "bank-transfer";
export type PaymentCheck = { 
/**
 * The payment's `_id`, for the owner's decision on a held one.
 */
_id: number, state: CheckState, method: PaymentMethod, 
/**
 * What the buyer paid, or tried to.
 */
amount: Money, 
/**
 * Why it is held, in the provider's words; for the owner.
 */
note: string | null, };
export type CheckState = "checking" | "held";
export type Event = "placed" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
export type Step = { event: Event, at: number | null, };
export type Delivery = { recipient: string, phone: string, address: string, district: string, };
export type Courier = "ownDelivery" | "steadfast" | "pathao" | "redx";
export type ParcelStatus = "booked" | "pickedUp" | "inTransit" | "delivered" | "partlyDelivered" | "returned" | "cancelledByCourier" | "onHold";
export type Parcel = { courier: Courier, 
/**
 * `null` until the courier confirms the booking.
 */
status: ParcelStatus | null, 
/**
 * The courier never answered the booking: the owner looks in its panel, then drops the
 * booking or books again.
 */
unconfirmed: boolean, consignmentId: string | null, trackingCode: string | null, 
/**
 * The courier's own tracking page for it.
 */
trackingLink: string | null, 
/**
 * What the courier collects on delivery.
 */
cod: Money, 
/**
 * What the courier says it collected, and charged.
 */
collected: Money | null, charge: Money | null, bookedAt: number, 
/**
 * When the owner confirmed a returned parcel arrived (its tools back in stock).
 */
restockedAt: number | null, 
/**
 * The courier's reports, oldest first.
 */
history: Array<ParcelEvent>, };
export type ParcelEvent = { 
/**
 * What it means, when the word is one the shop knows and moves the parcel.
 */
status: ParcelStatus | null, 
/**
 * The courier's own word (`delivered_approval_pending`, `order.in-transit`).
 */
word: string, 
/**
 * The courier's message about it, when it sends one.
 */
message: string | null, at: number, };
export type DistrictCourier = { 
/**
 * One of the 64 districts.
 */
district: string, courier: Courier, };
export type CourierDefaults = { defaults: Array<DistrictCourier>, };
export type Rate = { firstKg: Money, extraKg: Money, };
export type DistrictRate = { 
/**
 * One of the 64 districts, as [`crate::delivery::districts`] spells it.
 */
district: string, firstKg: Money, extraKg: Money, };
export type ChargeTable = { enabled: boolean, insideDhaka: Rate, outsideDhaka: Rate, 
/**
 * Districts with a rate of their own, by name.
 */
districts: Array<DistrictRate>, vatRate: VatRate, };
export type Estimate = { insideDhaka: Money, outsideDhaka: Money, };
export type DeliveryQuote = { 
/**
 * Whether the shop charges for delivery at all.
 */
charged: boolean, 
/**
 * The lines' weight, from each tool's.
 */
weightGrams: number, 
/**
 * The charge to the district asked about; `null` when none was.
 */
charge: Money | null, estimate: Estimate, };
export type RateForm = { firstKg: FormValue, extraKg: FormValue, };
export type DistrictRateForm = { district: string, firstKg: FormValue, extraKg: FormValue, };
export type ChargeTableForm = { enabled: boolean, insideDhaka: RateForm, outsideDhaka: RateForm, districts: Array<DistrictRateForm>, vatRate: FormValue, };
export type Flag = "collectedShort" | "collectedOver" | "payoutDiffers";
export type CourierOwed = { courier: Courier, parcels: number, collected: Money, charges: Money, 
/**
 * Collected less charges: what the courier owes the shop.
 */
owed: Money, };
export type OwedParcel = { orderId: number, orderNumber: string, courier: Courier, consignmentId: string | null, asked: Money, collected: Money | null, charge: Money | null, paidOut: Money | null, payoutReference: string | null, owed: Money, 
/**
 * When the courier reported it delivered.
 */
deliveredAt: number, flags: Array<Flag>, };
export type CodOwed = { couriers: Array<CourierOwed>, parcels: Array<OwedParcel>, };
export type SavedAddress = { id: number, label: string, isDefault: boolean, delivery: Delivery, };
export type MemberRole = "buyer" | "approver" | "admin";
export type CompanyDetails = { name: string, nameBn: string | null, 
/**
 * 13 Latin digits.
 */
bin: string | null, tradeLicence: string | null, billingAddress: string | null, requiresPo: boolean, };
export type CompanyPage = { id: number, details: CompanyDetails, 
/**
 * The caller's own role.
 */
role: MemberRole, 
/**
 * Admins first, then by when they joined.
 */
members: Array<Member>, 
/**
 * The invitations waiting, for an admin; empty for the other members.
 */
invitations: Array<SentInvitation>, };
export type Member = { userId: number, 
/**
 * The account's name, or its email when it has none.
 */
name: string, 
/**
 * Its email address, or the mobile number an account made with one signs in with.
 */
contact: string, role: MemberRole, 
/**
 * A buyer's spending limit per order; `null` for none.
 */
orderLimit: Money | null, 
/**
 * Milliseconds since 1970.
 */
joinedAt: number, 
/**
 * Whether this is the caller.
 */
you: boolean, };
export type SentInvitation = { id: number, contact: string, role: MemberRole, 
/**
 * Milliseconds since 1970.
 */
expiresAt: number, };
export type InvitationForYou = { id: number, company: string, companyBn: string | null, role: MemberRole, 
/**
 * Milliseconds since 1970.
 */
expiresAt: number, };
export type PageSlug = "terms" | "privacy";
export type ShopPage = { slug: PageSlug, 
/**
 * Plain text: a line starting with `# ` is a heading, a blank line ends a paragraph.
 */
en: string, bn: string, 
/**
 * When the owner last saved it; `null` while the shop's own text is shown.
 */
updatedAt: number | null, };
export type HomeFigure = { value: number, labelEn: string, labelBn: string, };
export type HomeFigures = { figures: Array<HomeFigure>, 
/**
 * When the owner last saved them; `null` while the spec's are shown.
 */
updatedAt: number | null, };
export type PriceTier = { minQuantity: number, unitPrice: Money, };
export type VatRate = number;
export type VatSplit = { value: Money, vat: Money, };
export type CartLine = { toolId: number, quantity: number, };
export type Cart = { lines: Array<CartLine>, };
export type Review = { _id: number, 
/**
 * The reviewer's display name.
 */
user: string, 
/**
 * The reviewer's photo; the UI shows a default picture when there is none.
 */
userImage: string | null, review: string, rating: number, toolName: string | null, createdAt: number, };
export type Blog = { _id: number, 
/**
 * The author's name.
 */
name: string, 
/**
 * The publication date, `YYYY-MM-DD`.
 */
date: string, 
/**
 * The author's picture.
 */
image: string, blogHeading: string, blogImage: string, 
/**
 * The post's text.
 */
blog: string, };
export type User = { email: string, role: Role, displayName: string | null, photoURL: string | null, institution: string | null, phoneNumber: string | null, address: string | null, dateOfBirth: string | null, 
/**
 * The language the account chose (`en` / `bn`); `null` until it chooses.
 */
language: Lang | null, 
/**
 * Whether the buyer is texted (SMS) at each step of their orders.
 */
orderTexts: boolean, 
/**
 * The mobile number the account proved with a code, which it may sign in with.
 */
mobile: string | null, };
export type Lang = "en" | "bn";
export type Digits = "latin" | "bengali";
export type Outcome<T> = { ok: true, value: T, } | { ok: false, errors: Array<FieldError>, };
export type Quantity = number;
export type PricedQuantity = { quantity: Quantity, 
/**
 * The price of one piece at this quantity, after the tool's price breaks.
 */
unitPrice: Money, totalPrice: Money, };
export type ToolName = string;
export type ToolDescription = string;
export type NewProduct = { toolName: ToolName, toolPrice: Money, minOrder: number, availableQuantity: number, toolImage: string, toolDescription: ToolDescription, vatRate: VatRate, toolNameBn: ToolName | null, toolDescriptionBn: ToolDescription | null, };
export type Rating = number;
export type NewReview = { rating: Rating, review: string, };
export type ProfileUpdate = { displayName: string | null, institution: string | null, phoneNumber: string | null, address: string | null, dateOfBirth: string | null, photoURL: string | null, };
export type Inserted = { insertedId: number, message?: string, };
export type Modified = { modifiedCount: number, message: string, };
export type Deleted = { deletedCount: number, message: string, };
export type Restocked = { modifiedCount: number, 
/**
 * The stock after the addition.
 */
availableQuantity: number, message: string, };
export type Note = { message: string, };
export type Paid = { 
/**
 * The processor's reference for the payment.
 */
transactionId: string, message: string, };
export type SignedIn = { accessToken: string, user: User, };
export type Verified = { message: string, resetToken: string | null, };
export type AdminCheck = { admin: boolean, role: Role, };
export type Health = { 
/**
 * Always `ok`: any trouble answers 500 instead.
 */
status: string, };
export type Uploaded = { url: string, };
export type ImportKind = "tools" | "categories";
export type ImportStage = "checking" | "checked" | "applying" | "applied" | "failed";
export type ImportProblem = { 
/**
 * As a spreadsheet numbers it: the headings are row 1.
 */
row: number, 
/**
 * The column's heading, when the problem is one cell's.
 */
column?: string, message: string, };
export type ImportChange = { row: number, 
/**
 * What the row is matched by: a tool's part number, a category's address, or a
 * specification's as `category/key`.
 */
key: string, 
/**
 * Added, or the columns of one that change.
 */
added: boolean, 
/**
 * A specification the file's list for its category leaves out: removed, with the tools'
 * values of it. Said at the row of the list's first specification.
 */
removed: boolean, columns: Array<string>, };
export type ImportStatus = { id: string, fileName: string, 
/**
 * Which file it is, known by its headings.
 */
kind: ImportKind, stage: ImportStage, 
/**
 * The file's rows under its headings.
 */
rows: number, 
/**
 * Rows checked, or written, so far.
 */
done: number, 
/**
 * Tools (or categories and specifications) the file adds, changes and leaves as they are.
 */
created: number, updated: number, unchanged: number, errorCount: number, 
/**
 * The first problems, in the file's order.
 */
errors: Array<ImportProblem>, 
/**
 * The first rows that change something, in the file's order.
 */
changes: Array<ImportChange>, 
/**
 * Why it failed, or that it was applied.
 */
message?: string, };
export type PaymentIntent = { 
/**
 * For Stripe.js; Stripe always sends one for an intent the shop created.
 */
clientSecret: string | null, paymentIntentId: string, };
export type WebhookReceipt = { received: boolean, event: string, outcome: string, };
export type HookReceipt = { status: string, message: string, };
export type CourierChoice = { couriers: Array<Courier>, };
export type Booking = { orderId: number, 
/**
 * Its parcel, when it is booked (or was already).
 */
parcel: Parcel | null, 
/**
 * Why it was not booked, in the courier's words where it gave any.
 */
error: string | null, };
export type Bookings = { 
/**
 * "3 of 4 orders booked".
 */
message: string, results: Array<Booking>, };
export type PayoutRecorded = { message: string, matched: number, unknown: Array<string>, };
export type ClientConfig = { 
/**
 * The public web config of Firebase sign-in; `null` when it is not switched on.
 */
firebase: FirebaseWebConfig | null, payments: PaymentsConfig, 
/**
 * Every way to pay this shop takes, in the order the payment page offers them.
 */
paymentMethods: Array<PaymentMethodConfig>, };
export type FirebaseWebConfig = { apiKey: string, authDomain: string, projectId: string, };
export type PaymentsConfig = { "provider": "test" } | { "provider": "stripe", publishableKey: string, } | { "provider": "none" };
export type PaymentMethodConfig = { id: PaymentMethod, 
/**
 * The most it takes for one order, if limited.
 */
maxAmount: Money | null, 
/**
 * The least it takes for one order, if limited.
 */
minAmount: Money | null, 
/**
 * The shop's account, for bank transfers.
 */
account?: BankAccount, };
export type BankAccount = { accountName: string, accountNumber: string, bank: string, branch: string, 
/**
 * The branch's routing number, which BEFTN and NPSB transfers ask for.
 */
routingNumber: string, };
export type PaymentOption = { id: PaymentMethod, 
/**
 * Why it cannot take this order; `null` when it can.
 */
refusal: string | null, };
export type PaymentStart = { "next": "redirect", url: string, } | { "next": "confirmed", message: string, } | { "next": "transfer", message: string, account: BankAccount, amount: Money, reference: string, };
export type OutboxMail = { _id: number, to: string, subject: string, 
/**
 * The text as sent: a verification or password-reset mail carries its link here, whole
 * while the mail is kept (no mail server), its one-time secret hidden (`?token=…`) once a
 * mail server was asked to deliver it.
 */
body: string, createdAt: number, status: MailStatus, 
/**
 * When a mail server accepted it.
 */
sentAt: number | null, 
/**
 * Why the mail server refused it.
 */
error: string | null, 
/**
 * The message this one repeats, for a resend.
 */
resentFrom: number | null, 
/**
 * The VAT document it carries, printed when it is sent.
 */
attachment: MailAttachment | null, };
export type OutboxText = { _id: number, 
/**
 * The 11-digit national number.
 */
to: string, body: string, createdAt: number, status: TextStatus, 
/**
 * The messages the carriers bill it as (`shared::sms`).
 */
parts: number, 
/**
 * What it cost: its parts at the shop's price, once a gateway took it; nothing while it
 * waits, when kept in the outbox, or when refused.
 */
cost: Money, 
/**
 * The gateway that took (or refused) it, its name as the owner knows it, and its id for
 * the message.
 */
provider: string | null, providerName: string | null, providerMessageId: string | null, sentAt: number | null, 
/**
 * Tries so far.
 */
attempts: number, 
/**
 * The gateway's last words on a failure.
 */
error: string | null, 
/**
 * What the gateway's delivery report says, for a gateway that gives them; its own word
 * for it, and when the final report came.
 */
delivery: TextDelivery | null, deliveryWords: string | null, reportedAt: number | null, };
export type TextStatus = "queued" | "sent" | "kept" | "failed";
export type TextDelivery = "waiting" | "delivered" | "undelivered" | "unknown";
export type MailAttachment = { 
/**
 * `mushak-6.3-….pdf`
 */
fileName: string, 
/**
 * The order whose document it is (`/api/orders/{orderId}/invoice.pdf` or `…/credit-note.pdf`).
 */
orderId: number, 
/**
 * The credit note (Mushak-6.7) rather than the tax invoice (Mushak-6.3).
 */
creditNote: boolean, };
export type MailStatus = "sent" | "kept" | "failed";
export type InboxMessage = { _id: number, 
/**
 * Who wrote, and where an answer goes.
 */
email: string, message: string, createdAt: number, 
/**
 * The language they wrote in; the answer's mail is framed in it.
 */
language: Lang, readAt: number | null, answeredAt: number | null, 
/**
 * What the owner answered, when they did.
 */
answer: string | null, archivedAt: number | null, };
export type Overview = { 
/**
 * Today in Dhaka, `YYYY-MM-DD`.
 */
today: string, 
/**
 * Orders placed today and the money taken today.
 */
day: PeriodSums, 
/**
 * Likewise since the first of this month.
 */
month: PeriodSums, waiting: Waiting, 
/**
 * The last six months of cash on delivery, newest first: shipped and returned.
 */
codMonths: Array<CodMonth>, 
/**
 * Every day of the chart's period, oldest first, days without orders included.
 */
days: Array<DaySums>, 
/**
 * The best sellers by pieces in orders that are not cancelled, most first.
 */
topTools: Array<TopTool>, 
/**
 * The level under which a tool is listed in `lowStock`.
 */
lowStockBelow: number, 
/**
 * The tools with fewer pieces than `lowStockBelow`, fewest first.
 */
lowStock: Array<LowStockTool>, };
export type PeriodSums = { orders: number, revenue: Money, 
/**
 * The revenue per payment method, largest first; methods that took nothing are left out.
 */
byMethod: Array<MethodSums>, };
export type MethodSums = { 
/**
 * `None` for orders paid before the shop recorded how.
 */
method: PaymentMethod | null, orders: number, revenue: Money, };
export type Waiting = { 
/**
 * `payment=unpaid`.
 */
payment: number, 
/**
 * `delivery=to-ship`.
 */
toShip: number, 
/**
 * `delivery=on-the-way`.
 */
onTheWay: number, 
/**
 * `delivery=to-confirm`: cash on delivery waiting for its buyer's (or the shop's)
 * confirmation.
 */
toConfirm: number, };
export type CodMonth = { 
/**
 * `2026-11`, by the date in Dhaka the orders shipped.
 */
month: string, shipped: number, 
/**
 * Of those, the orders whose parcel was returned.
 */
returned: number, };
export type DaySums = { 
/**
 * `YYYY-MM-DD`, in Dhaka.
 */
day: string, orders: number, revenue: Money, };
export type TopTool = { _id: number, toolName: string, pieces: number, };
export type LowStockTool = { _id: number, toolName: string, availableQuantity: number, minOrder: number, };
export type PaymentState = "unpaid" | "paid" | "refunded";
export type DeliveryState = "to-confirm" | "to-ship" | "on-the-way" | "delivered" | "cancelled";
export type FormValue = string | number;
export type DeliveryForm = { 
/**
 * Who receives the parcel.
 */
recipient: string, 
/**
 * A Bangladeshi mobile number: `01712345678`, `01712-345678` or `+8801712345678`.
 */
phone: string, 
/**
 * House, road, area and thana.
 */
address: string, 
/**
 * One of the 64 districts, as spelled by [`districts`].
 */
district: string, };
export type AddressForm = { 
/**
 * The buyer's own name for the place; may be empty.
 */
label: string, 
/**
 * Whether the checkout starts from this place.
 */
isDefault: boolean, delivery: DeliveryForm, };
export type CompanyForm = { 
/**
 * As registered; printed on tax invoices.
 */
name: string, 
/**
 * The name in Bangla, printed on Bangla documents; may be empty.
 */
nameBn: string, 
/**
 * The Business Identification Number, 13 digits; may be empty.
 */
bin: string, 
/**
 * The trade licence's number; may be empty.
 */
tradeLicence: string, 
/**
 * Where invoices go; may be empty.
 */
billingAddress: string, 
/**
 * Whether each order of a member must carry a purchase-order number.
 */
requiresPo: boolean, };
export type InvitationForm = { 
/**
 * The colleague's email address or Bangladeshi mobile number.
 */
contact: string, role: MemberRole, };
export type MemberForm = { role: MemberRole, 
/**
 * Taka as typed; empty for no limit. Only a buyer's counts.
 */
orderLimit?: string, };
export type ShopPageBody = { en: string, bn: string, };
export type HomeFigureForm = { value: FormValue, labelEn: string, labelBn: string, };
export type HomeFiguresBody = { figures: Array<HomeFigureForm>, };
export type CardForm = { 
/**
 * Digits, spaces allowed: `4242 4242 4242 4242`.
 */
number: string, 
/**
 * `MM / YY`, `MM/YY` or `MMYY`.
 */
expiry: string, cvc: string, };
export type TierForm = { minQuantity: FormValue, unitPrice: FormValue, };
export type ContactForm = { email: string, message: string, };
export type AnswerForm = { answer: string, };
export type InboxUpdate = { read?: boolean, archived?: boolean, };
export type ProductForm = { toolName: string, toolPrice: FormValue, minOrder: FormValue, availableQuantity: FormValue, toolImage: string, toolDescription: string, 
/**
 * The VAT rate in per cent, `15` when left out.
 */
vatRate: FormValue, 
/**
 * The name in Bangla, for Bangla screens and documents; may be left empty.
 */
toolNameBn: string, 
/**
 * The description in Bangla; may be left empty, else as long as the description.
 */
toolDescriptionBn: string, };
export type RegistrationForm = { name: string, email: string, password: string, confirmPassword: string, terms: boolean, };
export type ProfileForm = { displayName: string, institution: string, phoneNumber: string, address: string, dateOfBirth: string, photoURL: string, };
export type PlaceOrder = { 
/**
 * The tool's `_id`.
 */
toolId?: FormValue, 
/**
 * Pieces: at least the tool's minimum order, at most its stock.
 */
quantity?: FormValue, 
/**
 * Also accepted as the `Idempotency-Key` header.
 */
idempotencyKey?: string, 
/**
 * Instead of `toolId` and `quantity`: several tools in one order, all or nothing.
 */
lines?: Array<WantedLine>, 
/**
 * The lines come from the caller's cart, which loses those tools when the order is placed.
 */
fromCart?: boolean, 
/**
 * Where the order goes; required.
 */
delivery: DeliveryForm, 
/**
 * The buyer's purchase-order number: required when their company asks for one.
 */
poNumber?: string, };
export type WantedLine = { toolId: FormValue, quantity: FormValue, };
export type OrderUpdate = { 
/**
 * `true` confirms a cash-on-delivery order with its buyer (by phone): it then waits for
 * the courier instead of expiring unpaid.
 */
isConfirmed?: boolean, 
/**
 * `true` ships a paid order (or one paid in cash on delivery) that says where it goes.
 */
isShipped?: boolean, 
/**
 * `true` marks a shipped order delivered; its buyer can then review it.
 */
isDelivered?: boolean, 
/**
 * `true` records the cash the courier collected, or the bank transfer that arrived; card
 * and gateway payments are set by the payment only.
 */
isPaid?: boolean, 
/**
 * `true` records a refund made by hand for a cancelled, paid order.
 */
isRefunded?: boolean, };
export type ForOrder = { 
/**
 * The caller's unpaid order.
 */
orderId: FormValue, };
export type BookParcel = { courier: Courier, };
export type BookParcels = { 
/**
 * At most 500 orders' `_id`s.
 */
orderIds: Array<number>, courier: Courier, };
export type PayoutSheet = { courier: Courier, 
/**
 * The payout's reference on the courier's statement.
 */
reference: string, 
/**
 * The sheet as CSV (`shared::cod::parse_payout_sheet`).
 */
sheet: string, };
export type WeightBody = { 
/**
 * Whole grams, 1 to 50000.
 */
weightGrams: FormValue, };
export type CategoryForm = { 
/**
 * The address; empty makes one from the English name.
 */
slug: string, name: string, nameBn: string, description: string, descriptionBn: string, 
/**
 * The parent's slug; empty for the top of the tree.
 */
parent: string, 
/**
 * A picture already uploaded (`/api/images/…`), or empty.
 */
image: string, };
export type SpecsForm = { specs: Array<SpecForm>, };
export type Synonym = { word: string, means: string, };
export type Synonyms = { synonyms: Array<Synonym>, };
export type SpecForm = { 
/**
 * Empty makes one from the English name.
 */
key: string, name: string, nameBn: string, kind: SpecKind, unit: string, min: string, max: string, choices: Array<ChoiceForm>, };
export type ChoiceForm = { 
/**
 * Empty makes one from the English label.
 */
value: string, label: string, labelBn: string, };
export type ToolDetailsForm = { partNumber: string, 
/**
 * Empty for no brand.
 */
brand: string, 
/**
 * The category's slug; empty for none.
 */
category: string, 
/**
 * Its values of the category's specifications, by key; an empty value removes one.
 * Specifications not named keep their values.
 */
specs: { [key in string]: string }, };
export type ToolDetails = { partNumber: string, brand: string | null, 
/**
 * The category's slug; `None` takes the tool out of any.
 */
category: string | null, };
export type QuoteDelivery = { lines: Array<CartLine>, 
/**
 * One of the 64 districts; absent or empty for the charge in each zone only.
 */
district?: string, };
export type OrderTextsChoice = { orderTexts: boolean, };
export type PhoneOnly = { 
/**
 * A Bangladeshi mobile number: `01712345678`, `01712-345678` or `+8801712345678`.
 */
phone: string, };
export type PhoneSignIn = { phone: string, code: string, 
/**
 * The buyer's name, when the number has no account yet.
 */
name?: string, };
export type MobileProof = { phone: string, code: string, };
export type ConfirmCode = { code: string, };
export type PayOrder = { 
/**
 * The caller's unpaid order.
 */
orderId: FormValue, card: CardForm, };
export type StartPayment = { 
/**
 * The caller's unpaid order.
 */
orderId: FormValue, 
/**
 * `sslcommerz`, `bkash`, `cod` or `bank-transfer`.
 */
method: FormValue, };
export type ConfirmPayment = { 
/**
 * The caller's order.
 */
orderId: FormValue, 
/**
 * The intent Stripe.js confirmed.
 */
paymentIntentId: string, };
export type Restock = { 
/**
 * The pieces to add (the Restock modal's 'Available Stock').
 */
availableQuantity: FormValue, };
export type PriceTiersBody = { 
/**
 * Rising quantities, each price below the one before it; empty for one price.
 */
priceTiers: Array<TierForm>, };
export type VatRateBody = { 
/**
 * The rate in per cent, 0 to 50: `15`, `7.5`, `0`.
 */
vatRate: FormValue, };
export type BanglaTextBody = { toolNameBn: string, toolDescriptionBn: string, };
export type ReviewRequest = { 
/**
 * The delivered order reviewed: one of the caller's own.
 */
orderId: FormValue, 
/**
 * The line (tool) of the order reviewed; may be left out for an order of one tool.
 */
lineId?: FormValue, 
/**
 * One to five stars.
 */
rating: FormValue, review: string, };
export type SignIn = { email?: string, password?: string, 
/**
 * Instead of email and password: an ID token from the identity provider (Firebase).
 */
idToken?: string, };
export type EmailOnly = { email: string, };
export type LinkToken = { 
/**
 * The token from the mailed link.
 */
token: string, };
export type NewPasswordBody = { 
/**
 * The token from the mailed link.
 */
token: string, password: string, confirmPassword: string, };
export type LanguageChoice = { 
/**
 * `en` or `bn`.
 */
language: Lang, };
/** A value put into a sentence: a count, words as typed, an amount, another sentence. */
export type Param = number | string | { taka: number } | Said;
/** A sentence of the catalogue (`shared/src/messages.rs`) with its parameters. */
export type Said = { key: string; params?: Record<string, Param> };
/** One broken rule: the field, a stable code, and the sentence to show. */
export type FieldError = { field: string; code: string; key: string; params?: Record<string, Param> };

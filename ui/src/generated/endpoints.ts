// Generated from the OpenAPI document by `UPDATE_TYPESCRIPT=1 cargo test -p api --test contract`.
import type { AddressForm, AdminCheck, AnswerForm, BanglaTextBody, Blog, BookParcel, BookParcels, Bookings, Cart, Category, CategoryForm, ChargeTable, ChargeTableForm, ClientConfig, CodOwed, CompanyForm, CompanyPage, ConfirmCode, ConfirmPayment, ContactForm, CourierChoice, CourierDefaults, Deleted, DeliveryForm, DeliveryQuote, DeliveryState, EmailOnly, Facets, ForOrder, Health, HomeFigures, HomeFiguresBody, HookReceipt, ImportStatus, InboxMessage, InboxUpdate, Inserted, InvitationForYou, InvitationForm, LanguageChoice, LinkToken, MemberForm, MobileProof, Modified, NewPasswordBody, Note, Order, OrderTextsChoice, OrderUpdate, OutboxMail, OutboxText, Overview, Paid, Parcel, PayOrder, PaymentIntent, PaymentMethod, PaymentOption, PaymentStart, PaymentState, PayoutRecorded, PayoutSheet, PhoneOnly, PhoneSignIn, PlaceOrder, PriceTiersBody, ProductForm, ProfileForm, QuoteDelivery, RegistrationForm, Restock, Restocked, Review, ReviewRequest, Said, SavedAddress, SentInvitation, ShopPage, ShopPageBody, SignIn, SignedIn, SpecsForm, StartPayment, Synonyms, Tool, ToolDetailsForm, Uploaded, User, VatRateBody, Verified, WebhookReceipt, WeightBody } from 'shop-wasm';

/** Every operation of the API by its method and path (`{name}` for a path parameter): its path
 * and query parameters, and its request and reply bodies. The name is all a call needs. */
export interface Endpoints {
  /** `list_admins`: The admins, oldest first: all of them, or a page (`limit`, `after`). */
  'GET /admin': { params: never; query: { limit?: number; after?: string }; body: never; reply: User[] };
  /** `admin_check`: Whether an account is an admin: one's own, or anyone's for an admin. */
  'GET /admin/{email}': { params: { email: string | number }; query: never; body: never; reply: AdminCheck };
  /** `callback`: The buyer back from bKash: the payment executed (or its status queried), the order settled once, the buyer sent to the order's payment page. */
  'GET /bkash/callback': { params: never; query: { paymentID?: string; status?: string }; body: never; reply: void };
  /** `list_blogs`: The blog's posts, newest first. */
  'GET /blogs': { params: never; query: never; body: never; reply: Blog[] };
  /** `get_cart`: The caller's cart, in the order the tools were added. A line whose tool has since been removed from the catalogue stays, for the page to show as gone. */
  'GET /cart': { params: never; query: never; body: never; reply: Cart };
  /** `put_cart`: Replaces the caller's cart: at most 50 tools, each once, each for at least one piece. */
  'PUT /cart': { params: never; query: never; body: Cart; reply: Cart };
  /** `list_categories`: Every category, depth first (a category, then its sub-categories), with the tools in each and below it. Kept until the catalogue changes: counting a large catalogue's tools per category is a walk of every tool. */
  'GET /categories': { params: never; query: never; body: never; reply: Category[] };
  /** `category_branch`: A category's part of the tree (`shared::category::branch`): the categories from the top down to it, each with its specifications, then its sub-categories with their tool counts but not their specifications. All its page needs, a few kilobytes however large the tree. */
  'GET /categories/{slug}': { params: { slug: string | number }; query: never; body: never; reply: Category[] };
  /** `add_category`: Adds a category, at the top of the tree or inside another (three levels at most). */
  'POST /category': { params: never; query: never; body: CategoryForm; reply: Category[] };
  /** `remove_category`: Removes a category that holds no tools and no sub-categories. */
  'DELETE /category/{slug}': { params: { slug: string | number }; query: never; body: never; reply: Category[] };
  /** `change_category`: Changes a category: its words, picture, address or place in the tree. Its tools and sub-categories move with it. */
  'PUT /category/{slug}': { params: { slug: string | number }; query: never; body: CategoryForm; reply: Category[] };
  /** `set_specs`: Sets the specifications a category asks of its tools, in the order given, replacing its list. A value a changed specification no longer allows is removed from its tool: every value of a specification left out or given another kind, a choice no longer offered, a number outside a new range; `X-Values-Removed` says how many. */
  'PUT /category/{slug}/specs': { params: { slug: string | number }; query: never; body: SpecsForm; reply: Category[] };
  /** `owed`: What each courier owes the shop for the cash it collected (less its charges), and every delivered parcel still owed or whose figures do not add up. */
  'GET /cod': { params: never; query: never; body: never; reply: CodOwed };
  /** `owed_csv`: The parcels owed or flagged, as CSV. */
  'GET /cod.csv': { params: never; query: never; body: never; reply: Blob };
  /** `record_sheet`: Records a courier's payout from its sheet: each line pays out the parcel it names. Recording the same payout again changes nothing. */
  'POST /cod/payouts': { params: never; query: never; body: PayoutSheet; reply: PayoutRecorded };
  /** `fetch_steadfast`: Fetches Steadfast's payments from its API and records those not recorded yet. */
  'POST /cod/payouts/steadfast': { params: never; query: never; body: never; reply: PayoutRecorded };
  /** `my_company`: The company the caller orders for: its details, its members and, for a company admin, the invitations waiting; `null` when they belong to none (the page then offers to set one up). */
  'GET /company': { params: never; query: never; body: never; reply: CompanyPage | null };
  /** `set_up_company`: Sets up a company, the caller its first company admin. Its name and BIN are printed on the tax invoices of its members' orders from then on. */
  'POST /company': { params: never; query: never; body: CompanyForm; reply: CompanyPage };
  /** `update_company`: Changes the company's details (a company admin). Tax invoices already issued keep theirs. */
  'PUT /company': { params: never; query: never; body: CompanyForm; reply: CompanyPage };
  /** `company_places`: The company's delivery places, offered to every member at checkout; none for a caller in no company. */
  'GET /company/addresses': { params: never; query: never; body: never; reply: SavedAddress[] };
  /** `add_company_place`: Adds a delivery place of the company (a company admin). */
  'POST /company/addresses': { params: never; query: never; body: AddressForm; reply: SavedAddress };
  /** `remove_company_place`: Removes a delivery place of the company (a company admin). */
  'DELETE /company/addresses/{id}': { params: { id: string | number }; query: never; body: never; reply: void };
  /** `update_company_place`: Changes a delivery place of the company (a company admin). */
  'PUT /company/addresses/{id}': { params: { id: string | number }; query: never; body: AddressForm; reply: SavedAddress };
  /** `waiting_for_approval`: The company's orders waiting for approval, placed by its buyers above their limits (an approver or a company admin). */
  'GET /company/approvals': { params: never; query: never; body: never; reply: Order[] };
  /** `invite`: Invites a colleague by email (a mail) or mobile number (a text) to order for the company (a company admin). The invitation can be accepted for 14 days. */
  'POST /company/invitations': { params: never; query: never; body: InvitationForm; reply: SentInvitation };
  /** `withdraw_invitation`: Withdraws an invitation still waiting (a company admin). */
  'DELETE /company/invitations/{id}': { params: { id: string | number }; query: never; body: never; reply: void };
  /** `remove_member`: Takes a member out of the company: a company admin removing anyone, or a member leaving. Their account and orders stay. */
  'DELETE /company/members/{userId}': { params: { userId: string | number }; query: never; body: never; reply: void };
  /** `change_role`: Gives a member a role and, as a buyer, a spending limit per order (a company admin): their orders above it wait for an approver. The last company admin keeps the role. */
  'PUT /company/members/{userId}': { params: { userId: string | number }; query: never; body: MemberForm; reply: CompanyPage };
  /** `approve_order`: Approves an order waiting for it (an approver or a company admin): its buyer is told and can pay for it. */
  'POST /company/orders/{id}/approve': { params: { id: string | number }; query: never; body: never; reply: Order };
  /** `decline_order`: Declines an order waiting for approval (an approver or a company admin): it is cancelled and its pieces go back on sale. */
  'POST /company/orders/{id}/decline': { params: { id: string | number }; query: never; body: never; reply: void };
  /** `client_config`: The shop's setup as the browser needs it: Firebase sign-in, which processor takes cards, and every way to pay the shop takes (`paymentMethods`, with their limits and the bank account for transfers). */
  'GET /config': { params: never; query: never; body: never; reply: ClientConfig };
  /** `send_feedback`: Sends the team a message from the home page's contact form. */
  'POST /contact': { params: never; query: never; body: ContactForm; reply: Note };
  /** `courier_defaults`: Each district's default courier, which Manage Orders preselects for its orders. */
  'GET /courier-defaults': { params: never; query: never; body: never; reply: CourierDefaults };
  /** `set_courier_defaults`: Replaces every district's default courier at once; a district left out goes with the first courier the shop is set up for. */
  'PUT /courier-defaults': { params: never; query: never; body: CourierDefaults; reply: CourierDefaults };
  /** `couriers`: The couriers the shop can book: own delivery, then each courier whose settings are given. */
  'GET /couriers': { params: never; query: never; body: never; reply: CourierChoice };
  /** `pathao`: Pathao's order events, with the secret set in its panel in `X-PATHAO-Signature`. Answered 202 with the integration header Pathao's panel checks, the first call (`webhook_integration`) included. */
  'POST /couriers/pathao/webhook': { params: never; query: never; body: Record<string, unknown>; reply: HookReceipt };
  /** `redx`: RedX's parcel updates, at the callback address that carries the shop's token. */
  'POST /couriers/redx/webhook': { params: never; query: { token?: string }; body: Record<string, unknown>; reply: HookReceipt };
  /** `steadfast`: Steadfast's delivery-status and tracking updates, with the Bearer token set in its panel. */
  'POST /couriers/steadfast/webhook': { params: never; query: never; body: Record<string, unknown>; reply: HookReceipt };
  /** `create_payment_intent`: A Stripe PaymentIntent for one's own unpaid order, for Stripe.js to confirm. */
  'POST /create-payment-intent': { params: never; query: never; body: ForOrder; reply: PaymentIntent };
  /** `charges`: The delivery charge table: by zone and district, the first kilogram and each further one. */
  'GET /delivery-charges': { params: never; query: never; body: never; reply: ChargeTable };
  /** `set_charges`: Replaces the delivery charge table; orders placed from now on are charged by it. */
  'PUT /delivery-charges': { params: never; query: never; body: ChargeTableForm; reply: ChargeTable };
  /** `quote`: What delivering some lines would cost: to the district given, and inside and outside Dhaka. The charge an order gets is worked out the same way when it is placed. */
  'POST /delivery-charges/quote': { params: never; query: never; body: QuoteDelivery; reply: DeliveryQuote };
  /** `docs_page`: This document as a page to read. */
  'GET /docs': { params: never; query: never; body: never; reply: Blob };
  /** `export_catalogue`: The whole catalogue, one tool a row by part number, as CSV or (`?format=xlsx`) an XLSX workbook: what the bulk import reads back (`shared::import`). Price breaks are `pieces:taka` pairs joined by spaces, the specifications `key=value` pairs joined by `; `. */
  'GET /exports/catalogue': { params: never; query: { format?: string }; body: never; reply: Blob };
  /** `export_categories`: The category tree as CSV or (`?format=xlsx`) an XLSX workbook: each category by its address, parents before their sub-categories, followed by its specifications; what the bulk import reads back (`shared::category_file`). Choices are `value=label` pairs joined by `; `. */
  'GET /exports/categories': { params: never; query: { format?: string }; body: never; reply: Blob };
  /** `export_customers`: The buyers who placed an order the filter shows (every buyer without a filter), newest first, with how many orders each has placed and paid for in all, as CSV. */
  'GET /exports/customers': { params: never; query: { open?: boolean; payment?: PaymentState; delivery?: DeliveryState; method?: PaymentMethod; from?: string; to?: string; buyer?: string }; body: never; reply: Blob };
  /** `export_orders`: The orders the filter shows (every order without one), newest first, one row each, as CSV. */
  'GET /exports/orders': { params: never; query: { open?: boolean; payment?: PaymentState; delivery?: DeliveryState; method?: PaymentMethod; from?: string; to?: string; buyer?: string }; body: never; reply: Blob };
  /** `forgot_password`: Mails a link to set a new password. */
  'POST /forgot-password': { params: never; query: never; body: EmailOnly; reply: Note };
  /** `health`: Whether the shop is up: the process answers and its database too. */
  'GET /health': { params: never; query: never; body: never; reply: Health };
  /** `get_figures`: The home page's three figures, each with what it counts in both languages. */
  'GET /home-figures': { params: never; query: never; body: never; reply: HomeFigures };
  /** `put_figures`: Replaces the home page's three figures. */
  'PUT /home-figures': { params: never; query: never; body: HomeFiguresBody; reply: HomeFigures };
  /** `upload_image`: Uploads a picture (a profile photo or a tool's) and answers where it is served. */
  'POST /images': { params: never; query: never; body: FormData; reply: Uploaded };
  /** `serve_image`: A stored picture. */
  'GET /images/{name}': { params: { name: string | number }; query: never; body: never; reply: Blob };
  /** `recent_imports`: The imports this run of the shop remembers (the last ten), newest first. */
  'GET /imports': { params: never; query: never; body: never; reply: ImportStatus[] };
  /** `start_import`: Sends a catalogue file, CSV (UTF-8, commas or semicolons) or XLSX (its first sheet), its first row the headings the export writes, and starts checking it. Nothing changes until it is applied. Each row is matched to its tool by part number; a row whose part number the catalogue does not have adds a tool. The columns a file leaves out keep what each tool has, so `part number` and `in stock` alone are a stock take. A file whose headings are all those of `/exports/categories` is the category tree: each category by its address, and each category's specification rows its whole list. */
  'POST /imports': { params: never; query: { name?: string }; body: Blob; reply: ImportStatus };
  /** `import_status`: Where an import stands: its progress, what it changes, each problem with its row and column, said in the language of the request. */
  'GET /imports/{id}': { params: { id: string | number }; query: never; body: never; reply: ImportStatus };
  /** `apply_import`: Applies a checked file in one transaction, checking each row again as it goes: a row found wrong now leaves the whole catalogue as it was. */
  'POST /imports/{id}/apply': { params: { id: string | number }; query: never; body: never; reply: ImportStatus };
  /** `my_invitations`: The invitations the caller may accept: to their email address or their proved mobile number, not expired. */
  'GET /invitations': { params: never; query: never; body: never; reply: InvitationForYou[] };
  /** `decline_invitation`: Declines an invitation to the caller. */
  'DELETE /invitations/{id}': { params: { id: string | number }; query: never; body: never; reply: void };
  /** `accept_invitation`: Joins the invitation's company in the role it offers. */
  'POST /invitations/{id}/accept': { params: { id: string | number }; query: never; body: never; reply: CompanyPage };
  /** `labels_pdf`: Many orders' labels in one PDF, a page each, in the order given. */
  'GET /labels.pdf': { params: never; query: { orders?: string }; body: never; reply: Blob };
  /** `sign_in`: Signs in with email and password, or with the identity provider's ID token. */
  'POST /login': { params: never; query: never; body: SignIn; reply: SignedIn };
  /** `me`: The signed-in account. */
  'GET /me': { params: never; query: never; body: never; reply: User };
  /** `my_addresses`: The places the buyer's parcels go: the default first, then the most recently used. Each order that goes somewhere new adds its place, so a repeat buyer types no address twice. */
  'GET /me/addresses': { params: never; query: never; body: never; reply: SavedAddress[] };
  /** `add_address`: Adds a place (the same place twice is one entry); `isDefault` makes the checkout start from it. */
  'POST /me/addresses': { params: never; query: never; body: AddressForm; reply: SavedAddress };
  /** `remove_address`: Removes one of the buyer's places. */
  'DELETE /me/addresses/{id}': { params: { id: string | number }; query: never; body: never; reply: void };
  /** `update_address`: Changes one of the buyer's places. Orders already placed keep the details they went to. */
  'PUT /me/addresses/{id}': { params: { id: string | number }; query: never; body: AddressForm; reply: SavedAddress };
  /** `add_mobile`: Adds the number to the signed-in account with the code texted to it; the account may then sign in with it. */
  'POST /me/mobile': { params: never; query: never; body: MobileProof; reply: User };
  /** `send_adding_code`: Texts a code to a number the signed-in account means to add, to prove it receives texts there. */
  'POST /me/mobile/code': { params: never; query: never; body: PhoneOnly; reply: Note };
  /** `list_messages`: The messages visitors sent through the contact form, newest first: those not put away (or, with `archived=true`, those that were); a page at a time (`limit`, `after`). */
  'GET /messages': { params: never; query: { limit?: number; after?: string; archived?: boolean }; body: never; reply: InboxMessage[] };
  /** `update_message`: Marks a message read (`read`) or put away (`archived`), or undoes either. */
  'PUT /messages/{id}': { params: { id: string | number }; query: never; body: InboxUpdate; reply: Modified };
  /** `answer_message`: Answers a message by mail to the address that wrote it, framed in the language they wrote in and quoting them; the message is then marked answered, with the answer. */
  'POST /messages/{id}/answer': { params: { id: string | number }; query: never; body: AnswerForm; reply: Note };
  /** `openapi_json`: This document. */
  'GET /openapi.json': { params: never; query: never; body: never; reply: Record<string, unknown> };
  /** `list_all_orders`: The orders a filter shows (every order without one), newest first, cancelled and refunded ones included unless left out: all of them, or a page (`limit`, `after`). A first page says how many the filter shows (`X-Total-Count`) and how many orders are closed (`X-Closed-Count`). */
  'GET /orders': { params: never; query: { limit?: number; after?: string; open?: boolean; payment?: PaymentState; delivery?: DeliveryState; method?: PaymentMethod; from?: string; to?: string; buyer?: string }; body: never; reply: Order[] };
  /** `place_order`: Places an order, reserving its pieces. */
  'POST /orders': { params: never; query: never; body: PlaceOrder; reply: Inserted };
  /** `confirm_by_code`: Confirms a cash-on-delivery order with the code texted to its buyer (the link `/c/{code}` opens a page whose button sends it). No sign-in: the code is the proof. Pressing twice confirms once. */
  'POST /orders/confirm': { params: never; query: never; body: ConfirmCode; reply: Note };
  /** `credit_note_pdf`: The credit note (Mushak-6.7) of a paid order that was cancelled, as a PDF: it refers to the tax invoice it credits. */
  'GET /orders/{id}/credit-note.pdf': { params: { id: string | number }; query: never; body: never; reply: Blob };
  /** `change_delivery`: Changes where one's own order goes, until it ships. */
  'PUT /orders/{id}/delivery': { params: { id: string | number }; query: never; body: DeliveryForm; reply: Modified };
  /** `invoice_pdf`: The tax invoice (Mushak-6.3) of a paid order, as a PDF in the request's language: for its buyer and for admins. It prints what was true when it was issued, every time. */
  'GET /orders/{id}/invoice.pdf': { params: { id: string | number }; query: never; body: never; reply: Blob };
  /** `label_pdf`: An order's shipping label: A6, in its buyer's language, the tracking code as a Code 128 barcode. */
  'GET /orders/{id}/label.pdf': { params: { id: string | number }; query: never; body: never; reply: Blob };
  /** `drop_booking`: Drops a booking that never went anywhere: one the courier never confirmed (the owner found nothing in its panel), one it cancelled, or the shop's own delivery before it left. The order can then be booked again. */
  'DELETE /orders/{id}/parcel': { params: { id: string | number }; query: never; body: never; reply: Note };
  /** `book_one`: Books one order with a courier. Booking it again answers with the parcel it has; the courier never gets a second one. */
  'POST /orders/{id}/parcel': { params: { id: string | number }; query: never; body: BookParcel; reply: Parcel };
  /** `return_arrived`: A parcel the courier returned reached the shop: its tools go back to stock, once. */
  'POST /orders/{id}/parcel/return': { params: { id: string | number }; query: never; body: never; reply: Note };
  /** `payment_options`: Each way this shop takes money, and whether it can take this order of the caller's. */
  'GET /orders/{id}/payment-methods': { params: { id: string | number }; query: never; body: never; reply: PaymentOption[] };
  /** `cancel_order`: Cancels an order until it ships: one's own, or as an admin any order (an unpaid cash-on-delivery order nobody answers for, say). */
  'DELETE /orders/{key}': { params: { key: string | number }; query: never; body: never; reply: Deleted };
  /** `list_own_orders`: One's own orders, newest first, cancelled and refunded ones included: all of them, or a page (`limit`, `after`; see the listing's paging). */
  'GET /orders/{key}': { params: { key: string | number }; query: { limit?: number; after?: string }; body: never; reply: Order[] };
  /** `update_order`: Confirms a cash-on-delivery order (`{"isConfirmed": true}`), ships an order (`{"isShipped": true}`), marks a shipped one delivered (`{"isDelivered": true}`), records cash or a transfer received (`{"isPaid": true}`) or a refund made by hand (`{"isRefunded": true}`). */
  'PUT /orders/{key}': { params: { key: string | number }; query: never; body: OrderUpdate; reply: Modified };
  /** `list_outbox`: The mail the shop sent, kept (no mail server is set up) or could not send, newest first, with each message's text: all of it, or a page (`limit`, `after`). For admins. */
  'GET /outbox': { params: never; query: { limit?: number; after?: string }; body: never; reply: OutboxMail[] };
  /** `list_texts`: The text messages (SMS) the shop sent, kept (no gateway is set up), is still trying or could not send, newest first: each with the parts it is billed as, its cost, the gateway and its id for it. All of them, or a page (`limit`, `after`). For admins. */
  'GET /outbox/texts': { params: never; query: { limit?: number; after?: string }; body: never; reply: OutboxText[] };
  /** `resend`: Sends a message of the outbox again, as a new message that names the one it repeats. Without a mail server it is kept again (and says so). */
  'POST /outbox/{id}/resend': { params: { id: string | number }; query: never; body: never; reply: Note };
  /** `get_overview`: Today's and this month's orders and revenue (by payment method), the orders waiting for payment, to ship and on the way, revenue and orders per day over 30 or 90 days, the best sellers and the tools low on stock: for admins. */
  'GET /overview': { params: never; query: { days?: number; lowStock?: number }; body: never; reply: Overview };
  /** `get_page`: A page of the owner's, in both languages: `terms` or `privacy`. */
  'GET /pages/{slug}': { params: { slug: string | number }; query: never; body: never; reply: ShopPage };
  /** `put_page`: Saves a page in both languages. Plain text: a line starting with `# ` is a heading, a blank line ends a paragraph. */
  'PUT /pages/{slug}': { params: { slug: string | number }; query: never; body: ShopPageBody; reply: ShopPage };
  /** `book_many`: Books many orders with one courier at once (Steadfast in one bulk call; Pathao's bulk booking answers later, by webhook, with each consignment). Each order's outcome is its own: one refused does not stop the others. */
  'POST /parcels': { params: never; query: never; body: BookParcels; reply: Bookings };
  /** `pay_by_card`: Pays one's own order with the shop's card form (the built-in test processor). */
  'POST /payments/confirm': { params: never; query: never; body: PayOrder; reply: Paid };
  /** `start_payment`: Begins paying one's own unpaid order by a method other than a card. */
  'POST /payments/start': { params: never; query: never; body: StartPayment; reply: PaymentStart };
  /** `confirm_payment`: Marks one's own order paid once Stripe confirms the card. */
  'POST /payments/stripe/confirm': { params: never; query: never; body: ConfirmPayment; reply: Paid | Note };
  /** `accept_payment`: Accepts a held payment as its order's: the order is paid and its tax invoice issued. */
  'POST /payments/{id}/accept': { params: { id: string | number }; query: never; body: never; reply: Note };
  /** `refund_payment`: Gives a held payment back through the provider that took it. Asked once: a refund the provider did not confirm is not asked again. */
  'POST /payments/{id}/refund': { params: { id: string | number }; query: never; body: never; reply: Note };
  /** `record_refunded_payment`: Records that a held payment was given back outside the shop. */
  'POST /payments/{id}/refunded': { params: { id: string | number }; query: never; body: never; reply: Note };
  /** `send_sign_in_code`: Texts a six-digit code to a Bangladeshi mobile number, to sign in (or up) with. The answer is the same whether or not the number has an account. */
  'POST /phone/code': { params: never; query: never; body: PhoneOnly; reply: Note };
  /** `sign_in`: Signs in with the code texted to the number: the account that proved the number, or a new one (named `name`, when given) if none did. */
  'POST /phone/sign-in': { params: never; query: never; body: PhoneSignIn; reply: SignedIn };
  /** `add_product`: Adds a tool to the catalogue. */
  'POST /product': { params: never; query: never; body: ProductForm; reply: Inserted };
  /** `remove_product`: Removes a tool; orders keep their own copy of its name, picture and price. */
  'DELETE /product/{id}': { params: { id: string | number }; query: never; body: never; reply: Deleted };
  /** `restock`: Adds pieces to a tool's stock. */
  'PUT /product/{id}': { params: { id: string | number }; query: never; body: Restock; reply: Restocked };
  /** `set_bangla_text`: Gives a tool its Bangla name and description (an empty field clears one), which Bangla screens show and Bangla searches find from now on. Orders already placed keep the names they were sold under. */
  'PUT /product/{id}/bangla': { params: { id: string | number }; query: never; body: BanglaTextBody; reply: Tool };
  /** `set_details`: Sets a tool's part number (its own in the catalogue), brand and category together, and its values of the category's specifications (those not named keep theirs; moved to another category, it keeps only the values of specifications the new one has). */
  'PUT /product/{id}/details': { params: { id: string | number }; query: never; body: ToolDetailsForm; reply: Tool };
  /** `set_price_tiers`: Sets a tool's price breaks (replacing any it had). */
  'PUT /product/{id}/tiers': { params: { id: string | number }; query: never; body: PriceTiersBody; reply: Tool };
  /** `set_vat_rate`: Sets a tool's VAT rate, for orders placed from now on (a placed order keeps the rate it was sold at). Its price, which includes VAT, does not change. */
  'PUT /product/{id}/vat-rate': { params: { id: string | number }; query: never; body: VatRateBody; reply: Tool };
  /** `set_weight`: Sets what one piece of a tool weighs, packed: the couriers' parcels weigh their pieces together. */
  'PUT /product/{id}/weight': { params: { id: string | number }; query: never; body: WeightBody; reply: Tool };
  /** `resend_verification`: Mails a new verification link. */
  'POST /resend-verification': { params: never; query: never; body: EmailOnly; reply: Note };
  /** `reset_password`: Sets a new password from a reset link. Opening the link also proves the address. */
  'POST /reset-password': { params: never; query: never; body: NewPasswordBody; reply: Note };
  /** `check_reset_link`: Whether a reset link can still be used, without using it: the page asks as it opens, so a used or expired link says so before a new password is typed. */
  'POST /reset-password/check': { params: never; query: never; body: LinkToken; reply: Note };
  /** `add_review`: Reviews a delivered order of one's own, once. */
  'POST /review': { params: never; query: never; body: ReviewRequest; reply: Inserted };
  /** `list_reviews`: Published reviews, newest first (the thirty latest). */
  'GET /reviews': { params: never; query: never; body: never; reply: Review[] };
  /** `sales_register`: A month's tax invoices and credit notes, one row each (credit notes negative) and a row of totals, as CSV: for admins. */
  'GET /sales-register': { params: never; query: { month?: string }; body: never; reply: Blob };
  /** `sales_summary`: A month's sales per VAT rate, invoiced, credited and net, as the monthly return (Mushak-9.1) asks for them, as CSV: for admins. */
  'GET /sales-register/summary': { params: never; query: { month?: string }; body: never; reply: Blob };
  /** `end_all`: Signs the account out everywhere: every token issued before stops working at once, this one included. */
  'POST /session/end-all': { params: never; query: never; body: never; reply: Note };
  /** `refresh`: A fresh token for a valid one, so a buyer who keeps using the shop stays signed in. */
  'POST /session/refresh': { params: never; query: never; body: never; reply: SignedIn };
  /** `sign_up`: Opens an account and mails a link to verify its address. */
  'POST /signup': { params: never; query: never; body: RegistrationForm; reply: Note };
  /** `ipn`: SSLCommerz's notification of a payment's outcome (form-encoded, signed with `verify_sign`). A signed `VALID` is confirmed with the validation API, then settles the order once; repeats change nothing. */
  'POST /sslcommerz/ipn': { params: never; query: never; body: Record<string, string>; reply: WebhookReceipt };
  /** `buyer_returns`: The buyer's browser back from SSLCommerz's page, with its fields. A signed success is confirmed exactly as the IPN is (whichever comes first settles the order); the buyer is then sent to the order's payment page, which says how it went. */
  'POST /sslcommerz/return/{outcome}': { params: { outcome: string | number }; query: never; body: Record<string, string>; reply: void };
  /** `webhook`: Stripe's events, signed with the endpoint's secret. */
  'POST /stripe/webhook': { params: never; query: never; body: Record<string, unknown>; reply: WebhookReceipt };
  /** `read_synonyms`: The owner's table of words that mean the same, in the order it was saved. */
  'GET /synonyms': { params: never; query: never; body: never; reply: Synonyms };
  /** `set_synonyms`: Replaces the table: each side kept as a search compares it (case and spacing aside), each pair once. Every tool's search words are worked out again in the same transaction, so a tool named with one word of a pair is found by the other from the answer on. */
  'PUT /synonyms': { params: never; query: never; body: Synonyms; reply: Synonyms };
  /** `list_tools`: The catalogue, newest first. */
  'GET /tools': { params: never; query: { q?: string; page?: number; limit?: number; after?: string; ids?: string; partNumber?: string; category?: string; brand?: string; inStock?: boolean; minPrice?: string; maxPrice?: string; spec?: string }; body: never; reply: Tool[] };
  /** `tool_facets`: The filters' choices for a search or a category, with counts. */
  'GET /tools/facets': { params: never; query: { q?: string; category?: string; brand?: string; inStock?: boolean; minPrice?: string; maxPrice?: string; spec?: string }; body: never; reply: Facets };
  /** `get_tool`: One tool, with its values of its category's specifications. */
  'GET /tools/{id}': { params: { id: string | number }; query: never; body: never; reply: Tool };
  /** `list_tool_reviews`: One tool's reviews, newest first (the thirty latest), for its page. */
  'GET /tools/{id}/reviews': { params: { id: string | number }; query: never; body: never; reply: Review[] };
  /** `update_profile`: Updates one's own profile; empty fields keep what is stored. */
  'PUT /update/user/{email}': { params: { email: string | number }; query: never; body: ProfileForm; reply: User };
  /** `demote`: Takes an admin's rights away. Not one's own, and never the last admin's. */
  'DELETE /user/admin/{email}': { params: { email: string | number }; query: never; body: never; reply: Modified };
  /** `promote`: Makes an account an admin. */
  'PUT /user/admin/{email}': { params: { email: string | number }; query: never; body: never; reply: Modified };
  /** `get_user`: An account and its profile: one's own, or anyone's for an admin. */
  'GET /user/{email}': { params: { email: string | number }; query: never; body: never; reply: User };
  /** `upsert_user`: Confirms one's own account after sign-in. */
  'PUT /user/{email}': { params: { email: string | number }; query: never; body: never; reply: User };
  /** `list_users`: Every account, oldest first: all of them, or a page (`limit`, `after`). */
  'GET /users': { params: never; query: { limit?: number; after?: string }; body: never; reply: User[] };
  /** `choose_language`: Remembers the language the signed-in buyer chose: the shop's mail to them is written in it, and the browser switches to it when they sign in elsewhere. */
  'PUT /users/me/language': { params: never; query: never; body: LanguageChoice; reply: User };
  /** `choose_order_texts`: Whether the signed-in buyer is texted (SMS) at each step of their orders. Sign-in codes and cash-on-delivery confirmations come whatever this says. */
  'PUT /users/me/order-texts': { params: never; query: never; body: OrderTextsChoice; reply: User };
  /** `verify_email`: Verifies an address with the token from the mailed link. */
  'POST /verify-email': { params: never; query: never; body: LinkToken; reply: Verified };
}

export type EndpointName = keyof Endpoints;

/** The one body of every refusal. */
export interface ErrorBody {
  error: ErrorDetail;
}

export type ErrorDetail = { code: string; errors?: FieldErrorDetail[] | null; field?: string | null; key: string; message: string; params?: Said['params'] | null; requestId?: string | null };

export type FieldErrorDetail = { code: string; field: string; key: string; message: string; params?: Said['params'] | null };

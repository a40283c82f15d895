// Generated from the OpenAPI document by `UPDATE_TYPESCRIPT=1 cargo test -p api --test contract`.
import type { AdminCheck, Blog, Cart, ClientConfig, ConfirmPayment, ContactForm, Deleted, DeliveryForm, DeliveryState, EmailOnly, ForOrder, Health, Inserted, LanguageChoice, LinkToken, Modified, NewPasswordBody, Note, Order, OrderUpdate, OutboxMail, Overview, Paid, PayOrder, PaymentIntent, PaymentMethod, PaymentOption, PaymentStart, PaymentState, PlaceOrder, PriceTiersBody, ProductForm, ProfileForm, RegistrationForm, Restock, Restocked, Review, ReviewRequest, Said, SignIn, SignedIn, StartPayment, Tool, Uploaded, User, VatRateBody, Verified, WebhookReceipt } from 'shop-wasm';

/** Every operation of the API: its method, its path (`{name}` for a path parameter), its
 * path and query parameters, and its request and reply bodies. */
export interface Endpoints {
  /** The admins, oldest first: all of them, or a page (`limit`, `after`). */
  list_admins: { method: 'GET'; path: '/admin'; params: never; query: { limit?: number; after?: string }; body: never; reply: User[] };
  /** Whether an account is an admin: one's own, or anyone's for an admin. */
  admin_check: { method: 'GET'; path: '/admin/{email}'; params: { email: string | number }; query: never; body: never; reply: AdminCheck };
  /** The buyer back from bKash: the payment executed (or its status queried), the order settled once, the buyer sent to the order's payment page. */
  callback: { method: 'GET'; path: '/bkash/callback'; params: never; query: { paymentID?: string; status?: string }; body: never; reply: void };
  /** The blog's posts, newest first. */
  list_blogs: { method: 'GET'; path: '/blogs'; params: never; query: never; body: never; reply: Blog[] };
  /** The caller's cart, in the order the tools were added. A line whose tool has since been removed from the catalogue stays, for the page to show as gone. */
  get_cart: { method: 'GET'; path: '/cart'; params: never; query: never; body: never; reply: Cart };
  /** Replaces the caller's cart: at most 50 tools, each once, each for at least one piece. */
  put_cart: { method: 'PUT'; path: '/cart'; params: never; query: never; body: Cart; reply: Cart };
  /** The shop's setup as the browser needs it: Firebase sign-in, which processor takes cards, and every way to pay the shop takes (`paymentMethods`, with their limits and the bank account for transfers). */
  client_config: { method: 'GET'; path: '/config'; params: never; query: never; body: never; reply: ClientConfig };
  /** Sends the team a message from the home page's contact form. */
  send_feedback: { method: 'POST'; path: '/contact'; params: never; query: never; body: ContactForm; reply: Note };
  /** A Stripe PaymentIntent for one's own unpaid order, for Stripe.js to confirm. */
  create_payment_intent: { method: 'POST'; path: '/create-payment-intent'; params: never; query: never; body: ForOrder; reply: PaymentIntent };
  /** This document as a page to read. */
  docs_page: { method: 'GET'; path: '/docs'; params: never; query: never; body: never; reply: Blob };
  /** The buyers who placed an order the filter shows (every buyer without a filter), newest first, with how many orders each has placed and paid for in all, as CSV. */
  export_customers: { method: 'GET'; path: '/exports/customers'; params: never; query: { open?: boolean; payment?: PaymentState; delivery?: DeliveryState; method?: PaymentMethod; from?: string; to?: string; buyer?: string }; body: never; reply: Blob };
  /** The orders the filter shows (every order without one), newest first, one row each, as CSV. */
  export_orders: { method: 'GET'; path: '/exports/orders'; params: never; query: { open?: boolean; payment?: PaymentState; delivery?: DeliveryState; method?: PaymentMethod; from?: string; to?: string; buyer?: string }; body: never; reply: Blob };
  /** Mails a link to set a new password. */
  forgot_password: { method: 'POST'; path: '/forgot-password'; params: never; query: never; body: EmailOnly; reply: Note };
  /** Whether the shop is up: the process answers and its database too. */
  health: { method: 'GET'; path: '/health'; params: never; query: never; body: never; reply: Health };
  /** Uploads a picture (a profile photo or a tool's) and answers where it is served. */
  upload_image: { method: 'POST'; path: '/images'; params: never; query: never; body: FormData; reply: Uploaded };
  /** A stored picture. */
  serve_image: { method: 'GET'; path: '/images/{name}'; params: { name: string | number }; query: never; body: never; reply: Blob };
  /** Signs in with email and password, or with the identity provider's ID token. */
  sign_in: { method: 'POST'; path: '/login'; params: never; query: never; body: SignIn; reply: SignedIn };
  /** The signed-in account. */
  me: { method: 'GET'; path: '/me'; params: never; query: never; body: never; reply: User };
  /** This document. */
  openapi_json: { method: 'GET'; path: '/openapi.json'; params: never; query: never; body: never; reply: Record<string, unknown> };
  /** The orders a filter shows (every order without one), newest first, cancelled and refunded ones included unless left out: all of them, or a page (`limit`, `after`). A first page says how many the filter shows (`X-Total-Count`) and how many orders are closed (`X-Closed-Count`). */
  list_all_orders: { method: 'GET'; path: '/orders'; params: never; query: { limit?: number; after?: string; open?: boolean; payment?: PaymentState; delivery?: DeliveryState; method?: PaymentMethod; from?: string; to?: string; buyer?: string }; body: never; reply: Order[] };
  /** Places an order, reserving its pieces. */
  place_order: { method: 'POST'; path: '/orders'; params: never; query: never; body: PlaceOrder; reply: Inserted };
  /** The credit note (Mushak-6.7) of a paid order that was cancelled, as a PDF: it refers to the tax invoice it credits. */
  credit_note_pdf: { method: 'GET'; path: '/orders/{id}/credit-note.pdf'; params: { id: string | number }; query: never; body: never; reply: Blob };
  /** Changes where one's own order goes, until it ships. */
  change_delivery: { method: 'PUT'; path: '/orders/{id}/delivery'; params: { id: string | number }; query: never; body: DeliveryForm; reply: Modified };
  /** The tax invoice (Mushak-6.3) of a paid order, as a PDF in the request's language: for its buyer and for admins. It prints what was true when it was issued, every time. */
  invoice_pdf: { method: 'GET'; path: '/orders/{id}/invoice.pdf'; params: { id: string | number }; query: never; body: never; reply: Blob };
  /** Each way this shop takes money, and whether it can take this order of the caller's. */
  payment_options: { method: 'GET'; path: '/orders/{id}/payment-methods'; params: { id: string | number }; query: never; body: never; reply: PaymentOption[] };
  /** Cancels an order until it ships: one's own, or as an admin any order (an unpaid cash-on-delivery order nobody answers for, say). */
  cancel_order: { method: 'DELETE'; path: '/orders/{key}'; params: { key: string | number }; query: never; body: never; reply: Deleted };
  /** One's own orders, newest first, cancelled and refunded ones included: all of them, or a page (`limit`, `after`; see the listing's paging). */
  list_own_orders: { method: 'GET'; path: '/orders/{key}'; params: { key: string | number }; query: { limit?: number; after?: string }; body: never; reply: Order[] };
  /** Confirms a cash-on-delivery order (`{"isConfirmed": true}`), ships an order (`{"isShipped": true}`), marks a shipped one delivered (`{"isDelivered": true}`), records cash or a transfer received (`{"isPaid": true}`) or a refund made by hand (`{"isRefunded": true}`). */
  update_order: { method: 'PUT'; path: '/orders/{key}'; params: { key: string | number }; query: never; body: OrderUpdate; reply: Modified };
  /** The mail the shop sent, kept (no mail server is set up) or could not send, newest first, with each message's text: all of it, or a page (`limit`, `after`). For admins. */
  list_outbox: { method: 'GET'; path: '/outbox'; params: never; query: { limit?: number; after?: string }; body: never; reply: OutboxMail[] };
  /** Sends a message of the outbox again, as a new message that names the one it repeats. Without a mail server it is kept again (and says so). */
  resend: { method: 'POST'; path: '/outbox/{id}/resend'; params: { id: string | number }; query: never; body: never; reply: Note };
  /** Today's and this month's orders and revenue (by payment method), the orders waiting for payment, to ship and on the way, revenue and orders per day over 30 or 90 days, the best sellers and the tools low on stock: for admins. */
  get_overview: { method: 'GET'; path: '/overview'; params: never; query: { days?: number; lowStock?: number }; body: never; reply: Overview };
  /** Pays one's own order with the shop's card form (the built-in test processor). */
  pay_by_card: { method: 'POST'; path: '/payments/confirm'; params: never; query: never; body: PayOrder; reply: Paid };
  /** Begins paying one's own unpaid order by a method other than a card. */
  start_payment: { method: 'POST'; path: '/payments/start'; params: never; query: never; body: StartPayment; reply: PaymentStart };
  /** Marks one's own order paid once Stripe confirms the card. */
  confirm_payment: { method: 'POST'; path: '/payments/stripe/confirm'; params: never; query: never; body: ConfirmPayment; reply: Paid | Note };
  /** Accepts a held payment as its order's: the order is paid and its tax invoice issued. */
  accept_payment: { method: 'POST'; path: '/payments/{id}/accept'; params: { id: string | number }; query: never; body: never; reply: Note };
  /** Gives a held payment back through the provider that took it. Asked once: a refund the provider did not confirm is not asked again. */
  refund_payment: { method: 'POST'; path: '/payments/{id}/refund'; params: { id: string | number }; query: never; body: never; reply: Note };
  /** Records that a held payment was given back outside the shop. */
  record_refunded_payment: { method: 'POST'; path: '/payments/{id}/refunded'; params: { id: string | number }; query: never; body: never; reply: Note };
  /** Adds a tool to the catalogue. */
  add_product: { method: 'POST'; path: '/product'; params: never; query: never; body: ProductForm; reply: Inserted };
  /** Removes a tool; orders keep their own copy of its name, picture and price. */
  remove_product: { method: 'DELETE'; path: '/product/{id}'; params: { id: string | number }; query: never; body: never; reply: Deleted };
  /** Adds pieces to a tool's stock. */
  restock: { method: 'PUT'; path: '/product/{id}'; params: { id: string | number }; query: never; body: Restock; reply: Restocked };
  /** Sets a tool's price breaks (replacing any it had). */
  set_price_tiers: { method: 'PUT'; path: '/product/{id}/tiers'; params: { id: string | number }; query: never; body: PriceTiersBody; reply: Tool };
  /** Sets a tool's VAT rate, for orders placed from now on (a placed order keeps the rate it was sold at). Its price, which includes VAT, does not change. */
  set_vat_rate: { method: 'PUT'; path: '/product/{id}/vat-rate'; params: { id: string | number }; query: never; body: VatRateBody; reply: Tool };
  /** Mails a new verification link. */
  resend_verification: { method: 'POST'; path: '/resend-verification'; params: never; query: never; body: EmailOnly; reply: Note };
  /** Sets a new password from a reset link. Opening the link also proves the address. */
  reset_password: { method: 'POST'; path: '/reset-password'; params: never; query: never; body: NewPasswordBody; reply: Note };
  /** Reviews a delivered order of one's own, once. */
  add_review: { method: 'POST'; path: '/review'; params: never; query: never; body: ReviewRequest; reply: Inserted };
  /** Published reviews, newest first (the thirty latest). */
  list_reviews: { method: 'GET'; path: '/reviews'; params: never; query: never; body: never; reply: Review[] };
  /** A month's tax invoices and credit notes, one row each (credit notes negative) and a row of totals, as CSV: for admins. */
  sales_register: { method: 'GET'; path: '/sales-register'; params: never; query: { month?: string }; body: never; reply: Blob };
  /** A month's sales per VAT rate, invoiced, credited and net, as the monthly return (Mushak-9.1) asks for them, as CSV: for admins. */
  sales_summary: { method: 'GET'; path: '/sales-register/summary'; params: never; query: { month?: string }; body: never; reply: Blob };
  /** Signs the account out everywhere: every token issued before stops working at once, this one included. */
  end_all: { method: 'POST'; path: '/session/end-all'; params: never; query: never; body: never; reply: Note };
  /** A fresh token for a valid one, so a buyer who keeps using the shop stays signed in. */
  refresh: { method: 'POST'; path: '/session/refresh'; params: never; query: never; body: never; reply: SignedIn };
  /** Opens an account and mails a link to verify its address. */
  sign_up: { method: 'POST'; path: '/signup'; params: never; query: never; body: RegistrationForm; reply: Note };
  /** SSLCommerz's notification of a payment's outcome (form-encoded, signed with `verify_sign`). A signed `VALID` is confirmed with the validation API, then settles the order once; repeats change nothing. */
  ipn: { method: 'POST'; path: '/sslcommerz/ipn'; params: never; query: never; body: Record<string, string>; reply: WebhookReceipt };
  /** The buyer's browser back from SSLCommerz's page, with its fields. A signed success is confirmed exactly as the IPN is (whichever comes first settles the order); the buyer is then sent to the order's payment page, which says how it went. */
  buyer_returns: { method: 'POST'; path: '/sslcommerz/return/{outcome}'; params: { outcome: string | number }; query: never; body: Record<string, string>; reply: void };
  /** Stripe's events, signed with the endpoint's secret. */
  webhook: { method: 'POST'; path: '/stripe/webhook'; params: never; query: never; body: Record<string, unknown>; reply: WebhookReceipt };
  /** The catalogue, newest first. */
  list_tools: { method: 'GET'; path: '/tools'; params: never; query: { q?: string; page?: number; limit?: number; after?: string; ids?: string }; body: never; reply: Tool[] };
  /** One tool. */
  get_tool: { method: 'GET'; path: '/tools/{id}'; params: { id: string | number }; query: never; body: never; reply: Tool };
  /** One tool's reviews, newest first (the thirty latest), for its page. */
  list_tool_reviews: { method: 'GET'; path: '/tools/{id}/reviews'; params: { id: string | number }; query: never; body: never; reply: Review[] };
  /** Updates one's own profile; empty fields keep what is stored. */
  update_profile: { method: 'PUT'; path: '/update/user/{email}'; params: { email: string | number }; query: never; body: ProfileForm; reply: User };
  /** Takes an admin's rights away. Not one's own, and never the last admin's. */
  demote: { method: 'DELETE'; path: '/user/admin/{email}'; params: { email: string | number }; query: never; body: never; reply: Modified };
  /** Makes an account an admin. */
  promote: { method: 'PUT'; path: '/user/admin/{email}'; params: { email: string | number }; query: never; body: never; reply: Modified };
  /** An account and its profile: one's own, or anyone's for an admin. */
  get_user: { method: 'GET'; path: '/user/{email}'; params: { email: string | number }; query: never; body: never; reply: User };
  /** Confirms one's own account after sign-in. */
  upsert_user: { method: 'PUT'; path: '/user/{email}'; params: { email: string | number }; query: never; body: never; reply: User };
  /** Every account, oldest first: all of them, or a page (`limit`, `after`). */
  list_users: { method: 'GET'; path: '/users'; params: never; query: { limit?: number; after?: string }; body: never; reply: User[] };
  /** Remembers the language the signed-in buyer chose: the shop's mail to them is written in it, and the browser switches to it when they sign in elsewhere. */
  choose_language: { method: 'PUT'; path: '/users/me/language'; params: never; query: never; body: LanguageChoice; reply: User };
  /** Verifies an address with the token from the mailed link. */
  verify_email: { method: 'POST'; path: '/verify-email'; params: never; query: never; body: LinkToken; reply: Verified };
}

export type EndpointName = keyof Endpoints;

/** Each operation's method and path, to send it. */
export const endpoints: { readonly [Name in EndpointName]: readonly [Endpoints[Name]['method'], Endpoints[Name]['path']] } = {
  list_admins: ['GET', '/admin'],
  admin_check: ['GET', '/admin/{email}'],
  callback: ['GET', '/bkash/callback'],
  list_blogs: ['GET', '/blogs'],
  get_cart: ['GET', '/cart'],
  put_cart: ['PUT', '/cart'],
  client_config: ['GET', '/config'],
  send_feedback: ['POST', '/contact'],
  create_payment_intent: ['POST', '/create-payment-intent'],
  docs_page: ['GET', '/docs'],
  export_customers: ['GET', '/exports/customers'],
  export_orders: ['GET', '/exports/orders'],
  forgot_password: ['POST', '/forgot-password'],
  health: ['GET', '/health'],
  upload_image: ['POST', '/images'],
  serve_image: ['GET', '/images/{name}'],
  sign_in: ['POST', '/login'],
  me: ['GET', '/me'],
  openapi_json: ['GET', '/openapi.json'],
  list_all_orders: ['GET', '/orders'],
  place_order: ['POST', '/orders'],
  credit_note_pdf: ['GET', '/orders/{id}/credit-note.pdf'],
  change_delivery: ['PUT', '/orders/{id}/delivery'],
  invoice_pdf: ['GET', '/orders/{id}/invoice.pdf'],
  payment_options: ['GET', '/orders/{id}/payment-methods'],
  cancel_order: ['DELETE', '/orders/{key}'],
  list_own_orders: ['GET', '/orders/{key}'],
  update_order: ['PUT', '/orders/{key}'],
  list_outbox: ['GET', '/outbox'],
  resend: ['POST', '/outbox/{id}/resend'],
  get_overview: ['GET', '/overview'],
  pay_by_card: ['POST', '/payments/confirm'],
  start_payment: ['POST', '/payments/start'],
  confirm_payment: ['POST', '/payments/stripe/confirm'],
  accept_payment: ['POST', '/payments/{id}/accept'],
  refund_payment: ['POST', '/payments/{id}/refund'],
  record_refunded_payment: ['POST', '/payments/{id}/refunded'],
  add_product: ['POST', '/product'],
  remove_product: ['DELETE', '/product/{id}'],
  restock: ['PUT', '/product/{id}'],
  set_price_tiers: ['PUT', '/product/{id}/tiers'],
  set_vat_rate: ['PUT', '/product/{id}/vat-rate'],
  resend_verification: ['POST', '/resend-verification'],
  reset_password: ['POST', '/reset-password'],
  add_review: ['POST', '/review'],
  list_reviews: ['GET', '/reviews'],
  sales_register: ['GET', '/sales-register'],
  sales_summary: ['GET', '/sales-register/summary'],
  end_all: ['POST', '/session/end-all'],
  refresh: ['POST', '/session/refresh'],
  sign_up: ['POST', '/signup'],
  ipn: ['POST', '/sslcommerz/ipn'],
  buyer_returns: ['POST', '/sslcommerz/return/{outcome}'],
  webhook: ['POST', '/stripe/webhook'],
  list_tools: ['GET', '/tools'],
  get_tool: ['GET', '/tools/{id}'],
  list_tool_reviews: ['GET', '/tools/{id}/reviews'],
  update_profile: ['PUT', '/update/user/{email}'],
  demote: ['DELETE', '/user/admin/{email}'],
  promote: ['PUT', '/user/admin/{email}'],
  get_user: ['GET', '/user/{email}'],
  upsert_user: ['PUT', '/user/{email}'],
  list_users: ['GET', '/users'],
  choose_language: ['PUT', '/users/me/language'],
  verify_email: ['POST', '/verify-email'],
};

/** The one body of every refusal. */
export interface ErrorBody {
  error: ErrorDetail;
}

export type ErrorDetail = { code: string; errors?: FieldErrorDetail[] | null; field?: string | null; key: string; message: string; params?: Said['params'] | null; requestId?: string | null };

export type FieldErrorDetail = { code: string; field: string; key: string; message: string; params?: Said['params'] | null };

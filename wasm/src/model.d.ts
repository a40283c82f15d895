// Generated from the Rust types in `shared` by shared/tests/typescript.rs. Do not edit.
export type Money = number;
export type Role = "user" | "admin";
export type Tool = { _id: number, toolName: string, 
/**
 * Where the picture is served, e.g. `/api/images/…`.
 */
toolImage: string, toolDescription: string, toolPrice: Money, minOrder: number, availableQuantity: number, createdAt: number, };
export type Order = { _id: number, userName: string, userEmail: string, toolId: number | null, toolName: string, toolImage: string, toolPrice: Money, quantity: number, totalPrice: Money, isPaid: boolean, isDelivered: boolean, isReviewed: boolean, phoneNumber: string | null, address: string | null, transactionId: string | null, createdAt: number, };
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
export type User = { email: string, role: Role, displayName: string | null, photoURL: string | null, institution: string | null, phoneNumber: string | null, address: string | null, dateOfBirth: string | null, };
export type FieldError = { field: string, code: string, message: string, };
export type Outcome<T> = { ok: true, value: T, } | { ok: false, errors: Array<FieldError>, };
export type Quantity = number;
export type PricedQuantity = { quantity: Quantity, totalPrice: Money, };
export type ToolName = string;
export type ToolDescription = string;
export type NewProduct = { toolName: ToolName, toolPrice: Money, minOrder: number, availableQuantity: number, toolImage: string, toolDescription: ToolDescription, };
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
export type AdminCheck = { admin: boolean, role: Role, };
export type Health = { 
/**
 * Always `ok`: any trouble answers 500 instead.
 */
status: string, };
export type Uploaded = { url: string, };
export type PaymentIntent = { 
/**
 * For Stripe.js; Stripe always sends one for an intent the shop created.
 */
clientSecret: string | null, paymentIntentId: string, };
export type WebhookReceipt = { received: boolean, event: string, outcome: string, };
export type ClientConfig = { 
/**
 * The public web config of Firebase sign-in; `null` when it is not switched on.
 */
firebase: FirebaseWebConfig | null, payments: PaymentsConfig, };
export type FirebaseWebConfig = { apiKey: string, authDomain: string, projectId: string, };
export type PaymentsConfig = { "provider": "test" } | { "provider": "stripe", publishableKey: string, };
/** The name of every sentence `messages()` returns. */
export type MessageKey = "SHOP_NAME" | "SHOP_ADDRESS" | "NAME_REQUIRED" | "NAME_TOO_LONG" | "EMAIL_REQUIRED" | "EMAIL_INVALID" | "PASSWORD_REQUIRED" | "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_WEAK" | "CONFIRM_PASSWORD_REQUIRED" | "PASSWORD_MISMATCH" | "TERMS_REQUIRED" | "USER_NOT_FOUND" | "WRONG_PASSWORD" | "LOGIN_SUCCESSFUL" | "SENDING_RESET_EMAIL" | "ACCOUNT_EXISTS" | "EMAIL_NOT_VERIFIED" | "VERIFICATION_SENT" | "LINK_INVALID" | "PASSWORD_CHANGED" | "TOO_MANY_SIGN_INS" | "SESSION_EXPIRED" | "SIGNED_OUT" | "IDENTITY_PROVIDER_OFF" | "PROVIDER_SIGN_IN_FAILED" | "PROVIDER_UNREACHABLE" | "QUANTITY_REQUIRED" | "QUANTITY_NOT_WHOLE" | "NOT_ENOUGH_QUANTITY" | "TOTAL_TOO_LARGE" | "ORDER_PLACED" | "ORDER_CANCELLED" | "ORDER_NOT_PAID" | "ORDER_DELIVERED" | "PAYMENT_SUCCESSFUL" | "CARD_NUMBER_INCOMPLETE" | "CARD_NUMBER_INVALID" | "CARD_EXPIRY_INCOMPLETE" | "CARD_EXPIRY_INVALID" | "CARD_EXPIRY_PAST" | "CARD_CVC_INCOMPLETE" | "CARD_DECLINED" | "PLEASE_WAIT" | "PAYMENT_NOT_COMPLETED" | "TOOL_NAME_REQUIRED" | "TOOL_NAME_TOO_LONG" | "TOOL_PRICE_REQUIRED" | "TOOL_PRICE_INVALID" | "MIN_ORDER_REQUIRED" | "MIN_ORDER_INVALID" | "AVAILABLE_QUANTITY_REQUIRED" | "AVAILABLE_QUANTITY_INVALID" | "TOOL_IMAGE_REQUIRED" | "TOOL_IMAGE_INVALID" | "TOOL_DESCRIPTION_REQUIRED" | "DESCRIPTION_TOO_SHORT" | "DESCRIPTION_TOO_LONG" | "TOOL_EXISTS" | "TOOL_ADD_FAILED" | "TOOL_ADDED" | "PRODUCT_RESTOCKED" | "RESTOCK_REQUIRED" | "RESTOCK_INVALID" | "PRODUCT_DELETED" | "RATING_REQUIRED" | "REVIEW_REQUIRED" | "REVIEW_TOO_LONG" | "REVIEW_ADDED" | "FEEDBACK_REQUIRED" | "FEEDBACK_TOO_LONG" | "FEEDBACK_SENT" | "CANNOT_REMOVE_SELF" | "ADMIN_ADDED" | "ADMIN_REMOVED" | "YOU_ARE_AN_ADMIN" | "PROFILE_UPDATED" | "DISPLAY_NAME_TOO_LONG" | "INSTITUTION_TOO_LONG" | "PHONE_INVALID" | "ADDRESS_TOO_LONG" | "DATE_OF_BIRTH_INVALID" | "PHOTO_INVALID" | "IMAGE_REQUIRED" | "IMAGE_TOO_LARGE" | "IMAGE_WRONG_TYPE" | "IMAGE_UPLOAD_FAILED" | "NO_ADDRESS" | "NO_PHONE" | "UNEXPECTED_ERROR" | "SHOP_UNREACHABLE" | "STRIPE_FORM_UNAVAILABLE";

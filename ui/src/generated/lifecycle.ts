// Generated from shared/src/lifecycle.rs and shared/src/delivery.rs by
// shared/tests/typescript.rs. Do not edit.
import type { AdminStep, Event, OrderStatus } from 'shop-wasm';
import type { MessageKey } from './messages';

export interface StatusRules {
  label: MessageKey;
  buyerMayPay: boolean;
  buyerMayCancel: boolean;
  buyerMayChangeDelivery: boolean;
  buyerMayReview: boolean;
  adminStep: AdminStep | null;
  closed: boolean;
}

/** What each status allows, and its name in the catalogue. */
export const statusRules: Record<OrderStatus, StatusRules> = {
  awaitingPayment: { label: "STATUS_AWAITING_PAYMENT", buyerMayPay: true, buyerMayCancel: true, buyerMayChangeDelivery: true, buyerMayReview: false, adminStep: null, closed: false },
  paid: { label: "STATUS_PAID", buyerMayPay: false, buyerMayCancel: true, buyerMayChangeDelivery: true, buyerMayReview: false, adminStep: "ship", closed: false },
  shipped: { label: "STATUS_SHIPPED", buyerMayPay: false, buyerMayCancel: false, buyerMayChangeDelivery: false, buyerMayReview: false, adminStep: "deliver", closed: false },
  delivered: { label: "STATUS_DELIVERED", buyerMayPay: false, buyerMayCancel: false, buyerMayChangeDelivery: false, buyerMayReview: true, adminStep: null, closed: false },
  cancelled: { label: "STATUS_CANCELLED", buyerMayPay: false, buyerMayCancel: false, buyerMayChangeDelivery: false, buyerMayReview: false, adminStep: null, closed: true },
  refunded: { label: "STATUS_REFUNDED", buyerMayPay: false, buyerMayCancel: false, buyerMayChangeDelivery: false, buyerMayReview: false, adminStep: null, closed: true },
};

/** A timeline step's name in the catalogue. */
export const eventLabels: Record<Event, MessageKey> = {
  placed: "EVENT_PLACED",
  paid: "STATUS_PAID",
  shipped: "STATUS_SHIPPED",
  delivered: "STATUS_DELIVERED",
  cancelled: "STATUS_CANCELLED",
  refunded: "STATUS_REFUNDED",
};

/** The 64 districts of Bangladesh, for the delivery form. */
export const districts = ["Dhaka","Faridpur","Gazipur","Gopalganj","Kishoreganj","Madaripur","Manikganj","Munshiganj","Narayanganj","Narsingdi","Rajbari","Shariatpur","Tangail","Bandarban","Brahmanbaria","Chandpur","Chattogram","Cox's Bazar","Cumilla","Feni","Khagrachhari","Lakshmipur","Noakhali","Rangamati","Bogura","Chapainawabganj","Joypurhat","Naogaon","Natore","Pabna","Rajshahi","Sirajganj","Bagerhat","Chuadanga","Jashore","Jhenaidah","Khulna","Kushtia","Magura","Meherpur","Narail","Satkhira","Barguna","Barishal","Bhola","Jhalokathi","Patuakhali","Pirojpur","Habiganj","Moulvibazar","Sunamganj","Sylhet","Dinajpur","Gaibandha","Kurigram","Lalmonirhat","Nilphamari","Panchagarh","Rangpur","Thakurgaon","Jamalpur","Mymensingh","Netrokona","Sherpur"] as const;

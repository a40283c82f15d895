// Generated from shared/src/lifecycle.rs, shared/src/courier.rs and shared/src/delivery.rs by
// shared/tests/typescript.rs. Do not edit.
import type { CheckState, Courier, Event, MoneyStep, OrderStatus, ParcelStatus, PaymentMethod } from 'shop-wasm';
import type { MessageKey } from '@/lib/i18n';

export interface StatusRules {
  label: MessageKey;
  buyerMayPay: boolean;
  buyerMayCancel: boolean;
  buyerMayChangeDelivery: boolean;
  buyerMayReview: boolean;
  closed: boolean;
}

/** What each status allows, and its name in the catalogue. */
export const statusRules: Record<OrderStatus, StatusRules> = {
  awaitingPayment: { label: "STATUS_AWAITING_PAYMENT", buyerMayPay: true, buyerMayCancel: true, buyerMayChangeDelivery: true, buyerMayReview: false, closed: false },
  awaitingApproval: { label: "STATUS_AWAITING_APPROVAL", buyerMayPay: false, buyerMayCancel: true, buyerMayChangeDelivery: true, buyerMayReview: false, closed: false },
  cashOnDelivery: { label: "STATUS_CASH_ON_DELIVERY", buyerMayPay: true, buyerMayCancel: true, buyerMayChangeDelivery: true, buyerMayReview: false, closed: false },
  paid: { label: "STATUS_PAID", buyerMayPay: false, buyerMayCancel: true, buyerMayChangeDelivery: true, buyerMayReview: false, closed: false },
  shipped: { label: "STATUS_SHIPPED", buyerMayPay: false, buyerMayCancel: false, buyerMayChangeDelivery: false, buyerMayReview: false, closed: false },
  delivered: { label: "STATUS_DELIVERED", buyerMayPay: false, buyerMayCancel: false, buyerMayChangeDelivery: false, buyerMayReview: true, closed: false },
  cancelled: { label: "STATUS_CANCELLED", buyerMayPay: false, buyerMayCancel: false, buyerMayChangeDelivery: false, buyerMayReview: false, closed: true },
  refunded: { label: "STATUS_REFUNDED", buyerMayPay: false, buyerMayCancel: false, buyerMayChangeDelivery: false, buyerMayReview: false, closed: true },
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

/** A payment not settled yet: its badge's words. */
export const checkStateLabels: Record<CheckState, MessageKey> = {
  checking: "PAYMENT_CHECKING_LABEL",
  held: "PAYMENT_HELD_LABEL",
};

/** A way to pay's name in the catalogue. */
export const methodLabels: Record<PaymentMethod, MessageKey> = {
  "test-card": "METHOD_CARD",
  "stripe": "METHOD_CARD",
  "sslcommerz": "METHOD_SSLCOMMERZ",
  "bkash": "METHOD_BKASH",
  "cod": "METHOD_COD",
  "bank-transfer": "METHOD_BANK_TRANSFER",
};

/** What the payment page says of each way to pay. */
export const methodHints: Record<PaymentMethod, MessageKey> = {
  "test-card": "METHOD_TEST_CARD_HINT",
  "stripe": "METHOD_STRIPE_HINT",
  "sslcommerz": "METHOD_SSLCOMMERZ_HINT",
  "bkash": "METHOD_BKASH_HINT",
  "cod": "METHOD_COD_HINT",
  "bank-transfer": "METHOD_BANK_TRANSFER_HINT",
};

/** The words on the button of each money step. */
export const moneyStepLabels: Record<MoneyStep, MessageKey> = {
  receiveCash: "CASH_RECEIVED",
  receiveTransfer: "TRANSFER_RECEIVED",
  recordRefund: "REFUND_RECORDED",
};

/** Each courier's name in the catalogue. */
export const courierLabels: Record<Courier, MessageKey> = {
  ownDelivery: "COURIER_OWN",
  steadfast: "COURIER_STEADFAST",
  pathao: "COURIER_PATHAO",
  redx: "COURIER_REDX",
};

/** Where a parcel stands: its name, whether it stays so, and whether the order may be booked again. */
export const parcelRules: Record<ParcelStatus, { label: MessageKey; final: boolean; rebook: boolean }> = {
  booked: { label: "PARCEL_BOOKED", final: false, rebook: false },
  pickedUp: { label: "PARCEL_PICKED_UP", final: false, rebook: false },
  inTransit: { label: "PARCEL_IN_TRANSIT", final: false, rebook: false },
  delivered: { label: "PARCEL_DELIVERED", final: true, rebook: false },
  partlyDelivered: { label: "PARCEL_PARTLY_DELIVERED", final: true, rebook: false },
  returned: { label: "PARCEL_RETURNED", final: true, rebook: false },
  cancelledByCourier: { label: "PARCEL_CANCELLED", final: true, rebook: true },
  onHold: { label: "PARCEL_ON_HOLD", final: false, rebook: false },
};

/** The 64 districts of Bangladesh, for the delivery form. */
export const districts = ["Dhaka","Faridpur","Gazipur","Gopalganj","Kishoreganj","Madaripur","Manikganj","Munshiganj","Narayanganj","Narsingdi","Rajbari","Shariatpur","Tangail","Bandarban","Brahmanbaria","Chandpur","Chattogram","Cox's Bazar","Cumilla","Feni","Khagrachhari","Lakshmipur","Noakhali","Rangamati","Bogura","Chapainawabganj","Joypurhat","Naogaon","Natore","Pabna","Rajshahi","Sirajganj","Bagerhat","Chuadanga","Jashore","Jhenaidah","Khulna","Kushtia","Magura","Meherpur","Narail","Satkhira","Barguna","Barishal","Bhola","Jhalokathi","Patuakhali","Pirojpur","Habiganj","Moulvibazar","Sunamganj","Sylhet","Dinajpur","Gaibandha","Kurigram","Lalmonirhat","Nilphamari","Panchagarh","Rangpur","Thakurgaon","Jamalpur","Mymensingh","Netrokona","Sherpur"] as const;

/** A district's key in the Bangla catalogue (the English one has the name itself). */
export type DistrictKey = "DISTRICT_DHAKA" | "DISTRICT_FARIDPUR" | "DISTRICT_GAZIPUR" | "DISTRICT_GOPALGANJ" | "DISTRICT_KISHOREGANJ" | "DISTRICT_MADARIPUR" | "DISTRICT_MANIKGANJ" | "DISTRICT_MUNSHIGANJ" | "DISTRICT_NARAYANGANJ" | "DISTRICT_NARSINGDI" | "DISTRICT_RAJBARI" | "DISTRICT_SHARIATPUR" | "DISTRICT_TANGAIL" | "DISTRICT_BANDARBAN" | "DISTRICT_BRAHMANBARIA" | "DISTRICT_CHANDPUR" | "DISTRICT_CHATTOGRAM" | "DISTRICT_COX_S_BAZAR" | "DISTRICT_CUMILLA" | "DISTRICT_FENI" | "DISTRICT_KHAGRACHHARI" | "DISTRICT_LAKSHMIPUR" | "DISTRICT_NOAKHALI" | "DISTRICT_RANGAMATI" | "DISTRICT_BOGURA" | "DISTRICT_CHAPAINAWABGANJ" | "DISTRICT_JOYPURHAT" | "DISTRICT_NAOGAON" | "DISTRICT_NATORE" | "DISTRICT_PABNA" | "DISTRICT_RAJSHAHI" | "DISTRICT_SIRAJGANJ" | "DISTRICT_BAGERHAT" | "DISTRICT_CHUADANGA" | "DISTRICT_JASHORE" | "DISTRICT_JHENAIDAH" | "DISTRICT_KHULNA" | "DISTRICT_KUSHTIA" | "DISTRICT_MAGURA" | "DISTRICT_MEHERPUR" | "DISTRICT_NARAIL" | "DISTRICT_SATKHIRA" | "DISTRICT_BARGUNA" | "DISTRICT_BARISHAL" | "DISTRICT_BHOLA" | "DISTRICT_JHALOKATHI" | "DISTRICT_PATUAKHALI" | "DISTRICT_PIROJPUR" | "DISTRICT_HABIGANJ" | "DISTRICT_MOULVIBAZAR" | "DISTRICT_SUNAMGANJ" | "DISTRICT_SYLHET" | "DISTRICT_DINAJPUR" | "DISTRICT_GAIBANDHA" | "DISTRICT_KURIGRAM" | "DISTRICT_LALMONIRHAT" | "DISTRICT_NILPHAMARI" | "DISTRICT_PANCHAGARH" | "DISTRICT_RANGPUR" | "DISTRICT_THAKURGAON" | "DISTRICT_JAMALPUR" | "DISTRICT_MYMENSINGH" | "DISTRICT_NETROKONA" | "DISTRICT_SHERPUR";

/** Each district's name in the catalogue, to show it in the buyer's language. */
export const districtLabels: Record<(typeof districts)[number], DistrictKey> = {"Bagerhat":"DISTRICT_BAGERHAT","Bandarban":"DISTRICT_BANDARBAN","Barguna":"DISTRICT_BARGUNA","Barishal":"DISTRICT_BARISHAL","Bhola":"DISTRICT_BHOLA","Bogura":"DISTRICT_BOGURA","Brahmanbaria":"DISTRICT_BRAHMANBARIA","Chandpur":"DISTRICT_CHANDPUR","Chapainawabganj":"DISTRICT_CHAPAINAWABGANJ","Chattogram":"DISTRICT_CHATTOGRAM","Chuadanga":"DISTRICT_CHUADANGA","Cox's Bazar":"DISTRICT_COX_S_BAZAR","Cumilla":"DISTRICT_CUMILLA","Dhaka":"DISTRICT_DHAKA","Dinajpur":"DISTRICT_DINAJPUR","Faridpur":"DISTRICT_FARIDPUR","Feni":"DISTRICT_FENI","Gaibandha":"DISTRICT_GAIBANDHA","Gazipur":"DISTRICT_GAZIPUR","Gopalganj":"DISTRICT_GOPALGANJ","Habiganj":"DISTRICT_HABIGANJ","Jamalpur":"DISTRICT_JAMALPUR","Jashore":"DISTRICT_JASHORE","Jhalokathi":"DISTRICT_JHALOKATHI","Jhenaidah":"DISTRICT_JHENAIDAH","Joypurhat":"DISTRICT_JOYPURHAT","Khagrachhari":"DISTRICT_KHAGRACHHARI","Khulna":"DISTRICT_KHULNA","Kishoreganj":"DISTRICT_KISHOREGANJ","Kurigram":"DISTRICT_KURIGRAM","Kushtia":"DISTRICT_KUSHTIA","Lakshmipur":"DISTRICT_LAKSHMIPUR","Lalmonirhat":"DISTRICT_LALMONIRHAT","Madaripur":"DISTRICT_MADARIPUR","Magura":"DISTRICT_MAGURA","Manikganj":"DISTRICT_MANIKGANJ","Meherpur":"DISTRICT_MEHERPUR","Moulvibazar":"DISTRICT_MOULVIBAZAR","Munshiganj":"DISTRICT_MUNSHIGANJ","Mymensingh":"DISTRICT_MYMENSINGH","Naogaon":"DISTRICT_NAOGAON","Narail":"DISTRICT_NARAIL","Narayanganj":"DISTRICT_NARAYANGANJ","Narsingdi":"DISTRICT_NARSINGDI","Natore":"DISTRICT_NATORE","Netrokona":"DISTRICT_NETROKONA","Nilphamari":"DISTRICT_NILPHAMARI","Noakhali":"DISTRICT_NOAKHALI","Pabna":"DISTRICT_PABNA","Panchagarh":"DISTRICT_PANCHAGARH","Patuakhali":"DISTRICT_PATUAKHALI","Pirojpur":"DISTRICT_PIROJPUR","Rajbari":"DISTRICT_RAJBARI","Rajshahi":"DISTRICT_RAJSHAHI","Rangamati":"DISTRICT_RANGAMATI","Rangpur":"DISTRICT_RANGPUR","Satkhira":"DISTRICT_SATKHIRA","Shariatpur":"DISTRICT_SHARIATPUR","Sherpur":"DISTRICT_SHERPUR","Sirajganj":"DISTRICT_SIRAJGANJ","Sunamganj":"DISTRICT_SUNAMGANJ","Sylhet":"DISTRICT_SYLHET","Tangail":"DISTRICT_TANGAIL","Thakurgaon":"DISTRICT_THAKURGAON"} as const;

//! The words of the text messages (SMS) the shop sends: to the buyer at each step of an order,
//! and the one-time sign-in codes. Only the server sends them, so they stay out of the
//! browser's catalogue. Each fits one message in each language with the longest realistic
//! values (`crate::order_texts`' tests count them as the carriers do): 160 GSM characters in
//! English, 70 in Bangla. The sender ID the gateway shows is the shop's name, so the texts do
//! not repeat it.

use super::{Entry, Key};

messages! {
    /// The text messages' sentences.
    TEXTS:

    SMS_CODE = "{code} is your Shilpo Tools code. It works for 5 minutes. Never share it."
        | "{code} আপনার শিল্প টুলস কোড, ৫ মিনিট চলবে। কাউকে দেবেন না।";
    SMS_CONFIRM_COD = "Confirm cash-on-delivery order {number}: {link}"
        | "অর্ডার {number} নিশ্চিত করুন: {link}";
    SMS_PLACED = "Order {number} placed: {total}. {how}"
        | "অর্ডার {number} গৃহীত, {total}। {how}";
    SMS_PAY_WITHIN = "Please pay within {hours} hours."
        | "{hours} ঘণ্টায় টাকা দিন।";
    SMS_AWAITS_APPROVAL = "Your company is asked to approve it."
        | "অনুমোদনের অপেক্ষায়।";
    SMS_PAY_ON_DELIVERY = "Pay the courier in cash."
        | "নগদে দেবেন কুরিয়ারকে।";
    SMS_PAID = "Order {number}: {total} received. Thank you."
        | "অর্ডার {number}: {total} পেয়েছি, ধন্যবাদ।";
    SMS_SHIPPED = "Order {number} is on its way. Track it: {link}"
        | "অর্ডার {number} রওনা হলো: {link}";
    SMS_SHIPPED_PLAIN = "Order {number} is on its way."
        | "অর্ডার {number} রওনা হলো।";
    SMS_DELIVERED = "Order {number} delivered. Thank you for buying from us."
        | "অর্ডার {number} পৌঁছেছে। ধন্যবাদ।";
    SMS_CANCELLED = "Order {number} is cancelled."
        | "অর্ডার {number} বাতিল হয়েছে।";
    SMS_REFUNDED = "Order {number}: {total} refunded."
        | "অর্ডার {number}: {total} ফেরত দেওয়া হলো।";
    SMS_INVITATION = "{company} invites you to order for it. Sign in with this number: {link}"
        | "{company}: অর্ডারের আমন্ত্রণ। এই নম্বরে সাইন ইন করুন: {link}";
    SMS_APPROVAL = "Order {number}, {total}, waits for your approval: {link}"
        | "অর্ডার {number}, {total}, আপনার অনুমোদনের অপেক্ষায়: {link}";
}

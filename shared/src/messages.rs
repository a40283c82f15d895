//! Every sentence the shop says to a person, written once, in English and in Bangla side by
//! side. A rule answers with a sentence's [`Key`] (and its parameters, as a [`Text`]); the
//! server renders it in the request's language, and the browser renders the same key from the
//! catalogue generated from this file (`ui/src/generated/catalogue/`), so the words never
//! drift. English is the spec's word for word; `{name}` in a sentence is a parameter, and both
//! languages of a sentence name the same ones (a test checks).
//!
//! Where the old site had a slip of the pen, the corrected wording is used and the README lists
//! it: `TOOL_NAME_REQUIRED` (was the price message), `TOOL_EXISTS`, `TOOL_ADD_FAILED`.

use crate::Money;
use crate::language::Lang;
pub use crate::text::{Key, Text};

/// One sentence of the catalogue: its key, its English and its Bangla.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub key: &'static str,
    pub en: &'static str,
    pub bn: &'static str,
}

impl Entry {
    pub const fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Bn => self.bn,
        }
    }
}

macro_rules! messages {
    ($(#[$list_doc:meta])* $list:ident: $($(#[$doc:meta])* $name:ident = $en:literal | $bn:literal;)*) => {
        $($(#[$doc])* #[doc = concat!("\n\n", $en)] pub const $name: Key = Key(stringify!($name));)*

        $(#[$list_doc])*
        pub const $list: &[Entry] = &[$(Entry { key: stringify!($name), en: $en, bn: $bn }),*];
    };
}

mod admin_pages;
mod buying;
mod finding;
mod mails;
mod pages;
mod texts;
pub use admin_pages::*;
pub use buying::*;
pub use finding::*;
pub use mails::*;
pub use pages::*;
pub use texts::*;

messages! {
    /// Every message the browser can show by name (`ui/src/generated/messages.ts`).
    ALL:

    /// The shop's name, as mail and page titles print it.
    SHOP_NAME = "Shilpo Tools"
        | "শিল্প টুলস";
    /// The office, as the contact page and the invoices print it; lines split at "; ".
    SHOP_ADDRESS = "Plot 21, Tejgaon Industrial Area; Dhaka 1208, Bangladesh"
        | "প্লট ২১, তেজগাঁও শিল্প এলাকা; ঢাকা ১২০৮, বাংলাদেশ";

    // Registration and sign-in (spec §5, §8).
    NAME_REQUIRED = "Name is Required"
        | "নাম লিখুন";
    NAME_TOO_LONG = "Name must be at most 100 characters"
        | "নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে";
    EMAIL_REQUIRED = "Email is Required"
        | "ইমেইল লিখুন";
    EMAIL_INVALID = "Please Enter a Valid Email"
        | "সঠিক ইমেইল ঠিকানা লিখুন";
    PASSWORD_REQUIRED = "Password is Required"
        | "পাসওয়ার্ড লিখুন";
    /// Password rule 1 of 3, checked first.
    PASSWORD_TOO_SHORT = "Password must be at least 8 characters"
        | "পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে";
    /// Password rule 2 of 3.
    PASSWORD_TOO_WEAK = "Password must contain at least one lowercase letter, one uppercase letter, one number and one special character"
        | "পাসওয়ার্ডে অন্তত একটি ছোট হাতের অক্ষর, একটি বড় হাতের অক্ষর, একটি সংখ্যা ও একটি বিশেষ চিহ্ন থাকতে হবে";
    CONFIRM_PASSWORD_REQUIRED = "Confirm Password is Required"
        | "পাসওয়ার্ডটি আবার লিখুন";
    /// Password rule 3 of 3.
    PASSWORD_MISMATCH = "Password and Confirm Password does not match"
        | "দুটি পাসওয়ার্ড মিলছে না";
    TERMS_REQUIRED = "Please accept the terms and conditions"
        | "শর্তাবলিতে সম্মতি দিন";
    USER_NOT_FOUND = "User Does Not Exist. Please Sign Up"
        | "এই ইমেইলে কোনো অ্যাকাউন্ট নেই। সাইন আপ করুন";
    WRONG_PASSWORD = "Wrong Password"
        | "পাসওয়ার্ড ভুল";
    LOGIN_SUCCESSFUL = "Login Successful"
        | "সাইন ইন হয়েছে";
    SENDING_RESET_EMAIL = "Sending Reset Email"
        | "রিসেট ইমেইল পাঠানো হচ্ছে";
    ACCOUNT_EXISTS = "An account with this email already exists. Please sign in, or reset your password."
        | "এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে। সাইন ইন করুন, অথবা পাসওয়ার্ড রিসেট করুন।";
    EMAIL_NOT_VERIFIED = "Please verify your email address first: open the link we sent you, or ask for a new one."
        | "আগে আপনার ইমেইল ঠিকানা যাচাই করুন: আমাদের পাঠানো লিংকটি খুলুন, অথবা নতুন লিংক চান।";
    VERIFICATION_SENT = "We sent you an email with a link to verify your address. Open it, then sign in."
        | "ঠিকানা যাচাইয়ের লিংকসহ আপনাকে একটি ইমেইল পাঠিয়েছি। লিংকটি খুলে সাইন ইন করুন।";
    LINK_INVALID = "This link is invalid or has expired. Please ask for a new one."
        | "এই লিংকটি সঠিক নয় অথবা এর মেয়াদ শেষ। নতুন লিংক চান।";
    LINK_EXPIRED = "This link has expired. Please ask for a new one."
        | "এই লিংকের মেয়াদ শেষ হয়ে গেছে। নতুন লিংক চান।";
    LINK_USED = "This link has already been used. If you still need a new password, ask for a new link."
        | "এই লিংকটি আগেই ব্যবহার করা হয়েছে। এখনো নতুন পাসওয়ার্ড দরকার হলে নতুন লিংক চান।";
    LINK_LIVE = "This link can be used."
        | "এই লিংকটি ব্যবহার করা যাবে।";
    EMAIL_ALREADY_VERIFIED = "Your email address is already verified. Please sign in."
        | "আপনার ইমেইল ঠিকানা আগেই যাচাই করা হয়েছে। সাইন ইন করুন।";
    EMAIL_VERIFIED_CHOOSE_PASSWORD = "Your email address is verified. Choose a password to finish."
        | "আপনার ইমেইল ঠিকানা যাচাই হয়েছে। শেষ করতে একটি পাসওয়ার্ড বেছে নিন।";
    PROVIDER_EMAIL_UNVERIFIED = "That sign-in did not confirm your email address. Confirm it with the provider first, or sign up with email and a password."
        | "এই সাইন-ইনে আপনার ইমেইল ঠিকানা নিশ্চিত হয়নি। আগে সেবাদাতার কাছে ঠিকানাটি নিশ্চিত করুন, অথবা ইমেইল ও পাসওয়ার্ড দিয়ে সাইন আপ করুন।";
    SPAM_HINT = "Not in your inbox after a few minutes? Look in the spam or junk folder, or send the link again."
        | "কয়েক মিনিটেও ইনবক্সে না এলে স্প্যাম বা জাঙ্ক ফোল্ডারে দেখুন, অথবা লিংকটি আবার পাঠান।";
    PASSWORD_CHANGED = "Your password has been changed. Please sign in with the new one."
        | "আপনার পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে সাইন ইন করুন।";
    TOO_MANY_SIGN_INS = "Too many failed sign-ins for this account. Please wait 15 minutes, or reset your password."
        | "এই অ্যাকাউন্টে অনেকবার ভুল সাইন-ইন হয়েছে। ১৫ মিনিট অপেক্ষা করুন, অথবা পাসওয়ার্ড রিসেট করুন।";
    CODE_SENT = "If {phone} can receive texts, a 6-digit code is on its way. It works for 5 minutes."
        | "{phone} নম্বরে এসএমএস গেলে ৬ অঙ্কের একটি কোড আসছে। কোডটি ৫ মিনিট চলবে।";
    CODE_INVALID = "Enter the 6-digit code from the text message"
        | "এসএমএসে আসা ৬ অঙ্কের কোডটি লিখুন";
    CODE_WRONG = "That code is wrong or has expired. Ask for a new one if you need to."
        | "কোডটি ভুল অথবা মেয়াদ শেষ। দরকার হলে নতুন কোড চান।";
    TOO_MANY_CODES = "Too many codes were asked for this number or from this network. Please try again in an hour."
        | "এই নম্বর বা নেটওয়ার্ক থেকে অনেকবার কোড চাওয়া হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।";
    MOBILE_TAKEN = "This number is already verified by another account."
        | "এই নম্বরটি অন্য একটি অ্যাকাউন্টে যাচাই করা আছে।";
    MOBILE_VERIFIED = "Your mobile number is verified. You can sign in with it."
        | "আপনার মোবাইল নম্বর যাচাই হয়েছে। এটি দিয়ে সাইন ইন করতে পারবেন।";
    CONFIRM_LINK_UNKNOWN = "This confirmation link is not known, or its order is no longer waiting to be confirmed."
        | "এই নিশ্চিতকরণ লিংকটি অজানা, অথবা এর অর্ডারটি আর নিশ্চিত হওয়ার অপেক্ষায় নেই।";
    COD_CONFIRMED_BY_BUYER = "Thank you: order {number} is confirmed. Please pay the courier in cash when it arrives."
        | "ধন্যবাদ: অর্ডার {number} নিশ্চিত হয়েছে। পৌঁছালে কুরিয়ারকে নগদে টাকা দিন।";
    SESSION_EXPIRED = "Your session has expired. Please sign in again."
        | "আপনার সেশনের মেয়াদ শেষ। আবার সাইন ইন করুন।";
    SIGNED_OUT = "You are signed out."
        | "আপনি সাইন আউট করেছেন।";
    SIGNED_OUT_EVERYWHERE = "You are signed out on every device, this one included."
        | "এই ডিভাইসসহ সব ডিভাইস থেকে আপনি সাইন আউট হয়েছেন।";
    IDENTITY_PROVIDER_OFF = "Signing in through Google, Facebook or Github is not switched on for this shop."
        | "এই দোকানে Google, Facebook বা Github দিয়ে সাইন ইন চালু নেই।";
    PROVIDER_SIGN_IN_FAILED = "We could not confirm that sign-in. Please try again."
        | "সাইন-ইনটি নিশ্চিত করা গেল না। আবার চেষ্টা করুন।";
    PROVIDER_UNREACHABLE = "We could not reach the sign-in service. Please try again in a moment."
        | "সাইন-ইন সেবার সাথে যোগাযোগ করা গেল না। একটু পরে আবার চেষ্টা করুন।";

    // Ordering (spec §5 order quantity).
    QUANTITY_REQUIRED = "Please enter the number of pieces you want"
        | "কত পিস চান লিখুন";
    QUANTITY_NOT_WHOLE = "Please enter a whole number of pieces"
        | "পিসের সংখ্যা পূর্ণসংখ্যায় লিখুন";
    NOT_ENOUGH_QUANTITY = "Not enough quantity"
        | "যথেষ্ট মজুত নেই";
    TOTAL_TOO_LARGE = "This order is too large to price; please order fewer pieces"
        | "অর্ডারটি এত বড় যে দাম হিসাব করা যাচ্ছে না; কম পিস অর্ডার করুন";
    ORDER_PLACED = "Order Placed Successfully"
        | "অর্ডার দেওয়া হয়েছে";
    ORDER_CANCELLED = "Order Cancelled Successfully"
        | "অর্ডারটি বাতিল হয়েছে";
    ORDER_NOT_PAID = "Order is not paid yet!"
        | "অর্ডারের টাকা এখনো পরিশোধ হয়নি!";
    ORDER_DELIVERED = "Order Delivered"
        | "অর্ডারের ডেলিভারি হয়েছে";
    PAYMENT_SUCCESSFUL = "Payment Successful, THANK YOU!"
        | "পেমেন্ট সফল হয়েছে, ধন্যবাদ!";
    // Card checks and declines, in Stripe's own words.
    CARD_NUMBER_INCOMPLETE = "Your card number is incomplete."
        | "আপনার কার্ড নম্বর অসম্পূর্ণ।";
    CARD_NUMBER_INVALID = "Your card number is invalid."
        | "আপনার কার্ড নম্বর সঠিক নয়।";
    CARD_EXPIRY_INCOMPLETE = "Your card's expiration date is incomplete."
        | "কার্ডের মেয়াদের তারিখ অসম্পূর্ণ।";
    CARD_EXPIRY_INVALID = "Your card's expiration date is invalid."
        | "কার্ডের মেয়াদের তারিখ সঠিক নয়।";
    CARD_EXPIRY_PAST = "Your card's expiration year is in the past."
        | "কার্ডের মেয়াদের বছর পেরিয়ে গেছে।";
    CARD_CVC_INCOMPLETE = "Your card's security code is incomplete."
        | "কার্ডের নিরাপত্তা কোড অসম্পূর্ণ।";
    CARD_DECLINED = "Your card was declined."
        | "আপনার কার্ডটি গ্রহণ করা হয়নি।";
    PLEASE_WAIT = "Please wait..."
        | "অপেক্ষা করুন...";
    PAYMENT_NOT_COMPLETED = "The payment has not gone through. Please try your card again."
        | "পেমেন্ট সম্পন্ন হয়নি। কার্ড দিয়ে আবার চেষ্টা করুন।";

    // Adding a product (spec §5 add product).
    TOOL_NAME_REQUIRED = "Tool Name is Required"
        | "টুলের নাম লিখুন";
    TOOL_NAME_TOO_LONG = "Tool Name must be at most 100 characters"
        | "টুলের নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে";
    TOOL_PRICE_REQUIRED = "Tool Price is Required"
        | "টুলের দাম লিখুন";
    TOOL_PRICE_INVALID = "Tool Price must be an amount in Tk greater than 0, such as 1250 or 1250.50"
        | "টুলের দাম ০-এর বেশি টাকার অঙ্কে লিখুন, যেমন ১২৫০ বা ১২৫০.৫০";
    MIN_ORDER_REQUIRED = "Minimum Order Quantity is Required"
        | "সর্বনিম্ন অর্ডারের পরিমাণ লিখুন";
    MIN_ORDER_INVALID = "Minimum Order Quantity must be a whole number of at least 1"
        | "সর্বনিম্ন অর্ডারের পরিমাণ অন্তত ১ এবং পূর্ণসংখ্যা হতে হবে";
    AVAILABLE_QUANTITY_REQUIRED = "Available quantity is Required"
        | "মজুতের পরিমাণ লিখুন";
    AVAILABLE_QUANTITY_INVALID = "Available quantity must be a whole number, 0 or more"
        | "মজুতের পরিমাণ ০ বা তার বেশি পূর্ণসংখ্যা হতে হবে";
    TOOL_IMAGE_REQUIRED = "Tool Image is Required"
        | "টুলের ছবি দিন";
    TOOL_IMAGE_INVALID = "The tool image must be an uploaded picture"
        | "টুলের ছবিটি আপলোড করা ছবি হতে হবে";
    TOOL_DESCRIPTION_REQUIRED = "Tool Description is Required"
        | "টুলের বিবরণ লিখুন";
    DESCRIPTION_TOO_SHORT = "Minimum 100 character required"
        | "কমপক্ষে ১০০ অক্ষর লিখতে হবে";
    DESCRIPTION_TOO_LONG = "Maximum 200 character required"
        | "সর্বোচ্চ ২০০ অক্ষর লেখা যাবে";
    TOOL_EXISTS = "Tool already exists"
        | "এই টুলটি আগেই আছে";
    VAT_RATE_REQUIRED = "VAT rate is Required"
        | "ভ্যাটের হার লিখুন";
    VAT_RATE_INVALID = "VAT rate must be a percentage from 0 to 50, such as 15 or 7.5"
        | "ভ্যাটের হার ০ থেকে ৫০-এর মধ্যে শতাংশে লিখুন, যেমন ১৫ বা ৭.৫";
    RESTOCK_REQUIRED = "Please enter how many pieces to add"
        | "কত পিস যোগ করবেন লিখুন";
    RESTOCK_INVALID = "Please enter a whole number of pieces to add, at least 1"
        | "যোগ করার পিসের সংখ্যা অন্তত ১ এবং পূর্ণসংখ্যা হতে হবে";

    // Reviews (spec §2 review modal; a rating of 0 is refused, unlike the old site).
    RATING_REQUIRED = "Please choose a rating from 1 to 5 stars"
        | "১ থেকে ৫ তারার মধ্যে রেটিং দিন";
    REVIEW_REQUIRED = "Please write a few words about the tool"
        | "টুলটি সম্পর্কে কয়েকটি কথা লিখুন";
    REVIEW_TOO_LONG = "Review must be at most 500 characters"
        | "রিভিউ সর্বোচ্চ ৫০০ অক্ষরের হতে পারে";
    REVIEW_ADDED = "Review Added Successfully"
        | "রিভিউ যোগ হয়েছে";

    // The contact form (beyond the old site, whose form did nothing).
    FEEDBACK_REQUIRED = "Please write your feedback"
        | "আপনার মতামত লিখুন";
    FEEDBACK_TOO_LONG = "Feedback must be at most 2000 characters"
        | "মতামত সর্বোচ্চ ২০০০ অক্ষরের হতে পারে";
    FEEDBACK_SENT = "Thank you! Your feedback has reached us"
        | "ধন্যবাদ! আপনার মতামত আমাদের কাছে পৌঁছেছে";
    ANSWER_REQUIRED = "Please write your answer"
        | "উত্তর লিখুন";
    ANSWER_TOO_LONG = "An answer must be at most 5000 characters"
        | "উত্তর সর্বোচ্চ ৫০০০ অক্ষরের হতে পারে";
    ANSWER_SENT = "Answer sent to {email}"
        | "উত্তর পাঠানো হয়েছে: {email}";
    ANSWER_KEPT = "Answer kept in the outbox for {email}: the shop has no mail server yet"
        | "উত্তরটি আউটবক্সে রাখা হয়েছে ({email}): দোকানে এখনো মেইল সার্ভার নেই";
    MESSAGE_UPDATED = "Message updated"
        | "বার্তাটি হালনাগাদ হয়েছে";

    // Roles and profile (spec §5 admin rules, §6).
    YOU_ARE_AN_ADMIN = "You are an admin!"
        | "আপনি একজন অ্যাডমিন!";
    PROFILE_UPDATED = "Profile Updated Successfully"
        | "প্রোফাইল হালনাগাদ হয়েছে";
    DISPLAY_NAME_TOO_LONG = "Name must be at most 100 characters"
        | "নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে";
    INSTITUTION_TOO_LONG = "Institution must be at most 100 characters"
        | "প্রতিষ্ঠানের নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে";
    PHONE_INVALID = "Please enter a phone number of 6 to 15 digits, like 01712345678 or +8801712345678"
        | "৬ থেকে ১৫ অঙ্কের ফোন নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮ বা +৮৮০১৭১২৩৪৫৬৭৮";
    ADDRESS_TOO_LONG = "Address must be at most 300 characters"
        | "ঠিকানা সর্বোচ্চ ৩০০ অক্ষরের হতে পারে";
    ADDRESS_LABEL_TOO_LONG = "A name for the address must be at most 40 characters"
        | "ঠিকানার নাম সর্বোচ্চ ৪০ অক্ষরের হতে পারে";
    ADDRESS_BOOK_FULL = "Your address book holds 10 addresses. Please remove one first."
        | "ঠিকানার তালিকায় ১০টি ঠিকানা রাখা যায়। আগে একটি সরিয়ে নিন।";
    PAGE_TEXT_REQUIRED = "Please write the page in this language too"
        | "এই ভাষাতেও পাতাটি লিখুন";
    PAGE_TEXT_TOO_LONG = "A page must be at most 20,000 characters"
        | "একটি পাতা সর্বোচ্চ ২০,০০০ অক্ষরের হতে পারে";
    PAGE_SAVED = "Page saved" | "পাতাটি সংরক্ষিত হয়েছে";
    FIGURES_COUNT = "The home page shows exactly three figures"
        | "হোম পেজে ঠিক তিনটি সংখ্যা দেখানো হয়";
    FIGURE_VALUE_INVALID = "Please enter a whole number from 0 to 100,000,000"
        | "০ থেকে ১০,০০,০০,০০০-এর মধ্যে একটি পূর্ণসংখ্যা লিখুন";
    FIGURE_LABEL_REQUIRED = "Please say what the number counts"
        | "সংখ্যাটি কী গোনে, তা লিখুন";
    FIGURE_LABEL_TOO_LONG = "A figure's name must be at most 30 characters"
        | "সংখ্যার নাম সর্বোচ্চ ৩০ অক্ষরের হতে পারে";
    FIGURES_SAVED = "Figures saved" | "সংখ্যাগুলো সংরক্ষিত হয়েছে";
    ADDRESS_SAVED = "Address saved" | "ঠিকানা সংরক্ষিত হয়েছে";
    ADDRESS_REMOVED = "Address removed" | "ঠিকানা সরানো হয়েছে";
    DATE_OF_BIRTH_INVALID = "Please enter a real date of birth, after 1900"
        | "১৯০০ সালের পরের একটি সঠিক জন্মতারিখ দিন";
    COMPANY_NAME_TOO_LONG = "Company name must be at most 100 characters"
        | "প্রতিষ্ঠানের নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে";
    BIN_INVALID = "A BIN has 13 digits, like 000123456-0101"
        | "বিআইএন ১৩ অঙ্কের হয়, যেমন ০০০১২৩৪৫৬-০১০১";
    PHOTO_INVALID = "The photo must be an uploaded picture"
        | "ছবিটি আপলোড করা ছবি হতে হবে";
    IMAGE_REQUIRED = "Please choose a picture to upload"
        | "আপলোড করতে একটি ছবি বেছে নিন";
    IMAGE_TOO_LARGE = "The picture is larger than 5 MB. Please choose a smaller one."
        | "ছবিটি ৫ মেগাবাইটের বেশি। ছোট একটি ছবি বেছে নিন।";
    IMAGE_WRONG_TYPE = "Please choose a PNG, JPEG, WebP or GIF picture."
        | "PNG, JPEG, WebP বা GIF ছবি বেছে নিন।";
    IMAGE_UNREADABLE = "The picture could not be read. Please choose another one."
        | "ছবিটি পড়া যায়নি। অন্য একটি ছবি বেছে নিন।";
    IMAGE_UPLOAD_FAILED = "The picture could not be uploaded. Please try again."
        | "ছবিটি আপলোড করা যায়নি। আবার চেষ্টা করুন।";

    // The cart.
    ADDED_TO_CART = "Added to your cart"
        | "আপনার কার্টে যোগ হয়েছে";
    TOO_MANY_TIERS = "A tool can have at most 5 price breaks"
        | "একটি টুলে সর্বোচ্চ ৫টি পাইকারি দামের ধাপ থাকতে পারে";
    TOOL_GONE = "This tool is no longer sold. Remove it to place the order."
        | "এই টুলটি আর বিক্রি হয় না। অর্ডার দিতে এটি সরিয়ে দিন।";

    // Delivery details at checkout.
    RECIPIENT_REQUIRED = "Please enter the name of the person who receives the order"
        | "যিনি অর্ডারটি গ্রহণ করবেন তাঁর নাম লিখুন";
    PHONE_REQUIRED = "Please enter a mobile number the courier can call"
        | "কুরিয়ার ফোন করতে পারে এমন একটি মোবাইল নম্বর লিখুন";
    MOBILE_INVALID = "Please enter a Bangladeshi mobile number: 11 digits starting 013 to 019, like 01712-345678"
        | "বাংলাদেশি মোবাইল নম্বর লিখুন: ০১৩ থেকে ০১৯ দিয়ে শুরু ১১ অঙ্ক, যেমন ০১৭১২-৩৪৫৬৭৮";
    DELIVERY_ADDRESS_REQUIRED = "Please enter the delivery address: house, road and area"
        | "ডেলিভারির ঠিকানা লিখুন: বাড়ি, রোড ও এলাকা";
    DISTRICT_REQUIRED = "Please choose the district from the list"
        | "তালিকা থেকে জেলা বেছে নিন";

    // An order's lifecycle (`crate::lifecycle`): its statuses, the first step of its
    // timeline, and what the admins are told.
    STATUS_AWAITING_PAYMENT = "Awaiting payment"
        | "টাকা পরিশোধ হয়নি";
    STATUS_AWAITING_APPROVAL = "Awaiting approval"
        | "অনুমোদনের অপেক্ষায়";
    STATUS_CASH_ON_DELIVERY = "Cash on delivery · to ship"
        | "ক্যাশ অন ডেলিভারি · পাঠানোর অপেক্ষায়";
    STATUS_PAID = "Paid"
        | "পরিশোধিত";
    STATUS_SHIPPED = "Shipped"
        | "পাঠানো হয়েছে";
    STATUS_DELIVERED = "Delivered"
        | "ডেলিভারি হয়েছে";
    STATUS_CANCELLED = "Cancelled"
        | "বাতিল";
    STATUS_REFUNDED = "Refunded"
        | "টাকা ফেরত দেওয়া হয়েছে";
    EVENT_PLACED = "Placed"
        | "অর্ডার দেওয়া হয়েছে";
    ORDER_SHIPPED = "Order Shipped"
        | "অর্ডার পাঠানো হয়েছে";
    DELIVERY_CHANGED = "Delivery details saved"
        | "ডেলিভারির তথ্য সংরক্ষিত হয়েছে";

    // Ways to pay, and what the admins record by hand.
    METHOD_CARD = "Card"
        | "কার্ড";
    METHOD_SSLCOMMERZ = "SSLCommerz"
        | "SSLCommerz";
    METHOD_BKASH = "bKash"
        | "বিকাশ";
    METHOD_COD = "Cash on delivery"
        | "ক্যাশ অন ডেলিভারি";
    METHOD_BANK_TRANSFER = "Bank transfer"
        | "ব্যাংক ট্রান্সফার";
    METHOD_TEST_CARD_HINT = "Visa, Mastercard or American Express, on this page. Test mode: no money moves."
        | "ভিসা, মাস্টারকার্ড বা আমেরিকান এক্সপ্রেস, এই পাতাতেই। টেস্ট মোড: কোনো টাকা কাটা হবে না।";
    METHOD_STRIPE_HINT = "Visa, Mastercard or American Express, through Stripe's secure form."
        | "ভিসা, মাস্টারকার্ড বা আমেরিকান এক্সপ্রেস, Stripe-এর সুরক্ষিত ফর্মে।";
    METHOD_SSLCOMMERZ_HINT = "Card, bKash, Nagad, Rocket or internet banking, on SSLCommerz's secure page."
        | "কার্ড, বিকাশ, নগদ, রকেট বা ইন্টারনেট ব্যাংকিং, SSLCommerz-এর সুরক্ষিত পাতায়।";
    METHOD_BKASH_HINT = "From your bKash wallet, on bKash's page (wallet number, code and PIN)."
        | "আপনার বিকাশ ওয়ালেট থেকে, বিকাশের পাতায় (ওয়ালেট নম্বর, কোড ও পিন)।";
    METHOD_COD_HINT = "Pay the courier in cash when the parcel arrives."
        | "পার্সেল পৌঁছালে কুরিয়ারকে নগদে টাকা দিন।";
    METHOD_BANK_TRANSFER_HINT = "From your bank account, by BEFTN, NPSB or RTGS. The order ships once the money arrives; suited to large orders."
        | "আপনার ব্যাংক অ্যাকাউন্ট থেকে, BEFTN, NPSB বা RTGS-এ। টাকা পৌঁছালে অর্ডার পাঠানো হয়; বড় অর্ডারের জন্য সুবিধাজনক।";
    PAY_HOW = "How would you like to pay?"
        | "কীভাবে টাকা দিতে চান?";
    PAY_ANOTHER_WAY = "Or pay another way"
        | "অথবা অন্যভাবে টাকা দিন";
    TRANSFER_HEADING = "Pay by bank transfer"
        | "ব্যাংক ট্রান্সফারে টাকা দিন";
    TRANSFER_QUOTE_REFERENCE = "(write it in the transfer's remarks)"
        | "(ট্রান্সফারের মন্তব্যে এটি লিখুন)";
    NOT_PAID_YET = "(not paid yet)"
        | "(এখনো পরিশোধ হয়নি)";
    PAY_THE_COURIER = "This order is on its way: please pay the courier in cash when it arrives."
        | "এই অর্ডারটি পথে আছে: পৌঁছালে কুরিয়ারকে নগদে টাকা দিন।";
    COD_CONFIRMED = "Your order is confirmed. Please pay the courier in cash when it arrives."
        | "আপনার অর্ডার নিশ্চিত হয়েছে। পৌঁছালে কুরিয়ারকে নগদে টাকা দিন।";
    BANK_TRANSFER_CHOSEN = "Your order is reserved. It ships once the transfer reaches us."
        | "আপনার অর্ডার সংরক্ষিত আছে। ট্রান্সফারের টাকা আমাদের কাছে পৌঁছালে পাঠানো হবে।";
    CASH_RECEIVED = "Cash received"
        | "নগদ টাকা পাওয়া গেছে";
    TRANSFER_RECEIVED = "Transfer received"
        | "ট্রান্সফারের টাকা পাওয়া গেছে";
    REFUND_RECORDED = "Refund recorded"
        | "টাকা ফেরত লিপিবদ্ধ হয়েছে";
    PAYMENT_LEFT_AT_GATEWAY = "You left the payment page before paying. Nothing was charged; you can try again or choose another way to pay."
        | "টাকা দেওয়ার আগেই আপনি পেমেন্টের পাতা ছেড়ে এসেছেন। কোনো টাকা কাটা হয়নি; আবার চেষ্টা করতে পারেন বা অন্যভাবে টাকা দিতে পারেন।";
    PAYMENT_FAILED_AT_GATEWAY = "The payment did not go through. Nothing was charged; you can try again or choose another way to pay."
        | "পেমেন্ট সম্পন্ন হয়নি। কোনো টাকা কাটা হয়নি; আবার চেষ্টা করতে পারেন বা অন্যভাবে টাকা দিতে পারেন।";
    PAYMENT_BEING_CHECKED = "We are confirming your payment with the provider. This page shows Paid as soon as it is confirmed."
        | "সেবাদাতার কাছ থেকে আপনার পেমেন্ট নিশ্চিত করা হচ্ছে। নিশ্চিত হলেই এই পাতায় পরিশোধিত দেখাবে।";
    /// Money a provider captured that the shop holds for the owner's decision.
    PAYMENT_HELD = "We received your payment; the shop is checking it and will let you know."
        | "আপনার পেমেন্ট আমরা পেয়েছি; দোকান এটি যাচাই করে আপনাকে জানাবে।";
    /// A second payment for an order paid or cancelled meanwhile.
    PAYMENT_DUPLICATE = "The order was already paid or cancelled: this payment is being refunded."
        | "এই অর্ডারের টাকা আগেই পরিশোধ হয়েছে বা অর্ডারটি বাতিল হয়েছে, তাই এই পেমেন্টের টাকা ফেরত দেওয়া হচ্ছে।";
    // A provider's refusal, as the buyer reads it (chosen by `payment::refusal_key`), before
    // `PAYMENT_FAILED_AT_GATEWAY`.
    PAYMENT_REFUSED_BALANCE = "Your bKash balance was not enough for this payment."
        | "এই পেমেন্টের জন্য আপনার বিকাশ ব্যালেন্স যথেষ্ট ছিল না।";
    PAYMENT_REFUSED_VERIFICATION = "bKash refused the code or PIN, or it came too late."
        | "বিকাশ কোড বা পিন গ্রহণ করেনি, অথবা দেরি হয়েছে।";
    // An order whose buyer gave no address or phone, in either's place (spec §3).
    NO_ADDRESS = "Address not given yet"
        | "ঠিকানা এখনো দেওয়া হয়নি";
    NO_PHONE = "Phone not given yet"
        | "ফোন নম্বর এখনো দেওয়া হয়নি";

    // The browser's own failures, when the server gave no sentence.
    UNEXPECTED_ERROR = "Something went wrong. Please try again."
        | "কোনো একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।";
    SHOP_UNREACHABLE = "We could not reach the shop. Check your connection and try again."
        | "দোকানের সাথে যোগাযোগ করা যাচ্ছে না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।";
    STRIPE_FORM_UNAVAILABLE = "Stripe's card form could not be loaded. Check your connection and reload the page."
        | "Stripe-এর কার্ড ফর্ম লোড হয়নি। সংযোগ দেখে পাতাটি আবার লোড করুন।";

    // Sentences with parameters (`{name}`), built by the functions below.
    MINIMUM_ORDER = "Minimum order is {minOrder}"
        | "সর্বনিম্ন অর্ডার {minOrder} পিস";
    TIER_QUANTITY = "Price break {number} needs a whole number of pieces, more than the break before"
        | "পাইকারি দামের ধাপ {number}: পিসের সংখ্যা আগের ধাপের চেয়ে বেশি, পূর্ণসংখ্যায় লিখুন";
    TIER_PRICE = "Price break {number} needs a price below the price before it"
        | "পাইকারি দামের ধাপ {number}: দাম আগের দামের চেয়ে কম হতে হবে";
    LINE_PROBLEM = "{toolName}: {problem}"
        | "{toolName}: {problem}";
    METHOD_OVER_LIMIT = "{method} takes at most {most} for one order. Please choose another way to pay, such as bank transfer."
        | "{method} দিয়ে এক অর্ডারে সর্বোচ্চ {most} দেওয়া যায়। অন্য কোনো উপায় বেছে নিন, যেমন ব্যাংক ট্রান্সফার।";
    METHOD_UNDER_MINIMUM = "{method} takes at least {least} for one order. Please choose another way to pay."
        | "{method} দিয়ে এক অর্ডারে অন্তত {least} দিতে হয়। অন্য কোনো উপায় বেছে নিন।";
}

messages! {
    /// Sentences only the server says, in its JSON errors, mail and invoices. They stay out of
    /// the wasm module (whose size is budgeted); the UI shows them from the server's replies.
    SERVER_ONLY:

    // The category form, checked by the server alone (its rules stay out of the wasm module).
    CATEGORY_NAME_INVALID = "A category's name is 2 to 60 characters."
        | "বিভাগের নাম ২ থেকে ৬০ অক্ষরের।";
    CATEGORY_SLUG_INVALID = "A category's address is 2 to 60 lower-case English letters, digits and single dashes, such as proximity-sensors."
        | "বিভাগের ঠিকানা ২ থেকে ৬০টি ছোট হাতের ইংরেজি অক্ষর, অঙ্ক ও একক ড্যাশ, যেমন proximity-sensors।";
    CATEGORY_DESCRIPTION_TOO_LONG = "A category's description is at most 400 characters."
        | "বিভাগের বিবরণ সর্বোচ্চ ৪০০ অক্ষরের।";
    // The listing's filters, as the address carries them.
    FILTER_PRICE_INVALID = "A price filter is taka from 0, such as 250 or 1250.50, and the lowest is not above the highest."
        | "দামের ফিল্টার ০ থেকে টাকায়, যেমন ২৫০ বা ১২৫০.৫০, আর সর্বনিম্নটি সর্বোচ্চটির বেশি নয়।";
    FILTER_TOO_MANY_BRANDS = "Choose at most 20 brands at once." | "একসাথে সর্বোচ্চ ২০টি ব্র্যান্ড বেছে নিন।";
    // The catalogue's shape, checked against what is stored.
    THING_CATEGORY = "category" | "বিভাগ";
    THING_IMPORT = "import" | "ইমপোর্ট";
    PART_NUMBER_TAKEN = "Another tool already has part number {partNumber}. Each tool's part number is its own."
        | "{partNumber} পার্ট নম্বরটি অন্য একটি টুলের। প্রতিটি টুলের পার্ট নম্বর আলাদা।";
    CATEGORY_SLUG_TAKEN = "Another category already has the address {slug}. Choose another."
        | "{slug} ঠিকানাটি অন্য একটি বিভাগের। অন্য একটি বেছে নিন।";
    CATEGORY_PARENT_UNKNOWN = "There is no category {slug} to put this one in."
        | "এটি রাখার জন্য {slug} নামে কোনো বিভাগ নেই।";
    CATEGORY_TOO_DEEP = "Categories go three levels deep at most, and this one would be deeper. Put it in a category nearer the top."
        | "বিভাগ সর্বোচ্চ তিন স্তর পর্যন্ত হয়, আর এটি তার চেয়ে গভীরে যেত। এটিকে ওপরের দিকের কোনো বিভাগে রাখুন।";
    CATEGORY_IN_ITSELF = "A category cannot sit inside itself or inside one of its own sub-categories."
        | "কোনো বিভাগ নিজের ভেতরে বা নিজের উপবিভাগের ভেতরে থাকতে পারে না।";
    CATEGORY_NOT_EMPTY = "This category still holds {tools} tools and {children} sub-categories. Move them to another category first."
        | "এই বিভাগে এখনো {tools}টি টুল ও {children}টি উপবিভাগ আছে। আগে সেগুলো অন্য বিভাগে সরান।";
    // A category's specifications, checked by the server alone, each problem named with the
    // specification's place in the owner's list.
    SPEC_PROBLEM = "Specification {number}: {problem}" | "স্পেসিফিকেশন {number}: {problem}";
    SPEC_NAME_INVALID = "a name is 2 to 60 characters." | "নাম ২ থেকে ৬০ অক্ষরের।";
    SPEC_KEY_INVALID = "its key is 2 to 60 lower-case English letters, digits and single dashes, made from the English name when left empty."
        | "এর কী ২ থেকে ৬০টি ছোট হাতের ইংরেজি অক্ষর, অঙ্ক ও একক ড্যাশ; খালি রাখলে ইংরেজি নাম থেকে বানানো হয়।";
    SPEC_KEY_REPEATED = "another specification in the list has the same key." | "তালিকার অন্য একটি স্পেসিফিকেশনের কী একই।";
    SPEC_UNIT_INVALID = "only a number has a unit, of at most 12 characters." | "শুধু সংখ্যার একক থাকে, সর্বোচ্চ ১২ অক্ষরের।";
    SPEC_RANGE_INVALID = "only a number has a range: numbers such as 0.5 or 24, the lowest not above the highest."
        | "শুধু সংখ্যার সীমা থাকে: ০.৫ বা ২৪-এর মতো সংখ্যা, সর্বনিম্নটি সর্বোচ্চটির বেশি নয়।";
    SPEC_CHOICES_INVALID = "only a choice has choices: 2 to 40 of them, each labelled and each value once."
        | "শুধু বাছাইয়ের বিকল্প থাকে: ২ থেকে ৪০টি, প্রতিটির নাম থাকবে আর প্রতিটি মান একবারই।";
    SPECS_TOO_MANY = "A category asks for at most 12 specifications." | "একটি বিভাগে সর্বোচ্চ ১২টি স্পেসিফিকেশন থাকতে পারে।";
    SPEC_KEY_TAKEN = "Another category already has a specification {key}: each key is the shop's own. Give the specification to a category above both, or choose another key."
        | "অন্য একটি বিভাগে {key} স্পেসিফিকেশনটি আগে থেকেই আছে: প্রতিটি কী দোকানে একটিই। দুটির ওপরের কোনো বিভাগে স্পেসিফিকেশনটি দিন, অথবা অন্য কী বেছে নিন।";
    SPEC_VALUE_PROBLEM = "{spec}: {problem}" | "{spec}: {problem}";
    SPEC_NOT_OF_CATEGORY = "{key} is not a specification of this tool's category." | "{key} এই টুলের বিভাগের কোনো স্পেসিফিকেশন নয়।";
    SYNONYM_INVALID = "Line {number}: each side is 2 to 40 characters, and the two differ."
        | "লাইন {number}: প্রতিটি দিক ২ থেকে ৪০ অক্ষরের, আর দুটি আলাদা।";
    SYNONYMS_TOO_MANY = "The table holds at most 500 pairs." | "তালিকায় সর্বোচ্চ ৫০০টি জোড়া থাকতে পারে।";
    IMPORT_HEADING_UNKNOWN = "The heading “{heading}” is not a column of the catalogue file; the export's first row names them."
        | "“{heading}” শিরোনামটি ক্যাটালগ ফাইলের কোনো কলাম নয়; এক্সপোর্টের প্রথম সারিতে কলামগুলোর নাম আছে।";
    IMPORT_HEADING_TWICE = "The heading “{heading}” is given twice." | "“{heading}” শিরোনামটি দুবার আছে।";
    IMPORT_NO_PART_NUMBER = "The first row needs a “{heading}” column: each row is matched to its tool by it."
        | "প্রথম সারিতে “{heading}” কলাম লাগবে: এটি দিয়েই প্রতিটি সারি তার টুলের সাথে মেলানো হয়।";
    IMPORT_BREAKS_FORMAT = "Price breaks are pieces:price pairs separated by spaces, such as 100:150 500:140."
        | "দামের ধাপ হলো স্পেস দিয়ে আলাদা পিস:দাম জোড়া, যেমন 100:150 500:140।";
    IMPORT_SPECS_FORMAT = "Specifications are key=value pairs separated by ;, such as bore=25; seal=2rs."
        | "স্পেসিফিকেশন হলো ; দিয়ে আলাদা key=value জোড়া, যেমন bore=25; seal=2rs।";
    IMPORT_UNREADABLE = "The shop cannot read this file: send the catalogue as CSV (UTF-8) or XLSX, its first row the headings."
        | "দোকান এই ফাইলটি পড়তে পারছে না: ক্যাটালগ CSV (UTF-8) বা XLSX হিসেবে পাঠান, প্রথম সারিতে শিরোনাম।";
    IMPORT_EMPTY = "The file has no rows under its headings." | "ফাইলে শিরোনামের নিচে কোনো সারি নেই।";
    IMPORT_TOO_MANY_ROWS = "A file holds at most {count} rows; split it in two." | "একটি ফাইলে সর্বোচ্চ {count}টি সারি থাকতে পারে; দুই ভাগে ভাগ করুন।";
    IMPORT_ROW_TWICE = "This part number is on row {row} too." | "এই পার্ট নম্বর {row} নম্বর সারিতেও আছে।";
    IMPORT_NAME_TWICE = "Row {row} gives another tool this name too." | "{row} নম্বর সারিও অন্য একটি টুলকে এই নাম দিয়েছে।";
    IMPORT_NAME_TAKEN = "Another tool in the catalogue has this name." | "ক্যাটালগে অন্য একটি টুলের এই নাম আছে।";
    IMPORT_CATEGORY_UNKNOWN = "No category has the address “{slug}”." | "“{slug}” ঠিকানার কোনো বিভাগ নেই।";
    IMPORT_BUSY = "Another import is being applied; wait for it to finish." | "আরেকটি ইমপোর্ট চলছে; সেটি শেষ হওয়া পর্যন্ত অপেক্ষা করুন।";
    IMPORT_HAS_ERRORS = "The file has errors; correct them and check it again. Nothing was changed."
        | "ফাইলে ভুল আছে; ঠিক করে আবার যাচাই করুন। কিছুই বদলানো হয়নি।";
    IMPORT_NOT_CHECKED = "Apply a file once its check has finished." | "যাচাই শেষ হলে তবেই ফাইলটি প্রয়োগ করুন।";
    FILTER_SPEC_INVALID = "A specification filter is key:value,value or key:lowest..highest, joined by ;, such as thread:m12;supply-voltage:10..30."
        | "স্পেসিফিকেশনের ফিল্টার key:value,value বা key:lowest..highest, ; দিয়ে জোড়া, যেমন thread:m12;supply-voltage:10..30।";

    // Payments held, checked, started and given back; cash on delivery confirmed and capped.
    TOO_MANY_PAYMENT_STARTS = "Payment was started too many times for this order in the last hour. Please wait a while, or choose another way to pay."
        | "গত এক ঘণ্টায় এই অর্ডারের পেমেন্ট অনেকবার শুরু করা হয়েছে। কিছুক্ষণ অপেক্ষা করুন, অথবা অন্যভাবে টাকা দিন।";
    PAYMENT_BEING_STARTED = "This payment is being started. Please wait a moment and try again."
        | "পেমেন্টটি শুরু হচ্ছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।";
    /// A buyer's cash-on-delivery orders together, over the shop's cap.
    COD_OPEN_LIMIT = "Cash on delivery is for up to {most} owed at once, and your open cash-on-delivery orders already come to {owed}. Please pay this order another way."
        | "একসাথে সর্বোচ্চ {most} ক্যাশ অন ডেলিভারিতে বাকি রাখা যায়, আর আপনার খোলা ক্যাশ অন ডেলিভারি অর্ডারগুলোর মোট {owed}। এই অর্ডারের টাকা অন্যভাবে পরিশোধ করুন।";
    PAYMENT_NOT_HELD = "This payment is not held for a decision."
        | "এই পেমেন্টটি সিদ্ধান্তের জন্য আটকে রাখা নেই।";
    HELD_PAYMENT_ONLY_REFUND = "This order is already paid or cancelled: this payment can only be given back."
        | "এই অর্ডারের টাকা আগেই পরিশোধ হয়েছে বা অর্ডারটি বাতিল হয়েছে: এই পেমেন্টের টাকা শুধু ফেরত দেওয়া যায়।";
    HELD_PAYMENT_ACCEPTED = "Payment accepted: the order is paid."
        | "পেমেন্ট গ্রহণ করা হয়েছে: অর্ডারের টাকা পরিশোধ হয়েছে।";
    REFUND_ASKED = "The refund was asked of the provider."
        | "টাকা ফেরতের অনুরোধ সেবাদাতাকে পাঠানো হয়েছে।";
    REFUND_UNCONFIRMED = "The provider did not confirm the refund, so the shop will not ask again: check it in the provider's panel, then record it by hand."
        | "সেবাদাতা টাকা ফেরত নিশ্চিত করেনি, তাই দোকান আবার অনুরোধ করবে না: সেবাদাতার প্যানেলে দেখে নিন, তারপর নিজে লিপিবদ্ধ করুন।";
    ORDER_CONFIRMED = "Order confirmed"
        | "অর্ডার নিশ্চিত হয়েছে";
    CONFIRM_ONLY_COD = "Only an order to be paid in cash on delivery is confirmed by phone."
        | "শুধু ক্যাশ অন ডেলিভারির অর্ডার ফোনে নিশ্চিত করা হয়।";

    EMAIL_VERIFIED = "Your email address is verified. You can sign in now."
        | "আপনার ইমেইল ঠিকানা যাচাই হয়েছে। এখন সাইন ইন করতে পারেন।";
    SIGN_IN_REQUIRED = "Please sign in to continue."
        | "চালিয়ে যেতে সাইন ইন করুন।";
    ADMINS_ONLY = "Only admins can do this."
        | "শুধু অ্যাডমিনরা এটি করতে পারেন।";
    NOT_YOUR_ACCOUNT = "You can only see and change your own account."
        | "আপনি শুধু নিজের অ্যাকাউন্ট দেখতে ও বদলাতে পারেন।";
    SOCIAL_ACCOUNT = "This account signs in with Google, Facebook or Github. Please use that button."
        | "এই অ্যাকাউন্টে Google, Facebook বা Github দিয়ে সাইন ইন করা হয়। সেই বোতামটি ব্যবহার করুন।";
    NO_PASSWORD_YET = "This account has no password yet. Use 'Forget Password?' to choose one."
        | "এই অ্যাকাউন্টে এখনো কোনো পাসওয়ার্ড নেই। পাসওয়ার্ড বেছে নিতে 'পাসওয়ার্ড ভুলে গেছেন?' ব্যবহার করুন।";
    PROVIDER_NO_EMAIL = "That account did not share an email address with us. Please sign up with email and a password."
        | "ওই অ্যাকাউন্টটি আমাদের সাথে কোনো ইমেইল ঠিকানা শেয়ার করেনি। ইমেইল ও পাসওয়ার্ড দিয়ে সাইন আপ করুন।";
    ORDER_ALREADY_DELIVERED = "This order has been delivered, so it can no longer be cancelled."
        | "এই অর্ডারের ডেলিভারি হয়ে গেছে, তাই আর বাতিল করা যাবে না।";
    ORDER_ALREADY_CANCELLED = "This order is already cancelled."
        | "এই অর্ডারটি আগেই বাতিল হয়েছে।";
    ORDER_ALREADY_SHIPPED = "This order has shipped, so it can no longer be cancelled."
        | "এই অর্ডারটি পাঠানো হয়ে গেছে, তাই আর বাতিল করা যাবে না।";
    DELIVERY_DETAILS_LOCKED = "This order has shipped, so where it goes can no longer change."
        | "এই অর্ডারটি পাঠানো হয়ে গেছে, তাই এর ঠিকানা আর বদলানো যাবে না।";
    SHIP_BEFORE_DELIVERY = "Ship this order first: it is marked delivered once it has shipped."
        | "আগে অর্ডারটি পাঠান: পাঠানোর পরেই ডেলিভারি সম্পন্ন চিহ্নিত করা যায়।";
    CARD_INSUFFICIENT_FUNDS = "Your card has insufficient funds."
        | "আপনার কার্ডে যথেষ্ট টাকা নেই।";
    CARD_EXPIRED = "Your card has expired."
        | "আপনার কার্ডের মেয়াদ শেষ।";
    CARD_CVC_INCORRECT = "Your card's security code is incorrect."
        | "কার্ডের নিরাপত্তা কোড ভুল।";
    ORDER_ALREADY_PAID = "This order is already paid."
        | "এই অর্ডারের টাকা আগেই পরিশোধ হয়েছে।";
    PAYMENT_PROCESSING = "Your bank is still processing the payment. Your order will show Paid as soon as it clears."
        | "আপনার ব্যাংক এখনো পেমেন্টটি প্রক্রিয়া করছে। সম্পন্ন হলেই আপনার অর্ডারে পরিশোধিত দেখাবে।";
    PAYMENT_MISMATCH = "This payment does not belong to this order."
        | "এই পেমেন্টটি এই অর্ডারের নয়।";
    PAYMENT_PROVIDER_DOWN = "The card processor could not be reached. Nothing was charged; please try again in a minute."
        | "কার্ড প্রসেসরের সাথে যোগাযোগ করা যায়নি। কোনো টাকা কাটা হয়নি; এক মিনিট পরে আবার চেষ্টা করুন।";
    PAY_WITH_STRIPE = "This shop takes cards through Stripe's secure form. Please reload the page and try again."
        | "এই দোকান Stripe-এর সুরক্ষিত ফর্মে কার্ড নেয়। পাতাটি আবার লোড করে চেষ্টা করুন।";
    STOCK_TOO_LARGE = "That would be more stock than the shop can count; please add fewer pieces"
        | "এত মজুত দোকানের হিসাবে ধরে না; কম পিস যোগ করুন";
    REVIEW_NOT_DELIVERED = "You can review a tool once its order has been delivered"
        | "অর্ডার পৌঁছানোর পর আপনি টুলটির রিভিউ দিতে পারবেন";
    REVIEW_ALREADY_GIVEN = "You have already reviewed this order. Thank you!"
        | "এই অর্ডারের রিভিউ আপনি আগেই দিয়েছেন। ধন্যবাদ!";
    INVOICE_NOT_PAID = "An invoice is issued once the order is paid"
        | "অর্ডারের টাকা পরিশোধ হলে চালানপত্র দেওয়া হয়";
    LAST_ADMIN = "The shop must keep at least one admin"
        | "দোকানে অন্তত একজন অ্যাডমিন থাকতে হবে";
    TOO_MANY_ATTEMPTS = "Too many attempts from your connection. Please wait a minute and try again."
        | "আপনার সংযোগ থেকে অনেকবার চেষ্টা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।";
    STRIPE_NOT_USED = "This shop does not take cards through Stripe."
        | "এই দোকান Stripe-এ কার্ড নেয় না।";
    METHOD_NOT_OFFERED = "This shop does not take that way of paying. Please reload the page and choose one it offers."
        | "এই দোকান এভাবে টাকা নেয় না। পাতাটি আবার লোড করে দোকানের দেওয়া কোনো উপায় বেছে নিন।";
    PAY_CARDS_IN_THE_FORM = "Cards are paid through the card form on the payment page."
        | "কার্ডের টাকা পেমেন্টের পাতার কার্ড ফর্মে দিতে হয়।";
    CASH_AFTER_SHIPPING = "Cash is collected on delivery: ship the order before recording the cash."
        | "নগদ টাকা ডেলিভারির সময় নেওয়া হয়: নগদ লিপিবদ্ধ করার আগে অর্ডারটি পাঠান।";
    NOTHING_TO_RECEIVE = "This order is not waiting for cash or a bank transfer."
        | "এই অর্ডারটি নগদ বা ব্যাংক ট্রান্সফারের অপেক্ষায় নেই।";
    NO_REFUND_DUE = "This order has no refund to record: it was not paid, or its refund is recorded already."
        | "এই অর্ডারে লিপিবদ্ধ করার মতো কোনো ফেরত নেই: এর টাকা পরিশোধ হয়নি, অথবা ফেরত আগেই লিপিবদ্ধ হয়েছে।";
    GATEWAY_REFUSED = "The payment provider refused to start the payment. Nothing was charged; please try again or choose another way to pay."
        | "পেমেন্ট সেবাদাতা পেমেন্ট শুরু করতে দেয়নি। কোনো টাকা কাটা হয়নি; আবার চেষ্টা করুন বা অন্যভাবে টাকা দিন।";
    SSLCOMMERZ_IPN_REFUSED = "The notification is not signed by SSLCommerz for this shop."
        | "এই বার্তায় এই দোকানের জন্য SSLCommerz-এর স্বাক্ষর নেই।";
    ONLY_DELIVERY_SET_HERE = "Only one step can be set here at a time: send {\"isConfirmed\": true} (cash on delivery confirmed with the buyer), {\"isShipped\": true}, {\"isDelivered\": true}, {\"isPaid\": true} (cash or a bank transfer received) or {\"isRefunded\": true} (a refund made by hand). A card or gateway payment marks an order paid by itself, and a review marks it reviewed."
        | "এখানে একবারে শুধু একটি ধাপ ঠিক করা যায়: পাঠান {\"isConfirmed\": true} (ক্রেতার সাথে ক্যাশ অন ডেলিভারি নিশ্চিত হয়েছে), {\"isShipped\": true}, {\"isDelivered\": true}, {\"isPaid\": true} (নগদ বা ব্যাংক ট্রান্সফারের টাকা পাওয়া গেছে) অথবা {\"isRefunded\": true} (হাতে হাতে ফেরত দেওয়া টাকা)। কার্ড বা গেটওয়ের পেমেন্টে অর্ডার নিজেই পরিশোধিত হয়, আর রিভিউ দিলে রিভিউ করা হিসেবে চিহ্নিত হয়।";

    // A request body the API cannot read.
    BODY_NOT_JSON = "The request body is not valid JSON. Check for a missing quote, comma or brace."
        | "অনুরোধের বডি সঠিক JSON নয়। কোনো উদ্ধৃতিচিহ্ন, কমা বা বন্ধনী বাদ পড়েছে কি না দেখুন।";
    BODY_NOT_SENT_AS_JSON = "Send the request body as JSON, with the header Content-Type: application/json."
        | "অনুরোধের বডি JSON হিসেবে পাঠান, Content-Type: application/json হেডারসহ।";
    BODY_NOT_SENT_AS_FORM = "Send the body form-encoded, with the header Content-Type: application/x-www-form-urlencoded."
        | "বডি form-encoded করে পাঠান, Content-Type: application/x-www-form-urlencoded হেডারসহ।";
    BODY_NOT_AN_OBJECT = "The request body must be a JSON object, such as {\"email\": \"…\"}."
        | "অনুরোধের বডি একটি JSON অবজেক্ট হতে হবে, যেমন {\"email\": \"…\"}।";
    BODY_TOO_LARGE = "The request body is too large."
        | "অনুরোধের বডি খুব বড়।";
    IMAGE_NOT_MULTIPART = "Send the picture as multipart/form-data, in the field image."
        | "ছবিটি multipart/form-data হিসেবে, image ফিল্ডে পাঠান।";

    // Answers of the API itself.
    INTERNAL_ERROR = "Something went wrong on our side. Please try again in a moment."
        | "আমাদের দিকে কোনো সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।";
    /// The same, with the request's id for the owner to quote (`X-Request-Id`).
    INTERNAL_ERROR_REFERENCE = "Something went wrong on our side. Please try again in a moment; if it keeps happening, tell us the reference {reference}."
        | "আমাদের দিকে কোনো সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন; বারবার হলে আমাদের এই রেফারেন্সটি জানান: {reference}।";
    API_ADDRESS_UNKNOWN = "There is no such address in the shop's API."
        | "দোকানের API-তে এমন কোনো ঠিকানা নেই।";
    STRIPE_WEBHOOK_OFF = "This shop has no Stripe webhook configured."
        | "এই দোকানে কোনো Stripe webhook সেট করা নেই।";
    COURIER_HOOK_OFF = "This shop takes no webhooks from this courier."
        | "এই দোকান এই কুরিয়ারের কোনো webhook নেয় না।";
    COURIER_HOOK_UNSIGNED = "This webhook does not carry the shop's secret for this courier."
        | "এই webhook-এ এই কুরিয়ারের জন্য দোকানের গোপন কোড নেই।";
    COURIER_HOOK_UNREADABLE = "This is not a report this courier sends."
        | "এটি এই কুরিয়ারের পাঠানো কোনো রিপোর্ট নয়।";
    STRIPE_EVENT_WITHOUT_INTENT = "The event does not carry a PaymentIntent."
        | "এই ইভেন্টে কোনো PaymentIntent নেই।";
    UI_NOT_BUILT = "The shop's UI has not been built into this binary. Run `just build` and start it again."
        | "দোকানের UI এই বাইনারিতে যোগ করা হয়নি। `just build` চালিয়ে আবার চালু করুন।";

    // The VAT documents: Mushak-6.3, the tax invoice, and Mushak-6.7, the credit
    // note, with the NBR's own Bangla wording of the forms and its English translation.
    MUSHAK_GOVERNMENT = "Government of the People's Republic of Bangladesh"
        | "গণপ্রজাতন্ত্রী বাংলাদেশ সরকার";
    MUSHAK_NBR = "National Board of Revenue"
        | "জাতীয় রাজস্ব বোর্ড";
    MUSHAK_INVOICE_TITLE = "Tax Invoice"
        | "কর চালানপত্র";
    MUSHAK_INVOICE_RULE = "[See clauses (c) and (f) of sub-rule (1) of rule 40]"
        | "[বিধি ৪০ এর উপ-বিধি (১) এর দফা (গ) ও দফা (চ) দ্রষ্টব্য]";
    MUSHAK_INVOICE_FORM = "Mushak-6.3"
        | "মূসক-৬.৩";
    MUSHAK_CREDIT_TITLE = "Credit Note"
        | "ক্রেডিট নোট";
    MUSHAK_CREDIT_RULE = "[See rule 22]"
        | "[বিধি ২২ দ্রষ্টব্য]";
    MUSHAK_CREDIT_FORM = "Mushak-6.7"
        | "মূসক-৬.৭";
    MUSHAK_SELLER_NAME = "Name of registered person"
        | "নিবন্ধিত ব্যক্তির নাম";
    MUSHAK_SELLER_BIN = "BIN of registered person"
        | "নিবন্ধিত ব্যক্তির বিআইএন";
    MUSHAK_SELLER_ADDRESS = "Address of invoice issuance"
        | "চালানপত্র ইস্যুর ঠিকানা";
    MUSHAK_VAT_OFFICE = "VAT office"
        | "মূসক দপ্তর";
    MUSHAK_BUYER_NAME = "Buyer's name"
        | "ক্রেতার নাম";
    MUSHAK_BUYER_BIN = "Buyer's BIN"
        | "ক্রেতার বিআইএন";
    MUSHAK_BUYER_ADDRESS = "Buyer's address"
        | "ক্রেতার ঠিকানা";
    MUSHAK_DESTINATION = "Destination of supply"
        | "সরবরাহের গন্তব্যস্থল";
    MUSHAK_INVOICE_NUMBER = "Invoice number"
        | "চালানপত্র নম্বর";
    MUSHAK_CREDIT_NUMBER = "Credit note number"
        | "ক্রেডিট নোট নম্বর";
    MUSHAK_ISSUED = "Date and time of issue"
        | "ইস্যুর তারিখ ও সময়";
    MUSHAK_SUPPLIED = "Date and time of supply"
        | "সরবরাহের তারিখ ও সময়";
    MUSHAK_ORDER = "Order"
        | "অর্ডার";
    MUSHAK_PO_NUMBER = "Buyer's PO number"
        | "ক্রেতার পারচেজ অর্ডার (PO) নম্বর";
    MUSHAK_PAYMENT = "Payment"
        | "পরিশোধ";
    MUSHAK_REFERS_TO = "Tax invoice credited"
        | "সংশ্লিষ্ট কর চালানপত্র";
    MUSHAK_REASON = "Reason"
        | "কারণ";
    MUSHAK_REASON_CANCELLED = "The order was cancelled before it shipped; the goods were not supplied."
        | "পাঠানোর আগেই অর্ডারটি বাতিল হয়েছে; পণ্য সরবরাহ করা হয়নি।";
    MUSHAK_SERIAL = "Sl."
        | "ক্রমিক";
    MUSHAK_DESCRIPTION = "Description of goods"
        | "পণ্যের বর্ণনা";
    MUSHAK_UNIT = "Supply unit"
        | "সরবরাহের একক";
    MUSHAK_QUANTITY = "Quantity"
        | "পরিমাণ";
    MUSHAK_UNIT_PRICE = "Unit price incl. VAT (Tk.)"
        | "মূসকসহ একক মূল্য (টাকা)";
    MUSHAK_VALUE = "Value before VAT (Tk.)"
        | "মূসক ব্যতীত মূল্য (টাকা)";
    MUSHAK_RATE = "VAT rate"
        | "মূসকের হার";
    MUSHAK_VAT = "VAT (Tk.)"
        | "মূসকের পরিমাণ (টাকা)";
    MUSHAK_TOTAL_PRICE = "Value incl. VAT (Tk.)"
        | "মূসকসহ মূল্য (টাকা)";
    MUSHAK_PIECE = "piece"
        | "পিস";
    MUSHAK_SERVICE = "service"
        | "সেবা";
    DELIVERY_CHARGE_LINE = "Delivery charge"
        | "ডেলিভারি চার্জ";
    MUSHAK_TOTAL = "Total"
        | "সর্বমোট";
    MUSHAK_IN_WORDS = "In words"
        | "কথায়";
    MUSHAK_ELECTRONIC = "Issued electronically by the registered person's online shop."
        | "নিবন্ধিত ব্যক্তির অনলাইন দোকান থেকে ইলেকট্রনিকভাবে ইস্যু করা হয়েছে।";
    AMOUNT_IN_WORDS = "Taka {taka} Only"
        | "টাকা {taka} মাত্র";
    AMOUNT_IN_WORDS_WITH_POISHA = "Taka {taka} and {poisha} Poisha Only"
        | "টাকা {taka} ও {poisha} পয়সা মাত্র";
    NO_DOCUMENT_YET = "This order has no credit note: only a paid order that is cancelled gets one."
        | "এই অর্ডারের কোনো ক্রেডিট নোট নেই: শুধু পরিশোধিত অর্ডার বাতিল হলে ক্রেডিট নোট দেওয়া হয়।";
    CURSOR_INVALID = "after must be a cursor the previous page gave in X-Next-Cursor."
        | "after-এ আগের পাতার X-Next-Cursor-এ দেওয়া কার্সর দিতে হবে।";
    MONTH_INVALID = "month must be a month such as 2026-11."
        | "month একটি মাস হতে হবে, যেমন 2026-11।";
    DAY_INVALID = "from and to must be days such as 2026-11-25, from no later than to."
        | "from ও to দিন হতে হবে, যেমন 2026-11-25, এবং from যেন to-এর পরে না হয়।";
    CHART_DAYS_INVALID = "days must be 30 or 90, and lowStock a number of pieces from 1 to 1000000."
        | "days ৩০ বা ৯০ হতে হবে, আর lowStock ১ থেকে ১০০০০০০ পিসের মধ্যে একটি সংখ্যা।";
    MAIL_RESENT = "The mail was sent again." | "মেইলটি আবার পাঠানো হয়েছে।";
    MAIL_KEPT_AGAIN = "No mail server is set up, so the mail was kept in the outbox again."
        | "কোনো মেইল সার্ভার ঠিক করা নেই, তাই মেইলটি আবার আউটবক্সে রাখা হয়েছে।";
    MAIL_NOT_SENT = "The mail server refused the mail: {reason}"
        | "মেইল সার্ভার মেইলটি নেয়নি: {reason}";

    // The cart and orders of several tools.
    CART_TOO_LONG = "A cart holds at most 50 tools. Please place an order for some of them first."
        | "একটি কার্টে সর্বোচ্চ ৫০টি টুল রাখা যায়। আগে এর কয়েকটির অর্ডার দিন।";
    CART_LINE_INVALID = "Each tool in the cart needs at least one piece."
        | "কার্টের প্রতিটি টুলের অন্তত এক পিস লাগবে।";
    CART_TOOL_TWICE = "A tool can be in the cart once; change its pieces instead."
        | "একটি টুল কার্টে একবারই থাকতে পারে; এর পিসের সংখ্যা বদলান।";
    ORDER_EMPTY = "Add a tool to the order first."
        | "আগে অর্ডারে একটি টুল যোগ করুন।";
    IDS_INVALID = "ids must be at most 50 tool ids, separated by commas."
        | "ids-এ কমা দিয়ে আলাদা করা সর্বোচ্চ ৫০টি টুলের আইডি থাকতে পারে।";
    REVIEW_WHICH_LINE = "This order has several tools: choose the one you review."
        | "এই অর্ডারে কয়েকটি টুল আছে: কোনটির রিভিউ দিচ্ছেন বেছে নিন।";

    // Abuse limits.
    TOO_MANY_PAYMENT_ATTEMPTS = "Too many declined payments in the last hour. Please wait an hour, or check the card with your bank."
        | "গত এক ঘণ্টায় অনেকগুলো পেমেন্ট প্রত্যাখ্যাত হয়েছে। এক ঘণ্টা অপেক্ষা করুন, অথবা ব্যাংকের সাথে কার্ডটি যাচাই করুন।";
    TOO_MANY_UPLOADS = "You have uploaded many pictures in a short time. Please wait an hour and try again."
        | "অল্প সময়ে আপনি অনেক ছবি আপলোড করেছেন। এক ঘণ্টা অপেক্ষা করে আবার চেষ্টা করুন।";
    PICTURE_TOO_MANY_PIXELS = "This picture is too large to process: at most {megapixels} megapixels (for example 8,000 × 5,000 pixels). Please make it smaller and upload it again."
        | "ছবিটি প্রক্রিয়া করার জন্য অনেক বড়: সর্বোচ্চ {megapixels} মেগাপিক্সেল (যেমন ৮,০০০ × ৫,০০০ পিক্সেল)। ছবিটি ছোট করে আবার আপলোড করুন।";
    SEARCH_TOO_LONG = "Please search with fewer words: at most {most} characters."
        | "আরও কম শব্দে খুঁজুন: সর্বোচ্চ {most} অক্ষর।";
    SEARCH_UNSEARCHABLE = "The search holds a character that cannot be searched for. Please type it again."
        | "খোঁজার লেখায় এমন একটি চিহ্ন আছে যা দিয়ে খোঁজা যায় না। আবার লিখুন।";
    REQUEST_TOO_SLOW = "The request took too long to arrive. Please check your connection and try again."
        | "অনুরোধটি পৌঁছাতে অনেক সময় লেগেছে। আপনার সংযোগ দেখে আবার চেষ্টা করুন।";
    TOO_MANY_RESENDS = "Many messages were sent again in the last hour. Please wait a while before sending more."
        | "গত এক ঘণ্টায় অনেক বার্তা আবার পাঠানো হয়েছে। আরও পাঠানোর আগে কিছুক্ষণ অপেক্ষা করুন।";
    MAIL_HELD_FOR_ADDRESS = "This address got several messages from the shop in the last hour, so no more are sent to it for now."
        | "গত এক ঘণ্টায় এই ঠিকানায় দোকান থেকে কয়েকটি বার্তা গেছে, তাই এখন আর পাঠানো হচ্ছে না।";

    /// Words from elsewhere said as they are (a library's own refusal).
    VERBATIM = "{text}" | "{text}";

    // Sentences with parameters (`{name}`), built by the functions below.
    NOT_FOUND = "We could not find that {what}. It may have been removed."
        | "{what}টি খুঁজে পাওয়া যায়নি। হয়তো এটি সরিয়ে ফেলা হয়েছে।";
    THING_TOOL = "tool" | "টুল";
    THING_ORDER = "order" | "অর্ডার";
    THING_ACCOUNT = "account" | "অ্যাকাউন্ট";
    THING_PICTURE = "picture" | "ছবি";
    THING_MAIL = "mail" | "মেইল";
    THING_MESSAGE = "message" | "বার্তা";
    THING_PAYMENT = "payment" | "পেমেন্ট";
    THING_ADDRESS = "address" | "ঠিকানা";
    THING_INVITATION = "invitation" | "আমন্ত্রণ";
    THING_MEMBER = "member" | "সদস্য";
    THING_PAGE = "page" | "পাতা";
    METHOD_NOT_ALLOWED = "This address does not accept {method} requests."
        | "এই ঠিকানা {method} অনুরোধ নেয় না।";
    BODY_WRONG_SHAPE = "The request body has the wrong shape: {detail}"
        | "অনুরোধের বডির গঠন ভুল: {detail}";
    QUERY_INVALID = "The query string is not valid: {detail}"
        | "কোয়েরি স্ট্রিং সঠিক নয়: {detail}";
    WEBHOOK_REFUSED = "The webhook was refused: {reason}."
        | "webhook প্রত্যাখ্যাত হয়েছে: {reason}।";
    UPLOAD_UNREADABLE = "The upload could not be read: {detail}"
        | "আপলোডটি পড়া যায়নি: {detail}";
    PAGE_OUT_OF_RANGE = "page starts at 1 and limit must be between 1 and {maxLimit}."
        | "page ১ থেকে শুরু হয়; limit হতে হবে ১ থেকে {maxLimit} পর্যন্ত।";
    UNKNOWN_QUERY_PARAMETER = "This address does not take '{name}'. It takes: {known}."
        | "এই ঠিকানা '{name}' নেয় না। এটি নেয়: {known}।";
    NO_QUERY_PARAMETERS = "This address takes no query parameters, so '{name}' cannot be used."
        | "এই ঠিকানা কোনো কোয়েরি প্যারামিটার নেয় না, তাই '{name}' ব্যবহার করা যায় না।";
    TOO_MANY_UNPAID_ORDERS = "You have {cap} unpaid orders. Pay for one or cancel it before placing another."
        | "আপনার {cap}টি অর্ডারের টাকা বাকি। নতুন অর্ডার দেওয়ার আগে একটির টাকা দিন বা সেটি বাতিল করুন।";
    UNPAID_SHARE = "{toolName}: one buyer may hold at most {percent}% of its stock in unpaid orders. Pay for your earlier order of it first, or order fewer pieces."
        | "{toolName}: একজন ক্রেতা টাকা না দেওয়া অর্ডারে এর মজুতের সর্বোচ্চ {percent}% রাখতে পারেন। আগে এর আগের অর্ডারের টাকা দিন, অথবা কম পিস অর্ডার করুন।";

    // Mail.
    MAIL_HELLO = "Hello," | "শুভেচ্ছা,";
    MAIL_HELLO_NAME = "Hello {name}," | "প্রিয় {name},";
    MAIL_VERIFY_SUBJECT = "Confirm your email for {shop}"
        | "আপনার ইমেইল নিশ্চিত করুন — {shop}";
    MAIL_VERIFY_BODY = "{greeting}\n\nPlease confirm your email address by opening this link:\n{url}\n\nThe link works for 48 hours. If you did not sign up at {shop}, ignore this email."
        | "{greeting}\n\nএই লিংকটি খুলে আপনার ইমেইল ঠিকানা নিশ্চিত করুন:\n{url}\n\nলিংকটি ৪৮ ঘণ্টা কাজ করবে। {shop} দোকানে আপনি সাইন আপ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন।";
    MAIL_RESET_SUBJECT = "Reset your {shop} password"
        | "আপনার {shop} পাসওয়ার্ড রিসেট করুন";
    MAIL_RESET_BODY = "{greeting}\n\nTo choose a new password, open this link:\n{url}\n\nThe link works for one hour and only once. If you did not ask for it, ignore this email."
        | "{greeting}\n\nনতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:\n{url}\n\nলিংকটি এক ঘণ্টা এবং একবারই কাজ করবে। আপনি এটি না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করুন।";
}

/// The template of `key` in `lang`, from either list.
pub fn template(key: &str, lang: Lang) -> Option<&'static str> {
    ALL.iter()
        .chain(SERVER_ONLY)
        .chain(MAILS)
        .chain(TEXTS)
        .chain(PAGES)
        .chain(ADMIN_PAGES)
        .chain(FINDING_PAGES)
        .chain(BUYING_PAGES)
        .find(|entry| entry.key == key)
        .map(|entry| entry.text(lang))
}

/// A browser catalogue key by name (a status's, a way to pay's, a button's), as the lifecycle
/// tables name them.
pub fn key(name: &str) -> Option<Key> {
    ALL.iter()
        .chain(PAGES)
        .chain(ADMIN_PAGES)
        .chain(FINDING_PAGES)
        .chain(BUYING_PAGES)
        .find(|entry| entry.key == name)
        .map(|entry| Key(entry.key))
}

impl Key {
    /// The template of this key in `lang`; the key itself if it is not in the catalogue
    /// (a test checks that every key is).
    pub fn template(self, lang: Lang) -> &'static str {
        template(self.0, lang).unwrap_or(self.0)
    }

    /// The English sentence: for logs, and for the places the spec fixes in English.
    pub fn en(self) -> &'static str {
        self.template(Lang::En)
    }
}

impl Text {
    /// Words that are not the shop's (a library's refusal), said as they are in every
    /// language.
    pub fn verbatim(words: impl Into<String>) -> Self {
        Text::new(VERBATIM).plain("text", words)
    }
}

/// 404 for a record someone named that is not there (`what`: [`THING_TOOL`], …).
pub fn not_found(what: Key) -> Text {
    Text::new(NOT_FOUND).said("what", what)
}

/// 405: the address exists but not for this method.
pub fn method_not_allowed(method: &str) -> Text {
    Text::new(METHOD_NOT_ALLOWED).plain("method", method)
}

/// 422 for a body whose fields have the wrong types; `detail` is serde's sentence.
pub fn body_wrong_shape(detail: &str) -> Text {
    Text::new(BODY_WRONG_SHAPE).plain("detail", detail)
}

/// 400 for a query string that does not parse; `detail` says which part.
pub fn query_invalid(detail: &str) -> Text {
    Text::new(QUERY_INVALID).plain("detail", detail)
}

/// 502 for a resend the mail server refused.
pub fn mail_not_sent(reason: &str) -> Text {
    Text::new(MAIL_NOT_SENT).plain("reason", reason)
}

/// 400 for a Stripe event whose signature or timestamp is refused.
pub fn webhook_refused(reason: &str) -> Text {
    Text::new(WEBHOOK_REFUSED).plain("reason", reason)
}

/// 400 for a picture upload whose multipart body cannot be read.
pub fn upload_unreadable(detail: &str) -> Text {
    Text::new(UPLOAD_UNREADABLE).plain("detail", detail)
}

/// A mail's subject and body.
pub struct MailText {
    pub subject: String,
    pub body: String,
}

fn mail(lang: Lang, subject: Key, body: Key, name: Option<&str>, url: &str) -> MailText {
    let greeting = match name {
        Some(name) => Text::new(MAIL_HELLO_NAME).plain("name", name),
        None => MAIL_HELLO.into(),
    };
    let shop = SHOP_NAME.template(lang);
    MailText {
        subject: Text::new(subject).plain("shop", shop).render(lang),
        body: Text::new(body)
            .said("greeting", greeting)
            .plain("url", url)
            .plain("shop", shop)
            .render(lang),
    }
}

/// The mail with the link that proves a new account's address.
pub fn verification_mail(lang: Lang, name: Option<&str>, url: &str) -> MailText {
    mail(lang, MAIL_VERIFY_SUBJECT, MAIL_VERIFY_BODY, name, url)
}

/// The mail with the link that sets a new password.
pub fn password_reset_mail(lang: Lang, name: Option<&str>, url: &str) -> MailText {
    mail(lang, MAIL_RESET_SUBJECT, MAIL_RESET_BODY, name, url)
}

/// A price break whose quantity is not a whole number above the break before it.
pub fn tier_quantity(number: usize) -> Text {
    Text::new(TIER_QUANTITY).count("number", number as u64)
}

/// A price break whose price is missing or not below the price it replaces.
pub fn tier_price(number: usize) -> Text {
    Text::new(TIER_PRICE).count("number", number as u64)
}

/// 400 for a listing page outside its bounds.
pub fn page_out_of_range(max_limit: u32) -> Text {
    Text::new(PAGE_OUT_OF_RANGE).count("maxLimit", max_limit)
}

/// 409: another tool has this part number.
pub fn part_number_taken(part_number: &str) -> Text {
    Text::new(PART_NUMBER_TAKEN).plain("partNumber", part_number)
}

/// 409: another category has a specification with this key.
pub fn spec_key_taken(key: &str) -> Text {
    Text::new(SPEC_KEY_TAKEN).plain("key", key)
}

/// 409: another category has this address.
pub fn category_slug_taken(slug: &str) -> Text {
    Text::new(CATEGORY_SLUG_TAKEN).plain("slug", slug)
}

/// 400: the parent named is not a category.
pub fn category_parent_unknown(slug: &str) -> Text {
    Text::new(CATEGORY_PARENT_UNKNOWN).plain("slug", slug)
}

/// 409: a category is removed only once empty.
pub fn category_not_empty(tools: u32, children: u32) -> Text {
    Text::new(CATEGORY_NOT_EMPTY)
        .count("tools", tools)
        .count("children", children)
}

/// A query parameter the operation does not take, with the ones it does.
pub fn unknown_query_parameter(name: &str, known: &str) -> Text {
    Text::new(UNKNOWN_QUERY_PARAMETER)
        .plain("name", name)
        .plain("known", known)
}

/// A query parameter given to an operation that takes none.
pub fn no_query_parameters(name: &str) -> Text {
    Text::new(NO_QUERY_PARAMETERS).plain("name", name)
}

/// A refused line of an order of several tools: which tool, and why.
pub fn line_problem(tool_name: &str, problem: Text) -> Text {
    Text::new(LINE_PROBLEM)
        .plain("toolName", tool_name)
        .said("problem", problem)
}

/// A way to pay that cannot take an order this large.
pub fn method_over_limit(method: Key, most: Money) -> Text {
    Text::new(METHOD_OVER_LIMIT)
        .said("method", method)
        .money("most", most)
}

/// A way to pay that cannot take an order this small.
pub fn method_under_minimum(method: Key, least: Money) -> Text {
    Text::new(METHOD_UNDER_MINIMUM)
        .said("method", method)
        .money("least", least)
}

/// Cash on delivery refused: the buyer's open cash-on-delivery orders and this one would owe
/// more than `most`.
pub fn cod_open_limit(most: Money, owed: Money) -> Text {
    Text::new(COD_OPEN_LIMIT)
        .money("most", most)
        .money("owed", owed)
}

/// 500: the generic sentence, with the request's reference when there is one.
pub fn internal_error(reference: Option<String>) -> Text {
    match reference {
        Some(reference) => Text::new(INTERNAL_ERROR_REFERENCE).plain("reference", reference),
        None => INTERNAL_ERROR.into(),
    }
}

/// A picture whose canvas is over the shop's pixel budget.
pub fn picture_too_many_pixels(megapixels: u32) -> Text {
    Text::new(PICTURE_TOO_MANY_PIXELS).count("megapixels", megapixels)
}

/// A search longer than the shop looks for.
pub fn search_too_long(most: usize) -> Text {
    Text::new(SEARCH_TOO_LONG).count("most", most as u64)
}

/// A buyer at the cap of open unpaid orders.
pub fn too_many_unpaid_orders(cap: u32) -> Text {
    Text::new(TOO_MANY_UNPAID_ORDERS).count("cap", cap)
}

/// A buyer who would hold more than their share of a tool's stock in unpaid orders.
pub fn unpaid_share(tool_name: &str, percent: u32) -> Text {
    Text::new(UNPAID_SHARE)
        .plain("toolName", tool_name)
        .count("percent", percent)
}

/// `Minimum order is {minOrder}`.
pub fn minimum_order(min_order: u32) -> Text {
    Text::new(MINIMUM_ORDER).count("minOrder", min_order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn catalogue() -> impl Iterator<Item = &'static Entry> {
        ALL.iter()
            .chain(SERVER_ONLY)
            .chain(MAILS)
            .chain(TEXTS)
            .chain(PAGES)
            .chain(ADMIN_PAGES)
            .chain(FINDING_PAGES)
            .chain(BUYING_PAGES)
    }

    /// The `{name}` parameters of a sentence (a `{` followed by anything but a name, such as
    /// the JSON of `ONLY_DELIVERY_SET_HERE`, is text).
    fn params(sentence: &str) -> BTreeSet<&str> {
        sentence
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric()))
            .collect()
    }

    #[test]
    fn every_message_is_listed_once_with_its_own_name() {
        let mut names: Vec<_> = catalogue().map(|entry| entry.key).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
        assert_eq!(TOOL_NAME_REQUIRED.en(), "Tool Name is Required");
    }

    #[test]
    fn every_sentence_is_written_in_both_languages_with_the_same_parameters() {
        // Names and symbols that read the same in Bangla.
        const SAME_IN_BOTH: [&str; 4] = [
            "METHOD_SSLCOMMERZ",
            "LINE_PROBLEM",
            "SPEC_VALUE_PROBLEM",
            "VERBATIM",
        ];
        for entry in catalogue() {
            assert!(!entry.en.trim().is_empty(), "{} has no English", entry.key);
            assert!(!entry.bn.trim().is_empty(), "{} has no Bangla", entry.key);
            if !SAME_IN_BOTH.contains(&entry.key) {
                assert!(
                    entry
                        .bn
                        .chars()
                        .any(|c| ('\u{0980}'..='\u{09FF}').contains(&c)),
                    "{}'s Bangla is not written in Bangla: {}",
                    entry.key,
                    entry.bn
                );
            }
            assert_eq!(
                params(entry.en),
                params(entry.bn),
                "{} names different parameters in its two languages",
                entry.key
            );
        }
    }

    /// `../shared/BANGLA.md`, as far as a program can read it: no case ending hyphen-glued to an
    /// inserted value ("{name}-এর"), one word for stock and for the tax invoice, no
    /// "সফলভাবে", and Bengali digits except where a reader must type or read Latin ones.
    #[test]
    fn the_bangla_follows_the_house_rules() {
        // What a reader types as it is (API parameters, test card numbers) or is shown Latin on
        // purpose.
        const LATIN_DIGITS_ON_PURPOSE: [&str; 8] = [
            "MONTH_INVALID",
            "DAY_INVALID",
            "LATIN_DIGITS",
            "TEST_CARDS_HINT",
            "FILTER_SPEC_INVALID",
            "IMPORT_BREAKS_FORMAT",
            "IMPORT_SPECS_FORMAT",
            // The name of the encoding, as a spreadsheet's save dialog writes it.
            "IMPORT_UNREADABLE",
        ];
        for entry in catalogue() {
            let (key, bn) = (entry.key, entry.bn);
            let glued = bn.match_indices("}-").any(|(at, _)| {
                bn[at + 2..]
                    .chars()
                    .next()
                    .is_some_and(|c| ('\u{0980}'..='\u{09FF}').contains(&c))
            });
            assert!(!glued, "{key}: an ending glued to a value: {bn}");
            for drift in ["মজুদ", "ইনভয়েস", "সফলভাবে", "পেমেন্টের অপেক্ষায়", "অপরিশোধিত"]
            {
                assert!(!bn.contains(drift), "{key} says {drift}: {bn}");
            }
            if !LATIN_DIGITS_ON_PURPOSE.contains(&key) {
                assert!(
                    !bn.chars().any(|c| c.is_ascii_digit()),
                    "{key}: Latin digits in Bangla: {bn}"
                );
            }
            // The currency sign and its amount never break apart: money comes in through
            // `Money::format_in`, which joins them with a no-break space.
            for text in [entry.en, bn] {
                for sign in ["৳ ", "Tk. "] {
                    assert!(
                        !text.contains(sign),
                        "{key}: a breaking space after {sign}: {text}"
                    );
                }
            }
        }
        for lang in Lang::ALL {
            let printed = Money::from_poisha(12_345_600)
                .unwrap()
                .format_in(lang, crate::Digits::Latin);
            assert!(!printed.contains(' '), "{printed}");
        }
    }

    #[test]
    fn the_minimum_order_message_names_the_minimum() {
        assert_eq!(minimum_order(25).render(Lang::En), "Minimum order is 25");
        assert_eq!(minimum_order(25).render(Lang::Bn), "সর্বনিম্ন অর্ডার ২৫ পিস");
    }

    #[test]
    fn a_limit_names_the_way_to_pay_and_the_amount_in_each_language() {
        let most = Money::from_poisha(5_000_000).unwrap();
        let text = method_over_limit(METHOD_COD, most);
        assert_eq!(
            text.render(Lang::En),
            "Cash on delivery takes at most Tk.\u{a0}50,000 for one order. Please choose another way to pay, such as bank transfer."
        );
        assert!(
            text.render(Lang::Bn)
                .starts_with("ক্যাশ অন ডেলিভারি দিয়ে এক অর্ডারে সর্বোচ্চ ৳\u{a0}৫০,০০০")
        );
    }

    #[test]
    fn mail_is_written_in_the_readers_language() {
        let english = verification_mail(Lang::En, Some("Rahim"), "https://shop.test/v");
        assert_eq!(english.subject, "Confirm your email for Shilpo Tools");
        assert!(english.body.starts_with("Hello Rahim,\n\nPlease confirm"));
        let bangla = password_reset_mail(Lang::Bn, None, "https://shop.test/r");
        assert_eq!(bangla.subject, "আপনার শিল্প টুলস পাসওয়ার্ড রিসেট করুন");
        assert!(bangla.body.contains("https://shop.test/r"));
    }

    #[test]
    fn a_sentence_is_said_in_each_language_with_its_numbers() {
        let text = minimum_order(25);
        assert_eq!(text.render(Lang::En), "Minimum order is 25");
        assert!(
            text.render(Lang::Bn).contains("২৫"),
            "{}",
            text.render(Lang::Bn)
        );
        assert!(
            text.render_with(Lang::Bn, crate::language::Digits::Latin)
                .contains("25")
        );
    }

    #[test]
    fn a_sentence_travels_as_its_key_and_params() {
        let json = serde_json::to_string(&minimum_order(25)).unwrap();
        assert_eq!(json, r#"{"key":"MINIMUM_ORDER","params":{"minOrder":25}}"#);
        let nested = line_problem("Drill", NOT_ENOUGH_QUANTITY.into());
        let json = serde_json::to_string(&nested).unwrap();
        assert_eq!(
            json,
            r#"{"key":"LINE_PROBLEM","params":{"toolName":"Drill","problem":{"key":"NOT_ENOUGH_QUANTITY"}}}"#
        );
    }
}

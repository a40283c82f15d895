//! The words of the mail about orders: to the buyer at every step, and to the owner for a new
//! order or a message. Only the server writes mail, so these stay out of the browser's
//! catalogue. Values sit where Bangla needs no case ending after them (`../shared/BANGLA.md`).

use super::{Entry, Key};

messages! {
    /// The order mail's sentences.
    MAILS:

    MAIL_PLACED_SUBJECT = "Order {number} placed — {shop}"
        | "অর্ডার {number} গ্রহণ করা হয়েছে — {shop}";
    MAIL_PLACED_LEAD = "Thank you for your order. These pieces are kept for you:"
        | "অর্ডারের জন্য ধন্যবাদ। এই পিসগুলো আপনার জন্য রাখা হয়েছে:";
    MAIL_PLACED_PAY = "Choose how to pay (card, bKash, SSLCommerz, cash on delivery or bank transfer) on the order's page. An order not paid within {hours} hours is cancelled and its pieces go back on sale."
        | "কীভাবে টাকা দেবেন (কার্ড, বিকাশ, SSLCommerz, ক্যাশ অন ডেলিভারি বা ব্যাংক ট্রান্সফার), অর্ডারের পাতায় বেছে নিন। {hours} ঘণ্টার মধ্যে টাকা পরিশোধ না হলে অর্ডারটি বাতিল হয় এবং পিসগুলো আবার বিক্রিতে ফেরে।";

    MAIL_PLACED_APPROVAL = "The order is above your limit per order, so your company's approvers are asked to approve it. We will write once they have; you can then pay for it."
        | "অর্ডারটি আপনার প্রতি অর্ডারের সীমার বেশি, তাই আপনার কোম্পানির অনুমোদনকারীদের অনুমোদন চাওয়া হয়েছে। অনুমোদন হলে আমরা জানাব; তখন টাকা পরিশোধ করতে পারবেন।";

    MAIL_PAID_SUBJECT = "Payment received for order {number}"
        | "অর্ডার {number}: টাকা পাওয়া গেছে";
    MAIL_PAID_LEAD = "We have received {amount}, paid by {method}. Your tax invoice (Mushak-6.3) is attached. We will write again when the order ships."
        | "আমরা টাকা পেয়েছি: {amount}, পরিশোধের উপায়: {method}। আপনার চালানপত্র (মূসক-৬.৩) এই ইমেইলের সঙ্গে দেওয়া হলো। অর্ডারটি পাঠানো হলে আবার জানাব।";

    MAIL_SHIPPED_SUBJECT = "Order {number} is on its way"
        | "অর্ডার {number} পাঠানো হয়েছে";
    MAIL_SHIPPED_LEAD = "Your order is with the courier, on its way to:"
        | "আপনার অর্ডার কুরিয়ারের কাছে, যাচ্ছে এই ঠিকানায়:";
    MAIL_SHIPPED_COD = "Please keep {amount} in cash for the courier."
        | "কুরিয়ারকে দেওয়ার জন্য নগদ {amount} তৈরি রাখুন।";

    MAIL_DELIVERED_SUBJECT = "Order {number} delivered"
        | "অর্ডার {number}: ডেলিভারি হয়েছে";
    MAIL_DELIVERED_LEAD = "Your order has been delivered. How are the tools doing? Other buyers read your review before they choose:"
        | "আপনার অর্ডারের ডেলিভারি হয়েছে। টুলগুলো কেমন লাগছে? বেছে নেওয়ার আগে অন্য ক্রেতারা আপনার রিভিউ পড়েন:";

    MAIL_CANCELLED_SUBJECT = "Order {number} cancelled"
        | "অর্ডার {number} বাতিল হয়েছে";
    MAIL_CANCELLED_UNPAID = "Your order has been cancelled and its pieces are back on sale. Nothing was charged."
        | "আপনার অর্ডারটি বাতিল হয়েছে, পিসগুলো আবার বিক্রিতে ফিরেছে। কোনো টাকা নেওয়া হয়নি।";
    MAIL_CANCELLED_PAID = "Your order has been cancelled. The {amount} you paid goes back to you, and we will write when it has. The credit note (Mushak-6.7) is attached."
        | "আপনার অর্ডারটি বাতিল হয়েছে। আপনার দেওয়া {amount} ফেরত দেওয়া হচ্ছে, ফেরত দেওয়া হলে জানাব। ক্রেডিট নোট (মূসক-৬.৭) এই ইমেইলের সঙ্গে দেওয়া হলো।";

    MAIL_REFUNDED_SUBJECT = "Refund for order {number}"
        | "অর্ডার {number}: টাকা ফেরত দেওয়া হয়েছে";
    MAIL_REFUNDED_LEAD = "We have given back the {amount} you paid for this order. Your bank or wallet may take a few days to show it. The credit note (Mushak-6.7) is attached."
        | "এই অর্ডারের জন্য আপনার দেওয়া {amount} ফেরত দেওয়া হয়েছে। আপনার ব্যাংক বা ওয়ালেটে দেখা যেতে কয়েক দিন লাগতে পারে। ক্রেডিট নোট (মূসক-৬.৭) এই ইমেইলের সঙ্গে দেওয়া হলো।";

    MAIL_LINE = "{toolName}: {count} pcs × {price} = {total}"
        | "{toolName}: {count} পিস × {price} = {total}";
    MAIL_DELIVERY_CHARGE = "Delivery charge: {amount}"
        | "ডেলিভারি চার্জ: {amount}";
    MAIL_TOTAL = "Total: {total}, VAT included: {vat}"
        | "মোট: {total}, এর মধ্যে ভ্যাট: {vat}";
    MAIL_DELIVERY = "Delivery to: {recipient}, {phone}\n{address}"
        | "ডেলিভারির ঠিকানা: {recipient}, {phone}\n{address}";
    MAIL_ORDER_LINK = "Your order: {url}"
        | "আপনার অর্ডার: {url}";
    MAIL_SIGN_OFF = "Thank you,\n{shop}"
        | "ধন্যবাদ,\n{shop}";

    MAIL_OWNER_ORDER_SUBJECT = "New order {number}: {total}"
        | "নতুন অর্ডার {number}: {total}";
    MAIL_OWNER_ORDER_LEAD = "A new order from {buyer} ({email}):"
        | "নতুন অর্ডার দিয়েছেন {buyer} ({email}):";
    MAIL_OWNER_ORDER_LINK = "Manage Orders: {url}"
        | "অর্ডার ব্যবস্থাপনা: {url}";
    MAIL_OWNER_CONTACT_SUBJECT = "A message from {email}"
        | "বার্তা পাঠিয়েছেন {email}";
    MAIL_OWNER_CONTACT_BODY = "{email} wrote through the contact form:\n\n{message}\n\nAnswer by replying to this mail, or from the inbox: {url}"
        | "যোগাযোগ ফর্মে লিখেছেন {email}:\n\n{message}\n\nউত্তর দিতে এই ইমেইলের জবাব দিন, অথবা ইনবক্স থেকে: {url}";
    MAIL_ANSWER_SUBJECT = "Your message to {shop}"
        | "আপনার বার্তার উত্তর — {shop}";
    MAIL_ANSWER_BODY = "{answer}\n\n{shop}\n\nYou wrote:\n{message}"
        | "{answer}\n\n{shop}\n\nআপনি লিখেছিলেন:\n{message}";

    MAIL_INVITATION_SUBJECT = "Invitation to order for {company} — {shop}"
        | "কোম্পানির জন্য অর্ডারের আমন্ত্রণ: {company} — {shop}";
    MAIL_INVITATION_LEAD = "{inviter} invites you to order for {company} as {role}. Sign in, or create an account, with this email address, then join the company on its page:"
        | "আপনাকে কোম্পানির জন্য অর্ডার দিতে আমন্ত্রণ জানিয়েছেন: {inviter}। কোম্পানি: {company}, ভূমিকা: {role}। এই ইমেইল ঠিকানা দিয়ে সাইন ইন করুন বা অ্যাকাউন্ট খুলুন, তারপর কোম্পানির পাতায় যোগ দিন:";
    MAIL_INVITATION_UNTIL = "The invitation can be accepted until {day}. If you did not expect it, ignore this mail."
        | "আমন্ত্রণটি গ্রহণ করা যাবে {day} পর্যন্ত। এটি আশা না করলে ইমেইলটি উপেক্ষা করুন।";

    MAIL_APPROVAL_SUBJECT = "Order {number} waits for your approval"
        | "অর্ডার {number} আপনার অনুমোদনের অপেক্ষায়";
    MAIL_APPROVAL_LEAD = "{buyer} placed order {number} for {company}: {total}, above their limit of {limit} per order. Approve or decline it on the company's page; unanswered, it is cancelled after {hours} hours."
        | "কোম্পানি: {company}। অর্ডার {number}, ক্রেতা: {buyer}, মোট {total}, যা তাঁর প্রতি অর্ডারের সীমার বেশি (সীমা: {limit})। কোম্পানির পাতায় অনুমোদন বা নামঞ্জুর করুন; উত্তর না দিলে {hours} ঘণ্টা পরে অর্ডারটি বাতিল হয়।";
    MAIL_APPROVED_SUBJECT = "Order {number} approved"
        | "অর্ডার {number} অনুমোদিত হয়েছে";
    MAIL_APPROVED_LEAD = "Your company approved the order. Pay for it on its page within {hours} hours:"
        | "আপনার কোম্পানি অর্ডারটি অনুমোদন করেছে। {hours} ঘণ্টার মধ্যে অর্ডারের পাতায় টাকা পরিশোধ করুন:";
}

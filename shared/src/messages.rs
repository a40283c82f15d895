//! Every sentence the shop says to a person, written once. The UI reads `ALL` from a module
//! generated from this file (`ui/src/generated/messages.ts`), the server puts them in its JSON
//! errors and mail, so the words never drift.
//!
//! Where the old site had a slip of the pen, the corrected wording is used and the README lists
//! it: `TOOL_NAME_REQUIRED` (was the price message), `TOOL_EXISTS`, `TOOL_ADD_FAILED`.

macro_rules! messages {
    ($(#[$list_doc:meta])* $list:ident: $($(#[$doc:meta])* $name:ident = $text:expr;)*) => {
        $($(#[$doc])* pub const $name: &str = $text;)*

        $(#[$list_doc])*
        pub const $list: &[(&str, &str)] = &[$((stringify!($name), $name)),*];
    };
}

messages! {
    /// Every message the browser can show by name (`ui/src/generated/messages.ts`).
    ALL:

    /// The shop's name, as mail and page titles print it.
    SHOP_NAME = "Shilpo Tools";
    /// The office, as the contact page and the invoices print it; lines split at "; ".
    SHOP_ADDRESS = "Plot 21, Tejgaon Industrial Area; Dhaka 1208, Bangladesh";

    // Registration and sign-in (spec §5, §8).
    NAME_REQUIRED = "Name is Required";
    NAME_TOO_LONG = "Name must be at most 100 characters";
    EMAIL_REQUIRED = "Email is Required";
    EMAIL_INVALID = "Please Enter a Valid Email";
    PASSWORD_REQUIRED = "Password is Required";
    /// Password rule 1 of 3, checked first.
    PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
    /// Password rule 2 of 3.
    PASSWORD_TOO_WEAK = "Password must contain at least one lowercase letter, one uppercase letter, one number and one special character";
    CONFIRM_PASSWORD_REQUIRED = "Confirm Password is Required";
    /// Password rule 3 of 3.
    PASSWORD_MISMATCH = "Password and Confirm Password does not match";
    TERMS_REQUIRED = "Please accept the terms and conditions";
    USER_NOT_FOUND = "User Does Not Exist. Please Sign Up";
    WRONG_PASSWORD = "Wrong Password";
    LOGIN_SUCCESSFUL = "Login Successful";
    SENDING_RESET_EMAIL = "Sending Reset Email";
    ACCOUNT_EXISTS = "An account with this email already exists. Please sign in, or reset your password.";
    EMAIL_NOT_VERIFIED = "Please verify your email address first: open the link we sent you, or ask for a new one.";
    VERIFICATION_SENT = "We sent you an email with a link to verify your address. Open it, then sign in.";
    LINK_INVALID = "This link is invalid or has expired. Please ask for a new one.";
    LINK_EXPIRED = "This link has expired. Please ask for a new one.";
    LINK_USED = "This link has already been used. If you still need a new password, ask for a new link.";
    EMAIL_ALREADY_VERIFIED = "Your email address is already verified. Please sign in.";
    EMAIL_VERIFIED_CHOOSE_PASSWORD = "Your email address is verified. Choose a password to finish.";
    PROVIDER_EMAIL_UNVERIFIED = "That sign-in did not confirm your email address. Confirm it with the provider first, or sign up with email and a password.";
    SPAM_HINT = "Not in your inbox after a few minutes? Look in the spam or junk folder, or send the link again.";
    PASSWORD_CHANGED = "Your password has been changed. Please sign in with the new one.";
    TOO_MANY_SIGN_INS = "Too many failed sign-ins for this account. Please wait 15 minutes, or reset your password.";
    SESSION_EXPIRED = "Your session has expired. Please sign in again.";
    SIGNED_OUT = "You are signed out.";
    SIGNED_OUT_EVERYWHERE = "You are signed out on every device, this one included.";
    IDENTITY_PROVIDER_OFF = "Signing in through Google, Facebook or Github is not switched on for this shop.";
    PROVIDER_SIGN_IN_FAILED = "We could not confirm that sign-in. Please try again.";
    PROVIDER_UNREACHABLE = "We could not reach the sign-in service. Please try again in a moment.";

    // Ordering (spec §5 order quantity).
    QUANTITY_REQUIRED = "Please enter the number of pieces you want";
    QUANTITY_NOT_WHOLE = "Please enter a whole number of pieces";
    NOT_ENOUGH_QUANTITY = "Not enough quantity";
    TOTAL_TOO_LARGE = "This order is too large to price; please order fewer pieces";
    ORDER_PLACED = "Order Placed Successfully";
    ORDER_CANCELLED = "Order Cancelled Successfully";
    ORDER_NOT_PAID = "Order is not paid yet!";
    ORDER_DELIVERED = "Order Delivered";
    PAYMENT_SUCCESSFUL = "Payment Successful, THANK YOU!";
    // Card checks and declines, in Stripe's own words.
    CARD_NUMBER_INCOMPLETE = "Your card number is incomplete.";
    CARD_NUMBER_INVALID = "Your card number is invalid.";
    CARD_EXPIRY_INCOMPLETE = "Your card's expiration date is incomplete.";
    CARD_EXPIRY_INVALID = "Your card's expiration date is invalid.";
    CARD_EXPIRY_PAST = "Your card's expiration year is in the past.";
    CARD_CVC_INCOMPLETE = "Your card's security code is incomplete.";
    CARD_DECLINED = "Your card was declined.";
    PLEASE_WAIT = "Please wait...";
    PAYMENT_NOT_COMPLETED = "The payment has not gone through. Please try your card again.";

    // Adding a product (spec §5 add product).
    TOOL_NAME_REQUIRED = "Tool Name is Required";
    TOOL_NAME_TOO_LONG = "Tool Name must be at most 100 characters";
    TOOL_PRICE_REQUIRED = "Tool Price is Required";
    TOOL_PRICE_INVALID = "Tool Price must be an amount in Tk greater than 0, such as 1250 or 1250.50";
    MIN_ORDER_REQUIRED = "Minimum Order Quantity is Required";
    MIN_ORDER_INVALID = "Minimum Order Quantity must be a whole number of at least 1";
    AVAILABLE_QUANTITY_REQUIRED = "Available quantity is Required";
    AVAILABLE_QUANTITY_INVALID = "Available quantity must be a whole number, 0 or more";
    TOOL_IMAGE_REQUIRED = "Tool Image is Required";
    TOOL_IMAGE_INVALID = "The tool image must be an uploaded picture";
    TOOL_DESCRIPTION_REQUIRED = "Tool Description is Required";
    DESCRIPTION_TOO_SHORT = "Minimum 100 character required";
    DESCRIPTION_TOO_LONG = "Maximum 200 character required";
    TOOL_EXISTS = "Tool already exists";
    TOOL_ADD_FAILED = "Failed to add the tool";
    TOOL_ADDED = "Tool added successfully";
    PRODUCT_RESTOCKED = "Product Restocked Successfully";
    RESTOCK_REQUIRED = "Please enter how many pieces to add";
    RESTOCK_INVALID = "Please enter a whole number of pieces to add, at least 1";
    PRODUCT_DELETED = "Product Deleted Successfully";

    // Reviews (spec §2 review modal; a rating of 0 is refused, unlike the old site).
    RATING_REQUIRED = "Please choose a rating from 1 to 5 stars";
    REVIEW_REQUIRED = "Please write a few words about the tool";
    REVIEW_TOO_LONG = "Review must be at most 500 characters";
    REVIEW_ADDED = "Review Added Successfully";

    // The contact form (beyond the old site, whose form did nothing).
    FEEDBACK_REQUIRED = "Please write your feedback";
    FEEDBACK_TOO_LONG = "Feedback must be at most 2000 characters";
    FEEDBACK_SENT = "Thank you! Your feedback has reached us";

    // Roles and profile (spec §5 admin rules, §6).
    CANNOT_REMOVE_SELF = "You can't remove yourself from admin";
    ADMIN_ADDED = "Made Admin Successfully";
    ADMIN_REMOVED = "Removed From Admin Successfully";
    YOU_ARE_AN_ADMIN = "You are an admin!";
    PROFILE_UPDATED = "Profile Updated Successfully";
    DISPLAY_NAME_TOO_LONG = "Name must be at most 100 characters";
    INSTITUTION_TOO_LONG = "Institution must be at most 100 characters";
    PHONE_INVALID = "Please enter a phone number of 6 to 15 digits, like 01712345678 or +8801712345678";
    ADDRESS_TOO_LONG = "Address must be at most 300 characters";
    DATE_OF_BIRTH_INVALID = "Please enter a real date of birth, after 1900";
    PHOTO_INVALID = "The photo must be an uploaded picture";
    IMAGE_REQUIRED = "Please choose a picture to upload";
    IMAGE_TOO_LARGE = "The picture is larger than 5 MB. Please choose a smaller one.";
    IMAGE_WRONG_TYPE = "Please choose a PNG, JPEG, WebP or GIF picture.";
    IMAGE_UPLOAD_FAILED = "The picture could not be uploaded. Please try again.";

    // The cart (issue 16).
    ADDED_TO_CART = "Added to your cart";
    PRICES_SAVED = "Price breaks saved";
    TOOL_GONE = "This tool is no longer sold. Remove it to place the order.";

    // Delivery details at checkout (issue 17).
    RECIPIENT_REQUIRED = "Please enter the name of the person who receives the order";
    PHONE_REQUIRED = "Please enter a mobile number the courier can call";
    MOBILE_INVALID = "Please enter a Bangladeshi mobile number: 11 digits starting 013 to 019, like 01712-345678";
    DELIVERY_ADDRESS_REQUIRED = "Please enter the delivery address: house, road and area";
    DISTRICT_REQUIRED = "Please choose the district from the list";

    // An order's lifecycle (`crate::lifecycle`): its statuses, the first step of its
    // timeline, and what the admins are told.
    STATUS_AWAITING_PAYMENT = "Awaiting payment";
    STATUS_PAID = "Paid";
    STATUS_SHIPPED = "Shipped";
    STATUS_DELIVERED = "Delivered";
    STATUS_CANCELLED = "Cancelled";
    STATUS_REFUNDED = "Refunded";
    EVENT_PLACED = "Placed";
    ORDER_SHIPPED = "Order Shipped";
    DELIVERY_CHANGED = "Delivery details saved";
    SHIP_NEEDS_DELIVERY = "This order has no delivery address or phone, so it cannot ship yet. Ask the buyer for them.";

    // Ways to pay (issue 18), and what the admins record by hand.
    METHOD_CARD = "Card";
    METHOD_SSLCOMMERZ = "SSLCommerz";
    METHOD_BKASH = "bKash";
    METHOD_COD = "Cash on delivery";
    METHOD_BANK_TRANSFER = "Bank transfer";
    METHOD_TEST_CARD_HINT = "Visa, Mastercard or American Express, on this page. Test mode: no money moves.";
    METHOD_STRIPE_HINT = "Visa, Mastercard or American Express, through Stripe's secure form.";
    METHOD_SSLCOMMERZ_HINT = "Card, bKash, Nagad, Rocket or internet banking, on SSLCommerz's secure page.";
    METHOD_BKASH_HINT = "From your bKash wallet, on bKash's page (wallet number, code and PIN).";
    METHOD_COD_HINT = "Pay the courier in cash when the parcel arrives.";
    METHOD_BANK_TRANSFER_HINT = "From your bank account, by BEFTN, NPSB or RTGS. The order ships once the money arrives; suited to large orders.";
    PAY_HOW = "How would you like to pay?";
    PAY_ANOTHER_WAY = "Or pay another way";
    PAY_ONLINE_INSTEAD = "You can also pay online now instead.";
    TRANSFER_HEADING = "Pay by bank transfer";
    TRANSFER_QUOTE_REFERENCE = "(write it in the transfer's remarks)";
    NOT_PAID_YET = "(not paid yet)";
    PAY_THE_COURIER = "This order is on its way: please pay the courier in cash when it arrives.";
    COD_CONFIRMED = "Your order is confirmed. Please pay the courier in cash when it arrives.";
    BANK_TRANSFER_CHOSEN = "Your order is reserved. It ships once the transfer reaches us.";
    CASH_RECEIVED = "Cash received";
    TRANSFER_RECEIVED = "Transfer received";
    REFUND_RECORDED = "Refund recorded";
    PAYMENT_LEFT_AT_GATEWAY = "You left the payment page before paying. Nothing was charged; you can try again or choose another way to pay.";
    PAYMENT_FAILED_AT_GATEWAY = "The payment did not go through. Nothing was charged; you can try again or choose another way to pay.";
    PAYMENT_BEING_CHECKED = "We are confirming your payment with the provider. This page shows Paid as soon as it is confirmed.";

    // An order whose buyer gave no address or phone, in either's place (spec §3).
    NO_ADDRESS = "Address not given yet";
    NO_PHONE = "Phone not given yet";

    // The browser's own failures, when the server gave no sentence.
    UNEXPECTED_ERROR = "Something went wrong. Please try again.";
    SHOP_UNREACHABLE = "We could not reach the shop. Check your connection and try again.";
    STRIPE_FORM_UNAVAILABLE = "Stripe's card form could not be loaded. Check your connection and reload the page.";
}

messages! {
    /// Sentences only the server says, in its JSON errors, mail and invoices. They stay out of
    /// the wasm module (whose size is budgeted); the UI shows them from the server's replies.
    SERVER_ONLY:

    EMAIL_VERIFIED = "Your email address is verified. You can sign in now.";
    SIGN_IN_REQUIRED = "Please sign in to continue.";
    ADMINS_ONLY = "Only admins can do this.";
    NOT_YOUR_ACCOUNT = "You can only see and change your own account.";
    SOCIAL_ACCOUNT = "This account signs in with Google, Facebook or Github. Please use that button.";
    NO_PASSWORD_YET = "This account has no password yet. Use 'Forget Password?' to choose one.";
    PROVIDER_NO_EMAIL = "That account did not share an email address with us. Please sign up with email and a password.";
    ORDER_ALREADY_DELIVERED = "This order has been delivered, so it can no longer be cancelled.";
    ORDER_ALREADY_CANCELLED = "This order is already cancelled.";
    ORDER_ALREADY_SHIPPED = "This order has shipped, so it can no longer be cancelled.";
    DELIVERY_DETAILS_LOCKED = "This order has shipped, so where it goes can no longer change.";
    SHIP_BEFORE_DELIVERY = "Ship this order first: it is marked delivered once it has shipped.";
    CARD_INSUFFICIENT_FUNDS = "Your card has insufficient funds.";
    CARD_EXPIRED = "Your card has expired.";
    CARD_CVC_INCORRECT = "Your card's security code is incorrect.";
    ORDER_ALREADY_PAID = "This order is already paid.";
    PAYMENT_PROCESSING = "Your bank is still processing the payment. Your order will show Paid as soon as it clears.";
    PAYMENT_MISMATCH = "This payment does not belong to this order.";
    PAYMENT_PROVIDER_DOWN = "The card processor could not be reached. Nothing was charged; please try again in a minute.";
    PAY_WITH_STRIPE = "This shop takes cards through Stripe's secure form. Please reload the page and try again.";
    STOCK_TOO_LARGE = "That would be more stock than the shop can count; please add fewer pieces";
    REVIEW_NOT_DELIVERED = "You can review a tool once its order has been delivered";
    REVIEW_ALREADY_GIVEN = "You have already reviewed this order. Thank you!";
    INVOICE_NOT_PAID = "An invoice is issued once the order is paid";
    LAST_ADMIN = "The shop must keep at least one admin";
    TOO_MANY_ATTEMPTS = "Too many attempts from your connection. Please wait a minute and try again.";
    STRIPE_NOT_USED = "This shop does not take cards through Stripe.";
    METHOD_NOT_OFFERED = "This shop does not take that way of paying. Please reload the page and choose one it offers.";
    PAY_CARDS_IN_THE_FORM = "Cards are paid through the card form on the payment page.";
    CASH_AFTER_SHIPPING = "Cash is collected on delivery: ship the order before recording the cash.";
    NOTHING_TO_RECEIVE = "This order is not waiting for cash or a bank transfer.";
    NO_REFUND_DUE = "This order has no refund to record: it was not paid, or its refund is recorded already.";
    GATEWAY_REFUSED = "The payment provider refused to start the payment. Nothing was charged; please try again or choose another way to pay.";
    SSLCOMMERZ_IPN_REFUSED = "The notification is not signed by SSLCommerz for this shop.";
    ONLY_DELIVERY_SET_HERE = "Only one step can be set here at a time: send {\"isShipped\": true}, {\"isDelivered\": true}, {\"isPaid\": true} (cash or a bank transfer received) or {\"isRefunded\": true} (a refund made by hand). A card or gateway payment marks an order paid by itself, and a review marks it reviewed.";

    // A request body the API cannot read.
    BODY_NOT_JSON = "The request body is not valid JSON. Check for a missing quote, comma or brace.";
    BODY_NOT_SENT_AS_JSON = "Send the request body as JSON, with the header Content-Type: application/json.";
    BODY_NOT_SENT_AS_FORM = "Send the body form-encoded, with the header Content-Type: application/x-www-form-urlencoded.";
    BODY_NOT_AN_OBJECT = "The request body must be a JSON object, such as {\"email\": \"…\"}.";
    BODY_TOO_LARGE = "The request body is too large.";
    IMAGE_NOT_MULTIPART = "Send the picture as multipart/form-data, in the field image.";

    // Answers of the API itself.
    INTERNAL_ERROR = "Something went wrong on our side. Please try again in a moment.";
    API_ADDRESS_UNKNOWN = "There is no such address in the shop's API.";
    STRIPE_WEBHOOK_OFF = "This shop has no Stripe webhook configured.";
    STRIPE_EVENT_WITHOUT_INTENT = "The event does not carry a PaymentIntent.";
    UI_NOT_BUILT = "The shop's UI has not been built into this binary. Run `just build` and start it again.";

    // The invoice PDF.
    INVOICE_ORDER_DATE = "Order date";
    INVOICE_PAID_ON = "Paid on";
    INVOICE_TRANSACTION = "Transaction";
    INVOICE_BILLED_TO = "Billed to";
    INVOICE_DELIVER_TO = "Deliver to";
    INVOICE_TOOL = "Tool";
    INVOICE_QUANTITY = "Quantity";
    INVOICE_UNIT_PRICE = "Unit price";
    INVOICE_LINE_TOTAL = "Amount";
    INVOICE_TOTAL_PAID = "Total paid";
    INVOICE_FOOTER = "Prices in Bangladeshi taka (BDT). Thank you for buying from us.";

    // The cart and orders of several tools (issue 16).
    CART_TOO_LONG = "A cart holds at most 50 tools. Please place an order for some of them first.";
    CART_LINE_INVALID = "Each tool in the cart needs at least one piece.";
    CART_TOOL_TWICE = "A tool can be in the cart once; change its pieces instead.";
    ORDER_EMPTY = "Add a tool to the order first.";
    IDS_INVALID = "ids must be at most 50 tool ids, separated by commas.";
    REVIEW_WHICH_LINE = "This order has several tools: choose the one you review.";
    TOO_MANY_TIERS = "A tool can have at most 5 price breaks";

    // Abuse limits (issue 15).
    TOO_MANY_PAYMENT_ATTEMPTS = "Too many declined payments in the last hour. Please wait an hour, or check the card with your bank.";
    TOO_MANY_UPLOADS = "You have uploaded many pictures in a short time. Please wait an hour and try again.";
}

/// 404 for a record someone named that is not there (`what`: "tool", "order", "account").
pub fn not_found(what: &str) -> String {
    format!("We could not find that {what}. It may have been removed.")
}

/// 405: the address exists but not for this method.
pub fn method_not_allowed(method: &str) -> String {
    format!("This address does not accept {method} requests.")
}

/// 422 for a body whose fields have the wrong types; `detail` is serde's sentence.
pub fn body_wrong_shape(detail: &str) -> String {
    format!("The request body has the wrong shape: {detail}")
}

/// 400 for a query string that does not parse; `detail` says which part.
pub fn query_invalid(detail: &str) -> String {
    format!("The query string is not valid: {detail}")
}

/// 400 for a Stripe event whose signature or timestamp is refused.
pub fn webhook_refused(reason: &str) -> String {
    format!("The webhook was refused: {reason}.")
}

/// The invoice's heading, and its PDF's title.
pub fn invoice_title(number: &str) -> String {
    format!("Invoice {number}")
}

/// "25 pieces", as the invoice prints a quantity.
pub fn pieces(count: u32) -> String {
    format!("{count} pieces")
}

/// A mail's subject and body.
pub struct MailText {
    pub subject: String,
    pub body: String,
}

fn greeting(name: Option<&str>) -> String {
    name.map_or_else(|| "Hello,".to_owned(), |name| format!("Hello {name},"))
}

/// The mail with the link that proves a new account's address.
pub fn verification_mail(name: Option<&str>, url: &str) -> MailText {
    MailText {
        subject: format!("Confirm your email for {SHOP_NAME}"),
        body: format!(
            "{}\n\nPlease confirm your email address by opening this link:\n{url}\n\n\
             The link works for 48 hours. If you did not sign up at {SHOP_NAME}, ignore this email.",
            greeting(name)
        ),
    }
}

/// The mail with the link that sets a new password.
pub fn password_reset_mail(name: Option<&str>, url: &str) -> MailText {
    MailText {
        subject: format!("Reset your {SHOP_NAME} password"),
        body: format!(
            "{}\n\nTo choose a new password, open this link:\n{url}\n\n\
             The link works for one hour and only once. If you did not ask for it, ignore this email.",
            greeting(name)
        ),
    }
}

/// A price break whose quantity is not a whole number above the break before it.
pub fn tier_quantity(number: usize) -> String {
    format!("Price break {number} needs a whole number of pieces, more than the break before")
}

/// A price break whose price is missing or not below the price it replaces.
pub fn tier_price(number: usize) -> String {
    format!("Price break {number} needs a price below the price before it")
}

/// 400 for a listing page outside its bounds.
pub fn page_out_of_range(max_limit: u32) -> String {
    format!("page starts at 1 and limit must be between 1 and {max_limit}.")
}

/// A refused line of an order of several tools: which tool, and why.
pub fn line_problem(tool_name: &str, problem: &str) -> String {
    format!("{tool_name}: {problem}")
}

/// A buyer at the cap of open unpaid orders.
/// The browser catalogue's sentence named `key` (a status's, a way to pay's, a button's).
pub fn text(key: &str) -> Option<&'static str> {
    ALL.iter()
        .find(|(name, _)| *name == key)
        .map(|(_, text)| *text)
}

/// A way to pay that cannot take an order this large.
pub fn method_over_limit(method: &str, most: crate::Money) -> String {
    format!(
        "{method} takes at most {} for one order. Please choose another way to pay, such as bank transfer.",
        most.format()
    )
}

/// A way to pay that cannot take an order this small.
pub fn method_under_minimum(method: &str, least: crate::Money) -> String {
    format!(
        "{method} takes at least {} for one order. Please choose another way to pay.",
        least.format()
    )
}

pub fn too_many_unpaid_orders(cap: u32) -> String {
    format!("You have {cap} unpaid orders. Pay for one or cancel it before placing another.")
}

/// A buyer who would hold more than their share of a tool's stock in unpaid orders.
pub fn unpaid_share(tool_name: &str, percent: u32) -> String {
    format!(
        "{tool_name}: one buyer may hold at most {percent}% of its stock in unpaid orders. \
         Pay for your earlier order of it first, or order fewer pieces."
    )
}

/// `Minimum order is {minOrder}`: the one message that carries a number.
pub fn minimum_order(min_order: u32) -> String {
    format!("Minimum order is {min_order}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_listed_once_with_its_own_name() {
        let mut names: Vec<_> = ALL
            .iter()
            .chain(SERVER_ONLY)
            .map(|(name, _)| *name)
            .collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
        assert!(ALL.contains(&("TOOL_NAME_REQUIRED", "Tool Name is Required")));
    }

    #[test]
    fn the_minimum_order_message_names_the_minimum() {
        assert_eq!(minimum_order(25), "Minimum order is 25");
    }
}

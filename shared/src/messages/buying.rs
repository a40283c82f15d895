//! The words of buying: the cart, confirming an order, paying for it, a buyer's orders and
//! profile. A catalogue of their own (`ui/src/generated/catalogue/buying-*.json`), loaded with
//! those screens, so a first visit's scripts do without them and stay within their budget.

use super::{Entry, Key};

messages! {
    /// The buyer's screens' words after the first visit, by name.
    BUYING_PAGES:

    CART_TITLE = "Your Cart" | "আপনার কার্ট";
    CART_EMPTY = "Your cart is empty" | "আপনার কার্ট খালি";
    CART_EMPTY_HINT = "Add tools from the catalogue, then order them together here."
        | "ক্যাটালগ থেকে টুল যোগ করুন, তারপর এখানে একসাথে অর্ডার দিন।";
    CART_CHECKING = "Checking the tools in your cart…" | "আপনার কার্টের টুলগুলো দেখা হচ্ছে…";
    TOTAL = "Total" | "মোট";
    SUBTOTAL = "Tools" | "টুল";
    CONFIRM_COD_TITLE = "Confirm your cash-on-delivery order" | "ক্যাশ অন ডেলিভারি অর্ডার নিশ্চিত করুন";
    CONFIRM_COD_LEAD = "Press the button to confirm you placed this order and will pay the courier in cash. Unconfirmed orders are cancelled."
        | "অর্ডারটি আপনি দিয়েছেন এবং কুরিয়ারকে নগদে টাকা দেবেন, নিশ্চিত করতে বোতামটি চাপুন। নিশ্চিত না করা অর্ডার বাতিল হয়।";
    CONFIRM_COD_BUTTON = "Yes, I placed this order" | "হ্যাঁ, অর্ডারটি আমার";
    ADD_MOBILE = "Sign in with a mobile number too" | "মোবাইল নম্বর দিয়েও সাইন ইন করুন";
    VERIFY_MOBILE = "Verify the number" | "নম্বর যাচাই করুন";
    MOBILE_FOR_SIGN_IN = "Mobile number for signing in" | "সাইন ইনের মোবাইল নম্বর";
    ORDER_TEXTS = "Text me (SMS) at each step of my orders" | "আমার অর্ডারের প্রতিটি ধাপে আমাকে এসএমএস দিন";
    ORDER_TEXTS_SAVED = "Your choice is saved" | "আপনার পছন্দ সংরক্ষিত হয়েছে";
    DELIVERY_CHARGED = "Delivery: {amount}" | "ডেলিভারি: {amount}";
    CART_FIX_LINES = "Fix the lines marked above to place the order."
        | "অর্ডার দিতে ওপরে চিহ্নিত লাইনগুলো ঠিক করুন।";
    PLACING_ORDER = "Placing your order…" | "আপনার অর্ডার দেওয়া হচ্ছে…";
    PLACE_ORDER = "Place order" | "অর্ডার দিন";
    SIGN_IN_TO_ORDER = "Sign in to place the order" | "অর্ডার দিতে সাইন ইন করুন";
    TOOL_NUMBER = "Tool #{id}" | "টুল #{id}";
    A_PIECE = "{price} a piece" | "প্রতি পিস {price}";
    FROM_A_PIECE = "from {price} a piece" | "প্রতি পিস {price} থেকে";
    IN_STOCK_MINIMUM = "{stock} in stock · minimum {minimum}"
        | "মজুত {stock} · সর্বনিম্ন {minimum}";
    CONFIRM_TITLE = "Confirm Your Purchase" | "আপনার কেনাকাটা নিশ্চিত করুন";
    BACK = "Back" | "ফিরে যান";
    BACK_ARROW = "← Back" | "← ফিরে যান";
    YOUR_ORDER = "Your order" | "আপনার অর্ডার";
    YOUR_NAME = "Your Name" | "আপনার নাম";
    EMAIL_ADDRESS = "Email address" | "ইমেইল ঠিকানা";
    SELECTED_TOOL = "Selected Tool" | "নির্বাচিত টুল";
    PIECES_WANTED = "Number of Pieces You Want" | "আপনি কত পিস চান";
    PRICE_AT_QUANTITY = "Price per piece at this quantity" | "এই পরিমাণে প্রতি পিসের দাম";
    TOTAL_PRICE_BDT = "Total Price (BDT)" | "মোট দাম (টাকা)";
    CONFIRM_YOUR_ORDER = "Confirm Your Order" | "আপনার অর্ডার নিশ্চিত করুন";
    GO_TO_CART = "Go to your cart ({count} tools)" | "আপনার কার্টে যান ({count}টি টুল)";
    TOTAL_NOTE = "The total shows the minimum order of {minimum} pieces until the number of pieces is allowed."
        | "পিসের সংখ্যা গ্রহণযোগ্য না হওয়া পর্যন্ত মোট দামে সর্বনিম্ন অর্ডার {minimum} পিসের দাম দেখানো হয়।";
    MY_ADDRESSES = "Delivery addresses" | "ডেলিভারির ঠিকানা";
    NO_ADDRESSES = "No saved addresses yet. Each new place your orders go is kept here."
        | "এখনো কোনো ঠিকানা সংরক্ষিত নেই। আপনার অর্ডার নতুন যে ঠিকানায় যায়, তা এখানে থাকে।";
    ADD_ADDRESS = "Add an address" | "ঠিকানা যোগ করুন";
    EDIT_ADDRESS = "Edit address" | "ঠিকানা বদলান";
    EDIT_ADDRESS_NAMED = "Edit {name}" | "{name} বদলান";
    ADDRESS_LABEL = "Name for this place (optional)" | "ঠিকানাটির নাম (ঐচ্ছিক)";
    ADDRESS_LABEL_EXAMPLE = "Home, Shop, Factory gate 2" | "বাসা, দোকান, কারখানার ২ নম্বর গেট";
    MAKE_DEFAULT = "Start the checkout from this address" | "চেকআউটে এই ঠিকানা আগে থেকে বসানো থাকবে";
    DEFAULT_ADDRESS = "Default" | "ডিফল্ট";
    SAVE_ADDRESS = "Save address" | "ঠিকানা সংরক্ষণ করুন";
    REMOVE_ADDRESS_Q = "Remove this address?" | "ঠিকানাটি সরাবেন?";
    REMOVE_ADDRESS_HINT = "Orders already placed keep their delivery details."
        | "আগে দেওয়া অর্ডারগুলোর ডেলিভারির তথ্য বদলাবে না।";
    PAYMENT_TITLE = "Payment" | "পেমেন্ট";
    LOADING_ORDER = "Loading your order…" | "আপনার অর্ডার লোড হচ্ছে…";
    CHOOSE_ORDER_TO_PAY = "Choose an order to pay" | "টাকা দেওয়ার জন্য একটি অর্ডার বেছে নিন";
    ORDER_NOT_OPEN = "This order is not among your open orders."
        | "এই অর্ডারটি আপনার চলমান অর্ডারগুলোর মধ্যে নেই।";
    PAID_TITLE = "Paid: {title}" | "পরিশোধিত: {title}";
    PLEASE_PAY_FOR = "Please Pay For {title}" | "টাকা পরিশোধ করুন: {title}";
    PAYMENT_AMOUNT = "Payment Amount : {amount}" | "পরিশোধের পরিমাণ : {amount}";
    PIECES_AT_EACH = "{count} pieces at {price} each." | "প্রতি পিস {price} দামে {count} পিস।";
    PAID_BY = "Paid by {method}." | "{method} দিয়ে পরিশোধিত।";
    PAID_PLAIN = "Paid." | "পরিশোধিত।";
    YOUR_TRANSACTION_ID = "Your transaction id is" | "আপনার লেনদেন আইডি";
    BACK_TO_MY_ORDERS = "Back to My Orders" | "আমার অর্ডারে ফিরুন";
    NOTHING_TO_PAY = "This order was cancelled, so there is nothing to pay."
        | "এই অর্ডারটি বাতিল হয়েছে, তাই কোনো টাকা দিতে হবে না।";
    TAKING_YOU_TO = "Taking you to {method}…" | "নিয়ে যাওয়া হচ্ছে: {method}…";
    LOADING_WAYS_TO_PAY = "Loading the ways to pay…" | "টাকা দেওয়ার উপায়গুলো লোড হচ্ছে…";
    PROCEED = "Proceed" | "এগিয়ে যান";
    PAY_AMOUNT = "Pay {amount}" | "{amount} দিন";
    LOADING_CARD_FORM = "Loading the card form…" | "কার্ড ফর্ম লোড হচ্ছে…";
    AMOUNT = "Amount" | "পরিমাণ";
    REFERENCE = "Reference" | "রেফারেন্স";
    ACCOUNT_NAME = "Account name" | "অ্যাকাউন্টের নাম";
    ACCOUNT_NUMBER = "Account number" | "অ্যাকাউন্ট নম্বর";
    BANK = "Bank" | "ব্যাংক";
    BANK_BRANCH = "{bank}, {branch} branch" | "{bank}, {branch} শাখা";
    ROUTING_NUMBER = "Routing number" | "রাউটিং নম্বর";
    CARD_PAYMENT = "Card payment" | "কার্ডে পেমেন্ট";
    TEST_CARDS_HINT = "Paying as {name}. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined."
        | "{name} হিসেবে পেমেন্ট। পরীক্ষার কার্ড: 4242 4242 4242 4242 সফল হয়, 4000 0000 0000 0002 প্রত্যাখ্যাত হয়।";
    CARD_NUMBER = "Card number" | "কার্ড নম্বর";
    CARD_EXPIRY = "Expiry (MM / YY)" | "মেয়াদ (মাস / বছর)";
    CARD_CVC = "CVC" | "CVC কোড";
    PAYING = "Paying…" | "পেমেন্ট হচ্ছে…";
    NO_OPEN_ORDERS = "No open orders" | "কোনো চলমান অর্ডার নেই";
    NO_ORDERS_YET = "No orders yet" | "এখনো কোনো অর্ডার নেই";
    NO_ORDERS_HINT = "Choose a tool and confirm an order; it will show here."
        | "একটি টুল বেছে অর্ডার নিশ্চিত করুন; সেটি এখানে দেখাবে।";
    DELIVER_TO = "Deliver to" | "ডেলিভারির ঠিকানা";
    MOBILE = "Mobile" | "মোবাইল";
    PAYMENT = "Payment" | "পেমেন্ট";
    TRANSACTION = "Transaction" | "লেনদেন";
    PAY_NOW = "Pay Now" | "এখনই টাকা দিন";
    CHANGE_DELIVERY = "Change delivery details" | "ডেলিভারির তথ্য বদলান";
    ORDER_PAGE_TITLE = "Your order" | "আপনার অর্ডার";
    ORDER_PLACED_THANKS = "Thank you! Your order is placed, and its pieces are kept for you."
        | "ধন্যবাদ! আপনার অর্ডার দেওয়া হয়েছে, পিসগুলো আপনার জন্য রাখা হয়েছে।";
    ORDER_NOT_YOURS = "This order is not among yours." | "এই অর্ডারটি আপনার অর্ডারগুলোর মধ্যে নেই।";
    WHAT_NEXT = "What happens next" | "এরপর কী হবে";
    ORDER_DETAILS = "Order details" | "অর্ডারের বিস্তারিত";
    NEXT_CHOOSE_PAYMENT = "Choose how to pay. We send the order once it is paid, or at once if you pay cash on delivery."
        | "কীভাবে টাকা দেবেন, বেছে নিন। টাকা পরিশোধ হলে আমরা অর্ডারটি পাঠাই; ক্যাশ অন ডেলিভারিতে সঙ্গে সঙ্গেই।";
    NEXT_TRANSFER = "We are waiting for your bank transfer. The payment page shows the account and the reference to write."
        | "আমরা আপনার ব্যাংক ট্রান্সফারের অপেক্ষায় আছি। কোন অ্যাকাউন্টে পাঠাবেন এবং কী রেফারেন্স লিখবেন, টাকা দেওয়ার পাতায় দেখুন।";
    NEXT_COD = "Cash on delivery: we will call you to confirm, then send it. Please pay the courier {amount} in cash when it arrives."
        | "ক্যাশ অন ডেলিভারি: নিশ্চিত করতে আমরা আপনাকে ফোন করব, তারপর অর্ডারটি পাঠাব। পার্সেল পৌঁছালে কুরিয়ারকে নগদ {amount} দিন।";
    NEXT_COD_CONFIRMED = "Cash on delivery, confirmed: we are packing it. Please pay the courier {amount} in cash when it arrives."
        | "ক্যাশ অন ডেলিভারি, নিশ্চিত হয়েছে: আমরা অর্ডারটি প্যাক করছি। পার্সেল পৌঁছালে কুরিয়ারকে নগদ {amount} দিন।";
    NEXT_PAID = "Paid, thank you. We are packing it and will mail you when it ships."
        | "টাকা পাওয়া গেছে, ধন্যবাদ। আমরা অর্ডারটি প্যাক করছি, পাঠানো হলে ইমেইলে জানাব।";
    NEXT_SHIPPED = "On its way to you with the courier." | "অর্ডারটি কুরিয়ারের কাছে, আপনার কাছে যাচ্ছে।";
    NEXT_SHIPPED_COD = "On its way to you with the courier. Please keep {amount} in cash for the courier."
        | "অর্ডারটি কুরিয়ারের কাছে, আপনার কাছে যাচ্ছে। কুরিয়ারকে দেওয়ার জন্য নগদ {amount} তৈরি রাখুন।";
    NEXT_DELIVERED = "Delivered. How are the tools doing? Other buyers read your review before they choose."
        | "ডেলিভারি হয়েছে। টুলগুলো কেমন লাগছে? বেছে নেওয়ার আগে অন্য ক্রেতারা আপনার রিভিউ পড়েন।";
    NEXT_CANCELLED = "Cancelled; its pieces are back on sale. Nothing was charged."
        | "অর্ডারটি বাতিল হয়েছে, পিসগুলো আবার বিক্রিতে ফিরেছে। কোনো টাকা নেওয়া হয়নি।";
    NEXT_CANCELLED_PAID = "Cancelled. The money you paid goes back to you; we will mail you when it has."
        | "অর্ডারটি বাতিল হয়েছে। আপনার দেওয়া টাকা ফেরত দেওয়া হচ্ছে; ফেরত দেওয়া হলে ইমেইলে জানাব।";
    NEXT_REFUNDED = "Cancelled, and the money you paid given back." | "অর্ডারটি বাতিল হয়েছে, আপনার দেওয়া টাকা ফেরত দেওয়া হয়েছে।";
    WRITE_A_REVIEW = "Write a review" | "রিভিউ দিন";
    PAY_ONLINE_LINK = "Pay online instead" | "বরং অনলাইনে টাকা দিন";
    COD_TITLE = "Cash on delivery: {title}" | "ক্যাশ অন ডেলিভারি: {title}";
    TRANSACTION_NOTE = " (transaction {id})" | " (লেনদেন {id})";
    REFUND_BKASH = "You paid {amount} by bKash{transaction}. The whole amount goes back to the same bKash wallet."
        | "আপনি বিকাশে {amount} দিয়েছেন{transaction}। পুরো টাকা একই বিকাশ ওয়ালেটে ফেরত যাবে।";
    REFUND_SSLCOMMERZ = "You paid {amount} through SSLCommerz{transaction}. The whole amount is refunded the way you paid; your bank or wallet may take 5 to 10 working days to show it."
        | "আপনি SSLCommerz-এর মাধ্যমে {amount} দিয়েছেন{transaction}। যেভাবে দিয়েছেন সেভাবেই পুরো টাকা ফেরত দেওয়া হবে; আপনার ব্যাংক বা ওয়ালেটে দেখাতে ৫ থেকে ১০ কর্মদিবস লাগতে পারে।";
    REFUND_BANK_TRANSFER = "You paid {amount} by bank transfer. We send the whole amount back to your bank account; we will call you for its details."
        | "আপনি ব্যাংক ট্রান্সফারে {amount} দিয়েছেন। পুরো টাকা আমরা আপনার ব্যাংক অ্যাকাউন্টে ফেরত পাঠাব; অ্যাকাউন্টের তথ্যের জন্য আমরা আপনাকে ফোন করব।";
    REFUND_CARD = "You paid {amount} by card{transaction}. The whole amount is refunded to the same card at once; your bank may take 5 to 10 working days to show it."
        | "আপনি কার্ডে {amount} দিয়েছেন{transaction}। পুরো টাকা সঙ্গে সঙ্গে একই কার্ডে ফেরত দেওয়া হবে; আপনার ব্যাংকে দেখাতে ৫ থেকে ১০ কর্মদিবস লাগতে পারে।";
    CANCEL_QUESTION = "Do You Want to Cancel Your Order?" | "আপনি কি অর্ডারটি বাতিল করতে চান?";
    ORDER_PIECES = "{title}, {count} pieces" | "{title}, {count} পিস";
    CANCEL_SUMMARY = "{number}: {what}, {total}." | "{number}: {what}, মোট {total}।";
    NOTHING_CHARGED = "Nothing has been charged, so there is nothing to refund."
        | "কোনো টাকা কাটা হয়নি, তাই ফেরত দেওয়ার কিছু নেই।";
    DELIVERY_OF = "Delivery details of {number}" | "ডেলিভারির তথ্য: {number}";
    SAVE_DELIVERY = "Save delivery details" | "ডেলিভারির তথ্য সংরক্ষণ করুন";
    NOT_AVAILABLE = "N/A" | "দেওয়া হয়নি";
    INSTITUTION = "Institution" | "প্রতিষ্ঠান";
    PHONE = "Phone" | "ফোন";
    COMPANY_NAME = "Company name" | "কোম্পানির নাম";
    BIN = "BIN" | "বিআইএন";
    COMPANY_POINTER = "Buying for a factory or a workshop? Its name and BIN for VAT invoices are kept on its company's page:"
        | "কারখানা বা ওয়ার্কশপের জন্য কিনছেন? চালানপত্রের জন্য এর নাম ও বিআইএন রাখা হয় কোম্পানির পাতায়:";
    ADDRESS = "Address" | "ঠিকানা";
    DATE_OF_BIRTH = "Date of birth" | "জন্মতারিখ";
    PHOTO_OF = "Photo of {name}" | "ছবি: {name}";
    EDIT_PROFILE = "Edit Profile" | "প্রোফাইল সম্পাদনা";
    SIGN_OUT_EVERY_DEVICE = "Sign out on every device" | "সব ডিভাইস থেকে সাইন আউট";
    SIGN_OUT_EVERY_DEVICE_Q = "Sign out on every device?" | "সব ডিভাইস থেকে সাইন আউট করবেন?";
    SIGN_OUT_EVERYWHERE = "Sign out everywhere" | "সব জায়গা থেকে সাইন আউট";
    SIGN_OUT_EVERYWHERE_HINT = "Every browser signed in to this account, this one included, must sign in again. Use it if a device was lost or shared."
        | "এই অ্যাকাউন্টে সাইন ইন করা প্রতিটি ব্রাউজারকে, এটিসহ, আবার সাইন ইন করতে হবে। কোনো ডিভাইস হারালে বা অন্যের সাথে ভাগ করলে এটি ব্যবহার করুন।";
    UPDATE_PROFILE = "Update Your Profile" | "আপনার প্রোফাইল হালনাগাদ করুন";
    PROFILE_PHOTO = "Profile photo" | "প্রোফাইলের ছবি";
    PHONE_NUMBER = "Phone number" | "ফোন নম্বর";
    STRIPE_PAYING_AS = "Paying as {name}. Your card goes straight to Stripe; the shop never sees its number."
        | "{name} হিসেবে পেমেন্ট। আপনার কার্ড সরাসরি Stripe-এ যায়; দোকান কখনো এর নম্বর দেখে না।";
    CARD = "Card" | "কার্ড";
    // A company's page: its details, its members and the invitations it sent or a buyer got.
    COMPANY_TITLE = "Your company" | "আপনার কোম্পানি";
    COMPANY_LEAD = "Buying for a factory or a workshop? Set up its company: its name and 13-digit Business Identification Number (BIN) are printed on the VAT invoices (Mushak-6.3) of every order its members place, and a business needs its BIN on the invoice of a purchase over Tk 25,000 to claim its input VAT."
        | "কারখানা বা ওয়ার্কশপের জন্য কিনছেন? কোম্পানি খুলুন: এর সদস্যদের প্রতিটি অর্ডারের মূসক চালানপত্রে (মূসক-৬.৩) কোম্পানির নাম ও ১৩ অঙ্কের ব্যবসা শনাক্তকরণ নম্বর (বিআইএন) ছাপা হয়। ২৫,০০০ টাকার বেশি কেনাকাটায় উপকরণ কর রেয়াত নিতে চালানপত্রে বিআইএন থাকতে হয়।";
    COMPANY_SET_UP = "Set up a company" | "কোম্পানি খুলুন";
    COMPANY_DETAILS = "Company details" | "কোম্পানির তথ্য";
    COMPANY_NAME_BN = "Company name in Bangla" | "বাংলায় কোম্পানির নাম";
    TRADE_LICENCE = "Trade licence number" | "ট্রেড লাইসেন্স নম্বর";
    BILLING_ADDRESS = "Billing address" | "বিলের ঠিকানা";
    SAVE_COMPANY = "Save company details" | "কোম্পানির তথ্য সংরক্ষণ করুন";
    COMPANY_SAVED = "Company details saved" | "কোম্পানির তথ্য সংরক্ষিত হয়েছে";
    COMPANY_CREATED = "Your company is set up. Invite your colleagues below."
        | "আপনার কোম্পানি খোলা হয়েছে। নিচে সহকর্মীদের আমন্ত্রণ জানান।";
    MEMBERS = "Members" | "সদস্য";
    MEMBER_YOU = "{name} (you)" | "{name} (আপনি)";
    MEMBER_ROLE = "Role" | "ভূমিকা";
    ROLE_BUYER = "Buyer" | "ক্রেতা";
    ROLE_APPROVER = "Approver" | "অনুমোদনকারী";
    ROLE_ADMIN = "Company admin" | "কোম্পানির অ্যাডমিন";
    ROLES_HINT = "A buyer places orders for the company; an approver also approves orders; a company admin also keeps these details and invites and removes members."
        | "ক্রেতা কোম্পানির জন্য অর্ডার দেন; অনুমোদনকারী অর্ডার অনুমোদনও করেন; কোম্পানির অ্যাডমিন এই তথ্য রাখেন এবং সদস্যদের আমন্ত্রণ জানান ও সরান।";
    ROLE_CHANGED = "Role changed: {name}" | "ভূমিকা বদলানো হয়েছে: {name}";
    REMOVE_MEMBER = "Remove from the company" | "কোম্পানি থেকে সরান";
    REMOVE_MEMBER_Q = "Remove {name} from the company?" | "কোম্পানি থেকে সরাবেন: {name}?";
    REMOVE_MEMBER_HINT = "They keep their account and their orders, but no longer order for the company."
        | "তাঁর অ্যাকাউন্ট ও অর্ডার থাকবে, তবে তিনি আর কোম্পানির জন্য অর্ডার দিতে পারবেন না।";
    MEMBER_REMOVED = "Removed from the company: {name}" | "কোম্পানি থেকে সরানো হয়েছে: {name}";
    LEAVE_COMPANY = "Leave the company" | "কোম্পানি ছেড়ে দিন";
    LEAVE_COMPANY_Q = "Leave {company}?" | "কোম্পানি ছাড়বেন: {company}?";
    LEFT_COMPANY = "You left the company" | "আপনি কোম্পানি ছেড়েছেন";
    INVITE_MEMBER = "Invite a colleague" | "সহকর্মীকে আমন্ত্রণ জানান";
    INVITEE_CONTACT = "Email or mobile number" | "ইমেইল বা মোবাইল নম্বর";
    SEND_INVITATION = "Send invitation" | "আমন্ত্রণ পাঠান";
    INVITATION_SENT = "Invitation sent to {contact}" | "আমন্ত্রণ পাঠানো হয়েছে: {contact}";
    INVITATIONS_SENT = "Invitations waiting" | "অপেক্ষমাণ আমন্ত্রণ";
    INVITED_AS = "Invited as {role}, until {day}" | "ভূমিকা: {role}, গ্রহণ করা যাবে {day} পর্যন্ত";
    WITHDRAW_INVITATION = "Withdraw" | "প্রত্যাহার করুন";
    INVITATION_WITHDRAWN = "Invitation withdrawn" | "আমন্ত্রণ প্রত্যাহার করা হয়েছে";
    INVITATIONS_FOR_YOU = "Invitations for you" | "আপনার জন্য আমন্ত্রণ";
    INVITATION_FROM = "{company} invites you to order for it as {role}." | "কোম্পানি: {company}। আপনাকে আমন্ত্রণ জানানো হয়েছে, ভূমিকা: {role}।";
    ACCEPT_INVITATION = "Join the company" | "কোম্পানিতে যোগ দিন";
    DECLINE_INVITATION = "Decline" | "প্রত্যাখ্যান করুন";
    JOINED_COMPANY = "You joined {company}" | "আপনি কোম্পানিতে যোগ দিয়েছেন: {company}";
    INVITATION_DECLINED = "Invitation declined" | "আমন্ত্রণ প্রত্যাখ্যান করা হয়েছে";
    REQUIRES_PO = "Ask for a purchase-order (PO) number with every order"
        | "প্রতিটি অর্ডারে পারচেজ অর্ডার (PO) নম্বর চাওয়া হোক";
    PO_NUMBER_HINT = "Printed on the order, the tax invoice and the credit note."
        | "অর্ডার, চালানপত্র ও ক্রেডিট নোটে ছাপা হয়।";
    PO_NUMBER_REQUIRED = "Your company asks for a purchase-order number with each order"
        | "আপনার কোম্পানি প্রতিটি অর্ডারে পারচেজ অর্ডার নম্বর চায়";
    PO_NUMBER_INVALID = "A purchase-order number has up to 35 letters, digits, spaces and - / . _ #"
        | "পারচেজ অর্ডার নম্বরে সর্বোচ্চ ৩৫টি ইংরেজি অক্ষর, অঙ্ক, ফাঁকা ঘর এবং - / . _ # থাকতে পারে";
    ORDER_LIMIT = "Limit per order (Tk)" | "প্রতি অর্ডারের সীমা (টাকা)";
    ORDER_LIMIT_HINT = "A buyer's order above it waits for an approver. Empty: no limit."
        | "এর বেশি দামের অর্ডার অনুমোদনকারীর অনুমোদনের অপেক্ষায় থাকে। ফাঁকা রাখলে কোনো সীমা নেই।";
    ORDER_LIMIT_INVALID = "Please enter the limit in whole taka, like 50000, or leave it empty"
        | "সীমাটি পূর্ণ টাকায় লিখুন, যেমন ৫০০০০, অথবা ফাঁকা রাখুন";
    SAVE_LIMIT = "Save limit" | "সীমা সংরক্ষণ করুন";
    LIMIT_SAVED = "Limit saved: {name}" | "সীমা সংরক্ষিত হয়েছে: {name}";
    WAITING_APPROVAL = "Orders waiting for approval" | "অনুমোদনের অপেক্ষায় অর্ডার";
    WAITING_APPROVAL_NONE = "No order waits for approval." | "কোনো অর্ডার অনুমোদনের অপেক্ষায় নেই।";
    APPROVAL_ORDER = "{number} by {buyer}: {total}" | "{number}, ক্রেতা: {buyer}, মোট {total}";
    APPROVE_ORDER = "Approve" | "অনুমোদন করুন";
    DECLINE_ORDER = "Decline" | "নামঞ্জুর করুন";
    DECLINE_ORDER_Q = "Decline order {number}?" | "অর্ডার {number} নামঞ্জুর করবেন?";
    DECLINE_ORDER_HINT = "The order is cancelled and its pieces go back on sale."
        | "অর্ডারটি বাতিল হবে এবং পিসগুলো আবার বিক্রিতে ফিরবে।";
    ORDER_APPROVED = "Order {number} approved" | "অর্ডার {number} অনুমোদিত হয়েছে";
    ORDER_DECLINED = "Order {number} declined" | "অর্ডার {number} নামঞ্জুর হয়েছে";
    NEXT_AWAITS_APPROVAL = "The order is above your limit per order, so your company's approvers are asked to approve it. Once approved, you can pay for it."
        | "অর্ডারটি আপনার প্রতি অর্ডারের সীমার বেশি, তাই আপনার কোম্পানির অনুমোদনকারীদের অনুমোদন চাওয়া হয়েছে। অনুমোদনের পর টাকা পরিশোধ করতে পারবেন।";
    ORDER_AWAITS_APPROVAL = "The order waits for the buyer's company to approve it"
        | "অর্ডারটি ক্রেতার কোম্পানির অনুমোদনের অপেক্ষায়";
    ORDER_NOT_AWAITING_APPROVAL = "This order does not wait for approval"
        | "এই অর্ডারটি অনুমোদনের অপেক্ষায় নেই";
    COMPANY_NAME_REQUIRED = "Please enter the company's name" | "কোম্পানির নাম লিখুন";
    TRADE_LICENCE_TOO_LONG = "A trade licence number must be at most 40 characters"
        | "ট্রেড লাইসেন্স নম্বর সর্বোচ্চ ৪০ অক্ষরের হতে পারে";
    INVITEE_REQUIRED = "Please enter your colleague's email or mobile number"
        | "সহকর্মীর ইমেইল বা মোবাইল নম্বর লিখুন";
    INVITEE_INVALID = "Please enter an email address, or a mobile number like 01712345678"
        | "একটি ইমেইল ঠিকানা লিখুন, অথবা ০১৭১২৩৪৫৬৭৮-এর মতো মোবাইল নম্বর";
    LAST_COMPANY_ADMIN = "A company needs at least one company admin. Make another member an admin first."
        | "কোম্পানিতে অন্তত একজন অ্যাডমিন থাকতে হয়। আগে অন্য একজন সদস্যকে অ্যাডমিন করুন।";
    ALREADY_IN_COMPANY = "You already belong to a company. Leave it first."
        | "আপনি ইতিমধ্যে একটি কোম্পানির সদস্য। আগে সেটি ছেড়ে দিন।";
    NO_COMPANY = "You do not belong to a company" | "আপনি কোনো কোম্পানির সদস্য নন";
    COMPANY_APPROVERS_ONLY = "Only a company's approvers and admins can do this"
        | "শুধু কোম্পানির অনুমোদনকারী ও অ্যাডমিন এটি করতে পারেন";
    COMPANY_PLACES = "Delivery places" | "ডেলিভারির ঠিকানা";
    COMPANY_PLACES_HINT = "Every member can choose these at checkout." | "প্রত্যেক সদস্য চেকআউটে এগুলো বেছে নিতে পারেন।";
    COMPANY_PLACES_NONE = "No delivery places yet." | "এখনো কোনো ডেলিভারির ঠিকানা নেই।";
    COMPANY_PLACES_FULL = "A company keeps 10 delivery places. Please remove one first."
        | "একটি কোম্পানি ১০টি ডেলিভারির ঠিকানা রাখতে পারে। আগে একটি সরিয়ে নিন।";
    COMPANY_ADMINS_ONLY = "Only a company admin can do this" | "শুধু কোম্পানির অ্যাডমিন এটি করতে পারেন";
    ALREADY_INVITED = "This person is already a member or has an invitation waiting"
        | "এই ব্যক্তি ইতিমধ্যে সদস্য, অথবা তাঁর আমন্ত্রণ অপেক্ষমাণ";
    COMPANY_FULL = "A company has at most 50 members and invitations. Remove one first."
        | "একটি কোম্পানিতে সর্বোচ্চ ৫০ জন সদস্য ও আমন্ত্রণ থাকতে পারে। আগে একটি সরান।";
}

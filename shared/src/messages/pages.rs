//! The words of the screens themselves: headings, labels, buttons, hints. The browser's
//! catalogue carries them beside [`super::ALL`]; the server never says them.

use super::{Entry, Key};

messages! {
    /// Every screen's own words, by name.
    PAGES:

    SKIP_TO_CONTENT = "Skip to content" | "মূল অংশে যান";
    LOADING = "Loading…" | "লোড হচ্ছে…";
    LANGUAGE_SWITCH_LABEL = "Language" | "ভাষা";
    LATIN_DIGITS = "Show numbers in English digits (123)" | "সংখ্যা ইংরেজি অঙ্কে দেখান (123)";
    PAGE_FAILED = "Couldn't load this page" | "পাতাটি লোড করা যায়নি";
    RELOAD = "Reload" | "আবার লোড করুন";
    GO_HOME = "Go To Homepage" | "হোমপেজে যান";
    NAV_HOME = "Home" | "হোম";
    NAV_PRODUCTS = "Products" | "পণ্য";
    NAV_BLOGS = "Blogs" | "ব্লগ";
    NAV_PORTFOLIO = "My Portfolio" | "আমার পোর্টফোলিও";
    NAV_CONTACT = "Contact Us" | "যোগাযোগ";
    NAV_DASHBOARD = "Dashboard" | "ড্যাশবোর্ড";
    NAV_LOGIN = "Login" | "লগইন";
    NAV_SIGN_OUT = "Sign Out" | "সাইন আউট";
    NAV_HELLO = "Hello, {name}" | "স্বাগতম, {name}";
    NAV_OPEN_MENU = "Open menu" | "মেনু খুলুন";
    NAV_CLOSE_MENU = "Close menu" | "মেনু বন্ধ করুন";
    NAV_MAIN = "Main" | "প্রধান";
    NAV_HOME_LINK = "{shop}, home" | "{shop}, হোম";
    NAV_CART = "Cart, {count} tools" | "কার্ট, {count}টি টুল";
    FOOTER_SERVICES = "Services" | "সেবা";
    FOOTER_SENSORS = "Sensors and transmitters" | "সেন্সর ও ট্রান্সমিটার";
    FOOTER_TOOLS = "Hand and power tools" | "হাতের ও পাওয়ার টুল";
    FOOTER_PARTS = "Bearings and spare parts" | "বেয়ারিং ও খুচরা যন্ত্রাংশ";
    FOOTER_ABOUT = "About" | "আমাদের কথা";
    FOOTER_WHO = "Who we are" | "আমরা কারা";
    FOOTER_BLOG = "Blog" | "ব্লগ";
    FOOTER_CONTACT = "Contact" | "যোগাযোগ";
    FOOTER_FOLLOW = "Follow us" | "আমাদের অনুসরণ করুন";
    FOOTER_COPYRIGHT = "Copyright © {year} {shop}. All rights reserved."
        | "কপিরাইট © {year} {shop}। সর্বস্বত্ব সংরক্ষিত।";
    DASH_MY_ORDERS = "My Orders" | "আমার অর্ডার";
    DASH_ADD_REVIEW = "Add Review" | "রিভিউ দিন";
    DASH_MANAGE_ORDERS = "Manage Orders" | "অর্ডার ব্যবস্থাপনা";
    DASH_ADD_PRODUCT = "Add Product" | "পণ্য যোগ করুন";
    DASH_MAKE_ADMIN = "Make Admin" | "অ্যাডমিন করুন";
    DASH_MANAGE_PRODUCT = "Manage Product" | "পণ্য ব্যবস্থাপনা";
    DASH_MY_PROFILE = "My Profile" | "আমার প্রোফাইল";
    DASH_ADMIN = "Admin" | "অ্যাডমিন";
    DASH_BUYER = "Buyer" | "ক্রেতা";
    DASH_HIDE = "Hide Sections" | "বিভাগগুলো লুকান";
    DASH_SHOW = "Show Sections" | "বিভাগগুলো দেখান";
    DASH_LABEL = "Dashboard" | "ড্যাশবোর্ড";
    DASH_BACK = "← Back to the shop" | "← দোকানে ফিরুন";
    HOME_TITLE = "Home" | "হোম";
    HERO_EYEBROW = "Made in Bangladesh · Sold by the piece" | "বাংলাদেশে তৈরি · পিস হিসেবে বিক্রি";
    HERO_TITLE = "Leading Sensor Supplier in Bangladesh"
        | "বাংলাদেশের শীর্ষস্থানীয় সেন্সর সরবরাহকারী";
    HERO_LEAD = "Proximity and level sensors, transmitters, hand and power tools and spare parts, made in our own works and shipped across the country."
        | "প্রক্সিমিটি ও লেভেল সেন্সর, ট্রান্সমিটার, হাতের ও পাওয়ার টুল এবং খুচরা যন্ত্রাংশ, আমাদের নিজস্ব কারখানায় তৈরি, সারা দেশে পাঠানো হয়।";
    EXPLORE = "Explore" | "দেখুন";
    OUR_PRODUCTS = "Our Products" | "আমাদের পণ্য";
    NO_TOOLS_YET = "New tools are on their way." | "নতুন টুল আসছে।";
    SEE_ALL_TOOLS = "See all tools" | "সব টুল দেখুন";
    PER_PIECE = "(per piece)" | "(প্রতি পিস)";
    MIN_ORDER_LABEL = "Minimum Order Quantity" | "সর্বনিম্ন অর্ডারের পরিমাণ";
    AVAILABLE_LABEL = "Available Quantity" | "মজুদ আছে";
    BEST_PRICE = "from {price} at {pieces}+" | "{pieces}+ পিসে {price} থেকে";
    BULK_PRICES = "Bulk prices" | "পাইকারি দাম";
    PIECES_COLUMN = "Pieces" | "পিস";
    PRICE_PER_PIECE = "Price per piece" | "প্রতি পিসের দাম";
    CONFIRM_ORDER = "Confirm Order" | "অর্ডার নিশ্চিত করুন";
    CONFIRM_ORDER_NAMED = "Confirm Order: {tool}" | "অর্ডার নিশ্চিত করুন: {tool}";
    ADD_TO_CART = "Add to cart" | "কার্টে যোগ করুন";
    ADD_TO_CART_NAMED = "Add to cart: {tool}" | "কার্টে যোগ করুন: {tool}";
    TOOLS_TITLE = "Our Tools" | "আমাদের টুল";
    TOOLS_LEAD = "Tools, parts and industrial sensors, sold by the piece."
        | "টুল, যন্ত্রাংশ ও শিল্প সেন্সর, পিস হিসেবে বিক্রি।";
    SEARCH_TOOLS = "Search tools" | "টুল খুঁজুন";
    SEARCH_PLACEHOLDER = "Search by name, e.g. sensor" | "নাম দিয়ে খুঁজুন, যেমন সেন্সর";
    LOADING_TOOLS = "Loading tools…" | "টুল লোড হচ্ছে…";
    TOOLS_FOUND = "{count} tools found" | "{count}টি টুল পাওয়া গেছে";
    NO_TOOLS_FOUND = "No tools found" | "কোনো টুল পাওয়া যায়নি";
    NOTHING_MATCHES = "Nothing matches “{query}”. Try a shorter or different word."
        | "“{query}”-এর সাথে কিছু মেলেনি। ছোট বা অন্য কোনো শব্দ দিয়ে চেষ্টা করুন।";
    CATALOGUE_EMPTY = "The catalogue is empty for now." | "ক্যাটালগ এখন খালি।";
    SHOW_ALL_TOOLS = "Show all tools" | "সব টুল দেখান";
    PAGES_LABEL = "Pages" | "পাতা";
    PREVIOUS = "Previous" | "আগের";
    NEXT = "Next" | "পরের";
    PAGE_OF = "Page {page} of {pages}" | "পাতা {page} / {pages}";
    TOOL_TITLE = "Tool" | "টুল";
    TOOL_MISSING = "This tool is not in the catalogue" | "এই টুলটি ক্যাটালগে নেই";
    TOOL_MISSING_HINT = "It may have been removed. The catalogue has many more."
        | "হয়তো এটি সরিয়ে ফেলা হয়েছে। ক্যাটালগে আরও অনেক টুল আছে।";
    BROWSE_TOOLS = "Browse tools" | "টুলগুলো দেখুন";
    LOADING_TOOL = "Loading the tool…" | "টুলটি লোড হচ্ছে…";
    REVIEWS = "Reviews" | "রিভিউ";
    LOADING_REVIEWS = "Loading reviews…" | "রিভিউ লোড হচ্ছে…";
    NO_TOOL_REVIEWS = "No reviews yet. Buyers review a tool once it is delivered."
        | "এখনো কোনো রিভিউ নেই। টুল পৌঁছানোর পর ক্রেতারা রিভিউ দেন।";
    CART_TITLE = "Your Cart" | "আপনার কার্ট";
    CART_EMPTY = "Your cart is empty" | "আপনার কার্ট খালি";
    CART_EMPTY_HINT = "Add tools from the catalogue, then order them together here."
        | "ক্যাটালগ থেকে টুল যোগ করুন, তারপর এখানে একসাথে অর্ডার দিন।";
    CART_CHECKING = "Checking the tools in your cart…" | "আপনার কার্টের টুলগুলো দেখা হচ্ছে…";
    TOTAL = "Total" | "মোট";
    CART_FIX_LINES = "Fix the lines marked above to place the order."
        | "অর্ডার দিতে ওপরে চিহ্নিত লাইনগুলো ঠিক করুন।";
    PLACING_ORDER = "Placing your order…" | "আপনার অর্ডার দেওয়া হচ্ছে…";
    PLACE_ORDER = "Place order" | "অর্ডার দিন";
    SIGN_IN_TO_ORDER = "Sign in to place the order" | "অর্ডার দিতে সাইন ইন করুন";
    TOOL_NUMBER = "Tool #{id}" | "টুল #{id}";
    A_PIECE = "{price} a piece" | "প্রতি পিস {price}";
    FROM_A_PIECE = "from {price} a piece" | "প্রতি পিস {price} থেকে";
    IN_STOCK_MINIMUM = "{stock} in stock · minimum {minimum}"
        | "মজুদ {stock} · সর্বনিম্ন {minimum}";
    REMOVE = "Remove" | "সরান";
    REMOVE_NAMED = "Remove {name}" | "{name} সরান";
    CONFIRM_TITLE = "Confirm Your Purchase" | "আপনার কেনাকাটা নিশ্চিত করুন";
    BACK = "Back" | "ফিরে যান";
    BACK_ARROW = "← Back" | "← ফিরে যান";
    MIN_ORDER_SHORT = "Minimum Order" | "সর্বনিম্ন অর্ডার";
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
    DELIVERY_DETAILS = "Delivery details" | "ডেলিভারির তথ্য";
    RECIPIENT_NAME = "Recipient's name" | "প্রাপকের নাম";
    MOBILE_NUMBER = "Mobile number" | "মোবাইল নম্বর";
    ADDRESS_FIELD = "Address (house, road, area)" | "ঠিকানা (বাড়ি, রোড, এলাকা)";
    DISTRICT = "District" | "জেলা";
    CHOOSE_DISTRICT = "Choose the district…" | "জেলা বেছে নিন…";
    PAYMENT_TITLE = "Payment" | "পেমেন্ট";
    LOADING_ORDER = "Loading your order…" | "আপনার অর্ডার লোড হচ্ছে…";
    CHOOSE_ORDER_TO_PAY = "Choose an order to pay" | "টাকা দেওয়ার জন্য একটি অর্ডার বেছে নিন";
    ORDER_NOT_OPEN = "This order is not among your open orders."
        | "এই অর্ডারটি আপনার চলমান অর্ডারগুলোর মধ্যে নেই।";
    PAID_TITLE = "Paid: {title}" | "পরিশোধিত: {title}";
    PLEASE_PAY_FOR = "Please Pay For {title}" | "{title}-এর টাকা দিন";
    PAYMENT_AMOUNT = "Payment Amount : {amount}" | "পরিশোধের পরিমাণ : {amount}";
    PIECES_AT_EACH = "{count} pieces at {price} each." | "প্রতি পিস {price} দামে {count} পিস।";
    PAID_BY = "Paid by {method}." | "{method} দিয়ে পরিশোধিত।";
    PAID_PLAIN = "Paid." | "পরিশোধিত।";
    YOUR_TRANSACTION_ID = "Your transaction id is" | "আপনার লেনদেন আইডি";
    BACK_TO_MY_ORDERS = "Back to My Orders" | "আমার অর্ডারে ফিরুন";
    NOTHING_TO_PAY = "This order was cancelled, so there is nothing to pay."
        | "এই অর্ডারটি বাতিল হয়েছে, তাই কোনো টাকা দিতে হবে না।";
    TAKING_YOU_TO = "Taking you to {method}…" | "{method}-এ নিয়ে যাওয়া হচ্ছে…";
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
        | "{name} হিসেবে পেমেন্ট। টেস্ট কার্ড: 4242 4242 4242 4242 সফল হয়, 4000 0000 0000 0002 প্রত্যাখ্যাত হয়।";
    CARD_NUMBER = "Card number" | "কার্ড নম্বর";
    CARD_EXPIRY = "Expiry (MM / YY)" | "মেয়াদ (মাস / বছর)";
    CARD_CVC = "CVC" | "CVC কোড";
    PAYING = "Paying…" | "পেমেন্ট হচ্ছে…";
    LOADING_ORDERS = "Loading your orders…" | "আপনার অর্ডারগুলো লোড হচ্ছে…";
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
    CANCEL_ORDER = "Cancel Order" | "অর্ডার বাতিল করুন";
    ORDER_AND_MORE = "{tool} and {count} more" | "{tool} এবং আরও {count}টি";
    TOOLS_IN_ORDER = "Tools in this order" | "এই অর্ডারের টুলগুলো";
    ORDER_LABEL = "Order {number}" | "অর্ডার {number}";
    QUANTITY = "Quantity" | "পরিমাণ";
    TOTAL_PRICE = "Total price" | "মোট দাম";
    ORDER_PROGRESS = "Progress of order {number}" | "অর্ডার {number}-এর অগ্রগতি";
    NOT_YET = "Not yet" | "এখনো হয়নি";
    SHOW_CLOSED = "Show cancelled and refunded orders ({count})"
        | "বাতিল ও টাকা ফেরত দেওয়া অর্ডার দেখান ({count})";
    LOGIN_TITLE = "Login" | "লগইন";
    LOGIN_LEAD = "Welcome back. Sign in to order tools and follow your orders."
        | "আবার স্বাগতম। টুল অর্ডার করতে ও অর্ডারের খবর রাখতে সাইন ইন করুন।";
    EMAIL = "Email" | "ইমেইল";
    PASSWORD = "Password" | "পাসওয়ার্ড";
    FORGET_PASSWORD = "Forget Password?" | "পাসওয়ার্ড ভুলে গেছেন?";
    SIGNING_IN = "Signing in…" | "সাইন ইন হচ্ছে…";
    NEW_TO_SHOP = "New to {shop}?" | "{shop}-এ নতুন?";
    CREATE_ACCOUNT_LINK = "Create an account" | "অ্যাকাউন্ট খুলুন";
    NAME = "Name" | "নাম";
    CONFIRM_PASSWORD = "Confirm Password" | "পাসওয়ার্ড নিশ্চিত করুন";
    ACCEPT_TERMS = "I accept the terms and conditions" | "আমি শর্তাবলিতে সম্মত";
    SIGNING_UP = "Signing up…" | "সাইন আপ হচ্ছে…";
    SIGN_UP = "Sign Up" | "সাইন আপ";
    CHECK_INBOX = "Check your inbox" | "আপনার ইনবক্স দেখুন";
    WE_WROTE_TO = "We wrote to" | "আমরা লিখেছি";
    GO_TO_LOGIN = "Go to Login" | "লগইনে যান";
    CREATE_ACCOUNT_TITLE = "Create your account" | "আপনার অ্যাকাউন্ট খুলুন";
    SIGN_UP_LEAD = "Order tools by the piece, pay by card and track every order."
        | "পিস হিসেবে টুল অর্ডার করুন, কার্ডে টাকা দিন এবং প্রতিটি অর্ডারের খবর রাখুন।";
    HAVE_ACCOUNT = "Already have an account?" | "আগেই অ্যাকাউন্ট আছে?";
    OR = "or" | "অথবা";
    SIGNED_IN_WITH = "Successfully Signed In With {provider}"
        | "{provider} দিয়ে সফলভাবে সাইন ইন হয়েছে";
    OPENING_PROVIDER = "Opening {provider}…" | "{provider} খোলা হচ্ছে…";
    CONTINUE_WITH = "Continue with {provider}" | "{provider} দিয়ে চালিয়ে যান";
    USE_EMAIL_PASSWORD = "Please use your email and a password."
        | "আপনার ইমেইল ও পাসওয়ার্ড ব্যবহার করুন।";
    SEND_LINK_AGAIN = "Send the link again" | "লিংকটি আবার পাঠান";
    SEND_NEW_VERIFICATION = "Send a new verification link" | "নতুন যাচাইয়ের লিংক পাঠান";
    SEND_NEW_RESET = "Send a new reset link" | "নতুন রিসেট লিংক পাঠান";
    YOUR_EMAIL = "Your email" | "আপনার ইমেইল";
    SENDING = "Sending…" | "পাঠানো হচ্ছে…";
    ASK_AGAIN_IN = "Sent. You can ask again in {seconds} s"
        | "পাঠানো হয়েছে। {seconds} সেকেন্ড পরে আবার চাইতে পারবেন";
    CHOOSE_NEW_PASSWORD = "Choose a new password" | "নতুন পাসওয়ার্ড বেছে নিন";
    NEW_PASSWORD = "New Password" | "নতুন পাসওয়ার্ড";
    SAVING = "Saving…" | "সংরক্ষণ হচ্ছে…";
    SAVE_NEW_PASSWORD = "Save the new password" | "নতুন পাসওয়ার্ড সংরক্ষণ করুন";
    VERIFY_EMAIL_TITLE = "Verify your email" | "আপনার ইমেইল যাচাই করুন";
    ALREADY_VERIFIED = "Already verified" | "আগেই যাচাই করা হয়েছে";
    CHECKING_LINK = "Checking your link…" | "আপনার লিংক দেখা হচ্ছে…";
    SIGN_IN = "Sign in" | "সাইন ইন";
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
    YES = "Yes" | "হ্যাঁ";
    NO = "No" | "না";
    ORDER_PIECES = "{title}, {count} pieces" | "{title}, {count} পিস";
    NOTHING_CHARGED = "Nothing has been charged, so there is nothing to refund."
        | "কোনো টাকা কাটা হয়নি, তাই ফেরত দেওয়ার কিছু নেই।";
    DELIVERY_OF = "Delivery details of {number}" | "{number}-এর ডেলিভারির তথ্য";
    CANCEL = "Cancel" | "বাতিল";
    SAVE_DELIVERY = "Save delivery details" | "ডেলিভারির তথ্য সংরক্ষণ করুন";
    CLOSE = "Close" | "বন্ধ করুন";
    TRY_AGAIN = "Try again" | "আবার চেষ্টা করুন";
    DOWNLOAD_INVOICE_FOR = "Download Invoice for order {number}"
        | "অর্ডার {number}-এর ইনভয়েস ডাউনলোড করুন";
    PREPARING = "Preparing…" | "তৈরি হচ্ছে…";
    INVOICE = "Invoice" | "ইনভয়েস";
    DOWNLOAD_INVOICE = "Download Invoice" | "ইনভয়েস ডাউনলোড করুন";
}

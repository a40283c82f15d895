//! The words of the screens themselves: headings, labels, buttons, hints. The browser's
//! catalogue carries them beside [`super::ALL`]; the server never says them.

use super::{Entry, Key};

messages! {
    /// Every screen's own words, by name.
    PAGES:

    SKIP_TO_CONTENT = "Skip to content" | "মূল অংশে যান";
    LOADING = "Loading…" | "লোড হচ্ছে…";
    SHOW_MORE = "Show more" | "আরও দেখুন";
    SHOWN_OF = "{shown} of {total} shown" | "{total}টির মধ্যে {shown}টি দেখানো হচ্ছে";
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
    NAV_LOGIN = "Login" | "সাইন ইন";
    NAV_SIGN_OUT = "Sign Out" | "সাইন আউট";
    NAV_HELLO = "Hello, {name}" | "স্বাগতম, {name}";
    NAV_OPEN_MENU = "Open menu" | "মেনু খুলুন";
    NAV_CLOSE_MENU = "Close menu" | "মেনু বন্ধ করুন";
    NAV_MAIN = "Main" | "প্রধান";
    NAV_HOME_LINK = "{shop}, home" | "{shop}, হোম";
    NAV_CART = "Cart, {count} tools" | "কার্ট, {count}টি টুল";
    NAV_CART_TOTAL = "Cart, {count} tools, {total}" | "কার্ট, {count}টি টুল, মোট {total}";
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
    AVAILABLE_LABEL = "Available Quantity" | "মজুত আছে";
    BEST_PRICE = "from {price} at {pieces}+" | "{pieces}+ পিসে {price} থেকে";
    BULK_PRICES = "Bulk prices" | "পাইকারি দাম";
    NEXT_BREAK = "{count} more and each piece costs {price}, {saving} less"
        | "আরও {count} পিস নিলে প্রতি পিসের দাম {price}, {saving} কম";
    PIECES_COLUMN = "Pieces" | "পিস";
    PRICE_PER_PIECE = "Price per piece" | "প্রতি পিসের দাম";
    // On an order's card, for its buyer and the admins alike.
    PO_NUMBER = "Purchase-order (PO) number" | "পারচেজ অর্ডার (PO) নম্বর";
    CONFIRM_ORDER = "Confirm Order" | "অর্ডার নিশ্চিত করুন";
    CONFIRM_ORDER_NAMED = "Confirm Order: {tool}" | "অর্ডার নিশ্চিত করুন: {tool}";
    ADD_TO_CART = "Add to cart" | "কার্টে যোগ করুন";
    ADD_TO_CART_NAMED = "Add to cart: {tool}" | "কার্টে যোগ করুন: {tool}";
    BUY_NOW = "Buy now" | "এখনই কিনুন";
    BUY_NOW_NAMED = "Buy now: {tool}" | "এখনই কিনুন: {tool}";
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
    SEARCHED_INSTEAD = "Nothing matched “{typed}”, so these are the tools for “{read}”."
        | "“{typed}”-এর সাথে কিছু মেলেনি, তাই এগুলো “{read}”-এর টুল।";
    BROWSE_INSTEAD = "Or find it by what it is:" | "অথবা ধরন অনুযায়ী খুঁজুন:";
    PAGES_LABEL = "Pages" | "পাতা";
    PREVIOUS = "Previous" | "আগের";
    NEXT = "Next" | "পরের";
    PAGE_OF = "Page {page} of {pages}" | "পাতা {page} / {pages}";
    TOOL_TITLE = "Tool" | "টুল";
    ALL_CATEGORIES = "All categories" | "সব বিভাগ";
    TOOL_MISSING = "This tool is not in the catalogue" | "এই টুলটি ক্যাটালগে নেই";
    TOOL_MISSING_HINT = "It may have been removed. The catalogue has many more."
        | "হয়তো এটি সরিয়ে ফেলা হয়েছে। ক্যাটালগে আরও অনেক টুল আছে।";
    BROWSE_TOOLS = "Browse tools" | "টুলগুলো দেখুন";
    LOADING_TOOL = "Loading the tool…" | "টুলটি লোড হচ্ছে…";
    REVIEWS = "Reviews" | "রিভিউ";
    LOADING_REVIEWS = "Loading reviews…" | "রিভিউ লোড হচ্ছে…";
    NO_TOOL_REVIEWS = "No reviews yet. Buyers review a tool once it is delivered."
        | "এখনো কোনো রিভিউ নেই। টুল পৌঁছানোর পর ক্রেতারা রিভিউ দেন।";
    TOTAL_WITH_DELIVERY = "Total with delivery" | "ডেলিভারিসহ মোট";
    DELIVERY = "Delivery" | "ডেলিভারি";
    DELIVERY_TO = "Delivery: {district}, {weight} kg" | "ডেলিভারি: {district}, {weight} কেজি";
    DELIVERY_ESTIMATE = "Delivery: {inside} inside Dhaka, {outside} outside Dhaka ({weight} kg)"
        | "ডেলিভারি: ঢাকার ভেতরে {inside}, ঢাকার বাইরে {outside} ({weight} কেজি)";
    DELIVERY_FREE = "Free" | "ফ্রি";
    PHONE_SIGN_IN = "Or sign in with your mobile number" | "অথবা মোবাইল নম্বর দিয়ে সাইন ইন করুন";
    PHONE_SIGN_IN_HINT = "We text you a 6-digit code. A number new to the shop gets an account."
        | "আমরা ৬ অঙ্কের একটি কোড এসএমএস করব। নতুন নম্বরে একটি অ্যাকাউন্ট খোলা হবে।";
    SEND_CODE = "Send the code" | "কোড পাঠান";
    CODE_FIELD = "The 6-digit code" | "৬ অঙ্কের কোড";
    NAME_FOR_NEW_ACCOUNT = "Your name (for a new account)" | "আপনার নাম (নতুন অ্যাকাউন্টের জন্য)";
    SIGN_IN_WITH_CODE = "Sign in with the code" | "কোড দিয়ে সাইন ইন করুন";
    DELIVERY_COUNTING = "Working out the delivery charge…" | "ডেলিভারি চার্জ হিসাব হচ্ছে…";
    REMOVE = "Remove" | "সরান";
    REMOVE_NAMED = "Remove {name}" | "{name} সরান";
    MIN_ORDER_SHORT = "Minimum Order" | "সর্বনিম্ন অর্ডার";
    DELIVERY_DETAILS = "Delivery details" | "ডেলিভারির তথ্য";
    RECIPIENT_NAME = "Recipient's name" | "প্রাপকের নাম";
    MOBILE_NUMBER = "Mobile number" | "মোবাইল নম্বর";
    ADDRESS_FIELD = "Address (house, road, area)" | "ঠিকানা (বাড়ি, রোড, এলাকা)";
    DISTRICT = "District" | "জেলা";
    CHOOSE_DISTRICT = "Choose the district…" | "জেলা বেছে নিন…";
    SAVED_PLACES = "Deliver to a saved address" | "সংরক্ষিত ঠিকানায় পাঠান";
    CHOOSE_SAVED_PLACE = "Choose a place…" | "একটি ঠিকানা বেছে নিন…";
    TERMS_TITLE = "Terms and privacy" | "শর্তাবলি ও গোপনীয়তা";
    TERMS_HEADING = "Terms and conditions" | "শর্তাবলি";
    PRIVACY_HEADING = "Privacy policy" | "গোপনীয়তা নীতি";
    READ_TERMS = "Read the terms and privacy policy" | "শর্তাবলি ও গোপনীয়তা নীতি পড়ুন";
    LAST_UPDATED = "Last updated {date}" | "সর্বশেষ হালনাগাদ: {date}";
    EDIT = "Edit" | "বদলান";
    LOADING_ORDERS = "Loading your orders…" | "আপনার অর্ডারগুলো লোড হচ্ছে…";
    CANCEL_ORDER = "Cancel Order" | "অর্ডার বাতিল করুন";
    ORDER_AND_MORE = "{tool} and {count} more" | "{tool} এবং আরও {count}টি";
    TOOLS_IN_ORDER = "Tools in this order" | "এই অর্ডারের টুলগুলো";
    ORDER_LABEL = "Order {number}" | "অর্ডার {number}";
    QUANTITY = "Quantity" | "পরিমাণ";
    TOTAL_PRICE = "Total price" | "মোট দাম";
    ORDER_PROGRESS = "Progress of order {number}" | "অগ্রগতি: অর্ডার {number}";
    NOT_YET = "Not yet" | "এখনো হয়নি";
    WHAT_YOU_ORDERED = "What you ordered" | "যা অর্ডার করেছেন";
    SHOW_CLOSED = "Show cancelled and refunded orders ({count})"
        | "বাতিল ও টাকা ফেরত দেওয়া অর্ডার দেখান ({count})";
    LOGIN_TITLE = "Login" | "সাইন ইন";
    LOGIN_LEAD = "Welcome back. Sign in to order tools and follow your orders."
        | "আবার স্বাগতম। টুল অর্ডার করতে ও অর্ডারের খবর রাখতে সাইন ইন করুন।";
    EMAIL = "Email" | "ইমেইল";
    PASSWORD = "Password" | "পাসওয়ার্ড";
    FORGET_PASSWORD = "Forget Password?" | "পাসওয়ার্ড ভুলে গেছেন?";
    SIGNING_IN = "Signing in…" | "সাইন ইন হচ্ছে…";
    NEW_TO_SHOP = "New to {shop}?" | "{shop} দোকানে নতুন?";
    CREATE_ACCOUNT_LINK = "Create an account" | "অ্যাকাউন্ট খুলুন";
    NAME = "Name" | "নাম";
    CONFIRM_PASSWORD = "Confirm Password" | "পাসওয়ার্ড নিশ্চিত করুন";
    ACCEPT_TERMS = "I accept the terms and conditions" | "আমি শর্তাবলিতে সম্মত";
    SIGNING_UP = "Signing up…" | "সাইন আপ হচ্ছে…";
    SIGN_UP = "Sign Up" | "সাইন আপ";
    CHECK_INBOX = "Check your inbox" | "আপনার ইনবক্স দেখুন";
    RESET_LINK_SENT = "We sent you an email with a link to choose a new password. It works for one hour, once."
        | "নতুন পাসওয়ার্ড বেছে নেওয়ার লিংকসহ আপনাকে একটি ইমেইল পাঠানো হয়েছে। লিংকটি এক ঘণ্টা, একবারই কাজ করবে।";
    WE_WROTE_TO = "We wrote to" | "আমরা লিখেছি";
    GO_TO_LOGIN = "Go to Login" | "সাইন ইন করতে যান";
    CREATE_ACCOUNT_TITLE = "Create your account" | "আপনার অ্যাকাউন্ট খুলুন";
    SIGN_UP_LEAD = "Order tools by the piece, pay by card and track every order."
        | "পিস হিসেবে টুল অর্ডার করুন, কার্ডে টাকা দিন এবং প্রতিটি অর্ডারের খবর রাখুন।";
    HAVE_ACCOUNT = "Already have an account?" | "আগেই অ্যাকাউন্ট আছে?";
    OR = "or" | "অথবা";
    SIGNED_IN_WITH = "Successfully Signed In With {provider}"
        | "{provider} দিয়ে সাইন ইন হয়েছে";
    OPENING_PROVIDER = "Opening {provider}…" | "{provider} খোলা হচ্ছে…";
    CONTINUE_WITH = "Continue with {provider}" | "{provider} দিয়ে চালিয়ে যান";
    SEND_LINK_AGAIN = "Send the link again" | "লিংকটি আবার পাঠান";
    SEND_NEW_VERIFICATION = "Send a new verification link" | "নতুন যাচাইয়ের লিংক পাঠান";
    SEND_NEW_RESET = "Send a new reset link" | "নতুন রিসেট লিংক পাঠান";
    YOUR_EMAIL = "Your email" | "আপনার ইমেইল";
    SENDING = "Sending…" | "পাঠানো হচ্ছে…";
    ASK_AGAIN_IN = "Sent. You can ask again in {seconds} s"
        | "পাঠানো হয়েছে। {seconds} সেকেন্ড পরে আবার চাইতে পারবেন";
    CHOOSE_NEW_PASSWORD = "Choose a new password" | "নতুন পাসওয়ার্ড বেছে নিন";
    NEW_PASSWORD = "New Password" | "নতুন পাসওয়ার্ড";
    PASSWORD_RULES = "At least 8 characters, with a lowercase and an uppercase letter, a number and a special character such as @ or #."
        | "কমপক্ষে ৮ অক্ষর: একটি ছোট হাতের ও একটি বড় হাতের ইংরেজি অক্ষর, একটি সংখ্যা এবং @ বা # ধরনের একটি বিশেষ চিহ্ন।";
    SAVING = "Saving…" | "সংরক্ষণ হচ্ছে…";
    SAVE_NEW_PASSWORD = "Save the new password" | "নতুন পাসওয়ার্ড সংরক্ষণ করুন";
    VERIFY_EMAIL_TITLE = "Verify your email" | "আপনার ইমেইল যাচাই করুন";
    ALREADY_VERIFIED = "Already verified" | "আগেই যাচাই করা হয়েছে";
    CHECKING_LINK = "Checking your link…" | "আপনার লিংক দেখা হচ্ছে…";
    SIGN_IN = "Sign in" | "সাইন ইন";
    YES = "Yes" | "হ্যাঁ";
    NO = "No" | "না";
    CANCEL = "Cancel" | "না, এখন নয়";
    CLOSE = "Close" | "বন্ধ করুন";
    TRY_AGAIN = "Try again" | "আবার চেষ্টা করুন";
    DOWNLOAD_INVOICE_FOR = "Download Invoice for order {number}"
        | "চালানপত্র ডাউনলোড করুন: অর্ডার {number}";
    PREPARING = "Preparing…" | "তৈরি হচ্ছে…";
    INVOICE = "Invoice" | "চালানপত্র";
    VAT_INVOICE = "VAT invoice" | "মূসক চালানপত্র";
    CREDIT_NOTE = "Credit note" | "ক্রেডিট নোট";
    DOWNLOAD_CREDIT_NOTE_FOR = "Download the credit note for order {number}"
        | "ক্রেডিট নোট ডাউনলোড করুন: অর্ডার {number}";
    DOWNLOAD_INVOICE = "Download Invoice" | "চালানপত্র ডাউনলোড করুন";
    SAVE = "Save" | "সংরক্ষণ করুন";
    IMAGE_RULES = "PNG, JPEG, WebP or GIF, up to 5 MB."
        | "PNG, JPEG, WebP বা GIF, সর্বোচ্চ ৫ মেগাবাইট।";
    UPLOADING = "Uploading: {percent}%" | "আপলোড হচ্ছে: {percent}%";
    REVIEWS_TITLE = "Give Your Valuable Reviews Here" | "এখানে আপনার মূল্যবান রিভিউ দিন";
    NOTHING_TO_REVIEW = "Nothing to review yet" | "এখনো রিভিউ দেওয়ার মতো কিছু নেই";
    NOTHING_TO_REVIEW_HINT = "Once an order of yours is delivered, you can review the tool here."
        | "আপনার কোনো অর্ডার পৌঁছালে এখানে টুলটির রিভিউ দিতে পারবেন।";
    THANKS_FOR_REVIEWING = "Thankyou For Reviewing This Product"
        | "এই পণ্যের রিভিউ দেওয়ার জন্য ধন্যবাদ";
    GIVE_A_REVIEW_NAMED = "Give A Review: {tool}" | "রিভিউ দিন: {tool}";
    REVIEW_TOOL = "Review {tool}" | "রিভিউ দিন: {tool}";
    GIVE_A_REVIEW = "Give A Review" | "রিভিউ দিন";
    REVIEW_OF = "Review: {tool}" | "রিভিউ: {tool}";
    REVIEW = "Review" | "রিভিউ";
    LEAVE_A_REVIEW = "Leave A Review" | "আপনার রিভিউ লিখুন";
    SUBMIT_REVIEW = "Submit Review" | "রিভিউ জমা দিন";
    YOUR_RATING = "Your rating" | "আপনার রেটিং";
    STARS_COUNT = "{count} stars" | "{count} তারা";
    STARS_OF_FIVE = "{count} of 5" | "৫-এর মধ্যে {count}";
    NOT_RATED = "Not rated yet" | "এখনো রেটিং দেওয়া হয়নি";
    REVIEW_ON = " on {tool}" | " — {tool} সম্পর্কে";
    RATED_OUT_OF_FIVE = "Rated {count} out of 5" | "৫-এর মধ্যে {count} রেটিং";
    BLOGS_TITLE = "Blogs" | "ব্লগ";
    BLOGS_LEAD = "Notes from our engineers on choosing, fitting and looking after tools and sensors."
        | "টুল ও সেন্সর বাছাই, লাগানো ও যত্ন নিয়ে আমাদের প্রকৌশলীদের লেখা।";
    LOADING_POSTS = "Loading posts…" | "লেখাগুলো লোড হচ্ছে…";
    NO_POSTS = "No posts yet." | "এখনো কোনো লেখা নেই।";
    PORTFOLIO_TITLE = "Portfolio" | "পোর্টফোলিও";
    CV_LEAD = "A Bangladeshi maker of industrial tools, parts and sensors, selling directly to workshops and factories."
        | "শিল্পের টুল, যন্ত্রাংশ ও সেন্সরের একটি বাংলাদেশি প্রস্তুতকারক, সরাসরি ওয়ার্কশপ ও কারখানায় বিক্রি করে।";
    CV_PROFILE = "Profile" | "পরিচিতি";
    CV_PROFILE_TEXT = "We design and make sensors, transmitters, hand and power tools and spare parts for factories, workshops and process plants. Everything we list is sold by the piece, from a sensible minimum, straight from our works."
        | "আমরা কারখানা, ওয়ার্কশপ ও প্রসেস প্ল্যান্টের জন্য সেন্সর, ট্রান্সমিটার, হাতের ও পাওয়ার টুল এবং খুচরা যন্ত্রাংশ নকশা করি ও তৈরি করি। তালিকার সবকিছু একটি যুক্তিসংগত সর্বনিম্ন পরিমাণ থেকে পিস হিসেবে, সরাসরি আমাদের কারখানা থেকে বিক্রি হয়।";
    CV_WHAT_WE_DO = "What we do" | "আমরা যা করি";
    CV_SENSORS = "Proximity, photoelectric, level, pressure and temperature sensors"
        | "প্রক্সিমিটি, ফটোইলেকট্রিক, লেভেল, প্রেশার ও তাপমাত্রা সেন্সর";
    CV_TOOLS = "Hand tools, power tools and measuring instruments"
        | "হাতের টুল, পাওয়ার টুল ও মাপার যন্ত্র";
    CV_PARTS = "Bearings and spare parts for motors, pumps and machines"
        | "মোটর, পাম্প ও মেশিনের বেয়ারিং ও খুচরা যন্ত্রাংশ";
    CV_TEAM = "The team" | "আমাদের দল";
    TEAM_ENGINEERING = "Engineering" | "প্রকৌশল";
    TEAM_ENGINEERING_WORK = "Designs the sensors and tools, writes the datasheets, answers technical questions."
        | "সেন্সর ও টুলের নকশা করে, ডেটাশিট লেখে, কারিগরি প্রশ্নের উত্তর দেয়।";
    TEAM_QUALITY = "Quality lab" | "মান পরীক্ষাগার";
    TEAM_QUALITY_WORK = "Tests every batch, calibrates transmitters and keeps the certificates."
        | "প্রতিটি ব্যাচ পরীক্ষা করে, ট্রান্সমিটার ক্যালিব্রেট করে এবং সনদ সংরক্ষণ করে।";
    TEAM_WORKS = "Works and dispatch" | "কারখানা ও প্রেরণ";
    TEAM_WORKS_WORK = "Makes, packs and ships orders within two working days of payment."
        | "পেমেন্টের দুই কর্মদিবসের মধ্যে অর্ডার তৈরি, প্যাক ও পাঠায়।";
    TEAM_SALES = "Sales and service" | "বিক্রয় ও সেবা";
    TEAM_SALES_WORK = "Handles bulk orders, site visits and after-sales support across Bangladesh."
        | "সারা বাংলাদেশে পাইকারি অর্ডার, সাইট ভিজিট ও বিক্রয়-পরবর্তী সহায়তা দেখে।";
    CV_TECHNOLOGY = "The technology behind this shop" | "এই দোকানের পেছনের প্রযুক্তি";
    TECH_RUST = "One set of business rules, compiled for the server and, as WebAssembly, for the browser."
        | "ব্যবসার একই নিয়ম, সার্ভারের জন্য এবং WebAssembly হিসেবে ব্রাউজারের জন্য কম্পাইল করা।";
    TECH_AXUM = "The web server and the database: one program and one file on a small server."
        | "ওয়েব সার্ভার ও ডেটাবেস: একটি ছোট সার্ভারে একটি প্রোগ্রাম ও একটি ফাইল।";
    TECH_REACT = "The shop you are using, built with Vite."
        | "যে দোকানটি আপনি ব্যবহার করছেন, Vite দিয়ে তৈরি।";
    TECH_PAYMENTS_NAME = "Payments" | "পেমেন্ট";
    TECH_PAYMENTS = "SSLCommerz, bKash, cards, cash on delivery and bank transfer, always for the amount of your stored order."
        | "SSLCommerz, বিকাশ, কার্ড, ক্যাশ অন ডেলিভারি ও ব্যাংক ট্রান্সফার, সবসময় আপনার সংরক্ষিত অর্ডারের পরিমাণেই।";
    CONTACT_TITLE = "Contact Us" | "যোগাযোগ করুন";
    OFFICE_NAME = "Head office and works" | "প্রধান কার্যালয় ও কারখানা";
    HELPLINES = "Helplines" | "হেল্পলাইন";
    OFFICE_HOURS = "Saturday to Thursday, 9:00 to 18:00"
        | "শনিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা";
    MAP_OF = "Map of {address}" | "মানচিত্র: {address}";
    LOADING_MAP = "Loading the map…" | "মানচিত্র লোড হচ্ছে…";
    OUR_MOTTO = "Our Motto" | "আমাদের মূলমন্ত্র";
    MOTTO_TEXT = "Honest tools at a fair price. We make what we sell, test every batch before it leaves the works, and stand behind it after the sale. When a line stops, a sensor is not a part number: it is a shift of production. We keep stock, ship fast and answer the phone."
        | "ন্যায্য দামে নির্ভরযোগ্য টুল। আমরা যা বিক্রি করি তা নিজেরাই তৈরি করি, কারখানা থেকে বের হওয়ার আগে প্রতিটি ব্যাচ পরীক্ষা করি, আর বিক্রির পরেও পাশে থাকি। উৎপাদন লাইন থেমে গেলে একটি সেন্সর শুধু একটি পার্ট নম্বর নয়: সেটি এক শিফটের উৎপাদন। আমরা মজুত রাখি, দ্রুত পাঠাই এবং ফোন ধরি।";
    COUNTER_COUNTRIES = "Countries" | "দেশ";
    COUNTER_CLIENTS = "Happy Clients" | "সন্তুষ্ট ক্রেতা";
    COUNTER_FEEDBACK = "Feedback" | "মতামত";
    COUNTERS_LABEL = "The shop in numbers" | "সংখ্যায় আমাদের দোকান";
    FAQ_TITLE = "Frequently Asked Questions" | "সচরাচর জিজ্ঞাসিত প্রশ্ন";
    FAQ_MINIMUM_Q = "Why does each tool have a minimum order?"
        | "প্রতিটি টুলের সর্বনিম্ন অর্ডার কেন আছে?";
    FAQ_MINIMUM_A = "We make and pack tools in batches, so each one is sold from a minimum number of pieces, shown on its card. The order form checks the minimum and the stock as you type, and you can order any number up to what is in stock."
        | "আমরা ব্যাচে টুল তৈরি ও প্যাক করি, তাই প্রতিটি টুল একটি সর্বনিম্ন পিস থেকে বিক্রি হয়, যা তার কার্ডে দেখানো থাকে। আপনি লেখার সঙ্গে সঙ্গে অর্ডার ফর্ম সর্বনিম্ন পরিমাণ ও মজুত মিলিয়ে দেখে, আর মজুত পর্যন্ত যেকোনো সংখ্যা অর্ডার করতে পারেন।";
    FAQ_PAY_Q = "How do I pay?" | "কীভাবে টাকা দেব?";
    FAQ_PAY_A = "Place the order, then choose how to pay: SSLCommerz (card, bKash, Nagad, Rocket or internet banking), bKash, cash on delivery or bank transfer. The amount is always the order total in taka, and My Orders shows the payment once it is confirmed."
        | "অর্ডার দিন, তারপর টাকা দেওয়ার উপায় বেছে নিন: SSLCommerz (কার্ড, বিকাশ, নগদ, রকেট বা ইন্টারনেট ব্যাংকিং), বিকাশ, ক্যাশ অন ডেলিভারি বা ব্যাংক ট্রান্সফার। পরিমাণ সবসময় টাকায় অর্ডারের মোট দাম, আর পেমেন্ট নিশ্চিত হলে তা আমার অর্ডারে দেখা যায়।";
    FAQ_DELIVERY_Q = "How long does delivery take?" | "ডেলিভারিতে কত দিন লাগে?";
    FAQ_DELIVERY_A = "Paid orders leave our works within two working days. Delivery inside Dhaka usually takes one to two days more, and three to five days elsewhere in Bangladesh. My Orders shows when an order is delivered."
        | "পরিশোধিত অর্ডার দুই কর্মদিবসের মধ্যে আমাদের কারখানা থেকে রওনা হয়। ঢাকার ভেতরে সাধারণত আরও এক থেকে দুই দিন, আর বাংলাদেশের অন্য জায়গায় তিন থেকে পাঁচ দিন লাগে। অর্ডার কখন পৌঁছাল তা আমার অর্ডারে দেখা যায়।";
    FAQ_CANCEL_Q = "Can I cancel an order?" | "অর্ডার কি বাতিল করা যায়?";
    FAQ_CANCEL_A = "Yes, until it ships: open My Orders and press Cancel Order. The pieces go back into stock at once, and if you had already paid, the money goes back the way you paid."
        | "হ্যাঁ, পাঠানোর আগ পর্যন্ত: আমার অর্ডার খুলে অর্ডার বাতিল করুন চাপুন। পিসগুলো সঙ্গে সঙ্গে মজুতে ফিরে যায়, আর আগেই টাকা দিয়ে থাকলে যেভাবে দিয়েছিলেন সেভাবেই ফেরত যায়।";
    TOUCH_TITLE = "Get In Touch With Us!" | "আমাদের সাথে যোগাযোগ করুন!";
    TOUCH_LEAD = "Questions about a tool, a bulk order or a delivery? Write to us and our sales engineers will answer by email."
        | "কোনো টুল, পাইকারি অর্ডার বা ডেলিভারি নিয়ে প্রশ্ন? আমাদের লিখুন, আমাদের বিক্রয় প্রকৌশলীরা ইমেইলে উত্তর দেবেন।";
    YOUR_FEEDBACK = "Your Feedback" | "আপনার মতামত";
    SUBMIT = "Submit" | "জমা দিন";
    HAPPY_CLIENT_SAYS = "What Our Happy Client Says" | "আমাদের সন্তুষ্ট ক্রেতারা যা বলেন";
    NO_REVIEWS_YET = "No reviews yet. Be the first after your delivery."
        | "এখনো কোনো রিভিউ নেই। ডেলিভারির পর প্রথম রিভিউটি আপনিই দিন।";
    NOT_FOUND_TITLE = "Page not found" | "পাতাটি পাওয়া যায়নি";
    NOT_FOUND_HEADING = "Oops! This Page Could Not Be Found" | "দুঃখিত! পাতাটি খুঁজে পাওয়া যায়নি";
    NOT_FOUND_HINT = "The address may be mistyped, or the page may have moved."
        | "ঠিকানাটি হয়তো ভুল লেখা হয়েছে, অথবা পাতাটি সরে গেছে।";
    WELCOME_DASHBOARD = "Welcome To Your Dashboard" | "আপনার ড্যাশবোর্ডে স্বাগতম";
    WELCOME_ART = "A workbench with a gauge and tools" | "গেজ ও টুলসহ একটি কাজের টেবিল";
    WELCOME_HINT = "Choose a section to see your orders, reviews and profile."
        | "আপনার অর্ডার, রিভিউ ও প্রোফাইল দেখতে একটি বিভাগ বেছে নিন।";
    DELETE = "Delete" | "মুছুন";
    DISTRICT_DHAKA = "Dhaka" | "ঢাকা";
    DISTRICT_FARIDPUR = "Faridpur" | "ফরিদপুর";
    DISTRICT_GAZIPUR = "Gazipur" | "গাজীপুর";
    DISTRICT_GOPALGANJ = "Gopalganj" | "গোপালগঞ্জ";
    DISTRICT_KISHOREGANJ = "Kishoreganj" | "কিশোরগঞ্জ";
    DISTRICT_MADARIPUR = "Madaripur" | "মাদারীপুর";
    DISTRICT_MANIKGANJ = "Manikganj" | "মানিকগঞ্জ";
    DISTRICT_MUNSHIGANJ = "Munshiganj" | "মুন্সীগঞ্জ";
    DISTRICT_NARAYANGANJ = "Narayanganj" | "নারায়ণগঞ্জ";
    DISTRICT_NARSINGDI = "Narsingdi" | "নরসিংদী";
    DISTRICT_RAJBARI = "Rajbari" | "রাজবাড়ী";
    DISTRICT_SHARIATPUR = "Shariatpur" | "শরীয়তপুর";
    DISTRICT_TANGAIL = "Tangail" | "টাঙ্গাইল";
    DISTRICT_BANDARBAN = "Bandarban" | "বান্দরবান";
    DISTRICT_BRAHMANBARIA = "Brahmanbaria" | "ব্রাহ্মণবাড়িয়া";
    DISTRICT_CHANDPUR = "Chandpur" | "চাঁদপুর";
    DISTRICT_CHATTOGRAM = "Chattogram" | "চট্টগ্রাম";
    DISTRICT_COX_S_BAZAR = "Cox's Bazar" | "কক্সবাজার";
    DISTRICT_CUMILLA = "Cumilla" | "কুমিল্লা";
    DISTRICT_FENI = "Feni" | "ফেনী";
    DISTRICT_KHAGRACHHARI = "Khagrachhari" | "খাগড়াছড়ি";
    DISTRICT_LAKSHMIPUR = "Lakshmipur" | "লক্ষ্মীপুর";
    DISTRICT_NOAKHALI = "Noakhali" | "নোয়াখালী";
    DISTRICT_RANGAMATI = "Rangamati" | "রাঙ্গামাটি";
    DISTRICT_BOGURA = "Bogura" | "বগুড়া";
    DISTRICT_CHAPAINAWABGANJ = "Chapainawabganj" | "চাঁপাইনবাবগঞ্জ";
    DISTRICT_JOYPURHAT = "Joypurhat" | "জয়পুরহাট";
    DISTRICT_NAOGAON = "Naogaon" | "নওগাঁ";
    DISTRICT_NATORE = "Natore" | "নাটোর";
    DISTRICT_PABNA = "Pabna" | "পাবনা";
    DISTRICT_RAJSHAHI = "Rajshahi" | "রাজশাহী";
    DISTRICT_SIRAJGANJ = "Sirajganj" | "সিরাজগঞ্জ";
    DISTRICT_BAGERHAT = "Bagerhat" | "বাগেরহাট";
    DISTRICT_CHUADANGA = "Chuadanga" | "চুয়াডাঙ্গা";
    DISTRICT_JASHORE = "Jashore" | "যশোর";
    DISTRICT_JHENAIDAH = "Jhenaidah" | "ঝিনাইদহ";
    DISTRICT_KHULNA = "Khulna" | "খুলনা";
    DISTRICT_KUSHTIA = "Kushtia" | "কুষ্টিয়া";
    DISTRICT_MAGURA = "Magura" | "মাগুরা";
    DISTRICT_MEHERPUR = "Meherpur" | "মেহেরপুর";
    DISTRICT_NARAIL = "Narail" | "নড়াইল";
    DISTRICT_SATKHIRA = "Satkhira" | "সাতক্ষীরা";
    DISTRICT_BARGUNA = "Barguna" | "বরগুনা";
    DISTRICT_BARISHAL = "Barishal" | "বরিশাল";
    DISTRICT_BHOLA = "Bhola" | "ভোলা";
    DISTRICT_JHALOKATHI = "Jhalokathi" | "ঝালকাঠি";
    DISTRICT_PATUAKHALI = "Patuakhali" | "পটুয়াখালী";
    DISTRICT_PIROJPUR = "Pirojpur" | "পিরোজপুর";
    DISTRICT_HABIGANJ = "Habiganj" | "হবিগঞ্জ";
    DISTRICT_MOULVIBAZAR = "Moulvibazar" | "মৌলভীবাজার";
    DISTRICT_SUNAMGANJ = "Sunamganj" | "সুনামগঞ্জ";
    DISTRICT_SYLHET = "Sylhet" | "সিলেট";
    DISTRICT_DINAJPUR = "Dinajpur" | "দিনাজপুর";
    DISTRICT_GAIBANDHA = "Gaibandha" | "গাইবান্ধা";
    DISTRICT_KURIGRAM = "Kurigram" | "কুড়িগ্রাম";
    DISTRICT_LALMONIRHAT = "Lalmonirhat" | "লালমনিরহাট";
    DISTRICT_NILPHAMARI = "Nilphamari" | "নীলফামারী";
    DISTRICT_PANCHAGARH = "Panchagarh" | "পঞ্চগড়";
    DISTRICT_RANGPUR = "Rangpur" | "রংপুর";
    DISTRICT_THAKURGAON = "Thakurgaon" | "ঠাকুরগাঁও";
    DISTRICT_JAMALPUR = "Jamalpur" | "জামালপুর";
    DISTRICT_MYMENSINGH = "Mymensingh" | "ময়মনসিংহ";
    DISTRICT_NETROKONA = "Netrokona" | "নেত্রকোনা";
    DISTRICT_SHERPUR = "Sherpur" | "শেরপুর";
    INCL_VAT = "incl. VAT {amount}" | "ভ্যাট {amount} সহ";

    // The admins' sidebar entries (their screens' words are in `admin_pages`).
    DASH_OVERVIEW = "Overview" | "সারসংক্ষেপ";
    DASH_OUTBOX = "Outbox" | "আউটবক্স";
    DASH_INBOX = "Inbox" | "ইনবক্স";

    // A parcel as its buyer follows it (My Orders) and the admins see it (Manage Orders).
    COURIER_OWN = "Own delivery" | "নিজস্ব ডেলিভারি";
    COURIER_STEADFAST = "Steadfast" | "স্টেডফাস্ট";
    COURIER_PATHAO = "Pathao" | "পাঠাও";
    COURIER_REDX = "RedX" | "রেডএক্স";
    PARCEL_BOOKED = "Booked with the courier" | "কুরিয়ারে বুক করা হয়েছে";
    PARCEL_PICKED_UP = "Picked up by the courier" | "কুরিয়ার পার্সেলটি নিয়েছে";
    PARCEL_IN_TRANSIT = "On the way" | "পথে আছে";
    PARCEL_DELIVERED = "Delivered" | "ডেলিভারি হয়েছে";
    PARCEL_PARTLY_DELIVERED = "Partly delivered" | "আংশিক ডেলিভারি হয়েছে";
    PARCEL_RETURNED = "Returned to the shop" | "দোকানে ফেরত পাঠানো হয়েছে";
    PARCEL_CANCELLED = "Cancelled by the courier" | "কুরিয়ার বাতিল করেছে";
    PARCEL_ON_HOLD = "On hold with the courier" | "কুরিয়ারের কাছে অপেক্ষমাণ";
    PARCEL_WITH = "Sent with {courier}" | "{courier} দিয়ে পাঠানো হয়েছে";
    PARCEL_TRACKING_CODE = "Tracking code {code}" | "ট্র্যাকিং কোড {code}";
    PARCEL_TRACK = "Track the parcel on {courier}'s site" | "কুরিয়ারের সাইটে পার্সেলটি ট্র্যাক করুন: {courier}";
    PARCEL_HISTORY = "The courier's updates" | "কুরিয়ারের আপডেট";
}

//! The admins' screens' own words: the overview, Manage Orders, Manage Products, Add Product,
//! Make Admin, the outbox. A catalogue of their own (`ui/src/generated/catalogue/admin-*.json`),
//! loaded with the dashboard of an admin, so a buyer's first visit never downloads them.

use super::{Entry, Key};

messages! {
    /// Every admin screen's own words, by name.
    ADMIN_PAGES:

    // Replies to the admins' own actions (the spec's toasts among them).
    SHIP_NEEDS_DELIVERY = "This order has no delivery address or phone, so it cannot ship yet. Ask the buyer for them."
        | "এই অর্ডারে ডেলিভারির ঠিকানা বা ফোন নেই, তাই এখনো পাঠানো যাবে না। ক্রেতার কাছে এগুলো চেয়ে নিন।";
    ADMIN_ADDED = "Made Admin Successfully"
        | "অ্যাডমিন করা হয়েছে";
    ADMIN_REMOVED = "Removed From Admin Successfully"
        | "অ্যাডমিন থেকে সরানো হয়েছে";
    CANNOT_REMOVE_SELF = "You can't remove yourself from admin"
        | "আপনি নিজেকে অ্যাডমিন থেকে সরাতে পারবেন না";
    PRODUCT_DELETED = "Product Deleted Successfully"
        | "পণ্যটি মুছে ফেলা হয়েছে";
    PRODUCT_RESTOCKED = "Product Restocked Successfully"
        | "মজুত বাড়ানো হয়েছে";
    TOOL_ADDED = "Tool added successfully"
        | "টুলটি যোগ হয়েছে";
    TOOL_ADD_FAILED = "Failed to add the tool"
        | "টুলটি যোগ করা যায়নি";
    PRICES_SAVED = "Price breaks saved"
        | "পাইকারি দাম সংরক্ষিত হয়েছে";
    SALES_REGISTER = "Sales register" | "বিক্রয় রেজিস্টার";
    SALES_REGISTER_HINT = "A month's VAT invoices and credit notes, for the monthly VAT return (Mushak-9.1)."
        | "এক মাসের মূসক চালানপত্র ও ক্রেডিট নোট, মাসিক মূসক রিটার্নের (মূসক-৯.১) জন্য।";
    REGISTER_MONTH = "Month" | "মাস";
    DOWNLOAD_REGISTER_CSV = "Download the register (CSV)" | "রেজিস্টার ডাউনলোড করুন (CSV)";
    DOWNLOAD_REGISTER_SUMMARY = "Download the summary (CSV)" | "সারসংক্ষেপ ডাউনলোড করুন (CSV)";
    ADD_PRODUCT_TITLE = "Add A Product" | "একটি পণ্য যোগ করুন";
    ADD_PRODUCT_HEADING = "Add A Product In Our Database" | "আমাদের ডেটাবেসে একটি পণ্য যোগ করুন";
    TOOL_NAME = "Tool Name" | "টুলের নাম";
    TOOL_PRICE_TK = "Tool Price (Tk)" | "টুলের দাম (টাকা)";
    AVAILABLE_QUANTITY = "Available Quantity" | "মজুতের পরিমাণ";
    TOOL_IMAGE = "Tool Image" | "টুলের ছবি";
    TOOL_DESCRIPTION = "Tool Description" | "টুলের বিবরণ";
    DESCRIPTION_COUNT = "{count} of 100–200 characters." | "১০০–২০০ অক্ষরের মধ্যে {count}টি।";
    TOOL_NAME_BN = "Name in Bangla (optional)" | "বাংলায় নাম (ঐচ্ছিক)";
    TOOL_DESCRIPTION_BN = "Description in Bangla (optional)" | "বাংলায় বিবরণ (ঐচ্ছিক)";
    IN_BANGLA_HINT = "Shown to buyers reading in Bangla, and found by Bangla searches."
        | "বাংলায় পড়া ক্রেতারা এটি দেখবেন, আর বাংলায় খুঁজলে পণ্যটি পাওয়া যাবে।";
    UPLOADING_PERCENT = "Uploading {percent}%…" | "আপলোড হচ্ছে {percent}%…";
    ADDING = "Adding…" | "যোগ হচ্ছে…";
    ADD_THIS_PRODUCT = "Add This Product" | "এই পণ্যটি যোগ করুন";
    RESTOCK = "Restock" | "মজুত বাড়ান";
    TOOL_NAME_FIELD = "Tool name" | "টুলের নাম";
    IN_STOCK_NOW = "In stock now: {count} pieces." | "এখন মজুত: {count} পিস।";
    AVAILABLE_STOCK = "Available Stock" | "যোগ করার মজুত";
    CANCEL_RESTOCK = "Cancel Restock" | "না, এখন নয়";
    RESTOCKING = "Restocking…" | "মজুত বাড়ানো হচ্ছে…";
    MANAGE_PRODUCTS_TITLE = "Manage Products" | "পণ্য ব্যবস্থাপনা";
    ALL_PRODUCTS = "All products" | "সব পণ্য";
    COL_NO = "No." | "নং";
    COL_PRODUCT_NAME = "Product Name" | "পণ্যের নাম";
    COL_PRICE = "Price" | "দাম";
    COL_QUANTITY = "Quantity" | "পরিমাণ";
    COL_ACTIONS = "Actions" | "কাজ";
    NO_PRODUCTS = "No products yet. Add one from Add Product."
        | "এখনো কোনো পণ্য নেই। পণ্য যোগ করুন থেকে একটি যোগ করুন।";
    RESTOCK_NAMED = "Restock {tool}" | "মজুত বাড়ান: {tool}";
    PRICE_BREAKS_OF = "Price breaks of {tool}" | "পাইকারি দাম: {tool}";
    PRICES = "Prices" | "দাম";
    DELETE_NAMED = "Delete {tool}" | "{tool} মুছুন";
    REMOVE_PRODUCT_Q = "Do You Want to Remove This Product?" | "আপনি কি এই পণ্যটি সরাতে চান?";
    LEAVES_CATALOGUE = "{tool} leaves the catalogue. Orders already placed keep its name and price."
        | "{tool} ক্যাটালগ থেকে সরে যাবে। আগে দেওয়া অর্ডারে এর নাম ও দাম থেকে যাবে।";
    PRICE_BREAKS = "Price breaks" | "পাইকারি দাম";
    BELOW_FIRST_BREAK = "{tool}: {price} a piece below the first break."
        | "{tool}: প্রথম ধাপের নিচে প্রতি পিস {price}।";
    PRICE_BREAK_N = "Price break {number}" | "পাইকারি দামের ধাপ {number}";
    FROM_PIECES = "From pieces" | "যত পিস থেকে";
    PRICE_PER_PIECE_TK = "Price per piece (Tk)" | "প্রতি পিসের দাম (টাকা)";
    REMOVE_PRICE_BREAK = "Remove price break {number}" | "পাইকারি দামের ধাপ {number} সরান";
    ADD_PRICE_BREAK = "Add a price break" | "একটি পাইকারি দামের ধাপ যোগ করুন";
    SAVE_PRICES = "Save prices" | "দাম সংরক্ষণ করুন";
    ALL_USERS = "All users" | "সব ব্যবহারকারী";
    COL_EMAIL = "Email" | "ইমেইল";
    COL_ROLE = "Role" | "ভূমিকা";
    COL_REMOVE = "Remove" | "সরান";
    NO_ACCOUNTS = "No accounts yet." | "এখনো কোনো অ্যাকাউন্ট নেই।";
    MAKE_ADMIN_NAMED = "Make Admin: {email}" | "অ্যাডমিন করুন: {email}";
    ADMINS = "Admins" | "অ্যাডমিন";
    NO_ADMINS = "No admins." | "কোনো অ্যাডমিন নেই।";
    YOU_MARK = " (you)" | " (আপনি)";
    REMOVE_FROM_ADMINS_NAMED = "Remove {email} from admins" | "অ্যাডমিন থেকে সরান: {email}";
    MAKE_ADMIN_Q = "Make {email} an admin?" | "অ্যাডমিন করবেন? — {email}";
    REMOVE_ADMIN_Q = "Remove {email} from admins?" | "অ্যাডমিন থেকে সরাবেন? — {email}";
    PROMOTE_HINT = "They will manage products, stock, every order and the other admins."
        | "তিনি পণ্য, মজুত, সব অর্ডার ও অন্য অ্যাডমিনদের দেখভাল করবেন।";
    DEMOTE_HINT = "They keep their account and their orders, and lose the admin pages at once."
        | "তাঁর অ্যাকাউন্ট ও অর্ডার থাকবে, আর অ্যাডমিনের পাতাগুলো সঙ্গে সঙ্গে বন্ধ হয়ে যাবে।";
    COL_ORDERED_QUANTITY = "Ordered Quantity" | "অর্ডারের পরিমাণ";
    COL_TOTAL_PRICE = "Total Price" | "মোট দাম";
    COL_USER_NAME = "User Name" | "ব্যবহারকারীর নাম";
    COL_USER_EMAIL = "User Email" | "ব্যবহারকারীর ইমেইল";
    COL_ADDRESS = "Address" | "ঠিকানা";
    COL_CONTACT = "Contact Number" | "যোগাযোগের নম্বর";
    COL_PAYMENT = "Payment" | "পেমেন্ট";
    COL_STATUS = "Status" | "অবস্থা";
    STEP_SHIP = "Ship" | "পাঠান";
    STEP_DELIVER = "Deliver" | "ডেলিভারি সম্পন্ন চিহ্নিত করুন";
    MANAGE_ORDERS_TITLE = "Manage The Orders" | "অর্ডারগুলো পরিচালনা করুন";
    ALL_ORDERS = "All orders" | "সব অর্ডার";
    NO_OPEN_ORDERS_DOT = "No open orders." | "কোনো চলমান অর্ডার নেই।";
    NO_ORDERS_YET_DOT = "No orders yet." | "এখনো কোনো অর্ডার নেই।";
    DATES = "Dates" | "তারিখ";
    PAID_BADGE = "Paid" | "পরিশোধিত";
    UNPAID_BADGE = "Unpaid" | "টাকা পরিশোধ হয়নি";
    MONEY_STEP_NAMED = "{step}: order {number} for {email}" | "{step}: অর্ডার {number}, ক্রেতা {email}";
    ADMIN_STEP_NAMED = "{step} order {number}: {title} for {email}"
        | "{step}: অর্ডার {number}, {title}, ক্রেতা {email}";
    SHIP_Q = "Ship order {number}?" | "অর্ডার {number} পাঠাবেন?";
    SHIP_PAID_MEANING = "The buyer sees it as Shipped, and it can no longer be cancelled."
        | "ক্রেতা এটিকে পাঠানো হয়েছে দেখবেন, আর এটি আর বাতিল করা যাবে না।";
    SHIP_COD_MEANING = "It is paid in cash on delivery: the courier collects {total}. The buyer sees it as Shipped, and it can no longer be cancelled."
        | "এটির টাকা ক্যাশ অন ডেলিভারিতে: কুরিয়ার {total} সংগ্রহ করবে। ক্রেতা এটিকে পাঠানো হয়েছে দেখবেন, আর এটি আর বাতিল করা যাবে না।";
    DELIVER_Q = "Mark order {number} delivered?"
        | "ডেলিভারি সম্পন্ন চিহ্নিত করবেন? অর্ডার {number}";
    DELIVER_MEANING = "Only once the buyer has the parcel: they can then review the tools."
        | "শুধু ক্রেতা পার্সেল হাতে পাওয়ার পর: তখন তিনি টুলগুলোর রিভিউ দিতে পারবেন।";
    CASH_Q = "Record the cash for order {number}?" | "নগদ টাকা প্রাপ্তি লিপিবদ্ধ করবেন? অর্ডার {number}";
    CASH_MEANING = "Only once the courier has handed over {total} collected from {name}. The order becomes Paid."
        | "শুধু কুরিয়ার {total} বুঝিয়ে দেওয়ার পর (সংগ্রহ করা হয়েছে যাঁর কাছ থেকে: {name})। অর্ডারটি পরিশোধিত হবে।";
    TRANSFER_Q = "Record the transfer for order {number}?"
        | "ট্রান্সফার প্রাপ্তি লিপিবদ্ধ করবেন? অর্ডার {number}";
    TRANSFER_MEANING = "Only once {total} with the reference {number} has reached the shop's account. The order becomes Paid and can ship."
        | "শুধু রেফারেন্স {number}সহ {total} দোকানের অ্যাকাউন্টে পৌঁছানোর পর। অর্ডারটি পরিশোধিত হবে এবং পাঠানো যাবে।";
    REFUND_Q = "Record the refund of order {number}?"
        | "টাকা ফেরত লিপিবদ্ধ করবেন? অর্ডার {number}";
    REFUND_MEANING = "Only once {total} has gone back to {name} outside the shop (by bank transfer or in cash). The order becomes Refunded."
        | "শুধু দোকানের বাইরে (ব্যাংক ট্রান্সফারে বা নগদে) {total} ফেরত দেওয়ার পর (যাঁকে: {name})। অর্ডারটি টাকা ফেরত দেওয়া হিসেবে চিহ্নিত হবে।";
    STEP_ORDER_LINE = "{title}, {count} pieces, to" | "{title}, {count} পিস, প্রাপক";
    PAYMENT_CHECKING_LABEL = "Payment being checked" | "পেমেন্ট যাচাই হচ্ছে";
    PAYMENT_HELD_LABEL = "Payment held for review" | "পেমেন্ট পর্যালোচনার জন্য আটকে আছে";
    STEP_CONFIRM = "Confirm" | "নিশ্চিত করুন";
    CONFIRMED_BY_SHOP = "Confirmed by phone" | "ফোনে নিশ্চিত";
    CONFIRMED_BY_BUYER = "Confirmed by the buyer's link" | "ক্রেতা লিংকে নিশ্চিত করেছেন";
    CONFIRM_Q = "Confirm order {number} with its buyer?" | "ক্রেতার সাথে অর্ডার নিশ্চিত করবেন? (অর্ডার {number})";
    CONFIRM_MEANING = "Only once you have spoken to the buyer, who will pay {total} in cash on delivery. Confirmed, the order waits for the courier; unconfirmed, it is cancelled like any unpaid order."
        | "শুধু ক্রেতার সাথে কথা বলার পর, যিনি ক্যাশ অন ডেলিভারিতে {total} দেবেন। নিশ্চিত করলে অর্ডারটি কুরিয়ারের অপেক্ষায় থাকবে; না করলে টাকা পরিশোধ না হওয়া অন্য যেকোনো অর্ডারের মতো বাতিল হবে।";
    ADMIN_CANCEL_Q = "Cancel order {number}?" | "অর্ডার বাতিল করবেন? (অর্ডার {number})";
    ADMIN_CANCEL_MEANING = "Its pieces go back on sale. A paid order is refunded the way it was paid (by hand for cash or a transfer), and its tax invoice is undone by a credit note. The buyer cannot undo it."
        | "এর পিসগুলো আবার বিক্রির জন্য ফিরবে। টাকা পরিশোধ হয়ে থাকলে যেভাবে এসেছিল সেভাবেই ফেরত যাবে (নগদ বা ট্রান্সফার হলে নিজে ফেরত দিতে হবে), আর চালানপত্রটি একটি ক্রেডিট নোটে বাতিল হবে। ক্রেতা এটি আর ফেরাতে পারবেন না।";
    HELD_ACCEPT = "Accept payment" | "পেমেন্ট গ্রহণ করুন";
    HELD_ACCEPT_Q = "Accept the held payment? (order {number})" | "আটকে থাকা পেমেন্ট গ্রহণ করবেন? (অর্ডার {number})";
    HELD_ACCEPT_MEANING = "{amount} came by {method}, and was held: {note}. Accepted, it pays the order: its tax invoice is issued and it can ship."
        | "{method} দিয়ে {amount} এসেছে, তবে আটকে রাখা হয়েছে: {note}। গ্রহণ করলে এটি দিয়েই অর্ডারের টাকা পরিশোধ হবে: চালানপত্র তৈরি হবে এবং অর্ডারটি পাঠানো যাবে।";
    HELD_REFUND = "Give back" | "টাকা ফেরত দিন";
    HELD_REFUND_Q = "Give the held payment back? (order {number})" | "আটকে থাকা পেমেন্টের টাকা ফেরত দেবেন? (অর্ডার {number})";
    HELD_REFUND_MEANING = "{amount} goes back to the buyer the way it came ({method}), asked of the provider once. The order stays unpaid."
        | "{amount} যেভাবে এসেছিল সেভাবেই ({method}) ক্রেতার কাছে ফেরত যাবে; সেবাদাতাকে একবারই অনুরোধ করা হবে। অর্ডারের টাকা পরিশোধ হয়নি হিসেবেই থাকবে।";
    HELD_REFUNDED = "Record refund by hand" | "হাতে ফেরত লিপিবদ্ধ করুন";
    HELD_REFUNDED_Q = "Record that the held payment was given back? (order {number})" | "আটকে থাকা পেমেন্ট ফেরত দেওয়া লিপিবদ্ধ করবেন? (অর্ডার {number})";
    HELD_REFUNDED_MEANING = "Only once {amount} has gone back to the buyer outside the shop (in the provider's panel, say)."
        | "শুধু দোকানের বাইরে (যেমন সেবাদাতার প্যানেলে) ক্রেতাকে {amount} ফেরত দেওয়ার পর।";
    VAT_RATE_FIELD = "VAT rate (%)" | "ভ্যাটের হার (%)";
    COL_VAT = "VAT" | "ভ্যাট";
    VAT_RATE_OF = "VAT rate of {tool}" | "ভ্যাটের হার: {tool}";
    VAT_RATE_HINT = "Prices include VAT. A new rate applies to orders placed from now on."
        | "দামে ভ্যাট ধরা আছে। নতুন হার এখন থেকে দেওয়া অর্ডারে প্রযোজ্য হবে।";
    SAVE_RATE = "Save rate" | "হার সংরক্ষণ করুন";
    COL_WEIGHT = "Weight" | "ওজন";
    WEIGHT_OF = "Weight of {tool}" | "ওজন: {tool}";
    WEIGHT_FIELD = "Weight of one piece, packed (grams)" | "প্যাকেটসহ এক পিসের ওজন (গ্রাম)";
    WEIGHT_HINT = "Couriers price and accept parcels by weight: a parcel weighs its pieces together."
        | "কুরিয়ার ওজন ধরে দাম নেয় ও পার্সেল নেয়: পার্সেলের ওজন তার সব পিসের মোট ওজন।";
    WEIGHT_GRAMS = "{grams} g" | "{grams} গ্রাম";
    SAVE_WEIGHT = "Save weight" | "ওজন সংরক্ষণ করুন";
    WEIGHT_SAVED = "Weight saved" | "ওজন সংরক্ষিত হয়েছে";
    WEIGHT_INVALID = "Weight is whole grams, from 1 to 50000." | "ওজন পূর্ণ গ্রামে, ১ থেকে ৫০০০০।";
    // A tool's part number and brand, as Manage Products checks them (in the wasm module).
    PART_NUMBER_INVALID = "A part number is 2 to 40 letters, digits and - . / _ without spaces, such as 6205-2RS."
        | "পার্ট নম্বর ২ থেকে ৪০টি অক্ষর, অঙ্ক ও - . / _, ফাঁকা ছাড়া, যেমন ৬২০৫-২RS।";
    BRAND_INVALID = "A brand is at most 60 characters."
        | "ব্র্যান্ডের নাম সর্বোচ্চ ৬০ অক্ষরের।";
    // A tool's value of one specification, as Manage Products checks it (in the wasm module).
    SPEC_NUMBER_INVALID = "A number, such as 24 or 0.5." | "একটি সংখ্যা, যেমন ২৪ বা ০.৫।";
    SPEC_NUMBER_OUT_OF_RANGE = "Outside the range this specification allows." | "এই স্পেসিফিকেশনের অনুমোদিত সীমার বাইরে।";
    SPEC_CHOICE_UNKNOWN = "One of the listed choices." | "তালিকার একটি বিকল্প বেছে নিন।";
    SPEC_FLAG_INVALID = "Yes or no." | "হ্যাঁ বা না।";
    SPEC_TEXT_TOO_LONG = "At most 60 characters." | "সর্বোচ্চ ৬০ অক্ষর।";
    VAT_RATE_SAVED = "VAT rate saved" | "ভ্যাটের হার সংরক্ষিত হয়েছে";
    DASH_SHOP_TEXTS = "Shop texts" | "দোকানের লেখা";
    DASH_COD = "Cash on delivery" | "ক্যাশ অন ডেলিভারি";
    DASH_DELIVERY_CHARGES = "Delivery charges" | "ডেলিভারি চার্জ";
    DASH_CATEGORIES = "Categories" | "বিভাগসমূহ";
    CATEGORIES_HINT = "The tree buyers browse, three levels deep at most. A tool is put in a category on Manage Products."
        | "ক্রেতারা যে গাছ ধরে খোঁজেন, সর্বোচ্চ তিন স্তর। পণ্য ব্যবস্থাপনা পাতায় টুলকে বিভাগে রাখা হয়।";
    CATEGORY_TREE = "The category tree" | "বিভাগের গাছ";
    ADD_CATEGORY = "Add a category" | "একটি বিভাগ যোগ করুন";
    EDIT_CATEGORY_NAMED = "Edit {name}" | "সম্পাদনা করুন: {name}";
    CATEGORY_NAME_FIELD = "Name in English" | "ইংরেজিতে নাম";
    CATEGORY_DESCRIPTION_FIELD = "Description (optional)" | "বিবরণ (ঐচ্ছিক)";
    CATEGORY_SLUG_FIELD = "Address (optional)" | "ঠিকানা (ঐচ্ছিক)";
    CATEGORY_SLUG_HINT = "The page is /category/ followed by this. Left empty, it is made from the English name."
        | "পাতাটি হবে /category/ এর পরে এটি। খালি রাখলে ইংরেজি নাম থেকে বানানো হবে।";
    CATEGORY_PARENT_FIELD = "Inside" | "যার ভেতরে";
    TOP_OF_TREE = "At the top" | "সবার ওপরে";
    SAVE_CATEGORY = "Save category" | "বিভাগ সংরক্ষণ করুন";
    // The owner's synonyms, on Dashboard → Categories.
    SYNONYMS_TITLE = "Words that mean the same" | "একই অর্থের শব্দ";
    SYNONYMS_HINT = "One pair per line, such as হাতুড়ি = hammer or allen key = hex key. A tool named with one side of a pair is found by the other."
        | "প্রতি লাইনে একটি জোড়া, যেমন হাতুড়ি = hammer বা allen key = hex key। জোড়ার এক দিকের নামের টুল অন্য দিক দিয়েও খুঁজে পাওয়া যায়।";
    SYNONYMS_FIELD = "Pairs of words" | "শব্দের জোড়া";
    SAVE_SYNONYMS = "Save words" | "শব্দ সংরক্ষণ করুন";
    SYNONYMS_SAVED = "Words saved: the catalogue is found by them now" | "শব্দ সংরক্ষিত হয়েছে: এখন থেকে এগুলো দিয়ে ক্যাটালগ খোঁজা যাবে";
    // A category's specifications, on Dashboard → Categories.
    COL_SPECS = "Specifications" | "স্পেসিফিকেশন";
    SPECS_OF = "Specifications: {name}" | "স্পেসিফিকেশন: {name}";
    SPECS_HINT = "What buyers narrow this category by, beside the specifications of the categories above it. A value a change no longer allows is removed from its tools."
        | "ওপরের বিভাগগুলোর স্পেসিফিকেশনের পাশাপাশি ক্রেতারা এগুলো দিয়ে এই বিভাগ ছেঁকে নেন। কোনো পরিবর্তনে যে মান আর চলে না, তা টুলগুলো থেকে মুছে যায়।";
    SPEC_NUMBERED = "Specification {number}" | "স্পেসিফিকেশন {number}";
    SPEC_KIND_FIELD = "Kind of value" | "মানের ধরন";
    SPEC_KIND_NUMBER = "A number" | "একটি সংখ্যা";
    SPEC_KIND_CHOICE = "A choice from a list" | "তালিকা থেকে একটি";
    SPEC_KIND_FLAG = "Yes or no" | "হ্যাঁ বা না";
    SPEC_KIND_TEXT = "Words" | "লেখা";
    SPEC_UNIT_FIELD = "Unit (optional, such as mm or V)" | "একক (ঐচ্ছিক, যেমন mm বা V)";
    SPEC_MIN_FIELD = "Lowest allowed (optional)" | "সর্বনিম্ন অনুমোদিত (ঐচ্ছিক)";
    SPEC_MAX_FIELD = "Highest allowed (optional)" | "সর্বোচ্চ অনুমোদিত (ঐচ্ছিক)";
    SPEC_CHOICES_FIELD = "Choices, one per line: English | Bangla" | "বিকল্পগুলো, প্রতি লাইনে একটি: ইংরেজি | বাংলা";
    ADD_SPEC = "Add a specification" | "একটি স্পেসিফিকেশন যোগ করুন";
    MOVE_UP = "Move up" | "ওপরে সরান";
    SAVE_SPECS = "Save specifications" | "স্পেসিফিকেশন সংরক্ষণ করুন";
    SPECS_SAVED = "Specifications saved" | "স্পেসিফিকেশন সংরক্ষিত হয়েছে";
    NO_SPECS = "None yet: its tools have only the specifications of the categories above it."
        | "এখনো নেই: এর টুলগুলোর শুধু ওপরের বিভাগগুলোর স্পেসিফিকেশন আছে।";
    CATEGORY_SAVED = "Category saved" | "বিভাগ সংরক্ষিত হয়েছে";
    CATEGORY_REMOVED = "Category removed" | "বিভাগ সরানো হয়েছে";
    REMOVE_CATEGORY_Q = "Remove the category {name}?" | "{name} বিভাগটি সরাবেন?";
    REMOVE_CATEGORY_HINT = "Only an empty category can be removed: move its tools and sub-categories first."
        | "শুধু খালি বিভাগ সরানো যায়: আগে এর টুল ও উপবিভাগ সরান।";
    COL_CATEGORY = "Category" | "বিভাগ";
    COL_TOOLS = "Tools" | "টুল";
    NO_CATEGORIES = "No categories yet. Add the first one above." | "এখনো কোনো বিভাগ নেই। ওপরে প্রথমটি যোগ করুন।";
    DETAILS_OF = "Part number, brand and category of {tool}" | "{tool}: পার্ট নম্বর, ব্র্যান্ড ও বিভাগ";
    DETAILS_HINT = "Buyers who type the part number in the search go straight to the tool."
        | "ক্রেতা খোঁজার ঘরে পার্ট নম্বর লিখলে সরাসরি টুলটিতে চলে যান।";
    PART_NUMBER_FIELD = "Part number" | "পার্ট নম্বর";
    BRAND_FIELD = "Brand (optional)" | "ব্র্যান্ড (ঐচ্ছিক)";
    NO_CATEGORY = "No category" | "কোনো বিভাগ নয়";
    SAVE_DETAILS = "Save details" | "তথ্য সংরক্ষণ করুন";
    TOOL_SPECS = "Specifications of its category" | "এর বিভাগের স্পেসিফিকেশন";
    TOOL_SPECS_HINT = "Buyers narrow a category by these. Leave a field empty when it does not apply."
        | "ক্রেতারা এগুলো দিয়ে বিভাগ ছেঁকে নেন। যা প্রযোজ্য নয় তা খালি রাখুন।";
    SPEC_RANGE_HINT = "From {min} to {max}" | "{min} থেকে {max}";
    SPEC_NOT_GIVEN = "Not given" | "দেওয়া নেই";
    DETAILS_SAVED = "Details saved" | "তথ্য সংরক্ষিত হয়েছে";
    HOME_FIGURES = "Home page figures" | "হোম পেজের সংখ্যা";
    HOME_FIGURES_HINT = "The three numbers on the home page, each with what it counts."
        | "হোম পেজের তিনটি সংখ্যা, প্রতিটি কী গোনে তা সহ।";
    FIGURE_N = "Figure {number}" | "সংখ্যা {number}";
    FIGURE_NUMBER_FIELD = "Number" | "সংখ্যা";
    FIGURE_LABEL_EN = "What it counts, in English" | "কী গোনে, ইংরেজিতে";
    FIGURE_LABEL_BN = "What it counts, in Bangla" | "কী গোনে, বাংলায়";
    SAVE_FIGURES = "Save figures" | "সংখ্যাগুলো সংরক্ষণ করুন";
    PAGE_IN_ENGLISH = "In English" | "ইংরেজিতে";
    PAGE_IN_BANGLA = "In Bangla" | "বাংলায়";
    PAGE_TEXT_HINT = "Plain text: a line starting with # is a heading, and a blank line starts a new paragraph."
        | "সাধারণ লেখা: # দিয়ে শুরু হওয়া লাইন শিরোনাম, আর ফাঁকা লাইনের পরে নতুন অনুচ্ছেদ।";
    SAVE_PAGE = "Save page" | "পাতাটি সংরক্ষণ করুন";
    SHOWING_SHOPS_OWN = "The shop's own text is shown until you save yours."
        | "আপনি নিজেরটি সংরক্ষণ না করা পর্যন্ত দোকানের নিজস্ব লেখা দেখানো হয়।";
    VIEW_PAGE = "View the page" | "পাতাটি দেখুন";
    BANGLA_TEXT_OF = "Bangla name and description of {tool}" | "বাংলা নাম ও বিবরণ: {tool}";
    NO_BANGLA_NAME = "No Bangla name yet" | "এখনো বাংলা নাম নেই";
    BANGLA_TEXT_HINT = "Orders already placed keep the names they were sold under. Leave a field empty to show the English one."
        | "আগে দেওয়া অর্ডারে বিক্রির সময়ের নামই থাকবে। ঘর খালি রাখলে ইংরেজিটি দেখানো হবে।";
    BANGLA_TEXT_SAVED = "Bangla name and description saved" | "বাংলা নাম ও বিবরণ সংরক্ষিত হয়েছে";
    OVERVIEW_TITLE = "The shop at a glance" | "এক নজরে দোকান";
    OV_TODAY = "Today" | "আজ";
    OV_THIS_MONTH = "This month" | "এই মাস";
    OV_ORDERS_COUNT = "Orders: {count}" | "অর্ডার: {count}টি";
    OV_REVENUE_BY_METHOD = "Revenue by payment method" | "পেমেন্ট পদ্ধতি অনুযায়ী আয়";
    OV_NO_REVENUE = "No money taken yet." | "এখনো কোনো টাকা আসেনি।";
    OV_UNRECORDED_METHOD = "Not recorded" | "লেখা নেই";
    OV_WAITING = "Orders waiting" | "অপেক্ষমাণ অর্ডার";
    OV_WAITING_PAYMENT = "Waiting for payment" | "টাকা পরিশোধ হয়নি";
    OV_WAITING_SHIP = "Waiting to ship" | "পাঠানোর অপেক্ষায়";
    OV_WAITING_CONFIRM = "Cash on delivery to confirm" | "নিশ্চিত হওয়ার অপেক্ষায় ক্যাশ অন ডেলিভারি";
    OV_COD_RETURNS = "Cash on delivery returned" | "ফেরত আসা ক্যাশ অন ডেলিভারি";
    OV_NO_COD_YET = "No cash-on-delivery order has shipped yet." | "এখনো কোনো ক্যাশ অন ডেলিভারি অর্ডার পাঠানো হয়নি।";
    COL_MONTH = "Month" | "মাস";
    COL_SHIPPED = "Shipped" | "পাঠানো";
    COL_RETURNED = "Returned" | "ফেরত";
    COL_SHARE = "Share" | "অনুপাত";
    OV_ON_THE_WAY = "On the way" | "পথে আছে";
    OV_CHART = "Revenue and orders per day" | "দিনপ্রতি আয় ও অর্ডার";
    OV_LAST_DAYS = "Last {count} days" | "শেষ {count} দিন";
    OV_CHART_PERIOD = "Period" | "সময়কাল";
    OV_CHART_NUMBERS = "The chart's numbers" | "চার্টের সংখ্যাগুলো";
    OV_CHART_LOADING = "Drawing the chart…" | "চার্ট আঁকা হচ্ছে…";
    OV_TOP_TOOLS = "Best sellers" | "সর্বাধিক বিক্রিত";
    OV_NO_SALES = "No tool has sold yet." | "এখনো কোনো টুল বিক্রি হয়নি।";
    OV_LOW_STOCK = "Low on stock (under {count} pieces)" | "মজুত কম ({count} পিসের নিচে)";
    OV_STOCK_FINE = "Every tool has enough stock." | "সব টুলের যথেষ্ট মজুত আছে।";
    OV_SEE_ORDERS = "See the orders" | "অর্ডারগুলো দেখুন";
    COL_DAY = "Day" | "দিন";
    COL_ORDERS = "Orders" | "অর্ডার";
    COL_REVENUE = "Revenue" | "আয়";
    COL_METHOD = "Payment method" | "পেমেন্ট পদ্ধতি";
    COL_TOOL = "Tool" | "টুল";
    COL_PIECES_SOLD = "Pieces sold" | "বিক্রিত পিস";
    COL_IN_STOCK = "In stock" | "মজুত";
    FILTER_ORDERS = "Filter the orders" | "অর্ডার বাছাই করুন";
    FILTER_PAYMENT = "Payment" | "পেমেন্ট";
    FILTER_DELIVERY = "Delivery" | "ডেলিভারি";
    FILTER_FROM = "Placed from" | "যেদিন থেকে";
    FILTER_TO = "Placed to" | "যেদিন পর্যন্ত";
    FILTER_BUYER = "Buyer (name, email or phone)" | "ক্রেতা (নাম, ইমেইল বা ফোন)";
    FILTER_ANY = "Any" | "যেকোনো";
    FILTER_APPLY = "Show" | "দেখান";
    CLEAR_FILTERS = "Clear filters" | "ফিল্টার মুছুন";
    PAYMENT_STATE_UNPAID = "Not paid" | "পরিশোধ হয়নি";
    PAYMENT_STATE_PAID = "Paid" | "পরিশোধিত";
    PAYMENT_STATE_REFUNDED = "Refunded" | "টাকা ফেরত দেওয়া";
    DELIVERY_STATE_TO_CONFIRM = "To confirm (cash on delivery)" | "নিশ্চিত করতে হবে (ক্যাশ অন ডেলিভারি)";
    DELIVERY_STATE_TO_SHIP = "To ship" | "পাঠাতে হবে";
    DELIVERY_STATE_ON_THE_WAY = "On the way" | "পথে আছে";
    DELIVERY_STATE_DELIVERED = "Delivered" | "ডেলিভারি হয়েছে";
    DELIVERY_STATE_CANCELLED = "Cancelled" | "বাতিল";
    ORDERS_MATCHING = "Orders that match: {count}" | "মিলে যাওয়া অর্ডার: {count}টি";
    NO_ORDERS_MATCH = "No orders match these filters." | "এই ফিল্টারে কোনো অর্ডার নেই।";
    EXPORT_ORDERS = "Export orders (CSV)" | "অর্ডার এক্সপোর্ট (CSV)";
    EXPORT_CUSTOMERS = "Export customers (CSV)" | "ক্রেতাদের তালিকা এক্সপোর্ট (CSV)";
    EXPORT_CATALOGUE = "Export the catalogue (CSV)" | "ক্যাটালগ এক্সপোর্ট করুন (CSV)";
    EXPORT_CATALOGUE_XLSX = "Export the catalogue (XLSX)" | "ক্যাটালগ এক্সপোর্ট করুন (XLSX)";
    IMPORT_CATALOGUE = "Import from a file" | "ফাইল থেকে ইমপোর্ট করুন";
    IMPORT_TITLE = "Import the catalogue" | "ক্যাটালগ ইমপোর্ট";
    IMPORT_HINT = "Send a CSV or XLSX file whose first row holds the export's headings. Each row is matched to its tool by part number; a part number the catalogue does not have adds a tool. Columns left out and empty cells keep what a tool has, so a file of part number and in stock is the stock take. The file is checked first, and nothing changes until you apply it."
        | "এমন একটি CSV বা XLSX ফাইল পাঠান যার প্রথম সারিতে এক্সপোর্টের শিরোনামগুলো আছে। প্রতিটি সারি পার্ট নম্বর দিয়ে তার টুলের সাথে মেলানো হয়; ক্যাটালগে নেই এমন পার্ট নম্বর একটি নতুন টুল যোগ করে। বাদ দেওয়া কলাম আর খালি ঘর টুলের আগের তথ্যই রাখে, তাই পার্ট নম্বর আর মজুতের একটি ফাইলই মজুত গণনা। ফাইলটি আগে যাচাই হয়, প্রয়োগ না করা পর্যন্ত কিছুই বদলায় না।";
    IMPORT_FILE = "Catalogue file (CSV or XLSX)" | "ক্যাটালগ ফাইল (CSV বা XLSX)";
    IMPORT_CHOOSE_FILE = "Choose a file to check." | "যাচাই করার জন্য একটি ফাইল বেছে নিন।";
    IMPORT_CHECK = "Check the file" | "ফাইল যাচাই করুন";
    IMPORT_APPLY = "Apply the changes" | "পরিবর্তনগুলো প্রয়োগ করুন";
    IMPORT_STAGE_CHECKING = "Checking {name}…" | "{name} যাচাই হচ্ছে…";
    IMPORT_STAGE_APPLYING = "Applying {name}…" | "{name} প্রয়োগ হচ্ছে…";
    IMPORT_STAGE_CHECKED = "{name} is checked." | "{name} যাচাই হয়েছে।";
    IMPORT_STAGE_APPLIED = "{name} is applied: the catalogue has its changes." | "{name} প্রয়োগ হয়েছে: ক্যাটালগে পরিবর্তনগুলো এসেছে।";
    IMPORT_ALREADY_APPLIED = "This file is already applied. To change the catalogue again, check a new file."
        | "এই ফাইলটি আগেই প্রয়োগ হয়েছে। ক্যাটালগ আবার বদলাতে নতুন একটি ফাইল যাচাই করুন।";
    IMPORT_BEING_APPLIED = "This file is being applied; wait for it to finish."
        | "এই ফাইলটি প্রয়োগ হচ্ছে; শেষ হওয়া পর্যন্ত অপেক্ষা করুন।";
    IMPORT_CHECK_AGAIN = "This file was not applied. Check it again to apply it."
        | "এই ফাইলটি প্রয়োগ হয়নি। প্রয়োগ করতে আবার যাচাই করুন।";
    IMPORT_STAGE_FAILED = "{name} was not applied; the catalogue is as it was." | "{name} প্রয়োগ হয়নি; ক্যাটালগ আগের মতোই আছে।";
    IMPORT_PROGRESS = "{done} of {rows} rows" | "{rows}টি সারির {done}টি";
    IMPORT_SUMMARY = "Tools to add: {created}. To change: {updated}. As they are: {unchanged}."
        | "যোগ হবে: {created}টি টুল। বদলাবে: {updated}টি। যেমন আছে: {unchanged}টি।";
    IMPORT_PROBLEMS = "Problems: {count}. Correct them in the file and check it again." | "সমস্যা: {count}টি। ফাইলে ঠিক করে আবার যাচাই করুন।";
    IMPORT_FIRST_SHOWN = "The first {count} are shown." | "প্রথম {count}টি দেখানো হলো।";
    IMPORT_CHANGES = "What changes" | "যা বদলাবে";
    IMPORT_NEW_TOOL = "a new tool" | "নতুন টুল";
    IMPORT_READY = "No problems: apply the file to make these changes." | "কোনো সমস্যা নেই: পরিবর্তনগুলো করতে ফাইলটি প্রয়োগ করুন।";
    IMPORT_NOTHING_TO_DO = "The file changes nothing." | "ফাইলটি কিছুই বদলায় না।";
    IMPORT_LEAVE_NOTE = "You may leave this page: the shop goes on, and this page shows where it stands when you come back."
        | "আপনি এই পাতা ছেড়ে যেতে পারেন: দোকান কাজ চালিয়ে যাবে, ফিরে এলে এই পাতা দেখাবে কাজ কোথায় আছে।";
    // The category tree's file (`shared::category_file`).
    IMPORT_HINT_CATEGORIES = "The category tree has a file of its own, as Categories exports it: a row for each category by its address (its parent, names, descriptions and picture), each followed by a row for each specification it asks for (key, name, kind, unit, lowest, highest, choices). A parent comes before its sub-categories. A category's specification rows are its whole list: one left out is removed, with the tools' values of it."
        | "বিভাগের গাছের নিজস্ব একটি ফাইল আছে, বিভাগ পাতা যেমন এক্সপোর্ট করে: প্রতিটি বিভাগের ঠিকানা দিয়ে একটি সারি (তার মূল বিভাগ, নাম, বর্ণনা ও ছবি), তার পরে সেই বিভাগের প্রতিটি স্পেসিফিকেশনের একটি করে সারি (কী, নাম, ধরন, একক, সর্বনিম্ন, সর্বোচ্চ, বিকল্প)। মূল বিভাগ তার উপবিভাগের আগে আসবে। একটি বিভাগের স্পেসিফিকেশনের সারিগুলোই তার পুরো তালিকা: বাদ পড়া স্পেসিফিকেশন মুছে যাবে, টুলগুলোতে তার মানসহ।";
    IMPORT_SUMMARY_CATEGORIES = "Categories and specifications to add: {created}. To change: {updated}. As they are: {unchanged}."
        | "যোগ হবে: {created}টি বিভাগ ও স্পেসিফিকেশন। বদলাবে: {updated}টি। যেমন আছে: {unchanged}টি।";
    IMPORT_NEW_ENTRY = "new" | "নতুন";
    IMPORT_REMOVED = "removed, with the tools' values of it" | "মুছে যাবে, টুলগুলোতে এর মানসহ";
    IMPORT_NO_CATEGORY_COLUMN = "The first row needs a “{heading}” column: each row is matched to its category by it."
        | "প্রথম সারিতে “{heading}” কলাম লাগবে: এটি দিয়েই প্রতিটি সারি তার বিভাগের সাথে মেলানো হয়।";
    IMPORT_CATEGORY_MISSING = "Each row needs the address of its category." | "প্রতিটি সারিতে তার বিভাগের ঠিকানা লাগবে।";
    IMPORT_CATEGORY_TWICE = "This category is on row {row} too." | "এই বিভাগটি {row} নম্বর সারিতেও আছে।";
    IMPORT_SPEC_TWICE = "This specification is on row {row} too." | "এই স্পেসিফিকেশনটি {row} নম্বর সারিতেও আছে।";
    IMPORT_KIND_INVALID = "The kind is one of number, choice, yes/no or text." | "ধরন হবে এগুলোর একটি: number, choice, yes/no বা text।";
    IMPORT_CHOICE_UNKNOWN = "“{value}” is not one of this specification's choices." | "“{value}” এই স্পেসিফিকেশনের কোনো বিকল্প নয়।";
    EXPORT_CATEGORIES = "Export the tree (CSV)" | "বিভাগের গাছ এক্সপোর্ট করুন (CSV)";
    EXPORT_CATEGORIES_XLSX = "Export the tree (XLSX)" | "বিভাগের গাছ এক্সপোর্ট করুন (XLSX)";
    COL_ROW = "Row" | "সারি";
    COL_COLUMN = "Column" | "কলাম";
    COL_PROBLEM = "Problem" | "সমস্যা";
    COL_PART = "Part number" | "পার্ট নম্বর";
    COL_CHANGES = "Changes" | "পরিবর্তন";
    OUTBOX_TITLE = "Mail the shop sent" | "দোকানের পাঠানো মেইল";
    OUTBOX_HINT = "Without a mail server the shop keeps its mail here: open a message to copy a new buyer's verification link."
        | "মেইল সার্ভার না থাকলে দোকান তার মেইল এখানে রাখে: নতুন ক্রেতার যাচাইয়ের লিংক কপি করতে মেইলটি খুলুন।";
    COL_TO = "To" | "প্রাপক";
    COL_SUBJECT = "Subject" | "বিষয়";
    COL_WHEN = "When" | "কখন";
    MAIL_SENT = "Sent" | "পাঠানো হয়েছে";
    MAIL_KEPT = "Kept (no mail server)" | "রাখা হয়েছে (মেইল সার্ভার নেই)";
    MAIL_FAILED = "Not delivered" | "পৌঁছায়নি";
    MAIL_RESEND = "Send again" | "আবার পাঠান";
    MAIL_READ = "Read the mail" | "মেইলটি পড়ুন";
    MAIL_COPY_OF = "A copy of mail no. {id}" | "{id} নম্বর মেইলের কপি";
    MAIL_ATTACHED = "Attached: {file}" | "সংযুক্ত: {file}";
    INBOX_TITLE = "Messages from visitors" | "দর্শনার্থীদের বার্তা";
    INBOX_HINT = "What people wrote through the contact form. An answer goes to their address by mail."
        | "যোগাযোগ ফর্মে যা লেখা হয়েছে। উত্তর তাঁদের ঠিকানায় ইমেইলে যায়।";
    NO_MESSAGES_YET = "No messages yet." | "এখনো কোনো বার্তা নেই।";
    NO_ARCHIVED_MESSAGES = "No messages put away." | "সরিয়ে রাখা কোনো বার্তা নেই।";
    SHOW_ARCHIVED = "Show messages put away" | "সরিয়ে রাখা বার্তা দেখান";
    COL_FROM = "From" | "প্রেরক";
    COL_MESSAGE = "Message" | "বার্তা";
    MESSAGE_NEW = "New" | "নতুন";
    MESSAGE_READ = "Read" | "পড়া হয়েছে";
    MESSAGE_ANSWERED = "Answered" | "উত্তর দেওয়া হয়েছে";
    YOUR_ANSWER = "Your answer" | "আপনার উত্তর";
    ANSWER_BY_MAIL = "Answer by mail" | "ইমেইলে উত্তর দিন";
    ANSWER_TO = "Answer {email}" | "উত্তর দিন: {email}";
    SEND_ANSWER = "Send the answer" | "উত্তর পাঠান";
    MARK_READ = "Mark as read" | "পড়া হয়েছে চিহ্নিত করুন";
    MARK_UNREAD = "Mark as unread" | "না-পড়া চিহ্নিত করুন";
    ARCHIVE = "Put away" | "সরিয়ে রাখুন";
    UNARCHIVE = "Back to the inbox" | "ইনবক্সে ফেরত আনুন";
    NO_MAIL_YET = "The shop has sent no mail yet." | "দোকান এখনো কোনো মেইল পাঠায়নি।";
    TEXTS_TITLE = "Text messages the shop sent" | "দোকানের পাঠানো এসএমএস";
    TEXTS_HINT = "Every text to a buyer, the SMS it was billed as and what it cost. Without an SMS gateway the shop keeps them here."
        | "ক্রেতাকে পাঠানো প্রতিটি এসএমএস, কয়টি এসএমএস হিসেবে বিল হয়েছে ও খরচ কত। এসএমএস গেটওয়ে না থাকলে দোকান এগুলো এখানে রাখে।";
    COL_TEXT = "Text" | "লেখা";
    TEXT_QUEUED = "Waiting to be sent" | "পাঠানোর অপেক্ষায়";
    TEXT_SENT = "Sent by {gateway}" | "পাঠিয়েছে: {gateway}";
    TEXT_KEPT = "Kept (no SMS gateway)" | "রাখা হয়েছে (এসএমএস গেটওয়ে নেই)";
    TEXT_FAILED = "Not sent" | "পাঠানো যায়নি";
    TEXT_PARTS_COST = "{parts} SMS, {cost}" | "{parts}টি এসএমএস, {cost}";
    TEXT_TRIES = "Tries: {count}" | "চেষ্টা: {count}";
    TEXT_DELIVERY_WAITING = "Waiting for the delivery report" | "ডেলিভারি রিপোর্টের অপেক্ষায়";
    TEXT_DELIVERED = "Delivered to the phone" | "ফোনে পৌঁছেছে";
    TEXT_UNDELIVERED = "Not delivered: {why}" | "পৌঁছায়নি: {why}";
    TEXT_DELIVERY_UNKNOWN = "No delivery report came" | "ডেলিভারি রিপোর্ট আসেনি";
    NO_TEXTS_YET = "The shop has sent no text messages yet." | "দোকান এখনো কোনো এসএমএস পাঠায়নি।";
    /// The two card methods share "Card"; Manage Orders' filter tells them apart.
    METHOD_CARD_TEST = "Card (test)" | "কার্ড (পরীক্ষা)";
    METHOD_CARD_STRIPE = "Card (Stripe)" | "কার্ড (Stripe)";

    // Booking couriers, from Manage Orders.
    COURIER_ADDRESS_TOO_LONG = "This address is longer than the courier takes. Ask the buyer to shorten it, or choose another courier."
        | "এই ঠিকানা কুরিয়ারের সীমার চেয়ে লম্বা। ক্রেতাকে ছোট করতে বলুন, অথবা অন্য কুরিয়ার বেছে নিন।";
    COURIER_TOO_HEAVY = "This parcel is heavier than the courier takes. Choose another courier."
        | "এই পার্সেল কুরিয়ারের সীমার চেয়ে ভারী। অন্য কুরিয়ার বেছে নিন।";
    COURIER_NOT_SET_UP = "This courier is not set up for the shop." | "এই কুরিয়ার দোকানের জন্য চালু করা নেই।";
    COURIER_REFUSED = "{courier} refused the booking: {reason}" | "{courier} বুকিং নেয়নি: {reason}";
    COURIER_NO_ANSWER = "{courier} did not answer. Try again: the order is never booked twice."
        | "{courier} উত্তর দেয়নি। আবার চেষ্টা করুন: একই অর্ডার দুবার বুক হবে না।";
    COURIER_UNCONFIRMED = "{courier} never answered this order's first booking. Look for {order} in {courier}'s panel; if it is not there, drop the booking and book again."
        | "এই অর্ডারের প্রথম বুকিংয়ে {courier} উত্তর দেয়নি। কুরিয়ারের প্যানেলে {order} খুঁজুন; না থাকলে বুকিংটি বাদ দিয়ে আবার বুক করুন।";
    PARCEL_ALREADY_BOOKED = "This order is booked with a courier already." | "এই অর্ডার আগেই কুরিয়ারে বুক করা হয়েছে।";
    PARCEL_NOT_READY = "Only an order that is paid, or to be paid in cash on delivery, and has not shipped can be booked."
        | "শুধু পরিশোধিত বা ক্যাশ অন ডেলিভারির, এখনো না-পাঠানো অর্ডার বুক করা যায়।";
    PARCEL_BOOKED_TOAST = "Booked with {courier}" | "কুরিয়ারে বুক করা হয়েছে: {courier}";
    PARCELS_BOOKED = "{booked} of {total} orders booked" | "{total}টির মধ্যে {booked}টি অর্ডার বুক হয়েছে";
    PARCELS_HOW_MANY = "Choose between 1 and {most} orders to book." | "বুক করতে ১ থেকে {most}টি অর্ডার বেছে নিন।";
    ORDERS_SELECTED = "{count} orders selected" | "{count}টি অর্ডার বাছাই করা হয়েছে";
    SELECT_ORDER = "Select order {number}" | "{number} অর্ডারটি বাছাই করুন";
    // Cash on delivery, reconciled.
    COD_PAGE_TITLE = "Cash on delivery" | "ক্যাশ অন ডেলিভারি";
    COD_HINT = "What each courier collected for the shop, kept as its charge and still owes, parcel by parcel."
        | "প্রতিটি কুরিয়ার দোকানের হয়ে কত আদায় করেছে, চার্জ হিসেবে কত রেখেছে আর এখনো কত পাওনা, পার্সেল ধরে।";
    COD_OWED_BY = "Owed by the couriers" | "কুরিয়ারদের কাছে পাওনা";
    COD_PARCELS = "Parcels to follow" | "যেসব পার্সেলের হিসাব বাকি";
    COD_NOTHING_OWED = "No courier owes the shop anything." | "কোনো কুরিয়ারের কাছে দোকানের কিছু পাওনা নেই।";
    COL_COURIER = "Courier" | "কুরিয়ার";
    COL_PARCELS = "Parcels" | "পার্সেল";
    COL_COLLECTED = "Collected" | "আদায়";
    COL_CHARGES = "Charges" | "চার্জ";
    COL_OWED = "Owed" | "পাওনা";
    COL_ASKED = "To collect" | "আদায়যোগ্য";
    COL_PAID_OUT = "Paid out" | "পরিশোধিত";
    COL_CONSIGNMENT = "Consignment" | "কনসাইনমেন্ট";
    COL_FLAGS = "Check" | "যাচাই";
    COD_FLAG_SHORT = "Collected less than asked" | "চাওয়ার চেয়ে কম আদায়";
    COD_FLAG_OVER = "Collected more than asked" | "চাওয়ার চেয়ে বেশি আদায়";
    COD_FLAG_PAYOUT = "Paid out other than collected less charge" | "আদায় থেকে চার্জ বাদে যা হয়, পরিশোধ তার চেয়ে ভিন্ন";
    EXPORT_OWED = "Export what is owed (CSV)" | "পাওনার হিসাব এক্সপোর্ট করুন (CSV)";
    IMPORT_PAYOUT = "Record a payout" | "পরিশোধ লিপিবদ্ধ করুন";
    PAYOUT_REFERENCE = "The payout's reference (from the courier's statement)" | "পরিশোধের রেফারেন্স (কুরিয়ারের স্টেটমেন্ট থেকে)";
    PAYOUT_SHEET = "The courier's payout sheet (CSV)" | "কুরিয়ারের পরিশোধের শিট (CSV)";
    PAYOUT_SHEET_HINT = "A header row naming the parcel (consignment id, tracking id or invoice) and what was paid for it (payout, paid or amount); collected and charge columns are read when present."
        | "প্রথম সারিতে পার্সেলের কলাম (consignment id, tracking id বা invoice) আর পরিশোধের কলাম (payout, paid বা amount); collected ও charge কলাম থাকলে সেগুলোও পড়া হয়।";
    FETCH_STEADFAST_PAYMENTS = "Fetch Steadfast's payments" | "স্টেডফাস্টের পরিশোধ আনুন";
    PAYOUT_RECORDED = "Parcels paid out: {matched}. Lines naming no parcel of the shop's: {unknown}." | "পরিশোধ লিপিবদ্ধ হওয়া পার্সেল: {matched}টি। দোকানের কোনো পার্সেল নেই এমন লাইন: {unknown}টি।";
    PAYOUT_SHEET_EMPTY = "The sheet is empty." | "শিটটি খালি।";
    PAYOUT_SHEET_COLUMNS = "The sheet's first row must name the parcel column and the paid column." | "শিটের প্রথম সারিতে পার্সেল ও পরিশোধের কলামের নাম থাকতে হবে।";
    PAYOUT_SHEET_LINE = "Line {line} of the sheet lacks a parcel or an amount that reads." | "শিটের {line} নম্বর লাইনে পার্সেল বা পড়ার মতো অঙ্ক নেই।";
    PAYOUT_SHEET_TOO_LONG = "A sheet may hold at most {most} lines." | "একটি শিটে সর্বোচ্চ {most}টি লাইন থাকতে পারে।";
    PAYOUT_REFERENCE_REQUIRED = "Give the payout's reference." | "পরিশোধের রেফারেন্স দিন।";

    // The shipping label (A6), in the buyer's language.
    LABEL_ORDER = "Order {number}" | "অর্ডার {number}";
    LABEL_CONSIGNMENT = "Consignment {id}" | "কনসাইনমেন্ট {id}";
    LABEL_TO = "Deliver to" | "প্রাপক";
    LABEL_FROM = "From" | "প্রেরক";
    LABEL_COLLECT = "Collect in cash: {amount}" | "নগদ আদায় করুন: {amount}";
    LABEL_PAID = "Paid. Collect nothing." | "পরিশোধিত। কিছু আদায় করবেন না।";
    LABEL_CONTENTS = "{pieces} pieces, {grams} g" | "{pieces}টি, {grams} গ্রাম";
    PRINT_LABEL = "Print the label" | "লেবেল প্রিন্ট করুন";
    PRINT_LABELS = "Print the labels of the selected orders" | "বাছাই করা অর্ডারের লেবেল প্রিন্ট করুন";
    LABELS_HOW_MANY = "Choose between 1 and {most} orders to print." | "প্রিন্ট করতে ১ থেকে {most}টি অর্ডার বেছে নিন।";
    NO_PARCEL_YET = "This order is not booked with a courier yet." | "এই অর্ডার এখনো কুরিয়ারে বুক করা হয়নি।";
    COURIER_DEFAULTS = "Default courier per district" | "জেলাভিত্তিক ডিফল্ট কুরিয়ার";
    COURIER_DEFAULTS_HINT = "Each order is offered its district's courier; a district not listed, the first courier the shop is set up for."
        | "প্রতিটি অর্ডারে তার জেলার কুরিয়ার আগে থেকে বাছাই থাকে; তালিকায় না থাকা জেলায় দোকানের প্রথম চালু কুরিয়ার।";
    ADD_DISTRICT = "Add a district" | "জেলা যোগ করুন";
    REMOVE_DISTRICT = "Remove {district}" | "বাদ দিন: {district}";
    SAVE_DEFAULTS = "Save the defaults" | "ডিফল্ট সংরক্ষণ করুন";
    DEFAULTS_SAVED = "Defaults saved" | "ডিফল্ট সংরক্ষিত হয়েছে";
    DELIVERY_CHARGES = "Delivery charges" | "ডেলিভারি চার্জ";
    DELIVERY_CHARGES_HINT = "What the buyer pays for delivery, VAT included: an amount up to 1 kg and one for each further kg or part, inside Dhaka, outside Dhaka, and for any district priced apart."
        | "ক্রেতা ডেলিভারির জন্য যা দেন, ভ্যাটসহ: ১ কেজি পর্যন্ত একটি অঙ্ক আর প্রতি অতিরিক্ত কেজি বা তার অংশের জন্য একটি, ঢাকার ভেতরে, ঢাকার বাইরে এবং আলাদা দামের জেলায়।";
    CHARGE_FOR_DELIVERY = "Charge buyers for delivery" | "ক্রেতার কাছ থেকে ডেলিভারি চার্জ নিন";
    INSIDE_DHAKA = "Inside Dhaka" | "ঢাকার ভেতরে";
    OUTSIDE_DHAKA = "Outside Dhaka" | "ঢাকার বাইরে";
    FIRST_KG_TK = "Up to 1 kg (Tk)" | "১ কেজি পর্যন্ত (টাকা)";
    EXTRA_KG_TK = "Each further kg (Tk)" | "প্রতি অতিরিক্ত কেজি (টাকা)";
    DELIVERY_VAT_RATE = "VAT rate on delivery (%)" | "ডেলিভারির মূসক হার (%)";
    DISTRICT_RATES = "Districts priced apart" | "আলাদা দামের জেলা";
    SAVE_CHARGES = "Save the charges" | "চার্জ সংরক্ষণ করুন";
    CHARGES_SAVED = "Delivery charges saved" | "ডেলিভারি চার্জ সংরক্ষিত হয়েছে";
    DELIVERY_RATE_INVALID = "Each charge is an amount in taka from 0 to 10000."
        | "প্রতিটি চার্জ টাকার অঙ্ক, ০ থেকে ১০০০০।";
    BOOK_COURIER = "Book a courier" | "কুরিয়ার বুক করুন";
    BOOK_SELECTED = "Book the selected orders" | "বাছাই করা অর্ডার বুক করুন";
    CHOOSE_COURIER = "Courier" | "কুরিয়ার";
    DROP_BOOKING = "Drop the booking" | "বুকিং বাদ দিন";
    PARCEL_NOT_DROPPABLE = "Only a booking the courier never confirmed or cancelled, or the shop's own delivery before it leaves, can be dropped."
        | "শুধু কুরিয়ারের অনিশ্চিত বা বাতিল করা বুকিং, অথবা রওনা হওয়ার আগে দোকানের নিজস্ব ডেলিভারি বাদ দেওয়া যায়।";
    BOOKING_DROPPED = "Booking dropped" | "বুকিং বাদ দেওয়া হয়েছে";
    RETURN_ARRIVED = "The return arrived" | "ফেরত পার্সেল এসেছে";
    RETURN_RESTOCKED = "The returned tools are back in stock" | "ফেরত আসা টুলগুলো মজুতে ফিরেছে";
    RETURN_NOT_RETURNED = "Only a parcel the courier returned can be taken back." | "শুধু কুরিয়ারের ফেরত দেওয়া পার্সেল ফিরিয়ে নেওয়া যায়।";
}

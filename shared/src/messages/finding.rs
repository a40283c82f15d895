//! The words of finding a part: the category tree, a category's page with its filters, and a
//! tool's particulars. A catalogue of their own (`ui/src/generated/catalogue/finding-*.json`),
//! loaded when such a screen opens, so the first visit's scripts stay within their budget.

use super::{Entry, Key};

messages! {
    /// The category pages' and filters' words, by name.
    FINDING_PAGES:

    CATEGORIES_TITLE = "Categories" | "বিভাগসমূহ";
    CATEGORY_TOOL_COUNT = "{count} tools" | "{count}টি টুল";
    CATEGORY_EMPTY = "No tools in this category yet." | "এই বিভাগে এখনো কোনো টুল নেই।";
    CATEGORY_MISSING = "This category is not in the catalogue" | "এই বিভাগটি ক্যাটালগে নেই";
    BREADCRUMB = "Where this is in the catalogue" | "ক্যাটালগে এর অবস্থান";
    PART_NUMBER = "Part number" | "পার্ট নম্বর";
    BRAND = "Brand" | "ব্র্যান্ড";
    FILTERS = "Filters" | "ফিল্টার";
    IN_STOCK_ONLY = "In stock only" | "শুধু মজুত আছে এমন";
    AVAILABILITY = "Availability" | "প্রাপ্যতা";
    PRICE_TK = "Price (Tk)" | "দাম (টাকা)";
    LOWEST_PRICE = "Lowest" | "সর্বনিম্ন";
    HIGHEST_PRICE = "Highest" | "সর্বোচ্চ";
    APPLY = "Apply" | "প্রয়োগ করুন";
    CLEAR_ALL_FILTERS = "Clear all filters" | "সব ফিল্টার মুছুন";
    SPECIFICATIONS = "Specifications" | "স্পেসিফিকেশন";
    NOTHING_WITH_FILTERS = "No tools match these filters. Clear one to see more."
        | "এই ফিল্টারগুলোর সাথে কোনো টুল মেলেনি। আরও দেখতে একটি ফিল্টার মুছুন।";
}

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
}

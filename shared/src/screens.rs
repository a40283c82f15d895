//! Every screen of the UI, by the path the browser shows: the one route table. The UI's router
//! (`ui/src/app/router.tsx`) draws each from the generated `ui/src/generated/screens.ts`, and a
//! Vitest test holds its routes to this list; the server answers these paths with the UI and
//! any other with the UI's "not found" page and a 404 (`api/src/web`); the Chromium tests visit
//! each.
//!
//! A path is written as React Router writes it: `:id` is one segment, `:id?` one or none.

/// A screen: its name in the UI's code and its path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Screen {
    pub name: &'static str,
    pub path: &'static str,
}

const fn screen(name: &'static str, path: &'static str) -> Screen {
    Screen { name, path }
}

/// An order's own page: its number, lines, delivery, status and what happens next. The
/// buyer lands here after placing it, and every mail about it links here.
pub const ORDER_PAGE: Screen = screen("order", "/dashboard/orders/:id");
/// Where the buyer reviews what was delivered.
pub const ADD_REVIEW: Screen = screen("addReview", "/dashboard/add-review");
/// The messages visitors sent through the contact form.
pub const INBOX: Screen = screen("inbox", "/dashboard/inbox");
/// The buyer's company: its details, its members and the invitations it sent or they got.
/// Every invitation links here.
pub const COMPANY: Screen = screen("company", "/dashboard/company");
/// Every order, for the admins.
pub const MANAGE_ORDERS: Screen = screen("manageOrders", "/dashboard/manage-orders");

pub const SCREENS: &[Screen] = &[
    screen("home", "/"),
    screen("products", "/all-products"),
    screen("blogs", "/blogs"),
    screen("portfolio", "/portfolio"),
    screen("contact", "/contact"),
    // The owner's terms and privacy policy, linked from sign-up's terms box and the footer.
    screen("terms", "/terms"),
    screen("login", "/login"),
    screen("signUp", "/sign-up"),
    screen("verifyEmail", "/verify-email"),
    screen("resetPassword", "/reset-password"),
    screen("cart", "/cart"),
    screen("tool", "/tool/:id"),
    // The category tree, and one category's tools with its sub-categories.
    screen("categories", "/categories"),
    screen("category", "/category/:slug"),
    screen("payment", "/payment/:id?"),
    screen("confirmPurchase", "/confirm-purchase/:id"),
    screen("editProfile", "/edit-profile"),
    // Named in the old site's navigation without a screen: it opens the catalogue.
    screen("inventory", "/inventory"),
    screen("dashboard", "/dashboard"),
    screen("myOrders", "/dashboard/my-orders"),
    ORDER_PAGE,
    ADD_REVIEW,
    screen("myProfile", "/dashboard/my-profile"),
    COMPANY,
    MANAGE_ORDERS,
    screen("addProduct", "/dashboard/add-product"),
    screen("makeAdmin", "/dashboard/make-admin"),
    screen("manageProduct", "/dashboard/manage-product"),
    // The catalogue's bulk import, from Manage Products.
    screen("importCatalogue", "/dashboard/import-catalogue"),
    screen("outbox", "/dashboard/outbox"),
    INBOX,
    // The owner's texts: the terms, the privacy policy and the home page's figures.
    screen("shopTexts", "/dashboard/shop-texts"),
    // Cash on delivery, reconciled with the couriers.
    screen("cod", "/dashboard/cash-on-delivery"),
    // What buyers pay for delivery.
    screen("deliveryCharges", "/dashboard/delivery-charges"),
    // The category tree, as the owner builds it.
    screen("manageCategories", "/dashboard/categories"),
    // The link texted to a cash-on-delivery order's buyer, to confirm it.
    screen("confirmCod", "/c/:code"),
];

impl Screen {
    /// The path of this screen for one thing: `:id` filled with `id`.
    pub fn of(&self, id: i64) -> String {
        self.path.replace(":id", &id.to_string())
    }

    /// Whether the browser's `path` (a trailing slash aside) shows this screen.
    pub fn shows(&self, path: &str) -> bool {
        let trimmed = path.trim_end_matches('/');
        let mut given = trimmed.split('/').skip(1).filter(|_| !trimmed.is_empty());
        let pattern = self.path.trim_end_matches('/');
        let mut wanted = pattern.split('/').skip(1).filter(|_| !pattern.is_empty());
        loop {
            match (wanted.next(), given.next()) {
                (None, None) => return true,
                (Some(want), None) => return want.ends_with('?') && wanted.next().is_none(),
                (None, Some(_)) => return false,
                (Some(want), Some(have)) => {
                    let fits = match want.strip_prefix(':') {
                        Some(_) => !have.is_empty(),
                        None => want == have,
                    };
                    if !fits {
                        return false;
                    }
                }
            }
        }
    }
}

/// The screen the browser's `path` shows, if any.
pub fn screen_at(path: &str) -> Option<&'static Screen> {
    SCREENS.iter().find(|screen| screen.shows(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_find_their_screens_and_nothing_else() {
        for (path, name) in [
            ("/", Some("home")),
            ("", Some("home")),
            ("/all-products", Some("products")),
            ("/all-products/", Some("products")),
            ("/tool/12", Some("tool")),
            ("/tool", None),
            ("/tool/12/extra", None),
            ("/payment", Some("payment")),
            ("/payment/7", Some("payment")),
            ("/payment/7/8", None),
            ("/confirm-purchase/3", Some("confirmPurchase")),
            ("/confirm-purchase", None),
            ("/dashboard", Some("dashboard")),
            ("/dashboard/outbox", Some("outbox")),
            ("/dashboard/x", None),
            ("/nope", None),
            ("/all-products/x", None),
        ] {
            assert_eq!(screen_at(path).map(|screen| screen.name), name, "{path}");
        }
    }

    #[test]
    fn names_and_paths_are_each_used_once() {
        for (index, screen) in SCREENS.iter().enumerate() {
            for other in &SCREENS[index + 1..] {
                assert_ne!(screen.name, other.name);
                assert_ne!(screen.path, other.path);
            }
        }
    }
}

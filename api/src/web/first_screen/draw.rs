//! The first screen of `/` and `/all-products` drawn on the server, so the cards and their
//! leading picture paint from the HTML alone instead of after the scripts, the wasm module and
//! a render in a row.
//!
//! The markup is the React components' own, element for element and class for class, so the
//! UI's first render (which replaces it, `ui/src/main.tsx`) moves nothing:
//! [`navbar`] is `ui/src/app/layout/navbar.tsx` for a visitor, [`card`] is
//! `ui/src/components/tool-card.tsx`, and the screens are `home-page.tsx` and
//! `products-page.tsx` down to their cards. `ui/e2e/first-screen.test.mjs` holds the two to
//! each other: the same words in the same boxes before and after the scripts run. Words and
//! numbers come from `shared`, as the browser's do (the catalogue and the wasm formatters).
//!
//! Only what a visitor's first screen shows is drawn: the parts that depend on who is signed
//! in (the cart's count, the account's links) and everything below the cards come with the
//! scripts.

use shared::language::write_digits;
use shared::messages::{self, Key};
use shared::{Digits, Lang, Text, Tool, checks};
use std::fmt::Write;

/// Who the page is drawn for: their language and the digits they read numbers in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reader {
    pub lang: Lang,
    pub digits: Digits,
}

impl Reader {
    fn say(self, key: Key) -> String {
        Text::new(key).render_with(self.lang, self.digits)
    }

    fn said(self, text: Text) -> String {
        text.render_with(self.lang, self.digits)
    }

    fn count(self, count: u32) -> String {
        write_digits(&count.to_string(), self.digits)
    }
}

/// How many cards lead a grid, their pictures loaded at once: `LEADING_CARDS` of `tool-card.tsx`.
const LEADING_CARDS: usize = 4;
/// The cards' `sizes`, as `tool-card.tsx` gives them.
pub const CARD_PICTURE_SIZES: &str = "(max-width: 600px) calc(100vw - 2rem), 380px";

/// The home page's first screen: the hero and the newest tools.
pub fn home(tools: &[Tool], reader: Reader) -> String {
    let mut html = String::new();
    html.push_str("<section class=\"hero\"><div class=\"container hero__inner\">");
    let _ = write!(
        html,
        "<p class=\"hero__eyebrow\">{}</p><h1>{}</h1><p class=\"hero__lead\">{}</p>\
         <button type=\"button\" class=\"button button--large\">{}</button></div></section>",
        text(&reader.say(messages::HERO_EYEBROW)),
        text(&reader.say(messages::HERO_TITLE)),
        text(&reader.say(messages::HERO_LEAD)),
        text(&reader.say(messages::EXPLORE)),
    );
    let _ = write!(
        html,
        "<section id=\"products\" class=\"section container\" aria-labelledby=\"products-title\">\
         <h2 id=\"products-title\" tabindex=\"-1\" class=\"section-title\">{}</h2>{}",
        text(&reader.say(messages::OUR_PRODUCTS)),
        grid(tools, Heading::H3, reader),
    );
    if tools.is_empty() {
        let _ = write!(
            html,
            "<p class=\"muted\">{}</p>",
            text(&reader.say(messages::NO_TOOLS_YET))
        );
    }
    let _ = write!(
        html,
        "<p class=\"center\"><a class=\"button button--outline\" href=\"/all-products\">{}</a></p></section>",
        text(&reader.say(messages::SEE_ALL_TOOLS)),
    );
    page("/", &html, reader)
}

/// All Products' first screen: its heading, the search box and the first page of tools.
pub fn all_products(tools: &[Tool], total: u32, reader: Reader) -> String {
    let mut html = String::new();
    let _ = write!(
        html,
        "<section class=\"container section\"><header class=\"page-header\"><div><h1>{}</h1>\
         <p class=\"muted\">{}</p></div><div class=\"field search\"><label for=\"tool-search\">{}</label>\
         <input id=\"tool-search\" type=\"search\" placeholder=\"{}\" value=\"\"></div></header>\
         <p class=\"sr-only\" role=\"status\">{}</p>",
        text(&reader.say(messages::TOOLS_TITLE)),
        text(&reader.say(messages::TOOLS_LEAD)),
        text(&reader.say(messages::SEARCH_TOOLS)),
        attribute(&reader.say(messages::SEARCH_PLACEHOLDER)),
        text(&reader.said(Text::new(messages::TOOLS_FOUND).count("count", total))),
    );
    if tools.is_empty() {
        let _ = write!(
            html,
            "<div class=\"empty\"><h2>{}</h2><p class=\"muted\">{}</p></div>",
            text(&reader.say(messages::NO_TOOLS_FOUND)),
            text(&reader.say(messages::CATALOGUE_EMPTY)),
        );
    } else {
        html.push_str(&grid(tools, Heading::H2, reader));
    }
    html.push_str("</section>");
    page("/all-products", &html, reader)
}

/// `root-layout.tsx` around a screen: the skip link, the navbar and the main landmark.
fn page(path: &str, screen: &str, reader: Reader) -> String {
    format!(
        "<div class=\"page\"><a class=\"skip-link\" href=\"#main\">{}</a>{}\
         <main id=\"main\" class=\"page__main\" tabindex=\"-1\">{screen}</main></div>",
        text(&reader.say(messages::SKIP_TO_CONTENT)),
        navbar(path, reader),
    )
}

/// The navbar's links, as `navbar.tsx` lists them.
const LINKS: [(&str, Key); 5] = [
    ("/", messages::NAV_HOME),
    ("/all-products", messages::NAV_PRODUCTS),
    ("/blogs", messages::NAV_BLOGS),
    ("/portfolio", messages::NAV_PORTFOLIO),
    ("/contact", messages::NAV_CONTACT),
];

/// The navbar with its menu closed, for a visitor; `path` is the page's, its link the current.
fn navbar(path: &str, reader: Reader) -> String {
    let shop = reader.say(messages::SHOP_NAME);
    let mut html = format!(
        "<header class=\"navbar\"><div class=\"container navbar__inner\">\
         <a class=\"brand\" aria-label=\"{}\" href=\"/\"><img alt=\"\" width=\"32\" height=\"32\" src=\"/favicon.svg\"><span>{}</span></a>\
         <button type=\"button\" class=\"navbar__toggle\" aria-expanded=\"false\" aria-controls=\"main-menu\">\
         <span class=\"sr-only\">{}</span><span aria-hidden=\"true\">☰</span></button>\
         <nav id=\"main-menu\" class=\"navbar__menu\" aria-label=\"{}\"><ul>",
        attribute(&reader.said(Text::new(messages::NAV_HOME_LINK).plain("shop", shop.clone()))),
        text(&shop),
        text(&reader.say(messages::NAV_OPEN_MENU)),
        attribute(&reader.say(messages::NAV_MAIN)),
    );
    for (to, label) in LINKS {
        let current = if to == path {
            " aria-current=\"page\" class=\"navbar__link active\""
        } else {
            " class=\"navbar__link\""
        };
        let _ = write!(
            html,
            "<li><a{current} href=\"{to}\">{}</a></li>",
            text(&reader.say(label))
        );
    }
    let _ = write!(
        html,
        "<li><a class=\"button button--small\" href=\"/login\">{}</a></li><li>{}</li></ul></nav></div></header>",
        text(&reader.say(messages::NAV_LOGIN)),
        language_switch(reader),
    );
    html
}

/// `language-switch.tsx`: a button naming the other language in itself.
fn language_switch(reader: Reader) -> String {
    let (other, name) = match reader.lang {
        Lang::En => ("bn", "বাংলা"),
        Lang::Bn => ("en", "English"),
    };
    format!(
        "<button type=\"button\" class=\"button button--small language-switch\" lang=\"{other}\" aria-label=\"{}: {name}\">{name}</button>",
        attribute(&reader.say(messages::LANGUAGE_SWITCH_LABEL)),
    )
}

#[derive(Clone, Copy)]
enum Heading {
    H2,
    H3,
}

fn grid(tools: &[Tool], heading: Heading, reader: Reader) -> String {
    let cards: String = tools
        .iter()
        .enumerate()
        .map(|(index, tool)| card(tool, index, heading, reader))
        .collect();
    format!("<div class=\"tool-grid\">{cards}</div>")
}

/// One tool's card, as `tool-card.tsx` draws it for a visitor.
fn card(tool: &Tool, index: usize, heading: Heading, reader: Reader) -> String {
    let heading = match heading {
        Heading::H2 => "h2",
        Heading::H3 => "h3",
    };
    let id = tool.id;
    let name = &tool.tool_name;
    let loading = if index < LEADING_CARDS {
        "eager"
    } else {
        "lazy"
    };
    // The leading picture is named for the Element Timing API: `ui/src/start.ts` starts the
    // scripts once the browser reports it painted.
    let priority = if index == 0 {
        " fetchpriority=\"high\" elementtiming=\"first-picture\""
    } else {
        ""
    };
    let mut html = format!(
        "<article class=\"tool-card\"><a tabindex=\"-1\" aria-hidden=\"true\" href=\"/tool/{id}\">\
         <img class=\"tool-card__image\" src=\"{}\"{} alt=\"{}\" width=\"400\" height=\"300\" loading=\"{loading}\"{priority}></a>\
         <div class=\"tool-card__body\"><{heading} class=\"tool-card__name\"><a href=\"/tool/{id}\">{}</a></{heading}>\
         <p class=\"tool-card__description\">{}</p><p class=\"tool-card__price\">{} <span>{}</span></p>",
        attribute(&tool.tool_image),
        picture_widths(&tool.tool_image),
        attribute(name),
        text(name),
        text(&checks::preview(&tool.tool_description, 60)),
        text(&tool.tool_price.format_in(reader.lang, reader.digits)),
        text(&reader.say(messages::PER_PIECE)),
    );
    // Breaks rise in quantity and fall in price, so the last is the best (`price-breaks.tsx`).
    if let Some(best) = tool.price_tiers.last() {
        let _ = write!(
            html,
            "<p class=\"price-breaks__best\">{}</p>",
            text(
                &reader.said(
                    Text::new(messages::BEST_PRICE)
                        .money("price", best.unit_price)
                        .count("pieces", best.min_quantity)
                )
            ),
        );
    }
    let _ = write!(
        html,
        "<dl class=\"tool-card__facts\"><div><dt>{}</dt><dd>{}</dd></div><div><dt>{}</dt><dd>{}</dd></div></dl>",
        text(&reader.say(messages::MIN_ORDER_LABEL)),
        reader.count(tool.min_order),
        text(&reader.say(messages::AVAILABLE_LABEL)),
        reader.count(tool.available_quantity),
    );
    let sold_out = if tool.available_quantity < tool.min_order {
        " disabled"
    } else {
        ""
    };
    let _ = write!(
        html,
        "<div class=\"tool-card__actions\"><a class=\"button\" aria-label=\"{}\" href=\"/confirm-purchase/{id}\">{}</a>\
         <button type=\"button\" class=\"button button--outline\"{sold_out} aria-label=\"{}\">{}</button></div></div></article>",
        attribute(
            &reader.said(Text::new(messages::CONFIRM_ORDER_NAMED).plain("tool", name.clone()))
        ),
        text(&reader.say(messages::CONFIRM_ORDER)),
        attribute(&reader.said(Text::new(messages::ADD_TO_CART_NAMED).plain("tool", name.clone()))),
        text(&reader.say(messages::ADD_TO_CART)),
    );
    html
}

/// The `srcset` and `sizes` of a stored picture's narrower copies, as `picture.tsx` writes them.
fn picture_widths(url: &str) -> String {
    match crate::pictures::widths::srcset(url) {
        Some(srcset) => format!(
            " srcset=\"{}\" sizes=\"{CARD_PICTURE_SIZES}\"",
            attribute(&srcset)
        ),
        None => String::new(),
    }
}

/// Text inside an element.
pub fn text(words: &str) -> String {
    words
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Text for an attribute in double quotes.
pub fn attribute(words: &str) -> String {
    text(words).replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::{Money, PriceTier, VatRate};

    const ENGLISH: Reader = Reader {
        lang: Lang::En,
        digits: Digits::Latin,
    };
    const BANGLA: Reader = Reader {
        lang: Lang::Bn,
        digits: Digits::Bengali,
    };

    fn tool(name: &str, available: u32) -> Tool {
        Tool {
            id: 7,
            tool_name: name.into(),
            tool_image: "/api/images/0123456789abcdef0123456789abcdef.jpg".into(),
            tool_description: "A strain-gauge load cell for hoppers and silos, sealed to IP67 against dust and water.".into(),
            tool_price: Money::from_taka(1250.0).unwrap(),
            min_order: 10,
            available_quantity: available,
            vat_rate: VatRate::STANDARD,
            created_at: 0,
            price_tiers: vec![
                PriceTier { min_quantity: 50, unit_price: Money::from_taka(1200.0).unwrap() },
                PriceTier { min_quantity: 500, unit_price: Money::from_taka(1100.0).unwrap() },
            ],
        }
    }

    #[test]
    fn a_card_says_what_the_ui_card_says() {
        let card = card(&tool("Load Cell", 300), 0, Heading::H3, ENGLISH);
        for expected in [
            r#"<a tabindex="-1" aria-hidden="true" href="/tool/7">"#,
            r#"srcset="/api/images/0123456789abcdef0123456789abcdef-320w.webp 320w, "#,
            r#"loading="eager" fetchpriority="high" elementtiming="first-picture">"#,
            r#"<h3 class="tool-card__name"><a href="/tool/7">Load Cell</a></h3>"#,
            "A strain-gauge load cell for hoppers and silos, sealed to IP...",
            r#"<p class="tool-card__price">Tk. 1,250 <span>(per piece)</span></p>"#,
            r#"<p class="price-breaks__best">from Tk. 1,100 at 500+</p>"#,
            "<dt>Minimum Order Quantity</dt><dd>10</dd>",
            r#"aria-label="Confirm Order: Load Cell" href="/confirm-purchase/7">Confirm Order</a>"#,
            r#"<button type="button" class="button button--outline" aria-label="Add to cart: Load Cell">"#,
        ] {
            assert!(card.contains(expected), "{expected}\nnot in\n{card}");
        }
    }

    #[test]
    fn a_bangla_card_has_bangla_words_and_digits() {
        let card = card(&tool("লোড সেল", 300), 5, Heading::H2, BANGLA);
        assert!(card.contains("৳ ১,২৫০"), "{card}");
        assert!(card.contains("<dd>৩০০</dd>"), "{card}");
        assert!(card.contains(r#"loading="lazy">"#), "{card}");
        assert!(!card.contains("fetchpriority"), "{card}");
        let latin = card_in_latin_digits();
        assert!(latin.contains("<dd>300</dd>"), "{latin}");
    }

    fn card_in_latin_digits() -> String {
        card(
            &tool("লোড সেল", 300),
            0,
            Heading::H2,
            Reader {
                lang: Lang::Bn,
                digits: Digits::Latin,
            },
        )
    }

    #[test]
    fn a_tool_below_its_minimum_cannot_go_in_the_cart() {
        let card = card(&tool("Load Cell", 9), 0, Heading::H3, ENGLISH);
        assert!(
            card.contains(r#"button--outline" disabled aria-label"#),
            "{card}"
        );
    }

    #[test]
    fn no_tool_text_becomes_markup() {
        let card = card(
            &tool(r#"<img src=x onerror="alert(1)">"#, 300),
            0,
            Heading::H3,
            ENGLISH,
        );
        assert!(!card.contains("<img src=x"), "{card}");
        assert!(
            card.contains(r#"alt="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;""#),
            "{card}"
        );
        assert!(
            card.contains("&lt;img src=x onerror=\"alert(1)\"&gt;</a>"),
            "{card}"
        );
    }

    #[test]
    fn each_screen_marks_its_own_link_and_says_when_there_is_nothing() {
        let home = home(&[], ENGLISH);
        assert!(
            home.contains(
                r#"<a aria-current="page" class="navbar__link active" href="/">Home</a>"#
            ),
            "{home}"
        );
        assert!(
            home.contains("<h1>Leading Sensor Supplier in Bangladesh</h1>"),
            "{home}"
        );
        assert!(
            home.contains(r#"lang="bn" aria-label="Language: বাংলা">বাংলা</button>"#),
            "{home}"
        );
        let listing = all_products(&[], 0, BANGLA);
        assert!(
            listing.contains(r#"class="navbar__link active" href="/all-products">"#),
            "{listing}"
        );
        assert!(listing.contains("০টি টুল পাওয়া গেছে"), "{listing}");
        assert!(listing.contains(r#"lang="en""#), "{listing}");
    }
}

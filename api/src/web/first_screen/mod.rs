//! The first screen of `/` and `/all-products` is the catalogue. Their HTML comes with that
//! screen drawn, in the reader's language, so it paints before any script runs: the UI's own
//! components, rendered at build time into [`templates`] and filled here with the tools; its
//! first card's picture (the page's largest paint) is preloaded first thing in the head; and it
//! carries the page of tools the UI asks for first, so the UI's first render shows the same
//! cards without a second round trip.
//!
//! The data sits in `<script type="application/json" id="first-data">`, with the request it
//! answers and that request's headers; `ui/src/lib/first-data.ts` answers that one request
//! from it, once. A page is drawn once per reader's language and digits, and again only when
//! the catalogue changes.

mod templates;

use crate::error::{AppError, Result};
use crate::pictures::widths;
use crate::routes::tools::first_screen_page;
use crate::runtime::state::AppState;
use crate::store::listing_cache::CachedPage;
use crate::web::html::{attribute, text};
use axum::http::HeaderMap;
use axum::http::header::{ACCEPT_LANGUAGE, COOKIE};
use templates::Screen;

use shared::{Digits, Lang, Text, Tool, messages};

/// Who the page is drawn for: their language and the digits they read numbers in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reader {
    pub lang: Lang,
    pub digits: Digits,
}

/// The cards' `sizes`, as `tool-card.tsx` gives them, for the leading picture's preload.
const CARD_PICTURE_SIZES: &str = "(max-width: 600px) calc(100vw - 2rem), 380px";

/// A page whose first screen is the catalogue, and the request its first render makes. The
/// queries are the UI's own (`HOME_TOOLS` on the home page, `PAGE_SIZE` on the listing);
/// `ui/e2e/public-pages.test.mjs` checks that neither page fetches them again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FirstScreen {
    Home,
    AllProducts,
}

/// The cookies the UI keeps the reader's choices in (`ui/src/lib/i18n.ts`), beside its storage,
/// so the server draws the first screen in them.
const LANGUAGE_COOKIE: &str = "shop.language";
const DIGITS_COOKIE: &str = "shop.digits";

impl FirstScreen {
    /// The page at `path` (without its leading slash) with the address's `query`, when its
    /// first screen is the catalogue's first page. `/all-products?page=3` or `?q=drill` start
    /// elsewhere, and are left to fetch their own.
    pub fn of(path: &str, query: Option<&str>) -> Option<Self> {
        let query = query.unwrap_or_default();
        match path {
            "" => Some(FirstScreen::Home),
            "all-products" if query.is_empty() || query == "page=1" => {
                Some(FirstScreen::AllProducts)
            }
            _ => None,
        }
    }

    /// `index.html` with this screen drawn in, its data for the scripts, its first picture's
    /// preload (first in the head, so it is not queued behind the scripts) and its title. A
    /// build without the templates gets the page as it is: the UI draws the screen and asks
    /// for its data.
    pub async fn render(self, state: &AppState, index: &str, reader: Reader) -> Result<String> {
        let Some(templates) = templates::built() else {
            return Ok(index.to_owned());
        };
        // The request the UI's first render makes, as its build wrote it down.
        let request = templates.first_request(self);
        let query = request.split_once('?').map_or("", |(_, query)| query);
        let page = first_screen_page(state, query).await?;
        let tools: Vec<Tool> =
            serde_json::from_slice(&page.body).map_err(|error| AppError::Internal(error.into()))?;
        let mut preload = tools
            .first()
            .map(|tool| picture_preload(&tool.tool_image, CARD_PICTURE_SIZES))
            .unwrap_or_default();
        if reader.lang == Lang::Bn {
            for font in super::html::bengali_fonts() {
                preload.push_str(&format!(
                    "<link rel=\"preload\" as=\"font\" type=\"font/woff2\" href=\"{font}\" crossorigin>"
                ));
            }
        }
        let (screen, title) = match self {
            FirstScreen::Home => (Screen::Home { tools: &tools }, messages::HOME_TITLE),
            FirstScreen::AllProducts => {
                let total = page
                    .headers
                    .get("x-total-count")
                    .and_then(|value| value.to_str().ok()?.parse().ok())
                    .unwrap_or(tools.len() as u32);
                (
                    Screen::AllProducts {
                        tools: &tools,
                        total,
                    },
                    messages::TOOLS_TITLE,
                )
            }
        };
        let screen = templates.page(screen, reader);
        // `use-title.ts`: `{page} | {shop}`.
        let title = format!(
            "<title>{} | {}</title>",
            text(&Text::new(title).render(reader.lang)),
            text(&Text::new(messages::SHOP_NAME).render(reader.lang)),
        );
        let data = data_script(request, &page);
        let html = super::html::replace_element(index, "<title>", "</title>", &title);
        let html = match screen {
            Some(screen) => {
                super::html::replace_element(&html, "<div class=\"boot\"", "</div>", &screen)
            }
            None => html,
        };
        Ok(html
            .replacen(
                "<html lang=\"en\">",
                &format!("<html lang=\"{}\">", reader.lang.code()),
                1,
            )
            .replacen("<head>", &format!("<head>\n    {preload}"), 1)
            .replacen("</body>", &format!("{data}</body>"), 1))
    }
}

impl Reader {
    /// The reader a request comes from: the language and digits chosen in the UI (its
    /// cookies), else the language the browser prefers, as `initialLanguage` and
    /// `currentDigits` decide in `ui/src/lib/i18n.ts`.
    pub fn of(headers: &HeaderMap) -> Reader {
        let cookie = |name: &str| {
            headers
                .get_all(COOKIE)
                .iter()
                .filter_map(|value| value.to_str().ok())
                .flat_map(|value| value.split(';'))
                .filter_map(|pair| pair.trim().split_once('='))
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.to_owned())
        };
        let lang = cookie(LANGUAGE_COOKIE)
            .as_deref()
            .and_then(Lang::from_tag)
            .or_else(|| {
                headers
                    .get(ACCEPT_LANGUAGE)
                    .and_then(|value| value.to_str().ok())
                    .and_then(Lang::from_accept_language)
            })
            .unwrap_or_default();
        let digits = match cookie(DIGITS_COOKIE).as_deref() {
            Some("latin") => Digits::Latin,
            _ => lang.digits(),
        };
        Reader { lang, digits }
    }

    /// A key for the page drawn for this reader, among the cached pages of the catalogue.
    pub fn cache_key(self, screen: FirstScreen) -> String {
        // No request's query can be it (a query has no spaces).
        format!("<html> {} {:?} {screen:?}", self.lang.code(), self.digits)
    }
}

/// A `<link rel="preload">` for a picture, with its narrower copies when it has them, as the
/// `<img>` will ask (`ui/src/components/picture.tsx`).
fn picture_preload(url: &str, sizes: &str) -> String {
    let url = attribute(url);
    match widths::srcset(&url) {
        Some(srcset) => format!(
            "<link rel=\"preload\" as=\"image\" href=\"{url}\" imagesrcset=\"{srcset}\" imagesizes=\"{sizes}\" fetchpriority=\"high\">"
        ),
        None => {
            format!("<link rel=\"preload\" as=\"image\" href=\"{url}\" fetchpriority=\"high\">")
        }
    }
}

/// The page as a JSON script element. `<` is written `\u003c` inside it, so no text in a tool
/// (`</script>`, `<!--`) can end the element early.
fn data_script(request: &str, page: &CachedPage) -> String {
    let header = |name: &str| {
        page.headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .map(|value| format!(" data-{name}=\"{}\"", attribute(value)))
            .unwrap_or_default()
    };
    let json = String::from_utf8_lossy(&page.body).replace('<', "\\u003c");
    format!(
        "<script type=\"application/json\" id=\"first-data\" data-request=\"{}\"{}{}>{json}</script>",
        attribute(request),
        header("x-total-count"),
        header("x-next-cursor"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{HeaderMap, HeaderValue};

    #[test]
    fn only_the_catalogue_first_page_is_written_in() {
        assert_eq!(FirstScreen::of("", None), Some(FirstScreen::Home));
        assert_eq!(
            FirstScreen::of("all-products", None),
            Some(FirstScreen::AllProducts)
        );
        assert_eq!(
            FirstScreen::of("all-products", Some("page=1")),
            Some(FirstScreen::AllProducts)
        );
        assert_eq!(FirstScreen::of("all-products", Some("page=3")), None);
        assert_eq!(FirstScreen::of("all-products", Some("q=drill")), None);
        assert_eq!(FirstScreen::of("blogs", None), None);
    }

    fn reader(pairs: &[(&'static str, &'static str)]) -> Reader {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.append(*name, HeaderValue::from_static(value));
        }
        Reader::of(&headers)
    }

    #[test]
    fn the_choice_in_the_cookie_outranks_the_browser() {
        let bangla = Reader {
            lang: Lang::Bn,
            digits: Digits::Bengali,
        };
        let english = Reader {
            lang: Lang::En,
            digits: Digits::Latin,
        };
        assert_eq!(reader(&[]), english);
        assert_eq!(reader(&[("accept-language", "bn-BD,en;q=0.8")]), bangla);
        assert_eq!(
            reader(&[
                ("accept-language", "bn-BD"),
                ("cookie", "theme=dark; shop.language=en")
            ]),
            english
        );
        assert_eq!(reader(&[("cookie", "shop.language=bn")]), bangla);
        assert_eq!(
            reader(&[("cookie", "shop.language=bn; shop.digits=latin")]),
            Reader {
                lang: Lang::Bn,
                digits: Digits::Latin
            }
        );
        assert_ne!(
            reader(&[("cookie", "shop.language=bn")]).cache_key(FirstScreen::Home),
            english.cache_key(FirstScreen::Home)
        );
    }

    #[test]
    fn no_tool_text_can_end_the_script_element() {
        let mut headers = HeaderMap::new();
        headers.insert("x-total-count", HeaderValue::from(7));
        let page = CachedPage {
            headers,
            body: br#"[{"toolName":"</script><script>alert(1)</script>"}]"#
                .as_slice()
                .into(),
        };

        let script = data_script("/tools?limit=6", &page);

        assert_eq!(script.matches("</script>").count(), 1, "{script}");
        assert!(script.contains(r#"data-request="/tools?limit=6" data-x-total-count="7">"#));
        let json = &script[script.find('>').unwrap() + 1..script.rfind("</script>").unwrap()];
        let parsed: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(parsed[0]["toolName"], "</script><script>alert(1)</script>");
    }

    #[test]
    fn a_stored_photograph_is_preloaded_with_its_copies() {
        let photo = picture_preload("/api/images/0123456789abcdef0123456789abcdef.jpg", "380px");
        assert!(
            photo.contains(
                r#"imagesrcset="/api/images/0123456789abcdef0123456789abcdef-320w.webp 320w, "#
            ),
            "{photo}"
        );
        assert!(photo.contains(r#"imagesizes="380px""#));
        let drawing = picture_preload("/api/images/level.svg", "380px");
        assert!(!drawing.contains("imagesrcset"), "{drawing}");
    }
}

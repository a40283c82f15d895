//! The first screen of `/` and `/all-products` is the catalogue. Their HTML carries the page of
//! tools the UI asks for first, so the cards render as soon as the scripts run, without a
//! second round trip; and it preloads the first card's picture (the page's largest paint), so
//! the browser fetches it beside the scripts instead of after them.
//!
//! The data sits in `<script type="application/json" id="first-data">`, with the request it
//! answers and that request's headers; `ui/src/lib/first-data.ts` answers that one request
//! from it, once. The page is rebuilt only when the catalogue changes.

use crate::error::Result;
use crate::listing_cache::CachedPage;
use crate::picture_widths;
use crate::routes::tools::first_screen_page;
use crate::state::AppState;
use shared::Tool;

/// A page whose first screen is the catalogue, and the request its first render makes. The
/// queries are the UI's own (`HOME_TOOLS` on the home page, `PAGE_SIZE` on the listing);
/// `ui/e2e/public-pages.test.mjs` checks that neither page fetches them again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FirstScreen {
    Home,
    AllProducts,
}

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

    /// The query of the UI's first catalogue request.
    pub fn query(self) -> &'static str {
        match self {
            FirstScreen::Home => "limit=6",
            FirstScreen::AllProducts => "page=1&limit=12",
        }
    }

    /// How wide the first card's picture is shown: the `sizes` of `ui/src/components/tool-card.tsx`.
    const CARD_PICTURE_SIZES: &'static str = "(max-width: 600px) calc(100vw - 2rem), 380px";

    /// `index.html` with this screen's data and its first picture's preload.
    pub async fn render(self, state: &AppState, index: &str) -> Result<String> {
        let page = first_screen_page(state, self.query()).await?;
        let tools: Vec<Tool> = serde_json::from_slice(&page.body)
            .map_err(|error| crate::error::AppError::Internal(error.into()))?;
        let preload = tools
            .first()
            .map(|tool| picture_preload(&tool.tool_image, Self::CARD_PICTURE_SIZES))
            .unwrap_or_default();
        let data = data_script(&format!("/tools?{}", self.query()), &page);
        Ok(index
            .replacen("</head>", &format!("{preload}</head>"), 1)
            .replacen("</body>", &format!("{data}</body>"), 1))
    }
}

/// A `<link rel="preload">` for a picture, with its narrower copies when it has them, as the
/// `<img>` will ask (`ui/src/components/picture.tsx`).
fn picture_preload(url: &str, sizes: &str) -> String {
    let url = attribute(url);
    match picture_widths::srcset(&url) {
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

/// Text for an attribute in double quotes.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
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

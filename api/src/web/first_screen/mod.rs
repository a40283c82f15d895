//! The first screen of `/`, `/all-products` and a category's page is the catalogue. Their HTML
//! comes with that screen drawn, in the reader's language, so it paints before any script
//! runs: the UI's own components, rendered at build time into [`templates`] and filled here
//! with the tools (and a category's branch of the tree and its filters, [`category`]); its
//! first card's picture (the page's largest paint) is preloaded first thing in the head; and it
//! carries the answers to the requests the UI's first render makes, so that render shows the
//! same screen without a second round trip. `/categories` carries the tree.
//!
//! Each answer sits in a `<script type="application/json" class="first-data">`, with the
//! request it answers and that request's headers; `ui/src/lib/first-data.ts` answers each of
//! those requests from it, once. The catalogue's pages are drawn once per reader's language and
//! digits, and again only when the catalogue changes; a category's page each time it is asked
//! for, from the kept answers to its requests.

mod category;
mod templates;

use crate::error::{AppError, Result};
use crate::pictures::widths;
use crate::routes::categories::{Branch, branch, tree_page};
use crate::routes::tools::{first_screen_facets, first_screen_page};
use crate::runtime::state::AppState;
use crate::store::listing_cache::CachedPage;
use crate::web::html::{attribute, text};
use axum::http::HeaderMap;
use axum::http::header::{ACCEPT_LANGUAGE, COOKIE};
use templates::Screen;

use category::CategoryView;
use shared::filters::Facets;
use shared::{Digits, Lang, Text, Tool, messages};

/// Who the page is drawn for: their language and the digits they read numbers in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reader {
    pub lang: Lang,
    pub digits: Digits,
}

/// The cards' `sizes`, as `tool-card.tsx` gives them, for the leading picture's preload.
const CARD_PICTURE_SIZES: &str = "(max-width: 600px) calc(100vw - 2rem), 380px";

/// A page the server draws, and the requests its first render makes. The home page's and the
/// listing's queries are the UI's own (`HOME_TOOLS` on the home page, `PAGE_SIZE` on the
/// listing), as its build wrote them down; a category's carry its address's filters.
/// `ui/e2e/public-pages.test.mjs` checks that no page fetches them again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FirstScreen {
    Home,
    AllProducts,
    /// The category tree, `/categories`.
    Categories,
    /// A category's page: its slug, and the filters its address carries, as the UI sends them
    /// (`filtersOf` of `ui/src/features/catalogue/api/facets.ts`).
    Category {
        slug: String,
        filters: Vec<(String, String)>,
    },
}

/// The filters a category's address can carry, which its requests repeat.
const FILTERS: [&str; 5] = ["brand", "inStock", "minPrice", "maxPrice", "spec"];

/// The cookies the UI keeps the reader's choices in (`ui/src/lib/i18n.ts`), beside its storage,
/// so the server draws the first screen in them.
const LANGUAGE_COOKIE: &str = "shop.language";
const DIGITS_COOKIE: &str = "shop.digits";

/// A page drawn: its HTML, whether what the address names is there, and whether its screen is
/// drawn in it (a page the UI draws by itself costs nothing worth keeping).
pub struct Drawn {
    pub html: String,
    pub found: bool,
    pub drawn: bool,
}

impl FirstScreen {
    /// The page at `path` (without its leading slash) with the address's `query`, when the
    /// server draws its first screen: the catalogue's and a category's first page.
    /// `/all-products?page=3`, `?q=drill` or a category's later page start elsewhere, and are
    /// left to fetch their own.
    pub fn of(path: &str, query: Option<&str>) -> Option<Self> {
        let query = query.unwrap_or_default();
        let first_page = || {
            form_urlencoded::parse(query.as_bytes())
                .all(|(name, value)| !(name == "after" || name == "page" && value != "1"))
        };
        match path {
            "" => Some(FirstScreen::Home),
            "all-products" if query.is_empty() || query == "page=1" => {
                Some(FirstScreen::AllProducts)
            }
            "categories" => Some(FirstScreen::Categories),
            _ => {
                let slug = path.strip_prefix("category/")?;
                if slug.is_empty() || slug.contains('/') || !first_page() {
                    return None;
                }
                let filters = form_urlencoded::parse(query.as_bytes())
                    .filter(|(name, value)| match name.as_ref() {
                        "inStock" => value == "true",
                        name => FILTERS.contains(&name) && !value.is_empty(),
                    })
                    .map(|(name, value)| (name.into_owned(), value.into_owned()))
                    .collect();
                Some(FirstScreen::Category {
                    slug: slug.to_owned(),
                    filters,
                })
            }
        }
    }

    /// Whether the page is kept once drawn. A category's is not: there are as many as
    /// categories (times languages, times filters), each tens of kilobytes, and kept beside
    /// the answers they are drawn from they would crowd those out; drawn from the kept
    /// answers it takes well under a millisecond.
    pub fn kept(&self) -> bool {
        !matches!(self, FirstScreen::Category { .. })
    }

    /// `index.html` with this screen drawn in, the answers to its requests for the scripts,
    /// its first picture's preload (first in the head, so it is not queued behind the
    /// scripts) and its title. A build without the templates gets the page as it is: the UI
    /// draws the screen and asks for its data.
    pub async fn render(&self, state: &AppState, index: &str, reader: Reader) -> Result<Drawn> {
        let Some(templates) = templates::built() else {
            return Ok(Drawn {
                html: index.to_owned(),
                found: true,
                drawn: false,
            });
        };
        let page = match self {
            FirstScreen::Home | FirstScreen::AllProducts => {
                catalogue_page(self, templates, state, reader).await?
            }
            FirstScreen::Categories => {
                let tree = tree_page(state).await?;
                Page {
                    title: Text::new(messages::CATEGORIES_TITLE).render(reader.lang),
                    answers: if tree.body.len() > DRAWN_TREE_MAX_BYTES {
                        Vec::new()
                    } else {
                        vec![("/categories".to_owned(), tree)]
                    },
                    ..Page::default()
                }
            }
            FirstScreen::Category { slug, filters } => {
                category_page(templates, state, reader, slug, filters).await?
            }
        };
        let mut preload = page.preload;
        if reader.lang == Lang::Bn {
            for font in super::html::bengali_fonts() {
                preload.push_str(&format!(
                    "<link rel=\"preload\" as=\"font\" type=\"font/woff2\" href=\"{font}\" crossorigin>"
                ));
            }
        }
        // `use-title.ts`: `{page} | {shop}`.
        let title = format!(
            "<title>{} | {}</title>",
            text(&page.title),
            text(&Text::new(messages::SHOP_NAME).render(reader.lang)),
        );
        let data: String = page
            .answers
            .iter()
            .map(|(request, answer)| data_script(request, answer))
            .collect();
        // A page the UI draws by itself keeps the built page's title until it does.
        let mut html = if page.title.is_empty() {
            index.to_owned()
        } else {
            super::html::replace_element(index, "<title>", "</title>", &title)
        };
        if let Some(description) = &page.description {
            html = super::html::replace_element(
                &html,
                "<meta name=\"description\"",
                "/>",
                &format!(
                    "<meta name=\"description\" content=\"{}\" />",
                    attribute(description)
                ),
            );
        }
        if let Some(screen) = &page.screen {
            html = super::html::replace_element(&html, "<div class=\"boot\"", "</div>", screen);
        }
        Ok(Drawn {
            html: html
                .replacen(
                    "<html lang=\"en\">",
                    &format!("<html lang=\"{}\">", reader.lang.code()),
                    1,
                )
                .replacen("<head>", &format!("<head>\n    {preload}"), 1)
                .replacen("</body>", &format!("{data}</body>"), 1),
            found: page.found,
            drawn: page.screen.is_some(),
        })
    }
}

/// The largest category tree `/categories` carries. At 500 categories with eight
/// specifications each the tree is about a megabyte, which costs more to write into each page
/// (and to send) than it saves; beyond this the page asks for it. (A category's page carries
/// only its own branch, a few kilobytes whatever the tree's size.)
const DRAWN_TREE_MAX_BYTES: usize = 64 * 1024;

/// What a page is drawn with.
struct Page {
    /// Each request the first render makes, with the answer written for it.
    answers: Vec<(String, CachedPage)>,
    title: String,
    description: Option<String>,
    /// The screen's markup, when the build has its templates.
    screen: Option<String>,
    preload: String,
    found: bool,
}

impl Default for Page {
    fn default() -> Self {
        Page {
            answers: Vec::new(),
            title: String::new(),
            description: None,
            screen: None,
            preload: String::new(),
            found: true,
        }
    }
}

/// The home page or the listing: the catalogue's first page of tools.
async fn catalogue_page(
    screen: &FirstScreen,
    templates: &templates::Templates,
    state: &AppState,
    reader: Reader,
) -> Result<Page> {
    // The request the UI's first render makes, as its build wrote it down.
    let request = templates.first_request(screen);
    let query = request.split_once('?').map_or("", |(_, query)| query);
    let page = first_screen_page(state, query).await?;
    let tools: Vec<Tool> =
        serde_json::from_slice(&page.body).map_err(|error| AppError::Internal(error.into()))?;
    let preload = tools
        .first()
        .map(|tool| picture_preload(&tool.tool_image, CARD_PICTURE_SIZES))
        .unwrap_or_default();
    let (drawn, title) = if *screen == FirstScreen::Home {
        (Screen::Home { tools: &tools }, messages::HOME_TITLE)
    } else {
        let total = total_of(&page).unwrap_or(tools.len() as u32);
        (
            Screen::AllProducts {
                tools: &tools,
                total,
            },
            messages::TOOLS_TITLE,
        )
    };
    Ok(Page {
        screen: templates.page(drawn, reader),
        answers: vec![(request.to_owned(), page)],
        title: Text::new(title).render(reader.lang),
        preload,
        ..Page::default()
    })
}

/// A category's page: its branch of the tree (its breadcrumb, its sub-categories, its
/// specifications), its first page of tools and their facets, with the address's filters. A
/// slug that is no category's is a page that says so; the UI asks for the branch to learn it.
async fn category_page(
    templates: &templates::Templates,
    state: &AppState,
    reader: Reader,
    slug: &str,
    filters: &[(String, String)],
) -> Result<Page> {
    let missing = || Page {
        title: Text::new(messages::CATEGORY_MISSING).render(reader.lang),
        found: false,
        ..Page::default()
    };
    let Some(Branch {
        categories: all,
        page: branch_page,
    }) = branch(state, slug).await?
    else {
        return Ok(missing());
    };
    let Some(category) = all.iter().find(|category| category.slug == slug) else {
        return Ok(missing());
    };
    let mut answers = vec![(format!("/categories/{slug}"), branch_page)];
    let query = |leading: &[(&str, &str)]| {
        let mut query = form_urlencoded::Serializer::new(String::new());
        query.extend_pairs(leading);
        query.append_pair("category", slug);
        query.extend_pairs(filters);
        query.finish()
    };
    let page_size = templates.page_size().to_string();
    let tools_query = query(&[("page", "1"), ("limit", &page_size)]);
    let facets_query = query(&[]);
    // A filter the address carries that the shop refuses (a price that is not taka) is
    // the UI's to say, from its own request: the page is then drawn by the UI.
    let tools_page = first_screen_page(state, &tools_query).await.ok();
    let facets_page = first_screen_facets(state, &facets_query).await.ok();
    let mut preload = String::new();
    let mut screen = None;
    if let (Some(tools_page), Some(facets_page)) = (tools_page, facets_page) {
        let tools: Vec<Tool> = serde_json::from_slice(&tools_page.body)
            .map_err(|error| AppError::Internal(error.into()))?;
        let facets: Facets = serde_json::from_slice(&facets_page.body)
            .map_err(|error| AppError::Internal(error.into()))?;
        if let Some(tool) = tools.first() {
            preload = picture_preload(&tool.tool_image, CARD_PICTURE_SIZES);
        }
        let view = CategoryView {
            all: &all,
            category,
            tools: &tools,
            total: total_of(&tools_page).unwrap_or(tools.len() as u32),
            facets: &facets,
            filters,
        };
        screen = templates.category_page(&view, reader);
        answers.push((format!("/tools?{tools_query}"), tools_page));
        answers.push((format!("/tools/facets?{facets_query}"), facets_page));
    }
    let description = shared::entities::in_language(
        reader.lang,
        &category.description,
        category.description_bn.as_deref(),
    );
    Ok(Page {
        answers,
        title: category.name_in(reader.lang).to_owned(),
        description: (!description.is_empty()).then(|| description.to_owned()),
        screen,
        preload,
        ..Page::default()
    })
}

/// The total a page of tools counts, from its header.
fn total_of(page: &CachedPage) -> Option<u32> {
    page.headers
        .get("x-total-count")?
        .to_str()
        .ok()?
        .parse()
        .ok()
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
    pub fn cache_key(self, screen: &FirstScreen) -> String {
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
        "<script type=\"application/json\" class=\"first-data\" data-request=\"{}\"{}{}>{json}</script>",
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

    #[test]
    fn a_categorys_first_page_is_drawn_with_the_filters_its_requests_repeat() {
        assert_eq!(
            FirstScreen::of("categories", None),
            Some(FirstScreen::Categories)
        );
        let category = |query| match FirstScreen::of("category/inductive", query) {
            Some(FirstScreen::Category { slug, filters }) => {
                assert_eq!(slug, "inductive");
                Some(filters)
            }
            other => {
                assert_eq!(other, None);
                None
            }
        };
        let owned = |pairs: &[(&str, &str)]| {
            pairs
                .iter()
                .map(|(name, value)| (name.to_string(), value.to_string()))
                .collect::<Vec<_>>()
        };
        assert_eq!(category(None), Some(vec![]));
        assert_eq!(
            category(Some(
                "brand=Omron%2CSick&inStock=true&utm_source=x&spec=voltage%3A24&page=1"
            )),
            Some(owned(&[
                ("brand", "Omron,Sick"),
                ("inStock", "true"),
                ("spec", "voltage:24")
            ]))
        );
        // The UI sends `inStock` only when ticked, and no empty filter.
        assert_eq!(category(Some("inStock=false&minPrice=")), Some(vec![]));
        assert_eq!(category(Some("page=2")), None);
        assert_eq!(category(Some("page=1&after=40")), None);
        assert_eq!(FirstScreen::of("category/", None), None);
        assert_eq!(FirstScreen::of("category/a/b", None), None);
        assert!(
            !FirstScreen::of("category/inductive", Some("brand=Omron"))
                .unwrap()
                .kept()
        );
        assert!(!FirstScreen::of("category/inductive", None).unwrap().kept());
        assert!(FirstScreen::of("all-products", None).unwrap().kept());
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
            reader(&[("cookie", "shop.language=bn")]).cache_key(&FirstScreen::Home),
            english.cache_key(&FirstScreen::Home)
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

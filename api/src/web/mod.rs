//! The built UI (`ui/dist`), embedded in the binary: hashed assets cached for a year, the UI's
//! routes answered with `index.html` so the browser's router can take the path, and any other
//! path with `index.html` too but as a 404, so the UI shows its not-found page and search
//! engines and link checkers see the address is dead.

use crate::catalogue;
use crate::http::extract::parse_id;
mod first_screen;
mod html;

use crate::runtime::state::AppState;
use crate::store::listing_cache::CachedPage;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Response};
use first_screen::{FirstScreen, Reader};
use html::{INDEX, Ui, attribute as escape, replace_element};
use shared::messages;

pub async fn serve_ui(State(state): State<AppState>, uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path().trim_start_matches('/');
    if let Some(id) = path.strip_prefix("tool/") {
        return tool_page(&state, id).await;
    }
    if let Some(code) = path.strip_prefix("t/") {
        return tracking_redirect(&state, code).await;
    }
    // `/api` and `/api/` escape the nested API router; they are API paths all the same.
    if path == "api" || path.starts_with("api/") {
        return crate::routes::not_found().await.into_response();
    }
    if let Some(screen) = FirstScreen::of(path.trim_end_matches('/'), uri.query()) {
        return drawn_first_screen(&state, &screen, Reader::of(&headers)).await;
    }
    match asset(path) {
        Some(response) => response,
        None => {
            // A path that names a file (it has an extension) and is missing is a real 404;
            // any other path is a client route such as /dashboard/my-orders.
            let last_segment = path.rsplit('/').next().unwrap_or_default();
            if last_segment.contains('.') {
                return (StatusCode::NOT_FOUND, "Not found").into_response();
            }
            match asset(INDEX) {
                Some(mut page) => {
                    if !is_ui_route(path) {
                        *page.status_mut() = StatusCode::NOT_FOUND;
                    }
                    page
                }
                None => ui_not_built(),
            }
        }
    }
}

/// A text's short tracking link: to the courier's own tracking page, or the not-found page.
async fn tracking_redirect(state: &AppState, code: &str) -> Response {
    match crate::couriers::view::tracking_page(&state.db, code).await {
        Ok(Some(page)) => (
            StatusCode::FOUND,
            [
                (header::LOCATION, page),
                (header::CACHE_CONTROL, "no-store".to_owned()),
            ],
        )
            .into_response(),
        // The UI's not-found page when it is built; a 404 all the same when not.
        _ => match asset(INDEX) {
            Some(mut page) => {
                *page.status_mut() = StatusCode::NOT_FOUND;
                page
            }
            None => (StatusCode::NOT_FOUND, "Not found").into_response(),
        },
    }
}

/// Whether the UI has a screen at `path` (without its leading slash): the one route table,
/// `shared::screens`, which the UI's router draws.
fn is_ui_route(path: &str) -> bool {
    shared::screens::screen_at(&format!("/{path}")).is_some()
}

/// A tool's page, with the tool's name and description in its title and description meta, so
/// a shared link or a search engine shows the tool without running the scripts. An unknown
/// tool is a 404 (the page says so).
async fn tool_page(state: &AppState, id: &str) -> Response {
    let tool = match parse_id(id, shared::messages::THING_TOOL) {
        Ok(id) => catalogue::find(&state.db, id).await.ok().flatten(),
        Err(_) => None,
    };
    let Some(index) = Ui::get(INDEX) else {
        return ui_not_built();
    };
    let html = String::from_utf8_lossy(&index.data).into_owned();
    let (status, html) = match &tool {
        Some(tool) => (
            StatusCode::OK,
            with_meta(&html, &tool.tool_name, &tool.tool_description),
        ),
        None => (StatusCode::NOT_FOUND, html),
    };
    let mut response = (status, Html(html)).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

/// `index.html` with the page's own title and description.
fn with_meta(html: &str, name: &str, description: &str) -> String {
    let title = format!(
        "<title>{} | {}</title>",
        escape(name),
        messages::SHOP_NAME.en()
    );
    let meta = format!(
        "<meta name=\"description\" content=\"{}\" />",
        escape(description)
    );
    replace_element(
        &replace_element(html, "<title>", "</title>", &title),
        "<meta name=\"description\"",
        "/>",
        &meta,
    )
}

/// `index.html` with the first screen drawn in it for `reader` ([`FirstScreen`]), kept with the
/// hot pages until the catalogue changes (a category's page is drawn each time, from the
/// kept answers). Should the catalogue not be read, the plain page still
/// works: the UI fetches the data itself.
async fn drawn_first_screen(state: &AppState, screen: &FirstScreen, reader: Reader) -> Response {
    let Some(index) = Ui::get(INDEX) else {
        return ui_not_built();
    };
    let key = reader.cache_key(screen);
    let (html, found) = match state.listing.page(&key) {
        Some(page) => (page.body, true),
        None => {
            let generation = state.listing.generation();
            let index = String::from_utf8_lossy(&index.data);
            match screen.render(state, &index, reader).await {
                Ok(drawn) => {
                    let page = CachedPage {
                        headers: Default::default(),
                        body: drawn.html.into(),
                    };
                    // Made-up addresses must not crowd the kept pages out, nor pages with
                    // nothing drawn in them.
                    if screen.kept()
                        && drawn.found
                        && drawn.drawn
                        && page.body.len() <= KEPT_PAGE_MAX_BYTES
                    {
                        state.listing.store_page(generation, &key, page.clone());
                    }
                    (page.body, drawn.found)
                }
                Err(error) => {
                    tracing::error!(?error, "writing the catalogue into the page");
                    (index.into_owned().into(), true)
                }
            }
        }
    };
    let status = if found {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    };
    (
        status,
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            // Drawn in the language the cookie or the browser asks for.
            (
                header::VARY,
                HeaderValue::from_static("Cookie, Accept-Language"),
            ),
        ],
        html,
    )
        .into_response()
}

/// The largest drawn page kept: a page is bounded by what it draws (a category's branch, a page
/// of tools and its filters), but a category with hundreds of sub-categories or a catalogue
/// with long descriptions must not make a thousand kept pages a gigabyte. Larger pages are
/// drawn each time from the kept answers.
const KEPT_PAGE_MAX_BYTES: usize = 128 * 1024;

fn asset(path: &str) -> Option<Response> {
    let path = if path.is_empty() { INDEX } else { path };
    let file = Ui::get(path)?;
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    // Vite puts content hashes in every file name under assets/; index.html must be
    // revalidated so a new release is picked up at once.
    let cache = if path.starts_with("assets/") {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    let mut response = Body::from(file.data.into_owned()).into_response();
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(mime.as_ref()) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    Some(response)
}

fn ui_not_built() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        shared::messages::UI_NOT_BUILT.en(),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::is_ui_route;

    #[test]
    fn a_pages_meta_is_its_own_and_escaped() {
        let html = "<head><meta name=\"description\" content=\"Shop\" /><title>Shop</title></head>";
        assert_eq!(
            super::with_meta(html, "Probe <200 mm>", "Class \"A\" & B"),
            "<head><meta name=\"description\" content=\"Class &quot;A&quot; &amp; B\" /><title>Probe &lt;200 mm&gt; | Shilpo Tools</title></head>"
        );
    }

    #[test]
    fn the_ui_routes_are_known_and_nothing_else() {
        for path in [
            "",
            "blogs",
            "blogs/",
            "cart",
            "payment",
            "payment/3",
            "confirm-purchase/12",
        ] {
            assert!(is_ui_route(path), "{path}");
        }
        for path in [
            "no-such-page",
            "blogs/old",
            "payment/3/4",
            "confirm-purchase",
            "dashboard/x",
        ] {
            assert!(!is_ui_route(path), "{path}");
        }
    }
}

//! The language a request is answered in: the first of the shop's two that its
//! `Accept-Language` prefers, English otherwise. The browser sends the buyer's choice in that
//! header, so its errors come back in the language on screen.
//!
//! The language is kept for the length of the request in a task-local, so an error rendered
//! anywhere below (a handler, an extractor's rejection, a limit) is said in it without every
//! function passing it along; handlers that write mail read it with [`current`].

use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::{ACCEPT_LANGUAGE, CONTENT_LANGUAGE};
use axum::middleware::Next;
use axum::response::Response;
use shared::Lang;

tokio::task_local! {
    static LANG: Lang;
}

/// The language of the request being answered; English outside a request.
pub fn current() -> Lang {
    LANG.try_with(|lang| *lang).unwrap_or_default()
}

/// The language an `Accept-Language` header asks for.
pub fn requested(request: &Request) -> Lang {
    request
        .headers()
        .get(ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .and_then(Lang::from_accept_language)
        .unwrap_or_default()
}

/// Answers the request in its language and says which in `Content-Language`.
pub async fn negotiate(request: Request, next: Next) -> Response {
    let lang = requested(&request);
    let mut response = LANG.scope(lang, next.run(request)).await;
    response
        .headers_mut()
        .insert(CONTENT_LANGUAGE, HeaderValue::from_static(lang.code()));
    response
}

/// A sentence said in the language of the request being answered, for a reply's `message`.
pub fn say(text: impl Into<shared::Text>) -> String {
    text.into().render(current())
}

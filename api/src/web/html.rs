//! The built UI as the binary carries it, and the edits the server makes to its pages.

use rust_embed::Embed;

#[derive(Embed)]
#[folder = "../ui/dist"]
#[allow_missing = true]
pub(crate) struct Ui;

pub(crate) const INDEX: &str = "index.html";

/// The Bengali face's files (its two weights, content-hashed by Vite), for a Bangla page to
/// preload: text drawn before they arrive would be drawn again in them, and move.
pub(crate) fn bengali_fonts() -> &'static [String] {
    static FONTS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        Ui::iter()
            .filter(|name| {
                name.starts_with("assets/noto-sans-bengali-bengali-") && name.ends_with(".woff2")
            })
            .map(|name| format!("/{name}"))
            .collect()
    });
    &FONTS
}

/// Replaces the first element starting with `start` up to `end` by `with`.
pub(crate) fn replace_element(html: &str, start: &str, end: &str, with: &str) -> String {
    let Some(from) = html.find(start) else {
        return html.to_owned();
    };
    let Some(length) = html[from..].find(end) else {
        return html.to_owned();
    };
    format!(
        "{}{with}{}",
        &html[..from],
        &html[from + length + end.len()..]
    )
}

/// Text inside an element.
pub(crate) fn text(words: &str) -> String {
    words
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Text for an attribute in double quotes.
pub(crate) fn attribute(words: &str) -> String {
    text(words).replace('"', "&quot;")
}

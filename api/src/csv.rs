//! CSV files for spreadsheets (RFC 4180): a byte-order mark first, so Excel opens the Bangla
//! names as UTF-8; amounts as taka with two decimals; and long lists written a page at a time,
//! so an export of a million orders never sits in memory.

use crate::error::Result;
use axum::body::{Body, Bytes};
use std::future::Future;

/// Poisha as taka with two decimals, negative for a credit note: `-1250.50`.
pub fn taka(poisha: i64) -> String {
    let sign = if poisha < 0 { "-" } else { "" };
    let poisha = poisha.unsigned_abs();
    format!("{sign}{}.{:02}", poisha / 100, poisha % 100)
}

/// A CSV field, with text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`
/// first) led by an apostrophe: a buyer's name is not a command.
pub fn field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// One row of fields, ended as RFC 4180 ends it.
pub fn row(out: &mut String, cells: &[String]) {
    out.push_str(&cells.join(","));
    out.push_str("\r\n");
}

/// The byte-order mark that tells a spreadsheet the file is UTF-8.
pub const BOM: &str = "\u{feff}";

/// A file of `heading` and then the rows `page` gives, page after page: `page` is given the
/// cursor its page starts after (`None` first) and answers its rows and the next cursor, or
/// `None` when it was the last. A failure ends the body with an error, so the download is
/// seen to break rather than to end short.
pub fn streamed<F, Fut>(heading: &str, page: F) -> Body
where
    F: Fn(Option<i64>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<(String, Option<i64>)>> + Send,
{
    enum At {
        Start,
        After(Option<i64>),
        Done,
    }
    let heading = format!("{BOM}{heading}\r\n");
    let page = std::sync::Arc::new(page);
    let chunks = futures_util::stream::unfold(At::Start, move |at| {
        let page = page.clone();
        let heading = heading.clone();
        async move {
            let (mut text, after) = match at {
                At::Start => (heading, None),
                At::After(after) => (String::new(), after),
                At::Done => return None,
            };
            match page(after).await {
                Ok((rows, next)) => {
                    text.push_str(&rows);
                    let at = next.map_or(At::Done, |next| At::After(Some(next)));
                    Some((Ok(Bytes::from(text)), at))
                }
                Err(error) => {
                    tracing::error!(error = ?error, "an export stopped");
                    Some((Err(std::io::Error::other("the export stopped")), At::Done))
                }
            }
        }
    });
    // Fused: the compression layer polls once more after the end (see the streamed catalogue).
    Body::from_stream(futures_util::StreamExt::fuse(chunks))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_quoted_and_defused() {
        let cases = [
            ("Karim", "Karim"),
            ("Karim, Rahim", "\"Karim, Rahim\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""),
            ("+8801712", "'+8801712"),
            ("করিম", "করিম"),
        ];
        for (text, expected) in cases {
            assert_eq!(field(text), expected, "{text}");
        }
    }

    #[test]
    fn taka_have_two_decimals() {
        assert_eq!(taka(0), "0.00");
        assert_eq!(taka(5), "0.05");
        assert_eq!(taka(125_050), "1250.50");
        assert_eq!(taka(-125_050), "-1250.50");
    }
}

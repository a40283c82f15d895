//! CSV files for spreadsheets (RFC 4180): a byte-order mark first, so Excel opens the Bangla
//! names as UTF-8; amounts as taka with two decimals; and long lists written a page at a time,
//! so an export of a million orders never sits in memory.

use crate::error::Result;
use crate::streamed;
use axum::body::Body;
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

/// A file of `heading` and then the rows `page` gives, page after page (see
/// [`streamed::pages`]).
pub fn streamed<F, Fut>(heading: &str, page: F) -> Body
where
    F: Fn(Option<i64>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<(String, Option<i64>)>> + Send,
{
    streamed::pages(format!("{BOM}{heading}\r\n"), page, "")
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

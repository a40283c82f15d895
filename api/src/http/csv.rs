//! CSV files for spreadsheets (RFC 4180): a byte-order mark first, so Excel opens the Bangla
//! names as UTF-8; amounts as taka with two decimals; and long lists written a page at a time,
//! so an export of a million orders never sits in memory.

use crate::error::Result;
use crate::http::streamed;
use axum::body::Body;
use std::future::Future;

/// Poisha as taka with two decimals, negative for a credit note: `-1250.50`.
pub fn taka(poisha: i64) -> String {
    let sign = if poisha < 0 { "-" } else { "" };
    let poisha = poisha.unsigned_abs();
    format!("{sign}{}.{:02}", poisha / 100, poisha % 100)
}

/// Where the common spreadsheets split a line into cells: Excel on a comma or, in much of the
/// world, a semicolon; tabs and pipes in their import dialogs; and lines.
const SEPARATORS: [char; 6] = [',', ';', '\t', '|', '\n', '\r'];
/// What makes a cell a formula (OWASP, "CSV Injection").
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A CSV field a spreadsheet shows as the text it is: wherever a cell could start (the field's
/// start, or after any separator a spreadsheet might split on, `Karim;=1+2`), a formula's first
/// character is led by an apostrophe; a field holding any separator or a quote is quoted.
pub fn field(text: &str) -> String {
    let mut defused = String::with_capacity(text.len() + 2);
    let mut cell_starts = true;
    for c in text.chars() {
        if cell_starts && FORMULA_STARTS.contains(&c) {
            defused.push('\'');
        }
        defused.push(c);
        cell_starts = SEPARATORS.contains(&c);
    }
    if defused.contains(SEPARATORS) || defused.contains('"') {
        format!("\"{}\"", defused.replace('"', "\"\""))
    } else {
        defused
    }
}

/// A phone number a spreadsheet keeps as written: as a number Excel drops its leading 0 and
/// shows `+8801712345678` as `8.80171E+12`, so a number of digits (after an optional `+`) is
/// written as the formula `="01712345678"`, whose value is that text. Nothing else can be
/// in that formula; any other text is a [`field`].
pub fn phone(text: &str) -> String {
    let digits = text.strip_prefix('+').unwrap_or(text);
    if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
        format!("\"=\"\"{text}\"\"\"")
    } else {
        field(text)
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
    fn a_phone_number_stays_text_in_a_spreadsheet() {
        assert_eq!(phone("01712345678"), r#""=""01712345678""""#);
        assert_eq!(phone("+8801712345678"), r#""=""+8801712345678""""#);
        // Anything else is plain, defused text.
        assert_eq!(phone("=1+2"), "'=1+2");
        assert_eq!(phone(""), "");
    }

    #[test]
    fn fields_are_quoted_and_defused() {
        let cases = [
            ("Karim", "Karim"),
            ("Karim, Rahim", "\"Karim, Rahim\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""),
            ("+8801712", "'+8801712"),
            ("করিম", "করিম"),
            // A spreadsheet splitting on semicolons (or tabs, pipes, lines) sees a new cell.
            ("Karim;=1+2", "\"Karim;'=1+2\""),
            ("Karim\t@SUM(A1)", "\"Karim\t'@SUM(A1)\""),
            ("a|-2+3", "\"a|'-2+3\""),
            ("line\n=cmd", "\"line\n'=cmd\""),
            ("Road 2; House 4", "\"Road 2; House 4\""),
            ("5-7 pieces", "5-7 pieces"),
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

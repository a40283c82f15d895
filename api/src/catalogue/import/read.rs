//! A catalogue file's rows as text: CSV (UTF-8, with or without the byte-order mark Excel
//! writes, split by commas or the semicolons of much of the world's Excel) or the first sheet
//! of an XLSX workbook, read with `calamine`.

use calamine::{Reader, Xlsx, open_workbook_from_rs};
use std::io::Cursor;

/// Every row of the file, each cell's text; `None` when the file is neither CSV nor XLSX.
pub fn rows(bytes: &[u8]) -> Option<Vec<Vec<String>>> {
    // An XLSX workbook is a ZIP archive, whose first bytes are always these.
    if bytes.starts_with(b"PK\x03\x04") {
        xlsx_rows(bytes)
    } else {
        csv_rows(bytes)
    }
}

fn xlsx_rows(bytes: &[u8]) -> Option<Vec<Vec<String>>> {
    let mut workbook: Xlsx<_> = open_workbook_from_rs(Cursor::new(bytes)).ok()?;
    let sheet = workbook.worksheet_range_at(0)?.ok()?;
    Some(
        sheet
            .rows()
            .map(|row| row.iter().map(ToString::to_string).collect())
            .collect(),
    )
}

fn csv_rows(bytes: &[u8]) -> Option<Vec<Vec<String>>> {
    let text = std::str::from_utf8(bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)).ok()?;
    let heading = text.lines().next()?;
    // The separator is the one the heading row uses more: a heading never holds either.
    let delimiter = if heading.matches(';').count() > heading.matches(',').count() {
        b';'
    } else {
        b','
    };
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    reader
        .records()
        .map(|record| {
            record
                .ok()
                .map(|row| row.iter().map(str::to_owned).collect())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::rows;

    #[test]
    fn csv_is_read_with_either_separator_quotes_and_a_byte_order_mark() {
        let comma = "\u{feff}part number,specifications\n6205-2RS,\"bore=25; seal=2rs\"\n";
        let semicolon = "part number;in stock\r\n6205-2RS;\"1,200\"\r\n";
        assert_eq!(
            rows(comma.as_bytes()).unwrap(),
            [
                vec!["part number", "specifications"],
                vec!["6205-2RS", "bore=25; seal=2rs"]
            ]
        );
        assert_eq!(
            rows(semicolon.as_bytes()).unwrap()[1],
            ["6205-2RS", "1,200"]
        );
        assert!(rows(b"\xff\xfe\x00p").is_none(), "not UTF-8");
        assert!(rows(b"PK\x03\x04 not really a workbook").is_none());
    }

    #[test]
    fn an_xlsx_workbooks_first_sheet_is_read() {
        let mut workbook = rust_xlsxwriter::Workbook::new();
        let sheet = workbook.add_worksheet();
        sheet.write_string(0, 0, "part number").unwrap();
        sheet.write_string(0, 1, "in stock").unwrap();
        sheet.write_string(1, 0, "6205-2RS").unwrap();
        sheet.write_number(1, 1, 420).unwrap();
        let bytes = workbook.save_to_buffer().unwrap();
        assert_eq!(
            rows(&bytes).unwrap(),
            [vec!["part number", "in stock"], vec!["6205-2RS", "420"]]
        );
    }
}

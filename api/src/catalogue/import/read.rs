//! A catalogue file as sent, kept on disk from its upload until it is applied (or found wrong)
//! and read a row at a time each time it is walked, rather than held as text: a 100,000-row
//! file would otherwise hold about 100 MB of cells for as long as it waits. CSV (UTF-8, with
//! or without the byte-order mark Excel writes, split by commas or the semicolons of much of
//! the world's Excel), or the first sheet of an XLSX workbook, read with `calamine` (which
//! reads a sheet whole, so an XLSX file's cells are held while it is walked).

use calamine::{Reader, Xlsx, open_workbook_from_rs};
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;

/// A file's rows, a row's cells as text.
pub type Rows<'a> = Box<dyn Iterator<Item = Vec<String>> + Send + 'a>;

/// A readable catalogue file on disk, deleted when let go.
pub struct Sheet {
    path: PathBuf,
    form: Form,
    headings: Vec<String>,
    data_rows: usize,
    /// Whether every row under the headings is blank.
    blank: bool,
}

#[derive(Clone, Copy)]
enum Form {
    Csv { delimiter: u8 },
    Xlsx,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

impl Sheet {
    /// Reads the file at `path` through once, to know it can be read and how many rows it has;
    /// `None` (and the file deleted) when it is neither CSV nor XLSX. Blocking.
    pub fn open(path: PathBuf) -> Option<Sheet> {
        let opened = Self::read(&path);
        if opened.is_none() {
            let _ = std::fs::remove_file(&path);
        }
        opened.map(|(form, headings, data_rows, blank)| Sheet {
            path,
            form,
            headings,
            data_rows,
            blank,
        })
    }

    fn read(path: &PathBuf) -> Option<(Form, Vec<String>, usize, bool)> {
        let mut start = [0; 4];
        let read = File::open(path).ok()?.read(&mut start).ok()?;
        // An XLSX workbook is a ZIP archive, whose first bytes are always these.
        let form = if start[..read] == *b"PK\x03\x04" {
            Form::Xlsx
        } else {
            Form::Csv {
                delimiter: delimiter(path)?,
            }
        };
        let mut rows = rows_of(path, form)?;
        let headings = rows.next()??;
        let (mut data_rows, mut blank) = (0, true);
        for row in rows {
            data_rows += 1;
            blank &= shared::import::is_blank(&row?);
        }
        Some((form, headings, data_rows, blank))
    }

    /// The first row's cells.
    pub fn headings(&self) -> &[String] {
        &self.headings
    }

    /// How many rows are under the headings.
    pub fn data_rows(&self) -> usize {
        self.data_rows
    }

    /// Whether every row under the headings is blank.
    pub fn is_blank(&self) -> bool {
        self.blank
    }

    /// The rows under the headings, read from the file again. Blocking reads of a local file,
    /// a buffer at a time.
    pub fn rows(&self) -> std::io::Result<Rows<'static>> {
        let mut rows = rows_of(&self.path, self.form)
            .ok_or_else(|| std::io::Error::other("the catalogue file changed on disk"))?;
        rows.next();
        // Every row was read once when the file arrived; the file is the shop's own since.
        Ok(Box::new(rows.map_while(|row| row)))
    }
}

impl Drop for Sheet {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// The separator a CSV file's heading row uses more: a heading never holds either. `None`
/// when the file is not UTF-8 text.
fn delimiter(path: &PathBuf) -> Option<u8> {
    let mut reader = BufReader::new(File::open(path).ok()?);
    skip_bom(&mut reader)?;
    let mut heading = Vec::new();
    reader.read_until(b'\n', &mut heading).ok()?;
    let heading = std::str::from_utf8(&heading).ok()?;
    Some(
        if heading.matches(';').count() > heading.matches(',').count() {
            b';'
        } else {
            b','
        },
    )
}

fn skip_bom(reader: &mut BufReader<File>) -> Option<()> {
    if reader.fill_buf().ok()?.starts_with(BOM) {
        reader.consume(BOM.len());
    }
    Some(())
}

/// Every row of the file, headings first, each `None` when it cannot be read (not UTF-8, a
/// broken quote).
fn rows_of(
    path: &PathBuf,
    form: Form,
) -> Option<Box<dyn Iterator<Item = Option<Vec<String>>> + Send>> {
    match form {
        Form::Xlsx => {
            let mut workbook: Xlsx<_> =
                open_workbook_from_rs(BufReader::new(File::open(path).ok()?)).ok()?;
            let sheet = workbook.worksheet_range_at(0)?.ok()?;
            let rows: Vec<Vec<String>> = sheet
                .rows()
                .map(|row| row.iter().map(ToString::to_string).collect())
                .collect();
            Some(Box::new(rows.into_iter().map(Some)))
        }
        Form::Csv { delimiter } => {
            let mut reader = BufReader::new(File::open(path).ok()?);
            skip_bom(&mut reader)?;
            let records = csv::ReaderBuilder::new()
                .delimiter(delimiter)
                .has_headers(false)
                .flexible(true)
                .from_reader(reader)
                .into_records();
            Some(Box::new(records.map(|record| {
                record
                    .ok()
                    .map(|row| row.iter().map(str::to_owned).collect())
            })))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Sheet;

    fn sheet(bytes: &[u8]) -> Option<(Sheet, Vec<Vec<String>>)> {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("upload");
        std::fs::write(&path, bytes).unwrap();
        let sheet = Sheet::open(path.clone());
        assert_eq!(
            sheet.is_some(),
            path.exists(),
            "an unreadable file is deleted"
        );
        let sheet = sheet?;
        let mut rows = vec![sheet.headings().to_vec()];
        rows.extend(sheet.rows().unwrap());
        Some((sheet, rows))
    }

    #[test]
    fn csv_is_read_with_either_separator_quotes_and_a_byte_order_mark() {
        let comma = "\u{feff}part number,specifications\n6205-2RS,\"bore=25; seal=2rs\"\n";
        let semicolon = "part number;in stock\r\n6205-2RS;\"1,200\"\r\n\r\n;\r\n";
        assert_eq!(
            sheet(comma.as_bytes()).unwrap().1,
            [
                vec!["part number", "specifications"],
                vec!["6205-2RS", "bore=25; seal=2rs"]
            ]
        );
        let (read, rows) = sheet(semicolon.as_bytes()).unwrap();
        assert_eq!(rows[1], ["6205-2RS", "1,200"]);
        assert_eq!(
            read.data_rows(),
            2,
            "a blank line is no row; a row of empty cells is"
        );
        assert!(!read.is_blank());
        assert!(sheet(b"\xff\xfe\x00p").is_none(), "not UTF-8");
        assert!(
            sheet(b"part number\n\xff\xfe\n").is_none(),
            "a row not UTF-8"
        );
        assert!(sheet(b"PK\x03\x04 not really a workbook").is_none());
        let (read, _) = sheet(b"part number\n,\n").unwrap();
        assert!(read.is_blank());
    }

    #[test]
    fn an_xlsx_workbooks_first_sheet_is_read() {
        let mut workbook = rust_xlsxwriter::Workbook::new();
        let sheet_of = workbook.add_worksheet();
        sheet_of.write_string(0, 0, "part number").unwrap();
        sheet_of.write_string(0, 1, "in stock").unwrap();
        sheet_of.write_string(1, 0, "6205-2RS").unwrap();
        sheet_of.write_number(1, 1, 420).unwrap();
        let bytes = workbook.save_to_buffer().unwrap();
        assert_eq!(
            sheet(&bytes).unwrap().1,
            [vec!["part number", "in stock"], vec!["6205-2RS", "420"]]
        );
    }

    #[test]
    fn the_file_is_deleted_when_let_go() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("upload");
        std::fs::write(&path, "part number\nX1\n").unwrap();
        let sheet = Sheet::open(path.clone()).unwrap();
        assert!(path.exists());
        drop(sheet);
        assert!(!path.exists());
    }
}

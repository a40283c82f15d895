//! Reading the shop's PDFs as a person would: their text as `pdftotext` extracts it, and
//! page one as `pdftoppm` renders it (Debian's poppler-utils, installed by
//! `scripts/setup.sh --tests`).

use std::io::Write;

/// A file's text as `pdftotext` reads it, laid out.
pub fn text(pdf: &[u8]) -> String {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(pdf).unwrap();
    let output = std::process::Command::new("pdftotext")
        .args(["-layout", file.path().to_str().unwrap(), "-"])
        .output()
        .expect("pdftotext (poppler-utils) is installed by scripts/setup.sh --tests");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Page one at `dpi` in grey: width, height and pixels.
pub fn page_one(pdf: &[u8], dpi: u32) -> (u32, u32, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("document.pdf");
    std::fs::write(&input, pdf).unwrap();
    let output = dir.path().join("page");
    let status = std::process::Command::new("pdftoppm")
        .args([
            "-r",
            &dpi.to_string(),
            "-gray",
            "-png",
            "-singlefile",
            "-f",
            "1",
            "-l",
            "1",
        ])
        .arg(&input)
        .arg(&output)
        .status()
        .expect("pdftoppm (poppler-utils) is installed by scripts/setup.sh --tests");
    assert!(status.success());
    decode(&std::fs::read(output.with_extension("png")).unwrap())
}

pub fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png_bytes))
        .read_info()
        .unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut pixels).unwrap();
    pixels.truncate(frame.buffer_size());
    // Some poppler builds write grey as RGB; one channel of it is the grey.
    let channels = match frame.color_type {
        png::ColorType::Grayscale => 1,
        png::ColorType::Rgb => 3,
        other => panic!("an unexpected render: {other:?}"),
    };
    let grey = pixels.chunks(channels).map(|pixel| pixel[0]).collect();
    (frame.width, frame.height, grey)
}

/// What a barcode scanner reads off a rendered page: like a scanner's line, each row is tried
/// in turn; the first whose bars and spaces, measured in modules, decode as Code 128 is read.
pub fn scan_barcode(width: u32, pixels: &[u8]) -> Option<String> {
    pixels.chunks(width as usize).find_map(scan_row)
}

fn scan_row(row: &[u8]) -> Option<String> {
    let first = row.iter().position(|pixel| *pixel < 128)?;
    let last = row.iter().rposition(|pixel| *pixel < 128)?;
    let mut runs: Vec<u32> = Vec::new();
    let mut dark = true;
    for pixel in &row[first..=last] {
        match runs.last_mut() {
            Some(run) if (*pixel < 128) == dark => *run += 1,
            _ => {
                if !runs.is_empty() {
                    dark = !dark;
                }
                runs.push(1);
            }
        }
    }
    // Six bars and spaces a character and seven for the stop: 11 modules each, 13 the stop.
    let symbols = runs.len().checked_sub(7)?;
    if symbols % 6 != 0 {
        return None;
    }
    let span: u32 = runs.iter().sum();
    let module = span as f32 / (11 * (symbols / 6) + 13) as f32;
    let widths: Vec<u8> = runs
        .iter()
        .map(|run| (*run as f32 / module).round() as u8)
        .collect();
    shared::barcode::read(&widths)
}

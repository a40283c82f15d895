//! PDF invoices for paid orders, drawn with pdf-writer in the standard Helvetica font (no font
//! files to ship). Helvetica covers Latin-1; any other character prints as '?', so a name in
//! Bangla script is reduced — noted in the README.

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use shared::{Money, messages};

/// One tool of the invoice.
pub struct InvoiceLine {
    pub tool_name: String,
    pub quantity: u32,
    pub unit_price: Money,
    pub total: Money,
}

/// What an invoice says.
pub struct Invoice {
    pub number: String,
    pub ordered_on: String,
    pub paid_on: String,
    pub buyer_name: String,
    pub buyer_email: String,
    /// The recipient, the address with its district and the phone, as given at checkout.
    pub deliver_to: Vec<String>,
    pub lines: Vec<InvoiceLine>,
    pub total: Money,
    pub transaction_id: String,
}

const PAGE_WIDTH: f32 = 595.0; // A4 in points
const PAGE_HEIGHT: f32 = 842.0;
const MARGIN: f32 = 56.0;
/// Where the lines' table's columns start, from the margin.
const COLUMNS: [f32; 4] = [0.0, 250.0, 320.0, 410.0];
/// A tool's name is cut to fit its column.
const NAME_WIDTH: usize = 45;
const REGULAR: Name = Name(b"F1");
const BOLD: Name = Name(b"F2");

/// Latin-1 bytes for WinAnsi-encoded Helvetica; anything else becomes '?'.
fn latin1(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match u32::from(c) {
            code @ (0x20..=0x7e | 0xa0..=0xff) => code as u8,
            _ => b'?',
        })
        .collect()
}

/// Lines of text written top-down.
struct Writer {
    content: Content,
    y: f32,
}

impl Writer {
    fn text(&mut self, x: f32, font: Name, size: f32, text: &str) {
        let bytes = latin1(text);
        self.content
            .begin_text()
            .set_font(font, size)
            .next_line(x, self.y)
            .show(Str(&bytes))
            .end_text();
    }

    fn line(&mut self, font: Name, size: f32, text: &str) {
        self.text(MARGIN, font, size, text);
        self.y -= size * 1.5;
    }

    fn gap(&mut self, points: f32) {
        self.y -= points;
    }

    fn rule(&mut self) {
        self.content
            .move_to(MARGIN, self.y)
            .line_to(PAGE_WIDTH - MARGIN, self.y)
            .stroke();
        self.y -= 18.0;
    }

    /// One row of the lines' table: tool, quantity, unit price, amount.
    fn row(&mut self, font: Name, cells: [&str; 4]) {
        for (x, cell) in COLUMNS.iter().zip(cells) {
            self.text(MARGIN + x, font, 10.0, cell);
        }
        self.y -= 15.0;
    }

    /// A label and its value on one row.
    fn pair(&mut self, label: &str, value: &str) {
        self.text(MARGIN, BOLD, 10.0, label);
        self.text(MARGIN + 130.0, REGULAR, 10.0, value);
        self.y -= 16.0;
    }
}

/// The invoice, in English: Helvetica, the PDF's built-in font, has no Bangla letters (the
/// VAT invoice in both languages, with an embedded Bengali font, is issue 20's).
pub fn render(invoice: &Invoice) -> Vec<u8> {
    let mut writer = Writer {
        content: Content::new(),
        y: PAGE_HEIGHT - MARGIN,
    };
    writer.line(BOLD, 20.0, messages::SHOP_NAME.en());
    for line in messages::SHOP_ADDRESS.en().split("; ") {
        writer.line(REGULAR, 10.0, line);
    }
    writer.gap(12.0);
    writer.line(BOLD, 16.0, &messages::invoice_title(&invoice.number).en());
    writer.pair(messages::INVOICE_ORDER_DATE.en(), &invoice.ordered_on);
    writer.pair(messages::INVOICE_PAID_ON.en(), &invoice.paid_on);
    writer.pair(messages::INVOICE_TRANSACTION.en(), &invoice.transaction_id);
    writer.gap(8.0);
    writer.rule();
    writer.line(BOLD, 11.0, messages::INVOICE_BILLED_TO.en());
    writer.line(REGULAR, 10.0, &invoice.buyer_name);
    writer.line(REGULAR, 10.0, &invoice.buyer_email);
    if !invoice.deliver_to.is_empty() {
        writer.gap(4.0);
        writer.line(BOLD, 11.0, messages::INVOICE_DELIVER_TO.en());
        for line in &invoice.deliver_to {
            writer.line(REGULAR, 10.0, line);
        }
    }
    writer.gap(8.0);
    writer.rule();
    writer.row(
        BOLD,
        [
            messages::INVOICE_TOOL.en(),
            messages::INVOICE_QUANTITY.en(),
            messages::INVOICE_UNIT_PRICE.en(),
            messages::INVOICE_LINE_TOTAL.en(),
        ],
    );
    for line in &invoice.lines {
        let name: String = line.tool_name.chars().take(NAME_WIDTH).collect();
        let quantity = messages::pieces(line.quantity).en();
        let (unit_price, total) = (line.unit_price.format(), line.total.format());
        writer.row(REGULAR, [&name, &quantity, &unit_price, &total]);
    }
    writer.gap(4.0);
    writer.rule();
    writer.text(MARGIN, BOLD, 13.0, messages::INVOICE_TOTAL_PAID.en());
    writer.text(MARGIN + 130.0, BOLD, 13.0, &invoice.total.format());
    writer.gap(40.0);
    writer.line(REGULAR, 9.0, messages::INVOICE_FOOTER.en());

    let (catalog, pages, page, regular, bold, content) = (
        Ref::new(1),
        Ref::new(2),
        Ref::new(3),
        Ref::new(4),
        Ref::new(5),
        Ref::new(6),
    );
    let mut pdf = Pdf::new();
    pdf.document_info(Ref::new(7))
        .title(TextStr(&messages::invoice_title(&invoice.number).en()))
        .author(TextStr(messages::SHOP_NAME.en()));
    pdf.catalog(catalog).pages(pages);
    pdf.pages(pages).kids([page]).count(1);
    let mut page_writer = pdf.page(page);
    page_writer
        .media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT))
        .parent(pages)
        .contents(content);
    page_writer
        .resources()
        .fonts()
        .pair(REGULAR, regular)
        .pair(BOLD, bold);
    page_writer.finish();
    for (id, base) in [(regular, "Helvetica"), (bold, "Helvetica-Bold")] {
        pdf.type1_font(id)
            .base_font(Name(base.as_bytes()))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
    }
    pdf.stream(content, &writer.content.finish());
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use super::latin1;

    #[test]
    fn text_outside_latin1_prints_as_question_marks() {
        assert_eq!(latin1("Tk. 1,250"), b"Tk. 1,250");
        assert_eq!(latin1("Café"), b"Caf\xe9");
        assert_eq!(latin1("রহিম A"), b"???? A");
    }
}

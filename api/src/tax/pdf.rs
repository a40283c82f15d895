//! A VAT document as a PDF: the tax invoice (form Mushak-6.3 of the VAT and Supplementary
//! Duty Rules 2016, rule 40(1)(c) and (f)) or the credit note (Mushak-6.7, rule 22), in the
//! reader's language, on A4 landscape so the form's nine columns fit.
//!
//! The form's fields, in its order: the registered person's name, BIN and address of issue;
//! the buyer's name, BIN and address; the destination of supply; the invoice's number and its
//! date and time of issue; per line the description of the goods, the supply unit, quantity,
//! unit price, value before VAT, VAT rate, VAT and value including VAT; the totals. Prices
//! in this shop include VAT, so the unit price is printed with VAT (and headed so); the value
//! and VAT columns come from `shared::vat::split` and add up to it to the poisha.

use super::document::{Content, Issued, Line};
use super::typeset::{self, Weight};
use crate::error::Result;
use krilla::Document;
use krilla::geom::PathBuilder;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::Stroke;
use krilla::surface::Surface;
use shared::calendar::format_moment_in;
use shared::entities::in_language;
use shared::in_words::amount_in_words;
use shared::tax_document::{Bin, DocumentKind};
use shared::{Digits, Key, Lang, Money, PaymentMethod, messages};

const PAGE_WIDTH: f32 = 842.0; // A4 landscape, in points
const PAGE_HEIGHT: f32 = 595.0;
const MARGIN: f32 = 36.0;
const BODY: f32 = 9.0;
const SMALL: f32 = 8.0;
/// How far a row's baseline sits below its top edge, per point of type.
const ASCENT: f32 = 1.1;
const LEADING: f32 = 1.35;
/// The table's columns: heading and width in points; the widths fill the page between the
/// margins.
const COLUMNS: [(Key, f32); 9] = [
    (messages::MUSHAK_SERIAL, 30.0),
    (messages::MUSHAK_DESCRIPTION, 218.0),
    (messages::MUSHAK_UNIT, 56.0),
    (messages::MUSHAK_QUANTITY, 52.0),
    (messages::MUSHAK_UNIT_PRICE, 92.0),
    (messages::MUSHAK_VALUE, 92.0),
    (messages::MUSHAK_RATE, 50.0),
    (messages::MUSHAK_VAT, 85.0),
    (messages::MUSHAK_TOTAL_PRICE, 95.0),
];
const CELL_PADDING: f32 = 4.0;

/// The language the document is printed in, with its digits.
#[derive(Clone, Copy)]
struct Reader {
    lang: Lang,
    digits: Digits,
}

impl Reader {
    fn say(self, key: Key) -> &'static str {
        key.template(self.lang)
    }

    fn money(self, amount: Money) -> String {
        amount.format_plain(self.digits)
    }

    fn number(self, number: impl ToString) -> String {
        shared::language::write_digits(&number.to_string(), self.digits)
    }

    fn moment(self, ms: i64) -> String {
        format_moment_in(ms, self.lang, self.digits)
    }

    /// `text` with the district named where the order's address ends (`, Gazipur`) in the
    /// reader's language: place names on a Bangla document are Bangla.
    fn district_in(self, text: &str, district: Option<&str>) -> String {
        let Some(district) = district else {
            return text.to_owned();
        };
        let ending = format!(", {district}");
        let whole_name = |&(at, _): &(usize, &str)| {
            let after = &text[at + ending.len()..];
            after.is_empty() || after.starts_with(',')
        };
        match text.match_indices(&ending).find(whole_name) {
            Some((at, _)) => {
                let named = shared::delivery::district_name(district, self.lang);
                format!("{}, {named}{}", &text[..at], &text[at + ending.len()..])
            }
            None => text.to_owned(),
        }
    }
}

/// Pages being written top-down; a new page begins when the next block does not fit.
struct Pages<'a> {
    document: &'a mut Document,
    pages: Vec<Vec<Drawn>>,
    y: f32,
}

/// What a page holds, drawn when the document is finished (krilla's page borrows the
/// document, so the content is collected first).
enum Drawn {
    Text {
        x: f32,
        y: f32,
        text: String,
        size: f32,
        weight: Weight,
    },
    Line {
        from: (f32, f32),
        to: (f32, f32),
        width: f32,
    },
}

impl<'a> Pages<'a> {
    fn new(document: &'a mut Document) -> Self {
        Pages {
            document,
            pages: vec![Vec::new()],
            y: MARGIN,
        }
    }

    fn page(&mut self) -> &mut Vec<Drawn> {
        self.pages.last_mut().expect("a page is always open")
    }

    /// Whether `height` more points fit on this page.
    fn fits(&self, height: f32) -> bool {
        self.y + height <= PAGE_HEIGHT - MARGIN
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = MARGIN;
    }

    /// Text with its top at `top`.
    fn text_at(&mut self, x: f32, top: f32, text: &str, size: f32, weight: Weight) {
        self.page().push(Drawn::Text {
            x,
            y: top + size * ASCENT,
            text: text.to_owned(),
            size,
            weight,
        });
    }

    /// Text ending at `right`, its top at `top`.
    fn text_right(&mut self, right: f32, top: f32, text: &str, size: f32, weight: Weight) {
        let x = right - typeset::width(text, size, weight);
        self.text_at(x, top, text, size, weight);
    }

    /// A line of text centred on the page; moves down past it.
    fn centred(&mut self, text: &str, size: f32, weight: Weight) {
        let x = (PAGE_WIDTH - typeset::width(text, size, weight)) / 2.0;
        let top = self.y;
        self.text_at(x, top, text, size, weight);
        self.y += size * LEADING;
    }

    fn rule(&mut self, from: (f32, f32), to: (f32, f32), width: f32) {
        self.page().push(Drawn::Line { from, to, width });
    }

    fn finish(self) {
        for drawn in self.pages {
            let settings = PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT).expect("A4 is a size");
            let mut page = self.document.start_page_with(settings);
            let mut surface = page.surface();
            for item in drawn {
                draw(&mut surface, item);
            }
            surface.finish();
            page.finish();
        }
    }
}

fn draw(surface: &mut Surface, item: Drawn) {
    match item {
        Drawn::Text {
            x,
            y,
            text,
            size,
            weight,
        } => {
            typeset::draw(surface, x, y, &text, size, weight);
        }
        Drawn::Line { from, to, width } => {
            let mut path = PathBuilder::new();
            path.move_to(from.0, from.1);
            path.line_to(to.0, to.1);
            if let Some(path) = path.finish() {
                surface.set_fill(None);
                surface.set_stroke(Some(Stroke {
                    width,
                    ..Stroke::default()
                }));
                surface.draw_path(&path);
                surface.set_stroke(None);
            }
        }
    }
}

/// Labelled fields in a column: the label in bold above its value, wrapped to the column.
fn fields(pages: &mut Pages, x: f32, width: f32, rows: &[(&str, String)]) -> f32 {
    let mut top = pages.y;
    for (label, value) in rows {
        pages.text_at(x, top, label, SMALL, Weight::Bold);
        top += SMALL * LEADING;
        for line in typeset::wrap(value, BODY, Weight::Regular, width) {
            pages.text_at(x, top, &line, BODY, Weight::Regular);
            top += BODY * LEADING;
        }
        top += 3.0;
    }
    top
}

/// The PDF of an issued document, in `lang`.
pub fn render(issued: &Issued, lang: Lang) -> Result<Vec<u8>> {
    let reader = Reader {
        lang,
        digits: match lang {
            Lang::En => Digits::Latin,
            Lang::Bn => Digits::Bengali,
        },
    };
    let content = &issued.content;
    let (title, rule, form) = match issued.kind {
        DocumentKind::Invoice => (
            messages::MUSHAK_INVOICE_TITLE,
            messages::MUSHAK_INVOICE_RULE,
            messages::MUSHAK_INVOICE_FORM,
        ),
        DocumentKind::CreditNote => (
            messages::MUSHAK_CREDIT_TITLE,
            messages::MUSHAK_CREDIT_RULE,
            messages::MUSHAK_CREDIT_FORM,
        ),
    };
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(format!("{} {}", reader.say(form), issued.number))
            .language(lang.code().to_owned())
            .creator(content.seller.name.clone()),
    );
    let mut pages = Pages::new(&mut document);

    // The form's heading.
    let form_label = reader.say(form);
    pages.text_right(PAGE_WIDTH - MARGIN, MARGIN, form_label, BODY, Weight::Bold);
    pages.centred(
        reader.say(messages::MUSHAK_GOVERNMENT),
        BODY,
        Weight::Regular,
    );
    pages.centred(reader.say(messages::MUSHAK_NBR), BODY, Weight::Regular);
    pages.centred(reader.say(title), 15.0, Weight::Bold);
    pages.centred(reader.say(rule), SMALL, Weight::Regular);
    pages.y += 4.0;
    pages.centred(&content.seller.name, 11.0, Weight::Bold);
    let seller_lines = [
        format!(
            "{}: {}",
            reader.say(messages::MUSHAK_SELLER_BIN),
            reader.number(Bin::printed(&content.seller.bin))
        ),
        format!(
            "{}: {}",
            reader.say(messages::MUSHAK_SELLER_ADDRESS),
            content.seller.address
        ),
        format!(
            "{}: {}",
            reader.say(messages::MUSHAK_VAT_OFFICE),
            content.seller.vat_office
        ),
    ];
    for line in &seller_lines {
        pages.centred(line, BODY, Weight::Regular);
    }
    pages.y += 6.0;
    let full = PAGE_WIDTH - 2.0 * MARGIN;
    let y = pages.y;
    pages.rule((MARGIN, y), (PAGE_WIDTH - MARGIN, y), 0.8);
    pages.y += 6.0;

    // The buyer on the left, the document's own particulars on the right.
    let half = full / 2.0 - 12.0;
    let buyer = &content.buyer;
    let mut buyer_rows = vec![(
        reader.say(messages::MUSHAK_BUYER_NAME),
        match buyer.company_in(reader.lang) {
            Some(company) => format!("{company} ({})", buyer.name),
            None => buyer.name.clone(),
        },
    )];
    let not_given = reader.say(messages::NOT_AVAILABLE).to_owned();
    buyer_rows.push((
        reader.say(messages::MUSHAK_BUYER_BIN),
        buyer
            .bin
            .as_deref()
            .map_or(not_given.clone(), |bin| reader.number(Bin::printed(bin))),
    ));
    let in_place_names = |line: &str| reader.district_in(line, content.district.as_deref());
    buyer_rows.push((
        reader.say(messages::MUSHAK_BUYER_ADDRESS),
        buyer
            .address
            .as_deref()
            .map_or_else(|| not_given.clone(), in_place_names),
    ));
    buyer_rows.push((
        reader.say(messages::MUSHAK_DESTINATION),
        if content.destination.is_empty() {
            not_given.clone()
        } else {
            in_place_names(&content.destination.join(", "))
        },
    ));
    let number_label = match issued.kind {
        DocumentKind::Invoice => messages::MUSHAK_INVOICE_NUMBER,
        DocumentKind::CreditNote => messages::MUSHAK_CREDIT_NUMBER,
    };
    let mut own_rows = vec![
        (reader.say(number_label), reader.number(&issued.number)),
        (
            reader.say(messages::MUSHAK_ISSUED),
            reader.moment(issued.issued_at),
        ),
        (
            reader.say(messages::MUSHAK_SUPPLIED),
            reader.moment(content.supplied_at),
        ),
        (
            reader.say(messages::MUSHAK_ORDER),
            reader.number(&content.order_number),
        ),
    ];
    if let Some(po_number) = &content.po_number {
        own_rows.push((reader.say(messages::MUSHAK_PO_NUMBER), po_number.clone()));
    }
    if let Some(invoice) = &content.credits {
        own_rows.push((
            reader.say(messages::MUSHAK_REFERS_TO),
            reader.number(invoice),
        ));
        own_rows.push((
            reader.say(messages::MUSHAK_REASON),
            reader.say(messages::MUSHAK_REASON_CANCELLED).to_owned(),
        ));
    } else if let Some(method) = &content.payment_method {
        let method = PaymentMethod::from_id(method)
            .map_or(method.as_str(), |method| reader.say(method.label_key()));
        let transaction = content.transaction_id.as_deref().unwrap_or_default();
        own_rows.push((
            reader.say(messages::MUSHAK_PAYMENT),
            format!("{method} {transaction}").trim().to_owned(),
        ));
    }
    let left_end = fields(&mut pages, MARGIN, half, &buyer_rows);
    let right_end = fields(&mut pages, MARGIN + full / 2.0 + 12.0, half, &own_rows);
    pages.y = left_end.max(right_end) + 4.0;

    table(&mut pages, reader, content);

    // The total in words, and how the document was issued.
    let (_, _, total) = content.totals();
    let words = amount_in_words(total, lang);
    let label = format!("{}: ", reader.say(messages::MUSHAK_IN_WORDS));
    let label_width = typeset::width(&label, BODY, Weight::Bold);
    let lines = typeset::wrap(&words, BODY, Weight::Regular, full - label_width);
    if !pages.fits(BODY * LEADING * (lines.len() as f32 + 3.0)) {
        pages.new_page();
    }
    pages.y += 8.0;
    let top = pages.y;
    pages.text_at(MARGIN, top, &label, BODY, Weight::Bold);
    for line in &lines {
        let top = pages.y;
        pages.text_at(MARGIN + label_width, top, line, BODY, Weight::Regular);
        pages.y += BODY * LEADING;
    }
    pages.y += 10.0;
    let top = pages.y;
    pages.text_at(
        MARGIN,
        top,
        reader.say(messages::MUSHAK_ELECTRONIC),
        SMALL,
        Weight::Regular,
    );
    pages.finish();
    document
        .finish()
        .map_err(|error| anyhow::anyhow!("the PDF could not be written: {error:?}").into())
}

/// A line's supply unit: a tool is sold by the piece, delivery as one service.
fn unit(line: &Line) -> Key {
    if line.delivery {
        messages::MUSHAK_SERVICE
    } else {
        messages::MUSHAK_PIECE
    }
}

/// The lines' table, its heading repeated on every page it runs onto, and the totals row.
fn table(pages: &mut Pages, reader: Reader, content: &Content) {
    let heading: Vec<Vec<String>> = COLUMNS
        .iter()
        .map(|(key, width)| {
            typeset::wrap(
                reader.say(*key),
                SMALL,
                Weight::Bold,
                width - 2.0 * CELL_PADDING,
            )
        })
        .collect();
    let heading_height = row_height(&heading, SMALL);
    let lines = content.lines.iter().enumerate().map(|(index, line)| {
        let description = typeset::wrap(
            in_language(
                reader.lang,
                &line.description,
                line.description_bn.as_deref(),
            ),
            BODY,
            Weight::Regular,
            COLUMNS[1].1 - 2.0 * CELL_PADDING,
        );
        vec![
            vec![reader.number(index + 1)],
            description,
            vec![reader.say(unit(line)).to_owned()],
            vec![reader.number(line.quantity)],
            vec![reader.money(line.unit_price)],
            vec![reader.money(line.value)],
            vec![format!("{}%", line.vat_rate.percent_text(reader.digits))],
            vec![reader.money(line.vat)],
            vec![reader.money(line.total)],
        ]
    });
    let (value, vat, total) = content.totals();
    let totals = vec![
        vec![],
        vec![reader.say(messages::MUSHAK_TOTAL).to_owned()],
        vec![],
        vec![],
        vec![],
        vec![reader.money(value)],
        vec![],
        vec![reader.money(vat)],
        vec![reader.money(total)],
    ];
    let mut heading_drawn = false;
    for (cells, weight) in lines
        .map(|cells| (cells, Weight::Regular))
        .chain([(totals, Weight::Bold)])
    {
        let height = row_height(&cells, BODY);
        if !heading_drawn || !pages.fits(height) {
            if heading_drawn {
                pages.new_page();
            }
            row(pages, &heading, SMALL, Weight::Bold, heading_height, true);
            heading_drawn = true;
        }
        row(pages, &cells, BODY, weight, height, false);
    }
}

fn row_height(cells: &[Vec<String>], size: f32) -> f32 {
    let lines = cells.iter().map(Vec::len).max().unwrap_or(1).max(1);
    lines as f32 * size * LEADING + 2.0 * CELL_PADDING
}

/// One row of the table with its grid; text columns start at the left, amounts end at the
/// right (every column after the description's is a number but the unit's).
fn row(
    pages: &mut Pages,
    cells: &[Vec<String>],
    size: f32,
    weight: Weight,
    height: f32,
    heading: bool,
) {
    let top = pages.y;
    let bottom = top + height;
    let mut x = MARGIN;
    pages.rule((MARGIN, top), (PAGE_WIDTH - MARGIN, top), 0.6);
    for (index, ((_, width), lines)) in COLUMNS.iter().zip(cells).enumerate() {
        pages.rule((x, top), (x, bottom), 0.6);
        let right_aligned = !heading && index != 1 && index != 2;
        for (line_index, line) in lines.iter().enumerate() {
            let line_top = top + CELL_PADDING + line_index as f32 * size * LEADING;
            if right_aligned {
                pages.text_right(x + width - CELL_PADDING, line_top, line, size, weight);
            } else {
                pages.text_at(x + CELL_PADDING, line_top, line, size, weight);
            }
        }
        x += width;
    }
    pages.rule((x, top), (x, bottom), 0.6);
    pages.rule((MARGIN, bottom), (PAGE_WIDTH - MARGIN, bottom), 0.6);
    pages.y = bottom;
}

#[cfg(test)]
mod tests {
    use super::COLUMNS;

    #[test]
    fn the_columns_fill_the_page_between_the_margins() {
        let width: f32 = COLUMNS.iter().map(|(_, width)| width).sum();
        assert!((width - (super::PAGE_WIDTH - 2.0 * super::MARGIN)).abs() < 0.01);
    }
}

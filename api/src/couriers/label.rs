//! Shipping labels: one A6 page (105 × 148 mm, what couriers' thermal printers take) per
//! parcel, in the buyer's language: the shop and the courier, the order number, the tracking
//! code as a Code 128 barcode (`shared::barcode`) with the code under it, the consignment,
//! the recipient, phone and address, and what the rider collects. Many parcels print as one
//! document, a page each.

use crate::error::{AppError, Result};
use crate::store::db::Pool;
use crate::tax::typeset::{self, Weight};
use krilla::Document;
use krilla::geom::{PathBuilder, Rect};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::Fill;
use krilla::surface::Surface;
use shared::barcode::{QUIET_ZONE, code128};
use shared::courier::Courier;
use shared::entities::order_number;
use shared::{Digits, Lang, Money, Text, messages};

/// A6 portrait, in points.
const WIDTH: f32 = 297.64;
const HEIGHT: f32 = 419.53;
const MARGIN: f32 = 16.0;
const BAR_HEIGHT: f32 = 64.0;
/// The widest a barcode module prints; narrower when the code is long.
const MODULE: f32 = 1.5;

/// One parcel as its label prints it.
#[derive(sqlx::FromRow)]
struct Labelled {
    order_id: i64,
    created_at: i64,
    recipient: Option<String>,
    phone_number: Option<String>,
    address: Option<String>,
    district: Option<String>,
    language: Option<String>,
    courier: Option<String>,
    consignment_id: Option<String>,
    tracking_code: Option<String>,
    cod_poisha: i64,
    weight_grams: i64,
    pieces: i64,
}

/// The labels of the parcels of `order_ids`, in that order, as one PDF. 404 for an order
/// that is not there, 409 for one without a parcel. (One query per order: a print run is at
/// most a few hundred.)
pub async fn labels(db: &Pool, order_ids: &[i64], shop: &str) -> Result<Vec<u8>> {
    let mut parcels = Vec::with_capacity(order_ids.len());
    for &order_id in order_ids {
        let parcel: Option<Labelled> = sqlx::query_as(
            "SELECT o.id AS order_id, o.created_at, o.recipient, o.phone_number, o.address,
                    o.district, o.language, p.courier, p.consignment_id, p.tracking_code,
                    COALESCE(p.cod_poisha, 0) AS cod_poisha,
                    COALESCE(p.weight_grams, 0) AS weight_grams,
                    (SELECT CAST(COALESCE(SUM(quantity), 0) AS BIGINT) FROM order_lines WHERE order_id = o.id)
                        AS pieces
             FROM orders o LEFT JOIN parcels p ON p.order_id = o.id AND p.dropped_at IS NULL
             WHERE o.id = $1",
        )
        .bind(order_id)
        .fetch_optional(db)
        .await?;
        match parcel {
            None => return Err(AppError::not_found(messages::THING_ORDER)),
            Some(parcel) if parcel.courier.is_none() => {
                return Err(AppError::conflict(messages::NO_PARCEL_YET));
            }
            Some(parcel) => parcels.push(parcel),
        }
    }
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(format!("{shop}: shipping labels"))
            .creator(shop.to_owned()),
    );
    for parcel in &parcels {
        let settings = PageSettings::from_wh(WIDTH, HEIGHT).expect("A6 is a size");
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        draw_label(&mut surface, parcel, shop);
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|error| AppError::Internal(anyhow::anyhow!("writing labels: {error:?}")))
}

/// Text on the label, top-down.
struct Pen<'a, 'b> {
    surface: &'a mut Surface<'b>,
    y: f32,
}

impl Pen<'_, '_> {
    fn line(&mut self, text: &str, size: f32, weight: Weight) {
        self.y += size * 1.15;
        typeset::draw(self.surface, MARGIN, self.y, text, size, weight);
        self.y += size * 0.35;
    }

    /// Wrapped to the label's width.
    fn paragraph(&mut self, text: &str, size: f32, weight: Weight) {
        for line in typeset::wrap(text, size, weight, WIDTH - 2.0 * MARGIN) {
            self.line(&line, size, weight);
        }
    }

    fn right(&mut self, text: &str, size: f32, weight: Weight, baseline: f32) {
        let x = WIDTH - MARGIN - typeset::width(text, size, weight);
        typeset::draw(self.surface, x, baseline, text, size, weight);
    }

    fn rule(&mut self) {
        self.y += 6.0;
        fill_rect(self.surface, MARGIN, self.y, WIDTH - 2.0 * MARGIN, 0.8);
        self.y += 4.0;
    }
}

fn fill_rect(surface: &mut Surface, x: f32, y: f32, width: f32, height: f32) {
    let Some(rect) = Rect::from_xywh(x, y, width, height) else {
        return;
    };
    let mut path = PathBuilder::new();
    path.push_rect(rect);
    if let Some(path) = path.finish() {
        surface.set_fill(Some(Fill::default()));
        surface.draw_path(&path);
    }
}

/// The barcode of `code`, centred, its top at `top`; its height.
fn barcode(surface: &mut Surface, code: &str, top: f32) -> f32 {
    let Some(widths) = code128(code) else {
        return 0.0;
    };
    let modules: u32 = widths.iter().map(|w| u32::from(*w)).sum::<u32>() + 2 * QUIET_ZONE;
    let module = MODULE.min((WIDTH - 2.0 * MARGIN) / modules as f32);
    let mut x = (WIDTH - module * modules as f32) / 2.0 + module * QUIET_ZONE as f32;
    for (index, width) in widths.iter().enumerate() {
        let span = module * f32::from(*width);
        // Bars and spaces alternate, a bar first.
        if index % 2 == 0 {
            fill_rect(surface, x, top, span, BAR_HEIGHT);
        }
        x += span;
    }
    BAR_HEIGHT
}

fn draw_label(surface: &mut Surface, parcel: &Labelled, shop: &str) {
    let lang = match parcel.language.as_deref() {
        Some("bn") => Lang::Bn,
        _ => Lang::En,
    };
    let digits = match lang {
        Lang::En => Digits::Latin,
        Lang::Bn => Digits::Bengali,
    };
    let say = |text: Text| text.render(lang);
    let courier = parcel
        .courier
        .as_deref()
        .and_then(Courier::from_id)
        .unwrap_or(Courier::OwnDelivery);
    let number = order_number(parcel.order_id, parcel.created_at);
    let mut pen = Pen { surface, y: MARGIN };

    pen.line(shop, 11.0, Weight::Bold);
    let baseline = pen.y - 11.0 * 0.35;
    pen.right(
        &say(Text::new(courier.label_key())),
        11.0,
        Weight::Bold,
        baseline,
    );
    pen.rule();
    pen.line(
        &say(Text::new(messages::LABEL_ORDER).plain("number", number.clone())),
        14.0,
        Weight::Bold,
    );
    // The courier's tracking code, or the order number for the shop's own rider.
    let code = parcel.tracking_code.clone().unwrap_or(number);
    pen.y += 6.0;
    let height = barcode(pen.surface, &code, pen.y);
    pen.y += height;
    let code_width = typeset::width(&code, 10.0, Weight::Regular);
    pen.y += 12.0;
    typeset::draw(
        pen.surface,
        (WIDTH - code_width) / 2.0,
        pen.y,
        &code,
        10.0,
        Weight::Regular,
    );
    if let Some(consignment) = &parcel.consignment_id {
        pen.line(
            &say(Text::new(messages::LABEL_CONSIGNMENT).plain("id", consignment.clone())),
            9.0,
            Weight::Regular,
        );
    }
    pen.rule();
    pen.line(&say(Text::new(messages::LABEL_TO)), 9.0, Weight::Regular);
    pen.line(
        parcel.recipient.as_deref().unwrap_or(""),
        13.0,
        Weight::Bold,
    );
    let phone =
        shared::language::write_digits(parcel.phone_number.as_deref().unwrap_or(""), digits);
    pen.line(&phone, 13.0, Weight::Bold);
    let address = shared::courier::courier_address(
        parcel.address.as_deref().unwrap_or(""),
        parcel.district.as_deref().unwrap_or(""),
    );
    pen.paragraph(&address, 10.0, Weight::Regular);
    pen.rule();
    let collect = match Money::from_poisha(parcel.cod_poisha).filter(|amount| amount.poisha() > 0) {
        Some(amount) => {
            say(Text::new(messages::LABEL_COLLECT).plain("amount", amount.format_in(lang, digits)))
        }
        None => say(Text::new(messages::LABEL_PAID)),
    };
    pen.paragraph(&collect, 14.0, Weight::Bold);
    let contents = Text::new(messages::LABEL_CONTENTS)
        .count("pieces", u64::try_from(parcel.pieces).unwrap_or(0))
        .count("grams", u64::try_from(parcel.weight_grams).unwrap_or(0));
    pen.line(&say(contents), 9.0, Weight::Regular);
    pen.rule();
    pen.line(&say(Text::new(messages::LABEL_FROM)), 8.0, Weight::Regular);
    pen.paragraph(
        &say(Text::new(messages::SHOP_ADDRESS)).replace("; ", ", "),
        8.0,
        Weight::Regular,
    );
}

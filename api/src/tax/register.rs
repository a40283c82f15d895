//! The sales register: a month's tax invoices and credit notes, one row each, and their
//! summary per VAT rate for the monthly return (Mushak-9.1, whose sales part asks for the
//! value and VAT of supplies per rate, less credit notes). A credit note's amounts count
//! negative, so a month's net is what the shop owes on it.

use super::document::Content;
use crate::error::Result;
use crate::http::csv::{field, taka};
use crate::store::db::Pool;
use shared::VatRate;
use shared::calendar::{dhaka_day, month_start};
use shared::tax_document::{Bin, DocumentKind};
use std::collections::BTreeMap;

#[derive(sqlx::FromRow)]
struct Row {
    kind: String,
    number: String,
    issued_at: i64,
    order_id: i64,
    buyer_name: String,
    buyer_bin: Option<String>,
    value_poisha: i64,
    vat_poisha: i64,
    total_poisha: i64,
    content: String,
}

/// A month's documents in the order they were issued.
async fn rows(db: &Pool, (year, month): (i64, u32)) -> Result<Vec<Row>> {
    Ok(sqlx::query_as(
        "SELECT kind, number, issued_at, order_id, buyer_name, buyer_bin, value_poisha,
                vat_poisha, total_poisha, content
         FROM tax_documents WHERE issued_at >= $1 AND issued_at < $2
         ORDER BY issued_at, id",
    )
    .bind(month_start(year, month))
    .bind(month_start(year, month + 1))
    .fetch_all(db)
    .await?)
}

fn sign(kind: &str) -> i64 {
    match DocumentKind::from_id(kind) {
        Some(DocumentKind::CreditNote) => -1,
        _ => 1,
    }
}

/// What a register file lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// Every document, one row each.
    Documents,
    /// The sums per VAT rate.
    Summary,
}

/// The month's register as CSV, in `view`.
pub async fn csv(db: &Pool, month: (i64, u32), view: View) -> Result<String> {
    match view {
        View::Documents => documents(db, month).await,
        View::Summary => summary(db, month).await,
    }
}

/// Every document of the month, with a final row of totals.
async fn documents(db: &Pool, month: (i64, u32)) -> Result<String> {
    let mut out = String::from(
        "number,kind,date,order,buyer,buyer BIN,value before VAT (Tk),VAT (Tk),total (Tk)\r\n",
    );
    let (mut value, mut vat, mut total) = (0, 0, 0);
    for row in rows(db, month).await? {
        let sign = sign(&row.kind);
        value += sign * row.value_poisha;
        vat += sign * row.vat_poisha;
        total += sign * row.total_poisha;
        let order = serde_json::from_str::<Content>(&row.content)
            .map(|content| content.order_number)
            .unwrap_or_else(|_| row.order_id.to_string());
        let cells = [
            field(&row.number),
            row.kind,
            dhaka_day(row.issued_at).iso(),
            field(&order),
            field(&row.buyer_name),
            row.buyer_bin
                .as_deref()
                .map(Bin::printed)
                .unwrap_or_default(),
            taka(sign * row.value_poisha),
            taka(sign * row.vat_poisha),
            taka(sign * row.total_poisha),
        ];
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out.push_str(&format!(
        "total,,,,,,{},{},{}\r\n",
        taka(value),
        taka(vat),
        taka(total)
    ));
    Ok(out)
}

/// Value and VAT per rate, for invoices, credit notes and the net of the two.
#[derive(Default, Clone, Copy)]
struct Sums {
    documents: u64,
    value: i64,
    vat: i64,
    total: i64,
}

/// The month per VAT rate: what was invoiced, what was credited, and the net the return
/// declares.
async fn summary(db: &Pool, month: (i64, u32)) -> Result<String> {
    let mut by_rate: BTreeMap<(VatRate, bool), Sums> = BTreeMap::new();
    for row in rows(db, month).await? {
        let content: Content = serde_json::from_str(&row.content).map_err(anyhow::Error::from)?;
        let credit = sign(&row.kind) < 0;
        let mut counted = std::collections::HashSet::new();
        for line in &content.lines {
            let sums = by_rate.entry((line.vat_rate, credit)).or_default();
            if counted.insert(line.vat_rate) {
                sums.documents += 1;
            }
            sums.value += line.value.poisha();
            sums.vat += line.vat.poisha();
            sums.total += line.total.poisha();
        }
    }
    let mut out = String::from(
        "VAT rate (%),documents,invoiced value (Tk),invoiced VAT (Tk),credited value (Tk),\
         credited VAT (Tk),net value (Tk),net VAT (Tk),net total (Tk)\r\n",
    );
    let rates: Vec<VatRate> = {
        let mut rates: Vec<VatRate> = by_rate.keys().map(|&(rate, _)| rate).collect();
        rates.dedup();
        rates
    };
    let mut grand = (0, 0, 0);
    for rate in rates {
        let invoiced = by_rate.get(&(rate, false)).copied().unwrap_or_default();
        let credited = by_rate.get(&(rate, true)).copied().unwrap_or_default();
        let net = (
            invoiced.value - credited.value,
            invoiced.vat - credited.vat,
            invoiced.total - credited.total,
        );
        grand = (grand.0 + net.0, grand.1 + net.1, grand.2 + net.2);
        let cells = [
            rate.percent_text(shared::Digits::Latin),
            (invoiced.documents + credited.documents).to_string(),
            taka(invoiced.value),
            taka(invoiced.vat),
            taka(credited.value),
            taka(credited.vat),
            taka(net.0),
            taka(net.1),
            taka(net.2),
        ];
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out.push_str(&format!(
        "total,,,,,,{},{},{}\r\n",
        taka(grand.0),
        taka(grand.1),
        taka(grand.2)
    ));
    Ok(out)
}

//! Issuing VAT documents. A tax invoice (Mushak-6.3) is issued in the transaction that makes
//! an order paid, a credit note (Mushak-6.7) in the one that cancels an invoiced order. Each
//! takes the next serial of its series in the fiscal year of its issue, inside the write
//! transaction (`BEGIN IMMEDIATE`: one writer at a time), so the serials have no gaps and no
//! repeats; and each keeps what it says as it was then, so it prints the same ever after.

use crate::error::Result;
use crate::runtime::config::Seller;
use crate::store::db::{self, WriteTx};
use serde::{Deserialize, Serialize};
use shared::delivery::address_line;
use shared::entities::order_number;
use shared::tax_document::{DocumentKind, FiscalYear, document_number};
use shared::{Lang, Money, VatRate, messages, vat};

/// What a VAT document prints, frozen at its issue.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Content {
    pub seller: Seller,
    pub buyer: Buyer,
    /// The order's number, as the buyer knows it.
    pub order_number: String,
    /// The buyer's purchase-order number; absent when they gave none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub po_number: Option<String>,
    /// Where the goods go: recipient, address with district, phone.
    pub destination: Vec<String>,
    /// The district the address lines end with, as the order names it (in English), so a
    /// Bangla document can print it in Bangla; absent on documents issued before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub district: Option<String>,
    /// When the goods were supplied: when the order was paid, or shipped before that (cash
    /// on delivery), milliseconds since 1970.
    pub supplied_at: i64,
    /// How it was paid: the method's id and the transaction's.
    pub payment_method: Option<String>,
    pub transaction_id: Option<String>,
    pub lines: Vec<Line>,
    /// For a credit note: the number of the invoice it credits.
    pub credits: Option<String>,
}

/// The buyer as their profile and the company they ordered for named them at issue.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Buyer {
    /// The person's name (or the account's email when it has none).
    pub name: String,
    pub company: Option<String>,
    /// The company's name in Bangla, for a Bangla document; absent when it has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub company_bn: Option<String>,
    /// 13 digits.
    pub bin: Option<String>,
    pub address: Option<String>,
    pub email: String,
}

impl Buyer {
    /// The name a document is addressed to: the business when there is one.
    pub fn billed_name(&self) -> &str {
        self.company.as_deref().unwrap_or(&self.name)
    }

    /// The company as a document in `lang` names it: in Bangla when it has a Bangla name.
    pub fn company_in(&self, lang: shared::Lang) -> Option<&str> {
        let name = self.company.as_deref()?;
        Some(shared::company::name_in(
            lang,
            name,
            self.company_bn.as_deref(),
        ))
    }
}

/// One line: a tool, its pieces and the VAT in its VAT-inclusive price.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub description: String,
    /// The tool's Bangla name when it was sold, printed on a Bangla document.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description_bn: Option<String>,
    pub quantity: u32,
    pub unit_price: Money,
    pub vat_rate: VatRate,
    pub value: Money,
    pub vat: Money,
    pub total: Money,
    /// The order's delivery charge rather than a tool: one service, not pieces.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub delivery: bool,
}

impl Content {
    /// The lines' value before VAT, VAT and total; each is a sum of whole poisha, so value +
    /// VAT = total holds for the document as for every line.
    pub fn totals(&self) -> (Money, Money, Money) {
        let sum = |pick: fn(&Line) -> Money| {
            Money::from_poisha(self.lines.iter().map(|line| pick(line).poisha()).sum())
                .unwrap_or(Money::ZERO)
        };
        (
            sum(|line| line.value),
            sum(|line| line.vat),
            sum(|line| line.total),
        )
    }
}

/// A document as stored.
#[derive(Debug, Clone)]
pub struct Issued {
    pub kind: DocumentKind,
    pub number: String,
    pub issued_at: i64,
    pub content: Content,
}

impl Issued {
    /// `mushak-6.3-…pdf`: the file it is downloaded and attached as.
    pub fn file_name(&self) -> String {
        file_name(self.kind, &self.number)
    }
}

/// The file a document of `kind` numbered `number` is saved as: its form and its number.
pub fn file_name(kind: DocumentKind, number: &str) -> String {
    let form = match kind {
        DocumentKind::Invoice => "mushak-6.3",
        DocumentKind::CreditNote => "mushak-6.7",
    };
    format!("{form}-{}.pdf", number.replace([' ', '/'], "-"))
}

#[derive(sqlx::FromRow)]
struct OrderFacts {
    created_at: i64,
    shipped_at: Option<i64>,
    paid_at: Option<i64>,
    payment_method: Option<String>,
    transaction_id: Option<String>,
    recipient: Option<String>,
    address: Option<String>,
    district: Option<String>,
    phone_number: Option<String>,
    delivery_poisha: i64,
    delivery_vat_rate: VatRate,
    display_name: Option<String>,
    email: String,
    company_name: Option<String>,
    company_name_bn: Option<String>,
    bin: Option<String>,
    profile_address: Option<String>,
    po_number: Option<String>,
}

#[derive(sqlx::FromRow)]
struct LineFacts {
    tool_name: String,
    tool_name_bn: Option<String>,
    quantity: i64,
    unit_price_poisha: i64,
    total_poisha: i64,
    vat_rate: VatRate,
}

/// Issues the tax invoice of an order that has just been marked paid, in the transaction that
/// marked it. Its number is the next of the fiscal year `now` falls in.
pub async fn issue_invoice(
    tx: &mut WriteTx,
    seller: &Seller,
    order_id: i64,
    now: i64,
) -> Result<String> {
    let content = invoice_content(tx, seller, order_id).await?;
    insert(tx, DocumentKind::Invoice, order_id, None, now, &content).await
}

/// Issues the credit note of a cancelled order that had a tax invoice, in the transaction
/// that cancelled it: the invoice's lines, credited whole. Nothing when it had none.
pub async fn issue_credit_note(
    tx: &mut WriteTx,
    order_id: i64,
    now: i64,
) -> Result<Option<String>> {
    let invoice: Option<(i64, String, String)> = sqlx::query_as(
        "SELECT id, number, content FROM tax_documents WHERE kind = 'invoice' AND order_id = $1",
    )
    .bind(order_id)
    .fetch_optional(&mut **tx)
    .await?;
    let Some((invoice_id, invoice_number, content)) = invoice else {
        return Ok(None);
    };
    let mut content: Content = serde_json::from_str(&content).map_err(anyhow::Error::from)?;
    content.credits = Some(invoice_number);
    let kind = DocumentKind::CreditNote;
    insert(tx, kind, order_id, Some(invoice_id), now, &content)
        .await
        .map(Some)
}

/// Writes a document with the next serial of its series; returns its number.
async fn insert(
    tx: &mut WriteTx,
    kind: DocumentKind,
    order_id: i64,
    credits: Option<i64>,
    now: i64,
    content: &Content,
) -> Result<String> {
    let year = FiscalYear::of(now);
    // The last serial by one step down the (kind, fiscal_year, serial) index. `MAX(serial)`
    // inside an expression is not SQLite's min/max shortcut and read every serial of the year.
    let serial: i64 = sqlx::query_scalar(
        "SELECT COALESCE((SELECT serial FROM tax_documents WHERE kind = $1 AND fiscal_year = $2
                          ORDER BY serial DESC LIMIT 1), 0) + 1",
    )
    .bind(kind.id())
    .bind(year.0)
    .fetch_one(&mut **tx)
    .await?;
    let number = document_number(kind, year, u32::try_from(serial).unwrap_or(u32::MAX));
    let (value, vat, total) = content.totals();
    sqlx::query(
        "INSERT INTO tax_documents (kind, fiscal_year, serial, number, order_id, credits,
             issued_at, buyer_name, buyer_bin, value_poisha, vat_poisha, total_poisha, content)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(kind.id())
    .bind(year.0)
    .bind(serial)
    .bind(&number)
    .bind(order_id)
    .bind(credits)
    .bind(now)
    .bind(content.buyer.billed_name())
    .bind(&content.buyer.bin)
    .bind(value.poisha())
    .bind(vat.poisha())
    .bind(total.poisha())
    .bind(serde_json::to_string(content).map_err(anyhow::Error::from)?)
    .execute(&mut **tx)
    .await?;
    Ok(number)
}

/// What the invoice of an order says, read inside the transaction that issues it.
async fn invoice_content(tx: &mut WriteTx, seller: &Seller, order_id: i64) -> Result<Content> {
    let order: OrderFacts = sqlx::query_as(
        "SELECT o.created_at, o.shipped_at, o.paid_at, o.payment_method, o.transaction_id,
                o.recipient, o.address, o.district, o.phone_number, o.delivery_poisha,
                o.delivery_vat_rate, u.display_name, u.email, c.name AS company_name,
                c.name_bn AS company_name_bn, c.bin,
                COALESCE(c.billing_address, u.address) AS profile_address, o.po_number
         FROM orders o JOIN users u ON u.id = o.user_id
         LEFT JOIN companies c ON c.id = o.company_id
         WHERE o.id = $1",
    )
    .bind(order_id)
    .fetch_one(&mut **tx)
    .await?;
    let lines: Vec<LineFacts> = sqlx::query_as(
        "SELECT tool_name, tool_name_bn, quantity, unit_price_poisha, total_poisha, vat_rate
         FROM order_lines WHERE order_id = $1 ORDER BY id",
    )
    .bind(order_id)
    .fetch_all(&mut **tx)
    .await?;
    let delivery_address = order
        .address
        .as_deref()
        .map(|address| address_line(address, order.district.as_deref()));
    let paid_at = order.paid_at.unwrap_or(order.created_at);
    Ok(Content {
        seller: seller.clone(),
        buyer: Buyer {
            name: order.display_name.unwrap_or_else(|| order.email.clone()),
            company: order.company_name,
            company_bn: order.company_name_bn,
            bin: order.bin,
            address: order.profile_address.or_else(|| delivery_address.clone()),
            email: order.email,
        },
        order_number: order_number(order_id, order.created_at),
        po_number: order.po_number,
        destination: [order.recipient, delivery_address, order.phone_number]
            .into_iter()
            .flatten()
            .collect(),
        supplied_at: order
            .shipped_at
            .map_or(paid_at, |shipped| shipped.min(paid_at)),
        district: order.district,
        payment_method: order.payment_method,
        transaction_id: order.transaction_id,
        lines: lines
            .into_iter()
            .map(line_of)
            .chain(delivery_line(
                order.delivery_poisha,
                order.delivery_vat_rate,
            ))
            .collect(),
        credits: None,
    })
}

fn line_of(line: LineFacts) -> Line {
    let total = db::money(line.total_poisha);
    let split = vat::split(total, line.vat_rate);
    Line {
        description: line.tool_name,
        description_bn: line.tool_name_bn,
        quantity: u32::try_from(line.quantity).unwrap_or(0),
        unit_price: db::money(line.unit_price_poisha),
        vat_rate: line.vat_rate,
        value: split.value,
        vat: split.vat,
        total,
        delivery: false,
    }
}

/// The order's delivery charge as a line of its own, when it has one.
fn delivery_line(poisha: i64, vat_rate: VatRate) -> Option<Line> {
    let total = db::money(poisha);
    let split = vat::split(total, vat_rate);
    let say = |lang| messages::DELIVERY_CHARGE_LINE.template(lang).to_owned();
    (poisha > 0).then(|| Line {
        description: say(Lang::En),
        description_bn: Some(say(Lang::Bn)),
        quantity: 1,
        unit_price: total,
        vat_rate,
        value: split.value,
        vat: split.vat,
        total,
        delivery: true,
    })
}

/// The document of `kind` for an order, if it has one.
pub async fn of_order(
    db: &crate::store::db::Pool,
    kind: DocumentKind,
    order_id: i64,
) -> Result<Option<Issued>> {
    let row: Option<(String, i64, String)> = sqlx::query_as(
        "SELECT number, issued_at, content FROM tax_documents WHERE kind = $1 AND order_id = $2",
    )
    .bind(kind.id())
    .bind(order_id)
    .fetch_optional(db)
    .await?;
    row.map(|(number, issued_at, content)| {
        Ok(Issued {
            kind,
            number,
            issued_at,
            content: serde_json::from_str(&content).map_err(anyhow::Error::from)?,
        })
    })
    .transpose()
}

/// Orders whose documents one transaction of [`issue_missing`] issues: a large backfill
/// holds the write turn a moment at a time rather than for minutes.
const BACKFILL_CHUNK: usize = 2_000;

/// Issues the documents that orders paid (or cancelled) before invoices existed lack: once,
/// at the first start after the upgrade (before the shop serves, so nothing is paid
/// meanwhile), in the order they were paid, dated when they were paid and cancelled. On a
/// shop that issued every document as it went, this finds nothing.
pub async fn issue_missing(writer: &db::Writer, seller: &Seller) -> Result<u64> {
    let unissued: Vec<(i64, i64, Option<i64>)> = sqlx::query_as(
        "SELECT id, COALESCE(paid_at, created_at), cancelled_at FROM orders o
         WHERE is_paid = TRUE
           AND NOT EXISTS (SELECT 1 FROM tax_documents d
                           WHERE d.kind = 'invoice' AND d.order_id = o.id)
         ORDER BY COALESCE(paid_at, created_at), id",
    )
    .fetch_all(writer.pool())
    .await?;
    for chunk in unissued.chunks(BACKFILL_CHUNK) {
        let mut tx = writer.begin().await?;
        for &(order_id, paid_at, cancelled_at) in chunk {
            issue_invoice(&mut tx, seller, order_id, paid_at).await?;
            if let Some(cancelled_at) = cancelled_at {
                issue_credit_note(&mut tx, order_id, cancelled_at.max(paid_at)).await?;
            }
        }
        tx.commit().await?;
    }
    Ok(unissued.len() as u64)
}

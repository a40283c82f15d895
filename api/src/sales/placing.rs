//! Placing an order of one tool or several, with where it goes: the prices, names and
//! pictures are the server's own, every line's pieces are reserved in the order's one transaction (all or nothing), and
//! a repeated idempotency key answers with the first order.

use super::{limits, stock};
use crate::catalogue;
use crate::error::{AppError, Result};
use crate::runtime::config::UnpaidLimits;
use crate::runtime::state::AppState;
use crate::store::db::{self, WriteTx};
use crate::store::write_thread;
use shared::cart::MAX_LINES;
use shared::delivery_charge::ChargeTable;
use shared::quantity::Stock;
use shared::{Delivery, FieldError, Money, PriceTier, Quantity, messages, tiers};

/// The order a request ended with.
pub enum Placed {
    New(i64),
    /// Placed above the buyer's spending limit: it waits for their company's approvers, whom
    /// the caller asks.
    AwaitingApproval(i64),
    /// Placed before under the same idempotency key.
    Earlier(i64),
}

/// One tool the buyer wants, and the pieces as typed.
pub struct Wanted<'a> {
    pub tool_id: i64,
    pub quantity: &'a str,
}

/// A line checked against its tool, ready to reserve.
struct Checked {
    tool_id: i64,
    name: String,
    min_order: u32,
    quantity: Quantity,
    tiers: Vec<PriceTier>,
    weight_grams: u32,
}

/// What a buyer asks for at checkout.
pub struct Checkout<'a> {
    pub wanted: &'a [Wanted<'a>],
    pub delivery: &'a Delivery,
    /// The idempotency key: the same key answers with the first order.
    pub key: Option<&'a str>,
    /// The lines came from the buyer's cart, which loses those tools in the same transaction.
    pub from_cart: bool,
    /// The purchase-order number as typed; required when the buyer's company asks for one.
    pub po_number: Option<&'a str>,
}

/// The buyer as an order needs them: their account and the company they order for.
#[derive(Debug, Clone, Copy)]
pub struct Orderer {
    pub user_id: i64,
    pub company_id: Option<i64>,
}

/// Places an order for a buyer.
pub async fn place(state: &AppState, orderer: Orderer, checkout: Checkout<'_>) -> Result<Placed> {
    let Orderer {
        user_id,
        company_id,
    } = orderer;
    let Checkout {
        wanted,
        delivery,
        key,
        from_cart,
        po_number,
    } = checkout;
    if let Some(existing) = earlier_order(state, user_id, key).await? {
        return Ok(Placed::Earlier(existing));
    }
    let lines = check_lines(state, wanted).await?;
    // Read before the write turn, which they would lengthen by a query or two for every
    // order; a table the owner saves meanwhile applies from the next order.
    let (charges, known_place, rules) = {
        let mut conn = state.db.acquire().await?;
        let charges = super::delivery_charges::table(&mut conn).await?;
        let known = super::address_book::is_latest(&mut conn, user_id, delivery).await?;
        let rules = match company_id {
            Some(_) => crate::companies::ordering_rules(&mut conn, user_id).await?,
            None => Default::default(),
        };
        (charges, known, rules)
    };
    let po_number = shared::company::parse_po_number(po_number.unwrap_or(""), rules.requires_po)?;
    let order = NewOrder {
        user_id,
        lines,
        delivery: delivery.clone(),
        charges,
        key: key.map(str::to_owned),
        limits: state.config.unpaid_limits,
        lang: crate::http::middleware::language::current(),
        remember_place: !known_place,
        from_cart,
        company_id,
        po_number,
        approval_above: rules.approval_above,
    };
    match write_thread::run(write(state.clone(), order)).await? {
        Some((order_id, true)) => Ok(Placed::AwaitingApproval(order_id)),
        Some((order_id, false)) => Ok(Placed::New(order_id)),
        // The same click arrived twice at once: the first won; this one's reservations rolled
        // back with its transaction.
        None => {
            let existing = earlier_order(state, user_id, key)
                .await?
                .ok_or_else(|| anyhow::anyhow!("an order key clashed but no order has it"))?;
            Ok(Placed::Earlier(existing))
        }
    }
}

/// The order's transaction, on the write thread: its reservations, the order and its lines,
/// the address book and the cart: the order's id, and whether it waits for its company's
/// approval. `None` when an order placed meanwhile holds its key.
async fn write(state: AppState, order: NewOrder) -> Result<Option<(i64, bool)>> {
    let mut tx = state.writer.begin().await?;
    let placed = match insert_order(&mut tx, &order).await {
        Ok(placed) => placed,
        Err(Refused::Duplicate) => return Ok(None),
        Err(Refused::Error(error)) => return Err(error),
    };
    if order.remember_place {
        super::address_book::remember(&mut tx, order.user_id, &order.delivery).await?;
    }
    if order.from_cart {
        for line in &order.lines {
            sqlx::query("DELETE FROM cart_lines WHERE user_id = $1 AND tool_id = $2")
                .bind(order.user_id)
                .bind(line.tool_id)
                .execute(&mut *tx)
                .await?;
        }
    }
    tx.commit().await?;
    // Here, not in the request: the job ends even when its client has gone, and the stock the
    // catalogue shows must follow.
    state.listing.invalidate();
    Ok(Some(placed))
}

/// Every line against its tool: the tool exists, the pieces are a whole number of at least
/// its minimum order. Whether enough are left is decided by the reservation itself, at the
/// moment it takes them.
async fn check_lines(state: &AppState, wanted: &[Wanted<'_>]) -> Result<Vec<Checked>> {
    if wanted.is_empty() {
        return Err(FieldError::new("lines", "empty", messages::ORDER_EMPTY).into());
    }
    if wanted.len() > MAX_LINES {
        return Err(FieldError::new("lines", "too_many", messages::CART_TOO_LONG).into());
    }
    let several = wanted.len() > 1;
    let mut lines: Vec<Checked> = Vec::with_capacity(wanted.len());
    for line in wanted {
        if lines.iter().any(|earlier| earlier.tool_id == line.tool_id) {
            return Err(FieldError::new("lines", "duplicate", messages::CART_TOOL_TWICE).into());
        }
        let tool = catalogue::find(&state.db, line.tool_id)
            .await?
            .ok_or_else(|| AppError::not_found(shared::messages::THING_TOOL))?;
        let unbounded = Stock {
            min_order: tool.min_order,
            available_quantity: u32::MAX,
        };
        let quantity = Quantity::parse(line.quantity, unbounded)
            .map_err(|error| naming(several, &tool.tool_name, error))?;
        lines.push(Checked {
            tool_id: tool.id,
            name: tool.tool_name,
            min_order: tool.min_order,
            quantity,
            tiers: tool.price_tiers,
            weight_grams: tool.weight_grams,
        });
    }
    Ok(lines)
}

/// For an order of several tools, a line's refusal says which tool it is about.
fn naming(several: bool, tool_name: &str, error: FieldError) -> FieldError {
    if !several {
        return error;
    }
    let message = messages::line_problem(tool_name, error.text.clone());
    FieldError::new("lines", error.code, message)
}

enum Refused {
    /// The idempotency key was used by an order placed meanwhile.
    Duplicate,
    Error(AppError),
}

impl<E: Into<AppError>> From<E> for Refused {
    fn from(error: E) -> Self {
        Refused::Error(error.into())
    }
}

/// A line as reserved: the tool's name, picture and price at this moment.
struct Reserved {
    tool_id: i64,
    name: String,
    name_bn: Option<String>,
    image: String,
    unit_price: Money,
    quantity: Quantity,
    total: Money,
    vat_rate: shared::VatRate,
}

/// An order checked and ready to write.
struct NewOrder {
    user_id: i64,
    lines: Vec<Checked>,
    delivery: Delivery,
    charges: ChargeTable,
    key: Option<String>,
    limits: UnpaidLimits,
    /// The page's language: the order's mail speaks it until the account chooses one.
    lang: shared::Lang,
    /// The place is not the one the buyer's last order went to: the book keeps it.
    remember_place: bool,
    /// The lines came from the buyer's cart, which loses those tools.
    from_cart: bool,
    /// The company the buyer orders for.
    company_id: Option<i64>,
    po_number: Option<String>,
    /// The buyer's spending limit: an order above it waits for an approver.
    approval_above: Option<shared::Money>,
}

/// Reserves every line and writes the order with its lines, in `tx`: its id, and whether it
/// waits for approval.
async fn insert_order(
    tx: &mut WriteTx,
    order: &NewOrder,
) -> std::result::Result<(i64, bool), Refused> {
    let NewOrder {
        user_id,
        lines,
        delivery,
        charges,
        key,
        limits: unpaid,
        lang,
        company_id,
        po_number,
        approval_above,
        ..
    } = order;
    let (user_id, unpaid) = (*user_id, *unpaid);
    let several = lines.len() > 1;
    let mut reserved = Vec::with_capacity(lines.len());
    for line in lines {
        let Some(tool) = stock::reserve(tx, line.tool_id, line.quantity, user_id).await? else {
            // The cap on unpaid orders is said first, as it is when the pieces are there.
            limits::check_open_orders(tx, user_id, unpaid).await?;
            let not_enough =
                FieldError::new(Quantity::FIELD, "not_enough", messages::NOT_ENOUGH_QUANTITY);
            let refusal = naming(several, &line.name, not_enough);
            return Err(AppError::field_conflict(refusal.field, refusal.text).into());
        };
        if reserved.is_empty() {
            limits::refuse_open_orders(tool.buyer_open_orders, unpaid)?;
        }
        let held = limits::HeldLine {
            tool_id: line.tool_id,
            tool_name: &line.name,
            pieces: line.quantity.pieces(),
            min_order: line.min_order,
        };
        limits::check_share(tx, user_id, &held, unpaid).await?;
        let unit_price = tiers::unit_price(tool.price, &line.tiers, line.quantity.pieces());
        let total = tiers::line_total(tool.price, &line.tiers, line.quantity)?;
        reserved.push(Reserved {
            tool_id: line.tool_id,
            name: tool.name,
            name_bn: tool.name_bn,
            image: tool.image,
            unit_price,
            quantity: line.quantity,
            total,
            vat_rate: tool.vat_rate,
        });
    }
    let first = &reserved[0];
    let pieces: u32 = reserved.iter().map(|line| line.quantity.pieces()).sum();
    let grams = lines
        .iter()
        .map(|line| u64::from(line.weight_grams) * u64::from(line.quantity.pieces()))
        .sum();
    let delivery_charge = charges.charge(&delivery.district, grams);
    let total = tiers::order_total(
        reserved
            .iter()
            .map(|line| line.total)
            .chain([delivery_charge]),
    )?;
    let awaits_approval = approval_above.is_some_and(|limit| total > limit);
    let now = db::now_ms();
    let inserted = sqlx::query_scalar(
        "INSERT INTO orders (user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                             total_poisha, delivery_poisha, delivery_vat_rate, recipient,
                             phone_number, address, district, idempotency_key, created_at,
                             language, company_id, po_number, approval_requested_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                 $18, $19) RETURNING id",
    )
    .bind(user_id)
    .bind(first.tool_id)
    .bind(&first.name)
    .bind(&first.image)
    .bind(first.unit_price.poisha())
    .bind(i64::from(pieces))
    .bind(total.poisha())
    .bind(delivery_charge.poisha())
    .bind(charges.vat_rate)
    .bind(&delivery.recipient)
    .bind(&delivery.phone)
    .bind(&delivery.address)
    .bind(&delivery.district)
    .bind(key)
    .bind(now)
    .bind(lang)
    .bind(company_id)
    .bind(po_number)
    .bind(awaits_approval.then_some(now))
    .fetch_one(&mut **tx)
    .await;
    let order_id: i64 = match inserted {
        Err(error) if db::is_unique_violation(&error) => return Err(Refused::Duplicate),
        other => other?,
    };
    for line in &reserved {
        sqlx::query(
            "INSERT INTO order_lines (order_id, tool_id, tool_name, tool_name_bn, tool_image,
                                      unit_price_poisha, quantity, total_poisha, vat_rate)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(order_id)
        .bind(line.tool_id)
        .bind(&line.name)
        .bind(&line.name_bn)
        .bind(&line.image)
        .bind(line.unit_price.poisha())
        .bind(i64::from(line.quantity.pieces()))
        .bind(line.total.poisha())
        .bind(line.vat_rate)
        .execute(&mut **tx)
        .await?;
    }
    Ok((order_id, awaits_approval))
}

async fn earlier_order(state: &AppState, user_id: i64, key: Option<&str>) -> Result<Option<i64>> {
    let Some(key) = key else { return Ok(None) };
    Ok(
        sqlx::query_scalar("SELECT id FROM orders WHERE user_id = $1 AND idempotency_key = $2")
            .bind(user_id)
            .bind(key)
            .fetch_optional(&state.db)
            .await?,
    )
}

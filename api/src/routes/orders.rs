//! Orders over HTTP; what happens to them is `crate::sales`.
//!
//! A buyer: `POST /api/orders` places one with where it goes, `GET /api/orders/{email}` lists
//! the caller's own, `PUT /api/orders/{id}/delivery` changes where one goes and
//! `DELETE /api/orders/{id}` cancels one, both until it ships. An admin: `GET /api/orders`
//! lists every order, `PUT /api/orders/{id}` with `{isShipped: true}` ships a paid one and
//! with `{isDelivered: true}` marks a shipped one delivered; `{isPaid: true}` records cash
//! on delivery or a bank transfer received and `{isRefunded: true}` a refund made by hand.
//! Card and gateway payments and reviews are never set here: they follow from a verified
//! payment and a review.

use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::http::extract::{AccountOwner, AdminUser, AppJson, AppQuery, AuthUser, Buyer, parse_id};
use crate::http::middleware::language::say;
use crate::http::streamed;
use crate::payments::{self, ByHand};
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales::filter::OrderFilterQuery;
use crate::sales::{self, Canceller, Checkout, Placed, Wanted};
use crate::store::paging::{self, Page, PageQuery};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use shared::replies::Note;
use shared::replies::{Deleted, Inserted, Modified};
use shared::requests::{ConfirmCode, OrderUpdate, PlaceOrder};
use shared::{AdminStep, Delivery, DeliveryForm, FormValue, Order, messages};
use std::sync::Arc;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(place_order))
        // One segment, two meanings (as in the old site): an email to list, an id to cancel.
        .routes(routes!(list_own_orders, cancel_order))
        .routes(routes!(list_all_orders))
        .routes(routes!(update_order))
        .routes(routes!(change_delivery))
        .routes(routes!(confirm_by_code))
}

/// Places an order, reserving its pieces.
///
/// `delivery` is required: the recipient, a Bangladeshi mobile number, the address and one
/// of the 64 districts (the shared rules; the phone is stored in its 11-digit form). The price, name and picture are the server's own; a price or total sent by the client is
/// ignored. The stock is taken by a conditional UPDATE in the order's transaction, so two
/// buyers can never both get the last pieces. A repeated `Idempotency-Key` answers 200 with
/// the first order instead of placing another.
#[utoipa::path(post, path = "/orders", tag = "Orders", request_body = PlaceOrder,
    params(("Idempotency-Key" = Option<String>, Header, description = "Up to 100 characters")),
    security(("bearer" = ["buyer"])),
    responses(
        (status = 201, body = Inserted, description = "Placed."),
        (status = 200, body = Inserted, description = "Placed before with this key."),
        (status = 422, body = ErrorBody, description = "A quantity or a delivery detail breaks a rule; `errors` lists each one."),
        (status = 404, body = ErrorBody, description = "No such tool."),
        (status = 409, body = ErrorBody, description = "Not enough stock left."),
    ))]
async fn place_order(
    State(state): State<AppState>,
    Buyer(user): Buyer,
    headers: HeaderMap,
    AppJson(body): AppJson<PlaceOrder>,
) -> Result<(StatusCode, Json<Inserted>)> {
    let key = headers
        .get("idempotency-key")
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned)
        .or(body.idempotency_key)
        .filter(|key| !key.is_empty() && key.len() <= 100);
    let (tool_id, quantity) = (
        body.tool_id.clone().unwrap_or_default(),
        body.quantity.clone().unwrap_or_default(),
    );
    let wanted = match &body.lines {
        Some(lines) => lines
            .iter()
            .map(|line| wanted(&line.tool_id, &line.quantity))
            .collect::<Result<Vec<_>>>()?,
        None => vec![wanted(&tool_id, &quantity)?],
    };
    let delivery = Delivery::parse(&body.delivery)?;
    let checkout = Checkout {
        wanted: &wanted,
        delivery: &delivery,
        key: key.as_deref(),
        from_cart: body.from_cart.unwrap_or(false),
        po_number: body.po_number.as_deref(),
    };
    let orderer = sales::Orderer {
        user_id: user.id,
        company_id: user.company_id,
    };
    let placed = sales::place(&state, orderer, checkout).await?;
    Ok(match placed {
        Placed::New(id) => (StatusCode::CREATED, Json(Inserted::id(id))),
        Placed::AwaitingApproval(id) => {
            if let Some(company_id) = user.company_id {
                crate::companies::approvals::ask(&state, company_id, id).await;
            }
            (StatusCode::CREATED, Json(Inserted::id(id)))
        }
        Placed::Earlier(id) => (StatusCode::OK, Json(Inserted::id(id))),
    })
}

fn wanted<'a>(tool_id: &FormValue, quantity: &'a FormValue) -> Result<Wanted<'a>> {
    Ok(Wanted {
        tool_id: parse_id(tool_id.text(), shared::messages::THING_TOOL)?,
        quantity: quantity.text(),
    })
}

/// One's own orders, newest first, cancelled and refunded ones included: all of them, or a
/// page (`limit`, `after`; see the listing's paging).
///
/// Each carries its `orderNumber`, `status` and `timeline` (see the `OrderStatus` schema).
#[utoipa::path(get, path = "/orders/{key}", tag = "Orders",
    params(("key" = String, Path, description = "The caller's email address"), PageQuery),
    security(("bearer" = ["owner"])),
    responses(
        (status = 200, body = Vec<Order>, headers(
            ("x-total-count" = i64, description = "Orders in all, on a first page"),
            ("x-next-cursor" = String, description = "The next page's `after`, when this page is full"))),
        (status = 400, body = ErrorBody, description = "`limit` out of range or `after` not a cursor."),
    ))]
async fn list_own_orders(
    State(state): State<AppState>,
    AccountOwner(user): AccountOwner,
    AppQuery(query): AppQuery<PageQuery>,
) -> Result<Response> {
    let Some(page) = query.page()? else {
        let (db, buyer) = (state.db.clone(), user.id);
        return Ok(streamed::json_array(
            move |after| {
                let db = db.clone();
                async move {
                    let page = Page::streamed_newest_first(after);
                    Ok(sales::buyers_orders(&db, buyer, page).await?.0)
                }
            },
            |order: &Order| order.id,
        ));
    };
    let (orders, total) = sales::buyers_orders(&state.db, user.id, Some(page)).await?;
    let ids: Vec<i64> = orders.iter().map(|order| order.id).collect();
    let headers = paging::headers(Some(page), total, &ids);
    Ok((headers, Json(orders)).into_response())
}

/// Cancels an order until it ships: one's own, or as an admin any order (an unpaid
/// cash-on-delivery order nobody answers for, say).
///
/// Its pieces return to stock in the same transaction (with a credit note for a paid order's
/// tax invoice); a paid order's payment is then refunded through the provider that took it.
/// Someone else's order is 404 to a buyer, as if it did not exist.
#[utoipa::path(delete, path = "/orders/{key}", tag = "Orders",
    params(("key" = String, Path, description = "The order's `_id`")),
    security(("bearer" = ["owner"]), ("bearer" = ["admin"])),
    responses(
        (status = 200, body = Deleted),
        (status = 404, body = ErrorBody, description = "No such order (of the caller's, for a buyer)."),
        (status = 409, body = ErrorBody, description = "Already shipped, delivered or cancelled."),
    ))]
async fn cancel_order(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<Json<Deleted>> {
    let id = parse_id(&id, shared::messages::THING_ORDER)?;
    let by = match user.is_admin() {
        true => Canceller::Admin,
        false => Canceller::Buyer(user.id),
    };
    if sales::cancel(&state, id, by).await? {
        payments::refunds::refund_order(&state, id).await?;
    }
    Ok(Json(Deleted {
        deleted_count: 1,
        message: say(messages::ORDER_CANCELLED),
    }))
}

/// The orders a filter shows (every order without one), newest first, cancelled and refunded
/// ones included unless left out: all of them, or a page (`limit`, `after`). A first page
/// says how many the filter shows (`X-Total-Count`) and how many orders are closed
/// (`X-Closed-Count`).
#[utoipa::path(get, path = "/orders", tag = "Admin", params(PageQuery, OrderFilterQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Vec<Order>, headers(
            ("x-total-count" = i64, description = "Orders shown in all, on a first page"),
            ("x-closed-count" = i64, description = "Cancelled orders, on a first page"),
            ("x-next-cursor" = String, description = "The next page's `after`, when this page is full"))),
        (status = 400, body = ErrorBody, description = "`limit` out of range, `after` not a cursor, or a filter not one."),
    ))]
async fn list_all_orders(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(page): AppQuery<PageQuery>,
    AppQuery(filter): AppQuery<OrderFilterQuery>,
) -> Result<Response> {
    let page = page.page()?;
    let filter = filter.filter()?;
    let Some(page) = page else {
        let (db, filter) = (state.db.clone(), Arc::new(filter));
        return Ok(streamed::json_array(
            move |after| {
                let (db, filter) = (db.clone(), filter.clone());
                async move {
                    let page = Page::streamed_newest_first(after);
                    Ok(sales::all_orders(&db, &filter, page).await?.0)
                }
            },
            |order: &Order| order.id,
        ));
    };
    let (orders, counts) = sales::all_orders(&state.db, &filter, Some(page)).await?;
    let ids: Vec<i64> = orders.iter().map(|order| order.id).collect();
    let shown = counts.as_ref().map(|counts| counts.shown);
    let mut headers = paging::headers(Some(page), shown, &ids);
    if let Some(counts) = counts {
        headers.insert("x-closed-count", HeaderValue::from(counts.closed));
    }
    Ok((headers, Json(orders)).into_response())
}

/// What an admin asks of an order.
enum Change {
    Step(AdminStep),
    Money(ByHand),
}

/// The one change an update asks for, or `None` for anything else.
fn change_of(update: &OrderUpdate) -> Option<Change> {
    if update.is_reviewed.is_some() || update.transaction_id.is_some() {
        return None;
    }
    let asked = [
        update.is_confirmed,
        update.is_shipped,
        update.is_delivered,
        update.is_paid,
        update.is_refunded,
    ];
    match asked {
        [Some(true), None, None, None, None] => Some(Change::Step(AdminStep::Confirm)),
        [None, Some(true), None, None, None] => Some(Change::Step(AdminStep::Ship)),
        [None, None, Some(true), None, None] => Some(Change::Step(AdminStep::Deliver)),
        [None, None, None, Some(true), None] => Some(Change::Money(ByHand::Received)),
        [None, None, None, None, Some(true)] => Some(Change::Money(ByHand::Refunded)),
        _ => None,
    }
}

/// Confirms a cash-on-delivery order (`{"isConfirmed": true}`), ships an order
/// (`{"isShipped": true}`), marks a shipped one delivered
/// (`{"isDelivered": true}`), records cash or a transfer received (`{"isPaid": true}`) or a
/// refund made by hand (`{"isRefunded": true}`).
///
/// Shipping needs the order's delivery details and its payment, unless it is paid in cash on
/// delivery. `modifiedCount` is 0 when the order is past the step already.
#[utoipa::path(put, path = "/orders/{key}", tag = "Admin",
    params(("key" = String, Path, description = "The order's `_id`")),
    request_body = OrderUpdate, security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Modified),
        (status = 409, body = ErrorBody, description = "Not paid, not shipped yet, without delivery details, nothing to receive or refund, or cancelled."),
    ))]
async fn update_order(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(update): AppJson<OrderUpdate>,
) -> Result<Json<Modified>> {
    let id = parse_id(&id, shared::messages::THING_ORDER)?;
    let change = change_of(&update)
        .ok_or_else(|| AppError::BadRequest(messages::ONLY_DELIVERY_SET_HERE.into()))?;
    let (modified_count, message) = match change {
        Change::Step(step) => (
            sales::advance(&state, id, step).await?,
            say(match step {
                AdminStep::Confirm => messages::ORDER_CONFIRMED,
                AdminStep::Ship => messages::ORDER_SHIPPED,
                AdminStep::Deliver => messages::ORDER_DELIVERED,
            }),
        ),
        Change::Money(what) => payments::by_hand::record(&state, id, what).await?,
    };
    Ok(Json(Modified {
        modified_count,
        message,
    }))
}

/// Changes where one's own order goes, until it ships.
#[utoipa::path(put, path = "/orders/{id}/delivery", tag = "Orders",
    params(("id" = String, Path, description = "The order's `_id`")),
    request_body = DeliveryForm, security(("bearer" = ["owner"])),
    responses(
        (status = 200, body = Modified),
        (status = 422, body = ErrorBody, description = "A delivery detail breaks a rule; `errors` lists each one."),
        (status = 409, body = ErrorBody, description = "Already shipped, or cancelled."),
    ))]
async fn change_delivery(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
    AppJson(form): AppJson<DeliveryForm>,
) -> Result<Json<Modified>> {
    let id = parse_id(&id, shared::messages::THING_ORDER)?;
    sales::redirect(&state, id, user.id, &form).await?;
    Ok(Json(Modified {
        modified_count: 1,
        message: say(messages::DELIVERY_CHANGED),
    }))
}

/// Confirms a cash-on-delivery order with the code texted to its buyer (the link `/c/{code}`
/// opens a page whose button sends it). No sign-in: the code is the proof. Pressing twice
/// confirms once.
#[utoipa::path(post, path = "/orders/confirm", tag = "Orders", request_body = ConfirmCode,
    responses(
        (status = 200, body = Note),
        (status = 404, body = ErrorBody, description = "No open cash-on-delivery order has this code."),
    ))]
async fn confirm_by_code(
    State(state): State<AppState>,
    AppJson(body): AppJson<ConfirmCode>,
) -> Result<Json<Note>> {
    let mut tx = state.writer.begin().await?;
    let number = sales::confirmation::confirm_by_buyer(&mut tx, &body.code).await?;
    tx.commit().await?;
    let text = shared::Text::new(messages::COD_CONFIRMED_BY_BUYER).plain("number", number);
    Ok(Json(Note::new(say(text))))
}

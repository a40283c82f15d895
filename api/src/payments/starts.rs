//! Starting a payment at a provider that sends the buyer to its own page (SSLCommerz, bKash).
//! Every start is first reserved in one write transaction, which reuses a session still open
//! for the same order and method and counts the starts of the last hour, so forty presses of
//! "Proceed" open one session, not forty; only then is the provider asked, and what it made of
//! the start written down.

use crate::error::{AppError, Result};
use crate::processors::{ProviderError, sslcommerz};
use crate::runtime::state::AppState;
use crate::store::db::{self, HOUR_MS};
use shared::{Order, PaymentMethod, messages};

/// Starts allowed in an hour, per order and per buyer: a buyer who changes their mind, or
/// whose wallet is empty, starts again a few times; a script starting sessions in a loop
/// stops here.
const STARTS_PER_ORDER: i64 = 8;
const STARTS_PER_BUYER: i64 = 30;
/// How long a provider's page stays good for a second press: shorter than either provider
/// keeps a session open.
const REUSE_MS: i64 = 10 * 60_000;
/// How long a start may take before another press of the same order starts anew.
const STARTING_MS: i64 = 60_000;

/// The provider's page for paying `order` by `method` (SSLCommerz or bKash): one still open for
/// it, or a new one. 409 while a start of the same is under way, 429 past the hour's starts,
/// 502 when the provider would not open one (nothing was charged).
#[tracing::instrument(skip_all, fields(order = %order.order_number, method = method.id()))]
pub async fn open_page(
    state: &AppState,
    order: &Order,
    method: PaymentMethod,
    user_id: i64,
) -> Result<String> {
    let (payment_id, attempt) = match reserve(state, order, method, user_id).await? {
        Reserved::Open(url) => return Ok(url),
        Reserved::New {
            payment_id,
            attempt,
        } => (payment_id, attempt),
    };
    let opened = match method {
        PaymentMethod::Sslcommerz => sslcommerz_page(state, order, &attempt).await,
        _ => bkash_page(state, order, &attempt).await,
    };
    match opened {
        Ok((url, provider_reference)) => {
            let page = Opened::Page {
                url: &url,
                provider_reference: provider_reference.as_deref(),
            };
            record(state, payment_id, page).await?;
            Ok(url)
        }
        Err(error) => {
            let why = error.to_string();
            record(state, payment_id, Opened::Refused(&why)).await?;
            tracing::error!(method = method.id(), %error, "starting a payment");
            Err(AppError::BadGateway(messages::GATEWAY_REFUSED.into()))
        }
    }
}

/// A reserved start.
enum Reserved {
    /// A session for this order and method is open: send the buyer there again.
    Open(String),
    /// A new attempt, recorded as pending under its number (the order's and a suffix, new to
    /// the provider every time: bKash refuses an invoice number it has seen, 2029).
    New { payment_id: i64, attempt: String },
}

/// Reserves a start of `order` by `method` for its buyer `user_id`.
async fn reserve(
    state: &AppState,
    order: &Order,
    method: PaymentMethod,
    user_id: i64,
) -> Result<Reserved> {
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    let open: Option<(Option<String>, i64)> = sqlx::query_as(
        "SELECT redirect_url, created_at FROM payments
         WHERE order_id = $1 AND provider = $2 AND status = 'pending' AND created_at > $3
         ORDER BY id DESC LIMIT 1",
    )
    .bind(order.id)
    .bind(method.id())
    .bind(now - REUSE_MS)
    .fetch_optional(&mut *tx)
    .await?;
    match open {
        Some((Some(url), _)) => return Ok(Reserved::Open(url)),
        Some((None, started)) if started > now - STARTING_MS => {
            return Err(AppError::conflict(messages::PAYMENT_BEING_STARTED));
        }
        _ => {}
    }
    let (for_order, for_buyer): (i64, i64) = sqlx::query_as(
        "SELECT COUNT(*) FILTER (WHERE p.order_id = $1), COUNT(*)
         FROM payments p JOIN orders o ON o.id = p.order_id
         WHERE o.user_id = $2 AND p.created_at > $3 AND p.provider IN ('sslcommerz', 'bkash')",
    )
    .bind(order.id)
    .bind(user_id)
    .bind(now - HOUR_MS)
    .fetch_one(&mut *tx)
    .await?;
    if for_order >= STARTS_PER_ORDER || for_buyer >= STARTS_PER_BUYER {
        return Err(AppError::TooManyRequests(
            messages::TOO_MANY_PAYMENT_STARTS.into(),
        ));
    }
    // SHT-2026-000042-k3j9x2q1: within SSLCommerz's 30 characters for a tran_id.
    let attempt = format!(
        "{}-{}",
        order.order_number,
        &crate::runtime::secrets::random_token()[..8]
    );
    let payment_id: i64 = sqlx::query_scalar(
        "INSERT INTO payments (order_id, provider, reference, attempt, amount_poisha, status,
                               created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7) RETURNING id",
    )
    .bind(order.id)
    .bind(method.id())
    .bind(&attempt)
    .bind(&attempt)
    .bind(order.total_price.poisha())
    .bind(now)
    .bind(now)
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Reserved::New {
        payment_id,
        attempt,
    })
}

/// What the provider made of a start.
enum Opened<'a> {
    /// Where to send the buyer, and the provider's own id for the payment when it names one
    /// (bKash's `paymentID`, which its callback carries).
    Page {
        url: &'a str,
        provider_reference: Option<&'a str>,
    },
    /// It would not open one: nothing was charged; why, for the team.
    Refused(&'a str),
}

/// Writes down what the provider made of the reserved start `payment_id`.
async fn record(state: &AppState, payment_id: i64, opened: Opened<'_>) -> Result<()> {
    let (status, url, provider_reference, failure) = match opened {
        Opened::Page {
            url,
            provider_reference,
        } => ("pending", Some(url), provider_reference, None),
        Opened::Refused(why) => ("failed", None, None, Some(why)),
    };
    let mut tx = state.writer.begin().await?;
    sqlx::query(
        "UPDATE payments SET status = $1, redirect_url = $2, reference = COALESCE($3, reference),
             failure = $4, updated_at = $5
         WHERE id = $6",
    )
    .bind(status)
    .bind(url)
    .bind(provider_reference)
    .bind(failure)
    .bind(db::now_ms())
    .bind(payment_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Opens an SSLCommerz session for attempt `tran_id`: its hosted page.
async fn sslcommerz_page(
    state: &AppState,
    order: &Order,
    tran_id: &str,
) -> std::result::Result<(String, Option<String>), ProviderError> {
    let gateway = state
        .payments
        .sslcommerz
        .as_ref()
        .ok_or_else(|| ProviderError::Unknown("SSLCommerz is not configured".into()))?;
    debug_assert!(tran_id.len() <= sslcommerz::MAX_TRAN_ID);
    let shop_url = state.config.public_url();
    let session = sslcommerz::Session {
        tran_id,
        amount_poisha: order.total_price.poisha(),
        order_id: order.id,
        order_number: &order.order_number,
        product_name: &order.tool_name,
        pieces: order.quantity,
        customer_name: order.recipient.as_deref().unwrap_or(&order.user_name),
        customer_email: &order.user_email,
        customer_phone: order.phone_number.as_deref().unwrap_or_default(),
        address: order.address.as_deref().unwrap_or_default(),
        district: order.district.as_deref().unwrap_or("Dhaka"),
        shop_url: &shop_url,
    };
    let url = gateway.start_session(&session).await?;
    Ok((url, None))
}

/// Creates a bKash payment under invoice number `attempt`: bKash's page, and its `paymentID`.
async fn bkash_page(
    state: &AppState,
    order: &Order,
    attempt: &str,
) -> std::result::Result<(String, Option<String>), ProviderError> {
    let gateway = state
        .payments
        .bkash
        .as_ref()
        .ok_or_else(|| ProviderError::Unknown("bKash is not configured".into()))?;
    let callback = format!("{}/api/bkash/callback", state.config.public_url());
    let payer = order.phone_number.as_deref().unwrap_or(&order.user_email);
    let payment = gateway
        .create(order.total_price.poisha(), attempt, payer, &callback)
        .await?;
    let url = payment.bkash_url.unwrap_or_default();
    Ok((url, Some(payment.payment_id)))
}

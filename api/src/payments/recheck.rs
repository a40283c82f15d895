//! Asking again: payments whose provider gave no clear answer are asked about on a growing
//! interval (a minute, then twice as late each time, at most an hour) until the provider says
//! paid, held or failed; refunds a provider accepted are asked about until they are done.

use super::ledger::Started;
use super::settle;
use crate::error::Result;
use crate::processors::Verdict;
use crate::runtime::state::AppState;
use crate::store::db;
use shared::PaymentMethod;

/// A payment whose outcome the shop does not know yet.
#[derive(sqlx::FromRow)]
struct Checking {
    order_id: i64,
    provider: PaymentMethod,
    reference: String,
    proof: Option<String>,
    amount_poisha: i64,
}

/// Asks about every payment due for another question, and every refund still processing;
/// how many payments were settled (paid, held or failed).
pub async fn run_once(state: &AppState) -> Result<usize> {
    let due: Vec<Checking> = sqlx::query_as(
        "SELECT order_id, provider, reference, proof, amount_poisha FROM payments
         WHERE status = 'checking' AND check_after <= $1 ORDER BY check_after LIMIT 100",
    )
    .bind(db::now_ms())
    .fetch_all(&state.db)
    .await?;
    let mut settled = 0;
    for payment in due {
        let verdict = ask(state, &payment).await;
        let unknown = matches!(verdict, Verdict::Unknown(_));
        let started = Started {
            order_id: payment.order_id,
            amount_poisha: payment.amount_poisha,
        };
        settle::apply(
            state,
            payment.provider,
            &payment.reference,
            &started,
            verdict,
            None,
        )
        .await?;
        settled += usize::from(!unknown);
    }
    super::refunds::finish_processing(state).await?;
    Ok(settled)
}

/// What the payment's provider says of it now.
#[tracing::instrument(skip_all, fields(order = payment.order_id, reference = %payment.reference))]
async fn ask(state: &AppState, payment: &Checking) -> Verdict {
    let amount = payment.amount_poisha;
    match payment.provider {
        PaymentMethod::Bkash => match &state.payments.bkash {
            // The buyer approved it: executing again is safe (bKash answers "already completed",
            // and the status query settles it).
            Some(bkash) => bkash.settle(&payment.reference, amount).await,
            None => Verdict::Unknown("bKash is no longer configured".into()),
        },
        PaymentMethod::Sslcommerz => match (&state.payments.sslcommerz, &payment.proof) {
            (Some(gateway), Some(val_id)) => {
                gateway.settle(val_id, &payment.reference, amount).await
            }
            _ => Verdict::Unknown("SSLCommerz is not configured, or no val_id".into()),
        },
        other => Verdict::Unknown(format!("{} payments are not checked later", other.id())),
    }
}

/// Asks now and then, for as long as the shop runs.
pub fn spawn(state: AppState) {
    crate::runtime::periodic::in_leader(
        std::time::Duration::from_secs(60),
        state.writer.leadership(),
        move || {
            let state = state.clone();
            async move {
                match run_once(&state).await {
                    Ok(0) => {}
                    Ok(count) => {
                        tracing::info!(count, "settled payments the providers confirmed late")
                    }
                    Err(error) => tracing::error!(error = ?error, "checking payments again"),
                }
            }
        },
    );
}

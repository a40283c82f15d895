//! Paying through bKash tokenized checkout, against the provider sandbox (`sandbox/`): grant
//! and cached token, create, the wallet page's callback, execute with status as the fallback,
//! refund.

use crate::gateway_scene::{Scene, start};
use crate::helpers::{BUYER, PROBE_TOTAL_POISHA, TestApp, spawn_with};
use api::runtime::config::BkashConfig;
use axum::http::{StatusCode, header};
use provider_sandbox::{Credentials, Sandbox};
use shared::messages;

async fn shop_with_bkash(sandbox_url: &str, app_secret: &str) -> TestApp {
    let credentials = Credentials::default();
    let (url, secret) = (sandbox_url.to_owned(), app_secret.to_owned());
    spawn_with(true, move |config| {
        config.bkash = Some(BkashConfig {
            app_key: credentials.app_key,
            app_secret: secret,
            username: credentials.username,
            password: credentials.password,
            api_url: url,
        })
    })
    .await
}

async fn scene() -> Scene {
    let secret = Credentials::default().app_secret;
    Scene::new(|url| async move { shop_with_bkash(&url, &secret).await }).await
}

impl Scene {
    /// Starts paying through bKash; the payment's id.
    async fn create_payment(&self, order: i64) -> String {
        let reply = start(&self.app, &self.token, order, "bkash").await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        let url = reply.json()["url"].as_str().unwrap().to_owned();
        assert!(
            url.starts_with(&format!("{}/checkout/", self.sandbox.url)),
            "{url}"
        );
        url.rsplit('/').next().unwrap().to_owned()
    }

    /// The buyer's choice on bKash's page, then bKash's redirect to the shop's callback; where
    /// the shop sends the buyer.
    async fn come_back(&self, payment: &str, outcome: &str) -> String {
        let callback = self.sandbox.finish_bkash(payment, outcome).unwrap();
        let path = callback.strip_prefix("http://shop.test").unwrap();
        let reply = self.app.get(path).await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.text);
        reply.headers[header::LOCATION].to_str().unwrap().to_owned()
    }
}

#[tokio::test]
async fn a_completed_payment_pays_the_order_with_bkashs_transaction_id() {
    let scene = scene().await;
    let payment = scene.create_payment(scene.order).await;
    let created = scene
        .sandbox
        .ledger(|ledger| ledger.bkash[&payment].clone());
    assert_eq!(created.amount, format!("{}.00", PROBE_TOTAL_POISHA / 100));
    assert_eq!(created.callback_url, "http://shop.test/api/bkash/callback");
    assert!(created.invoice.starts_with("SHT-"));

    let back = scene.come_back(&payment, "pay").await;
    assert_eq!(back, format!("/payment/{}?result=paid", scene.order));
    let order = scene.order_json().await;
    assert_eq!(order["status"], "paid");
    assert_eq!(order["paymentMethod"], "bkash");
    let trx_id = scene
        .sandbox
        .ledger(|ledger| ledger.bkash[&payment].trx_id.clone());
    assert_eq!(order["transactionId"].as_str(), trx_id.as_deref());

    // The callback again (a reload): execute says it is done already, status confirms it.
    let again = scene.come_back(&payment, "pay").await;
    assert_eq!(again, format!("/payment/{}?result=paid", scene.order));
    assert_eq!(scene.succeeded_payments().await, 1);
}

#[tokio::test]
async fn the_grant_token_is_kept_until_it_expires() {
    let scene = scene().await;
    let second = scene.app.order_probes(&scene.token).await;
    scene.create_payment(scene.order).await;
    scene.create_payment(second).await;
    assert_eq!(scene.sandbox.ledger(|ledger| ledger.grants), 1);
}

#[tokio::test]
async fn an_expired_token_is_refreshed_not_granted_again() {
    let scene = scene().await;
    // Shorter than the minute the shop renews ahead of expiry: stale as soon as it arrives.
    scene.sandbox.set(|knobs| knobs.token_seconds = Some(30));
    let second = scene.app.order_probes(&scene.token).await;
    scene.create_payment(scene.order).await;
    scene.create_payment(second).await;
    assert_eq!(scene.sandbox.ledger(|ledger| ledger.grants), 1);
    assert_eq!(scene.sandbox.ledger(|ledger| ledger.refreshes), 1);
}

#[tokio::test]
async fn when_execute_gives_no_answer_the_status_query_settles_it() {
    let scene = scene().await;
    let payment = scene.create_payment(scene.order).await;
    scene.sandbox.set(|knobs| knobs.lose_execute_answer = true);
    let back = scene.come_back(&payment, "pay").await;
    assert_eq!(back, format!("/payment/{}?result=paid", scene.order));
    assert!(scene.app.is_paid(scene.order).await);
}

#[tokio::test]
async fn a_payment_completed_for_another_amount_is_held_until_the_owner_decides() {
    let scene = scene().await;
    let payment = scene.create_payment(scene.order).await;
    scene
        .sandbox
        .set(|knobs| knobs.amount_override = Some("1.00".into()));
    let back = scene.come_back(&payment, "pay").await;
    assert_eq!(back, format!("/payment/{}?result=held", scene.order));
    assert!(!scene.app.is_paid(scene.order).await);
    assert_eq!(scene.payment(&payment).await.0, "held");
    let held = scene.payment_check().await;
    assert_eq!(held["state"], "held");
    assert_eq!(held["method"], "bkash");

    let accepted = scene.decide(&held, "accept").await;
    assert_eq!(accepted.status, StatusCode::OK, "{}", accepted.text);
    assert!(scene.app.is_paid(scene.order).await);
    assert_eq!(scene.payment(&payment).await.0, "succeeded");
}

#[tokio::test]
async fn a_cancelled_or_failed_payment_leaves_the_order_unpaid() {
    let scene = scene().await;
    for (outcome, result) in [("cancel", "cancelled"), ("fail", "failed")] {
        let payment = scene.create_payment(scene.order).await;
        let back = scene.come_back(&payment, outcome).await;
        assert_eq!(back, format!("/payment/{}?result={result}", scene.order));
    }
    assert!(!scene.app.is_paid(scene.order).await);
}

#[tokio::test]
async fn a_callback_for_a_payment_the_shop_never_created_goes_nowhere() {
    let scene = scene().await;
    let reply = scene
        .app
        .get("/api/bkash/callback?paymentID=TR0011forged&status=success")
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    assert_eq!(reply.headers[header::LOCATION], "/dashboard/my-orders");
    assert!(!scene.app.is_paid(scene.order).await);
}

#[tokio::test]
async fn cancelling_a_paid_order_refunds_it_through_bkash() {
    let scene = scene().await;
    let payment = scene.create_payment(scene.order).await;
    scene.come_back(&payment, "pay").await;
    let cancel = scene.cancel_order().await;
    assert_eq!(cancel.status, StatusCode::OK, "{}", cancel.text);
    let trx_id = scene
        .sandbox
        .ledger(|ledger| ledger.bkash[&payment].trx_id.clone().unwrap());
    assert_eq!(
        scene.sandbox.ledger(|ledger| ledger.refunds.clone()),
        [trx_id]
    );
    assert_eq!(scene.order_json().await["status"], "refunded");
}

#[tokio::test]
async fn wrong_credentials_or_an_unreachable_bkash_charge_nothing() {
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    for (url, secret) in [
        (sandbox.url.as_str(), "wrong secret"),
        ("http://127.0.0.1:9", "any"),
    ] {
        let app = shop_with_bkash(url, secret).await;
        let token = app.token(BUYER).await;
        let order = app.order_probes(&token).await;
        let reply = start(&app, &token, order, "bkash").await;
        assert_eq!(reply.status, StatusCode::BAD_GATEWAY, "{}", reply.text);
        assert_eq!(reply.error_message(), messages::GATEWAY_REFUSED.en());
    }
}

#[tokio::test]
async fn bkash_took_the_money_behind_an_outage_and_the_shop_finds_out_later() {
    let scene = scene().await;
    let payment = scene.create_payment(scene.order).await;
    // AWS's gateway answers 503 {"message": "Service Unavailable"} after bKash completed the
    // execute, and to the status query as well.
    scene.sandbox.set(|knobs| knobs.bkash_outage = Some(503));
    let back = scene.come_back(&payment, "pay").await;
    assert_eq!(back, format!("/payment/{}?result=pending", scene.order));
    let completed = scene
        .sandbox
        .ledger(|ledger| ledger.bkash[&payment].status.clone());
    assert_eq!(completed, "Completed", "bKash has the money");
    assert_eq!(scene.payment(&payment).await.0, "checking");
    assert_eq!(
        scene.order_json().await["paymentCheck"]["state"],
        "checking"
    );
    let calls = scene.sandbox.ledger(|ledger| ledger.bkash_calls.clone());
    assert!(
        calls.ends_with(&["execute".into(), "payment/status".into()]),
        "{calls:?}"
    );
    assert_eq!(scene.check_again_now().await, 0, "still down");
    assert!(
        !scene.swept_when_stale().await,
        "never cancelled while bKash may have the money"
    );

    scene.sandbox.set(|knobs| knobs.bkash_outage = None);
    assert_eq!(scene.check_again_now().await, 1);
    let order = scene.order_json().await;
    assert_eq!(order["status"], "paid");
    let trx_id = scene
        .sandbox
        .ledger(|ledger| ledger.bkash[&payment].trx_id.clone());
    assert_eq!(order["transactionId"].as_str(), trx_id.as_deref());
}

#[tokio::test]
async fn a_token_bkash_revoked_early_is_renewed_and_the_call_made_again() {
    let scene = scene().await;
    scene.create_payment(scene.order).await;
    scene.sandbox.revoke_bkash_tokens();
    let second = scene.app.order_probes(&scene.token).await;
    scene.create_payment(second).await;
    assert_eq!(scene.sandbox.ledger(|ledger| ledger.refreshes), 1);
}

#[tokio::test]
async fn every_attempt_sends_a_new_invoice_number_that_keeps_the_orders() {
    let scene = scene().await;
    let first = scene.create_payment(scene.order).await;
    scene.come_back(&first, "cancel").await;
    // bKash refuses an invoice number it has seen (2029): a second try must still start.
    let second = scene.create_payment(scene.order).await;
    let invoices = scene
        .sandbox
        .ledger(|ledger| [&first, &second].map(|payment| ledger.bkash[payment].invoice.clone()));
    assert_ne!(invoices[0], invoices[1]);
    let number = scene.order_json().await["orderNumber"]
        .as_str()
        .unwrap()
        .to_owned();
    for invoice in &invoices {
        assert!(invoice.starts_with(&format!("{number}-")), "{invoice}");
    }
}

#[tokio::test]
async fn a_refusal_at_execute_keeps_bkashs_words_and_tells_the_buyer_why() {
    let scene = scene().await;
    let payment = scene.create_payment(scene.order).await;
    scene
        .sandbox
        .set(|knobs| knobs.execute_refusal = Some(("2023".into(), "Insufficient Balance".into())));
    let back = scene.come_back(&payment, "pay").await;
    assert_eq!(
        back,
        format!(
            "/payment/{}?result=failed&reason=PAYMENT_REFUSED_BALANCE",
            scene.order
        )
    );
    let (status, why) = scene.payment(&payment).await;
    assert_eq!(status, "failed");
    assert_eq!(why.as_deref(), Some("2023: Insufficient Balance"));
}

#[tokio::test]
async fn a_second_payment_for_a_paid_order_is_given_back_once_however_often_it_is_replayed() {
    let scene = scene().await;
    // The buyer opened bKash in two tabs (the second after the first's page had lapsed).
    let first = scene.create_payment(scene.order).await;
    sqlx::query("UPDATE payments SET created_at = created_at - 3600000")
        .execute(&scene.app.state.db)
        .await
        .unwrap();
    let second = scene.create_payment(scene.order).await;
    assert_ne!(first, second);
    scene.come_back(&first, "pay").await;
    let back = scene.come_back(&second, "pay").await;
    assert_eq!(back, format!("/payment/{}?result=duplicate", scene.order));
    let trx_id = scene
        .sandbox
        .ledger(|ledger| ledger.bkash[&second].trx_id.clone().unwrap());
    assert_eq!(
        scene.sandbox.ledger(|ledger| ledger.refunds.clone()),
        [trx_id]
    );
    assert_eq!(scene.payment(&second).await.0, "refunded");

    // The callback replayed (a reload, or a forger who kept it): no second refund is asked.
    for _ in 0..3 {
        scene.come_back(&second, "pay").await;
    }
    let refunds_asked = scene.sandbox.ledger(|ledger| {
        ledger
            .bkash_calls
            .iter()
            .filter(|call| *call == "payment/refund")
            .count()
    });
    assert_eq!(refunds_asked, 1);
    assert_eq!(scene.succeeded_payments().await, 1);
    assert!(scene.app.is_paid(scene.order).await);
}

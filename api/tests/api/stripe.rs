//! Paying through Stripe, against a local server that speaks Stripe's API (see stripe_server).

use crate::helpers::{BUYER, PROBE_TOTAL_POISHA, Reply, TestApp, spawn_with};
use crate::stripe_server::{self, FakeStripe, PUBLISHABLE_KEY, SECRET_KEY, WEBHOOK_SECRET};
use api::runtime::config::StripeConfig;
use axum::http::{Method, StatusCode};
use hmac::{Hmac, Mac};
use serde_json::{Value, json};
use sha2::Sha256;
use shared::messages;

async fn shop_with_stripe(stripe: &FakeStripe, secret_key: &str) -> TestApp {
    let (url, secret_key) = (stripe.url.clone(), secret_key.to_owned());
    spawn_with(true, move |config| {
        config.stripe = Some(StripeConfig {
            secret_key,
            publishable_key: PUBLISHABLE_KEY.into(),
            webhook_secret: Some(WEBHOOK_SECRET.into()),
            api_url: url,
        })
    })
    .await
}

async fn setup() -> (FakeStripe, TestApp, String, i64) {
    let stripe = stripe_server::start().await;
    let app = shop_with_stripe(&stripe, SECRET_KEY).await;
    let token = app.token(BUYER).await;
    let order = app.order_probes(&token).await;
    (stripe, app, token, order)
}

async fn create_intent(app: &TestApp, token: &str, body: Value) -> Reply {
    app.send_as(
        Method::POST,
        "/api/create-payment-intent",
        &body.to_string(),
        token,
    )
    .await
}

async fn confirm(app: &TestApp, token: &str, order: i64, intent: &str) -> Reply {
    let body = json!({ "orderId": order, "paymentIntentId": intent }).to_string();
    app.send_as(Method::POST, "/api/payments/stripe/confirm", &body, token)
        .await
}

fn intent_id(reply: &Reply) -> String {
    reply.json()["paymentIntentId"].as_str().unwrap().to_owned()
}

/// An event as Stripe posts it, with its `Stripe-Signature` header, computed here from the
/// documented scheme rather than with the shop's own code.
fn signed_event(kind: &str, intent: Value, signed_at: i64, secret: &str) -> (String, String) {
    let body = json!({
        "id": "evt_1Fake", "object": "event", "api_version": "2024-06-20", "type": kind,
        "created": signed_at, "livemode": false, "data": { "object": intent },
    })
    .to_string();
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{signed_at}.{body}").as_bytes());
    let signature = hex::encode(mac.finalize().into_bytes());
    (body, format!("t={signed_at},v1={signature},v0=00"))
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

async fn post_webhook(app: &TestApp, body: &str, signature: Option<&str>) -> Reply {
    let mut request =
        axum::http::Request::post("/api/stripe/webhook").header("content-type", "application/json");
    if let Some(signature) = signature {
        request = request.header("stripe-signature", signature);
    }
    app.send(
        request
            .body(axum::body::Body::from(body.to_owned()))
            .unwrap(),
    )
    .await
}

#[tokio::test]
async fn the_browser_learns_that_stripe_takes_the_cards() {
    let (_stripe, app, _, _) = setup().await;

    let config = app.get("/api/config").await.json();

    assert_eq!(
        config["payments"],
        json!({ "provider": "stripe", "publishableKey": PUBLISHABLE_KEY })
    );
    assert!(!config.to_string().contains(SECRET_KEY));
}

#[tokio::test]
async fn the_intent_is_for_the_stored_total_in_taka_whatever_the_client_says() {
    let (stripe, app, token, order) = setup().await;

    let reply = create_intent(&app, &token, json!({ "orderId": order, "totalPrice": 1 })).await;

    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let id = intent_id(&reply);
    assert_eq!(reply.json()["clientSecret"], format!("{id}_secret_fake"));
    let sent = stripe.received("POST", "/v1/payment_intents");
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].form["amount"], PROBE_TOTAL_POISHA.to_string());
    assert_eq!(sent[0].form["currency"], "bdt");
    assert_eq!(sent[0].form["metadata[order_id]"], order.to_string());
    assert!(sent[0].idempotency_key.is_some());

    // Coming back to the page reuses the open intent instead of making another.
    let again = create_intent(&app, &token, json!({ "orderId": order })).await;
    assert_eq!(intent_id(&again), id);
    assert_eq!(stripe.received("POST", "/v1/payment_intents").len(), 1);
}

#[tokio::test]
async fn the_order_is_paid_only_once_stripe_says_the_intent_succeeded() {
    let (stripe, app, token, order) = setup().await;
    let id = intent_id(&create_intent(&app, &token, json!({ "orderId": order })).await);

    let early = confirm(&app, &token, order, &id).await;
    assert_eq!(early.status, StatusCode::PAYMENT_REQUIRED);
    assert_eq!(early.error_message(), messages::PAYMENT_NOT_COMPLETED.en());
    assert!(!app.is_paid(order).await);

    assert_eq!(
        stripe.confirm_in_browser(&id, "pm_card_visa").await,
        StatusCode::OK
    );
    let paid = confirm(&app, &token, order, &id).await;

    assert_eq!(paid.status, StatusCode::OK, "{}", paid.text);
    assert_eq!(paid.json()["transactionId"], id.as_str());
    assert_eq!(paid.json()["message"], messages::PAYMENT_SUCCESSFUL.en());
    assert!(app.is_paid(order).await);
    let recorded: (String, String, i64) =
        sqlx::query_as("SELECT provider, status, amount_poisha FROM payments WHERE reference = $1")
            .bind(&id)
            .fetch_one(&app.state.db)
            .await
            .unwrap();
    assert_eq!(
        recorded,
        ("stripe".into(), "succeeded".into(), PROBE_TOTAL_POISHA)
    );
    // Confirming again (a reload) is harmless; a new intent for a paid order is refused.
    assert_eq!(
        confirm(&app, &token, order, &id).await.status,
        StatusCode::OK
    );
    let another = create_intent(&app, &token, json!({ "orderId": order })).await;
    assert_eq!(another.status, StatusCode::CONFLICT);
    assert_eq!(another.error_message(), messages::ORDER_ALREADY_PAID.en());
}

#[tokio::test]
async fn a_payment_stripe_is_still_processing_is_not_paid_yet_and_says_so() {
    let (stripe, app, token, order) = setup().await;
    let id = intent_id(&create_intent(&app, &token, json!({ "orderId": order })).await);
    // Payment methods confirmed later (bank debits) leave the intent `processing` for a while.
    stripe.ledger.lock().unwrap().intents.get_mut(&id).unwrap()["status"] = json!("processing");

    let reply = confirm(&app, &token, order, &id).await;

    assert_eq!(reply.status, StatusCode::ACCEPTED, "{}", reply.text);
    assert!(!reply.json()["message"].as_str().unwrap().is_empty());
    assert!(!app.is_paid(order).await);
}

#[tokio::test]
async fn stripe_failing_while_the_shop_checks_an_intent_is_a_502_and_pays_nothing() {
    let (stripe, app, token, order) = setup().await;
    let id = intent_id(&create_intent(&app, &token, json!({ "orderId": order })).await);
    stripe.confirm_in_browser(&id, "pm_card_visa").await;
    stripe.ledger.lock().unwrap().failing = true;

    let reply = confirm(&app, &token, order, &id).await;

    assert_eq!(reply.status, StatusCode::BAD_GATEWAY, "{}", reply.text);
    assert!(!app.is_paid(order).await);
}

#[tokio::test]
async fn a_declined_card_is_reported_in_stripes_words() {
    let (stripe, app, token, order) = setup().await;
    let id = intent_id(&create_intent(&app, &token, json!({ "orderId": order })).await);

    let status = stripe
        .confirm_in_browser(&id, "pm_card_chargeDeclined")
        .await;
    let reply = confirm(&app, &token, order, &id).await;

    assert_eq!(status, StatusCode::PAYMENT_REQUIRED);
    assert_eq!(reply.status, StatusCode::PAYMENT_REQUIRED);
    assert_eq!(reply.error_message(), "Your card was declined.");
    assert!(!app.is_paid(order).await);
}

#[tokio::test]
async fn an_intent_made_for_another_amount_or_order_does_not_pay() {
    let (stripe, app, token, order) = setup().await;
    // Paid at Stripe, but for one taka, by someone holding the key.
    let cheap = stripe.create_intent(100, order).await;
    stripe.confirm_in_browser(&cheap, "pm_card_visa").await;

    let reply = confirm(&app, &token, order, &cheap).await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(reply.error_message(), messages::PAYMENT_MISMATCH.en());

    // The right amount for the right order, but made at Stripe and not by the shop.
    let forged = stripe.create_intent(PROBE_TOTAL_POISHA, order).await;
    stripe.confirm_in_browser(&forged, "pm_card_visa").await;
    let reply = confirm(&app, &token, order, &forged).await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(reply.error_message(), messages::PAYMENT_MISMATCH.en());

    // The shop's own intent, tampered with at Stripe to a lower amount, does not pay either.
    let id = intent_id(&create_intent(&app, &token, json!({ "orderId": order })).await);
    stripe.ledger.lock().unwrap().intents.get_mut(&id).unwrap()["amount"] = json!(100);
    stripe.confirm_in_browser(&id, "pm_card_visa").await;
    let tampered = confirm(&app, &token, order, &id).await;
    assert_eq!(tampered.status, StatusCode::CONFLICT);
    assert_eq!(tampered.error_message(), messages::PAYMENT_MISMATCH.en());
    assert!(!app.is_paid(order).await);

    // Someone else's order is not theirs to pay or confirm.
    let other = app.new_buyer("other@example.com").await;
    let theirs = create_intent(&app, &other, json!({ "orderId": order })).await;
    assert_eq!(theirs.status, StatusCode::NOT_FOUND);
    assert_eq!(
        confirm(&app, &other, order, &id).await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn stripe_refusing_or_unreachable_is_a_clear_502() {
    let stripe = stripe_server::start().await;
    let app = shop_with_stripe(&stripe, "sk_test_wrong").await;
    let token = app.token(BUYER).await;
    let order = app.order_probes(&token).await;

    let refused = create_intent(&app, &token, json!({ "orderId": order })).await;

    assert_eq!(refused.status, StatusCode::BAD_GATEWAY);
    assert_eq!(
        refused.error_message(),
        messages::PAYMENT_PROVIDER_DOWN.en()
    );

    let gone = spawn_with(true, |config| {
        config.stripe = Some(StripeConfig {
            secret_key: SECRET_KEY.into(),
            publishable_key: PUBLISHABLE_KEY.into(),
            webhook_secret: None,
            api_url: "http://127.0.0.1:9".into(),
        })
    })
    .await;
    let token = gone.token(BUYER).await;
    let order = gone.order_probes(&token).await;
    let unreachable = create_intent(&gone, &token, json!({ "orderId": order })).await;
    assert_eq!(unreachable.status, StatusCode::BAD_GATEWAY);
    assert_eq!(
        unreachable.error_message(),
        messages::PAYMENT_PROVIDER_DOWN.en()
    );
}

#[tokio::test]
async fn a_signed_webhook_marks_the_order_paid_and_the_buyers_confirmation_agrees() {
    let (stripe, app, token, order) = setup().await;
    let id = intent_id(&create_intent(&app, &token, json!({ "orderId": order })).await);
    stripe.confirm_in_browser(&id, "pm_card_visa").await;
    let (body, signature) = signed_event(
        "payment_intent.succeeded",
        stripe.intent(&id),
        now(),
        WEBHOOK_SECRET,
    );

    let reply = post_webhook(&app, &body, Some(&signature)).await;

    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.json()["outcome"], "order paid");
    assert!(app.is_paid(order).await);
    // The buyer's own confirmation arrives after the webhook: still one payment.
    assert_eq!(
        confirm(&app, &token, order, &id).await.status,
        StatusCode::OK
    );
    assert_eq!(
        post_webhook(&app, &body, Some(&signature)).await.status,
        StatusCode::OK
    );
    let payments = app.count("payments", "status = 'succeeded'").await;
    assert_eq!(payments, 1);
}

#[tokio::test]
async fn webhooks_without_a_good_signature_change_nothing() {
    let (stripe, app, token, order) = setup().await;
    let id = intent_id(&create_intent(&app, &token, json!({ "orderId": order })).await);
    stripe.confirm_in_browser(&id, "pm_card_visa").await;
    let intent = stripe.intent(&id);
    let (body, _) = signed_event(
        "payment_intent.succeeded",
        intent.clone(),
        now(),
        WEBHOOK_SECRET,
    );
    let (_, forged) = signed_event(
        "payment_intent.succeeded",
        intent.clone(),
        now(),
        "whsec_guess",
    );
    let (stale_body, stale) = signed_event(
        "payment_intent.succeeded",
        intent.clone(),
        now() - 600,
        WEBHOOK_SECRET,
    );

    // The flood that once kept a core busy for seconds: thousands of empty signatures.
    let flood = format!("t={},{}", now(), "v1=,".repeat(60_000));
    // A good signature hidden among many others is refused too: Stripe never sends so many.
    let (_, good) = signed_event(
        "payment_intent.succeeded",
        intent.clone(),
        now(),
        WEBHOOK_SECRET,
    );
    let buried = format!("{good},{}", "v1=00,".repeat(20));
    for (body, signature) in [
        (body.as_str(), None),
        (body.as_str(), Some(forged.as_str())),
        (body.as_str(), Some("t=abc,v1=zz")),
        (stale_body.as_str(), Some(stale.as_str())),
        (body.as_str(), Some(flood.as_str())),
        (body.as_str(), Some(buried.as_str())),
    ] {
        let reply = post_webhook(&app, body, signature).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{signature:?}");
        assert!(reply.error_message().starts_with("The webhook was refused"));
    }
    assert!(!app.is_paid(order).await);

    // Well signed, but not for this order's amount, or not an event the shop acts on.
    let mut cheap = intent.clone();
    cheap["amount"] = json!(100);
    let (body, signature) = signed_event("payment_intent.succeeded", cheap, now(), WEBHOOK_SECRET);
    let reply = post_webhook(&app, &body, Some(&signature)).await;
    assert_eq!(reply.json()["outcome"], "does not match the order");
    let (body, signature) = signed_event("charge.updated", intent, now(), WEBHOOK_SECRET);
    let reply = post_webhook(&app, &body, Some(&signature)).await;
    assert_eq!(reply.json()["outcome"], "ignored");
    assert!(!app.is_paid(order).await);
}

#[tokio::test]
async fn cancelling_an_order_paid_through_stripe_refunds_it_at_stripe() {
    let (stripe, app, token, order) = setup().await;
    let id = intent_id(&create_intent(&app, &token, json!({ "orderId": order })).await);
    stripe.confirm_in_browser(&id, "pm_card_visa").await;
    confirm(&app, &token, order, &id).await;

    let reply = app
        .request_as(
            Method::DELETE,
            &format!("/api/orders/{order}"),
            None,
            Some(&token),
        )
        .await;

    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let refunds = stripe.received("POST", "/v1/refunds");
    assert_eq!(refunds.len(), 1);
    assert_eq!(refunds[0].form["payment_intent"], id);
    let status: String = sqlx::query_scalar("SELECT status FROM payments WHERE reference = $1")
        .bind(&id)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(status, "refunded");
}

#[tokio::test]
async fn card_numbers_never_reach_the_shop_when_stripe_takes_them() {
    let (_stripe, app, token, order) = setup().await;
    let reply = app.pay_by_card(&token, order, "4242 4242 4242 4242").await;

    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(reply.error_message(), messages::PAY_WITH_STRIPE.en());
    assert!(!app.is_paid(order).await);
}

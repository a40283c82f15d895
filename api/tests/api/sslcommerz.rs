//! Paying through SSLCommerz, against the provider sandbox (`sandbox/`), which speaks its v4
//! API: the session form, the hosted page's signed fields, the validation and refund APIs.

use crate::gateway_scene::{Scene, start};
use crate::helpers::{BUYER, PROBE_TOTAL_POISHA, Reply, TestApp, spawn_with};
use api::runtime::config::SslcommerzConfig;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use provider_sandbox::{Credentials, Sandbox};
use shared::messages;
use std::collections::HashMap;

pub async fn shop_with_sslcommerz(sandbox_url: &str, store_password: &str) -> TestApp {
    let credentials = Credentials::default();
    let (url, password) = (sandbox_url.to_owned(), store_password.to_owned());
    spawn_with(true, move |config| {
        config.sslcommerz = Some(SslcommerzConfig {
            store_id: credentials.store_id,
            store_password: password,
            api_url: url,
        })
    })
    .await
}

async fn scene() -> Scene {
    let password = Credentials::default().store_password;
    Scene::new(|url| async move { shop_with_sslcommerz(&url, &password).await }).await
}

/// Posts form fields to the shop, as SSLCommerz's server or the buyer's browser does.
pub async fn post_form(app: &TestApp, path: &str, fields: &HashMap<String, String>) -> Reply {
    let body: Vec<String> = fields
        .iter()
        .map(|(key, value)| format!("{}={}", encode(key), encode(value)))
        .collect();
    let request = Request::builder()
        .method(Method::POST)
        .uri(path)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(body.join("&")))
        .unwrap();
    app.send(request).await
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|byte| match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (byte as char).into(),
            _ => format!("%{byte:02X}"),
        })
        .collect()
}

impl Scene {
    /// Starts paying through SSLCommerz; the session key of the hosted page.
    async fn open_session(&self) -> String {
        let reply = start(&self.app, &self.token, self.order, "sslcommerz").await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        assert_eq!(reply.json()["next"], "redirect");
        let url = reply.json()["url"].as_str().unwrap().to_owned();
        assert!(
            url.starts_with(&format!("{}/EasyCheckOut/", self.sandbox.url)),
            "{url}"
        );
        url.rsplit('/').next().unwrap().to_owned()
    }
}

impl Scene {
    /// Pays on SSLCommerz's page with the sandbox set by `knobs`, and delivers SSLCommerz's
    /// notification; what the page sent and the shop's answer to the notification.
    async fn pay_with(
        &self,
        knobs: impl FnOnce(&mut provider_sandbox::Knobs),
    ) -> (provider_sandbox::sslcommerz::Finished, Reply) {
        let key = self.open_session().await;
        self.sandbox.set(knobs);
        let finished = self.sandbox.finish_sslcommerz(&key, "pay").unwrap();
        let ipn = post_form(&self.app, "/api/sslcommerz/ipn", &finished.fields).await;
        (finished, ipn)
    }
}

fn path_of(url: &str) -> String {
    url.strip_prefix("http://shop.test")
        .unwrap_or(url)
        .to_owned()
}

#[tokio::test]
async fn a_session_is_opened_for_the_stored_total_with_the_shops_addresses() {
    let scene = scene().await;
    let key = scene.open_session().await;
    let fields = scene
        .sandbox
        .ledger(|ledger| ledger.sessions[&key].fields.clone());
    let field = |name: &str| fields.get(name).cloned().unwrap_or_default();
    assert_eq!(
        field("total_amount"),
        format!("{}.00", PROBE_TOTAL_POISHA / 100)
    );
    assert_eq!(field("currency"), "BDT");
    assert!(field("tran_id").starts_with("SHT-"), "{}", field("tran_id"));
    assert!(field("tran_id").len() <= 30);
    assert_eq!(
        field("success_url"),
        "http://shop.test/api/sslcommerz/return/success"
    );
    assert_eq!(
        field("fail_url"),
        "http://shop.test/api/sslcommerz/return/fail"
    );
    assert_eq!(
        field("cancel_url"),
        "http://shop.test/api/sslcommerz/return/cancel"
    );
    assert_eq!(field("ipn_url"), "http://shop.test/api/sslcommerz/ipn");
    assert_eq!(field("cus_email"), "buyer@shop.test");
    assert_eq!(field("cus_phone"), "01712345678");
    assert_eq!(field("value_a"), scene.order.to_string());
}

#[tokio::test]
async fn a_validated_ipn_pays_the_order_once_and_the_buyers_return_shows_it() {
    let scene = scene().await;
    let key = scene.open_session().await;
    let finished = scene.sandbox.finish_sslcommerz(&key, "pay").unwrap();

    let ipn = post_form(&scene.app, &path_of(&finished.ipn_url), &finished.fields).await;
    assert_eq!(ipn.status, StatusCode::OK, "{}", ipn.text);
    assert_eq!(ipn.json()["outcome"], "paid");
    let order = scene.order_json().await;
    assert_eq!(order["status"], "paid");
    assert_eq!(order["paymentMethod"], "sslcommerz");
    // The buyer's receipt shows SSLCommerz's bank transaction id.
    assert_eq!(
        order["transactionId"],
        finished.fields["bank_tran_id"].as_str()
    );

    // The same IPN again, and the buyer's return: nothing is paid twice.
    let again = post_form(&scene.app, &path_of(&finished.ipn_url), &finished.fields).await;
    assert_eq!(again.json()["outcome"], "paid");
    let back = post_form(&scene.app, &path_of(&finished.back_url), &finished.fields).await;
    assert_eq!(back.status, StatusCode::SEE_OTHER);
    assert_eq!(
        back.headers[header::LOCATION],
        format!("/payment/{}?result=paid", scene.order).as_str()
    );
    assert_eq!(scene.succeeded_payments().await, 1);
}

#[tokio::test]
async fn the_buyers_return_before_the_ipn_is_validated_the_same_way() {
    let scene = scene().await;
    let key = scene.open_session().await;
    let finished = scene.sandbox.finish_sslcommerz(&key, "pay").unwrap();
    let back = post_form(&scene.app, &path_of(&finished.back_url), &finished.fields).await;
    assert_eq!(
        back.headers[header::LOCATION],
        format!("/payment/{}?result=paid", scene.order).as_str()
    );
    let ipn = post_form(&scene.app, &path_of(&finished.ipn_url), &finished.fields).await;
    assert_eq!(ipn.json()["outcome"], "paid");
    assert_eq!(scene.succeeded_payments().await, 1);
    // The validation API was asked each time: VALID, then VALIDATED.
    assert!(
        scene
            .sandbox
            .ledger(|ledger| ledger.sessions[&key].validated)
    );
}

#[tokio::test]
async fn a_tampered_or_unsigned_notification_is_refused_and_pays_nothing() {
    let scene = scene().await;
    let key = scene.open_session().await;
    let finished = scene.sandbox.finish_sslcommerz(&key, "pay").unwrap();
    let mut tampered = finished.fields.clone();
    tampered.insert("amount".into(), "1.00".into());
    let mut unsigned = finished.fields.clone();
    unsigned.remove("verify_sign");
    for fields in [tampered.clone(), unsigned] {
        let reply = post_form(&scene.app, "/api/sslcommerz/ipn", &fields).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{}", reply.text);
        assert_eq!(reply.error_message(), messages::SSLCOMMERZ_IPN_REFUSED.en());
    }
    // A tampered return is only a hint: the page shows the order as it stands.
    let back = post_form(&scene.app, &path_of(&finished.back_url), &tampered).await;
    assert_eq!(
        back.headers[header::LOCATION],
        format!("/payment/{}?result=pending", scene.order).as_str()
    );
    assert!(!scene.app.is_paid(scene.order).await);
}

#[tokio::test]
async fn a_signed_notification_for_an_attempt_the_shop_never_started_is_ignored() {
    let scene = scene().await;
    let mut fields: HashMap<String, String> = [
        ("status", "VALID"),
        ("tran_id", "SHT-2026-999999-forged00"),
        ("val_id", "VAL0000000001"),
        ("amount", "24500.00"),
        ("currency", "BDT"),
    ]
    .into_iter()
    .map(|(k, v)| (k.into(), v.into()))
    .collect();
    provider_sandbox::sign_fields(&mut fields, &Credentials::default().store_password);
    let ipn = post_form(&scene.app, "/api/sslcommerz/ipn", &fields).await;
    assert_eq!(ipn.status, StatusCode::OK);
    assert_eq!(ipn.json()["outcome"], "ignored");
}

#[tokio::test]
async fn a_cancelled_or_failed_payment_is_kept_on_record_and_the_buyer_can_try_again() {
    let scene = scene().await;
    for (outcome, result) in [("cancel", "cancelled"), ("fail", "failed")] {
        let key = scene.open_session().await;
        let finished = scene.sandbox.finish_sslcommerz(&key, outcome).unwrap();
        let ipn = post_form(&scene.app, "/api/sslcommerz/ipn", &finished.fields).await;
        assert_eq!(ipn.json()["outcome"], result);
        let back = post_form(&scene.app, &path_of(&finished.back_url), &finished.fields).await;
        assert_eq!(
            back.headers[header::LOCATION],
            format!("/payment/{}?result={result}", scene.order).as_str()
        );
    }
    let failed = scene
        .app
        .count(
            "payments",
            &format!(
                "order_id = {} AND provider = 'sslcommerz' AND status = 'failed'",
                scene.order
            ),
        )
        .await;
    assert_eq!(failed, 2);
    assert!(!scene.app.is_paid(scene.order).await);
}

#[tokio::test]
async fn cancelling_a_paid_order_refunds_it_through_sslcommerz() {
    let scene = scene().await;
    let (finished, _) = scene.pay_with(|_| {}).await;
    let cancel = scene.cancel_order().await;
    assert_eq!(cancel.status, StatusCode::OK, "{}", cancel.text);
    let refunded = scene.sandbox.ledger(|ledger| ledger.refunds.clone());
    assert_eq!(refunded, [finished.fields["bank_tran_id"].clone()]);
    assert_eq!(scene.order_json().await["status"], "refunded");
}

#[tokio::test]
async fn orders_above_sslcommerzs_limit_are_not_offered_it() {
    let scene = scene().await;
    sqlx::query("UPDATE orders SET total_poisha = $1 WHERE id = $2")
        .bind(500_001 * 100)
        .bind(scene.order)
        .execute(&scene.app.state.db)
        .await
        .unwrap();
    let path = format!("/api/orders/{}/payment-methods", scene.order);
    let options = scene.app.get_as(&path, &scene.token).await.json();
    let sslcommerz = options
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["id"] == "sslcommerz")
        .unwrap();
    let why = "SSLCommerz takes at most Tk.\u{a0}5,00,000 for one order. Please choose another way to pay, such as bank transfer.";
    assert_eq!(sslcommerz["refusal"], why);
    let bank = options
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["id"] == "bank-transfer")
        .unwrap();
    assert_eq!(bank["refusal"], serde_json::Value::Null);

    let refused = start(&scene.app, &scene.token, scene.order, "sslcommerz").await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.error_message(), why);
}

#[tokio::test]
async fn an_unreachable_or_refusing_gateway_charges_nothing_and_says_so() {
    // Nothing listens on port 9 (discard) here; then a sandbox that does not know the password.
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    for (url, password) in [
        ("http://127.0.0.1:9", "any"),
        (sandbox.url.as_str(), "wrong password"),
    ] {
        let app = shop_with_sslcommerz(url, password).await;
        let token = app.token(BUYER).await;
        let order = app.order_probes(&token).await;
        let reply = start(&app, &token, order, "sslcommerz").await;
        assert_eq!(reply.status, StatusCode::BAD_GATEWAY, "{}", reply.text);
        assert_eq!(reply.error_message(), messages::GATEWAY_REFUSED.en());
        assert!(!app.is_paid(order).await);
    }
}

#[tokio::test]
async fn a_notification_that_is_not_form_encoded_is_a_json_415() {
    let scene = scene().await;
    let reply = scene.app.post_json("/api/sslcommerz/ipn", "{}").await;
    assert_eq!(reply.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(reply.error_message(), messages::BODY_NOT_SENT_AS_FORM.en());
}

#[tokio::test]
async fn while_validation_is_unreachable_the_payment_is_being_checked_not_failed() {
    let scene = scene().await;
    let key = scene.open_session().await;
    let finished = scene.sandbox.finish_sslcommerz(&key, "pay").unwrap();
    let tran_id = finished.fields["tran_id"].clone();
    scene.sandbox.set(|knobs| knobs.validation_down = true);

    // SSLCommerz is asked to send its notification again; the buyer sees "being checked".
    let ipn = post_form(&scene.app, "/api/sslcommerz/ipn", &finished.fields).await;
    assert_eq!(ipn.status, StatusCode::BAD_GATEWAY, "{}", ipn.text);
    let back = post_form(&scene.app, &path_of(&finished.back_url), &finished.fields).await;
    assert_eq!(back.status, StatusCode::SEE_OTHER, "{}", back.text);
    assert_eq!(
        back.headers[header::LOCATION],
        format!("/payment/{}?result=pending", scene.order).as_str()
    );
    assert_eq!(scene.payment(&tran_id).await.0, "checking");
    assert_eq!(scene.payment_check().await["state"], "checking");
    assert_eq!(scene.check_again_now().await, 0, "still unreachable");
    assert!(
        !scene.swept_when_stale().await,
        "a payment being checked holds its order"
    );

    // Back up: the shop asks again by itself, and the order is paid.
    scene.sandbox.set(|knobs| knobs.validation_down = false);
    assert_eq!(scene.check_again_now().await, 1);
    assert!(scene.app.is_paid(scene.order).await);
    assert_eq!(scene.payment_check().await, serde_json::Value::Null);
}

#[tokio::test]
async fn a_payment_validated_for_another_amount_is_held_for_the_owner() {
    let scene = scene().await;
    let (_, ipn) = scene
        .pay_with(|knobs| knobs.amount_override = Some("10.00".into()))
        .await;
    assert_eq!(ipn.json()["outcome"], "held");
    assert!(!scene.app.is_paid(scene.order).await);
    let held = scene.payment_check().await;
    assert_eq!(held["state"], "held");
    assert!(held["note"].as_str().unwrap().contains("10.00"), "{held}");

    // The owner gives it back through SSLCommerz, with a refund id of the shop's, once.
    let refund = scene.decide(&held, "refund").await;
    assert_eq!(refund.status, StatusCode::OK, "{}", refund.text);
    assert_eq!(refund.json()["message"], messages::REFUND_RECORDED.en());
    let refunds = scene
        .sandbox
        .ledger(|ledger| ledger.sslcommerz_refunds.clone());
    assert_eq!(refunds.len(), 1);
    let (refund_trans_id, _) = refunds.values().next().unwrap();
    assert!(refund_trans_id.starts_with("RF"), "{refund_trans_id}");
    assert_eq!(
        scene.decide(&held, "refund").await.status,
        StatusCode::CONFLICT
    );
    assert_eq!(scene.sandbox.ledger(|ledger| ledger.refunds.len()), 1);
    assert!(!scene.app.is_paid(scene.order).await);
}

#[tokio::test]
async fn a_held_payment_whose_refund_is_unfinished_is_not_given_back_twice() {
    let scene = scene().await;
    scene
        .pay_with(|knobs| knobs.amount_override = Some("10.00".into()))
        .await;
    let held = scene.payment_check().await;
    scene.sandbox.set(|knobs| knobs.refunds_processing = true);

    let refund = scene.decide(&held, "refund").await;
    assert_eq!(refund.status, StatusCode::OK, "{}", refund.text);
    assert_eq!(refund.json()["message"], messages::REFUND_ASKED.en());
    assert_eq!(scene.payment_check().await["state"], "held");

    let again = scene.decide(&held, "refund").await;
    assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.text);
    assert_eq!(again.error_message(), messages::REFUND_UNCONFIRMED.en());
    assert_eq!(scene.sandbox.ledger(|ledger| ledger.refunds.len()), 1);

    // The owner checks SSLCommerz's panel and records the money given back, once.
    let by_hand = scene.decide(&held, "refunded").await;
    assert_eq!(by_hand.status, StatusCode::OK, "{}", by_hand.text);
    assert_eq!(scene.payment_check().await, serde_json::Value::Null);
    let twice = scene.decide(&held, "refunded").await;
    assert_eq!(twice.status, StatusCode::CONFLICT, "{}", twice.text);
    assert_eq!(scene.sandbox.ledger(|ledger| ledger.refunds.len()), 1);
}

#[tokio::test]
async fn a_shop_without_sslcommerz_has_no_notification_or_return_address() {
    let app = crate::helpers::spawn_app().await;
    for path in ["/api/sslcommerz/ipn", "/api/sslcommerz/return/success"] {
        let fields = HashMap::from([("tran_id".to_owned(), "SHT-1".to_owned())]);
        let reply = post_form(&app, path, &fields).await;
        assert_eq!(
            reply.status,
            StatusCode::NOT_FOUND,
            "{path}: {}",
            reply.text
        );
    }
}

#[tokio::test]
async fn a_payment_sslcommerz_flags_as_risky_is_held_until_the_owner_accepts_it() {
    let scene = scene().await;
    let (finished, ipn) = scene
        .pay_with(|knobs| knobs.risk_level = Some("1".into()))
        .await;
    assert_eq!(ipn.json()["outcome"], "held");
    let back = post_form(&scene.app, &path_of(&finished.back_url), &finished.fields).await;
    assert_eq!(
        back.headers[header::LOCATION],
        format!("/payment/{}?result=held", scene.order).as_str()
    );
    assert!(
        !scene.swept_when_stale().await,
        "held money holds its order"
    );
    let held = scene.payment_check().await;
    assert_eq!(held["note"], "SSLCommerz risk_level 1");

    let accepted = scene.decide(&held, "accept").await;
    assert_eq!(accepted.status, StatusCode::OK, "{}", accepted.text);
    let order = scene.order_json().await;
    assert_eq!(order["status"], "paid");
    assert_eq!(order["paymentCheck"], serde_json::Value::Null);
    let condition = format!("order_id = {} AND kind = 'invoice'", scene.order);
    assert_eq!(scene.app.count("tax_documents", &condition).await, 1);
    assert_eq!(
        scene.decide(&held, "accept").await.status,
        StatusCode::CONFLICT
    );
}

#[tokio::test]
async fn a_refund_sslcommerz_is_processing_is_refunded_once_its_query_says_so() {
    let scene = scene().await;
    scene.pay_with(|_| {}).await;
    assert!(scene.app.is_paid(scene.order).await);
    scene.sandbox.set(|knobs| knobs.refunds_processing = true);
    let cancel = scene.cancel_order().await;
    assert_eq!(cancel.status, StatusCode::OK, "{}", cancel.text);
    assert_eq!(
        scene.order_json().await["status"],
        "cancelled",
        "not refunded yet"
    );
    assert_eq!(scene.app.count("refunds", "status = 'processing'").await, 1);

    let finish = || async {
        sqlx::query("UPDATE refunds SET updated_at = 0")
            .execute(&scene.app.state.db)
            .await
            .unwrap();
        api::payments::refunds::finish_processing(&scene.app.state)
            .await
            .unwrap()
    };
    assert_eq!(finish().await, 0, "still processing");
    scene.sandbox.set(|knobs| knobs.refunds_processing = false);
    assert_eq!(finish().await, 1);
    assert_eq!(scene.order_json().await["status"], "refunded");
    assert_eq!(scene.sandbox.ledger(|ledger| ledger.refunds.len()), 1);
}

#[tokio::test]
async fn forty_presses_open_one_session_and_starts_are_limited() {
    let scene = scene().await;
    let presses = crate::helpers::join_all(
        (0..40).map(|_| start(&scene.app, &scene.token, scene.order, "sslcommerz")),
    )
    .await;
    let urls: std::collections::HashSet<String> = presses
        .iter()
        .filter(|reply| reply.status == StatusCode::OK)
        .map(|reply| reply.json()["url"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(urls.len(), 1, "one page for every press");
    assert_eq!(scene.sandbox.ledger(|ledger| ledger.sessions.len()), 1);
    for reply in &presses {
        assert!(
            matches!(reply.status, StatusCode::OK | StatusCode::CONFLICT),
            "{}",
            reply.text
        );
    }

    // Leaving the page and starting again opens a new session, a few times an hour.
    let mut refused = None;
    for _ in 0..12 {
        let reply = start(&scene.app, &scene.token, scene.order, "sslcommerz").await;
        if reply.status != StatusCode::OK {
            refused = Some(reply);
            break;
        }
        let key = reply.json()["url"]
            .as_str()
            .unwrap()
            .rsplit('/')
            .next()
            .unwrap()
            .to_owned();
        let finished = scene.sandbox.finish_sslcommerz(&key, "cancel").unwrap();
        post_form(&scene.app, &path_of(&finished.back_url), &finished.fields).await;
        sqlx::query("UPDATE payments SET created_at = created_at - 1")
            .execute(&scene.app.state.db)
            .await
            .unwrap();
    }
    let refused = refused.expect("a limit on starts");
    assert_eq!(
        refused.status,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        refused.text
    );
}

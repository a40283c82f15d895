//! Text messages (SMS), against the sandbox's stand-ins for SSL Wireless, BulkSMSBD and Alpha
//! SMS (`sandbox/src/sms.rs`), which speak their wire formats: each gateway's success and its
//! refusals, a passing fault tried again and the text sent once, every order step texted once
//! in the buyer's language, and the short tracking link a text carries.

use crate::helpers::{BUYER, TestApp, spawn_app, spawn_with};
use api::runtime::config::{SmsConfig, SmsGatewayConfig};
use api::sms::queue;
use axum::http::{StatusCode, header};
use provider_sandbox::{Credentials, Sandbox};
use shared::Money;

/// Each gateway's settings at the sandbox.
fn gateways(url: &str) -> [SmsGatewayConfig; 3] {
    let credentials = Credentials::default();
    [
        SmsGatewayConfig::SslWireless {
            api_token: credentials.sslwireless_api_token,
            sid: credentials.sslwireless_sid,
            api_url: format!("{url}/sslwireless"),
        },
        SmsGatewayConfig::BulkSmsBd {
            api_key: credentials.bulksmsbd_api_key,
            sender_id: credentials.bulksmsbd_sender_id,
            api_url: format!("{url}/bulksmsbd/api"),
        },
        SmsGatewayConfig::AlphaSms {
            api_key: credentials.alphasms_api_key,
            sender_id: None,
            api_url: format!("{url}/alphasms"),
        },
    ]
}

async fn shop_texting_through(gateway: SmsGatewayConfig) -> TestApp {
    spawn_with(true, |config| {
        config.sms = SmsConfig {
            gateway,
            part_price: Money::from_poisha(35).unwrap(),
        }
    })
    .await
}

/// An order of probes placed by the demo buyer, its events told: its id.
async fn placed_and_told(app: &TestApp) -> i64 {
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    api::notices::run_once(&app.state).await.unwrap();
    order
}

async fn send_due(app: &TestApp) -> usize {
    queue::send_due(&app.state.writer, app.state.texts.as_ref())
        .await
        .unwrap()
}

/// The outbox row of a key: attempts, provider, provider's id, sent, failed, error.
type Row = (
    i64,
    Option<String>,
    Option<String>,
    Option<i64>,
    Option<i64>,
    Option<String>,
);

async fn row(app: &TestApp, key: &str) -> Row {
    sqlx::query_as(
        "SELECT attempts, provider, provider_message_id, sent_at, failed_at, error
         FROM sms_outbox WHERE idempotency_key = $1",
    )
    .bind(key)
    .fetch_one(&app.state.db)
    .await
    .unwrap()
}

/// Makes every text waiting for a retry due now.
async fn due_now(app: &TestApp) {
    sqlx::query("UPDATE sms_outbox SET next_attempt_at = 0")
        .execute(&app.state.db)
        .await
        .unwrap();
}

#[tokio::test]
async fn each_gateway_sends_a_text_and_its_id_is_kept() {
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    for (index, gateway) in gateways(&sandbox.url).into_iter().enumerate() {
        let app = shop_texting_through(gateway).await;
        let order = placed_and_told(&app).await;
        assert_eq!(send_due(&app).await, 1);
        let sent = sandbox.ledger(|ledger| ledger.texts[index].clone());
        assert_eq!(sent.msisdn, "8801712345678");
        let number = shared::entities::order_number(order, api::store::db::now_ms());
        assert_eq!(
            sent.text,
            format!("Order {number} placed: Tk. 24,500. Please pay within 48 hours.")
        );
        let (attempts, provider, message_id, sent_at, failed_at, _) =
            row(&app, &format!("order-{order}-placed")).await;
        assert_eq!((attempts, sent_at.is_some(), failed_at), (1, true, None));
        assert_eq!(provider.as_deref(), Some(sent.gateway));
        assert_eq!(message_id, Some(sent.message_id));
        // Nothing is due any more.
        assert_eq!(send_due(&app).await, 0);
    }
}

async fn check_reports(app: &TestApp) -> usize {
    queue::check_reports(&app.state.writer, app.state.texts.as_ref())
        .await
        .unwrap()
}

/// Makes every delivery report due now; its delivery, words and when it was final.
async fn reports_due_now(app: &TestApp) {
    sqlx::query("UPDATE sms_outbox SET next_report_at = 0")
        .execute(&app.state.db)
        .await
        .unwrap();
}

async fn delivery(app: &TestApp, key: &str) -> (Option<String>, Option<String>, Option<i64>) {
    sqlx::query_as(
        "SELECT delivery, delivery_words, reported_at FROM sms_outbox WHERE idempotency_key = $1",
    )
    .bind(key)
    .fetch_one(&app.state.db)
    .await
    .unwrap()
}

#[tokio::test]
async fn alpha_sms_delivery_reports_are_asked_for_until_final_and_kept_per_text() {
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    let [_, _, alphasms] = gateways(&sandbox.url);
    let app = shop_texting_through(alphasms).await;
    let order = placed_and_told(&app).await;
    let key = format!("order-{order}-placed");
    send_due(&app).await;
    assert_eq!(
        delivery(&app, &key).await,
        (Some("waiting".into()), None, None)
    );
    // Not asked before a minute has passed.
    assert_eq!(check_reports(&app).await, 0);
    sandbox.set(|knobs| knobs.sms_report_status = Some("Pending".into()));
    reports_due_now(&app).await;
    assert_eq!(check_reports(&app).await, 1);
    let (state, words, reported_at) = delivery(&app, &key).await;
    assert_eq!(
        (state.as_deref(), words.as_deref(), reported_at),
        (Some("waiting"), Some("Pending"), None)
    );
    sandbox.set(|knobs| knobs.sms_report_status = Some("Delivered".into()));
    reports_due_now(&app).await;
    assert_eq!(check_reports(&app).await, 1);
    let (state, words, reported_at) = delivery(&app, &key).await;
    assert_eq!(
        (state.as_deref(), words.as_deref()),
        (Some("delivered"), Some("Delivered"))
    );
    assert!(reported_at.is_some());
    // Final: never asked again.
    reports_due_now(&app).await;
    assert_eq!(check_reports(&app).await, 0);
    let admin = app.token(crate::helpers::ADMIN).await;
    let text = &app.get_as("/api/outbox/texts", &admin).await.json()[0];
    assert_eq!(
        (text["delivery"].clone(), text["deliveryWords"].clone()),
        ("delivered".into(), "Delivered".into())
    );
    assert_eq!(text["providerName"], "Alpha SMS");
}

#[tokio::test]
async fn an_undelivered_text_keeps_the_operators_word_and_a_day_without_one_is_unknown() {
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    let [_, _, alphasms] = gateways(&sandbox.url);
    let app = shop_texting_through(alphasms).await;
    let first = placed_and_told(&app).await;
    let second = placed_and_told(&app).await;
    send_due(&app).await;
    // The first was sent two days ago and its report never came; the second failed.
    sqlx::query(
        "UPDATE sms_outbox SET sent_at = sent_at - 2 * 86400000 WHERE idempotency_key = $1",
    )
    .bind(format!("order-{first}-placed"))
    .execute(&app.state.db)
    .await
    .unwrap();
    sandbox.set(|knobs| knobs.sms_report_status = Some("Pending".into()));
    reports_due_now(&app).await;
    check_reports(&app).await;
    assert_eq!(
        delivery(&app, &format!("order-{first}-placed"))
            .await
            .0
            .as_deref(),
        Some("unknown")
    );
    sandbox.set(|knobs| knobs.sms_report_status = Some("Failed".into()));
    reports_due_now(&app).await;
    assert_eq!(check_reports(&app).await, 1);
    let (state, words, _) = delivery(&app, &format!("order-{second}-placed")).await;
    assert_eq!(
        (state.as_deref(), words.as_deref()),
        (Some("undelivered"), Some("Failed"))
    );
}

#[tokio::test]
async fn gateways_without_reports_and_the_outbox_are_never_asked() {
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    let [ssl, bulksmsbd, _] = gateways(&sandbox.url);
    for gateway in [ssl, bulksmsbd, SmsGatewayConfig::Outbox] {
        let app = shop_texting_through(gateway).await;
        let order = placed_and_told(&app).await;
        send_due(&app).await;
        reports_due_now(&app).await;
        assert_eq!(check_reports(&app).await, 0);
        assert_eq!(
            delivery(&app, &format!("order-{order}-placed")).await,
            (None, None, None)
        );
    }
}

#[tokio::test]
async fn a_passing_fault_is_tried_again_later_and_the_text_sent_once() {
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    for gateway in gateways(&sandbox.url) {
        let app = shop_texting_through(gateway).await;
        let before = sandbox.ledger(|ledger| ledger.texts.len());
        sandbox.set(|knobs| knobs.sms_failures = 2);
        let order = placed_and_told(&app).await;
        let key = format!("order-{order}-placed");
        assert_eq!(send_due(&app).await, 1);
        let (attempts, _, _, sent_at, failed_at, error) = row(&app, &key).await;
        assert_eq!((attempts, sent_at, failed_at), (1, None, None));
        assert!(error.is_some());
        // Not due yet: the next try waits.
        assert_eq!(send_due(&app).await, 0);
        due_now(&app).await;
        send_due(&app).await;
        due_now(&app).await;
        send_due(&app).await;
        let (attempts, _, _, sent_at, _, _) = row(&app, &key).await;
        assert_eq!((attempts, sent_at.is_some()), (3, true));
        assert_eq!(sandbox.ledger(|ledger| ledger.texts.len()), before + 1);
    }
}

#[tokio::test]
async fn a_text_whose_answer_was_lost_is_not_sent_twice_by_ssl_wireless() {
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    let [ssl, ..] = gateways(&sandbox.url);
    let app = shop_texting_through(ssl).await;
    let order = placed_and_told(&app).await;
    send_due(&app).await;
    // As if the shop stopped between the gateway's answer and keeping it.
    sqlx::query("UPDATE sms_outbox SET sent_at = NULL, next_attempt_at = 0")
        .execute(&app.state.db)
        .await
        .unwrap();
    send_due(&app).await;
    let (attempts, _, _, sent_at, failed_at, _) = row(&app, &format!("order-{order}-placed")).await;
    assert_eq!((attempts, sent_at.is_some(), failed_at), (2, true, None));
    assert_eq!(sandbox.ledger(|ledger| ledger.texts.len()), 1);
}

#[tokio::test]
async fn a_refusal_is_kept_with_the_gateways_words_and_not_tried_again() {
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    sandbox.set(|knobs| knobs.sms_no_balance = true);
    let words = [
        "Insufficient balance",
        "Balance Insufficient",
        "Insufficient balance",
    ];
    for (gateway, words) in gateways(&sandbox.url).into_iter().zip(words) {
        let app = shop_texting_through(gateway).await;
        let order = placed_and_told(&app).await;
        send_due(&app).await;
        let (attempts, _, _, sent_at, failed_at, error) =
            row(&app, &format!("order-{order}-placed")).await;
        assert_eq!((attempts, sent_at, failed_at.is_some()), (1, None, true));
        assert_eq!(error.as_deref(), Some(words));
        due_now(&app).await;
        assert_eq!(send_due(&app).await, 0);
    }
    assert_eq!(sandbox.ledger(|ledger| ledger.texts.len()), 0);
}

#[tokio::test]
async fn each_order_step_is_texted_once_in_the_buyers_language_unless_turned_off() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    sqlx::query("UPDATE users SET language = 'bn' WHERE email = $1")
        .bind(BUYER.0)
        .execute(&app.state.db)
        .await
        .unwrap();
    let order = placed_and_told(&app).await;
    // Told again (a restart before the channel noted its place): still one text.
    sqlx::query("UPDATE notice_channels SET done_through = 0 WHERE channel = 'sms'")
        .execute(&app.state.db)
        .await
        .unwrap();
    api::notices::run_once(&app.state).await.unwrap();
    assert_eq!(app.count("sms_outbox", "TRUE").await, 1);
    let (body, language, parts): (String, String, i64) =
        sqlx::query_as("SELECT body, language, parts FROM sms_outbox")
            .fetch_one(&app.state.db)
            .await
            .unwrap();
    assert!(body.starts_with("অর্ডার SHT-"), "{body}");
    assert_eq!((language.as_str(), parts), ("bn", 1));
    // The built-in gateway keeps it in the outbox, sent.
    assert_eq!(send_due(&app).await, 1);
    let (_, provider, ..) = row(&app, &format!("order-{order}-placed")).await;
    assert_eq!(provider.as_deref(), Some("outbox"));

    let body = r#"{"orderTexts": false}"#;
    let path = "/api/users/me/order-texts";
    let turned_off = app
        .send_as(axum::http::Method::PUT, path, body, &buyer)
        .await;
    assert_eq!(turned_off.status, StatusCode::OK, "{}", turned_off.text);
    assert_eq!(turned_off.json()["orderTexts"], false);
    assert_eq!(
        app.get_as("/api/me", &buyer).await.json()["orderTexts"],
        false
    );
    app.pay(&buyer, order).await;
    api::notices::run_once(&app.state).await.unwrap();
    assert_eq!(
        app.count("sms_outbox", "TRUE").await,
        1,
        "order texts turned off"
    );
}

#[tokio::test]
async fn a_texts_tracking_link_goes_to_the_couriers_page() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    sqlx::query(
        "INSERT INTO parcels (order_id, courier, reference, status, status_at, tracking_code,
                              cod_poisha, weight_grams, booked_at)
         VALUES ($1, 'steadfast', 'SHT', 'booked', 0, '15BAEB8A', 0, 500, 0)",
    )
    .bind(order)
    .execute(&app.state.db)
    .await
    .unwrap();
    let found = app.get("/t/15BAEB8A").await;
    assert_eq!(found.status, StatusCode::FOUND);
    assert_eq!(
        found.headers[header::LOCATION],
        "https://steadfast.com.bd/t/15BAEB8A"
    );
    assert_eq!(app.get("/t/NOSUCHCODE").await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_outbox_lists_texts_with_their_parts_and_cost_for_admins_only() {
    let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
    let [_, bulksmsbd, _] = gateways(&sandbox.url);
    let app = shop_texting_through(bulksmsbd).await;
    let order = placed_and_told(&app).await;
    let buyer = app.token(BUYER).await;
    assert_eq!(
        app.get_as("/api/outbox/texts", &buyer).await.status,
        StatusCode::FORBIDDEN
    );
    let admin = app.token(crate::helpers::ADMIN).await;
    assert_eq!(
        app.get_as("/api/outbox/texts?limit=0", &admin).await.status,
        StatusCode::BAD_REQUEST
    );
    let queued = app.get_as("/api/outbox/texts?limit=10", &admin).await;
    assert_eq!(queued.status, StatusCode::OK);
    assert_eq!(queued.headers["x-total-count"], "1");
    assert_eq!(queued.json()[0]["status"], "queued");
    assert_eq!(queued.json()[0]["cost"], 0);
    send_due(&app).await;
    let sent = app.get_as("/api/outbox/texts", &admin).await.json();
    let text = &sent[0];
    assert_eq!(text["to"], "01712345678");
    assert_eq!(text["status"], "sent");
    assert_eq!(
        (text["parts"].clone(), text["cost"].clone()),
        (1.into(), 0.35.into())
    );
    assert_eq!(text["provider"], "bulksmsbd");
    assert!(text["body"].as_str().unwrap().contains(&order.to_string()));
}

/// The link and code a cash-on-delivery order's buyer is texted: its code.
async fn confirmation_code(app: &TestApp, order: i64) -> String {
    let body: String = sqlx::query_scalar(
        "SELECT body FROM sms_outbox WHERE purpose = 'confirm' AND idempotency_key LIKE $1
         ORDER BY id DESC LIMIT 1",
    )
    .bind(format!("confirm-{order}-%"))
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    body.rsplit("/c/").next().unwrap().to_owned()
}

#[tokio::test]
async fn a_cash_on_delivery_order_is_confirmed_by_the_link_texted_to_its_buyer() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    let promised = crate::gateway_scene::start(&app, &buyer, order, "cod").await;
    assert_eq!(promised.status, StatusCode::OK, "{}", promised.text);
    let code = confirmation_code(&app, order).await;
    assert_eq!(code.len(), 8);
    let body: String = sqlx::query_scalar("SELECT body FROM sms_outbox WHERE purpose = 'confirm'")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert!(
        body.starts_with("Confirm cash-on-delivery order SHT-"),
        "{body}"
    );
    assert!(shared::sms::segments(&body).is_single());

    let confirm = |code: String| {
        let app = &app;
        async move {
            let body = serde_json::json!({ "code": code }).to_string();
            app.post_json("/api/orders/confirm", &body).await
        }
    };
    // Typed in lower case, or pressed twice: confirmed once, by the buyer.
    for attempt in [code.to_lowercase(), code.clone()] {
        let confirmed = confirm(attempt).await;
        assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text);
        assert!(
            confirmed.json()["message"]
                .as_str()
                .unwrap()
                .contains("is confirmed")
        );
    }
    let (confirmed_at, by): (Option<i64>, Option<String>) =
        sqlx::query_as("SELECT confirmed_at, confirmed_by FROM orders WHERE id = $1")
            .bind(order)
            .fetch_one(&app.state.db)
            .await
            .unwrap();
    assert!(confirmed_at.is_some());
    assert_eq!(by.as_deref(), Some("buyer"));
    assert_eq!(
        confirm("ZZZZZZZZ".into()).await.status,
        StatusCode::NOT_FOUND
    );

    // A cancelled order's link confirms nothing.
    let other = app.order_probes(&buyer).await;
    crate::gateway_scene::start(&app, &buyer, other, "cod").await;
    let code = confirmation_code(&app, other).await;
    let cancelled = app
        .request_as(
            axum::http::Method::DELETE,
            &format!("/api/orders/{other}"),
            None,
            Some(&buyer),
        )
        .await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.text);
    assert_eq!(confirm(code).await.status, StatusCode::NOT_FOUND);
}

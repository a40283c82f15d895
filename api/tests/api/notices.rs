//! Mail about orders: the buyer hears of every step in their language, with the VAT document
//! the step issued attached; the owner hears of every new order. The channel runs here by
//! hand (`notices::run_once`), as the shop's own task runs it every second.

use crate::helpers::{ADMIN, BUYER, TestApp, spawn_app};
use axum::http::{Method, StatusCode};

/// A mail in the outbox: to, subject, body, purpose and the document it carries.
#[derive(Debug, sqlx::FromRow)]
struct Kept {
    recipient: String,
    subject: String,
    body: String,
    purpose: String,
    attached_document: Option<String>,
}

/// Runs the channels, then reads the mail they wrote (everything after `after`).
async fn tell(app: &TestApp, after: i64) -> Vec<Kept> {
    api::notices::run_once(&app.state).await.unwrap();
    sqlx::query_as(
        "SELECT recipient, subject, body, purpose, attached_document FROM email_outbox
         WHERE id > $1 ORDER BY id",
    )
    .bind(after)
    .fetch_all(&app.state.db)
    .await
    .unwrap()
}

async fn last_mail(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) FROM email_outbox")
        .fetch_one(&app.state.db)
        .await
        .unwrap()
}

async fn order_number(app: &TestApp, buyer: &str, order: i64) -> String {
    let orders = app
        .get_as("/api/orders/buyer@shop.test", buyer)
        .await
        .json();
    let found = orders
        .as_array()
        .unwrap()
        .iter()
        .find(|it| it["_id"] == order);
    found.unwrap()["orderNumber"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn every_step_is_mailed_to_the_buyer_and_a_new_order_to_the_owner() {
    let app = spawn_app().await;
    let (buyer, admin) = (app.token(BUYER).await, app.token(ADMIN).await);
    let order = app.order_probes(&buyer).await;
    let number = order_number(&app, &buyer, order).await;

    let placed = tell(&app, 0).await;
    assert_eq!(placed.len(), 2, "{placed:?}");
    assert_eq!(placed[0].recipient, "buyer@shop.test");
    assert_eq!(placed[0].purpose, "notice");
    assert_eq!(
        placed[0].subject,
        format!("Order {number} placed — Shilpo Tools")
    );
    for part in ["25 pcs", "Delivery to: Rahim Uddin", "Choose how to pay"] {
        assert!(placed[0].body.contains(part), "{part}: {}", placed[0].body);
    }
    assert!(
        placed[0]
            .body
            .contains(&format!("http://shop.test/dashboard/orders/{order}")),
        "{}",
        placed[0].body
    );
    assert_eq!(placed[1].recipient, "admin@shop.test");
    assert_eq!(placed[1].purpose, "owner");
    assert!(
        placed[1]
            .subject
            .starts_with(&format!("New order {number}: Tk.\u{a0}"))
    );
    assert!(
        tell(&app, last_mail(&app).await).await.is_empty(),
        "told once"
    );

    let before = last_mail(&app).await;
    app.pay(&buyer, order).await;
    let paid = tell(&app, before).await;
    assert_eq!(paid.len(), 1, "{paid:?}");
    assert_eq!(
        paid[0].subject,
        format!("Payment received for order {number}")
    );
    assert_eq!(paid[0].attached_document.as_deref(), Some("invoice"));

    // The owner sees the invoice beside the mail in the outbox.
    let outbox = app.get_as("/api/outbox?limit=1", &admin).await.json();
    let attachment = &outbox[0]["attachment"];
    assert!(
        attachment["fileName"]
            .as_str()
            .unwrap()
            .starts_with("mushak-6.3-"),
        "{attachment}"
    );
    assert_eq!(attachment["orderId"], order);
    assert_eq!(attachment["creditNote"], false);

    let before = last_mail(&app).await;
    app.hand_over(&admin, order).await;
    let subjects: Vec<String> = tell(&app, before)
        .await
        .into_iter()
        .map(|mail| mail.subject)
        .collect();
    assert_eq!(
        subjects,
        [
            format!("Order {number} is on its way"),
            format!("Order {number} delivered")
        ]
    );
}

#[tokio::test]
async fn a_paid_order_cancelled_mails_its_credit_note_and_then_its_refund() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    app.pay(&buyer, order).await;
    let before = last_mail(&app).await;
    // Marked as told: this test is about the cancel.
    tell(&app, before).await;
    let before = last_mail(&app).await;

    let cancelled = app
        .send_as(Method::DELETE, &format!("/api/orders/{order}"), "", &buyer)
        .await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.text);
    let mails = tell(&app, before).await;
    let said: Vec<(&str, Option<&str>)> = mails
        .iter()
        .map(|mail| {
            let lead = mail.body.lines().nth(2).unwrap_or_default();
            (lead, mail.attached_document.as_deref())
        })
        .collect();
    // The test card gives the money back at once: the refund follows the cancel.
    assert_eq!(said.len(), 2, "{mails:?}");
    assert!(
        said[0]
            .0
            .starts_with("Your order has been cancelled. The Tk.\u{a0}24,500 you paid goes back")
    );
    assert_eq!(said[0].1, Some("credit-note"));
    assert!(
        said[1]
            .0
            .starts_with("We have given back the Tk.\u{a0}24,500")
    );
    assert_eq!(said[1].1, Some("credit-note"));
}

#[tokio::test]
async fn a_bangla_buyer_reads_bangla_mail() {
    let app = spawn_app().await;
    sqlx::query("UPDATE users SET language = 'bn' WHERE email = 'buyer@shop.test'")
        .execute(&app.state.db)
        .await
        .unwrap();
    let buyer = app.token(BUYER).await;
    app.order_probes(&buyer).await;
    let mails = tell(&app, 0).await;
    let mail = mails
        .iter()
        .find(|mail| mail.recipient == "buyer@shop.test")
        .unwrap();
    assert!(mail.subject.starts_with("অর্ডার SHT-২০"), "{}", mail.subject);
    assert!(mail.body.contains("২৫ পিস"), "{}", mail.body);
    assert!(mail.body.contains("ঢাকা"), "{}", mail.body);
}

#[tokio::test]
async fn a_buyer_who_never_chose_a_language_reads_the_one_they_ordered_in() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let tool = app.probe_tool().await;
    let body = serde_json::json!({ "toolId": tool, "quantity": 25, "delivery": crate::helpers::delivery() });
    let request = axum::http::Request::post("/api/orders")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {buyer}"))
        .header("accept-language", "bn-BD,bn;q=0.9")
        .body(axum::body::Body::from(body.to_string()))
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::CREATED);
    let mails = tell(&app, 0).await;
    let mail = mails
        .iter()
        .find(|mail| mail.recipient == "buyer@shop.test")
        .unwrap();
    assert!(mail.subject.starts_with("অর্ডার "), "{}", mail.subject);

    // Once the account chooses, its choice wins.
    sqlx::query("UPDATE users SET language = 'en' WHERE email = 'buyer@shop.test'")
        .execute(&app.state.db)
        .await
        .unwrap();
    let order = app.order_probes(&buyer).await;
    let later = tell(&app, last_mail(&app).await).await;
    assert!(
        later[0].subject.starts_with("Order "),
        "{order}: {}",
        later[0].subject
    );
}

#[tokio::test]
async fn a_step_older_than_a_day_is_not_news() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    sqlx::query("UPDATE order_events SET at = at - 2 * 86400000 WHERE order_id = $1")
        .bind(order)
        .execute(&app.state.db)
        .await
        .unwrap();
    assert!(tell(&app, 0).await.is_empty());
    let done: i64 = sqlx::query_scalar("SELECT done_through FROM notice_channels")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert!(done > 0, "passed over, not left waiting");
}

#[tokio::test]
async fn an_order_rolled_back_announces_nothing() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let tool = app.probe_tool().await;
    // One piece more than there are: refused inside the order's transaction.
    let pieces = app.stock_of(tool).await + 1;
    let body = serde_json::json!({ "toolId": tool, "quantity": pieces });
    let refused = app.place(&buyer, body).await;
    assert!(refused.status.is_client_error(), "{}", refused.text);
    assert_eq!(app.count("order_events", "TRUE").await, 0);
}

#[tokio::test]
async fn a_busy_hour_is_told_in_batches_within_the_hours_limits_and_once() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    app.order_probes(&buyer).await;
    // 140 orders in all, more than a batch, as if placed within the same second.
    for sql in [
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 139)
         INSERT INTO orders (user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                             total_poisha, recipient, phone_number, address, district, created_at)
         SELECT user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                total_poisha, recipient, phone_number, address, district, created_at + i
         FROM orders, n",
        "INSERT INTO order_lines (order_id, tool_id, tool_name, tool_image, unit_price_poisha,
                                  quantity, total_poisha, vat_rate)
         SELECT o.id, l.tool_id, l.tool_name, l.tool_image, l.unit_price_poisha, l.quantity,
                l.total_poisha, l.vat_rate
         FROM orders o, (SELECT * FROM order_lines ORDER BY id LIMIT 1) l
         WHERE o.id NOT IN (SELECT order_id FROM order_lines)",
    ] {
        sqlx::query(sql).execute(&app.state.db).await.unwrap();
    }
    assert_eq!(app.count("order_events", "TRUE").await, 140);

    let told = tell(&app, 0).await;
    let to = |purpose: &str| told.iter().filter(|mail| mail.purpose == purpose).count();
    // The buyer's hour of order mail is used up within the batch; the owner hears of each.
    assert_eq!(
        to("notice"),
        usize::try_from(api::mail::Purpose::Notice.per_address_per_hour()).unwrap()
    );
    assert_eq!(to("owner"), 140);
    let texts = "purpose = 'notice'";
    assert_eq!(app.count("sms_outbox", texts).await, 140);
    let last: i64 = sqlx::query_scalar("SELECT MAX(id) FROM order_events")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let places: Vec<i64> = sqlx::query_scalar("SELECT done_through FROM notice_channels")
        .fetch_all(&app.state.db)
        .await
        .unwrap();
    assert_eq!(places, [last, last]);

    // Told once: nothing is written again.
    assert!(tell(&app, last_mail(&app).await).await.is_empty());
    assert_eq!(app.count("sms_outbox", texts).await, 140);

    // The queue keeps each text with the gateway's own id for it (the built-in gateway's is
    // the text's reference).
    let sent = api::sms::queue::send_due(&app.state.writer, app.state.texts.as_ref())
        .await
        .unwrap();
    assert_eq!(sent, 140);
    let kept = "provider_message_id = 'sms' || id AND attempts = 1 AND sent_at IS NOT NULL";
    assert_eq!(app.count("sms_outbox", kept).await, 140);
}

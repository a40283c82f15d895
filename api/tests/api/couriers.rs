//! Booking couriers and following their parcels, against the sandbox's stand-ins for
//! Steadfast, Pathao and RedX (`sandbox/src/couriers.rs`), which speak their wire formats:
//! booking one order and fifty, retries, refusals, answers lost, webhooks (replayed, late,
//! unsigned), the poll, a partial delivery, a return, and cash on delivery paid by the
//! courier's report.

use crate::gateway_scene::start;
use crate::helpers::{ADMIN, BUYER, Reply, TestApp, spawn_with};
use api::runtime::config::{CourierConfig, PathaoConfig, RedxConfig, SteadfastConfig};
use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use provider_sandbox::couriers::{Held, Move, webhook_body};
use provider_sandbox::{Credentials, Sandbox};
use serde_json::{Value, json};
use shared::messages;

const STEADFAST_TOKEN: &str = "sf-hook-token-0123456789";
const PATHAO_SECRET: &str = "pathao-hook-secret-0123456789";
const REDX_TOKEN: &str = "redx-hook-token-0123456789";

struct Scene {
    sandbox: Sandbox,
    app: TestApp,
    admin: String,
    buyer: String,
}

/// The couriers' settings for a shop that books them at the sandbox.
fn couriers_at(url: &str) -> CourierConfig {
    let credentials = Credentials::default();
    CourierConfig {
        steadfast: Some(SteadfastConfig {
            api_key: credentials.steadfast_api_key,
            secret_key: credentials.steadfast_secret_key,
            api_url: format!("{url}/steadfast/api/v1"),
        }),
        steadfast_webhook_token: Some(STEADFAST_TOKEN.into()),
        pathao: Some(PathaoConfig {
            client_id: credentials.pathao_client_id,
            client_secret: credentials.pathao_client_secret,
            username: credentials.pathao_username,
            password: credentials.pathao_password,
            store_id: credentials.pathao_store_id,
            api_url: format!("{url}/pathao"),
        }),
        pathao_webhook_secret: Some(PATHAO_SECRET.into()),
        redx: Some(RedxConfig {
            token: credentials.redx_token,
            api_url: format!("{url}/redx/v1.0.0-beta"),
        }),
        redx_webhook_token: Some(REDX_TOKEN.into()),
    }
}

impl Scene {
    async fn new() -> Scene {
        let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
        let couriers = couriers_at(&sandbox.url);
        let app = spawn_with(true, move |config| config.couriers = couriers).await;
        // The probes weigh 100 g each, so 25 of them go with any courier.
        sqlx::query("UPDATE tools SET weight_grams = 100 WHERE name LIKE 'PT100%'")
            .execute(&app.state.db)
            .await
            .unwrap();
        let admin = app.token(ADMIN).await;
        let buyer = app.token(BUYER).await;
        Scene {
            sandbox,
            app,
            admin,
            buyer,
        }
    }

    /// An order of probes, paid by card.
    async fn paid_order(&self) -> i64 {
        let order = self.app.order_probes(&self.buyer).await;
        self.app.pay(&self.buyer, order).await;
        order
    }

    /// An order of probes to be paid in cash on delivery.
    async fn cod_order(&self) -> i64 {
        let order = self.app.order_probes(&self.buyer).await;
        let reply = start(&self.app, &self.buyer, order, "cod").await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        order
    }

    async fn book(&self, order: i64, courier: &str) -> Reply {
        let body = json!({ "courier": courier }).to_string();
        let path = format!("/api/orders/{order}/parcel");
        self.app
            .send_as(Method::POST, &path, &body, &self.admin)
            .await
    }

    /// The order as its buyer lists it.
    async fn order(&self, order: i64) -> Value {
        let orders = self
            .app
            .get_as("/api/orders/buyer@shop.test", &self.buyer)
            .await;
        let listed = orders.json().as_array().unwrap().clone();
        listed.into_iter().find(|o| o["_id"] == order).unwrap()
    }

    fn parcels_held(&self, courier: &str) -> Vec<Held> {
        self.sandbox.ledger(|ledger| {
            ledger
                .parcels
                .iter()
                .filter(|held| held.courier == courier)
                .cloned()
                .collect()
        })
    }

    fn held(&self, courier: &str, reference: &str) -> Held {
        self.parcels_held(courier)
            .into_iter()
            .find(|held| held.reference == reference)
            .expect("the courier holds the parcel")
    }

    /// Sends a courier's webhook for `held` at `status`, signed as the courier signs it.
    async fn hook(&self, held: &Held, status: &str, change: impl FnOnce(&mut Value)) -> Reply {
        let mut body = webhook_body(held, status);
        change(&mut body);
        self.hook_body(held.courier, &body, None).await
    }

    async fn hook_body(&self, courier: &str, body: &Value, secret: Option<&str>) -> Reply {
        let mut path = format!("/api/couriers/{courier}/webhook");
        let mut request = Request::builder()
            .method(Method::POST)
            .header(header::CONTENT_TYPE, "application/json");
        request = match courier {
            "steadfast" => request.header(
                header::AUTHORIZATION,
                format!("Bearer {}", secret.unwrap_or(STEADFAST_TOKEN)),
            ),
            "pathao" => request.header("X-PATHAO-Signature", secret.unwrap_or(PATHAO_SECRET)),
            _ => {
                path = format!("{path}?token={}", secret.unwrap_or(REDX_TOKEN));
                request
            }
        };
        let request = request
            .uri(path)
            .body(Body::from(body.to_string()))
            .unwrap();
        self.app.send(request).await
    }

    async fn number_of(&self, order: i64) -> String {
        self.order(order).await["orderNumber"]
            .as_str()
            .unwrap()
            .to_owned()
    }
}

#[tokio::test]
async fn own_delivery_is_offered_without_settings_and_books_once() {
    let app = crate::helpers::spawn_app().await;
    let admin = app.token(ADMIN).await;
    let couriers = app.get_as("/api/couriers", &admin).await;
    assert_eq!(couriers.json()["couriers"], json!(["ownDelivery"]));
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    app.pay(&buyer, order).await;
    let path = format!("/api/orders/{order}/parcel");
    for _ in 0..2 {
        let reply = app
            .send_as(Method::POST, &path, r#"{"courier":"ownDelivery"}"#, &admin)
            .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        assert_eq!(reply.json()["courier"], "ownDelivery");
        assert_eq!(reply.json()["status"], "booked");
    }
    assert_eq!(
        app.count("parcels", &format!("order_id = {order}")).await,
        1
    );
    // A courier the shop has no settings for is refused.
    let reply = app
        .send_as(Method::POST, &path, r#"{"courier":"steadfast"}"#, &admin)
        .await;
    assert_eq!(reply.status, StatusCode::CONFLICT, "{}", reply.text);
    assert_eq!(reply.error_message(), messages::COURIER_NOT_SET_UP.en());
    // The shop's own rider: Ship and Deliver move the parcel with the order.
    app.hand_over(&admin, order).await;
    let status: String = sqlx::query_scalar("SELECT status FROM parcels WHERE order_id = $1")
        .bind(order)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(status, "delivered");
    // Buyers cannot book.
    let reply = app
        .send_as(Method::POST, &path, r#"{"courier":"ownDelivery"}"#, &buyer)
        .await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn steadfast_books_one_order_and_a_retry_makes_no_second_parcel() {
    let scene = Scene::new().await;
    let couriers = scene.app.get_as("/api/couriers", &scene.admin).await;
    assert_eq!(
        couriers.json()["couriers"],
        json!(["ownDelivery", "steadfast", "pathao", "redx"])
    );
    let order = scene.paid_order().await;
    let number = scene.number_of(order).await;
    let reply = scene.book(order, "steadfast").await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let parcel = reply.json();
    let held = scene.held("steadfast", &number);
    assert_eq!(parcel["consignmentId"], held.consignment_id);
    assert_eq!(parcel["trackingCode"], held.tracking_code);
    assert_eq!(
        parcel["trackingLink"],
        format!("https://steadfast.com.bd/t/{}", held.tracking_code)
    );
    // Paid by card: nothing to collect; the order's details as Steadfast reads them.
    assert_eq!(parcel["cod"], 0);
    assert_eq!(held.cod, "0.00");
    assert_eq!(held.body["recipient_phone"], "01712345678");
    assert_eq!(
        held.body["recipient_address"],
        "House 4, Road 2, Dhanmondi, Dhaka"
    );
    assert_eq!(
        held.body["item_description"],
        "25 × PT100 Temperature Probe 200 mm"
    );
    // Booking again answers with the same parcel; Steadfast is not asked again.
    let again = scene.book(order, "steadfast").await;
    assert_eq!(again.status, StatusCode::CREATED, "{}", again.text);
    assert_eq!(again.json()["consignmentId"], held.consignment_id);
    assert_eq!(scene.parcels_held("steadfast").len(), 1);
    // Another courier for an order booked already: refused.
    let other = scene.book(order, "redx").await;
    assert_eq!(other.status, StatusCode::CONFLICT);
    assert_eq!(other.error_message(), messages::PARCEL_ALREADY_BOOKED.en());
    // The buyer sees the parcel on the order.
    assert_eq!(scene.order(order).await["parcel"]["courier"], "steadfast");
}

#[tokio::test]
async fn orders_that_cannot_ship_are_not_booked() {
    let scene = Scene::new().await;
    // Not paid, and not to be paid on delivery.
    let unpaid = scene.app.order_probes(&scene.buyer).await;
    let reply = scene.book(unpaid, "steadfast").await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(reply.error_message(), messages::PARCEL_NOT_READY.en());
    // Heavier than Pathao takes: 25 probes of a kilogram each.
    let order = scene.paid_order().await;
    sqlx::query("UPDATE tools SET weight_grams = 1000 WHERE name LIKE 'PT100%'")
        .execute(&scene.app.state.db)
        .await
        .unwrap();
    let reply = scene.book(order, "pathao").await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(reply.error_message(), messages::COURIER_TOO_HEAVY.en());
    // No such order.
    assert_eq!(
        scene.book(999_999, "steadfast").await.status,
        StatusCode::NOT_FOUND
    );
    // No such courier.
    let path = format!("/api/orders/{order}/parcel");
    let reply = scene
        .app
        .send_as(Method::POST, &path, r#"{"courier":"dhl"}"#, &scene.admin)
        .await;
    assert!(reply.status.is_client_error(), "{}", reply.status);
    assert_eq!(scene.app.count("parcels", "TRUE").await, 0);
    assert!(scene.parcels_held("pathao").is_empty());
}

#[tokio::test]
async fn each_couriers_refusal_reaches_the_admin_in_its_own_words() {
    let scene = Scene::new().await;
    for courier in ["steadfast", "pathao", "redx"] {
        let order = scene.paid_order().await;
        scene
            .sandbox
            .set(|knobs| knobs.courier_refusal = Some("Recipient area is not serviceable".into()));
        let reply = scene.book(order, courier).await;
        assert_eq!(
            reply.status,
            StatusCode::BAD_GATEWAY,
            "{courier}: {}",
            reply.text
        );
        assert!(
            reply
                .error_message()
                .contains("Recipient area is not serviceable"),
            "{}",
            reply.text
        );
        assert_eq!(
            scene
                .app
                .count("parcels", &format!("order_id = {order}"))
                .await,
            0
        );
        // Nothing was booked, so the order can be booked once the reason is fixed.
        scene.sandbox.set(|knobs| knobs.courier_refusal = None);
        let reply = scene.book(order, courier).await;
        assert_eq!(
            reply.status,
            StatusCode::CREATED,
            "{courier}: {}",
            reply.text
        );
    }
    assert_eq!(scene.parcels_held("pathao").len(), 1);
    // Pathao's zone comes from its list for the district, by the thana in the address.
    assert_eq!(scene.parcels_held("pathao")[0].body["recipient_zone"], 298);
    assert_eq!(
        scene.parcels_held("redx")[0].body["delivery_area"],
        "Dhanmondi"
    );
    assert_eq!(scene.parcels_held("redx")[0].body["parcel_weight"], 2500);
}

/// Pathao's cities and zones and RedX's areas are kept once asked: the next booking goes by
/// the kept list (here, edited to prove it), until it is a week old and asked again.
#[tokio::test]
async fn the_couriers_places_are_kept_once_asked() {
    let scene = Scene::new().await;
    for courier in ["pathao", "redx"] {
        let order = scene.paid_order().await;
        assert_eq!(scene.book(order, courier).await.status, StatusCode::CREATED);
    }
    let kept = |list: &str| {
        let list = list.to_owned();
        let app = &scene.app;
        async move {
            app.count("courier_places", &format!("list = '{list}'"))
                .await
        }
    };
    assert_eq!(kept("cities").await, 4);
    assert_eq!(kept("zones:1").await, 3);
    assert!(kept("areas:Dhaka").await > 0);
    assert_eq!(scene.parcels_held("pathao")[0].body["recipient_zone"], 298);

    // The kept list, not Pathao's, decides: Tejgaon renamed to the address's words wins.
    sqlx::query(
        "UPDATE courier_places SET name = 'House 4, Road 2, Dhanmondi'
         WHERE courier = 'pathao' AND list = 'zones:1' AND place_id = 70",
    )
    .execute(&scene.app.state.db)
    .await
    .unwrap();
    let order = scene.paid_order().await;
    assert_eq!(
        scene.book(order, "pathao").await.status,
        StatusCode::CREATED
    );
    assert_eq!(scene.parcels_held("pathao")[1].body["recipient_zone"], 70);

    // A list a week old is asked again, whole.
    sqlx::query("UPDATE courier_places SET fetched_at = 0 WHERE list = 'zones:1'")
        .execute(&scene.app.state.db)
        .await
        .unwrap();
    let order = scene.paid_order().await;
    assert_eq!(
        scene.book(order, "pathao").await.status,
        StatusCode::CREATED
    );
    assert_eq!(scene.parcels_held("pathao")[2].body["recipient_zone"], 298);
    assert_eq!(kept("zones:1").await, 3);
    assert_eq!(
        scene
            .app
            .count(
                "courier_places",
                "list = 'zones:1' AND name = 'Tejgaon' AND fetched_at > 0"
            )
            .await,
        1
    );
    assert_eq!(kept("zones:1").await, 3);
}

#[tokio::test]
async fn a_lost_steadfast_answer_is_found_by_invoice_before_booking_again() {
    let scene = Scene::new().await;
    let order = scene.paid_order().await;
    scene.sandbox.set(|knobs| knobs.lose_booking_answer = true);
    let reply = scene.book(order, "steadfast").await;
    assert_eq!(reply.status, StatusCode::BAD_GATEWAY, "{}", reply.text);
    assert!(
        reply.error_message().contains("did not answer"),
        "{}",
        reply.text
    );
    assert_eq!(scene.order(order).await["parcel"]["unconfirmed"], true);
    scene.sandbox.set(|knobs| knobs.lose_booking_answer = false);
    let reply = scene.book(order, "steadfast").await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(
        scene.parcels_held("steadfast").len(),
        1,
        "one parcel, however often asked"
    );
    assert_eq!(reply.json()["unconfirmed"], false);
}

#[tokio::test]
async fn an_unanswered_pathao_booking_waits_for_the_owner_or_its_webhook() {
    let scene = Scene::new().await;
    let order = scene.paid_order().await;
    let number = scene.number_of(order).await;
    scene.sandbox.set(|knobs| knobs.lose_booking_answer = true);
    assert_eq!(
        scene.book(order, "pathao").await.status,
        StatusCode::BAD_GATEWAY
    );
    scene.sandbox.set(|knobs| knobs.lose_booking_answer = false);
    // Pathao cannot be asked by the order number: the owner is told to look.
    let reply = scene.book(order, "pathao").await;
    assert_eq!(reply.status, StatusCode::CONFLICT, "{}", reply.text);
    assert!(reply.error_message().contains(&number), "{}", reply.text);
    assert_eq!(scene.parcels_held("pathao").len(), 1);
    // Pathao's `order.created` names the consignment: the booking is confirmed.
    let held = scene.held("pathao", &number);
    let hook = scene.hook(&held, "order.created", |_| {}).await;
    assert_eq!(hook.status, StatusCode::ACCEPTED, "{}", hook.text);
    let parcel = scene.order(order).await["parcel"].clone();
    assert_eq!(parcel["unconfirmed"], false);
    assert_eq!(parcel["consignmentId"], held.consignment_id);
    // Or the owner finds nothing in Pathao's panel, drops the booking and books again.
    let other = scene.paid_order().await;
    scene.sandbox.set(|knobs| knobs.courier_down = true);
    assert_eq!(
        scene.book(other, "pathao").await.status,
        StatusCode::BAD_GATEWAY
    );
    scene.sandbox.set(|knobs| knobs.courier_down = false);
    let path = format!("/api/orders/{other}/parcel");
    let dropped = scene
        .app
        .send_as(Method::DELETE, &path, "", &scene.admin)
        .await;
    assert_eq!(dropped.status, StatusCode::OK, "{}", dropped.text);
    assert_eq!(
        scene.book(other, "pathao").await.status,
        StatusCode::CREATED
    );
    // A booking on its way cannot be dropped.
    let path = format!("/api/orders/{order}/parcel");
    let refused = scene
        .app
        .send_as(Method::DELETE, &path, "", &scene.admin)
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn fifty_orders_go_to_steadfast_in_one_bulk_call() {
    let scene = Scene::new().await;
    let mut orders = Vec::new();
    for _ in 0..50 {
        orders.push(scene.paid_order().await);
    }
    // One not ready among them: the others still go.
    let unpaid = scene.app.order_probes(&scene.buyer).await;
    let mut asked = orders.clone();
    asked.push(unpaid);
    let body = json!({ "orderIds": asked, "courier": "steadfast" }).to_string();
    let reply = scene
        .app
        .send_as(Method::POST, "/api/parcels", &body, &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let results = reply.json()["results"].as_array().unwrap().clone();
    assert_eq!(results.len(), 51);
    assert_eq!(reply.json()["message"], "50 of 51 orders booked");
    for (result, order) in results.iter().zip(&asked) {
        assert_eq!(result["orderId"], *order);
    }
    assert!(
        results[..50]
            .iter()
            .all(|result| result["parcel"]["trackingCode"].is_string())
    );
    assert_eq!(results[50]["error"], messages::PARCEL_NOT_READY.en());
    let calls = scene.sandbox.ledger(|ledger| ledger.courier_calls.clone());
    assert_eq!(calls, vec!["steadfast create_order/bulk-order".to_owned()]);
    assert_eq!(scene.parcels_held("steadfast").len(), 50);
    // The same batch again books nothing new.
    let again = scene
        .app
        .send_as(Method::POST, "/api/parcels", &body, &scene.admin)
        .await;
    assert_eq!(again.json()["message"], "50 of 51 orders booked");
    assert_eq!(scene.parcels_held("steadfast").len(), 50);
    // Too many at once, or none.
    let none = json!({ "orderIds": [], "courier": "steadfast" }).to_string();
    let reply = scene
        .app
        .send_as(Method::POST, "/api/parcels", &none, &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn pathaos_bulk_booking_gets_its_consignments_by_webhook() {
    let scene = Scene::new().await;
    let orders = [scene.paid_order().await, scene.paid_order().await];
    let body = json!({ "orderIds": orders, "courier": "pathao" }).to_string();
    let reply = scene
        .app
        .send_as(Method::POST, "/api/parcels", &body, &scene.admin)
        .await;
    assert_eq!(
        reply.json()["message"],
        "2 of 2 orders booked",
        "{}",
        reply.text
    );
    for order in orders {
        let number = scene.number_of(order).await;
        assert!(scene.order(order).await["parcel"]["consignmentId"].is_null());
        let held = scene.held("pathao", &number);
        scene.hook(&held, "order.created", |_| {}).await;
        let parcel = scene.order(order).await["parcel"].clone();
        assert_eq!(parcel["consignmentId"], held.consignment_id);
        assert_eq!(parcel["status"], "booked");
        assert_eq!(parcel["charge"], 60);
    }
}

#[tokio::test]
async fn steadfasts_webhooks_ship_deliver_and_pay_a_cash_order() {
    let scene = Scene::new().await;
    let order = scene.cod_order().await;
    let number = scene.number_of(order).await;
    let reply = scene.book(order, "steadfast").await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(reply.json()["cod"], 25 * 980);
    let held = scene.held("steadfast", &number);
    assert_eq!(held.cod, "24500.00");
    // Reviewed and on its way: the order ships.
    let hook = scene
        .hook(&held, "pending", |body| {
            body["updated_at"] = json!("2026-11-27 10:00:00")
        })
        .await;
    assert_eq!(hook.status, StatusCode::OK, "{}", hook.text);
    assert_eq!(
        hook.json(),
        json!({"status": "success", "message": "Webhook received successfully."})
    );
    let listed = scene.order(order).await;
    assert_eq!(listed["status"], "shipped");
    assert_eq!(listed["parcel"]["status"], "inTransit");
    assert!(!scene.app.is_paid(order).await);
    // Delivered, the cash collected: paid in cash, delivered, invoiced.
    let delivered = |body: &mut Value| body["updated_at"] = json!("2026-11-27 15:00:00");
    let hook = scene.hook(&held, "delivered", delivered).await;
    assert_eq!(hook.status, StatusCode::OK, "{}", hook.text);
    let listed = scene.order(order).await;
    assert_eq!(listed["status"], "delivered");
    assert_eq!(listed["paymentMethod"], "cod");
    assert_eq!(listed["parcel"]["collected"], 24_500);
    assert_eq!(listed["parcel"]["charge"], 60);
    assert_eq!(
        scene
            .app
            .count("tax_documents", &format!("order_id = {order}"))
            .await,
        1
    );
    // Sent again: stored once, nothing moves twice.
    let reports = scene.app.count("parcel_reports", "TRUE").await;
    let again = scene.hook(&held, "delivered", delivered).await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(scene.app.count("parcel_reports", "TRUE").await, reports);
    assert_eq!(
        scene
            .app
            .count("payments", &format!("order_id = {order}"))
            .await,
        1
    );
    // A late "pending", dated before the delivery: kept, and the parcel stays delivered.
    scene
        .hook(&held, "pending", |body| {
            body["updated_at"] = json!("2026-11-27 12:00:00")
        })
        .await;
    assert_eq!(scene.order(order).await["parcel"]["status"], "delivered");
    // The buyer sees each report.
    let history = scene.order(order).await["parcel"]["history"].clone();
    let words: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|event| event["word"].as_str().unwrap())
        .collect();
    assert_eq!(words, ["pending", "pending", "delivered"]);
}

#[tokio::test]
async fn webhooks_without_the_shops_secret_are_refused() {
    let scene = Scene::new().await;
    let body = json!({"notification_type": "delivery_status", "consignment_id": 1, "invoice": "x", "status": "delivered"});
    let reply = scene
        .hook_body("steadfast", &body, Some("wrong-token"))
        .await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    let pathao = json!({"event": "order.delivered", "consignment_id": "DL1"});
    assert_eq!(
        scene
            .hook_body("pathao", &pathao, Some("nope"))
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    let redx = json!({"tracking_number": "1", "status": "delivered"});
    assert_eq!(
        scene.hook_body("redx", &redx, Some("nope")).await.status,
        StatusCode::UNAUTHORIZED
    );
    // Signed, but not a report.
    for courier in ["steadfast", "pathao", "redx"] {
        let reply = scene
            .hook_body(courier, &json!({"hello": "world"}), None)
            .await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{courier}");
    }
    assert_eq!(scene.app.count("parcel_reports", "TRUE").await, 0);
    // Pathao's panel checks the address once, expecting 202 and its integration header.
    let reply = scene
        .hook_body("pathao", &json!({"event": "webhook_integration"}), None)
        .await;
    assert_eq!(reply.status, StatusCode::ACCEPTED);
    assert_eq!(
        reply.headers["x-pathao-merchant-webhook-integration-secret"],
        "f3992ecc-59da-4cbe-a049-a13da2018d51"
    );
    // A shop without a courier's webhook secret takes none of its webhooks.
    let plain = crate::helpers::spawn_app().await;
    let request = Request::builder()
        .method(Method::POST)
        .uri("/api/couriers/steadfast/webhook")
        .header(header::AUTHORIZATION, "Bearer anything")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    assert_eq!(plain.send(request).await.status, StatusCode::NOT_FOUND);
    // Nor books with a courier it has no settings for, in bulk either.
    let admin = plain.token(ADMIN).await;
    let bulk = json!({ "orderIds": [1], "courier": "redx" }).to_string();
    let reply = plain
        .send_as(Method::POST, "/api/parcels", &bulk, &admin)
        .await;
    assert_eq!(reply.status, StatusCode::CONFLICT, "{}", reply.text);
}

#[tokio::test]
async fn the_poll_finds_a_delivery_whose_webhook_was_lost() {
    let scene = Scene::new().await;
    let order = scene.paid_order().await;
    let reply = scene.book(order, "redx").await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let tracking = reply.json()["trackingCode"].as_str().unwrap().to_owned();
    let change = Move {
        courier: "redx".into(),
        consignment_id: Some(tracking),
        status: "delivered".into(),
        silent: true,
        ..Move::default()
    };
    scene.sandbox.move_parcel(&change).await;
    assert_eq!(scene.order(order).await["status"], "paid");
    let brought = api::couriers::poll::run_once(&scene.app.state)
        .await
        .unwrap();
    assert_eq!(brought, 1);
    let listed = scene.order(order).await;
    assert_eq!(listed["status"], "delivered");
    assert_eq!(listed["parcel"]["status"], "delivered");
    // Asked again, RedX says nothing new: nothing is stored.
    assert_eq!(
        api::couriers::poll::run_once(&scene.app.state)
            .await
            .unwrap(),
        0
    );
}

#[tokio::test]
async fn a_returned_parcel_restocks_when_the_owner_says_it_arrived() {
    let scene = Scene::new().await;
    let probe = scene.app.probe_tool().await;
    let order = scene.paid_order().await;
    let number = scene.number_of(order).await;
    assert_eq!(scene.book(order, "redx").await.status, StatusCode::CREATED);
    let held = scene.held("redx", &number);
    let path = format!("/api/orders/{order}/parcel/return");
    // Not returned yet.
    let early = scene
        .app
        .send_as(Method::POST, &path, "", &scene.admin)
        .await;
    assert_eq!(early.status, StatusCode::CONFLICT);
    let hook = scene.hook(&held, "agent-returning", |_| {}).await;
    assert_eq!(hook.status, StatusCode::OK, "{}", hook.text);
    let listed = scene.order(order).await;
    assert_eq!(listed["parcel"]["status"], "returned");
    assert_eq!(listed["status"], "shipped");
    let stock = scene.app.stock_of(probe).await;
    for _ in 0..2 {
        let reply = scene
            .app
            .send_as(Method::POST, &path, "", &scene.admin)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    }
    assert_eq!(
        scene.app.stock_of(probe).await,
        stock + 25,
        "the pieces come back once"
    );
    assert!(scene.order(order).await["parcel"]["restockedAt"].is_i64());
}

#[tokio::test]
async fn a_partial_delivery_records_what_pathao_collected() {
    let scene = Scene::new().await;
    let order = scene.cod_order().await;
    let number = scene.number_of(order).await;
    assert_eq!(
        scene.book(order, "pathao").await.status,
        StatusCode::CREATED
    );
    let held = scene.held("pathao", &number);
    // Pathao collects whole taka.
    assert_eq!(held.body["amount_to_collect"], 24_500);
    assert_eq!(held.body["item_weight"], "2.5");
    let hook = scene
        .hook(&held, "order.partial-delivery", |body| {
            body["collected_amount"] = json!(9800)
        })
        .await;
    assert_eq!(hook.status, StatusCode::ACCEPTED, "{}", hook.text);
    let listed = scene.order(order).await;
    assert_eq!(listed["parcel"]["status"], "partlyDelivered");
    assert_eq!(listed["parcel"]["collected"], 9800);
    assert_eq!(listed["status"], "delivered");
}

#[tokio::test]
async fn a_status_no_table_knows_is_kept_and_moves_nothing() {
    let scene = Scene::new().await;
    let order = scene.paid_order().await;
    let number = scene.number_of(order).await;
    assert_eq!(scene.book(order, "redx").await.status, StatusCode::CREATED);
    let held = scene.held("redx", &number);
    let hook = scene.hook(&held, "teleported", |_| {}).await;
    assert_eq!(hook.status, StatusCode::OK);
    let parcel = scene.order(order).await["parcel"].clone();
    assert_eq!(parcel["status"], "booked");
    assert_eq!(parcel["history"][0]["word"], "teleported");
    assert!(parcel["history"][0]["status"].is_null());
}

#[tokio::test]
async fn a_label_prints_the_tracking_code_as_a_barcode_a_scanner_reads() {
    let scene = Scene::new().await;
    let order = scene.cod_order().await;
    let number = scene.number_of(order).await;
    let reply = scene.book(order, "steadfast").await;
    let tracking = reply.json()["trackingCode"].as_str().unwrap().to_owned();
    let path = format!("/api/orders/{order}/label.pdf");
    let label = scene.app.get_as(&path, &scene.admin).await;
    assert_eq!(label.status, StatusCode::OK, "{}", label.text);
    assert_eq!(label.headers[header::CONTENT_TYPE], "application/pdf");
    let text = crate::pdf::text(&label.bytes);
    for expected in [
        number.as_str(),
        tracking.as_str(),
        "Rahim Uddin",
        "01712345678",
        "House 4, Road 2, Dhanmondi, Dhaka",
        "Collect in cash: Tk. 24,500",
        "25 pieces, 2500 g",
        "Steadfast",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} is not on the label:\n{text}"
        );
    }
    let (width, _, pixels) = crate::pdf::page_one(&label.bytes, 300);
    assert_eq!(
        crate::pdf::scan_barcode(width, &pixels).as_deref(),
        Some(tracking.as_str())
    );
    // A6 portrait: 105 mm is 1240 pixels at 300 dpi.
    assert!((1240..=1241).contains(&width), "{width}");

    // Many at once: a page each. A paid order's rider collects nothing; the shop's own rider
    // scans the order number.
    let paid = scene.paid_order().await;
    scene.book(paid, "ownDelivery").await;
    let both = scene
        .app
        .get_as(
            &format!("/api/labels.pdf?orders={order},{paid}"),
            &scene.admin,
        )
        .await;
    assert_eq!(both.status, StatusCode::OK, "{}", both.text);
    let text = crate::pdf::text(&both.bytes);
    assert_eq!(text.matches('\u{c}').count(), 2, "two pages");
    assert!(text.contains("Paid. Collect nothing."), "{text}");
    // Not booked yet, not there, or not a list.
    let unbooked = scene.paid_order().await;
    let reply = scene
        .app
        .get_as(&format!("/api/orders/{unbooked}/label.pdf"), &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    let reply = scene
        .app
        .get_as(
            &format!("/api/labels.pdf?orders={order},{unbooked}"),
            &scene.admin,
        )
        .await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    let reply = scene
        .app
        .get_as("/api/labels.pdf?orders=999999", &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(
        scene
            .app
            .get_as("/api/orders/999999/label.pdf", &scene.admin)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let reply = scene
        .app
        .get_as("/api/labels.pdf?orders=one,two", &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    // Buyers print none.
    assert_eq!(
        scene.app.get_as(&path, &scene.buyer).await.status,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn a_bangla_buyers_label_is_in_bangla() {
    let scene = Scene::new().await;
    let order = scene.paid_order().await;
    sqlx::query("UPDATE orders SET language = 'bn' WHERE id = $1")
        .bind(order)
        .execute(&scene.app.state.db)
        .await
        .unwrap();
    scene.book(order, "redx").await;
    let label = scene
        .app
        .get_as(&format!("/api/orders/{order}/label.pdf"), &scene.admin)
        .await;
    let text = crate::pdf::text(&label.bytes);
    for expected in [
        "প্রাপক",
        "পরিশোধিত। কিছু আদায় করবেন না।",
        "০১৭১২৩৪৫৬৭৮",
        "রেডএক্স",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} is not on the label:\n{text}"
        );
    }
}

impl Scene {
    async fn cod(&self) -> Value {
        let reply = self.app.get_as("/api/cod", &self.admin).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        reply.json()
    }

    /// A cash-on-delivery order booked with `courier` and delivered by its webhook.
    async fn delivered_cod(&self, courier: &str, status: &str) -> (i64, Held) {
        let order = self.cod_order().await;
        let number = self.number_of(order).await;
        let reply = self.book(order, courier).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        let held = self.held(courier, &number);
        let hook = self.hook(&held, status, |_| {}).await;
        assert!(hook.status.is_success(), "{}", hook.text);
        (order, held)
    }
}

#[tokio::test]
async fn steadfasts_payments_settle_what_it_owes_to_the_poisha() {
    let scene = Scene::new().await;
    let (_, held) = scene.delivered_cod("steadfast", "delivered").await;
    let owed = scene.cod().await;
    assert_eq!(
        owed["couriers"],
        json!([{ "courier": "steadfast", "parcels": 1, "collected": 24500, "charges": 60, "owed": 24440 }])
    );
    assert_eq!(owed["parcels"][0]["owed"], 24440);
    assert_eq!(owed["parcels"][0]["flags"], json!([]));
    // The owner's books: a CSV of what is owed.
    let csv = scene.app.get_as("/api/cod.csv", &scene.admin).await;
    assert_eq!(csv.status, StatusCode::OK);
    assert!(csv.text.contains(",steadfast,"), "{}", csv.text);
    assert!(
        csv.text.contains(",24500.00,24500.00,60.00,,,24440.00,"),
        "{}",
        csv.text
    );

    scene.sandbox.steadfast_pay(&[&held.consignment_id]);
    let fetched = scene
        .app
        .send_as(Method::POST, "/api/cod/payouts/steadfast", "", &scene.admin)
        .await;
    assert_eq!(fetched.status, StatusCode::OK, "{}", fetched.text);
    assert_eq!(fetched.json()["matched"], 1);
    let owed = scene.cod().await;
    assert_eq!(owed["couriers"], json!([]));
    assert_eq!(
        owed["parcels"],
        json!([]),
        "paid out in full: nothing to follow"
    );
    // Asked again, the payment is known: nothing is recorded twice.
    let again = scene
        .app
        .send_as(Method::POST, "/api/cod/payouts/steadfast", "", &scene.admin)
        .await;
    assert_eq!(again.json()["matched"], 0);
    let calls = scene.sandbox.ledger(|ledger| {
        ledger
            .courier_calls
            .iter()
            .filter(|call| call.ends_with("payments/id"))
            .count()
    });
    assert_eq!(calls, 1);
}

#[tokio::test]
async fn a_payout_sheet_settles_redx_and_flags_what_does_not_add_up() {
    let scene = Scene::new().await;
    let (order, held) = scene.delivered_cod("redx", "delivered").await;
    let number = scene.number_of(order).await;
    // RedX says nothing of its charge until its statement: everything asked is owed.
    assert_eq!(scene.cod().await["couriers"][0]["owed"], 24500);
    let sheet = format!(
        "Tracking ID,Invoice,Cash Collection,Delivery Charge,Payout\n{},{number},\"24,500.00\",60,\"24,400.00\"\n999999,X,1,0,1\n",
        held.consignment_id
    );
    let body =
        json!({ "courier": "redx", "reference": "RX-PAY-2026-11-28", "sheet": sheet }).to_string();
    let reply = scene
        .app
        .send_as(Method::POST, "/api/cod/payouts", &body, &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.json()["matched"], 1);
    assert_eq!(reply.json()["unknown"], json!(["999999"]));
    assert_eq!(
        reply.json()["message"],
        "Parcels paid out: 1. Lines naming no parcel of the shop's: 1."
    );
    let owed = scene.cod().await;
    assert_eq!(owed["couriers"], json!([]));
    // 24,500 collected less 60 is 24,440; RedX paid 24,400.
    let parcel = &owed["parcels"][0];
    assert_eq!(parcel["paidOut"], 24400);
    assert_eq!(parcel["charge"], 60);
    assert_eq!(parcel["payoutReference"], "RX-PAY-2026-11-28");
    assert_eq!(parcel["flags"], json!(["payoutDiffers"]));
    let csv = scene.app.get_as("/api/cod.csv", &scene.admin).await;
    assert!(
        csv.text
            .contains("Paid out other than collected less charge"),
        "{}",
        csv.text
    );
    // The same sheet again changes nothing.
    let again = scene
        .app
        .send_as(Method::POST, "/api/cod/payouts", &body, &scene.admin)
        .await;
    assert_eq!(again.json()["matched"], 1);
    assert_eq!(scene.cod().await["parcels"][0]["paidOut"], 24400);
    // A sheet that does not read says where; a payout needs its reference.
    let bad =
        json!({ "courier": "redx", "reference": "R", "sheet": "Tracking ID,Payout\nA1,lots" })
            .to_string();
    let reply = scene
        .app
        .send_as(Method::POST, "/api/cod/payouts", &bad, &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        reply.error_message(),
        "Line 2 of the sheet lacks a parcel or an amount that reads."
    );
    let unnamed = json!({ "courier": "redx", "reference": " ", "sheet": sheet }).to_string();
    let reply = scene
        .app
        .send_as(Method::POST, "/api/cod/payouts", &unnamed, &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn pathaos_partial_delivery_is_flagged_and_its_invoice_pays_it_out() {
    let scene = Scene::new().await;
    let order = scene.cod_order().await;
    let number = scene.number_of(order).await;
    scene.book(order, "pathao").await;
    let held = scene.held("pathao", &number);
    scene
        .hook(&held, "order.partial-delivery", |body| {
            body["collected_amount"] = json!(9800)
        })
        .await;
    let owed = scene.cod().await;
    // Pathao's charge came with the booking (60); it collected 9,800 of 24,500.
    assert_eq!(owed["couriers"][0]["owed"], 9740);
    assert_eq!(owed["parcels"][0]["flags"], json!(["collectedShort"]));
    scene
        .hook(&held, "order.paid", |body| {
            body["invoice_id"] = json!("121224IBW19790")
        })
        .await;
    let owed = scene.cod().await;
    assert_eq!(owed["couriers"], json!([]));
    assert_eq!(owed["parcels"][0]["paidOut"], 9740);
    assert_eq!(
        owed["parcels"][0]["payoutReference"],
        "pathao-invoice-121224IBW19790"
    );
    // Only admins see the money.
    assert_eq!(
        scene.app.get_as("/api/cod", &scene.buyer).await.status,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn steadfast_payments_need_steadfast() {
    let app = crate::helpers::spawn_app().await;
    let admin = app.token(ADMIN).await;
    let reply = app
        .send_as(Method::POST, "/api/cod/payouts/steadfast", "", &admin)
        .await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    let scene = Scene::new().await;
    scene.sandbox.set(|knobs| knobs.courier_down = true);
    let reply = scene
        .app
        .send_as(Method::POST, "/api/cod/payouts/steadfast", "", &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::BAD_GATEWAY);
}

#[tokio::test]
async fn a_tools_weight_sets_what_its_parcels_weigh() {
    let scene = Scene::new().await;
    let probe = scene.app.probe_tool().await;
    let path = format!("/api/product/{probe}/weight");
    for (typed, status) in [
        ("0", StatusCode::UNPROCESSABLE_ENTITY),
        ("50001", StatusCode::UNPROCESSABLE_ENTITY),
        ("", StatusCode::UNPROCESSABLE_ENTITY),
    ] {
        let body = json!({ "weightGrams": typed }).to_string();
        let reply = scene
            .app
            .send_as(Method::PUT, &path, &body, &scene.admin)
            .await;
        assert_eq!(reply.status, status, "{typed}: {}", reply.text);
    }
    let reply = scene
        .app
        .send_as(Method::PUT, &path, r#"{"weightGrams":"320"}"#, &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.json()["weightGrams"], 320);
    let missing = scene
        .app
        .send_as(
            Method::PUT,
            "/api/product/999999/weight",
            r#"{"weightGrams":"320"}"#,
            &scene.admin,
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let order = scene.paid_order().await;
    let number = scene.number_of(order).await;
    scene.book(order, "redx").await;
    assert_eq!(scene.held("redx", &number).body["parcel_weight"], 25 * 320);
}

#[tokio::test]
async fn a_report_stored_but_not_applied_is_applied_by_the_sweep() {
    let scene = Scene::new().await;
    let order = scene.paid_order().await;
    let number = scene.number_of(order).await;
    scene.book(order, "steadfast").await;
    let held = scene.held("steadfast", &number);
    // As a request cut short after storing leaves it (dated 2100, after the booking).
    sqlx::query(
        "INSERT INTO parcel_reports (courier, fingerprint, consignment, reference, word,
                                     happened_at, received_at, body)
         VALUES ('steadfast', 'cut-short', $1, $2, 'delivered', 4102444800000, 1, '{}')",
    )
    .bind(&held.consignment_id)
    .bind(&number)
    .execute(&scene.app.state.db)
    .await
    .unwrap();
    assert_eq!(scene.order(order).await["status"], "paid");
    let applied = api::couriers::reports::apply_waiting(&scene.app.state)
        .await
        .unwrap();
    assert_eq!(applied, 1);
    assert_eq!(scene.order(order).await["status"], "delivered");
    assert_eq!(
        scene
            .app
            .count("parcel_reports", "applied_at IS NULL")
            .await,
        0
    );
}

#[tokio::test]
async fn each_district_keeps_its_default_courier() {
    let scene = Scene::new().await;
    let empty = scene
        .app
        .get_as("/api/courier-defaults", &scene.admin)
        .await;
    assert_eq!(empty.json(), json!({ "defaults": [] }));
    let body = json!({ "defaults": [
        { "district": "dhaka", "courier": "redx" },
        { "district": "Chattogram", "courier": "pathao" },
    ] })
    .to_string();
    let saved = scene
        .app
        .send_as(Method::PUT, "/api/courier-defaults", &body, &scene.admin)
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text);
    let expected = json!({ "defaults": [
        { "district": "Chattogram", "courier": "pathao" },
        { "district": "Dhaka", "courier": "redx" },
    ] });
    assert_eq!(saved.json(), expected);
    assert_eq!(
        scene
            .app
            .get_as("/api/courier-defaults", &scene.admin)
            .await
            .json(),
        expected
    );
    let unknown =
        json!({ "defaults": [{ "district": "Atlantis", "courier": "redx" }] }).to_string();
    let reply = scene
        .app
        .send_as(Method::PUT, "/api/courier-defaults", &unknown, &scene.admin)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        scene
            .app
            .get_as("/api/courier-defaults", &scene.admin)
            .await
            .json(),
        expected,
        "nothing half-written"
    );
    // A courier the shop is not set up for.
    let plain = crate::helpers::spawn_app().await;
    let admin = plain.token(ADMIN).await;
    let reply = plain
        .send_as(Method::PUT, "/api/courier-defaults", &body, &admin)
        .await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(
        scene
            .app
            .get_as("/api/courier-defaults", &scene.buyer)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
}

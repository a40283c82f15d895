//! A fresh shop per test: its own data directory, database and seed, driven through the
//! same `app()` the binary serves.

// Shared by every test binary that drives the router through these helpers.
#[path = "answered.rs"]
mod answered;
#[path = "postgres.rs"]
pub mod postgres;

use api::runtime::config::{BackupConfig, Config};
use api::{AppState, app};
use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{HeaderMap, Method, Request, StatusCode};
use serde_json::Value;
use tempfile::TempDir;
use tower::ServiceExt;

pub struct TestApp {
    pub router: Router,
    pub state: AppState,
    _data_dir: TempDir,
}

/// What came back: the status, the headers and the body (as JSON when it is JSON).
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub text: String,
    pub bytes: Vec<u8>,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text)
            .unwrap_or_else(|error| panic!("not JSON ({error}): {}", self.text))
    }

    /// The error's stable `code`.
    pub fn error_code(&self) -> String {
        self.json()["error"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// One key (`field`, `code` or `message`) of every error of a refused form, in order.
    pub fn each_error(&self, key: &str) -> Vec<String> {
        self.json()["error"]["errors"]
            .as_array()
            .map(|errors| {
                errors
                    .iter()
                    .map(|error| error[key].as_str().unwrap_or_default().to_owned())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The `error.message` of an error reply.
    pub fn error_message(&self) -> String {
        self.json()["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }
}

/// A shop with the sample data, as a first start creates it.
pub async fn spawn_app() -> TestApp {
    spawn(true).await
}

/// A shop with an empty database.
pub async fn spawn_empty_app() -> TestApp {
    spawn(false).await
}

/// Whether the tests run on PostgreSQL (`SHOP_TEST_DATABASE=postgres`, a throwaway cluster)
/// rather than on SQLite files.
pub fn on_postgres() -> bool {
    std::env::var("SHOP_TEST_DATABASE").is_ok_and(|engine| engine == "postgres")
}

/// Whether a test of something only SQLite has (its file's copies, its WAL, its FTS5 index)
/// should stop here: on PostgreSQL, which keeps its own (docs/deploy.md, "Growing").
pub fn sqlite_only(what: &str) -> bool {
    let skip = on_postgres();
    if skip {
        eprintln!("not on PostgreSQL: {what}");
    }
    skip
}

async fn spawn(seed: bool) -> TestApp {
    spawn_with(seed, |_| {}).await
}

/// A shop with sample data and some configuration changed.
pub async fn spawn_with(seed: bool, configure: impl FnOnce(&mut Config)) -> TestApp {
    let data_dir = tempfile::tempdir().expect("temporary data directory");
    let mut config = Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        data_dir: data_dir.path().to_owned(),
        seed,
        // A demo shop (the demo accounts, the test card) that still names a public address, for
        // the providers' callbacks; `a_shop_with_a_public_url_is_never_a_demo` tests the real
        // rule.
        demo: true,
        public_url: Some("http://shop.test".into()),
        jwt_secret: None,
        firebase: None,
        smtp: None,
        owner_email: None,
        imgbb: None,
        stripe: None,
        unpaid_order_ttl: std::time::Duration::from_secs(48 * 3600),
        // Tests place hundreds of orders as one buyer; the limits have tests of their own.
        unpaid_limits: api::runtime::config::UnpaidLimits::NONE,
        form_limit_per_minute: 1000,
        database_url: None,
        backups: BackupConfig {
            dir: None,
            s3: None,
            every: None,
        },
        body_deadline: std::time::Duration::from_secs(30),
        trust_proxy: Default::default(),
        sslcommerz: None,
        bkash: None,
        cod_max: shared::Money::from_poisha(50_000 * 100),
        bank_transfer: Some(None),
        bank_transfer_ttl: std::time::Duration::from_secs(7 * 86_400),
        seller: api::runtime::config::Seller::sample(),
        couriers: Default::default(),
        sms: Default::default(),
    };
    configure(&mut config);
    // The server's own log lines, for a failing test: SHOP_TEST_LOG=debug (or any filter).
    if let Ok(filter) = std::env::var("SHOP_TEST_LOG") {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_test_writer()
            .try_init();
    }
    if config.database_url.is_none() && on_postgres() {
        let url = postgres::Cluster::get().new_database().await;
        config.database_url = Some(api::store::db::Location::Server(url));
    }
    let state = api::prepare(config).await.expect("the shop starts");
    // Every total the tests count is the tools' alone; the delivery charges' own tests turn
    // the sample shop's table back on.
    let mut tx = state.writer.begin().await.expect("the write turn");
    sqlx::query("UPDATE delivery_charges SET enabled = FALSE")
        .execute(&mut *tx)
        .await
        .expect("delivery charges off");
    tx.commit().await.expect("delivery charges off");
    TestApp {
        router: app(state.clone()),
        state,
        _data_dir: data_dir,
    }
}

impl TestApp {
    pub async fn request(&self, method: Method, path: &str, body: Option<(&str, &str)>) -> Reply {
        self.request_as(method, path, body, None).await
    }

    /// A request with `Authorization: Bearer {token}` when a token is given.
    pub async fn request_as(
        &self,
        method: Method,
        path: &str,
        body: Option<(&str, &str)>,
        token: Option<&str>,
    ) -> Reply {
        let mut request = Request::builder().method(method).uri(path);
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        let body = match body {
            Some((content_type, text)) => {
                request = request.header("content-type", content_type);
                Body::from(text.to_owned())
            }
            None => Body::empty(),
        };
        self.send(request.body(body).unwrap()).await
    }

    /// Any request, as built by the caller.
    pub async fn send(&self, request: Request<Body>) -> Reply {
        let (method, uri) = (request.method().clone(), request.uri().clone());
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("the router answers");
        let status = response.status();
        answered::check(&method, &uri, status);
        let headers = response.headers().clone();
        let bytes = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        Reply {
            status,
            headers,
            text: String::from_utf8_lossy(&bytes).into_owned(),
            bytes: bytes.to_vec(),
        }
    }

    pub async fn get(&self, path: &str) -> Reply {
        self.request(Method::GET, path, None).await
    }

    pub async fn post_json(&self, path: &str, json: &str) -> Reply {
        self.request(Method::POST, path, Some(("application/json", json)))
            .await
    }
}

/// The demo accounts the seed creates.
pub const ADMIN: (&str, &str) = ("admin@shop.test", "Admin@12345");
pub const BUYER: (&str, &str) = ("buyer@shop.test", "Buyer@12345");

impl TestApp {
    pub async fn get_as(&self, path: &str, token: &str) -> Reply {
        self.request_as(Method::GET, path, None, Some(token)).await
    }

    pub async fn send_as(&self, method: Method, path: &str, json: &str, token: &str) -> Reply {
        self.request_as(method, path, Some(("application/json", json)), Some(token))
            .await
    }

    pub async fn sign_in(&self, (email, password): (&str, &str)) -> Reply {
        let body = serde_json::json!({ "email": email, "password": password }).to_string();
        self.post_json("/api/login", &body).await
    }

    /// Signs in and returns the access token; panics if sign-in fails.
    pub async fn token(&self, account: (&str, &str)) -> String {
        let reply = self.sign_in(account).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        reply.json()["accessToken"].as_str().unwrap().to_owned()
    }

    pub async fn sign_up(&self, name: &str, email: &str, password: &str) -> Reply {
        let body = serde_json::json!({
            "name": name, "email": email, "password": password,
            "confirmPassword": password, "terms": true
        })
        .to_string();
        self.post_json("/api/signup", &body).await
    }

    /// The one-time secret in the newest mail to `to` whose link goes to `path`.
    pub async fn link_token(&self, to: &str, path: &str) -> String {
        let body: String = sqlx::query_scalar(
            "SELECT body FROM email_outbox WHERE recipient = $1 AND body LIKE $2 ORDER BY id DESC LIMIT 1",
        )
        .bind(to)
        .bind(format!("%{path}?token=%"))
        .fetch_one(&self.state.db)
        .await
        .expect("a mail with the link");
        let start = body.find("?token=").unwrap() + "?token=".len();
        body[start..].split_whitespace().next().unwrap().to_owned()
    }

    /// A new buyer, signed up and verified; returns their token.
    pub async fn new_buyer(&self, email: &str) -> String {
        assert_eq!(
            self.sign_up("New Buyer", email, NEW_BUYER_PASSWORD)
                .await
                .status,
            StatusCode::CREATED
        );
        let token = self.link_token(email, "/verify-email").await;
        let body = serde_json::json!({ "token": token }).to_string();
        assert_eq!(
            self.post_json("/api/verify-email", &body).await.status,
            StatusCode::OK
        );
        self.token((email, NEW_BUYER_PASSWORD)).await
    }
}

/// The password of every account [`TestApp::new_buyer`] makes.
pub const NEW_BUYER_PASSWORD: &str = "Newbuyer1!";

/// A 1×1 PNG, as an uploaded picture.
pub const PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0xda, 0x63, 0xfc, 0xcf, 0xc0, 0x50,
    0x0f, 0x00, 0x04, 0x85, 0x01, 0x80, 0x84, 0xa9, 0x8c, 0x21, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

impl TestApp {
    /// `POST /api/images` with `bytes` in the multipart field `field`.
    pub async fn upload(
        &self,
        token: Option<&str>,
        field: &str,
        bytes: &[u8],
    ) -> (StatusCode, serde_json::Value) {
        const BOUNDARY: &str = "shop-test-boundary";
        let mut body = format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"photo.png\"\r\nContent-Type: image/png\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(bytes);
        body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
        let mut request = Request::post("/api/images").header(
            "content-type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        );
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        let reply = self.send(request.body(Body::from(body)).unwrap()).await;
        (
            reply.status,
            serde_json::from_slice(&reply.bytes).unwrap_or_default(),
        )
    }
}

/// The tool most payment tests buy: the PT100 sensor, Tk 980 a piece, 2,000 in stock.
pub const PROBE_PIECES: i64 = 25;
pub const PROBE_TOTAL_POISHA: i64 = PROBE_PIECES * 980 * 100;

/// An order's timeline from its JSON: each step's event, `(ahead)` after one not dated yet.
pub fn timeline_of(order: &Value) -> Vec<String> {
    order["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|step| {
            let event = step["event"].as_str().unwrap();
            match step["at"].is_i64() {
                true => event.to_owned(),
                false => format!("{event} (ahead)"),
            }
        })
        .collect()
}

/// Delivery details that pass every rule.
pub fn delivery() -> Value {
    serde_json::json!({
        "recipient": "Rahim Uddin",
        "phone": "01712-345678",
        "address": "House 4, Road 2, Dhanmondi",
        "district": "Dhaka",
    })
}

impl TestApp {
    /// `POST /api/orders` as the token's owner, with [`delivery`] added when the body has none.
    pub async fn place(&self, token: &str, mut body: Value) -> Reply {
        if body.get("delivery").is_none() {
            body["delivery"] = delivery();
        }
        self.send_as(Method::POST, "/api/orders", &body.to_string(), token)
            .await
    }

    /// Places an order for 25 PT100 sensors as the token's owner; returns its id.
    pub async fn order_probes(&self, token: &str) -> i64 {
        let tool = self.probe_tool().await;
        let body = serde_json::json!({ "toolId": tool, "quantity": PROBE_PIECES });
        let reply = self.place(token, body).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        reply.json()["insertedId"].as_i64().unwrap()
    }

    /// The seeded PT100 probe's id.
    pub async fn probe_tool(&self) -> i64 {
        sqlx::query_scalar("SELECT id FROM tools WHERE name LIKE 'PT100%'")
            .fetch_one(&self.state.db)
            .await
            .unwrap()
    }

    /// A tool's stock as the database holds it.
    pub async fn stock_of(&self, tool: i64) -> i64 {
        sqlx::query_scalar("SELECT available_quantity FROM tools WHERE id = $1")
            .bind(tool)
            .fetch_one(&self.state.db)
            .await
            .unwrap()
    }

    /// `POST /api/payments/confirm` with `card` (the shop's own card form).
    pub async fn pay_with_card(&self, token: &str, order: i64, card: Value) -> Reply {
        let body = serde_json::json!({ "orderId": order, "card": card }).to_string();
        self.send_as(Method::POST, "/api/payments/confirm", &body, token)
            .await
    }

    /// Pays with the card `number` (any valid expiry and CVC).
    pub async fn pay_by_card(&self, token: &str, order: i64, number: &str) -> Reply {
        let card = serde_json::json!({ "number": number, "expiry": "12 / 34", "cvc": "123" });
        self.pay_with_card(token, order, card).await
    }

    /// Pays with Stripe's success card; the transaction id.
    pub async fn pay(&self, token: &str, order: i64) -> String {
        let reply = self.pay_by_card(token, order, "4242 4242 4242 4242").await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        reply.json()["transactionId"].as_str().unwrap().to_owned()
    }

    /// `PUT /api/orders/{order}` `{isShipped: true}` as `admin`.
    pub async fn ship(&self, admin: &str, order: i64) -> Reply {
        let path = format!("/api/orders/{order}");
        self.send_as(Method::PUT, &path, r#"{"isShipped":true}"#, admin)
            .await
    }

    /// `PUT /api/orders/{order}` `{isDelivered: true}` as `admin`.
    pub async fn deliver(&self, admin: &str, order: i64) -> Reply {
        let path = format!("/api/orders/{order}");
        self.send_as(Method::PUT, &path, r#"{"isDelivered":true}"#, admin)
            .await
    }

    /// Ships a paid order and marks it delivered, so its buyer can review it.
    pub async fn hand_over(&self, admin: &str, order: i64) {
        for reply in [
            self.ship(admin, order).await,
            self.deliver(admin, order).await,
        ] {
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        }
    }

    /// How many rows of `table` meet `condition` (SQL), as the database holds them.
    pub async fn count(&self, table: &str, condition: &str) -> i64 {
        sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table} WHERE {condition}"))
            .fetch_one(&self.state.db)
            .await
            .unwrap()
    }

    /// Whether the database holds the order as paid.
    pub async fn is_paid(&self, order: i64) -> bool {
        let shared::stored::Flag(paid) =
            sqlx::query_scalar("SELECT is_paid FROM orders WHERE id = $1")
                .bind(order)
                .fetch_one(&self.state.db)
                .await
                .unwrap();
        paid
    }
}

/// All futures at once, on this task (the router is cheap to clone); their outputs in the
/// order the futures were given.
pub async fn join_all<F: std::future::Future>(futures: impl Iterator<Item = F>) -> Vec<F::Output> {
    let mut pending: Vec<_> = futures.map(|future| Some(Box::pin(future))).collect();
    let mut outputs: Vec<Option<F::Output>> = pending.iter().map(|_| None).collect();
    // Poll every future fairly until each is done.
    std::future::poll_fn(|cx| {
        let mut done = true;
        for (slot, output) in pending.iter_mut().zip(outputs.iter_mut()) {
            if let Some(future) = slot {
                match future.as_mut().poll(cx) {
                    std::task::Poll::Ready(ready) => {
                        *output = Some(ready);
                        *slot = None;
                    }
                    std::task::Poll::Pending => done = false,
                }
            }
        }
        if done {
            std::task::Poll::Ready(())
        } else {
            std::task::Poll::Pending
        }
    })
    .await;
    outputs
        .into_iter()
        .map(|output| output.expect("polled to the end"))
        .collect()
}

/// Percent-encodes a query value (every UTF-8 byte), as a browser may.
pub fn url_escape(text: &str) -> String {
    text.bytes().map(|byte| format!("%{byte:02X}")).collect()
}

/// The shop's mail delivered through the SMTP server at `url`.
pub fn smtp(url: String) -> api::runtime::config::SmtpConfig {
    api::runtime::config::SmtpConfig {
        url,
        from: "Shilpo Tools <no-reply@shop.test>".into(),
    }
}

/// An SMTP address nothing listens on: a port bound, then let go.
pub fn unreachable_smtp() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    format!("smtp://127.0.0.1:{port}")
}

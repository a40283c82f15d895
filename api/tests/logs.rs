//! What the shop writes to its log, in a test binary of its own: whether a tracing span is
//! written is decided once per call site for the whole process, and tests running beside one
//! another without a subscriber would hide the request's span from this one.

#![allow(clippy::disallowed_methods)]

#[allow(dead_code)]
#[path = "api/helpers.rs"]
mod helpers;

#[allow(dead_code)]
#[path = "api/gateway_scene.rs"]
mod gateway_scene;

use api::runtime::config::SslcommerzConfig;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use provider_sandbox::Credentials;

#[tokio::test]
async fn a_providers_failure_is_logged_with_its_request_and_order_and_no_secret() {
    let logs = Logs::capture();
    let credentials = Credentials::default();
    let password = credentials.store_password.clone();
    let scene = gateway_scene::Scene::new(|url| {
        helpers::spawn_with(true, move |config| {
            config.sslcommerz = Some(SslcommerzConfig {
                store_id: credentials.store_id,
                store_password: credentials.store_password,
                api_url: url,
            })
        })
    })
    .await;
    let started = gateway_scene::start(&scene.app, &scene.token, scene.order, "sslcommerz").await;
    let url = started.json()["url"].as_str().unwrap().to_owned();
    let key = url.rsplit('/').next().unwrap();
    let finished = scene.sandbox.finish_sslcommerz(key, "pay").unwrap();
    // The validation API's address carries the store password in its query.
    scene.sandbox.set(|knobs| knobs.validation_down = true);
    let form: Vec<String> = finished
        .fields
        .iter()
        .map(|(name, value)| format!("{name}={}", helpers::url_escape(value)))
        .collect();
    let request = Request::post("/api/sslcommerz/ipn")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(form.join("&")))
        .unwrap();
    let ipn = scene.app.send(request).await;
    assert_eq!(ipn.status, StatusCode::BAD_GATEWAY, "{}", ipn.text);

    let logged = logs.text();
    assert!(logged.contains("validationserverAPI.php"), "{logged}");
    assert!(!logged.contains(&password), "{logged}");
    assert!(!logged.contains("store_passwd"), "{logged}");
    // The line names the request, as its error body does, and the order's attempt.
    let id = ipn.headers["x-request-id"].to_str().unwrap();
    assert_eq!(ipn.json()["error"]["requestId"], id);
    let line = logged
        .lines()
        .find(|line| line.contains("no clear answer"))
        .unwrap_or_default();
    assert!(line.contains(id), "{logged}");
    assert!(line.contains(&finished.fields["tran_id"]), "{line}");
}

#[tokio::test]
async fn a_sign_in_code_is_never_logged() {
    let logs = Logs::capture();
    let app = helpers::spawn_app().await;
    let asked = app
        .post_json("/api/phone/code", r#"{"phone": "01812345678"}"#)
        .await;
    assert_eq!(asked.status, StatusCode::ACCEPTED);
    api::sms::queue::send_due(&app.state.writer, app.state.texts.as_ref())
        .await
        .unwrap();
    let body: String = sqlx::query_scalar("SELECT body FROM sms_outbox")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let logged = logs.text();
    assert!(logged.contains("a code kept in the outbox"), "{logged}");
    assert!(!logged.contains(&body[..6]), "{logged}");
}

/// Everything logged on this thread (where `#[tokio::test]` runs the shop) while it lives, at
/// the level a shop logs at and the shop's own debug lines.
pub struct Logs {
    buffer: std::sync::Arc<std::sync::Mutex<Vec<u8>>>,
    _guard: tracing::subscriber::DefaultGuard,
}

impl Logs {
    pub fn capture() -> Logs {
        let buffer = std::sync::Arc::default();
        let writer = LogWriter(std::sync::Arc::clone(&buffer));
        let subscriber = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new("info,api=debug"))
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .finish();
        Logs {
            buffer,
            _guard: tracing::subscriber::set_default(subscriber),
        }
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.buffer.lock().unwrap()).into_owned()
    }
}

#[derive(Clone)]
struct LogWriter(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for LogWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

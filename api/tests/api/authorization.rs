//! Every account and admin endpoint × every kind of caller answers as designed.

use crate::helpers::{ADMIN, BUYER, TestApp, spawn_app};
use axum::http::{Method, StatusCode};
use jsonwebtoken::{EncodingKey, Header};

struct Callers {
    admin: String,
    buyer: String,
    other: String,
    expired: String,
    forged: String,
}

async fn callers(app: &crate::helpers::TestApp) -> Callers {
    let now = api::db::now_ms() / 1000;
    let buyer_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE email = 'buyer@shop.test'")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let expired = app
        .state
        .tokens
        .issue(buyer_id, now - api::auth::tokens::LIFETIME_SECONDS - 60)
        .unwrap();
    let forged = jsonwebtoken::encode(
        &Header::default(),
        &serde_json::json!({ "sub": buyer_id.to_string(), "iat": now, "exp": now + 600 }),
        &EncodingKey::from_secret(b"not the shop's key, but long enough to sign"),
    )
    .unwrap();
    Callers {
        admin: app.token(ADMIN).await,
        buyer: app.token(BUYER).await,
        other: app.new_buyer("other@example.com").await,
        expired,
        forged,
    }
}

/// `alg: none`: a token with no signature at all.
fn unsigned(user_id: i64) -> String {
    use base64_url as b64;
    let header = b64("{\"alg\":\"none\",\"typ\":\"JWT\"}");
    let claims = b64(&format!("{{\"sub\":\"{user_id}\",\"exp\":9999999999}}"));
    format!("{header}.{claims}.")
}

fn base64_url(text: &str) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let bytes = text.as_bytes();
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, byte)| n | (u32::from(*byte) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

#[tokio::test]
async fn account_endpoints_answer_each_caller_as_designed() {
    let app = spawn_app().await;
    let callers = callers(&app).await;
    let ok = StatusCode::OK;
    let (no, forbidden) = (StatusCode::UNAUTHORIZED, StatusCode::FORBIDDEN);
    // (method, path, body, [anonymous, malformed, expired, forged, alg none, other buyer, buyer, admin])
    let table: &[Row] = &[
        (Method::GET, "/api/me", "", [no, no, no, no, no, ok, ok, ok]),
        (
            Method::GET,
            "/api/user/buyer@shop.test",
            "",
            [no, no, no, no, no, forbidden, ok, ok],
        ),
        (
            Method::PUT,
            "/api/user/buyer@shop.test",
            "{}",
            [no, no, no, no, no, forbidden, ok, forbidden],
        ),
        (
            Method::GET,
            "/api/admin/buyer@shop.test",
            "",
            [no, no, no, no, no, forbidden, ok, ok],
        ),
        (
            Method::PUT,
            "/api/update/user/buyer@shop.test",
            "{}",
            [no, no, no, no, no, forbidden, ok, forbidden],
        ),
    ];
    check(&app, &callers, table).await;
}

type Row<'a> = (Method, &'a str, &'a str, [StatusCode; 8]);

/// Each row's endpoint called as each kind of caller; refusals must not leak account data.
async fn check(app: &TestApp, callers: &Callers, table: &[Row<'_>]) {
    let unsigned = unsigned(2);
    let tokens: [Option<&str>; 8] = [
        None,
        Some("garbage"),
        Some(&callers.expired),
        Some(&callers.forged),
        Some(&unsigned),
        Some(&callers.other),
        Some(&callers.buyer),
        Some(&callers.admin),
    ];
    for (method, path, body, expected) in table {
        for (token, want) in tokens.iter().zip(expected) {
            let body = (!body.is_empty()).then_some(("application/json", *body));
            let reply = app.request_as(method.clone(), path, body, *token).await;
            assert_eq!(
                reply.status, *want,
                "{method} {path} with {token:?}: {}",
                reply.text
            );
            if !want.is_success() {
                assert!(
                    !reply.text.contains("Mirpur") && !reply.text.contains("\"email\""),
                    "{path} leaked: {}",
                    reply.text
                );
            }
        }
    }
}

#[tokio::test]
async fn admin_endpoints_answer_only_admins() {
    let app = spawn_app().await;
    let callers = callers(&app).await;
    let order = app.order_probes(&callers.buyer).await;
    let tool: i64 = sqlx::query_scalar("SELECT MIN(id) FROM tools")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let (ok, no, forbidden) = (
        StatusCode::OK,
        StatusCode::UNAUTHORIZED,
        StatusCode::FORBIDDEN,
    );
    let refused = |admin| [no, no, no, no, no, forbidden, forbidden, admin];
    let (orders, deliver) = ("/api/orders".to_owned(), format!("/api/orders/{order}"));
    let product = format!("/api/product/{tool}");
    let table: &[Row] = &[
        (Method::GET, &orders, "", refused(ok)),
        // Unpaid, so the admin's delivery is refused for that reason and no other.
        (
            Method::PUT,
            &deliver,
            r#"{"isDelivered":true}"#,
            refused(StatusCode::CONFLICT),
        ),
        (Method::GET, "/api/users", "", refused(ok)),
        (Method::GET, "/api/admin", "", refused(ok)),
        (
            Method::DELETE,
            "/api/user/admin/other@example.com",
            "",
            refused(ok),
        ),
        (
            Method::POST,
            "/api/product",
            "{}",
            refused(StatusCode::UNPROCESSABLE_ENTITY),
        ),
        (
            Method::PUT,
            &product,
            r#"{"availableQuantity":"5"}"#,
            refused(ok),
        ),
        (Method::DELETE, &product, "", refused(ok)),
        // Last: from here on the other buyer is an admin.
        (
            Method::PUT,
            "/api/user/admin/other@example.com",
            "",
            refused(ok),
        ),
    ];
    check(&app, &callers, table).await;
    let remaining: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM tools WHERE id = ?")
        .bind(tool)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(remaining, 0, "deleted, by the admin");
}

#[tokio::test]
async fn a_demoted_admin_loses_access_on_the_next_request() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let other = app.new_buyer("other@example.com").await;
    let promote = app
        .request_as(
            Method::PUT,
            "/api/user/admin/other@example.com",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(promote.status, StatusCode::OK);
    assert_eq!(
        app.get_as("/api/users", &other).await.status,
        StatusCode::OK
    );

    let demote = app
        .request_as(
            Method::DELETE,
            "/api/user/admin/other@example.com",
            None,
            Some(&admin),
        )
        .await;

    assert_eq!(demote.status, StatusCode::OK);
    assert_eq!(
        app.get_as("/api/users", &other).await.status,
        StatusCode::FORBIDDEN
    );
}

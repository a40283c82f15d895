//! Abuse that could take the server down or turn it on someone, each tried against the real
//! router: long and malformed searches, racing uploads, a flood of mail to one inbox, IPv6
//! address rotation, bodies that trickle in, spreadsheet formulas in exports and names the
//! file system refuses. (Picture bombs against the real binary: `picture_bombs.rs`.)

use crate::helpers::{ADMIN, BUYER, PNG, spawn_with, url_escape};
use api::http::middleware::client_address::TrustedProxies;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use shared::messages;
use std::time::{Duration, Instant};

#[tokio::test]
async fn a_search_is_capped_in_length_and_a_control_character_is_refused() {
    let app = spawn_with(true, |_| {}).await;
    let search = |q: String| {
        let app = &app;
        async move {
            let path = format!("/api/tools?q={}&page=1&limit=12", url_escape(&q));
            app.get(&path).await
        }
    };
    assert_eq!(search("a".repeat(200)).await.status, StatusCode::OK);
    let long = search("a".repeat(201)).await;
    assert_eq!(long.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        long.error_message(),
        messages::search_too_long(200).render(shared::Lang::En)
    );
    // Bangla takes about twice the characters: 400 of them.
    assert_eq!(search("সে".repeat(200)).await.status, StatusCode::OK);
    assert_eq!(
        search("সে".repeat(201)).await.status,
        StatusCode::BAD_REQUEST
    );
    // Thousands of characters: refused before a single trigram is counted.
    assert_eq!(
        search("ab".repeat(3_000)).await.status,
        StatusCode::BAD_REQUEST
    );
    // Unpaged, and a NUL, which SQLite's index cannot take (it answered 500).
    let nul = app.get("/api/tools?q=abc%00").await;
    assert_eq!(nul.status, StatusCode::BAD_REQUEST, "{}", nul.text);
    assert_eq!(nul.error_message(), messages::SEARCH_UNSEARCHABLE.en());
}

#[tokio::test]
async fn a_picture_name_longer_than_any_stored_one_is_not_found() {
    let app = spawn_with(true, |_| {}).await;
    let name = format!("{}.png", "a".repeat(300));
    let reply = app.get(&format!("/api/images/{name}")).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND, "{}", reply.text);
    let copy = format!("{}-640w.webp", "b".repeat(260));
    assert_eq!(
        app.get(&format!("/api/images/{copy}")).await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn forty_uploads_at_once_get_the_hours_thirty_slots_and_no_more() {
    let app = spawn_with(true, |_| {}).await;
    let token = app.token(BUYER).await;
    let uploads =
        crate::helpers::join_all((0..40).map(|_| app.upload(Some(&token), "image", PNG))).await;
    let created = uploads
        .iter()
        .filter(|(status, _)| *status == StatusCode::CREATED)
        .count();
    let refused = uploads
        .iter()
        .filter(|(status, _)| *status == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!((created, refused), (30, 10));
    assert_eq!(app.count("upload_log", "TRUE").await, 30);
}

#[tokio::test]
async fn one_inbox_gets_a_few_messages_an_hour_however_many_ask() {
    let app = spawn_with(true, |_| {}).await;
    let body = format!(r#"{{"email":"{}"}}"#, BUYER.0);
    for _ in 0..20 {
        let reply = app.post_json("/api/forgot-password", &body).await;
        // The same answer every time: nothing tells a stranger the mail was held.
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    }
    let to_buyer = format!("recipient = '{}'", BUYER.0);
    assert_eq!(
        app.count("email_outbox", &to_buyer).await,
        api::mail::PER_ADDRESS_PER_HOUR
    );
}

#[tokio::test]
async fn resending_from_the_outbox_is_limited_per_address_and_per_admin() {
    let app = spawn_with(true, |_| {}).await;
    let admin = app.token(ADMIN).await;
    // Twenty-two messages to as many addresses, as a busy day leaves them.
    for n in 0..22 {
        sqlx::query(
            "INSERT INTO email_outbox (recipient, subject, body, created_at)
             VALUES ($1, 'Verify', 'Open the link', 0)",
        )
        .bind(format!("buyer{n}@example.com"))
        .execute(&app.state.db)
        .await
        .unwrap();
    }
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM email_outbox ORDER BY id")
        .fetch_all(&app.state.db)
        .await
        .unwrap();
    let resend = |id: i64| {
        let (app, admin) = (&app, &admin);
        async move {
            let path = format!("/api/outbox/{id}/resend");
            app.send_as(Method::POST, &path, "", admin).await
        }
    };
    // One address: its hour's messages, then no more.
    for _ in 0..api::mail::PER_ADDRESS_PER_HOUR {
        assert_eq!(resend(ids[0]).await.status, StatusCode::OK);
    }
    let full = resend(ids[0]).await;
    assert_eq!(full.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(full.error_message(), messages::MAIL_HELD_FOR_ADDRESS.en());
    // One admin: twenty resends an hour, whoever they go to.
    let left = api::mail::RESENDS_PER_ADMIN_PER_HOUR - api::mail::PER_ADDRESS_PER_HOUR;
    for &id in &ids[1..=left as usize] {
        assert_eq!(resend(id).await.status, StatusCode::OK);
    }
    let over = resend(ids[21]).await;
    assert_eq!(over.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(over.error_message(), messages::TOO_MANY_RESENDS.en());
}

#[tokio::test]
async fn an_ipv6_client_rotating_its_address_is_one_client() {
    let app = spawn_with(true, |config| {
        config.form_limit_per_minute = 3;
        config.trust_proxy = TrustedProxies::Count(1);
    })
    .await;
    let post_from = |client: String| {
        let request = Request::post("/api/forgot-password")
            .header(header::CONTENT_TYPE, "application/json")
            .header("x-forwarded-for", client)
            .body(Body::from(r#"{"email":"nobody@example.com"}"#))
            .unwrap();
        app.send(request)
    };
    for n in 1..=3 {
        let reply = post_from(format!("2001:db8:1:2::{n:x}")).await;
        assert_eq!(reply.status, StatusCode::OK);
    }
    let rotated = post_from("2001:db8:1:2:ffff:1:2:3".into()).await;
    assert_eq!(rotated.status, StatusCode::TOO_MANY_REQUESTS, "same /64");
    let neighbour = post_from("2001:db8:1:3::1".into()).await;
    assert_eq!(
        neighbour.status,
        StatusCode::OK,
        "another /64 is another client"
    );
}

#[tokio::test]
async fn a_body_that_trickles_past_the_deadline_is_cut_off() {
    let app = spawn_with(true, |config| {
        config.body_deadline = Duration::from_secs(1);
    })
    .await;
    // A few bytes of the body, then nothing.
    let (sender, body) = {
        let (sender, receiver) =
            tokio::sync::mpsc::channel::<Result<axum::body::Bytes, std::io::Error>>(1);
        let stream = tokio_stream_of(receiver);
        (sender, Body::from_stream(stream))
    };
    sender
        .send(Ok(axum::body::Bytes::from_static(b"{\"email\":")))
        .await
        .unwrap();
    let request = Request::post("/api/login")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::CONTENT_LENGTH, "100")
        .body(body)
        .unwrap();
    let started = Instant::now();
    let reply = app.send(request).await;
    assert_eq!(reply.status, StatusCode::REQUEST_TIMEOUT, "{}", reply.text);
    assert_eq!(reply.error_message(), messages::REQUEST_TOO_SLOW.en());
    assert_eq!(reply.headers[header::CONNECTION], "close");
    assert!(started.elapsed() < Duration::from_secs(5));
    drop(sender);
}

/// A stream of what the channel receives.
fn tokio_stream_of<T: Send + 'static>(
    mut receiver: tokio::sync::mpsc::Receiver<T>,
) -> impl futures_util::Stream<Item = T> {
    futures_util::stream::poll_fn(move |cx| receiver.poll_recv(cx))
}

#[tokio::test]
async fn an_exported_name_cannot_become_a_formula_in_any_spreadsheet() {
    let app = spawn_with(true, |_| {}).await;
    let buyer = app.token(BUYER).await;
    app.order_probes(&buyer).await;
    sqlx::query("UPDATE users SET display_name = $1 WHERE email = $2")
        .bind("Karim;=1+2")
        .bind(BUYER.0)
        .execute(&app.state.db)
        .await
        .unwrap();
    let admin = app.token(ADMIN).await;
    for path in ["/api/exports/orders", "/api/exports/customers"] {
        let csv = app.get_as(path, &admin).await;
        assert_eq!(csv.status, StatusCode::OK, "{path}");
        assert!(csv.text.contains("\"Karim;'=1+2\""), "{path}: {}", csv.text);
        assert!(!csv.text.contains(";=1+2"), "{path}");
    }
}

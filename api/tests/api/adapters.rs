//! The real adapters for mail and pictures, against servers on loopback that speak the
//! providers' wire formats: SMTP, and imgbb's multipart upload with its JSON reply.

use crate::helpers::{BUYER, PNG, smtp, spawn_with, unreachable_smtp};
use api::runtime::config::ImgbbConfig;
use axum::extract::{Multipart, Query};
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use serde_json::json;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

/// A minimal SMTP server: answers the commands a client sends and keeps each DATA section.
async fn smtp_server() -> (String, Arc<Mutex<Vec<String>>>) {
    let received = Arc::new(Mutex::new(Vec::new()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("smtp://{}", listener.local_addr().unwrap());
    let store = received.clone();
    tokio::spawn(async move {
        loop {
            let Ok((socket, _)) = listener.accept().await else {
                return;
            };
            let store = store.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read).lines();
                write
                    .write_all(b"220 mail.test ESMTP ready\r\n")
                    .await
                    .unwrap();
                let mut data: Option<String> = None;
                while let Ok(Some(line)) = lines.next_line().await {
                    if let Some(body) = data.as_mut() {
                        if line == "." {
                            store.lock().unwrap().push(data.take().unwrap());
                            write.write_all(b"250 2.0.0 queued\r\n").await.unwrap();
                        } else {
                            body.push_str(&line);
                            body.push('\n');
                        }
                        continue;
                    }
                    let command = line.to_ascii_uppercase();
                    let reply: &[u8] = if command.starts_with("EHLO") {
                        b"250-mail.test\r\n250 8BITMIME\r\n"
                    } else if command.starts_with("DATA") {
                        data = Some(String::new());
                        b"354 end with <CRLF>.<CRLF>\r\n"
                    } else if command.starts_with("QUIT") {
                        write.write_all(b"221 bye\r\n").await.unwrap();
                        return;
                    } else {
                        b"250 OK\r\n"
                    };
                    write.write_all(reply).await.unwrap();
                }
            });
        }
    });
    (url, received)
}

#[tokio::test]
async fn the_smtp_mailer_delivers_the_verification_link() {
    let (url, received) = smtp_server().await;
    let app = spawn_with(true, |config| config.smtp = Some(smtp(url))).await;

    let reply = app.sign_up("Jamal", "jamal@example.com", "Abcdefg1@").await;

    assert_eq!(reply.status, StatusCode::CREATED);
    let mails = received.lock().unwrap().clone();
    assert_eq!(mails.len(), 1);
    assert!(mails[0].contains("To: jamal@example.com"), "{}", mails[0]);
    assert!(
        mails[0].contains("http://shop.test/verify-email?token="),
        "{}",
        mails[0]
    );
    let sent: Option<i64> = sqlx::query_scalar(
        "SELECT sent_at FROM email_outbox WHERE recipient = 'jamal@example.com'",
    )
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    assert!(sent.is_some(), "the outbox records the delivery");

    // The admins see that it left, not the link only its recipient may open.
    let admin = app.token(crate::helpers::ADMIN).await;
    let outbox = app.get_as("/api/outbox?limit=5", &admin).await.json();
    let mail = &outbox[0];
    assert_eq!(mail["status"], "sent");
    let body = mail["body"].as_str().unwrap();
    assert!(body.contains("/verify-email?token=…"), "{body}");
    let token = mails[0]
        .split("?token=")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap();
    assert!(!body.contains(token));
}

#[tokio::test]
async fn the_smtp_mailer_attaches_the_tax_invoice_to_the_paid_mail() {
    let (url, received) = smtp_server().await;
    let app = spawn_with(true, |config| config.smtp = Some(smtp(url))).await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    app.pay(&buyer, order).await;
    api::notices::run_once(&app.state).await.unwrap();

    let mails = received.lock().unwrap().clone();
    let paid = mails
        .iter()
        .find(|mail| mail.contains("Subject: Payment received for order"))
        .unwrap_or_else(|| panic!("no paid mail among {mails:#?}"));
    assert!(paid.contains("Content-Type: multipart/mixed"), "{paid}");
    assert!(paid.contains("Content-Type: application/pdf"), "{paid}");
    // The file's name, long enough to be split as RFC 2231 says.
    assert!(paid.contains("Content-Disposition: attachment"), "{paid}");
    assert!(paid.contains("mushak-6.3-INV-"), "{paid}");
    // The placed mail has nothing to attach, so it is one plain part.
    let placed = mails.iter().find(|mail| mail.contains("placed")).unwrap();
    assert!(!placed.contains("multipart"), "{placed}");
}

/// A mail server that cannot be reached: the outbox keeps the message with the reason, and a
/// resend says the server refused it (502) and records the new failure too.
#[tokio::test]
async fn a_mail_the_server_refuses_is_kept_with_its_error_and_can_be_resent() {
    let app = spawn_with(true, |config| config.smtp = Some(smtp(unreachable_smtp()))).await;
    let reply = app.sign_up("Jamal", "jamal@example.com", "Abcdefg1@").await;
    assert_eq!(reply.status, StatusCode::CREATED, "the account is fine");

    let admin = app.token(crate::helpers::ADMIN).await;
    let outbox = app.get_as("/api/outbox?limit=5", &admin).await.json();
    let failed = &outbox[0];
    assert_eq!(failed["to"], "jamal@example.com");
    assert_eq!(failed["status"], "failed");
    assert!(!failed["error"].as_str().unwrap().is_empty());
    let id = failed["_id"].as_i64().unwrap();
    let resent = app
        .send_as(
            axum::http::Method::POST,
            &format!("/api/outbox/{id}/resend"),
            "",
            &admin,
        )
        .await;
    assert_eq!(resent.status, StatusCode::BAD_GATEWAY);
    let outbox = app.get_as("/api/outbox?limit=5", &admin).await.json();
    assert_eq!(outbox[0]["resentFrom"], id);
    assert_eq!(outbox[0]["status"], "failed");
}

/// An image host that answers like imgbb: the key in the query, the picture in `image`.
async fn image_host(succeed: bool) -> (String, Arc<Mutex<Vec<(String, usize)>>>) {
    let uploads = Arc::new(Mutex::new(Vec::new()));
    let store = uploads.clone();
    let app = Router::new().route(
        "/1/upload",
        post(move |Query(query): Query<HashMap<String, String>>, mut form: Multipart| {
            let store = store.clone();
            async move {
                let mut size = 0;
                while let Some(field) = form.next_field().await.unwrap() {
                    if field.name() == Some("image") {
                        size = field.bytes().await.unwrap().len();
                    }
                }
                store.lock().unwrap().push((query.get("key").cloned().unwrap_or_default(), size));
                if succeed {
                    (StatusCode::OK, Json(json!({
                        "data": { "id": "abc123", "url": "https://i.ibb.co/abc123/upload.png", "display_url": "https://i.ibb.co/abc123/upload.png" },
                        "success": true, "status": 200
                    })))
                } else {
                    (StatusCode::BAD_REQUEST, Json(json!({
                        "status_code": 400, "error": { "message": "Invalid API v1 key.", "code": 100 }, "status_txt": "Bad Request"
                    })))
                }
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/1/upload", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (url, uploads)
}

#[tokio::test]
async fn the_image_host_keeps_pictures_when_a_key_is_configured() {
    let (url, uploads) = image_host(true).await;
    let app = spawn_with(true, |config| {
        config.imgbb = Some(ImgbbConfig {
            key: "test-key".into(),
            url,
        })
    })
    .await;

    let token = app.token(BUYER).await;
    let (status, body) = app.upload(Some(&token), "image", PNG).await;

    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["url"], "https://i.ibb.co/abc123/upload.png");
    assert_eq!(
        uploads.lock().unwrap().as_slice(),
        [("test-key".to_owned(), PNG.len())]
    );
}

#[tokio::test]
async fn a_refusing_image_host_is_a_clear_502() {
    let (url, _) = image_host(false).await;
    let app = spawn_with(true, |config| {
        config.imgbb = Some(ImgbbConfig {
            key: "bad".into(),
            url,
        })
    })
    .await;

    let token = app.token(BUYER).await;
    let (status, body) = app.upload(Some(&token), "image", PNG).await;

    assert_eq!(status, StatusCode::BAD_GATEWAY);
    assert_eq!(
        body["error"]["message"],
        shared::messages::IMAGE_UPLOAD_FAILED.en()
    );
}

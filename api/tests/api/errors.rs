//! Bad input of every kind gets the one JSON error shape with the right status.

use crate::helpers::spawn_app;
use axum::http::{Method, StatusCode};

#[tokio::test]
async fn unknown_api_paths_answer_json_not_the_ui() {
    let app = spawn_app().await;
    for path in [
        "/api/nope",
        "/api/tools/1/extra",
        "/api/",
        "/api",
        "/api/orders/all/the/things",
    ] {
        let reply = app.get(path).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert!(
            reply.headers["content-type"]
                .to_str()
                .unwrap()
                .starts_with("application/json")
        );
        assert_eq!(reply.json()["error"]["code"], "not_found", "{path}");
    }
}

#[tokio::test]
async fn a_query_parameter_the_operation_does_not_take_is_a_400_naming_the_ones_it_does() {
    let app = spawn_app().await;
    let misspelt = app.get("/api/tools?limt=5").await;
    assert_eq!(
        misspelt.status,
        StatusCode::BAD_REQUEST,
        "{}",
        misspelt.text
    );
    assert_eq!(
        misspelt.error_message(),
        "This address does not take 'limt'. It takes: q, page, limit, after, ids, partNumber, category, brand, inStock, minPrice, maxPrice, spec."
    );
    assert_eq!(misspelt.json()["error"]["key"], "UNKNOWN_QUERY_PARAMETER");

    let none = app.get("/api/tools/1?fields=all").await;
    assert_eq!(none.status, StatusCode::BAD_REQUEST, "{}", none.text);
    assert_eq!(
        none.error_message(),
        "This address takes no query parameters, so 'fields' cannot be used."
    );

    for path in ["/api/tools?limit=5&q=sensor", "/api/tools/1", "/api/tools?"] {
        let reply = app.get(path).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.text);
    }
    // A provider may add fields to its callback: it is never refused for one.
    let callback = app
        .get("/api/bkash/callback?paymentID=TR001&status=cancel&apiVersion=1.2.0-beta")
        .await;
    assert_ne!(
        callback.status,
        StatusCode::BAD_REQUEST,
        "{}",
        callback.text
    );
}

#[tokio::test]
async fn broken_json_is_a_400_with_a_readable_message() {
    let app = spawn_app().await;

    let reply = app
        .post_json("/api/contact", r#"{"email": "a@b.co", "#)
        .await;

    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    let error = &reply.json()["error"];
    assert_eq!(error["code"], "bad_request");
    assert_eq!(error["message"], shared::messages::BODY_NOT_JSON.en());
}

#[tokio::test]
async fn a_wrongly_typed_field_is_a_422_naming_it() {
    let app = spawn_app().await;

    let reply = app
        .post_json("/api/contact", r#"{"email": 5, "message": "hi"}"#)
        .await;

    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(reply.error_message().contains("email"), "{}", reply.text);
}

/// serde would read a struct from an array; schemathesis found `PUT /update/user` took `[]`.
#[tokio::test]
async fn a_body_that_is_not_a_json_object_is_a_422() {
    let app = spawn_app().await;
    let token = app.token(crate::helpers::BUYER).await;

    for body in ["[]", r#"["a@b.co", "hello there"]"#, "\"text\"", "5"] {
        let reply = app
            .send_as(
                Method::PUT,
                "/api/update/user/buyer@shop.test",
                body,
                &token,
            )
            .await;

        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(
            reply.error_message(),
            shared::messages::BODY_NOT_AN_OBJECT.en(),
            "{}",
            reply.text
        );
    }
    let feedback = app
        .post_json(
            "/api/contact",
            r#"["a@b.co", "A message long enough to pass."]"#,
        )
        .await;
    assert_eq!(feedback.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn a_body_that_is_not_json_is_a_415() {
    let app = spawn_app().await;

    let reply = app
        .request(Method::POST, "/api/contact", Some(("text/plain", "hello")))
        .await;

    assert_eq!(reply.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(reply.json()["error"]["code"], "unsupported_media_type");
    assert_eq!(
        reply.error_message(),
        shared::messages::BODY_NOT_SENT_AS_JSON.en()
    );
}

#[tokio::test]
async fn a_wrong_method_is_a_json_405() {
    let app = spawn_app().await;

    let reply = app.request(Method::DELETE, "/api/tools", None).await;

    assert_eq!(reply.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(reply.json()["error"]["code"], "method_not_allowed");
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = crate::helpers::spawn_app().await;
    for path in ["/", "/api/tools", "/api/no-such-thing"] {
        let reply = app.get(path).await;
        let policy = reply.headers["content-security-policy"].to_str().unwrap();
        let script_src = policy
            .split(';')
            .find(|part| part.trim().starts_with("script-src"))
            .unwrap();
        assert!(!script_src.contains("unsafe-inline"), "{path}: {policy}");
        assert!(policy.contains("frame-ancestors 'none'"), "{path}");
        assert_eq!(reply.headers["x-content-type-options"], "nosniff");
        assert_eq!(
            reply.headers["referrer-policy"],
            "strict-origin-when-cross-origin"
        );
    }
}

#[tokio::test]
async fn an_oversized_body_is_a_json_413() {
    let app = crate::helpers::spawn_app().await;
    let huge = format!(
        r#"{{"email":"a@b.co","message":"{}"}}"#,
        "x".repeat(api::MAX_BODY_BYTES)
    );

    let reply = app.post_json("/api/contact", &huge).await;

    assert_eq!(
        reply.status,
        axum::http::StatusCode::PAYLOAD_TOO_LARGE,
        "{}",
        reply.text
    );
    assert_eq!(reply.error_message(), shared::messages::BODY_TOO_LARGE.en());
}

#[tokio::test]
async fn public_forms_are_rate_limited_per_client() {
    let app = crate::helpers::spawn_with(true, |config| config.form_limit_per_minute = 3).await;
    let feedback = r#"{"email":"karim@factory.com.bd","message":"Do you deliver to Khulna?"}"#;

    let mut statuses = Vec::new();
    for _ in 0..4 {
        statuses.push(app.post_json("/api/contact", feedback).await.status);
    }

    assert_eq!(statuses[..3], [axum::http::StatusCode::CREATED; 3]);
    assert_eq!(statuses[3], axum::http::StatusCode::TOO_MANY_REQUESTS);
    let refused = app.post_json("/api/contact", feedback).await;
    assert_eq!(
        refused.error_message(),
        shared::messages::TOO_MANY_ATTEMPTS.en()
    );
    // Other forms have their own count; reading is never limited.
    assert_ne!(
        app.sign_in(crate::helpers::BUYER).await.status,
        axum::http::StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        app.get("/api/tools").await.status,
        axum::http::StatusCode::OK
    );
}

#[tokio::test]
async fn every_answer_carries_its_request_id_and_an_error_body_quotes_it() {
    let app = crate::helpers::spawn_app().await;
    let ok = app.get("/api/tools?page=1").await;
    let first = ok.headers["x-request-id"].to_str().unwrap().to_owned();
    let missing = app.get("/api/tools/999999").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let id = missing.headers["x-request-id"].to_str().unwrap();
    assert_ne!(id, first, "each request its own");
    assert_eq!(missing.json()["error"]["requestId"], id);
    // A client cannot choose its own.
    let request = axum::http::Request::get("/api/tools/999999")
        .header("x-request-id", "forged")
        .body(axum::body::Body::empty())
        .unwrap();
    let forged = app.send(request).await;
    assert_ne!(forged.headers["x-request-id"], "forged");
}

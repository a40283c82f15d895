//! Sign-in through Firebase, against a key server on loopback that publishes keys the way
//! Google does (a JSON Web Key Set with Cache-Control), and tokens signed as Firebase signs them.

use crate::helpers::{TestApp, spawn_with};
use api::runtime::config::FirebaseConfig;
use axum::Router;
use axum::http::{StatusCode, header};
use axum::routing::get;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::json;
use shared::messages;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

const PROJECT: &str = "shilpo-tools-test";
const KEY: &[u8] = include_bytes!("../fixtures/firebase-key.pem");
const WRONG_KEY: &[u8] = include_bytes!("../fixtures/firebase-wrong-key.pem");
const JWKS: &str = include_str!("../fixtures/firebase-jwks.json");

/// Serves the key set like Google: JSON with a max-age. Counts how often it is asked.
async fn key_server() -> (String, Arc<AtomicUsize>) {
    let hits = Arc::new(AtomicUsize::new(0));
    let counter = hits.clone();
    let app = Router::new().route(
        "/keys",
        get(move || {
            counter.fetch_add(1, Ordering::SeqCst);
            async {
                (
                    [
                        (header::CONTENT_TYPE, "application/json"),
                        (
                            header::CACHE_CONTROL,
                            "public, max-age=19000, must-revalidate",
                        ),
                    ],
                    JWKS,
                )
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/keys", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (url, hits)
}

async fn shop_with_firebase() -> (TestApp, Arc<AtomicUsize>) {
    let (keys_url, hits) = key_server().await;
    let app = spawn_with(true, |config| {
        config.firebase = Some(FirebaseConfig {
            project_id: PROJECT.into(),
            api_key: "public-web-key".into(),
            auth_domain: format!("{PROJECT}.firebaseapp.com"),
            keys_url,
        })
    })
    .await;
    (app, hits)
}

struct IdToken {
    project: &'static str,
    issued_seconds_ago: i64,
    lifetime: i64,
    key: &'static [u8],
    email: &'static str,
    email_verified: bool,
    name: String,
    picture: &'static str,
}

impl Default for IdToken {
    fn default() -> Self {
        Self {
            project: PROJECT,
            issued_seconds_ago: 10,
            lifetime: 3600,
            key: KEY,
            email: "farhana@example.com",
            email_verified: true,
            name: "Farhana Akter".into(),
            picture: "https://lh3.googleusercontent.com/a/photo.jpg",
        }
    }
}

impl IdToken {
    fn sign(&self) -> String {
        let now = api::store::db::now_ms() / 1000;
        let iat = now - self.issued_seconds_ago;
        let mut header = Header::new(Algorithm::RS256);
        header.kid = Some("test-key-1".into());
        let claims = json!({
            "iss": format!("https://securetoken.google.com/{}", self.project),
            "aud": self.project,
            "auth_time": iat,
            "user_id": "firebase-uid-1",
            "sub": "firebase-uid-1",
            "iat": iat,
            "exp": iat + self.lifetime,
            "email": self.email,
            "email_verified": self.email_verified,
            "name": self.name,
            "picture": self.picture,
            "firebase": { "identities": { "google.com": ["123"] }, "sign_in_provider": "google.com" }
        });
        jsonwebtoken::encode(
            &header,
            &claims,
            &EncodingKey::from_rsa_pem(self.key).unwrap(),
        )
        .unwrap()
    }
}

async fn sign_in(app: &TestApp, token: &str) -> crate::helpers::Reply {
    app.post_json("/api/login", &json!({ "idToken": token }).to_string())
        .await
}

#[tokio::test]
async fn a_valid_id_token_signs_in_a_new_buyer_and_keys_are_cached() {
    let (app, hits) = shop_with_firebase().await;

    let first = sign_in(&app, &IdToken::default().sign()).await;
    let second = sign_in(&app, &IdToken::default().sign()).await;

    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    let user = &first.json()["user"];
    assert_eq!(user["email"], "farhana@example.com");
    assert_eq!(user["displayName"], "Farhana Akter");
    assert_eq!(user["role"], "user");
    let token = first.json()["accessToken"].as_str().unwrap().to_owned();
    assert_eq!(
        app.get_as("/api/me", &token).await.json()["email"],
        "farhana@example.com"
    );
    assert_eq!(second.status, StatusCode::OK);
    assert_eq!(
        hits.load(Ordering::SeqCst),
        1,
        "the key set is fetched once while fresh"
    );
    let accounts = app.count("users", "firebase_uid = 'firebase-uid-1'").await;
    assert_eq!(accounts, 1);
}

#[tokio::test]
async fn refused_tokens() {
    let (app, _) = shop_with_firebase().await;
    let cases = [
        (
            "expired",
            IdToken {
                issued_seconds_ago: 7200,
                ..Default::default()
            },
            messages::SESSION_EXPIRED.en(),
        ),
        (
            "for another project",
            IdToken {
                project: "someone-else",
                ..Default::default()
            },
            messages::PROVIDER_SIGN_IN_FAILED.en(),
        ),
        (
            "badly signed",
            IdToken {
                key: WRONG_KEY,
                ..Default::default()
            },
            messages::PROVIDER_SIGN_IN_FAILED.en(),
        ),
        (
            "issued in the future",
            IdToken {
                issued_seconds_ago: -600,
                ..Default::default()
            },
            messages::PROVIDER_SIGN_IN_FAILED.en(),
        ),
    ];
    for (what, token, message) in cases {
        let reply = sign_in(&app, &token.sign()).await;
        assert_eq!(
            reply.status,
            StatusCode::UNAUTHORIZED,
            "{what}: {}",
            reply.text
        );
        assert_eq!(reply.error_message(), message, "{what}");
        assert!(reply.json().get("accessToken").is_none());
    }
    let garbage = sign_in(&app, "not-a-token").await;
    assert_eq!(garbage.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn an_existing_account_is_linked_only_through_a_verified_email() {
    let (app, _) = shop_with_firebase().await;
    let unverified = IdToken {
        email: "buyer@shop.test",
        email_verified: false,
        ..Default::default()
    };

    let refused = sign_in(&app, &unverified.sign()).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(refused.error_code(), "provider_email_unverified");
    assert_eq!(
        refused.error_message(),
        messages::PROVIDER_EMAIL_UNVERIFIED.en()
    );

    let verified = IdToken {
        email: "buyer@shop.test",
        ..Default::default()
    };
    let linked = sign_in(&app, &verified.sign()).await;
    assert_eq!(linked.status, StatusCode::OK, "{}", linked.text);
    assert_eq!(
        linked.json()["user"]["displayName"],
        "Demo Buyer",
        "the existing account, not a new one"
    );
}

#[tokio::test]
async fn an_unreachable_key_server_is_a_502_with_a_clear_message() {
    let app = spawn_with(true, |config| {
        config.firebase = Some(FirebaseConfig {
            project_id: PROJECT.into(),
            api_key: String::new(),
            auth_domain: String::new(),
            keys_url: "http://127.0.0.1:9/keys".into(),
        })
    })
    .await;

    let reply = sign_in(&app, &IdToken::default().sign()).await;

    assert_eq!(reply.status, StatusCode::BAD_GATEWAY);
    assert_eq!(reply.error_message(), messages::PROVIDER_UNREACHABLE.en());
}

#[tokio::test]
async fn the_browser_learns_whether_firebase_is_on() {
    let (with, _) = shop_with_firebase().await;
    let without = crate::helpers::spawn_app().await;

    assert_eq!(
        with.get("/api/config").await.json()["firebase"]["projectId"],
        PROJECT
    );
    assert_eq!(
        without.get("/api/config").await.json()["firebase"],
        serde_json::Value::Null
    );
}

#[tokio::test]
async fn a_provider_proving_an_address_makes_its_owner_the_only_holder() {
    let (app, _) = shop_with_firebase().await;
    // An attacker signs up with Farhana's address and a password of their own.
    let attacker = ("farhana@example.com", "Attacker@1");
    app.sign_up("Farhana", attacker.0, attacker.1).await;

    // Farhana later signs in with Google, which vouches for her address.
    let linked = sign_in(&app, &IdToken::default().sign()).await;
    assert_eq!(linked.status, StatusCode::OK, "{}", linked.text);
    assert_ne!(
        app.sign_in(attacker).await.status,
        StatusCode::OK,
        "the attacker's password went with the proof"
    );
}

#[tokio::test]
async fn an_unverified_provider_email_never_creates_links_or_blocks() {
    let (app, _) = shop_with_firebase().await;
    let unverified = IdToken {
        email_verified: false,
        ..Default::default()
    };
    let refused = sign_in(&app, &unverified.sign()).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let accounts = app.count("users", "email = 'farhana@example.com'").await;
    assert_eq!(accounts, 0, "no account created");
    // The address is still free for its owner.
    let signed_up = app
        .sign_up("Farhana", "farhana@example.com", "Farhana@2026")
        .await;
    assert_eq!(signed_up.status, StatusCode::CREATED);
}

#[tokio::test]
async fn a_tokens_name_and_photo_pass_the_profile_rules() {
    let (app, _) = shop_with_firebase().await;
    let odd = IdToken {
        name: "x".repeat(300),
        picture: "javascript:alert(1)",
        ..Default::default()
    };
    let reply = sign_in(&app, &odd.sign()).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let user = &reply.json()["user"];
    assert_eq!(user["displayName"], serde_json::Value::Null);
    assert_eq!(user["photoURL"], serde_json::Value::Null);
}

//! The authorization matrix, generated from the OpenAPI document, which is itself generated
//! from the router (`api::http::openapi`): every operation × every kind of caller answers as the
//! operation's `security` says, and no answer to anyone but the owner or an admin carries the
//! owner's private data. A new endpoint joins the matrix by existing.

use crate::helpers::{ADMIN, BUYER, TestApp, spawn_app};
use axum::http::{Method, StatusCode};
use jsonwebtoken::{EncodingKey, Header};
use serde_json::Value;

/// Who calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Caller {
    Anonymous,
    Malformed,
    Expired,
    /// Signed with another key.
    Forged,
    /// `alg: none`, no signature at all.
    Unsigned,
    /// A buyer who is not the owner of what the path names.
    OtherBuyer,
    /// An admin whose rights were taken away.
    DemotedAdmin,
    /// The buyer whose account and orders the paths name.
    Owner,
    Admin,
}

const CALLERS: [Caller; 9] = [
    Caller::Anonymous,
    Caller::Malformed,
    Caller::Expired,
    Caller::Forged,
    Caller::Unsigned,
    Caller::OtherBuyer,
    Caller::DemotedAdmin,
    Caller::Owner,
    Caller::Admin,
];

impl Caller {
    fn is_signed_in(self) -> bool {
        matches!(
            self,
            Caller::OtherBuyer | Caller::DemotedAdmin | Caller::Owner | Caller::Admin
        )
    }

    /// Whether the caller meets one requirement's roles (see `api::http::openapi::BEARER`).
    fn meets(self, roles: &[String]) -> bool {
        roles.iter().all(|role| match role.as_str() {
            "admin" => self == Caller::Admin,
            "owner" => self == Caller::Owner,
            "buyer" => self != Caller::Admin,
            other => panic!("the matrix does not know the role {other:?}"),
        })
    }
}

/// What an operation's `security` asks for: nothing, or any one of several role sets.
enum Rule {
    Public,
    AnyOf(Vec<Vec<String>>),
}

impl Rule {
    fn of(operation: &Value) -> Self {
        match operation["security"].as_array() {
            None => Rule::Public,
            Some(requirements) => Rule::AnyOf(
                requirements
                    .iter()
                    .map(|requirement| {
                        let roles = &requirement[api::http::openapi::BEARER];
                        serde_json::from_value(roles.clone()).expect("bearer roles")
                    })
                    .collect(),
            ),
        }
    }

    /// Whether `caller` may pass.
    fn admits(&self, caller: Caller) -> bool {
        match self {
            Rule::Public => true,
            Rule::AnyOf(requirements) => {
                caller.is_signed_in() && requirements.iter().any(|roles| caller.meets(roles))
            }
        }
    }

    /// Refused callers: 401 without a valid session; 403 for the wrong role. Where ownership
    /// decides, someone else's record may also be 404, revealing nothing.
    fn accepts_refusal(&self, caller: Caller, status: StatusCode) -> bool {
        if !caller.is_signed_in() {
            return status == StatusCode::UNAUTHORIZED;
        }
        let owned = matches!(self, Rule::AnyOf(requirements)
            if requirements.iter().any(|roles| roles.iter().any(|role| role == "owner")));
        status == StatusCode::FORBIDDEN || (owned && status == StatusCode::NOT_FOUND)
    }
}

/// The accounts and records the paths name.
struct Scene {
    tokens: Vec<(Caller, Option<String>)>,
    owner_email: String,
    bystander_email: String,
    tool: i64,
    doomed_tool: i64,
    unpaid_order: i64,
    paid_order: i64,
    picture: String,
}

/// What only the owner and the admins may read.
const OWNER_SECRET_ADDRESS: &str = "House 42, Secret Lane, Uttara";

impl Scene {
    async fn set(app: &TestApp) -> Scene {
        let owner = app.token(BUYER).await;
        let admin = app.token(ADMIN).await;
        let other = app.new_buyer("other@example.com").await;
        app.new_buyer("demoted@example.com").await;
        app.new_buyer("bystander@example.com").await;
        for method in [Method::PUT, Method::DELETE] {
            let reply = app
                .request_as(
                    method,
                    "/api/user/admin/demoted@example.com",
                    None,
                    Some(&admin),
                )
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        }
        // Each role change ended the account's sessions: it signs in again, as a buyer.
        let demoted = app
            .token(("demoted@example.com", crate::helpers::NEW_BUYER_PASSWORD))
            .await;
        sqlx::query("UPDATE users SET address = $1 WHERE email = $2")
            .bind(OWNER_SECRET_ADDRESS)
            .bind(BUYER.0)
            .execute(&app.state.db)
            .await
            .unwrap();
        let unpaid_order = app.order_probes(&owner).await;
        let paid_order = app.order_probes(&owner).await;
        app.pay(&owner, paid_order).await;
        let tool = app.probe_tool().await;
        let doomed_tool: i64 = sqlx::query_scalar("SELECT MIN(id) FROM tools WHERE id <> $1")
            .bind(tool)
            .fetch_one(&app.state.db)
            .await
            .unwrap();
        let image: String = sqlx::query_scalar("SELECT image FROM tools WHERE id = $1")
            .bind(tool)
            .fetch_one(&app.state.db)
            .await
            .unwrap();
        let user_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
            .bind(BUYER.0)
            .fetch_one(&app.state.db)
            .await
            .unwrap();
        Scene {
            tokens: vec![
                (Caller::Anonymous, None),
                (Caller::Malformed, Some("garbage".into())),
                (Caller::Expired, Some(expired(app, user_id))),
                (Caller::Forged, Some(forged(user_id))),
                (Caller::Unsigned, Some(unsigned(user_id))),
                (Caller::OtherBuyer, Some(other)),
                (Caller::DemotedAdmin, Some(demoted)),
                (Caller::Owner, Some(owner)),
                (Caller::Admin, Some(admin)),
            ],
            owner_email: BUYER.0.into(),
            bystander_email: "bystander@example.com".into(),
            tool,
            doomed_tool,
            unpaid_order,
            paid_order,
            picture: image.rsplit('/').next().unwrap().to_owned(),
        }
    }

    fn token(&self, caller: Caller) -> Option<&str> {
        self.tokens
            .iter()
            .find(|(kind, _)| *kind == caller)
            .and_then(|(_, token)| token.as_deref())
    }

    /// The path with its parameters filled in: the owner's account and orders, a tool, a
    /// picture. Admin rights are given and taken from a bystander, so the owner stays a buyer;
    /// the tool deleted is one no other row needs.
    fn fill(&self, template: &str, method: &str) -> String {
        let mut path = template.to_owned();
        let values = [
            ("{email}", self.email_for(template)),
            ("{key}", self.key_for(method)),
            ("{id}", self.id_for(template)),
            ("{name}", self.picture.clone()),
            ("{outcome}", "success".into()),
            ("{slug}", "terms".into()),
            // A company's member: the callers belong to no company, which is what is asked.
            ("{userId}", "999999".into()),
        ];
        for (parameter, value) in values {
            path = path.replace(parameter, &value);
        }
        assert!(
            !path.contains('{'),
            "{template}: the matrix has no value for a parameter; add one to Scene::fill"
        );
        format!("/api{path}")
    }

    fn email_for(&self, template: &str) -> String {
        if template.starts_with("/user/admin/") {
            self.bystander_email.clone()
        } else {
            self.owner_email.clone()
        }
    }

    /// `/orders/{key}`: the owner's email to list, the paid order to deliver, the unpaid one
    /// to cancel.
    fn key_for(&self, method: &str) -> String {
        match method {
            "get" => self.owner_email.clone(),
            "put" => self.paid_order.to_string(),
            _ => self.unpaid_order.to_string(),
        }
    }

    fn id_for(&self, template: &str) -> String {
        match template {
            "/orders/{id}/invoice.pdf" => self.paid_order.to_string(),
            "/orders/{id}/delivery" | "/orders/{id}/payment-methods" => {
                self.unpaid_order.to_string()
            }
            "/product/{id}" => self.doomed_tool.to_string(),
            _ => self.tool.to_string(),
        }
    }
}

fn expired(app: &TestApp, user_id: i64) -> String {
    let now = api::store::db::now_ms() / 1000;
    app.state
        .tokens
        .issue(
            api::identity::sessions::Session {
                user_id,
                version: 0,
            },
            now - api::identity::sessions::LIFETIME_SECONDS - 60,
        )
        .unwrap()
}

fn forged(user_id: i64) -> String {
    let now = api::store::db::now_ms() / 1000;
    jsonwebtoken::encode(
        &Header::default(),
        &serde_json::json!({ "sub": user_id.to_string(), "iat": now, "exp": now + 600 }),
        &EncodingKey::from_secret(b"not the shop's key, but long enough to sign"),
    )
    .unwrap()
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
async fn every_operation_answers_each_caller_as_its_security_says() {
    let app = spawn_app().await;
    let scene = Scene::set(&app).await;
    let document = serde_json::to_value(&api::api_document().document).unwrap();
    let mut checked = 0;
    for (template, item) in document["paths"].as_object().unwrap() {
        // Ending every session would end the matrix's own callers' sessions halfway through;
        // its security is tested on its own (security.rs).
        if template == "/session/end-all" {
            continue;
        }
        for method in ["get", "post", "put", "delete", "patch"] {
            let Some(operation) = item.get(method) else {
                continue;
            };
            let rule = Rule::of(operation);
            let path = scene.fill(template, method);
            let body = operation
                .get("requestBody")
                .map(|_| ("application/json", "{}"));
            for caller in CALLERS {
                let http_method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
                let reply = app
                    .request_as(http_method, &path, body, scene.token(caller))
                    .await;
                let what = format!("{method} {path} as {caller:?}");
                assert!(!reply.status.is_server_error(), "{what}: {}", reply.text);
                if rule.admits(caller) {
                    assert!(
                        reply.status != StatusCode::UNAUTHORIZED
                            && reply.status != StatusCode::FORBIDDEN,
                        "{what} was refused: {}",
                        reply.text
                    );
                } else {
                    assert!(
                        rule.accepts_refusal(caller, reply.status),
                        "{what} answered {}: {}",
                        reply.status,
                        reply.text
                    );
                }
                if !matches!(caller, Caller::Owner | Caller::Admin) {
                    assert!(
                        !reply.text.contains(&scene.owner_email)
                            && !reply.text.contains(OWNER_SECRET_ADDRESS),
                        "{what} leaked the owner's data: {}",
                        reply.text
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 40 * CALLERS.len(), "only {checked} calls made");
}

#[tokio::test]
async fn a_role_change_ends_the_accounts_sessions() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let other = app.new_buyer("other@example.com").await;
    let path = "/api/user/admin/other@example.com";
    let promote = app.request_as(Method::PUT, path, None, Some(&admin)).await;
    assert_eq!(promote.status, StatusCode::OK);
    let stale = app.get_as("/api/users", &other).await;
    assert_eq!(
        stale.status,
        StatusCode::UNAUTHORIZED,
        "signed in before the change"
    );
    assert_eq!(
        stale.error_message(),
        shared::messages::SESSION_EXPIRED.en()
    );
    let as_admin = app
        .token(("other@example.com", crate::helpers::NEW_BUYER_PASSWORD))
        .await;
    assert_eq!(
        app.get_as("/api/users", &as_admin).await.status,
        StatusCode::OK
    );

    let demote = app
        .request_as(Method::DELETE, path, None, Some(&admin))
        .await;
    assert_eq!(demote.status, StatusCode::OK);
    assert_eq!(
        app.get_as("/api/users", &as_admin).await.status,
        StatusCode::UNAUTHORIZED,
        "the admin session ends with the demotion"
    );
    let as_buyer = app
        .token(("other@example.com", crate::helpers::NEW_BUYER_PASSWORD))
        .await;
    assert_eq!(
        app.get_as("/api/users", &as_buyer).await.status,
        StatusCode::FORBIDDEN
    );
}

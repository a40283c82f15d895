//! The attacks, each performed against the real router: what an attacker tries, and
//! that it fails.

use crate::helpers::{ADMIN, BUYER, TestApp, spawn_with};
use axum::http::{Method, StatusCode};

#[tokio::test]
async fn a_forged_forwarded_address_does_not_escape_the_form_limits() {
    let app = spawn_with(true, |config| {
        config.form_limit_per_minute = 3;
        config.trust_proxy = api::http::middleware::client_address::TrustedProxies::Count(1);
    })
    .await;
    let attempt = |forged: usize, client: &'static str| {
        let request = axum::http::Request::post("/api/forgot-password")
            .header("content-type", "application/json")
            // The proxy appends the real client to whatever the client sent.
            .header("x-forwarded-for", format!("10.9.8.{forged}, {client}"))
            .body(axum::body::Body::from(r#"{"email":"nobody@example.com"}"#))
            .unwrap();
        app.send(request)
    };
    for forged in 0..3 {
        assert_eq!(attempt(forged, "203.0.113.7").await.status, StatusCode::OK);
    }
    let fourth = attempt(99, "203.0.113.7").await;
    assert_eq!(
        fourth.status,
        StatusCode::TOO_MANY_REQUESTS,
        "a new left end changes nothing"
    );
    assert_eq!(
        attempt(0, "198.51.100.1").await.status,
        StatusCode::OK,
        "another client"
    );
}

#[tokio::test]
async fn a_shop_others_can_reach_gets_no_demo_accounts_unless_asked() {
    let public = spawn_with(true, |config| {
        config.addr = "0.0.0.0:0".parse().unwrap();
        config.public_url = None;
        config.demo = false;
        config.smtp = Some(a_mail_server());
    })
    .await;
    assert_eq!(
        public.count("users", "TRUE").await,
        0,
        "no account with a published password"
    );
    assert!(!api::identity::has_admin(&public.state.db).await.unwrap());
    assert!(
        public.count("tools", "TRUE").await > 0,
        "the sample catalogue still comes"
    );
    let refused = public.sign_in(ADMIN).await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);

    let asked = spawn_with(true, |config| {
        config.addr = "0.0.0.0:0".parse().unwrap();
        config.public_url = None;
        config.demo = true;
    })
    .await;
    assert_eq!(asked.sign_in(ADMIN).await.status, StatusCode::OK);
}

/// A mail server nothing is sent to in these tests.
fn a_mail_server() -> api::runtime::config::SmtpConfig {
    api::runtime::config::SmtpConfig {
        url: "smtp://127.0.0.1:9".into(),
        from: "Shop <shop@example.com>".into(),
    }
}

/// A shop set up as the deployment guide says: on loopback behind a proxy, with a public URL,
/// a mail server and no Stripe keys.
async fn shop_behind_a_proxy() -> TestApp {
    spawn_with(true, |config| {
        config.demo = false;
        config.public_url = Some("https://shop.example.com.bd".into());
        config.trust_proxy = api::http::middleware::client_address::TrustedProxies::Count(1);
        config.smtp = Some(a_mail_server());
    })
    .await
}

#[tokio::test]
async fn a_shop_with_a_public_url_is_never_a_demo() {
    let shop = shop_behind_a_proxy().await;
    // No demo accounts, though it listens on loopback.
    assert_eq!(shop.sign_in(ADMIN).await.status, StatusCode::NOT_FOUND);
    assert_eq!(shop.sign_in(BUYER).await.status, StatusCode::NOT_FOUND);
    // No test card, and no sample bank account to pay into.
    let config = shop.get("/api/config").await.json();
    assert_eq!(config["payments"]["provider"], "none");
    let methods: Vec<&str> = config["paymentMethods"]
        .as_array()
        .unwrap()
        .iter()
        .map(|method| method["id"].as_str().unwrap())
        .collect();
    assert_eq!(methods, ["cod"]);

    // A stranger who signs up cannot pay with the test card.
    let buyer = shop.new_buyer("stranger@example.com").await;
    let order = shop.order_probes(&buyer).await;
    let body = format!(
        r#"{{"orderId":{order},"card":{{"number":"4242 4242 4242 4242","expiry":"12/40","cvc":"123"}}}}"#
    );
    let paid = shop
        .send_as(Method::POST, "/api/payments/confirm", &body, &buyer)
        .await;
    assert_eq!(
        paid.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        paid.text
    );
    assert!(!shop.is_paid(order).await);
}

#[tokio::test]
async fn a_shop_strangers_reach_will_not_start_without_a_mail_server() {
    let data_dir = tempfile::tempdir().unwrap();
    let shop = shop_behind_a_proxy().await;
    let mut config = (*shop.state.config).clone();
    config.data_dir = data_dir.path().to_owned();
    config.smtp = None;
    let refused = api::prepare(config).await.err().expect("refused");
    assert!(refused.to_string().contains("SHOP_SMTP_URL"), "{refused}");
}

#[tokio::test]
async fn mail_to_an_unproved_address_carries_none_of_the_sign_ups_words() {
    let app = spawn_with(true, |_| {}).await;
    let lure = "Your account is suspended visit evil example";
    let reply = app.sign_up(lure, "victim@example.com", "Abcdefg1@").await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    for path in ["/api/resend-verification", "/api/forgot-password"] {
        let body = r#"{"email":"victim@example.com"}"#;
        assert_eq!(app.post_json(path, body).await.status, StatusCode::OK);
    }
    let bodies: Vec<(String, String)> =
        sqlx::query_as("SELECT subject, body FROM email_outbox WHERE recipient = $1")
            .bind("victim@example.com")
            .fetch_all(&app.state.db)
            .await
            .unwrap();
    assert_eq!(bodies.len(), 3);
    for (subject, body) in bodies {
        assert!(
            !subject.contains("suspended") && !body.contains("suspended"),
            "{body}"
        );
        assert!(body.starts_with("Hello,"), "{body}");
    }
}

#[tokio::test]
async fn a_request_that_never_finishes_its_headers_is_cut_off() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_with(true, |_| {}).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let timeout = std::time::Duration::from_millis(300);
    tokio::spawn(api::http::server::serve(
        listener,
        app.router.clone(),
        timeout,
        std::future::pending(),
    ));

    // Half a request, then silence: the server hangs up once the deadline passes.
    let mut slow = tokio::net::TcpStream::connect(address).await.unwrap();
    slow.write_all(b"GET /api/health HTTP/1.1\r\nHost: shop\r\n")
        .await
        .unwrap();
    let mut buffer = Vec::new();
    let started = std::time::Instant::now();
    let read = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        slow.read_to_end(&mut buffer),
    )
    .await;
    assert!(read.is_ok(), "the connection was still open after 5 s");
    assert!(
        started.elapsed() >= timeout / 2,
        "closed by the deadline, not at once"
    );

    // A whole request is answered as ever.
    let mut whole = tokio::net::TcpStream::connect(address).await.unwrap();
    whole
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut answer = String::new();
    whole.read_to_string(&mut answer).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[tokio::test]
async fn one_buyer_cannot_hold_the_catalogue_unpaid() {
    let app = spawn_with(true, |config| {
        config.unpaid_limits = api::runtime::config::UnpaidLimits {
            orders: 3,
            share_percent: 50,
        };
    })
    .await;
    let buyer = app.token(crate::helpers::BUYER).await;
    let other = app.new_buyer("other@example.com").await;
    // The ultrasonic sensor: 60 in stock, minimum order 2.
    let sensor: i64 = sqlx::query_scalar("SELECT id FROM tools WHERE name LIKE 'Ultrasonic%'")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let order = |pieces: u32| serde_json::json!({ "toolId": sensor, "quantity": pieces });

    let greedy = app.place(&buyer, order(31)).await;
    assert_eq!(greedy.status, StatusCode::CONFLICT, "31 of 60 is over half");
    assert_eq!(
        greedy.error_message(),
        shared::messages::unpaid_share("Ultrasonic Level Sensor 5 m", 50).en()
    );
    assert_eq!(
        app.stock_of(sensor).await,
        60,
        "nothing kept from the refusal"
    );
    assert_eq!(
        app.place(&buyer, order(30)).await.status,
        StatusCode::CREATED
    );
    let more = app.place(&buyer, order(2)).await;
    assert_eq!(
        more.status,
        StatusCode::CONFLICT,
        "30 held, 2 more is over half"
    );
    assert_eq!(
        app.place(&other, order(20)).await.status,
        StatusCode::CREATED,
        "other buyers are not held back"
    );

    // Three unpaid orders at most; paying one makes room.
    let probe = app.probe_tool().await;
    let probes = serde_json::json!({ "toolId": probe, "quantity": 25 });
    let second = app.place(&buyer, probes.clone()).await;
    assert_eq!(second.status, StatusCode::CREATED);
    assert_eq!(
        app.place(&buyer, probes.clone()).await.status,
        StatusCode::CREATED
    );
    let fourth = app.place(&buyer, probes.clone()).await;
    assert_eq!(fourth.status, StatusCode::CONFLICT);
    assert_eq!(
        fourth.error_message(),
        shared::messages::too_many_unpaid_orders(3).en()
    );
    // Said before the stock, when there are not enough pieces either.
    let greedy = app
        .place(
            &buyer,
            serde_json::json!({ "toolId": probe, "quantity": 99_999 }),
        )
        .await;
    assert_eq!(greedy.status, StatusCode::CONFLICT, "{}", greedy.text);
    assert_eq!(
        greedy.error_message(),
        shared::messages::too_many_unpaid_orders(3).en()
    );
    app.pay(&buyer, second.json()["insertedId"].as_i64().unwrap())
        .await;
    assert_eq!(app.place(&buyer, probes).await.status, StatusCode::CREATED);
}

#[tokio::test]
async fn declined_cards_cannot_be_tried_without_end() {
    let app = spawn_with(true, |_| {}).await;
    let buyer = app.token(crate::helpers::BUYER).await;
    let order = app.order_probes(&buyer).await;
    for _ in 0..5 {
        let declined = app.pay_by_card(&buyer, order, "4000 0000 0000 0002").await;
        assert_eq!(declined.status, StatusCode::PAYMENT_REQUIRED);
    }
    let sixth = app.pay_by_card(&buyer, order, "4242 4242 4242 4242").await;
    assert_eq!(sixth.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(
        sixth.error_message(),
        shared::messages::TOO_MANY_PAYMENT_ATTEMPTS.en()
    );
    let rows = app.count("payments", "TRUE").await;
    assert_eq!(rows, 5, "a refused attempt adds no row");
    assert!(!app.is_paid(order).await);

    // An hour later the buyer may try again.
    sqlx::query("UPDATE payments SET created_at = created_at - 3600001")
        .execute(&app.state.db)
        .await
        .unwrap();
    let later = app.pay_by_card(&buyer, order, "4242 4242 4242 4242").await;
    assert_eq!(later.status, StatusCode::OK, "{}", later.text);
}

#[tokio::test]
async fn one_account_cannot_fill_the_picture_store() {
    let app = spawn_with(true, |_| {}).await;
    let buyer = app.token(crate::helpers::BUYER).await;
    for n in 0..30u8 {
        // A different picture each time (pictures are stored by their content).
        let mut picture = crate::helpers::PNG.to_vec();
        picture.push(n);
        let (status, body) = app.upload(Some(&buyer), "image", &picture).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let (status, body) = app.upload(Some(&buyer), "image", crate::helpers::PNG).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(
        body["error"]["message"],
        shared::messages::TOO_MANY_UPLOADS.en()
    );
    let admin = app.token(ADMIN).await;
    let (status, _) = app.upload(Some(&admin), "image", crate::helpers::PNG).await;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "another account is not held back"
    );
}

/// Signs in as `account` from the client at `address` (behind one trusted proxy).
async fn sign_in_from(
    app: &crate::helpers::TestApp,
    address: &str,
    (email, password): (&str, &str),
) -> crate::helpers::Reply {
    let body = serde_json::json!({ "email": email, "password": password }).to_string();
    let request = axum::http::Request::post("/api/login")
        .header("content-type", "application/json")
        .header("x-forwarded-for", address)
        .body(axum::body::Body::from(body))
        .unwrap();
    app.send(request).await
}

fn behind_a_proxy(config: &mut api::runtime::config::Config) {
    config.trust_proxy = api::http::middleware::client_address::TrustedProxies::Count(1);
}

#[tokio::test]
async fn ten_wrong_passwords_at_once_get_five_tries() {
    let app = spawn_with(true, behind_a_proxy).await;
    let wrong = (crate::helpers::BUYER.0, "Wrong@12345");
    let attempts = (0..10).map(|_| sign_in_from(&app, "203.0.113.5", wrong));
    let replies = crate::helpers::join_all(attempts).await;
    let tried = replies
        .iter()
        .filter(|reply| reply.status == StatusCode::UNAUTHORIZED)
        .count();
    let refused = replies
        .iter()
        .filter(|reply| reply.status == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!((tried, refused), (5, 5));
}

#[tokio::test]
async fn strangers_guessing_cannot_lock_the_owner_out() {
    let app = spawn_with(true, behind_a_proxy).await;
    let owner_device = "198.51.100.10";
    let buyer = crate::helpers::BUYER;
    assert_eq!(
        sign_in_from(&app, owner_device, buyer).await.status,
        StatusCode::OK
    );

    // Four strangers, five wrong passwords each: the account's limit is reached.
    for stranger in 1..=4 {
        let address = format!("203.0.113.{stranger}");
        for _ in 0..5 {
            let reply = sign_in_from(&app, &address, (buyer.0, "Wrong@12345")).await;
            assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
        }
        let locked = sign_in_from(&app, &address, buyer).await;
        assert_eq!(
            locked.status,
            StatusCode::TOO_MANY_REQUESTS,
            "a stranger waits"
        );
    }
    let new_device = sign_in_from(&app, "192.0.2.77", buyer).await;
    assert_eq!(
        new_device.status,
        StatusCode::TOO_MANY_REQUESTS,
        "guessing slowed down"
    );
    assert_eq!(
        sign_in_from(&app, owner_device, buyer).await.status,
        StatusCode::OK,
        "the owner's usual device still signs in"
    );

    // A reset proves the address and lifts every lock.
    let body = serde_json::json!({ "email": buyer.0 }).to_string();
    app.post_json("/api/forgot-password", &body).await;
    let token = app.link_token(buyer.0, "/reset-password").await;
    let reset = serde_json::json!({ "token": token, "password": "Fresh@2026", "confirmPassword": "Fresh@2026" });
    let changed = app
        .post_json("/api/reset-password", &reset.to_string())
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text);
    let after = sign_in_from(&app, "192.0.2.77", (buyer.0, "Fresh@2026")).await;
    assert_eq!(after.status, StatusCode::OK, "{}", after.text);
}

#[tokio::test]
async fn a_reset_ends_every_session_and_every_other_reset_link() {
    let app = spawn_with(true, |_| {}).await;
    let buyer = crate::helpers::BUYER;
    let stolen = app.token(buyer).await;
    let body = serde_json::json!({ "email": buyer.0 }).to_string();
    app.post_json("/api/forgot-password", &body).await;
    let first_link = app.link_token(buyer.0, "/reset-password").await;
    app.post_json("/api/forgot-password", &body).await;
    let second_link = app.link_token(buyer.0, "/reset-password").await;
    assert_ne!(first_link, second_link);

    let reset = |token: &str, password: &str| {
        serde_json::json!({ "token": token, "password": password, "confirmPassword": password })
            .to_string()
    };
    let changed = app
        .post_json("/api/reset-password", &reset(&second_link, "Fresh@2026"))
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text);
    let old_session = app.get_as("/api/me", &stolen).await;
    assert_eq!(old_session.status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        old_session.error_message(),
        shared::messages::SESSION_EXPIRED.en()
    );
    let other_link = app
        .post_json("/api/reset-password", &reset(&first_link, "Other@2026"))
        .await;
    assert_eq!(
        other_link.status,
        StatusCode::BAD_REQUEST,
        "the older link is dead too"
    );
    assert_eq!(other_link.error_code(), "link_used");
    let fresh = app.token((buyer.0, "Fresh@2026")).await;
    assert_eq!(app.get_as("/api/me", &fresh).await.status, StatusCode::OK);
}

#[tokio::test]
async fn sign_out_everywhere_ends_every_session_and_a_refresh_keeps_one_alive() {
    let app = spawn_with(true, |_| {}).await;
    let buyer = crate::helpers::BUYER;
    let phone = app.token(buyer).await;
    let laptop = app.token(buyer).await;

    let refreshed = app
        .request_as(
            axum::http::Method::POST,
            "/api/session/refresh",
            None,
            Some(&phone),
        )
        .await;
    assert_eq!(refreshed.status, StatusCode::OK, "{}", refreshed.text);
    let renewed = refreshed.json()["accessToken"].as_str().unwrap().to_owned();
    assert_eq!(app.get_as("/api/me", &renewed).await.status, StatusCode::OK);

    let ended = app
        .request_as(
            axum::http::Method::POST,
            "/api/session/end-all",
            None,
            Some(&laptop),
        )
        .await;
    assert_eq!(ended.status, StatusCode::OK);
    assert_eq!(
        ended.json()["message"],
        shared::messages::SIGNED_OUT_EVERYWHERE.en()
    );
    for token in [&phone, &laptop, &renewed] {
        assert_eq!(
            app.get_as("/api/me", token).await.status,
            StatusCode::UNAUTHORIZED
        );
        let refresh = app
            .request_as(
                axum::http::Method::POST,
                "/api/session/refresh",
                None,
                Some(token),
            )
            .await;
        assert_eq!(
            refresh.status,
            StatusCode::UNAUTHORIZED,
            "no refresh for an ended session"
        );
    }
    assert_eq!(app.sign_in(buyer).await.status, StatusCode::OK);
}

#[tokio::test]
async fn sessions_end_by_themselves() {
    let app = spawn_with(true, |_| {}).await;
    let buyer = crate::helpers::BUYER;
    let stranger = app.new_buyer("other@example.com").await;
    let ended = app
        .request_as(
            axum::http::Method::POST,
            "/api/session/end-all",
            None,
            Some(&stranger),
        )
        .await;
    assert_eq!(
        ended.status,
        StatusCode::OK,
        "anyone may end their own sessions"
    );
    assert_eq!(
        app.get_as("/api/me", &app.token(buyer).await).await.status,
        StatusCode::OK,
        "and only their own"
    );
    let anonymous = app
        .request(axum::http::Method::POST, "/api/session/end-all", None)
        .await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
    // A session lives hours, not the week it used to.
    let lifetime = api::identity::sessions::LIFETIME_SECONDS;
    assert_eq!(lifetime, 12 * 3600);
}

const VICTIM: &str = "victim@example.com";
const ATTACKER_PASSWORD: &str = "Attacker@1";

/// An attacker signs up first with the victim's address and a password of their own.
async fn pre_hijacked() -> crate::helpers::TestApp {
    let app = spawn_with(true, |_| {}).await;
    let reply = app.sign_up("Victim", VICTIM, ATTACKER_PASSWORD).await;
    assert_eq!(reply.status, StatusCode::CREATED);
    app
}

async fn verify(app: &crate::helpers::TestApp, token: &str) -> crate::helpers::Reply {
    let body = serde_json::json!({ "token": token }).to_string();
    app.post_json("/api/verify-email", &body).await
}

#[tokio::test]
async fn a_link_sent_again_proves_the_address_and_drops_the_attackers_password() {
    let app = pre_hijacked().await;
    let body = serde_json::json!({ "email": VICTIM }).to_string();
    app.post_json("/api/resend-verification", &body).await;
    let link = app.link_token(VICTIM, "/verify-email").await;

    let verified = verify(&app, &link).await;
    assert_eq!(verified.status, StatusCode::OK, "{}", verified.text);
    assert_eq!(
        verified.json()["message"],
        shared::messages::EMAIL_VERIFIED_CHOOSE_PASSWORD.en()
    );
    let attacker = app.sign_in((VICTIM, ATTACKER_PASSWORD)).await;
    assert_eq!(
        attacker.status,
        StatusCode::UNAUTHORIZED,
        "the attacker's password did not survive"
    );
    assert_eq!(
        attacker.error_message(),
        shared::messages::NO_PASSWORD_YET.en()
    );
    let reset_token = verified.json()["resetToken"].as_str().unwrap().to_owned();
    let choose = serde_json::json!({ "token": reset_token, "password": "Owner@2026", "confirmPassword": "Owner@2026" });
    let chosen = app
        .post_json("/api/reset-password", &choose.to_string())
        .await;
    assert_eq!(chosen.status, StatusCode::OK, "{}", chosen.text);
    assert_eq!(
        app.sign_in((VICTIM, "Owner@2026")).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn the_owners_own_sign_up_replaces_the_attackers_when_proved() {
    let app = pre_hijacked().await;
    let attackers_link = app.link_token(VICTIM, "/verify-email").await;
    let owner = app.sign_up("Rahima Khatun", VICTIM, "Owner@2026").await;
    assert_eq!(
        owner.status,
        StatusCode::CREATED,
        "no 409 for an unproved address"
    );
    let owners_link = app.link_token(VICTIM, "/verify-email").await;
    assert_ne!(owners_link, attackers_link);

    assert_eq!(verify(&app, &owners_link).await.status, StatusCode::OK);
    let signed_in = app.sign_in((VICTIM, "Owner@2026")).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text);
    assert_eq!(signed_in.json()["user"]["displayName"], "Rahima Khatun");
    assert_ne!(
        app.sign_in((VICTIM, ATTACKER_PASSWORD)).await.status,
        StatusCode::OK
    );
    // The attacker's link, still in the owner's mailbox, opens nothing now.
    let stale = verify(&app, &attackers_link).await;
    assert_eq!(stale.error_code(), "already_verified");
    assert_eq!(
        app.sign_in((VICTIM, "Owner@2026")).await.status,
        StatusCode::OK
    );
    // A proved address is taken: a third sign-up is refused.
    let third = app.sign_up("Someone", VICTIM, "Someone@2026").await;
    assert_eq!(third.status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_reset_link_proves_the_address_and_drops_the_attackers_password() {
    let app = pre_hijacked().await;
    let body = serde_json::json!({ "email": VICTIM }).to_string();
    app.post_json("/api/forgot-password", &body).await;
    let token = app.link_token(VICTIM, "/reset-password").await;
    let choose = serde_json::json!({ "token": token, "password": "Owner@2026", "confirmPassword": "Owner@2026" });
    let reset = app
        .post_json("/api/reset-password", &choose.to_string())
        .await;
    assert_eq!(reset.status, StatusCode::OK);
    assert_ne!(
        app.sign_in((VICTIM, ATTACKER_PASSWORD)).await.status,
        StatusCode::OK
    );
    assert_eq!(
        app.sign_in((VICTIM, "Owner@2026")).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn accounts_nobody_proves_are_forgotten_after_the_links_lifetime() {
    let app = pre_hijacked().await;
    let forget =
        || api::identity::forget_unproved(&app.state.writer, api::identity::links::VERIFY_LIFETIME);
    assert_eq!(forget().await.unwrap(), 0, "its link still works");
    let two_days_ago = api::store::db::now_ms() - 49 * 3_600_000;
    sqlx::query("UPDATE users SET created_at = $1 WHERE email = $2")
        .bind(two_days_ago)
        .bind(VICTIM)
        .execute(&app.state.db)
        .await
        .unwrap();
    // The owner's later sign-up keeps the account for its own link.
    app.sign_up("Owner", VICTIM, "Owner@2026").await;
    sqlx::query("UPDATE auth_tokens SET expires_at = 0 WHERE created_at < (SELECT MAX(created_at) FROM auth_tokens)")
        .execute(&app.state.db)
        .await
        .unwrap();
    assert_eq!(forget().await.unwrap(), 0, "a live link keeps it");
    sqlx::query("UPDATE auth_tokens SET expires_at = 0")
        .execute(&app.state.db)
        .await
        .unwrap();
    assert_eq!(forget().await.unwrap(), 1);
    let again = app.sign_up("Owner", VICTIM, "Owner@2026").await;
    assert_eq!(
        again.status,
        StatusCode::CREATED,
        "the address is free again"
    );
}

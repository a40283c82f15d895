//! Several shop processes on one PostgreSQL database, as behind a load balancer: the real
//! binary twice, raced. What one process guaranteed must hold across both: no piece sold
//! twice, VAT invoices numbered without a gap, each payment settled once; and what one
//! process keeps in memory (the catalogue's pages) follows what another writes.

use crate::binary::Shop;
use crate::helpers::postgres::Cluster;
use crate::helpers::{ADMIN, BUYER, delivery, join_all};
use reqwest::StatusCode;
use serde_json::json;

/// Pieces of the raced tool; more buyers than that ask for one each.
const STOCK: i64 = 100;
const ASKING: usize = 200;
const BUYERS: usize = 4;

/// Two shop processes on a new database: the first fills it, the second finds it filled.
async fn two_processes(url: &str) -> (Shop, Shop) {
    two_processes_with(url, &[]).await
}

async fn two_processes_with(url: &str, settings: &[(&str, &str)]) -> (Shop, Shop) {
    // The processes read each other's tokens: one key, as every process of a shop shares.
    let secret = "a-key-both-processes-share-0123456789abcdef";
    let mut env = vec![
        ("SHOP_DATABASE_URL", url),
        ("SHOP_JWT_SECRET", secret),
        ("SHOP_MAX_UNPAID_ORDERS", "1000"),
        ("SHOP_MAX_UNPAID_SHARE", "100"),
    ];
    env.extend_from_slice(settings);
    let first = Shop::start(&env).await;
    let second = Shop::start(&env).await;
    (first, second)
}

/// A tool's stock as the whole catalogue (`GET /api/tools`, kept in memory) says it.
async fn listed_stock(shop: &Shop, tool: i64) -> i64 {
    let tools: serde_json::Value = reqwest::get(shop.url("/api/tools"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let tool = tools
        .as_array()
        .unwrap()
        .iter()
        .find(|listed| listed["_id"] == tool)
        .unwrap();
    tool["availableQuantity"].as_i64().unwrap()
}

#[tokio::test]
async fn a_restock_through_one_process_shows_in_the_others_catalogue_at_once() {
    let url = Cluster::get().new_database().await;
    let (first, second) = two_processes(&url).await;
    let db = api::store::postgres::open(&url).await.unwrap();
    let tool: i64 = sqlx::query_scalar("SELECT id FROM tools WHERE name LIKE 'PT100%'")
        .fetch_one(&db)
        .await
        .unwrap();
    let before = listed_stock(&second, tool).await;
    assert_eq!(listed_stock(&second, tool).await, before, "kept in memory");

    let admin = first.token(ADMIN).await;
    let reply = reqwest::Client::new()
        .put(first.url(&format!("/api/product/{tool}")))
        .bearer_auth(&admin)
        .json(&json!({ "availableQuantity": "5" }))
        .send()
        .await
        .unwrap();
    assert_eq!(reply.status(), StatusCode::OK);

    // The notice comes at the restock's commit; give it a moment on a busy machine.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while listed_stock(&second, tool).await != before + 5 {
        assert!(
            std::time::Instant::now() < deadline,
            "the other process's catalogue is stale"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn two_processes_sell_each_piece_once_and_number_invoices_without_a_gap() {
    let url = Cluster::get().new_database().await;
    let (first, second) = two_processes(&url).await;
    let shops = [&first, &second];

    let db = api::store::postgres::open(&url).await.unwrap();
    let tool: i64 = sqlx::query_scalar(
        "UPDATE tools SET available_quantity = $1, min_order = 1 WHERE name LIKE 'PT100%' RETURNING id",
    )
    .bind(STOCK)
    .fetch_one(&db)
    .await
    .unwrap();
    // Several buyers: one buyer's writes queue on the rows of that buyer's sums, which would
    // keep them in turn even without the shop's write turn.
    sqlx::query(
        "INSERT INTO users (email, password_hash, role, display_name, email_verified, created_at)
         SELECT 'racer' || n || '@shop.test', password_hash, role, display_name, email_verified,
                created_at
         FROM users, generate_series(1, $1) AS n WHERE email = $2",
    )
    .bind(BUYERS as i64 - 1)
    .bind(BUYER.0)
    .execute(&db)
    .await
    .unwrap();
    let mut tokens = vec![first.token(BUYER).await];
    for n in 1..BUYERS {
        let email = format!("racer{n}@shop.test");
        tokens.push(shops[n % 2].token((&email, BUYER.1)).await);
    }
    let client = reqwest::Client::new();

    let placed = join_all((0..ASKING).map(|n| {
        let request = client
            .post(shops[n % 2].url("/api/orders"))
            .bearer_auth(&tokens[n % BUYERS])
            .json(&json!({ "toolId": tool, "quantity": 1, "delivery": delivery() }));
        async move {
            let reply = request.send().await.unwrap();
            let status = reply.status();
            let body: serde_json::Value = reply.json().await.unwrap();
            (status, body)
        }
    }))
    .await;
    // Each order with the token of the buyer who placed it.
    let orders: Vec<(i64, &String)> = placed
        .iter()
        .enumerate()
        .filter(|(_, (status, _))| *status == StatusCode::CREATED)
        .map(|(n, (_, body))| (body["insertedId"].as_i64().unwrap(), &tokens[n % BUYERS]))
        .collect();
    assert_eq!(orders.len() as i64, STOCK, "{placed:?}");
    assert!(
        placed
            .iter()
            .all(|(status, _)| [StatusCode::CREATED, StatusCode::CONFLICT].contains(status)),
        "{placed:?}"
    );
    let (left, sold): (i64, i64) = sqlx::query_as(
        "SELECT available_quantity,
                (SELECT CAST(SUM(quantity) AS BIGINT) FROM order_lines WHERE tool_id = $1)
         FROM tools WHERE id = $1",
    )
    .bind(tool)
    .fetch_one(&db)
    .await
    .unwrap();
    assert_eq!((left, sold), (0, STOCK), "0 oversold");

    // Each order paid through either process, twice at once: settled once each.
    let paid = join_all(orders.iter().enumerate().flat_map(|(n, &(order, token))| {
        let card = json!({ "orderId": order,
                           "card": { "number": "4242 4242 4242 4242", "expiry": "12 / 34", "cvc": "123" } });
        [n, n + 1].map(|which| {
            client
                .post(shops[which % 2].url("/api/payments/confirm"))
                .bearer_auth(token)
                .json(&card)
                .send()
        })
    }))
    .await;
    let statuses: Vec<StatusCode> = paid
        .iter()
        .map(|reply| reply.as_ref().unwrap().status())
        .collect();
    assert!(
        statuses
            .iter()
            .all(|status| status.is_success() || *status == StatusCode::CONFLICT),
        "{statuses:?}"
    );
    let settled: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM payments WHERE status = 'succeeded'")
            .fetch_one(&db)
            .await
            .unwrap();
    assert_eq!(settled, STOCK, "each order paid once");
    let serials: Vec<i64> = sqlx::query_scalar(
        "SELECT serial FROM tax_documents WHERE kind = 'invoice' ORDER BY serial",
    )
    .fetch_all(&db)
    .await
    .unwrap();
    assert_eq!(
        serials,
        (1..=STOCK).collect::<Vec<_>>(),
        "invoices 1..N, no gap"
    );
}

/// A wrong password for the demo buyer, through `shop`: the status and the error's message.
async fn guess(shop: &Shop) -> (StatusCode, String) {
    let reply = reqwest::Client::new()
        .post(shop.url("/api/login"))
        .json(&json!({ "email": BUYER.0, "password": "not-the-password-1A!" }))
        .send()
        .await
        .unwrap();
    let status = reply.status();
    let body: serde_json::Value = reply.json().await.unwrap();
    (
        status,
        body["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_owned(),
    )
}

#[tokio::test]
async fn a_guesser_gets_no_more_tries_from_two_processes_than_from_one() {
    let url = Cluster::get().new_database().await;
    let (first, second) = two_processes_with(&url, &[("SHOP_FORM_LIMIT_PER_MINUTE", "6")]).await;
    let shops = [&first, &second];
    for n in 0..api::identity::throttle::PER_CLIENT {
        let (status, _) = guess(shops[n % 2]).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "guess {n}");
    }
    // Five wrong passwords in all: the account's throttle, shared, stops the sixth ...
    assert_eq!(
        guess(&second).await,
        (
            StatusCode::TOO_MANY_REQUESTS,
            shared::messages::TOO_MANY_SIGN_INS.en().to_owned()
        )
    );
    // ... and the seventh post to the sign-in form is past the client's limit of six a
    // minute, counted across both processes (each has had only three or four).
    assert_eq!(
        guess(&first).await,
        (
            StatusCode::TOO_MANY_REQUESTS,
            shared::messages::TOO_MANY_ATTEMPTS.en().to_owned()
        )
    );
}

#[tokio::test]
async fn one_process_at_a_time_runs_the_periodic_jobs_and_another_takes_over() {
    use api::store::db::{Location, open_at};
    let url = Cluster::get().new_database().await;
    let (_, first) = open_at(&Location::Server(url.clone())).await.unwrap();
    let (_, second) = open_at(&Location::Server(url)).await.unwrap();
    assert!(first.leadership().leads().await);
    assert!(!second.leadership().leads().await, "one leader");
    assert!(first.leadership().leads().await, "and it stays so");

    // The leader's process ends: its connection, and the lock with it, go.
    drop(first);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !second.leadership().leads().await {
        assert!(std::time::Instant::now() < deadline, "no one took over");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn a_writer_that_stops_waiting_for_the_turn_does_not_keep_it() {
    use api::store::db::{Location, open_at};
    use std::time::Duration;
    let url = Cluster::get().new_database().await;
    let (_, here) = open_at(&Location::Server(url.clone())).await.unwrap();
    let (_, elsewhere) = open_at(&Location::Server(url)).await.unwrap();
    let holding = here.begin().await.unwrap();
    // A request whose client went away while it waited for the turn: its future is dropped.
    let gave_up = tokio::time::timeout(Duration::from_millis(200), here.begin()).await;
    assert!(gave_up.is_err(), "it waited");
    holding.commit().await.unwrap();
    // The server grants the dropped request the turn all the same; it must give it back.
    let next = tokio::time::timeout(Duration::from_secs(5), elsewhere.begin()).await;
    assert!(
        next.is_ok(),
        "the turn is still held by the writer that gave up"
    );
    next.unwrap().unwrap().commit().await.unwrap();
}

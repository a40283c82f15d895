//! The owner's overview, Manage Orders' filters, the exports and the outbox: every
//! figure checked against the orders table itself, after orders of every kind — paid by card,
//! cash on delivery, cancelled unpaid, cancelled paid and refunded, moved to earlier days.

use crate::gateway_scene::start;
use crate::helpers::{ADMIN, BUYER, TestApp, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::Value;
use shared::messages;
use std::collections::BTreeMap;

const DAY_MS: i64 = 86_400_000;

/// A shop with a history: seven orders of the probe, in every state the overview counts.
struct History {
    app: TestApp,
    admin: String,
}

async fn history() -> History {
    let app = spawn_app().await;
    let (buyer, admin) = (app.token(BUYER).await, app.token(ADMIN).await);
    let mut orders = Vec::new();
    for _ in 0..7 {
        orders.push(app.order_probes(&buyer).await);
    }
    // 0: paid by card, shipped and delivered. 1: paid by card. 2: cash on delivery, shipped.
    // 3: cancelled unpaid. 4: paid by card, then cancelled (refunded). 5: left unpaid.
    // 6: paid by card, then moved ten days back.
    for order in [orders[0], orders[1], orders[4], orders[6]] {
        app.pay(&buyer, order).await;
    }
    app.hand_over(&admin, orders[0]).await;
    assert_eq!(
        start(&app, &buyer, orders[2], "cod").await.status,
        StatusCode::OK
    );
    assert_eq!(app.ship(&admin, orders[2]).await.status, StatusCode::OK);
    for order in [orders[3], orders[4]] {
        let cancelled = app
            .send_as(Method::DELETE, &format!("/api/orders/{order}"), "", &buyer)
            .await;
        assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.text);
    }
    sqlx::query(
        "UPDATE orders SET created_at = created_at - $1, paid_at = paid_at - $1 WHERE id = $2",
    )
    .bind(10 * DAY_MS)
    .bind(orders[6])
    .execute(&app.state.db)
    .await
    .unwrap();
    History { app, admin }
}

impl History {
    async fn overview(&self, query: &str) -> Value {
        let reply = self
            .app
            .get_as(&format!("/api/overview{query}"), &self.admin)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        reply.json()
    }

    async fn scalar(&self, sql: &str) -> i64 {
        sqlx::query_scalar(sql)
            .fetch_one(&self.app.state.db)
            .await
            .unwrap()
    }

    /// The ids of the admins' list under a query string.
    async fn listed(&self, query: &str) -> Vec<i64> {
        let reply = self
            .app
            .get_as(&format!("/api/orders?{query}"), &self.admin)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{query}: {}", reply.text);
        ids(&reply.json())
    }

    async fn ids_where(&self, condition: &str) -> Vec<i64> {
        sqlx::query_scalar(&format!(
            "SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE {condition} ORDER BY o.id DESC"
        ))
        .fetch_all(&self.app.state.db)
        .await
        .unwrap()
    }
}

fn ids(list: &Value) -> Vec<i64> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|order| order["_id"].as_i64().unwrap())
        .collect()
}

/// Poisha from an amount of taka on the wire.
fn poisha(taka: &Value) -> i64 {
    (taka.as_f64().unwrap() * 100.0).round() as i64
}

/// Today's number in Dhaka, as the sums count days.
fn today() -> i64 {
    (api::store::db::now_ms() + 21_600_000) / 86_400_000
}

#[tokio::test]
async fn the_overview_adds_up_to_the_orders_it_summarises() {
    let shop = history().await;
    let overview = shop.overview("").await;

    let placed_today = shop
        .scalar(&format!(
            "SELECT COUNT(*) FROM orders WHERE cancelled_at IS NULL
             AND (created_at + 21600000) / 86400000 = {today}",
            today = today()
        ))
        .await;
    assert_eq!(overview["day"]["orders"], placed_today);
    let taken_today = shop
        .scalar(&format!(
            "SELECT CAST(COALESCE(SUM(total_poisha), 0) AS BIGINT) FROM orders WHERE is_paid = TRUE
             AND cancelled_at IS NULL AND (paid_at + 21600000) / 86400000 = {today}",
            today = today()
        ))
        .await;
    assert!(taken_today > 0);
    assert_eq!(poisha(&overview["day"]["revenue"]), taken_today);
    let by_method: i64 = overview["day"]["byMethod"]
        .as_array()
        .unwrap()
        .iter()
        .map(|sums| poisha(&sums["revenue"]))
        .sum();
    assert_eq!(by_method, taken_today);

    // The chart's days hold every paid order of the last 30 days, the one ten days back too.
    let days = overview["days"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    assert_eq!(days.last().unwrap()["day"], overview["today"]);
    let charted: i64 = days.iter().map(|day| poisha(&day["revenue"])).sum();
    let taken_in_30_days = shop
        .scalar(&format!(
            "SELECT CAST(COALESCE(SUM(total_poisha), 0) AS BIGINT) FROM orders WHERE is_paid = TRUE
             AND cancelled_at IS NULL AND (paid_at + 21600000) / 86400000 > {today} - 30",
            today = today()
        ))
        .await;
    assert_eq!(charted, taken_in_30_days);
    assert!(
        charted > taken_today,
        "the order moved back is charted on its own day"
    );
    let ten_days_back = &days[days.len() - 11];
    assert_eq!(ten_days_back["orders"], 1);
    let charted_orders: i64 = days.iter().map(|day| day["orders"].as_i64().unwrap()).sum();
    let placed_in_30_days = shop
        .scalar(&format!(
            "SELECT COUNT(*) FROM orders WHERE cancelled_at IS NULL
             AND (created_at + 21600000) / 86400000 > {today} - 30",
            today = today()
        ))
        .await;
    assert_eq!(charted_orders, placed_in_30_days);
    assert_eq!(
        shop.overview("?days=90").await["days"]
            .as_array()
            .unwrap()
            .len(),
        90
    );

    // Waiting: each the count of its filter, and of the orders themselves. Cash on delivery
    // waits to ship, not for a payment: no order is counted twice.
    let waiting = &overview["waiting"];
    let cod_unpaid = shop
        .ids_where("payment_method = 'cod' AND is_paid = FALSE AND cancelled_at IS NULL")
        .await;
    assert!(
        !cod_unpaid.is_empty(),
        "the shop has an order on cash on delivery"
    );
    let unpaid = shop.listed("payment=unpaid").await;
    assert!(cod_unpaid.iter().all(|id| !unpaid.contains(id)));
    for (key, condition, query) in [
        (
            "payment",
            "is_paid = FALSE AND cancelled_at IS NULL AND payment_method IS DISTINCT FROM 'cod'",
            "payment=unpaid",
        ),
        (
            "toShip",
            "shipped_at IS NULL AND cancelled_at IS NULL AND (is_paid = TRUE OR payment_method = 'cod')",
            "delivery=to-ship",
        ),
        (
            "onTheWay",
            "shipped_at IS NOT NULL AND delivered_at IS NULL",
            "delivery=on-the-way",
        ),
    ] {
        let expected = shop.ids_where(condition).await;
        assert!(!expected.is_empty(), "{key}");
        assert_eq!(waiting[key], expected.len() as i64, "{key}");
        assert_eq!(shop.listed(query).await, expected, "{query}");
    }

    // The best seller is the probe, with the pieces of its orders that are not cancelled.
    let probe_pieces = shop
        .scalar(
            "SELECT CAST(SUM(l.quantity) AS BIGINT) FROM order_lines l JOIN orders o ON o.id = l.order_id
             WHERE o.cancelled_at IS NULL AND l.tool_id = (SELECT id FROM tools WHERE name LIKE 'PT100%')",
        )
        .await;
    let top = overview["topTools"].as_array().unwrap();
    let probe = top
        .iter()
        .find(|tool| tool["toolName"].as_str().unwrap().starts_with("PT100"))
        .expect("the probe is a best seller");
    assert_eq!(probe["pieces"], probe_pieces);
}

#[tokio::test]
async fn low_stock_lists_the_tools_under_the_level_fewest_first() {
    let shop = history().await;
    sqlx::query("UPDATE tools SET available_quantity = 3 WHERE id = (SELECT MIN(id) FROM tools)")
        .execute(&shop.app.state.db)
        .await
        .unwrap();
    let overview = shop.overview("?lowStock=5").await;
    assert_eq!(overview["lowStockBelow"], 5);
    let low = overview["lowStock"].as_array().unwrap();
    let expected = shop.app.count("tools", "available_quantity < 5").await;
    assert_eq!(low.len() as i64, expected.min(8));
    assert_eq!(
        low[0]["availableQuantity"],
        0.max(low[0]["availableQuantity"].as_i64().unwrap())
    );
    assert!(low.iter().any(|tool| tool["availableQuantity"] == 3));
    let stocks: Vec<i64> = low
        .iter()
        .map(|tool| tool["availableQuantity"].as_i64().unwrap())
        .collect();
    assert!(stocks.is_sorted());
}

#[tokio::test]
async fn the_overview_is_for_admins_and_refuses_odd_periods() {
    let shop = history().await;
    let buyer = shop.app.token(BUYER).await;
    assert_eq!(
        shop.app.get_as("/api/overview", &buyer).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        shop.app.get("/api/overview").await.status,
        StatusCode::UNAUTHORIZED
    );
    for query in ["?days=7", "?lowStock=0", "?days=many"] {
        let reply = shop
            .app
            .get_as(&format!("/api/overview{query}"), &shop.admin)
            .await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{query}");
    }
    let reply = shop.app.get_as("/api/overview?days=7", &shop.admin).await;
    assert_eq!(reply.error_message(), messages::CHART_DAYS_INVALID.en());
}

#[tokio::test]
async fn the_sums_follow_a_cancelled_order_and_a_removed_buyer() {
    let shop = history().await;
    let sums = |shop: &History| {
        let db = shop.app.state.db.clone();
        async move {
            let kept: (i64, i64, i64) = sqlx::query_as(
                "SELECT (SELECT CAST(COALESCE(SUM(placed), 0) AS BIGINT) FROM orders_by_day),
                        (SELECT CAST(COALESCE(SUM(revenue_poisha), 0) AS BIGINT) FROM revenue_by_day),
                        (SELECT CAST(COALESCE(SUM(pieces), 0) AS BIGINT) FROM tool_sales)",
            )
            .fetch_one(&db)
            .await
            .unwrap();
            let counted: (i64, i64, i64) = sqlx::query_as(
                "SELECT (SELECT COUNT(*) FROM orders WHERE cancelled_at IS NULL),
                        (SELECT CAST(COALESCE(SUM(total_poisha), 0) AS BIGINT) FROM orders
                         WHERE is_paid = TRUE AND cancelled_at IS NULL),
                        (SELECT CAST(COALESCE(SUM(l.quantity), 0) AS BIGINT) FROM order_lines l
                         JOIN orders o ON o.id = l.order_id
                         WHERE o.cancelled_at IS NULL AND l.tool_id IS NOT NULL)",
            )
            .fetch_one(&db)
            .await
            .unwrap();
            (kept, counted)
        }
    };
    let (kept, counted) = sums(&shop).await;
    assert_eq!(kept, counted);
    // Removing the buyer's account removes their orders (ON DELETE CASCADE).
    sqlx::query("DELETE FROM users WHERE email = $1")
        .bind(BUYER.0)
        .execute(&shop.app.state.db)
        .await
        .unwrap();
    let (kept, counted) = sums(&shop).await;
    assert_eq!(kept, counted);
}

#[tokio::test]
async fn manage_orders_filters_by_payment_delivery_method_days_and_buyer() {
    let shop = history().await;
    for (query, condition) in [
        ("payment=paid", "is_paid = TRUE AND refunded_at IS NULL"),
        ("payment=refunded", "refunded_at IS NOT NULL"),
        ("delivery=delivered", "delivered_at IS NOT NULL"),
        ("delivery=cancelled", "cancelled_at IS NOT NULL"),
        ("method=cod", "payment_method = 'cod'"),
        (
            "method=test-card&payment=paid",
            "payment_method = 'test-card' AND is_paid = TRUE AND refunded_at IS NULL",
        ),
        ("buyer=BUYER%40SHOP", "u.email = 'buyer@shop.test'"),
        ("buyer=nobody-at-all", "FALSE"),
        (
            "open=true&delivery=to-ship",
            "cancelled_at IS NULL AND shipped_at IS NULL AND (is_paid = TRUE OR payment_method = 'cod')",
        ),
    ] {
        assert_eq!(
            shop.listed(query).await,
            shop.ids_where(condition).await,
            "{query}"
        );
    }
    // Days are Dhaka's and both ends count; the order moved ten days back is in its own day.
    let overview = shop.overview("").await;
    let days = overview["days"].as_array().unwrap();
    let ten_back = days[days.len() - 11]["day"].as_str().unwrap().to_owned();
    let today = overview["today"].as_str().unwrap();
    assert_eq!(
        shop.listed(&format!("from={ten_back}&to={ten_back}"))
            .await
            .len(),
        1
    );
    let since = shop.listed(&format!("from={ten_back}&to={today}")).await;
    assert_eq!(since.len() as i64, shop.app.count("orders", "TRUE").await);

    // The first page of a filtered list says how many the filter shows.
    let page = shop
        .app
        .get_as("/api/orders?payment=paid&limit=1", &shop.admin)
        .await;
    let paid = shop
        .ids_where("is_paid = TRUE AND refunded_at IS NULL")
        .await;
    assert_eq!(
        page.headers["x-total-count"],
        paid.len().to_string().as_str()
    );

    for query in [
        "from=2026-02-30",
        "from=2026-11-25&to=2026-11-24",
        "payment=maybe",
        "method=cash",
    ] {
        let reply = shop
            .app
            .get_as(&format!("/api/orders?{query}"), &shop.admin)
            .await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{query}");
    }
    let reply = shop
        .app
        .get_as("/api/orders?from=2026-02-30", &shop.admin)
        .await;
    assert_eq!(reply.error_message(), messages::DAY_INVALID.en());
}

#[tokio::test]
async fn exports_are_csv_for_spreadsheets_under_the_current_filter() {
    let shop = history().await;
    let reply = shop
        .app
        .get_as("/api/exports/orders?payment=paid", &shop.admin)
        .await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.headers["content-type"], "text/csv; charset=utf-8");
    assert!(
        reply.headers["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("attachment; filename=\"orders-")
    );
    assert!(
        reply
            .bytes
            .starts_with("\u{feff}order,placed,status".as_bytes())
    );
    let lines: Vec<&str> = reply.text.trim_end().split("\r\n").collect();
    let paid = shop
        .ids_where("is_paid = TRUE AND refunded_at IS NULL")
        .await;
    assert_eq!(lines.len() - 1, paid.len());
    // Each row's total in taka with two decimals, summing to the paid orders' total.
    let total_column = 7;
    let exported: i64 = lines[1..]
        .iter()
        .map(|line| {
            let total = line.split(',').nth(total_column).unwrap();
            assert!(
                total
                    .split('.')
                    .nth(1)
                    .is_some_and(|poisha| poisha.len() == 2),
                "{total}"
            );
            let (taka, poisha) = total.split_once('.').unwrap();
            taka.parse::<i64>().unwrap() * 100 + poisha.parse::<i64>().unwrap()
        })
        .sum();
    let paid_total = shop
        .scalar("SELECT CAST(SUM(total_poisha) AS BIGINT) FROM orders WHERE is_paid = TRUE AND refunded_at IS NULL")
        .await;
    assert_eq!(exported, paid_total);
    // Each row's status as the admins' screen names it.
    assert!(
        lines[1..].iter().any(|line| line.contains(",Delivered,")),
        "{}",
        reply.text
    );
    assert!(!reply.text.contains("awaitingPayment"));
    // The phone stays text with its leading 0 in Excel.
    assert!(lines[1].contains(r#","=""01712345678""","#), "{}", lines[1]);

    // Buyers with a Bangla name come out as written.
    sqlx::query("UPDATE users SET display_name = 'রহিম উদ্দিন' WHERE email = $1")
        .bind(BUYER.0)
        .execute(&shop.app.state.db)
        .await
        .unwrap();
    let customers = shop
        .app
        .get_as("/api/exports/customers?method=cod", &shop.admin)
        .await;
    assert_eq!(customers.status, StatusCode::OK);
    let rows: Vec<&str> = customers.text.trim_end().split("\r\n").collect();
    assert_eq!(rows.len(), 2, "{}", customers.text);
    assert!(
        rows[1].starts_with("রহিম উদ্দিন,buyer@shop.test,"),
        "{}",
        rows[1]
    );
    let every_buyer = shop.app.get_as("/api/exports/customers", &shop.admin).await;
    let buyers = shop.app.count("users", "role = 'user'").await;
    assert_eq!(
        every_buyer.text.trim_end().split("\r\n").count() as i64 - 1,
        buyers
    );

    let buyer = shop.app.token(BUYER).await;
    assert_eq!(
        shop.app.get_as("/api/exports/orders", &buyer).await.status,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn the_outbox_shows_a_newcomers_link_and_sends_it_again() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    assert_eq!(
        app.sign_up("Nadia Islam", "nadia@shop.test", "Newbuyer1!")
            .await
            .status,
        StatusCode::CREATED
    );
    let reply = app.get_as("/api/outbox?limit=10", &admin).await;
    assert_eq!(reply.status, StatusCode::OK);
    let first = reply.json()[0].clone();
    assert_eq!(first["to"], "nadia@shop.test");
    assert_eq!(first["status"], "kept");
    assert!(
        first["body"]
            .as_str()
            .unwrap()
            .contains("http://shop.test/verify-email?token=")
    );
    let total = app.count("email_outbox", "TRUE").await;
    assert_eq!(reply.headers["x-total-count"], total.to_string().as_str());

    let id = first["_id"].as_i64().unwrap();
    let resent = app
        .send_as(
            Method::POST,
            &format!("/api/outbox/{id}/resend"),
            "",
            &admin,
        )
        .await;
    assert_eq!(resent.status, StatusCode::OK, "{}", resent.text);
    assert_eq!(resent.json()["message"], messages::MAIL_KEPT_AGAIN.en());
    let again = app.get_as("/api/outbox?limit=1", &admin).await.json()[0].clone();
    assert_eq!(again["resentFrom"], id);
    assert_eq!(again["body"], first["body"]);

    let missing = app
        .send_as(Method::POST, "/api/outbox/999999/resend", "", &admin)
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let buyer = app.token(BUYER).await;
    assert_eq!(
        app.get_as("/api/outbox", &buyer).await.status,
        StatusCode::FORBIDDEN
    );
}

/// The kept sums per method are the paid orders per method, whatever the day.
#[tokio::test]
async fn revenue_by_method_matches_the_orders_per_method() {
    let shop = history().await;
    let kept: Vec<(String, i64)> = sqlx::query_as(
        "SELECT method, CAST(SUM(revenue_poisha) AS BIGINT) FROM revenue_by_day GROUP BY method HAVING SUM(orders) > 0",
    )
    .fetch_all(&shop.app.state.db)
    .await
    .unwrap();
    let counted: Vec<(String, i64)> = sqlx::query_as(
        "SELECT COALESCE(payment_method, ''), CAST(SUM(total_poisha) AS BIGINT) FROM orders
         WHERE is_paid = TRUE AND cancelled_at IS NULL GROUP BY 1",
    )
    .fetch_all(&shop.app.state.db)
    .await
    .unwrap();
    assert_eq!(
        kept.into_iter().collect::<BTreeMap<_, _>>(),
        counted.into_iter().collect::<BTreeMap<_, _>>()
    );
}

#[tokio::test]
async fn the_overview_counts_cash_on_delivery_to_confirm_and_returned_per_month() {
    let app = spawn_app().await;
    let (buyer, admin) = (app.token(BUYER).await, app.token(ADMIN).await);
    let history = History { app, admin };
    let app = &history.app;
    let mut orders = Vec::new();
    // Two: the shop's cap on what one buyer owes in cash on delivery holds a third.
    for _ in 0..2 {
        let order = app.order_probes(&buyer).await;
        assert_eq!(
            start(app, &buyer, order, "cod").await.status,
            StatusCode::OK
        );
        orders.push(order);
    }
    let waiting = history.overview("").await;
    assert_eq!(waiting["waiting"]["toConfirm"], 2);
    assert_eq!(
        history.listed("delivery=to-confirm").await,
        [orders[1], orders[0]]
    );
    assert_eq!(waiting["codMonths"], serde_json::json!([]));

    // One confirmed and shipped this month, and it comes back.
    for order in &orders[..1] {
        let path = format!("/api/orders/{order}");
        app.send_as(
            Method::PUT,
            &path,
            r#"{"isConfirmed":true}"#,
            &history.admin,
        )
        .await;
        assert_eq!(
            app.ship(&history.admin, *order).await.status,
            StatusCode::OK
        );
    }
    sqlx::query(
        "INSERT INTO parcels (order_id, courier, reference, status, status_at, cod_poisha,
                              weight_grams, booked_at)
         VALUES ($1, 'steadfast', 'SHT', 'inTransit', 0, 0, 500, 0)",
    )
    .bind(orders[0])
    .execute(&app.state.db)
    .await
    .unwrap();
    sqlx::query("UPDATE parcels SET status = 'returned' WHERE order_id = $1")
        .bind(orders[0])
        .execute(&app.state.db)
        .await
        .unwrap();

    let after = history.overview("").await;
    assert_eq!(after["waiting"]["toConfirm"], 1);
    // This month in Dhaka (UTC+6), as 202611.
    let dhaka = shared::calendar::utc_day(api::store::db::now_ms() + 21_600_000);
    let month = dhaka.year * 100 + i64::from(dhaka.month);
    let months = after["codMonths"].as_array().unwrap();
    assert_eq!(months.len(), 1);
    assert_eq!(
        months[0]["month"].as_str().unwrap().replace('-', ""),
        month.to_string()
    );
    assert_eq!(
        (months[0]["shipped"].clone(), months[0]["returned"].clone()),
        (1.into(), 1.into())
    );
}

//! What the SSLCommerz and bKash tests share: the provider sandbox, a shop pointed at it, the
//! buyer's token and an unpaid order of 25 probes; starting a payment the way the page does.

use crate::helpers::{BUYER, Reply, TestApp};
use axum::http::Method;
use provider_sandbox::{Credentials, Sandbox};
use serde_json::{Value, json};
use std::future::Future;

pub struct Scene {
    pub sandbox: Sandbox,
    pub app: TestApp,
    pub token: String,
    pub order: i64,
}

impl Scene {
    /// A sandbox, and a shop that `shop` configures to use it at the address it is given.
    pub async fn new<F, Shop>(shop: F) -> Scene
    where
        F: FnOnce(String) -> Shop,
        Shop: Future<Output = TestApp>,
    {
        let sandbox = Sandbox::start(Credentials::default()).await.unwrap();
        let app = shop(sandbox.url.clone()).await;
        let token = app.token(BUYER).await;
        let order = app.order_probes(&token).await;
        Scene {
            sandbox,
            app,
            token,
            order,
        }
    }

    /// The order as its buyer lists it.
    pub async fn order_json(&self) -> Value {
        let orders = self
            .app
            .get_as("/api/orders/buyer@shop.test", &self.token)
            .await;
        let listed = orders.json().as_array().unwrap().clone();
        listed.into_iter().find(|o| o["_id"] == self.order).unwrap()
    }

    /// Payments recorded as succeeded for the order: one, however often it was confirmed.
    pub async fn succeeded_payments(&self) -> i64 {
        self.app
            .count(
                "payments",
                &format!("order_id = {} AND status = 'succeeded'", self.order),
            )
            .await
    }
}

/// `POST /api/payments/start` `{orderId, method}` as the token's owner.
pub async fn start(app: &TestApp, token: &str, order: i64, method: &str) -> Reply {
    let body = json!({ "orderId": order, "method": method }).to_string();
    app.send_as(Method::POST, "/api/payments/start", &body, token)
        .await
}

impl Scene {
    /// Where the payment `reference` stands in the ledger: its status and why.
    pub async fn payment(&self, reference: &str) -> (String, Option<String>) {
        sqlx::query_as("SELECT status, failure FROM payments WHERE reference = $1")
            .bind(reference)
            .fetch_one(&self.app.state.db)
            .await
            .unwrap()
    }

    /// Asks the providers again about every payment being checked, as the shop's background
    /// job does when their time comes; how many were settled.
    pub async fn check_again_now(&self) -> usize {
        sqlx::query("UPDATE payments SET check_after = 0 WHERE status = 'checking'")
            .execute(&self.app.state.db)
            .await
            .unwrap();
        api::payments::recheck::run_once(&self.app.state)
            .await
            .unwrap()
    }

    /// The order's payment the owner must decide on, as Manage Orders lists it.
    pub async fn payment_check(&self) -> Value {
        self.order_json().await["paymentCheck"].clone()
    }

    /// An admin's `POST /api/payments/{id}/{decision}` on a held payment.
    pub async fn decide(&self, payment: &Value, decision: &str) -> Reply {
        let admin = self.app.token(crate::helpers::ADMIN).await;
        let path = format!("/api/payments/{}/{decision}", payment["_id"]);
        self.app.send_as(Method::POST, &path, "", &admin).await
    }

    /// The buyer cancels the order.
    pub async fn cancel_order(&self) -> Reply {
        let path = format!("/api/orders/{}", self.order);
        self.app
            .send_as(Method::DELETE, &path, "", &self.token)
            .await
    }

    /// Whether the 48-hour sweep would cancel the order were it two days old.
    pub async fn swept_when_stale(&self) -> bool {
        sqlx::query("UPDATE orders SET created_at = 0 WHERE id = $1")
            .bind(self.order)
            .execute(&self.app.state.db)
            .await
            .unwrap();
        let lifetimes = api::sales::expiry::Lifetimes::of(&self.app.state.config);
        api::sales::expiry::cancel_stale_unpaid(&self.app.state.writer, lifetimes)
            .await
            .unwrap()
            > 0
    }
}

//! `GET /api/config`: what the browser needs to know about the shop's setup, such as whether
//! sign-in through Firebase is switched on (and with which public web config) and which
//! processor takes cards.

use crate::AppState;
use crate::payments::Payments;
use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};

pub fn router() -> Router<AppState> {
    Router::new().route("/config", get(client_config))
}

async fn client_config(State(state): State<AppState>) -> Json<Value> {
    let firebase = state.config.firebase.as_ref().map(|firebase| {
        json!({
            "apiKey": firebase.api_key,
            "authDomain": firebase.auth_domain,
            "projectId": firebase.project_id,
        })
    });
    let payments = match &state.payments {
        Payments::Test(_) => json!({ "provider": "test" }),
        Payments::Stripe(stripe) => {
            json!({ "provider": "stripe", "publishableKey": stripe.publishable_key })
        }
    };
    Json(json!({ "firebase": firebase, "payments": payments }))
}

//! `GET /api/config`: what the browser needs to know about the shop's setup, such as whether
//! sign-in through Firebase is switched on (and with which public web config) and which
//! processor takes cards.

use crate::processors::CardProcessor;
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::State;
use shared::replies::{ClientConfig, FirebaseWebConfig, PaymentsConfig};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(client_config))
}

/// The shop's setup as the browser needs it: Firebase sign-in, which processor takes cards,
/// and every way to pay the shop takes (`paymentMethods`, with their limits and the bank
/// account for transfers).
#[utoipa::path(get, path = "/config", tag = "Shop", responses((status = 200, body = ClientConfig)))]
async fn client_config(State(state): State<AppState>) -> Json<ClientConfig> {
    let firebase = state
        .config
        .firebase
        .as_ref()
        .map(|firebase| FirebaseWebConfig {
            api_key: firebase.api_key.clone(),
            auth_domain: firebase.auth_domain.clone(),
            project_id: firebase.project_id.clone(),
        });
    let payments = match &state.payments.card {
        Some(CardProcessor::Test(_)) => PaymentsConfig::Test,
        Some(CardProcessor::Stripe(stripe)) => PaymentsConfig::Stripe {
            publishable_key: stripe.publishable_key.clone(),
        },
        None => PaymentsConfig::None,
    };
    Json(ClientConfig {
        firebase,
        payments,
        payment_methods: state.payments.offered(),
    })
}

//! `GET /api/config`: what the browser needs to know about the shop's setup, such as whether
//! sign-in through Firebase is switched on (and with which public web config) and which
//! processor takes cards.

use crate::processors::Payments;
use crate::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::State;
use shared::replies::{ClientConfig, FirebaseWebConfig, PaymentsConfig};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(client_config))
}

/// The shop's setup as the browser needs it: Firebase sign-in, and which processor takes cards.
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
    let payments = match &state.payments {
        Payments::Test(_) => PaymentsConfig::Test,
        Payments::Stripe(stripe) => PaymentsConfig::Stripe {
            publishable_key: stripe.publishable_key.clone(),
        },
    };
    Json(ClientConfig { firebase, payments })
}

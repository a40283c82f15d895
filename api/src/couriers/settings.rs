//! The couriers' settings, as the configuration reads them (`runtime::config`), and their
//! live addresses, the defaults. Nothing here imports the adapters, so the configuration
//! does not depend on them.

/// Steadfast's live API.
pub const STEADFAST_API_URL: &str = "https://portal.packzy.com/api/v1";

/// Pathao's live API (its sandbox is `https://courier-api-sandbox.pathao.com`).
pub const PATHAO_API_URL: &str = "https://api-hermes.pathao.com";

/// RedX's live API (its sandbox is `https://sandbox.redx.com.bd/v1.0.0-beta`).
pub const REDX_API_URL: &str = "https://openapi.redx.com.bd/v1.0.0-beta";

/// The couriers' settings; a courier without its API settings is not offered, and a webhook
/// without its secret is refused.
#[derive(Debug, Clone, Default)]
pub struct CourierConfig {
    pub steadfast: Option<SteadfastConfig>,
    pub steadfast_webhook_token: Option<String>,
    pub pathao: Option<PathaoConfig>,
    pub pathao_webhook_secret: Option<String>,
    pub redx: Option<RedxConfig>,
    pub redx_webhook_token: Option<String>,
}

#[derive(Debug, Clone)]
pub struct SteadfastConfig {
    pub api_key: String,
    pub secret_key: String,
    pub api_url: String,
}

#[derive(Debug, Clone)]
pub struct PathaoConfig {
    pub client_id: String,
    pub client_secret: String,
    pub username: String,
    pub password: String,
    pub store_id: String,
    pub api_url: String,
}

#[derive(Debug, Clone)]
pub struct RedxConfig {
    pub token: String,
    pub api_url: String,
}

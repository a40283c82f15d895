//! The couriers' settings, as the configuration reads them (`runtime::config`).

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

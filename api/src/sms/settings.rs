//! The SMS gateways' settings, as the configuration reads them (`runtime::config`), and their
//! live addresses, the defaults. Nothing here imports the adapters, so the configuration does
//! not depend on them.

use shared::Money;

/// SSL Wireless's SMS Plus (ISMS v3) API.
pub const SSLWIRELESS_API_URL: &str = "https://smsplus.sslwireless.com";
/// BulkSMSBD's API.
pub const BULKSMSBD_API_URL: &str = "https://bulksmsbd.net/api";
/// Alpha SMS's (sms.net.bd) API.
pub const ALPHASMS_API_URL: &str = "https://api.sms.net.bd";

/// The gateway the shop texts through; none set up: every text is kept in the outbox.
#[derive(Debug, Clone, Default)]
pub enum SmsGatewayConfig {
    #[default]
    Outbox,
    SslWireless {
        api_token: String,
        sid: String,
        api_url: String,
    },
    BulkSmsBd {
        api_key: String,
        sender_id: String,
        api_url: String,
    },
    AlphaSms {
        api_key: String,
        sender_id: Option<String>,
        api_url: String,
    },
}

#[derive(Debug, Clone)]
pub struct SmsConfig {
    pub gateway: SmsGatewayConfig,
    /// What one message (one part of a split text) costs the shop, for the outbox's sums.
    pub part_price: Money,
}

impl Default for SmsConfig {
    fn default() -> Self {
        SmsConfig {
            gateway: SmsGatewayConfig::Outbox,
            part_price: DEFAULT_PART_PRICE,
        }
    }
}

/// Tk 0.35 a message: a non-masking SMS at Bangladeshi gateways' usual rate.
pub const DEFAULT_PART_PRICE: Money = match Money::from_poisha(35) {
    Some(price) => price,
    None => Money::ZERO,
};

//! Command line and environment: every setting has a safe default, so `shop serve` alone
//! runs a complete shop with sample data.

pub use crate::couriers::settings::{CourierConfig, PathaoConfig, RedxConfig, SteadfastConfig};
use crate::http::middleware::client_address::TrustedProxies;
pub use crate::sms::settings::{SmsConfig, SmsGatewayConfig};
use clap::builder::BoolishValueParser;
use clap::{Parser, Subcommand};
use shared::Money;
use shared::replies::BankAccount;
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "shop",
    version,
    about = "The tools shop: API, UI and database in one binary"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the shop (the default).
    Serve(Box<ServeOptions>),
    /// Give an existing account the admin role (how a new shop gets its first admin).
    MakeAdmin {
        /// The account's email address.
        email: String,
        /// The shop's data directory.
        #[arg(long, env = "SHOP_DATA_DIR", default_value = ".data")]
        data_dir: PathBuf,
        /// The shop's database, when not DATA_DIR/shop.db (see `serve`).
        #[arg(long, env = "SHOP_DATABASE_URL", hide_env_values = true, value_parser = parse_database_url)]
        database_url: Option<crate::store::db::Location>,
    },
    /// Write a consistent copy of the live database to FILE (safe while the shop serves).
    Backup {
        /// Where to write the copy; must not exist yet.
        file: PathBuf,
        /// The shop's data directory.
        #[arg(long, env = "SHOP_DATA_DIR", default_value = ".data")]
        data_dir: PathBuf,
    },
    /// Put a backup in place of the database: a file made by `shop backup`, or one of the
    /// scheduled backups (`--from`, the newest unless `--name` chooses). Stop the shop first.
    Restore {
        /// The backup file.
        #[arg(required_unless_present = "from", conflicts_with = "from")]
        file: Option<PathBuf>,
        /// Where the scheduled backups are: their folder (SHOP_BACKUP_DIR, or
        /// DATA_DIR/backups), or the object storage's URL (SHOP_BACKUP_S3_URL, with its key
        /// and secret from the environment).
        #[arg(long)]
        from: Option<String>,
        #[command(flatten)]
        s3: S3Credentials,
        /// Which scheduled backup (`shop-2026-11-27-103800.db`); the newest when not given.
        #[arg(long, requires = "from")]
        name: Option<String>,
        /// The shop's data directory.
        #[arg(long, env = "SHOP_DATA_DIR", default_value = ".data")]
        data_dir: PathBuf,
    },
    /// Copy the SQLite shop in DATA_DIR into a new, empty PostgreSQL database (every row, ids
    /// kept, counts and sums checked), to serve it from there with SHOP_DATABASE_URL. Stop
    /// the shop first: orders placed during the copy are not in it.
    MigrateTo {
        /// The PostgreSQL database: `postgres://USER:PASSWORD@HOST:PORT/NAME`.
        #[arg(long, value_parser = parse_postgres_url)]
        database_url: String,
        /// The shop's data directory, whose shop.db is copied.
        #[arg(long, env = "SHOP_DATA_DIR", default_value = ".data")]
        data_dir: PathBuf,
    },
}

impl Default for Command {
    fn default() -> Self {
        Command::Serve(Box::new(ServeOptions::parse_from(["serve"])))
    }
}

#[derive(Debug, Parser)]
pub struct ServeOptions {
    /// Address to listen on.
    #[arg(long, env = "SHOP_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Directory for the database and uploaded images; created if missing.
    #[arg(long, env = "SHOP_DATA_DIR", default_value = ".data")]
    pub data_dir: PathBuf,
    /// Do not fill a new database with sample tools, blogs, reviews and demo accounts.
    #[arg(long, env = "SHOP_NO_SEED", value_parser = BoolishValueParser::new(),
          num_args = 0..=1, default_value = "false", default_missing_value = "true")]
    pub no_seed: bool,
    /// Run a demo shop even when listening on an address other people can reach: the demo
    /// accounts (whose passwords are public), the test card, a sample bank account and mail
    /// kept in the outbox. Without it only a shop on a loopback address with no public URL is
    /// one. Never together with SHOP_PUBLIC_URL.
    #[arg(long, env = "SHOP_DEMO", value_parser = BoolishValueParser::new(),
          num_args = 0..=1, default_value = "false", default_missing_value = "true")]
    pub demo: bool,
    /// The address people reach the shop at, for links in mail (default: http://ADDR).
    #[arg(long, env = "SHOP_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// The key that signs access tokens (32+ characters); default: one made on the first
    /// start and kept in DATA_DIR/jwt-secret.
    #[arg(long, env = "SHOP_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<String>,
    /// Firebase project id: switches on sign-in through Firebase (Google, Facebook, Github).
    #[arg(long, env = "SHOP_FIREBASE_PROJECT_ID")]
    pub firebase_project_id: Option<String>,
    /// The Firebase web API key the browser uses (public by design).
    #[arg(long, env = "SHOP_FIREBASE_API_KEY", requires = "firebase_project_id")]
    pub firebase_api_key: Option<String>,
    /// The Firebase auth domain (default: PROJECT.firebaseapp.com).
    #[arg(long, env = "SHOP_FIREBASE_AUTH_DOMAIN")]
    pub firebase_auth_domain: Option<String>,
    /// Where Google publishes the keys that sign Firebase ID tokens.
    #[arg(long, env = "SHOP_FIREBASE_KEYS_URL", default_value = crate::identity::firebase::GOOGLE_KEYS_URL)]
    pub firebase_keys_url: String,
    /// Deliver mail through this SMTP server (smtps://user:pass@host); default: the outbox only.
    #[arg(long, env = "SHOP_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,
    /// The sender of the shop's mail.
    #[arg(
        long,
        env = "SHOP_MAIL_FROM",
        default_value = "Shilpo Tools <no-reply@shilpotools.com.bd>"
    )]
    pub mail_from: String,
    /// Where the owner's mail goes (a new order, a visitor's message); default: every admin
    /// account's address.
    #[arg(long, env = "SHOP_OWNER_EMAIL")]
    pub owner_email: Option<String>,
    /// imgbb API key: keep pictures at the image host instead of the data directory.
    #[arg(long, env = "SHOP_IMGBB_KEY", hide_env_values = true)]
    pub imgbb_key: Option<String>,
    /// The image host's upload address.
    #[arg(long, env = "SHOP_IMGBB_URL", default_value = crate::pictures::store::IMGBB_UPLOAD_URL)]
    pub imgbb_url: String,
    /// Posts per minute one client may make to each of sign-in, sign-up, the email-link forms
    /// and the contact form.
    #[arg(long, env = "SHOP_FORM_LIMIT_PER_MINUTE", default_value_t = 10)]
    pub form_limit_per_minute: u32,
    /// The reverse proxies in front of the shop, whose X-Forwarded-For entries are believed:
    /// how many (`1` for one nginx or Caddy; `yes` means 1, `no` none) or their addresses,
    /// comma-separated. Default: none, the peer is the client.
    #[arg(long, env = "SHOP_TRUST_PROXY", value_parser = TrustedProxies::parse,
          default_value = "0")]
    pub trust_proxy: TrustedProxies,
    /// Seconds a client has to send a request's whole body once its headers are in (a picture
    /// of 5 MB over a slow mobile link takes about 20).
    #[arg(long, env = "SHOP_BODY_TIMEOUT_SECS", default_value_t = 30)]
    pub body_timeout_secs: u64,
    /// The database: `postgres://user:password@host/name` for a shop on PostgreSQL (several
    /// shop processes may share it), or `sqlite://PATH`; default: DATA_DIR/shop.db.
    #[arg(long, env = "SHOP_DATABASE_URL", hide_env_values = true, value_parser = parse_database_url)]
    pub database_url: Option<crate::store::db::Location>,
    /// Where the scheduled backups go: a folder (default DATA_DIR/backups). Another disk or a
    /// mounted share keeps them when the shop's disk is lost.
    #[arg(long, env = "SHOP_BACKUP_DIR")]
    pub backup_dir: Option<PathBuf>,
    /// Minutes between scheduled backups, one more being taken at shutdown; 0 turns them off.
    #[arg(long, env = "SHOP_BACKUP_EVERY_MINUTES", default_value_t = 5)]
    pub backup_every_minutes: u64,
    /// S3-compatible object storage for the scheduled backups instead of the folder:
    /// endpoint, bucket and prefix, path-style (`https://s3.ap-south-1.amazonaws.com/bucket/shop`).
    #[arg(long, env = "SHOP_BACKUP_S3_URL")]
    pub backup_s3_url: Option<String>,
    #[command(flatten)]
    pub backup_s3: S3Credentials,
    /// Open unpaid orders one buyer may have at once.
    #[arg(long, env = "SHOP_MAX_UNPAID_ORDERS", default_value_t = 10)]
    pub max_unpaid_orders: u32,
    /// The share of a tool's stock, in percent, one buyer may hold in unpaid orders (a first
    /// order of the minimum quantity is always allowed).
    #[arg(long, env = "SHOP_MAX_UNPAID_SHARE", default_value_t = 50,
          value_parser = clap::value_parser!(u32).range(1..=100))]
    pub max_unpaid_share: u32,
    /// Hours an order may stay unpaid before it is cancelled and its stock returned.
    #[arg(long, env = "SHOP_UNPAID_ORDER_HOURS", default_value_t = 48)]
    pub unpaid_order_hours: u64,
    /// Stripe secret key (sk_…): take cards through Stripe instead of the built-in test processor.
    #[arg(
        long,
        env = "SHOP_STRIPE_SECRET_KEY",
        hide_env_values = true,
        requires = "stripe_publishable_key"
    )]
    pub stripe_secret_key: Option<String>,
    /// Stripe publishable key (pk_…) the browser uses.
    #[arg(long, env = "SHOP_STRIPE_PUBLISHABLE_KEY")]
    pub stripe_publishable_key: Option<String>,
    /// The signing secret (whsec_…) of the Stripe webhook endpoint at /api/stripe/webhook.
    #[arg(long, env = "SHOP_STRIPE_WEBHOOK_SECRET", hide_env_values = true)]
    pub stripe_webhook_secret: Option<String>,
    /// Stripe's API address.
    #[arg(long, env = "SHOP_STRIPE_API_URL", default_value = crate::processors::stripe_client::STRIPE_API_URL)]
    pub stripe_api_url: String,
    /// SSLCommerz store id: switches on SSLCommerz (cards, bKash, Nagad, Rocket, banking).
    #[arg(
        long,
        env = "SHOP_SSLCOMMERZ_STORE_ID",
        requires = "sslcommerz_store_password"
    )]
    pub sslcommerz_store_id: Option<String>,
    /// SSLCommerz store password (its API password, not the merchant panel's).
    #[arg(long, env = "SHOP_SSLCOMMERZ_STORE_PASSWORD", hide_env_values = true)]
    pub sslcommerz_store_password: Option<String>,
    /// SSLCommerz's address: the sandbox by default, https://securepay.sslcommerz.com live.
    #[arg(long, env = "SHOP_SSLCOMMERZ_API_URL", default_value = crate::processors::sslcommerz::SANDBOX_URL)]
    pub sslcommerz_api_url: String,
    /// bKash tokenized checkout app key: switches on bKash (with the secret, username and password).
    #[arg(long, env = "SHOP_BKASH_APP_KEY",
          requires_all = ["bkash_app_secret", "bkash_username", "bkash_password"])]
    pub bkash_app_key: Option<String>,
    #[arg(long, env = "SHOP_BKASH_APP_SECRET", hide_env_values = true)]
    pub bkash_app_secret: Option<String>,
    #[arg(long, env = "SHOP_BKASH_USERNAME")]
    pub bkash_username: Option<String>,
    #[arg(long, env = "SHOP_BKASH_PASSWORD", hide_env_values = true)]
    pub bkash_password: Option<String>,
    /// bKash's address: the sandbox by default, https://tokenized.pay.bka.sh/v1.2.0-beta live.
    #[arg(long, env = "SHOP_BKASH_API_URL", default_value = crate::processors::bkash::SANDBOX_URL)]
    pub bkash_api_url: String,
    /// Offer cash on delivery.
    #[arg(long, env = "SHOP_COD", value_parser = BoolishValueParser::new(),
          num_args = 0..=1, default_value = "true", default_missing_value = "true")]
    pub cod: bool,
    /// The largest order, in taka, that may be paid in cash on delivery.
    #[arg(long, env = "SHOP_COD_MAX_TAKA", default_value_t = 50_000)]
    pub cod_max_taka: u32,
    /// Offer bank transfer (when the shop's account is set below, or with a sample account
    /// where the demo accounts are made).
    #[arg(long, env = "SHOP_BANK_TRANSFER", value_parser = BoolishValueParser::new(),
          num_args = 0..=1, default_value = "true", default_missing_value = "true")]
    pub bank_transfer: bool,
    /// The account transfers go to: its name, number, bank, branch and routing number.
    #[arg(long, env = "SHOP_BANK_ACCOUNT_NAME")]
    pub bank_account_name: Option<String>,
    #[arg(long, env = "SHOP_BANK_ACCOUNT_NUMBER")]
    pub bank_account_number: Option<String>,
    #[arg(long, env = "SHOP_BANK_NAME")]
    pub bank_name: Option<String>,
    #[arg(long, env = "SHOP_BANK_BRANCH")]
    pub bank_branch: Option<String>,
    #[arg(long, env = "SHOP_BANK_ROUTING_NUMBER")]
    pub bank_routing_number: Option<String>,
    /// Days an order awaiting a bank transfer keeps its stock before it is cancelled.
    #[arg(long, env = "SHOP_BANK_TRANSFER_DAYS", default_value_t = 7)]
    pub bank_transfer_days: u64,
    /// Steadfast's API key: switches on booking with Steadfast (with the secret key).
    #[arg(
        long,
        env = "SHOP_STEADFAST_API_KEY",
        requires = "steadfast_secret_key"
    )]
    pub steadfast_api_key: Option<String>,
    #[arg(long, env = "SHOP_STEADFAST_SECRET_KEY", hide_env_values = true)]
    pub steadfast_secret_key: Option<String>,
    #[arg(long, env = "SHOP_STEADFAST_API_URL", default_value = crate::couriers::settings::STEADFAST_API_URL)]
    pub steadfast_api_url: String,
    /// The Bearer token set in Steadfast's panel for its webhook, /api/couriers/steadfast/webhook.
    #[arg(long, env = "SHOP_STEADFAST_WEBHOOK_TOKEN", hide_env_values = true)]
    pub steadfast_webhook_token: Option<String>,
    /// Pathao merchant API client id: switches on booking with Pathao (with the secret,
    /// username, password and store id).
    #[arg(long, env = "SHOP_PATHAO_CLIENT_ID",
          requires_all = ["pathao_client_secret", "pathao_username", "pathao_password", "pathao_store_id"])]
    pub pathao_client_id: Option<String>,
    #[arg(long, env = "SHOP_PATHAO_CLIENT_SECRET", hide_env_values = true)]
    pub pathao_client_secret: Option<String>,
    #[arg(long, env = "SHOP_PATHAO_USERNAME")]
    pub pathao_username: Option<String>,
    #[arg(long, env = "SHOP_PATHAO_PASSWORD", hide_env_values = true)]
    pub pathao_password: Option<String>,
    #[arg(long, env = "SHOP_PATHAO_STORE_ID")]
    pub pathao_store_id: Option<String>,
    /// Pathao's address: live by default, https://courier-api-sandbox.pathao.com to try.
    #[arg(long, env = "SHOP_PATHAO_API_URL", default_value = crate::couriers::settings::PATHAO_API_URL)]
    pub pathao_api_url: String,
    /// The secret set in Pathao's panel for its webhook, /api/couriers/pathao/webhook.
    #[arg(long, env = "SHOP_PATHAO_WEBHOOK_SECRET", hide_env_values = true)]
    pub pathao_webhook_secret: Option<String>,
    /// RedX's API access token: switches on booking with RedX.
    #[arg(long, env = "SHOP_REDX_TOKEN", hide_env_values = true)]
    pub redx_token: Option<String>,
    #[arg(long, env = "SHOP_REDX_API_URL", default_value = crate::couriers::settings::REDX_API_URL)]
    pub redx_api_url: String,
    /// The token in the query of the callback address given to RedX:
    /// /api/couriers/redx/webhook?token=….
    #[arg(long, env = "SHOP_REDX_WEBHOOK_TOKEN", hide_env_values = true)]
    pub redx_webhook_token: Option<String>,
    /// The SMS gateway texts go through: `sslwireless`, `bulksmsbd` or `alphasms`, with its
    /// settings below. None: every text is kept in the outbox.
    #[arg(long, env = "SHOP_SMS_PROVIDER", value_enum)]
    pub sms_provider: Option<SmsProvider>,
    /// SSL Wireless SMS Plus: the API token and the sender ID (SID) it issued.
    #[arg(long, env = "SHOP_SSLWIRELESS_API_TOKEN", hide_env_values = true)]
    pub sslwireless_api_token: Option<String>,
    #[arg(long, env = "SHOP_SSLWIRELESS_SID")]
    pub sslwireless_sid: Option<String>,
    #[arg(long, env = "SHOP_SSLWIRELESS_API_URL", default_value = crate::sms::settings::SSLWIRELESS_API_URL)]
    pub sslwireless_api_url: String,
    /// BulkSMSBD: the API key and the approved sender ID.
    #[arg(long, env = "SHOP_BULKSMSBD_API_KEY", hide_env_values = true)]
    pub bulksmsbd_api_key: Option<String>,
    #[arg(long, env = "SHOP_BULKSMSBD_SENDER_ID")]
    pub bulksmsbd_sender_id: Option<String>,
    #[arg(long, env = "SHOP_BULKSMSBD_API_URL", default_value = crate::sms::settings::BULKSMSBD_API_URL)]
    pub bulksmsbd_api_url: String,
    /// Alpha SMS (sms.net.bd): the API key, and the sender ID when the account has one.
    #[arg(long, env = "SHOP_ALPHASMS_API_KEY", hide_env_values = true)]
    pub alphasms_api_key: Option<String>,
    #[arg(long, env = "SHOP_ALPHASMS_SENDER_ID")]
    pub alphasms_sender_id: Option<String>,
    #[arg(long, env = "SHOP_ALPHASMS_API_URL", default_value = crate::sms::settings::ALPHASMS_API_URL)]
    pub alphasms_api_url: String,
    /// What one SMS (one part of a long text) costs the shop, in taka, for the outbox's sums.
    #[arg(long, env = "SHOP_SMS_PRICE_TAKA", default_value = "0.35", value_parser = parse_taka)]
    pub sms_price_taka: Money,
    /// The VAT-registered seller printed on tax invoices (Mushak-6.3): its registered name.
    #[arg(long, env = "SHOP_SELLER_NAME", default_value = Seller::SAMPLE.0)]
    pub seller_name: String,
    /// The address the invoices are issued from, as registered.
    #[arg(long, env = "SHOP_SELLER_ADDRESS", default_value = Seller::SAMPLE.1)]
    pub seller_address: String,
    /// The seller's Business Identification Number, 13 digits (the default is a sample).
    #[arg(long, env = "SHOP_SELLER_BIN", default_value = Seller::SAMPLE.2,
          value_parser = parse_bin)]
    pub seller_bin: String,
    /// The VAT office (division and commissionerate) the seller is registered at.
    #[arg(long, env = "SHOP_VAT_OFFICE", default_value = Seller::SAMPLE.3)]
    pub vat_office: String,
}

impl Seller {
    /// The sample shop's placeholders: name, address, BIN (all zeros but the branch, so it
    /// cannot be mistaken for a real registration) and VAT office.
    pub const SAMPLE: (&str, &str, &str, &str) = (
        "Shilpo Tools Ltd.",
        "Plot 21, Tejgaon Industrial Area, Dhaka 1208, Bangladesh",
        "000000000-0101",
        "Tejgaon Division, Customs, Excise & VAT Commissionerate, Dhaka (North)",
    );

    pub fn sample() -> Self {
        let (name, address, bin, vat_office) = Self::SAMPLE;
        Seller {
            name: name.into(),
            address: address.into(),
            bin: bin.replace('-', ""),
            vat_office: vat_office.into(),
        }
    }
}

/// A BIN as `shared` accepts it, kept as its 13 digits.
/// An amount of taka as typed: `0.35`.
fn parse_taka(text: &str) -> Result<Money, String> {
    Money::parse_taka(text).ok_or_else(|| format!("{text} is not an amount of taka, such as 0.35"))
}

fn parse_database_url(text: &str) -> std::result::Result<crate::store::db::Location, String> {
    crate::store::db::Location::parse(text).ok_or_else(|| {
        "expected postgres://user:password@host/database or sqlite://path/to/shop.db".to_owned()
    })
}

fn parse_postgres_url(text: &str) -> std::result::Result<String, String> {
    match crate::store::db::Location::parse(text) {
        Some(crate::store::db::Location::Server(url)) => Ok(url),
        _ => Err("a postgres:// URL".to_owned()),
    }
}

fn parse_bin(text: &str) -> std::result::Result<String, String> {
    shared::tax_document::Bin::parse(text)
        .map(|bin| bin.as_str().to_owned())
        .map_err(|error| error.text.en())
}

/// Why a set of options cannot make a shop.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "SHOP_DEMO (--demo) and SHOP_PUBLIC_URL cannot go together: a shop people reach at a \
         public address is never a demo shop, whose accounts' passwords and test card anyone can \
         read. Drop SHOP_DEMO for a real shop, or SHOP_PUBLIC_URL for a demo."
    )]
    DemoWithPublicUrl,
    #[error(
        "this shop is not a demo shop (it has a public URL or listens where others can reach \
         it) and has no mail server: buyers would never get their verification and reset \
         links. Set SHOP_SMTP_URL (smtps://user:pass@host)."
    )]
    NoMailServer,
    #[error("SHOP_SMS_PROVIDER names a gateway without its settings: set {0}.")]
    SmsSettingsMissing(&'static str),
}

impl ServeOptions {
    pub fn into_config(self) -> Result<Config, ConfigError> {
        if self.demo && self.public_url.is_some() {
            return Err(ConfigError::DemoWithPublicUrl);
        }
        let config = Config {
            addr: self.addr,
            data_dir: self.data_dir,
            seed: !self.no_seed,
            demo: self.demo,
            public_url: self.public_url,
            jwt_secret: self.jwt_secret,
            firebase: self.firebase_project_id.map(|project_id| FirebaseConfig {
                auth_domain: self
                    .firebase_auth_domain
                    .unwrap_or_else(|| format!("{project_id}.firebaseapp.com")),
                api_key: self.firebase_api_key.unwrap_or_default(),
                keys_url: self.firebase_keys_url,
                project_id,
            }),
            smtp: self.smtp_url.map(|url| SmtpConfig {
                url,
                from: self.mail_from,
            }),
            owner_email: self.owner_email,
            imgbb: self.imgbb_key.map(|key| ImgbbConfig {
                key,
                url: self.imgbb_url,
            }),
            unpaid_order_ttl: std::time::Duration::from_secs(self.unpaid_order_hours * 3600),
            unpaid_limits: UnpaidLimits {
                orders: self.max_unpaid_orders,
                share_percent: self.max_unpaid_share,
            },
            form_limit_per_minute: self.form_limit_per_minute,
            database_url: self.database_url,
            backups: BackupConfig {
                s3: self.backup_s3_url.map(|url| self.backup_s3.at(url)),
                dir: self.backup_dir,
                every: (self.backup_every_minutes > 0)
                    .then(|| std::time::Duration::from_secs(self.backup_every_minutes * 60)),
            },
            body_deadline: std::time::Duration::from_secs(self.body_timeout_secs),
            trust_proxy: self.trust_proxy,
            stripe: self.stripe_secret_key.map(|secret_key| StripeConfig {
                secret_key,
                publishable_key: self.stripe_publishable_key.unwrap_or_default(),
                webhook_secret: self.stripe_webhook_secret,
                api_url: self.stripe_api_url,
            }),
            sslcommerz: self.sslcommerz_store_id.map(|store_id| SslcommerzConfig {
                store_id,
                store_password: self.sslcommerz_store_password.unwrap_or_default(),
                api_url: self.sslcommerz_api_url,
            }),
            bkash: self.bkash_app_key.map(|app_key| BkashConfig {
                app_key,
                app_secret: self.bkash_app_secret.unwrap_or_default(),
                username: self.bkash_username.unwrap_or_default(),
                password: self.bkash_password.unwrap_or_default(),
                api_url: self.bkash_api_url,
            }),
            cod_max: self
                .cod
                .then(|| Money::from_poisha(i64::from(self.cod_max_taka) * 100))
                .flatten(),
            bank_transfer: self.bank_transfer.then(|| {
                self.bank_account_number.map(|account_number| BankAccount {
                    account_name: self.bank_account_name.unwrap_or_default(),
                    account_number,
                    bank: self.bank_name.unwrap_or_default(),
                    branch: self.bank_branch.unwrap_or_default(),
                    routing_number: self.bank_routing_number.unwrap_or_default(),
                })
            }),
            bank_transfer_ttl: std::time::Duration::from_secs(self.bank_transfer_days * 86_400),
            couriers: CourierConfig {
                steadfast: self.steadfast_api_key.map(|api_key| SteadfastConfig {
                    api_key,
                    secret_key: self.steadfast_secret_key.unwrap_or_default(),
                    api_url: self.steadfast_api_url,
                }),
                steadfast_webhook_token: self.steadfast_webhook_token,
                pathao: self.pathao_client_id.map(|client_id| PathaoConfig {
                    client_id,
                    client_secret: self.pathao_client_secret.unwrap_or_default(),
                    username: self.pathao_username.unwrap_or_default(),
                    password: self.pathao_password.unwrap_or_default(),
                    store_id: self.pathao_store_id.unwrap_or_default(),
                    api_url: self.pathao_api_url,
                }),
                pathao_webhook_secret: self.pathao_webhook_secret,
                redx: self.redx_token.map(|token| RedxConfig {
                    token,
                    api_url: self.redx_api_url,
                }),
                redx_webhook_token: self.redx_webhook_token,
            },
            sms: SmsConfig {
                gateway: sms_gateway(
                    self.sms_provider,
                    SmsSettings {
                        sslwireless: (
                            self.sslwireless_api_token,
                            self.sslwireless_sid,
                            self.sslwireless_api_url,
                        ),
                        bulksmsbd: (
                            self.bulksmsbd_api_key,
                            self.bulksmsbd_sender_id,
                            self.bulksmsbd_api_url,
                        ),
                        alphasms: (
                            self.alphasms_api_key,
                            self.alphasms_sender_id,
                            self.alphasms_api_url,
                        ),
                    },
                )?,
                part_price: self.sms_price_taka,
            },
            seller: Seller {
                name: self.seller_name,
                address: self.seller_address,
                bin: self.seller_bin,
                vat_office: self.vat_office,
            },
        };
        config.check()?;
        Ok(config)
    }
}

/// The account a demo shop shows for transfers, plainly marked as a sample so nobody pays
/// into it. A shop that others can reach offers transfers only to an account it was given.
pub fn sample_bank_account() -> BankAccount {
    BankAccount {
        account_name: "Shilpo Tools Ltd. (SAMPLE — set SHOP_BANK_ACCOUNT_NUMBER)".into(),
        account_number: "0000000000000".into(),
        bank: "Sample Bank PLC".into(),
        branch: "Tejgaon".into(),
        routing_number: "000000000".into(),
    }
}

/// What the running shop needs to know.
#[derive(Debug, Clone)]
pub struct Config {
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    /// Fill a new, empty database with sample data.
    pub seed: bool,
    /// A demo shop even off loopback (`--demo`); see [`Config::is_demo`].
    pub demo: bool,
    pub public_url: Option<String>,
    pub jwt_secret: Option<String>,
    /// Sign-in through Firebase, when configured.
    pub firebase: Option<FirebaseConfig>,
    /// Mail delivery, when configured; otherwise mail stays in the outbox.
    pub smtp: Option<SmtpConfig>,
    /// Where the owner's mail goes; every admin's address when `None`.
    pub owner_email: Option<String>,
    /// The image host, when configured; otherwise pictures stay in the data directory.
    pub imgbb: Option<ImgbbConfig>,
    /// Card payments through Stripe, when configured; otherwise the built-in test processor.
    pub stripe: Option<StripeConfig>,
    /// How long an order may stay unpaid before it is cancelled.
    pub unpaid_order_ttl: std::time::Duration,
    /// How much one buyer may hold unpaid.
    pub unpaid_limits: UnpaidLimits,
    /// Posts per minute per client to the public forms (see `rate_limit`).
    pub form_limit_per_minute: u32,
    /// `SHOP_DATABASE_URL`: where the data is when not in DATA_DIR/shop.db.
    pub database_url: Option<crate::store::db::Location>,
    /// The scheduled backups.
    pub backups: BackupConfig,
    /// How long a request's body may take to arrive (see `body_deadline`).
    pub body_deadline: std::time::Duration,
    pub trust_proxy: TrustedProxies,
    /// SSLCommerz, when configured.
    pub sslcommerz: Option<SslcommerzConfig>,
    /// bKash tokenized checkout, when configured.
    pub bkash: Option<BkashConfig>,
    /// Cash on delivery, up to this order total; `None` when switched off.
    pub cod_max: Option<Money>,
    /// Bank transfer: `Some(None)` on with no account given (a demo shop shows a sample one),
    /// `None` switched off.
    pub bank_transfer: Option<Option<BankAccount>>,
    /// How long an order awaiting a bank transfer keeps its stock.
    pub bank_transfer_ttl: std::time::Duration,
    /// Who issues the VAT documents.
    pub seller: Seller,
    /// The couriers the shop books, each when its settings are given.
    pub couriers: CourierConfig,
    /// The SMS gateway, and what a text costs.
    pub sms: SmsConfig,
}

/// The SMS gateways `SHOP_SMS_PROVIDER` names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SmsProvider {
    Sslwireless,
    Bulksmsbd,
    Alphasms,
}

/// Each gateway's settings as given: its key, its sender and its address.
struct SmsSettings {
    sslwireless: (Option<String>, Option<String>, String),
    bulksmsbd: (Option<String>, Option<String>, String),
    alphasms: (Option<String>, Option<String>, String),
}

/// The gateway chosen, with the settings it needs; a gateway chosen without them is an error
/// at start, not a text lost later.
fn sms_gateway(
    provider: Option<SmsProvider>,
    settings: SmsSettings,
) -> Result<SmsGatewayConfig, ConfigError> {
    let missing = |names: &'static str| ConfigError::SmsSettingsMissing(names);
    Ok(match provider {
        None => SmsGatewayConfig::Outbox,
        Some(SmsProvider::Sslwireless) => match settings.sslwireless {
            (Some(api_token), Some(sid), api_url) => SmsGatewayConfig::SslWireless {
                api_token,
                sid,
                api_url,
            },
            _ => {
                return Err(missing(
                    "SHOP_SSLWIRELESS_API_TOKEN and SHOP_SSLWIRELESS_SID",
                ));
            }
        },
        Some(SmsProvider::Bulksmsbd) => match settings.bulksmsbd {
            (Some(api_key), Some(sender_id), api_url) => SmsGatewayConfig::BulkSmsBd {
                api_key,
                sender_id,
                api_url,
            },
            _ => {
                return Err(missing(
                    "SHOP_BULKSMSBD_API_KEY and SHOP_BULKSMSBD_SENDER_ID",
                ));
            }
        },
        Some(SmsProvider::Alphasms) => match settings.alphasms {
            (Some(api_key), sender_id, api_url) => SmsGatewayConfig::AlphaSms {
                api_key,
                sender_id,
                api_url,
            },
            _ => return Err(missing("SHOP_ALPHASMS_API_KEY")),
        },
    })
}

/// The VAT-registered seller, as its tax invoices print it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Seller {
    pub name: String,
    pub address: String,
    /// 13 digits.
    pub bin: String,
    pub vat_office: String,
}

#[derive(Debug, Clone)]
pub struct SslcommerzConfig {
    pub store_id: String,
    pub store_password: String,
    pub api_url: String,
}

#[derive(Debug, Clone)]
pub struct BkashConfig {
    pub app_key: String,
    pub app_secret: String,
    pub username: String,
    pub password: String,
    pub api_url: String,
}

/// How much one buyer may hold in unpaid orders, so no account can empty the catalogue for
/// the days an unpaid order keeps its stock.
#[derive(Debug, Clone, Copy)]
pub struct UnpaidLimits {
    /// Open unpaid orders at once.
    pub orders: u32,
    /// Percent of a tool's stock.
    pub share_percent: u32,
}

impl UnpaidLimits {
    /// No limit: for tests and benchmarks that place thousands of orders as one buyer.
    pub const NONE: UnpaidLimits = UnpaidLimits {
        orders: u32::MAX,
        share_percent: 100,
    };
}

#[derive(Debug, Clone)]
pub struct StripeConfig {
    pub secret_key: String,
    pub publishable_key: String,
    pub webhook_secret: Option<String>,
    pub api_url: String,
}

#[derive(Debug, Clone)]
pub struct SmtpConfig {
    pub url: String,
    pub from: String,
}

#[derive(Debug, Clone)]
pub struct ImgbbConfig {
    pub key: String,
    pub url: String,
}

/// Where the scheduled backups go and how often; `every` is `None` when they are off.
#[derive(Debug, Clone)]
pub struct BackupConfig {
    pub dir: Option<PathBuf>,
    /// Object storage, which wins over the folder when given.
    pub s3: Option<crate::store::s3::S3Config>,
    pub every: Option<std::time::Duration>,
}

/// The object storage's access key, its secret and its region.
#[derive(Debug, Clone, clap::Args)]
pub struct S3Credentials {
    #[arg(long = "backup-s3-key", env = "SHOP_BACKUP_S3_KEY", default_value = "")]
    pub key: String,
    #[arg(
        long = "backup-s3-secret",
        env = "SHOP_BACKUP_S3_SECRET",
        default_value = ""
    )]
    pub secret: String,
    /// The region the signature names (`auto` for Cloudflare R2).
    #[arg(
        long = "backup-s3-region",
        env = "SHOP_BACKUP_S3_REGION",
        default_value = "us-east-1"
    )]
    pub region: String,
}

impl S3Credentials {
    pub fn at(self, url: String) -> crate::store::s3::S3Config {
        crate::store::s3::S3Config {
            url,
            key: self.key,
            secret: self.secret,
            region: self.region,
        }
    }
}

#[derive(Debug, Clone)]
pub struct FirebaseConfig {
    pub project_id: String,
    pub api_key: String,
    pub auth_domain: String,
    pub keys_url: String,
}

impl Config {
    pub fn database_path(&self) -> PathBuf {
        self.data_dir.join("shop.db")
    }

    /// Where the shop's data is: SHOP_DATABASE_URL, else the SQLite file in DATA_DIR.
    pub fn database(&self) -> crate::store::db::Location {
        self.database_url
            .clone()
            .unwrap_or_else(|| crate::store::db::Location::File(self.database_path()))
    }

    pub fn images_dir(&self) -> PathBuf {
        self.data_dir.join("images")
    }

    /// The folder the scheduled backups go to.
    pub fn backup_dir(&self) -> PathBuf {
        self.backups
            .dir
            .clone()
            .unwrap_or_else(|| self.data_dir.join("backups"))
    }

    /// Whether this is a demo shop: the demo accounts (whose passwords everyone can read in the
    /// README), the test card that pays any order, a sample bank account and mail kept in the
    /// outbox for any admin to read. Only where no stranger can reach it — a loopback address
    /// with no public URL — unless asked for with `--demo` (which refuses a public URL). A shop
    /// behind a proxy listens on loopback too, but has a public URL: it is never a demo.
    pub fn is_demo(&self) -> bool {
        self.demo || (self.public_url.is_none() && self.addr.ip().is_loopback())
    }

    /// Refuses what a shop strangers reach must not run without.
    pub fn check(&self) -> Result<(), ConfigError> {
        if !self.is_demo() && self.smtp.is_none() {
            return Err(ConfigError::NoMailServer);
        }
        Ok(())
    }

    /// Where links in mail point: the configured public address, else the listening one.
    pub fn public_url(&self) -> String {
        match &self.public_url {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => format!("http://{}", self.addr),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(args: &[&str]) -> ServeOptions {
        ServeOptions::try_parse_from([&["serve"], args].concat()).unwrap()
    }

    /// A shop with a mail server, so only the switches under test decide.
    fn serve(args: &[&str]) -> Config {
        options(&[args, &["--smtp-url", "smtp://localhost"]].concat())
            .into_config()
            .unwrap()
    }

    #[test]
    fn switches_take_the_usual_spellings_of_yes_and_no() {
        for yes in [
            "--no-seed",
            "--no-seed=1",
            "--no-seed=true",
            "--no-seed=yes",
        ] {
            assert!(!serve(&[yes]).seed, "{yes}");
        }
        for no in ["--no-seed=0", "--no-seed=false", "--no-seed=no"] {
            assert!(serve(&[no]).seed, "{no}");
        }
        assert!(serve(&["--demo=1"]).demo);
    }

    #[test]
    fn a_demo_shop_only_where_no_stranger_can_reach_it() {
        assert!(serve(&[]).is_demo(), "127.0.0.1 by default");
        assert!(serve(&["--addr", "[::1]:8080"]).is_demo());
        assert!(!serve(&["--addr", "0.0.0.0:8080"]).is_demo());
        assert!(serve(&["--addr", "0.0.0.0:8080", "--demo"]).is_demo());
        // Behind a proxy, as the deployment guide sets it up: loopback, but public.
        let proxied = [
            "--public-url",
            "https://shop.example.com.bd",
            "--trust-proxy",
            "1",
        ];
        assert!(!serve(&proxied).is_demo());
    }

    #[test]
    fn a_public_url_is_never_a_demo_and_never_without_mail() {
        let demo = options(&["--demo", "--public-url", "https://shop.example.com.bd"]);
        assert!(matches!(
            demo.into_config(),
            Err(ConfigError::DemoWithPublicUrl)
        ));
        let mailless = options(&["--public-url", "https://shop.example.com.bd"]);
        assert!(matches!(
            mailless.into_config(),
            Err(ConfigError::NoMailServer)
        ));
        let open = options(&["--addr", "0.0.0.0:8080"]);
        assert!(matches!(open.into_config(), Err(ConfigError::NoMailServer)));
        assert!(
            options(&[]).into_config().is_ok(),
            "a demo keeps mail in the outbox"
        );
    }

    #[test]
    fn trusted_proxies_by_count_or_address() {
        assert_eq!(serve(&[]).trust_proxy, TrustedProxies::None);
        assert_eq!(
            serve(&["--trust-proxy", "yes"]).trust_proxy,
            TrustedProxies::Count(1)
        );
        assert!(ServeOptions::try_parse_from(["serve", "--trust-proxy", "maybe"]).is_err());
    }

    #[test]
    fn a_chosen_sms_gateway_needs_its_settings() {
        assert!(matches!(serve(&[]).sms.gateway, SmsGatewayConfig::Outbox));
        let missing = options(&[
            "--smtp-url",
            "smtp://localhost",
            "--sms-provider",
            "bulksmsbd",
        ]);
        assert!(matches!(
            missing.into_config(),
            Err(ConfigError::SmsSettingsMissing(_))
        ));
        let alpha = serve(&["--sms-provider", "alphasms", "--alphasms-api-key", "k"]);
        assert!(matches!(
            alpha.sms.gateway,
            SmsGatewayConfig::AlphaSms {
                sender_id: None,
                ..
            }
        ));
        assert_eq!(
            serve(&["--sms-price-taka", "0.50"]).sms.part_price.poisha(),
            50
        );
        assert!(ServeOptions::try_parse_from(["serve", "--sms-provider", "twilio"]).is_err());
    }
}

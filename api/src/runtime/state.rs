//! What every handler can reach: the database, the configured outside services and the
//! in-process caches and limits.

use crate::catalogue::search_plan::TrigramCounts;
use crate::http::middleware::rate_limit::RateLimiter;
use crate::http::openapi::ApiDocument;
use crate::identity::firebase::IdentityProvider;
use crate::identity::sessions::Tokens;
use crate::identity::throttle::SignInThrottle;
use crate::mail::Mailer;
use crate::pictures::store::ImageStore;
use crate::processors::Payments;
use crate::runtime::config::Config;
use crate::store::db::Pool;
use crate::store::db::Writer;
use crate::store::listing_cache::ListingCache;
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;

/// The shop's parts, as the router hands them to each handler. The router and each
/// `from_fn_with_state` middleware clone it for every request, so a clone is one reference
/// count: the parts themselves are shared behind an `Arc` and reached through `Deref`.
#[derive(Clone)]
pub struct AppState(Arc<Parts>);

impl AppState {
    pub fn new(parts: Parts) -> Self {
        AppState(Arc::new(parts))
    }
}

impl std::ops::Deref for AppState {
    type Target = Parts;

    fn deref(&self) -> &Parts {
        &self.0
    }
}

/// What [`AppState`] holds.
pub struct Parts {
    /// For reads; every write goes through [`Parts::writer`].
    pub db: Pool,
    /// One write transaction at a time from this process.
    pub writer: Writer,
    pub config: Arc<Config>,
    pub tokens: Arc<Tokens>,
    pub mailer: Arc<dyn Mailer>,
    pub throttle: Arc<SignInThrottle>,
    pub rate_limiter: Arc<RateLimiter>,
    /// The serialised catalogue; every write to `tools` invalidates it.
    pub listing: Arc<ListingCache>,
    /// How many tools hold the trigrams searched for lately; adding or removing a tool forgets.
    pub trigram_counts: Arc<TrigramCounts>,
    /// The words of the catalogue's names, to read a search with typos.
    pub vocabulary: Arc<crate::catalogue::vocabulary::KeptVocabulary>,
    /// The owner's catalogue imports, checked and applied in the background.
    pub imports: Arc<crate::catalogue::import::Imports>,
    pub images: Arc<dyn ImageStore>,
    pub payments: Payments,
    /// The couriers parcels are booked with.
    pub couriers: crate::couriers::Couriers,
    /// The gateway texts (SMS) go through.
    pub texts: Arc<dyn crate::sms::SmsGateway>,
    /// The outside identity provider, when one is configured.
    pub identity: Option<Arc<dyn IdentityProvider>>,
    /// The API's OpenAPI document and its reading page, served by `routes::docs`.
    pub api_document: Arc<ApiDocument>,
}

/// A resource's routes together with their OpenAPI operations.
pub type ApiRouter = OpenApiRouter<AppState>;

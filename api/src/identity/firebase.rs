//! Sign-in through Firebase: the UI signs in with the firebase SDK (email and password, Google,
//! Facebook, Github) and hands the server the ID token. The server checks it the way Firebase
//! documents: RS256, signed by one of Google's published keys (fetched and cached for as long
//! as their Cache-Control allows), `aud` the project, `iss` securetoken for the project, not
//! expired, issued in the past, a non-empty `sub`.

use async_trait::async_trait;
use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode, decode_header, jwk::JwkSet};
use serde::Deserialize;
use std::collections::HashMap;
use std::time::{Duration, Instant};
use tokio::sync::RwLock;

/// Google's keys for Firebase ID tokens, as a JSON Web Key Set.
pub const GOOGLE_KEYS_URL: &str =
    "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";
/// How long keys are kept when the key server does not say.
const DEFAULT_KEY_LIFETIME: Duration = Duration::from_secs(3600);
/// An unknown `kid` triggers a refetch at most this often, so junk tokens cannot hammer Google.
const MIN_REFETCH_INTERVAL: Duration = Duration::from_secs(30);

/// Who the identity provider says the person is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExternalIdentity {
    pub uid: String,
    pub email: Option<String>,
    pub email_verified: bool,
    pub name: Option<String>,
    pub picture: Option<String>,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum IdentityError {
    #[error("the sign-in has expired")]
    Expired,
    #[error("the sign-in token is not valid")]
    Invalid,
    #[error("the identity provider's keys could not be fetched: {0}")]
    KeysUnavailable(String),
}

/// An outside identity provider that vouches for a person with a token.
#[async_trait]
pub trait IdentityProvider: Send + Sync {
    async fn verify(&self, id_token: &str) -> Result<ExternalIdentity, IdentityError>;
}

pub struct Firebase {
    project_id: String,
    keys_url: String,
    client: reqwest::Client,
    keys: RwLock<KeyCache>,
}

#[derive(Default)]
struct KeyCache {
    keys: HashMap<String, DecodingKey>,
    fresh_until: Option<Instant>,
    fetched_at: Option<Instant>,
}

#[derive(Deserialize)]
struct Claims {
    sub: String,
    email: Option<String>,
    #[serde(default)]
    email_verified: bool,
    name: Option<String>,
    picture: Option<String>,
    iat: i64,
}

impl Firebase {
    pub fn new(project_id: String, keys_url: String) -> Self {
        Self {
            project_id,
            keys_url,
            client: reqwest::Client::builder()
                .timeout(Duration::from_secs(10))
                .build()
                .unwrap_or_default(),
            keys: RwLock::default(),
        }
    }

    /// The key for `kid`, fetching the key set when the cache is stale or lacks it.
    async fn key(&self, kid: &str) -> Result<DecodingKey, IdentityError> {
        let now = Instant::now();
        {
            let cache = self.keys.read().await;
            let fresh = cache.fresh_until.is_some_and(|until| now < until);
            let recently = cache
                .fetched_at
                .is_some_and(|at| now.duration_since(at) < MIN_REFETCH_INTERVAL);
            match cache.keys.get(kid) {
                Some(key) if fresh => return Ok(key.clone()),
                None if fresh && recently => return Err(IdentityError::Invalid),
                _ => {}
            }
        }
        let mut cache = self.keys.write().await;
        *cache = self.fetch_keys().await?;
        cache.keys.get(kid).cloned().ok_or(IdentityError::Invalid)
    }

    async fn fetch_keys(&self) -> Result<KeyCache, IdentityError> {
        let unavailable = |error: reqwest::Error| IdentityError::KeysUnavailable(error.to_string());
        let response = self
            .client
            .get(&self.keys_url)
            .send()
            .await
            .and_then(reqwest::Response::error_for_status)
            .map_err(unavailable)?;
        let lifetime = max_age(response.headers()).unwrap_or(DEFAULT_KEY_LIFETIME);
        let set: JwkSet = response.json().await.map_err(unavailable)?;
        let keys = set
            .keys
            .iter()
            .filter_map(|jwk| Some((jwk.common.key_id.clone()?, DecodingKey::from_jwk(jwk).ok()?)))
            .collect();
        let now = Instant::now();
        Ok(KeyCache {
            keys,
            fresh_until: Some(now + lifetime),
            fetched_at: Some(now),
        })
    }
}

/// `Cache-Control: …, max-age=N, …` as a duration.
fn max_age(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    let value = headers.get(reqwest::header::CACHE_CONTROL)?.to_str().ok()?;
    value
        .split(',')
        .filter_map(|directive| directive.trim().strip_prefix("max-age="))
        .find_map(|seconds| seconds.parse().ok())
        .map(Duration::from_secs)
}

#[async_trait]
impl IdentityProvider for Firebase {
    async fn verify(&self, id_token: &str) -> Result<ExternalIdentity, IdentityError> {
        let header = decode_header(id_token).map_err(|_| IdentityError::Invalid)?;
        if header.alg != Algorithm::RS256 {
            return Err(IdentityError::Invalid);
        }
        let kid = header.kid.ok_or(IdentityError::Invalid)?;
        let key = self.key(&kid).await?;
        let mut validation = Validation::new(Algorithm::RS256);
        validation.set_audience(&[&self.project_id]);
        validation.set_issuer(&[format!(
            "https://securetoken.google.com/{}",
            self.project_id
        )]);
        validation.set_required_spec_claims(&["exp", "aud", "iss", "sub"]);
        validation.leeway = 60;
        let claims = decode::<Claims>(id_token, &key, &validation)
            .map_err(|error| match error.kind() {
                jsonwebtoken::errors::ErrorKind::ExpiredSignature => IdentityError::Expired,
                _ => IdentityError::Invalid,
            })?
            .claims;
        let issued_in_the_past = claims.iat <= crate::store::db::now_ms() / 1000 + 60;
        if claims.sub.is_empty() || claims.sub.len() > 128 || !issued_in_the_past {
            return Err(IdentityError::Invalid);
        }
        Ok(ExternalIdentity {
            uid: claims.sub,
            email: claims.email,
            email_verified: claims.email_verified,
            name: claims.name,
            picture: claims.picture,
        })
    }
}

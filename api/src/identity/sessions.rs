//! The shop's own access tokens: HS256 JWTs naming the user and the account's session version.
//! The role is not in the token; it is read from the database on every request with the
//! session version, so a demotion takes effect at once and raising the version (a reset, a
//! role change, "sign out everywhere") ends every session issued before.
//!
//! A token lives [`LIFETIME_SECONDS`] (hours, not days); a signed-in browser trades its token
//! for a fresh one (`POST /api/session/refresh`) while it is in use, so an active buyer stays
//! signed in and a stolen token is worth little for long.

use anyhow::Context;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, errors::ErrorKind};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::Path;

/// How long a token lasts unless refreshed.
pub const LIFETIME_SECONDS: i64 = 12 * 60 * 60;
const MIN_SECRET_LENGTH: usize = 32;

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    /// The user's id.
    sub: String,
    iat: i64,
    exp: i64,
    /// The account's session version when the token was issued.
    #[serde(default)]
    sv: i64,
}

/// Whom a valid token names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Session {
    pub user_id: i64,
    pub version: i64,
}

/// Why a token was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum TokenError {
    Expired,
    Invalid,
}

pub struct Tokens {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    /// The key one-time codes are digested with: a six-digit code's plain hash is found by
    /// trying a million, so a copy of the database must not be enough to read one.
    code_key: Vec<u8>,
}

impl Tokens {
    pub fn new(secret: &[u8]) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub"]);
        let code_key = {
            use hmac::Mac;
            let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret)
                .expect("HMAC takes a key of any length");
            mac.update(b"one-time codes");
            mac.finalize().into_bytes().to_vec()
        };
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
            code_key,
        }
    }

    /// A one-time code's digest, bound to the number it was sent to: what is stored of it.
    pub fn code_digest(&self, phone: &str, code: &str) -> String {
        use hmac::Mac;
        let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(&self.code_key)
            .expect("HMAC takes a key of any length");
        mac.update(phone.as_bytes());
        mac.update(b":");
        mac.update(code.as_bytes());
        hex::encode(mac.finalize().into_bytes())
    }

    /// The secret from `SHOP_JWT_SECRET`, else the one kept in the data directory (made on the
    /// first start, readable by the owner only).
    pub fn load(data_dir: &Path, from_environment: Option<&str>) -> anyhow::Result<Self> {
        if let Some(secret) = from_environment {
            anyhow::ensure!(
                secret.len() >= MIN_SECRET_LENGTH,
                "SHOP_JWT_SECRET must be at least {MIN_SECRET_LENGTH} characters"
            );
            return Ok(Self::new(secret.as_bytes()));
        }
        let path = data_dir.join("jwt-secret");
        if !path.exists() {
            let secret = crate::runtime::secrets::random_token();
            let mut file =
                create_private(&path).with_context(|| format!("creating {}", path.display()))?;
            file.write_all(secret.as_bytes())?;
        }
        let secret = std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
        anyhow::ensure!(
            secret.len() >= MIN_SECRET_LENGTH,
            "{} is too short",
            path.display()
        );
        Ok(Self::new(&secret))
    }

    pub fn issue(&self, session: Session, now_seconds: i64) -> anyhow::Result<String> {
        let claims = Claims {
            sub: session.user_id.to_string(),
            iat: now_seconds,
            exp: now_seconds + LIFETIME_SECONDS,
            sv: session.version,
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .context("signing an access token")
    }

    /// The session a token names, if it is ours, unaltered and unexpired.
    pub fn verify(&self, token: &str) -> Result<Session, TokenError> {
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map_err(|error| match error.kind() {
                ErrorKind::ExpiredSignature => TokenError::Expired,
                _ => TokenError::Invalid,
            })?;
        let user_id = data.claims.sub.parse().map_err(|_| TokenError::Invalid)?;
        Ok(Session {
            user_id,
            version: data.claims.sv,
        })
    }
}

#[cfg(unix)]
fn create_private(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
}

#[cfg(not(unix))]
fn create_private(path: &Path) -> std::io::Result<std::fs::File> {
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(user_id: i64) -> Session {
        Session {
            user_id,
            version: 3,
        }
    }

    #[test]
    fn a_token_names_its_user_until_it_expires() {
        let tokens = Tokens::new(&[7; 32]);
        let token = tokens
            .issue(session(42), crate::store::db::now_ms() / 1000)
            .unwrap();
        assert_eq!(tokens.verify(&token), Ok(session(42)));
        let old = tokens
            .issue(
                session(42),
                crate::store::db::now_ms() / 1000 - LIFETIME_SECONDS - 10,
            )
            .unwrap();
        assert_eq!(tokens.verify(&old), Err(TokenError::Expired));
    }

    #[test]
    fn a_token_signed_with_another_key_is_refused() {
        let token = Tokens::new(&[1; 32])
            .issue(session(42), crate::store::db::now_ms() / 1000)
            .unwrap();
        assert_eq!(
            Tokens::new(&[2; 32]).verify(&token),
            Err(TokenError::Invalid)
        );
        assert_eq!(
            Tokens::new(&[2; 32]).verify("not.a.token"),
            Err(TokenError::Invalid)
        );
    }

    #[test]
    fn the_secret_file_is_private_and_reused() {
        let dir = tempfile::tempdir().unwrap();
        let first = Tokens::load(dir.path(), None).unwrap();
        let token = first
            .issue(session(1), crate::store::db::now_ms() / 1000)
            .unwrap();
        let second = Tokens::load(dir.path(), None).unwrap();
        assert_eq!(second.verify(&token), Ok(session(1)));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join("jwt-secret"))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }
}

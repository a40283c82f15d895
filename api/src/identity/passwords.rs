//! Password hashing with argon2id (the OWASP default parameters of the argon2 crate).

use argon2::Argon2;
use argon2::password_hash::{
    PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng,
};
use shared::Password;
use tokio::sync::Semaphore;

/// Hashes running at once. Each takes 19 MB and a core for tens of milliseconds: more in
/// parallel would only queue for the CPU while multiplying the memory.
static HASHING: Semaphore = Semaphore::const_new(2);

/// Runs `work` (a hash or a verification) on a blocking thread, a bounded number at a time.
pub async fn off_the_runtime<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    let _permit = HASHING.acquire().await?;
    Ok(tokio::task::spawn_blocking(work).await?)
}

pub fn hash(password: &Password) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.expose().as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|error| anyhow::anyhow!("hashing a password: {error}"))
}

/// Whether `candidate` is the password behind `stored`; a malformed stored hash never matches.
pub fn verify(candidate: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .map(|hash| {
            Argon2::default()
                .verify_password(candidate.as_bytes(), &hash)
                .is_ok()
        })
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_only_its_own_password() {
        let password = Password::parse("Abcdefg1@").unwrap();
        let stored = hash(&password).unwrap();
        assert!(stored.starts_with("$argon2id$"));
        assert!(verify("Abcdefg1@", &stored));
        assert!(!verify("Abcdefg1!", &stored));
        assert!(!verify("Abcdefg1@", "not a hash"));
    }
}

//! Secrets the shop makes and the one-way digests it stores in their place: emailed link
//! tokens, the token-signing key, payment references.

use argon2::password_hash::rand_core::{OsRng, RngCore};
use sha2::{Digest, Sha256};

/// 32 random bytes as hex: secrets for links and the token key, unguessable references.
pub fn random_token() -> String {
    hex::encode(random_bytes::<32>())
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    OsRng.fill_bytes(&mut bytes);
    bytes
}

/// SHA-256 in hex: what is stored of a link token, so a copy of the database opens no link.
pub fn digest(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn random_tokens_are_64_hex_digits_and_differ() {
        let (first, second) = (super::random_token(), super::random_token());
        assert_eq!(first.len(), 64);
        assert!(first.bytes().all(|byte| byte.is_ascii_hexdigit()));
        assert_ne!(first, second);
    }

    #[test]
    fn the_digest_is_sha256_in_hex() {
        assert_eq!(
            super::digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}

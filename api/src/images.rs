//! Pictures kept in the data directory under content-addressed names, so a name always
//! means the same bytes and can be cached forever.

use axum::http::{HeaderValue, Response, header};
use sha2::{Digest, Sha256};
use std::path::Path;

/// Where stored images are served from.
pub const URL_PREFIX: &str = "/api/images/";

/// Stores `bytes` under a name derived from their content and returns its public URL.
/// Storing the same bytes twice is harmless: the name and the file are the same.
pub async fn store(dir: &Path, bytes: &[u8], extension: &str) -> std::io::Result<String> {
    let digest = Sha256::digest(bytes);
    let hex: String = digest[..16]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    let name = format!("{hex}.{extension}");
    let path = dir.join(&name);
    if tokio::fs::try_exists(&path).await? {
        return Ok(format!("{URL_PREFIX}{name}"));
    }
    // Write beside, then rename: a reader never sees half a file.
    let partial = dir.join(format!(".{name}.partial"));
    tokio::fs::write(&partial, bytes).await?;
    tokio::fs::rename(&partial, &path).await?;
    Ok(format!("{URL_PREFIX}{name}"))
}

/// Long caching for every image found (names never change meaning), and a policy that keeps
/// an image from ever running script if opened on its own.
pub async fn cache_headers<B>(mut response: Response<B>) -> Response<B> {
    if response.status().is_success() {
        let headers = response.headers_mut();
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        );
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'; sandbox"),
        );
    }
    response
}

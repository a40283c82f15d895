//! Pictures (tool images, profile photos) behind the `ImageStore` trait. The built-in store
//! keeps them in the data directory under content-addressed names, so a name always means the
//! same bytes and can be cached forever; an imgbb-style host is used when a key is configured.

use async_trait::async_trait;
use axum::http::{HeaderValue, Response, header};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// Where the built-in store's images are served from.
pub const URL_PREFIX: &str = "/api/images/";
/// The largest picture accepted.
pub const MAX_BYTES: usize = 5 * 1024 * 1024;

/// The picture formats the shop accepts, recognised by their first bytes, never by the name
/// or the type the browser claims. (SVG is refused: it can carry script.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    Png,
    Jpeg,
    Gif,
    Webp,
}

impl ImageKind {
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        match bytes {
            [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, ..] => Some(ImageKind::Png),
            [0xFF, 0xD8, 0xFF, ..] => Some(ImageKind::Jpeg),
            [b'G', b'I', b'F', b'8', b'7' | b'9', b'a', ..] => Some(ImageKind::Gif),
            [
                b'R',
                b'I',
                b'F',
                b'F',
                _,
                _,
                _,
                _,
                b'W',
                b'E',
                b'B',
                b'P',
                ..,
            ] => Some(ImageKind::Webp),
            _ => None,
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ImageKind::Png => "png",
            ImageKind::Jpeg => "jpg",
            ImageKind::Gif => "gif",
            ImageKind::Webp => "webp",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            ImageKind::Png => "image/png",
            ImageKind::Jpeg => "image/jpeg",
            ImageKind::Gif => "image/gif",
            ImageKind::Webp => "image/webp",
        }
    }
}

#[async_trait]
pub trait ImageStore: Send + Sync {
    /// Keeps a picture (already checked) and returns the address it is served from.
    async fn store(&self, bytes: Vec<u8>, kind: ImageKind) -> anyhow::Result<String>;
}

/// Files in `DATA_DIR/images`, named by the SHA-256 of their content.
pub struct LocalImageStore {
    pub dir: PathBuf,
}

#[async_trait]
impl ImageStore for LocalImageStore {
    async fn store(&self, bytes: Vec<u8>, kind: ImageKind) -> anyhow::Result<String> {
        Ok(store(&self.dir, &bytes, kind.extension()).await?)
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_known_by_their_first_bytes() {
        assert_eq!(
            ImageKind::sniff(b"\x89PNG\r\n\x1a\nrest"),
            Some(ImageKind::Png)
        );
        assert_eq!(
            ImageKind::sniff(b"\xff\xd8\xff\xe0rest"),
            Some(ImageKind::Jpeg)
        );
        assert_eq!(ImageKind::sniff(b"GIF89a..."), Some(ImageKind::Gif));
        assert_eq!(
            ImageKind::sniff(b"RIFF\x10\0\0\0WEBPVP8 "),
            Some(ImageKind::Webp)
        );
        assert_eq!(ImageKind::sniff(b"<svg xmlns="), None);
        assert_eq!(ImageKind::sniff(b"\x89PN"), None);
    }
}

/// An imgbb-style image host: `POST {url}?key={key}` with the picture in the multipart field
/// `image`; the reply says `success` and gives the address in `data.url`.
pub struct ImgbbImageStore {
    client: reqwest::Client,
    upload_url: String,
    key: String,
}

/// The default imgbb upload address.
pub const IMGBB_UPLOAD_URL: &str = "https://api.imgbb.com/1/upload";

#[derive(serde::Deserialize)]
struct ImgbbReply {
    #[serde(default)]
    success: bool,
    data: Option<ImgbbData>,
    error: Option<ImgbbError>,
}

#[derive(serde::Deserialize)]
struct ImgbbData {
    url: String,
}

#[derive(serde::Deserialize)]
struct ImgbbError {
    message: String,
}

impl ImgbbImageStore {
    pub fn new(upload_url: String, key: String) -> Self {
        let client = reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(60))
            .build()
            .unwrap_or_default();
        Self {
            client,
            upload_url,
            key,
        }
    }
}

#[async_trait]
impl ImageStore for ImgbbImageStore {
    async fn store(&self, bytes: Vec<u8>, kind: ImageKind) -> anyhow::Result<String> {
        let part = reqwest::multipart::Part::bytes(bytes)
            .file_name(format!("upload.{}", kind.extension()))
            .mime_str(kind.mime())?;
        let reply: ImgbbReply = self
            .client
            .post(&self.upload_url)
            .query(&[("key", &self.key)])
            .multipart(reqwest::multipart::Form::new().part("image", part))
            .send()
            .await?
            .json()
            .await?;
        match reply {
            ImgbbReply {
                success: true,
                data: Some(data),
                ..
            } => Ok(data.url),
            ImgbbReply { error, .. } => anyhow::bail!(
                "the image host refused the upload: {}",
                error.map_or_else(|| "no reason given".to_owned(), |error| error.message)
            ),
        }
    }
}

//! Pictures (tool images, profile photos) behind the `ImageStore` trait. The built-in store
//! keeps them in the data directory under content-addressed names, so a name always means the
//! same bytes and can be cached forever; an imgbb-style host is used when a key is configured.

use super::kind::{ImageKind, URL_PREFIX};
use super::widths;
use async_trait::async_trait;
use axum::http::{HeaderValue, Response, header};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A picture that passed the checks: its kind known from its first bytes, and decoded whole
/// (so the file really is the picture it claims to be), with its narrower copies when the
/// store keeps them.
pub struct CheckedPicture {
    pub bytes: Vec<u8>,
    pub kind: ImageKind,
    /// `(width, WebP)` for each of [`widths::WIDTHS`]; empty when none are kept.
    pub copies: Vec<(u32, Vec<u8>)>,
}

#[async_trait]
pub trait ImageStore: Send + Sync {
    /// Keeps a picture and returns the address it is served from.
    async fn store(&self, picture: CheckedPicture) -> anyhow::Result<String>;

    /// Whether it keeps narrower copies beside a picture (for `srcset`).
    fn keeps_copies(&self) -> bool;
}

/// Files in `DATA_DIR/images`, named by the SHA-256 of their content, with their narrower
/// WebP copies beside them ([`picture_widths`]).
pub struct LocalImageStore {
    pub dir: PathBuf,
}

#[async_trait]
impl ImageStore for LocalImageStore {
    async fn store(&self, picture: CheckedPicture) -> anyhow::Result<String> {
        let name = content_name(&picture.bytes, picture.kind.extension());
        write_once(&self.dir, &name, &picture.bytes).await?;
        for (width, bytes) in picture.copies {
            let copy = widths::copy_name(&name, width);
            write_once(&self.dir, &copy, &bytes).await?;
        }
        Ok(format!("{URL_PREFIX}{name}"))
    }

    fn keeps_copies(&self) -> bool {
        true
    }
}

/// Stores `bytes` under a name derived from their content and returns its public URL.
/// Storing the same bytes twice is harmless: the name and the file are the same.
pub async fn store(dir: &Path, bytes: &[u8], extension: &str) -> std::io::Result<String> {
    let name = content_name(bytes, extension);
    write_once(dir, &name, bytes).await?;
    Ok(format!("{URL_PREFIX}{name}"))
}

/// The file name of `bytes`: the first half of their SHA-256, so a name always means the same
/// bytes and can be cached forever.
fn content_name(bytes: &[u8], extension: &str) -> String {
    let digest = Sha256::digest(bytes);
    let hex: String = digest[..16]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    format!("{hex}.{extension}")
}

/// Writes `dir/name` unless it is there already. Written beside, then renamed, so a reader
/// never sees half a file; each writer's partial file is its own, so two racing writers of
/// the same name (two first requests for one copy) both finish with the whole file.
async fn write_once(dir: &Path, name: &str, bytes: &[u8]) -> std::io::Result<()> {
    static WRITERS: AtomicU64 = AtomicU64::new(0);
    let path = dir.join(name);
    if tokio::fs::try_exists(&path).await? {
        return Ok(());
    }
    let writer = WRITERS.fetch_add(1, Ordering::Relaxed);
    let partial = dir.join(format!(".{name}.{writer}.partial"));
    tokio::fs::write(&partial, bytes).await?;
    tokio::fs::rename(&partial, &path).await
}

/// Makes the copy `name` (a [`widths::copy_name`]) from its original, when the copy is
/// missing but the original is stored: pictures uploaded before copies were made get theirs
/// on first request. Without a readable original there is no copy, and the request is a 404.
pub async fn make_missing_copy(dir: &Path, name: &str) -> std::io::Result<()> {
    let Some((stem, width)) = widths::parse_copy_name(name) else {
        return Ok(());
    };
    for kind in [ImageKind::Jpeg, ImageKind::Png, ImageKind::Webp] {
        let original = dir.join(format!("{stem}.{}", kind.extension()));
        let Ok(bytes) = tokio::fs::read(&original).await else {
            continue;
        };
        let _turn = widths::turn().await;
        let copy = tokio::task::spawn_blocking(move || {
            widths::decode(&bytes).map(|picture| widths::render(picture, width))
        })
        .await
        .map_err(std::io::Error::other)?;
        let Ok(copy) = copy else {
            tracing::warn!(original = %original.display(), "a stored picture does not decode");
            return Ok(());
        };
        return write_once(dir, name, &copy).await;
    }
    Ok(())
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
    async fn store(&self, picture: CheckedPicture) -> anyhow::Result<String> {
        let part = reqwest::multipart::Part::bytes(picture.bytes)
            .file_name(format!("upload.{}", picture.kind.extension()))
            .mime_str(picture.kind.mime())?;
        let reply: ImgbbReply = self
            .client
            .post(&self.upload_url)
            .query(&[("key", &self.key)])
            .multipart(reqwest::multipart::Form::new().part("image", part))
            .send()
            .await
            .map_err(crate::processors::without_query)?
            .json()
            .await
            .map_err(crate::processors::without_query)?;
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

    fn keeps_copies(&self) -> bool {
        false
    }
}

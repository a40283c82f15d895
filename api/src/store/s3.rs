//! Backups kept in S3-compatible object storage (AWS S3, Cloudflare R2, Backblaze B2, MinIO,
//! Wasabi …), addressed path-style: `SHOP_BACKUP_S3_URL` is the endpoint, the bucket and an
//! optional prefix (`https://s3.ap-south-1.amazonaws.com/shop-backups/dhaka`). Requests are
//! signed with AWS Signature Version 4 as the S3 API reference describes it ("Authenticating
//! Requests (AWS Signature Version 4)", docs.aws.amazon.com/AmazonS3/latest/API/
//! sig-v4-header-based-auth.html): the canonical request, the string to sign and the
//! signing key derived from the secret, the date, the region and `s3`. Uploads stream the file
//! with `x-amz-content-sha256: UNSIGNED-PAYLOAD`, so a large database is never held in memory.
//! The calls: `PutObject`, `GetObject`, `DeleteObject` and `ListObjectsV2` (`list-type=2`,
//! `prefix`, `continuation-token`; its XML answer's `<Key>`, `<IsTruncated>` and
//! `<NextContinuationToken>`).

use super::backups::BackupStore;
use anyhow::{Context, bail};
use async_trait::async_trait;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};
use std::path::Path;

/// Where and as whom.
#[derive(Debug, Clone)]
pub struct S3Config {
    /// Endpoint, bucket and prefix, path-style.
    pub url: String,
    pub key: String,
    pub secret: String,
    pub region: String,
}

pub struct S3Store {
    http: reqwest::Client,
    config: S3Config,
    /// The endpoint (`https://host[:port]`), the path to the bucket (`/bucket`) and the prefix
    /// of every key (`dhaka/` or empty).
    endpoint: String,
    bucket_path: String,
    prefix: String,
}

impl S3Store {
    pub fn new(config: S3Config) -> anyhow::Result<Self> {
        let url = reqwest::Url::parse(&config.url).context("SHOP_BACKUP_S3_URL is not a URL")?;
        let mut segments = url.path().trim_matches('/').splitn(2, '/');
        let bucket = segments.next().filter(|bucket| !bucket.is_empty());
        let Some(bucket) = bucket else {
            bail!("SHOP_BACKUP_S3_URL names no bucket: https://host/bucket[/prefix]");
        };
        let prefix = segments
            .next()
            .map(|prefix| format!("{}/", prefix.trim_end_matches('/')))
            .unwrap_or_default();
        Ok(S3Store {
            http: reqwest::Client::new(),
            endpoint: url.origin().ascii_serialization(),
            bucket_path: format!("/{bucket}"),
            prefix,
            config,
        })
    }

    /// A signed request for `key` in the bucket (or the bucket itself), with `query`.
    fn request(
        &self,
        method: reqwest::Method,
        key: Option<&str>,
        query: &[(&str, &str)],
    ) -> reqwest::RequestBuilder {
        let path = match key {
            Some(key) => format!("{}/{}", self.bucket_path, encode(key, false)),
            None => format!("{}/", self.bucket_path),
        };
        let mut pairs: Vec<(String, String)> = query
            .iter()
            .map(|(name, value)| (encode(name, true), encode(value, true)))
            .collect();
        pairs.sort();
        let query_text = pairs
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect::<Vec<_>>()
            .join("&");
        let host = self
            .endpoint
            .split_once("://")
            .map_or(self.endpoint.as_str(), |(_, host)| host);
        let (date, stamp) = amz_date(super::db::now_ms());
        let payload = "UNSIGNED-PAYLOAD";
        let headers = [
            ("host", host),
            ("x-amz-content-sha256", payload),
            ("x-amz-date", &stamp),
        ];
        let canonical = canonical_request(method.as_str(), &path, &query_text, &headers, payload);
        let authorization = authorization(&self.config, &date, &stamp, &headers, &canonical);
        let url = match query_text.is_empty() {
            true => format!("{}{path}", self.endpoint),
            false => format!("{}{path}?{query_text}", self.endpoint),
        };
        self.http
            .request(method, url)
            .header("x-amz-date", stamp)
            .header("x-amz-content-sha256", payload)
            .header("authorization", authorization)
    }

    async fn send(
        &self,
        request: reqwest::RequestBuilder,
        what: &str,
    ) -> anyhow::Result<reqwest::Response> {
        let response = request
            .send()
            .await
            .with_context(|| format!("{what}: no answer from {}", self.endpoint))?;
        if !response.status().is_success() {
            let status = response.status();
            let body = response.text().await.unwrap_or_default();
            bail!(
                "{what}: {} answered {status}: {}",
                self.endpoint,
                tag(&body, "Message").unwrap_or(&body)
            );
        }
        Ok(response)
    }
}

#[async_trait]
impl BackupStore for S3Store {
    fn describe(&self) -> String {
        self.config.url.clone()
    }

    async fn put(&self, name: &str, file: &Path) -> anyhow::Result<()> {
        let opened = tokio::fs::File::open(file).await?;
        let length = opened.metadata().await?.len();
        let body = reqwest::Body::wrap_stream(tokio_util::io::ReaderStream::new(opened));
        let key = format!("{}{name}", self.prefix);
        let request = self
            .request(reqwest::Method::PUT, Some(&key), &[])
            .header("content-length", length)
            .body(body);
        self.send(request, "uploading the backup").await?;
        Ok(())
    }

    async fn names(&self) -> anyhow::Result<Vec<String>> {
        let mut names = Vec::new();
        let mut token: Option<String> = None;
        loop {
            let mut query = vec![("list-type", "2"), ("prefix", self.prefix.as_str())];
            if let Some(token) = &token {
                query.push(("continuation-token", token));
            }
            let request = self.request(reqwest::Method::GET, None, &query);
            let page = self
                .send(request, "listing the backups")
                .await?
                .text()
                .await?;
            for key in tags(&page, "Key") {
                let name = key.strip_prefix(self.prefix.as_str()).unwrap_or(key);
                if super::backups::is_backup_name(name) {
                    names.push(name.to_owned());
                }
            }
            match (
                tag(&page, "IsTruncated"),
                tag(&page, "NextContinuationToken"),
            ) {
                (Some("true"), Some(next)) => token = Some(next.to_owned()),
                _ => break,
            }
        }
        names.sort();
        Ok(names)
    }

    async fn get(&self, name: &str, to: &Path) -> anyhow::Result<()> {
        use futures_util::StreamExt;
        use tokio::io::AsyncWriteExt;
        let key = format!("{}{name}", self.prefix);
        let request = self.request(reqwest::Method::GET, Some(&key), &[]);
        let response = self.send(request, "downloading the backup").await?;
        let mut file = tokio::fs::File::create(to).await?;
        let mut chunks = response.bytes_stream();
        while let Some(chunk) = chunks.next().await {
            file.write_all(&chunk?).await?;
        }
        file.flush().await?;
        Ok(())
    }

    async fn delete(&self, name: &str) -> anyhow::Result<()> {
        let key = format!("{}{name}", self.prefix);
        let request = self.request(reqwest::Method::DELETE, Some(&key), &[]);
        self.send(request, "deleting an old backup").await?;
        Ok(())
    }
}

/// The canonical request: method, path, query, the signed headers (lower-case names, in
/// order) and the payload's hash.
fn canonical_request(
    method: &str,
    path: &str,
    query: &str,
    headers: &[(&str, &str)],
    payload: &str,
) -> String {
    let lines: String = headers
        .iter()
        .map(|(name, value)| format!("{name}:{}\n", value.trim()))
        .collect();
    let names = signed_names(headers);
    format!("{method}\n{path}\n{query}\n{lines}\n{names}\n{payload}")
}

fn signed_names(headers: &[(&str, &str)]) -> String {
    headers
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(";")
}

/// The `Authorization` header for a canonical request made at `stamp` (on `date`).
fn authorization(
    config: &S3Config,
    date: &str,
    stamp: &str,
    headers: &[(&str, &str)],
    canonical: &str,
) -> String {
    let scope = format!("{date}/{}/s3/aws4_request", config.region);
    let to_sign = format!(
        "AWS4-HMAC-SHA256\n{stamp}\n{scope}\n{}",
        hex::encode(Sha256::digest(canonical.as_bytes()))
    );
    let mut key = hmac(format!("AWS4{}", config.secret).as_bytes(), date);
    for part in [config.region.as_str(), "s3", "aws4_request"] {
        key = hmac(&key, part);
    }
    let signature = hex::encode(hmac(&key, &to_sign));
    format!(
        "AWS4-HMAC-SHA256 Credential={}/{scope}, SignedHeaders={}, Signature={signature}",
        config.key,
        signed_names(headers)
    )
}

fn hmac(key: &[u8], text: &str) -> Vec<u8> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes any key");
    mac.update(text.as_bytes());
    mac.finalize().into_bytes().to_vec()
}

/// The signature's date (`20261127`) and time stamp (`20261127T103800Z`).
fn amz_date(ms: i64) -> (String, String) {
    let day = shared::calendar::utc_day(ms);
    let (hours, minutes, seconds) = shared::calendar::utc_clock(ms);
    let date = format!("{:04}{:02}{:02}", day.year, day.month, day.day);
    let stamp = format!("{date}T{hours:02}{minutes:02}{seconds:02}Z");
    (date, stamp)
}

/// SigV4's URI encoding: every byte but `A-Z a-z 0-9 - . _ ~` as `%XY`, and `/` too in a query
/// value, not in a path.
fn encode(text: &str, slash: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                out.push(byte as char)
            }
            b'/' if !slash => out.push('/'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

/// The text of every `<name>…</name>` in an XML answer.
fn tags<'a>(xml: &'a str, name: &str) -> Vec<&'a str> {
    let (open, close) = (format!("<{name}>"), format!("</{name}>"));
    let mut found = Vec::new();
    let mut rest = xml;
    while let Some(start) = rest.find(&open) {
        let after = &rest[start + open.len()..];
        let Some(end) = after.find(&close) else { break };
        found.push(&after[..end]);
        rest = &after[end + close.len()..];
    }
    found
}

fn tag<'a>(xml: &'a str, name: &str) -> Option<&'a str> {
    tags(xml, name).into_iter().next()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signing_key_matches_the_aws_documented_example() {
        // docs.aws.amazon.com/IAM/latest/UserGuide/signing-elements.html (the derived key for
        // the example secret, 20150830, us-east-1, iam).
        let mut key = hmac(b"AWS4wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", "20150830");
        for part in ["us-east-1", "iam", "aws4_request"] {
            key = hmac(&key, part);
        }
        assert_eq!(
            hex::encode(key),
            "c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9"
        );
    }

    #[test]
    fn a_get_object_is_signed_as_in_the_s3_reference_example() {
        // The S3 API reference's "Example: GET Object" (sig-v4-header-based-auth.html).
        let config = S3Config {
            url: "https://examplebucket.s3.amazonaws.com".into(),
            key: "AKIAIOSFODNN7EXAMPLE".into(),
            secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY".into(),
            region: "us-east-1".into(),
        };
        let empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        let headers = [
            ("host", "examplebucket.s3.amazonaws.com"),
            ("range", "bytes=0-9"),
            ("x-amz-content-sha256", empty),
            ("x-amz-date", "20130524T000000Z"),
        ];
        let canonical = canonical_request("GET", "/test.txt", "", &headers, empty);
        assert_eq!(
            authorization(
                &config,
                "20130524",
                "20130524T000000Z",
                &headers,
                &canonical
            ),
            "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, \
             SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, \
             Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"
        );
    }

    #[test]
    fn keys_and_query_values_are_encoded_as_sigv4_asks() {
        assert_eq!(
            encode("dhaka/shop-2026-11-27-103800.db", false),
            "dhaka/shop-2026-11-27-103800.db"
        );
        assert_eq!(encode("a b/c", true), "a%20b%2Fc");
        assert_eq!(
            amz_date(1_795_775_885_000),
            ("20261127".into(), "20261127T103805Z".into())
        );
    }
}

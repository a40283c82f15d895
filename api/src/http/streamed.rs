//! Long lists written a page at a time: the whole catalogue, the spec's unpaged order lists and
//! the CSV exports. Memory holds one page whatever the list's length, so a million orders or
//! a hundred thousand tools never sit in memory at once.

use crate::error::{AppError, Result};
use axum::body::{Body, Bytes};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::future::Future;
use std::sync::Arc;

/// Items read and written per page of a streamed list.
pub const PAGE: i64 = 500;

/// A body of `open`, then the text that `page` writes page after page, then `close`. `page` is
/// given the cursor its page starts after (`None` first) and answers its text and the next
/// cursor, or `None` when it was the last. A failure ends the body with an error, so the
/// download is seen to break rather than to end short.
pub fn pages<F, Fut, Text>(open: String, page: F, close: &'static str) -> Body
where
    F: Fn(Option<i64>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<(Text, Option<i64>)>> + Send,
    Text: Into<Vec<u8>>,
{
    enum At {
        Start,
        After(Option<i64>),
        Done,
    }
    let page = Arc::new(page);
    let chunks = futures_util::stream::unfold(At::Start, move |at| {
        let page = page.clone();
        let open = open.clone();
        async move {
            let (mut bytes, after) = match at {
                At::Start => (open.into_bytes(), None),
                At::After(after) => (Vec::new(), after),
                At::Done => return None,
            };
            match page(after).await {
                Ok((text, next)) => {
                    bytes.extend_from_slice(&text.into());
                    let at = match next {
                        Some(next) => At::After(Some(next)),
                        None => {
                            bytes.extend_from_slice(close.as_bytes());
                            At::Done
                        }
                    };
                    Some((Ok(Bytes::from(bytes)), at))
                }
                Err(error) => {
                    tracing::error!(error = ?error, "a streamed list stopped");
                    Some((Err(std::io::Error::other("the list stopped")), At::Done))
                }
            }
        }
    });
    // Fused: the compression layer polls once more after the end, which a bare `unfold`
    // answers with a panic, cutting the list off for every browser (gzip).
    Body::from_stream(futures_util::StreamExt::fuse(chunks))
}

/// A JSON array of the items `page` reads page after page (see [`pages`]), as the same list
/// read whole would be written. `page` answers at most [`PAGE`] items after the cursor it is
/// given; a full page is followed by the one after its last item (`id`).
pub fn json_array<T, F, Fut>(page: F, id: fn(&T) -> i64) -> Response
where
    T: Serialize + 'static,
    F: Fn(Option<i64>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<Vec<T>>> + Send,
{
    let page = Arc::new(page);
    let body = pages(
        "[".to_owned(),
        move |after| {
            let page = page.clone();
            async move {
                let items = page(after).await?;
                let mut json = Vec::new();
                for (index, item) in items.iter().enumerate() {
                    // Every page after the first follows a full one.
                    if index > 0 || after.is_some() {
                        json.push(b',');
                    }
                    serde_json::to_writer(&mut json, item)
                        .map_err(|error| AppError::Internal(error.into()))?;
                }
                let full = items.len() as i64 == PAGE;
                let next = items.last().filter(|_| full).map(id);
                Ok((json, next))
            }
        },
        "]",
    );
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A list of `len` numbers counting down, read a page at a time.
    async fn whole(len: i64) -> serde_json::Value {
        let response = json_array(
            move |after: Option<i64>| async move {
                let below = after.unwrap_or(len + 1);
                Ok((1..below).rev().take(PAGE as usize).collect::<Vec<i64>>())
            },
            |&item| item,
        );
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        serde_json::from_slice(&bytes).unwrap()
    }

    #[tokio::test]
    async fn a_list_read_a_page_at_a_time_is_the_list_whole() {
        for len in [0, 1, PAGE - 1, PAGE, PAGE + 1, 2 * PAGE, 3 * PAGE + 7] {
            let expected: Vec<i64> = (1..=len).rev().collect();
            assert_eq!(whole(len).await, serde_json::json!(expected), "{len} items");
        }
    }
}

//! Pages of a list read newest first by id: `?limit=&after=` gives the items after
//! a cursor, so a page costs its size at any depth; `X-Total-Count` (on the first page) and
//! `X-Next-Cursor` (when more follow) tell the UI what it needs. Without `limit` a list comes
//! whole, as the spec's screens read it.

use crate::error::{AppError, Result};
use axum::http::{HeaderMap, HeaderValue};
use serde::Deserialize;
use shared::messages;
use utoipa::IntoParams;

pub const MAX_LIMIT: u32 = 100;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// Items per page, 1 to 100; without it, the whole list.
    #[param(value_type = Option<i64>, minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
    /// The page after this cursor, as the previous page's `X-Next-Cursor` gave it.
    pub after: Option<String>,
}

/// A page asked for: at most `limit` items past the one with id `after` in the list's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub limit: i64,
    pub after: Option<i64>,
}

impl PageQuery {
    /// The page asked for; `None` for the whole list. A limit out of range or a cursor that is
    /// not one is 400.
    pub fn page(&self) -> Result<Option<Page>> {
        let Some(limit) = self.limit else {
            return match self.after {
                Some(_) => Err(AppError::BadRequest(messages::page_out_of_range(MAX_LIMIT))),
                None => Ok(None),
            };
        };
        if !(1..=MAX_LIMIT).contains(&limit) {
            return Err(AppError::BadRequest(messages::page_out_of_range(MAX_LIMIT)));
        }
        let after = match self.after.as_deref() {
            None => None,
            Some(after) => Some(
                after
                    .parse()
                    .ok()
                    .filter(|&id: &i64| id > 0)
                    .ok_or(AppError::BadRequest(messages::CURSOR_INVALID.into()))?,
            ),
        };
        Ok(Some(Page {
            limit: i64::from(limit),
            after,
        }))
    }
}

/// A list's total (or totals), counted by `count` on its first page only (later pages do not
/// repeat it).
pub async fn total_on_first_page<T>(
    page: Option<Page>,
    count: impl Future<Output = Result<T>>,
) -> Result<Option<T>> {
    if Page::is_first(page) {
        count.await.map(Some)
    } else {
        Ok(None)
    }
}

impl Page {
    /// A page of a whole list streamed newest first ([`crate::http::streamed`]), after `after`. Its
    /// `after` is always set (`i64::MAX` at the start) so that it is never a first page: the
    /// whole list carries no total to count.
    pub fn streamed_newest_first(after: Option<i64>) -> Option<Page> {
        Some(Page {
            limit: crate::http::streamed::PAGE,
            after: Some(after.unwrap_or(i64::MAX)),
        })
    }

    /// Whether this is the list's first page, which carries the total.
    pub fn is_first(page: Option<Page>) -> bool {
        page.is_some_and(|page| page.after.is_none())
    }

    /// `LIMIT` for SQL: as many as there are for a whole list (a negative LIMIT, SQLite's "no
    /// limit", is an error in PostgreSQL).
    pub fn sql_limit(page: Option<Page>) -> i64 {
        page.map_or(i64::MAX, |page| page.limit)
    }

    /// For a list newest first: the id its page starts below.
    pub fn sql_below(page: Option<Page>) -> i64 {
        page.and_then(|page| page.after).unwrap_or(i64::MAX)
    }

    /// For a list oldest first: the id its page starts above.
    pub fn sql_above(page: Option<Page>) -> i64 {
        page.and_then(|page| page.after).unwrap_or(0)
    }
}

/// The headers of a page: the total when it was counted, and where the next page starts when
/// this one is full.
pub fn headers(page: Option<Page>, total: Option<i64>, ids: &[i64]) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let Some(page) = page else {
        return headers;
    };
    if let Some(total) = total {
        headers.insert("x-total-count", HeaderValue::from(total));
    }
    if ids.len() as i64 == page.limit
        && let Some(last) = ids.last()
    {
        headers.insert("x-next-cursor", HeaderValue::from(*last));
    }
    headers
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(limit: Option<u32>, after: Option<&str>) -> Result<Option<Page>> {
        PageQuery {
            limit,
            after: after.map(str::to_owned),
        }
        .page()
    }

    #[test]
    fn a_page_is_a_limit_and_a_cursor() {
        assert_eq!(page(None, None).unwrap(), None);
        assert_eq!(
            page(Some(20), None).unwrap(),
            Some(Page {
                limit: 20,
                after: None
            })
        );
        assert_eq!(
            page(Some(20), Some("41")).unwrap(),
            Some(Page {
                limit: 20,
                after: Some(41)
            })
        );
        for (limit, after) in [
            (Some(0), None),
            (Some(101), None),
            (Some(5), Some("x")),
            (Some(5), Some("-1")),
            (None, Some("4")),
        ] {
            assert!(page(limit, after).is_err(), "{limit:?} {after:?}");
        }
    }
}

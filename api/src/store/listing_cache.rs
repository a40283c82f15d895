//! The whole catalogue (`GET /api/tools` without paging), kept serialised in memory with its
//! ETag: the shop's busiest read costs no query and no serialisation until the catalogue
//! changes. Every write to `tools` (an order, a cancellation, a restock, an added or removed
//! tool, the unpaid-order sweep) calls [`ListingCache::invalidate`].
//!
//! Beside it, the pages asked for lately (`?page=1&limit=12`, a search's first page, the
//! first screens of `/` and `/all-products`): a bounded set, so with a catalogue of 100,000
//! tools memory holds what is hot rather than the catalogue.

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue};
use sha2::{Digest, Sha256};
use shared::Category;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

#[derive(Default)]
pub struct ListingCache {
    generation: AtomicU64,
    entry: RwLock<Option<Cached>>,
    /// How many tools there are: the listing's total without a COUNT per page.
    count: Slot<i64>,
    /// The category tree, outside the bounded pages: building it walks every tool, so it is
    /// not thrown away when the pages start again.
    tree: Slot<Arc<KeptTree>>,
    /// Pages by their request's query, all built at one generation.
    pages: RwLock<Pages>,
}

/// The pages kept, built at `generation`, and the order they came in: when the set is full
/// the oldest goes, so a set of hot pages larger than it loses a share of them, never all.
#[derive(Default)]
struct Pages {
    generation: u64,
    by_query: HashMap<Box<str>, CachedPage>,
    arrived: VecDeque<Box<str>>,
    /// The bodies' and queries' bytes.
    bytes: usize,
}

/// What a kept page costs, near enough: its body and its query.
fn size_of(query: &str, page: &CachedPage) -> usize {
    query.len() + page.body.len()
}

/// One value built from the catalogue as it was at a generation.
struct Slot<T>(RwLock<Option<(u64, T)>>);

impl<T> Default for Slot<T> {
    fn default() -> Self {
        Slot(RwLock::new(None))
    }
}

impl<T: Clone> Slot<T> {
    /// The value, if it was built at `current`.
    fn get(&self, current: u64) -> Option<T> {
        let slot = self
            .0
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        slot.as_ref()
            .filter(|(generation, _)| *generation == current)
            .map(|(_, value)| value.clone())
    }

    /// Keeps a value built at `generation`, unless the catalogue has changed since (`current`).
    fn set(&self, generation: u64, current: u64, value: T) {
        if generation == current {
            *self
                .0
                .write()
                .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some((generation, value));
        }
    }
}

/// The category tree, read and as `GET /api/categories` answers it.
pub struct KeptTree {
    pub categories: Vec<Category>,
    pub body: Bytes,
}

/// A page of the catalogue as answered: its headers (the total, the next cursor) and body.
#[derive(Clone)]
pub struct CachedPage {
    pub headers: HeaderMap,
    pub body: Bytes,
}

/// How many pages are kept, and their bytes at most: a page of 12 tools is about 6 KB, a
/// category's filters 1 to 5 KB, so room for the first page and the filters of 500 categories
/// several times over (each filtered, the UI's and a link's order of parameters) and the hot
/// searches. When full the oldest goes.
const MAX_PAGES: usize = 4096;
const MAX_BYTES: usize = 12 * 1024 * 1024;

impl axum::response::IntoResponse for CachedPage {
    fn into_response(self) -> axum::response::Response {
        let mut response = (
            [(
                axum::http::header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            self.body,
        )
            .into_response();
        response.headers_mut().extend(self.headers);
        response
    }
}

#[derive(Clone)]
pub struct Cached {
    generation: u64,
    pub body: Bytes,
    pub etag: HeaderValue,
}

/// A strong ETag: the first 16 bytes of the body's SHA-256, in hex.
pub fn etag_of(body: &[u8]) -> HeaderValue {
    let digest = Sha256::digest(body);
    let hex: String = digest[..16]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    HeaderValue::from_str(&format!("\"{hex}\"")).expect("hex digits make a valid header")
}

impl ListingCache {
    /// The catalogue changed: the next read builds the listing afresh.
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
    }

    /// Read before querying, so a write that lands during the query makes the result stale.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// The listing, if nothing has changed since it was stored.
    pub fn get(&self) -> Option<Cached> {
        let current = self.generation();
        let entry = self
            .entry
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        entry
            .as_ref()
            .filter(|cached| cached.generation == current)
            .cloned()
    }

    /// A weak ETag for the catalogue as it is now, for a listing whose bytes are not kept: the
    /// generation, and this process's start, since generations start again with it.
    pub fn weak_etag(&self) -> HeaderValue {
        static STARTED: std::sync::LazyLock<u128> = std::sync::LazyLock::new(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |since| since.as_nanos())
        });
        HeaderValue::from_str(&format!("W/\"{:x}-{}\"", *STARTED, self.generation()))
            .expect("hex digits make a valid header")
    }

    /// The number of tools, if nothing has changed since it was counted.
    pub fn count(&self) -> Option<i64> {
        self.count.get(self.generation())
    }

    /// Keeps the number of tools counted at `generation`.
    pub fn store_count(&self, generation: u64, count: i64) {
        self.count.set(generation, self.generation(), count);
    }

    /// The category tree, if nothing has changed since it was read.
    pub fn tree(&self) -> Option<Arc<KeptTree>> {
        self.tree.get(self.generation())
    }

    /// Keeps the category tree read at `generation`.
    pub fn store_tree(&self, generation: u64, tree: Arc<KeptTree>) {
        self.tree.set(generation, self.generation(), tree);
    }

    /// The page answered to `query`, if nothing has changed since it was stored.
    pub fn page(&self, query: &str) -> Option<CachedPage> {
        let current = self.generation();
        let pages = self
            .pages
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if pages.generation != current {
            return None;
        }
        pages.by_query.get(query).cloned()
    }

    /// Keeps the page answered to `query` from the catalogue as it was at `generation`.
    pub fn store_page(&self, generation: u64, query: &str, page: CachedPage) {
        if generation != self.generation() {
            return;
        }
        let mut pages = self
            .pages
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if pages.generation != generation {
            *pages = Pages {
                generation,
                ..Pages::default()
            };
        }
        pages.bytes += size_of(query, &page);
        if let Some(replaced) = pages.by_query.insert(query.into(), page) {
            pages.bytes -= size_of(query, &replaced);
            return;
        }
        pages.arrived.push_back(query.into());
        while pages.by_query.len() > MAX_PAGES || pages.bytes > MAX_BYTES {
            let Some(oldest) = pages.arrived.pop_front() else {
                break;
            };
            if let Some(gone) = pages.by_query.remove(&oldest) {
                pages.bytes -= size_of(&oldest, &gone);
            }
        }
    }

    /// Keeps a listing built from the catalogue as it was at `generation`.
    pub fn store(&self, generation: u64, body: Vec<u8>) -> Cached {
        let cached = Cached {
            generation,
            etag: etag_of(&body),
            body: Bytes::from(body),
        };
        if generation == self.generation() {
            *self
                .entry
                .write()
                .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(cached.clone());
        }
        cached
    }
}

#[cfg(test)]
mod tests {
    use super::ListingCache;

    #[test]
    fn a_write_makes_the_stored_listing_stale() {
        let cache = ListingCache::default();
        let before = cache.generation();
        cache.store(before, b"[1]".to_vec());
        assert_eq!(cache.get().unwrap().body.as_ref(), b"[1]");

        cache.invalidate();
        assert!(cache.get().is_none());
    }

    #[test]
    fn pages_are_kept_until_the_catalogue_changes() {
        let cache = ListingCache::default();
        let page = |body: &'static [u8]| super::CachedPage {
            headers: Default::default(),
            body: body.into(),
        };
        cache.store_page(cache.generation(), "page=1&limit=12", page(b"[1]"));
        assert_eq!(cache.page("page=1&limit=12").unwrap().body.as_ref(), b"[1]");
        assert!(cache.page("page=2&limit=12").is_none());

        let before = cache.generation();
        cache.invalidate();
        assert!(cache.page("page=1&limit=12").is_none());
        cache.store_page(before, "page=1&limit=12", page(b"[old]"));
        assert!(
            cache.page("page=1&limit=12").is_none(),
            "built before the change"
        );
    }

    #[test]
    fn the_set_of_pages_is_bounded_and_lets_the_oldest_go() {
        let cache = ListingCache::default();
        let page = |n: usize| super::CachedPage {
            headers: Default::default(),
            body: n.to_string().into(),
        };
        for n in 0..super::MAX_PAGES {
            cache.store_page(cache.generation(), &format!("page={n}"), page(n));
        }
        // Stored again, a page keeps its place in the order.
        cache.store_page(cache.generation(), "page=0", page(0));
        assert!(cache.page("page=0").is_some());

        cache.store_page(cache.generation(), "one more", page(0));

        let pages = cache.pages.read().unwrap();
        assert_eq!(pages.by_query.len(), super::MAX_PAGES);
        assert_eq!(pages.arrived.len(), super::MAX_PAGES);
        drop(pages);
        assert!(cache.page("page=0").is_none(), "the oldest went");
        assert!(cache.page("page=1").is_some());
        assert!(cache.page("one more").is_some());
    }

    #[test]
    fn the_pages_bytes_are_bounded_too() {
        let cache = ListingCache::default();
        // With its two-byte query, each is a quarter of the bytes.
        let quarter = super::MAX_BYTES / 4 - 2;
        let page = |fill: u8, size: usize| super::CachedPage {
            headers: Default::default(),
            body: vec![fill; size].into(),
        };
        for n in 0..4 {
            cache.store_page(cache.generation(), &format!("q{n}"), page(n, quarter));
        }
        assert!(cache.page("q0").is_some(), "four quarters: full, not over");
        // Stored again, a page neither adds bytes nor moves up the order.
        cache.store_page(cache.generation(), "q1", page(9, quarter));
        assert!(cache.page("q0").is_some());

        cache.store_page(cache.generation(), "q4", page(4, 2 * quarter));

        assert!(cache.page("q0").is_none());
        assert!(
            cache.page("q1").is_none(),
            "both had to go to fit the fifth"
        );
        assert!(cache.page("q4").is_some());
        let pages = cache.pages.read().unwrap();
        assert!(pages.bytes <= super::MAX_BYTES);
        assert_eq!(
            pages.bytes,
            pages
                .by_query
                .iter()
                .map(|(q, p)| super::size_of(q, p))
                .sum::<usize>()
        );
    }

    #[test]
    fn a_listing_built_while_the_catalogue_changed_is_not_kept() {
        let cache = ListingCache::default();
        let before = cache.generation();
        cache.invalidate(); // an order lands during the query
        cache.store(before, b"[old]".to_vec());
        assert!(cache.get().is_none());
    }
}

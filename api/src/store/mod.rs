//! The database: the pool and the one write turn (`db`), paging by key (`paging`), the cached
//! catalogue pages (`listing_cache`), sample data (`seed`) and online backups (`backup`).

pub mod backup;
pub mod db;
pub mod listing_cache;
pub mod paging;
pub mod seed;

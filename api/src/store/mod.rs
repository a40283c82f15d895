//! The database: the pool and the one write turn (`db`), paging by key (`paging`), the cached
//! catalogue pages (`listing_cache`), sample data (`seed`), online backups (`backup`) and the
//! scheduled ones with their store (`backups`).

pub mod backup;
pub mod backups;
pub mod db;
pub mod listing_cache;
pub mod paging;
pub mod seed;

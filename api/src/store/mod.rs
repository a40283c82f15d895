//! The database: the pool and the one write turn (`db`), on SQLite or PostgreSQL
//! (`postgres`; a SQLite shop copied into it by `to_postgres`), which process runs the periodic jobs (`leader`), paging by key (`paging`), the cached
//! catalogue pages (`listing_cache`), sample data (`seed`), online backups (`backup`), the
//! scheduled ones with their stores (`backups`: a folder; `s3`: object storage; `backup_target`:
//! which one), and the thread the order's write transaction runs on (`write_thread`).

pub mod backup;
pub mod backup_target;
pub mod backups;
pub mod db;
pub mod leader;
pub mod listing_cache;
pub mod paging;
pub mod postgres;
pub mod s3;
pub mod seed;
pub mod to_postgres;
pub mod write_thread;

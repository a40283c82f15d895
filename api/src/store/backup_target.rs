//! Which backup store a shop uses: the one its configuration names for the scheduled backups,
//! or the one `shop restore --from` names.

use super::backups::{BackupStore, Folder};
use super::s3::S3Store;
use crate::runtime::config::{Config, S3Credentials};
use std::sync::Arc;

/// The store the configuration names: object storage when given, else the folder.
pub fn store_of(config: &Config) -> anyhow::Result<Arc<dyn BackupStore>> {
    Ok(match &config.backups.s3 {
        Some(s3) => Arc::new(S3Store::new(s3.clone())?),
        None => Arc::new(Folder::new(config.backup_dir())),
    })
}

/// The store `shop restore --from` names: a URL is object storage, anything else a folder.
pub fn store_at(from: &str, credentials: S3Credentials) -> anyhow::Result<Box<dyn BackupStore>> {
    Ok(
        if from.starts_with("http://") || from.starts_with("https://") {
            Box::new(S3Store::new(credentials.at(from.to_owned()))?)
        } else {
            Box::new(Folder::new(from))
        },
    )
}

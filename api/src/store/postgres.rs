//! The shop on PostgreSQL (`SHOP_DATABASE_URL=postgres://…`): the same queries as on SQLite,
//! through sqlx's `Any` driver, on a schema of its own (data/migrations/postgres) that
//! api/tests/api/schemas.rs keeps equal to SQLite's.

use super::listing_cache::ListingCache;
use anyhow::Context;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use std::sync::Arc;

/// Connections each shop process keeps: enough for its readers and its writers at once, few
/// enough that several processes stay well inside PostgreSQL's default 100.
const CONNECTIONS: u32 = 16;

/// Connects to the database at `url` and brings its schema up to date.
pub async fn open(url: &str) -> anyhow::Result<sqlx::AnyPool> {
    sqlx::any::install_default_drivers();
    let options: AnyConnectOptions = url.parse().context("SHOP_DATABASE_URL")?;
    let pool = AnyPoolOptions::new()
        .max_connections(CONNECTIONS)
        .connect_with(options)
        .await
        .with_context(|| format!("connecting to {}", without_password(url)))?;
    // Several processes starting at once apply the migrations once: sqlx takes an advisory
    // lock around them on PostgreSQL.
    sqlx::migrate!("../data/migrations/postgres")
        .run(&pool)
        .await
        .context("applying the migrations in data/migrations/postgres")?;
    Ok(pool)
}

/// The channel the database tells every process on when the tools change (the trigger
/// `tools_changed`, data/migrations/postgres).
const TOOLS_CHANGED: &str = "shop_tools";

/// Keeps this process's cached catalogue pages true to the database while other processes
/// change it: each notice on [`TOOLS_CHANGED`] forgets them. A notice lost while the
/// connection was down is made up for by forgetting them when it is back.
pub fn spawn_listener(url: String, listing: Arc<ListingCache>) {
    tokio::spawn(async move {
        loop {
            match listen(&url, &listing).await {
                Ok(()) => return,
                Err(error) => {
                    tracing::warn!(%error, "listening for catalogue changes; again in a second");
                    listing.invalidate();
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                }
            }
        }
    });
}

async fn listen(url: &str, listing: &ListingCache) -> sqlx::Result<()> {
    let mut listener = sqlx::postgres::PgListener::connect(url).await?;
    listener.listen(TOOLS_CHANGED).await?;
    // Whatever changed before listening began.
    listing.invalidate();
    loop {
        // `None`: the connection was lost and is back (PgListener reconnects by itself);
        // notices sent meanwhile are gone, so the pages are forgotten all the same.
        let _notice = listener.try_recv().await?;
        listing.invalidate();
    }
}

/// `url` with any password replaced by `***`, for messages and logs.
pub fn without_password(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            let _ = parsed.set_password(Some("***"));
            parsed.to_string()
        }
        Ok(parsed) => parsed.to_string(),
        Err(_) => "the database URL".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::without_password;

    #[test]
    fn a_password_never_reaches_a_message() {
        assert_eq!(
            without_password("postgres://shop:s3cret@db.internal:5432/shop"),
            "postgres://shop:***@db.internal:5432/shop"
        );
        assert_eq!(
            without_password("postgres://shop@localhost/shop"),
            "postgres://shop@localhost/shop"
        );
        assert_eq!(without_password("not a url"), "the database URL");
    }
}

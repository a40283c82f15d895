//! `shop`: the whole deployment in one binary.

use anyhow::Context;
use api::runtime::config::{Cli, Command};
use clap::Parser;
use tracing_subscriber::EnvFilter;

/// mimalloc instead of glibc's malloc: under load the database threads spent a tenth of their
/// time in glibc's `_int_malloc` and `malloc_consolidate` (perf, My Orders at 1,000,000 orders);
/// with mimalloc My Orders and Manage Orders serve 15 % more a second.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Sets mimalloc's options before it starts: its own constructor (`mi_process_attach` in its
/// `prim/prim.c`: a plain `.init_array` entry built by gcc, `.init_array.00101` by clang)
/// reads them and reserves its first arena with them, before `main`. Entries of a numbered
/// `.init_array.N` run before the plain ones, lowest first (std's own, which keeps the
/// command line, is 99). From a plain entry, which ran after mimalloc's, the peak RSS under
/// `ui/bench/run.mjs` was 81 MB; from the start of `main`, 71 to 80 MB under the 100,000-tool
/// load; from here, 47 MB.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array.00098")]
static CONFIGURE_ALLOCATOR: extern "C" fn() = api::runtime::allocator::configure_mimalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    api::runtime::allocator::tune_the_system_allocator();
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn")),
        )
        .init();
    match Cli::parse().command.unwrap_or_default() {
        Command::Serve(options) => api::serve(options.into_config()?)
            .await
            .context("serving the shop"),
        Command::MakeAdmin {
            email,
            data_dir,
            database_url,
        } => {
            let database = database_url
                .unwrap_or_else(|| api::store::db::Location::File(data_dir.join("shop.db")));
            let (_, writer) = api::store::db::open_at(&database).await?;
            let email = api::identity::make_admin(&writer, &email).await?;
            println!("{email} is now an admin.");
            Ok(())
        }
        Command::Backup { file, data_dir } => {
            let db = api::store::db::open(&data_dir.join("shop.db")).await?;
            api::store::backup::backup(&db, &file).await?;
            api::store::backup::verify(&file).await?;
            println!("Backed up to {}.", file.display());
            Ok(())
        }
        Command::MigrateTo {
            database_url,
            data_dir,
        } => {
            let source = data_dir.join("shop.db");
            anyhow::ensure!(source.exists(), "{} holds no shop.db", data_dir.display());
            // Brings the file's schema up to date (and the target's), so both are alike.
            api::store::db::open(&source).await?.close().await;
            let target = api::store::postgres::open(&database_url).await?;
            let copied = api::store::to_postgres::copy(&source, &target).await?;
            for (table, rows) in &copied {
                println!("  {table:<28} {rows:>10} rows");
            }
            let rows: u64 = copied.iter().map(|(_, rows)| rows).sum();
            println!(
                "Copied {rows} rows in {} tables; counts and sums agree. Serve it with SHOP_DATABASE_URL.",
                copied.len()
            );
            Ok(())
        }
        Command::Restore {
            file,
            from,
            s3,
            name,
            data_dir,
        } => {
            let database = data_dir.join("shop.db");
            let restored = match (file, from) {
                (Some(file), _) => {
                    api::store::backup::restore(&file, &database).await?;
                    file.display().to_string()
                }
                (None, Some(from)) => {
                    let store = api::store::backup_target::store_at(&from, s3)?;
                    api::store::backups::restore_from(store.as_ref(), name.as_deref(), &database)
                        .await?
                }
                (None, None) => anyhow::bail!("name a backup file, or a folder with --from"),
            };
            println!(
                "Restored {restored}; a database it replaced is kept as shop.db.before-restore."
            );
            Ok(())
        }
    }
}

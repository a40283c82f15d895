//! `shop`: the whole deployment in one binary.

use anyhow::Context;
use api::runtime::config::{Cli, Command};
use clap::Parser;
use tracing_subscriber::EnvFilter;

/// mimalloc instead of glibc's malloc for small blocks: under load the database threads spent
/// a tenth of their time in glibc's `_int_malloc` and `malloc_consolidate` (perf, My Orders at
/// 1,000,000 orders); with mimalloc My Orders and Manage Orders serve 15 % more a second. Large
/// blocks still go to glibc (see `api::runtime::allocator`).
#[global_allocator]
static ALLOCATOR: api::runtime::allocator::ShopAllocator = api::runtime::allocator::ShopAllocator;

/// `mi_option_arena_eager_commit` (the fifth of `mi_option_e` in mimalloc's v2 `mimalloc.h`):
/// committed up front, mimalloc's arenas took the peak RSS from 59 to 90 MB under the 100,000
/// tool listing load; committed on demand, 60 MB (the budget is 64).
const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;

/// Sets the allocator's options before its first allocation, which Rust's runtime makes
/// before `main`: mimalloc reserves its first arena then, with the options of that moment.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static CONFIGURE_ALLOCATOR: extern "C" fn() = configure_allocator;

#[cfg(target_os = "linux")]
extern "C" fn configure_allocator() {
    // SAFETY: sets an option of the allocator, which mimalloc allows at any time.
    unsafe { libmimalloc_sys::mi_option_set(ARENA_EAGER_COMMIT, 0) };
}

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
        Command::MakeAdmin { email, data_dir } => {
            let (_, writer) = api::store::db::open_shop(&data_dir.join("shop.db")).await?;
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
        Command::Restore { file, data_dir } => {
            api::store::backup::restore(&file, &data_dir.join("shop.db")).await?;
            println!(
                "Restored {}; the replaced database is kept as shop.db.before-restore.",
                file.display()
            );
            Ok(())
        }
    }
}

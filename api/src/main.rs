//! `shop`: the whole deployment in one binary.

use anyhow::Context;
use api::config::{Cli, Command};
use clap::Parser;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    return_large_blocks_to_the_system();
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn")),
        )
        .init();
    match Cli::parse().command.unwrap_or_default() {
        Command::Serve(options) => api::serve(options.into_config())
            .await
            .context("serving the shop"),
        Command::MakeAdmin { email, data_dir } => {
            let db = api::db::open(&data_dir.join("shop.db")).await?;
            let email = api::identity::make_admin(&api::db::Writer::new(db), &email).await?;
            println!("{email} is now an admin.");
            Ok(())
        }
        Command::Backup { file, data_dir } => {
            let db = api::db::open(&data_dir.join("shop.db")).await?;
            api::backup::backup(&db, &file).await?;
            api::backup::verify(&file).await?;
            println!("Backed up to {}.", file.display());
            Ok(())
        }
        Command::Restore { file, data_dir } => {
            api::backup::restore(&file, &data_dir.join("shop.db")).await?;
            println!(
                "Restored {}; the replaced database is kept as shop.db.before-restore.",
                file.display()
            );
            Ok(())
        }
    }
}

/// glibc raises its mmap threshold each time a large block is freed, after which the 19 MB of
/// every password hash comes from the heap and stays resident (hundreds of MB after a few dozen
/// sign-ins). A fixed threshold keeps blocks of 1 MB and more mapped, and given back when freed.
fn return_large_blocks_to_the_system() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only tunes the allocator, and glibc serialises it with allocation.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}

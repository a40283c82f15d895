//! `shop`: the whole deployment in one binary.

use anyhow::Context;
use api::config::{Cli, Command};
use clap::Parser;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
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
            let email = api::users::make_admin(&db, &email).await?;
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

//! Command line and environment: every setting has a safe default, so `shop serve` alone
//! runs a complete shop with sample data.

use clap::{Parser, Subcommand};
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "shop",
    version,
    about = "The tools shop: API, UI and database in one binary"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the shop (the default).
    Serve(ServeOptions),
    /// Give an existing account the admin role (how a new shop gets its first admin).
    MakeAdmin {
        /// The account's email address.
        email: String,
        /// The shop's data directory.
        #[arg(long, env = "SHOP_DATA_DIR", default_value = ".data")]
        data_dir: PathBuf,
    },
}

impl Default for Command {
    fn default() -> Self {
        Command::Serve(ServeOptions::parse_from(["serve"]))
    }
}

#[derive(Debug, Parser)]
pub struct ServeOptions {
    /// Address to listen on.
    #[arg(long, env = "SHOP_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Directory for the database and uploaded images; created if missing.
    #[arg(long, env = "SHOP_DATA_DIR", default_value = ".data")]
    pub data_dir: PathBuf,
    /// Do not fill a new database with sample tools, blogs, reviews and demo accounts.
    #[arg(long, env = "SHOP_NO_SEED")]
    pub no_seed: bool,
    /// The address people reach the shop at, for links in mail (default: http://ADDR).
    #[arg(long, env = "SHOP_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// The key that signs access tokens (32+ characters); default: one made on the first
    /// start and kept in DATA_DIR/jwt-secret.
    #[arg(long, env = "SHOP_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<String>,
}

impl ServeOptions {
    pub fn into_config(self) -> Config {
        Config {
            addr: self.addr,
            data_dir: self.data_dir,
            seed: !self.no_seed,
            public_url: self.public_url,
            jwt_secret: self.jwt_secret,
        }
    }
}

/// What the running shop needs to know.
#[derive(Debug, Clone)]
pub struct Config {
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    /// Fill a new, empty database with sample data.
    pub seed: bool,
    pub public_url: Option<String>,
    pub jwt_secret: Option<String>,
}

impl Config {
    pub fn database_path(&self) -> PathBuf {
        self.data_dir.join("shop.db")
    }

    pub fn images_dir(&self) -> PathBuf {
        self.data_dir.join("images")
    }

    /// Where links in mail point: the configured public address, else the listening one.
    pub fn public_url(&self) -> String {
        match &self.public_url {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => format!("http://{}", self.addr),
        }
    }
}

//! `provider-sandbox [PORT]`: serves the SSLCommerz and bKash stand-ins on 127.0.0.1 (a free
//! port by default) and prints `listening on http://…` once ready, for the browser tests.

use provider_sandbox::{Credentials, Sandbox};

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let port: u16 = std::env::args()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await?;
    let sandbox = Sandbox::serve(listener, Credentials::default());
    println!("listening on {}", sandbox.url);
    tokio::signal::ctrl_c().await?;
    Ok(())
}

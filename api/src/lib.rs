//! The shop's server: the JSON API under `/api` (rules from the `shared` crate, data in
//! SQLite) and the built UI, in one binary.

// The layers, top to bottom (docs/architecture.md): routes answer HTTP; `http` is the server's
// plumbing; the domains (`sales`, `payments`, `catalogue`, `identity`, `tax`) hold the rules
// that touch the database; the outside services' adapters (`processors`, `mail`, `pictures`);
// `store` is the database; `runtime` the configuration and the process.
pub mod catalogue;
pub mod companies;
pub mod couriers;
pub mod error;
pub mod http;
pub mod identity;
pub mod inbox;
pub mod mail;
pub mod notices;
pub mod payments;
pub mod pictures;
pub mod processors;
pub mod routes;
pub mod runtime;
pub mod sales;
pub mod shop_texts;
pub mod sms;
pub mod store;
pub mod tax;
mod web;

use anyhow::Context;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::handler::Handler;
use http::middleware::body_deadline;
use http::middleware::client_address;
use http::middleware::known_query::{self, KnownQueries};
use http::middleware::language;
use http::middleware::rate_limit::{self, RateLimiter};
use http::middleware::request_id;
use http::middleware::security::{self, SecurityHeaders};
use http::openapi::ApiDocument;
use identity::firebase::{Firebase, IdentityProvider};
use identity::sessions::Tokens;
use identity::throttle::SignInThrottle;
use mail::{Mailer, OutboxMailer, SmtpMailer};
use pictures::store::{ImageStore, ImgbbImageStore, LocalImageStore};
use processors::{Bkash, CardProcessor, Payments, SslCommerz, Stripe, TestProcessor};
use runtime::config::{self, Config};
pub use runtime::state::AppState;
use std::sync::{Arc, OnceLock};
use store::{db, seed};
use tower_http::compression::{CompressionLayer, CompressionLevel};
use tower_http::trace::TraceLayer;

/// The API's OpenAPI document and page, built once from the routes.
pub fn api_document() -> &'static Arc<ApiDocument> {
    static DOCUMENT: OnceLock<Arc<ApiDocument>> = OnceLock::new();
    DOCUMENT.get_or_init(|| {
        let (_, paths) = routes::api_routes().split_for_parts();
        Arc::new(ApiDocument::new(paths))
    })
}

/// The whole application as one router, so tests drive exactly what `serve` runs.
pub fn app(state: AppState) -> Router {
    let security = SecurityHeaders::for_config(&state.config);
    Router::new()
        .nest(
            "/api",
            routes::api_router().route_layer(axum::middleware::from_fn_with_state(
                KnownQueries::of(&api_document().document),
                known_query::refuse_unknown,
            )),
        )
        // The UI's files are compressed as tightly as the compressor goes: they are few, kept by
        // browsers for a year, and every byte counts on a phone's first visit. The API's answers,
        // many and small, at the default level below.
        .fallback(web::serve_ui.layer(CompressionLayer::new().quality(CompressionLevel::Best)))
        .layer(axum::middleware::from_fn_with_state(
            state.rate_limiter.clone(),
            rate_limit::limit,
        ))
        // Outside the limits, which read the address it works out.
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(state.config.trust_proxy.clone()),
            client_address::remember,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.config.body_deadline,
            body_deadline::limit,
        ))
        .with_state(state)
        // JSON bodies are small; the picture upload sets its own, larger limit.
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(axum::middleware::from_fn_with_state(
            security,
            security::add_headers,
        ))
        // Outermost but for compression and tracing, so every answer, a limit's included, is
        // said in the request's language.
        .layer(axum::middleware::from_fn(language::negotiate))
        .layer(CompressionLayer::new())
        // Each request's log lines name its method, path and id.
        .layer(TraceLayer::new_for_http().make_span_with(request_id::span_of))
        .layer(axum::middleware::from_fn(request_id::assign))
}

/// The largest request body outside picture uploads.
pub const MAX_BODY_BYTES: usize = 256 * 1024;

/// Prepares the data directory and database, then serves until SIGTERM or Ctrl-C, letting
/// requests in flight finish.
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let state = prepare(config).await?;
    let addr = state.config.addr;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("listening on {addr}"))?;
    println!("The shop is open at http://{}", listener.local_addr()?);
    for account in seed::demo_accounts_present(&state.db).await? {
        println!(
            "  demo {:5}  {} / {}",
            account.role.as_str(),
            account.email,
            account.password
        );
    }
    if !identity::has_admin(&state.db).await? {
        println!(
            "  No admin yet: sign up in the shop, then run `shop make-admin YOUR-EMAIL --data-dir {}`.",
            state.config.data_dir.display()
        );
    }
    sales::expiry::spawn_sweeper(
        state.writer.clone(),
        state.listing.clone(),
        sales::expiry::Lifetimes::of(&state.config),
    );
    identity::spawn_sweeper(state.writer.clone());
    payments::recheck::spawn(state.clone());
    notices::spawn(state.clone());
    couriers::poll::spawn(state.clone());
    couriers::reports::spawn_sweep(state.clone());
    sms::queue::spawn(state.clone());
    let backups = match state.config.database() {
        db::Location::File(_) => {
            store::db::spawn_checkpoints(state.db.clone());
            catalogue::search_index::spawn_merger(state.writer.clone());
            let store = store::backup_target::store_of(&state.config)?;
            state.config.backups.every.map(|every| {
                store::backups::spawn(
                    state.db.clone(),
                    store.clone(),
                    state.config.data_dir.clone(),
                    every,
                );
                (store, state.db.clone(), state.config.data_dir.clone())
            })
        }
        // PostgreSQL keeps its own copies (base backups and WAL archiving, or the managed
        // service's point-in-time recovery; docs/deploy.md): the scheduled copies are of a
        // SQLite file.
        db::Location::Server(url) => {
            store::postgres::spawn_listener(url, state.listing.clone());
            catalogue::census::spawn(state.db.clone(), state.trigram_counts.clone());
            spawn_shared_limits_sweeper(state.writer.clone());
            None
        }
    };
    http::server::serve(
        listener,
        app(state),
        http::server::HEADER_READ_TIMEOUT,
        shutdown_signal(),
    )
    .await;
    // The last orders before a stop are in a copy too.
    if let Some((store, db, work_dir)) = backups {
        let taken = store::backups::take(&db, store.as_ref(), &work_dir, db::now_ms()).await;
        match taken {
            Ok(name) => tracing::info!(%name, store = %store.describe(), "backed up at shutdown"),
            Err(error) => tracing::error!(
                error = format!("{error:#}"),
                "the backup at shutdown failed"
            ),
        }
    }
    Ok(())
}

/// Forgets the finished windows of the limits the processes on one PostgreSQL database
/// share (one SQLite process forgets them in memory).
fn spawn_shared_limits_sweeper(writer: db::Writer) {
    runtime::periodic::in_leader(runtime::periodic::EVERY, writer.leadership(), move || {
        let pool = writer.pool().clone();
        async move {
            let forgotten = async {
                Ok::<_, sqlx::Error>(
                    rate_limit::forget_old(&pool).await?
                        + identity::throttle::forget_old(&pool).await?,
                )
            };
            if let Err(error) = forgotten.await {
                tracing::warn!(%error, "forgetting the finished limit windows");
            }
        }
    });
}

/// Creates the data directory, opens and migrates the database, and seeds a new shop.
pub async fn prepare(config: Config) -> anyhow::Result<AppState> {
    config.check()?;
    let images_dir = config.images_dir();
    tokio::fs::create_dir_all(&images_dir)
        .await
        .with_context(|| format!("creating {}", images_dir.display()))?;
    let (db, writer) = db::open_at(&config.database()).await?;
    if config.seed && seed::seed_if_empty(&db, &images_dir, config.is_demo()).await? {
        tracing::info!("filled the new database with sample data");
    }
    let filled = catalogue::fill_search_words(&writer).await?;
    if filled > 0 {
        tracing::info!(
            filled,
            "worked out the search words of tools from before them"
        );
    }
    let tokens = Tokens::load(&config.data_dir, config.jwt_secret.as_deref())?;
    let firebase = config
        .firebase
        .as_ref()
        .map(|firebase| Firebase::new(firebase.project_id.clone(), firebase.keys_url.clone()));
    let issued = tax::issue_missing(&writer, &config.seller).await?;
    if issued > 0 {
        tracing::info!(
            issued,
            "issued the VAT invoices of orders paid before they existed"
        );
    }
    let mailer: Arc<dyn Mailer> = match &config.smtp {
        Some(smtp) => Arc::new(SmtpMailer::new(
            writer.clone(),
            db.clone(),
            &smtp.url,
            &smtp.from,
        )?),
        None => Arc::new(OutboxMailer {
            writer: writer.clone(),
        }),
    };
    let images: Arc<dyn ImageStore> = match &config.imgbb {
        Some(imgbb) => Arc::new(ImgbbImageStore::new(imgbb.url.clone(), imgbb.key.clone())),
        None => Arc::new(LocalImageStore { dir: images_dir }),
    };
    let payments = payments_of(&config);
    let couriers = couriers::Couriers::from_config(
        &config.couriers,
        couriers::places::PlaceBook::new(writer.clone()),
    );
    let texts = sms::gateway_of(&config.sms.gateway);
    let rate_limiter = Arc::new(RateLimiter::of(&writer, config.form_limit_per_minute));
    let throttle = Arc::new(SignInThrottle::of(&writer));
    Ok(AppState::new(runtime::state::Parts {
        mailer,
        writer,
        db,
        config: Arc::new(config),
        tokens: Arc::new(tokens),
        throttle,
        rate_limiter,
        listing: Arc::default(),
        trigram_counts: Arc::default(),
        vocabulary: Arc::default(),
        imports: Arc::default(),
        images,
        payments,
        couriers,
        texts,
        identity: firebase.map(|firebase| Arc::new(firebase) as Arc<dyn IdentityProvider>),
        api_document: api_document().clone(),
    }))
}

/// Every way to pay the configuration switches on.
fn payments_of(config: &Config) -> Payments {
    // The test processor pays any order with 4242 4242 4242 4242: a demo shop's only.
    let card = match &config.stripe {
        Some(stripe) => Some(CardProcessor::Stripe(Arc::new(Stripe::new(
            stripe.api_url.clone(),
            stripe.secret_key.clone(),
            stripe.publishable_key.clone(),
            stripe.webhook_secret.clone(),
        )))),
        None if config.is_demo() => Some(CardProcessor::Test(TestProcessor)),
        None => None,
    };
    let sslcommerz = config.sslcommerz.as_ref().map(|gateway| {
        Arc::new(SslCommerz::new(
            gateway.api_url.clone(),
            gateway.store_id.clone(),
            gateway.store_password.clone(),
        ))
    });
    let bkash = config.bkash.as_ref().map(|gateway| {
        Arc::new(Bkash::new(
            gateway.api_url.clone(),
            gateway.app_key.clone(),
            gateway.app_secret.clone(),
            gateway.username.clone(),
            gateway.password.clone(),
        ))
    });
    // Without an account of its own, only a demo shop offers transfers (to a sample one).
    let bank_account = match &config.bank_transfer {
        Some(Some(account)) => Some(account.clone()),
        Some(None) if config.is_demo() => Some(config::sample_bank_account()),
        Some(None) => {
            tracing::warn!(
                "bank transfer is on but SHOP_BANK_ACCOUNT_NUMBER is not set: not offered"
            );
            None
        }
        None => None,
    };
    Payments {
        card,
        sslcommerz,
        bkash,
        cod_max: config.cod_max,
        bank_account,
    }
}

async fn shutdown_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {},
        () = terminate => {},
    }
    tracing::info!("shutting down after the requests in flight");
}

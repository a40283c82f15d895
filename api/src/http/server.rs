//! HTTP/1.1 for the router, driven through hyper directly for what `axum::serve` cannot set:
//! a deadline for each request's headers. Without it, a client that opens connections and
//! never finishes its headers keeps every one of them open (800 half-sent requests stayed open
//! in the security review). Everything else is as `axum::serve` does it: the peer's address in
//! `ConnectInfo`, and on shutdown no new connections while those in flight finish.

use axum::Router;
use axum::body::Body;
use axum::extract::{ConnectInfo, Request};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use std::future::Future;
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How long a client has to send a request's headers, from its first byte.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// How long the requests in flight get to finish once shutdown starts.
const DRAIN_TIMEOUT: Duration = Duration::from_secs(15);

/// Serves `router` on `listener` until `shutdown` resolves, then lets the connections in
/// flight finish (for at most [`DRAIN_TIMEOUT`]).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    header_timeout: Duration,
    shutdown: impl Future<Output = ()>,
) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(header_timeout);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(connection) => connection,
                Err(error) => {
                    // Out of file descriptors, say: wait a moment rather than spin.
                    tracing::warn!(error = %error, "accepting a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            router.clone().oneshot(request.map(Body::new))
        });
        // No upgrades: the shop has no WebSockets.
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            // A closed or timed-out connection is the client's business, not an error of ours.
            if let Err(error) = connection.await {
                tracing::debug!(error = %error, %peer, "connection ended");
            }
        });
    }
    drop(listener);
    if tokio::time::timeout(DRAIN_TIMEOUT, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("requests still in flight after {DRAIN_TIMEOUT:?}; stopping anyway");
    }
}

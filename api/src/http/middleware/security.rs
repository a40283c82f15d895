//! Response headers that keep browsers strict: a Content-Security-Policy without inline
//! scripts (built from what the shop is configured to talk to), no MIME sniffing, no framing,
//! a cautious referrer policy.

use crate::runtime::config::Config;
use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;
use std::sync::Arc;

/// The headers every response carries.
#[derive(Clone)]
pub struct SecurityHeaders(Arc<Vec<(HeaderName, HeaderValue)>>);

impl SecurityHeaders {
    pub fn for_config(config: &Config) -> Self {
        let policy = content_security_policy(config);
        let headers = [
            (header::CONTENT_SECURITY_POLICY, policy.as_str()),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::X_FRAME_OPTIONS, "DENY"),
            (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
            (
                HeaderName::from_static("permissions-policy"),
                "camera=(), microphone=(), geolocation=(), payment=(self \"https://js.stripe.com\")",
            ),
            (
                HeaderName::from_static("cross-origin-opener-policy"),
                "same-origin-allow-popups",
            ),
        ];
        Self(Arc::new(
            headers
                .into_iter()
                .filter_map(|(name, value)| Some((name, HeaderValue::from_str(value).ok()?)))
                .collect(),
        ))
    }
}

/// Scripts only from the shop itself ('wasm-unsafe-eval' lets the rules' wasm module compile),
/// plus Stripe.js and Firebase's sign-in frames when those are configured. Styles may be inline
/// (the toasts and the carousel set style attributes); pictures may come from any https host
/// (the image host, provider avatars, map tiles).
fn content_security_policy(config: &Config) -> String {
    let mut script = vec!["'self'", "'wasm-unsafe-eval'"];
    let mut connect = vec!["'self'".to_owned()];
    let mut frame = vec![];
    if config.stripe.is_some() {
        script.push("https://js.stripe.com");
        connect.push("https://api.stripe.com".into());
        frame.push("https://js.stripe.com".to_owned());
        frame.push("https://hooks.stripe.com".to_owned());
    }
    if let Some(firebase) = &config.firebase {
        script.push("https://apis.google.com");
        connect.push("https://identitytoolkit.googleapis.com".into());
        connect.push("https://securetoken.googleapis.com".into());
        frame.push(format!("https://{}", firebase.auth_domain));
    }
    let frame = if frame.is_empty() {
        "'none'".to_owned()
    } else {
        frame.join(" ")
    };
    format!(
        "default-src 'self'; script-src {}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; \
         font-src 'self'; connect-src {}; frame-src {frame}; object-src 'none'; base-uri 'self'; \
         form-action 'self'; frame-ancestors 'none'",
        script.join(" "),
        connect.join(" "),
    )
}

pub async fn add_headers(
    State(headers): State<SecurityHeaders>,
    request: Request,
    next: Next,
) -> Response {
    let mut response = next.run(request).await;
    for (name, value) in headers.0.iter() {
        response
            .headers_mut()
            .entry(name.clone())
            .or_insert_with(|| value.clone());
    }
    response
}

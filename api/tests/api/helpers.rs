//! A fresh shop per test: its own data directory, database and seed, driven through the
//! same `app()` the binary serves.

use api::config::Config;
use api::{AppState, app};
use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{HeaderMap, Method, Request, StatusCode};
use serde_json::Value;
use tempfile::TempDir;
use tower::ServiceExt;

pub struct TestApp {
    pub router: Router,
    pub state: AppState,
    _data_dir: TempDir,
}

/// What came back: the status, the headers and the body (as JSON when it is JSON).
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub text: String,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text)
            .unwrap_or_else(|error| panic!("not JSON ({error}): {}", self.text))
    }

    /// The `error.message` of an error reply.
    pub fn error_message(&self) -> String {
        self.json()["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }
}

/// A shop with the sample data, as a first start creates it.
pub async fn spawn_app() -> TestApp {
    spawn(true).await
}

/// A shop with an empty database.
pub async fn spawn_empty_app() -> TestApp {
    spawn(false).await
}

async fn spawn(seed: bool) -> TestApp {
    let data_dir = tempfile::tempdir().expect("temporary data directory");
    let config = Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        data_dir: data_dir.path().to_owned(),
        seed,
    };
    let state = api::prepare(config).await.expect("the shop starts");
    TestApp {
        router: app(state.clone()),
        state,
        _data_dir: data_dir,
    }
}

impl TestApp {
    pub async fn request(&self, method: Method, path: &str, body: Option<(&str, &str)>) -> Reply {
        let mut request = Request::builder().method(method).uri(path);
        let body = match body {
            Some((content_type, text)) => {
                request = request.header("content-type", content_type);
                Body::from(text.to_owned())
            }
            None => Body::empty(),
        };
        let response = self
            .router
            .clone()
            .oneshot(request.body(body).unwrap())
            .await
            .expect("the router answers");
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        Reply {
            status,
            headers,
            text: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    pub async fn get(&self, path: &str) -> Reply {
        self.request(Method::GET, path, None).await
    }

    pub async fn post_json(&self, path: &str, json: &str) -> Reply {
        self.request(Method::POST, path, Some(("application/json", json)))
            .await
    }
}

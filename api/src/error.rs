//! One error type for the whole API. Every failure becomes
//! `{"error": {"code", "message", "key", "params"?, "field"}}` with the right status; the
//! message is written for the person using the shop, in the request's language
//! (`middleware::language`), with the catalogue key it was said from so a client can say it
//! itself; internal details stay in the log.

use crate::http::middleware::{language, request_id};
use axum::Json;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use shared::{FieldError, Lang, Param, Text, messages};
use utoipa::ToSchema;

pub type Result<T, E = AppError> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The request itself is malformed (broken JSON, a bad query string).
    #[error("{0}")]
    BadRequest(Text),
    /// One or more business rules failed; each error names its field.
    #[error("{}", .0.first().map(|error| error.text.en()).unwrap_or_default())]
    Validation(Vec<FieldError>),
    #[error("{0}")]
    Unauthorized(Text),
    #[error("{0}")]
    Forbidden(Text),
    #[error("{0}")]
    NotFound(Text),
    #[error("{0}")]
    MethodNotAllowed(Text),
    /// The request clashes with the current state (a duplicate, stock already gone).
    #[error("{message}")]
    Conflict {
        field: Option<&'static str>,
        message: Text,
    },
    #[error("{0}")]
    PayloadTooLarge(Text),
    #[error("{0}")]
    UnsupportedMediaType(Text),
    #[error("{0}")]
    TooManyRequests(Text),
    /// The card was refused; the message is the card network's.
    #[error("{0}")]
    PaymentDeclined(Text),
    /// An outside service (image host, payment provider, identity provider) failed.
    #[error("{0}")]
    BadGateway(Text),
    /// A refusal the UI answers with its own screen (a used link, an unverified address), so it
    /// carries a stable code of its own beside its status.
    #[error("{message}")]
    Coded {
        status: StatusCode,
        code: &'static str,
        message: Text,
    },
    /// Anything the user cannot fix. Logged in full, answered with a generic sentence.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    /// 404 for a record the caller named: an id, an email, an order.
    pub fn not_found(what: shared::Key) -> Self {
        AppError::NotFound(messages::not_found(what))
    }

    /// 409 for a request that clashes with the record's state, not with one field.
    pub fn conflict(message: impl Into<Text>) -> Self {
        AppError::Conflict {
            field: None,
            message: message.into(),
        }
    }

    /// 409 naming the form field that clashes (a taken email, stock that ran out).
    pub fn field_conflict(field: &'static str, message: impl Into<Text>) -> Self {
        AppError::Conflict {
            field: Some(field),
            message: message.into(),
        }
    }

    pub fn forbidden(message: impl Into<Text>) -> Self {
        AppError::Forbidden(message.into())
    }

    /// A refusal with its own `code`, for a client to branch on without reading the sentence.
    pub fn coded(status: StatusCode, code: &'static str, message: impl Into<Text>) -> Self {
        AppError::Coded {
            status,
            code,
            message: message.into(),
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Validation(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            AppError::Conflict { .. } => StatusCode::CONFLICT,
            AppError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            AppError::BadGateway(_) => StatusCode::BAD_GATEWAY,
            AppError::PaymentDeclined(_) => StatusCode::PAYMENT_REQUIRED,
            AppError::Coded { status, .. } => *status,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            AppError::BadRequest(_) => "bad_request",
            AppError::Validation(_) => "validation_failed",
            AppError::Unauthorized(_) => "unauthorized",
            AppError::Forbidden(_) => "forbidden",
            AppError::NotFound(_) => "not_found",
            AppError::MethodNotAllowed(_) => "method_not_allowed",
            AppError::Conflict { .. } => "conflict",
            AppError::PayloadTooLarge(_) => "payload_too_large",
            AppError::UnsupportedMediaType(_) => "unsupported_media_type",
            AppError::TooManyRequests(_) => "too_many_requests",
            AppError::BadGateway(_) => "bad_gateway",
            AppError::PaymentDeclined(_) => "card_declined",
            AppError::Coded { code, .. } => code,
            AppError::Internal(_) => "internal",
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            AppError::Validation(errors) => errors.first().map(|error| error.field),
            AppError::Conflict { field, .. } => *field,
            _ => None,
        }
    }
}

impl From<Vec<FieldError>> for AppError {
    fn from(errors: Vec<FieldError>) -> Self {
        AppError::Validation(errors)
    }
}

impl From<FieldError> for AppError {
    fn from(error: FieldError) -> Self {
        AppError::Validation(vec![error])
    }
}

impl From<sqlx::Error> for AppError {
    fn from(error: sqlx::Error) -> Self {
        AppError::Internal(error.into())
    }
}

impl From<JsonRejection> for AppError {
    fn from(rejection: JsonRejection) -> Self {
        match rejection {
            JsonRejection::JsonSyntaxError(_) => {
                AppError::BadRequest(messages::BODY_NOT_JSON.into())
            }
            // serde's own sentence names the field and the expected type.
            JsonRejection::JsonDataError(error) => AppError::Validation(vec![FieldError::new(
                "body",
                "wrong_type",
                messages::body_wrong_shape(error.body_text().trim_start_matches(
                    "Failed to deserialize the JSON body into the target type: ",
                )),
            )]),
            // The content type and the size are checked before parsing (`extract::AppJson`).
            other => AppError::BadRequest(Text::verbatim(other.body_text())),
        }
    }
}

impl From<QueryRejection> for AppError {
    fn from(rejection: QueryRejection) -> Self {
        AppError::BadRequest(messages::query_invalid(&rejection.body_text()))
    }
}

impl AppError {
    /// What the person reads, as a sentence of the catalogue.
    pub fn text(&self) -> Text {
        match self {
            AppError::BadRequest(text)
            | AppError::Unauthorized(text)
            | AppError::Forbidden(text)
            | AppError::NotFound(text)
            | AppError::MethodNotAllowed(text)
            | AppError::PayloadTooLarge(text)
            | AppError::UnsupportedMediaType(text)
            | AppError::TooManyRequests(text)
            | AppError::PaymentDeclined(text)
            | AppError::BadGateway(text)
            | AppError::Conflict { message: text, .. }
            | AppError::Coded { message: text, .. } => text.clone(),
            AppError::Validation(errors) => errors.first().map_or_else(
                || messages::UNEXPECTED_ERROR.into(),
                |error| error.text.clone(),
            ),
            AppError::Internal(error) => {
                tracing::error!(error = ?error, "internal error");
                messages::internal_error(request_id::current())
            }
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let lang = language::current();
        let text = self.text();
        let errors = match &self {
            AppError::Validation(errors) => Some(
                errors
                    .iter()
                    .map(|error| FieldErrorDetail::new(error, lang))
                    .collect(),
            ),
            _ => None,
        };
        let body = ErrorBody {
            error: ErrorDetail {
                code: self.code(),
                message: text.render(lang),
                key: text.key.name(),
                params: Params::of(&text),
                field: self.field(),
                errors,
                request_id: request_id::current(),
            },
        };
        (self.status(), Json(body)).into_response()
    }
}

/// Every error answer: `{"error": {"code", "message", "key", "params"?, "field", "errors"?}}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorDetail {
    /// Stable, for programs: `validation_failed`, `unauthorized`, `not_found`, …
    pub code: &'static str,
    /// For the person using the shop: what went wrong and what to do, in the language the
    /// request's `Accept-Language` asks for (English or Bangla).
    pub message: String,
    /// The sentence's key in the shop's catalogue (`NOT_ENOUGH_QUANTITY`), for a client that
    /// says it in its own words.
    pub key: &'static str,
    /// The values the sentence names (`{"minOrder": 25}`), when it names some.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub params: Option<Params>,
    /// The form field at fault, when there is one.
    pub field: Option<&'static str>,
    /// Every broken rule, for a form that failed validation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub errors: Option<Vec<FieldErrorDetail>>,
    /// The request's id (`X-Request-Id`), for the owner to quote when asking what happened.
    #[serde(rename = "requestId", skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
}

/// One broken rule of a form.
#[derive(Debug, Serialize, ToSchema)]
pub struct FieldErrorDetail {
    /// The field, as the request named it (`toolName`).
    pub field: &'static str,
    /// Stable, for programs: `required`, `too_long`, `invalid`, …
    pub code: &'static str,
    /// The rule's sentence, in the request's language.
    pub message: String,
    pub key: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub params: Option<Params>,
}

impl FieldErrorDetail {
    fn new(error: &FieldError, lang: Lang) -> Self {
        Self {
            field: error.field,
            code: error.code,
            message: error.text.render(lang),
            key: error.text.key.name(),
            params: Params::of(&error.text),
        }
    }
}

/// A sentence's parameters as JSON: counts as numbers, words as strings, amounts as
/// `{"taka": 1250}`, a sentence inside another as `{"key", "params"?}`.
#[derive(Debug, Serialize, ToSchema)]
#[schema(value_type = Object)]
pub struct Params(#[serde(serialize_with = "serialize_params")] Vec<(&'static str, Param)>);

impl Params {
    fn of(text: &Text) -> Option<Self> {
        (!text.params.is_empty()).then(|| Self(text.params.clone()))
    }
}

fn serialize_params<S: serde::Serializer>(
    params: &[(&'static str, Param)],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_map(params.iter().map(|(name, value)| (name, value)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tower::ServiceExt;

    #[tokio::test]
    #[allow(clippy::disallowed_methods)]
    async fn a_500_names_the_reference_to_quote_and_nothing_inside() {
        let failing =
            || async { Err::<(), _>(AppError::Internal(anyhow::anyhow!("disk on fire"))) };
        let app = axum::Router::new()
            .route("/", axum::routing::get(failing))
            .layer(axum::middleware::from_fn(request_id::assign));
        let request = axum::http::Request::get("/").body(axum::body::Body::empty());
        let response = app.oneshot(request.unwrap()).await.unwrap();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let id = response.headers()["x-request-id"]
            .to_str()
            .unwrap()
            .to_owned();
        let body = axum::body::to_bytes(response.into_body(), 4096)
            .await
            .unwrap();
        let body: serde_json::Value = serde_json::from_slice(&body).unwrap();
        let message = body["error"]["message"].as_str().unwrap();
        assert!(
            message.ends_with(&format!("tell us the reference {id}.")),
            "{message}"
        );
        assert_eq!(body["error"]["requestId"], id.as_str());
        assert!(!body.to_string().contains("disk on fire"));
    }
}

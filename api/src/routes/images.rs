//! `GET /api/images/{name}` serves stored pictures; `POST /api/images`: a signed-in user uploads a picture (multipart field `image`) and gets
//! back the address it is served from, for a profile photo or a tool.

use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::http::extract::AuthUser;
use crate::pictures::kind::{ImageKind, MAX_BYTES};
use crate::pictures::store::{self, CheckedPicture};
use crate::pictures::uploads;
use crate::pictures::widths::{self, PictureError};
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::body::Body;
use axum::extract::multipart::MultipartRejection;
use axum::extract::{DefaultBodyLimit, Multipart, Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use shared::messages;
use shared::replies::Uploaded;
use tower::ServiceExt;
use tower_http::services::ServeFile;
use utoipa::ToSchema;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    let (schemas, paths, upload) = routes!(upload_image);
    // Room for the multipart framing around a picture of the largest allowed size.
    let upload = upload.layer(DefaultBodyLimit::max(MAX_BYTES + 64 * 1024));
    ApiRouter::new()
        .routes((schemas, paths, upload))
        .routes(routes!(serve_image))
}

/// A stored picture.
///
/// Range and conditional requests are handled by tower-http. Only plain file names are looked
/// up, so no path leaves the image directory.
#[utoipa::path(get, path = "/images/{name}", tag = "Catalogue",
    params(("name" = String, Path, description = "The picture's file name")),
    responses((status = 200, description = "The picture", content(
        (Vec<u8> = "image/jpeg"), (Vec<u8> = "image/png"), (Vec<u8> = "image/webp"), (Vec<u8> = "image/gif"), (Vec<u8> = "image/svg+xml")
    ))))]
async fn serve_image(
    State(state): State<AppState>,
    Path(name): Path<String>,
    request: Request,
) -> Response {
    // Stored names are a hash and a width (`{32 hex}-1280w.webp`); a longer one is no picture
    // of the shop's, and the file system would refuse it (255 bytes) with an error.
    let plain = !name.starts_with('.')
        && name.len() <= MAX_NAME
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    if !plain {
        return AppError::not_found(shared::messages::THING_PICTURE).into_response();
    }
    let dir = state.config.images_dir();
    let path = dir.join(&name);
    if widths::parse_copy_name(&name).is_some()
        && !tokio::fs::try_exists(&path).await.unwrap_or(false)
        && let Err(error) = store::make_missing_copy(&dir, &name).await
    {
        tracing::error!(error = ?error, name, "making a picture's narrower copy");
    }
    match ServeFile::new(path).oneshot(request).await {
        Ok(response) if response.status() == StatusCode::NOT_FOUND => {
            AppError::not_found(shared::messages::THING_PICTURE).into_response()
        }
        Ok(response) => store::cache_headers(response.map(Body::new)).await,
        Err(never) => match never {},
    }
}

/// The longest picture name looked up.
const MAX_NAME: usize = 100;

/// The upload form: one picture in the field `image`.
#[derive(ToSchema)]
#[allow(dead_code)] // documents the multipart body only
struct ImageUpload {
    /// A JPEG, PNG, WebP or GIF picture of at most 5 MB.
    #[schema(value_type = String, format = Binary)]
    image: Vec<u8>,
}

/// Uploads a picture (a profile photo or a tool's) and answers where it is served.
///
/// The shop's own store also keeps WebP copies 320, 640 and 1280 pixels wide (never enlarged)
/// of a JPEG, PNG or WebP picture, at `{name}-{width}w.webp` beside it, for `srcset`.
#[utoipa::path(post, path = "/images", tag = "Accounts",
    request_body(content = ImageUpload, content_type = "multipart/form-data"),
    security(("bearer" = [])),
    responses(
        (status = 201, body = Uploaded),
        (status = 400, body = ErrorBody, description = "The file starts like a picture but does not decode as one, or has more than 32 megapixels."),
        (status = 429, body = ErrorBody, description = "30 uploads an hour, 100 MB a day, per account."),
        (status = 502, body = ErrorBody, description = "The image host failed."),
    ))]
async fn upload_image(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    form: std::result::Result<Multipart, MultipartRejection>,
) -> Result<(StatusCode, Json<Uploaded>)> {
    let mut form =
        form.map_err(|_| AppError::UnsupportedMediaType(messages::IMAGE_NOT_MULTIPART.into()))?;
    let too_large = || AppError::PayloadTooLarge(messages::IMAGE_TOO_LARGE.into());
    while let Some(field) = form.next_field().await.map_err(|error| {
        if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            AppError::BadRequest(messages::upload_unreadable(&error.body_text()))
        }
    })? {
        if field.name() != Some("image") {
            continue;
        }
        let bytes = field.bytes().await.map_err(|_| too_large())?;
        if bytes.is_empty() {
            break;
        }
        if bytes.len() > MAX_BYTES {
            return Err(too_large());
        }
        let kind = ImageKind::sniff(&bytes)
            .ok_or_else(|| AppError::UnsupportedMediaType(messages::IMAGE_WRONG_TYPE.into()))?;
        uploads::take_slot(&state.writer, user.id, bytes.len()).await?;
        let bytes = bytes.to_vec();
        let copies = state.images.keeps_copies() && widths::has_copies(kind);
        // One decode at a time: each may hold the whole pixel budget.
        let turn = widths::turn().await;
        let picture = tokio::task::spawn_blocking(move || {
            let decoded = widths::decode(&bytes)?;
            let copies = match copies {
                true => widths::render_all(decoded),
                false => Vec::new(),
            };
            Ok::<_, PictureError>(CheckedPicture {
                bytes,
                kind,
                copies,
            })
        })
        .await
        .map_err(|error| AppError::Internal(error.into()))?
        .map_err(|error| match error {
            PictureError::TooManyPixels => {
                AppError::BadRequest(messages::picture_too_many_pixels(widths::MAX_MEGAPIXELS))
            }
            PictureError::Unreadable(_) => AppError::BadRequest(messages::IMAGE_UNREADABLE.into()),
        })?;
        drop(turn);
        let url = state.images.store(picture).await.map_err(|error| {
            tracing::error!(error = ?error, "storing an image");
            AppError::BadGateway(messages::IMAGE_UPLOAD_FAILED.into())
        })?;
        return Ok((StatusCode::CREATED, Json(Uploaded { url })));
    }
    Err(AppError::Validation(vec![shared::FieldError::new(
        "image",
        "required",
        messages::IMAGE_REQUIRED,
    )]))
}

//! `POST /api/review`: a buyer reviews a delivered order of theirs, once. The reviewer's name
//! and photo come from their profile, never from the request.

use crate::auth::extract::AuthUser;
use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::extract::{AppJson, parse_id};
use crate::replies::Inserted;
use crate::routes::ApiRouter;
use crate::{AppState, db};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use shared::{FormValue, NewReview, ReviewForm, messages};
use utoipa::ToSchema;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(add_review))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
struct ReviewRequest {
    /// The delivered order reviewed: one of the caller's own.
    order_id: FormValue,
    /// One to five stars.
    rating: FormValue,
    review: String,
}

/// Reviews a delivered order of one's own, once.
///
/// The reviewer's name and photo come from their profile. Someone else's order is 404.
#[utoipa::path(post, path = "/review", tag = "Reviews", request_body = ReviewRequest,
    security(("bearer" = [])),
    responses(
        (status = 201, body = Inserted),
        (status = 404, body = ErrorBody, description = "No such order of the caller's."),
        (status = 409, body = ErrorBody, description = "Not delivered yet, or reviewed already."),
    ))]
async fn add_review(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(body): AppJson<ReviewRequest>,
) -> Result<(StatusCode, Json<Inserted>)> {
    let order_id = parse_id(body.order_id.text(), "order")?;
    let review = NewReview::parse(&ReviewForm {
        rating: body.rating,
        review: body.review,
    })?;
    let (turn, mut tx) = state.begin_write().await?;
    // Marking the order first, conditionally, decides a double submit: one review per order.
    let tool_name: Option<String> = sqlx::query_scalar(
        "UPDATE orders SET is_reviewed = 1
         WHERE id = ? AND user_id = ? AND is_delivered = 1 AND is_reviewed = 0
         RETURNING tool_name",
    )
    .bind(order_id)
    .bind(user.id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(tool_name) = tool_name else {
        drop(tx);
        drop(turn);
        return Err(why_not_reviewable(&state, order_id, user.id).await?);
    };
    let name = user
        .display_name
        .clone()
        .filter(|name| !name.trim().is_empty())
        .unwrap_or_else(|| user.email.split('@').next().unwrap_or_default().to_owned());
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO reviews (user_id, order_id, user_name, user_image, tool_name, review, rating, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(user.id)
    .bind(order_id)
    .bind(&name)
    .bind(&user.photo_url)
    .bind(&tool_name)
    .bind(&review.review)
    .bind(review.rating.stars())
    .bind(db::now_ms())
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    drop(turn);
    Ok((
        StatusCode::CREATED,
        Json(Inserted {
            inserted_id: id,
            message: Some(messages::REVIEW_ADDED),
        }),
    ))
}

/// Why the caller's review was refused, without revealing other people's orders.
async fn why_not_reviewable(state: &AppState, order_id: i64, user_id: i64) -> Result<AppError> {
    let order: Option<(i64, bool, bool)> =
        sqlx::query_as("SELECT user_id, is_delivered, is_reviewed FROM orders WHERE id = ?")
            .bind(order_id)
            .fetch_optional(&state.db)
            .await?;
    let conflict = |message: &str| AppError::Conflict {
        field: None,
        message: message.into(),
    };
    Ok(match order {
        Some((owner, _, true)) if owner == user_id => conflict(messages::REVIEW_ALREADY_GIVEN),
        Some((owner, false, _)) if owner == user_id => conflict(messages::REVIEW_NOT_DELIVERED),
        _ => AppError::not_found("order"),
    })
}

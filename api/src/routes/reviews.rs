//! Reviews: `GET /api/reviews`, the published ones for the home page carousel, newest first;
//! `POST /api/review`, a buyer reviewing a delivered order of theirs, once. The reviewer's
//! name and photo come from their profile, never from the request.

use crate::error::ErrorBody;
use crate::error::Result;
use crate::http::extract::{AppJson, AuthUser, parse_id};
use crate::http::middleware::language::say;
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales;
use crate::store::db;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use shared::replies::Inserted;
use shared::requests::ReviewRequest;
use shared::{NewReview, Review, ReviewForm, messages};
use utoipa_axum::routes;

/// The reads anyone may cache.
pub fn public_router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(list_reviews))
        .routes(routes!(list_tool_reviews))
}

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(add_review))
}

#[derive(sqlx::FromRow)]
struct ReviewRow {
    id: i64,
    user_name: String,
    user_image: Option<String>,
    tool_name: Option<String>,
    review: String,
    #[sqlx(try_from = "i64")]
    rating: u8,
    created_at: i64,
}

/// Enough for a carousel; older reviews are not shown anywhere yet.
const SHOWN: i64 = 30;

/// Published reviews, newest first (the thirty latest).
#[utoipa::path(get, path = "/reviews", tag = "Catalogue", responses((status = 200, body = Vec<Review>)))]
async fn list_reviews(State(state): State<AppState>) -> Result<Json<Vec<Review>>> {
    let rows: Vec<ReviewRow> = sqlx::query_as(&format!(
        "SELECT {REVIEW_COLUMNS} FROM reviews ORDER BY id DESC LIMIT $1"
    ))
    .bind(SHOWN)
    .fetch_all(&state.db)
    .await?;
    Ok(Json(rows.into_iter().map(Review::from).collect()))
}

/// One tool's reviews, newest first (the thirty latest), for its page.
///
/// A review belongs to the tool of the order line it reviews; a sample review, which has no
/// order, to the tool of its name.
#[utoipa::path(get, path = "/tools/{id}/reviews", tag = "Catalogue",
    params(("id" = String, Path, description = "The tool's `_id`")),
    responses((status = 200, body = Vec<Review>)))]
async fn list_tool_reviews(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Vec<Review>>> {
    let id = parse_id(&id, shared::messages::THING_TOOL)?;
    let rows: Vec<ReviewRow> = sqlx::query_as(&format!(
        "SELECT {REVIEW_COLUMNS} FROM reviews r
         WHERE r.line_id IN (SELECT l.id FROM order_lines l WHERE l.tool_id = $1)
            OR (r.line_id IS NULL AND r.tool_name = (SELECT name FROM tools WHERE id = $1))
         ORDER BY r.id DESC LIMIT $2"
    ))
    .bind(id)
    .bind(SHOWN)
    .fetch_all(&state.db)
    .await?;
    Ok(Json(rows.into_iter().map(Review::from).collect()))
}

const REVIEW_COLUMNS: &str = "id, user_name, user_image, tool_name, review, rating, created_at";

impl From<ReviewRow> for Review {
    fn from(row: ReviewRow) -> Self {
        Review {
            id: row.id,
            user: row.user_name,
            user_image: row.user_image,
            review: row.review,
            rating: row.rating,
            tool_name: row.tool_name,
            created_at: row.created_at,
        }
    }
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
    let order_id = parse_id(body.order_id.text(), shared::messages::THING_ORDER)?;
    let line_id = match &body.line_id {
        Some(line) if !line.text().is_empty() => {
            Some(parse_id(line.text(), shared::messages::THING_ORDER)?)
        }
        _ => None,
    };
    let review = NewReview::parse(&ReviewForm {
        rating: body.rating,
        review: body.review,
    })?;
    let mut tx = state.writer.begin().await?;
    // Marking the order first, conditionally, decides a double submit: one review per order.
    let line = sales::mark_reviewed(&state, &mut tx, order_id, line_id, user.id).await?;
    let name = user
        .display_name
        .clone()
        .filter(|name| !name.trim().is_empty())
        .unwrap_or_else(|| user.email.split('@').next().unwrap_or_default().to_owned());
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO reviews (user_id, order_id, line_id, user_name, user_image, tool_name, review,
                              rating, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
    )
    .bind(user.id)
    .bind(order_id)
    .bind(line.line_id)
    .bind(&name)
    .bind(&user.photo_url)
    .bind(&line.tool_name)
    .bind(&review.review)
    .bind(i64::from(review.rating.stars()))
    .bind(db::now_ms())
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(Inserted {
            inserted_id: id,
            message: Some(say(messages::REVIEW_ADDED)),
        }),
    ))
}

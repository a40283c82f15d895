//! `GET /api/reviews`: published reviews for the home page carousel, newest first.

use crate::AppState;
use crate::error::Result;
use crate::routes::ApiRouter;
use axum::Json;
use axum::extract::State;
use shared::Review;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(list_reviews))
}

#[derive(sqlx::FromRow)]
struct ReviewRow {
    id: i64,
    user_name: String,
    user_image: Option<String>,
    tool_name: Option<String>,
    review: String,
    rating: u8,
    created_at: i64,
}

/// Enough for a carousel; older reviews are not shown anywhere yet.
const SHOWN: i64 = 30;

/// Published reviews, newest first (the thirty latest).
#[utoipa::path(get, path = "/reviews", tag = "Catalogue", responses((status = 200, body = Vec<Review>)))]
async fn list_reviews(State(state): State<AppState>) -> Result<Json<Vec<Review>>> {
    let rows: Vec<ReviewRow> = sqlx::query_as(
        "SELECT id, user_name, user_image, tool_name, review, rating, created_at
         FROM reviews ORDER BY id DESC LIMIT ?",
    )
    .bind(SHOWN)
    .fetch_all(&state.db)
    .await?;
    let reviews = rows
        .into_iter()
        .map(|row| Review {
            id: row.id,
            user: row.user_name,
            user_image: row.user_image,
            review: row.review,
            rating: row.rating,
            tool_name: row.tool_name,
            created_at: row.created_at,
        })
        .collect();
    Ok(Json(reviews))
}

//! `GET /api/blogs`: the blog page's posts, newest first.

use crate::error::Result;
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::State;
use shared::Blog;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(list_blogs))
}

#[derive(sqlx::FromRow)]
struct BlogRow {
    id: i64,
    author_name: String,
    author_image: String,
    published_on: String,
    heading: String,
    image: String,
    body: String,
}

/// The blog's posts, newest first.
#[utoipa::path(get, path = "/blogs", tag = "Catalogue", responses((status = 200, body = Vec<Blog>)))]
async fn list_blogs(State(state): State<AppState>) -> Result<Json<Vec<Blog>>> {
    let rows: Vec<BlogRow> = sqlx::query_as(
        "SELECT id, author_name, author_image, published_on, heading, image, body
         FROM blogs ORDER BY published_on DESC, id DESC",
    )
    .fetch_all(&state.db)
    .await?;
    let blogs = rows
        .into_iter()
        .map(|row| Blog {
            id: row.id,
            name: row.author_name,
            date: row.published_on,
            image: row.author_image,
            blog_heading: row.heading,
            blog_image: row.image,
            blog: row.body,
        })
        .collect();
    Ok(Json(blogs))
}

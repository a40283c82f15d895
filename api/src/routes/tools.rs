//! The public catalogue: `GET /api/tools` (newest first) and `GET /api/tools/{id}`.

use crate::error::{AppError, Result};
use crate::extract::parse_id;
use crate::{AppState, db};
use axum::extract::{Path, State};
use axum::routing::get;
use axum::{Json, Router};
use shared::Tool;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/tools", get(list_tools))
        .route("/tools/{id}", get(get_tool))
}

#[derive(sqlx::FromRow)]
struct ToolRow {
    id: i64,
    name: String,
    image: String,
    description: String,
    price_poisha: i64,
    min_order: u32,
    available_quantity: u32,
    created_at: i64,
}

impl From<ToolRow> for Tool {
    fn from(row: ToolRow) -> Self {
        Tool {
            id: row.id,
            tool_name: row.name,
            tool_image: row.image,
            tool_description: row.description,
            tool_price: db::money(row.price_poisha),
            min_order: row.min_order,
            available_quantity: row.available_quantity,
            created_at: row.created_at,
        }
    }
}

const COLUMNS: &str =
    "id, name, image, description, price_poisha, min_order, available_quantity, created_at";

async fn list_tools(State(state): State<AppState>) -> Result<Json<Vec<Tool>>> {
    let rows: Vec<ToolRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM tools ORDER BY id DESC"))
            .fetch_all(&state.db)
            .await?;
    Ok(Json(rows.into_iter().map(Tool::from).collect()))
}

async fn get_tool(State(state): State<AppState>, Path(id): Path<String>) -> Result<Json<Tool>> {
    let id = parse_id(&id, "tool")?;
    let row: Option<ToolRow> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM tools WHERE id = ?"))
        .bind(id)
        .fetch_optional(&state.db)
        .await?;
    row.map(|row| Json(row.into()))
        .ok_or_else(|| AppError::not_found("tool"))
}

//! The category tree as stored: reading it with each category's tool count, and the owner's
//! changes to it, which keep it a tree three levels deep at most (`shared::category`).

use crate::error::{AppError, Result};
use crate::store::db::{self, Connection, Pool, Writer};
use shared::category::{Category, MAX_DEPTH, NewCategory};
use shared::part_number::ToolDetails;
use shared::specification::Specification;
use shared::{FieldError, messages};
use std::collections::{BTreeMap, HashMap};

#[derive(sqlx::FromRow)]
struct CategoryRow {
    id: i64,
    parent_id: Option<i64>,
    slug: String,
    name: String,
    name_bn: Option<String>,
    description: String,
    description_bn: Option<String>,
    image: Option<String>,
    /// Tools directly in it.
    tools: i64,
}

/// Every category, parents before their children (siblings by position, then name), with the
/// tools in each and in its sub-categories.
pub async fn all(db: &Pool) -> Result<Vec<Category>> {
    all_in(&mut *db.acquire().await?).await
}

/// [`all`], on one connection: in a transaction, as its own changes leave the tree.
pub async fn all_in(db: &mut Connection) -> Result<Vec<Category>> {
    let rows: Vec<CategoryRow> = sqlx::query_as(
        "SELECT id, parent_id, slug, name, name_bn, description, description_bn, image,
                (SELECT COUNT(*) FROM tools WHERE tools.category_id = categories.id) AS tools
         FROM categories ORDER BY position, name",
    )
    .fetch_all(&mut *db)
    .await?;
    let mut specs: HashMap<i64, Vec<Specification>> = HashMap::new();
    for stored in super::specifications::all(&mut *db).await? {
        specs
            .entry(stored.category_id)
            .or_default()
            .push(stored.spec);
    }
    Ok(tree(rows, specs))
}

/// The rows as the API shows them: each one's parent by slug, each count with its
/// sub-categories', and the order a reader walks the tree in (depth first).
fn tree(rows: Vec<CategoryRow>, mut specs: HashMap<i64, Vec<Specification>>) -> Vec<Category> {
    let slugs: HashMap<i64, &str> = rows.iter().map(|row| (row.id, row.slug.as_str())).collect();
    let mut totals: HashMap<i64, i64> = HashMap::new();
    for row in &rows {
        // Each tool counts in its category and every category above it.
        let mut at = Some(row.id);
        for _ in 0..MAX_DEPTH {
            let Some(id) = at else { break };
            *totals.entry(id).or_default() += row.tools;
            at = rows
                .iter()
                .find(|other| other.id == id)
                .and_then(|other| other.parent_id);
        }
    }
    let mut ordered = Vec::with_capacity(rows.len());
    let mut stack: Vec<&CategoryRow> = rows
        .iter()
        .filter(|row| row.parent_id.is_none_or(|id| !slugs.contains_key(&id)))
        .rev()
        .collect();
    while let Some(row) = stack.pop() {
        ordered.push(Category {
            slug: row.slug.clone(),
            name: row.name.clone(),
            name_bn: row.name_bn.clone(),
            description: row.description.clone(),
            description_bn: row.description_bn.clone(),
            image: row.image.clone(),
            parent: row
                .parent_id
                .and_then(|id| slugs.get(&id))
                .map(|s| s.to_string()),
            tool_count: u32::try_from(totals.get(&row.id).copied().unwrap_or(0))
                .unwrap_or(u32::MAX),
            specs: specs.remove(&row.id).unwrap_or_default(),
        });
        if ordered.len() > rows.len() {
            break;
        }
        stack.extend(
            rows.iter()
                .filter(|child| child.parent_id == Some(row.id))
                .rev(),
        );
    }
    ordered
}

/// The ids of `slug`'s category and of every category below it: what its page lists tools
/// from. `None` when there is no such category.
pub async fn subtree(db: &Pool, slug: &str) -> Result<Option<Vec<i64>>> {
    let rows: Vec<(i64, Option<i64>, String)> =
        sqlx::query_as("SELECT id, parent_id, slug FROM categories")
            .fetch_all(db)
            .await?;
    let Some(&(top, _, _)) = rows.iter().find(|row| row.2 == slug) else {
        return Ok(None);
    };
    let mut ids = vec![top];
    let mut level = vec![top];
    for _ in 1..MAX_DEPTH {
        level = rows
            .iter()
            .filter(|row| row.1.is_some_and(|parent| level.contains(&parent)))
            .map(|row| row.0)
            .collect();
        ids.extend(&level);
    }
    Ok(Some(ids))
}

/// Where a category sits: its id and how deep (1 at the top).
struct Place {
    id: i64,
    depth: usize,
}

/// The category `slug` and its depth, read in the write turn.
async fn place(tx: &mut Connection, slug: &str) -> Result<Option<Place>> {
    let mut chain = Vec::new();
    let mut next: Option<i64> =
        sqlx::query_scalar::<_, i64>("SELECT id FROM categories WHERE slug = $1")
            .bind(slug)
            .fetch_optional(&mut *tx)
            .await?;
    let Some(id) = next else { return Ok(None) };
    while let Some(at) = next {
        if chain.contains(&at) || chain.len() > MAX_DEPTH {
            break;
        }
        chain.push(at);
        next = sqlx::query_scalar("SELECT parent_id FROM categories WHERE id = $1")
            .bind(at)
            .fetch_one(&mut *tx)
            .await?;
    }
    Ok(Some(Place {
        id,
        depth: chain.len(),
    }))
}

/// How many levels the tree below `id` has (0 for a category without sub-categories).
async fn height_below(tx: &mut Connection, id: i64) -> Result<usize> {
    let mut level = vec![id];
    for height in 0..=MAX_DEPTH {
        let mut next = Vec::new();
        for parent in &level {
            let children: Vec<i64> =
                sqlx::query_scalar("SELECT id FROM categories WHERE parent_id = $1")
                    .bind(parent)
                    .fetch_all(&mut *tx)
                    .await?;
            next.extend(children);
        }
        if next.is_empty() {
            return Ok(height);
        }
        if next.contains(&id) {
            break;
        }
        level = next;
    }
    Ok(MAX_DEPTH)
}

/// The parent a form names, checked: it exists, and `height` more levels fit below it.
async fn parent_for(
    tx: &mut Connection,
    parent: Option<&str>,
    height: usize,
) -> Result<Option<Place>> {
    let Some(slug) = parent else {
        return Ok(None);
    };
    let place = place(tx, slug).await?.ok_or_else(|| {
        AppError::Validation(vec![FieldError::new(
            "parent",
            "unknown",
            messages::category_parent_unknown(slug),
        )])
    })?;
    if place.depth + 1 + height > MAX_DEPTH {
        return Err(AppError::Validation(vec![FieldError::new(
            "parent",
            "too_deep",
            messages::CATEGORY_TOO_DEEP,
        )]));
    }
    Ok(Some(place))
}

/// A category written, or refused because another has its address.
fn written<T>(result: sqlx::Result<T>, slug: &str) -> Result<()> {
    match result {
        Err(error) if db::is_unique_violation(&error) => Err(AppError::field_conflict(
            "slug",
            messages::category_slug_taken(slug),
        )),
        other => other.map(drop).map_err(Into::into),
    }
}

/// Adds a category; a slug already used is a conflict.
pub async fn create(writer: &Writer, new: &NewCategory) -> Result<()> {
    let mut tx = writer.begin().await?;
    create_in(&mut tx, new).await?;
    tx.commit().await?;
    Ok(())
}

/// [`create`], in the caller's transaction.
pub async fn create_in(tx: &mut Connection, new: &NewCategory) -> Result<()> {
    let parent = parent_for(tx, new.parent.as_deref(), 0).await?;
    let inserted = sqlx::query(
        "INSERT INTO categories (parent_id, slug, name, name_bn, description, description_bn,
                                 image, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(parent.map(|place| place.id))
    .bind(&new.slug)
    .bind(&new.name)
    .bind(&new.name_bn)
    .bind(&new.description)
    .bind(&new.description_bn)
    .bind(&new.image)
    .bind(db::now_ms())
    .execute(&mut *tx)
    .await;
    written(inserted, &new.slug)
}

/// Changes the category at `slug`: its words, its address, where it sits. It may not move into
/// itself or below itself, nor so that its sub-categories pass the third level.
pub async fn update(writer: &Writer, slug: &str, new: &NewCategory) -> Result<()> {
    let mut tx = writer.begin().await?;
    update_in(&mut tx, slug, new).await?;
    tx.commit().await?;
    Ok(())
}

/// [`update`], in the caller's transaction.
pub async fn update_in(tx: &mut Connection, slug: &str, new: &NewCategory) -> Result<()> {
    let this = place(tx, slug)
        .await?
        .ok_or_else(|| AppError::not_found(messages::THING_CATEGORY))?;
    let height = height_below(tx, this.id).await?;
    let parent = parent_for(tx, new.parent.as_deref(), height).await?;
    if let Some(parent) = &parent
        && within(tx, parent.id, this.id).await?
    {
        return Err(AppError::Validation(vec![FieldError::new(
            "parent",
            "in_itself",
            messages::CATEGORY_IN_ITSELF,
        )]));
    }
    let updated = sqlx::query(
        "UPDATE categories SET parent_id = $1, slug = $2, name = $3, name_bn = $4,
                description = $5, description_bn = $6, image = $7
         WHERE id = $8",
    )
    .bind(parent.map(|place| place.id))
    .bind(&new.slug)
    .bind(&new.name)
    .bind(&new.name_bn)
    .bind(&new.description)
    .bind(&new.description_bn)
    .bind(&new.image)
    .bind(this.id)
    .execute(&mut *tx)
    .await;
    written(updated, &new.slug)
}

/// Whether `id` is `ancestor` or below it.
async fn within(tx: &mut Connection, id: i64, ancestor: i64) -> Result<bool> {
    let mut at = Some(id);
    for _ in 0..=MAX_DEPTH {
        let Some(current) = at else { return Ok(false) };
        if current == ancestor {
            return Ok(true);
        }
        at = sqlx::query_scalar("SELECT parent_id FROM categories WHERE id = $1")
            .bind(current)
            .fetch_one(&mut *tx)
            .await?;
    }
    Ok(false)
}

/// Removes the category at `slug`, once it holds no tools and no sub-categories: a tool is
/// never left pointing at a category that is gone.
pub async fn remove(writer: &Writer, slug: &str) -> Result<()> {
    let mut tx = writer.begin().await?;
    let this = place(&mut tx, slug)
        .await?
        .ok_or_else(|| AppError::not_found(messages::THING_CATEGORY))?;
    let (tools, children): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM tools WHERE category_id = $1),
                (SELECT COUNT(*) FROM categories WHERE parent_id = $1)",
    )
    .bind(this.id)
    .fetch_one(&mut *tx)
    .await?;
    if tools > 0 || children > 0 {
        let count = |n: i64| u32::try_from(n).unwrap_or(u32::MAX);
        return Err(AppError::conflict(messages::category_not_empty(
            count(tools),
            count(children),
        )));
    }
    // Its specifications have no values: it holds no tools.
    sqlx::query("DELETE FROM specifications WHERE category_id = $1")
        .bind(this.id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM categories WHERE id = $1")
        .bind(this.id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Sets a tool's part number, brand and category, and its values of the category's
/// specifications (`specs`, by key). Answers whether the tool exists; a part number another
/// tool has, a category that is not there, or a value that breaks its rule is refused.
pub async fn set_tool_details(
    writer: &Writer,
    tool: i64,
    details: &ToolDetails,
    specs: &BTreeMap<String, String>,
) -> Result<bool> {
    let mut tx = writer.begin().await?;
    let category = match details.category.as_deref() {
        None => None,
        Some(slug) => Some(
            place(&mut tx, slug)
                .await?
                .ok_or_else(|| {
                    AppError::Validation(vec![FieldError::new(
                        "category",
                        "unknown",
                        messages::not_found(messages::THING_CATEGORY),
                    )])
                })?
                .id,
        ),
    };
    let updated = sqlx::query(
        "UPDATE tools SET part_number = $1, brand = $2, category_id = $3 WHERE id = $4",
    )
    .bind(&details.part_number)
    .bind(&details.brand)
    .bind(category)
    .bind(tool)
    .execute(&mut *tx)
    .await;
    let changed = match updated {
        Err(error) if db::is_unique_violation(&error) => {
            return Err(AppError::field_conflict(
                "partNumber",
                messages::part_number_taken(&details.part_number),
            ));
        }
        other => other?.rows_affected(),
    };
    if changed > 0 {
        super::specifications::set_values(&mut tx, tool, category, specs).await?;
        // Found by its part number and brand from now on.
        super::refresh_search_words(&mut tx, tool).await?;
    }
    tx.commit().await?;
    Ok(changed > 0)
}

/// The tool whose part number is `part_number` (as `shared::part_number::parse` keeps it).
pub async fn tool_by_part_number(db: &Pool, part_number: &str) -> Result<Option<i64>> {
    Ok(
        sqlx::query_scalar("SELECT id FROM tools WHERE part_number = $1")
            .bind(part_number)
            .fetch_optional(db)
            .await?,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: i64, parent_id: Option<i64>, tools: i64) -> CategoryRow {
        CategoryRow {
            id,
            parent_id,
            slug: format!("c{id}"),
            name: format!("C{id}"),
            name_bn: None,
            description: String::new(),
            description_bn: None,
            image: None,
            tools,
        }
    }

    #[test]
    fn the_tree_is_walked_depth_first_and_counts_add_up() {
        // c1 ─ c2 ─ c3, c1 ─ c4; c5 alone; rows in position order, children after parents or not.
        let rows = vec![
            row(3, Some(2), 4),
            row(1, None, 1),
            row(5, None, 7),
            row(2, Some(1), 2),
            row(4, Some(1), 0),
        ];
        let tree = tree(rows, HashMap::new());
        let seen: Vec<(&str, Option<&str>, u32)> = tree
            .iter()
            .map(|c| (c.slug.as_str(), c.parent.as_deref(), c.tool_count))
            .collect();
        assert_eq!(
            seen,
            [
                ("c1", None, 7),
                ("c2", Some("c1"), 6),
                ("c3", Some("c2"), 4),
                ("c4", Some("c1"), 0),
                ("c5", None, 7),
            ]
        );
    }
}

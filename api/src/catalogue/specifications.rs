//! Specifications as stored: each category's list, changed by the owner as a whole, and each
//! tool's values, checked against the specifications of its category and the categories above
//! it (`shared::specification`).

use crate::error::{AppError, Result};
use crate::store::db::{Connection, Db, Pool};
use shared::messages;
use shared::specification::{Choice, Measure, SpecKind, SpecValue, Specification, parse_values};
use std::collections::{BTreeMap, HashMap};

/// A specification with the ids it is stored under.
#[derive(Clone)]
pub struct Stored {
    pub id: i64,
    pub category_id: i64,
    pub spec: Specification,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    category_id: i64,
    key: String,
    name: String,
    name_bn: Option<String>,
    kind: String,
    unit: Option<String>,
    min_value: Option<i64>,
    max_value: Option<i64>,
    choices: Option<String>,
}

const COLUMNS: &str =
    "id, category_id, key, name, name_bn, kind, unit, min_value, max_value, choices";

fn kind_name(kind: SpecKind) -> &'static str {
    match kind {
        SpecKind::Number => "number",
        SpecKind::Choice => "choice",
        SpecKind::Flag => "flag",
        SpecKind::Text => "text",
    }
}

impl Row {
    fn into_stored(self) -> Stored {
        let kind = match self.kind.as_str() {
            "number" => SpecKind::Number,
            "choice" => SpecKind::Choice,
            "flag" => SpecKind::Flag,
            _ => SpecKind::Text,
        };
        let choices: Vec<Choice> = self
            .choices
            .as_deref()
            .and_then(|json| serde_json::from_str(json).ok())
            .unwrap_or_default();
        Stored {
            id: self.id,
            category_id: self.category_id,
            spec: Specification {
                key: self.key,
                name: self.name,
                name_bn: self.name_bn,
                kind,
                unit: self.unit,
                min: self.min_value.map(Measure::from_thousandths),
                max: self.max_value.map(Measure::from_thousandths),
                choices,
            },
        }
    }
}

/// Every specification, each category's in its order.
pub async fn all<'c>(db: impl sqlx::Executor<'c, Database = Db>) -> Result<Vec<Stored>> {
    let sql = format!("SELECT {COLUMNS} FROM specifications ORDER BY category_id, position");
    let rows: Vec<Row> = sqlx::query_as(&sql).fetch_all(db).await?;
    Ok(rows.into_iter().map(Row::into_stored).collect())
}

/// The specifications of the tools of category `id`: those of the categories above it, from
/// the top down, then its own.
pub async fn along(db: &mut Connection, id: i64) -> Result<Vec<Stored>> {
    let mut chain = Vec::new();
    let mut next = Some(id);
    while let Some(at) = next {
        if chain.contains(&at) || chain.len() > shared::category::MAX_DEPTH {
            break;
        }
        chain.push(at);
        next = sqlx::query_scalar("SELECT parent_id FROM categories WHERE id = $1")
            .bind(at)
            .fetch_optional(&mut *db)
            .await?
            .flatten();
    }
    let mut specs = Vec::new();
    for category in chain.iter().rev() {
        let sql = format!(
            "SELECT {COLUMNS} FROM specifications WHERE category_id = $1 ORDER BY position"
        );
        let rows: Vec<Row> = sqlx::query_as(&sql)
            .bind(category)
            .fetch_all(&mut *db)
            .await?;
        specs.extend(rows.into_iter().map(Row::into_stored));
    }
    Ok(specs)
}

/// The specifications a category's page narrows by: `along` its category, on the pool.
pub async fn of_category(db: &Pool, id: i64) -> Result<Vec<Stored>> {
    let mut connection = db.acquire().await?;
    along(&mut connection, id).await
}

/// What replacing a category's specifications did.
pub struct Replaced {
    /// Tools' values the change no longer allows, removed.
    pub removed: u64,
    /// The category and those below it: their tools' search words hold their values.
    pub below: Vec<i64>,
}

/// Replaces category `category`'s specifications with `specs`, in their order. A value a
/// changed specification no longer allows goes: every value of a specification removed or
/// given another kind, a choice no longer offered, a number outside a new range. Answers how
/// many values went, in the caller's transaction. A key another category has is a conflict.
pub async fn replace(
    tx: &mut Connection,
    category: &str,
    specs: &[Specification],
) -> Result<Replaced> {
    let id: i64 = sqlx::query_scalar("SELECT id FROM categories WHERE slug = $1")
        .bind(category)
        .fetch_optional(&mut *tx)
        .await?
        .ok_or_else(|| AppError::not_found(messages::THING_CATEGORY))?;
    for spec in specs {
        let elsewhere: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM specifications WHERE key = $1 AND category_id <> $2",
        )
        .bind(&spec.key)
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        if elsewhere.is_some() {
            return Err(AppError::field_conflict(
                "specs",
                messages::spec_key_taken(&spec.key),
            ));
        }
    }
    let sql = format!("SELECT {COLUMNS} FROM specifications WHERE category_id = $1");
    let before: Vec<Stored> = sqlx::query_as::<_, Row>(&sql)
        .bind(id)
        .fetch_all(&mut *tx)
        .await?
        .into_iter()
        .map(Row::into_stored)
        .collect();
    let mut removed = 0;
    for old in &before {
        let kept = specs.iter().find(|spec| spec.key == old.spec.key);
        removed += match kept {
            None => {
                let values = sqlx::query("DELETE FROM tool_specs WHERE spec_id = $1")
                    .bind(old.id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                sqlx::query("DELETE FROM specifications WHERE id = $1")
                    .bind(old.id)
                    .execute(&mut *tx)
                    .await?;
                values
            }
            Some(spec) => drop_disallowed(tx, old.id, &old.spec, spec).await?,
        };
    }
    for (position, spec) in specs.iter().enumerate() {
        let position = position as i64;
        if before.iter().any(|old| old.spec.key == spec.key) {
            write(tx, WRITE_UPDATE, id, spec, position).await?;
        } else {
            write(tx, WRITE_INSERT, id, spec, position).await?;
        }
    }
    let below: Vec<i64> = sqlx::query_scalar(
        "WITH RECURSIVE below (id) AS (
             SELECT CAST($1 AS BIGINT)
             UNION ALL SELECT categories.id FROM categories JOIN below ON categories.parent_id = below.id
         )
         SELECT id FROM below",
    )
    .bind(id)
    .fetch_all(&mut *tx)
    .await?;
    Ok(Replaced { removed, below })
}

const WRITE_INSERT: &str =
    "INSERT INTO specifications (category_id, key, name, name_bn, kind, unit, min_value,
                                 max_value, choices, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
const WRITE_UPDATE: &str =
    "UPDATE specifications SET name = $3, name_bn = $4, kind = $5, unit = $6, min_value = $7,
            max_value = $8, choices = $9, position = $10
     WHERE category_id = $1 AND key = $2";

/// Writes `spec` of category `category` with one of the statements above.
async fn write(
    tx: &mut Connection,
    sql: &str,
    category: i64,
    spec: &Specification,
    position: i64,
) -> Result<()> {
    let choices = (!spec.choices.is_empty())
        .then(|| serde_json::to_string(&spec.choices))
        .transpose()
        .map_err(|error| AppError::Internal(error.into()))?;
    sqlx::query(sql)
        .bind(category)
        .bind(&spec.key)
        .bind(&spec.name)
        .bind(&spec.name_bn)
        .bind(kind_name(spec.kind))
        .bind(&spec.unit)
        .bind(spec.min.map(Measure::thousandths))
        .bind(spec.max.map(Measure::thousandths))
        .bind(choices)
        .bind(position)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// Adds `spec` to the category at `slug`, at `position` (the sample shop's).
pub async fn insert(
    tx: &mut Connection,
    slug: &str,
    spec: &Specification,
    position: i64,
) -> Result<()> {
    let category: i64 = sqlx::query_scalar("SELECT id FROM categories WHERE slug = $1")
        .bind(slug)
        .fetch_one(&mut *tx)
        .await?;
    write(tx, WRITE_INSERT, category, spec, position).await
}

/// Removes the values of specification `id` that `new` no longer allows, as `old` stored them.
async fn drop_disallowed(
    tx: &mut Connection,
    id: i64,
    old: &Specification,
    new: &Specification,
) -> Result<u64> {
    let delete =
        |condition: &str| format!("DELETE FROM tool_specs WHERE spec_id = $1 AND {condition}");
    let sql = if old.kind != new.kind {
        delete("TRUE")
    } else if new.kind == SpecKind::Choice {
        // Written into the statement: a choice's value is lower-case letters, digits, `-` and
        // `.` (`shared::specification`), and a list of binds would be as long as the choices.
        let offered: Vec<String> = new
            .choices
            .iter()
            .map(|choice| format!("'{}'", choice.value.replace('\'', "''")))
            .collect();
        delete(&format!("text_value NOT IN ({})", offered.join(", ")))
    } else if new.kind == SpecKind::Number {
        let bound = |measure: Option<Measure>, test: &str| {
            measure.map(|measure| format!("number_value {test} {}", measure.thousandths()))
        };
        let outside: Vec<String> = [bound(new.min, "<"), bound(new.max, ">")]
            .into_iter()
            .flatten()
            .collect();
        if outside.is_empty() {
            return Ok(0);
        }
        delete(&format!("({})", outside.join(" OR ")))
    } else {
        return Ok(0);
    };
    Ok(sqlx::query(&sql)
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected())
}

/// Sets tool `tool`'s values from `typed` (by key; an empty value removes one), checked against
/// the specifications of category `category`, and removes its values of specifications its
/// category does not have (after a move to another category).
pub async fn set_values(
    tx: &mut Connection,
    tool: i64,
    category: Option<i64>,
    typed: &BTreeMap<String, String>,
) -> Result<()> {
    let stored = match category {
        Some(id) => along(tx, id).await?,
        None => Vec::new(),
    };
    let specs: Vec<&Specification> = stored.iter().map(|stored| &stored.spec).collect();
    let values = parse_values(&specs, typed).map_err(AppError::Validation)?;
    let ids: Vec<String> = stored.iter().map(|stored| stored.id.to_string()).collect();
    let outside = if ids.is_empty() {
        "TRUE".to_owned()
    } else {
        format!("spec_id NOT IN ({})", ids.join(", "))
    };
    sqlx::query(&format!(
        "DELETE FROM tool_specs WHERE tool_id = $1 AND {outside}"
    ))
    .bind(tool)
    .execute(&mut *tx)
    .await?;
    for stored in &stored {
        if !typed.contains_key(&stored.spec.key) {
            continue;
        }
        sqlx::query("DELETE FROM tool_specs WHERE tool_id = $1 AND spec_id = $2")
            .bind(tool)
            .bind(stored.id)
            .execute(&mut *tx)
            .await?;
        let Some((_, value)) = values.iter().find(|(key, _)| *key == stored.spec.key) else {
            continue;
        };
        let (number, text) = match value {
            SpecValue::Number(measure) => (Some(measure.thousandths()), None),
            SpecValue::Text(text) => (None, Some(text.clone())),
        };
        sqlx::query(
            "INSERT INTO tool_specs (tool_id, spec_id, number_value, text_value)
             VALUES ($1, $2, $3, $4)",
        )
        .bind(tool)
        .bind(stored.id)
        .bind(number)
        .bind(text)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

/// The values of tools `tools`, each tool's by key, in their one form.
pub async fn of_tools<'c>(
    db: impl sqlx::Executor<'c, Database = Db>,
    tools: &[i64],
) -> Result<HashMap<i64, BTreeMap<String, String>>> {
    let mut by_tool: HashMap<i64, BTreeMap<String, String>> = HashMap::new();
    if tools.is_empty() {
        return Ok(by_tool);
    }
    // The ids are the tools' own, read from the database, written as numbers.
    let ids: Vec<String> = tools.iter().map(i64::to_string).collect();
    let rows: Vec<(i64, String, Option<i64>, Option<String>)> = sqlx::query_as(&format!(
        "SELECT tool_specs.tool_id, specifications.key, tool_specs.number_value, tool_specs.text_value
         FROM tool_specs JOIN specifications ON specifications.id = tool_specs.spec_id
         WHERE tool_specs.tool_id IN ({})",
        ids.join(", ")
    ))
    .fetch_all(db)
    .await?;
    for (tool, key, number, text) in rows {
        by_tool
            .entry(tool)
            .or_default()
            .insert(key, value_text(number, text));
    }
    Ok(by_tool)
}

/// Replaces tool `tool`'s values with `values` (each by its specification's id, already
/// checked), in the caller's transaction.
pub async fn replace_values(
    tx: &mut Connection,
    tool: i64,
    values: &[(i64, &SpecValue)],
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM tool_specs WHERE tool_id = $1")
        .bind(tool)
        .execute(&mut *tx)
        .await?;
    for (spec, value) in values {
        let (number, text) = match value {
            SpecValue::Number(measure) => (Some(measure.thousandths()), None),
            SpecValue::Text(text) => (None, Some(text.as_str())),
        };
        sqlx::query(
            "INSERT INTO tool_specs (tool_id, spec_id, number_value, text_value)
             VALUES ($1, $2, $3, $4)",
        )
        .bind(tool)
        .bind(spec)
        .bind(number)
        .bind(text)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

#[derive(sqlx::FromRow)]
struct ValueRow {
    tool_id: i64,
    number_value: Option<i64>,
    text_value: Option<String>,
    #[sqlx(flatten)]
    spec: Row,
}

/// The words each of `tools` is also found by from its values (`Specification::search_words`),
/// in the caller's transaction.
pub async fn words_of(
    tx: &mut Connection,
    tools: &[i64],
) -> sqlx::Result<HashMap<i64, Vec<String>>> {
    let mut by_tool: HashMap<i64, Vec<String>> = HashMap::new();
    if tools.is_empty() {
        return Ok(by_tool);
    }
    // The ids are the tools' own, read from the database, written as numbers.
    let ids: Vec<String> = tools.iter().map(i64::to_string).collect();
    let rows: Vec<ValueRow> = sqlx::query_as(&format!(
        "SELECT tool_specs.tool_id, tool_specs.number_value, tool_specs.text_value, {COLUMNS}
         FROM tool_specs JOIN specifications ON specifications.id = tool_specs.spec_id
         WHERE tool_specs.tool_id IN ({}) ORDER BY specifications.position",
        ids.join(", ")
    ))
    .fetch_all(&mut *tx)
    .await?;
    for row in rows {
        let value = match row.number_value {
            Some(thousandths) => SpecValue::Number(Measure::from_thousandths(thousandths)),
            None => SpecValue::Text(row.text_value.unwrap_or_default()),
        };
        let spec = row.spec.into_stored().spec;
        by_tool
            .entry(row.tool_id)
            .or_default()
            .extend(spec.search_words(&value));
    }
    Ok(by_tool)
}

/// A stored value in its one form: a number's shortest text, or the text kept.
fn value_text(number: Option<i64>, text: Option<String>) -> String {
    match number {
        Some(thousandths) => Measure::from_thousandths(thousandths).to_string(),
        None => text.unwrap_or_default(),
    }
}

/// Tool `tool`'s values, by key, each in its one form (`0.5`, `m12`, `yes`).
pub async fn of_tool(db: &Pool, tool: i64) -> Result<BTreeMap<String, String>> {
    let rows: Vec<(String, Option<i64>, Option<String>)> = sqlx::query_as(
        "SELECT specifications.key, tool_specs.number_value, tool_specs.text_value
         FROM tool_specs JOIN specifications ON specifications.id = tool_specs.spec_id
         WHERE tool_specs.tool_id = $1",
    )
    .bind(tool)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(key, number, text)| (key, value_text(number, text)))
        .collect())
}

//! Checking a catalogue file against the shop, and applying it: the same walk over its rows,
//! a chunk at a time (one query reads a chunk's tools), the application writing each chunk as
//! it goes inside its one transaction.

use super::read::Sheet;
use super::{Job, Report};
use crate::catalogue::specifications::{self, Stored};
use crate::catalogue::{self, COLUMNS, ToolRow};
use crate::error::{AppError, Result};
use crate::store::db::{self, Connection, Pool, Writer};
use shared::import::{self, CellError, Cells, Checked, Column, FileColumn};
use shared::messages;
use shared::replies::{ImportChange, ImportKind, ImportStage};
use shared::specification::{SpecValue, Specification, parse_values};
use shared::{FieldError, Text};
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::Ordering;

/// Rows read and written together.
const CHUNK: usize = 500;

/// Checks `job`'s file; nothing is written. A tools file is read on a reading connection; a
/// categories file is written in a transaction that is then rolled back, since each row is
/// checked against the tree the rows above it leave.
pub async fn check(db: &Pool, writer: &Writer, job: &Job, rows: &Sheet) -> Result<Report> {
    match job.kind {
        ImportKind::Tools => walk(&mut *db.acquire().await?, job, rows, false).await,
        ImportKind::Categories => {
            let mut tx = writer.begin().await?;
            let walked = super::tree::walk(&mut tx, job, rows).await?;
            // Dropped uncommitted: rolled back.
            drop(tx);
            Ok(walked.report)
        }
    }
}

/// Applies `job`'s file in one transaction, checking each row again as it goes: a row found
/// wrong now (the catalogue changed since the check) rolls everything back.
pub async fn apply(writer: &Writer, job: &Job, rows: &Sheet) -> Result<Report> {
    let mut tx = writer.begin().await?;
    let report = match job.kind {
        ImportKind::Tools => walk(&mut tx, job, rows, true).await?,
        ImportKind::Categories => {
            let walked = super::tree::walk(&mut tx, job, rows).await?;
            // Their tools are found by their values' words, which the change may have taken.
            catalogue::refresh_category_search_words(&mut tx, &walked.respecified).await?;
            walked.report
        }
    };
    if report.error_count == 0 {
        tx.commit().await?;
    }
    Ok(report)
}

/// The categories as rows name them: each by slug, with its id and the specifications its tools
/// have (those of the categories above it, then its own).
struct Categories(HashMap<String, (i64, Vec<Stored>)>);

impl Categories {
    async fn read(db: &mut Connection) -> Result<Self> {
        let rows: Vec<(i64, Option<i64>, String)> =
            sqlx::query_as("SELECT id, parent_id, slug FROM categories")
                .fetch_all(&mut *db)
                .await?;
        let specs = specifications::all(&mut *db).await?;
        let parent: HashMap<i64, Option<i64>> = rows.iter().map(|row| (row.0, row.1)).collect();
        let mut by_slug = HashMap::new();
        for (id, _, slug) in &rows {
            let mut chain = vec![*id];
            while let Some(Some(up)) = chain.last().and_then(|at| parent.get(at)) {
                if chain.contains(up) || chain.len() > shared::category::MAX_DEPTH {
                    break;
                }
                chain.push(*up);
            }
            let along: Vec<Stored> = chain
                .iter()
                .rev()
                .flat_map(|category| {
                    specs
                        .iter()
                        .filter(move |spec| spec.category_id == *category)
                })
                .cloned()
                .collect();
            by_slug.insert(slug.clone(), (*id, along));
        }
        Ok(Categories(by_slug))
    }
}

/// A tool as the catalogue holds it: its id, its cells, its specifications' values.
struct Current {
    id: i64,
    cells: Cells,
    specs: BTreeMap<String, String>,
}

/// A row that changes the catalogue, checked, ready to write.
struct Planned {
    /// `None` for a tool the file adds.
    id: Option<i64>,
    checked: Checked,
    category: Option<i64>,
    /// Its values, by specification id.
    values: Vec<(i64, SpecValue)>,
    columns: Vec<Column>,
}

/// Walks the file's rows: each checked against the catalogue as `db` sees it, and written
/// there when `write`.
async fn walk(db: &mut Connection, job: &Job, rows: &Sheet, write: bool) -> Result<Report> {
    let mut report = Report::new(if write {
        ImportStage::Applying
    } else {
        ImportStage::Checking
    });
    let columns = match import::read_headings(
        rows.headings(),
        Column::PartNumber,
        messages::IMPORT_NO_PART_NUMBER,
    ) {
        Ok(columns) => columns,
        Err(errors) => {
            errors.into_iter().for_each(|error| report.problem(error));
            return Ok(report);
        }
    };
    let categories = Categories::read(db).await?;
    // Which row gave each part number and each name key: a file says each once.
    let mut part_numbers: HashMap<String, usize> = HashMap::new();
    let mut names: HashMap<String, usize> = HashMap::new();
    // Each row with its number as a spreadsheet shows it, read from the file a chunk at a time.
    let mut numbered = rows
        .rows()
        .map_err(|error| AppError::Internal(error.into()))?
        .enumerate()
        .filter(|(_, cells)| !import::is_blank(cells))
        .map(|(index, cells)| (index + 2, import::row_cells(&columns, &cells)));
    loop {
        let chunk: Vec<(usize, Cells)> = numbered.by_ref().take(CHUNK).collect();
        if chunk.is_empty() {
            break;
        }
        let chunk = chunk.as_slice();
        let current = read_current(db, chunk).await?;
        let names_held = read_names(db, chunk, &current).await?;
        let mut planned = Vec::new();
        for (row, cells) in chunk {
            let at = |column: Option<Column>, error: FieldError| CellError {
                row: *row,
                column: column.map(Column::heading),
                error,
            };
            let part_number = cells
                .get(&Column::PartNumber)
                .and_then(|typed| shared::part_number::parse(typed).ok());
            let now = part_number.as_ref().and_then(|key| current.get(key));
            let outcome = plan_row(cells, now, &categories);
            let mut problems = Vec::new();
            if let Some(part_number) = &part_number
                && let Some(first) = part_numbers.insert(part_number.clone(), *row)
            {
                problems.push(at(
                    Some(Column::PartNumber),
                    FieldError::new(
                        "partNumber",
                        "twice",
                        Text::new(messages::IMPORT_ROW_TWICE).count("row", first as u64),
                    ),
                ));
            }
            match outcome {
                Err(errors) => problems.extend(
                    errors
                        .into_iter()
                        .map(|(column, error)| at(Some(column), error)),
                ),
                Ok(plan) => {
                    let key = plan.checked.product.tool_name.key();
                    let holder = names_held.get(&key).copied();
                    if !problems.is_empty() {
                        // A row already refused says no more.
                    } else if holder.is_some_and(|holder| Some(holder) != now.map(|tool| tool.id)) {
                        problems.push(at(
                            Some(Column::Name),
                            FieldError::new("toolName", "taken", messages::IMPORT_NAME_TAKEN),
                        ));
                    } else if let Some(first) = names.insert(key, *row) {
                        problems.push(at(
                            Some(Column::Name),
                            FieldError::new(
                                "toolName",
                                "twice",
                                Text::new(messages::IMPORT_NAME_TWICE).count("row", first as u64),
                            ),
                        ));
                    }
                    if problems.is_empty() {
                        if plan.columns.is_empty() {
                            report.unchanged += 1;
                        } else {
                            report.change(ImportChange {
                                row: *row as u32,
                                key: plan.checked.details.part_number.clone(),
                                added: plan.id.is_none(),
                                removed: false,
                                columns: plan
                                    .columns
                                    .iter()
                                    .map(|column| column.heading().to_owned())
                                    .collect(),
                            });
                            planned.push(plan);
                        }
                    }
                }
            }
            problems.into_iter().for_each(|error| report.problem(error));
        }
        if write && report.error_count == 0 {
            write_chunk(db, &planned).await?;
        }
        job.done.fetch_add(chunk.len() as u32, Ordering::Relaxed);
    }
    Ok(report)
}

/// Checks one row laid over the tool it names (`now`), against the categories: what writing
/// it changes, or every problem with its column.
fn plan_row(
    cells: &Cells,
    now: Option<&Current>,
    categories: &Categories,
) -> std::result::Result<Planned, Vec<(Column, FieldError)>> {
    let checked = import::check(&import::merged(now.map(|tool| &tool.cells), cells))?;
    let place = match checked.details.category.as_deref() {
        None => None,
        Some(slug) => Some(categories.0.get(slug).ok_or_else(|| {
            vec![(
                Column::Category,
                FieldError::new(
                    "category",
                    "unknown",
                    Text::new(messages::IMPORT_CATEGORY_UNKNOWN).plain("slug", slug),
                ),
            )]
        })?),
    };
    let stored: &[Stored] = place.map_or(&[], |(_, along)| along.as_slice());
    let specs: Vec<&Specification> = stored.iter().map(|stored| &stored.spec).collect();
    // The row's specifications are all the tool's values; without the column, the tool keeps
    // those its (perhaps new) category still has.
    let typed = if cells.contains_key(&Column::Specifications) {
        checked.specs.clone()
    } else {
        let mut kept = now.map(|tool| tool.specs.clone()).unwrap_or_default();
        kept.retain(|key, _| specs.iter().any(|spec| spec.key == *key));
        kept
    };
    let values = parse_values(&specs, &typed).map_err(|errors| {
        errors
            .into_iter()
            .map(|error| (Column::Specifications, error))
            .collect::<Vec<_>>()
    })?;
    let canonical: BTreeMap<String, String> = values
        .iter()
        .map(|(key, value)| (key.clone(), value.canonical()))
        .collect();
    let weight = now
        .and_then(|tool| tool.cells.get(&Column::Weight))
        .and_then(|grams| grams.parse().ok())
        .unwrap_or(DEFAULT_WEIGHT);
    let after = import::checked_cells(&checked, &canonical, weight);
    let columns = match now {
        Some(tool) => import::changed_columns(&tool.cells, &after),
        None => Column::ALL.to_vec(),
    };
    let values = values
        .into_iter()
        .filter_map(|(key, value)| {
            let id = stored.iter().find(|stored| stored.spec.key == key)?.id;
            Some((id, value))
        })
        .collect();
    Ok(Planned {
        id: now.map(|tool| tool.id),
        checked,
        category: place.map(|(id, _)| *id),
        values,
        columns,
    })
}

/// What a tool added without a weight weighs: the column's default (migration 0023).
const DEFAULT_WEIGHT: u32 = 500;

/// The tools the chunk's rows name, by part number.
async fn read_current(
    db: &mut Connection,
    chunk: &[(usize, Cells)],
) -> Result<HashMap<String, Current>> {
    let keys: Vec<String> = chunk
        .iter()
        .filter_map(|(_, cells)| shared::part_number::parse(cells.get(&Column::PartNumber)?).ok())
        .collect();
    if keys.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "SELECT {COLUMNS} FROM tools WHERE part_number IN ({})",
        db::placeholders(1, keys.len())
    );
    let mut query = sqlx::query_as::<_, ToolRow>(&sql);
    for key in &keys {
        query = query.bind(key);
    }
    let tools = catalogue::tools_of(query.fetch_all(&mut *db).await?);
    let ids: Vec<i64> = tools.iter().map(|tool| tool.id).collect();
    let mut specs = specifications::of_tools(&mut *db, &ids).await?;
    Ok(tools
        .into_iter()
        .map(|tool| {
            let specs = specs.remove(&tool.id).unwrap_or_default();
            let cells = import::cells_of(&tool, &specs);
            let current = Current {
                id: tool.id,
                cells,
                specs,
            };
            (tool.part_number, current)
        })
        .collect())
}

/// Which tool holds each name key the chunk's rows give, by id.
async fn read_names(
    db: &mut Connection,
    chunk: &[(usize, Cells)],
    current: &HashMap<String, Current>,
) -> Result<HashMap<String, i64>> {
    let keys: Vec<String> = chunk
        .iter()
        .filter_map(|(_, cells)| {
            let named = cells.get(&Column::Name).or_else(|| {
                let key = shared::part_number::parse(cells.get(&Column::PartNumber)?).ok()?;
                current.get(&key)?.cells.get(&Column::Name)
            })?;
            Some(shared::product::name_key(named))
        })
        .collect();
    if keys.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "SELECT name_key, id FROM tools WHERE name_key IN ({})",
        db::placeholders(1, keys.len())
    );
    let mut query = sqlx::query_as::<_, (String, i64)>(&sql);
    for key in &keys {
        query = query.bind(key);
    }
    Ok(query.fetch_all(&mut *db).await?.into_iter().collect())
}

/// Writes a chunk's changes in the caller's transaction.
async fn write_chunk(tx: &mut Connection, planned: &[Planned]) -> Result<()> {
    let mut reworded = Vec::new();
    let now = db::now_ms();
    for plan in planned {
        let product = &plan.checked.product;
        let details = &plan.checked.details;
        let id = match plan.id {
            Some(id) => id,
            None => catalogue::insert_tool(tx, product, &product.tool_image, now).await?,
        };
        sqlx::query(
            "UPDATE tools SET name = $1, name_key = $2, image = $3, description = $4,
                    name_bn = $5, description_bn = $6, price_poisha = $7, min_order = $8,
                    available_quantity = $9, vat_rate = $10, part_number = $11, brand = $12,
                    category_id = $13, weight_grams = COALESCE($14, weight_grams)
             WHERE id = $15",
        )
        .bind(product.tool_name.as_ref())
        .bind(product.tool_name.key())
        .bind(&product.tool_image)
        .bind(product.tool_description.as_ref())
        .bind(product.tool_name_bn.as_ref().map(AsRef::as_ref))
        .bind(product.tool_description_bn.as_ref().map(AsRef::as_ref))
        .bind(product.tool_price.poisha())
        .bind(i64::from(product.min_order))
        .bind(i64::from(product.available_quantity))
        .bind(product.vat_rate)
        .bind(&details.part_number)
        .bind(&details.brand)
        .bind(plan.category)
        .bind(plan.checked.weight.map(i64::from))
        .bind(id)
        .execute(&mut *tx)
        .await?;
        let changes = |column| plan.columns.contains(&column);
        if changes(Column::PriceBreaks) || plan.id.is_none() {
            catalogue::tiers::replace_tiers(tx, id, &plan.checked.tiers).await?;
        }
        if changes(Column::Specifications) || changes(Column::Category) {
            let values: Vec<(i64, &SpecValue)> = plan
                .values
                .iter()
                .map(|(spec, value)| (*spec, value))
                .collect();
            specifications::replace_values(tx, id, &values).await?;
        }
        let found_by = [
            Column::Name,
            Column::NameBn,
            Column::PartNumber,
            Column::Brand,
            Column::Specifications,
            Column::Category,
        ];
        if found_by.into_iter().any(changes) {
            reworded.push(id);
        }
    }
    catalogue::refresh_search_words_of(tx, &reworded).await?;
    Ok(())
}

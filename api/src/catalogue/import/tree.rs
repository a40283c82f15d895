//! A categories file (`shared::category_file`) against the shop: each category's row written
//! through the Categories screen's own writes ([`categories::create_in`], [`update_in`]), then
//! each category's specification rows through the Specifications screen's
//! ([`specifications::replace`]), all in the caller's transaction. A check is the same walk in
//! a transaction rolled back, so the tree's rules (a parent that exists, three levels, no
//! category inside itself, a specification's key the shop's own) are the server's, said at the
//! row that breaks them.
//!
//! [`update_in`]: categories::update_in

use super::read::Sheet;
use super::{Job, Report};
use crate::catalogue::{categories, specifications};
use crate::error::{AppError, Result};
use crate::store::db::Connection;
use shared::category::Category;
use shared::category_file::{self as file, Heading};
use shared::import::{self, CellError, FileColumn};
use shared::messages;
use shared::replies::{ImportChange, ImportStage};
use shared::specification::{MAX_SPECS, Specification};
use shared::{FieldError, Text};
use std::collections::HashMap;
use std::sync::atomic::Ordering;

/// What a walk wrote: its report, and the categories whose specifications changed (with
/// those below them), whose tools' search words hold their values.
pub struct Walked {
    pub report: Report,
    pub respecified: Vec<i64>,
}

/// Walks a categories file's rows, writing each in `tx`.
pub async fn walk(tx: &mut Connection, job: &Job, rows: &Sheet) -> Result<Walked> {
    let mut walked = Walked {
        report: Report::new(ImportStage::Checking),
        respecified: Vec::new(),
    };
    let columns = match import::read_headings(
        rows.headings(),
        Heading::Category,
        messages::IMPORT_NO_CATEGORY_COLUMN,
    ) {
        Ok(columns) => columns,
        Err(errors) => {
            errors
                .into_iter()
                .for_each(|error| walked.report.problem(error));
            return Ok(walked);
        }
    };
    let mut tree: HashMap<String, Category> = categories::all_in(tx)
        .await?
        .into_iter()
        .map(|category| (category.slug.clone(), category))
        .collect();
    // Each category's row, and its specifications' rows, by the category's address.
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut lists: Vec<(String, Vec<(usize, file::Cells)>)> = Vec::new();
    let read = rows
        .rows()
        .map_err(|error| AppError::Internal(error.into()))?;
    for (index, cells) in read.enumerate() {
        let row = index + 2;
        if import::is_blank(&cells) {
            continue;
        }
        let cells = import::row_cells(&columns, &cells);
        let Some(slug) = cells.get(&Heading::Category).cloned() else {
            walked.report.problem(at(
                row,
                Heading::Category,
                FieldError::new("category", "required", messages::IMPORT_CATEGORY_MISSING),
            ));
            job.done.fetch_add(1, Ordering::Relaxed);
            continue;
        };
        if file::is_specification(&cells) {
            match lists.iter_mut().find(|(listed, _)| *listed == slug) {
                Some((_, list)) => list.push((row, cells)),
                None => lists.push((slug, vec![(row, cells)])),
            }
            continue;
        }
        if let Some(first) = seen.insert(slug.clone(), row) {
            walked.report.problem(at(
                row,
                Heading::Category,
                FieldError::new(
                    "category",
                    "twice",
                    Text::new(messages::IMPORT_CATEGORY_TWICE).count("row", first as u64),
                ),
            ));
        } else {
            category_row(tx, &mut walked.report, &mut tree, row, &slug, &cells).await?;
        }
        job.done.fetch_add(1, Ordering::Relaxed);
    }
    for (slug, list) in lists {
        specification_rows(tx, &mut walked, &tree, &slug, &list).await?;
        job.done.fetch_add(list.len() as u32, Ordering::Relaxed);
    }
    // Told in the file's order, as the tools' file is, though walked categories first.
    walked.report.errors.sort_by_key(|error| error.row);
    walked.report.changes.sort_by_key(|change| change.row);
    Ok(walked)
}

/// A category's row: checked, and written when it changes the category.
async fn category_row(
    tx: &mut Connection,
    report: &mut Report,
    tree: &mut HashMap<String, Category>,
    row: usize,
    slug: &str,
    cells: &file::Cells,
) -> Result<()> {
    let current = tree.get(slug);
    let new = match file::check_category(current, cells) {
        Ok(new) => new,
        Err(problems) => {
            for (heading, error) in problems {
                report.problem(at(row, heading, error));
            }
            return Ok(());
        }
    };
    let changed = match current {
        Some(current) => import::changed_columns(
            &file::category_cells(current),
            &file::new_category_cells(&new),
        ),
        None => Vec::new(),
    };
    if current.is_some() && changed.is_empty() {
        report.unchanged += 1;
        return Ok(());
    }
    let written = match current {
        Some(_) => categories::update_in(tx, slug, &new).await,
        None => categories::create_in(tx, &new).await,
    };
    if let Err(error) = written {
        return refused(report, row, error, file::category_heading);
    }
    report.change(ImportChange {
        row: row as u32,
        key: slug.to_owned(),
        added: current.is_none(),
        removed: false,
        columns: headings(&changed),
    });
    let specs = current.map(|category| category.specs.clone());
    tree.insert(
        slug.to_owned(),
        Category {
            slug: new.slug,
            name: new.name,
            name_bn: new.name_bn,
            description: new.description,
            description_bn: new.description_bn,
            image: new.image,
            parent: new.parent,
            tool_count: 0,
            specs: specs.unwrap_or_default(),
        },
    );
    Ok(())
}

/// A category's specification rows, its whole list: each checked, and the list written when
/// it differs from the category's.
async fn specification_rows(
    tx: &mut Connection,
    walked: &mut Walked,
    tree: &HashMap<String, Category>,
    slug: &str,
    list: &[(usize, file::Cells)],
) -> Result<()> {
    let report = &mut walked.report;
    let Some(category) = tree.get(slug) else {
        for (row, _) in list {
            report.problem(at(
                *row,
                Heading::Category,
                FieldError::new(
                    "category",
                    "unknown",
                    Text::new(messages::IMPORT_CATEGORY_UNKNOWN).plain("slug", slug),
                ),
            ));
        }
        return Ok(());
    };
    let mut specs: Vec<Specification> = Vec::new();
    let mut keys: HashMap<String, usize> = HashMap::new();
    let mut sound = true;
    for (place, (row, cells)) in list.iter().enumerate() {
        if place == MAX_SPECS {
            sound = false;
            report.problem(at(
                *row,
                Heading::Specification,
                FieldError::new("specs", "too_many", messages::SPECS_TOO_MANY),
            ));
        }
        let spec = match file::check_specification(cells, place + 1) {
            Ok(spec) => spec,
            Err(problems) => {
                sound = false;
                for (heading, error) in problems {
                    report.problem(at(*row, heading, error));
                }
                continue;
            }
        };
        if let Some(first) = keys.insert(spec.key.clone(), *row) {
            sound = false;
            report.problem(at(
                *row,
                Heading::Specification,
                FieldError::new(
                    "specs",
                    "twice",
                    Text::new(messages::IMPORT_SPEC_TWICE).count("row", first as u64),
                ),
            ));
            continue;
        }
        let after = file::specification_cells(slug, &spec);
        match category.specs.iter().find(|now| now.key == spec.key) {
            Some(now) if *now == spec => report.unchanged += 1,
            now => report.change(ImportChange {
                row: *row as u32,
                key: format!("{slug}/{}", spec.key),
                added: now.is_none(),
                removed: false,
                columns: now.map_or_else(Vec::new, |now| {
                    headings(&import::changed_columns(
                        &file::specification_cells(slug, now),
                        &after,
                    ))
                }),
            }),
        }
        specs.push(spec);
    }
    if !sound || specs == category.specs {
        return Ok(());
    }
    // Left out of the list: removed with their values, which the owner is told of.
    for gone in &category.specs {
        if !specs.iter().any(|spec| spec.key == gone.key) {
            report.change(ImportChange {
                row: list[0].0 as u32,
                key: format!("{slug}/{}", gone.key),
                added: false,
                removed: true,
                columns: Vec::new(),
            });
        }
    }
    match specifications::replace(tx, slug, &specs).await {
        Ok(replaced) => {
            walked.respecified.extend(replaced.below);
            Ok(())
        }
        Err(error) => refused(report, list[0].0, error, |_| Heading::Specification),
    }
}

/// A write the shop's own rules refused, said at `row`: each problem in the column `heading`
/// gives its field; any other failure ends the walk.
fn refused(
    report: &mut Report,
    row: usize,
    error: AppError,
    heading: fn(&str) -> Heading,
) -> Result<()> {
    match error {
        AppError::Validation(errors) => {
            for error in errors {
                report.problem(at(row, heading(error.field), error));
            }
            Ok(())
        }
        AppError::Conflict { field, message } => {
            let field = field.unwrap_or("category");
            report.problem(at(
                row,
                heading(field),
                FieldError::new(field, "refused", message),
            ));
            Ok(())
        }
        AppError::NotFound(message) => {
            report.problem(at(
                row,
                Heading::Category,
                FieldError::new("category", "unknown", message),
            ));
            Ok(())
        }
        other => Err(other),
    }
}

fn at(row: usize, heading: Heading, error: FieldError) -> CellError {
    CellError {
        row,
        column: Some(heading.heading()),
        error,
    }
}

fn headings(columns: &[Heading]) -> Vec<String> {
    columns
        .iter()
        .map(|column| column.heading().to_owned())
        .collect()
}

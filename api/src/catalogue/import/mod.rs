//! The owner's bulk import of the catalogue (`shared::import`): a file is checked first, on a
//! reading connection, into a report of what it would change and every problem with its row
//! and column; applied later, in one write transaction that checks it again as it goes, so a
//! bad row rolls the whole file back. Both run in the background and report their progress
//! here, so the owner's page can be left and come back to.
//!
//! The imports are kept in memory, the last few, and each file on disk (the data folder's
//! `imports`) until it is applied or found wrong: a restart forgets them and deletes the files
//! (an import being applied then is rolled back by the database, as any cut-off transaction is).

mod read;
mod run;
mod tree;

use crate::error::{AppError, Result};
use crate::http::middleware::language::say;
use crate::store::db::{Pool, Writer};
use axum::body::Body;
use read::Sheet;
use shared::Text;
use shared::import::CellError;
use shared::messages;
use shared::replies::{ImportChange, ImportKind, ImportProblem, ImportStage, ImportStatus};
use std::collections::VecDeque;
use std::path::Path;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Data rows a file may hold: the catalogue at its planned size, in one go.
pub const MAX_ROWS: usize = 100_000;
/// The largest file taken: 100,000 rows of a full catalogue as CSV, with room to spare.
pub const MAX_FILE_BYTES: usize = 64 * 1024 * 1024;

/// Problems and changes a report keeps; the counts cover the rest.
const KEPT: usize = 200;
/// Imports remembered.
const REMEMBERED: usize = 10;

/// The imports of this process, newest last.
#[derive(Default)]
pub struct Imports {
    jobs: Mutex<VecDeque<Arc<Job>>>,
    next_id: AtomicU64,
    /// Held while a file is applied: one at a time.
    applying: tokio::sync::Mutex<()>,
    /// Whether the files an earlier run left have been deleted.
    swept: std::sync::OnceLock<()>,
}

/// One file, from its upload on.
pub struct Job {
    id: String,
    file_name: String,
    kind: ImportKind,
    /// The file: kept from the upload until it is applied, or found wrong, and then let go.
    rows: Mutex<Option<Arc<Sheet>>>,
    data_rows: u32,
    done: AtomicU32,
    report: Mutex<Report>,
}

/// What a check or an application found.
#[derive(Clone)]
struct Report {
    stage: ImportStage,
    created: u32,
    updated: u32,
    unchanged: u32,
    error_count: u32,
    errors: Vec<CellError>,
    changes: Vec<ImportChange>,
    message: Option<Text>,
}

impl Report {
    fn new(stage: ImportStage) -> Self {
        Report {
            stage,
            created: 0,
            updated: 0,
            unchanged: 0,
            error_count: 0,
            errors: Vec::new(),
            changes: Vec::new(),
            message: None,
        }
    }

    fn problem(&mut self, error: CellError) {
        self.error_count += 1;
        if self.errors.len() < KEPT {
            self.errors.push(error);
        }
    }

    fn change(&mut self, change: ImportChange) {
        if change.added {
            self.created += 1;
        } else {
            self.updated += 1;
        }
        if self.changes.len() < KEPT {
            self.changes.push(change);
        }
    }
}

impl Job {
    fn rows(&self) -> Option<Arc<Sheet>> {
        self.rows.lock().expect("import rows").clone()
    }

    fn let_go(&self) {
        *self.rows.lock().expect("import rows") = None;
    }

    /// Where it stands, in the language of the request asking.
    pub fn status(&self) -> ImportStatus {
        let report = self.report.lock().expect("import report").clone();
        ImportStatus {
            id: self.id.clone(),
            file_name: self.file_name.clone(),
            kind: self.kind,
            stage: report.stage,
            rows: self.data_rows,
            done: self.done.load(Ordering::Relaxed),
            created: report.created,
            updated: report.updated,
            unchanged: report.unchanged,
            error_count: report.error_count,
            errors: report
                .errors
                .into_iter()
                .map(|error| ImportProblem {
                    row: error.row as u32,
                    column: error.column.map(str::to_owned),
                    message: say(error.error.text),
                })
                .collect(),
            changes: report.changes,
            message: report.message.map(say),
        }
    }

    fn set(&self, report: Report) {
        *self.report.lock().expect("import report") = report;
    }
}

impl Imports {
    /// Writes `body` into `folder` as a catalogue file and starts checking it: a tools file on
    /// `db`, a categories file through `writer` in a transaction it rolls back. The import as
    /// it starts. The first time, what an earlier run left in `folder` is deleted.
    pub async fn check(
        &self,
        folder: &Path,
        (db, writer): (&Pool, &Writer),
        file_name: &str,
        body: Body,
    ) -> Result<Arc<Job>> {
        self.swept.get_or_init(|| {
            let _ = std::fs::remove_dir_all(folder);
        });
        let id = self.next_id.fetch_add(1, Ordering::Relaxed) + 1;
        let path = folder.join(format!("{id}.upload"));
        spool(body, &path).await?;
        let rows = tokio::task::spawn_blocking(move || Sheet::open(path))
            .await
            .map_err(|error| AppError::Internal(error.into()))?
            .ok_or_else(|| refused("unreadable", messages::IMPORT_UNREADABLE))?;
        let data_rows = rows.data_rows();
        if data_rows == 0 || rows.is_blank() {
            return Err(refused("empty", messages::IMPORT_EMPTY));
        }
        if data_rows > MAX_ROWS {
            return Err(refused(
                "too_many",
                Text::new(messages::IMPORT_TOO_MANY_ROWS).count("count", MAX_ROWS as u64),
            ));
        }
        let rows = Arc::new(rows);
        let job = Arc::new(Job {
            id: id.to_string(),
            file_name: file_name.to_owned(),
            kind: shared::category_file::kind_of(rows.headings()),
            data_rows: data_rows as u32,
            rows: Mutex::new(Some(rows.clone())),
            done: AtomicU32::new(0),
            report: Mutex::new(Report::new(ImportStage::Checking)),
        });
        {
            let mut jobs = self.jobs.lock().expect("imports");
            if jobs.len() == REMEMBERED {
                jobs.pop_front();
            }
            jobs.push_back(job.clone());
        }
        let (db, writer, checking) = (db.clone(), writer.clone(), job.clone());
        tokio::spawn(async move {
            let report = run::check(&db, &writer, &checking, &rows).await;
            if !matches!(&report, Ok(report) if report.error_count == 0) {
                checking.let_go();
            }
            checking.set(finished(report, ImportStage::Checked));
        });
        Ok(job)
    }

    /// Starts applying import `id` through `writer`, once its check found nothing wrong;
    /// `applied` runs once it is written.
    pub fn apply(
        self: &Arc<Self>,
        writer: &Writer,
        id: &str,
        applied: impl FnOnce() + Send + 'static,
    ) -> Result<Arc<Job>> {
        let job = self.find(id)?;
        {
            let mut report = job.report.lock().expect("import report");
            match report.stage {
                ImportStage::Checked if report.error_count == 0 => {}
                ImportStage::Checked => {
                    return Err(AppError::conflict(messages::IMPORT_HAS_ERRORS));
                }
                ImportStage::Checking => {
                    return Err(AppError::conflict(messages::IMPORT_NOT_CHECKED));
                }
                ImportStage::Applying => {
                    return Err(AppError::conflict(messages::IMPORT_BEING_APPLIED));
                }
                ImportStage::Applied => {
                    return Err(AppError::conflict(messages::IMPORT_ALREADY_APPLIED));
                }
                // Its rows were let go when it was sent to be applied.
                ImportStage::Failed => {
                    return Err(AppError::conflict(messages::IMPORT_CHECK_AGAIN));
                }
            }
            let Ok(turn) = self.applying.try_lock() else {
                return Err(AppError::conflict(messages::IMPORT_BUSY));
            };
            drop(turn);
            *report = Report::new(ImportStage::Applying);
            job.done.store(0, Ordering::Relaxed);
        }
        let rows = job
            .rows()
            .ok_or_else(|| AppError::conflict(messages::IMPORT_NOT_CHECKED))?;
        job.let_go();
        let (imports, writer, applying) = (self.clone(), writer.clone(), job.clone());
        tokio::spawn(async move {
            let turn = imports.applying.lock().await;
            let report = run::apply(&writer, &applying, &rows).await;
            drop(turn);
            if matches!(&report, Ok(report) if report.error_count == 0) {
                applied();
            }
            applying.set(finished(report, ImportStage::Applied));
        });
        Ok(job)
    }

    /// Import `id`, while it is remembered.
    pub fn find(&self, id: &str) -> Result<Arc<Job>> {
        self.jobs
            .lock()
            .expect("imports")
            .iter()
            .find(|job| job.id == id)
            .cloned()
            .ok_or_else(|| AppError::not_found(messages::THING_IMPORT))
    }

    /// The imports remembered, newest first.
    pub fn recent(&self) -> Vec<Arc<Job>> {
        self.jobs
            .lock()
            .expect("imports")
            .iter()
            .rev()
            .cloned()
            .collect()
    }
}

/// Writes an upload to `path` as it arrives; one larger than [`MAX_FILE_BYTES`] is refused
/// (413) and what came of it deleted.
async fn spool(body: Body, path: &Path) -> Result<()> {
    use futures_util::StreamExt;
    use tokio::io::AsyncWriteExt;
    let failed = |error: std::io::Error| AppError::Internal(error.into());
    if let Some(folder) = path.parent() {
        tokio::fs::create_dir_all(folder).await.map_err(failed)?;
    }
    let mut file = tokio::fs::File::create(path).await.map_err(failed)?;
    let mut stream = body.into_data_stream();
    let mut size = 0;
    let outcome = loop {
        let Some(chunk) = stream.next().await else {
            break file.flush().await.map_err(failed);
        };
        let chunk = match chunk {
            Ok(chunk) => chunk,
            Err(error) => {
                break Err(AppError::BadRequest(messages::upload_unreadable(
                    &error.to_string(),
                )));
            }
        };
        size += chunk.len();
        if size > MAX_FILE_BYTES {
            break Err(AppError::PayloadTooLarge(messages::BODY_TOO_LARGE.into()));
        }
        if let Err(error) = file.write_all(&chunk).await {
            break Err(failed(error));
        }
    };
    if outcome.is_err() {
        drop(file);
        let _ = tokio::fs::remove_file(path).await;
    }
    outcome
}

/// A file refused as a whole (422).
fn refused(code: &'static str, text: impl Into<Text>) -> AppError {
    AppError::Validation(vec![shared::FieldError::new("file", code, text)])
}

/// A run's report once it has ended: at `done` when it found nothing wrong, failed otherwise
/// (a database error is said as the shop says any).
fn finished(report: Result<Report>, done: ImportStage) -> Report {
    match report {
        Ok(report) if report.error_count == 0 || done == ImportStage::Checked => Report {
            stage: done,
            ..report
        },
        Ok(report) => Report {
            stage: ImportStage::Failed,
            message: Some(messages::IMPORT_HAS_ERRORS.into()),
            ..report
        },
        Err(error) => {
            tracing::error!(%error, "catalogue import");
            Report {
                message: Some(error.text()),
                ..Report::new(ImportStage::Failed)
            }
        }
    }
}

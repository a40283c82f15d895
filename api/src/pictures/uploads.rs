//! How many pictures an account may upload: counted per hour and in bytes per day, in the
//! `upload_log` table.

use crate::error::{AppError, Result};
use crate::store::db::{self, Writer};
use shared::messages;

/// Uploads one account may make: enough for a catalogue's pictures in an afternoon, too few to
/// fill the disk or the image host's quota.
const UPLOADS_PER_HOUR: i64 = 30;
const BYTES_PER_DAY: i64 = 100 * 1024 * 1024;

/// Takes one of the account's uploads (429 past its hourly count or daily bytes). The count is
/// read and the slot taken in one statement, in the write turn: forty uploads at once get
/// thirty slots, not forty. A picture refused afterwards keeps its slot: the work was done.
pub async fn take_slot(writer: &Writer, user_id: i64, bytes: usize) -> Result<()> {
    let now = db::now_ms();
    let bytes = i64::try_from(bytes).unwrap_or(i64::MAX);
    let mut tx = writer.begin().await?;
    let taken = sqlx::query(
        "INSERT INTO upload_log (user_id, bytes, created_at)
         SELECT $1, $2, $3
         WHERE (SELECT COUNT(*) FROM upload_log WHERE user_id = $1 AND created_at > $4) < $5
           AND (SELECT CAST(COALESCE(SUM(bytes), 0) AS BIGINT) FROM upload_log
                WHERE user_id = $1 AND created_at > $6) + $2 <= $7",
    )
    .bind(user_id)
    .bind(bytes)
    .bind(now)
    .bind(now - db::HOUR_MS)
    .bind(UPLOADS_PER_HOUR)
    .bind(now - db::DAY_MS)
    .bind(BYTES_PER_DAY)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    if taken == 0 {
        return Err(AppError::TooManyRequests(messages::TOO_MANY_UPLOADS.into()));
    }
    Ok(())
}

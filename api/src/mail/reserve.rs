//! Writing messages into the outbox within the hour's limits. The hour's counts for every
//! address and admin a batch names are read once, inside the write transaction, and each
//! message admitted counts towards the next: a batch's messages count each other, and the
//! whole batch is two statements however long it is.

use super::{Mail, MailError, Purpose, RESENDS_PER_ADMIN_PER_HOUR};
use crate::store::db::{self, Writer};
use std::collections::HashMap;

/// Writes messages into the outbox (kept: not sent yet) in one transaction, each unless its
/// address, or its admin for a resend, is at the hour's limit; each one's id, or why not.
pub(super) async fn reserve_all(
    writer: &Writer,
    mails: &[Mail],
) -> Result<Vec<Result<i64, MailError>>, MailError> {
    let now = db::now_ms();
    // A lone message (a request's: a link, a resend) is asked about first, outside the write
    // turn: a flood of mail to one address is refused by reads, without queueing behind (or
    // holding up) the orders. A batch (the order channel's) takes the turn once for all anyway.
    if let [mail] = mails {
        let mut conn = writer.pool().acquire().await?;
        if let Err(refusal) = HourCounts::read(&mut conn, mails, now).await?.admit(mail) {
            return Ok(vec![Err(refused(mails, refusal))]);
        }
    }
    let mut tx = writer.begin().await?;
    let mut counts = HourCounts::read(&mut tx, mails, now).await?;
    let verdicts: Vec<Result<(), MailError>> =
        mails.iter().map(|mail| counts.admit(mail)).collect();
    let admitted: Vec<&Mail> = mails
        .iter()
        .zip(&verdicts)
        .filter(|(_, verdict)| verdict.is_ok())
        .map(|(mail, _)| mail)
        .collect();
    let mut ids = insert(&mut tx, &admitted, now).await?.into_iter();
    tx.commit().await?;
    let refusals = verdicts
        .iter()
        .filter(|verdict| matches!(verdict, Err(error) if error.is_over_limit()))
        .count();
    if refusals > 0 {
        tracing::warn!(refusals, "mail not sent: over the hour's limit");
    }
    Ok(verdicts
        .into_iter()
        .map(|verdict| verdict.and_then(|()| ids.next().ok_or_else(lost_id)))
        .collect())
}

fn lost_id() -> MailError {
    MailError::Failed(anyhow::anyhow!(
        "the outbox returned fewer ids than messages"
    ))
}

/// A lone message's refusal, logged with its address when the hour's limits made it.
fn refused(mails: &[Mail], refusal: MailError) -> MailError {
    if let [mail] = mails
        && refusal.is_over_limit()
    {
        tracing::warn!(to = %mail.to, "mail not sent: over the hour's limit");
    }
    refusal
}

/// The messages each address got of each purpose in the last hour, and the resends each admin
/// made, for the addresses and admins of a batch.
struct HourCounts {
    by_address: HashMap<(String, &'static str), i64>,
    by_admin: HashMap<i64, i64>,
}

impl HourCounts {
    async fn read(conn: &mut db::Connection, mails: &[Mail], now: i64) -> Result<Self, MailError> {
        let since = now - db::HOUR_MS;
        let mut addresses: Vec<&str> = mails.iter().map(|mail| mail.to.as_str()).collect();
        addresses.sort_unstable();
        addresses.dedup();
        let mut by_address = HashMap::new();
        // SQLite caps a statement's parameters.
        for chunk in addresses.chunks(500) {
            let sql = format!(
                "SELECT recipient, purpose, COUNT(*) FROM email_outbox
                 WHERE created_at > $1 AND recipient IN ({}) GROUP BY recipient, purpose",
                db::placeholders(2, chunk.len())
            );
            let mut query = sqlx::query_as::<_, (String, String, i64)>(&sql)
                .persistent(false)
                .bind(since);
            for address in chunk {
                query = query.bind(*address);
            }
            for (address, purpose, count) in query.fetch_all(&mut *conn).await? {
                if let Some(purpose) = Purpose::from_id(&purpose) {
                    by_address.insert((address, purpose.id()), count);
                }
            }
        }
        let mut admins: Vec<i64> = mails.iter().filter_map(|mail| mail.resent_by).collect();
        admins.sort_unstable();
        admins.dedup();
        let mut by_admin = HashMap::new();
        for chunk in admins.chunks(500) {
            let sql = format!(
                "SELECT resent_by, COUNT(*) FROM email_outbox
                 WHERE created_at > $1 AND resent_by IN ({}) GROUP BY resent_by",
                db::placeholders(2, chunk.len())
            );
            let mut query = sqlx::query_as::<_, (i64, i64)>(&sql)
                .persistent(false)
                .bind(since);
            for admin in chunk {
                query = query.bind(*admin);
            }
            by_admin.extend(query.fetch_all(&mut *conn).await?);
        }
        Ok(Self {
            by_address,
            by_admin,
        })
    }

    /// Counts a message in, or says why the hour's limits refuse it: an account made with a
    /// mobile number has no address, its address has had its hour's mail of this kind, or the
    /// admin resending it has made the hour's resends.
    fn admit(&mut self, mail: &Mail) -> Result<(), MailError> {
        if shared::phone_sign_in::is_phone_account_email(&mail.to) {
            return Err(MailError::NoAddress);
        }
        let key = (mail.to.clone(), mail.purpose.id());
        let sent = self.by_address.get(&key).copied().unwrap_or(0);
        if sent >= mail.purpose.per_address_per_hour() {
            return Err(MailError::AddressFull);
        }
        if let Some(admin) = mail.resent_by {
            let resent = self.by_admin.entry(admin).or_insert(0);
            if *resent >= RESENDS_PER_ADMIN_PER_HOUR {
                return Err(MailError::ResendsFull);
            }
            *resent += 1;
        }
        self.by_address.insert(key, sent + 1);
        Ok(())
    }
}

/// Columns of one message in the outbox's multi-row INSERT.
const COLUMNS: usize = 11;

/// Writes the admitted messages in as few statements as the parameter cap allows; their ids,
/// in their order.
async fn insert(tx: &mut db::WriteTx, mails: &[&Mail], now: i64) -> Result<Vec<i64>, MailError> {
    let mut ids = Vec::with_capacity(mails.len());
    for chunk in mails.chunks(500) {
        let rows: Vec<String> = (0..chunk.len())
            .map(|row| format!("({})", db::placeholders(1 + row * COLUMNS, COLUMNS)))
            .collect();
        let sql = format!(
            "INSERT INTO email_outbox (recipient, subject, body, created_at, resent_from,
                                       resent_by, purpose, language, attached_document,
                                       attached_order, reply_to)
             VALUES {} RETURNING id",
            rows.join(", ")
        );
        // Not kept prepared, nor are the counts': each number of rows is a statement of its
        // own, and the connection's cache of them held megabytes.
        let mut query = sqlx::query_scalar::<_, i64>(&sql).persistent(false);
        for mail in chunk {
            query = query
                .bind(&mail.to)
                .bind(&mail.subject)
                .bind(&mail.body)
                .bind(now)
                .bind(mail.resent_from)
                .bind(mail.resent_by)
                .bind(mail.purpose.id())
                .bind(mail.lang)
                .bind(mail.attachment.map(|it| it.document.id()))
                .bind(mail.attachment.map(|it| it.order_id))
                .bind(&mail.reply_to);
        }
        let mut inserted = query.fetch_all(&mut **tx).await?;
        // One writer at a time: the rows of one statement take ascending ids in their order,
        // whatever order RETURNING lists them in.
        inserted.sort_unstable();
        ids.extend(inserted);
    }
    Ok(ids)
}

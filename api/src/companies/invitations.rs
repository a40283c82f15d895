//! Invitations to join a company (`company_invitations`): sent by a company admin to an email
//! address (by mail) or a mobile number (by text), accepted or declined by the account that
//! signs in with it, until it expires.

use super::{Membership, join, refuse_a_second_company};
use crate::error::{AppError, Result};
use crate::http::middleware::language;
use crate::identity::UserRow;
use crate::mail::Mail;
use crate::runtime::state::AppState;
use crate::sms::queue::{self, Purpose, Text};
use crate::store::db::{self, Pool, WriteTx};
use shared::company::{
    self, InvitationForYou, InvitationMail, Invitee, MemberRole, SentInvitation,
};
use shared::{Lang, messages};

/// Sends an invitation from `admin`'s company; 409 when the person is already a member or
/// invited, or the company is full. A text is queued with the invitation; a mail goes once it
/// is stored, and one the mail server refuses leaves the invitation waiting all the same (the
/// admin sees it and can send it again).
pub async fn send(
    state: &AppState,
    admin: &UserRow,
    membership: Membership,
    invitee: &Invitee,
    role: MemberRole,
) -> Result<SentInvitation> {
    let company_id = membership.company_id;
    let contact = invitee.as_str();
    let now = db::now_ms();
    let lang = language::current();
    let mut tx = state.writer.begin().await?;
    refuse_a_member(&mut tx, company_id, contact).await?;
    // An expired invitation to the same person makes way for the new one.
    sqlx::query(
        "DELETE FROM company_invitations WHERE company_id = $1 AND contact = $2 AND expires_at <= $3",
    )
    .bind(company_id)
    .bind(contact)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    refuse_when_full(&mut tx, company_id, now).await?;
    let expires_at = now + company::INVITATION_LIFETIME_MS;
    let inserted = sqlx::query_scalar(
        "INSERT INTO company_invitations (company_id, contact, role, invited_by, created_at,
                                          expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(company_id)
    .bind(contact)
    .bind(role.id())
    .bind(admin.id)
    .bind(now)
    .bind(expires_at)
    .fetch_one(&mut *tx)
    .await;
    let id: i64 = match inserted {
        Err(error) if db::is_unique_violation(&error) => {
            return Err(AppError::conflict(messages::ALREADY_INVITED));
        }
        other => other?,
    };
    let company = company_name(&mut tx, company_id, lang).await?;
    let (link, short_link) = super::page_links(state);
    if let Invitee::Mobile(mobile) = invitee {
        let body = company::invitation_text(lang, &company, &short_link);
        let key = format!("invitation-{id}");
        let text = Text {
            key: &key,
            to: mobile,
            body: &body,
            purpose: Purpose::Notice,
            lang,
        };
        queue::enqueue(&mut tx, &text).await?;
    }
    tx.commit().await?;
    if let Invitee::Email(email) = invitee {
        let inviter = admin.display_name.as_deref().unwrap_or(&admin.email);
        let mail = InvitationMail {
            inviter,
            company: &company,
            role,
            link: &link,
            expires_at,
        };
        let mail = Mail::new(
            email.as_ref().to_owned(),
            mail.subject(lang),
            mail.body(lang),
        );
        if let Err(error) = state.mailer.send(&mail).await {
            tracing::warn!(error = %error, invitation = id, "could not mail an invitation");
        }
    }
    Ok(SentInvitation {
        id,
        contact: contact.to_owned(),
        role,
        expires_at,
    })
}

/// 409 when the person already orders for this company.
async fn refuse_a_member(tx: &mut WriteTx, company_id: i64, contact: &str) -> Result<()> {
    let member: Option<i64> = sqlx::query_scalar(
        "SELECT m.user_id FROM company_members m JOIN users u ON u.id = m.user_id
         WHERE m.company_id = $1 AND (u.email = $2 OR u.mobile = $2)",
    )
    .bind(company_id)
    .bind(contact)
    .fetch_optional(&mut **tx)
    .await?;
    match member {
        Some(_) => Err(AppError::conflict(messages::ALREADY_INVITED)),
        None => Ok(()),
    }
}

/// 409 when members and waiting invitations fill the company.
async fn refuse_when_full(tx: &mut WriteTx, company_id: i64, now: i64) -> Result<()> {
    let taken: i64 = sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM company_members WHERE company_id = $1)
              + (SELECT COUNT(*) FROM company_invitations WHERE company_id = $1 AND expires_at > $2)",
    )
    .bind(company_id)
    .bind(now)
    .fetch_one(&mut **tx)
    .await?;
    if taken >= company::MAX_MEMBERS as i64 {
        Err(AppError::conflict(messages::COMPANY_FULL))
    } else {
        Ok(())
    }
}

/// The company's name as a reader of `lang` knows it.
async fn company_name(tx: &mut WriteTx, company_id: i64, lang: Lang) -> Result<String> {
    let (name, name_bn): (String, Option<String>) =
        sqlx::query_as("SELECT name, name_bn FROM companies WHERE id = $1")
            .bind(company_id)
            .fetch_one(&mut **tx)
            .await?;
    Ok(company::name_in(lang, &name, name_bn.as_deref()).to_owned())
}

/// Withdraws a waiting invitation of the company; 404 when it has no such invitation.
pub async fn withdraw(tx: &mut WriteTx, company_id: i64, id: i64) -> Result<()> {
    let removed = sqlx::query("DELETE FROM company_invitations WHERE id = $1 AND company_id = $2")
        .bind(id)
        .bind(company_id)
        .execute(&mut **tx)
        .await?
        .rows_affected();
    if removed == 0 {
        return Err(AppError::not_found(messages::THING_INVITATION));
    }
    Ok(())
}

#[derive(sqlx::FromRow)]
struct ForYouRow {
    id: i64,
    name: String,
    name_bn: Option<String>,
    #[sqlx(try_from = "String")]
    role: MemberRole,
    expires_at: i64,
}

/// The invitations `user` may accept: to their address or their proved mobile number, not
/// expired, newest first.
pub async fn for_account(db: &Pool, user: &UserRow) -> Result<Vec<InvitationForYou>> {
    let rows: Vec<ForYouRow> = sqlx::query_as(
        "SELECT i.id, c.name, c.name_bn, i.role, i.expires_at
         FROM company_invitations i JOIN companies c ON c.id = i.company_id
         WHERE (i.contact = $1 OR i.contact = $2) AND i.expires_at > $3
         ORDER BY i.id DESC",
    )
    .bind(&user.email)
    .bind(user.mobile.as_deref().unwrap_or(""))
    .bind(db::now_ms())
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| InvitationForYou {
            id: row.id,
            company: row.name,
            company_bn: row.name_bn,
            role: row.role,
            expires_at: row.expires_at,
        })
        .collect())
}

/// The company and role of an invitation to `user` still open; 404 for any other.
async fn addressed_to(tx: &mut WriteTx, user: &UserRow, id: i64) -> Result<(i64, MemberRole)> {
    let found: Option<(i64, String)> = sqlx::query_as(
        "SELECT company_id, role FROM company_invitations
         WHERE id = $1 AND (contact = $2 OR contact = $3) AND expires_at > $4",
    )
    .bind(id)
    .bind(&user.email)
    .bind(user.mobile.as_deref().unwrap_or(""))
    .bind(db::now_ms())
    .fetch_optional(&mut **tx)
    .await?;
    found
        .and_then(|(company_id, role)| Some((company_id, MemberRole::from_id(&role)?)))
        .ok_or_else(|| AppError::not_found(messages::THING_INVITATION))
}

/// Joins the invitation's company in its role; 409 when `user` orders for a company already.
/// Returns the company's id.
pub async fn accept(tx: &mut WriteTx, user: &UserRow, id: i64) -> Result<i64> {
    let (company_id, role) = addressed_to(tx, user, id).await?;
    refuse_a_second_company(tx, user.id).await?;
    join(tx, company_id, user.id, role).await?;
    delete(tx, id).await?;
    Ok(company_id)
}

/// Declines an invitation to `user`.
pub async fn decline(tx: &mut WriteTx, user: &UserRow, id: i64) -> Result<()> {
    addressed_to(tx, user, id).await?;
    delete(tx, id).await
}

async fn delete(tx: &mut WriteTx, id: i64) -> Result<()> {
    sqlx::query("DELETE FROM company_invitations WHERE id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

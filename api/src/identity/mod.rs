//! Accounts: reading and writing them, passwords, the shop's session tokens, the emailed
//! one-time links, the outside identity provider and the sign-in throttle. The HTTP side is
//! `routes::accounts` (signing up and in), `routes::users` and `routes::admins`.

pub mod firebase;
pub mod links;
pub mod passwords;
pub mod sessions;
pub mod throttle;

use crate::db::{self, Writer};
use crate::error::AppError;
use firebase::ExternalIdentity;
use shared::{Email, Role, User, messages};
use sqlx::SqlitePool;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserRow {
    pub id: i64,
    pub email: String,
    pub password_hash: Option<String>,
    pub role: String,
    pub display_name: Option<String>,
    pub photo_url: Option<String>,
    pub institution: Option<String>,
    pub phone_number: Option<String>,
    pub address: Option<String>,
    pub date_of_birth: Option<String>,
    pub email_verified: bool,
    /// Raised to end every session issued before (see `sessions`).
    pub session_version: i64,
}

pub const COLUMNS: &str = "id, email, password_hash, role, display_name, photo_url, institution,
                       phone_number, address, date_of_birth, email_verified, session_version";

impl UserRow {
    /// The session a token for this account carries now.
    pub fn session(&self) -> sessions::Session {
        sessions::Session {
            user_id: self.id,
            version: self.session_version,
        }
    }

    /// An unknown role in the database (impossible under the schema's CHECK) grants nothing.
    pub fn role(&self) -> Role {
        Role::parse(&self.role).unwrap_or(Role::User)
    }

    pub fn is_admin(&self) -> bool {
        self.role() == Role::Admin
    }
}

impl From<UserRow> for User {
    fn from(row: UserRow) -> Self {
        User {
            role: row.role(),
            email: row.email,
            display_name: row.display_name,
            photo_url: row.photo_url,
            institution: row.institution,
            phone_number: row.phone_number,
            address: row.address,
            date_of_birth: row.date_of_birth,
        }
    }
}

pub async fn find_by_id(db: &SqlitePool, id: i64) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM users WHERE id = ?"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// `email` must already be normalised by `shared::Email`.
pub async fn find_by_email(db: &SqlitePool, email: &str) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM users WHERE email = ?"))
        .bind(email)
        .fetch_optional(db)
        .await
}

/// Promotes an existing account; the normalised email on success.
/// Whether the shop has an admin at all (a new shop off loopback starts without one).
pub async fn has_admin(db: &SqlitePool) -> sqlx::Result<bool> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM users WHERE role = 'admin')")
        .fetch_one(db)
        .await
}

pub async fn make_admin(writer: &Writer, email: &str) -> anyhow::Result<String> {
    let email = Email::parse(email).map_err(|error| anyhow::anyhow!("{email}: {error}"))?;
    let mut tx = writer.begin().await?;
    let updated = sqlx::query(
        "UPDATE users SET role = 'admin', session_version = session_version + 1 WHERE email = ?",
    )
    .bind(email.as_ref())
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    anyhow::ensure!(
        updated == 1,
        "there is no account for {email}; sign up first"
    );
    Ok(email.to_string())
}

/// The account behind an identity vouched for by the provider, linked or created as needed:
/// by provider id first; else by email, linking only when the provider verified that email
/// (otherwise anyone could claim an account by naming its address); else a new buyer.
pub async fn find_or_create_external(
    db: &SqlitePool,
    writer: &Writer,
    identity: &ExternalIdentity,
) -> Result<UserRow, AppError> {
    let mut tx = writer.begin().await?;
    let by_uid: Option<i64> = sqlx::query_scalar("SELECT id FROM users WHERE firebase_uid = ?")
        .bind(&identity.uid)
        .fetch_optional(&mut *tx)
        .await?;
    let id = match by_uid {
        Some(id) => id,
        None => {
            let email = identity
                .email
                .as_deref()
                .and_then(|email| Email::parse(email).ok())
                .ok_or_else(|| AppError::BadRequest(messages::PROVIDER_NO_EMAIL.into()))?;
            let by_email: Option<i64> = sqlx::query_scalar("SELECT id FROM users WHERE email = ?")
                .bind(email.as_ref())
                .fetch_optional(&mut *tx)
                .await?;
            match by_email {
                Some(id) if identity.email_verified => {
                    sqlx::query("UPDATE users SET firebase_uid = ?, email_verified = 1 WHERE id = ?")
                        .bind(&identity.uid)
                        .bind(id)
                        .execute(&mut *tx)
                        .await?;
                    id
                }
                Some(_) => {
                    return Err(AppError::field_conflict("email", messages::ACCOUNT_EXISTS));
                }
                None => {
                    sqlx::query_scalar(
                        "INSERT INTO users (email, role, display_name, photo_url, email_verified, firebase_uid, created_at)
                         VALUES (?, 'user', ?, ?, ?, ?, ?) RETURNING id",
                    )
                    .bind(email.as_ref())
                    .bind(&identity.name)
                    .bind(&identity.picture)
                    .bind(identity.email_verified)
                    .bind(&identity.uid)
                    .bind(db::now_ms())
                    .fetch_one(&mut *tx)
                    .await?
                }
            }
        }
    };
    tx.commit().await?;
    find_by_id(db, id)
        .await?
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("account {id} vanished")))
}

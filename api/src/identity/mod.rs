//! Accounts: reading and writing them, passwords, the shop's session tokens, the emailed
//! one-time links, sign-in with a mobile number, the outside identity provider and the sign-in
//! throttle. The HTTP side is `routes::accounts` (signing up and in), `routes::phone`,
//! `routes::users` and `routes::admins`.

pub mod firebase;
pub mod links;
pub mod passwords;
pub mod phone;
pub mod sessions;
pub mod throttle;

use crate::error::AppError;
use crate::store::db::Pool;
use crate::store::db::{self, Writer};
use firebase::ExternalIdentity;
use shared::replies::SignedIn;
use shared::stored::Flag;
use shared::{Email, ProfileForm, ProfileUpdate, Role, User, messages};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserRow {
    pub id: i64,
    pub email: String,
    pub password_hash: Option<String>,
    pub role: String,
    pub display_name: Option<String>,
    pub photo_url: Option<String>,
    pub institution: Option<String>,
    /// The company the account orders for, if any.
    pub company_id: Option<i64>,
    pub phone_number: Option<String>,
    pub address: Option<String>,
    pub date_of_birth: Option<String>,
    #[sqlx(try_from = "shared::stored::Flag")]
    pub email_verified: bool,
    /// Raised to end every session issued before (see `sessions`).
    pub session_version: i64,
    /// Linked to the identity provider (Google, Facebook, Github through Firebase).
    #[sqlx(try_from = "shared::stored::Flag")]
    pub signs_in_with_provider: bool,
    /// The language the account chose, if it chose one.
    pub language: Option<shared::Lang>,
    /// Texted at each step of its orders.
    #[sqlx(try_from = "shared::stored::Flag")]
    pub order_texts: bool,
    /// The number it proved with a code.
    pub mobile: Option<String>,
}

pub const COLUMNS: &str = "id, email, password_hash, role, display_name, photo_url, institution,
                       (SELECT company_id FROM company_members WHERE user_id = users.id) AS company_id,
                       phone_number, address, date_of_birth, email_verified, session_version,
                       firebase_uid IS NOT NULL AS signs_in_with_provider, language,
                       order_texts, mobile";

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

    /// The shop's own token for this account, with the account: what every way of signing in
    /// (a password, the identity provider, a refresh) answers.
    pub fn signed_in(self, tokens: &sessions::Tokens) -> anyhow::Result<SignedIn> {
        let access_token = tokens.issue(self.session(), db::now_ms() / 1000)?;
        Ok(SignedIn {
            access_token,
            user: User::from(self),
        })
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
            language: row.language,
            order_texts: row.order_texts,
            mobile: row.mobile,
        }
    }
}

pub async fn find_by_id(db: &Pool, id: i64) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM users WHERE id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// `email` must already be normalised by `shared::Email`.
pub async fn find_by_email(db: &Pool, email: &str) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM users WHERE email = $1"))
        .bind(email)
        .fetch_optional(db)
        .await
}

/// Promotes an existing account; the normalised email on success.
/// The name and photo a provider's token carries, each kept only if the profile form would
/// take it.
fn profile_from(identity: &ExternalIdentity) -> (Option<String>, Option<String>) {
    let keep = |form: ProfileForm| ProfileUpdate::parse(&form).ok();
    let name = keep(ProfileForm {
        display_name: identity.name.clone().unwrap_or_default(),
        ..ProfileForm::default()
    })
    .and_then(|update| update.display_name);
    let photo = keep(ProfileForm {
        photo_url: identity.picture.clone().unwrap_or_default(),
        ..ProfileForm::default()
    })
    .and_then(|update| update.photo_url);
    (name, photo)
}

/// Forgets accounts whose address no one proved in time: older than `max_age` and without a
/// link still waiting in a mailbox (a later sign-up's link keeps the account for its owner).
pub async fn forget_unproved(writer: &Writer, max_age: std::time::Duration) -> sqlx::Result<u64> {
    let now = db::now_ms();
    let cutoff = now - i64::try_from(max_age.as_millis()).unwrap_or(i64::MAX);
    let mut tx = writer.begin().await?;
    let forgotten = sqlx::query(
        "DELETE FROM users
         WHERE email_verified = FALSE AND created_at < $1
           AND NOT EXISTS (SELECT 1 FROM auth_tokens t
                           WHERE t.user_id = users.id AND t.used_at IS NULL AND t.expires_at > $2)",
    )
    .bind(cutoff)
    .bind(now)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    Ok(forgotten)
}

/// Forgets unproved accounts every few minutes, once their links have expired.
pub fn spawn_sweeper(writer: Writer) {
    crate::runtime::periodic::in_leader(
        crate::runtime::periodic::EVERY,
        writer.leadership(),
        move || {
            let writer = writer.clone();
            async move {
                match forget_unproved(&writer, links::VERIFY_LIFETIME).await {
                    Ok(0) => {}
                    Ok(count) => tracing::info!(count, "forgot accounts nobody verified in time"),
                    Err(error) => tracing::error!(error = ?error, "forgetting unproved accounts"),
                }
            }
        },
    );
}

/// Whether the shop has an admin at all (a new shop off loopback starts without one).
pub async fn has_admin(db: &Pool) -> sqlx::Result<bool> {
    let exists: Flag =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM users WHERE role = 'admin')")
            .fetch_one(db)
            .await?;
    Ok(exists.into())
}

pub async fn make_admin(writer: &Writer, email: &str) -> anyhow::Result<String> {
    let email = Email::parse(email).map_err(|error| anyhow::anyhow!("{email}: {error}"))?;
    let mut tx = writer.begin().await?;
    let updated = sqlx::query(
        "UPDATE users SET role = 'admin', session_version = session_version + 1 WHERE email = $1",
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
/// by provider id first; else by email, and only when the provider verified that email (an
/// unverified one never links to, creates or blocks an account, or anyone could claim an
/// address by naming it). Linking proves the address: an account nobody had proved loses the
/// password whoever signed up chose, and its sessions. The name and photo a token carries
/// pass the profile form's rules or are left out.
pub async fn find_or_create_external(
    db: &Pool,
    writer: &Writer,
    identity: &ExternalIdentity,
) -> Result<UserRow, AppError> {
    let mut tx = writer.begin().await?;
    let by_uid: Option<i64> = sqlx::query_scalar("SELECT id FROM users WHERE firebase_uid = $1")
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
            if !identity.email_verified {
                return Err(AppError::coded(
                    axum::http::StatusCode::FORBIDDEN,
                    "provider_email_unverified",
                    messages::PROVIDER_EMAIL_UNVERIFIED,
                ));
            }
            let by_email: Option<i64> = sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
                .bind(email.as_ref())
                .fetch_optional(&mut *tx)
                .await?;
            match by_email {
                Some(id) => {
                    sqlx::query(
                        "UPDATE users SET firebase_uid = $1,
                             password_hash = CASE WHEN email_verified = TRUE THEN password_hash END,
                             session_version = session_version + CASE WHEN email_verified = TRUE THEN 0 ELSE 1 END,
                             email_verified = TRUE
                         WHERE id = $2",
                    )
                    .bind(&identity.uid)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                    links::revoke_all(&mut tx, id).await?;
                    id
                }
                None => {
                    let (name, photo) = profile_from(identity);
                    sqlx::query_scalar(
                        "INSERT INTO users (email, role, display_name, photo_url, email_verified, firebase_uid, created_at)
                         VALUES ($1, 'user', $2, $3, TRUE, $4, $5) RETURNING id",
                    )
                    .bind(email.as_ref())
                    .bind(name)
                    .bind(photo)
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

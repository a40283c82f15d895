//! Companies and their members (`companies`, `company_members`): who orders for which company,
//! in which role. Only this module writes them. Every change runs inside the write turn, so a
//! rule read and the change it allows cannot be split by another request (two admins removing
//! each other cannot leave the company without one).

pub mod addresses;
pub mod approvals;
pub mod invitations;

use crate::error::{AppError, Result};
use crate::store::db::{self, Pool, WriteTx};
use shared::company::{self, CompanyDetails, CompanyPage, Member, MemberRole, SentInvitation};
use shared::{Money, messages};

/// The company's page, where invitations are accepted and orders approved: its address in a
/// mail, and as a text carries it (without the scheme).
fn page_links(state: &crate::runtime::state::AppState) -> (String, String) {
    let public_url = state.config.public_url();
    let path = shared::screens::COMPANY.path;
    (
        format!("{public_url}{path}"),
        shared::order_texts::short_link(&public_url, path),
    )
}

/// The caller's place in a company.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Membership {
    pub company_id: i64,
    pub role: MemberRole,
}

impl Membership {
    /// The membership of an approver or an admin, or 403 for a buyer.
    pub fn approving(self) -> Result<Self> {
        if self.role >= MemberRole::Approver {
            Ok(self)
        } else {
            Err(AppError::forbidden(messages::COMPANY_APPROVERS_ONLY))
        }
    }

    /// The membership of an admin, or 403 for the other roles.
    pub fn managing(self) -> Result<Self> {
        if self.role.manages() {
            Ok(self)
        } else {
            Err(AppError::forbidden(messages::COMPANY_ADMINS_ONLY))
        }
    }
}

#[derive(sqlx::FromRow)]
struct MembershipRow {
    company_id: i64,
    #[sqlx(try_from = "String")]
    role: MemberRole,
}

/// The company `user_id` orders for, if any.
pub async fn membership_of(conn: &mut db::Connection, user_id: i64) -> Result<Option<Membership>> {
    let row: Option<MembershipRow> =
        sqlx::query_as("SELECT company_id, role FROM company_members WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(&mut *conn)
            .await?;
    Ok(row.map(|row| Membership {
        company_id: row.company_id,
        role: row.role,
    }))
}

/// The company `user_id` orders for, or 404 when none.
pub async fn membership(conn: &mut db::Connection, user_id: i64) -> Result<Membership> {
    membership_of(conn, user_id)
        .await?
        .ok_or_else(|| AppError::NotFound(messages::NO_COMPANY.into()))
}

/// Binds a company's details as `$1`…`$6`, in the columns' order: name, Bangla name, BIN,
/// trade licence, billing address, whether it asks for PO numbers. (A macro: a query and a
/// scalar query are different types.)
macro_rules! bind_details {
    ($query:expr, $details:expr) => {
        $query
            .bind(&$details.name)
            .bind(&$details.name_bn)
            .bind(&$details.bin)
            .bind(&$details.trade_licence)
            .bind(&$details.billing_address)
            .bind($details.requires_po)
    };
}

/// Sets up a company with `user_id` its first admin; 409 when they belong to one already.
pub async fn create(tx: &mut WriteTx, user_id: i64, details: &CompanyDetails) -> Result<i64> {
    refuse_a_second_company(tx, user_id).await?;
    let now = db::now_ms();
    let insert = sqlx::query_scalar(
        "INSERT INTO companies (name, name_bn, bin, trade_licence, billing_address, requires_po,
                                created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    );
    let id: i64 = bind_details!(insert, details)
        .bind(now)
        .fetch_one(&mut **tx)
        .await?;
    join(tx, id, user_id, MemberRole::Admin).await?;
    Ok(id)
}

/// Changes the company's details. Tax invoices already issued keep the details they had.
pub async fn update(tx: &mut WriteTx, company_id: i64, details: &CompanyDetails) -> Result<()> {
    let update = sqlx::query(
        "UPDATE companies SET name = $1, name_bn = $2, bin = $3, trade_licence = $4,
                              billing_address = $5, requires_po = $6
         WHERE id = $7",
    );
    bind_details!(update, details)
        .bind(company_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// 409 when `user_id` already orders for a company: one person, one company.
async fn refuse_a_second_company(tx: &mut WriteTx, user_id: i64) -> Result<()> {
    let member: Option<i64> =
        sqlx::query_scalar("SELECT company_id FROM company_members WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(&mut **tx)
            .await?;
    match member {
        Some(_) => Err(AppError::conflict(messages::ALREADY_IN_COMPANY)),
        None => Ok(()),
    }
}

/// Makes `user_id` a member; the caller has checked they belong to no company.
async fn join(tx: &mut WriteTx, company_id: i64, user_id: i64, role: MemberRole) -> Result<()> {
    sqlx::query(
        "INSERT INTO company_members (user_id, company_id, role, joined_at)
         VALUES ($1, $2, $3, $4)",
    )
    .bind(user_id)
    .bind(company_id)
    .bind(role.id())
    .bind(db::now_ms())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Gives a member a role and, as a buyer, a spending limit per order (kept only for a buyer);
/// 404 when they are not in the company, 409 when it would leave the company without an admin.
pub async fn set_member(
    tx: &mut WriteTx,
    company_id: i64,
    user_id: i64,
    role: MemberRole,
    order_limit: Option<Money>,
) -> Result<()> {
    let current = role_of(tx, company_id, user_id).await?;
    if current.manages() && !role.manages() {
        keep_an_admin(tx, company_id).await?;
    }
    let order_limit = order_limit.filter(|_| role == MemberRole::Buyer);
    sqlx::query("UPDATE company_members SET role = $1, order_limit_poisha = $2 WHERE user_id = $3")
        .bind(role.id())
        .bind(order_limit.map(Money::poisha))
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// What an order by `user_id` must meet for their company: its purchase-order number, and
/// their spending limit per order as a buyer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OrderingRules {
    pub requires_po: bool,
    /// The limit above which the order waits for an approver (a buyer's only).
    pub approval_above: Option<Money>,
}

/// The rules for an order by `user_id`: none outside a company.
pub async fn ordering_rules(conn: &mut db::Connection, user_id: i64) -> Result<OrderingRules> {
    let row: Option<(shared::stored::Flag, String, Option<i64>)> = sqlx::query_as(
        "SELECT c.requires_po, m.role, m.order_limit_poisha
         FROM company_members m JOIN companies c ON c.id = m.company_id WHERE m.user_id = $1",
    )
    .bind(user_id)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(
        row.map_or_else(OrderingRules::default, |(requires_po, role, limit)| {
            OrderingRules {
                requires_po: requires_po.into(),
                approval_above: limit
                    .and_then(Money::from_poisha)
                    .filter(|_| MemberRole::from_id(&role) == Some(MemberRole::Buyer)),
            }
        }),
    )
}

/// Takes a member out of the company (an admin removing them, or themselves leaving); their
/// orders stay the company's. 404 when not in it, 409 for its last admin.
pub async fn remove(tx: &mut WriteTx, company_id: i64, user_id: i64) -> Result<()> {
    if role_of(tx, company_id, user_id).await?.manages() {
        keep_an_admin(tx, company_id).await?;
    }
    sqlx::query("DELETE FROM company_members WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

async fn role_of(tx: &mut WriteTx, company_id: i64, user_id: i64) -> Result<MemberRole> {
    let role: Option<String> = sqlx::query_scalar(
        "SELECT role FROM company_members WHERE user_id = $1 AND company_id = $2",
    )
    .bind(user_id)
    .bind(company_id)
    .fetch_optional(&mut **tx)
    .await?;
    role.and_then(|role| MemberRole::from_id(&role))
        .ok_or_else(|| AppError::not_found(messages::THING_MEMBER))
}

/// 409 unless the company has another admin besides the one about to go.
async fn keep_an_admin(tx: &mut WriteTx, company_id: i64) -> Result<()> {
    let admins: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM company_members WHERE company_id = $1 AND role = 'admin'",
    )
    .bind(company_id)
    .fetch_one(&mut **tx)
    .await?;
    let after = usize::try_from(admins - 1).unwrap_or(0);
    company::check_admins_left(after).map_err(AppError::conflict)
}

#[derive(sqlx::FromRow)]
struct DetailsRow {
    name: String,
    name_bn: Option<String>,
    bin: Option<String>,
    trade_licence: Option<String>,
    billing_address: Option<String>,
    #[sqlx(try_from = "shared::stored::Flag")]
    requires_po: bool,
}

#[derive(sqlx::FromRow)]
struct MemberRow {
    user_id: i64,
    display_name: Option<String>,
    email: String,
    mobile: Option<String>,
    #[sqlx(try_from = "String")]
    role: MemberRole,
    order_limit_poisha: Option<i64>,
    joined_at: i64,
}

#[derive(sqlx::FromRow)]
struct InvitationRow {
    id: i64,
    contact: String,
    #[sqlx(try_from = "String")]
    role: MemberRole,
    expires_at: i64,
}

/// The company's page as `caller` sees it: the invitations only for an admin.
pub async fn page(db: &Pool, caller: i64, membership: Membership) -> Result<CompanyPage> {
    let Membership { company_id, role } = membership;
    let details: DetailsRow = sqlx::query_as(
        "SELECT name, name_bn, bin, trade_licence, billing_address, requires_po
         FROM companies WHERE id = $1",
    )
    .bind(company_id)
    .fetch_one(db)
    .await?;
    let members: Vec<MemberRow> = sqlx::query_as(
        "SELECT m.user_id, u.display_name, u.email, u.mobile, m.role, m.order_limit_poisha,
                m.joined_at
         FROM company_members m JOIN users u ON u.id = m.user_id
         WHERE m.company_id = $1
         ORDER BY m.role = 'admin' DESC, m.joined_at, m.user_id",
    )
    .bind(company_id)
    .fetch_all(db)
    .await?;
    let invitations: Vec<InvitationRow> = if role.manages() {
        sqlx::query_as(
            "SELECT id, contact, role, expires_at FROM company_invitations
             WHERE company_id = $1 AND expires_at > $2 ORDER BY id",
        )
        .bind(company_id)
        .bind(db::now_ms())
        .fetch_all(db)
        .await?
    } else {
        Vec::new()
    };
    Ok(CompanyPage {
        id: company_id,
        details: CompanyDetails {
            name: details.name,
            name_bn: details.name_bn,
            bin: details.bin,
            trade_licence: details.trade_licence,
            billing_address: details.billing_address,
            requires_po: details.requires_po,
        },
        role,
        members: members
            .into_iter()
            .map(|row| Member {
                you: row.user_id == caller,
                name: row.display_name.unwrap_or_else(|| row.email.clone()),
                contact: contact_of(row.email, row.mobile),
                user_id: row.user_id,
                role: row.role,
                order_limit: row.order_limit_poisha.and_then(Money::from_poisha),
                joined_at: row.joined_at,
            })
            .collect(),
        invitations: invitations
            .into_iter()
            .map(|row| SentInvitation {
                id: row.id,
                contact: row.contact,
                role: row.role,
                expires_at: row.expires_at,
            })
            .collect(),
    })
}

/// How a member is reached: their email, or the mobile number of an account made with one
/// (whose address names it but delivers nowhere).
fn contact_of(email: String, mobile: Option<String>) -> String {
    match mobile {
        Some(mobile) if shared::phone_sign_in::is_phone_account_email(&email) => mobile,
        _ => email,
    }
}

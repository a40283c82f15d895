//! The buyer's company: `GET`/`POST`/`PUT /api/company`, its members
//! (`PUT`/`DELETE /api/company/members/{userId}`), the invitations it sends
//! (`POST /api/company/invitations`, `DELETE /api/company/invitations/{id}`), and those the
//! caller got (`GET /api/invitations`, `POST /api/invitations/{id}/accept`,
//! `DELETE /api/invitations/{id}`).

use crate::companies::{self, Membership, invitations};
use crate::error::AppError;
use crate::error::{ErrorBody, Result};
use crate::http::extract::{AppJson, AuthUser, parse_id};
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use shared::company::{
    CompanyDetails, CompanyForm, CompanyPage, InvitationForYou, InvitationForm, Invitee,
    MemberForm, SentInvitation,
};
use shared::messages::{THING_ADDRESS, THING_INVITATION, THING_MEMBER, THING_ORDER};
use shared::{AddressForm, NewAddress, Order, SavedAddress};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(my_company, set_up_company, update_company))
        .routes(routes!(change_role, remove_member))
        .routes(routes!(invite))
        .routes(routes!(withdraw_invitation))
        .routes(routes!(company_places, add_company_place))
        .routes(routes!(update_company_place, remove_company_place))
        .routes(routes!(waiting_for_approval))
        .routes(routes!(approve_order))
        .routes(routes!(decline_order))
        .routes(routes!(my_invitations))
        .routes(routes!(accept_invitation))
        .routes(routes!(decline_invitation))
}

async fn membership(state: &AppState, user_id: i64) -> Result<Membership> {
    let mut conn = state.db.acquire().await?;
    companies::membership(&mut conn, user_id).await
}

/// The company the caller orders for: its details, its members and, for a company admin, the
/// invitations waiting; `null` when they belong to none (the page then offers to set one up).
#[utoipa::path(get, path = "/company", tag = "Companies", security(("bearer" = [])),
    responses((status = 200, body = Option<CompanyPage>)))]
async fn my_company(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> Result<Json<Option<CompanyPage>>> {
    let mut conn = state.db.acquire().await?;
    let Some(membership) = companies::membership_of(&mut conn, user.id).await? else {
        return Ok(Json(None));
    };
    drop(conn);
    Ok(Json(Some(
        companies::page(&state.db, user.id, membership).await?,
    )))
}

/// Sets up a company, the caller its first company admin. Its name and BIN are printed on the
/// tax invoices of its members' orders from then on.
#[utoipa::path(post, path = "/company", tag = "Companies", request_body = CompanyForm,
    security(("bearer" = [])),
    responses((status = 201, body = CompanyPage),
        (status = 409, body = ErrorBody, description = "The caller belongs to a company already."),
        (status = 422, body = ErrorBody, description = "A field breaks its rule.")))]
async fn set_up_company(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(form): AppJson<CompanyForm>,
) -> Result<(StatusCode, Json<CompanyPage>)> {
    let details = CompanyDetails::parse(&form)?;
    let mut tx = state.writer.begin().await?;
    companies::create(&mut tx, user.id, &details).await?;
    tx.commit().await?;
    let membership = membership(&state, user.id).await?;
    let page = companies::page(&state.db, user.id, membership).await?;
    Ok((StatusCode::CREATED, Json(page)))
}

/// Changes the company's details (a company admin). Tax invoices already issued keep theirs.
#[utoipa::path(put, path = "/company", tag = "Companies", request_body = CompanyForm,
    security(("bearer" = [])),
    responses((status = 200, body = CompanyPage),
        (status = 403, body = ErrorBody, description = "The caller is not a company admin."),
        (status = 404, body = ErrorBody, description = "The caller belongs to no company."),
        (status = 422, body = ErrorBody, description = "A field breaks its rule.")))]
async fn update_company(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(form): AppJson<CompanyForm>,
) -> Result<Json<CompanyPage>> {
    let membership = membership(&state, user.id).await?.managing()?;
    let details = CompanyDetails::parse(&form)?;
    let mut tx = state.writer.begin().await?;
    companies::update(&mut tx, membership.company_id, &details).await?;
    tx.commit().await?;
    Ok(Json(companies::page(&state.db, user.id, membership).await?))
}

/// Gives a member a role and, as a buyer, a spending limit per order (a company admin): their
/// orders above it wait for an approver. The last company admin keeps the role.
#[utoipa::path(put, path = "/company/members/{userId}", tag = "Companies",
    request_body = MemberForm,
    params(("userId" = i64, Path, description = "The member's account")), security(("bearer" = [])),
    responses((status = 200, body = CompanyPage),
        (status = 403, body = ErrorBody, description = "The caller is not a company admin."),
        (status = 404, body = ErrorBody, description = "No such member of the caller's company."),
        (status = 409, body = ErrorBody, description = "The company would have no company admin left."),
        (status = 422, body = ErrorBody, description = "The limit is not an amount of taka.")))]
async fn change_role(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(member): Path<String>,
    AppJson(form): AppJson<MemberForm>,
) -> Result<Json<CompanyPage>> {
    let member = parse_id(&member, THING_MEMBER)?;
    let membership = membership(&state, user.id).await?.managing()?;
    let limit = shared::company::parse_order_limit(form.order_limit.as_deref().unwrap_or(""))?;
    let mut tx = state.writer.begin().await?;
    companies::set_member(&mut tx, membership.company_id, member, form.role, limit).await?;
    tx.commit().await?;
    // The caller may have just given up their own admin role.
    let membership = self::membership(&state, user.id).await?;
    Ok(Json(companies::page(&state.db, user.id, membership).await?))
}

/// Takes a member out of the company: a company admin removing anyone, or a member leaving.
/// Their account and orders stay.
#[utoipa::path(delete, path = "/company/members/{userId}", tag = "Companies",
    params(("userId" = i64, Path, description = "The member's account")), security(("bearer" = [])),
    responses((status = 204),
        (status = 403, body = ErrorBody, description = "Another member, and the caller is not a company admin."),
        (status = 404, body = ErrorBody, description = "No such member of the caller's company."),
        (status = 409, body = ErrorBody, description = "The company's last company admin.")))]
async fn remove_member(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(member): Path<String>,
) -> Result<StatusCode> {
    let member = parse_id(&member, THING_MEMBER)?;
    let mut membership = membership(&state, user.id).await?;
    if member != user.id {
        membership = membership.managing()?;
    }
    let mut tx = state.writer.begin().await?;
    companies::remove(&mut tx, membership.company_id, member).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Invites a colleague by email (a mail) or mobile number (a text) to order for the company
/// (a company admin). The invitation can be accepted for 14 days.
#[utoipa::path(post, path = "/company/invitations", tag = "Companies",
    request_body = InvitationForm, security(("bearer" = [])),
    responses((status = 201, body = SentInvitation),
        (status = 403, body = ErrorBody, description = "The caller is not a company admin."),
        (status = 404, body = ErrorBody, description = "The caller belongs to no company."),
        (status = 409, body = ErrorBody, description = "Already a member or invited, or the company is full."),
        (status = 422, body = ErrorBody, description = "Not an email address or a mobile number.")))]
async fn invite(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(form): AppJson<InvitationForm>,
) -> Result<(StatusCode, Json<SentInvitation>)> {
    let membership = membership(&state, user.id).await?.managing()?;
    let invitee = Invitee::parse(&form.contact)?;
    let sent = invitations::send(&state, &user, membership, &invitee, form.role).await?;
    Ok((StatusCode::CREATED, Json(sent)))
}

/// Withdraws an invitation still waiting (a company admin).
#[utoipa::path(delete, path = "/company/invitations/{id}", tag = "Companies",
    params(("id" = i64, Path, description = "The invitation's `id`")), security(("bearer" = [])),
    responses((status = 204),
        (status = 403, body = ErrorBody, description = "The caller is not a company admin."),
        (status = 404, body = ErrorBody, description = "No such invitation of the caller's company.")))]
async fn withdraw_invitation(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<StatusCode> {
    let id = parse_id(&id, THING_INVITATION)?;
    let membership = membership(&state, user.id).await?.managing()?;
    let mut tx = state.writer.begin().await?;
    invitations::withdraw(&mut tx, membership.company_id, id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The company's delivery places, offered to every member at checkout; none for a caller in no
/// company.
#[utoipa::path(get, path = "/company/addresses", tag = "Companies", security(("bearer" = [])),
    responses((status = 200, body = Vec<SavedAddress>)))]
async fn company_places(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> Result<Json<Vec<SavedAddress>>> {
    let mut conn = state.db.acquire().await?;
    let Some(membership) = companies::membership_of(&mut conn, user.id).await? else {
        return Ok(Json(Vec::new()));
    };
    drop(conn);
    Ok(Json(
        companies::addresses::list(&state.db, membership.company_id).await?,
    ))
}

/// Adds a delivery place of the company (a company admin).
#[utoipa::path(post, path = "/company/addresses", tag = "Companies", request_body = AddressForm,
    security(("bearer" = [])),
    responses((status = 201, body = SavedAddress),
        (status = 403, body = ErrorBody, description = "The caller is not a company admin."),
        (status = 404, body = ErrorBody, description = "The caller belongs to no company."),
        (status = 409, body = ErrorBody, description = "The company keeps ten places already."),
        (status = 422, body = ErrorBody, description = "A field breaks its rule.")))]
async fn add_company_place(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(form): AppJson<AddressForm>,
) -> Result<(StatusCode, Json<SavedAddress>)> {
    let membership = membership(&state, user.id).await?.managing()?;
    let place = NewAddress::parse(&form)?;
    let mut tx = state.writer.begin().await?;
    let saved = companies::addresses::add(&mut tx, membership.company_id, &place).await?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(saved)))
}

/// Changes a delivery place of the company (a company admin).
#[utoipa::path(put, path = "/company/addresses/{id}", tag = "Companies", request_body = AddressForm,
    params(("id" = i64, Path, description = "The place's `id`")), security(("bearer" = [])),
    responses((status = 200, body = SavedAddress),
        (status = 403, body = ErrorBody, description = "The caller is not a company admin."),
        (status = 404, body = ErrorBody, description = "Not one of the company's places."),
        (status = 422, body = ErrorBody, description = "A field breaks its rule.")))]
async fn update_company_place(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
    AppJson(form): AppJson<AddressForm>,
) -> Result<Json<SavedAddress>> {
    let id = parse_id(&id, THING_ADDRESS)?;
    let membership = membership(&state, user.id).await?.managing()?;
    let place = NewAddress::parse(&form)?;
    let mut tx = state.writer.begin().await?;
    let saved = companies::addresses::update(&mut tx, membership.company_id, id, &place).await?;
    tx.commit().await?;
    Ok(Json(saved))
}

/// Removes a delivery place of the company (a company admin).
#[utoipa::path(delete, path = "/company/addresses/{id}", tag = "Companies",
    params(("id" = i64, Path, description = "The place's `id`")), security(("bearer" = [])),
    responses((status = 204),
        (status = 403, body = ErrorBody, description = "The caller is not a company admin."),
        (status = 404, body = ErrorBody, description = "Not one of the company's places.")))]
async fn remove_company_place(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<StatusCode> {
    let id = parse_id(&id, THING_ADDRESS)?;
    let membership = membership(&state, user.id).await?.managing()?;
    let mut tx = state.writer.begin().await?;
    companies::addresses::remove(&mut tx, membership.company_id, id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The company's orders waiting for approval, placed by its buyers above their limits (an
/// approver or a company admin).
#[utoipa::path(get, path = "/company/approvals", tag = "Companies", security(("bearer" = [])),
    responses((status = 200, body = Vec<Order>),
        (status = 403, body = ErrorBody, description = "The caller is a buyer."),
        (status = 404, body = ErrorBody, description = "The caller belongs to no company.")))]
async fn waiting_for_approval(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> Result<Json<Vec<Order>>> {
    let membership = membership(&state, user.id).await?.approving()?;
    Ok(Json(
        sales::approval::waiting(&state.db, membership.company_id).await?,
    ))
}

/// Approves an order waiting for it (an approver or a company admin): its buyer is told and
/// can pay for it.
#[utoipa::path(post, path = "/company/orders/{id}/approve", tag = "Companies",
    params(("id" = i64, Path, description = "The order's `_id`")), security(("bearer" = [])),
    responses((status = 200, body = Order),
        (status = 403, body = ErrorBody, description = "The caller is a buyer."),
        (status = 404, body = ErrorBody, description = "No such order of the caller's company."),
        (status = 409, body = ErrorBody, description = "The order does not wait for approval.")))]
async fn approve_order(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<Json<Order>> {
    let id = parse_id(&id, THING_ORDER)?;
    let membership = membership(&state, user.id).await?.approving()?;
    sales::approval::approve(&state, id, membership.company_id, user.id).await?;
    companies::approvals::tell_approved(&state, id).await;
    let order = sales::order_of(&state.db, id)
        .await?
        .ok_or_else(|| AppError::not_found(THING_ORDER))?;
    Ok(Json(order))
}

/// Declines an order waiting for approval (an approver or a company admin): it is cancelled and
/// its pieces go back on sale.
#[utoipa::path(post, path = "/company/orders/{id}/decline", tag = "Companies",
    params(("id" = i64, Path, description = "The order's `_id`")), security(("bearer" = [])),
    responses((status = 204),
        (status = 403, body = ErrorBody, description = "The caller is a buyer."),
        (status = 404, body = ErrorBody, description = "No such order of the caller's company."),
        (status = 409, body = ErrorBody, description = "The order does not wait for approval.")))]
async fn decline_order(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<StatusCode> {
    let id = parse_id(&id, THING_ORDER)?;
    let membership = membership(&state, user.id).await?.approving()?;
    sales::approval::decline(&state, id, membership.company_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The invitations the caller may accept: to their email address or their proved mobile
/// number, not expired.
#[utoipa::path(get, path = "/invitations", tag = "Companies", security(("bearer" = [])),
    responses((status = 200, body = Vec<InvitationForYou>)))]
async fn my_invitations(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> Result<Json<Vec<InvitationForYou>>> {
    Ok(Json(invitations::for_account(&state.db, &user).await?))
}

/// Joins the invitation's company in the role it offers.
#[utoipa::path(post, path = "/invitations/{id}/accept", tag = "Companies",
    params(("id" = i64, Path, description = "The invitation's `id`")), security(("bearer" = [])),
    responses((status = 200, body = CompanyPage),
        (status = 404, body = ErrorBody, description = "No such invitation to the caller, or it expired."),
        (status = 409, body = ErrorBody, description = "The caller belongs to a company already.")))]
async fn accept_invitation(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<Json<CompanyPage>> {
    let id = parse_id(&id, THING_INVITATION)?;
    let mut tx = state.writer.begin().await?;
    invitations::accept(&mut tx, &user, id).await?;
    tx.commit().await?;
    let membership = membership(&state, user.id).await?;
    Ok(Json(companies::page(&state.db, user.id, membership).await?))
}

/// Declines an invitation to the caller.
#[utoipa::path(delete, path = "/invitations/{id}", tag = "Companies",
    params(("id" = i64, Path, description = "The invitation's `id`")), security(("bearer" = [])),
    responses((status = 204),
        (status = 404, body = ErrorBody, description = "No such invitation to the caller, or it expired.")))]
async fn decline_invitation(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<StatusCode> {
    let id = parse_id(&id, THING_INVITATION)?;
    let mut tx = state.writer.begin().await?;
    invitations::decline(&mut tx, &user, id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

//! Signing in with a mobile number: `POST /api/phone/code` (a one-time code by SMS) and `POST
//! /api/phone/sign-in`; and adding a number to one's account: `POST /api/me/mobile/code` and
//! `POST /api/me/mobile`. The rules are `identity::phone`'s.

use crate::error::{ErrorBody, Result};
use crate::http::extract::{AppJson, AuthUser};
use crate::http::middleware::client_address::ClientAddress;
use crate::http::middleware::language::{self, say};
use crate::identity::phone::{self, CodeFor};
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::{Extension, State};
use axum::http::StatusCode;
use shared::delivery::parse_mobile;
use shared::phone_sign_in::parse_code;
use shared::registration::parse_name;
use shared::replies::{Note, SignedIn};
use shared::requests::{MobileProof, PhoneOnly, PhoneSignIn};
use shared::{Text, User, messages};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(send_sign_in_code))
        .routes(routes!(sign_in))
        .routes(routes!(send_adding_code))
        .routes(routes!(add_mobile))
}

/// What asking for a code answers, whether or not the number has an account.
fn code_sent(phone: &str) -> (StatusCode, Json<Note>) {
    let text = Text::new(messages::CODE_SENT).plain("phone", phone);
    (StatusCode::ACCEPTED, Json(Note::new(say(text))))
}

/// Texts a six-digit code to a Bangladeshi mobile number, to sign in (or up) with. The answer
/// is the same whether or not the number has an account.
#[utoipa::path(post, path = "/phone/code", tag = "Accounts", request_body = PhoneOnly,
    responses(
        (status = 202, body = Note),
        (status = 422, body = ErrorBody, description = "Not a Bangladeshi mobile number."),
        (status = 429, body = ErrorBody, description = "Five codes to this number, or twenty from this network, in the last hour."),
    ))]
async fn send_sign_in_code(
    State(state): State<AppState>,
    Extension(client): Extension<ClientAddress>,
    AppJson(body): AppJson<PhoneOnly>,
) -> Result<(StatusCode, Json<Note>)> {
    let phone = parse_mobile(&body.phone)?;
    let lang = language::current();
    phone::send_code(&state, &phone, CodeFor::SignIn, client.network(), lang).await?;
    Ok(code_sent(&phone))
}

/// Signs in with the code texted to the number: the account that proved the number, or a new
/// one (named `name`, when given) if none did.
#[utoipa::path(post, path = "/phone/sign-in", tag = "Accounts", request_body = PhoneSignIn,
    responses(
        (status = 200, body = SignedIn),
        (status = 401, body = ErrorBody, description = "The code is wrong, used, expired or out of tries."),
        (status = 422, body = ErrorBody, description = "Not a mobile number, not six digits, or a name over 100 characters."),
    ))]
async fn sign_in(
    State(state): State<AppState>,
    AppJson(body): AppJson<PhoneSignIn>,
) -> Result<Json<SignedIn>> {
    let phone = parse_mobile(&body.phone)?;
    let code = parse_code(&body.code)?;
    let name = match body.name.as_deref().map(str::trim) {
        Some(name) if !name.is_empty() => Some(parse_name(name)?),
        _ => None,
    };
    let lang = language::current();
    let user = phone::sign_in(&state, &phone, &code, name.as_deref(), lang).await?;
    Ok(Json(user.signed_in(&state.tokens)?))
}

/// Texts a code to a number the signed-in account means to add, to prove it receives texts
/// there.
#[utoipa::path(post, path = "/me/mobile/code", tag = "Accounts", request_body = PhoneOnly,
    security(("bearer" = [])),
    responses(
        (status = 202, body = Note),
        (status = 422, body = ErrorBody, description = "Not a Bangladeshi mobile number."),
        (status = 429, body = ErrorBody, description = "Five codes to this number, or twenty from this network, in the last hour."),
    ))]
async fn send_adding_code(
    State(state): State<AppState>,
    Extension(client): Extension<ClientAddress>,
    AuthUser(user): AuthUser,
    AppJson(body): AppJson<PhoneOnly>,
) -> Result<(StatusCode, Json<Note>)> {
    let phone = parse_mobile(&body.phone)?;
    let code_for = CodeFor::Adding(user.id);
    let lang = language::current();
    phone::send_code(&state, &phone, code_for, client.network(), lang).await?;
    Ok(code_sent(&phone))
}

/// Adds the number to the signed-in account with the code texted to it; the account may then
/// sign in with it.
#[utoipa::path(post, path = "/me/mobile", tag = "Accounts", request_body = MobileProof,
    security(("bearer" = [])),
    responses(
        (status = 200, body = User),
        (status = 401, body = ErrorBody, description = "The code is wrong, used, expired or out of tries."),
        (status = 409, body = ErrorBody, description = "Another account proved this number (`mobile_taken`)."),
        (status = 422, body = ErrorBody, description = "Not a mobile number, or not six digits."),
    ))]
async fn add_mobile(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(body): AppJson<MobileProof>,
) -> Result<Json<User>> {
    let phone = parse_mobile(&body.phone)?;
    let code = parse_code(&body.code)?;
    phone::add_to_account(&state, user.id, &phone, &code).await?;
    let user = crate::identity::find_by_id(&state.db, user.id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("an account that just added its number is gone"))?;
    Ok(Json(user.into()))
}

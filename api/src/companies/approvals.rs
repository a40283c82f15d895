//! Asking a company's approvers to approve an order above its buyer's limit, by mail and by
//! text, and telling the buyer once one has. The answer itself is the orders' (`sales::approval`).

use crate::mail::{Mail, Purpose as MailPurpose};
use crate::runtime::state::AppState;
use crate::sms::queue::{self, Purpose, Text};
use shared::company::{ApprovalMail, MemberRole};
use shared::phone_sign_in::is_phone_account_email;
use shared::{Lang, screens};

#[derive(sqlx::FromRow)]
struct Approver {
    id: i64,
    email: String,
    mobile: Option<String>,
    language: Option<Lang>,
}

/// Hours an order stays unpaid before it is cancelled.
fn unpaid_hours(state: &AppState) -> u64 {
    state.config.unpaid_order_ttl.as_secs() / 3600
}

/// Tells every approver and company admin of `company_id` that `order_id` waits for them: a
/// mail to an address, a text to a proved mobile number. The order stands whatever happens
/// here; a failure is logged, and the order is on the company's page all the same.
pub async fn ask(state: &AppState, company_id: i64, order_id: i64) {
    if let Err(error) = try_ask(state, company_id, order_id).await {
        tracing::warn!(error = %error, order = order_id, "could not ask for an order's approval");
    }
}

async fn try_ask(state: &AppState, company_id: i64, order_id: i64) -> crate::error::Result<()> {
    let Some(order) = crate::sales::order_of(&state.db, order_id).await? else {
        return Ok(());
    };
    let (name, name_bn, limit): (String, Option<String>, Option<i64>) = sqlx::query_as(
        "SELECT c.name, c.name_bn, m.order_limit_poisha FROM companies c
         JOIN orders o ON o.company_id = c.id
         LEFT JOIN company_members m ON m.user_id = o.user_id AND m.company_id = c.id
         WHERE o.id = $1",
    )
    .bind(order_id)
    .fetch_one(&state.db)
    .await?;
    let approvers: Vec<Approver> = sqlx::query_as(
        "SELECT u.id, u.email, u.mobile, u.language FROM company_members m
         JOIN users u ON u.id = m.user_id
         WHERE m.company_id = $1 AND m.role IN ($2, $3) ORDER BY u.id",
    )
    .bind(company_id)
    .bind(MemberRole::Approver.id())
    .bind(MemberRole::Admin.id())
    .fetch_all(&state.db)
    .await?;
    let (link, short_link) = super::page_links(state);
    let limit = limit
        .and_then(shared::Money::from_poisha)
        .unwrap_or(order.total_price);
    let mut tx = state.writer.begin().await?;
    let mut mails = Vec::new();
    for approver in &approvers {
        let lang = approver.language.unwrap_or(Lang::En);
        let company = shared::company::name_in(lang, &name, name_bn.as_deref());
        let asking = ApprovalMail {
            order_number: &order.order_number,
            buyer: &order.user_name,
            company,
            total: order.total_price,
            limit,
            unpaid_hours: unpaid_hours(state),
            link: &link,
        };
        if let Some(mobile) = &approver.mobile {
            let body = asking.text(lang, &short_link);
            let key = format!("approval-{order_id}-{}", approver.id);
            let text = Text {
                key: &key,
                to: mobile,
                body: &body,
                purpose: Purpose::Notice,
                lang,
            };
            queue::enqueue(&mut tx, &text).await?;
        }
        if !is_phone_account_email(&approver.email) {
            mails.push(Mail {
                purpose: MailPurpose::Notice,
                lang,
                ..Mail::new(
                    approver.email.clone(),
                    asking.subject(lang),
                    asking.body(lang),
                )
            });
        }
    }
    tx.commit().await?;
    for outcome in state.mailer.send_all(&mails).await? {
        if let Err(error) = outcome {
            tracing::warn!(error = %error, order = order_id, "an approver was not mailed");
        }
    }
    Ok(())
}

/// Tells the buyer of `order_id` their company approved it, in their language.
pub async fn tell_approved(state: &AppState, order_id: i64) {
    let told = async {
        let Some(order) = crate::sales::order_of(&state.db, order_id).await? else {
            return Ok(());
        };
        if is_phone_account_email(&order.user_email) {
            return Ok(());
        }
        let lang: Option<Lang> = sqlx::query_scalar("SELECT language FROM users WHERE email = $1")
            .bind(&order.user_email)
            .fetch_one(&state.db)
            .await?;
        let lang = lang.unwrap_or(Lang::En);
        let link = format!(
            "{}{}",
            state.config.public_url(),
            screens::ORDER_PAGE.of(order_id)
        );
        let (subject, body) =
            shared::company::approved_mail(lang, &order.order_number, unpaid_hours(state), &link);
        let mail = Mail {
            purpose: MailPurpose::Notice,
            lang,
            ..Mail::new(order.user_email.clone(), subject, body)
        };
        state.mailer.send(&mail).await?;
        Ok::<(), crate::error::AppError>(())
    };
    if let Err(error) = told.await {
        tracing::warn!(error = %error, order = order_id, "could not tell a buyer of an approval");
    }
}

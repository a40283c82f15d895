//! A company that buys from the shop: a factory or a workshop whose people order for it. The
//! company, not the person, carries the name and the Business Identification Number printed
//! on its tax invoices. Its members each have a role: a buyer orders, an approver also
//! approves, and an admin also keeps the company's details and its members.

use crate::Lang;
use crate::email::Email;
use crate::error::Errors;
use crate::form::{bounded, optional, single_spaced};
use crate::messages::{Key, Text};
use crate::tax_document::Bin;
use crate::{FieldError, Money, messages};
use serde::{Deserialize, Serialize};

pub const MAX_COMPANY_NAME_LENGTH: usize = 100;
pub const MAX_TRADE_LICENCE_LENGTH: usize = 40;
pub const MAX_BILLING_ADDRESS_LENGTH: usize = 300;
/// Characters in a purchase-order number: the 35 of a document number in UN/EDIFACT's
/// ORDERS message (data element 1004), which buyers' purchasing systems keep to.
pub const MAX_PO_NUMBER_LENGTH: usize = 35;
/// People in one company, members and invited together: a factory's purchasing office, its
/// approvers and its accountant, with room to spare; a list one screen shows.
pub const MAX_MEMBERS: usize = 50;
/// How long an invitation can be accepted, in milliseconds: a fortnight, time enough for a
/// colleague back from leave.
pub const INVITATION_LIFETIME_MS: i64 = 14 * 24 * 60 * 60 * 1000;

/// The company's details as its form sends them: `POST`/`PUT /api/company`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct CompanyForm {
    /// As registered; printed on tax invoices.
    pub name: String,
    /// The name in Bangla, printed on Bangla documents; may be empty.
    pub name_bn: String,
    /// The Business Identification Number, 13 digits; may be empty.
    pub bin: String,
    /// The trade licence's number; may be empty.
    pub trade_licence: String,
    /// Where invoices go; may be empty.
    pub billing_address: String,
    /// Whether each order of a member must carry a purchase-order number.
    pub requires_po: bool,
}

/// A company's details that passed every rule: what is stored and what the API answers.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CompanyDetails {
    pub name: String,
    pub name_bn: Option<String>,
    /// 13 Latin digits.
    pub bin: Option<String>,
    pub trade_licence: Option<String>,
    pub billing_address: Option<String>,
    pub requires_po: bool,
}

impl CompanyDetails {
    pub fn parse(form: &CompanyForm) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let name = errors.take(
            bounded(
                "name",
                &single_spaced(&form.name),
                MAX_COMPANY_NAME_LENGTH,
                messages::COMPANY_NAME_TOO_LONG,
            )
            .and_then(|name| {
                name.ok_or_else(|| {
                    FieldError::new("name", "required", messages::COMPANY_NAME_REQUIRED)
                })
            }),
        );
        let name_bn = errors.take(bounded(
            "nameBn",
            &single_spaced(&form.name_bn),
            MAX_COMPANY_NAME_LENGTH,
            messages::COMPANY_NAME_TOO_LONG,
        ));
        let bin = errors.take(
            optional(&form.bin)
                .map(|bin| Bin::parse(bin).map(|bin| bin.as_str().to_owned()))
                .transpose(),
        );
        let trade_licence = errors.take(bounded(
            "tradeLicence",
            &single_spaced(&form.trade_licence),
            MAX_TRADE_LICENCE_LENGTH,
            messages::TRADE_LICENCE_TOO_LONG,
        ));
        let billing_address = errors.take(bounded(
            "billingAddress",
            &single_spaced(&form.billing_address),
            MAX_BILLING_ADDRESS_LENGTH,
            messages::ADDRESS_TOO_LONG,
        ));
        errors.finish(|| {
            Some(CompanyDetails {
                name: name?,
                name_bn: name_bn?,
                bin: bin?,
                trade_licence: trade_licence?,
                billing_address: billing_address?,
                requires_po: form.requires_po,
            })
        })
    }

    /// The name a reader of `lang` sees: the Bangla one when there is one.
    pub fn name_in(&self, lang: Lang) -> &str {
        name_in(lang, &self.name, self.name_bn.as_deref())
    }
}

/// A purchase-order number as typed at checkout: `None` when empty; letters, digits (in either
/// script), spaces and `- / . _ #`, up to 35 characters. `required` when the buyer's company asks
/// for one with each order.
pub fn parse_po_number(text: &str, required: bool) -> Result<Option<String>, FieldError> {
    let tidy = crate::language::latin_digits(&single_spaced(text));
    if tidy.is_empty() {
        return if required {
            Err(FieldError::new(
                PO_FIELD,
                "required",
                messages::PO_NUMBER_REQUIRED,
            ))
        } else {
            Ok(None)
        };
    }
    let allowed = |c: char| c.is_ascii_alphanumeric() || " -/._#".contains(c);
    if tidy.chars().count() > MAX_PO_NUMBER_LENGTH || !tidy.chars().all(allowed) {
        return Err(FieldError::new(
            PO_FIELD,
            "invalid",
            messages::PO_NUMBER_INVALID,
        ));
    }
    Ok(Some(tidy))
}

/// The checkout's field for it.
pub const PO_FIELD: &str = "poNumber";

/// A company's name as a reader of `lang` knows it: in Bangla when it has a Bangla name.
pub fn name_in<'a>(lang: Lang, name: &'a str, name_bn: Option<&'a str>) -> &'a str {
    match (lang, name_bn) {
        (Lang::Bn, Some(name_bn)) => name_bn,
        _ => name,
    }
}

/// What a member may do for the company; each role may do what the ones before it may.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MemberRole {
    /// Orders for the company.
    Buyer,
    /// Orders, and approves orders waiting for approval.
    Approver,
    /// Orders, approves, keeps the company's details and invites and removes its members.
    Admin,
}

impl MemberRole {
    pub const ALL: [MemberRole; 3] = [MemberRole::Buyer, MemberRole::Approver, MemberRole::Admin];

    /// How the role is stored and sent.
    pub fn id(self) -> &'static str {
        match self {
            MemberRole::Buyer => "buyer",
            MemberRole::Approver => "approver",
            MemberRole::Admin => "admin",
        }
    }

    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|role| role.id() == id)
    }

    /// The role's name, as the company's page shows it.
    pub fn label(self) -> Key {
        match self {
            MemberRole::Buyer => messages::ROLE_BUYER,
            MemberRole::Approver => messages::ROLE_APPROVER,
            MemberRole::Admin => messages::ROLE_ADMIN,
        }
    }

    /// Whether the member keeps the company's details and its members.
    pub fn manages(self) -> bool {
        self == MemberRole::Admin
    }
}

impl TryFrom<String> for MemberRole {
    type Error = String;

    fn try_from(id: String) -> Result<Self, String> {
        Self::from_id(&id).ok_or_else(|| format!("{id} is not a member's role"))
    }
}

/// An invitation as the company admin sends it: `POST /api/company/invitations`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvitationForm {
    /// The colleague's email address or Bangladeshi mobile number.
    pub contact: String,
    pub role: MemberRole,
}

/// Who an invitation is for: the account that signs in with this address or proved this
/// mobile number is the one that may accept it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invitee {
    Email(Email),
    /// The 11-digit national number.
    Mobile(String),
}

impl Invitee {
    /// An address (it has an `@`) or a mobile number, in either script.
    pub fn parse(text: &str) -> Result<Self, FieldError> {
        let text = text.trim();
        let invalid = || FieldError::new("contact", "invalid", messages::INVITEE_INVALID);
        if text.is_empty() {
            Err(FieldError::new(
                "contact",
                "required",
                messages::INVITEE_REQUIRED,
            ))
        } else if text.contains('@') {
            Email::parse(text)
                .map(Invitee::Email)
                .map_err(|_| invalid())
        } else {
            crate::delivery::parse_mobile(text)
                .map(Invitee::Mobile)
                .map_err(|_| invalid())
        }
    }

    /// As stored and shown: the address, or the national number.
    pub fn as_str(&self) -> &str {
        match self {
            Invitee::Email(email) => email.as_ref(),
            Invitee::Mobile(mobile) => mobile,
        }
    }
}

/// A member's role and, for a buyer, their spending limit per order:
/// `PUT /api/company/members/{userId}`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MemberForm {
    pub role: MemberRole,
    /// Taka as typed; empty for no limit. Only a buyer's counts.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub order_limit: Option<String>,
}

/// A buyer's spending limit per order as typed: `None` when empty; whole taka above zero, in
/// either script.
pub fn parse_order_limit(text: &str) -> Result<Option<Money>, FieldError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match Money::parse_taka(text) {
        Some(limit) if limit.poisha() > 0 => Ok(Some(limit)),
        _ => Err(FieldError::new(
            "orderLimit",
            "invalid",
            messages::ORDER_LIMIT_INVALID,
        )),
    }
}

/// Whether an order of `total` by a member in `role` waits for an approver: a buyer's above
/// their limit does; an approver's or an admin's never (they would approve it themselves).
pub fn needs_approval(role: MemberRole, limit: Option<Money>, total: Money) -> bool {
    role == MemberRole::Buyer && limit.is_some_and(|limit| total > limit)
}

/// The caller's company as its page shows it: `GET /api/company`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CompanyPage {
    pub id: i64,
    pub details: CompanyDetails,
    /// The caller's own role.
    pub role: MemberRole,
    /// Admins first, then by when they joined.
    pub members: Vec<Member>,
    /// The invitations waiting, for an admin; empty for the other members.
    pub invitations: Vec<SentInvitation>,
}

/// A person ordering for a company.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    pub user_id: i64,
    /// The account's name, or its email when it has none.
    pub name: String,
    /// Its email address, or the mobile number an account made with one signs in with.
    pub contact: String,
    pub role: MemberRole,
    /// A buyer's spending limit per order; `null` for none.
    pub order_limit: Option<Money>,
    /// Milliseconds since 1970.
    pub joined_at: i64,
    /// Whether this is the caller.
    pub you: bool,
}

/// An invitation a company sent, waiting for its answer.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SentInvitation {
    pub id: i64,
    pub contact: String,
    pub role: MemberRole,
    /// Milliseconds since 1970.
    pub expires_at: i64,
}

/// An invitation the caller may accept: `GET /api/invitations`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvitationForYou {
    pub id: i64,
    pub company: String,
    pub company_bn: Option<String>,
    pub role: MemberRole,
    /// Milliseconds since 1970.
    pub expires_at: i64,
}

/// The mail that carries an invitation to an email address: its subject and its body.
pub struct InvitationMail<'a> {
    pub inviter: &'a str,
    pub company: &'a str,
    pub role: MemberRole,
    /// The company's page, where the invitation is accepted.
    pub link: &'a str,
    pub expires_at: i64,
}

impl InvitationMail<'_> {
    pub fn subject(&self, lang: Lang) -> String {
        Text::new(messages::MAIL_INVITATION_SUBJECT)
            .plain("company", self.company)
            .said("shop", messages::SHOP_NAME)
            .render(lang)
    }

    pub fn body(&self, lang: Lang) -> String {
        let lead = Text::new(messages::MAIL_INVITATION_LEAD)
            .plain("inviter", self.inviter)
            .plain("company", self.company)
            .said("role", self.role.label())
            .render(lang);
        let until = Text::new(messages::MAIL_INVITATION_UNTIL)
            .plain(
                "day",
                crate::calendar::format_day_in(self.expires_at, lang, lang.digits()),
            )
            .render(lang);
        format!("{lead}\n\n{}\n\n{until}\n", self.link)
    }
}

/// The text that carries an invitation to a mobile number, with the link to sign in by.
pub fn invitation_text(lang: Lang, company: &str, link: &str) -> String {
    Text::new(messages::SMS_INVITATION)
        .plain("company", company)
        .plain("link", link)
        .render(lang)
}

/// The mail that asks a company's approver to approve an order above its buyer's limit.
pub struct ApprovalMail<'a> {
    pub order_number: &'a str,
    pub buyer: &'a str,
    pub company: &'a str,
    pub total: Money,
    pub limit: Money,
    /// How long an order stays unpaid, and so unanswered, before it is cancelled.
    pub unpaid_hours: u64,
    /// The company's page, where it is approved.
    pub link: &'a str,
}

impl ApprovalMail<'_> {
    pub fn subject(&self, lang: Lang) -> String {
        Text::new(messages::MAIL_APPROVAL_SUBJECT)
            .plain("number", self.number(lang))
            .render(lang)
    }

    pub fn body(&self, lang: Lang) -> String {
        let lead = Text::new(messages::MAIL_APPROVAL_LEAD)
            .plain("buyer", self.buyer)
            .plain("number", self.number(lang))
            .plain("company", self.company)
            .money("total", self.total)
            .money("limit", self.limit)
            .count("hours", self.unpaid_hours)
            .render(lang);
        format!("{lead}\n\n{}\n", self.link)
    }

    /// The text to an approver's mobile, with the short link.
    pub fn text(&self, lang: Lang, short_link: &str) -> String {
        Text::new(messages::SMS_APPROVAL)
            .plain("number", self.number(lang))
            .money("total", self.total)
            .plain("link", short_link)
            .render(lang)
            .replace('\u{a0}', " ")
    }

    fn number(&self, lang: Lang) -> String {
        crate::language::write_digits(self.order_number, lang.digits())
    }
}

/// The mail that tells a buyer their company approved their order, with its page's link.
pub fn approved_mail(
    lang: Lang,
    order_number: &str,
    unpaid_hours: u64,
    link: &str,
) -> (String, String) {
    let number = crate::language::write_digits(order_number, lang.digits());
    let subject = Text::new(messages::MAIL_APPROVED_SUBJECT)
        .plain("number", number)
        .render(lang);
    let lead = Text::new(messages::MAIL_APPROVED_LEAD)
        .count("hours", unpaid_hours)
        .render(lang);
    (subject, format!("{lead}\n\n{link}\n"))
}

/// Why a change to the members is refused when it would leave the company without an admin,
/// `admins_after` being how many it would have: nobody could then keep its members.
pub fn check_admins_left(admins_after: usize) -> Result<(), Key> {
    if admins_after == 0 {
        Err(messages::LAST_COMPANY_ADMIN)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(name: &str, bin: &str) -> CompanyForm {
        CompanyForm {
            name: name.into(),
            bin: bin.into(),
            ..CompanyForm::default()
        }
    }

    fn keys(result: Result<CompanyDetails, Vec<FieldError>>) -> Vec<(&'static str, Key)> {
        result
            .unwrap_err()
            .into_iter()
            .map(|error| (error.field, error.text.key))
            .collect()
    }

    #[test]
    fn details_are_tidied_and_the_bin_kept_as_its_digits() {
        let details = CompanyDetails::parse(&CompanyForm {
            name: "  Karim   Engineering Works ".into(),
            name_bn: "করিম ইঞ্জিনিয়ারিং ওয়ার্কস".into(),
            bin: "০০০১২৩৪৫৬-০১০১".into(),
            trade_licence: " TRAD/DNCC/012345/2024 ".into(),
            billing_address: "".into(),
            requires_po: true,
        })
        .unwrap();
        assert!(details.requires_po);
        assert_eq!(details.name, "Karim Engineering Works");
        assert_eq!(details.bin.as_deref(), Some("0001234560101"));
        assert_eq!(
            details.trade_licence.as_deref(),
            Some("TRAD/DNCC/012345/2024")
        );
        assert_eq!(details.billing_address, None);
        assert_eq!(details.name_in(Lang::Bn), "করিম ইঞ্জিনিয়ারিং ওয়ার্কস");
        assert_eq!(details.name_in(Lang::En), "Karim Engineering Works");
    }

    #[test]
    fn each_field_breaks_its_own_rule_and_all_are_reported_together() {
        assert_eq!(
            keys(CompanyDetails::parse(&form("   ", "12345"))),
            vec![
                ("name", messages::COMPANY_NAME_REQUIRED),
                ("bin", messages::BIN_INVALID)
            ]
        );
        let long = "ক".repeat(MAX_COMPANY_NAME_LENGTH + 1);
        let too_long = CompanyForm {
            name: long.clone(),
            name_bn: long,
            trade_licence: "9".repeat(MAX_TRADE_LICENCE_LENGTH + 1),
            billing_address: "a".repeat(MAX_BILLING_ADDRESS_LENGTH + 1),
            ..CompanyForm::default()
        };
        assert_eq!(
            keys(CompanyDetails::parse(&too_long)),
            vec![
                ("name", messages::COMPANY_NAME_TOO_LONG),
                ("nameBn", messages::COMPANY_NAME_TOO_LONG),
                ("tradeLicence", messages::TRADE_LICENCE_TOO_LONG),
                ("billingAddress", messages::ADDRESS_TOO_LONG),
            ]
        );
        // Exactly at the limits is fine, counted in letters as a reader sees them.
        let at_limit = form(&"ক".repeat(MAX_COMPANY_NAME_LENGTH), "");
        assert!(CompanyDetails::parse(&at_limit).is_ok());
    }

    #[test]
    fn an_invitee_is_an_address_or_a_mobile_number() {
        assert_eq!(
            Invitee::parse(" Rina@Factory.com.bd ").unwrap().as_str(),
            "rina@factory.com.bd"
        );
        assert_eq!(
            Invitee::parse("+880 1712-345678").unwrap(),
            Invitee::Mobile("01712345678".into())
        );
        assert_eq!(
            Invitee::parse("০১৮১২৩৪৫৬৭৮").unwrap(),
            Invitee::Mobile("01812345678".into())
        );
        for (text, key) in [
            ("", messages::INVITEE_REQUIRED),
            ("rina@", messages::INVITEE_INVALID),
            ("0171234567", messages::INVITEE_INVALID),
            ("01212345678", messages::INVITEE_INVALID),
        ] {
            assert_eq!(Invitee::parse(text).unwrap_err().text.key, key, "{text}");
        }
    }

    #[test]
    fn roles_round_trip_and_only_an_admin_manages() {
        for role in MemberRole::ALL {
            assert_eq!(MemberRole::from_id(role.id()), Some(role));
            assert_eq!(role.manages(), role == MemberRole::Admin);
        }
        assert_eq!(MemberRole::from_id("owner"), None);
        assert!(MemberRole::Buyer < MemberRole::Approver);
    }

    #[test]
    fn an_invitation_mail_names_the_company_the_role_and_the_last_day_in_the_readers_language() {
        let mail = InvitationMail {
            inviter: "Rahim Uddin",
            company: "Karim Steel Works",
            role: MemberRole::Approver,
            link: "https://shop.example/dashboard/company",
            // 19 December 2026, 06:00 in Dhaka.
            expires_at: 1_797_638_400_000,
        };
        let english = mail.body(Lang::En);
        assert!(
            english
                .starts_with("Rahim Uddin invites you to order for Karim Steel Works as Approver."),
            "{english}"
        );
        assert!(english.contains("\nhttps://shop.example/dashboard/company\n"));
        assert!(english.contains("until 19 Dec 2026."), "{english}");
        assert_eq!(
            mail.subject(Lang::En),
            "Invitation to order for Karim Steel Works — Shilpo Tools"
        );
        let bangla = mail.body(Lang::Bn);
        assert!(bangla.contains("ভূমিকা: অনুমোদনকারী"), "{bangla}");
        assert!(bangla.contains("১৯ ডিসেম্বর ২০২৬ পর্যন্ত"), "{bangla}");
    }

    #[test]
    fn an_invitation_text_fits_two_messages_with_a_long_company_name() {
        let company = "Karim Steel and Engineering Works Ltd., Tongi";
        let link = "shop.example/dashboard/company";
        for lang in [Lang::En, Lang::Bn] {
            let text = invitation_text(lang, company, link);
            assert!(text.contains(company) && text.ends_with(link), "{text}");
            assert!(crate::sms::segments(&text).parts <= 2, "{text}");
        }
    }

    #[test]
    fn a_po_number_is_tidied_and_asked_for_only_when_the_company_requires_one() {
        assert_eq!(parse_po_number("", false), Ok(None));
        assert_eq!(
            parse_po_number("  ", true).unwrap_err().text.key,
            messages::PO_NUMBER_REQUIRED
        );
        assert_eq!(
            parse_po_number(" PO/2026-০০৪২  #7 ", true),
            Ok(Some("PO/2026-0042 #7".into()))
        );
        let longest = "P".repeat(MAX_PO_NUMBER_LENGTH);
        assert_eq!(parse_po_number(&longest, false), Ok(Some(longest.clone())));
        for bad in [format!("{longest}1"), "PO;DROP".into(), "ক্রয়-১".into()] {
            assert_eq!(
                parse_po_number(&bad, false).unwrap_err().text.key,
                messages::PO_NUMBER_INVALID,
                "{bad}"
            );
        }
    }

    #[test]
    fn only_a_buyers_order_above_their_limit_waits_for_approval() {
        let limit = Money::from_poisha(5_000_000).unwrap();
        let over = Money::from_poisha(5_000_001).unwrap();
        assert!(needs_approval(MemberRole::Buyer, Some(limit), over));
        assert!(!needs_approval(MemberRole::Buyer, Some(limit), limit));
        assert!(!needs_approval(MemberRole::Buyer, None, over));
        assert!(!needs_approval(MemberRole::Approver, Some(limit), over));
        assert!(!needs_approval(MemberRole::Admin, Some(limit), over));
        assert_eq!(parse_order_limit(" "), Ok(None));
        assert_eq!(parse_order_limit("৫০০০০"), Ok(Some(limit)));
        for bad in ["0", "-5", "lots", "1,000"] {
            assert_eq!(
                parse_order_limit(bad).unwrap_err().text.key,
                messages::ORDER_LIMIT_INVALID,
                "{bad}"
            );
        }
    }

    #[test]
    fn an_approval_mail_and_text_name_the_order_its_total_and_the_limit() {
        let mail = ApprovalMail {
            order_number: "SHT-2026-000042",
            buyer: "Rina Akter",
            company: "Karim Steel Works",
            total: Money::from_poisha(6_250_000).unwrap(),
            limit: Money::from_poisha(5_000_000).unwrap(),
            unpaid_hours: 48,
            link: "https://shop.example/dashboard/company",
        };
        assert_eq!(
            mail.subject(Lang::En),
            "Order SHT-2026-000042 waits for your approval"
        );
        let body = mail.body(Lang::En);
        assert!(
            body.starts_with("Rina Akter placed order SHT-2026-000042 for Karim Steel Works: Tk.\u{a0}62,500, above their limit of Tk.\u{a0}50,000 per order."),
            "{body}"
        );
        assert!(body.contains("cancelled after 48 hours"), "{body}");
        assert!(
            mail.body(Lang::Bn).contains("সীমা: ৳\u{a0}৫০,০০০"),
            "{}",
            mail.body(Lang::Bn)
        );
        // One message in English; Bangla's 70 characters take the link into a second.
        for (lang, parts) in [(Lang::En, 1), (Lang::Bn, 2)] {
            let text = mail.text(lang, "shop.example/dashboard/company");
            assert_eq!(crate::sms::segments(&text).parts, parts, "{text}");
        }
        let (subject, body) = approved_mail(Lang::Bn, "SHT-2026-000042", 48, "https://x/o/1");
        assert_eq!(subject, "অর্ডার SHT-২০২৬-০০০০৪২ অনুমোদিত হয়েছে");
        assert!(body.contains("৪৮ ঘণ্টার মধ্যে"), "{body}");
    }

    #[test]
    fn a_company_keeps_at_least_one_admin() {
        assert_eq!(check_admins_left(0), Err(messages::LAST_COMPANY_ADMIN));
        assert_eq!(check_admins_left(1), Ok(()));
    }
}

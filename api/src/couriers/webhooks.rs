//! Reading the couriers' webhooks: who may send them, and what they say.
//!
//! - Steadfast ("Webhook Integration" in its panel): `Authorization: Bearer {token}`, the
//!   token set beside the callback URL. A JSON body with `notification_type`
//!   (`delivery_status`: `consignment_id`, `invoice`, `cod_amount`, `status`,
//!   `delivery_charge`, `tracking_message`, `updated_at`; or `tracking_update`: the same
//!   without the amounts and the status). Answered `{"status": "success", "message": "Webhook
//!   received successfully."}`.
//! - Pathao (its merchant panel's "Webhook Integration" document): the header
//!   `X-PATHAO-Signature` carries the secret set in the panel. The body has `event`
//!   (`webhook_integration` when the address is first saved, then `order.created` …),
//!   `consignment_id`, `merchant_order_id`, `updated_at`, `timestamp` and, by event,
//!   `delivery_fee`, `collected_amount`, `reason`, `invoice_id`. The answer must come within 10
//!   seconds, with status 202 and the header `X-Pathao-Merchant-Webhook-Integration-Secret:
//!   f3992ecc-59da-4cbe-a049-a13da2018d51`.
//! - RedX (its OpenAPI document, "Webhook"): the callback URL the merchant gives, which
//!   carries the shop's token in its query; the body has `tracking_number`, `timestamp`,
//!   `status`, `message_en`, `message_bn` and `invoice_number`.

use super::amount;
use super::reports::Incoming;
use serde_json::Value;
use shared::calendar::parse_moment;

/// The value Pathao's panel checks the answer's integration header against.
pub const PATHAO_INTEGRATION_SECRET: &str = "f3992ecc-59da-4cbe-a049-a13da2018d51";
pub const PATHAO_INTEGRATION_HEADER: &str = "X-Pathao-Merchant-Webhook-Integration-Secret";

/// Whether `given` is `expected`, compared in a time that does not depend on where they
/// differ. An empty secret matches nothing.
pub fn same_secret(given: &str, expected: &str) -> bool {
    !expected.is_empty()
        && given.len() == expected.len()
        && given
            .bytes()
            .zip(expected.bytes())
            .fold(0, |diff, (a, b)| diff | (a ^ b))
            == 0
}

fn text(body: &Value, name: &str) -> Option<String> {
    match &body[name] {
        Value::String(text) if !text.trim().is_empty() => Some(text.trim().to_owned()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// The report's time by the courier's clock, or `now` when it gives none that reads.
fn moment(body: &Value, names: &[&str], now: i64) -> i64 {
    names
        .iter()
        .find_map(|name| body[*name].as_str().and_then(parse_moment))
        .unwrap_or(now)
}

/// A Steadfast webhook's report; `None` when the body is not one.
pub fn steadfast(body: &Value, raw: &str, now: i64) -> Option<Incoming> {
    let kind = body["notification_type"].as_str()?;
    let word = match kind {
        "delivery_status" => body["status"].as_str()?.to_owned(),
        // News along the way, in its message only.
        "tracking_update" => kind.to_owned(),
        _ => return None,
    };
    Some(Incoming {
        consignment: text(body, "consignment_id"),
        reference: text(body, "invoice"),
        word,
        message: text(body, "tracking_message"),
        happened_at: moment(body, &["updated_at"], now),
        collected_poisha: (kind == "delivery_status")
            .then(|| amount(&body["cod_amount"]))
            .flatten(),
        charge_poisha: amount(&body["delivery_charge"]),
        body: raw.to_owned(),
    })
}

/// What a Pathao webhook is.
pub enum PathaoHook {
    /// Saving the callback address in Pathao's panel: answered, nothing stored.
    Integration,
    Report(Incoming),
}

/// A Pathao webhook; `None` when the body is not one.
pub fn pathao(body: &Value, raw: &str, now: i64) -> Option<PathaoHook> {
    let event = body["event"].as_str()?;
    if event == "webhook_integration" {
        return Some(PathaoHook::Integration);
    }
    Some(PathaoHook::Report(Incoming {
        consignment: text(body, "consignment_id"),
        reference: text(body, "merchant_order_id"),
        word: event.to_owned(),
        // Why it is held or returned; for `order.paid`, the payout's invoice.
        message: text(body, "reason").or_else(|| text(body, "invoice_id")),
        happened_at: moment(body, &["timestamp", "updated_at"], now),
        collected_poisha: amount(&body["collected_amount"]),
        charge_poisha: amount(&body["delivery_fee"]),
        body: raw.to_owned(),
    }))
}

/// A RedX webhook's report; `None` when the body is not one.
pub fn redx(body: &Value, raw: &str, now: i64) -> Option<Incoming> {
    Some(Incoming {
        consignment: text(body, "tracking_number"),
        reference: text(body, "invoice_number"),
        word: body["status"].as_str()?.to_owned(),
        message: text(body, "message_en"),
        happened_at: moment(body, &["timestamp"], now),
        collected_poisha: None,
        charge_poisha: None,
        body: raw.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("s3cret", "s3cret"));
        assert!(!same_secret("s3cre", "s3cret"));
        assert!(!same_secret("s3creT", "s3cret"));
        assert!(!same_secret("", ""));
    }

    #[test]
    fn steadfast_reports_read_as_its_document_writes_them() {
        let body = json!({
            "notification_type": "delivery_status", "consignment_id": 12345,
            "invoice": "SHT-2026-000001", "cod_amount": 1500.00, "status": "Delivered",
            "delivery_charge": 100.00, "tracking_message": "Delivered.",
            "updated_at": "2025-03-02 12:45:30"
        });
        let report = steadfast(&body, "{}", 7).unwrap();
        assert_eq!(report.consignment.as_deref(), Some("12345"));
        assert_eq!(report.reference.as_deref(), Some("SHT-2026-000001"));
        assert_eq!(report.word, "Delivered");
        assert_eq!(report.collected_poisha, Some(150_000));
        assert_eq!(report.charge_poisha, Some(10_000));
        assert_eq!(
            report.happened_at,
            parse_moment("2025-03-02 12:45:30").unwrap()
        );
        let update = json!({"notification_type": "tracking_update", "consignment_id": 12345,
            "invoice": "SHT-2026-000001", "tracking_message": "At the hub", "updated_at": "nonsense"});
        let report = steadfast(&update, "{}", 7).unwrap();
        assert_eq!(
            (report.word.as_str(), report.happened_at),
            ("tracking_update", 7)
        );
        assert!(steadfast(&json!({"status": "delivered"}), "{}", 7).is_none());
    }
}

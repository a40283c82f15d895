//! The ways a buyer can pay, and the rules that differ between them. Each method has one id,
//! used alike in the API (`paymentMethods`, `POST /api/payments/start`), in the `payments`
//! table's `provider` column and on the order (`paymentMethod`).
//!
//! - `test-card` and `stripe` take a card at once (the shop's form, or Stripe's);
//! - `sslcommerz` and `bkash` send the buyer to the provider's page and back;
//! - `cod` confirms the order unpaid: the courier collects the cash, so it ships unpaid;
//! - `bank-transfer` shows the shop's account; the admins mark the transfer received.

use crate::messages::{self, Key, Text};
use crate::money::Money;
use serde::{Deserialize, Serialize};

/// A way to pay.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PaymentMethod {
    /// The built-in test processor's card form (no money moves).
    TestCard,
    Stripe,
    /// SSLCommerz's hosted page: cards, bKash, Nagad, Rocket, internet banking.
    Sslcommerz,
    Bkash,
    /// Cash on delivery.
    Cod,
    BankTransfer,
}

/// SSLCommerz takes at most Tk 5,00,000 in one transaction (its merchant terms; the
/// integration guide's `total_amount` range is 10.00 to 500000.00 BDT).
pub const SSLCOMMERZ_MAX: Money = match Money::from_poisha(500_000 * 100) {
    Some(amount) => amount,
    None => Money::ZERO,
};

/// SSLCommerz refuses a session for less than Tk 10 (`total_amount` 10.00 to 500000.00).
pub const SSLCOMMERZ_MIN: Money = match Money::from_poisha(10 * 100) {
    Some(amount) => amount,
    None => Money::ZERO,
};

impl PaymentMethod {
    pub const ALL: [PaymentMethod; 6] = [
        PaymentMethod::TestCard,
        PaymentMethod::Stripe,
        PaymentMethod::Sslcommerz,
        PaymentMethod::Bkash,
        PaymentMethod::Cod,
        PaymentMethod::BankTransfer,
    ];

    /// The id the API, the database and the UI use.
    pub fn id(self) -> &'static str {
        match self {
            PaymentMethod::TestCard => "test-card",
            PaymentMethod::Stripe => "stripe",
            PaymentMethod::Sslcommerz => "sslcommerz",
            PaymentMethod::Bkash => "bkash",
            PaymentMethod::Cod => "cod",
            PaymentMethod::BankTransfer => "bank-transfer",
        }
    }

    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|method| method.id() == id)
    }

    /// The method's name in the message catalogue.
    pub fn label_key(self) -> Key {
        match self {
            PaymentMethod::TestCard | PaymentMethod::Stripe => messages::METHOD_CARD,
            PaymentMethod::Sslcommerz => messages::METHOD_SSLCOMMERZ,
            PaymentMethod::Bkash => messages::METHOD_BKASH,
            PaymentMethod::Cod => messages::METHOD_COD,
            PaymentMethod::BankTransfer => messages::METHOD_BANK_TRANSFER,
        }
    }

    /// What the payment page says under the method's name, in the message catalogue.
    pub fn hint_key(self) -> Key {
        match self {
            PaymentMethod::TestCard => messages::METHOD_TEST_CARD_HINT,
            PaymentMethod::Stripe => messages::METHOD_STRIPE_HINT,
            PaymentMethod::Sslcommerz => messages::METHOD_SSLCOMMERZ_HINT,
            PaymentMethod::Bkash => messages::METHOD_BKASH_HINT,
            PaymentMethod::Cod => messages::METHOD_COD_HINT,
            PaymentMethod::BankTransfer => messages::METHOD_BANK_TRANSFER_HINT,
        }
    }

    /// Whether the money arrives outside the shop (cash to the courier, a transfer to the
    /// bank) and an admin records it; the others are confirmed by their provider.
    pub fn received_by_hand(self) -> bool {
        matches!(self, PaymentMethod::Cod | PaymentMethod::BankTransfer)
    }

    /// Whether an order promised to this method ships before it is paid.
    pub fn ships_unpaid(self) -> bool {
        self == PaymentMethod::Cod
    }

    /// The most this method takes for one order by its provider's own terms, if it has a
    /// limit regardless of the shop's settings.
    pub fn provider_range(self) -> Option<(Money, Money)> {
        (self == PaymentMethod::Sslcommerz).then_some((SSLCOMMERZ_MIN, SSLCOMMERZ_MAX))
    }
}

/// Why a method cannot take an order of `total`, given the most the shop lets it take
/// (`ceiling`, e.g. the cash-on-delivery limit), or `None` when it can.
pub fn refusal(method: PaymentMethod, total: Money, ceiling: Option<Money>) -> Option<Text> {
    let (floor, provider_max) = match method.provider_range() {
        Some((floor, max)) => (Some(floor), Some(max)),
        None => (None, None),
    };
    let most = match (ceiling, provider_max) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    if let Some(most) = most.filter(|most| total > *most) {
        return Some(messages::method_over_limit(method.label_key(), most));
    }
    if let Some(floor) = floor.filter(|floor| total < *floor) {
        return Some(messages::method_under_minimum(method.label_key(), floor));
    }
    None
}

/// A payment not yet settled on its order: still being confirmed with its provider (the order
/// waits, and is not cancelled for being unpaid), or captured but held for the owner to accept
/// or give back (another amount than the order's, a provider's risk flag, a second payment).
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PaymentCheck {
    /// The payment's `_id`, for the owner's decision on a held one.
    #[serde(rename = "_id")]
    pub id: i64,
    pub state: CheckState,
    pub method: PaymentMethod,
    /// What the buyer paid, or tried to.
    pub amount: Money,
    /// Why it is held, in the provider's words; for the owner.
    pub note: Option<String>,
}

#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CheckState {
    /// The provider has not answered clearly yet; asked again until it does.
    Checking,
    /// Captured, awaiting the owner's decision.
    Held,
}

// Stored as `TEXT`, by each method's id.
#[cfg(feature = "sqlx")]
crate::stored_as_text!(PaymentMethod, all: PaymentMethod::ALL, text: PaymentMethod::id);

// Stored as `TEXT`: `checking` or `held`.
#[cfg(feature = "sqlx")]
crate::stored_as_text!(CheckState, all: CheckState::ALL, text: CheckState::id);

impl CheckState {
    pub const ALL: [CheckState; 2] = [CheckState::Checking, CheckState::Held];

    /// The state's name as stored and sent.
    pub fn id(self) -> &'static str {
        match self {
            CheckState::Checking => "checking",
            CheckState::Held => "held",
        }
    }

    /// The state's name in the message catalogue.
    pub fn label_key(self) -> Key {
        match self {
            CheckState::Checking => messages::PAYMENT_CHECKING_LABEL,
            CheckState::Held => messages::PAYMENT_HELD_LABEL,
        }
    }
}

/// Why cash on delivery cannot take an order of `total` from a buyer who already owes `owed`
/// in open cash-on-delivery orders, when the shop takes at most `most` on delivery from one
/// buyer at once; `None` when it can. (Two free accounts would otherwise hold a tool's stock
/// with orders nobody means to pay.)
pub fn cod_refusal(total: Money, owed: Money, most: Money) -> Option<Text> {
    let owing = owed.checked_add(total)?;
    if owing <= most {
        return None;
    }
    Some(if owed == Money::ZERO {
        messages::method_over_limit(PaymentMethod::Cod.label_key(), most)
    } else {
        messages::cod_open_limit(most, owed)
    })
}

/// The sentence a buyer reads for a provider's refusal code, where the catalogue words one;
/// `None` for the general "did not go through". bKash's codes are those of its tokenized
/// checkout error table (developer.bka.sh, "Error Codes").
pub fn refusal_key(method: PaymentMethod, code: &str) -> Option<Key> {
    match (method, code) {
        (PaymentMethod::Bkash, "2023") => Some(messages::PAYMENT_REFUSED_BALANCE),
        // Invalid OTP or PIN, resend limit, wrong PIN or code (and their counts), timeouts.
        (
            PaymentMethod::Bkash,
            "2010" | "2011" | "2013" | "2014" | "2015" | "2016" | "2017" | "2018" | "2019",
        ) => Some(messages::PAYMENT_REFUSED_VERIFICATION),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taka(amount: i64) -> Money {
        Money::from_poisha(amount * 100).unwrap()
    }

    #[test]
    fn ids_round_trip_and_match_serde() {
        for method in PaymentMethod::ALL {
            assert_eq!(PaymentMethod::from_id(method.id()), Some(method));
            let json = serde_json::to_string(&method).unwrap();
            assert_eq!(json, format!("\"{}\"", method.id()));
        }
        assert_eq!(PaymentMethod::from_id("paypal"), None);
    }

    #[test]
    fn only_cash_and_transfers_are_recorded_by_hand_and_only_cash_ships_unpaid() {
        for method in PaymentMethod::ALL {
            let by_hand = matches!(method, PaymentMethod::Cod | PaymentMethod::BankTransfer);
            assert_eq!(method.received_by_hand(), by_hand, "{method:?}");
            assert_eq!(method.ships_unpaid(), method == PaymentMethod::Cod);
        }
    }

    #[test]
    fn limits_are_inclusive_and_the_lower_of_the_shops_and_the_providers() {
        let cases = [
            // (method, total, shop's ceiling, refused with)
            (PaymentMethod::Sslcommerz, taka(500_000), None, None),
            (
                PaymentMethod::Sslcommerz,
                taka(500_001),
                None,
                Some(
                    "SSLCommerz takes at most Tk.\u{a0}5,00,000 for one order. Please choose another way to pay, such as bank transfer.",
                ),
            ),
            (
                PaymentMethod::Sslcommerz,
                taka(9),
                None,
                Some(
                    "SSLCommerz takes at least Tk.\u{a0}10 for one order. Please choose another way to pay.",
                ),
            ),
            (
                PaymentMethod::Sslcommerz,
                taka(300_000),
                Some(taka(200_000)),
                Some(
                    "SSLCommerz takes at most Tk.\u{a0}2,00,000 for one order. Please choose another way to pay, such as bank transfer.",
                ),
            ),
            (PaymentMethod::Cod, taka(50_000), Some(taka(50_000)), None),
            (
                PaymentMethod::Cod,
                taka(50_001),
                Some(taka(50_000)),
                Some(
                    "Cash on delivery takes at most Tk.\u{a0}50,000 for one order. Please choose another way to pay, such as bank transfer.",
                ),
            ),
            (PaymentMethod::BankTransfer, taka(9_000_000), None, None),
            (PaymentMethod::Bkash, taka(1), None, None),
        ];
        for (method, total, ceiling, refused) in cases {
            assert_eq!(
                refusal(method, total, ceiling)
                    .map(|text| text.en())
                    .as_deref(),
                refused,
                "{method:?} {total:?}"
            );
        }
    }

    #[test]
    fn cash_on_delivery_counts_what_the_buyer_already_owes() {
        let most = taka(50_000);
        let cases = [
            // (this order, owed already, refused with)
            (taka(50_000), Money::ZERO, None),
            (taka(50_001), Money::ZERO, Some(messages::METHOD_OVER_LIMIT)),
            (taka(20_000), taka(30_000), None),
            (taka(20_000), taka(30_001), Some(messages::COD_OPEN_LIMIT)),
        ];
        for (total, owed, refused) in cases {
            let refusal = cod_refusal(total, owed, most).map(|text| text.key);
            assert_eq!(refusal, refused, "{total:?} with {owed:?} owed");
        }
    }

    #[test]
    fn bkash_refusals_the_buyer_can_act_on_have_their_own_sentence() {
        let cases = [
            (
                PaymentMethod::Bkash,
                "2023",
                Some(messages::PAYMENT_REFUSED_BALANCE),
            ),
            (
                PaymentMethod::Bkash,
                "2014",
                Some(messages::PAYMENT_REFUSED_VERIFICATION),
            ),
            (
                PaymentMethod::Bkash,
                "2018",
                Some(messages::PAYMENT_REFUSED_VERIFICATION),
            ),
            (PaymentMethod::Bkash, "2056", None),
            (PaymentMethod::Sslcommerz, "2023", None),
        ];
        for (method, code, key) in cases {
            assert_eq!(refusal_key(method, code), key, "{method:?} {code}");
        }
    }
}

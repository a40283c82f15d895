//! A card as the shop's own payment form takes it (the built-in test processor), checked as
//! Stripe's card element checks it, in Stripe's words.

use crate::error::Errors;
use crate::{FieldError, messages};
use serde::{Deserialize, Serialize};

#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct CardForm {
    /// Digits, spaces allowed: `4242 4242 4242 4242`.
    pub number: String,
    /// `MM / YY`, `MM/YY` or `MMYY`.
    pub expiry: String,
    pub cvc: String,
}

/// A card that passed the form's checks. Only the last four digits are ever shown or kept.
#[derive(Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Card {
    #[serde(skip)]
    number: String,
    pub last4: String,
    pub exp_month: u32,
    pub exp_year: u32,
    #[serde(skip)]
    cvc: String,
}

impl std::fmt::Debug for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Card(**** {})", self.last4)
    }
}

impl Card {
    /// Checks the form against `today` (year, month), so an expired card is refused.
    pub fn parse(form: &CardForm, today: (u32, u32)) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let number = errors.take(parse_number(&form.number));
        let expiry = errors.take(parse_expiry(&form.expiry, today));
        let cvc = errors.take(parse_cvc(&form.cvc));
        errors.finish(|| {
            let number = number?;
            let (exp_month, exp_year) = expiry?;
            Some(Card {
                last4: number
                    .get(number.len().saturating_sub(4)..)
                    .unwrap_or_default()
                    .to_owned(),
                number,
                exp_month,
                exp_year,
                cvc: cvc?,
            })
        })
    }

    /// The digits, for the payment processor only.
    pub fn number(&self) -> &str {
        &self.number
    }

    pub fn cvc(&self) -> &str {
        &self.cvc
    }
}

fn parse_number(text: &str) -> Result<String, FieldError> {
    let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let error = |code, message| FieldError::new("number", code, message);
    if digits.is_empty() || (digits.len() < 12 && digits.bytes().all(|b| b.is_ascii_digit())) {
        return Err(error("incomplete", messages::CARD_NUMBER_INCOMPLETE));
    }
    if digits.len() > 19 || !digits.bytes().all(|b| b.is_ascii_digit()) || !luhn(&digits) {
        return Err(error("invalid", messages::CARD_NUMBER_INVALID));
    }
    Ok(digits)
}

/// The Luhn checksum every card number carries.
fn luhn(digits: &str) -> bool {
    let sum: u32 = digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(index, byte)| {
            let digit = u32::from(byte - b'0');
            if index % 2 == 1 {
                let doubled = digit * 2;
                if doubled > 9 { doubled - 9 } else { doubled }
            } else {
                digit
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

fn parse_expiry(text: &str, (this_year, this_month): (u32, u32)) -> Result<(u32, u32), FieldError> {
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let error = |code, message| Err(FieldError::new("expiry", code, message));
    if digits.len() != 4
        || text
            .chars()
            .any(|c| !(c.is_ascii_digit() || c == '/' || c == ' '))
    {
        return error("incomplete", messages::CARD_EXPIRY_INCOMPLETE);
    }
    // `get` rather than indexing: no panic path (and its formatting) in the wasm module.
    let month: u32 = digits.get(..2).unwrap_or_default().parse().unwrap_or(0);
    let year = 2000
        + digits
            .get(2..)
            .unwrap_or_default()
            .parse::<u32>()
            .unwrap_or(0);
    if !(1..=12).contains(&month) {
        return error("invalid_month", messages::CARD_EXPIRY_INVALID);
    }
    if (year, month) < (this_year, this_month) {
        return error("past", messages::CARD_EXPIRY_PAST);
    }
    Ok((month, year))
}

fn parse_cvc(text: &str) -> Result<String, FieldError> {
    let cvc = text.trim();
    if (3..=4).contains(&cvc.len()) && cvc.bytes().all(|b| b.is_ascii_digit()) {
        Ok(cvc.to_owned())
    } else {
        Err(FieldError::new(
            "cvc",
            "incomplete",
            messages::CARD_CVC_INCOMPLETE,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_never_prints_its_number() {
        let form = CardForm {
            number: "4242 4242 4242 4242".into(),
            expiry: "12/34".into(),
            cvc: "123".into(),
        };
        let card = Card::parse(&form, (2026, 11)).unwrap();
        assert_eq!(format!("{card:?}"), "Card(**** 4242)");
    }
}

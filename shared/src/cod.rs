//! Cash on delivery, reconciled: what each courier collected for the shop, kept back as its
//! charge, and paid out, parcel by parcel, to the poisha.
//!
//! A parcel delivered owes the shop what the courier collected less its charge, until the
//! courier's payout for it is recorded: from Steadfast's payments API, from Pathao's
//! `order.paid` webhook, or from a courier's payout sheet (CSV) the owner imports, which is
//! how RedX and the others report them. Anything that does not add up is flagged
//! ([`Flag`]): the courier collected other than it was asked, or paid out other than it
//! collected less its charge.

use crate::courier::Courier;
use crate::error::FieldError;
use crate::messages::{self, Key};
use crate::{Money, Text};
use serde::{Deserialize, Serialize};

/// What is wrong with a parcel's money.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Flag {
    /// The courier collected less than it was asked (a partial delivery, or short cash).
    CollectedShort,
    /// The courier collected more than it was asked.
    CollectedOver,
    /// The payout is not what was collected less the charge.
    PayoutDiffers,
}

impl Flag {
    pub const ALL: [Flag; 3] = [
        Flag::CollectedShort,
        Flag::CollectedOver,
        Flag::PayoutDiffers,
    ];

    pub fn label_key(self) -> Key {
        match self {
            Flag::CollectedShort => messages::COD_FLAG_SHORT,
            Flag::CollectedOver => messages::COD_FLAG_OVER,
            Flag::PayoutDiffers => messages::COD_FLAG_PAYOUT,
        }
    }
}

/// A parcel's money as the shop knows it, in poisha.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ParcelMoney {
    /// What the courier was asked to collect.
    pub asked: i64,
    pub collected: Option<i64>,
    pub charge: Option<i64>,
    pub paid_out: Option<i64>,
}

impl ParcelMoney {
    /// What the courier owes the shop for it: collected less its charge, until paid out.
    pub fn owed(self) -> i64 {
        match self.paid_out {
            Some(_) => 0,
            None => self.collected.unwrap_or(0) - self.charge.unwrap_or(0),
        }
    }

    /// What does not add up.
    pub fn flags(self) -> Vec<Flag> {
        let mut flags = Vec::new();
        match self.collected {
            Some(collected) if collected < self.asked => flags.push(Flag::CollectedShort),
            Some(collected) if collected > self.asked => flags.push(Flag::CollectedOver),
            _ => {}
        }
        if let Some(paid) = self.paid_out {
            let expected = self.collected.unwrap_or(0) - self.charge.unwrap_or(0);
            if paid != expected {
                flags.push(Flag::PayoutDiffers);
            }
        }
        flags
    }
}

/// One courier's totals of parcels delivered and not paid out yet.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CourierOwed {
    pub courier: Courier,
    pub parcels: u32,
    pub collected: Money,
    pub charges: Money,
    /// Collected less charges: what the courier owes the shop.
    pub owed: Money,
}

/// A parcel whose money the owner follows: owed, or flagged.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OwedParcel {
    pub order_id: i64,
    pub order_number: String,
    pub courier: Courier,
    pub consignment_id: Option<String>,
    pub asked: Money,
    pub collected: Option<Money>,
    pub charge: Option<Money>,
    pub paid_out: Option<Money>,
    pub payout_reference: Option<String>,
    pub owed: Money,
    /// When the courier reported it delivered.
    pub delivered_at: i64,
    pub flags: Vec<Flag>,
}

/// `GET /api/cod`: what the couriers owe the shop, and every parcel owed or flagged.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CodOwed {
    pub couriers: Vec<CourierOwed>,
    pub parcels: Vec<OwedParcel>,
}

/// One line of a payout: the parcel (its consignment id, tracking code or order number) and
/// what the courier paid for it, with what it says it collected and charged when it says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayoutLine {
    pub parcel: String,
    pub paid: i64,
    pub collected: Option<i64>,
    pub charge: Option<i64>,
}

/// Header names a payout sheet's columns go by, lower-cased, in the couriers' sheets and the
/// shop's own export.
const PARCEL_COLUMNS: &[&str] = &[
    "consignment id",
    "consignment_id",
    "consignment",
    "tracking id",
    "tracking_id",
    "tracking code",
    "tracking_code",
    "tracking number",
    "invoice",
    "order number",
];
const PAID_COLUMNS: &[&str] = &[
    "payout",
    "paid",
    "paid amount",
    "paid out",
    "net",
    "net payable",
    "amount",
];
const COLLECTED_COLUMNS: &[&str] = &[
    "collected",
    "cod",
    "cod_amount",
    "cod amount",
    "cash collection",
    "collected amount",
];
const CHARGE_COLUMNS: &[&str] = &[
    "charge",
    "delivery_charge",
    "delivery charge",
    "delivery fee",
    "fee",
];

/// The most lines one sheet may hold.
pub const MOST_PAYOUT_LINES: usize = 5000;

/// Splits one CSV line into its fields (quoted fields may hold commas and doubled quotes).
fn fields(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(std::mem::take(&mut field)),
            _ => field.push(c),
        }
    }
    fields.push(field);
    fields
        .into_iter()
        .map(|field| field.trim().to_owned())
        .collect()
}

/// An amount as sheets write it: `1,060.50`, `1060`, `৳ 1060`, `Tk. 1060`.
fn amount(text: &str) -> Option<i64> {
    let cleaned: String = crate::language::latin_digits(text)
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '.' || *c == '-')
        .collect();
    let negative = cleaned.starts_with('-');
    let money = Money::parse_taka(cleaned.trim_start_matches('-'))?;
    Some(if negative {
        -money.poisha()
    } else {
        money.poisha()
    })
}

/// Reads a payout sheet: a header row naming the parcel column and the paid column (and, if
/// it has them, the collected and charge columns), then a line per parcel. Blank lines are
/// skipped.
pub fn parse_payout_sheet(text: &str) -> Result<Vec<PayoutLine>, FieldError> {
    let refused = |key: Key| FieldError::new("csv", "invalid", key);
    let mut lines = text
        .trim_start_matches('\u{feff}')
        .lines()
        .filter(|line| !line.trim().is_empty());
    let header: Vec<String> = fields(
        lines
            .next()
            .ok_or_else(|| refused(messages::PAYOUT_SHEET_EMPTY))?,
    )
    .iter()
    .map(|name| name.to_lowercase())
    .collect();
    let column = |names: &[&str]| {
        header
            .iter()
            .position(|name| names.contains(&name.as_str()))
    };
    let (Some(parcel), Some(paid)) = (column(PARCEL_COLUMNS), column(PAID_COLUMNS)) else {
        return Err(refused(messages::PAYOUT_SHEET_COLUMNS));
    };
    let (collected, charge) = (column(COLLECTED_COLUMNS), column(CHARGE_COLUMNS));
    let mut read = Vec::new();
    for (at, line) in lines.enumerate() {
        if read.len() == MOST_PAYOUT_LINES {
            return Err(FieldError::new(
                "csv",
                "too_long",
                Text::new(messages::PAYOUT_SHEET_TOO_LONG).count("most", MOST_PAYOUT_LINES as u64),
            ));
        }
        let fields = fields(line);
        let cell = |index: Option<usize>| {
            index
                .and_then(|index| fields.get(index))
                .filter(|text| !text.is_empty())
        };
        let bad_line = || {
            FieldError::new(
                "csv",
                "invalid",
                Text::new(messages::PAYOUT_SHEET_LINE).count("line", at as u64 + 2),
            )
        };
        let reference = cell(Some(parcel)).ok_or_else(bad_line)?.clone();
        let optional = |index: Option<usize>| match cell(index) {
            Some(text) => amount(text).map(Some).ok_or_else(bad_line),
            None => Ok(None),
        };
        read.push(PayoutLine {
            parcel: reference,
            paid: cell(Some(paid))
                .and_then(|text| amount(text))
                .ok_or_else(bad_line)?,
            collected: optional(collected)?,
            charge: optional(charge)?,
        });
    }
    Ok(read)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parcel_owes_what_was_collected_less_the_charge_until_paid_out() {
        let delivered = ParcelMoney {
            asked: 2_450_000,
            collected: Some(2_450_000),
            charge: Some(6_000),
            paid_out: None,
        };
        assert_eq!(delivered.owed(), 2_444_000);
        assert!(delivered.flags().is_empty());
        let paid = ParcelMoney {
            paid_out: Some(2_444_000),
            ..delivered
        };
        assert_eq!(paid.owed(), 0);
        assert!(paid.flags().is_empty());
        // Paid out a poisha short.
        let short_paid = ParcelMoney {
            paid_out: Some(2_443_999),
            ..delivered
        };
        assert_eq!(short_paid.flags(), [Flag::PayoutDiffers]);
        // A partial delivery collected less than asked.
        let partial = ParcelMoney {
            collected: Some(980_000),
            ..delivered
        };
        assert_eq!(partial.flags(), [Flag::CollectedShort]);
        assert_eq!(partial.owed(), 974_000);
        let over = ParcelMoney {
            collected: Some(2_450_100),
            ..delivered
        };
        assert_eq!(over.flags(), [Flag::CollectedOver]);
        // Nothing collected yet: nothing owed, nothing flagged.
        let waiting = ParcelMoney {
            asked: 100,
            ..ParcelMoney::default()
        };
        assert_eq!((waiting.owed(), waiting.flags()), (0, vec![]));
    }

    #[test]
    fn payout_sheets_read_by_their_headers() {
        let sheet = "\u{feff}Tracking ID,Customer,Cash Collection,Delivery Charge,Payout\n\
                     25A0000001,\"Uddin, Rahim\",\"24,500.00\",60,\"24,440.00\"\n\
                     \n\
                     25A0000002,Karim,৳ ১০০০,60.50,939.50\n";
        let lines = parse_payout_sheet(sheet).unwrap();
        assert_eq!(
            lines,
            [
                PayoutLine {
                    parcel: "25A0000001".into(),
                    paid: 2_444_000,
                    collected: Some(2_450_000),
                    charge: Some(6_000)
                },
                PayoutLine {
                    parcel: "25A0000002".into(),
                    paid: 93_950,
                    collected: Some(100_000),
                    charge: Some(6_050)
                },
            ]
        );
        // The least a sheet needs: the parcel and what was paid for it.
        let plain = parse_payout_sheet("consignment_id,amount\n1424107,1000").unwrap();
        assert_eq!(
            plain[0],
            PayoutLine {
                parcel: "1424107".into(),
                paid: 100_000,
                collected: None,
                charge: None
            }
        );
    }

    #[test]
    fn a_sheet_that_cannot_be_read_says_where() {
        let said = |text: &str| parse_payout_sheet(text).unwrap_err().text.key;
        assert_eq!(said(""), messages::PAYOUT_SHEET_EMPTY);
        assert_eq!(said("name,phone\nx,y"), messages::PAYOUT_SHEET_COLUMNS);
        let error = parse_payout_sheet("tracking id,payout\nA1,100\nA2,lots").unwrap_err();
        assert_eq!(
            error.text,
            Text::new(messages::PAYOUT_SHEET_LINE).count("line", 3u64)
        );
        let error = parse_payout_sheet("tracking id,payout\n,100").unwrap_err();
        assert_eq!(
            error.text,
            Text::new(messages::PAYOUT_SHEET_LINE).count("line", 2u64)
        );
        let long = format!(
            "tracking id,payout\n{}",
            "A,1\n".repeat(MOST_PAYOUT_LINES + 1)
        );
        assert_eq!(said(&long), messages::PAYOUT_SHEET_TOO_LONG);
    }
}

//! The numbers on VAT documents: the Bangladeshi fiscal year (1 July to 30 June, Finance Act),
//! the serial numbers of tax invoices (form Mushak-6.3) and credit notes (Mushak-6.7) within
//! it, and the buyer's Business Identification Number.
//!
//! The VAT and Supplementary Duty Act 2012, s.51, and the VAT and SD Rules 2016, rule 40, ask a
//! registered supplier for a serially numbered tax invoice per supply; the serial restarts each
//! fiscal year here, so an auditor reads `2026-27/000042` as the 42nd invoice of that year.

use crate::calendar::dhaka_day;
use crate::{FieldError, messages};

/// Which of the two VAT documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentKind {
    /// Mushak-6.3, issued when an order becomes paid.
    Invoice,
    /// Mushak-6.7, issued when an invoiced order is cancelled; it refers to the invoice.
    CreditNote,
}

impl DocumentKind {
    /// How the kind is stored (`tax_documents.kind`).
    pub fn id(self) -> &'static str {
        match self {
            DocumentKind::Invoice => "invoice",
            DocumentKind::CreditNote => "credit-note",
        }
    }

    /// The stored kind back; `None` for anything else.
    pub fn from_id(id: &str) -> Option<Self> {
        [DocumentKind::Invoice, DocumentKind::CreditNote]
            .into_iter()
            .find(|kind| kind.id() == id)
    }

    /// The letters before a document's number, so the two series never read alike.
    fn prefix(self) -> &'static str {
        match self {
            DocumentKind::Invoice => "INV",
            DocumentKind::CreditNote => "CN",
        }
    }
}

/// A fiscal year, named by the calendar year it starts in (2026 is July 2026 to June 2027).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FiscalYear(pub i32);

impl FiscalYear {
    /// The fiscal year a moment (milliseconds since 1970, UTC) falls in, by the date in Dhaka.
    pub fn of(ms: i64) -> Self {
        let day = dhaka_day(ms);
        let year = i32::try_from(day.year).unwrap_or(i32::MAX);
        FiscalYear(if day.month >= 7 { year } else { year - 1 })
    }

    /// `2026-27`, as the documents print the year.
    pub fn label(self) -> String {
        format!("{}-{:02}", self.0, (self.0 + 1).rem_euclid(100))
    }
}

/// A document's number: `INV 2026-27/000042`. Six digits keep the register sorted as text up
/// to 999,999 documents a year; a larger serial prints in full.
pub fn document_number(kind: DocumentKind, year: FiscalYear, serial: u32) -> String {
    format!("{} {}/{serial:06}", kind.prefix(), year.label())
}

/// A Business Identification Number: 13 digits (nine of the registration, four of the
/// branch), as the NBR's VAT online system issues them since 2019. Buyers write it as printed
/// on their certificate, `000123456-0101`, in either script; it is stored as 13 Latin digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bin(String);

impl Bin {
    pub const DIGITS: usize = 13;

    pub fn parse(text: &str) -> Result<Self, FieldError> {
        let digits: String = crate::language::latin_digits(text)
            .chars()
            .filter(|c| !matches!(c, ' ' | '-'))
            .collect();
        if digits.len() == Self::DIGITS && digits.bytes().all(|byte| byte.is_ascii_digit()) {
            Ok(Bin(digits))
        } else {
            Err(FieldError::new("bin", "invalid", messages::BIN_INVALID))
        }
    }

    /// The 13 digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// As a certificate prints it: `000123456-0101`.
    pub fn printed(digits: &str) -> String {
        match digits.split_at_checked(9) {
            Some((registration, branch)) if digits.len() == Self::DIGITS => {
                format!("{registration}-{branch}")
            }
            _ => digits.to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;
    /// 2026-07-01T00:00:00Z.
    const JULY_2026_UTC: i64 = 1_782_864_000_000;

    #[test]
    fn the_fiscal_year_turns_at_midnight_on_1_july_in_dhaka() {
        // Midnight in Dhaka is 18:00 UTC the day before.
        assert_eq!(
            FiscalYear::of(JULY_2026_UTC - 6 * HOUR - 1),
            FiscalYear(2025)
        );
        assert_eq!(FiscalYear::of(JULY_2026_UTC - 6 * HOUR), FiscalYear(2026));
        assert_eq!(
            FiscalYear::of(JULY_2026_UTC + 200 * 24 * HOUR),
            FiscalYear(2026)
        );
        assert_eq!(FiscalYear(2026).label(), "2026-27");
        assert_eq!(FiscalYear(2099).label(), "2099-00");
    }

    #[test]
    fn numbers_name_their_kind_year_and_serial() {
        let year = FiscalYear(2026);
        assert_eq!(
            document_number(DocumentKind::Invoice, year, 42),
            "INV 2026-27/000042"
        );
        assert_eq!(
            document_number(DocumentKind::CreditNote, year, 1_234_567),
            "CN 2026-27/1234567"
        );
        for kind in [DocumentKind::Invoice, DocumentKind::CreditNote] {
            assert_eq!(DocumentKind::from_id(kind.id()), Some(kind));
        }
        assert_eq!(DocumentKind::from_id("receipt"), None);
    }

    #[test]
    fn a_bin_is_13_digits_in_either_script() {
        for (typed, stored) in [
            ("000123456-0101", "0001234560101"),
            ("0001234560101", "0001234560101"),
            (" ০০০১২৩৪৫৬-০১০১ ", "0001234560101"),
            ("000 123 456 0101", "0001234560101"),
        ] {
            assert_eq!(Bin::parse(typed).map(|bin| bin.0), Ok(stored.to_owned()));
        }
        for typed in [
            "",
            "123456789",
            "00012345601011",
            "00012345601O1",
            "+0001234560101",
        ] {
            let error = Bin::parse(typed).unwrap_err();
            assert_eq!((error.field, error.code), ("bin", "invalid"));
        }
        assert_eq!(Bin::printed("0001234560101"), "000123456-0101");
        assert_eq!(Bin::printed("12345"), "12345");
    }
}

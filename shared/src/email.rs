//! An email address that is worth sending mail to: a practical subset of RFC 5321 syntax
//! (dot-atom local part, a dotted host name with a real top-level domain).

use crate::{FieldError, messages};
use serde::Serialize;

/// A syntactically valid email address, trimmed and in lower case. Mailboxes are treated as
/// case-insensitive (as every large provider does), so one person cannot hold two accounts
/// that differ only in case.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Email(String);

const MAX_LENGTH: usize = 254;
const MAX_LOCAL_LENGTH: usize = 64;
const MAX_LABEL_LENGTH: usize = 63;

impl Email {
    /// The field name used in errors.
    pub const FIELD: &'static str = "email";

    pub fn parse(text: &str) -> Result<Self, FieldError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(FieldError::new(
                Self::FIELD,
                "required",
                messages::EMAIL_REQUIRED,
            ));
        }
        let invalid = || FieldError::new(Self::FIELD, "invalid", messages::EMAIL_INVALID);
        let (local, domain) = text.rsplit_once('@').ok_or_else(invalid)?;
        if text.len() > MAX_LENGTH || !is_local_part(local) || !is_domain(domain) {
            return Err(invalid());
        }
        Ok(Self(text.to_ascii_lowercase()))
    }
}

impl AsRef<str> for Email {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for Email {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A dot-atom: atext runs separated by single dots.
fn is_local_part(local: &str) -> bool {
    const SPECIALS: &str = "!#$%&'*+/=?^_`{|}~-";
    let is_atext = |c: char| c.is_ascii_alphanumeric() || crate::form::one_of(SPECIALS, c);
    (1..=MAX_LOCAL_LENGTH).contains(&local.len())
        && local
            .split('.')
            .all(|atom| !atom.is_empty() && atom.chars().all(is_atext))
}

/// At least two labels of letters, digits and inner hyphens; the last one a real TLD
/// (letters only, or an internationalised `xn--` one).
fn is_domain(domain: &str) -> bool {
    let labels: Vec<&str> = domain.split('.').collect();
    let is_label = |label: &&str| {
        (1..=MAX_LABEL_LENGTH).contains(&label.len())
            && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            && !label.starts_with('-')
            && !label.ends_with('-')
    };
    let tld = labels.last().copied().unwrap_or_default();
    let is_tld = (tld.len() >= 2 && tld.chars().all(|c| c.is_ascii_alphabetic()))
        || (tld.len() > 4 && tld.to_ascii_lowercase().starts_with("xn--"));
    labels.len() >= 2 && labels.iter().all(is_label) && is_tld
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_addresses_are_accepted_and_normalised() {
        let email = Email::parse("  Rahim.Uddin+orders@Example.COM.bd ").unwrap();
        assert_eq!(email.as_ref(), "rahim.uddin+orders@example.com.bd");
    }

    #[test]
    fn broken_addresses_are_refused() {
        for bad in [
            "plain",
            "@example.com",
            "a@",
            "a@localhost",
            "a@example.c",
            "a@example.123",
            "a..b@example.com",
            ".a@example.com",
            "a.@example.com",
            "a b@example.com",
            "a@exa mple.com",
            "a@-example.com",
            "a@example-.com",
            "a@example..com",
            "a@b@example.com",
            "রহিম@example.com",
        ] {
            let error = Email::parse(bad).unwrap_err();
            assert_eq!(error.text.key, messages::EMAIL_INVALID, "{bad:?}");
        }
    }

    #[test]
    fn an_empty_address_is_required_not_invalid() {
        assert_eq!(Email::parse("  ").unwrap_err().code, "required");
    }

    #[test]
    fn overlong_parts_are_refused() {
        let long_local = format!("{}@example.com", "a".repeat(65));
        let long_label = format!("a@{}.com", "b".repeat(64));
        assert!(Email::parse(&long_local).is_err());
        assert!(Email::parse(&long_label).is_err());
    }
}

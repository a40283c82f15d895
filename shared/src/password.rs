//! The password rules of the spec (§5), in its order: length first, then the character mix.

#[cfg(test)]
use crate::Key;
use crate::error::Errors;
use crate::{FieldError, messages};

/// The characters the spec counts as "special".
pub const SPECIALS: &str = "@$!%*?&";
/// The spec's minimum length, in characters.
pub const MIN_LENGTH: usize = 8;
/// A generous upper bound so hashing cost stays bounded; never reached by a person.
pub const MAX_LENGTH: usize = 128;

/// A password that satisfies rules 1 and 2. Deliberately not `Debug`-printable or
/// serialisable, so it cannot end up in a log line or a response by accident.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    pub const FIELD: &'static str = "password";

    pub fn parse(text: &str) -> Result<Self, FieldError> {
        let error = |code, message| Err(FieldError::new(Self::FIELD, code, message));
        let length = text.chars().count();
        if text.is_empty() {
            return error("required", messages::PASSWORD_REQUIRED);
        }
        if length < MIN_LENGTH {
            return error("too_short", messages::PASSWORD_TOO_SHORT);
        }
        if length > MAX_LENGTH || !has_required_mix(text) {
            return error("too_weak", messages::PASSWORD_TOO_WEAK);
        }
        Ok(Self(text.to_owned()))
    }

    /// The secret itself, for hashing only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(***)")
    }
}

/// A new password and its confirmation, as the sign-up and reset forms take them: rules 1 and
/// 2 on `password`, rule 3 on `confirmPassword`.
pub fn parse_new_password(password: &str, confirmation: &str) -> Result<Password, Vec<FieldError>> {
    let mut errors = Errors::default();
    let parsed = errors.take(Password::parse(password));
    if confirmation.is_empty() {
        errors.push(FieldError::new(
            "confirmPassword",
            "required",
            messages::CONFIRM_PASSWORD_REQUIRED,
        ));
    } else if confirmation != password {
        errors.push(FieldError::new(
            "confirmPassword",
            "mismatch",
            messages::PASSWORD_MISMATCH,
        ));
    }
    errors.finish(|| parsed)
}

/// Letters, digits and the specials only, with at least one of each kind.
fn has_required_mix(text: &str) -> bool {
    let allowed = |c: char| c.is_ascii_alphanumeric() || crate::form::one_of(SPECIALS, c);
    text.chars().all(allowed)
        && text.chars().any(|c| c.is_ascii_lowercase())
        && text.chars().any(|c| c.is_ascii_uppercase())
        && text.chars().any(|c| c.is_ascii_digit())
        && text.chars().any(|c| crate::form::one_of(SPECIALS, c))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(text: &str) -> Option<Key> {
        Password::parse(text).err().map(|error| error.text.key)
    }

    #[test]
    fn length_is_checked_before_the_mix() {
        assert_eq!(message("aB1@"), Some(messages::PASSWORD_TOO_SHORT));
        assert_eq!(message("abcdefgh"), Some(messages::PASSWORD_TOO_WEAK));
    }

    #[test]
    fn each_kind_of_character_is_needed() {
        for weak in [
            "ABCDEFG1@",
            "abcdefg1@",
            "Abcdefgh@",
            "Abcdefgh1",
            "Abcdef 1@",
            "Abcdef#1@",
        ] {
            assert_eq!(message(weak), Some(messages::PASSWORD_TOO_WEAK), "{weak}");
        }
        assert_eq!(message("Abcdefg1@"), None);
    }

    #[test]
    fn the_secret_never_prints() {
        let password = Password::parse("Abcdefg1@").unwrap();
        assert_eq!(format!("{password:?}"), "Password(***)");
    }
}

//! Signing in with a mobile number and a one-time code sent to it by SMS: the code's shape and
//! the limits on codes, and how an account made this way, which has no email address, is
//! addressed by the routes that name an account by its email.

use crate::{FieldError, messages};

/// Digits in a code.
pub const CODE_DIGITS: usize = 6;
/// How long a code works, in milliseconds: five minutes.
pub const CODE_LIFETIME_MS: i64 = 5 * 60 * 1000;
/// Wrong tries a code takes before it stops working.
pub const MAX_TRIES: i64 = 3;
/// Codes one number gets in an hour at most.
pub const CODES_PER_NUMBER_PER_HOUR: i64 = 5;
/// Codes one client network asks for in an hour at most.
pub const CODES_PER_NETWORK_PER_HOUR: i64 = 20;

/// A code as typed: six digits in either script, spaces between them allowed.
pub fn parse_code(text: &str) -> Result<String, FieldError> {
    let digits: String = crate::language::latin_digits(text)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    if digits.len() == CODE_DIGITS && digits.bytes().all(|byte| byte.is_ascii_digit()) {
        Ok(digits)
    } else {
        Err(FieldError::new("code", "invalid", messages::CODE_INVALID))
    }
}

/// The domain of the address an account made with a mobile number is known by: `.invalid`
/// is reserved by RFC 2606 and never delivers, so the shop can never mail it.
const PHONE_ACCOUNT_DOMAIN: &str = "@phone.invalid";

/// The address an account made with a mobile number is known by in the routes that name an
/// account by its email (`/api/orders/{email}`): `01712345678@phone.invalid`.
pub fn phone_account_email(mobile: &str) -> String {
    format!("{mobile}{PHONE_ACCOUNT_DOMAIN}")
}

/// Whether an address is one of those: never mailed.
pub fn is_phone_account_email(email: &str) -> bool {
    email.ends_with(PHONE_ACCOUNT_DOMAIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_six_digits_in_either_script() {
        assert_eq!(parse_code("123456"), Ok("123456".into()));
        assert_eq!(parse_code(" ১২৩ ৪৫৬ "), Ok("123456".into()));
        for bad in ["", "12345", "1234567", "12345a", "12-3456"] {
            assert_eq!(
                parse_code(bad).unwrap_err().text.key,
                messages::CODE_INVALID
            );
        }
    }

    #[test]
    fn a_phone_account_is_addressed_at_a_domain_that_never_delivers() {
        let email = phone_account_email("01712345678");
        assert_eq!(email, "01712345678@phone.invalid");
        assert!(is_phone_account_email(&email));
        assert!(!is_phone_account_email("buyer@shop.test"));
    }
}

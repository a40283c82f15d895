//! A sign-up form, parsed: every field of the spec's register screen (§2, §5).

use crate::error::Errors;
use crate::password::parse_new_password;
use crate::{Email, FieldError, Password, messages};
use serde::{Deserialize, Serialize};

/// What the register form holds, as typed.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct RegistrationForm {
    pub name: String,
    pub email: String,
    pub password: String,
    pub confirm_password: String,
    pub terms: bool,
}

/// A registration that obeys every rule: what the server may turn into an account.
#[derive(Debug, Clone, Serialize)]
pub struct Registration {
    pub name: String,
    pub email: Email,
    #[serde(skip)]
    pub password: Password,
}

const MAX_NAME_LENGTH: usize = 100;

impl Registration {
    /// Checks every field and reports all failures at once, in the form's order. The password
    /// field carries rule 1 or 2, the confirmation field rule 3.
    pub fn parse(form: &RegistrationForm) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let name = errors.take(parse_name(&form.name));
        let email = errors.take(Email::parse(&form.email));
        let password = errors.take_all(parse_new_password(&form.password, &form.confirm_password));
        if !form.terms {
            errors.push(FieldError::new(
                "terms",
                "required",
                messages::TERMS_REQUIRED,
            ));
        }
        errors.finish(|| {
            Some(Registration {
                name: name?,
                email: email?,
                password: password?,
            })
        })
    }
}

/// A display name: required, trimmed, at most 100 characters.
pub fn parse_name(text: &str) -> Result<String, FieldError> {
    let name = text.trim();
    if name.is_empty() {
        return Err(FieldError::new("name", "required", messages::NAME_REQUIRED));
    }
    if crate::graphemes::count(name) > MAX_NAME_LENGTH {
        return Err(FieldError::new("name", "too_long", messages::NAME_TOO_LONG));
    }
    Ok(name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> RegistrationForm {
        RegistrationForm {
            name: "Rahim Uddin".into(),
            email: "rahim@example.com".into(),
            password: "Abcdefg1@".into(),
            confirm_password: "Abcdefg1@".into(),
            terms: true,
        }
    }

    #[test]
    fn a_complete_form_registers() {
        let registration = Registration::parse(&form()).unwrap();
        assert_eq!(registration.email.as_ref(), "rahim@example.com");
        assert_eq!(registration.name, "Rahim Uddin");
    }

    #[test]
    fn an_empty_form_reports_every_field_in_order() {
        let errors = Registration::parse(&RegistrationForm::default()).unwrap_err();
        let fields: Vec<_> = errors.iter().map(|error| error.field).collect();
        assert_eq!(
            fields,
            ["name", "email", "password", "confirmPassword", "terms"]
        );
    }

    #[test]
    fn a_mismatch_is_reported_on_the_confirmation() {
        let errors = Registration::parse(&RegistrationForm {
            confirm_password: "Abcdefg1!".into(),
            ..form()
        })
        .unwrap_err();
        assert_eq!(
            errors,
            [FieldError::new(
                "confirmPassword",
                "mismatch",
                messages::PASSWORD_MISMATCH
            )]
        );
    }
}

//! Where an order goes: the recipient, a Bangladeshi mobile number the courier calls, the
//! street address and the district. Asked at checkout, stored on the order, printed for the
//! admin who ships it and on the invoice.

use crate::error::Errors;
use crate::messages::Key;
use crate::{FieldError, messages};
use serde::{Deserialize, Serialize};

/// The 64 districts (zila) of Bangladesh, by division, in the spellings the government
/// adopted in 2018 (Chattogram, Cumilla, Barishal, Jashore, Bogura). Source: Bangladesh
/// National Portal, "Districts" (bangladesh.gov.bd), and the Bangladesh Bureau of Statistics'
/// geocodes. One string rather than an array of 64: the browser's wasm module is budgeted,
/// and 64 string pointers cost it more than the names themselves.
const DISTRICT_NAMES: &str = concat!(
    // Dhaka division (13)
    "Dhaka|Faridpur|Gazipur|Gopalganj|Kishoreganj|Madaripur|Manikganj|Munshiganj|Narayanganj|",
    "Narsingdi|Rajbari|Shariatpur|Tangail|",
    // Chattogram division (11)
    "Bandarban|Brahmanbaria|Chandpur|Chattogram|Cox's Bazar|Cumilla|Feni|Khagrachhari|",
    "Lakshmipur|Noakhali|Rangamati|",
    // Rajshahi division (8)
    "Bogura|Chapainawabganj|Joypurhat|Naogaon|Natore|Pabna|Rajshahi|Sirajganj|",
    // Khulna division (10)
    "Bagerhat|Chuadanga|Jashore|Jhenaidah|Khulna|Kushtia|Magura|Meherpur|Narail|Satkhira|",
    // Barishal division (6)
    "Barguna|Barishal|Bhola|Jhalokathi|Patuakhali|Pirojpur|",
    // Sylhet division (4)
    "Habiganj|Moulvibazar|Sunamganj|Sylhet|",
    // Rangpur division (8)
    "Dinajpur|Gaibandha|Kurigram|Lalmonirhat|Nilphamari|Panchagarh|Rangpur|Thakurgaon|",
    // Mymensingh division (4)
    "Jamalpur|Mymensingh|Netrokona|Sherpur",
);

/// The 64 districts, by division.
pub fn districts() -> impl Iterator<Item = &'static str> {
    DISTRICT_NAMES.split('|')
}

/// A district's name in the catalogue (`DISTRICT_COX_S_BAZAR`), for the browser to show it in
/// the buyer's language; the value sent and stored stays the English name above.
pub fn district_key(name: &str) -> String {
    let mut key = String::from("DISTRICT");
    for word in name.split(|c: char| !c.is_ascii_alphanumeric()) {
        if !word.is_empty() {
            key.push('_');
            key.push_str(&word.to_ascii_uppercase());
        }
    }
    key
}

pub const MAX_RECIPIENT_LENGTH: usize = 100;
pub const MAX_ADDRESS_LENGTH: usize = 300;

/// The delivery details as typed at checkout.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct DeliveryForm {
    /// Who receives the parcel.
    pub recipient: String,
    /// A Bangladeshi mobile number: `01712345678`, `01712-345678` or `+8801712345678`.
    pub phone: String,
    /// House, road, area and thana.
    pub address: String,
    /// One of the 64 districts, as spelled by [`districts`].
    pub district: String,
}

/// Delivery details that passed every rule; the phone in its 11-digit national form.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Delivery {
    pub recipient: String,
    pub phone: String,
    pub address: String,
    pub district: String,
}

impl Delivery {
    pub fn parse(form: &DeliveryForm) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let recipient = errors.take(required(
            "recipient",
            &form.recipient,
            MAX_RECIPIENT_LENGTH,
            messages::RECIPIENT_REQUIRED,
            messages::NAME_TOO_LONG,
        ));
        let phone = errors.take(parse_mobile(&form.phone));
        let address = errors.take(required(
            "address",
            &form.address,
            MAX_ADDRESS_LENGTH,
            messages::DELIVERY_ADDRESS_REQUIRED,
            messages::ADDRESS_TOO_LONG,
        ));
        let district = errors.take(parse_district(&form.district));
        errors.finish(|| {
            Some(Delivery {
                recipient: recipient?,
                phone: phone?,
                address: address?,
                district: district?,
            })
        })
    }
}

/// A district's name in `lang` (its English name is what is stored).
pub fn district_name(name: &str, lang: crate::language::Lang) -> String {
    crate::messages::template(&district_key(name), lang)
        .unwrap_or(name)
        .to_owned()
}

/// Whether an order's stored details say where it goes: the admins cannot ship it otherwise.
/// (Orders placed before checkout asked may lack some.)
pub fn is_complete(details: [Option<&str>; 4]) -> bool {
    details
        .iter()
        .all(|field| field.is_some_and(|text| !text.is_empty()))
}

/// The address as one line for the courier: `House 4, Road 2, Dhanmondi, Dhaka`; the address
/// alone for an order placed before the district was asked.
pub fn address_line(address: &str, district: Option<&str>) -> String {
    match district {
        Some(district) => format!("{address}, {district}"),
        None => address.to_owned(),
    }
}

fn required(
    field: &'static str,
    text: &str,
    limit: usize,
    missing: Key,
    too_long: Key,
) -> Result<String, FieldError> {
    // One line, single-spaced: a newline in a name or address would break the courier's label.
    let tidy = crate::form::single_spaced(text);
    if tidy.is_empty() {
        Err(FieldError::new(field, "required", missing))
    } else if crate::graphemes::count(&tidy) > limit {
        Err(FieldError::new(field, "too_long", too_long))
    } else {
        Ok(tidy)
    }
}

/// A Bangladeshi mobile number in its national form, `01` then nine digits, the third digit
/// the operator's (3–9: Grameenphone 013/017, Banglalink 014/019, Teletalk 015, Airtel 016,
/// Robi 018; BTRC's numbering plan). `+880` or `880` before it is the country code and is
/// dropped, as are spaces, dashes and dots between the digits; Bengali digits count as digits.
pub fn parse_mobile(text: &str) -> Result<String, FieldError> {
    let text = text.trim();
    let missing = || FieldError::new("phone", "required", messages::PHONE_REQUIRED);
    let invalid = || FieldError::new("phone", "invalid", messages::MOBILE_INVALID);
    if text.is_empty() {
        return Err(missing());
    }
    let (international, rest) = match text.strip_prefix('+') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let mut digits = String::with_capacity(14);
    for c in crate::language::latin_digits(rest).chars() {
        match c {
            '0'..='9' => digits.push(c),
            ' ' | '-' | '.' => {}
            _ => return Err(invalid()),
        }
    }
    let national = match digits.strip_prefix("880") {
        Some(rest) => format!("0{rest}"),
        None if international => return Err(invalid()),
        None => digits,
    };
    let bytes = national.as_bytes();
    if bytes.len() == 11 && bytes.starts_with(b"01") && (b'3'..=b'9').contains(&bytes[2]) {
        Ok(national)
    } else {
        Err(invalid())
    }
}

/// One of the 64 districts, as typed (any case), in its listed spelling.
pub fn parse_district(text: &str) -> Result<String, FieldError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FieldError::new(
            "district",
            "required",
            messages::DISTRICT_REQUIRED,
        ));
    }
    districts()
        .find(|district| district.eq_ignore_ascii_case(text))
        .map(str::to_owned)
        .ok_or_else(|| FieldError::new("district", "invalid", messages::DISTRICT_REQUIRED))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(recipient: &str, phone: &str, address: &str, district: &str) -> DeliveryForm {
        DeliveryForm {
            recipient: recipient.into(),
            phone: phone.into(),
            address: address.into(),
            district: district.into(),
        }
    }

    #[test]
    fn there_are_64_districts_each_once() {
        let mut names: Vec<_> = districts().collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 64);
        for name in &names {
            let key = district_key(name);
            assert!(
                crate::messages::key(&key).is_some(),
                "{name}'s {key} is not in the catalogue"
            );
        }
        assert_eq!(district_key("Cox's Bazar"), "DISTRICT_COX_S_BAZAR");
    }

    #[test]
    fn mobile_numbers_in_every_usual_spelling() {
        let cases = [
            ("01712345678", Ok("01712345678")),
            ("01712-345678", Ok("01712345678")),
            ("017 1234 5678", Ok("01712345678")),
            ("+8801912345678", Ok("01912345678")),
            ("+880 1312 345678", Ok("01312345678")),
            ("8801812345678", Ok("01812345678")),
            ("", Err("required")),
            ("   ", Err("required")),
            ("0171234567", Err("invalid")),
            ("017123456789", Err("invalid")),
            ("01212345678", Err("invalid")),
            ("02912345678", Err("invalid")),
            ("+4401712345678", Err("invalid")),
            ("+01712345678", Err("invalid")),
            ("0171234567x", Err("invalid")),
            ("০১৭১২-৩৪৫৬৭৮", Ok("01712345678")),
        ];
        for (typed, expected) in cases {
            let parsed = parse_mobile(typed);
            match expected {
                Ok(national) => assert_eq!(parsed, Ok(national.to_owned()), "{typed:?}"),
                Err(code) => assert_eq!(parsed.unwrap_err().code, code, "{typed:?}"),
            }
        }
    }

    #[test]
    fn complete_details_pass_with_tidy_text() {
        let delivery = Delivery::parse(&form(
            "  Rahim   Uddin ",
            "01712-345678",
            "House 4,\nRoad 2, Dhanmondi",
            "dhaka",
        ))
        .unwrap();
        assert_eq!(
            delivery,
            Delivery {
                recipient: "Rahim Uddin".into(),
                phone: "01712345678".into(),
                address: "House 4, Road 2, Dhanmondi".into(),
                district: "Dhaka".into(),
            }
        );
        assert_eq!(
            address_line(&delivery.address, Some(&delivery.district)),
            "House 4, Road 2, Dhanmondi, Dhaka"
        );
        assert_eq!(address_line("Agrabad", None), "Agrabad");
        let stored = |district| {
            [
                Some("Rahim"),
                Some("01712345678"),
                Some("Agrabad"),
                district,
            ]
        };
        assert!(is_complete(stored(Some("Chattogram"))));
        assert!(
            !is_complete(stored(None)),
            "an order from before districts were asked"
        );
        assert!(!is_complete(stored(Some(""))));
    }

    #[test]
    fn every_missing_field_is_named_with_its_message() {
        let errors = Delivery::parse(&form("", "", "", "")).unwrap_err();
        let named: Vec<_> = errors
            .iter()
            .map(|error| (error.field, error.text.key))
            .collect();
        assert_eq!(
            named,
            [
                ("recipient", messages::RECIPIENT_REQUIRED),
                ("phone", messages::PHONE_REQUIRED),
                ("address", messages::DELIVERY_ADDRESS_REQUIRED),
                ("district", messages::DISTRICT_REQUIRED),
            ]
        );
    }

    #[test]
    fn long_text_and_unknown_districts_are_refused() {
        let long_name = "a".repeat(MAX_RECIPIENT_LENGTH + 1);
        let long_address = "a".repeat(MAX_ADDRESS_LENGTH + 1);
        let errors =
            Delivery::parse(&form(&long_name, "01712345678", &long_address, "Gotham")).unwrap_err();
        let codes: Vec<_> = errors
            .iter()
            .map(|error| (error.field, error.code))
            .collect();
        assert_eq!(
            codes,
            [
                ("recipient", "too_long"),
                ("address", "too_long"),
                ("district", "invalid")
            ]
        );
    }
}

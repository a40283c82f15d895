//! Addresses and keys made of lower-case Latin letters, digits and single dashes
//! (`proximity-sensors`, `supply-voltage`): a category's page, a specification's key.

/// The longest slug: what fits a menu line on a phone.
pub const MAX_LENGTH: usize = 60;

/// Whether `text` may be a slug (a category's address, a specification's key): 2 to 60
/// lower-case Latin letters, digits and single dashes, a dash neither first nor last.
pub fn is_slug(text: &str) -> bool {
    (2..=MAX_LENGTH).contains(&text.len())
        && text
            .bytes()
            .all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-')
        && !text.starts_with('-')
        && !text.ends_with('-')
        && !text.contains("--")
}

/// An address made from an English name: its Latin letters and digits, lower-cased, each run
/// of anything else one dash ("Proximity Sensors (M8/M12)" → `proximity-sensors-m8-m12`).
/// A name without Latin letters or digits gives an empty slug, which the form then asks for.
pub fn slug_of(name: &str) -> String {
    let mut slug = String::new();
    for c in crate::language::latin_digits(name).chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let mut slug = slug.trim_end_matches('-').to_owned();
    if slug.len() > MAX_LENGTH {
        slug.truncate(MAX_LENGTH);
        slug = slug.trim_end_matches('-').to_owned();
    }
    slug
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_lower_case_words_joined_by_single_dashes() {
        for (text, ok) in [
            ("sensors", true),
            ("proximity-sensors", true),
            ("m8", true),
            ("a", false),
            ("Sensors", false),
            ("-sensors", false),
            ("sensors-", false),
            ("proximity--sensors", false),
            ("proximity sensors", false),
            ("সেন্সর", false),
            (&"a".repeat(61), false),
            (&"a".repeat(60), true),
        ] {
            assert_eq!(is_slug(text), ok, "{text}");
        }
    }

    #[test]
    fn a_slug_is_made_from_the_english_name() {
        for (name, slug) in [
            ("Sensors", "sensors"),
            ("Proximity Sensors (M8/M12)", "proximity-sensors-m8-m12"),
            ("  Hand   Tools ", "hand-tools"),
            ("Bearings & Spare Parts", "bearings-spare-parts"),
            ("সেন্সর ১২", "12"),
            ("সেন্সর", ""),
        ] {
            assert_eq!(slug_of(name), slug, "{name}");
        }
        let long = slug_of(&"word ".repeat(30));
        assert!(is_slug(&long), "{long}");
    }
}

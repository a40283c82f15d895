//! What a catalogue search may be. The server refuses a longer one before it looks anything
//! up (every three characters are a trigram the index is asked about, so a 60,000-character
//! search cost seconds of CPU), and the search box stops there too.

use crate::messages::{self, Text};

/// The longest search, in characters: a part's full name and then some.
pub const MAX_CHARS: usize = 200;
/// The longest search with Bangla in it: a Bangla word takes about twice the characters of its
/// Latin spelling (vowel signs and conjuncts are characters of their own).
pub const MAX_BANGLA_CHARS: usize = 400;

/// The Bengali block of Unicode (U+0980–U+09FF).
fn is_bangla(c: char) -> bool {
    ('\u{0980}'..='\u{09FF}').contains(&c)
}

/// The most characters `text` may have as a search.
pub fn max_chars(text: &str) -> usize {
    if text.chars().any(is_bangla) {
        MAX_BANGLA_CHARS
    } else {
        MAX_CHARS
    }
}

/// Whether `text` can be searched for: not too long, and without control characters (a NUL,
/// say), which no name holds and which the index cannot take.
pub fn check(text: &str) -> Result<(), Text> {
    let most = max_chars(text);
    if text.chars().nth(most).is_some() {
        return Err(messages::search_too_long(most));
    }
    if text.chars().any(char::is_control) {
        return Err(messages::SEARCH_UNSEARCHABLE.into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_is_capped_by_characters_bangla_at_twice_latin() {
        let latin = "a".repeat(MAX_CHARS);
        assert!(check(&latin).is_ok());
        let over = check(&format!("{latin}a")).unwrap_err();
        assert_eq!(over, messages::search_too_long(MAX_CHARS));
        let bangla = "সে".repeat(MAX_BANGLA_CHARS / 2);
        assert!(check(&bangla).is_ok());
        let over = check(&format!("{bangla}ন")).unwrap_err();
        assert_eq!(over, messages::search_too_long(MAX_BANGLA_CHARS));
    }

    #[test]
    fn control_characters_are_refused() {
        for text in ["abc\0", "a\u{1b}b", "line\nbreak"] {
            assert_eq!(
                check(text),
                Err(messages::SEARCH_UNSEARCHABLE.into()),
                "{text:?}"
            );
        }
        assert!(check("PT100 সেন্সর, 3/8\"").is_ok());
    }
}

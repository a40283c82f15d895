//! Description previews: the first 60 characters on listing cards, 100 on the confirm page
//! (spec §9), counted as a reader counts characters.

/// Characters kept on a listing card.
pub const LISTING_PREVIEW: usize = 60;
/// Characters kept on the confirm purchase page.
pub const CONFIRM_PREVIEW: usize = 100;
const ELLIPSIS: &str = "...";

/// `text` itself when a reader sees at most `limit` characters in it; otherwise its first
/// `limit` characters followed by an ellipsis. Characters are counted as read
/// ([`crate::graphemes`]), so a cut never strands a vowel sign or splits a conjunct.
pub fn preview(text: &str, limit: usize) -> String {
    match crate::graphemes::take(text, limit) {
        (_, false) => text.to_owned(),
        (kept, true) => format!("{}{ELLIPSIS}", kept.trim_end()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_left_alone() {
        assert_eq!(preview("Torque wrench", 60), "Torque wrench");
        assert_eq!(preview(&"a".repeat(60), 60), "a".repeat(60));
    }

    #[test]
    fn long_text_is_cut_at_the_limit_with_an_ellipsis() {
        assert_eq!(
            preview(&"a".repeat(61), 60),
            format!("{}...", "a".repeat(60))
        );
        assert_eq!(preview("abc def", 4), "abc...");
    }

    #[test]
    fn a_bangla_vowel_sign_stays_with_its_letter() {
        // "কি" is KA + VOWEL SIGN I: one character to a reader.
        assert_eq!(preview("কিকি", 1), "কি...");
        assert_eq!(preview("কিকি", 2), "কিকি");
    }

    #[test]
    fn a_conjunct_is_never_split() {
        // "ক্ষ" is KA + HASANTA + SSA, one character to a reader.
        assert_eq!(preview("অক্ষরটি", 2), "অক্ষ...");
    }
}

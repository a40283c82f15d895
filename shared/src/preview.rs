//! Description previews: the first 60 characters on listing cards, 100 on the confirm page
//! (spec §9), never cutting a letter from its vowel sign or accent.

/// Characters kept on a listing card.
pub const LISTING_PREVIEW: usize = 60;
/// Characters kept on the confirm purchase page.
pub const CONFIRM_PREVIEW: usize = 100;
const ELLIPSIS: &str = "...";

/// `text` itself when it has at most `limit` characters; otherwise at most `limit`
/// characters followed by an ellipsis. The cut moves back so that a combining mark (a Bangla
/// vowel sign, an accent) stays with its letter, and a conjunct joined by a hasanta (virama)
/// or zero-width joiner stays whole.
pub fn preview(text: &str, limit: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= limit {
        return text.to_owned();
    }
    let mut cut = limit;
    while cut > 0 && (is_extending(chars[cut]) || is_joiner(chars[cut - 1])) {
        cut -= 1;
    }
    let kept: String = chars[..cut].iter().collect();
    format!("{}{ELLIPSIS}", kept.trim_end())
}

/// Marks that belong to the character before them.
fn is_extending(c: char) -> bool {
    matches!(c as u32,
        0x0300..=0x036F // combining diacritical marks
        | 0x0900..=0x0903 | 0x093A..=0x094F | 0x0951..=0x0957 | 0x0962..=0x0963 // Devanagari
        | 0x0981..=0x0983 | 0x09BC | 0x09BE..=0x09C4 | 0x09C7..=0x09C8 | 0x09CB..=0x09CD
        | 0x09D7 | 0x09E2..=0x09E3 | 0x09FE // Bengali signs
        | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF
        | 0x200C..=0x200D | 0xFE00..=0xFE0F | 0xFE20..=0xFE2F
        | 0x1F3FB..=0x1F3FF | 0xE0100..=0xE01EF)
}

/// Marks that glue the next character to the one before (hasanta, virama, ZWJ).
fn is_joiner(c: char) -> bool {
    matches!(c, '\u{094D}' | '\u{09CD}' | '\u{200D}')
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
        // "কি" is KA + VOWEL SIGN I: cutting after 1 character would strand the sign.
        assert_eq!(preview("কিকি", 1), "...");
        assert_eq!(preview("কিকি", 2), "কি...");
    }

    #[test]
    fn a_conjunct_is_never_split() {
        // "ক্ষ" is KA + HASANTA + SSA; a cut after the hasanta goes back before the KA.
        assert_eq!(preview("অক্ষর", 3), "অ...");
    }
}

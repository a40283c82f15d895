//! Code 128 barcodes, as a shipping label prints a parcel's tracking code (ISO/IEC 15417).
//!
//! Code set B covers printable ASCII, which every courier's code uses (Steadfast's `15BAEB8A`,
//! Pathao's `DL121224VS8TTJ`, RedX's `25A…`, the shop's `SHT-2026-000042`). A symbol is the
//! start character, one character per letter, a check character (the start's value plus each
//! character's value times its position, modulo 103) and the stop character, each drawn as
//! alternating bars and spaces of one to four modules.

/// Each character's widths in modules, bar first: values 0 to 105, then the stop (106).
const PATTERNS: [&str; 107] = [
    "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212",
    "221213", "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221",
    "223211", "221132", "221231", "213212", "223112", "312131", "311222", "321122", "321221",
    "312212", "322112", "322211", "212123", "212321", "232121", "111323", "131123", "131321",
    "112313", "132113", "132311", "211313", "231113", "231311", "112133", "112331", "132131",
    "113123", "113321", "133121", "313121", "211331", "231131", "213113", "213311", "213131",
    "311123", "311321", "331121", "312113", "312311", "332111", "314111", "221411", "431111",
    "111224", "111422", "121124", "121421", "141122", "141221", "112214", "112412", "122114",
    "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111", "111242",
    "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
    "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311",
    "113141", "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
];
const START_B: usize = 104;
const STOP: usize = 106;

/// The quiet zone either side, in modules: at least ten, by the standard.
pub const QUIET_ZONE: u32 = 10;

/// `text` as Code 128 (set B): the width of each bar and space in turn, in modules, bar
/// first; `None` when a character is not printable ASCII.
pub fn code128(text: &str) -> Option<Vec<u8>> {
    let values: Vec<usize> = text
        .chars()
        .map(|c| (' '..='~').contains(&c).then(|| c as usize - 32))
        .collect::<Option<_>>()?;
    if values.is_empty() {
        return None;
    }
    let check = values
        .iter()
        .enumerate()
        .fold(START_B, |sum, (at, value)| sum + (at + 1) * value)
        % 103;
    let symbols = std::iter::once(START_B).chain(values).chain([check, STOP]);
    Some(
        symbols
            .flat_map(|symbol| PATTERNS[symbol].bytes().map(|width| width - b'0'))
            .collect(),
    )
}

/// Reads a Code 128 (set B) symbol back from its bar and space widths, as a scanner does:
/// `None` when it is not one, or its check character does not add up.
pub fn read(widths: &[u8]) -> Option<String> {
    let mut symbols = Vec::new();
    let mut at = 0;
    while at < widths.len() {
        // Every character has six bars and spaces; the stop, the last, seven.
        let take = if widths.len() - at == 7 { 7 } else { 6 };
        let pattern: String = widths
            .get(at..at + take)?
            .iter()
            .map(|width| char::from(b'0' + width))
            .collect();
        symbols.push(PATTERNS.iter().position(|known| *known == pattern)?);
        at += take;
    }
    let (&start, rest) = symbols.split_first()?;
    let (&stop, rest) = rest.split_last()?;
    let (&check, data) = rest.split_last()?;
    let sum = data
        .iter()
        .enumerate()
        .fold(start, |sum, (at, value)| sum + (at + 1) * value);
    (start == START_B && stop == STOP && sum % 103 == check).then(|| {
        data.iter()
            .map(|value| char::from(32 + *value as u8))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pattern_is_eleven_modules_and_each_is_different() {
        for (value, pattern) in PATTERNS.iter().enumerate() {
            let modules: u32 = pattern.bytes().map(|b| u32::from(b - b'0')).sum();
            assert_eq!(modules, if value == STOP { 13 } else { 11 }, "{value}");
            assert!(pattern.bytes().all(|b| (b'1'..=b'4').contains(&b)));
        }
        let mut sorted = PATTERNS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), PATTERNS.len());
    }

    #[test]
    fn couriers_codes_read_back_as_written() {
        for code in [
            "15BAEB8A",
            "DL121224VS8TTJ",
            "25A1234567",
            "SHT-2026-000042",
            "a ~",
        ] {
            let widths = code128(code).unwrap();
            assert_eq!(read(&widths).as_deref(), Some(code));
        }
    }

    #[test]
    fn the_check_character_is_the_weighted_sum_modulo_103() {
        // "PJJ123C": 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879 ≡ 55.
        let widths = code128("PJJ123C").unwrap();
        let check = &widths[widths.len() - 13..widths.len() - 7];
        assert_eq!(
            check,
            PATTERNS[55]
                .bytes()
                .map(|b| b - b'0')
                .collect::<Vec<_>>()
                .as_slice()
        );
    }

    #[test]
    fn only_printable_ascii_is_encoded() {
        assert_eq!(code128(""), None);
        assert_eq!(code128("১২৩"), None);
        assert_eq!(code128("tab\there"), None);
    }
}

//! How many SMS a text costs, counted as the carriers count it (3GPP TS 23.038 and 23.040): a
//! text whose every character is in the GSM 7-bit default alphabet travels in 7-bit units, 160
//! to a message, or 153 per part when it is split (the rest of each part carries the header that
//! joins them); a character of the alphabet's extension table (`^ { } [ ] ~ \ | €` and form
//! feed) takes two units. Any other character (every Bangla letter) makes the whole text UCS-2:
//! 16-bit units, 70 to a message, 67 per part. Bangladeshi gateways bill by these parts.

use serde::Serialize;

/// The alphabet a text travels in.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Encoding {
    Gsm7,
    Ucs2,
}

/// A text's length in its alphabet's units and the messages it is sent as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Segments {
    pub encoding: Encoding,
    pub units: usize,
    pub parts: usize,
}

/// The GSM 7-bit default alphabet (TS 23.038 §6.2.1), as the characters it maps.
const GSM7_BASIC: &str = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?\
¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

/// The extension table's characters (§6.2.1.1), each sent as an escape and itself.
const GSM7_EXTENSION: &str = "\u{c}^{}\\[~]|€";

/// Units in one message, and in each part of a split one.
const fn limits(encoding: Encoding) -> (usize, usize) {
    match encoding {
        Encoding::Gsm7 => (160, 153),
        Encoding::Ucs2 => (70, 67),
    }
}

/// What `text` costs.
pub fn segments(text: &str) -> Segments {
    let mut gsm_units = 0;
    for c in text.chars() {
        if GSM7_BASIC.contains(c) {
            gsm_units += 1;
        } else if GSM7_EXTENSION.contains(c) {
            gsm_units += 2;
        } else {
            return of(Encoding::Ucs2, text.encode_utf16().count());
        }
    }
    of(Encoding::Gsm7, gsm_units)
}

fn of(encoding: Encoding, units: usize) -> Segments {
    let (single, part) = limits(encoding);
    let parts = if units <= single {
        1
    } else {
        units.div_ceil(part)
    };
    Segments {
        encoding,
        units,
        parts,
    }
}

impl Segments {
    /// Whether the text goes as one message.
    pub fn is_single(self) -> bool {
        self.parts == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_counted_as_the_carriers_count_them() {
        // (text, encoding, units, parts)
        let cases: [(String, Encoding, usize, usize); 9] = [
            ("".into(), Encoding::Gsm7, 0, 1),
            ("Order placed.".into(), Encoding::Gsm7, 13, 1),
            ("a".repeat(160), Encoding::Gsm7, 160, 1),
            ("a".repeat(161), Encoding::Gsm7, 161, 2),
            ("a".repeat(306), Encoding::Gsm7, 306, 2),
            ("a".repeat(307), Encoding::Gsm7, 307, 3),
            // The euro sign and a brace take two units each.
            (format!("{}€{{", "a".repeat(156)), Encoding::Gsm7, 160, 1),
            ("অর্ডার".into(), Encoding::Ucs2, 6, 1),
            // One Bangla letter makes the whole text UCS-2: 71 units are two parts.
            (format!("{}ক", "a".repeat(70)), Encoding::Ucs2, 71, 2),
        ];
        for (text, encoding, units, parts) in cases {
            assert_eq!(
                segments(&text),
                Segments {
                    encoding,
                    units,
                    parts
                },
                "{text:?}"
            );
        }
        assert_eq!(segments(&"ক".repeat(134)).parts, 2);
        assert_eq!(segments(&"ক".repeat(135)).parts, 3);
        // Outside the alphabet though Latin: a curly quote is UCS-2.
        assert_eq!(segments("it’s").encoding, Encoding::Ucs2);
    }
}

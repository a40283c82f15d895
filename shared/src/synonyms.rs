//! The owner's table of words that mean the same (হাতুড়ি = hammer, spanner = wrench): a tool
//! named with one is found by the other too (`search_words::catalogue_words`), beside the
//! counterparts the shop knows itself.

use crate::error::Errors;
use crate::{FieldError, messages};
use serde::{Deserialize, Serialize};

/// The most pairs the table holds.
pub const MAX_PAIRS: usize = 500;

/// The longest side of a pair, in characters: a word or a short phrase.
pub const MAX_CHARS: usize = 40;

/// Two words (or short phrases) that mean the same.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Synonym {
    pub word: String,
    pub means: String,
}

/// `GET`/`PUT /api/synonyms`: the whole table.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Synonyms {
    pub synonyms: Vec<Synonym>,
}

/// The table as typed, each side as a search compares it (case and spacing aside), each pair
/// once; a broken pair is named by its line.
pub fn parse(form: &Synonyms) -> Result<Vec<Synonym>, Vec<FieldError>> {
    let mut errors = Errors::default();
    if form.synonyms.len() > MAX_PAIRS {
        errors.push(FieldError::new(
            "synonyms",
            "too_many",
            messages::SYNONYMS_TOO_MANY,
        ));
    }
    let mut kept: Vec<Synonym> = Vec::new();
    for (at, pair) in form.synonyms.iter().enumerate() {
        let (word, means) = (side(&pair.word), side(&pair.means));
        match word.zip(means).filter(|(word, means)| word != means) {
            Some((word, means)) => {
                let seen = kept.iter().any(|other| {
                    (other.word == word && other.means == means)
                        || (other.word == means && other.means == word)
                });
                if !seen {
                    kept.push(Synonym { word, means });
                }
            }
            None => errors.push(FieldError::new(
                "synonyms",
                "invalid",
                crate::text::Text::new(messages::SYNONYM_INVALID).count("number", at as u64 + 1),
            )),
        }
    }
    errors.finish(|| Some(kept))
}

/// One side of a pair as a search compares it, when it is 2 to [`MAX_CHARS`] characters.
fn side(typed: &str) -> Option<String> {
    let key = crate::product::name_key(typed.trim());
    (2..=MAX_CHARS)
        .contains(&crate::graphemes::count(&key))
        .then_some(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(word: &str, means: &str) -> Synonym {
        Synonym {
            word: word.into(),
            means: means.into(),
        }
    }

    #[test]
    fn pairs_are_kept_as_a_search_compares_them_each_once() {
        let kept = parse(&Synonyms {
            synonyms: vec![
                pair(" হাতুড়ি ", "Hammer"),
                pair("hammer", "হাতুড়ি"),
                pair("Spanner", "wrench"),
            ],
        })
        .unwrap();
        assert_eq!(kept, [pair("হাতুড়ি", "hammer"), pair("spanner", "wrench")]);
    }

    #[test]
    fn a_broken_pair_is_named_by_its_line() {
        let errors = parse(&Synonyms {
            synonyms: vec![pair("drill", "drill"), pair("ok", "fine"), pair("x", "axe")],
        })
        .unwrap_err();
        let lines: Vec<_> = errors.iter().map(|error| error.text.en()).collect();
        assert_eq!(
            lines,
            [
                "Line 1: each side is 2 to 40 characters, and the two differ.",
                "Line 3: each side is 2 to 40 characters, and the two differ."
            ]
        );
        let many = Synonyms {
            synonyms: (0..=MAX_PAIRS)
                .map(|n| pair(&format!("w{n}"), "x{n}"))
                .collect(),
        };
        assert_eq!(parse(&many).unwrap_err()[0].code, "too_many");
    }
}

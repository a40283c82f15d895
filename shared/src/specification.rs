//! Specifications: the typed particulars a category asks of its tools (a sensor's supply
//! voltage, a bearing's bore, whether a sensor is shielded), named in both languages, with each
//! tool's values checked against them. A category's tools have its specifications and those of
//! every category above it, so "Sensors → Proximity" can ask for a sensing range once.
//!
//! A value is kept in one form whatever was typed: a number in thousandths of its unit (exact
//! on both engines, unlike a float), a choice by its value, yes/no as `yes`/`no`.

use crate::error::Errors;
use crate::{FieldError, messages};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The most specifications one category asks for: a buyer narrows by a handful.
pub const MAX_SPECS: usize = 12;

/// The most choices one specification offers.
pub const MAX_CHOICES: usize = 40;

/// The longest text value, unit or choice, in characters.
pub const MAX_TEXT: usize = 60;

/// The longest unit, in characters (`mm`, `V DC`, `N·m`).
pub const MAX_UNIT: usize = 12;

/// A number is kept in thousandths of its unit: 0.5 mm is 500.
const SCALE: i64 = 1000;

/// Whole digits a number may have: beyond any bore, range or voltage.
const MAX_WHOLE_DIGITS: usize = 9;

/// A number a specification measures, exact to a thousandth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Measure(i64);

impl Measure {
    pub const fn from_thousandths(thousandths: i64) -> Self {
        Self(thousandths)
    }

    pub const fn thousandths(self) -> i64 {
        self.0
    }

    /// A number as typed: digits in either script, an optional minus and up to three
    /// decimals (`24`, `-20`, `0.5`, `১২.৫`). `None` for anything else.
    pub fn parse(typed: &str) -> Option<Self> {
        let typed = typed.trim();
        let (negative, size) = match typed.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, typed),
        };
        let size = crate::language::read_decimal(size, 3, MAX_WHOLE_DIGITS)?;
        Some(Self(if negative { -size } else { size }))
    }
}

impl std::fmt::Display for Measure {
    /// The shortest exact form: `24`, `0.5`, `-12.25`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let size = self.0.unsigned_abs();
        let (whole, fraction) = (size / SCALE as u64, size % SCALE as u64);
        if fraction == 0 {
            write!(f, "{sign}{whole}")
        } else {
            let fraction = format!("{fraction:03}");
            write!(f, "{sign}{whole}.{}", fraction.trim_end_matches('0'))
        }
    }
}

/// A number travels as its shortest text (`"0.5"`): exact, and read by [`Measure::parse`].
impl Serialize for Measure {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Measure {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Measure::parse(&text).ok_or_else(|| serde::de::Error::custom("not a number"))
    }
}

/// What a specification's values are.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum SpecKind {
    /// A number in the specification's unit, within its range when it has one.
    Number,
    /// One of the specification's choices.
    Choice,
    /// Yes or no.
    Flag,
    /// Words, shown but not filtered by.
    Text,
}

/// One choice of a [`SpecKind::Choice`] specification.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Choice {
    /// As a tool's value and the address keep it (`m12`).
    pub value: String,
    pub label: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_bn: Option<String>,
}

/// A particular a category asks of its tools.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Specification {
    /// Its name in addresses and imports, its own in the shop (`supply-voltage`).
    pub key: String,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_bn: Option<String>,
    pub kind: SpecKind,
    /// A number's unit (`mm`, `V`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// A number's lowest and highest values, as text (`"0.5"`).
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>))]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<Measure>,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>))]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<Measure>,
    /// A choice's options, in the order a buyer sees them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<Choice>,
}

/// A tool's value of one specification, kept in one form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpecValue {
    Number(Measure),
    /// A choice's value, `yes`/`no`, or words.
    Text(String),
}

impl SpecValue {
    /// The value as the API shows it: `0.5`, `m12`, `yes`, words.
    pub fn canonical(&self) -> String {
        match self {
            SpecValue::Number(measure) => measure.to_string(),
            SpecValue::Text(text) => text.clone(),
        }
    }
}

impl Specification {
    /// A value as typed for this specification, in the one form it is kept in; `None` for an
    /// empty field (the tool has no value). A number may carry its unit (`24 V`); a choice
    /// may be typed as its value or its label in either language; yes/no in either language.
    pub fn parse_value(&self, typed: &str) -> Result<Option<SpecValue>, FieldError> {
        let typed = typed.trim();
        if typed.is_empty() {
            return Ok(None);
        }
        let value = match self.kind {
            SpecKind::Number => SpecValue::Number(parse_number(
                typed,
                self.unit.as_deref(),
                self.min,
                self.max,
            )?),
            SpecKind::Choice => {
                let same = |text: &str| text.eq_ignore_ascii_case(typed);
                let choice = self.choices.iter().find(|choice| {
                    same(&choice.value)
                        || same(&choice.label)
                        || choice.label_bn.as_deref().is_some_and(same)
                });
                SpecValue::Text(choice.ok_or_else(choice_unknown)?.value.clone())
            }
            SpecKind::Flag => SpecValue::Text(parse_flag(typed)?.to_owned()),
            SpecKind::Text => SpecValue::Text(parse_text(typed)?),
        };
        Ok(Some(value))
    }

    /// The words a tool with `value` of this specification is also found by, so that
    /// "24V proximity sensor" finds the 24 V sensors: a measure with its unit as one word
    /// (`24v`, `0.5mm`), a choice's value and its labels, words as written. A bare number or a
    /// yes/no says nothing a buyer types, so neither gives a word.
    pub fn search_words(&self, value: &SpecValue) -> Vec<String> {
        let key = crate::product::name_key;
        match (self.kind, value) {
            (SpecKind::Number, SpecValue::Number(measure)) => self
                .unit
                .iter()
                .map(|unit| key(&format!("{measure}{unit}")).replace(' ', ""))
                .collect(),
            (SpecKind::Choice, SpecValue::Text(value)) => self
                .choices
                .iter()
                .filter(|choice| &choice.value == value)
                .flat_map(|choice| {
                    [
                        Some(&choice.value),
                        Some(&choice.label),
                        choice.label_bn.as_ref(),
                    ]
                })
                .flatten()
                .map(|text| key(text))
                .collect(),
            (SpecKind::Text, SpecValue::Text(words)) => vec![key(words)],
            _ => Vec::new(),
        }
    }

    /// Whether buyers narrow by this specification (every kind but words).
    pub fn filterable(&self) -> bool {
        self.kind != SpecKind::Text
    }
}

// Each kind's rule on its own, so the wasm module's check of one value (`checks`) carries the
// rules without building a `Specification`.

fn value_refused(code: &'static str, key: crate::text::Key) -> FieldError {
    FieldError::new("value", code, key)
}

/// A number in `unit` (which may follow it, `24 V`) within `min` to `max`.
pub fn parse_number(
    typed: &str,
    unit: Option<&str>,
    min: Option<Measure>,
    max: Option<Measure>,
) -> Result<Measure, FieldError> {
    let bare = unit
        .and_then(|unit| typed.trim().strip_suffix(unit))
        .unwrap_or(typed);
    let measure = Measure::parse(bare)
        .ok_or_else(|| value_refused("invalid", messages::SPEC_NUMBER_INVALID))?;
    if min.is_some_and(|min| measure < min) || max.is_some_and(|max| measure > max) {
        return Err(value_refused(
            "out_of_range",
            messages::SPEC_NUMBER_OUT_OF_RANGE,
        ));
    }
    Ok(measure)
}

/// Yes or no in either language, as `yes` or `no`. ASCII case only: Unicode's case tables
/// would weigh more in the wasm module than every other rule here.
pub fn parse_flag(typed: &str) -> Result<&'static str, FieldError> {
    let typed = typed.trim();
    let said = |words: [&str; 4]| words.iter().any(|word| word.eq_ignore_ascii_case(typed));
    if said(["yes", "y", "true", "হ্যাঁ"]) {
        Ok("yes")
    } else if said(["no", "n", "false", "না"]) {
        Ok("no")
    } else {
        Err(value_refused("invalid", messages::SPEC_FLAG_INVALID))
    }
}

/// Words of at most [`MAX_TEXT`] characters, single-spaced.
pub fn parse_text(typed: &str) -> Result<String, FieldError> {
    check_text(typed).map(|()| crate::form::single_spaced(typed.trim()))
}

/// Whether words fit: [`parse_text`]'s rule without the spacing it keeps them with.
pub fn check_text(typed: &str) -> Result<(), FieldError> {
    if crate::graphemes::count(typed.trim()) > MAX_TEXT {
        return Err(value_refused("too_long", messages::SPEC_TEXT_TOO_LONG));
    }
    Ok(())
}

pub fn choice_unknown() -> FieldError {
    value_refused("unknown", messages::SPEC_CHOICE_UNKNOWN)
}

/// The owner's list of a category's specifications, as typed on its form.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase")]
pub struct SpecsForm {
    pub specs: Vec<SpecForm>,
}

/// One specification as typed.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SpecForm {
    /// Empty makes one from the English name.
    #[serde(default)]
    pub key: String,
    pub name: String,
    #[serde(default)]
    pub name_bn: String,
    pub kind: SpecKind,
    #[serde(default)]
    pub unit: String,
    #[serde(default)]
    pub min: String,
    #[serde(default)]
    pub max: String,
    #[serde(default)]
    pub choices: Vec<ChoiceForm>,
}

/// One choice as typed.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ChoiceForm {
    /// Empty makes one from the English label.
    pub value: String,
    pub label: String,
    pub label_bn: String,
}

/// The specifications of a form that obeys every rule, in its order. Each broken rule is
/// named with the specification's place in the list ("Specification 2: …").
pub fn parse_specs(form: &SpecsForm) -> Result<Vec<Specification>, Vec<FieldError>> {
    let mut errors = Errors::default();
    if form.specs.len() > MAX_SPECS {
        errors.push(FieldError::new(
            "specs",
            "too_many",
            messages::SPECS_TOO_MANY,
        ));
    }
    let mut specs = Vec::new();
    for (at, spec) in form.specs.iter().enumerate() {
        match parse_spec(spec) {
            Ok(parsed)
                if specs
                    .iter()
                    .any(|seen: &Specification| seen.key == parsed.key) =>
            {
                errors.push(numbered(at, "repeated", messages::SPEC_KEY_REPEATED));
            }
            Ok(parsed) => specs.push(parsed),
            Err((code, problem)) => errors.push(numbered(at, code, problem)),
        }
    }
    errors.finish(|| Some(specs))
}

fn numbered(at: usize, code: &'static str, problem: crate::text::Key) -> FieldError {
    FieldError::new(
        "specs",
        code,
        crate::text::Text::new(messages::SPEC_PROBLEM)
            .count("number", at as u64 + 1)
            .said("problem", problem),
    )
}

/// Why one specification is refused: the field (`name`, `nameBn`, `key`, `unit`, `range`,
/// `choices`) and the rule it breaks, said as the end of a sentence.
pub type Refusal = (&'static str, crate::text::Key);

/// One specification as typed, checked by the rules [`parse_specs`] applies to each: a row of
/// the categories file. (A wrapper, so the browser's build lays out `parse_spec` as before.)
#[cfg(feature = "import")]
pub fn parse_one(form: &SpecForm) -> Result<Specification, Refusal> {
    parse_spec(form)
}

fn parse_spec(form: &SpecForm) -> Result<Specification, Refusal> {
    let name = label(&form.name, 2).ok_or(("name", messages::SPEC_NAME_INVALID))?;
    let name_bn =
        optional_label(&form.name_bn, 2).ok_or(("nameBn", messages::SPEC_NAME_INVALID))?;
    let key = slug_or_made(&form.key, &name).ok_or(("key", messages::SPEC_KEY_INVALID))?;
    let number = form.kind == SpecKind::Number;
    let unit = match form.unit.trim() {
        "" => None,
        unit if number && crate::graphemes::count(unit) <= MAX_UNIT => Some(unit.to_owned()),
        _ => return Err(("unit", messages::SPEC_UNIT_INVALID)),
    };
    let bound = |typed: &str| match typed.trim() {
        "" => Ok(None),
        text if number => Measure::parse(text).map(Some).ok_or(()),
        _ => Err(()),
    };
    let range_refused = ("range", messages::SPEC_RANGE_INVALID);
    let min = bound(&form.min).map_err(|_| range_refused)?;
    let max = bound(&form.max).map_err(|_| range_refused)?;
    if min.zip(max).is_some_and(|(min, max)| min > max) {
        return Err(range_refused);
    }
    let choices = if form.kind == SpecKind::Choice {
        parse_choices(&form.choices).ok_or(("choices", messages::SPEC_CHOICES_INVALID))?
    } else if form.choices.is_empty() {
        Vec::new()
    } else {
        return Err(("choices", messages::SPEC_CHOICES_INVALID));
    };
    Ok(Specification {
        key,
        name,
        name_bn,
        kind: form.kind,
        unit,
        min,
        max,
        choices,
    })
}

/// 2 to [`MAX_CHOICES`] choices, each labelled, no value twice.
fn parse_choices(forms: &[ChoiceForm]) -> Option<Vec<Choice>> {
    if !(2..=MAX_CHOICES).contains(&forms.len()) {
        return None;
    }
    let mut choices: Vec<Choice> = Vec::new();
    for form in forms {
        let label = label(&form.label, 1)?;
        let value = match form.value.trim() {
            "" => crate::slug::slug_of(&label),
            typed => typed.to_lowercase(),
        };
        let well_formed = !value.is_empty()
            && value.len() <= MAX_TEXT
            && value.bytes().all(|byte| {
                byte.is_ascii_lowercase() || byte.is_ascii_digit() || b"-.".contains(&byte)
            });
        if !well_formed || choices.iter().any(|choice| choice.value == value) {
            return None;
        }
        choices.push(Choice {
            value,
            label,
            label_bn: optional_label(&form.label_bn, 1)?,
        });
    }
    Some(choices)
}

/// A name or label of `least` to [`MAX_TEXT`] characters, single-spaced.
fn label(typed: &str, least: usize) -> Option<String> {
    let text = crate::form::single_spaced(typed.trim());
    (least..=MAX_TEXT)
        .contains(&crate::graphemes::count(&text))
        .then_some(text)
}

/// An optional name: `Some(None)` when empty, `None` when it breaks the rule.
fn optional_label(typed: &str, least: usize) -> Option<Option<String>> {
    match typed.trim() {
        "" => Some(None),
        text => label(text, least).map(Some),
    }
}

/// The typed key, or one made from the English name, when it is a slug.
fn slug_or_made(typed: &str, name: &str) -> Option<String> {
    let key = match typed.trim() {
        "" => crate::slug::slug_of(name),
        typed => typed.to_owned(),
    };
    crate::slug::is_slug(&key).then_some(key)
}

/// A tool's values as typed, by key (empty for none), checked against `specs`, the
/// specifications of its category: each value in its one form, in `specs`' order. A key that
/// is not among them is refused, as is each value that breaks its rule, named by its
/// specification.
pub fn parse_values(
    specs: &[&Specification],
    typed: &std::collections::BTreeMap<String, String>,
) -> Result<Vec<(String, SpecValue)>, Vec<FieldError>> {
    let mut errors = Errors::default();
    for key in typed.keys() {
        if !specs.iter().any(|spec| spec.key == *key) {
            errors.push(FieldError::new(
                "specs",
                "unknown",
                crate::text::Text::new(messages::SPEC_NOT_OF_CATEGORY).plain("key", key),
            ));
        }
    }
    let mut values = Vec::new();
    for spec in specs {
        let Some(text) = typed.get(&spec.key) else {
            continue;
        };
        match spec.parse_value(text) {
            Ok(Some(value)) => values.push((spec.key.clone(), value)),
            Ok(None) => {}
            Err(error) => errors.push(FieldError::new(
                "specs",
                error.code,
                crate::text::Text::new(messages::SPEC_VALUE_PROBLEM)
                    .plain("spec", spec.name.clone())
                    .said("problem", error.text),
            )),
        }
    }
    errors.finish(|| Some(values))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(kind: SpecKind) -> Specification {
        Specification {
            key: "k".into(),
            name: "K".into(),
            name_bn: None,
            kind,
            unit: Some("mm".into()),
            min: Measure::parse("0.5"),
            max: Measure::parse("30"),
            choices: vec![
                Choice {
                    value: "m12".into(),
                    label: "M12".into(),
                    label_bn: Some("এম১২".into()),
                },
                Choice {
                    value: "m18".into(),
                    label: "M18".into(),
                    label_bn: None,
                },
            ],
        }
    }

    #[test]
    fn a_value_is_found_by_what_a_buyer_types_for_it() {
        let text = |value: &str| SpecValue::Text(value.into());
        let number = |value: &str| SpecValue::Number(Measure::parse(value).unwrap());
        for (kind, value, words) in [
            (SpecKind::Number, number("24"), vec!["24mm"]),
            (SpecKind::Number, number("0.5"), vec!["0.5mm"]),
            (SpecKind::Choice, text("m12"), vec!["m12", "m12", "এম১২"]),
            (SpecKind::Choice, text("m18"), vec!["m18", "m18"]),
            (
                SpecKind::Text,
                text("Stainless  Steel"),
                vec!["stainless steel"],
            ),
            (SpecKind::Flag, text("yes"), vec![]),
        ] {
            assert_eq!(spec(kind).search_words(&value), words, "{kind:?} {value:?}");
        }
        let bare = Specification {
            unit: None,
            ..spec(SpecKind::Number)
        };
        assert!(bare.search_words(&number("24")).is_empty());
    }

    #[test]
    fn numbers_are_exact_to_a_thousandth_in_either_script() {
        for (typed, kept) in [
            ("24", Some(24_000)),
            (" 0.5 ", Some(500)),
            ("-20", Some(-20_000)),
            ("১২.৫", Some(12_500)),
            ("1.125", Some(1_125)),
            ("1.1255", None),
            ("1.", None),
            (".5", None),
            ("1e3", None),
            ("", None),
            ("--1", None),
            ("12,5", None),
            ("10000000000", None),
            ("999999999", Some(999_999_999_000)),
            ("1000000000", None),
        ] {
            assert_eq!(
                Measure::parse(typed).map(Measure::thousandths),
                kept,
                "{typed:?}"
            );
        }
        for (thousandths, shown) in [
            (24_000, "24"),
            (500, "0.5"),
            (-12_250, "-12.25"),
            (1, "0.001"),
        ] {
            let measure = Measure::from_thousandths(thousandths);
            assert_eq!(measure.to_string(), shown);
            assert_eq!(Measure::parse(shown), Some(measure));
        }
    }

    #[test]
    fn a_value_is_kept_in_one_form() {
        let number = spec(SpecKind::Number);
        let choice = spec(SpecKind::Choice);
        let flag = spec(SpecKind::Flag);
        let text = spec(SpecKind::Text);
        let kept = |spec: &Specification, typed: &str| {
            spec.parse_value(typed)
                .map(|value| value.map(|value| value.canonical()))
        };
        for (spec, typed, want) in [
            (&number, "8", Ok(Some("8"))),
            (&number, "8mm", Ok(Some("8"))),
            (&number, "০.৫", Ok(Some("0.5"))),
            (&number, "", Ok(None)),
            (&number, "31", Err("out_of_range")),
            (&number, "0.4", Err("out_of_range")),
            (&number, "eight", Err("invalid")),
            (&choice, "M12", Ok(Some("m12"))),
            (&choice, "এম১২", Ok(Some("m12"))),
            (&choice, "m18", Ok(Some("m18"))),
            (&choice, "M30", Err("unknown")),
            (&flag, "Yes", Ok(Some("yes"))),
            (&flag, "না", Ok(Some("no"))),
            (&flag, "maybe", Err("invalid")),
            (&text, "  PNP   NO ", Ok(Some("PNP NO"))),
            (&text, &"x".repeat(MAX_TEXT + 1), Err("too_long")),
        ] {
            let got = kept(spec, typed);
            match want {
                Ok(value) => assert_eq!(got.unwrap().as_deref(), value, "{typed:?}"),
                Err(code) => assert_eq!(got.unwrap_err().code, code, "{typed:?}"),
            }
        }
        assert!(number.filterable() && flag.filterable() && !text.filterable());
    }

    fn form(name: &str, kind: SpecKind) -> SpecForm {
        SpecForm {
            key: String::new(),
            name: name.into(),
            name_bn: String::new(),
            kind,
            unit: String::new(),
            min: String::new(),
            max: String::new(),
            choices: Vec::new(),
        }
    }

    fn choice(label: &str) -> ChoiceForm {
        ChoiceForm {
            label: label.into(),
            ..Default::default()
        }
    }

    #[test]
    fn a_good_list_of_specifications_is_kept() {
        let mut voltage = form("Supply voltage", SpecKind::Number);
        voltage.unit = "V".into();
        (voltage.min, voltage.max) = ("10".into(), "৩০".into());
        let mut thread = form("Thread", SpecKind::Choice);
        thread.choices = vec![choice("M12"), choice("M18 x 1")];
        let specs = parse_specs(&SpecsForm {
            specs: vec![voltage, thread, form("Shielded", SpecKind::Flag)],
        })
        .unwrap();
        assert_eq!(specs[0].key, "supply-voltage");
        assert_eq!(specs[0].unit.as_deref(), Some("V"));
        assert_eq!(
            specs[0].max.map(|max| max.to_string()).as_deref(),
            Some("30")
        );
        let values: Vec<_> = specs[1].choices.iter().map(|c| c.value.as_str()).collect();
        assert_eq!(values, ["m12", "m18-x-1"]);
        assert_eq!(specs[2].kind, SpecKind::Flag);
    }

    #[test]
    fn each_broken_rule_names_its_specification() {
        let mut unit_on_choice = form("Thread", SpecKind::Choice);
        unit_on_choice.choices = vec![choice("M12"), choice("M12")];
        let mut backwards = form("Range", SpecKind::Number);
        (backwards.min, backwards.max) = ("10".into(), "2".into());
        let mut unit_on_flag = form("Shielded", SpecKind::Flag);
        unit_on_flag.unit = "mm".into();
        let errors = parse_specs(&SpecsForm {
            specs: vec![
                form("X", SpecKind::Text),
                unit_on_choice,
                backwards,
                unit_on_flag,
                form("Length", SpecKind::Flag),
                form("Length", SpecKind::Flag),
                form("রেঞ্জ", SpecKind::Flag),
            ],
        })
        .unwrap_err();
        let seen: Vec<_> = errors
            .iter()
            .map(|error| (error.code, error.text.params[0].1.clone()))
            .collect();
        use crate::text::Param::Count;
        assert_eq!(
            seen,
            [
                ("name", Count(1)),
                ("choices", Count(2)),
                ("range", Count(3)),
                ("unit", Count(4)),
                ("repeated", Count(6)),
                ("key", Count(7)),
            ]
        );
        let many = SpecsForm {
            specs: (0..=MAX_SPECS)
                .map(|n| form(&format!("Spec {n}"), SpecKind::Text))
                .collect(),
        };
        assert_eq!(parse_specs(&many).unwrap_err()[0].code, "too_many");
    }

    #[test]
    fn a_tools_values_are_checked_against_its_categorys_specifications() {
        let (number, flag) = (spec(SpecKind::Number), {
            let mut flag = spec(SpecKind::Flag);
            flag.key = "shielded".into();
            flag
        });
        let specs = [&number, &flag];
        let typed = |pairs: &[(&str, &str)]| {
            pairs
                .iter()
                .map(|(key, value)| (key.to_string(), value.to_string()))
                .collect()
        };
        let values = parse_values(&specs, &typed(&[("shielded", "yes"), ("k", "12")])).unwrap();
        let kept: Vec<_> = values
            .iter()
            .map(|(key, value)| (key.as_str(), value.canonical()))
            .collect();
        assert_eq!(kept, [("k", "12".into()), ("shielded", "yes".into())]);
        assert!(
            parse_values(&specs, &typed(&[("k", "")]))
                .unwrap()
                .is_empty()
        );
        let errors = parse_values(&specs, &typed(&[("bore", "8"), ("k", "99")])).unwrap_err();
        let codes: Vec<_> = errors.iter().map(|error| error.code).collect();
        assert_eq!(codes, ["unknown", "out_of_range"]);
        assert_eq!(
            errors[1].text.en(),
            "K: Outside the range this specification allows."
        );
    }
}

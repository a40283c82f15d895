//! What the owner writes for the shop rather than the code: the terms and the privacy policy,
//! each in English and Bangla, and the home page's three figures. The shop ships with its own
//! (the spec's figures, sample terms) until the owner saves theirs from the dashboard.

use crate::error::Errors;
use crate::form::{FormValue, one_spelling, parse_whole};
use crate::messages::{self, Key};
use crate::{FieldError, Lang};
use serde::{Deserialize, Serialize};

/// The owner's pages, by the last segment of their address.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PageSlug {
    Terms,
    Privacy,
}

impl PageSlug {
    pub const ALL: [PageSlug; 2] = [PageSlug::Terms, PageSlug::Privacy];

    pub fn name(self) -> &'static str {
        match self {
            PageSlug::Terms => "terms",
            PageSlug::Privacy => "privacy",
        }
    }

    /// The page an address names; `None` for any other.
    pub fn of(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|slug| slug.name() == name)
    }
}

/// A page as the shop shows it: `GET /api/pages/{slug}`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShopPage {
    pub slug: PageSlug,
    /// Plain text: a line starting with `# ` is a heading, a blank line ends a paragraph.
    pub en: String,
    pub bn: String,
    /// When the owner last saved it; `null` while the shop's own text is shown.
    pub updated_at: Option<i64>,
}

/// `PUT /api/pages/{slug}`: the page in both languages.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ShopPageBody {
    pub en: String,
    pub bn: String,
}

pub const MAX_PAGE_LENGTH: usize = 20_000;

/// A page's two texts that passed their rules: each given, each at most [`MAX_PAGE_LENGTH`]
/// characters, with Windows line ends made plain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageTexts {
    pub en: String,
    pub bn: String,
}

impl PageTexts {
    pub fn parse(body: &ShopPageBody) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let en = errors.take(page_text("en", &body.en));
        let bn = errors.take(page_text("bn", &body.bn));
        errors.finish(|| Some(PageTexts { en: en?, bn: bn? }))
    }
}

fn page_text(field: &'static str, text: &str) -> Result<String, FieldError> {
    let text = one_spelling(text.replace("\r\n", "\n").trim());
    if text.is_empty() {
        Err(FieldError::new(
            field,
            "required",
            messages::PAGE_TEXT_REQUIRED,
        ))
    } else if crate::graphemes::count(&text) > MAX_PAGE_LENGTH {
        Err(FieldError::new(
            field,
            "too_long",
            messages::PAGE_TEXT_TOO_LONG,
        ))
    } else {
        Ok(text)
    }
}

/// One of the home page's figures: a number and what it counts, in both languages.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HomeFigure {
    pub value: u32,
    pub label_en: String,
    pub label_bn: String,
}

/// The home page's figures: `GET /api/home-figures`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HomeFigures {
    pub figures: Vec<HomeFigure>,
    /// When the owner last saved them; `null` while the spec's are shown.
    pub updated_at: Option<i64>,
}

/// A figure as typed on the dashboard.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct HomeFigureForm {
    pub value: FormValue,
    pub label_en: String,
    pub label_bn: String,
}

/// `PUT /api/home-figures`: all three figures at once.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct HomeFiguresBody {
    pub figures: Vec<HomeFigureForm>,
}

/// The home page shows three figures, side by side.
pub const FIGURES: usize = 3;
pub const MAX_FIGURE: u32 = 100_000_000;
pub const MAX_FIGURE_LABEL_LENGTH: usize = 30;

/// Each figure's fields as the form and its errors name them.
const FIGURE_FIELDS: [[&str; 3]; FIGURES] = [
    ["figures.0.value", "figures.0.labelEn", "figures.0.labelBn"],
    ["figures.1.value", "figures.1.labelEn", "figures.1.labelBn"],
    ["figures.2.value", "figures.2.labelEn", "figures.2.labelBn"],
];

/// Checks the three figures, reporting every failure; anything but three is refused whole.
pub fn parse_figures(body: &HomeFiguresBody) -> Result<Vec<HomeFigure>, Vec<FieldError>> {
    if body.figures.len() != FIGURES {
        return Err(vec![FieldError::new(
            "figures",
            "invalid",
            messages::FIGURES_COUNT,
        )]);
    }
    let mut errors = Errors::default();
    let figures: Vec<Option<HomeFigure>> = body
        .figures
        .iter()
        .zip(FIGURE_FIELDS)
        .map(|(form, [value, label_en, label_bn])| {
            let number = errors.take(
                parse_whole(form.value.text())
                    .filter(|number| *number <= MAX_FIGURE)
                    .ok_or_else(|| {
                        FieldError::new(value, "invalid", messages::FIGURE_VALUE_INVALID)
                    }),
            );
            let en = errors.take(figure_label(label_en, &form.label_en));
            let bn = errors.take(figure_label(label_bn, &form.label_bn));
            Some(HomeFigure {
                value: number?,
                label_en: en?,
                label_bn: bn?,
            })
        })
        .collect();
    errors.finish(|| figures.into_iter().collect())
}

fn figure_label(field: &'static str, text: &str) -> Result<String, FieldError> {
    let label = one_spelling(&crate::form::single_spaced(text));
    if label.is_empty() {
        Err(FieldError::new(
            field,
            "required",
            messages::FIGURE_LABEL_REQUIRED,
        ))
    } else if crate::graphemes::count(&label) > MAX_FIGURE_LABEL_LENGTH {
        Err(FieldError::new(
            field,
            "too_long",
            messages::FIGURE_LABEL_TOO_LONG,
        ))
    } else {
        Ok(label)
    }
}

/// The spec's figures (§9: + Countries 47, + Happy Clients 100, + Feedback 134), shown until
/// the owner saves the shop's own.
pub fn spec_figures() -> Vec<HomeFigure> {
    let figure = |value, label: Key| HomeFigure {
        value,
        label_en: label.template(Lang::En).to_owned(),
        label_bn: label.template(Lang::Bn).to_owned(),
    };
    vec![
        figure(47, messages::COUNTER_COUNTRIES),
        figure(100, messages::COUNTER_CLIENTS),
        figure(134, messages::COUNTER_FEEDBACK),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(value: &str, en: &str, bn: &str) -> HomeFigureForm {
        HomeFigureForm {
            value: FormValue::new(value),
            label_en: en.into(),
            label_bn: bn.into(),
        }
    }

    #[test]
    fn three_figures_with_bengali_digits_and_tidy_labels_pass() {
        let body = HomeFiguresBody {
            figures: vec![
                form("64", " Districts ", "জেলা"),
                form("১২০০", "Factories served", "কারখানা"),
                form("0", "Years", "বছর"),
            ],
        };
        let figures = parse_figures(&body).unwrap();
        assert_eq!(figures[0].label_en, "Districts");
        assert_eq!(figures[1].value, 1200);
        assert_eq!(figures[2].value, 0);
    }

    #[test]
    fn each_broken_figure_is_named_and_a_wrong_count_refused_whole() {
        let body = HomeFiguresBody {
            figures: vec![
                form("-5", "Districts", "জেলা"),
                form("12", "", "ক".repeat(31).as_str()),
                form("100000001", "Years", "বছর"),
            ],
        };
        let errors = parse_figures(&body).unwrap_err();
        let fields: Vec<_> = errors
            .iter()
            .map(|error| (error.field, error.code))
            .collect();
        assert_eq!(
            fields,
            [
                ("figures.0.value", "invalid"),
                ("figures.1.labelEn", "required"),
                ("figures.1.labelBn", "too_long"),
                ("figures.2.value", "invalid"),
            ]
        );
        let two = HomeFiguresBody {
            figures: vec![form("1", "a", "b"), form("2", "c", "d")],
        };
        assert_eq!(
            parse_figures(&two).unwrap_err()[0].text,
            messages::FIGURES_COUNT
        );
    }

    #[test]
    fn a_page_needs_both_languages_within_the_limit() {
        let body = ShopPageBody {
            en: "# Terms\r\n\r\nBe fair.".into(),
            bn: " ".into(),
        };
        let errors = PageTexts::parse(&body).unwrap_err();
        assert_eq!((errors[0].field, errors[0].code), ("bn", "required"));
        let body = ShopPageBody {
            en: "x".repeat(MAX_PAGE_LENGTH + 1),
            bn: "শর্ত".into(),
        };
        assert_eq!(PageTexts::parse(&body).unwrap_err()[0].code, "too_long");
        let body = ShopPageBody {
            en: "# Terms\r\n\r\nBe fair.".into(),
            bn: "শর্ত".into(),
        };
        assert_eq!(PageTexts::parse(&body).unwrap().en, "# Terms\n\nBe fair.");
    }

    #[test]
    fn the_spec_figures_are_the_catalogue_words() {
        let figures = spec_figures();
        assert_eq!(figures[0].label_en, "Countries");
        assert_eq!(figures[0].value, 47);
        assert_eq!(figures[2].label_bn, "মতামত");
    }

    #[test]
    fn a_slug_is_its_address() {
        assert_eq!(PageSlug::of("privacy"), Some(PageSlug::Privacy));
        assert_eq!(PageSlug::of("cookies"), None);
    }
}

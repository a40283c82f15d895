//! The catalogue's shape: categories in a tree up to [`MAX_DEPTH`] levels (Sensors → Proximity
//! → Inductive), each named in both languages and found at `/category/{slug}`. A tool belongs to
//! one category; a category's tools are its own and its sub-categories'.

use crate::error::Errors;
pub use crate::slug::{is_slug, slug_of};
use crate::{FieldError, messages};
use serde::{Deserialize, Serialize};

/// How deep the tree goes: a buyer narrows by three clicks at most, and a fourth level would
/// be a specification rather than a kind of part.
pub const MAX_DEPTH: usize = 3;

/// The longest name, in characters: what fits a menu line on a phone.
pub const MAX_NAME: usize = 60;

/// The longest description, in characters: a paragraph above the tools.
pub const MAX_DESCRIPTION: usize = 400;

/// A category as the API shows it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Category {
    /// Its address: `/category/{slug}`.
    pub slug: String,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_bn: Option<String>,
    pub description: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description_bn: Option<String>,
    /// Where its picture is served, when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// The slug of the category it sits in; none at the top of the tree.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<String>,
    /// Its tools and its sub-categories' tools.
    pub tool_count: u32,
    /// The specifications it asks of its tools, beside those of the categories above it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub specs: Vec<crate::specification::Specification>,
}

impl Category {
    /// The name a reader of `lang` sees.
    pub fn name_in(&self, lang: crate::Lang) -> &str {
        crate::entities::in_language(lang, &self.name, self.name_bn.as_deref())
    }
}

/// The categories above `slug`, from the top of the tree down, then `slug`'s own: the
/// breadcrumb. Empty when `slug` is not among `all`; a loop in the data ends the walk.
pub fn path_to<'a>(all: &'a [Category], slug: &str) -> Vec<&'a Category> {
    let mut path = Vec::new();
    let mut next = Some(slug);
    while let Some(slug) = next {
        let Some(category) = all.iter().find(|category| category.slug == slug) else {
            break;
        };
        if path.len() > MAX_DEPTH || path.iter().any(|seen: &&Category| seen.slug == slug) {
            break;
        }
        path.push(category);
        next = category.parent.as_deref();
    }
    path.reverse();
    path
}

/// The categories directly inside `parent` (the top of the tree for `None`), in `all`'s order.
pub fn children_of<'a>(all: &'a [Category], parent: Option<&str>) -> Vec<&'a Category> {
    all.iter()
        .filter(|category| category.parent.as_deref() == parent)
        .collect()
}

/// `slug`'s part of the tree, in `all`'s order: the categories from the top down to it, each
/// with its specifications (its tools have them all), and those directly inside it, without
/// theirs. All a category's page shows, however large the tree; `None` when no category has
/// that slug.
pub fn branch(all: &[Category], slug: &str) -> Option<Vec<Category>> {
    let path = path_to(all, slug);
    path.last()?;
    let on_path = |category: &Category| path.iter().any(|above| above.slug == category.slug);
    Some(
        all.iter()
            .filter_map(|category| {
                if on_path(category) {
                    Some(category.clone())
                } else if category.parent.as_deref() == Some(slug) {
                    Some(Category {
                        specs: Vec::new(),
                        ..category.clone()
                    })
                } else {
                    None
                }
            })
            .collect(),
    )
}

/// The specifications of a category's tools: those of every category on `path` (from the top
/// down, as [`path_to`] gives it), in that order.
pub fn specs_along<'a>(path: &[&'a Category]) -> Vec<&'a crate::specification::Specification> {
    path.iter().flat_map(|category| &category.specs).collect()
}

/// The Add or Edit Category form, as typed.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase")]
pub struct CategoryForm {
    /// The address; empty makes one from the English name.
    pub slug: String,
    pub name: String,
    pub name_bn: String,
    pub description: String,
    pub description_bn: String,
    /// The parent's slug; empty for the top of the tree.
    pub parent: String,
    /// A picture already uploaded (`/api/images/…`), or empty.
    pub image: String,
}

/// A category form that obeys every rule; `None` is an empty optional field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCategory {
    pub slug: String,
    pub name: String,
    pub name_bn: Option<String>,
    pub description: String,
    pub description_bn: Option<String>,
    pub parent: Option<String>,
    pub image: Option<String>,
}

impl NewCategory {
    pub fn parse(form: &CategoryForm) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let name = errors
            .take(bounded_name("name", &form.name, true))
            .flatten();
        let name_bn = errors.take(bounded_name("nameBn", &form.name_bn, false));
        let slug = errors.take(match form.slug.trim() {
            "" => name
                .as_deref()
                .map(slug_of)
                .filter(|slug| is_slug(slug))
                .ok_or_else(|| slug_refused("required")),
            typed => Some(typed.to_owned())
                .filter(|slug| is_slug(slug))
                .ok_or_else(|| slug_refused("invalid")),
        });
        let description = errors.take(bounded_description("description", &form.description));
        let description_bn =
            errors.take(bounded_description("descriptionBn", &form.description_bn));
        let parent = optional(&form.parent).map(str::to_owned);
        let image = optional(&form.image).map(str::to_owned);
        errors.finish(|| {
            Some(NewCategory {
                slug: slug?,
                name: name?,
                name_bn: name_bn?,
                description: description?.unwrap_or_default(),
                description_bn: description_bn?,
                parent,
                image,
            })
        })
    }
}

fn optional(text: &str) -> Option<&str> {
    Some(text.trim()).filter(|text| !text.is_empty())
}

fn bounded_name(
    field: &'static str,
    text: &str,
    required: bool,
) -> Result<Option<String>, FieldError> {
    let refused = |code| FieldError::new(field, code, messages::CATEGORY_NAME_INVALID);
    match optional(text) {
        None if required => Err(refused("required")),
        None => Ok(None),
        Some(text) if !(2..=MAX_NAME).contains(&crate::graphemes::count(text)) => {
            Err(refused("length"))
        }
        Some(text) => Ok(Some(crate::form::single_spaced(text))),
    }
}

fn bounded_description(field: &'static str, text: &str) -> Result<Option<String>, FieldError> {
    match optional(text) {
        Some(text) if crate::graphemes::count(text) > MAX_DESCRIPTION => Err(FieldError::new(
            field,
            "too_long",
            messages::CATEGORY_DESCRIPTION_TOO_LONG,
        )),
        other => Ok(other.map(str::to_owned)),
    }
}

fn slug_refused(code: &'static str) -> FieldError {
    FieldError::new("slug", code, messages::CATEGORY_SLUG_INVALID)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn category(slug: &str, parent: Option<&str>) -> Category {
        Category {
            slug: slug.into(),
            name: slug.into(),
            name_bn: None,
            description: String::new(),
            description_bn: None,
            image: None,
            parent: parent.map(str::to_owned),
            tool_count: 0,
            specs: Vec::new(),
        }
    }

    #[test]
    fn a_form_names_each_broken_rule() {
        let form = CategoryForm {
            name: "S".into(),
            slug: "Bad Slug".into(),
            description: "x".repeat(MAX_DESCRIPTION + 1),
            ..Default::default()
        };
        let errors = NewCategory::parse(&form).unwrap_err();
        let fields: Vec<_> = errors
            .iter()
            .map(|error| (error.field, error.code))
            .collect();
        assert_eq!(
            fields,
            [
                ("name", "length"),
                ("slug", "invalid"),
                ("description", "too_long")
            ]
        );
        let errors = NewCategory::parse(&CategoryForm {
            name: "সেন্সর".into(),
            ..Default::default()
        })
        .unwrap_err();
        assert_eq!((errors[0].field, errors[0].code), ("slug", "required"));
    }

    #[test]
    fn a_good_form_gives_a_category() {
        let form = CategoryForm {
            name: " Inductive  Sensors ".into(),
            name_bn: "ইন্ডাকটিভ সেন্সর".into(),
            parent: "proximity".into(),
            ..Default::default()
        };
        let category = NewCategory::parse(&form).unwrap();
        assert_eq!(category.slug, "inductive-sensors");
        assert_eq!(category.name, "Inductive Sensors");
        assert_eq!(category.name_bn.as_deref(), Some("ইন্ডাকটিভ সেন্সর"));
        assert_eq!(category.parent.as_deref(), Some("proximity"));
        assert_eq!(category.description, "");
    }

    #[test]
    fn the_path_runs_from_the_top_down_and_survives_a_loop() {
        let all = [
            category("sensors", None),
            category("proximity", Some("sensors")),
            category("inductive", Some("proximity")),
            category("loop-a", Some("loop-b")),
            category("loop-b", Some("loop-a")),
        ];
        let slugs = |path: Vec<&Category>| path.iter().map(|c| c.slug.clone()).collect::<Vec<_>>();
        assert_eq!(
            slugs(path_to(&all, "inductive")),
            ["sensors", "proximity", "inductive"]
        );
        assert_eq!(slugs(path_to(&all, "nowhere")), Vec::<String>::new());
        assert_eq!(slugs(path_to(&all, "loop-a")), ["loop-b", "loop-a"]);
        assert_eq!(slugs(children_of(&all, Some("sensors"))), ["proximity"]);
        assert_eq!(slugs(children_of(&all, None)), ["sensors"]);
    }

    #[test]
    fn a_branch_is_the_path_with_its_specifications_and_the_children_without() {
        let spec = |key: &str| crate::specification::Specification {
            key: key.into(),
            name: key.into(),
            name_bn: None,
            kind: crate::specification::SpecKind::Text,
            unit: None,
            min: None,
            max: None,
            choices: Vec::new(),
        };
        let with_spec = |slug: &str, parent: Option<&str>| Category {
            specs: vec![spec(slug)],
            ..category(slug, parent)
        };
        let all = [
            with_spec("sensors", None),
            with_spec("proximity", Some("sensors")),
            with_spec("inductive", Some("proximity")),
            with_spec("capacitive", Some("proximity")),
            with_spec("pressure", Some("sensors")),
            with_spec("hand-tools", None),
        ];
        let seen = |branch: Vec<Category>| {
            branch
                .iter()
                .map(|c| (c.slug.clone(), c.specs.len()))
                .collect::<Vec<_>>()
        };
        let owned = |pairs: &[(&str, usize)]| {
            pairs
                .iter()
                .map(|&(slug, specs)| (slug.to_owned(), specs))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            seen(branch(&all, "proximity").unwrap()),
            owned(&[
                ("sensors", 1),
                ("proximity", 1),
                ("inductive", 0),
                ("capacitive", 0)
            ])
        );
        assert_eq!(
            seen(branch(&all, "sensors").unwrap()),
            owned(&[("sensors", 1), ("proximity", 0), ("pressure", 0)])
        );
        assert_eq!(
            seen(branch(&all, "inductive").unwrap()),
            owned(&[("sensors", 1), ("proximity", 1), ("inductive", 1)])
        );
        assert!(branch(&all, "nowhere").is_none());
    }
}

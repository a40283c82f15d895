//! The category tree as a spreadsheet, beside the tools' file ([`crate::import`]): a row for
//! each category, matched by its address, followed by a row for each specification it asks of
//! its tools. The owner's export writes it and the bulk import reads it back.
//!
//! A category's row is laid over the category as it is, so its empty cells keep what it has,
//! and checked by the Categories form's rules. A specification's row is the whole
//! specification, checked by the specifications form's rules; a category's specification rows
//! are its whole list, in their order.

use crate::category::{Category, CategoryForm, NewCategory};
use crate::import::{CellsOf, FileColumn};
use crate::replies::ImportKind;
use crate::specification::{ChoiceForm, SpecForm, SpecKind, Specification};
use crate::text::Text;
use crate::{FieldError, messages};

/// A column of the categories file, in the order the export writes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Heading {
    Category,
    Parent,
    Specification,
    Name,
    NameBn,
    Description,
    DescriptionBn,
    Picture,
    Kind,
    Unit,
    Lowest,
    Highest,
    Choices,
    ChoicesBn,
}

impl FileColumn for Heading {
    fn all() -> &'static [Self] {
        &[
            Heading::Category,
            Heading::Parent,
            Heading::Specification,
            Heading::Name,
            Heading::NameBn,
            Heading::Description,
            Heading::DescriptionBn,
            Heading::Picture,
            Heading::Kind,
            Heading::Unit,
            Heading::Lowest,
            Heading::Highest,
            Heading::Choices,
            Heading::ChoicesBn,
        ]
    }

    fn heading(self) -> &'static str {
        match self {
            Heading::Category => "category",
            Heading::Parent => "parent",
            Heading::Specification => "specification",
            Heading::Name => "name",
            Heading::NameBn => "name (Bangla)",
            Heading::Description => "description",
            Heading::DescriptionBn => "description (Bangla)",
            Heading::Picture => "picture",
            Heading::Kind => "kind",
            Heading::Unit => "unit",
            Heading::Lowest => "lowest",
            Heading::Highest => "highest",
            Heading::Choices => "choices",
            Heading::ChoicesBn => "choices (Bangla)",
        }
    }
}

/// A row of the categories file.
pub type Cells = CellsOf<Heading>;

/// Which file a heading row begins: the category tree's when every heading is one of its
/// columns and none is `part number`, the tools' otherwise (whose reading names what is wrong).
pub fn kind_of(headings: &[String]) -> ImportKind {
    let named: Vec<&String> = headings
        .iter()
        .filter(|cell| !cell.trim().is_empty())
        .collect();
    let tree = !named.is_empty()
        && named.iter().all(|cell| Heading::named(cell).is_some())
        && !named.iter().any(|cell| {
            crate::import::Column::named(cell) == Some(crate::import::Column::PartNumber)
        });
    if tree {
        ImportKind::Categories
    } else {
        ImportKind::Tools
    }
}

/// Whether a row is a specification's (it names one) rather than its category's.
pub fn is_specification(cells: &Cells) -> bool {
    cells.contains_key(&Heading::Specification)
}

/// An optional cell's text, empty for none.
fn text(value: &Option<String>) -> String {
    value.clone().unwrap_or_default()
}

/// A category's row as the export writes it.
pub fn category_cells(category: &Category) -> Cells {
    [
        (Heading::Category, category.slug.clone()),
        (Heading::Parent, text(&category.parent)),
        (Heading::Name, category.name.clone()),
        (Heading::NameBn, text(&category.name_bn)),
        (Heading::Description, category.description.clone()),
        (Heading::DescriptionBn, text(&category.description_bn)),
        (Heading::Picture, text(&category.image)),
    ]
    .into_iter()
    .filter(|(_, cell)| !cell.is_empty())
    .collect()
}

/// A specification's row, under its category's address, as the export writes it.
pub fn specification_cells(category: &str, spec: &Specification) -> Cells {
    let bound = |value: Option<crate::specification::Measure>| {
        value.map(|measure| measure.to_string()).unwrap_or_default()
    };
    let choices = spec
        .choices
        .iter()
        .map(|choice| format!("{}={}", choice.value, choice.label))
        .collect::<Vec<_>>()
        .join("; ");
    let choices_bn = spec
        .choices
        .iter()
        .filter_map(|choice| Some(format!("{}={}", choice.value, choice.label_bn.as_ref()?)))
        .collect::<Vec<_>>()
        .join("; ");
    [
        (Heading::Category, category.to_owned()),
        (Heading::Specification, spec.key.clone()),
        (Heading::Name, spec.name.clone()),
        (Heading::NameBn, text(&spec.name_bn)),
        (Heading::Kind, kind_word(spec.kind).to_owned()),
        (Heading::Unit, text(&spec.unit)),
        (Heading::Lowest, bound(spec.min)),
        (Heading::Highest, bound(spec.max)),
        (Heading::Choices, choices),
        (Heading::ChoicesBn, choices_bn),
    ]
    .into_iter()
    .filter(|(_, cell)| !cell.is_empty())
    .collect()
}

/// The tree in the file's rows: each category (parents before their sub-categories, as `all`
/// lists them), then its specifications.
pub fn rows_of(all: &[Category]) -> Vec<Cells> {
    all.iter()
        .flat_map(|category| {
            std::iter::once(category_cells(category)).chain(
                category
                    .specs
                    .iter()
                    .map(|spec| specification_cells(&category.slug, spec)),
            )
        })
        .collect()
}

/// A kind as the file writes it.
fn kind_word(kind: SpecKind) -> &'static str {
    match kind {
        SpecKind::Number => "number",
        SpecKind::Choice => "choice",
        SpecKind::Flag => "yes/no",
        SpecKind::Text => "text",
    }
}

fn kind_named(typed: &str) -> Option<SpecKind> {
    [
        SpecKind::Number,
        SpecKind::Choice,
        SpecKind::Flag,
        SpecKind::Text,
    ]
    .into_iter()
    .find(|kind| kind_word(*kind).eq_ignore_ascii_case(typed.trim()))
}

/// A row's problems, each with its column.
pub type Problems = Vec<(Heading, FieldError)>;

/// A category's row laid over the category as it is (`None` for one the file adds), checked by
/// the Categories form's rules. Its parent is checked against the tree by the server.
pub fn check_category(current: Option<&Category>, row: &Cells) -> Result<NewCategory, Problems> {
    let cells = crate::import::merged(current.map(category_cells).as_ref(), row);
    let cell = |heading| cells.get(&heading).cloned().unwrap_or_default();
    let form = CategoryForm {
        slug: cell(Heading::Category),
        name: cell(Heading::Name),
        name_bn: cell(Heading::NameBn),
        description: cell(Heading::Description),
        description_bn: cell(Heading::DescriptionBn),
        parent: cell(Heading::Parent),
        image: cell(Heading::Picture),
    };
    NewCategory::parse(&form).map_err(|errors| {
        errors
            .into_iter()
            .map(|error| (category_heading(error.field), error))
            .collect()
    })
}

/// The column a Categories form's field is kept in.
pub fn category_heading(field: &str) -> Heading {
    match field {
        "name" => Heading::Name,
        "nameBn" => Heading::NameBn,
        "description" => Heading::Description,
        "descriptionBn" => Heading::DescriptionBn,
        "parent" => Heading::Parent,
        "image" => Heading::Picture,
        _ => Heading::Category,
    }
}

/// A category once checked, as the export would write it: what it will hold, to compare with
/// what it holds.
pub fn new_category_cells(new: &NewCategory) -> Cells {
    category_cells(&Category {
        slug: new.slug.clone(),
        name: new.name.clone(),
        name_bn: new.name_bn.clone(),
        description: new.description.clone(),
        description_bn: new.description_bn.clone(),
        image: new.image.clone(),
        parent: new.parent.clone(),
        tool_count: 0,
        specs: Vec::new(),
    })
}

/// A specification's row, the `place`-th (from 1) of its category's list, checked by the
/// specifications form's rules.
pub fn check_specification(row: &Cells, place: usize) -> Result<Specification, Problems> {
    let cell = |heading| row.get(&heading).map_or("", String::as_str);
    let Some(kind) = kind_named(cell(Heading::Kind)) else {
        return Err(vec![(
            Heading::Kind,
            FieldError::new("kind", "invalid", messages::IMPORT_KIND_INVALID),
        )]);
    };
    let choices = read_choices(cell(Heading::Choices), cell(Heading::ChoicesBn))?;
    let form = SpecForm {
        key: cell(Heading::Specification).to_owned(),
        name: cell(Heading::Name).to_owned(),
        name_bn: cell(Heading::NameBn).to_owned(),
        kind,
        unit: cell(Heading::Unit).to_owned(),
        min: cell(Heading::Lowest).to_owned(),
        max: cell(Heading::Highest).to_owned(),
        choices,
    };
    crate::specification::parse_one(&form).map_err(|(field, problem)| {
        let heading = match field {
            "name" => Heading::Name,
            "nameBn" => Heading::NameBn,
            "key" => Heading::Specification,
            "unit" => Heading::Unit,
            "range" => Heading::Lowest,
            _ => Heading::Choices,
        };
        let text = Text::new(messages::SPEC_PROBLEM)
            .count("number", place as u64)
            .said("problem", problem);
        vec![(heading, FieldError::new("specs", field, text))]
    })
}

/// `m8=M8; m10=M10` (or labels alone, their values made from them) with their Bangla labels
/// by value (`m8=এম৮`), or in the same order without values.
fn read_choices(cell: &str, bangla: &str) -> Result<Vec<ChoiceForm>, Problems> {
    let pairs = |cell: &str| -> Vec<(String, String)> {
        cell.split(';')
            .map(str::trim)
            .filter(|pair| !pair.is_empty())
            .map(|pair| match pair.split_once('=') {
                Some((value, label)) => (value.trim().to_lowercase(), label.trim().to_owned()),
                None => (String::new(), pair.to_owned()),
            })
            .collect()
    };
    let mut choices: Vec<ChoiceForm> = pairs(cell)
        .into_iter()
        .map(|(value, label)| ChoiceForm {
            value,
            label,
            label_bn: String::new(),
        })
        .collect();
    for (at, (value, label_bn)) in pairs(bangla).into_iter().enumerate() {
        let choice = if value.is_empty() {
            choices.get_mut(at)
        } else {
            choices.iter_mut().find(|choice| {
                choice.value == value
                    || (choice.value.is_empty() && crate::slug::slug_of(&choice.label) == value)
            })
        };
        let Some(choice) = choice else {
            let shown = if value.is_empty() { label_bn } else { value };
            return Err(vec![(
                Heading::ChoicesBn,
                FieldError::new(
                    "choices",
                    "unknown",
                    Text::new(messages::IMPORT_CHOICE_UNKNOWN).plain("value", &shown),
                ),
            )]);
        };
        choice.label_bn = label_bn;
    }
    Ok(choices)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::{changed_columns, read_headings, row_cells};
    use crate::specification::Choice;

    fn strings(cells: &[&str]) -> Vec<String> {
        cells.iter().map(|cell| (*cell).to_owned()).collect()
    }

    fn proximity() -> Category {
        Category {
            slug: "proximity-sensors".into(),
            name: "Proximity sensors".into(),
            name_bn: Some("প্রক্সিমিটি সেন্সর".into()),
            description: "Inductive and capacitive sensors.".into(),
            description_bn: None,
            image: None,
            parent: Some("sensors".into()),
            tool_count: 3,
            specs: vec![
                Specification {
                    key: "sensing-range".into(),
                    name: "Sensing range".into(),
                    name_bn: None,
                    kind: SpecKind::Number,
                    unit: Some("mm".into()),
                    min: crate::specification::Measure::parse("0.5"),
                    max: crate::specification::Measure::parse("40"),
                    choices: Vec::new(),
                },
                Specification {
                    key: "thread".into(),
                    name: "Thread".into(),
                    name_bn: Some("থ্রেড".into()),
                    kind: SpecKind::Choice,
                    unit: None,
                    min: None,
                    max: None,
                    choices: vec![
                        Choice {
                            value: "m8".into(),
                            label: "M8".into(),
                            label_bn: Some("এম৮".into()),
                        },
                        Choice {
                            value: "m12".into(),
                            label: "M12".into(),
                            label_bn: None,
                        },
                    ],
                },
            ],
        }
    }

    #[test]
    fn a_file_is_the_trees_when_its_headings_are_all_the_trees() {
        let kind = |cells: &[&str]| kind_of(&strings(cells));
        assert_eq!(
            kind(&["category", "parent", "name", "specification", "kind"]),
            ImportKind::Categories
        );
        assert_eq!(kind(&["Category", "name", ""]), ImportKind::Categories);
        assert_eq!(kind(&["part number", "category"]), ImportKind::Tools);
        assert_eq!(kind(&["category", "in stock"]), ImportKind::Tools);
        assert_eq!(kind(&["", " "]), ImportKind::Tools);
    }

    #[test]
    fn an_exported_tree_reads_back_unchanged() {
        let category = proximity();
        let rows = rows_of(std::slice::from_ref(&category));
        assert_eq!(rows.len(), 3, "the category, then its two specifications");
        assert!(!is_specification(&rows[0]) && is_specification(&rows[1]));
        assert_eq!(rows[2][&Heading::Choices], "m8=M8; m12=M12");
        assert_eq!(rows[2][&Heading::ChoicesBn], "m8=এম৮");
        assert_eq!(rows[1][&Heading::Lowest], "0.5");

        let new = check_category(Some(&category), &rows[0]).unwrap();
        assert_eq!(changed_columns(&rows[0], &new_category_cells(&new)), []);
        let fresh = check_category(None, &rows[0]).unwrap();
        assert_eq!(fresh.parent.as_deref(), Some("sensors"));
        for (place, (row, spec)) in rows[1..].iter().zip(&category.specs).enumerate() {
            assert_eq!(&check_specification(row, place + 1).unwrap(), spec);
        }
    }

    #[test]
    fn a_row_read_through_its_headings_keeps_what_it_leaves_out() {
        let columns = read_headings(
            &strings(&["Category", "name (Bangla)", ""]),
            Heading::Category,
            messages::IMPORT_NO_CATEGORY_COLUMN,
        )
        .unwrap();
        let row = row_cells(
            &columns,
            &strings(&["proximity-sensors", "নৈকট্য সেন্সর", "x"]),
        );
        let category = proximity();
        let new = check_category(Some(&category), &row).unwrap();
        assert_eq!(new.name, "Proximity sensors");
        assert_eq!(new.name_bn.as_deref(), Some("নৈকট্য সেন্সর"));
        let changed = changed_columns(&category_cells(&category), &new_category_cells(&new));
        assert_eq!(changed, [Heading::NameBn]);

        let missing = read_headings(
            &strings(&["name", "parent"]),
            Heading::Category,
            messages::IMPORT_NO_CATEGORY_COLUMN,
        )
        .unwrap_err();
        assert_eq!(
            missing[0].error.text.render(crate::Lang::En),
            "The first row needs a “category” column: each row is matched to its category by it."
        );
    }

    #[test]
    fn a_rows_problems_name_their_columns() {
        let row = |cells: &[(Heading, &str)]| -> Cells {
            cells
                .iter()
                .map(|(heading, cell)| (*heading, (*cell).to_owned()))
                .collect()
        };
        let spec = |cells: &[(Heading, &str)]| {
            let mut cells = cells.to_vec();
            cells.extend([
                (Heading::Category, "proximity-sensors"),
                (Heading::Specification, "supply"),
            ]);
            check_specification(&row(&cells), 2).unwrap_err()
        };
        let problems = spec(&[(Heading::Name, "Supply"), (Heading::Kind, "colour")]);
        assert_eq!(problems[0].0, Heading::Kind);
        assert_eq!(
            problems[0].1.text.render(crate::Lang::En),
            "The kind is one of number, choice, yes/no or text."
        );
        let problems = spec(&[
            (Heading::Name, "Supply"),
            (Heading::Kind, "Number"),
            (Heading::Lowest, "30"),
            (Heading::Highest, "10"),
        ]);
        assert_eq!(problems[0].0, Heading::Lowest);
        assert!(
            problems[0]
                .1
                .text
                .render(crate::Lang::En)
                .starts_with("Specification 2: only a number has a range")
        );
        let problems = spec(&[
            (Heading::Name, "Supply"),
            (Heading::Kind, "choice"),
            (Heading::Choices, "12 V; 24 V"),
            (Heading::ChoicesBn, "36v=৩৬ ভোল্ট"),
        ]);
        assert_eq!(problems[0].0, Heading::ChoicesBn);
        let labels = check_specification(
            &row(&[
                (Heading::Specification, "supply"),
                (Heading::Name, "Supply"),
                (Heading::Kind, "choice"),
                (Heading::Choices, "12 V; 24 V"),
                (Heading::ChoicesBn, "24-v=২৪ ভোল্ট"),
            ]),
            1,
        )
        .unwrap();
        assert_eq!(labels.choices[1].value, "24-v");
        assert_eq!(labels.choices[1].label_bn.as_deref(), Some("২৪ ভোল্ট"));
        assert_eq!(labels.choices[0].label_bn, None);

        let problems = check_category(None, &row(&[(Heading::Category, "new-one")])).unwrap_err();
        assert_eq!(problems[0].0, Heading::Name);
    }
}

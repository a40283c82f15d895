//! The catalogue as a spreadsheet: one row a tool, keyed by its part number, in the columns
//! [`Column`] names. The owner's export writes it ([`cells_of`]) and the bulk import reads it
//! back: each row's cells laid over the tool's current ones ([`merged`]) and checked by the
//! same rules as the Add Product and Manage Products forms ([`check`]), so a file holding only
//! `part number` and `in stock` is the weekly stock take, and a row with every column adds a
//! tool. A row's problems name its column.

use crate::error::Errors;
use crate::part_number::ToolDetails;
use crate::tiers::{PriceTier, TierForm, parse_tiers};
use crate::{FieldError, FormValue, Money, NewProduct, ProductForm, Tool, messages};
use std::collections::BTreeMap;

/// A column of the catalogue file, in the order the export writes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Column {
    PartNumber,
    Name,
    NameBn,
    Category,
    Brand,
    Price,
    MinOrder,
    InStock,
    Vat,
    Weight,
    PriceBreaks,
    Specifications,
    Picture,
    Description,
    DescriptionBn,
}

impl Column {
    pub const ALL: [Column; 15] = [
        Column::PartNumber,
        Column::Name,
        Column::NameBn,
        Column::Category,
        Column::Brand,
        Column::Price,
        Column::MinOrder,
        Column::InStock,
        Column::Vat,
        Column::Weight,
        Column::PriceBreaks,
        Column::Specifications,
        Column::Picture,
        Column::Description,
        Column::DescriptionBn,
    ];

    /// The column a form's field is kept in: where a rule's complaint about it belongs.
    fn of_field(field: &str) -> Column {
        match field {
            "toolName" => Column::Name,
            "toolNameBn" => Column::NameBn,
            "toolPrice" => Column::Price,
            "minOrder" => Column::MinOrder,
            "availableQuantity" => Column::InStock,
            "toolImage" => Column::Picture,
            "toolDescription" => Column::Description,
            "toolDescriptionBn" => Column::DescriptionBn,
            "vatRate" => Column::Vat,
            "weightGrams" => Column::Weight,
            "priceTiers" => Column::PriceBreaks,
            "specs" => Column::Specifications,
            "brand" => Column::Brand,
            "category" => Column::Category,
            _ => Column::PartNumber,
        }
    }
}

/// The columns of one kind of file: the tools' [`Column`]s, or the category tree's
/// ([`crate::category_file::Heading`]).
pub trait FileColumn: Copy + Ord + 'static {
    /// Every column, in the order the export writes them.
    fn all() -> &'static [Self];

    /// Its heading in the file's first row.
    fn heading(self) -> &'static str;

    /// The column a heading names, Latin case and spacing aside.
    fn named(heading: &str) -> Option<Self> {
        let wanted = crate::form::single_spaced(heading.trim()).to_lowercase();
        Self::all()
            .iter()
            .copied()
            .find(|column| column.heading().to_lowercase() == wanted)
    }
}

impl FileColumn for Column {
    fn all() -> &'static [Self] {
        &Column::ALL
    }

    fn heading(self) -> &'static str {
        match self {
            Column::PartNumber => "part number",
            Column::Name => "name",
            Column::NameBn => "name (Bangla)",
            Column::Category => "category",
            Column::Brand => "brand",
            Column::Price => "price (Tk)",
            Column::MinOrder => "minimum order",
            Column::InStock => "in stock",
            Column::Vat => "VAT (%)",
            Column::Weight => "weight (g)",
            Column::PriceBreaks => "price breaks",
            Column::Specifications => "specifications",
            Column::Picture => "picture",
            Column::Description => "description",
            Column::DescriptionBn => "description (Bangla)",
        }
    }
}

/// The export's first row.
pub fn heading_row<C: FileColumn>() -> Vec<&'static str> {
    C::all().iter().map(|column| column.heading()).collect()
}

/// A problem with the file, or with one of its cells: the row as a spreadsheet numbers it (the
/// headings are row 1) and the column, when it is one cell's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellError {
    pub row: usize,
    /// The column's heading.
    pub column: Option<&'static str>,
    pub error: FieldError,
}

/// The columns of a file's heading row, each cell's in its place (`None` for an empty heading,
/// whose cells are ignored). A heading the shop does not know, one given twice, or no `key`
/// column (each row is matched by it; `missing` says so), is refused, since the rows could not
/// be read as meant.
pub fn read_headings<C: FileColumn>(
    cells: &[String],
    key: C,
    missing: crate::text::Key,
) -> Result<Vec<Option<C>>, Vec<CellError>> {
    let mut columns = Vec::with_capacity(cells.len());
    let mut errors = Vec::new();
    let problem = |key, heading: &str| CellError {
        row: 1,
        column: None,
        error: FieldError::new(
            "file",
            "heading",
            crate::text::Text::new(key).plain("heading", heading),
        ),
    };
    for cell in cells {
        if cell.trim().is_empty() {
            columns.push(None);
            continue;
        }
        match C::named(cell) {
            Some(column) if columns.contains(&Some(column)) => {
                errors.push(problem(messages::IMPORT_HEADING_TWICE, cell.trim()));
            }
            Some(column) => columns.push(Some(column)),
            None => errors.push(problem(messages::IMPORT_HEADING_UNKNOWN, cell.trim())),
        }
    }
    if !columns.contains(&Some(key)) {
        errors.push(problem(missing, key.heading()));
    }
    if errors.is_empty() {
        Ok(columns)
    } else {
        Err(errors)
    }
}

/// A row's cells by column: only the columns the file has.
pub type CellsOf<C> = BTreeMap<C, String>;
/// A row of the tools' file.
pub type Cells = CellsOf<Column>;

/// The cells of one data row under `columns`, trimmed; an empty cell is left out, so the
/// tool keeps what it has there. A spreadsheet may have left the quote the export puts before
/// a cell that would start a formula (`'-5`); it is taken off.
pub fn row_cells<C: FileColumn>(columns: &[Option<C>], cells: &[String]) -> CellsOf<C> {
    columns
        .iter()
        .zip(cells)
        .filter_map(|(column, cell)| {
            let cell = cell.trim();
            let cell = match cell.strip_prefix('\'') {
                Some(rest) if rest.starts_with(['=', '+', '-', '@']) => rest,
                _ => cell,
            };
            let column = (*column)?;
            (!cell.is_empty()).then(|| (column, cell.to_owned()))
        })
        .collect()
}

/// Whether every cell of a row is empty: a spreadsheet's blank line, skipped.
pub fn is_blank(cells: &[String]) -> bool {
    cells.iter().all(|cell| cell.trim().is_empty())
}

/// A tool's cells as the export writes them, its specifications' values (by key, in their
/// one form) among them.
pub fn cells_of(tool: &Tool, specs: &BTreeMap<String, String>) -> Cells {
    let text = |value: &Option<String>| value.clone().unwrap_or_default();
    Column::ALL
        .into_iter()
        .map(|column| {
            let cell = match column {
                Column::PartNumber => tool.part_number.clone(),
                Column::Name => tool.tool_name.clone(),
                Column::NameBn => text(&tool.tool_name_bn),
                Column::Category => text(&tool.category),
                Column::Brand => text(&tool.brand),
                Column::Price => money_cell(tool.tool_price),
                Column::MinOrder => tool.min_order.to_string(),
                Column::InStock => tool.available_quantity.to_string(),
                Column::Vat => tool.vat_rate.percent_text(crate::Digits::Latin),
                Column::Weight => tool.weight_grams.to_string(),
                Column::PriceBreaks => breaks_cell(&tool.price_tiers),
                Column::Specifications => specs_cell(specs),
                Column::Picture => tool.tool_image.clone(),
                Column::Description => tool.tool_description.clone(),
                Column::DescriptionBn => text(&tool.tool_description_bn),
            };
            (column, cell)
        })
        .collect()
}

/// `1180.50`: taka with their poisha, as a spreadsheet reads a number.
fn money_cell(money: Money) -> String {
    let poisha = money.poisha();
    format!("{}.{:02}", poisha / 100, poisha % 100)
}

/// `100:150.00 500:140.00`: each break's pieces and price, by spaces.
fn breaks_cell(tiers: &[PriceTier]) -> String {
    tiers
        .iter()
        .map(|tier| format!("{}:{}", tier.min_quantity, money_cell(tier.unit_price)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `bore=25; seal=2rs`: each value by its specification's key, by `; `.
fn specs_cell(specs: &BTreeMap<String, String>) -> String {
    specs
        .iter()
        .map(|(key, value)| format!("{key}={value}"))
        .collect::<Vec<_>>()
        .join("; ")
}

/// A row's cells laid over the tool's current ones (`None` for a part number the catalogue
/// does not have): the columns the file leaves out, and its empty cells, keep what the tool
/// has. A row's specifications are all the tool's values, as the export writes them.
pub fn merged<C: FileColumn>(current: Option<&CellsOf<C>>, row: &CellsOf<C>) -> CellsOf<C> {
    let mut merged = current.cloned().unwrap_or_default();
    merged.extend(row.iter().map(|(column, cell)| (*column, cell.clone())));
    merged
}

/// A row that obeys every rule the shop knows without its database: the tool as the Add
/// Product form would add it, its part number, brand and category, its breaks and weight, and
/// its specifications' values as typed (checked by the server against its category's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    pub product: NewProduct,
    pub details: ToolDetails,
    pub tiers: Vec<PriceTier>,
    /// `None` keeps the shop's default for a new tool.
    pub weight: Option<u32>,
    pub specs: BTreeMap<String, String>,
}

/// Checks a merged row by the forms' rules; every problem with its column.
pub fn check(cells: &Cells) -> Result<Checked, Vec<(Column, FieldError)>> {
    let cell = |column| cells.get(&column).map_or("", String::as_str);
    let form = ProductForm {
        tool_name: cell(Column::Name).to_owned(),
        tool_price: FormValue::new(cell(Column::Price)),
        min_order: FormValue::new(cell(Column::MinOrder)),
        available_quantity: FormValue::new(cell(Column::InStock)),
        tool_image: cell(Column::Picture).to_owned(),
        tool_description: cell(Column::Description).to_owned(),
        vat_rate: FormValue::new(cell(Column::Vat)),
        tool_name_bn: cell(Column::NameBn).to_owned(),
        tool_description_bn: cell(Column::DescriptionBn).to_owned(),
    };
    let mut errors = Errors::default();
    let product = errors.take_all(NewProduct::parse(&form, []));
    let details = errors.take_all(ToolDetails::parse_fields(
        cell(Column::PartNumber),
        cell(Column::Brand),
        cell(Column::Category),
    ));
    let tiers = match (&product, read_breaks(cell(Column::PriceBreaks))) {
        (Some(product), Ok(forms)) => errors.take_all(parse_tiers(product.tool_price, &forms)),
        (None, Ok(_)) => None,
        (_, Err(error)) => errors.take(Err(error)),
    };
    let weight = match cell(Column::Weight) {
        "" => Some(None),
        typed => errors
            .take(crate::courier::parse_weight(&FormValue::new(typed)))
            .map(Some),
    };
    let specs = errors.take(read_specs(cell(Column::Specifications)));
    errors
        .finish(|| {
            Some(Checked {
                product: product?,
                details: details?,
                tiers: tiers?,
                weight: weight?,
                specs: specs?,
            })
        })
        .map_err(|errors| {
            errors
                .into_iter()
                .map(|error| (Column::of_field(error.field), error))
                .collect()
        })
}

/// A row's cells once checked, as the export would write them: what the tool will hold, to
/// compare with what it holds. `specs` are its values as the server keeps them.
pub fn checked_cells(checked: &Checked, specs: &BTreeMap<String, String>, weight: u32) -> Cells {
    let product = &checked.product;
    let tool = Tool {
        id: 0,
        tool_name: product.tool_name.as_ref().to_owned(),
        tool_image: product.tool_image.clone(),
        tool_description: product.tool_description.as_ref().to_owned(),
        tool_name_bn: product
            .tool_name_bn
            .as_ref()
            .map(|name| name.as_ref().to_owned()),
        tool_description_bn: product
            .tool_description_bn
            .as_ref()
            .map(|text| text.as_ref().to_owned()),
        tool_price: product.tool_price,
        min_order: product.min_order,
        available_quantity: product.available_quantity,
        vat_rate: product.vat_rate,
        weight_grams: checked.weight.unwrap_or(weight),
        part_number: checked.details.part_number.clone(),
        brand: checked.details.brand.clone(),
        category: checked.details.category.clone(),
        created_at: 0,
        price_tiers: checked.tiers.clone(),
        specs: BTreeMap::new(),
    };
    cells_of(&tool, specs)
}

/// The columns whose cells differ between `before` and `after`, in the file's order.
pub fn changed_columns<C: FileColumn>(before: &CellsOf<C>, after: &CellsOf<C>) -> Vec<C> {
    C::all()
        .iter()
        .copied()
        .filter(|column| before.get(column) != after.get(column))
        .collect()
}

/// `100:150 500:140` (or split by commas or semicolons): the price breaks as the form holds
/// them, for `tiers::parse_tiers` to check.
fn read_breaks(cell: &str) -> Result<Vec<TierForm>, FieldError> {
    cell.split([' ', ',', ';'])
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (pieces, price) = pair.split_once(':').ok_or_else(|| {
                FieldError::new(
                    crate::tiers::FIELD,
                    "format",
                    messages::IMPORT_BREAKS_FORMAT,
                )
            })?;
            Ok(TierForm {
                min_quantity: FormValue::new(pieces),
                unit_price: FormValue::new(price),
            })
        })
        .collect()
}

/// `bore=25; seal=2rs`: the specifications' values by key.
fn read_specs(cell: &str) -> Result<BTreeMap<String, String>, FieldError> {
    cell.split(';')
        .map(str::trim)
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair
                .split_once('=')
                .filter(|(key, _)| !key.trim().is_empty())
                .ok_or_else(|| FieldError::new("specs", "format", messages::IMPORT_SPECS_FORMAT))?;
            Ok((key.trim().to_lowercase(), value.trim().to_owned()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(cells: &[&str]) -> Vec<String> {
        cells.iter().map(|cell| (*cell).to_owned()).collect()
    }

    fn tools_headings(cells: &[String]) -> Result<Vec<Option<Column>>, Vec<CellError>> {
        read_headings(cells, Column::PartNumber, messages::IMPORT_NO_PART_NUMBER)
    }

    fn bearing() -> (Tool, BTreeMap<String, String>) {
        let tool = Tool {
            id: 7,
            tool_name: "Deep Groove Ball Bearing 6205-2RS".into(),
            tool_image: "/api/images/bearing.svg".into(),
            tool_description: "Sealed deep groove ball bearing, 25 mm bore, 52 mm outside, for motors, pumps and gearboxes; greased for life and ready to fit.".into(),
            tool_name_bn: None,
            tool_description_bn: None,
            tool_price: Money::parse_taka("180").unwrap(),
            min_order: 10,
            available_quantity: 500,
            vat_rate: VatRate::STANDARD,
            weight_grams: 130,
            part_number: "6205-2RS".into(),
            brand: Some("SKF".into()),
            category: Some("ball-bearings".into()),
            created_at: 1,
            price_tiers: vec![PriceTier {
                min_quantity: 100,
                unit_price: Money::parse_taka("165").unwrap(),
            }],
            specs: BTreeMap::new(),
        };
        let specs = [("bore", "25"), ("seal", "2rs")]
            .map(|(key, value)| (key.to_owned(), value.to_owned()))
            .into();
        (tool, specs)
    }

    use crate::VatRate;

    #[test]
    fn headings_are_read_whatever_their_case_and_every_problem_is_named() {
        let read = tools_headings(&strings(&["Part  Number", "", "IN STOCK"])).unwrap();
        assert_eq!(
            read,
            [Some(Column::PartNumber), None, Some(Column::InStock)]
        );
        let refused = tools_headings(&strings(&["in stock", "colour", "in stock"])).unwrap_err();
        let said: Vec<String> = refused
            .iter()
            .map(|e| e.error.text.render(crate::Lang::En))
            .collect();
        assert_eq!(
            said,
            [
                "The heading “colour” is not a column of the catalogue file; the export's first row names them.",
                "The heading “in stock” is given twice.",
                "The first row needs a “part number” column: each row is matched to its tool by it.",
            ]
        );
        assert!(
            refused
                .iter()
                .all(|error| error.row == 1 && error.column.is_none())
        );
    }

    #[test]
    fn an_exported_row_reads_back_unchanged() {
        let (tool, specs) = bearing();
        let cells = cells_of(&tool, &specs);
        assert_eq!(cells[&Column::PriceBreaks], "100:165.00");
        assert_eq!(cells[&Column::Specifications], "bore=25; seal=2rs");
        let checked = check(&merged(None, &cells)).unwrap();
        assert_eq!(checked.specs, specs);
        let again = checked_cells(&checked, &specs, 0);
        assert_eq!(changed_columns(&cells, &again), []);
    }

    #[test]
    fn a_stock_take_changes_the_stock_alone() {
        let (tool, specs) = bearing();
        let current = cells_of(&tool, &specs);
        let columns = tools_headings(&strings(&["part number", "in stock"])).unwrap();
        let row = row_cells(&columns, &strings(&["6205-2rs", " ৪২০ "]));
        let checked = check(&merged(Some(&current), &row)).unwrap();
        assert_eq!(checked.product.available_quantity, 420);
        let after = checked_cells(&checked, &specs, 0);
        assert_eq!(changed_columns(&current, &after), [Column::InStock]);
    }

    #[test]
    fn a_rows_problems_name_their_columns() {
        let (tool, specs) = bearing();
        let current = cells_of(&tool, &specs);
        for (column, typed, key) in [
            (Column::Price, "free", messages::TOOL_PRICE_INVALID),
            (Column::InStock, "-5", messages::AVAILABLE_QUANTITY_INVALID),
            (
                Column::PriceBreaks,
                "100-165",
                messages::IMPORT_BREAKS_FORMAT,
            ),
            (
                Column::Specifications,
                "bore 25",
                messages::IMPORT_SPECS_FORMAT,
            ),
            (
                Column::Picture,
                "http://x.test/a.png",
                messages::TOOL_IMAGE_INVALID,
            ),
            (Column::Weight, "0", messages::WEIGHT_INVALID),
        ] {
            let row = Cells::from([(column, typed.to_owned())]);
            let errors = check(&merged(Some(&current), &row)).unwrap_err();
            assert_eq!(errors.len(), 1, "{column:?}: {errors:?}");
            assert_eq!(errors[0].0, column);
            assert_eq!(errors[0].1.text.key, key, "{column:?}");
        }
        // A break dearer than the price is the break's problem, in its column.
        let row = Cells::from([(Column::PriceBreaks, "100:200".to_owned())]);
        let errors = check(&merged(Some(&current), &row)).unwrap_err();
        assert_eq!(errors[0].0, Column::PriceBreaks);
        // A new part with its part number alone is missing what a new tool needs.
        let row = Cells::from([(Column::PartNumber, "NEW-1".to_owned())]);
        let columns: Vec<Column> = check(&merged(None, &row))
            .unwrap_err()
            .into_iter()
            .map(|(column, _)| column)
            .collect();
        for needed in [
            Column::Name,
            Column::Price,
            Column::Picture,
            Column::Description,
        ] {
            assert!(columns.contains(&needed), "{needed:?} in {columns:?}");
        }
    }

    #[test]
    fn a_quote_that_kept_a_cell_from_being_a_formula_is_taken_off() {
        let columns = [
            Some(Column::PartNumber),
            Some(Column::Brand),
            Some(Column::Name),
        ];
        let cells = row_cells(&columns, &strings(&["'-X1", "'Bosch"]));
        assert_eq!(cells[&Column::PartNumber], "-X1");
        assert_eq!(
            cells[&Column::Brand],
            "'Bosch",
            "a quote before a name is the name's"
        );
        assert!(
            !cells.contains_key(&Column::Name),
            "a short row's last cells keep theirs"
        );
        let cells = row_cells(&columns, &strings(&["X1", " ", "Vise"]));
        assert_eq!(
            cells.keys().collect::<Vec<_>>(),
            [&Column::PartNumber, &Column::Name]
        );
    }
}

//! What narrows the catalogue for a page of it: a search, a category and the filters
//! (`shared::filters`), as SQL conditions over `tools`, and the filters' choices with their
//! counts. The listing and its facets take their conditions from here, so the counts beside
//! the filters are always of the tools the page lists.
//!
//! Parameters: `$1` is a search's pattern and `$2` its key (`search_plan::Matching`); `$3` to
//! `$6` are the listing's own (cursor, limit, offset); the filters' values are `$7` on.

use super::search_plan::Matching;
use super::specifications::Stored;
use crate::error::Result;
use crate::store::db::{self, Engine, Pool};
use shared::filters::{
    Facet, FacetCount, Facets, Filters, MeasureRange, PriceRange, SpecFacet, Wanted,
};
use shared::specification::{Measure, SpecKind};

/// The first parameter a filter's value takes.
const FIRST_FILTER_PARAMETER: usize = 7;

/// A value a query binds.
#[derive(Debug, Clone)]
pub enum Arg {
    Text(Option<String>),
    Int(Option<i64>),
    Flag(Option<bool>),
}

/// The highest `$n` that `sql` names: SQLite takes no more values than that (a value bound
/// for a parameter no statement names is refused), PostgreSQL no fewer.
pub fn highest_parameter(sql: &str) -> usize {
    let bytes = sql.as_bytes();
    let mut highest = 0;
    for (at, _) in sql.match_indices('$') {
        let digits = bytes[at + 1..]
            .iter()
            .take_while(|byte| byte.is_ascii_digit())
            .count();
        if let Ok(n) = sql[at + 1..at + 1 + digits].parse::<usize>() {
            highest = highest.max(n);
        }
    }
    highest
}

/// Binds to a query the values its SQL names, from `$1` on.
macro_rules! bind_args {
    ($query:expr, $sql:expr, $args:expr) => {{
        let mut query = $query;
        for arg in $args
            .iter()
            .take($crate::catalogue::narrowing::highest_parameter($sql))
        {
            query = match arg {
                $crate::catalogue::narrowing::Arg::Text(text) => query.bind(text.clone()),
                $crate::catalogue::narrowing::Arg::Int(number) => query.bind(*number),
                $crate::catalogue::narrowing::Arg::Flag(flag) => query.bind(*flag),
            };
        }
        query
    }};
}
pub(crate) use bind_args;

/// A search (its key and how it is looked up), a category's ids and the filters.
pub struct Narrowing {
    pub key: Option<String>,
    pub matching: Option<Matching>,
    /// `category_id IN (…)`: ids read from the database, written as numbers.
    pub category: Option<String>,
    /// The category's own id, when there is one.
    pub category_id: Option<i64>,
    /// The specifications of a category's page (its own and those above it), to count.
    pub specs: Vec<Stored>,
    pub filters: Filters,
    /// A search's other words, each held anywhere in a tool's names, words or descriptions,
    /// when its words are matched in any order (`key` is then the longest of them).
    pub words: Vec<String>,
    /// Whose SQL the word conditions are written in.
    pub engine: Engine,
}

impl Narrowing {
    /// The values of `$1` to `$6` when nothing is paged: the search's pattern and key.
    pub fn search_args(&self) -> Vec<Arg> {
        vec![
            Arg::Text(
                self.matching
                    .as_ref()
                    .map(|matching| matching.pattern.clone()),
            ),
            Arg::Text(self.key.clone()),
            Arg::Flag(None),
            Arg::Int(None),
            Arg::Int(None),
            Arg::Int(None),
        ]
    }

    /// The values of a count's parameters: the search's, then the filters' `args`.
    pub fn with(&self, args: Vec<Arg>) -> Vec<Arg> {
        let mut all = self.search_args();
        all.extend(args);
        all
    }

    /// The conditions of the search and the category, then of the filters but `without`'s,
    /// with the filters' values (`$7` on) in parameter order.
    pub fn conditions(&self, without: Option<&Facet>) -> (Vec<String>, Vec<Arg>) {
        let mut conditions = Vec::new();
        if let Some(matching) = &self.matching {
            conditions.push(matching.filter.to_owned());
        }
        conditions.extend(self.category.clone());
        let filters = match without {
            Some(facet) => self.filters.without(facet),
            None => self.filters.clone(),
        };
        let (more, mut args) = filter_conditions(&filters);
        conditions.extend(more);
        for word in &self.words {
            args.push(Arg::Text(Some(word.clone())));
            let at = format!("${}", FIRST_FILTER_PARAMETER + args.len() - 1);
            conditions.push(holds_word(self.engine, &at));
        }
        (conditions, args)
    }
}

/// Whether a tool holds the search word at parameter `at` in any column a search looks in.
fn holds_word(engine: Engine, at: &str) -> String {
    match engine {
        Engine::Sqlite => format!(
            "(instr(name_key, {at}) > 0 OR instr(lower(description), {at}) > 0 \
              OR COALESCE(instr(search_words, {at}), 0) > 0 \
              OR COALESCE(instr(lower(description_bn), {at}), 0) > 0)"
        ),
        Engine::Postgres => format!("instr({}, {at}) > 0", super::search_plan::search_text!()),
    }
}

/// The filters as conditions, their values bound from [`FIRST_FILTER_PARAMETER`] on.
fn filter_conditions(filters: &Filters) -> (Vec<String>, Vec<Arg>) {
    let mut conditions = Vec::new();
    let mut args = Vec::new();
    let next = |arg: Arg, args: &mut Vec<Arg>| {
        args.push(arg);
        format!("${}", FIRST_FILTER_PARAMETER + args.len() - 1)
    };
    if !filters.brands.is_empty() {
        let brands: Vec<String> = filters
            .brands
            .iter()
            .map(|brand| next(Arg::Text(Some(brand.clone())), &mut args))
            .collect();
        conditions.push(format!("brand IN ({})", brands.join(", ")));
    }
    if filters.in_stock {
        conditions.push("available_quantity >= min_order".to_owned());
    }
    if let Some(min) = filters.min_price {
        conditions.push(format!(
            "price_poisha >= {}",
            next(Arg::Int(Some(min.poisha())), &mut args)
        ));
    }
    if let Some(max) = filters.max_price {
        conditions.push(format!(
            "price_poisha <= {}",
            next(Arg::Int(Some(max.poisha())), &mut args)
        ));
    }
    // A specification by its key (each the shop's own); a key no specification has matches
    // no tool.
    for spec in &filters.specs {
        let key = next(Arg::Text(Some(spec.key.clone())), &mut args);
        let wanted = match &spec.wanted {
            Wanted::AnyOf(values) => {
                let values: Vec<String> = values
                    .iter()
                    .map(|value| next(Arg::Text(Some(value.clone())), &mut args))
                    .collect();
                format!("text_value IN ({})", values.join(", "))
            }
            Wanted::Between(low, high) => {
                let mut bounds = Vec::new();
                if let Some(low) = low {
                    let low = next(Arg::Int(Some(low.thousandths())), &mut args);
                    bounds.push(format!("number_value >= {low}"));
                }
                if let Some(high) = high {
                    let high = next(Arg::Int(Some(high.thousandths())), &mut args);
                    bounds.push(format!("number_value <= {high}"));
                }
                bounds.join(" AND ")
            }
        };
        conditions.push(format!(
            "tools.id IN (SELECT tool_id FROM tool_specs
                          WHERE spec_id = (SELECT id FROM specifications WHERE key = {key})
                            AND {wanted})"
        ));
    }
    (conditions, args)
}

fn where_clause(conditions: &[String]) -> String {
    if conditions.is_empty() {
        "TRUE".to_owned()
    } else {
        conditions.join(" AND ")
    }
}

fn count(n: i64) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Each filter's choices over the tools the search and the category leave, each counted with
/// the other filters applied; and the total with them all.
pub async fn facets(db: &Pool, narrowing: &Narrowing) -> Result<Facets> {
    facets_reading(db, narrowing, FEW_TOOLS).await
}

/// [`facets`], the specifications' values read tool by tool up to `few_tools` tools (the two
/// ways must agree; the tests compare them).
pub async fn facets_reading(db: &Pool, narrowing: &Narrowing, few_tools: i64) -> Result<Facets> {
    // Every brand of the search or category, with what ticking it would show.
    let (others, args) = narrowing.conditions(Some(&Facet::Brand));
    let (searched, _) = Narrowing {
        key: narrowing.key.clone(),
        matching: narrowing.matching.clone(),
        category: narrowing.category.clone(),
        category_id: narrowing.category_id,
        specs: Vec::new(),
        filters: Filters::default(),
        words: narrowing.words.clone(),
        engine: narrowing.engine,
    }
    .conditions(None);
    let sql = format!(
        "SELECT brand, SUM(CASE WHEN {} THEN 1 ELSE 0 END) FROM tools
         WHERE {} AND brand IS NOT NULL GROUP BY brand",
        where_clause(&others),
        where_clause(&searched),
    );
    let mut brands: Vec<(String, i64)> =
        bind_args!(sqlx::query_as(&sql), &sql, narrowing.with(args))
            .fetch_all(db)
            .await?;
    // Sorted here, case aside, rather than by each engine's collation.
    brands.sort_by_cached_key(|(brand, _)| brand.to_lowercase());

    let (others, args) = narrowing.conditions(Some(&Facet::InStock));
    let sql = format!(
        "SELECT COUNT(*) FROM tools WHERE {} AND available_quantity >= min_order",
        where_clause(&others)
    );
    let in_stock: i64 = bind_args!(sqlx::query_scalar(&sql), &sql, narrowing.with(args))
        .fetch_one(db)
        .await?;

    let (others, args) = narrowing.conditions(Some(&Facet::Price));
    let sql = format!(
        "SELECT MIN(price_poisha), MAX(price_poisha) FROM tools WHERE {}",
        where_clause(&others)
    );
    let (low, high): (Option<i64>, Option<i64>) =
        bind_args!(sqlx::query_as(&sql), &sql, narrowing.with(args))
            .fetch_one(db)
            .await?;

    let (all, args) = narrowing.conditions(None);
    let sql = format!("SELECT COUNT(*) FROM tools WHERE {}", where_clause(&all));
    let total: i64 = bind_args!(sqlx::query_scalar(&sql), &sql, narrowing.with(args))
        .fetch_one(db)
        .await?;

    Ok(Facets {
        total: count(total),
        brands: brands
            .into_iter()
            .map(|(value, n)| FacetCount {
                value,
                count: count(n),
            })
            .collect(),
        in_stock: count(in_stock),
        price: low.zip(high).map(|(low, high)| PriceRange {
            min: db::money(low),
            max: db::money(high),
        }),
        specs: spec_facets(db, narrowing, total <= few_tools).await?,
    })
}

/// One value of a specification among the tools counted: its spec's id, the text value (none
/// for a number), how many tools have it, and a number's lowest and highest.
type Counted = (i64, Option<String>, i64, Option<i64>, Option<i64>);

/// Each specification of the page buyers narrow by, counted over the tools the other filters
/// leave: a choice's every value (or yes and no) with its count, a number's range. The
/// specifications no filter names are counted over the same tools, so together in one query;
/// each one a filter names, without its own filter; read tool by tool when `by_tool`.
async fn spec_facets(db: &Pool, narrowing: &Narrowing, by_tool: bool) -> Result<Vec<SpecFacet>> {
    let filterable: Vec<&Stored> = narrowing
        .specs
        .iter()
        .filter(|stored| stored.spec.filterable())
        .collect();
    let chosen = |stored: &Stored| {
        narrowing
            .filters
            .specs
            .iter()
            .any(|filter| filter.key == stored.spec.key)
    };
    let plain: Vec<i64> = filterable
        .iter()
        .filter(|stored| !chosen(stored))
        .map(|stored| stored.id)
        .collect();
    let mut counted = count_values(db, narrowing, None, &plain, by_tool).await?;
    for stored in filterable.iter().filter(|stored| chosen(stored)) {
        let without = Facet::Spec(stored.spec.key.clone());
        counted.extend(count_values(db, narrowing, Some(&without), &[stored.id], by_tool).await?);
    }
    Ok(filterable
        .into_iter()
        .map(|stored| facet_of(stored, &counted))
        .collect())
}

/// Up to this many tools, a page's values are read tool by tool (a few lookups each); above,
/// value by value from the specifications' indexes. Measured at 100,000 tools: a category of
/// 5,000 took 72 ms tool by tool and 21 ms by the indexes, one of 250 the other way round
/// (the indexes of the specifications of the categories above it hold thousands of tools).
const FEW_TOOLS: i64 = 1_000;

/// The values of specifications `ids` among the tools the narrowing leaves (but `without`'s
/// filter), each with its count: read from those tools to their values when `by_tool` (SQLite
/// joins in the order written around `CROSS JOIN`), else from the specifications' indexes of
/// values (`tool_specs_by_text`, `tool_specs_by_number`), each kind in a query of its own so
/// the index alone answers it.
async fn count_values(
    db: &Pool,
    narrowing: &Narrowing,
    without: Option<&Facet>,
    ids: &[i64],
    by_tool: bool,
) -> Result<Vec<Counted>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let (conditions, args) = narrowing.conditions(without);
    // The ids are read from the database, written as numbers.
    let ids: Vec<String> = ids.iter().map(i64::to_string).collect();
    let (ids, tools) = (ids.join(", "), where_clause(&conditions));
    let statements = if by_tool {
        vec![format!(
            "SELECT tool_specs.spec_id, tool_specs.text_value, COUNT(*),
                    MIN(tool_specs.number_value), MAX(tool_specs.number_value)
             FROM tools CROSS JOIN tool_specs
             WHERE tool_specs.tool_id = tools.id AND tool_specs.spec_id IN ({ids}) AND {tools}
             GROUP BY tool_specs.spec_id, tool_specs.text_value"
        )]
    } else {
        let among = format!("tool_id IN (SELECT tools.id FROM tools WHERE {tools})");
        vec![
            format!(
                "SELECT spec_id, text_value, COUNT(*), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT)
                 FROM tool_specs
                 WHERE spec_id IN ({ids}) AND text_value IS NOT NULL AND {among}
                 GROUP BY spec_id, text_value"
            ),
            format!(
                "SELECT spec_id, CAST(NULL AS TEXT), COUNT(*), MIN(number_value), MAX(number_value)
                 FROM tool_specs
                 WHERE spec_id IN ({ids}) AND number_value IS NOT NULL AND {among}
                 GROUP BY spec_id"
            ),
        ]
    };
    let mut counted = Vec::new();
    for sql in &statements {
        let rows: Vec<Counted> = bind_args!(sqlx::query_as(sql), sql, narrowing.with(args.clone()))
            .fetch_all(db)
            .await?;
        counted.extend(rows);
    }
    Ok(counted)
}

/// A specification's facet from the values counted.
fn facet_of(stored: &Stored, counted: &[Counted]) -> SpecFacet {
    let spec = &stored.spec;
    let mine = counted.iter().filter(|value| value.0 == stored.id);
    if spec.kind == SpecKind::Number {
        let low = mine.clone().filter_map(|value| value.3).min();
        let high = mine.filter_map(|value| value.4).max();
        return SpecFacet {
            key: spec.key.clone(),
            counts: Vec::new(),
            range: low.zip(high).map(|(low, high)| MeasureRange {
                min: Measure::from_thousandths(low),
                max: Measure::from_thousandths(high),
            }),
        };
    }
    let values: Vec<String> = match spec.kind {
        SpecKind::Flag => vec!["yes".into(), "no".into()],
        _ => spec
            .choices
            .iter()
            .map(|choice| choice.value.clone())
            .collect(),
    };
    let count_of = |value: &str| {
        mine.clone()
            .find(|counted| counted.1.as_deref() == Some(value))
            .map_or(0, |counted| count(counted.2))
    };
    SpecFacet {
        key: spec.key.clone(),
        counts: values
            .into_iter()
            .map(|value| FacetCount {
                count: count_of(&value),
                value,
            })
            .collect(),
        range: None,
    }
}

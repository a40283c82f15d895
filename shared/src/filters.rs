//! What narrows a page of the catalogue beyond a search and a category: brands, stock, a
//! price range and specifications, as the address carries them
//! (`?brand=SKF,NTN&inStock=true&minPrice=100&spec=thread:m12;supply-voltage:10..30`), and the
//! counts a buyer sees beside each choice.

use crate::specification::Measure;
use crate::{FieldError, Money, messages};
use serde::{Deserialize, Serialize};

/// The most brands one address may name: a buyer ticks a handful, never the whole list.
pub const MAX_BRANDS: usize = 20;

/// The most specifications one address narrows by, and values of each.
pub const MAX_SPEC_FILTERS: usize = 12;
pub const MAX_SPEC_VALUES: usize = crate::specification::MAX_CHOICES;

/// The filters as the address holds them, before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FilterQuery<'a> {
    /// Brands, comma-separated; a tool of any of them matches.
    pub brand: Option<&'a str>,
    pub in_stock: Option<bool>,
    /// Taka, as typed.
    pub min_price: Option<&'a str>,
    pub max_price: Option<&'a str>,
    /// Specifications: `key:value,value` or `key:lowest..highest` (either end may be left
    /// out), joined by `;`.
    pub spec: Option<&'a str>,
}

/// Filters that obey their rules: each brand as stored, prices in whole poisha.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filters {
    pub brands: Vec<String>,
    /// Only tools that can be ordered now: as many pieces in stock as the minimum order.
    pub in_stock: bool,
    pub min_price: Option<Money>,
    pub max_price: Option<Money>,
    pub specs: Vec<SpecFilter>,
}

/// What one specification is narrowed to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecFilter {
    /// The specification's key (`shared::specification`).
    pub key: String,
    pub wanted: Wanted,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Wanted {
    /// A tool with any of these values (a choice's values, `yes`/`no`).
    AnyOf(Vec<String>),
    /// A number from the lowest to the highest, both included.
    Between(Option<Measure>, Option<Measure>),
}

/// One of the filters, to count the others' choices without it: a brand's count is what
/// ticking it would add, whatever brands are ticked already.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Facet {
    Brand,
    InStock,
    Price,
    /// A specification, by its key.
    Spec(String),
}

impl Filters {
    pub fn parse(query: &FilterQuery) -> Result<Self, FieldError> {
        let mut brands = Vec::new();
        for typed in query.brand.unwrap_or_default().split(',') {
            let brand = crate::part_number::parse_brand(typed)?;
            if let Some(brand) = brand.filter(|brand| !brands.contains(brand)) {
                brands.push(brand);
            }
        }
        if brands.len() > MAX_BRANDS {
            return Err(FieldError::new(
                "brand",
                "too_many",
                messages::FILTER_TOO_MANY_BRANDS,
            ));
        }
        let price = |field: &'static str, typed: Option<&str>| match typed.map(str::trim) {
            None | Some("") => Ok(None),
            Some(text) => Money::parse_taka(text)
                .map(Some)
                .ok_or_else(|| FieldError::new(field, "invalid", messages::FILTER_PRICE_INVALID)),
        };
        let min_price = price("minPrice", query.min_price)?;
        let max_price = price("maxPrice", query.max_price)?;
        if let (Some(min), Some(max)) = (min_price, max_price)
            && min > max
        {
            return Err(FieldError::new(
                "maxPrice",
                "below_min",
                messages::FILTER_PRICE_INVALID,
            ));
        }
        Ok(Filters {
            brands,
            in_stock: query.in_stock.unwrap_or(false),
            min_price,
            max_price,
            specs: parse_specs(query.spec.unwrap_or_default())?,
        })
    }

    /// Whether any filter is set.
    pub fn any(&self) -> bool {
        !self.brands.is_empty()
            || self.in_stock
            || self.min_price.is_some()
            || self.max_price.is_some()
            || !self.specs.is_empty()
    }

    /// These filters but `facet`'s: what that facet's own counts are taken over.
    pub fn without(&self, facet: &Facet) -> Self {
        let mut rest = self.clone();
        match facet {
            Facet::Brand => rest.brands.clear(),
            Facet::InStock => rest.in_stock = false,
            Facet::Price => (rest.min_price, rest.max_price) = (None, None),
            Facet::Spec(key) => rest.specs.retain(|spec| spec.key != *key),
        }
        rest
    }
}

/// `thread:m12,m18;supply-voltage:10..30;shielded:yes`: each part one specification, a range
/// when it holds `..`. Whether a key is a specification of the page is the server's to say;
/// one that is not matches no tool.
fn parse_specs(typed: &str) -> Result<Vec<SpecFilter>, FieldError> {
    let refused = || FieldError::new("spec", "invalid", messages::FILTER_SPEC_INVALID);
    let mut specs: Vec<SpecFilter> = Vec::new();
    for part in typed
        .split(';')
        .map(str::trim)
        .filter(|part| !part.is_empty())
    {
        let (key, values) = part.split_once(':').ok_or_else(refused)?;
        let key = key.trim();
        if !crate::slug::is_slug(key) || specs.iter().any(|spec| spec.key == key) {
            return Err(refused());
        }
        let wanted = match values.split_once("..") {
            Some((low, high)) => {
                let bound = |text: &str| match text.trim() {
                    "" => Ok(None),
                    text => Measure::parse(text).map(Some).ok_or_else(refused),
                };
                let (low, high) = (bound(low)?, bound(high)?);
                if low.zip(high).is_some_and(|(low, high)| low > high) || low.or(high).is_none() {
                    return Err(refused());
                }
                Wanted::Between(low, high)
            }
            None => {
                let mut chosen: Vec<String> = Vec::new();
                for value in values.split(',').map(str::trim).filter(|v| !v.is_empty()) {
                    let value = value.to_lowercase();
                    if !chosen.contains(&value) {
                        chosen.push(value);
                    }
                }
                if chosen.is_empty() || chosen.len() > MAX_SPEC_VALUES {
                    return Err(refused());
                }
                Wanted::AnyOf(chosen)
            }
        };
        specs.push(SpecFilter {
            key: key.to_owned(),
            wanted,
        });
    }
    if specs.len() > MAX_SPEC_FILTERS {
        return Err(refused());
    }
    Ok(specs)
}

/// A choice and how many tools it would show.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FacetCount {
    pub value: String,
    pub count: u32,
}

/// The lowest and highest price among the tools the other filters leave.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PriceRange {
    pub min: Money,
    pub max: Money,
}

/// The filters' choices for a page of the catalogue (a category, a search, or both), each with
/// the count it would give together with the filters already chosen. Every brand of the
/// category or search is listed, those that would show nothing with a count of 0.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Facets {
    /// Tools matching every filter chosen.
    pub total: u32,
    pub brands: Vec<FacetCount>,
    /// Tools that can be ordered now, with the other filters.
    pub in_stock: u32,
    /// None when the other filters leave no tool.
    pub price: Option<PriceRange>,
    /// The page's specifications buyers narrow by, when it is a category's: each of its own
    /// and of the categories above it.
    pub specs: Vec<SpecFacet>,
}

/// A specification's choices with their counts, or a number's range, each over the tools the
/// other filters leave.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SpecFacet {
    pub key: String,
    /// A choice's every value (in the specification's order) or yes and no, with counts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counts: Vec<FacetCount>,
    /// A number's lowest and highest values; none when no tool left has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<MeasureRange>,
}

/// The lowest and highest value of a number specification, as text (`"0.5"`).
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MeasureRange {
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub min: Measure,
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub max: Measure,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query<'a>(brand: &'a str, min: &'a str, max: &'a str) -> FilterQuery<'a> {
        FilterQuery {
            brand: Some(brand),
            in_stock: Some(true),
            min_price: Some(min),
            max_price: Some(max),
            spec: None,
        }
    }

    #[test]
    fn filters_are_read_from_the_address() {
        let filters = Filters::parse(&query(" SKF ,NTN,,SKF", "১০০", "2500.50")).unwrap();
        assert_eq!(filters.brands, ["SKF", "NTN"]);
        assert!(filters.in_stock);
        assert_eq!(filters.min_price.map(Money::poisha), Some(10_000));
        assert_eq!(filters.max_price.map(Money::poisha), Some(250_050));
        assert!(filters.any());
        assert!(!Filters::parse(&FilterQuery::default()).unwrap().any());
    }

    #[test]
    fn a_bad_price_or_too_many_brands_is_refused() {
        for (brand, min, max, field) in [
            ("", "-5", "", "minPrice"),
            ("", "abc", "", "minPrice"),
            ("", "", "1e3", "maxPrice"),
            ("", "500", "100", "maxPrice"),
        ] {
            let error = Filters::parse(&query(brand, min, max)).unwrap_err();
            assert_eq!(error.field, field, "{min}–{max}");
            assert_eq!(error.text.key, messages::FILTER_PRICE_INVALID);
        }
        let many: Vec<String> = (0..=MAX_BRANDS).map(|n| format!("B{n}")).collect();
        let error = Filters::parse(&query(&many.join(","), "", "")).unwrap_err();
        assert_eq!((error.field, error.code), ("brand", "too_many"));
        let long = "b".repeat(crate::part_number::MAX_BRAND + 1);
        assert_eq!(
            Filters::parse(&query(&long, "", "")).unwrap_err().field,
            "brand"
        );
    }

    #[test]
    fn a_facet_is_counted_without_its_own_filter() {
        let filters = Filters::parse(&query("SKF", "100", "200")).unwrap();
        assert!(filters.without(&Facet::Brand).brands.is_empty());
        assert!(filters.without(&Facet::Brand).in_stock);
        assert!(!filters.without(&Facet::InStock).in_stock);
        let priceless = filters.without(&Facet::Price);
        assert_eq!((priceless.min_price, priceless.max_price), (None, None));
        assert_eq!(priceless.brands, ["SKF"]);
    }

    fn specs(typed: &str) -> Result<Vec<SpecFilter>, &'static str> {
        Filters::parse(&FilterQuery {
            spec: Some(typed),
            ..Default::default()
        })
        .map(|filters| filters.specs)
        .map_err(|error| error.field)
    }

    #[test]
    fn specifications_are_narrowed_by_values_or_a_range() {
        let parsed = specs(" thread:M12,m18,m12 ; supply-voltage:10..৩০;range:..8;;").unwrap();
        let between = |low: Option<&str>, high: Option<&str>| {
            Wanted::Between(low.and_then(Measure::parse), high.and_then(Measure::parse))
        };
        assert_eq!(
            parsed,
            [
                SpecFilter {
                    key: "thread".into(),
                    wanted: Wanted::AnyOf(vec!["m12".into(), "m18".into()]),
                },
                SpecFilter {
                    key: "supply-voltage".into(),
                    wanted: between(Some("10"), Some("30")),
                },
                SpecFilter {
                    key: "range".into(),
                    wanted: between(None, Some("8")),
                },
            ]
        );
        for bad in [
            "thread",
            "Thread:m12",
            "thread:",
            "thread:m12;thread:m18",
            "v:30..10",
            "v:..",
            "v:a..b",
        ] {
            assert_eq!(specs(bad), Err("spec"), "{bad}");
        }
        let many: Vec<String> = (0..=MAX_SPEC_FILTERS).map(|n| format!("k{n}:x")).collect();
        assert_eq!(specs(&many.join(";")), Err("spec"));
        let filters = Filters::parse(&FilterQuery {
            spec: Some("thread:m12;shielded:yes"),
            ..Default::default()
        })
        .unwrap();
        assert!(filters.any());
        let rest = filters.without(&Facet::Spec("thread".into()));
        assert_eq!(rest.specs.len(), 1);
        assert_eq!(rest.specs[0].key, "shielded");
    }
}

//! What narrows a page of the catalogue beyond a search and a category: brands, stock and a
//! price range, as the address carries them (`?brand=SKF,NTN&inStock=true&minPrice=100`), and
//! the counts a buyer sees beside each choice.

use crate::{FieldError, Money, messages};
use serde::{Deserialize, Serialize};

/// The most brands one address may name: a buyer ticks a handful, never the whole list.
pub const MAX_BRANDS: usize = 20;

/// The filters as the address holds them, before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FilterQuery<'a> {
    /// Brands, comma-separated; a tool of any of them matches.
    pub brand: Option<&'a str>,
    pub in_stock: Option<bool>,
    /// Taka, as typed.
    pub min_price: Option<&'a str>,
    pub max_price: Option<&'a str>,
}

/// Filters that obey their rules: each brand as stored, prices in whole poisha.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filters {
    pub brands: Vec<String>,
    /// Only tools that can be ordered now: as many pieces in stock as the minimum order.
    pub in_stock: bool,
    pub min_price: Option<Money>,
    pub max_price: Option<Money>,
}

/// One of the filters, to count the others' choices without it: a brand's count is what
/// ticking it would add, whatever brands are ticked already.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Facet {
    Brand,
    InStock,
    Price,
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
        })
    }

    /// Whether any filter is set.
    pub fn any(&self) -> bool {
        !self.brands.is_empty()
            || self.in_stock
            || self.min_price.is_some()
            || self.max_price.is_some()
    }

    /// These filters but `facet`'s: what that facet's own counts are taken over.
    pub fn without(&self, facet: Facet) -> Self {
        let mut rest = self.clone();
        match facet {
            Facet::Brand => rest.brands.clear(),
            Facet::InStock => rest.in_stock = false,
            Facet::Price => (rest.min_price, rest.max_price) = (None, None),
        }
        rest
    }
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
        assert!(filters.without(Facet::Brand).brands.is_empty());
        assert!(filters.without(Facet::Brand).in_stock);
        assert!(!filters.without(Facet::InStock).in_stock);
        let priceless = filters.without(Facet::Price);
        assert_eq!((priceless.min_price, priceless.max_price), (None, None));
        assert_eq!(priceless.brands, ["SKF"]);
    }
}

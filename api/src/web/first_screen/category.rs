//! A category's page, drawn from its templates (`ui/src/app/category-screen-templates.tsx`):
//! where it sits, its sub-categories, the filters with their counts and the address's choices
//! in them, and its first page of tools. What each part shows follows the components that
//! draw it in the browser (`category-page.tsx`, `filter-panel.tsx`, `paged-tools.tsx`), so the
//! page the server draws is the one the first render draws again.

use super::Reader;
use super::templates::{CategoryTemplates, Template, Templates, count, fill};
use crate::web::html::attribute;
use shared::category::{children_of, path_to, specs_along};
use shared::entities::in_language;
use shared::filters::{FacetCount, Facets};
use shared::language::write_digits;
use shared::specification::{SpecKind, Specification};
use shared::{Category, Text, Tool, messages};
use std::collections::HashMap;

/// What a category's page shows.
pub struct CategoryView<'a> {
    /// Its branch of the tree, as `GET /api/categories/{slug}` answers it.
    pub all: &'a [Category],
    pub category: &'a Category,
    /// The first page of its tools, and how many there are in all.
    pub tools: &'a [Tool],
    pub total: u32,
    pub facets: &'a Facets,
    /// The address's filters, as the UI reads them (`filtersOf`).
    pub filters: &'a [(String, String)],
}

/// A template without choices, filled.
fn fill_plain(text: &str, value: &dyn Fn(&str) -> Option<String>) -> String {
    let template = Template::plain(text);
    fill(&template, &|_| None, value)
}

impl Templates {
    /// A category's page for `reader`; none if the build has no templates for it.
    pub fn category_page(&self, view: &CategoryView, reader: Reader) -> Option<String> {
        let readers = self.reader(reader)?;
        let parts = readers.category.as_ref()?;
        let lang = reader.lang;
        let path = path_to(view.all, &view.category.slug);
        let crumbs: String = path
            .iter()
            .take(path.len().saturating_sub(1))
            .map(|above| {
                fill_plain(&parts.crumb, &|slot| match slot {
                    "slug" => Some(attribute(&above.slug)),
                    "name" => Some(attribute(above.name_in(lang))),
                    _ => None,
                })
            })
            .collect();
        let inside = children_of(view.all, Some(&view.category.slug));
        let chips: String = inside
            .iter()
            .map(|child| {
                fill_plain(&parts.chip, &|slot| match slot {
                    "slug" => Some(attribute(&child.slug)),
                    "name" => Some(attribute(child.name_in(lang))),
                    "count" => Some(count(child.tool_count, reader.digits)),
                    _ => None,
                })
            })
            .collect();
        let description = in_language(
            lang,
            &view.category.description,
            view.category.description_bn.as_deref(),
        );
        let filters = self.filters(parts, view, &specs_along(&path), reader);
        let cards: String = view
            .tools
            .iter()
            .enumerate()
            .map(|(index, tool)| self.card(&readers.card_h2, tool, index, reader))
            .collect();
        let tools = if view.tools.is_empty() {
            if view.filters.is_empty() {
                "none"
            } else {
                "noneFiltered"
            }
        } else if view.total <= self.page_size() {
            "onePage"
        } else {
            "pages"
        };
        let pages = view.total.div_ceil(self.page_size().max(1));
        Some(fill(
            &parts.category,
            &|choice| match choice {
                "description" if description.is_empty() => Some("none"),
                "description" => Some("some"),
                "inside" if inside.is_empty() => Some("none"),
                "inside" => Some("some"),
                "tools" => Some(tools),
                _ => None,
            },
            &|slot| {
                Some(match slot {
                    "crumbs" => crumbs.clone(),
                    "name" => attribute(view.category.name_in(lang)),
                    "description" => attribute(description),
                    "chips" => chips.clone(),
                    "filters" => filters.clone(),
                    "cards" => cards.clone(),
                    "total" => count(view.total, reader.digits),
                    "pages" => count(pages, reader.digits),
                    _ => return None,
                })
            },
        ))
    }

    /// The filters as `FilterPanel` draws them: the brands, availability, the price, then each
    /// specification the facets count, with the address's choices ticked and filled in.
    fn filters(
        &self,
        parts: &CategoryTemplates,
        view: &CategoryView,
        specs: &[&Specification],
        reader: Reader,
    ) -> String {
        let lang = reader.lang;
        let word = |text| attribute(&Text::new(text).render(lang));
        let chosen = |name: &str| {
            view.filters
                .iter()
                .find(|(key, _)| key == name)
                .map(|(_, value)| value.as_str())
        };
        let brands: Vec<&str> =
            chosen("brand").map_or_else(Vec::new, |brands| brands.split(',').collect());
        let wanted = wanted(chosen("spec").unwrap_or_default());
        let choice = |label: String, count: u32, checked: bool| {
            let state = if checked {
                "checked"
            } else if count == 0 {
                "disabled"
            } else {
                "plain"
            };
            fill(&parts.choice, &|_| Some(state), &|slot| match slot {
                "value" => Some(label.clone()),
                "count" => Some(super::templates::count(count, reader.digits)),
                _ => None,
            })
        };
        let group = |legend: String, choices: String| {
            fill_plain(&parts.group, &|slot| match slot {
                "legend" => Some(legend.clone()),
                "choices" => Some(choices.clone()),
                _ => None,
            })
        };
        let range = |legend: String, key: &str, chosen: (&str, &str), hints: (String, String)| {
            fill_plain(&parts.range, &|slot| {
                Some(match slot {
                    "legend" => legend.clone(),
                    "key" => attribute(key),
                    "low" => attribute(chosen.0),
                    "high" => attribute(chosen.1),
                    "lowHint" => hints.0.clone(),
                    "highHint" => hints.1.clone(),
                    _ => return None,
                })
            })
        };
        let facets = view.facets;
        let mut groups = String::new();
        if !facets.brands.is_empty() {
            let choices: String = facets
                .brands
                .iter()
                .map(|brand| {
                    choice(
                        attribute(&brand.value),
                        brand.count,
                        brands.contains(&brand.value.as_str()),
                    )
                })
                .collect();
            groups.push_str(&group(word(messages::BRAND), choices));
        }
        let in_stock = chosen("inStock").is_some();
        groups.push_str(&group(
            word(messages::AVAILABILITY),
            choice(word(messages::IN_STOCK_ONLY), facets.in_stock, in_stock),
        ));
        let money = |price: shared::Money| attribute(&price.format_in(lang, reader.digits));
        groups.push_str(&range(
            word(messages::PRICE_TK),
            "price",
            (
                chosen("minPrice").unwrap_or_default(),
                chosen("maxPrice").unwrap_or_default(),
            ),
            facets
                .price
                .as_ref()
                .map_or_else(Default::default, |price| {
                    (money(price.min), money(price.max))
                }),
        ));
        for facet in &facets.specs {
            let Some(spec) = specs.iter().find(|spec| spec.key == facet.key) else {
                continue;
            };
            let name = in_language(lang, &spec.name, spec.name_bn.as_deref());
            let current = wanted.get(spec.key.as_str());
            if spec.kind == SpecKind::Number {
                let legend = match &spec.unit {
                    Some(unit) => format!("{name} ({unit})"),
                    None => name.to_owned(),
                };
                let chosen = match current {
                    Some(Wanted::Range(low, high)) => (*low, *high),
                    _ => ("", ""),
                };
                let digits = |measure: &shared::specification::Measure| {
                    attribute(&write_digits(&measure.to_string(), reader.digits))
                };
                let hints = facet.range.as_ref().map_or_else(Default::default, |range| {
                    (digits(&range.min), digits(&range.max))
                });
                groups.push_str(&range(attribute(&legend), &spec.key, chosen, hints));
            } else if !facet.counts.is_empty() {
                let ticked = match current {
                    Some(Wanted::Values(values)) => values.as_slice(),
                    _ => &[],
                };
                let choices: String = facet
                    .counts
                    .iter()
                    .map(|FacetCount { value, count }| {
                        choice(
                            attribute(&value_label(spec, value, reader)),
                            *count,
                            ticked.contains(&value.as_str()),
                        )
                    })
                    .collect();
                groups.push_str(&group(attribute(name), choices));
            }
        }
        fill(
            &parts.filters,
            &|_| {
                Some(if view.filters.is_empty() {
                    "none"
                } else {
                    "some"
                })
            },
            &|slot| (slot == "groups").then(|| groups.clone()),
        )
    }
}

/// A value as the reader sees it (`specValue` of `ui/src/lib/specifications.ts`): a number
/// with its unit, a choice's label, yes or no, words.
fn value_label(spec: &Specification, value: &str, reader: Reader) -> String {
    match spec.kind {
        SpecKind::Number => {
            let number = write_digits(value, reader.digits);
            match &spec.unit {
                Some(unit) => format!("{number} {unit}"),
                None => number,
            }
        }
        SpecKind::Choice => spec
            .choices
            .iter()
            .find(|choice| choice.value == value)
            .map_or(value, |choice| {
                in_language(reader.lang, &choice.label, choice.label_bn.as_deref())
            })
            .to_owned(),
        SpecKind::Flag => Text::new(if value == "yes" {
            messages::YES
        } else {
            messages::NO
        })
        .render(reader.lang),
        SpecKind::Text => value.to_owned(),
    }
}

/// What the address narrows one specification to, as the filters read it.
#[derive(Debug, PartialEq, Eq)]
enum Wanted<'a> {
    Values(Vec<&'a str>),
    Range(&'a str, &'a str),
}

/// The address's `spec` filter by key, read as `readSpecFilter` reads it: the text as typed,
/// which the filters show in their fields whether or not the shop accepts it.
fn wanted(param: &str) -> HashMap<&str, Wanted<'_>> {
    param
        .split(';')
        .filter_map(|part| {
            let (key, rest) = part.split_once(':')?;
            if key.is_empty() {
                return None;
            }
            let wanted = match rest.split_once("..") {
                Some((low, high)) => Wanted::Range(low, high.split("..").next().unwrap_or(high)),
                None => Wanted::Values(rest.split(',').filter(|value| !value.is_empty()).collect()),
            };
            Some((key, wanted))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use shared::Digits;

    const BANGLA: Reader = Reader {
        lang: shared::Lang::Bn,
        digits: Digits::Bengali,
    };

    /// Templates as the renderer writes them, cut down to their slots and choices.
    fn templates() -> Templates {
        let card = json!({ "text": "<article>⟦name⟧</article>", "choices": {} });
        let page = json!({ "text": "<p>⟦total⟧</p>", "choices": {} });
        let category = json!({
            "category": {
                "text": "<ol>⟦crumbs⟧<li>⟦name⟧</li></ol><h1>⟦name⟧</h1>⟦?description⟧⟦?inside⟧⟦filters⟧⟦?tools⟧",
                "choices": {
                    "description": { "some": "<p>⟦description⟧</p>", "none": "" },
                    "inside": { "some": "<ul>⟦chips⟧</ul>", "none": "" },
                    "tools": { "none": "<p>Empty</p>", "noneFiltered": "<p>Nothing with these</p>", "onePage": "⟦cards⟧", "pages": "⟦cards⟧ of ⟦pages⟧" }
                }
            },
            "crumb": "<li><a href=\"/category/⟦slug⟧\">⟦name⟧</a></li>",
            "chip": "<li>⟦name⟧ ⟦count⟧</li>",
            "filters": { "text": "<details>⟦groups⟧⟦?clear⟧</details>", "choices": { "clear": { "none": "", "some": "<button>Clear</button>" } } },
            "group": "<fieldset><legend>⟦legend⟧</legend>⟦choices⟧</fieldset>",
            "choice": { "text": "<label><input⟦?state⟧>⟦value⟧ (⟦count⟧)</label>", "choices": { "state": { "plain": "", "checked": " checked", "disabled": " disabled" } } },
            "range": "<form id=\"⟦key⟧\"><legend>⟦legend⟧</legend><input value=\"⟦low⟧\" placeholder=\"⟦lowHint⟧\"><input value=\"⟦high⟧\" placeholder=\"⟦highHint⟧\"></form>"
        });
        let reader = json!({ "home": page, "allProducts": page, "cardH3": card, "cardH2": card, "category": category });
        serde_json::from_value(json!({
            "leadingCards": 4,
            "pageSize": 12,
            "requests": { "home": "/tools?limit=6", "allProducts": "/tools?page=1&limit=12" },
            "readers": { "bn-bengali": reader }
        }))
        .unwrap()
    }

    fn tree() -> Vec<Category> {
        serde_json::from_value(json!([
            { "slug": "sensors", "name": "Sensors", "nameBn": "সেন্সর", "description": "", "toolCount": 6 },
            { "slug": "proximity", "name": "Proximity", "description": "Sensing without touch", "descriptionBn": "স্পর্শ ছাড়া", "parent": "sensors", "toolCount": 1250,
              "specs": [
                { "key": "output", "name": "Output", "nameBn": "আউটপুট", "kind": "choice", "choices": [{ "value": "pnp", "label": "PNP" }, { "value": "npn", "label": "NPN", "labelBn": "এনপিএন" }] },
                { "key": "shielded", "name": "Shielded", "kind": "flag" },
                { "key": "range", "name": "Range", "kind": "number", "unit": "mm" }
              ] },
            { "slug": "inductive", "name": "Inductive", "description": "", "parent": "proximity", "toolCount": 12345 }
        ]))
        .unwrap()
    }

    #[test]
    fn a_categorys_page_shows_its_place_its_filters_as_chosen_and_its_counts() {
        let all = tree();
        let facets: Facets = serde_json::from_value(json!({
            "total": 0,
            "brands": [{ "value": "Shilpo", "count": 3 }, { "value": "<Omron>", "count": 0 }, { "value": "Sick", "count": 0 }],
            "inStock": 0,
            "price": { "min": 1250, "max": 12500 },
            "specs": [
                { "key": "output", "counts": [{ "value": "pnp", "count": 2 }, { "value": "npn", "count": 0 }] },
                { "key": "shielded", "counts": [{ "value": "yes", "count": 1 }] },
                { "key": "range", "range": { "min": "2", "max": "12.5" } },
                { "key": "unknown", "counts": [{ "value": "x", "count": 1 }] }
            ]
        }))
        .unwrap();
        let filters = [
            ("brand".to_owned(), "Shilpo,Sick".to_owned()),
            ("spec".to_owned(), "output:npn;range:4..".to_owned()),
        ];
        let view = CategoryView {
            all: &all,
            category: &all[1],
            tools: &[],
            total: 0,
            facets: &facets,
            filters: &filters,
        };

        let page = templates().category_page(&view, BANGLA).unwrap();

        assert!(
            page.starts_with("<ol><li><a href=\"/category/sensors\">সেন্সর</a></li><li>Proximity</li></ol><h1>Proximity</h1><p>স্পর্শ ছাড়া</p><ul><li>Inductive ১২,৩৪৫</li></ul>"),
            "{page}"
        );
        // A brand chosen is ticked even at 0; one that would show nothing is disabled.
        assert!(page.contains("<label><input checked>Shilpo (৩)</label><label><input disabled>&lt;Omron&gt; (০)</label><label><input checked>Sick (০)</label>"), "{page}");
        assert!(
            page.contains(
                "<legend>প্রাপ্যতা</legend><label><input disabled>শুধু মজুত আছে এমন (০)</label>"
            ),
            "{page}"
        );
        assert!(page.contains("<form id=\"price\"><legend>দাম (টাকা)</legend><input value=\"\" placeholder=\"৳\u{a0}১,২৫০\">"), "{page}");
        assert!(page.contains("<legend>আউটপুট</legend><label><input>PNP (২)</label><label><input checked>এনপিএন (০)</label>"), "{page}");
        assert!(
            page.contains("<legend>Shielded</legend><label><input>হ্যাঁ (১)</label>"),
            "{page}"
        );
        assert!(page.contains("<form id=\"range\"><legend>Range (mm)</legend><input value=\"4\" placeholder=\"২\"><input value=\"\" placeholder=\"১২.৫\"></form>"), "{page}");
        assert!(
            !page.contains("unknown") && !page.contains(">x ("),
            "{page}"
        );
        assert!(
            page.ends_with("<button>Clear</button></details><p>Nothing with these</p>"),
            "{page}"
        );
    }

    #[test]
    fn the_spec_filter_is_read_as_the_ui_reads_it() {
        let wanted = wanted("voltage:12..24;output:pnp,,npn;bore:..8;:x;broken");
        assert_eq!(wanted["voltage"], Wanted::Range("12", "24"));
        assert_eq!(wanted["output"], Wanted::Values(vec!["pnp", "npn"]));
        assert_eq!(wanted["bore"], Wanted::Range("", "8"));
        assert_eq!(wanted.len(), 3);
    }
}

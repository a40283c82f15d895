//! The first screens' markup, rendered at build time from the UI's own components
//! (`ui/src/app/first-screen-templates.tsx`, written to `ui/dist/first-screen.json`), filled here
//! with the catalogue's tools. A template's text has slots, `⟦price⟧`, which take a value, and
//! choices, `⟦?best⟧`, which take one of the texts the renderer found for them; the options'
//! texts have slots of their own.
//!
//! Values are formatted by `shared`, as the browser's wasm build formats them, and escaped
//! for an attribute (which is also safe as text). A template is read in one pass, so no value
//! (a tool named `⟦price⟧`) is read as a slot.

use super::{FirstScreen, Reader};
use crate::pictures::widths;
use crate::web::html::{Ui, attribute};
use serde::Deserialize;
use shared::{Digits, Lang, Tool, checks};
use std::collections::HashMap;
use std::sync::LazyLock;

/// The file the UI's build writes beside `index.html`.
pub const FILE: &str = "first-screen.json";

/// A text with slots and choices, and each choice's text by option.
#[derive(Debug, Deserialize)]
pub struct Template {
    text: String,
    choices: HashMap<String, HashMap<String, String>>,
}

impl Template {
    /// A text with slots and no choices.
    pub fn plain(text: &str) -> Template {
        Template {
            text: text.to_owned(),
            choices: HashMap::new(),
        }
    }
}

/// The parts of a category's page, for one reader, as the renderer writes them.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CategoryTemplates {
    pub category: Template,
    pub crumb: String,
    pub chip: String,
    pub filters: Template,
    pub group: String,
    pub choice: Template,
    pub range: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReaderTemplates {
    home: Template,
    all_products: Template,
    card_h3: Template,
    pub card_h2: Template,
    /// A category's page; none from a build before it had one.
    #[serde(default)]
    pub category: Option<CategoryTemplates>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Templates {
    /// How many cards lead a grid, their pictures loaded at once (`tool-card.tsx`).
    leading_cards: usize,
    /// The listing's tools a page (`products-page.tsx`).
    page_size: u32,
    requests: FirstRequests,
    readers: HashMap<String, ReaderTemplates>,
}

/// The API request each page's first render makes, which the server answers in the page.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct FirstRequests {
    home: String,
    all_products: String,
}

/// The built UI's templates; none when the UI was built without them (or not at all).
pub fn built() -> Option<&'static Templates> {
    static TEMPLATES: LazyLock<Option<Templates>> = LazyLock::new(|| {
        let file = Ui::get(FILE)?;
        match serde_json::from_slice(&file.data) {
            Ok(templates) => Some(templates),
            Err(error) => {
                tracing::error!(%error, "the UI's {FILE} is not as the server reads it");
                None
            }
        }
    });
    TEMPLATES.as_ref()
}

/// Which of the two screens, and what it shows.
pub enum Screen<'a> {
    Home { tools: &'a [Tool] },
    AllProducts { tools: &'a [Tool], total: u32 },
}

impl Templates {
    /// The request `screen`'s first render makes (`/tools?limit=6`).
    pub fn first_request(&self, screen: &FirstScreen) -> &str {
        match screen {
            FirstScreen::Home => &self.requests.home,
            _ => &self.requests.all_products,
        }
    }

    /// The tools a page of the listing or of a category shows.
    pub fn page_size(&self) -> u32 {
        self.page_size
    }

    /// The templates of `reader`; none if the build has none for them.
    pub fn reader(&self, reader: Reader) -> Option<&ReaderTemplates> {
        self.readers.get(&reader_key(reader))
    }

    /// The screen in the layout, for `reader`; none if the build has no templates for them.
    pub fn page(&self, screen: Screen, reader: Reader) -> Option<String> {
        let templates = self.reader(reader)?;
        let (template, tools, heading_card, option, total) = match screen {
            Screen::Home { tools } => {
                let option = if tools.is_empty() { "none" } else { "some" };
                (&templates.home, tools, &templates.card_h3, option, 0)
            }
            Screen::AllProducts { tools, total } => {
                let option = if tools.is_empty() {
                    "none"
                } else if total <= self.page_size {
                    "onePage"
                } else {
                    "pages"
                };
                (
                    &templates.all_products,
                    tools,
                    &templates.card_h2,
                    option,
                    total,
                )
            }
        };
        let cards: String = tools
            .iter()
            .enumerate()
            .map(|(index, tool)| self.card(heading_card, tool, index, reader))
            .collect();
        let pages = total.div_ceil(self.page_size.max(1));
        Some(fill(template, &|_| Some(option), &|slot| match slot {
            "cards" => Some(cards.clone()),
            "total" => Some(count(total, reader.digits)),
            "pages" => Some(count(pages, reader.digits)),
            _ => None,
        }))
    }

    pub fn card(&self, template: &Template, tool: &Tool, index: usize, reader: Reader) -> String {
        let best = tool.price_tiers.last();
        let stored = widths::srcset(&tool.tool_image).is_some();
        fill(
            template,
            &|choice| {
                Some(match choice {
                    "position" if index == 0 => "first",
                    "position" if index < self.leading_cards => "leading",
                    "position" => "rest",
                    "picture" if stored => "stored",
                    "picture" => "plain",
                    "best" if best.is_some() => "some",
                    "best" => "none",
                    "stock" if tool.available_quantity < tool.min_order => "out",
                    "stock" => "in",
                    _ => return None,
                })
            },
            &|slot| {
                Some(match slot {
                    "id" => tool.id.to_string(),
                    "name" => attribute(tool.name_in(reader.lang)),
                    "image" => attribute(&tool.tool_image),
                    // The stored picture's address without its extension, which its copies'
                    // names extend (`picture.tsx`).
                    "stem" => attribute(
                        tool.tool_image
                            .rsplit_once('.')
                            .map_or(tool.tool_image.as_str(), |(stem, _)| stem),
                    ),
                    "description" => {
                        attribute(&checks::preview(tool.description_in(reader.lang), 60))
                    }
                    "price" => attribute(&tool.tool_price.format_in(reader.lang, reader.digits)),
                    "bestPrice" => {
                        attribute(&best?.unit_price.format_in(reader.lang, reader.digits))
                    }
                    "bestPieces" => count(best?.min_quantity, reader.digits),
                    "minOrder" => count(tool.min_order, reader.digits),
                    "available" => count(tool.available_quantity, reader.digits),
                    _ => return None,
                })
            },
        )
    }
}

/// The key the renderer writes a reader's templates under (`READERS` of `first-screen-templates.tsx`).
fn reader_key(reader: Reader) -> String {
    let digits = match reader.digits {
        Digits::Latin => "latin",
        Digits::Bengali => "bengali",
    };
    let lang = match reader.lang {
        Lang::En => "en",
        Lang::Bn => "bn",
    };
    format!("{lang}-{digits}")
}

/// A number as the UI's `formatCount` writes it: grouped from five digits, in the reader's.
pub fn count(number: u32, digits: Digits) -> String {
    shared::language::format_count(u64::from(number), digits)
}

/// `template`'s text with each choice's option (from `choose`) and each slot's value (from
/// `value`). A slot or choice either does not know is left empty: the renderer and this
/// file name the same ones, and a test renders every option.
pub fn fill(
    template: &Template,
    choose: &dyn Fn(&str) -> Option<&'static str>,
    value: &dyn Fn(&str) -> Option<String>,
) -> String {
    let mut out = String::with_capacity(template.text.len() * 2);
    fill_text(&template.text, template, choose, value, &mut out);
    out
}

fn fill_text(
    text: &str,
    template: &Template,
    choose: &dyn Fn(&str) -> Option<&'static str>,
    value: &dyn Fn(&str) -> Option<String>,
    out: &mut String,
) {
    let mut rest = text;
    while let Some(open) = rest.find('⟦') {
        out.push_str(&rest[..open]);
        let after = &rest[open + '⟦'.len_utf8()..];
        let Some(close) = after.find('⟧') else {
            out.push_str(&rest[open..]);
            return;
        };
        let name = &after[..close];
        rest = &after[close + '⟧'.len_utf8()..];
        if let Some(choice) = name.strip_prefix('?') {
            let option =
                choose(choice).and_then(|option| template.choices.get(choice)?.get(option));
            if let Some(option) = option {
                fill_text(option, template, choose, value, out);
            }
        } else if let Some(value) = value(name) {
            out.push_str(&value);
        }
    }
    out.push_str(rest);
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::{Money, PriceTier, VatRate};

    const ENGLISH: Reader = Reader {
        lang: Lang::En,
        digits: Digits::Latin,
    };
    const BANGLA: Reader = Reader {
        lang: Lang::Bn,
        digits: Digits::Bengali,
    };

    /// Templates as the renderer writes them, cut down to a few of the card's parts.
    fn templates() -> Templates {
        let card = serde_json::json!({
            "text": "<article><img src=\"⟦image⟧\" ⟦?picture⟧loading=\"⟦?position⟧\"><a href=\"/tool/⟦id⟧\">⟦name⟧</a><p>⟦description⟧</p><p>⟦price⟧</p>⟦?best⟧<dd>⟦minOrder⟧</dd><dd>⟦available⟧</dd><button ⟦?stock⟧>Add</button></article>",
            "choices": {
                "picture": { "plain": "", "stored": "srcSet=\"⟦stem⟧-320w.webp 320w\" " },
                "position": { "first": "eager\" fetchPriority=\"high", "leading": "eager", "rest": "lazy" },
                "best": { "none": "", "some": "<p>from ⟦bestPrice⟧ at ⟦bestPieces⟧+</p>" },
                "stock": { "in": "", "out": "disabled=\"\" " }
            }
        });
        let page = serde_json::json!({
            "text": "<main><p>⟦?tools⟧</main>",
            "choices": { "tools": { "none": "No tools</p>", "some": "</p><div>⟦cards⟧</div>", "onePage": "⟦total⟧ found</p><div>⟦cards⟧</div>", "pages": "⟦total⟧ found</p><div>⟦cards⟧</div><span>1 / ⟦pages⟧</span>" } }
        });
        let reader = serde_json::json!({ "home": page, "allProducts": page, "cardH3": card, "cardH2": card });
        serde_json::from_value(serde_json::json!({
            "leadingCards": 4,
            "pageSize": 12,
            "requests": { "home": "/tools?limit=6", "allProducts": "/tools?page=1&limit=12" },
            "readers": { "en-latin": reader, "bn-bengali": reader }
        }))
        .unwrap()
    }

    fn tool(id: i64, name: &str, available: u32, tiers: Vec<PriceTier>) -> Tool {
        Tool {
            id,
            tool_name: name.into(),
            tool_image: "/api/images/0123456789abcdef0123456789abcdef.jpg".into(),
            tool_description: "A strain-gauge load cell for hoppers and silos, sealed to IP67 against dust and water.".into(),
            tool_name_bn: None,
            tool_description_bn: None,
            tool_price: Money::from_taka(1250.0).unwrap(),
            min_order: 10,
            available_quantity: available,
            vat_rate: VatRate::STANDARD,
            weight_grams: 500,
            part_number: shared::part_number::assigned(id),
            brand: None,
            category: None,
            created_at: 0,
            price_tiers: tiers,
            specs: Default::default(),
        }
    }

    #[test]
    fn each_card_takes_its_tools_values_and_options() {
        let tiers = vec![
            PriceTier {
                min_quantity: 50,
                unit_price: Money::from_taka(1200.0).unwrap(),
            },
            PriceTier {
                min_quantity: 500,
                unit_price: Money::from_taka(1100.0).unwrap(),
            },
        ];
        let mut drawing = tool(9, "Drawing", 300, Vec::new());
        drawing.tool_image = "/api/images/level.svg".into();
        let tools = [
            tool(7, "Load Cell", 300, tiers),
            drawing,
            tool(11, "Sold out", 9, Vec::new()),
        ];
        let page = templates()
            .page(Screen::Home { tools: &tools }, ENGLISH)
            .unwrap();
        assert_eq!(
            page,
            concat!(
                "<main><p></p><div>",
                "<article><img src=\"/api/images/0123456789abcdef0123456789abcdef.jpg\" srcSet=\"/api/images/0123456789abcdef0123456789abcdef-320w.webp 320w\" loading=\"eager\" fetchPriority=\"high\"><a href=\"/tool/7\">Load Cell</a><p>A strain-gauge load cell for hoppers and silos, sealed to IP...</p><p>Tk.\u{a0}1,250</p><p>from Tk.\u{a0}1,100 at 500+</p><dd>10</dd><dd>300</dd><button >Add</button></article>",
                "<article><img src=\"/api/images/level.svg\" loading=\"eager\"><a href=\"/tool/9\">Drawing</a><p>A strain-gauge load cell for hoppers and silos, sealed to IP...</p><p>Tk.\u{a0}1,250</p><dd>10</dd><dd>300</dd><button >Add</button></article>",
                "<article><img src=\"/api/images/0123456789abcdef0123456789abcdef.jpg\" srcSet=\"/api/images/0123456789abcdef0123456789abcdef-320w.webp 320w\" loading=\"eager\"><a href=\"/tool/11\">Sold out</a><p>A strain-gauge load cell for hoppers and silos, sealed to IP...</p><p>Tk.\u{a0}1,250</p><dd>10</dd><dd>9</dd><button disabled=\"\" >Add</button></article>",
                "</div></main>"
            )
        );
    }

    #[test]
    fn a_bangla_reader_sees_the_bangla_name_where_the_shop_gave_one() {
        let mut named = tool(3, "Load Cell", 300, Vec::new());
        named.tool_name_bn = Some("লোড সেল".into());
        named.tool_description_bn = Some("হপার ও সাইলোর জন্য স্ট্রেইন-গেজ লোড সেল।".into());
        let tools = [named, tool(4, "Drill", 300, Vec::new())];
        let bangla = templates()
            .page(Screen::Home { tools: &tools }, BANGLA)
            .unwrap();
        assert!(bangla.contains(">লোড সেল</a><p>হপার ও সাইলোর"), "{bangla}");
        assert!(bangla.contains(">Drill</a>"), "{bangla}");
        let english = templates()
            .page(Screen::Home { tools: &tools }, ENGLISH)
            .unwrap();
        assert!(
            english.contains(">Load Cell</a><p>A strain-gauge"),
            "{english}"
        );
    }

    #[test]
    fn cards_past_the_leading_ones_load_lazily() {
        let tools: Vec<Tool> = (1..=5)
            .map(|id| tool(id, "Tool", 300, Vec::new()))
            .collect();
        let page = templates()
            .page(
                Screen::AllProducts {
                    tools: &tools,
                    total: 5,
                },
                BANGLA,
            )
            .unwrap();
        assert_eq!(page.matches("loading=\"eager\"").count(), 4, "{page}");
        assert_eq!(page.matches("loading=\"lazy\"").count(), 1, "{page}");
        assert!(page.starts_with("<main><p>৫ found</p>"), "{page}");
        assert!(page.contains("<p>৳\u{a0}১,২৫০</p>"), "{page}");
    }

    #[test]
    fn the_listing_says_how_many_pages_or_that_there_are_none() {
        let templates = templates();
        let tools = [tool(1, "Tool", 300, Vec::new())];
        let many = templates
            .page(
                Screen::AllProducts {
                    tools: &tools,
                    total: 25,
                },
                BANGLA,
            )
            .unwrap();
        assert!(many.contains("<span>1 / ৩</span>"), "{many}");
        let none = templates
            .page(
                Screen::AllProducts {
                    tools: &[],
                    total: 0,
                },
                BANGLA,
            )
            .unwrap();
        assert_eq!(none, "<main><p>No tools</p></main>");
        assert!(
            templates
                .page(
                    Screen::Home { tools: &[] },
                    Reader {
                        lang: Lang::Bn,
                        digits: Digits::Latin
                    }
                )
                .is_none(),
            "a reader the build has no templates for is drawn by the UI"
        );
    }

    #[test]
    fn no_tool_text_becomes_markup_or_a_slot() {
        let tools = [tool(
            1,
            r#"<img src=x onerror="alert(1)"> ⟦price⟧ ⟦?best⟧"#,
            300,
            Vec::new(),
        )];
        let page = templates()
            .page(Screen::Home { tools: &tools }, ENGLISH)
            .unwrap();
        assert!(!page.contains("<img src=x"), "{page}");
        assert!(
            page.contains(r#">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; ⟦price⟧ ⟦?best⟧</a>"#),
            "{page}"
        );
    }
}

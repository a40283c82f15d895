//! A sentence to be said, before it is said in a language: a catalogue key and its
//! parameters. The rules answer with these; the server renders them in the request's language
//! and the browser renders the same key and parameters from its catalogue, so both print the
//! same words. Only the key travels through the wasm module, never the sentences.
//!
//! What a key's sentence is belongs to the catalogue (`messages.rs`, which gives [`Key`] its
//! `template`); this module knows only how a sentence is put together and travels.

use crate::Money;
use crate::language::{Digits, Lang};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

/// The name of a sentence in the catalogue (`messages.rs`), such as `NAME_REQUIRED`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key(pub &'static str);

impl Key {
    pub const fn name(self) -> &'static str {
        self.0
    }
}

impl Serialize for Key {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

/// A value put into a sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Param {
    /// A count or a number of a rule (`25` pieces, price break `2`), printed in the
    /// language's digits.
    Count(u64),
    /// An amount, printed with the language's money format.
    Money(Money),
    /// Words typed by a person (a tool's name), printed as they are.
    Plain(String),
    /// Another sentence of the catalogue (why a line of an order was refused).
    Said(Box<Text>),
}

impl Serialize for Param {
    /// A count as a number, words as a string, an amount as `{"taka": 1250}`, a sentence as
    /// `{"key", "params"}`: what the browser's renderer (`ui/src/lib/i18n.ts`) reads.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Param::Count(count) => serializer.serialize_u64(*count),
            Param::Plain(text) => serializer.serialize_str(text),
            Param::Money(amount) => {
                let mut map = serializer.serialize_map(Some(1))?;
                map.serialize_entry("taka", amount)?;
                map.end()
            }
            Param::Said(text) => text.serialize(serializer),
        }
    }
}

/// A sentence of the catalogue with its parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    pub key: Key,
    pub params: Vec<(&'static str, Param)>,
}

impl Text {
    pub const fn new(key: Key) -> Self {
        Self {
            key,
            params: Vec::new(),
        }
    }

    pub fn with(mut self, name: &'static str, value: Param) -> Self {
        self.params.push((name, value));
        self
    }

    pub fn count(self, name: &'static str, count: impl Into<u64>) -> Self {
        self.with(name, Param::Count(count.into()))
    }

    pub fn money(self, name: &'static str, amount: Money) -> Self {
        self.with(name, Param::Money(amount))
    }

    pub fn plain(self, name: &'static str, text: impl Into<String>) -> Self {
        self.with(name, Param::Plain(text.into()))
    }

    pub fn said(self, name: &'static str, text: impl Into<Text>) -> Self {
        self.with(name, Param::Said(Box::new(text.into())))
    }

    /// The sentence in `lang`, numbers in its own digits.
    pub fn render(&self, lang: Lang) -> String {
        self.render_with(lang, lang.digits())
    }

    /// The sentence in `lang`, numbers in `digits`: each `{name}` of the template replaced by
    /// its parameter.
    pub fn render_with(&self, lang: Lang, digits: Digits) -> String {
        let template = self.key.template(lang);
        let mut said = String::with_capacity(template.len());
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}').map(|close| open + close) else {
                break;
            };
            said.push_str(&rest[..open]);
            let name = &rest[open + 1..close];
            match self.params.iter().find(|(param, _)| *param == name) {
                Some((_, value)) => said.push_str(&render_param(value, lang, digits)),
                None => said.push_str(&rest[open..=close]),
            }
            rest = &rest[close + 1..];
        }
        said.push_str(rest);
        said
    }

    /// The English sentence, for logs.
    pub fn en(&self) -> String {
        self.render(Lang::En)
    }
}

fn render_param(value: &Param, lang: Lang, digits: Digits) -> String {
    match value {
        Param::Count(count) => crate::language::format_count(*count, digits),
        Param::Money(amount) => amount.format_in(lang, digits),
        Param::Plain(text) => text.clone(),
        Param::Said(text) => text.render_with(lang, digits),
    }
}

impl From<Key> for Text {
    fn from(key: Key) -> Self {
        Text::new(key)
    }
}

/// A sentence without parameters is its key.
impl PartialEq<Key> for Text {
    fn eq(&self, key: &Key) -> bool {
        self.key == *key && self.params.is_empty()
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.en())
    }
}

impl Serialize for Text {
    /// `{"key": "MINIMUM_ORDER", "params": {"minOrder": 25}}`; `params` only when there are
    /// some.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("key", &self.key)?;
        if !self.params.is_empty() {
            map.serialize_entry("params", &Params(&self.params))?;
        }
        map.end()
    }
}

/// A sentence's parameters as a JSON object.
pub(crate) struct Params<'a>(pub(crate) &'a [(&'static str, Param)]);

impl Serialize for Params<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

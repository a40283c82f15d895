//! The shop's model crate: the one place where a business rule or a user-facing message is
//! written down. The browser runs it as wasm (through `wasm/`) for instant feedback and the
//! server runs it natively (in `api/`) before anything is stored, so both always agree.
//!
//! Types follow "parse, don't validate": a [`Password`], [`Email`], [`Quantity`],
//! [`ToolDescription`] or [`Money`] can only be built by a constructor that enforces its rule,
//! and a failed rule is a [`FieldError`] carrying the key of the message the user reads, which
//! the server and the browser render in the reader's language ([`messages`]).
//! This crate does no I/O and has no web dependencies, so it builds for `wasm32` as is.

pub mod address_book;
pub mod barcode;
pub mod calendar;
pub mod card;
pub mod cart;
pub mod category;
#[cfg(feature = "import")]
pub mod category_file;
pub mod checks;
pub mod cod;
pub mod company;
pub mod contact;
pub mod courier;
pub mod delivery;
pub mod delivery_charge;
pub mod email;
pub mod entities;
pub mod error;
pub mod filters;
pub mod form;
pub mod graphemes;
#[cfg(feature = "import")]
pub mod import;
pub mod in_words;
pub mod language;
pub mod lifecycle;
pub mod messages;
pub mod money;
#[cfg(feature = "openapi")]
mod openapi;
pub mod order_mail;
pub mod order_texts;
pub mod overview;
pub mod part_number;
pub mod password;
pub mod payment;
pub mod phone_sign_in;
pub mod picture;
pub mod preview;
pub mod product;
pub mod profile;
pub mod quantity;
pub mod registration;
pub mod replies;
pub mod requests;
pub mod review;
pub mod screens;
pub mod search;
pub mod search_words;
pub mod shop_texts;
pub mod slug;
pub mod sms;
pub mod specification;
#[cfg(feature = "sqlx")]
pub mod stored;
pub mod synonyms;
pub mod tax_document;
pub mod text;
pub mod tiers;
pub mod typo;
pub mod vat;

pub use address_book::{AddressForm, NewAddress, SavedAddress};
pub use card::{Card, CardForm};
pub use cart::{Cart, CartLine};
pub use category::{Category, CategoryForm, NewCategory};
pub use contact::{ContactForm, Feedback};
pub use delivery::{Delivery, DeliveryForm};
pub use email::Email;
pub use entities::{Blog, Order, OrderLine, Review, Role, Tool, User};
pub use error::{FieldError, Outcome};
pub use form::FormValue;
pub use language::{Digits, Lang};
pub use lifecycle::{AdminStep, MoneyStep, OrderStatus};
pub use money::Money;
pub use password::Password;
pub use payment::PaymentMethod;
pub use preview::preview;
pub use product::{NewProduct, ProductForm, ToolDescription, ToolName};
pub use profile::{ProfileForm, ProfileUpdate};
pub use quantity::{Quantity, Stock};
pub use registration::{Registration, RegistrationForm};
pub use review::{NewReview, Rating, ReviewForm};
pub use text::{Key, Param, Text};
pub use tiers::{PriceTier, TierForm};
pub use vat::{VatRate, VatSplit};

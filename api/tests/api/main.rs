//! API tests: the real router on a real SQLite file per test, or (with
//! `SHOP_TEST_DATABASE=postgres`) a database of its own on a throwaway PostgreSQL cluster.

// The local servers that stand in for Stripe, Firebase and imgbb are not the shop's API, so they
// may use plain axum routes (clippy.toml forbids them in the shop).
#![allow(clippy::disallowed_methods)]

mod abuse;
mod accounts;
mod adapters;
mod address_book;
mod admin;
mod after_sale;
mod authorization;
mod backups;
mod binary;
mod bkash;
mod by_hand;
mod carts;
mod catalogue;
mod categories;
mod companies;
mod contact;
mod couriers;
mod delivery_charges;
mod docs;
mod errors;
mod firebase;
mod gateway_scene;
mod helpers;
mod images;
mod imports;
mod inbox;
mod languages;
mod migrate_to;
mod moto;
mod notices;
mod orders;
mod overview;
mod payments;
mod pdf;
mod phone;
mod processes;
mod relevance;
mod scale;
mod schemas;
mod search;
mod security;
mod shop_texts;
mod specifications;
mod sslcommerz;
mod stripe;
mod stripe_server;
mod tax_documents;
mod texts;
mod ui;
mod vat;

//! API tests: the real router on a real SQLite file per test.

mod accounts;
mod adapters;
mod admin;
mod after_sale;
mod authorization;
mod backups;
mod catalogue;
mod contact;
mod errors;
mod firebase;
mod helpers;
mod images;
mod orders;
mod payments;
mod stripe;
mod stripe_server;
mod ui;

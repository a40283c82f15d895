//! VAT documents: tax invoices (Mushak-6.3) and credit notes (Mushak-6.7), issued
//! and frozen in `document`, printed in `pdf` with the text set by `typeset`, and listed per
//! month for the VAT return in `register`.

pub mod document;
pub mod pdf;
pub mod register;
pub mod typeset;

pub use document::{Issued, file_name, issue_credit_note, issue_invoice, issue_missing, of_order};

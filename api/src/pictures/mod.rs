//! Pictures: what a file is (`kind`), where pictures are kept (`store`), their narrower WebP
//! copies (`widths`) and how many an account may upload (`uploads`).

pub mod kind;
pub mod store;
pub mod uploads;
pub mod widths;

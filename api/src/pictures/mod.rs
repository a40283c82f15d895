//! Pictures: what a file is (`kind`), where pictures are kept (`store`) and their narrower
//! WebP copies (`widths`).

pub mod kind;
pub mod store;
pub mod widths;

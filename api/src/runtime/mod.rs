//! The running process: its configuration (`config`), what every handler reaches (`state`), the
//! allocator, the jobs it runs now and then (`periodic`) and random secrets.

pub mod allocator;
pub mod config;
pub(crate) mod periodic;
pub mod secrets;
pub mod state;

//! The server's HTTP plumbing: the connection loop with its deadlines (`server`), what wraps
//! every request (`middleware`), the extractors handlers take (`extract`), the OpenAPI document
//! (`openapi`), and answers streamed a page at a time (`streamed`, `csv`).

pub mod csv;
pub mod extract;
pub mod middleware;
pub mod openapi;
pub mod server;
pub mod streamed;

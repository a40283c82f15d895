//! What wraps every request or a group of them: a deadline for its body, the client's address,
//! query parameters no operation takes, the language it is answered in, ETags for public reads,
//! security headers, and the per-client limits on the public forms.

pub mod body_deadline;
pub mod caching;
pub mod client_address;
pub mod known_query;
pub mod language;
pub mod rate_limit;
pub mod request_id;
pub mod security;

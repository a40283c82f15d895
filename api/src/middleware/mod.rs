//! What wraps every request or a group of them: ETags for public reads, security headers,
//! and the per-client limits on the public forms.

pub mod caching;
pub mod rate_limit;
pub mod security;

//! Who is asking: the client's IP address, read once per request and kept in its extensions
//! for the rate limits and the sign-in throttle.
//!
//! Behind reverse proxies the peer is the nearest proxy, and the client is in
//! `X-Forwarded-For`. Each proxy *appends* the address it received the request from, so only
//! the right end of the header is written by proxies the shop trusts; anything to the left may
//! be the client's own invention. `SHOP_TRUST_PROXY` says how many proxies stand in front (the
//! client is that many entries from the right) or which addresses they have (the client is the
//! rightmost entry that is not one of them).

use axum::extract::{ConnectInfo, Request};
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// The proxies in front of the shop, from `SHOP_TRUST_PROXY`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum TrustedProxies {
    /// None: the peer is the client, and `X-Forwarded-For` is ignored.
    #[default]
    None,
    /// This many proxies, one behind the other.
    Count(usize),
    /// Proxies with these addresses.
    Addresses(Vec<IpAddr>),
}

impl TrustedProxies {
    /// `0`/`false`/`no`/`off` for none, `1`/`true`/`yes`/`on` for one, a number for that many,
    /// or the proxies' addresses separated by commas.
    pub fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim();
        match text.to_ascii_lowercase().as_str() {
            "" | "0" | "false" | "no" | "off" => return Ok(TrustedProxies::None),
            "true" | "yes" | "on" => return Ok(TrustedProxies::Count(1)),
            _ => {}
        }
        if let Ok(count) = text.parse::<usize>() {
            return Ok(TrustedProxies::Count(count));
        }
        text.split(',')
            .map(|address| address.trim().parse::<IpAddr>())
            .collect::<Result<Vec<_>, _>>()
            .map(TrustedProxies::Addresses)
            .map_err(|_| {
                format!("`{text}` is not a number of proxies, a yes/no or a list of IP addresses")
            })
    }

    /// The client's address: the peer's, or the one the trusted proxies vouch for.
    pub fn client(&self, headers: &HeaderMap, peer: IpAddr) -> IpAddr {
        let forwarded = || -> Vec<IpAddr> {
            headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|value| value.to_str().ok())
                .flat_map(|value| value.split(','))
                .filter_map(|entry| entry.trim().parse().ok())
                .collect()
        };
        match self {
            TrustedProxies::None => peer,
            TrustedProxies::Count(0) => peer,
            TrustedProxies::Count(count) => {
                let entries = forwarded();
                // The nearest proxy is the peer; the header's last `count` entries were
                // written by the proxies, the last of them naming the client.
                entries
                    .len()
                    .checked_sub(*count)
                    .map_or(peer, |index| entries[index])
            }
            TrustedProxies::Addresses(proxies) => {
                if !proxies.contains(&peer) {
                    return peer;
                }
                forwarded()
                    .into_iter()
                    .rev()
                    .find(|address| !proxies.contains(address))
                    .unwrap_or(peer)
            }
        }
    }
}

/// The client's address, in every request's extensions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

impl ClientAddress {
    /// Who the limits count: an IPv4 address, or an IPv6 client's /64. A provider hands each
    /// customer at least a /64 (RFC 6177; BDIX and Bangladeshi mobile networks likewise), so one
    /// client can rotate through 2^64 addresses; the /64 is what it cannot change.
    pub fn network(self) -> IpAddr {
        match self.0 {
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => IpAddr::V4(v4),
                None => IpAddr::V6(std::net::Ipv6Addr::from(
                    v6.to_bits() & !((1_u128 << 64) - 1),
                )),
            },
            v4 => v4,
        }
    }
}

/// Works out the client's address once, for whatever needs it further in.
pub async fn remember(
    axum::extract::State(proxies): axum::extract::State<std::sync::Arc<TrustedProxies>>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |ConnectInfo(peer)| {
            peer.ip()
        });
    let client = proxies.client(request.headers(), peer);
    request.extensions_mut().insert(ClientAddress(client));
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(forwarded: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", forwarded.parse().unwrap());
        headers
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn settings_read_as_people_write_them() {
        let cases = [
            ("0", TrustedProxies::None),
            ("no", TrustedProxies::None),
            ("false", TrustedProxies::None),
            ("1", TrustedProxies::Count(1)),
            ("yes", TrustedProxies::Count(1)),
            ("TRUE", TrustedProxies::Count(1)),
            ("2", TrustedProxies::Count(2)),
            (
                "10.0.0.1, 10.0.0.2",
                TrustedProxies::Addresses(vec![ip("10.0.0.1"), ip("10.0.0.2")]),
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(TrustedProxies::parse(text), Ok(expected), "{text}");
        }
        assert!(TrustedProxies::parse("sometimes").is_err());
    }

    #[test]
    fn a_forged_left_end_is_never_the_client() {
        let peer = ip("10.0.0.1");
        // nginx appends the real client to whatever the client sent.
        let sent = headers("6.6.6.6, 203.0.113.7");
        assert_eq!(
            TrustedProxies::Count(1).client(&sent, peer),
            ip("203.0.113.7")
        );
        assert_eq!(
            TrustedProxies::Addresses(vec![peer]).client(&sent, peer),
            ip("203.0.113.7")
        );
        assert_eq!(TrustedProxies::None.client(&sent, peer), peer);
    }

    #[test]
    fn an_ipv6_client_is_counted_by_its_64_and_ipv4_by_its_address() {
        let network = |text: &str| ClientAddress(ip(text)).network();
        assert_eq!(network("2001:db8:1:2:aaaa::1"), ip("2001:db8:1:2::"));
        assert_eq!(
            network("2001:db8:1:2:ffff:ffff:ffff:ffff"),
            network("2001:db8:1:2::9")
        );
        assert_ne!(network("2001:db8:1:3::1"), network("2001:db8:1:2::1"));
        assert_eq!(network("203.0.113.7"), ip("203.0.113.7"));
        assert_eq!(network("::ffff:203.0.113.7"), ip("203.0.113.7"));
    }

    #[test]
    fn two_proxies_and_an_untrusted_peer() {
        let peer = ip("10.0.0.2");
        let sent = headers("6.6.6.6, 203.0.113.7, 10.0.0.1");
        assert_eq!(
            TrustedProxies::Count(2).client(&sent, peer),
            ip("203.0.113.7")
        );
        let both = TrustedProxies::Addresses(vec![ip("10.0.0.1"), peer]);
        assert_eq!(both.client(&sent, peer), ip("203.0.113.7"));
        // A request straight from the internet cannot claim a proxy's say-so.
        let stranger = ip("198.51.100.9");
        assert_eq!(both.client(&sent, stranger), stranger);
        // Fewer entries than proxies: the peer is all that is known.
        assert_eq!(TrustedProxies::Count(5).client(&sent, peer), peer);
    }
}

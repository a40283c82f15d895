//! Where a picture may live: the shop's own image store, or an https address (an image host,
//! an identity provider's avatar). Profile photos and tool images both obey this.

/// Where uploaded pictures are served.
pub const IMAGE_PREFIX: &str = "/api/images/";

/// The longest picture address kept.
const MAX_ADDRESS: usize = 500;

pub fn is_picture_address(text: &str) -> bool {
    let stored = text.strip_prefix(IMAGE_PREFIX).is_some_and(|name| {
        !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
    });
    let hosted = text.starts_with("https://")
        && text.len() <= MAX_ADDRESS
        && !text.contains(char::is_whitespace);
    stored || hosted
}

#[cfg(test)]
mod tests {
    use super::is_picture_address;

    #[test]
    fn stored_pictures_and_https_addresses_only() {
        for good in ["/api/images/abc123.png", "https://i.ibb.co/x/y.png"] {
            assert!(is_picture_address(good), "{good}");
        }
        for bad in [
            "",
            "/api/images/",
            "/api/images/../shop.db",
            "http://example.com/a.png",
            "javascript:alert(1)",
            "https://a b",
        ] {
            assert!(!is_picture_address(bad), "{bad}");
        }
    }
}

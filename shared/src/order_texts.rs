//! The text message (SMS) about an order, to its buyer at each step it takes, in the buyer's
//! language, with the numbers in its digits. Short by necessity: each fits one message with the
//! longest realistic values (the tests below count them as the carriers do).

use crate::entities::Order;
use crate::language::{Lang, write_digits};
use crate::lifecycle::{Event, OrderStatus};
use crate::messages::{self, Text};
use crate::payment::PaymentMethod;

/// What a buyer's text links to and says of the shop's rules.
#[derive(Debug, Clone, Copy)]
pub struct TextLinks<'a> {
    /// The short link to the parcel's tracking, once it is with a courier.
    pub tracking: Option<&'a str>,
    /// How long an order may stay unpaid.
    pub unpaid_hours: u64,
}

/// The buyer's text about `event` on `order`.
pub fn buyer_text(lang: Lang, event: Event, order: &Order, links: TextLinks) -> String {
    let number = write_digits(&order.order_number, lang.digits());
    let text = match event {
        Event::Placed => {
            let how = match order.payment_method {
                _ if order.status == OrderStatus::AwaitingApproval => {
                    Text::new(messages::SMS_AWAITS_APPROVAL)
                }
                Some(PaymentMethod::Cod) => Text::new(messages::SMS_PAY_ON_DELIVERY),
                _ => Text::new(messages::SMS_PAY_WITHIN).count("hours", links.unpaid_hours),
            };
            Text::new(messages::SMS_PLACED)
                .money("total", order.total_price)
                .plain("how", how.render(lang))
        }
        Event::Paid => Text::new(messages::SMS_PAID).money("total", order.total_price),
        Event::Shipped => match links.tracking {
            Some(link) => Text::new(messages::SMS_SHIPPED).plain("link", link),
            None => Text::new(messages::SMS_SHIPPED_PLAIN),
        },
        Event::Delivered => Text::new(messages::SMS_DELIVERED),
        Event::Cancelled => Text::new(messages::SMS_CANCELLED),
        Event::Refunded => Text::new(messages::SMS_REFUNDED).money("total", order.total_price),
    };
    // The no-break space amounts are printed with is not in the GSM alphabet: one would make an
    // English text UCS-2, and cost it more than half its room.
    text.plain("number", number)
        .render(lang)
        .replace('\u{a0}', " ")
}

/// The text that carries a one-time sign-in code, in Latin digits in either language: it is
/// typed, and phones offer to fill in the code only when they read it as digits.
pub fn code_text(lang: Lang, code: &str) -> String {
    Text::new(messages::SMS_CODE)
        .plain("code", code)
        .render(lang)
}

/// The text that asks the buyer to confirm a cash-on-delivery order, with its link.
pub fn confirm_text(lang: Lang, order_number: &str, link: &str) -> String {
    Text::new(messages::SMS_CONFIRM_COD)
        .plain("number", write_digits(order_number, lang.digits()))
        .plain("link", link)
        .render(lang)
}

/// A confirmation link as a text carries it: `shop.example/c/{code}`.
pub fn confirm_link(public_url: &str, code: &str) -> String {
    short_link(public_url, &format!("/c/{code}"))
}

/// A page of the shop as a text carries it: `shop.example/dashboard/company`.
pub fn short_link(public_url: &str, path: &str) -> String {
    format!("{}{path}", host(public_url))
}

/// The shop's address without its scheme: phones link it all the same, and each character
/// counts.
fn host(public_url: &str) -> &str {
    public_url
        .trim_end_matches('/')
        .trim_start_matches("https://")
        .trim_start_matches("http://")
        .trim_start_matches("www.")
}

/// A tracking link as a text carries it: the shop's address without its scheme (phones link it
/// all the same, and each character counts), `/t/` and the parcel's tracking code.
pub fn tracking_link(public_url: &str, tracking_code: &str) -> String {
    short_link(public_url, &format!("/t/{tracking_code}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sms::segments;

    /// The longest realistic order: a six-digit id, nearly a crore of taka with poisha.
    fn order(payment_method: Option<&str>) -> Order {
        serde_json::from_value::<Order>(serde_json::json!({
            "_id": 999_999, "userName": "Rahim Uddin", "userEmail": "rahim@example.com",
            "toolId": 7, "toolName": "Digital Caliper", "toolImage": "", "toolPrice": 1250.0,
            "quantity": 17, "totalPrice": 9_999_999.99, "isPaid": false,
            "isDelivered": false, "isReviewed": false, "phoneNumber": "01712345678",
            "address": "House 4, Road 2", "recipient": "Karim Mia", "district": "Gazipur",
            "transactionId": null, "createdAt": 1_780_000_000_000i64, "paidAt": null,
            "shippedAt": null, "deliveredAt": null, "cancelledAt": null, "refundedAt": null,
            "paymentMethod": payment_method, "confirmedAt": null,
        }))
        .unwrap()
        .with_lifecycle()
    }

    #[test]
    fn an_order_awaiting_approval_is_texted_so_instead_of_a_time_to_pay() {
        let mut waiting = order(None);
        waiting.approval_requested_at = Some(waiting.created_at);
        let waiting = waiting.with_lifecycle();
        let links = TextLinks {
            tracking: None,
            unpaid_hours: 48,
        };
        for lang in [Lang::En, Lang::Bn] {
            let text = buyer_text(lang, Event::Placed, &waiting, links);
            assert!(segments(&text).is_single(), "{text}");
            let says = Text::new(messages::SMS_AWAITS_APPROVAL).render(lang);
            assert!(text.ends_with(&says), "{text}");
        }
    }

    #[test]
    fn every_text_fits_one_message_in_each_language() {
        // A Pathao consignment id is the longest tracking code (14 characters).
        let link = tracking_link("https://www.shilpotools.com.bd/", "DL121224VS8TTJ");
        assert_eq!(link, "shilpotools.com.bd/t/DL121224VS8TTJ");
        let links = TextLinks {
            tracking: Some(&link),
            unpaid_hours: 168,
        };
        for lang in [Lang::En, Lang::Bn] {
            for method in [None, Some("cod")] {
                for event in Event::ALL {
                    for links in [
                        links,
                        TextLinks {
                            tracking: None,
                            ..links
                        },
                    ] {
                        let text = buyer_text(lang, event, &order(method), links);
                        let counted = segments(&text);
                        assert!(
                            counted.is_single(),
                            "{lang:?} {event:?}: {} units: {text}",
                            counted.units
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_confirmation_fits_one_message_in_each_language() {
        let link = confirm_link("https://www.shilpotools.com.bd", "K7Q2M9XP");
        assert_eq!(link, "shilpotools.com.bd/c/K7Q2M9XP");
        for lang in [Lang::En, Lang::Bn] {
            let text = confirm_text(lang, "SHT-2026-999999", &link);
            assert!(
                segments(&text).is_single(),
                "{} units: {text}",
                segments(&text).units
            );
        }
    }

    #[test]
    fn a_code_fits_one_message_in_each_language() {
        for lang in [Lang::En, Lang::Bn] {
            let text = code_text(lang, "123456");
            assert!(segments(&text).is_single(), "{text}");
        }
        assert_eq!(
            code_text(Lang::Bn, "123456"),
            "123456 আপনার শিল্প টুলস কোড, ৫ মিনিট চলবে। কাউকে দেবেন না।"
        );
    }

    #[test]
    fn a_text_says_the_step_in_the_buyers_language() {
        let links = TextLinks {
            tracking: Some("shop.test/t/15BAEB8A"),
            unpaid_hours: 72,
        };
        let placed = buyer_text(Lang::En, Event::Placed, &order(None), links);
        assert_eq!(
            placed,
            "Order SHT-2026-999999 placed: Tk. 99,99,999.99. Please pay within 72 hours."
        );
        let shipped = buyer_text(Lang::Bn, Event::Shipped, &order(Some("cod")), links);
        assert_eq!(
            shipped,
            "অর্ডার SHT-২০২৬-৯৯৯৯৯৯ রওনা হলো: shop.test/t/15BAEB8A"
        );
        let cod = buyer_text(Lang::Bn, Event::Placed, &order(Some("cod")), links);
        assert!(cod.ends_with("নগদে দেবেন কুরিয়ারকে।"), "{cod}");
    }
}

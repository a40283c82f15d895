//! The mail about an order: to its buyer at each step it takes, and to the owner when one is
//! placed. Put together from the order as the buyer's own pages show it,
//! in the reader's language, with the numbers in its digits.

use crate::Money;
use crate::delivery;
use crate::entities::Order;
use crate::language::{Lang, write_digits};
use crate::lifecycle::{Event, OrderStatus};
use crate::messages::{self, MailText, Text};
use crate::payment::PaymentMethod;
use crate::tax_document::DocumentKind;

/// What a buyer's mail links to and says of the shop's rules.
#[derive(Debug, Clone, Copy)]
pub struct BuyerLinks<'a> {
    /// The order's own page.
    pub order: &'a str,
    /// Where the buyer reviews what they bought.
    pub review: &'a str,
    /// How long an order may stay unpaid.
    pub unpaid_hours: u64,
}

/// The buyer's mail about `event` on `order`.
pub fn buyer_mail(lang: Lang, event: Event, order: &Order, links: BuyerLinks) -> MailText {
    let say = |text: Text| text.render(lang);
    let number = write_digits(&order.order_number, lang.digits());
    let (subject, lead) = match event {
        Event::Placed => (messages::MAIL_PLACED_SUBJECT, messages::MAIL_PLACED_LEAD),
        Event::Paid => (messages::MAIL_PAID_SUBJECT, messages::MAIL_PAID_LEAD),
        Event::Shipped => (messages::MAIL_SHIPPED_SUBJECT, messages::MAIL_SHIPPED_LEAD),
        Event::Delivered => (
            messages::MAIL_DELIVERED_SUBJECT,
            messages::MAIL_DELIVERED_LEAD,
        ),
        Event::Cancelled if order.paid_at.is_some() => (
            messages::MAIL_CANCELLED_SUBJECT,
            messages::MAIL_CANCELLED_PAID,
        ),
        Event::Cancelled => (
            messages::MAIL_CANCELLED_SUBJECT,
            messages::MAIL_CANCELLED_UNPAID,
        ),
        Event::Refunded => (
            messages::MAIL_REFUNDED_SUBJECT,
            messages::MAIL_REFUNDED_LEAD,
        ),
    };
    let method = order
        .payment_method
        .map_or(messages::PAID_PLAIN, PaymentMethod::label_key);
    let mut parts = vec![
        say(Text::new(messages::MAIL_HELLO_NAME).plain("name", &order.user_name)),
        say(Text::new(lead)
            .money("amount", order.total_price)
            .plain("method", method.template(lang))),
    ];
    match event {
        Event::Placed => {
            parts.push(lines(lang, order));
            parts.push(delivery_block(lang, order));
            parts.push(say(if order.status == OrderStatus::AwaitingApproval {
                Text::new(messages::MAIL_PLACED_APPROVAL)
            } else {
                Text::new(messages::MAIL_PLACED_PAY).count("hours", links.unpaid_hours)
            }));
        }
        Event::Paid => parts.push(lines(lang, order)),
        Event::Shipped => {
            parts.push(delivery_block(lang, order));
            if order.paid_at.is_none() {
                parts.push(say(
                    Text::new(messages::MAIL_SHIPPED_COD).money("amount", order.total_price)
                ));
            }
        }
        Event::Delivered => parts.push(links.review.to_owned()),
        Event::Cancelled | Event::Refunded => {}
    }
    parts.push(say(
        Text::new(messages::MAIL_ORDER_LINK).plain("url", links.order)
    ));
    parts.push(sign_off(lang));
    MailText {
        subject: say(Text::new(subject)
            .plain("number", number)
            .plain("shop", messages::SHOP_NAME.template(lang))),
        body: parts.join("\n\n"),
    }
}

/// The VAT document a buyer's mail about `event` carries: the invoice once paid, the credit
/// note once a paid order is cancelled, and again with its refund.
pub fn attachment(event: Event, order: &Order) -> Option<DocumentKind> {
    match event {
        Event::Paid => Some(DocumentKind::Invoice),
        Event::Cancelled if order.paid_at.is_some() => Some(DocumentKind::CreditNote),
        Event::Refunded => Some(DocumentKind::CreditNote),
        _ => None,
    }
}

/// The owner's mail about a new order, with the link to Manage Orders.
pub fn owner_order_mail(lang: Lang, order: &Order, manage_orders: &str) -> MailText {
    let say = |text: Text| text.render(lang);
    let body = [
        say(Text::new(messages::MAIL_OWNER_ORDER_LEAD)
            .plain("buyer", &order.user_name)
            .plain("email", &order.user_email)),
        lines(lang, order),
        delivery_block(lang, order),
        say(Text::new(messages::MAIL_OWNER_ORDER_LINK).plain("url", manage_orders)),
    ];
    MailText {
        subject: say(Text::new(messages::MAIL_OWNER_ORDER_SUBJECT)
            .plain("number", write_digits(&order.order_number, lang.digits()))
            .money("total", order.total_price)),
        body: body.join("\n\n"),
    }
}

/// Each line of the order, then its total with the VAT in it.
fn lines(lang: Lang, order: &Order) -> String {
    let line = |name: &str, count: u32, price, total| {
        Text::new(messages::MAIL_LINE)
            .plain("toolName", name)
            .count("count", count)
            .money("price", price)
            .money("total", total)
            .render(lang)
    };
    let mut block: Vec<String> = match order.lines.is_empty() {
        // An order from before orders had lines is its one tool.
        true => vec![line(
            &order.tool_name,
            order.quantity,
            order.tool_price,
            order.total_price,
        )],
        false => order
            .lines
            .iter()
            .map(|it| line(it.name_in(lang), it.quantity, it.unit_price, it.total_price))
            .collect(),
    };
    if order.delivery_charge > Money::ZERO {
        block.push(
            Text::new(messages::MAIL_DELIVERY_CHARGE)
                .money("amount", order.delivery_charge)
                .render(lang),
        );
    }
    block.push(
        Text::new(messages::MAIL_TOTAL)
            .money("total", order.total_price)
            .money("vat", order.vat)
            .render(lang),
    );
    block.join("\n")
}

/// Who receives the parcel, their phone and the address, the district in the reader's
/// language.
fn delivery_block(lang: Lang, order: &Order) -> String {
    let text = |field: &Option<String>| field.clone().unwrap_or_default();
    let district = order
        .district
        .as_deref()
        .map(|name| delivery::district_name(name, lang));
    Text::new(messages::MAIL_DELIVERY)
        .plain("recipient", text(&order.recipient))
        .plain(
            "phone",
            write_digits(&text(&order.phone_number), lang.digits()),
        )
        .plain(
            "address",
            delivery::address_line(&text(&order.address), district.as_deref()),
        )
        .render(lang)
}

fn sign_off(lang: Lang) -> String {
    Text::new(messages::MAIL_SIGN_OFF)
        .plain("shop", messages::SHOP_NAME.template(lang))
        .render(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINKS: BuyerLinks = BuyerLinks {
        order: "https://shop.test/dashboard/orders/42",
        review: "https://shop.test/dashboard/add-review",
        unpaid_hours: 72,
    };

    /// Order 42: 12 pieces of one tool and 5 of another, to Gazipur, in the state `changes`
    /// puts it.
    fn order(changes: serde_json::Value) -> Order {
        let mut json = serde_json::json!({
            "_id": 42, "userName": "Rahim Uddin", "userEmail": "rahim@example.com",
            "toolId": 7, "toolName": "Digital Caliper", "toolImage": "", "toolPrice": 1250.0,
            "quantity": 17, "totalPrice": 17250.0, "vat": 0.0, "isPaid": false,
            "isDelivered": false, "isReviewed": false, "phoneNumber": "01712345678",
            "address": "House 4, Road 2", "recipient": "Karim Mia", "district": "Gazipur",
            "transactionId": null, "createdAt": 1_780_000_000_000i64, "paidAt": null,
            "shippedAt": null, "deliveredAt": null, "cancelledAt": null, "refundedAt": null,
            "paymentMethod": null, "confirmedAt": null, "paymentCheck": null,
            "orderNumber": "", "status": "awaitingPayment", "timeline": []
        });
        let line = |id, name, price: f64, count: u32| {
            serde_json::json!({ "_id": id, "toolId": id + 6, "toolName": name, "toolImage": "",
                "unitPrice": price, "quantity": count, "totalPrice": price * f64::from(count),
                "vatRate": 1500, "isReviewed": false })
        };
        json["lines"] = serde_json::json!([
            line(1, "Digital Caliper", 1250.0, 12),
            line(2, "Steel Rule", 450.0, 5)
        ]);
        for (field, value) in changes.as_object().unwrap() {
            json[field] = value.clone();
        }
        serde_json::from_value::<Order>(json)
            .unwrap()
            .with_lifecycle()
    }

    fn paid() -> serde_json::Value {
        serde_json::json!({ "isPaid": true, "paidAt": 1_780_000_100_000i64, "paymentMethod": "bkash" })
    }

    #[test]
    fn an_order_awaiting_approval_is_not_asked_to_be_paid_yet() {
        let waiting = order(serde_json::json!({ "approvalRequestedAt": 1_780_000_000_000i64 }));
        let mail = buyer_mail(Lang::En, Event::Placed, &waiting, LINKS);
        assert!(
            mail.body.contains("your company's approvers are asked"),
            "{}",
            mail.body
        );
        assert!(!mail.body.contains("Choose how to pay"), "{}", mail.body);
    }

    #[test]
    fn a_delivery_charge_is_its_own_line_before_the_total() {
        let charged = order(serde_json::json!({
            "totalPrice": 17380.0, "deliveryCharge": 130.0, "deliveryVatRate": 1500,
        }));
        assert_eq!(charged.vat, Money::from_poisha(226_696).unwrap());
        let mail = buyer_mail(Lang::Bn, Event::Placed, &charged, LINKS);
        assert!(
            mail.body
                .contains("ডেলিভারি চার্জ: ৳\u{a0}১৩০\nমোট: ৳\u{a0}১৭,৩৮০"),
            "{}",
            mail.body
        );
        let free = buyer_mail(
            Lang::En,
            Event::Placed,
            &order(serde_json::json!({})),
            LINKS,
        );
        assert!(!free.body.contains("Delivery charge"), "{}", free.body);
    }

    #[test]
    fn the_placed_mail_lists_the_lines_the_delivery_and_how_to_pay() {
        let mail = buyer_mail(
            Lang::En,
            Event::Placed,
            &order(serde_json::json!({})),
            LINKS,
        );
        assert_eq!(mail.subject, "Order SHT-2026-000042 placed — Shilpo Tools");
        for part in [
            "Hello Rahim Uddin,",
            "Digital Caliper: 12 pcs × Tk.\u{a0}1,250 = Tk.\u{a0}15,000",
            "Steel Rule: 5 pcs × Tk.\u{a0}450 = Tk.\u{a0}2,250",
            "Total: Tk.\u{a0}17,250, VAT included: Tk.\u{a0}2,250",
            "Delivery to: Karim Mia, 01712345678\nHouse 4, Road 2, Gazipur",
            "within 72 hours",
            "Your order: https://shop.test/dashboard/orders/42",
        ] {
            assert!(
                mail.body.contains(part),
                "{part:?} missing from:\n{}",
                mail.body
            );
        }
    }

    #[test]
    fn a_bangla_mail_prints_its_numbers_and_district_in_bangla() {
        let mail = buyer_mail(
            Lang::Bn,
            Event::Placed,
            &order(serde_json::json!({})),
            LINKS,
        );
        assert_eq!(
            mail.subject,
            "অর্ডার SHT-২০২৬-০০০০৪২ গ্রহণ করা হয়েছে — শিল্প টুলস"
        );
        assert!(mail.body.contains("০১৭১২৩৪৫৬৭৮"), "{}", mail.body);
        assert!(mail.body.contains("গাজীপুর"), "{}", mail.body);
        assert!(mail.body.contains("১২ পিস"), "{}", mail.body);
        assert!(!mail.body.contains("Gazipur"), "{}", mail.body);
    }

    #[test]
    fn a_bangla_mail_names_the_tools_in_bangla_where_the_shop_gave_names() {
        let mut with_names = order(serde_json::json!({}));
        with_names.lines[0].tool_name_bn = Some("ডিজিটাল ক্যালিপার".into());
        let bangla = buyer_mail(Lang::Bn, Event::Placed, &with_names, LINKS);
        assert!(
            bangla.body.contains("ডিজিটাল ক্যালিপার: ১২ পিস"),
            "{}",
            bangla.body
        );
        // A tool without a Bangla name keeps its own.
        assert!(bangla.body.contains("Steel Rule: ৫ পিস"), "{}", bangla.body);
        let english = buyer_mail(Lang::En, Event::Placed, &with_names, LINKS);
        assert!(
            english.body.contains("Digital Caliper: 12 pcs"),
            "{}",
            english.body
        );
    }

    #[test]
    fn each_step_says_what_happened_and_carries_its_document() {
        let cod = serde_json::json!({ "paymentMethod": "cod", "shippedAt": 1_780_000_200_000i64 });
        let cancelled = serde_json::json!({ "cancelledAt": 1_780_000_300_000i64 });
        let mut cancelled_paid = paid();
        cancelled_paid["cancelledAt"] = cancelled["cancelledAt"].clone();
        let cases = [
            (
                Event::Paid,
                order(paid()),
                "paid by bKash",
                Some(DocumentKind::Invoice),
            ),
            (
                Event::Shipped,
                order(cod),
                "keep Tk.\u{a0}17,250 in cash",
                None,
            ),
            (Event::Delivered, order(paid()), LINKS.review, None),
            (
                Event::Cancelled,
                order(cancelled),
                "Nothing was charged",
                None,
            ),
            (
                Event::Cancelled,
                order(cancelled_paid.clone()),
                "goes back to you",
                Some(DocumentKind::CreditNote),
            ),
            (
                Event::Refunded,
                order(cancelled_paid),
                "given back the Tk.\u{a0}17,250",
                Some(DocumentKind::CreditNote),
            ),
        ];
        for (event, order, says, document) in cases {
            let mail = buyer_mail(Lang::En, event, &order, LINKS);
            assert!(
                mail.body.contains(says),
                "{event:?}: {says:?} missing from:\n{}",
                mail.body
            );
            assert_eq!(attachment(event, &order), document, "{event:?}");
        }
    }

    #[test]
    fn the_owner_hears_of_a_new_order() {
        let mail = owner_order_mail(
            Lang::En,
            &order(serde_json::json!({})),
            "https://shop.test/m",
        );
        assert_eq!(mail.subject, "New order SHT-2026-000042: Tk.\u{a0}17,250");
        assert!(
            mail.body
                .starts_with("A new order from Rahim Uddin (rahim@example.com):")
        );
        assert!(mail.body.ends_with("Manage Orders: https://shop.test/m"));
    }
}

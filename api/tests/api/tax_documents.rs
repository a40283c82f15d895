//! VAT documents: the tax invoice (Mushak-6.3) of a paid order, the credit note
//! (Mushak-6.7) of a cancelled one, their numbers, their PDFs in both languages, and the
//! month's sales register.

use crate::helpers::{ADMIN, BUYER, TestApp, join_all, spawn_app};
use api::runtime::config::Seller;
use api::tax::document::{Buyer, Content, Line};
use api::tax::{self, Issued};
use axum::http::{Method, StatusCode};
use serde_json::json;
use shared::tax_document::{DocumentKind, FiscalYear};
use shared::{Lang, Money, VatRate, messages};
use std::path::{Path, PathBuf};

fn assert_says(text: &str, expected: &[&str]) {
    for expected in expected {
        assert!(
            text.contains(expected),
            "{expected:?} missing from:\n{text}"
        );
    }
}

/// `GET path` as `token` in `lang`: the status and the body's bytes.
async fn download(app: &TestApp, path: &str, token: &str, lang: &str) -> (StatusCode, Vec<u8>) {
    let request = axum::http::Request::get(path)
        .header("authorization", format!("Bearer {token}"))
        .header("accept-language", lang)
        .body(axum::body::Body::empty())
        .unwrap();
    let reply = app.send(request).await;
    (reply.status, reply.bytes)
}

/// This fiscal year's label, as the numbers carry it.
fn this_year() -> String {
    FiscalYear::of(api::store::db::now_ms()).label()
}

#[tokio::test]
async fn a_paid_order_has_its_tax_invoice_for_its_buyer_and_admins_only() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let other = app.new_buyer("other@example.com").await;
    let order = app.order_probes(&buyer).await;
    let path = format!("/api/orders/{order}/invoice.pdf");

    let unpaid = app.get_as(&path, &buyer).await;
    assert_eq!(unpaid.status, StatusCode::CONFLICT);
    assert_eq!(unpaid.error_message(), messages::INVOICE_NOT_PAID.en());

    let transaction = app.pay(&buyer, order).await;
    let (status, bytes) = download(&app, &path, &buyer, "en").await;
    assert_eq!(status, StatusCode::OK);
    assert!(bytes.starts_with(b"%PDF-"));
    let number = shared::entities::order_number(order, api::store::db::now_ms());
    let text = crate::pdf::text(&bytes);
    // 24,500 at 15 % VAT inclusive: 21,304.35 + 3,195.65 (shared::vat::split, halves up).
    assert_says(
        &text,
        &[
            "Mushak-6.3",
            "Tax Invoice",
            "National Board of Revenue",
            "Shilpo Tools Ltd.",
            "000000000-0101",
            "Tejgaon Industrial Area",
            &format!("INV {}/000001", this_year()),
            &number,
            "Destination of supply",
            "Rahim Uddin",
            "House 4, Road 2, Dhanmondi, Dhaka",
            "01712345678",
            "Demo Buyer",
            "PT100 Temperature Probe 200 mm",
            "piece",
            "980.00",
            "21,304.35",
            "15%",
            "3,195.65",
            "24,500.00",
            "Taka Twenty-Four Thousand Five Hundred Only",
            &transaction,
        ],
    );
    assert_eq!(
        download(&app, &path, &buyer, "en").await.1,
        bytes,
        "the same invoice every time"
    );
    assert_eq!(
        download(&app, &path, &admin, "en").await.1,
        bytes,
        "the admin gets the same invoice"
    );
    assert_eq!(
        app.get_as(&path, &other).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(app.get(&path).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_business_buyer_gets_a_bangla_invoice_with_its_bin_and_the_names_as_typed() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let profile = json!({ "displayName": "রহিম উদ্দিন" });
    let reply = app
        .send_as(
            Method::PUT,
            "/api/update/user/buyer@shop.test",
            &profile.to_string(),
            &buyer,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    // The company, not the person, carries the name and BIN the invoice prints.
    let company = json!({ "name": "করিম স্টিল ওয়ার্কস", "bin": "০০০১২৩৪৫৬-০১০১" });
    let reply = app
        .send_as(Method::POST, "/api/company", &company.to_string(), &buyer)
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);

    let tool: i64 = sqlx::query_scalar("SELECT id FROM tools WHERE name = 'ডিজিটাল তাপমাত্রা নিয়ন্ত্রক'")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let placed = app
        .place(&buyer, json!({ "toolId": tool, "quantity": 10 }))
        .await;
    assert_eq!(placed.status, StatusCode::CREATED, "{}", placed.text);
    let order = placed.json()["insertedId"].as_i64().unwrap();
    app.pay(&buyer, order).await;

    let path = format!("/api/orders/{order}/invoice.pdf");
    let (status, bangla) = download(&app, &path, &buyer, "bn").await;
    assert_eq!(status, StatusCode::OK);
    assert_says(
        &crate::pdf::text(&bangla),
        &[
            "মূসক-৬.৩",
            "কর চালানপত্র",
            "জাতীয় রাজস্ব বোর্ড",
            "করিম স্টিল ওয়ার্কস (রহিম উদ্দিন)",
            "০০০১২৩৪৫৬-০১০১",
            "ডিজিটাল তাপমাত্রা নিয়ন্ত্রক",
            "২৮,৫০০.০০",
            "১৫%",
            "টাকা আটাশ হাজার পাঁচ শত মাত্র",
            // The district in Bangla, and the order's number in Bangla digits.
            "Dhanmondi, ঢাকা",
            "SHT-২০২৬-",
        ],
    );
    // The same invoice in English: the buyer's and the tool's names as they were typed.
    let (_, english) = download(&app, &path, &buyer, "en").await;
    assert_says(
        &crate::pdf::text(&english),
        &[
            "Tax Invoice",
            "করিম স্টিল ওয়ার্কস (রহিম উদ্দিন)",
            "000123456-0101",
            "ডিজিটাল তাপমাত্রা নিয়ন্ত্রক",
            "28,500.00",
            "Taka Twenty-Eight Thousand Five Hundred Only",
        ],
    );

    // Details changed later leave the invoice issued as it was.
    let renamed = json!({ "name": "Karim Steel Works" });
    app.send_as(Method::PUT, "/api/company", &renamed.to_string(), &buyer)
        .await;
    let (_, again) = download(&app, &path, &buyer, "en").await;
    assert_says(&crate::pdf::text(&again), &["করিম স্টিল ওয়ার্কস (রহিম উদ্দিন)"]);
}

#[tokio::test]
async fn a_tool_sold_under_a_bangla_name_keeps_it_on_the_order_and_the_bangla_invoice() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    // A later rename changes no sold line.
    sqlx::query("UPDATE tools SET name_bn = 'নতুন নাম' WHERE name LIKE 'PT100%'")
        .execute(&app.state.db)
        .await
        .unwrap();
    let listed = app
        .get_as("/api/orders/buyer@shop.test", &buyer)
        .await
        .json();
    let line = &listed[0]["lines"][0];
    assert_eq!(line["toolName"], "PT100 Temperature Probe 200 mm");
    assert_eq!(line["toolNameBn"], "PT100 তাপমাত্রা প্রোব ২০০ মিমি");
    app.pay(&buyer, order).await;

    let path = format!("/api/orders/{order}/invoice.pdf");
    let (_, bangla) = download(&app, &path, &buyer, "bn").await;
    assert_says(&crate::pdf::text(&bangla), &["PT100 তাপমাত্রা প্রোব ২০০ মিমি"]);
    let (_, english) = download(&app, &path, &buyer, "en").await;
    let english = crate::pdf::text(&english);
    assert_says(&english, &["PT100 Temperature Probe 200 mm"]);
    assert!(!english.contains("প্রোব"), "{english}");
}

#[tokio::test]
async fn invoice_numbers_run_without_gaps_when_payments_race() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let mut orders = Vec::new();
    for _ in 0..12 {
        orders.push(app.order_probes(&buyer).await);
    }
    // Every order paid at once, one of them twice.
    let payments = orders
        .iter()
        .chain([&orders[0]])
        .map(|&order| app.pay_by_card(&buyer, order, "4242 4242 4242 4242"));
    let replies = join_all(payments).await;
    let paid = replies
        .iter()
        .filter(|reply| reply.status == StatusCode::OK);
    assert!(paid.count() >= orders.len());

    let serials: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT serial, order_id, number FROM tax_documents WHERE kind = 'invoice' ORDER BY serial",
    )
    .fetch_all(&app.state.db)
    .await
    .unwrap();
    assert_eq!(
        serials.iter().map(|row| row.0).collect::<Vec<_>>(),
        (1..=12).collect::<Vec<_>>(),
        "one invoice per order, numbered 1 to 12"
    );
    let mut invoiced: Vec<i64> = serials.iter().map(|row| row.1).collect();
    invoiced.sort_unstable();
    assert_eq!(invoiced, orders);
    assert_eq!(serials[11].2, format!("INV {}/000012", this_year()));

    // An issued document is never changed nor deleted, even by hand.
    let changed = sqlx::query("UPDATE tax_documents SET buyer_name = 'x'")
        .execute(&app.state.db)
        .await;
    assert!(changed.is_err());
    let deleted = sqlx::query("DELETE FROM tax_documents")
        .execute(&app.state.db)
        .await;
    assert!(deleted.is_err());
}

#[tokio::test]
async fn cancelling_an_invoiced_order_issues_a_credit_note_that_refers_to_it() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let paid = app.order_probes(&buyer).await;
    app.pay(&buyer, paid).await;
    let unpaid = app.order_probes(&buyer).await;
    for order in [paid, unpaid] {
        let reply = app
            .send_as(Method::DELETE, &format!("/api/orders/{order}"), "", &buyer)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    }

    let year = this_year();
    let (status, pdf) = download(
        &app,
        &format!("/api/orders/{paid}/credit-note.pdf"),
        &admin,
        "en",
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_says(
        &crate::pdf::text(&pdf),
        &[
            "Mushak-6.7",
            "Credit Note",
            &format!("CN {year}/000001"),
            "Tax invoice credited",
            &format!("INV {year}/000001"),
            "The order was cancelled before it shipped",
            "24,500.00",
        ],
    );
    let (status, _) = download(
        &app,
        &format!("/api/orders/{unpaid}/credit-note.pdf"),
        &buyer,
        "en",
    )
    .await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "an unpaid order had no invoice"
    );
    let documents = app.count("tax_documents", "TRUE").await;
    assert_eq!(documents, 2);
}

#[tokio::test]
async fn the_sales_register_adds_up_to_the_orders_to_the_poisha() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    // A 7.5 % tool beside the standard-rate probes, so the summary has two rates.
    let probe = app.probe_tool().await;
    let reply = app
        .send_as(
            Method::PUT,
            &format!("/api/product/{probe}/vat-rate"),
            r#"{"vatRate":"7.5"}"#,
            &admin,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let mut orders = Vec::new();
    for _ in 0..3 {
        let order = app.order_probes(&buyer).await;
        app.pay(&buyer, order).await;
        orders.push(order);
    }
    let cancelled = orders[1];
    app.send_as(
        Method::DELETE,
        &format!("/api/orders/{cancelled}"),
        "",
        &buyer,
    )
    .await;

    let day = shared::calendar::dhaka_day(api::store::db::now_ms());
    let month = format!("{}-{:02}", day.year, day.month);
    let register = app
        .get_as(&format!("/api/sales-register?month={month}"), &admin)
        .await;
    assert_eq!(register.status, StatusCode::OK, "{}", register.text);
    let rows: Vec<&str> = register
        .text
        .trim_start_matches('\u{feff}')
        .lines()
        .collect();
    assert_eq!(
        rows.len(),
        1 + 3 + 1 + 1,
        "heading, 3 invoices, 1 credit note, totals"
    );
    // What the shop kept: the orders paid and not cancelled, as the database holds them.
    let kept: i64 = sqlx::query_scalar(
        "SELECT CAST(SUM(total_poisha) AS BIGINT) FROM orders WHERE is_paid = TRUE AND cancelled_at IS NULL",
    )
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    let total_of = |row: &str| row.rsplit(',').next().unwrap().to_owned();
    let taka = format!("{}.{:02}", kept / 100, kept % 100);
    assert_eq!(total_of(rows.last().unwrap()), taka);
    assert!(rows[4].starts_with(&format!("CN {}/000001,credit-note,", this_year())));
    assert!(rows[4].ends_with(",-24500.00"), "{}", rows[4]);

    let summary = app
        .get_as(
            &format!("/api/sales-register/summary?month={month}"),
            &admin,
        )
        .await;
    assert_eq!(summary.status, StatusCode::OK);
    let summary: Vec<&str> = summary
        .text
        .trim_start_matches('\u{feff}')
        .lines()
        .collect();
    assert!(summary[1].starts_with("7.5,4,"), "{summary:?}");
    assert_eq!(total_of(summary.last().unwrap()), taka);

    let refused = app
        .get_as("/api/sales-register?month=2026-13", &admin)
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert_eq!(refused.error_message(), messages::MONTH_INVALID.en());
    let forbidden = app
        .get_as(&format!("/api/sales-register?month={month}"), &buyer)
        .await;
    assert_eq!(forbidden.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn orders_paid_before_invoices_existed_get_theirs_at_the_next_start() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    // As an order paid before migration 0010: paid, with no document.
    sqlx::query("UPDATE orders SET is_paid = TRUE, paid_at = 1700000000000, transaction_id = 'old' WHERE id = $1")
        .bind(order)
        .execute(&app.state.db)
        .await
        .unwrap();
    let issued = tax::issue_missing(&app.state.writer, &Seller::sample())
        .await
        .unwrap();
    assert_eq!(issued, 1);
    let number: String = sqlx::query_scalar("SELECT number FROM tax_documents WHERE order_id = $1")
        .bind(order)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(number, "INV 2023-24/000001", "dated when it was paid");
    assert_eq!(
        tax::issue_missing(&app.state.writer, &Seller::sample())
            .await
            .unwrap(),
        0
    );
}

/// A document whose every word and moment is fixed, so its rendering can be compared.
fn sample_invoice() -> Issued {
    let line = |(description, bangla): (&str, &str), quantity: u32, unit: i64| {
        let total = Money::from_poisha(unit * i64::from(quantity)).unwrap();
        let split = shared::vat::split(total, VatRate::STANDARD);
        Line {
            description: description.into(),
            description_bn: Some(bangla.into()),
            quantity,
            unit_price: Money::from_poisha(unit).unwrap(),
            vat_rate: VatRate::STANDARD,
            value: split.value,
            vat: split.vat,
            total,
            delivery: false,
        }
    };
    Issued {
        kind: DocumentKind::Invoice,
        number: "INV 2026-27/000042".into(),
        // 24 Nov 2026, 10:30 in Dhaka.
        issued_at: 1_795_494_600_000,
        content: Content {
            seller: Seller::sample(),
            buyer: Buyer {
                name: "রহিম উদ্দিন".into(),
                company: Some("করিম স্টিল ওয়ার্কস".into()),
                company_bn: None,
                bin: Some("0001234560101".into()),
                address: Some("বাড়ি ৪, সড়ক ২, ধানমন্ডি, ঢাকা".into()),
                email: "buyer@shop.test".into(),
            },
            order_number: "20261124-0042".into(),
            po_number: Some("KSW/PO/2026-042".into()),
            destination: vec!["রহিম উদ্দিন".into(), "বাড়ি ৪, সড়ক ২, ধানমন্ডি, ঢাকা".into()],
            district: None,
            supplied_at: 1_795_494_600_000,
            payment_method: Some("bkash".into()),
            transaction_id: Some("TR0011ABC".into()),
            lines: vec![
                line(
                    ("Digital Temperature Controller", "ডিজিটাল তাপমাত্রা নিয়ন্ত্রক"),
                    10,
                    285_000,
                ),
                line(
                    ("Steel Combination Pliers", "স্টিলের কম্বিনেশন প্লায়ার্স"),
                    12,
                    38_000,
                ),
            ],
            credits: None,
        },
    }
}

fn reference(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/api/reference")
        .join(name)
}

/// Page one at 100 dpi in grey, as `pdftoppm` renders it: width, height and pixels.
fn rendered(pdf: &[u8]) -> (u32, u32, Vec<u8>) {
    crate::pdf::page_one(pdf, 100)
}

/// The Bangla invoice rendered, against a reference image checked by eye: conjuncts (ন্ত্র,
/// ম্ব) joined and ি drawn before its consonant. Run with `UPDATE_REFERENCE_IMAGES=1` to
/// write the reference anew after a deliberate change of layout, then look at it.
#[test]
fn a_bangla_invoice_renders_like_its_reference() {
    let pdf = tax::pdf::render(&sample_invoice(), Lang::Bn).unwrap();
    assert_eq!(
        pdf,
        tax::pdf::render(&sample_invoice(), Lang::Bn).unwrap(),
        "the same bytes every time"
    );
    let path = reference("invoice-bn.png");
    let (width, height, pixels) = rendered(&pdf);
    if std::env::var_os("UPDATE_REFERENCE_IMAGES").is_some() {
        let file = std::fs::File::create(&path).unwrap();
        let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::Eight);
        encoder
            .write_header()
            .unwrap()
            .write_image_data(&pixels)
            .unwrap();
        return;
    }
    let (ref_width, ref_height, expected) = crate::pdf::decode(&std::fs::read(&path).unwrap());
    assert_eq!((width, height), (ref_width, ref_height));
    // Anti-aliasing may differ by a shade between poppler builds; a glyph out of place
    // changes hundreds of pixels by far more.
    let differing = pixels
        .iter()
        .zip(&expected)
        .filter(|(a, b)| a.abs_diff(**b) > 96)
        .count();
    assert!(
        differing < 200,
        "{differing} pixels differ from {}",
        path.display()
    );
    assert_says(
        &crate::pdf::text(&pdf),
        &[
            "ডিজিটাল তাপমাত্রা নিয়ন্ত্রক",
            "স্টিলের কম্বিনেশন প্লায়ার্স",
            "করিম স্টিল ওয়ার্কস",
        ],
    );
}

//! The pages a buyer sees at the gateway: what they are paying, and buttons to pay, to fail
//! and to cancel. Plain HTML, so a browser test can click through them as a buyer would.

use axum::response::Html;
use std::collections::HashMap;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The gateway's payment page: `title` (SSLCommerz or bKash), the amount, and one button per
/// outcome, each posting to `{action_base}/{outcome}`.
pub fn checkout(title: &str, amount: &str, reference: &str, action_base: &str) -> Html<String> {
    let button = |outcome: &str, label: &str| {
        format!(
            r#"<form method="post" action="{}/{outcome}"><button type="submit">{label}</button></form>"#,
            escape(action_base)
        )
    };
    Html(format!(
        r#"<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title} sandbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>{title} sandbox</h1>
<p>Pay <strong>BDT {amount}</strong> for <code>{reference}</code></p>
{pay}{fail}{cancel}</main></body></html>"#,
        title = escape(title),
        amount = escape(amount),
        reference = escape(reference),
        pay = button("pay", &format!("Pay BDT {}", escape(amount))),
        fail = button("fail", "Fail the payment"),
        cancel = button("cancel", "Cancel"),
    ))
}

/// A page that posts `fields` to `url` at once, as SSLCommerz's page posts the buyer back to
/// the shop's `success_url`, `fail_url` or `cancel_url`.
pub fn post_back(url: &str, fields: &HashMap<String, String>) -> Html<String> {
    let inputs: String = fields
        .iter()
        .map(|(name, value)| {
            format!(
                r#"<input type="hidden" name="{}" value="{}">"#,
                escape(name),
                escape(value)
            )
        })
        .collect();
    Html(format!(
        r#"<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning to the shop</title></head>
<body onload="document.forms[0].submit()"><form method="post" action="{}">{inputs}
<noscript><button type="submit">Return to the shop</button></noscript></form></body></html>"#,
        escape(url)
    ))
}

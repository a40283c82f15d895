//! The OpenAPI document as a page people can read, rendered here without scripts so it works
//! offline and under the shop's CSP.

use serde_json::Value;
use std::fmt::Write;

const METHODS: [&str; 5] = ["get", "post", "put", "delete", "patch"];

/// The page for a document.
pub fn render(document: &Value, bearer: &str) -> String {
    let title = text(&document["info"]["title"]);
    let mut page = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><style>{STYLE}</style></head><body><main>\
         <h1>{title}</h1><p>{}</p>\
         <p>Every path below is under <code>/api</code>. The machine-readable document is \
         <a href=\"/api/openapi.json\">/api/openapi.json</a>.</p>",
        prose(&text(&document["info"]["description"])),
    );
    for tag in document["tags"].as_array().into_iter().flatten() {
        let name = text(&tag["name"]);
        let _ = write!(
            page,
            "<section><h2>{}</h2><p>{}</p>",
            escape(&name),
            prose(&text(&tag["description"]))
        );
        for (path, item) in document["paths"].as_object().into_iter().flatten() {
            for method in METHODS {
                let operation = &item[method];
                let tagged = operation["tags"]
                    .as_array()
                    .is_some_and(|tags| tags.iter().any(|tag| tag == name.as_str()));
                if tagged {
                    render_operation(&mut page, method, path, operation, bearer);
                }
            }
        }
        page.push_str("</section>");
    }
    page.push_str("<section><h2>Schemas</h2>");
    for (name, schema) in document["components"]["schemas"]
        .as_object()
        .into_iter()
        .flatten()
    {
        render_schema(&mut page, name, schema);
    }
    page.push_str("</section></main></body></html>");
    page
}

fn render_operation(page: &mut String, method: &str, path: &str, operation: &Value, bearer: &str) {
    let _ = write!(
        page,
        "<article><h3><span class=\"method {method}\">{}</span> <code>{}</code></h3>\
         <p><strong>{}</strong></p><p>{}</p><p class=\"who\">{}</p>",
        method.to_uppercase(),
        escape(path),
        prose(&text(&operation["summary"])),
        prose(&text(&operation["description"])),
        who_may_call(&operation["security"], bearer),
    );
    let parameters = operation["parameters"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if !parameters.is_empty() {
        page.push_str("<h4>Parameters</h4><ul>");
        for parameter in &parameters {
            let _ = write!(
                page,
                "<li><code>{}</code> ({}) {}</li>",
                escape(&text(&parameter["name"])),
                escape(&text(&parameter["in"])),
                prose(&text(&parameter["description"])),
            );
        }
        page.push_str("</ul>");
    }
    if let Some(content) = operation["requestBody"]["content"].as_object() {
        page.push_str("<h4>Body</h4><ul>");
        for (media, body) in content {
            let _ = write!(
                page,
                "<li>{} {}</li>",
                escape(media),
                schema_link(&body["schema"])
            );
        }
        page.push_str("</ul>");
    }
    page.push_str("<h4>Answers</h4><ul>");
    for (status, response) in operation["responses"].as_object().into_iter().flatten() {
        let schema = response["content"]
            .as_object()
            .and_then(|content| content.values().next())
            .map(|media| schema_link(&media["schema"]))
            .unwrap_or_default();
        let _ = write!(
            page,
            "<li><code>{status}</code> {} {schema}</li>",
            prose(&text(&response["description"]))
        );
    }
    page.push_str("</ul></article>");
}

/// The security requirements in words.
fn who_may_call(security: &Value, bearer: &str) -> String {
    let Some(requirements) = security.as_array() else {
        return "Anyone.".into();
    };
    let callers: Vec<String> = requirements
        .iter()
        .map(|requirement| {
            let roles: Vec<&str> = requirement[bearer]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .collect();
            match roles.as_slice() {
                [] => "any signed-in account".to_owned(),
                ["owner"] => "the owner of the account or order named".to_owned(),
                ["admin"] => "an admin".to_owned(),
                ["buyer"] => "a signed-in buyer (not an admin)".to_owned(),
                other => other.join(", "),
            }
        })
        .collect();
    format!("Who may call: {}.", callers.join(", or "))
}

fn render_schema(page: &mut String, name: &str, schema: &Value) {
    let _ = write!(
        page,
        "<article id=\"schema-{0}\"><h3>{0}</h3><p>{1}</p>",
        escape(name),
        prose(&text(&schema["description"]))
    );
    if let Some(properties) = schema["properties"].as_object() {
        let required: Vec<&str> = schema["required"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        page.push_str("<ul>");
        for (field, property) in properties {
            let _ = write!(
                page,
                "<li><code>{}</code>{} {} {}</li>",
                escape(field),
                if required.contains(&field.as_str()) {
                    " (required)"
                } else {
                    ""
                },
                schema_link(property),
                prose(&text(&property["description"]))
            );
        }
        page.push_str("</ul>");
    } else {
        let _ = write!(page, "<p>{}</p>", schema_link(schema));
    }
    page.push_str("</article>");
}

/// A schema in a few words: a link to a named schema, or its type.
fn schema_link(schema: &Value) -> String {
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.rsplit('/').next().unwrap_or(reference);
        return format!("<a href=\"#schema-{0}\"><code>{0}</code></a>", escape(name));
    }
    if let Some(items) = schema.get("items") {
        return format!("array of {}", schema_link(items));
    }
    for combined in ["oneOf", "anyOf", "allOf"] {
        if let Some(options) = schema[combined].as_array() {
            let options: Vec<String> = options.iter().map(schema_link).collect();
            return options.join(" or ");
        }
    }
    match &schema["type"] {
        Value::String(kind) => format!("<em>{}</em>", escape(kind)),
        Value::Array(kinds) => {
            let kinds: Vec<String> = kinds.iter().map(text).collect();
            format!("<em>{}</em>", escape(&kinds.join(" or ")))
        }
        _ => String::new(),
    }
}

fn text(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_owned()
}

/// A description as written in the code's doc comments: escaped, with `code` spans kept.
fn prose(text: &str) -> String {
    escape(text)
        .split('`')
        .enumerate()
        .map(|(index, part)| {
            if index % 2 == 1 {
                format!("<code>{part}</code>")
            } else {
                part.to_owned()
            }
        })
        .collect()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const STYLE: &str = "body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#f9fafb}\
main{max-width:56rem;margin:0 auto;padding:1rem}h1{margin-top:0}\
section>h2{border-bottom:2px solid #d1d5db;padding-bottom:.25rem}\
article{background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0;overflow-wrap:anywhere}\
h3{font-size:1.05rem}h4{margin:.5rem 0 0;font-size:.95rem}\
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:.25rem;color:#fff;font-size:.85rem;padding:.1rem .4rem}\
.get{background:#1d4ed8}.post{background:#047857}.put{background:#b45309}.delete{background:#b91c1c}.patch{background:#6d28d9}\
.who{color:#4b5563}code{font-size:.95em}";

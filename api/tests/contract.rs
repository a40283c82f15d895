//! The UI's side of the HTTP contract, generated from the OpenAPI document (which the routes'
//! `#[utoipa::path]` and the model's types make): every operation's method and path, its path
//! and query parameters, and its request and reply bodies named as the model's types, which the
//! UI has from the same Rust types through ts-rs (`shop-wasm`). The UI calls the server only
//! through these (`ui/src/lib/api-client.ts`), so a changed route or body fails `tsc`.
//!
//! This test fails when `ui/src/generated/endpoints.ts` is stale; regenerate it with
//! `UPDATE_TYPESCRIPT=1 cargo test -p api --test contract`.

use serde_json::Value;
use std::collections::BTreeSet;
use std::fmt::Write;

const GENERATED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../ui/src/generated/endpoints.ts"
);

/// The schema's TypeScript type; the model's type names it uses are added to `names`.
fn ts_type(schema: &Value, names: &mut BTreeSet<String>) -> String {
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.rsplit('/').next().unwrap_or_default();
        // The error's parameters are a sentence's, which the model declares as `Said`'s.
        if name == "Params" {
            names.insert("Said".into());
            return "Said['params']".into();
        }
        names.insert(name.to_owned());
        return name.to_owned();
    }
    if let Some(variants) = schema["oneOf"].as_array().or(schema["anyOf"].as_array()) {
        let types: Vec<String> = variants
            .iter()
            .map(|variant| ts_type(variant, names))
            .collect();
        return types.join(" | ");
    }
    let kinds: Vec<&str> = match &schema["type"] {
        Value::String(kind) => vec![kind.as_str()],
        Value::Array(kinds) => kinds.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    };
    let types: Vec<String> = kinds
        .iter()
        .map(|kind| match *kind {
            "integer" | "number" => "number".to_owned(),
            "string" => "string".to_owned(),
            "boolean" => "boolean".to_owned(),
            "null" => "null".to_owned(),
            "array" => format!("{}[]", ts_type(&schema["items"], names)),
            _ => object_type(schema, names),
        })
        .collect();
    if types.is_empty() {
        "unknown".into()
    } else {
        types.join(" | ")
    }
}

/// An object schema as a TypeScript object type; one without properties is a record.
fn object_type(schema: &Value, names: &mut BTreeSet<String>) -> String {
    let Some(properties) = schema["properties"].as_object() else {
        return "Record<string, unknown>".into();
    };
    let required: Vec<&str> = schema["required"]
        .as_array()
        .map(|required| required.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let fields: Vec<String> = properties
        .iter()
        .map(|(name, property)| {
            let optional = if required.contains(&name.as_str()) {
                ""
            } else {
                "?"
            };
            format!("{name}{optional}: {}", ts_type(property, names))
        })
        .collect();
    format!("{{ {} }}", fields.join("; "))
}

/// The body of a request or reply: JSON as its type, a form as `FormData` or fields, a file as
/// a `Blob`; `void` without one.
fn body_type(content: &Value, names: &mut BTreeSet<String>) -> String {
    let Some(content) = content.as_object() else {
        return "void".into();
    };
    match content.iter().next() {
        Some((media, body)) if media == "application/json" => ts_type(&body["schema"], names),
        Some((media, _)) if media == "multipart/form-data" => "FormData".into(),
        Some((media, _)) if media == "application/x-www-form-urlencoded" => {
            "Record<string, string>".into()
        }
        Some(_) => "Blob".into(),
        None => "void".into(),
    }
}

/// The parameters `at` (`path` or `query`) as an object type; `never` when there are none.
fn parameters(operation: &Value, at: &str, names: &mut BTreeSet<String>) -> String {
    let fields: Vec<String> = operation["parameters"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|parameter| parameter["in"] == at)
        .map(|parameter| {
            let name = parameter["name"].as_str().unwrap_or_default();
            let ty = if at == "path" {
                "string | number".to_owned()
            } else {
                ts_type(&parameter["schema"], names)
            };
            let optional = if parameter["required"] == true {
                ""
            } else {
                "?"
            };
            format!("{name}{optional}: {ty}")
        })
        .collect();
    match fields.is_empty() {
        true => "never".into(),
        false => format!("{{ {} }}", fields.join("; ")),
    }
}

fn generated() -> String {
    let document = serde_json::to_value(&api::api_document().document).unwrap();
    let mut names = BTreeSet::new();
    let mut types = String::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let Some(id) = operation["operationId"].as_str() else {
                continue;
            };
            let method = method.to_uppercase();
            let body = match operation.get("requestBody") {
                Some(body) => body_type(&body["content"], &mut names),
                None => "never".into(),
            };
            let replies = &operation["responses"];
            // Every success's body: an order placed again answers 200 with what 201 did, a
            // payment Stripe is still processing 202 with a note.
            let mut reply: Vec<String> = Vec::new();
            for status in ["200", "201", "202"] {
                if let Some(answer) = replies.get(status) {
                    let body = body_type(&answer["content"], &mut names);
                    if !reply.contains(&body) {
                        reply.push(body);
                    }
                }
            }
            let reply = match reply.is_empty() {
                true => "void".to_owned(),
                false => reply.join(" | "),
            };
            let summary = operation["summary"].as_str().unwrap_or_default();
            let summary = summary.split_whitespace().collect::<Vec<_>>().join(" ");
            writeln!(types, "  /** `{id}`: {} */", summary.replace("*/", "* /")).unwrap();
            writeln!(
                types,
                "  '{method} {path}': {{ params: {}; query: {}; body: {body}; reply: {reply} }};",
                parameters(operation, "path", &mut names),
                parameters(operation, "query", &mut names),
            )
            .unwrap();
        }
    }
    let detail = object_type(
        &document["components"]["schemas"]["ErrorDetail"],
        &mut names,
    );
    let field = object_type(
        &document["components"]["schemas"]["FieldErrorDetail"],
        &mut names,
    );
    names.retain(|name| !["ErrorDetail", "FieldErrorDetail"].contains(&name.as_str()));
    let imports: Vec<&str> = names.iter().map(String::as_str).collect();
    format!(
        "// Generated from the OpenAPI document by `UPDATE_TYPESCRIPT=1 cargo test -p api --test contract`.\n\
         import type {{ {} }} from 'shop-wasm';\n\n\
         /** Every operation of the API by its method and path (`{{name}}` for a path parameter): its path\n \
         * and query parameters, and its request and reply bodies. The name is all a call needs. */\n\
         export interface Endpoints {{\n{types}}}\n\n\
         export type EndpointName = keyof Endpoints;\n\n\
         /** The one body of every refusal. */\n\
         export interface ErrorBody {{\n  error: ErrorDetail;\n}}\n\n\
         export type ErrorDetail = {detail};\n\n\
         export type FieldErrorDetail = {field};\n",
        imports.join(", ")
    )
}

#[test]
fn the_uis_endpoints_match_the_openapi_document() {
    let generated = generated();
    if std::env::var_os("UPDATE_TYPESCRIPT").is_some() {
        std::fs::write(GENERATED, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(GENERATED).unwrap_or_default();
    assert!(
        committed == generated,
        "{GENERATED} is out of date; run UPDATE_TYPESCRIPT=1 cargo test -p api --test contract"
    );
}

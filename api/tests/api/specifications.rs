//! Specifications: each category's list, each tool's values checked against them, and a
//! category's page narrowed by them with counts. Through the real router, on both engines.

use crate::helpers::{ADMIN, BUYER, TestApp, spawn_app, url_escape};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

async fn tool_id(app: &TestApp, part_number: &str) -> Value {
    app.get(&format!("/api/tools?partNumber={part_number}"))
        .await
        .json()[0]["_id"]
        .clone()
}

fn category<'a>(tree: &'a Value, slug: &str) -> &'a Value {
    tree.as_array()
        .unwrap()
        .iter()
        .find(|category| category["slug"] == slug)
        .unwrap_or_else(|| panic!("no {slug} in {tree}"))
}

pub fn keys(specs: &Value) -> Vec<String> {
    specs
        .as_array()
        .map(|specs| {
            specs
                .iter()
                .map(|spec| spec["key"].as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// A facet's counts as `(value, count)` pairs.
fn counts(facets: &Value, key: &str) -> Vec<(String, u64)> {
    let facet = facets["specs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|facet| facet["key"] == key)
        .unwrap_or_else(|| panic!("no facet {key} in {facets}"));
    facet["counts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|count| {
            (
                count["value"].as_str().unwrap().to_owned(),
                count["count"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn range(facets: &Value, key: &str) -> Value {
    facets["specs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|facet| facet["key"] == key)
        .unwrap_or_else(|| panic!("no facet {key} in {facets}"))["range"]
        .clone()
}

fn pairs(list: &[(&str, u64)]) -> Vec<(String, u64)> {
    list.iter()
        .map(|(value, count)| (value.to_string(), *count))
        .collect()
}

#[tokio::test]
async fn the_sample_shop_has_specifications_and_a_tool_shows_its_values() {
    let app = spawn_app().await;

    let tree = app.get("/api/categories").await.json();

    let sensors = category(&tree, "sensors");
    assert_eq!(keys(&sensors["specs"]), ["supply-voltage", "output"]);
    let voltage = &sensors["specs"][0];
    assert_eq!(
        (
            &voltage["kind"],
            &voltage["unit"],
            &voltage["min"],
            &voltage["max"]
        ),
        (&json!("number"), &json!("V"), &json!("0"), &json!("400"))
    );
    assert_eq!(voltage["nameBn"], "সরবরাহ ভোল্টেজ");
    assert_eq!(sensors["specs"][1]["choices"][2]["label"], "4–20 mA");
    assert_eq!(
        keys(&category(&tree, "proximity-sensors")["specs"]),
        ["sensing-range", "housing-thread", "shielded"]
    );
    let inductive = tool_id(&app, "PS-M18-N8").await;
    let tool = app.get(&format!("/api/tools/{inductive}")).await.json();
    assert_eq!(
        tool["specs"],
        json!({"supply-voltage": "24", "output": "pnp", "sensing-range": "8",
               "housing-thread": "m18", "shielded": "yes"})
    );
    let listed = app
        .get("/api/tools?category=proximity-sensors&page=1")
        .await;
    assert!(
        listed.json()[0].get("specs").is_none(),
        "a listing leaves the values to the tool's page"
    );
}

#[tokio::test]
async fn a_categorys_page_is_narrowed_by_specifications_with_counts() {
    let app = spawn_app().await;

    let all = app.get("/api/tools/facets?category=sensors").await;

    assert_eq!(all.status, StatusCode::OK, "{}", all.text);
    let all = all.json();
    assert_eq!(all["total"], 6);
    assert_eq!(
        range(&all, "supply-voltage"),
        json!({"min": "10", "max": "24"})
    );
    assert_eq!(
        counts(&all, "output"),
        pairs(&[
            ("npn", 1),
            ("pnp", 1),
            ("4-20ma", 2),
            ("pt100", 1),
            ("mv-v", 1),
            ("relay", 0)
        ])
    );

    // A range, then a choice beside it: each facet counted with the other's filter.
    let ranged = app
        .get("/api/tools/facets?category=sensors&spec=supply-voltage:20..30")
        .await
        .json();
    assert_eq!(ranged["total"], 3);
    assert_eq!(
        counts(&ranged, "output"),
        pairs(&[
            ("npn", 0),
            ("pnp", 1),
            ("4-20ma", 2),
            ("pt100", 0),
            ("mv-v", 0),
            ("relay", 0)
        ])
    );
    assert_eq!(
        range(&ranged, "supply-voltage"),
        json!({"min": "10", "max": "24"}),
        "a number's range is counted without its own filter"
    );
    let both = "category=sensors&spec=supply-voltage:20..30;output:4-20ma,relay";
    let narrowed = app.get(&format!("/api/tools/facets?{both}")).await.json();
    assert_eq!(narrowed["total"], 2);
    let listed = app.get(&format!("/api/tools?{both}&page=1")).await;
    assert_eq!(listed.headers["x-total-count"], "2");
    let mut parts: Vec<String> = listed
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|tool| tool["partNumber"].as_str().unwrap().to_owned())
        .collect();
    parts.sort();
    assert_eq!(parts, ["LS-US-5M", "PT-016-B"]);

    let proximity = app
        .get("/api/tools/facets?category=proximity-sensors&spec=shielded:yes")
        .await
        .json();
    assert_eq!(proximity["total"], 1);
    assert_eq!(
        counts(&proximity, "shielded"),
        pairs(&[("yes", 1), ("no", 0)])
    );
    assert_eq!(
        counts(&proximity, "housing-thread"),
        pairs(&[("m8", 0), ("m12", 0), ("m18", 1), ("m30", 0)])
    );
    assert!(
        proximity["specs"]
            .as_array()
            .unwrap()
            .iter()
            .any(|facet| facet["key"] == "supply-voltage"),
        "a sub-category's page counts the specifications above it too"
    );

    let unknown = app
        .get("/api/tools/facets?category=sensors&spec=colour:red")
        .await
        .json();
    assert_eq!(
        unknown["total"], 0,
        "a key no specification has matches nothing"
    );
    for bad in ["output", "supply-voltage:30..10", "output:", "Output:npn"] {
        let reply = app
            .get(&format!("/api/tools/facets?category=sensors&spec={bad}"))
            .await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{bad}");
        assert!(
            reply.error_message().contains("key:lowest..highest"),
            "{}",
            reply.error_message()
        );
    }
}

#[tokio::test]
async fn the_owner_changes_a_categorys_specifications_and_a_tools_values() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let bearing = tool_id(&app, "6205-2RS").await;
    let specs = |slug: &str, body: Value| {
        let (app, admin) = (&app, admin.clone());
        let path = format!("/api/category/{slug}/specs");
        async move {
            app.send_as(Method::PUT, &path, &body.to_string(), &admin)
                .await
        }
    };
    let details = |body: Value| {
        let (app, admin) = (&app, admin.clone());
        let path = format!("/api/product/{bearing}/details");
        async move {
            app.send_as(Method::PUT, &path, &body.to_string(), &admin)
                .await
        }
    };

    // A smaller bore range, a choice no longer offered and a specification left out: each
    // value the change no longer allows goes.
    let reply = specs(
        "ball-bearings",
        json!({"specs": [
            {"key": "bore", "name": "Bore", "kind": "number", "unit": "mm", "min": "1", "max": "20"},
            {"name": "Seal", "kind": "choice", "choices": [
                {"label": "Open"}, {"value": "zz", "label": "ZZ (metal shields)", "labelBn": "ZZ (ধাতব ঢাকনা)"}
            ]},
            {"name": "Width", "nameBn": "প্রস্থ", "kind": "number", "unit": "mm"},
        ]}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.headers["x-values-removed"], "3");
    assert_eq!(
        keys(&category(&reply.json(), "ball-bearings")["specs"]),
        ["bore", "seal", "width"]
    );
    let tool = app.get(&format!("/api/tools/{bearing}")).await.json();
    assert!(tool.get("specs").is_none(), "{tool}");

    let set = details(json!({"partNumber": "6205-ZZ", "category": "ball-bearings",
        "specs": {"bore": "১৫", "width": "11 mm", "seal": "ZZ (metal shields)"}}))
    .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text);
    assert_eq!(
        set.json()["specs"],
        json!({"bore": "15", "seal": "zz", "width": "11"})
    );
    let facets = app
        .get("/api/tools/facets?category=bearings&spec=seal:zz")
        .await
        .json();
    assert_eq!(facets["total"], 1, "the listing's counts are drawn again");

    let kept = details(json!({"partNumber": "6205-ZZ", "category": "ball-bearings",
        "specs": {"width": ""}}))
    .await;
    assert_eq!(
        kept.json()["specs"],
        json!({"bore": "15", "seal": "zz"}),
        "an empty value removes one; those not named stay"
    );
    let refused = details(json!({"partNumber": "6205-ZZ", "category": "ball-bearings",
        "specs": {"bore": "99", "thread": "m8"}}))
    .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let messages = refused.each_error("message");
    assert_eq!(
        messages,
        [
            "thread is not a specification of this tool's category.",
            "Bore: Outside the range this specification allows."
        ]
    );
    let moved = details(json!({"partNumber": "6205-ZZ", "category": "spare-parts"})).await;
    assert!(
        moved.json().get("specs").is_none(),
        "moved to a category without them, its values go: {}",
        moved.text
    );

    let taken = specs(
        "ball-bearings",
        json!({"specs": [{"key": "output", "name": "Output", "kind": "text"}]}),
    )
    .await;
    assert_eq!(taken.status, StatusCode::CONFLICT);
    assert!(taken.error_message().contains("output"));
    let broken = specs(
        "ball-bearings",
        json!({"specs": [
            {"name": "X", "kind": "number"},
            {"name": "Bore", "kind": "flag", "unit": "mm"}
        ]}),
    )
    .await;
    assert_eq!(broken.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        broken.each_error("message"),
        [
            "Specification 1: a name is 2 to 60 characters.",
            "Specification 2: only a number has a unit, of at most 12 characters."
        ]
    );
    assert_eq!(
        specs("nowhere", json!({"specs": []})).await.status,
        StatusCode::NOT_FOUND
    );
    let buyer = app.token(BUYER).await;
    let refused = app
        .send_as(
            Method::PUT,
            "/api/category/bearings/specs",
            r#"{"specs":[]}"#,
            &buyer,
        )
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_removed_category_takes_its_specifications_with_it() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let form = json!({"name": "Valves"}).to_string();
    let added = app
        .send_as(Method::POST, "/api/category", &form, &admin)
        .await;
    assert_eq!(added.status, StatusCode::CREATED);
    let body = json!({"specs": [{"key": "port-size", "name": "Port size", "kind": "text"}]});
    let set = app
        .send_as(
            Method::PUT,
            "/api/category/valves/specs",
            &body.to_string(),
            &admin,
        )
        .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text);

    let removed = app
        .send_as(Method::DELETE, "/api/category/valves", "", &admin)
        .await;

    assert_eq!(removed.status, StatusCode::OK, "{}", removed.text);
    let set = app
        .send_as(
            Method::PUT,
            "/api/category/spare-parts/specs",
            &body.to_string(),
            &admin,
        )
        .await;
    assert_eq!(
        set.status,
        StatusCode::OK,
        "its keys are free again: {}",
        set.text
    );
}

#[tokio::test]
async fn the_owner_exports_the_catalogue_with_its_specifications() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;

    let reply = app.get_as("/api/exports/catalogue", &admin).await;

    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert!(
        reply.headers["content-disposition"]
            .to_str()
            .unwrap()
            .contains("catalogue-")
    );
    let text = reply.text.trim_start_matches('\u{feff}');
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "part number,name,name (Bangla),category,brand,price (Tk),minimum order,in stock,VAT (%),weight (g),price breaks,specifications,picture,description,description (Bangla)"
    );
    let tools = app.get("/api/tools").await.json();
    assert_eq!(lines.len(), tools.as_array().unwrap().len() + 1);
    let sensor = lines
        .iter()
        .find(|line| line.starts_with("PS-M18-N8,"))
        .expect("the inductive sensor's row");
    for cell in [
        "Inductive Proximity Sensor M18",
        "inductive-sensors",
        "Shilpo",
        "\"housing-thread=m18; output=pnp; sensing-range=8; shielded=yes; supply-voltage=24\"",
        ",15,",
    ] {
        assert!(sensor.contains(cell), "{cell} in {sensor}");
    }
    let buyer = app.token(BUYER).await;
    assert_eq!(
        app.get_as("/api/exports/catalogue", &buyer).await.status,
        StatusCode::FORBIDDEN
    );
}

/// The names a search finds, in order.
async fn found(app: &TestApp, q: &str) -> Vec<String> {
    let reply = app
        .get(&format!("/api/tools?q={}&limit=50", url_escape(q)))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    reply
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|tool| tool["toolName"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_tool_is_found_by_its_values_as_a_buyer_types_them() {
    let app = spawn_app().await;
    let sensor = "Inductive Proximity Sensor M18";
    for q in ["24V proximity sensor", "24v PNP", "এম১৮ 24v"] {
        assert_eq!(found(&app, q).await, [sensor], "{q}");
    }
    // The photoelectric sensor's description says it switches either way.
    assert!(found(&app, "pnp sensor").await.contains(&sensor.to_owned()));
    let bearing = "Deep Groove Ball Bearing 6205-2RS";
    assert_eq!(found(&app, "bearing 52mm").await, [bearing]);

    // The words follow the category's specifications: the outer diameter left out, its value
    // no longer finds the bearing.
    let admin = app.token(ADMIN).await;
    let body = json!({"specs": [
        {"key": "bore", "name": "Bore", "kind": "number", "unit": "mm"},
    ]});
    let reply = app
        .send_as(
            Method::PUT,
            "/api/category/ball-bearings/specs",
            &body.to_string(),
            &admin,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert!(found(&app, "bearing 52mm").await.is_empty());
    assert_eq!(found(&app, "bearing 25mm").await, [bearing]);
}

/// The filters of a category, with and without a specification chosen, read both ways: tool
/// by tool (a small page) and from the specifications' indexes (a large one).
#[tokio::test]
async fn a_pages_counts_are_the_same_read_either_way() {
    use api::catalogue::{categories, narrowing, specifications};
    use shared::filters::{FilterQuery, Filters};
    let app = spawn_app().await;
    let db = &app.state.db;
    for (slug, spec) in [
        ("sensors", None),
        ("sensors", Some("output:pnp,4-20ma")),
        ("proximity-sensors", Some("supply-voltage:20..30")),
        ("ball-bearings", Some("seal:2rs")),
    ] {
        let ids = categories::subtree(db, slug).await.unwrap().unwrap();
        let listed: Vec<String> = ids.iter().map(i64::to_string).collect();
        let filters = Filters::parse(&FilterQuery {
            spec,
            ..FilterQuery::default()
        })
        .unwrap();
        let page = narrowing::Narrowing {
            key: None,
            matching: None,
            category: Some(format!("category_id IN ({})", listed.join(", "))),
            category_id: Some(ids[0]),
            specs: specifications::of_category(db, ids[0]).await.unwrap(),
            filters,
            words: Vec::new(),
            engine: app.state.writer.engine(),
        };
        let by_tool = narrowing::facets_reading(db, &page, i64::MAX)
            .await
            .unwrap();
        let by_index = narrowing::facets_reading(db, &page, 0).await.unwrap();
        assert_eq!(by_tool, by_index, "{slug} {spec:?}");
        assert!(!by_tool.specs.is_empty(), "{slug}");
    }
}

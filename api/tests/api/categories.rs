//! The category tree, each tool's part number, brand and category, and a category's tools:
//! through the real router, on both engines.

use crate::helpers::{ADMIN, BUYER, TestApp, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

fn slugs(tree: &Value) -> Vec<String> {
    tree.as_array()
        .unwrap()
        .iter()
        .map(|category| category["slug"].as_str().unwrap().to_owned())
        .collect()
}

fn find<'a>(tree: &'a Value, slug: &str) -> &'a Value {
    tree.as_array()
        .unwrap()
        .iter()
        .find(|category| category["slug"] == slug)
        .unwrap_or_else(|| panic!("no {slug} in {tree}"))
}

async fn add(app: &TestApp, admin: &str, form: Value) -> crate::helpers::Reply {
    app.send_as(Method::POST, "/api/category", &form.to_string(), admin)
        .await
}

#[tokio::test]
async fn the_sample_shop_has_a_tree_whose_counts_add_up() {
    let app = spawn_app().await;

    let reply = app.get("/api/categories").await;

    assert_eq!(reply.status, StatusCode::OK);
    let tree = reply.json();
    let order = slugs(&tree);
    // Depth first: a category, then what is inside it.
    let at = |slug: &str| order.iter().position(|s| s == slug).unwrap();
    assert!(at("sensors") < at("proximity-sensors"));
    assert!(at("proximity-sensors") < at("inductive-sensors"));
    assert!(at("inductive-sensors") < at("temperature-sensors"));
    let tools = app.get("/api/tools").await.json();
    assert_eq!(
        find(&tree, "sensors")["toolCount"],
        tools
            .as_array()
            .unwrap()
            .iter()
            .filter(|tool| {
                let category = tool["category"].as_str().unwrap_or_default();
                category.contains("sensors")
                    || ["level-sensors", "pressure-transmitters", "load-cells"].contains(&category)
            })
            .count()
    );
    assert_eq!(
        find(&tree, "inductive-sensors")["parent"],
        "proximity-sensors"
    );
    assert_eq!(find(&tree, "sensors")["nameBn"], "সেন্সর");
    assert_eq!(find(&tree, "spare-parts")["toolCount"], 0);
    for tool in tools.as_array().unwrap() {
        assert!(
            tool["partNumber"].as_str().is_some_and(|p| p.len() >= 2),
            "{tool}"
        );
    }
}

#[tokio::test]
async fn a_categorys_branch_is_its_path_and_its_sub_categories() {
    let app = spawn_app().await;
    let tree = app.get("/api/categories").await.json();

    let reply = app.get("/api/categories/proximity-sensors").await;

    assert_eq!(reply.status, StatusCode::OK);
    let branch = reply.json();
    let inside: Vec<String> = tree
        .as_array()
        .unwrap()
        .iter()
        .filter(|category| category["parent"] == "proximity-sensors")
        .map(|category| category["slug"].as_str().unwrap().to_owned())
        .collect();
    assert!(!inside.is_empty());
    let mut expected = vec!["sensors".to_owned(), "proximity-sensors".to_owned()];
    expected.extend(inside.iter().cloned());
    assert_eq!(slugs(&branch), expected, "in the tree's order");
    // The path as the tree has it, specifications and counts and all.
    assert_eq!(find(&branch, "sensors"), find(&tree, "sensors"));
    assert_eq!(
        find(&branch, "proximity-sensors"),
        find(&tree, "proximity-sensors")
    );
    for slug in &inside {
        let child = find(&branch, slug);
        assert_eq!(child["toolCount"], find(&tree, slug)["toolCount"]);
        assert!(child.get("specs").is_none(), "{child}");
    }

    // A change to the tree is in the next branch.
    let admin = app.token(ADMIN).await;
    let renamed =
        json!({"name": "Proximity Switches", "parent": "sensors", "slug": "proximity-sensors"});
    let reply = app
        .send_as(
            Method::PUT,
            "/api/category/proximity-sensors",
            &renamed.to_string(),
            &admin,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let branch = app.get("/api/categories/proximity-sensors").await.json();
    assert_eq!(
        find(&branch, "proximity-sensors")["name"],
        "Proximity Switches"
    );

    let reply = app.get("/api/categories/nowhere").await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.json()["error"]["code"], "not_found");
}

#[tokio::test]
async fn a_categorys_page_lists_its_own_and_its_sub_categories_tools() {
    let app = spawn_app().await;

    let proximity = app
        .get("/api/tools?category=proximity-sensors&page=1&limit=12")
        .await;

    assert_eq!(proximity.status, StatusCode::OK);
    let names: Vec<&str> = proximity
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|tool| tool["toolName"].as_str().unwrap())
        .collect::<Vec<_>>()
        .into_iter()
        .map(|name| {
            if name.contains("Inductive") {
                "inductive"
            } else if name.contains("Photoelectric") {
                "photoelectric"
            } else {
                "other"
            }
        })
        .collect();
    assert_eq!(
        names,
        ["photoelectric", "inductive"],
        "newest first, both levels"
    );
    assert_eq!(proximity.headers["x-total-count"], "2");

    let searched = app
        .get("/api/tools?category=sensors&q=sensor&page=1&limit=12")
        .await
        .json();
    assert!(
        searched
            .as_array()
            .unwrap()
            .iter()
            .all(|tool| tool["category"] != "drills")
    );
    let unknown = app.get("/api/tools?category=nowhere&page=1").await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert!(
        unknown.error_message().contains("category"),
        "{}",
        unknown.error_message()
    );
}

#[tokio::test]
async fn a_part_number_finds_its_tool_whatever_the_case() {
    let app = spawn_app().await;

    let found = app.get("/api/tools?partNumber=6205-2rs").await.json();

    assert_eq!(found.as_array().unwrap().len(), 1, "{found}");
    assert_eq!(found[0]["partNumber"], "6205-2RS");
    assert_eq!(found[0]["brand"], "SKF");
    assert_eq!(found[0]["category"], "ball-bearings");
    // Part of a part number, or a brand, finds the tool by words.
    for (typed, part) in [
        ("m18-n8", "PS-M18-N8"),
        ("skf", "6205-2RS"),
        ("uni-t", "DM-600-C3"),
    ] {
        let found = app
            .get(&format!("/api/tools?page=1&limit=12&q={typed}"))
            .await
            .json();
        assert!(
            found
                .as_array()
                .unwrap()
                .iter()
                .any(|tool| tool["partNumber"] == part),
            "{typed}: {found}"
        );
    }
    // A search that is exactly a part number names its tool, for the search box to go to.
    let searched = app.get("/api/tools?page=1&limit=12&q=ps-m18-n8").await;
    let sensor = app.get("/api/tools?partNumber=PS-M18-N8").await.json()[0]["_id"].clone();
    assert_eq!(searched.headers["x-part-number-of"], sensor.to_string());
    let worded = app.get("/api/tools?page=1&limit=12&q=sensor").await;
    assert!(worded.headers.get("x-part-number-of").is_none());
    for nothing in ["6205-2RX", "not a part", "৬২০৫"] {
        let reply = app
            .get(&format!(
                "/api/tools?partNumber={}",
                crate::helpers::url_escape(nothing)
            ))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{nothing}");
        assert_eq!(reply.json(), json!([]), "{nothing}");
    }
}

#[tokio::test]
async fn the_owner_builds_the_tree_three_levels_deep_at_most() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;

    let reply = add(
        &app,
        &admin,
        json!({"name": "Hydraulics", "nameBn": "হাইড্রলিক্স"}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.json());
    assert_eq!(find(&reply.json(), "hydraulics")["nameBn"], "হাইড্রলিক্স");
    let reply = add(
        &app,
        &admin,
        json!({"name": "Pumps", "parent": "hydraulics"}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::CREATED);
    let reply = add(
        &app,
        &admin,
        json!({"name": "Gear Pumps", "parent": "pumps"}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::CREATED);
    assert_eq!(find(&reply.json(), "gear-pumps")["parent"], "pumps");

    let fourth = add(
        &app,
        &admin,
        json!({"name": "Small Gear Pumps", "parent": "gear-pumps"}),
    )
    .await;
    assert_eq!(fourth.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        fourth.error_message().contains("three levels"),
        "{}",
        fourth.error_message()
    );

    let taken = add(&app, &admin, json!({"name": "Pumps"})).await;
    assert_eq!(taken.status, StatusCode::CONFLICT);
    assert!(taken.error_message().contains("pumps"));
    let orphan = add(&app, &admin, json!({"name": "Valves", "parent": "nowhere"})).await;
    assert_eq!(orphan.status, StatusCode::UNPROCESSABLE_ENTITY);
    let bad = add(&app, &admin, json!({"name": "V", "slug": "Bad Slug"})).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(bad.each_error("field"), ["name", "slug"]);

    // Moving hydraulics (three levels) under sensors would make a fourth level.
    let moved = app
        .send_as(
            Method::PUT,
            "/api/category/hydraulics",
            &json!({"name": "Hydraulics", "parent": "sensors"}).to_string(),
            &admin,
        )
        .await;
    assert_eq!(moved.status, StatusCode::UNPROCESSABLE_ENTITY);
    let into_itself = app
        .send_as(
            Method::PUT,
            "/api/category/pumps",
            &json!({"name": "Pumps", "parent": "gear-pumps"}).to_string(),
            &admin,
        )
        .await;
    assert_eq!(into_itself.status, StatusCode::UNPROCESSABLE_ENTITY);
    let renamed = app
        .send_as(
            Method::PUT,
            "/api/category/gear-pumps",
            &json!({"name": "Gear Pumps", "slug": "gear-pumps-hydraulic", "parent": "hydraulics"})
                .to_string(),
            &admin,
        )
        .await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.json());
    assert_eq!(
        find(&renamed.json(), "gear-pumps-hydraulic")["parent"],
        "hydraulics"
    );
    assert_eq!(app.count("categories", "slug = 'gear-pumps'").await, 0);
    let to_a_taken_address = app
        .send_as(
            Method::PUT,
            "/api/category/pumps",
            &json!({"name": "Pumps", "slug": "sensors"}).to_string(),
            &admin,
        )
        .await;
    assert_eq!(to_a_taken_address.status, StatusCode::CONFLICT);
    assert_eq!(to_a_taken_address.json()["error"]["field"], "slug");
    let nowhere = app
        .send_as(
            Method::PUT,
            "/api/category/nowhere",
            &json!({"name": "Nowhere"}).to_string(),
            &admin,
        )
        .await;
    assert_eq!(nowhere.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_category_is_removed_only_when_empty() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let remove = |slug: &'static str| {
        let app = &app;
        let admin = admin.clone();
        async move {
            app.request_as(
                Method::DELETE,
                &format!("/api/category/{slug}"),
                None,
                Some(&admin),
            )
            .await
        }
    };

    let full = remove("ball-bearings").await;
    assert_eq!(full.status, StatusCode::CONFLICT);
    assert!(
        full.error_message().contains("1 tools"),
        "{}",
        full.error_message()
    );
    let parent = remove("bearings").await;
    assert_eq!(parent.status, StatusCode::CONFLICT);

    let empty = remove("spare-parts").await;
    assert_eq!(empty.status, StatusCode::OK);
    assert!(!slugs(&empty.json()).contains(&"spare-parts".to_owned()));
    assert_eq!(remove("spare-parts").await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_owner_sets_a_tools_part_number_brand_and_category() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let bearing = app.get("/api/tools?partNumber=6205-2RS").await.json()[0]["_id"].clone();
    let drill = app.get("/api/tools?partNumber=HD-13-650").await.json()[0]["_id"].clone();
    let set = |tool: Value, body: Value| {
        let app = &app;
        let admin = admin.clone();
        async move {
            app.send_as(
                Method::PUT,
                &format!("/api/product/{tool}/details"),
                &body.to_string(),
                &admin,
            )
            .await
        }
    };

    let reply = set(
        bearing.clone(),
        json!({"partNumber": "6205-zz", "brand": " NTN ", "category": "spare-parts"}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json());
    assert_eq!(reply.json()["partNumber"], "6205-ZZ");
    assert_eq!(reply.json()["brand"], "NTN");
    assert_eq!(reply.json()["category"], "spare-parts");
    let tree = app.get("/api/categories").await.json();
    assert_eq!(find(&tree, "spare-parts")["toolCount"], 1);
    assert_eq!(find(&tree, "bearings")["toolCount"], 0);
    let listed = app
        .get("/api/tools?category=spare-parts&page=1")
        .await
        .json();
    assert_eq!(
        listed[0]["_id"], bearing,
        "the listing's pages are drawn again"
    );

    let found = app.get("/api/tools?page=1&limit=12&q=6205-zz").await.json();
    assert_eq!(
        found[0]["_id"], bearing,
        "found by its new part number: {found}"
    );
    let found = app.get("/api/tools?page=1&limit=12&q=ntn").await.json();
    assert_eq!(found[0]["_id"], bearing, "and by its new brand: {found}");
    let taken = set(drill.clone(), json!({"partNumber": "6205-ZZ"})).await;
    assert_eq!(taken.status, StatusCode::CONFLICT);
    assert_eq!(taken.json()["error"]["field"], "partNumber");
    assert!(taken.error_message().contains("6205-ZZ"));
    let broken = set(
        drill.clone(),
        json!({"partNumber": "HD 13", "brand": "b".repeat(61)}),
    )
    .await;
    assert_eq!(broken.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(broken.each_error("field"), ["partNumber", "brand"]);
    let nowhere = set(
        drill.clone(),
        json!({"partNumber": "HD-13-650", "category": "nowhere"}),
    )
    .await;
    assert_eq!(nowhere.status, StatusCode::UNPROCESSABLE_ENTITY);
    let cleared = set(drill.clone(), json!({"partNumber": "HD-13-650"})).await;
    assert_eq!(cleared.status, StatusCode::OK);
    assert!(cleared.json().get("category").is_none() && cleared.json().get("brand").is_none());
    assert_eq!(
        set(json!(99999), json!({"partNumber": "X-1"})).await.status,
        StatusCode::NOT_FOUND
    );

    let buyer = app.token(BUYER).await;
    let refused = app
        .send_as(
            Method::PUT,
            &format!("/api/product/{drill}/details"),
            r#"{"partNumber":"X-1"}"#,
            &buyer,
        )
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let refused = app
        .send_as(
            Method::POST,
            "/api/category",
            r#"{"name":"Valves"}"#,
            &buyer,
        )
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_tool_added_without_a_part_number_is_given_one() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let form = json!({
        "toolName": "Carbon Brush Pair for HD-13",
        "toolImage": "/api/images/tool-drill.svg",
        "toolPrice": 120,
        "minOrder": 10,
        "availableQuantity": 500,
        "toolDescription": "A pair of carbon brushes for the 13 mm hand drill, cut to size and with springs and leads fitted, ready to replace worn brushes in a few minutes.",
    });

    let reply = app
        .send_as(Method::POST, "/api/product", &form.to_string(), &admin)
        .await;

    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.json());
    let id = reply.json()["insertedId"].as_i64().unwrap();
    let tool = app.get(&format!("/api/tools/{id}")).await.json();
    assert_eq!(tool["partNumber"], format!("TL-{id:06}"));
    let found = app
        .get(&format!("/api/tools?partNumber=tl-{id:06}"))
        .await
        .json();
    assert_eq!(found[0]["_id"], id);
}

/// The sample tools, as the whole listing gives them.
async fn all_tools(app: &TestApp) -> Vec<Value> {
    app.get("/api/tools")
        .await
        .json()
        .as_array()
        .unwrap()
        .clone()
}

fn poisha(tool: &Value) -> i64 {
    (tool["toolPrice"].as_f64().unwrap() * 100.0).round() as i64
}

#[tokio::test]
async fn each_filter_is_counted_beside_the_others() {
    let app = spawn_app().await;
    let tools = all_tools(&app).await;
    let brand_count = |brand: &str, keep: &dyn Fn(&Value) -> bool| {
        tools
            .iter()
            .filter(|tool| tool["brand"] == brand && keep(tool))
            .count()
    };

    let facets = app.get("/api/tools/facets").await;
    assert_eq!(facets.status, StatusCode::OK, "{}", facets.text);
    let facets = facets.json();
    assert_eq!(facets["total"], tools.len());
    let brands: Vec<(String, u64)> = facets["brands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["value"].as_str().unwrap().to_owned(),
                b["count"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        brands,
        [
            ("Shilpo".to_owned(), brand_count("Shilpo", &|_| true) as u64),
            ("SKF".to_owned(), 1),
            ("UNI-T".to_owned(), 1)
        ]
    );
    let orderable = |tool: &Value| tool["availableQuantity"].as_u64() >= tool["minOrder"].as_u64();
    assert_eq!(
        facets["inStock"],
        tools.iter().filter(|tool| orderable(tool)).count()
    );
    let cheapest = tools.iter().map(poisha).min().unwrap();
    assert_eq!(
        (facets["price"]["min"].as_f64().unwrap() * 100.0).round() as i64,
        cheapest
    );

    // Up to Tk 1,000: each brand counted among the cheap tools, every brand still listed.
    let cheap = app
        .get("/api/tools/facets?maxPrice=1000&brand=SKF")
        .await
        .json();
    let cheap_tool = |tool: &Value| poisha(tool) <= 100_000;
    assert_eq!(cheap["total"], brand_count("SKF", &cheap_tool));
    let counts: Vec<u64> = cheap["brands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["count"].as_u64().unwrap())
        .collect();
    assert_eq!(
        counts,
        [
            brand_count("Shilpo", &cheap_tool) as u64,
            brand_count("SKF", &cheap_tool) as u64,
            brand_count("UNI-T", &cheap_tool) as u64
        ]
    );
    assert_eq!(
        counts[2], 0,
        "a brand that would show nothing is listed with 0"
    );
    // The price range is the one the brand leaves, whatever price is chosen.
    let skf = tools.iter().find(|tool| tool["brand"] == "SKF").unwrap();
    assert_eq!(cheap["price"]["min"], skf["toolPrice"]);

    // The listing gives exactly what the facets counted.
    let listed = app
        .get("/api/tools?page=1&limit=12&maxPrice=1000&brand=SKF,UNI-T")
        .await;
    assert_eq!(listed.status, StatusCode::OK);
    let expected = tools
        .iter()
        .filter(|tool| (tool["brand"] == "SKF" || tool["brand"] == "UNI-T") && cheap_tool(tool))
        .count();
    assert_eq!(listed.json().as_array().unwrap().len(), expected);
    assert_eq!(listed.headers["x-total-count"], expected.to_string());

    let in_category = app
        .get("/api/tools/facets?category=sensors&inStock=true")
        .await
        .json();
    let sensors = app.get("/api/tools?category=sensors").await.json();
    let sensors = sensors.as_array().unwrap();
    assert_eq!(
        in_category["total"],
        sensors.iter().filter(|tool| orderable(tool)).count()
    );
    assert_eq!(in_category["brands"][0]["value"], "Shilpo");
}

#[tokio::test]
async fn a_filter_that_is_not_one_is_refused_in_words() {
    let app = spawn_app().await;
    for path in [
        "/api/tools/facets?minPrice=abc",
        "/api/tools/facets?minPrice=500&maxPrice=100",
        "/api/tools?page=1&maxPrice=-1",
        "/api/tools?page=1&inStock=maybe",
    ] {
        let reply = app.get(path).await;
        assert_eq!(
            reply.status,
            StatusCode::BAD_REQUEST,
            "{path}: {}",
            reply.text
        );
    }
    let reply = app.get("/api/tools/facets?minPrice=500&maxPrice=100").await;
    assert!(
        reply
            .error_message()
            .contains("lowest is not above the highest"),
        "{}",
        reply.error_message()
    );
    let brands: Vec<String> = (0..21).map(|n| format!("B{n}")).collect();
    let reply = app
        .get(&format!("/api/tools/facets?brand={}", brands.join(",")))
        .await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        app.get("/api/tools/facets?category=nowhere").await.status,
        StatusCode::NOT_FOUND
    );
}

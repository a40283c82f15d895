//! Search through the trigram index: any part of a word in either script, Latin
//! case aside, names first; the index follows every write to the catalogue; and the lookup
//! does not scan the tools.

use crate::helpers::{ADMIN, TestApp, on_postgres, spawn_app, sqlite_only, url_escape};
use axum::http::{Method, StatusCode};
use serde_json::json;

/// The names a search returns, in order.
async fn names(app: &TestApp, q: &str) -> Vec<String> {
    let path = format!("/api/tools?q={}&page=1&limit=50", url_escape(q));
    let reply = app.get(&path).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let names: Vec<String> = reply
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|tool| tool["toolName"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(
        reply.headers["x-total-count"],
        names.len().to_string().as_str()
    );
    names
}

/// Adds the tool `body` describes, as the admin `token`; its id.
async fn add_tool(app: &TestApp, token: &str, body: &serde_json::Value) -> i64 {
    let added = app
        .send_as(Method::POST, "/api/product", &body.to_string(), token)
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text);
    added.json()["insertedId"].as_i64().unwrap()
}

#[tokio::test]
async fn any_part_of_a_word_matches_in_either_script_latin_case_aside() {
    let app = spawn_app().await;
    // Named with the word (in Bangla, or in its Bangla name) first, then described with it.
    assert_eq!(
        names(&app, "তাপমাত্রা").await,
        [
            "PT100 Temperature Probe 200 mm",
            "ডিজিটাল তাপমাত্রা নিয়ন্ত্রক",
            "Digital Multimeter CAT III 600 V"
        ]
    );
    // The middle of a Bangla word, and of a Latin one in any case.
    assert_eq!(names(&app, "মাত্রা নিয়").await, ["ডিজিটাল তাপমাত্রা নিয়ন্ত্রক"]);
    assert!(
        names(&app, "ERNIE")
            .await
            .iter()
            .any(|name| name == "Digital Vernier Caliper 150 mm")
    );
    // Two characters are below a trigram: matched over the rows, as before.
    assert!(!names(&app, "mm").await.is_empty());
    assert!(names(&app, "no such tool at all").await.is_empty());
    // A quote cannot break out of the phrase: were `OR` the index's, the sensors would come
    // back; read as words in any order, "zzqq" is in no tool.
    assert!(names(&app, "\"zzqq OR sensor").await.is_empty());
}

#[tokio::test]
async fn the_index_follows_every_write_to_the_catalogue() {
    if sqlite_only("SQLite's FTS5 index") {
        return;
    }
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let body = json!({
        "toolName": "Ultrasonic Flowmeter Clamp-On",
        "toolPrice": "48000", "minOrder": "1", "availableQuantity": "12",
        "toolImage": "/api/images/flow.png",
        "toolDescription": "ক্ল্যাম্প-অন আল্ট্রাসনিক প্রবাহ মাপক, পাইপ না কেটেই তরলের প্রবাহ মাপে; ডিজিটাল প্রদর্শনী ও ৪-২০ মিলিঅ্যাম্পিয়ার আউটপুটসহ কারখানা, জল শোধনাগার ও প্রক্রিয়া প্ল্যান্টের পাইপলাইনের জন্য তৈরি।",
    });
    let id = add_tool(&app, &admin, &body).await;
    assert_eq!(
        names(&app, "flowmeter").await,
        ["Ultrasonic Flowmeter Clamp-On"]
    );
    assert_eq!(
        names(&app, "প্রবাহ").await,
        ["Ultrasonic Flowmeter Clamp-On"],
        "found by its description"
    );

    let removed = app
        .send_as(Method::DELETE, &format!("/api/product/{id}"), "", &admin)
        .await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.text);
    assert!(names(&app, "flowmeter").await.is_empty());
    let integrity =
        sqlx::query("INSERT INTO tools_search (tools_search, rank) VALUES ('integrity-check', 1)")
            .execute(&app.state.db)
            .await;
    assert!(
        integrity.is_ok(),
        "the index matches the tools: {integrity:?}"
    );
}

#[tokio::test]
async fn a_search_in_one_script_finds_the_tools_named_in_the_other() {
    let app = spawn_app().await;
    // The searches a Bangla reader tried: each finds the tools named in English, by their
    // Bangla names or by the Bangla of their trade words.
    for (search, expected) in [
        ("সেন্সর", "Inductive Proximity Sensor M18"),
        ("বেয়ারিং", "Deep Groove Ball Bearing 6205-2RS"),
        ("ক্যালিপার", "Digital Vernier Caliper 150 mm"),
        ("ড্রিল", "Cordless Impact Drill 18 V"),
        ("ড্রিল", "হ্যান্ড ড্রিল মেশিন ১৩ মিমি"),
        // A Bangla name from the other side: English words, and Bangla typed in Latin letters.
        ("drill", "হ্যান্ড ড্রিল মেশিন ১৩ মিমি"),
        ("tapmatra", "ডিজিটাল তাপমাত্রা নিয়ন্ত্রক"),
        ("pliers", "স্টিলের কম্বিনেশন প্লায়ার্স"),
        // The dotted letter typed as one character finds the name spelt with the nukta.
        ("বে\u{09DF}ারিং", "Deep Groove Ball Bearing 6205-2RS"),
    ] {
        let found = names(&app, search).await;
        assert!(
            found.iter().any(|name| name == expected),
            "{search}: {found:?}"
        );
    }
    // The tools named with the word come before those whose description has it.
    let sensors = names(&app, "সেন্সর").await;
    let by_name = sensors
        .iter()
        .position(|name| name == "Inductive Proximity Sensor M18")
        .unwrap();
    let by_description = sensors
        .iter()
        .position(|name| name == "Digital Multimeter CAT III 600 V");
    assert!(by_description.is_none_or(|at| at > by_name), "{sensors:?}");
}

#[tokio::test]
async fn the_search_the_shop_suggests_finds_tools_in_both_languages() {
    let app = spawn_app().await;
    for language in [shared::Lang::En, shared::Lang::Bn] {
        let placeholder = shared::messages::SEARCH_PLACEHOLDER.template(language);
        // The example after "e.g." (or "যেমন").
        let example = placeholder.rsplit(' ').next().unwrap();
        assert!(
            !names(&app, example).await.is_empty(),
            "{placeholder}: nothing found for {example}"
        );
    }
}

#[tokio::test]
async fn a_tool_added_with_a_bangla_name_shows_it_and_is_found_by_it() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let body = json!({
        "toolName": "Claw Hammer 500 g",
        "toolNameBn": "ক্ল হাতুড়ি ৫০০ গ্রাম",
        "toolPrice": "650", "minOrder": "5", "availableQuantity": "80",
        "toolImage": "/api/images/hammer.png",
        "toolDescription": "Drop-forged carbon steel claw hammer with a 500 g head, fibreglass handle and rubber grip, for carpentry, formwork and general workshop use every day.",
    });
    let id = add_tool(&app, &admin, &body).await;
    let tool = app.get(&format!("/api/tools/{id}")).await.json();
    assert_eq!(tool["toolNameBn"], "ক্ল হাতুড়ি ৫০০ গ্রাম");
    assert!(tool.get("toolDescriptionBn").is_none(), "{tool}");
    for search in ["হাতুড়ি", "haturi", "hammer"] {
        assert_eq!(names(&app, search).await, ["Claw Hammer 500 g"], "{search}");
    }

    // A Bangla description is held to the description's length.
    let mut short = body.clone();
    short["toolName"] = json!("Claw Hammer 800 g");
    short["toolDescriptionBn"] = json!("ছোট");
    let refused = app
        .send_as(Method::POST, "/api/product", &short.to_string(), &admin)
        .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.text
    );
    assert!(
        refused.text.contains("toolDescriptionBn"),
        "{}",
        refused.text
    );
}

#[tokio::test]
async fn a_search_looks_up_the_index_instead_of_scanning_the_tools() {
    if sqlite_only("SQLite's FTS5 index") {
        return;
    }
    let app = spawn_app().await;
    let plan: Vec<(i64, i64, i64, String)> = sqlx::query_as(
        "EXPLAIN QUERY PLAN SELECT id FROM tools
         WHERE id IN (SELECT rowid FROM tools_search WHERE tools_search MATCH '\"sensor\"')",
    )
    .fetch_all(&app.state.db)
    .await
    .unwrap();
    let steps: Vec<&str> = plan.iter().map(|row| row.3.as_str()).collect();
    assert!(
        steps
            .iter()
            .any(|step| step.contains("VIRTUAL TABLE INDEX")),
        "{steps:?}"
    );
    assert!(
        !steps
            .iter()
            .any(|step| step.starts_with("SCAN tools") && !step.contains("VIRTUAL TABLE")),
        "{steps:?}"
    );
}

/// The ids of a page of tools, in order.
fn ids(page: &serde_json::Value) -> Vec<i64> {
    page.as_array()
        .unwrap()
        .iter()
        .map(|tool| tool["_id"].as_i64().unwrap())
        .collect()
}

/// Every page of `query`, walked with the cursor each page gives: the ids in order.
async fn walk(app: &TestApp, query: &str) -> Vec<i64> {
    let mut walked = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let cursor = after
            .map(|after| format!("&after={after}"))
            .unwrap_or_default();
        let reply = app.get(&format!("/api/tools?limit=4{query}{cursor}")).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        walked.extend(ids(&reply.json()));
        match reply.headers.get("x-next-cursor") {
            Some(next) => after = Some(next.to_str().unwrap().to_owned()),
            None => return walked,
        }
    }
}

#[tokio::test]
async fn cursors_walk_the_listing_and_a_search_as_the_pages_do() {
    let app = spawn_app().await;
    for query in ["", "&q=sensor", "&q=mm"] {
        let all = app
            .get(&format!("/api/tools?page=1&limit=100{query}"))
            .await;
        let expected = ids(&all.json());
        assert!(expected.len() > 4, "more than one page for {query:?}");
        assert_eq!(walk(&app, query).await, expected, "{query:?}");
    }
    let reply = app.get("/api/tools?limit=4&after=n:5").await;
    assert_eq!(
        reply.status,
        StatusCode::BAD_REQUEST,
        "a search's cursor on the listing"
    );
    assert_eq!(reply.error_message(), shared::messages::CURSOR_INVALID.en());
    let reply = app.get("/api/tools?limit=4&q=sensor&after=abc").await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
}

/// Adds a tool straight into the table, as an import would (the index follows by its triggers).
async fn insert_tool(app: &TestApp, name: &str, description: &str) {
    sqlx::query(
        "INSERT INTO tools (name, name_key, image, description, price_poisha, min_order,
                            available_quantity, created_at)
         VALUES ($1, lower($1), '/api/images/x.png', $2, 100, 1, 5, 0)",
    )
    .bind(name)
    .bind(description)
    .execute(&app.state.db)
    .await
    .unwrap();
}

/// Tools added one at a time leave the index in many segments; the shop merges them into one
/// a step at a time, and the searches find the same tools after.
#[tokio::test]
async fn the_index_is_merged_into_one_piece_without_losing_a_tool() {
    if sqlite_only("SQLite's FTS5 index") {
        return;
    }
    let app = spawn_app().await;
    for n in 0..300 {
        insert_tool(
            &app,
            &format!("Merge Part {n:04}"),
            "A part for the merge test, sold by the piece.",
        )
        .await;
    }
    app.state.listing.invalidate();
    let before = names(&app, "merge part 012").await;

    let steps = api::catalogue::search_index::merge_segments(&app.state.writer)
        .await
        .unwrap();
    let again = api::catalogue::search_index::merge_segments(&app.state.writer)
        .await
        .unwrap();

    assert!(steps >= 2, "there was merging to do ({steps} steps)");
    assert_eq!(again, 1, "a merged index costs one step");
    assert_eq!(before.len(), 10);
    assert_eq!(names(&app, "merge part 012").await, before);
    sqlx::query("INSERT INTO tools_search (tools_search, rank) VALUES ('integrity-check', 1)")
        .execute(&app.state.db)
        .await
        .expect("the index matches the tools");
}

/// A search looks up its rarest trigrams and checks the tools found, or, when every trigram is
/// common, the whole phrase (`catalogue::search_plan`): either way it finds exactly the tools
/// the phrase finds in the index (SQLite's FTS5 phrase, PostgreSQL's `LIKE '%…%'`), counted
/// alike. Checked over pieces of every tool's name and description, and over words that 600
/// tools share.
#[tokio::test]
async fn a_search_finds_exactly_what_the_phrase_finds_in_the_index() {
    let app = spawn_app().await;
    // Words 30 tools share each, whose trigrams are rare enough to be asked for two at a time.
    const GRADES: [&str; 20] = [
        "kilowatt",
        "megahertz",
        "pneumatic",
        "hydraulic",
        "flywheel",
        "camshaft",
        "gearbox",
        "solenoid",
        "manifold",
        "bushing",
        "sprocket",
        "coupling",
        "bracket",
        "spindle",
        "impeller",
        "thermostat",
        "regulator",
        "actuator",
        "rotorblade",
        "turbofan",
    ];
    for n in 0..600 {
        let description = if n % 2 == 0 {
            "An ÉLECTRIQUE part for the search test, sold by the piece."
        } else {
            "A part for the search test, sold by the piece: বৈদ্যুতিক অংশ।"
        };
        let description = format!("{description} Grade {}.", GRADES[n % GRADES.len()]);
        insert_tool(&app, &format!("Common Part {n:04}"), &description).await;
    }
    app.state.listing.invalidate();
    app.state.trigram_counts.forget();

    let tools: Vec<(String, String)> = sqlx::query_as(
        "SELECT name_key, description FROM tools WHERE name NOT LIKE 'Common Part%'",
    )
    .fetch_all(&app.state.db)
    .await
    .unwrap();
    let mut searches: Vec<String> = [
        "common part",
        "common part 05",
        "part 0599",
        "n part 01",
        "électrique",
        "lectrique",
        "ÉLECTRIQUE part",
        "বৈদ্যুতিক",
        "the piece",
        "sold by",
        "kilowatt",
        "grade pneumatic",
        "hydraulic.",
        "thermostat",
    ]
    .map(String::from)
    .to_vec();
    for (name, description) in &tools {
        for text in [name, description] {
            let chars: Vec<char> = text.chars().collect();
            for (start, length) in [(0, 3), (1, 5), (2, 9), (chars.len() / 2, 6)] {
                if start + length <= chars.len() {
                    searches.push(chars[start..start + length].iter().collect());
                }
            }
        }
    }
    found_as_the_phrase(&app, &searches).await;
    assert!(searches.len() > 100, "{} searches", searches.len());
    if on_postgres() {
        // Again with the counts of the whole catalogue at once, as a PostgreSQL shop takes them.
        api::catalogue::census::take(&app.state.db, &app.state.trigram_counts)
            .await
            .unwrap();
        assert!(app.state.trigram_counts.len() > 1_000);
        found_as_the_phrase(&app, &searches).await;
    }
}

/// Each search answers with the tools its phrase finds in the index, by the plan the counts
/// kept choose.
async fn found_as_the_phrase(app: &TestApp, searches: &[String]) {
    for search in searches {
        let key = shared::product::name_key(search);
        if key.chars().count() < 3 {
            continue;
        }
        let mut expected = the_phrase_finds(app, &key).await;
        let reply = app
            .get(&format!(
                "/api/tools?q={}&page=1&limit=100",
                url_escape(search)
            ))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        assert_eq!(
            reply.headers["x-total-count"],
            expected.len().to_string().as_str(),
            "{search:?}"
        );
        let mut found = ids(&reply.json());
        found.sort_unstable();
        expected.sort_unstable();
        if expected.len() <= 100 {
            assert_eq!(found, expected, "{search:?}");
        } else {
            assert!(
                found.iter().all(|id| expected.binary_search(id).is_ok()),
                "{search:?}"
            );
        }
    }
}

/// The tools holding `key` as the engine's index finds a phrase, with no plan.
async fn the_phrase_finds(app: &TestApp, key: &str) -> Vec<i64> {
    let (sql, pattern) = if on_postgres() {
        (
            "SELECT id FROM tools WHERE name_key LIKE $1 OR lower(description) LIKE $1 \
             OR search_words LIKE $1 OR lower(description_bn) LIKE $1",
            format!("%{}%", key.replace('%', "\\%").replace('_', "\\_")),
        )
    } else {
        (
            "SELECT rowid FROM tools_search WHERE tools_search MATCH $1",
            format!("\"{}\"", key.replace('"', "\"\"")),
        )
    };
    sqlx::query_scalar(sql)
        .bind(pattern)
        .fetch_all(&app.state.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_bangla_name_given_later_is_shown_and_found_and_can_be_cleared() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let body = json!({
        "toolName": "Pipe Wrench 18 inch",
        "toolPrice": "950",
        "minOrder": "5",
        "availableQuantity": "60",
        "toolImage": "/api/images/wrench.png",
        "toolDescription": "Heavy-duty cast iron pipe wrench, 18 inch, with hardened jaws and an adjustable hook, for plumbing, gas lines and maintenance crews in factories.",
    });
    let id = add_tool(&app, &admin, &body).await;
    let path = format!("/api/product/{id}/bangla");
    let bangla = |name: &str, description: &str| {
        json!({ "toolNameBn": name, "toolDescriptionBn": description }).to_string()
    };
    assert!(names(&app, "পাইপ রেঞ্চ").await.is_empty());

    let given = app
        .send_as(
            Method::PUT,
            &path,
            &bangla(" পাইপ রেঞ্চ ১৮ ইঞ্চি ", ""),
            &admin,
        )
        .await;
    assert_eq!(given.status, StatusCode::OK, "{}", given.text);
    assert_eq!(given.json()["toolNameBn"], "পাইপ রেঞ্চ ১৮ ইঞ্চি");
    assert!(given.json().get("toolDescriptionBn").is_none());
    for search in ["পাইপ রেঞ্চ", "paip"] {
        assert_eq!(
            names(&app, search).await,
            ["Pipe Wrench 18 inch"],
            "{search}"
        );
    }

    // Each field is held to the English one's rule; nothing is written.
    let refused = app
        .send_as(Method::PUT, &path, &bangla("", "ছোট"), &admin)
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.each_error("field"), ["toolDescriptionBn"]);
    let tool = app.get(&format!("/api/tools/{id}")).await.json();
    assert_eq!(tool["toolNameBn"], "পাইপ রেঞ্চ ১৮ ইঞ্চি");

    let cleared = app
        .send_as(Method::PUT, &path, &bangla("", ""), &admin)
        .await;
    assert_eq!(cleared.status, StatusCode::OK);
    assert!(cleared.json().get("toolNameBn").is_none());
    assert!(names(&app, "পাইপ রেঞ্চ").await.is_empty());

    // Admins only, and only for a tool that is there.
    let buyer = app.token(crate::helpers::BUYER).await;
    let forbidden = app
        .send_as(Method::PUT, &path, &bangla("", ""), &buyer)
        .await;
    assert_eq!(forbidden.status, StatusCode::FORBIDDEN);
    let missing = app
        .send_as(
            Method::PUT,
            "/api/product/999999/bangla",
            &bangla("", ""),
            &admin,
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

/// A page of a search, with the search its typos were read as, when they were.
async fn searched(app: &TestApp, q: &str) -> (Vec<String>, Option<String>) {
    let reply = app
        .get(&format!("/api/tools?page=1&limit=12&q={}", url_escape(q)))
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{q}: {}", reply.text);
    let names = reply
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|tool| tool["toolName"].as_str().unwrap().to_owned())
        .collect();
    let instead = reply.headers.get("x-searched-instead").map(|value| {
        url::form_urlencoded::parse(format!("q={}", value.to_str().unwrap()).as_bytes())
            .next()
            .unwrap()
            .1
            .into_owned()
    });
    (names, instead)
}

#[tokio::test]
async fn a_search_with_typos_is_read_as_the_catalogues_closest_words() {
    let app = spawn_app().await;

    let (found, instead) = searched(&app, "Inductiv proximty sensr").await;

    assert_eq!(instead.as_deref(), Some("inductive proximity sensor"));
    assert_eq!(found, ["Inductive Proximity Sensor M18"]);
    // A Bangla word with a vowel sign dropped, and one with two letters swapped.
    let (found, instead) = searched(&app, "তাপমত্রা").await;
    assert_eq!(instead.as_deref(), Some("তাপমাত্রা"), "{found:?}");
    assert!(
        found.iter().any(|name| name == "ডিজিটাল তাপমাত্রা নিয়ন্ত্রক"),
        "{found:?}"
    );
    let (found, instead) = searched(&app, "bearnig").await;
    assert_eq!(instead.as_deref(), Some("bearing"));
    assert!(!found.is_empty());

    // Words in another order, and Bangla digits, found when the phrase finds nothing.
    let (found, instead) = searched(&app, "cordless drill").await;
    assert_eq!(
        (found, instead),
        (vec!["Cordless Impact Drill 18 V".to_owned()], None)
    );
    let (found, instead) = searched(&app, "৬২০৫").await;
    assert_eq!(instead.as_deref(), Some("6205"));
    assert_eq!(found, ["Deep Groove Ball Bearing 6205-2RS"]);

    // What matches as typed is never read otherwise; a size or a part number never, nor a
    // short word.
    let (found, instead) = searched(&app, "sensor").await;
    assert_eq!(instead, None);
    assert!(found.len() > 1);
    for exact in ["m30", "pt101", "6025-2rs", "drll", "drill zzzz"] {
        let (found, instead) = searched(&app, exact).await;
        assert_eq!((found.len(), instead), (0, None), "{exact}");
    }
}

#[tokio::test]
async fn the_owners_synonyms_find_a_tool_by_the_other_word() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    assert_eq!(searched(&app, "allen key").await.0.len(), 0);
    assert_eq!(searched(&app, "পানা").await.0.len(), 0);

    let body = json!({"synonyms": [
        {"word": " Allen  key ", "means": "Hex key"},
        {"word": "পানা", "means": "spanner"},
        {"word": "spanner", "means": "পানা"},
    ]});
    let set = app
        .send_as(Method::PUT, "/api/synonyms", &body.to_string(), &admin)
        .await;

    assert_eq!(set.status, StatusCode::OK, "{}", set.text);
    assert_eq!(
        set.json(),
        json!({"synonyms": [
            {"word": "allen key", "means": "hex key"},
            {"word": "পানা", "means": "spanner"}
        ]})
    );
    assert_eq!(app.get_as("/api/synonyms", &admin).await.json(), set.json());
    let (found, _) = searched(&app, "allen key").await;
    assert_eq!(found, ["Hex Key Set Metric 9 Pieces"]);
    let (found, _) = searched(&app, "পানা").await;
    assert_eq!(found, ["Combination Spanner Set 8-24 mm"]);

    let broken =
        json!({"synonyms": [{"word": "ok", "means": "fine"}, {"word": "x", "means": "axe"}]});
    let refused = app
        .send_as(Method::PUT, "/api/synonyms", &broken.to_string(), &admin)
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        refused.each_error("message"),
        ["Line 2: each side is 2 to 40 characters, and the two differ."]
    );
    let cleared = app
        .send_as(Method::PUT, "/api/synonyms", r#"{"synonyms":[]}"#, &admin)
        .await;
    assert_eq!(cleared.status, StatusCode::OK);
    assert_eq!(
        searched(&app, "পানা").await.0.len(),
        0,
        "the words go with the pair"
    );

    let buyer = app.token(crate::helpers::BUYER).await;
    assert_eq!(
        app.get_as("/api/synonyms", &buyer).await.status,
        StatusCode::FORBIDDEN
    );
}

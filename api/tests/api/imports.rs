//! The catalogue's bulk import and export: a file checked into a report of its changes and its
//! problems by row and column, applied in one transaction or not at all, CSV and XLSX alike.
//! Through the real router, on both engines.

use crate::helpers::{ADMIN, BUYER, TestApp, spawn_app, url_escape};
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::Value;

/// Sends `bytes` as a catalogue file, as `token`; the reply.
async fn send_file(
    app: &TestApp,
    token: &str,
    name: &str,
    bytes: Vec<u8>,
) -> crate::helpers::Reply {
    let request = Request::post(format!("/api/imports?name={}", url_escape(name)))
        .header("authorization", format!("Bearer {token}"))
        .header("content-type", "text/csv")
        .body(Body::from(bytes))
        .unwrap();
    app.send(request).await
}

/// Waits for import `id` to leave `stage`; where it then stands, in `lang`.
async fn settled(app: &TestApp, token: &str, id: &str, stage: &str, lang: &str) -> Value {
    for _ in 0..400 {
        let request = Request::get(format!("/api/imports/{id}"))
            .header("authorization", format!("Bearer {token}"))
            .header("accept-language", lang)
            .body(Body::empty())
            .unwrap();
        let reply = app.send(request).await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        let status = reply.json();
        if status["stage"] != stage {
            return status;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    panic!("import {id} stayed {stage}");
}

/// Checks `csv` to the end; its report.
async fn checked(app: &TestApp, token: &str, csv: &str) -> Value {
    let reply = send_file(app, token, "catalogue.csv", csv.as_bytes().to_vec()).await;
    assert_eq!(reply.status, StatusCode::ACCEPTED, "{}", reply.text);
    let id = reply.json()["id"].as_str().unwrap().to_owned();
    settled(app, token, &id, "checking", "en").await
}

/// Asks for import `id` to be applied; the reply.
async fn ask_to_apply(app: &TestApp, token: &str, id: &str) -> crate::helpers::Reply {
    app.send_as(Method::POST, &format!("/api/imports/{id}/apply"), "", token)
        .await
}

/// Applies checked import `id` to the end; its report.
async fn applied(app: &TestApp, token: &str, id: &str) -> Value {
    let reply = ask_to_apply(app, token, id).await;
    assert_eq!(reply.status, StatusCode::ACCEPTED, "{}", reply.text);
    settled(app, token, id, "applying", "en").await
}

async fn tool(app: &TestApp, part_number: &str) -> Value {
    let id = app
        .get(&format!("/api/tools?partNumber={part_number}"))
        .await
        .json()[0]["_id"]
        .clone();
    app.get(&format!("/api/tools/{id}")).await.json()
}

fn problems(report: &Value) -> Vec<(u64, String, String)> {
    report["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|error| {
            (
                error["row"].as_u64().unwrap(),
                error["column"].as_str().unwrap_or_default().to_owned(),
                error["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_exported_catalogue_reads_back_unchanged_as_csv_and_xlsx() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let tools = app.count("tools", "TRUE").await as u64;
    let csv = app.get_as("/api/exports/catalogue", &admin).await;
    assert_eq!(csv.status, StatusCode::OK);
    assert!(
        csv.text.contains("part number,name,name (Bangla),category"),
        "{}",
        csv.text
    );
    let report = checked(&app, &admin, &csv.text).await;
    assert_eq!(report["stage"], "checked", "{report}");
    assert_eq!(report["rows"], tools);
    assert_eq!(report["done"], tools);
    assert_eq!(report["unchanged"], tools, "{report}");
    assert_eq!(report["errorCount"], 0);

    let xlsx = app
        .get_as("/api/exports/catalogue?format=xlsx", &admin)
        .await;
    assert_eq!(xlsx.status, StatusCode::OK);
    assert!(
        xlsx.headers["content-disposition"]
            .to_str()
            .unwrap()
            .ends_with(".xlsx\"")
    );
    let reply = send_file(&app, &admin, "catalogue.xlsx", xlsx.bytes.clone()).await;
    assert_eq!(reply.status, StatusCode::ACCEPTED, "{}", reply.text);
    let id = reply.json()["id"].as_str().unwrap().to_owned();
    let report = settled(&app, &admin, &id, "checking", "en").await;
    assert_eq!(report["unchanged"], tools, "{report}");
    assert_eq!(report["fileName"], "catalogue.xlsx");

    // Applying a file that changes nothing changes nothing, and is said so.
    let report = applied(&app, &admin, &id).await;
    assert_eq!(report["stage"], "applied", "{report}");
    assert_eq!(app.count("tools", "TRUE").await as u64, tools);
}

const DESCRIPTION: &str = "Inductive proximity sensor with an M12 brass housing, 4 mm sensing range and an NPN normally open output, for machine tools and conveyors.";

#[tokio::test]
async fn a_file_with_errors_changes_nothing_and_a_good_one_applies_whole() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let before = app.count("tools", "TRUE").await;
    let stock = tool(&app, "6205-2RS").await["availableQuantity"].clone();
    let heading = "part number,name,category,price (Tk),minimum order,in stock,picture,description,specifications,price breaks";
    let new_row = format!(
        "PS-M12-N4,Inductive Proximity Sensor M12,inductive-sensors,650,10,300,https://img.example/m12.png,\"{DESCRIPTION}\",\"supply-voltage=24 V; output=NPN; housing-thread=m12; sensing-range=4\",100:600"
    );
    let bad = format!(
        "{heading}\n\
         6205-2RS,,,,,৪২০,,,,\n\
         {new_row}\n\
         PT-016-B,,,free,,,,,,\n\
         LS-US-5M,,nowhere,,,,,,,\n\
         6205-2rs,,,,,10,,,,\n\
         PE-D30-NPN,,,,,,,,housing-thread=m99,\n\
         NEW-PART,,,,,,,,,\n"
    );
    let report = checked(&app, &admin, &bad).await;
    assert_eq!(report["stage"], "checked");
    let problems = problems(&report);
    let at: Vec<(u64, &str)> = problems
        .iter()
        .map(|(row, column, _)| (*row, column.as_str()))
        .collect();
    assert_eq!(
        &at[..5],
        [
            (4, "price (Tk)"),
            (5, "category"),
            (6, "part number"),
            (7, "specifications"),
            (8, "name"),
        ],
        "{problems:?}"
    );
    assert_eq!(problems[1].2, "No category has the address “nowhere”.");
    assert_eq!(problems[2].2, "This part number is on row 2 too.");
    assert_eq!(problems[3].2, "Housing thread: One of the listed choices.");
    assert_eq!(report["created"], 1, "the good rows are counted: {report}");
    assert_eq!(report["updated"], 1);

    // The same report in Bangla, for an owner reading the shop in Bangla.
    let id = report["id"].as_str().unwrap();
    let bangla = settled(&app, &admin, id, "checking", "bn").await;
    assert_eq!(
        bangla["errors"][1]["message"],
        "“nowhere” ঠিকানার কোনো বিভাগ নেই।"
    );

    // A file with errors is not applied: nothing changes.
    let refused = ask_to_apply(&app, &admin, id).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(tool(&app, "6205-2RS").await["availableQuantity"], stock);
    assert_eq!(app.count("tools", "TRUE").await, before);

    // The corrected file: a stock take, a new sensor with its specifications, a price.
    let good = format!(
        "{heading}\n\
         6205-2RS,,,,,৪২০,,,,\n\
         {new_row}\n\
         PT-016-B,,,3100,,,,,,\n"
    );
    let report = checked(&app, &admin, &good).await;
    assert_eq!(report["errorCount"], 0, "{report}");
    let changes: Vec<(u64, bool, Value)> = report["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|change| {
            (
                change["row"].as_u64().unwrap(),
                change["added"].as_bool().unwrap(),
                change["columns"].clone(),
            )
        })
        .collect();
    assert_eq!(changes[0], (2, false, serde_json::json!(["in stock"])));
    assert!(changes[1].1, "row 3 adds a tool");
    assert_eq!(changes[2], (4, false, serde_json::json!(["price (Tk)"])));
    let id = report["id"].as_str().unwrap().to_owned();
    let report = applied(&app, &admin, &id).await;
    assert_eq!(report["stage"], "applied", "{report}");
    assert_eq!(report["done"], 3);

    assert_eq!(tool(&app, "6205-2RS").await["availableQuantity"], 420);
    assert_eq!(tool(&app, "PT-016-B").await["toolPrice"], 3100);
    let sensor = tool(&app, "PS-M12-N4").await;
    assert_eq!(sensor["toolImage"], "https://img.example/m12.png");
    assert_eq!(sensor["category"], "inductive-sensors");
    assert_eq!(sensor["priceTiers"][0]["minQuantity"], 100);
    assert_eq!(
        sensor["specs"],
        serde_json::json!({"housing-thread": "m12", "output": "npn", "sensing-range": "4", "supply-voltage": "24"})
    );
    // Found by its values at once.
    let found = app.get("/api/tools?q=24v%20npn%20m12").await.json();
    assert_eq!(found[0]["partNumber"], "PS-M12-N4", "{found}");

    // Applied once: a second time is refused.
    let again = ask_to_apply(&app, &admin, &id).await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(
        again.json()["error"]["message"],
        "This file is already applied. To change the catalogue again, check a new file."
    );
}

#[tokio::test]
async fn a_row_gone_wrong_since_the_check_rolls_the_whole_file_back() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let csv = "part number,in stock,name\n6205-2RS,1,\nPT-016-B,2,Pressure Transmitter 0-25 bar\n";
    let stock = tool(&app, "6205-2RS").await["availableQuantity"].clone();
    let report = checked(&app, &admin, csv).await;
    assert_eq!(report["errorCount"], 0, "{report}");
    // Meanwhile, another tool takes the name row 3 gives.
    let mut tx = app.state.writer.begin().await.unwrap();
    sqlx::query(
        "UPDATE tools SET name = 'Pressure Transmitter 0-25 bar',
                name_key = 'pressure transmitter 0-25 bar' WHERE part_number = 'LS-US-5M'",
    )
    .execute(&mut *tx)
    .await
    .unwrap();
    tx.commit().await.unwrap();
    let id = report["id"].as_str().unwrap().to_owned();
    let report = applied(&app, &admin, &id).await;
    assert_eq!(report["stage"], "failed", "{report}");
    assert_eq!(
        problems(&report),
        [(
            3,
            "name".to_owned(),
            "Another tool in the catalogue has this name.".to_owned()
        )]
    );
    assert_eq!(
        tool(&app, "6205-2RS").await["availableQuantity"],
        stock,
        "row 2, written before row 3 failed, is rolled back"
    );
    let again = ask_to_apply(&app, &admin, &id).await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(
        again.json()["error"]["message"],
        "This file was not applied. Check it again to apply it."
    );
}

#[tokio::test]
async fn a_file_that_cannot_be_read_is_refused_whole_and_only_the_owner_imports() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    for (bytes, code) in [
        (b"PK\x03\x04 broken".to_vec(), "unreadable"),
        (b"\xff\xfe".to_vec(), "unreadable"),
        (b"part number,in stock\n".to_vec(), "empty"),
        (b"part number,in stock\n,\n".to_vec(), "empty"),
    ] {
        let reply = send_file(&app, &admin, "x.csv", bytes).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            reply.text
        );
        assert_eq!(reply.each_error("code"), [code]);
    }
    let too_large = vec![b'x'; 64 * 1024 * 1024 + 1];
    let reply = send_file(&app, &admin, "x.csv", too_large).await;
    assert_eq!(
        reply.status,
        StatusCode::PAYLOAD_TOO_LARGE,
        "{}",
        reply.text
    );
    // Headings the shop does not know are the file's problem, on row 1.
    let report = checked(&app, &admin, "colour,in stock\nred,4\n").await;
    let said: Vec<String> = problems(&report)
        .into_iter()
        .map(|(row, _, message)| format!("{row}: {message}"))
        .collect();
    assert_eq!(
        said,
        [
            "1: The heading “colour” is not a column of the catalogue file; the export's first row names them.",
            "1: The first row needs a “part number” column: each row is matched to its tool by it.",
        ]
    );
    let buyer = app.token(BUYER).await;
    let reply = send_file(&app, &buyer, "x.csv", b"part number\nX1\n".to_vec()).await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.get_as("/api/imports/1", &buyer).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.get_as("/api/imports/999", &admin).await.status,
        StatusCode::NOT_FOUND
    );
    let recent = app.get_as("/api/imports", &admin).await.json();
    assert_eq!(
        recent[0]["fileName"], "catalogue.csv",
        "newest first: {recent}"
    );
}

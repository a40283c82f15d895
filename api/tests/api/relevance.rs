//! The relevance set (`data/relevance/queries.json`): searches a buyer types, in both scripts
//! (part numbers, names, Bangla, Bangla in Latin letters, typos, brands), each with the tool it
//! must find. At least 95 % find it in the first five, and an exact part number finds its tool
//! first, on both engines.

use crate::helpers::{spawn_app, url_escape};
use axum::http::StatusCode;
use serde::Deserialize;

#[derive(Deserialize)]
struct Set {
    queries: Vec<Query>,
}

#[derive(Deserialize)]
struct Query {
    q: String,
    /// The part number of the tool it must find.
    finds: String,
    kind: String,
}

/// The share of the set that must find its tool in the first five.
const AT_LEAST: f64 = 0.95;

#[tokio::test]
async fn the_relevance_set_finds_its_tools() {
    let set: Set = serde_json::from_str(include_str!("../../../data/relevance/queries.json"))
        .expect("data/relevance/queries.json");
    assert!(set.queries.len() >= 200, "{} queries", set.queries.len());
    let app = spawn_app().await;
    let mut misses = Vec::new();
    for query in &set.queries {
        let reply = app
            .get(&format!(
                "/api/tools?page=1&limit=5&q={}",
                url_escape(&query.q)
            ))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}: {}", query.q, reply.text);
        let found: Vec<String> = reply
            .json()
            .as_array()
            .unwrap()
            .iter()
            .map(|tool| tool["partNumber"].as_str().unwrap().to_owned())
            .collect();
        let exact = query.q.eq_ignore_ascii_case(&query.finds);
        if exact {
            // An exact part number: its tool first, and named for the search box to go to.
            assert_eq!(found.first(), Some(&query.finds), "{}", query.q);
            assert!(
                reply.headers.contains_key("x-part-number-of"),
                "{}",
                query.q
            );
        }
        if !found.contains(&query.finds) {
            misses.push(format!("{} ({}): {found:?}", query.q, query.kind));
        }
    }
    let share = 1.0 - misses.len() as f64 / set.queries.len() as f64;
    eprintln!(
        "relevance: {:.1} % of {} in the first five",
        share * 100.0,
        set.queries.len()
    );
    assert!(
        share >= AT_LEAST,
        "{:.1} % found; missed:\n{}",
        share * 100.0,
        misses.join("\n")
    );
    if !misses.is_empty() {
        eprintln!("missed:\n{}", misses.join("\n"));
    }
}

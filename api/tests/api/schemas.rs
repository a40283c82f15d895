//! Both engines' migrations give the same schema: the same tables, columns (type, NOT NULL,
//! default or not), primary keys, unique keys, foreign keys, CHECK constraints and indexes.
//! A migration written for one folder and forgotten in the other fails here.
//!
//! What differs by design, and is compared as such: a yes/no column is `INTEGER` with a
//! `CHECK (x IN (0, 1))` in SQLite and `BOOLEAN` in PostgreSQL (both read as "flag"); the tool
//! search is SQLite's FTS5 table `tools_search` (with its shadow tables) and PostgreSQL's
//! trigram index of the same name, left out of both. Only PostgreSQL has the tables in which
//! several processes share their limits on forms and sign-ins ([`shared_limits`]): a SQLite
//! shop is one process, which keeps them in memory.

use crate::helpers::postgres::Cluster;
use std::collections::{BTreeMap, BTreeSet};

/// A table as both engines are asked about it. A key's numbering is left out: SQLite's
/// `INTEGER PRIMARY KEY` numbers rows by itself where PostgreSQL has an identity.
#[derive(Debug, Default, PartialEq, Eq)]
struct Table {
    /// name → (type: integer, text or flag; NOT NULL; has a default)
    columns: BTreeMap<String, (String, bool, bool)>,
    primary_key: Vec<String>,
    /// The column lists of its UNIQUE constraints (and unique indexes without a name of ours).
    unique: BTreeSet<Vec<String>>,
    /// (columns, referenced table, referenced columns, on delete)
    foreign_keys: BTreeSet<(Vec<String>, String, Vec<String>, String)>,
    /// How many CHECK constraints, besides SQLite's 0/1 ones for flags.
    checks: usize,
}

/// An index created by name: (table, columns, unique, partial).
type Index = (String, Vec<String>, bool, bool);

/// Whether `name` belongs to the engines' different tool searches.
fn search_structure(name: &str) -> bool {
    name.starts_with("tools_search")
}

/// PostgreSQL's tables (and their indexes) of the limits several processes share.
const SHARED_LIMITS: [&str; 3] = ["form_windows", "sign_in_attempts", "sign_in_clients"];

fn shared_limits(table: &str) -> bool {
    SHARED_LIMITS.contains(&table)
}

#[tokio::test]
async fn both_engines_migrations_give_the_same_schema() {
    let dir = tempfile::tempdir().unwrap();
    let sqlite = api::store::db::open(&dir.path().join("shop.db"))
        .await
        .unwrap();
    let (sqlite_tables, sqlite_indexes) = sqlite_schema(&sqlite).await;
    let url = Cluster::get().new_database().await;
    let postgres = api::store::postgres::open(&url).await.unwrap();
    let (postgres_tables, postgres_indexes) = postgres_schema(&postgres).await;

    assert!(sqlite_tables.len() > 30, "{:?}", sqlite_tables.keys());
    assert_eq!(
        sqlite_tables.keys().collect::<Vec<_>>(),
        postgres_tables.keys().collect::<Vec<_>>(),
        "the same tables"
    );
    for (name, table) in &sqlite_tables {
        assert_eq!(table, &postgres_tables[name], "table {name}");
    }
    assert_eq!(sqlite_indexes, postgres_indexes, "the same named indexes");
}

async fn strings(pool: &sqlx::AnyPool, sql: &str, bind: &str) -> Vec<Vec<String>> {
    use sqlx::Row;
    let rows = sqlx::query(sql).bind(bind).fetch_all(pool).await.unwrap();
    rows.iter()
        .map(|row| {
            (0..row.len())
                .map(|i| {
                    row.try_get::<String, _>(i)
                        .or_else(|_| row.try_get::<i64, _>(i).map(|n| n.to_string()))
                        .or_else(|_| row.try_get::<bool, _>(i).map(|b| (b as i64).to_string()))
                        .unwrap_or_default()
                })
                .collect()
        })
        .collect()
}

async fn sqlite_schema(pool: &sqlx::AnyPool) -> (BTreeMap<String, Table>, BTreeMap<String, Index>) {
    let mut tables = BTreeMap::new();
    let mut indexes = BTreeMap::new();
    let names = strings(
        pool,
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
           AND name NOT LIKE '\\_sqlx%' ESCAPE '\\' AND $1 = $1",
        "",
    )
    .await;
    for row in names {
        let name = &row[0];
        // The CREATE TABLE as written, single-spaced.
        let sql = row[1].split_whitespace().collect::<Vec<_>>().join(" ");
        if search_structure(name) {
            continue;
        }
        let mut table = Table::default();
        let flag_checks = sql.matches("IN (0, 1))").count();
        table.checks = sql.matches("CHECK").count() - flag_checks;
        let mut primary = Vec::new();
        for column in strings(
            pool,
            "SELECT name, type, \"notnull\", dflt_value IS NOT NULL, pk FROM pragma_table_info($1)",
            name,
        )
        .await
        {
            let flag = sql.contains(&format!("CHECK ({} IN (0, 1))", column[0]));
            let kind = if flag {
                "flag".to_owned()
            } else {
                column[1].to_lowercase()
            };
            let pk: i64 = column[4].parse().unwrap();
            if pk > 0 {
                primary.push((pk, column[0].clone()));
            }
            let not_null = column[2] == "1" || pk > 0;
            table
                .columns
                .insert(column[0].clone(), (kind, not_null, column[3] == "1"));
        }
        primary.sort();
        table.primary_key = primary.into_iter().map(|(_, name)| name).collect();
        for index in strings(
            pool,
            "SELECT name, \"unique\", origin, partial FROM pragma_index_list($1)",
            name,
        )
        .await
        {
            let columns: Vec<String> = strings(
                pool,
                "SELECT name FROM pragma_index_info($1) ORDER BY seqno",
                &index[0],
            )
            .await
            .into_iter()
            .map(|row| row[0].clone())
            .collect();
            match index[2].as_str() {
                "u" => {
                    table.unique.insert(columns);
                }
                "c" => {
                    indexes.insert(
                        index[0].clone(),
                        (name.clone(), columns, index[1] == "1", index[3] == "1"),
                    );
                }
                _ => {}
            }
        }
        let mut keys: BTreeMap<String, (Vec<String>, String, Vec<String>, String)> =
            BTreeMap::new();
        for key in strings(
            pool,
            "SELECT id, \"from\", \"table\", \"to\", on_delete FROM pragma_foreign_key_list($1) ORDER BY id, seq",
            name,
        )
        .await
        {
            let entry = keys.entry(key[0].clone()).or_insert_with(|| {
                (Vec::new(), key[2].trim_matches('"').to_owned(), Vec::new(), key[4].clone())
            });
            entry.0.push(key[1].clone());
            entry.2.push(key[3].clone());
        }
        table.foreign_keys = keys.into_values().collect();
        tables.insert(name.clone(), table);
    }
    (tables, indexes)
}

async fn postgres_schema(
    pool: &sqlx::AnyPool,
) -> (BTreeMap<String, Table>, BTreeMap<String, Index>) {
    let mut tables = BTreeMap::new();
    let names = strings(
        pool,
        "SELECT table_name::text FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
           AND table_name NOT LIKE '\\_sqlx%' AND $1 = $1",
        "",
    )
    .await;
    for row in names {
        let name = &row[0];
        if shared_limits(name) {
            continue;
        }
        let mut table = Table::default();
        for column in strings(
            pool,
            "SELECT column_name::text, data_type::text, (is_nullable = 'NO'),
                    column_default IS NOT NULL
             FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
            name,
        )
        .await
        {
            let kind = match column[1].as_str() {
                "bigint" => "integer",
                "boolean" => "flag",
                "text" => "text",
                other => panic!("{name}.{} is {other}", column[0]),
            };
            table.columns.insert(
                column[0].clone(),
                (kind.to_owned(), column[2] == "1", column[3] == "1"),
            );
        }
        // Each constraint's columns in their order, with what it references.
        for constraint in strings(
            pool,
            "SELECT c.contype::text,
                    (SELECT string_agg(a.attname::text, ',' ORDER BY k.n)
                     FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
                     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum),
                    coalesce(c.confrelid::regclass::text, ''),
                    coalesce((SELECT string_agg(a.attname::text, ',' ORDER BY k.n)
                     FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
                     JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum), ''),
                    c.confdeltype::text
             FROM pg_constraint c WHERE c.conrelid = $1::regclass",
            name,
        )
        .await
        {
            let columns: Vec<String> = constraint[1].split(',').map(str::to_owned).collect();
            match constraint[0].as_str() {
                "p" => table.primary_key = columns,
                "u" => {
                    table.unique.insert(columns);
                }
                "c" => table.checks += 1,
                "f" => {
                    let on_delete = match constraint[4].as_str() {
                        "c" => "CASCADE",
                        "n" => "SET NULL",
                        _ => "NO ACTION",
                    };
                    table.foreign_keys.insert((
                        columns,
                        constraint[2].clone(),
                        constraint[3].split(',').map(str::to_owned).collect(),
                        on_delete.to_owned(),
                    ));
                }
                _ => {}
            }
        }
        tables.insert(name.clone(), table);
    }
    let mut indexes = BTreeMap::new();
    for index in strings(
        pool,
        "SELECT i.relname::text, t.relname::text,
                (SELECT string_agg(a.attname::text, ',' ORDER BY k.n)
                 FROM unnest(x.indkey) WITH ORDINALITY k(attnum, n)
                 JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum),
                x.indisunique, (x.indpred IS NOT NULL)
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace s ON s.oid = t.relnamespace
         WHERE s.nspname = 'public' AND $1 = $1
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)",
        "",
    )
    .await
    {
        if search_structure(&index[0]) || index[1].starts_with("_sqlx") || shared_limits(&index[1])
        {
            continue;
        }
        indexes.insert(
            index[0].clone(),
            (
                index[1].clone(),
                index[2].split(',').map(str::to_owned).collect(),
                index[3] == "1",
                index[4] == "1",
            ),
        );
    }
    (tables, indexes)
}

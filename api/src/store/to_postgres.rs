//! `shop migrate-to`: copies a SQLite shop into a new PostgreSQL database, every table with
//! its rows and ids as they are, and checks the copy before it commits.
//!
//! The copy is one PostgreSQL transaction: a failure anywhere leaves the database as empty as
//! it was. The SQLite side is read in one transaction too, so a shop still serving is copied
//! as it stood at one instant (orders placed after that instant are not in the copy: stop the
//! shop first for the final copy; docs/deploy.md).
//!
//! The shop's triggers are off while the rows go in (`ALTER TABLE … DISABLE TRIGGER USER`,
//! which the tables' owner may do; foreign keys stay checked): the sums and counts they keep
//! are tables of their own, copied as they are, and would otherwise be counted twice.

use super::db::Pool;
use anyhow::{Context, bail};
use futures_util::TryStreamExt;
use sqlx::{Acquire, Row};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What a column holds, as PostgreSQL's schema says it (the only three the shop uses).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Integer,
    Flag,
    Text,
}

/// One value on its way across.
#[derive(Debug, Clone)]
enum Value {
    Integer(Option<i64>),
    Flag(Option<bool>),
    Text(Option<String>),
}

#[derive(Debug)]
struct Table {
    name: String,
    columns: Vec<(String, Kind)>,
    /// The primary key's columns: the order rows are read in, so that a row a later row of
    /// the same table points at (a credit note's invoice) goes in first.
    key: Vec<String>,
    /// Whether its `id` numbers new rows (an identity), to be moved past the copied ids.
    identity: bool,
}

/// A table's fingerprint: its rows, and per column the sum of its numbers, its true flags or
/// its text's characters. Equal on both sides, the copy is whole.
type Fingerprint = (u64, Vec<i128>);

/// What was copied: (table, rows), in the order copied.
pub type Copied = Vec<(String, u64)>;

/// The tables only PostgreSQL has (the limits several processes share), not copied.
const NOT_COPIED: [&str; 3] = ["form_windows", "sign_in_attempts", "sign_in_clients"];

/// Copies the SQLite shop at `source` into the empty, migrated PostgreSQL database `target`.
pub async fn copy(source: &Path, target: &Pool) -> anyhow::Result<Copied> {
    let tables = tables_of(target).await?;
    let mut reading = super::db::connect(source).await?;
    let mut reader = reading.begin().await?;
    let mut writer = target.begin().await?;
    let mut copied = Vec::new();
    for shop_table in ["users", "tools", "orders"] {
        let filled: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {shop_table}"))
            .fetch_one(&mut *writer)
            .await?;
        if filled > 0 {
            bail!(
                "the database already holds a shop ({shop_table} has {filled} rows): copy into a new, empty one"
            );
        }
    }
    let names: Vec<&str> = tables.iter().map(|table| table.name.as_str()).collect();
    // The rows the migrations start a shop with (its delivery charges, its sums at zero)
    // make way for the copied shop's own.
    sqlx::query(&format!("TRUNCATE {}", names.join(", ")))
        .execute(&mut *writer)
        .await?;
    for name in &names {
        sqlx::query(&format!("ALTER TABLE {name} DISABLE TRIGGER USER"))
            .execute(&mut *writer)
            .await?;
    }
    // Rows go in by id; a row pointing at a later one of its own table (a category moved under
    // a newer one) is checked once all are in, where the schema lets it be (and before the
    // triggers are altered again, which PostgreSQL refuses with checks pending).
    sqlx::query("SET CONSTRAINTS ALL DEFERRED")
        .execute(&mut *writer)
        .await?;
    for table in &tables {
        let read = copy_table(table, &mut reader, &mut writer)
            .await
            .with_context(|| format!("copying {}", table.name))?;
        let written = fingerprint(table, &mut writer).await?;
        if read != written {
            bail!(
                "{} differs after the copy: {read:?} read, {written:?} written",
                table.name
            );
        }
        if table.identity {
            sqlx::query(&format!(
                "SELECT setval(pg_get_serial_sequence('{0}', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM {0}",
                table.name
            ))
            .execute(&mut *writer)
            .await?;
        }
        copied.push((table.name.clone(), read.0));
    }
    sqlx::query("SET CONSTRAINTS ALL IMMEDIATE")
        .execute(&mut *writer)
        .await?;
    for name in &names {
        sqlx::query(&format!("ALTER TABLE {name} ENABLE TRIGGER USER"))
            .execute(&mut *writer)
            .await?;
    }
    writer.commit().await?;
    // Statistics for the copied rows at once: until autovacuum comes by, the planner would take
    // the tables for empty (a rare word's search then walked all 100,000 tools by id: 140 ms
    // instead of 0.2).
    sqlx::query("ANALYZE").execute(target).await?;
    Ok(copied)
}

/// The shop's tables in PostgreSQL, each after the tables it points at.
async fn tables_of(target: &Pool) -> anyhow::Result<Vec<Table>> {
    let columns: Vec<(String, String, String)> = sqlx::query_as(
        "SELECT table_name::text, column_name::text, data_type::text
         FROM information_schema.columns c
         WHERE table_schema = current_schema() AND table_name NOT LIKE '\\_sqlx%'
           AND EXISTS (SELECT 1 FROM information_schema.tables t
                       WHERE t.table_schema = c.table_schema AND t.table_name = c.table_name
                         AND t.table_type = 'BASE TABLE')
         ORDER BY table_name, ordinal_position",
    )
    .fetch_all(target)
    .await?;
    let mut tables: BTreeMap<String, Table> = BTreeMap::new();
    for (table, column, kind) in columns {
        if NOT_COPIED.contains(&table.as_str()) {
            continue;
        }
        let kind = match kind.as_str() {
            "bigint" => Kind::Integer,
            "boolean" => Kind::Flag,
            "text" => Kind::Text,
            other => bail!("{table}.{column} is {other}, which the copy does not know"),
        };
        tables
            .entry(table.clone())
            .or_insert_with(|| Table {
                name: table,
                columns: Vec::new(),
                key: Vec::new(),
                identity: false,
            })
            .columns
            .push((column, kind));
    }
    let keys: Vec<(String, String)> = sqlx::query_as(
        "SELECT tc.table_name::text, k.column_name::text
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage k
           ON k.constraint_name = tc.constraint_name AND k.table_schema = tc.table_schema
         WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = current_schema()
         ORDER BY tc.table_name, k.ordinal_position",
    )
    .fetch_all(target)
    .await?;
    for (table, column) in keys {
        if let Some(table) = tables.get_mut(&table) {
            table.key.push(column);
        }
    }
    let identities: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'",
    )
    .fetch_all(target)
    .await?;
    for table in identities {
        if let Some(table) = tables.get_mut(&table) {
            table.identity = true;
        }
    }
    let references: Vec<(String, String)> = sqlx::query_as(
        "SELECT conrelid::regclass::text, confrelid::regclass::text
         FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace",
    )
    .fetch_all(target)
    .await?;
    Ok(in_reference_order(tables, &references))
}

/// `tables`, each after every table it references (`(table, referenced)` pairs; a table
/// referencing itself is its own business, see [`Table::key`]).
fn in_reference_order(
    mut tables: BTreeMap<String, Table>,
    references: &[(String, String)],
) -> Vec<Table> {
    let mut ordered = Vec::new();
    let mut placed = BTreeSet::new();
    while !tables.is_empty() {
        let ready: Vec<String> = tables
            .keys()
            .filter(|table| {
                references.iter().all(|(from, to)| {
                    from != *table
                        || to == *table
                        || placed.contains(to)
                        || !tables.contains_key(to)
                })
            })
            .cloned()
            .collect();
        // The schema has no cycle between tables; were one added, its tables go in as they
        // are and PostgreSQL's foreign keys say which row came too early.
        let ready = if ready.is_empty() {
            tables.keys().cloned().collect()
        } else {
            ready
        };
        for name in ready {
            placed.insert(name.clone());
            ordered.extend(tables.remove(&name));
        }
    }
    ordered
}

/// How many rows go into PostgreSQL in one statement: under its 65,535 bound values.
fn rows_per_insert(columns: usize) -> usize {
    (60_000 / columns.max(1)).min(1_000)
}

/// Copies `table`'s rows from SQLite into PostgreSQL; the fingerprint of what was read.
async fn copy_table(
    table: &Table,
    reader: &mut sqlx::AnyConnection,
    writer: &mut sqlx::AnyConnection,
) -> anyhow::Result<Fingerprint> {
    let names: Vec<&str> = table
        .columns
        .iter()
        .map(|(name, _)| name.as_str())
        .collect();
    let select = format!(
        "SELECT {} FROM {} ORDER BY {}",
        names.join(", "),
        table.name,
        if table.key.is_empty() {
            "1".to_owned()
        } else {
            table.key.join(", ")
        }
    );
    let mut sums = vec![0i128; table.columns.len()];
    let mut count = 0u64;
    let mut batch: Vec<Vec<Value>> = Vec::new();
    let batch_size = rows_per_insert(names.len());
    let mut rows = sqlx::query(&select).fetch(&mut *reader);
    while let Some(row) = rows.try_next().await? {
        let values = table
            .columns
            .iter()
            .enumerate()
            .map(|(i, (_, kind))| read_value(&row, i, *kind))
            .collect::<anyhow::Result<Vec<_>>>()?;
        for (sum, value) in sums.iter_mut().zip(&values) {
            *sum += weight(value);
        }
        count += 1;
        batch.push(values);
        if batch.len() == batch_size {
            insert(table, &names, &batch, writer).await?;
            batch.clear();
        }
    }
    if !batch.is_empty() {
        insert(table, &names, &batch, writer).await?;
    }
    Ok((count, sums))
}

fn read_value(row: &sqlx::any::AnyRow, i: usize, kind: Kind) -> anyhow::Result<Value> {
    Ok(match kind {
        Kind::Integer => Value::Integer(row.try_get(i)?),
        // SQLite keeps a flag as 0 or 1.
        Kind::Flag => Value::Flag(row.try_get::<Option<i64>, _>(i)?.map(|flag| flag != 0)),
        Kind::Text => Value::Text(row.try_get(i)?),
    })
}

/// A value's share of its column's fingerprint.
fn weight(value: &Value) -> i128 {
    match value {
        Value::Integer(number) => number.map_or(0, i128::from),
        Value::Flag(flag) => i128::from(flag.unwrap_or(false)),
        Value::Text(text) => text.as_ref().map_or(0, |text| text.chars().count() as i128),
    }
}

async fn insert(
    table: &Table,
    names: &[&str],
    rows: &[Vec<Value>],
    writer: &mut sqlx::AnyConnection,
) -> anyhow::Result<()> {
    let tuples: Vec<String> = (0..rows.len())
        .map(|row| {
            format!(
                "({})",
                super::db::placeholders(row * names.len() + 1, names.len())
            )
        })
        .collect();
    let sql = format!(
        "INSERT INTO {} ({}) VALUES {}",
        table.name,
        names.join(", "),
        tuples.join(", ")
    );
    let mut query = sqlx::query(&sql);
    for value in rows.iter().flatten() {
        query = match value {
            Value::Integer(number) => query.bind(*number),
            Value::Flag(flag) => query.bind(*flag),
            Value::Text(text) => query.bind(text.clone()),
        };
    }
    query.execute(&mut *writer).await?;
    Ok(())
}

/// `table`'s fingerprint as PostgreSQL has it now.
async fn fingerprint(table: &Table, db: &mut sqlx::AnyConnection) -> anyhow::Result<Fingerprint> {
    let sums: Vec<String> = table
        .columns
        .iter()
        .map(|(name, kind)| {
            let weight = match kind {
                Kind::Integer => name.clone(),
                Kind::Flag => format!("CASE WHEN {name} THEN 1 ELSE 0 END"),
                Kind::Text => format!("char_length({name})"),
            };
            format!("CAST(COALESCE(SUM({weight}), 0) AS TEXT)")
        })
        .collect();
    let row = sqlx::query(&format!(
        "SELECT CAST(COUNT(*) AS TEXT), {} FROM {}",
        sums.join(", "),
        table.name
    ))
    .fetch_one(&mut *db)
    .await?;
    let number =
        |i: usize| -> anyhow::Result<i128> { Ok(row.try_get::<String, _>(i)?.parse::<i128>()?) };
    let count = number(0)? as u64;
    let sums = (1..=table.columns.len())
        .map(number)
        .collect::<anyhow::Result<Vec<_>>>()?;
    Ok((count, sums))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &str) -> (String, Table) {
        (
            name.to_owned(),
            Table {
                name: name.to_owned(),
                columns: Vec::new(),
                key: Vec::new(),
                identity: true,
            },
        )
    }

    #[test]
    fn each_table_comes_after_the_tables_it_points_at() {
        let tables = ["payments", "orders", "users", "tax_documents"]
            .map(table)
            .into_iter()
            .collect();
        let references = [
            ("orders", "users"),
            ("payments", "orders"),
            ("tax_documents", "orders"),
            ("tax_documents", "tax_documents"),
        ]
        .map(|(from, to)| (from.to_owned(), to.to_owned()));
        let order: Vec<String> = in_reference_order(tables, &references)
            .into_iter()
            .map(|table| table.name)
            .collect();
        assert_eq!(order, ["users", "orders", "payments", "tax_documents"]);
    }

    #[test]
    fn an_insert_stays_under_postgresqls_bound_values() {
        assert_eq!(rows_per_insert(4), 1_000);
        assert!(rows_per_insert(90) * 90 <= 65_535);
    }
}

//! Gives a grown shop (`scale_fill`) the catalogue's shape at the scale `just bench` measures
//! finding a part at: 500 categories three levels deep (20 at the top, 4 below each, 5 below
//! each of those), 8 specifications in each (three numbers, three choices, a yes/no and
//! words), the generated tools spread over the 400 at the bottom with a value of every
//! specification along their path (24 each), a brand and a part number (`PM-000042`). Written
//! inside SQLite in one transaction; the shop works out the tools' search words when it
//! starts. Run with the shop stopped: `catalogue_fill DATA_DIR`.
//!
//! Categories are `bench-001` to `bench-500` (top `001`–`020`), so a bench script can pick
//! one at random; specifications are `c{category}-s{n}`.

/// Categories at each level, and how many each one above holds.
const TOP: i64 = 20;
const MIDDLE_EACH: i64 = 4;
const BOTTOM_EACH: i64 = 5;
const SPECS_EACH: i64 = 8;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let data_dir = std::path::PathBuf::from(std::env::args().nth(1).expect("DATA_DIR"));
    let (db, _writer) = api::store::db::open_shop(&data_dir.join("shop.db")).await?;
    let now = api::store::db::now_ms();
    let middle = TOP * MIDDLE_EACH;
    let bottom = middle * BOTTOM_EACH;
    let mut tx = db.begin().await?;
    // The tree: numbered 1..=TOP at the top, then the middle, then the bottom, each numbered
    // child pointing at its parent by number.
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1 + ?2 + ?3)
         INSERT INTO categories (slug, name, name_bn, description, position, created_at)
         SELECT printf('bench-%03d', i), printf('Bench Category %03d', i),
                printf('বেঞ্চ বিভাগ %03d', i), '', i, ?4
         FROM n",
    )
    .bind(TOP)
    .bind(middle)
    .bind(bottom)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "CREATE TEMP TABLE numbered AS
         SELECT CAST(substr(slug, 7) AS INTEGER) AS k, id FROM categories WHERE slug LIKE 'bench-%'",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query("CREATE UNIQUE INDEX temp.numbered_k ON numbered (k)")
        .execute(&mut *tx)
        .await?;
    // The parent of a category numbered k, by number.
    sqlx::query(
        "UPDATE categories SET parent_id = (
             SELECT p.id FROM numbered c JOIN numbered p ON p.k = CASE
                 WHEN c.k <= ?1 + ?2 THEN 1 + (c.k - ?1 - 1) / ?3
                 ELSE ?1 + 1 + (c.k - ?1 - ?2 - 1) / ?4 END
             WHERE c.id = categories.id AND c.k > ?1)
         WHERE slug LIKE 'bench-%'",
    )
    .bind(TOP)
    .bind(middle)
    .bind(MIDDLE_EACH)
    .bind(BOTTOM_EACH)
    .execute(&mut *tx)
    .await?;
    // Eight specifications each: three numbers (mm, V, W, with a range), three choices of four,
    // a yes/no and words.
    sqlx::query(
        "WITH RECURSIVE s(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM s WHERE j < ?1)
         INSERT INTO specifications (category_id, key, name, name_bn, kind, unit, min_value,
                                     max_value, choices, position)
         SELECT c.id, printf('c%03d-s%d', c.k, s.j), printf('Spec %d of %03d', s.j, c.k),
                printf('স্পেক %d', s.j),
                CASE WHEN s.j <= 3 THEN 'number' WHEN s.j <= 6 THEN 'choice'
                     WHEN s.j = 7 THEN 'flag' ELSE 'text' END,
                CASE s.j WHEN 1 THEN 'mm' WHEN 2 THEN 'V' WHEN 3 THEN 'W' END,
                CASE WHEN s.j <= 3 THEN 0 END,
                CASE WHEN s.j <= 3 THEN 1000000000 END,
                CASE WHEN s.j BETWEEN 4 AND 6 THEN
                    printf('[{\"value\":\"a%d\",\"label\":\"A%d\"},{\"value\":\"b%d\",\"label\":\"B%d\"},'
                        || '{\"value\":\"c%d\",\"label\":\"C%d\"},{\"value\":\"d%d\",\"label\":\"D%d\"}]',
                        s.j, s.j, s.j, s.j, s.j, s.j, s.j, s.j) END,
                s.j
         FROM numbered c, s",
    )
    .bind(SPECS_EACH)
    .execute(&mut *tx)
    .await?;
    // The generated tools, spread over the bottom level in turn (so one category's tools are 400
    // apart), with a brand of ten and a part number of their own.
    sqlx::query(
        "CREATE TEMP TABLE placed AS
         SELECT t.id AS tool, c.id AS category, c.k AS k
         FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS r FROM tools
               WHERE category_id IS NULL AND name LIKE 'Part Model %') t
         JOIN numbered c ON c.k = ?1 + ?2 + 1 + t.r % ?3",
    )
    .bind(TOP)
    .bind(middle)
    .bind(bottom)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE tools SET category_id = (SELECT category FROM placed WHERE tool = tools.id),
                          brand = printf('Brand %d', (id / 400) % 10),
                          part_number = printf('PM-%06d', id),
                          search_words = NULL
         WHERE id IN (SELECT tool FROM placed)",
    )
    .execute(&mut *tx)
    .await?;
    // A value of every specification along each tool's path: its category's, its parent's and
    // the top one's. Numbers and choices vary with the tool, so each facet has counts to give.
    sqlx::query(
        "WITH path(tool, category) AS (
             SELECT tool, category FROM placed
             UNION ALL SELECT path.tool, categories.parent_id FROM path
             JOIN categories ON categories.id = path.category WHERE categories.parent_id IS NOT NULL)
         INSERT INTO tool_specs (tool_id, spec_id, number_value, text_value)
         SELECT path.tool, sp.id,
                CASE WHEN sp.kind = 'number' THEN (path.tool * (sp.position + 7)) % 500 * 1000 END,
                CASE sp.kind
                    WHEN 'choice' THEN substr('abcd', 1 + (path.tool / 400 + sp.position) % 4, 1) || sp.position
                    WHEN 'flag' THEN CASE WHEN path.tool % 3 = 0 THEN 'yes' ELSE 'no' END
                    WHEN 'text' THEN printf('grade %d steel', path.tool % 7)
                END
         FROM path JOIN specifications sp ON sp.category_id = path.category",
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    let counts: (i64, i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM categories), (SELECT COUNT(*) FROM specifications),
                (SELECT COUNT(*) FROM tools WHERE category_id IS NOT NULL),
                (SELECT COUNT(*) FROM tool_specs)",
    )
    .fetch_one(&db)
    .await?;
    println!(
        "{{\"categories\": {}, \"specifications\": {}, \"toolsInCategories\": {}, \"values\": {}}}",
        counts.0, counts.1, counts.2, counts.3
    );
    Ok(())
}

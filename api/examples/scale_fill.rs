//! Grows a shop's database to the scale `just bench` measures: tools up to a count, and orders
//! up to a count spread over the buyers it has, generated inside SQLite (recursive CTEs) in one
//! transaction, through the shop's own migrations and triggers, so the search index, stock and
//! lines are as the shop would have written them. Run with the shop stopped:
//! `scale_fill DATA_DIR TOOLS ORDERS`.
//!
//! Tool names are `Part Model 000042`: a search for one model matches one tool at any scale.
//! Orders are a shop's history: spread over the catalogue and over generated buyers (about a
//! hundred orders each), mostly paid and delivered with their invoices, a few cancelled, the
//! newest 2,000 open.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let data_dir = std::path::PathBuf::from(args.next().expect("DATA_DIR"));
    let tools: i64 = args.next().map_or(Ok(0), |arg| arg.parse())?;
    let orders: i64 = args.next().map_or(Ok(0), |arg| arg.parse())?;
    let (db, writer) = api::store::db::open_shop(&data_dir.join("shop.db")).await?;
    let now = api::store::db::now_ms();
    // The shop never runs ANALYZE: its queries are planned from SQLite's own estimates. Stats
    // left by an earlier fill (taken when a table was nearly empty) would mislead the planner
    // into scans the shop never makes, so none are kept.
    sqlx::query("DROP TABLE IF EXISTS sqlite_stat1")
        .execute(&db)
        .await?;
    let mut tx = db.begin().await?;
    let image: String = sqlx::query_scalar("SELECT image FROM tools ORDER BY id LIMIT 1")
        .fetch_optional(&mut *tx)
        .await?
        .unwrap_or_else(|| "/api/images/tool.png".into());
    let have: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM tools")
        .fetch_one(&mut *tx)
        .await?;
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
         INSERT INTO tools (name, name_key, image, description, price_poisha, min_order,
                            available_quantity, created_at)
         SELECT printf('Part Model %06d', i), printf('part model %06d', i), ?3,
                printf('Precision machined part number %06d for industrial sensors and fittings, '
                       || 'sold by the piece from our Tejgaon works with a test certificate.', i),
                10000 + i % 90000, 1, 1000000, ?4
         FROM n WHERE i <= ?2",
    )
    .bind(have + 1)
    .bind(tools)
    .bind(&image)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    let have_orders: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM orders")
        .fetch_one(&mut *tx)
        .await?;
    let first_new: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) + 1 FROM orders")
        .fetch_one(&mut *tx)
        .await?;
    // Buyers as a shop of this size has them: about a hundred orders each, at most 10,000.
    let buyers = (orders / 100).clamp(0, 10_000);
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         INSERT OR IGNORE INTO users (email, role, display_name, email_verified, created_at)
         SELECT printf('buyer%05d@bench.example', i), 'user', printf('Bench Buyer %d', i), 1, ?2
         FROM n WHERE ?1 > 0",
    )
    .bind(buyers)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    // The buyers and the catalogue numbered from 0, keyed so each order finds its own at once.
    sqlx::query(
        "CREATE TEMP TABLE numbered_buyers AS
         SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM users WHERE role = 'user'",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "CREATE TEMP TABLE numbered_tools AS
         SELECT row_number() OVER (ORDER BY id) - 1 AS k, id, name, image, price_poisha FROM tools",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query("CREATE UNIQUE INDEX temp.numbered_buyers_k ON numbered_buyers (k)")
        .execute(&mut *tx)
        .await?;
    sqlx::query("CREATE UNIQUE INDEX temp.numbered_tools_k ON numbered_tools (k)")
        .execute(&mut *tx)
        .await?;
    // A shop's history: one a minute back from now, each of one tool (spread over the
    // catalogue) to one buyer (in turn). Most were paid by SSLCommerz and delivered; one in
    // 33 was cancelled unpaid; the newest 2,000 are open, waiting for payment.
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2),
              placed AS (SELECT n.i, ?3 - (?2 - n.i) * 60000 AS at,
                                n.i > ?2 - 2000 AS open, n.i % 33 = 0 AS cancelled
                         FROM n)
         INSERT INTO orders (user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                             total_poisha, recipient, phone_number, address, district,
                             is_paid, is_delivered, transaction_id, payment_method, created_at,
                             paid_at, shipped_at, delivered_at, cancelled_at)
         SELECT b.id, t.id, t.name, t.image, t.price_poisha, 1, t.price_poisha, 'Bench Buyer',
                '01712345678', 'House 4, Road 2, Dhanmondi', 'Dhaka',
                NOT (p.open OR p.cancelled), NOT (p.open OR p.cancelled),
                CASE WHEN p.open OR p.cancelled THEN NULL ELSE printf('bench-%d', p.i) END,
                CASE WHEN p.open OR p.cancelled THEN NULL ELSE 'sslcommerz' END,
                p.at,
                CASE WHEN p.open OR p.cancelled THEN NULL ELSE p.at + 600000 END,
                CASE WHEN p.open OR p.cancelled THEN NULL ELSE p.at + 86400000 END,
                CASE WHEN p.open OR p.cancelled THEN NULL ELSE p.at + 172800000 END,
                CASE WHEN p.cancelled AND NOT p.open THEN p.at + 3600000 END
         FROM placed p
         JOIN numbered_buyers b ON b.k = p.i % (SELECT COUNT(*) FROM numbered_buyers)
         JOIN numbered_tools t ON t.k = (p.i * 7919) % (SELECT COUNT(*) FROM numbered_tools)",
    )
    .bind(have_orders + 1)
    .bind(orders)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO order_lines (order_id, tool_id, tool_name, tool_image, unit_price_poisha,
                                  quantity, total_poisha)
         SELECT id, tool_id, tool_name, tool_image, tool_price_poisha, quantity, total_poisha
         FROM orders WHERE id >= ?",
    )
    .bind(first_new)
    .execute(&mut *tx)
    .await?;
    // A generated history is nobody's news: no mail about it.
    sqlx::query("DELETE FROM order_events WHERE order_id >= ?")
        .bind(first_new)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    // As the shop's own sweep would, so the bench measures the index it searches in service.
    api::catalogue::search_index::merge_segments(&writer).await?;
    // The paid orders' tax invoices, as the shop would have issued them when each was paid.
    api::tax::issue_missing(&writer, &api::runtime::config::Seller::sample()).await?;
    let counts: (i64, i64) =
        sqlx::query_as("SELECT (SELECT COUNT(*) FROM tools), (SELECT COUNT(*) FROM orders)")
            .fetch_one(&db)
            .await?;
    println!("{{\"tools\": {}, \"orders\": {}}}", counts.0, counts.1);
    Ok(())
}

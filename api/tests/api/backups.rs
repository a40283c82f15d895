//! `shop backup` while orders flow, and `shop restore`: the copy is consistent and comes back.

use crate::helpers::{BUYER, join_all, spawn_app, sqlite_only};
use crate::moto::Moto;
use axum::http::StatusCode;
use serde_json::json;

/// Stock still in the shop plus the pieces reserved by open orders, for the PT100 probe.
async fn accounted_pieces(db: &api::store::db::Pool) -> i64 {
    sqlx::query_scalar(
        "SELECT t.available_quantity
              + (SELECT CAST(COALESCE(SUM(quantity), 0) AS BIGINT) FROM orders WHERE tool_id = t.id AND cancelled_at IS NULL)
         FROM tools t WHERE t.name LIKE 'PT100%'",
    )
    .fetch_one(db)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_backup_taken_under_load_is_consistent_and_restores() {
    if sqlite_only("copies of the SQLite file") {
        return;
    }
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let tool = app.probe_tool().await;
    let initial = accounted_pieces(&app.state.db).await;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("shop-backup.db");

    let body = json!({ "toolId": tool, "quantity": 25 });
    let orders = join_all((0..40).map(|_| app.place(&token, body.clone())));
    let (replies, backed_up) =
        tokio::join!(orders, api::store::backup::backup(&app.state.db, &file));

    backed_up.unwrap();
    assert!(
        replies
            .iter()
            .all(|reply| reply.status == StatusCode::CREATED)
    );
    api::store::backup::verify(&file).await.unwrap();
    assert!(
        api::store::backup::backup(&app.state.db, &file)
            .await
            .is_err(),
        "never overwrites"
    );

    let restored_dir = tempfile::tempdir().unwrap();
    let database = restored_dir.path().join("shop.db");
    std::fs::write(&database, b"the old database").unwrap();
    api::store::backup::restore(&file, &database).await.unwrap();
    assert!(restored_dir.path().join("shop.db.before-restore").exists());
    let restored = api::store::db::open(&database).await.unwrap();
    assert_eq!(
        accounted_pieces(&restored).await,
        initial,
        "no piece lost or doubled"
    );
    let users: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(&restored)
        .await
        .unwrap();
    assert_eq!(users, 2);
}

#[tokio::test]
async fn a_file_that_is_not_a_backup_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.db");
    std::fs::write(&junk, b"not a database at all").unwrap();
    let database = dir.path().join("shop.db");

    assert!(api::store::backup::restore(&junk, &database).await.is_err());
    assert!(!database.exists());
}

#[tokio::test]
async fn the_writer_leaves_the_wal_to_the_background_checkpoint_which_copies_all_of_it() {
    if sqlite_only("SQLite's WAL") {
        return;
    }
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let tool = app.probe_tool().await;
    let body = json!({ "toolId": tool, "quantity": 25 });
    for _ in 0..20 {
        assert_eq!(
            app.place(&token, body.clone()).await.status,
            StatusCode::CREATED
        );
    }
    let mut writer = app.state.writer.begin().await.unwrap();
    let automatic: i64 = sqlx::query_scalar("PRAGMA wal_autocheckpoint")
        .fetch_one(&mut *writer)
        .await
        .unwrap();
    drop(writer);
    assert_eq!(automatic, 0, "the writer's commits never checkpoint");
    let (in_wal, copied) = api::store::db::checkpoint(&app.state.db).await.unwrap();
    assert!(in_wal > 0, "the orders' pages wait in the WAL");
    assert_eq!(
        copied, in_wal,
        "a checkpoint with no reader in the way copies every page"
    );
}

#[tokio::test]
async fn scheduled_backups_restore_the_newest_or_the_one_chosen() {
    if sqlite_only("copies of the SQLite file") {
        return;
    }
    use api::store::backups::{Folder, restore_from, take};
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let dir = tempfile::tempdir().unwrap();
    let store = Folder::new(dir.path().join("store"));
    let first = app.order_probes(&token).await;
    let morning = take(&app.state.db, &store, dir.path(), 1_795_766_400_000)
        .await
        .unwrap();
    let second = app.order_probes(&token).await;
    let noon = take(&app.state.db, &store, dir.path(), 1_795_780_800_000)
        .await
        .unwrap();
    assert_eq!(
        (morning.as_str(), noon.as_str()),
        ("shop-2026-11-27-080000.db", "shop-2026-11-27-120000.db")
    );

    let orders_in = |database: std::path::PathBuf| async move {
        let db = api::store::db::open(&database).await.unwrap();
        let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM orders ORDER BY id")
            .fetch_all(&db)
            .await
            .unwrap();
        db.close().await;
        ids
    };
    let database = dir.path().join("restored").join("shop.db");
    assert_eq!(restore_from(&store, None, &database).await.unwrap(), noon);
    let newest = orders_in(database.clone()).await;
    assert!(newest.contains(&first) && newest.contains(&second));
    let chosen = restore_from(&store, Some(&morning), &database)
        .await
        .unwrap();
    assert_eq!(chosen, morning);
    let older = orders_in(database.clone()).await;
    assert!(older.contains(&first) && !older.contains(&second));
    assert!(
        restore_from(&store, Some("shop-2020-01-01-000000.db"), &database)
            .await
            .is_err()
    );
}

#[tokio::test]
async fn backups_go_to_s3_compatible_storage_are_thinned_there_and_come_back() {
    if sqlite_only("copies of the SQLite file") {
        return;
    }
    use api::store::backups::{BackupStore, KEEP_NEWEST, restore_from, take};
    use api::store::s3::S3Store;
    let moto = Moto::start().await;
    let store = S3Store::new(moto.bucket("shop-backups").await).unwrap();
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let dir = tempfile::tempdir().unwrap();
    // 14 copies five minutes apart on one morning, an order before the last.
    let eight = 1_795_766_400_000_i64;
    let mut taken = Vec::new();
    for copy in 0..14 {
        if copy == 13 {
            app.order_probes(&token).await;
        }
        let at = eight + copy * 5 * 60_000;
        taken.push(take(&app.state.db, &store, dir.path(), at).await.unwrap());
    }
    // The newest dozen, and the last of the day before them.
    let kept = store.names().await.unwrap();
    assert_eq!(kept.len(), KEEP_NEWEST + 1);
    assert_eq!(kept, taken[1..].to_vec());
    assert_eq!(kept.last().unwrap(), "shop-2026-11-27-090500.db");

    let database = dir.path().join("restored").join("shop.db");
    let restored = restore_from(&store, None, &database).await.unwrap();
    assert_eq!(restored, "shop-2026-11-27-090500.db");
    let db = api::store::db::open(&database).await.unwrap();
    let orders: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM orders")
        .fetch_one(&db)
        .await
        .unwrap();
    let before: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM orders")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(
        orders, before,
        "the order placed before the last copy is in it"
    );
}

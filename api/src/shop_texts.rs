//! The owner's texts (`shared::shop_texts`) as stored: a saved page or set of figures, else the
//! shop's own (`data/seed/pages`, the spec's figures).

use crate::error::Result;
use crate::store::db::{self, Pool, WriteTx};
use shared::shop_texts::{HomeFigure, HomeFigures, PageSlug, PageTexts, ShopPage, spec_figures};

/// The shop's own pages, shown until the owner saves theirs: a starting point for the owner
/// (and their lawyer) to make their own.
fn shipped(slug: PageSlug) -> (&'static str, &'static str) {
    match slug {
        PageSlug::Terms => (
            include_str!("../../data/seed/pages/terms.en.md"),
            include_str!("../../data/seed/pages/terms.bn.md"),
        ),
        PageSlug::Privacy => (
            include_str!("../../data/seed/pages/privacy.en.md"),
            include_str!("../../data/seed/pages/privacy.bn.md"),
        ),
    }
}

pub async fn page(db: &Pool, slug: PageSlug) -> Result<ShopPage> {
    let saved: Option<(String, String, i64)> =
        sqlx::query_as("SELECT en, bn, updated_at FROM shop_pages WHERE slug = $1")
            .bind(slug.name())
            .fetch_optional(db)
            .await?;
    Ok(match saved {
        Some((en, bn, updated_at)) => ShopPage {
            slug,
            en,
            bn,
            updated_at: Some(updated_at),
        },
        None => {
            let (en, bn) = shipped(slug);
            ShopPage {
                slug,
                en: en.trim().to_owned(),
                bn: bn.trim().to_owned(),
                updated_at: None,
            }
        }
    })
}

pub async fn save_page(tx: &mut WriteTx, slug: PageSlug, texts: &PageTexts) -> Result<()> {
    sqlx::query(
        "INSERT INTO shop_pages (slug, en, bn, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slug) DO UPDATE SET en = excluded.en, bn = excluded.bn,
                                          updated_at = excluded.updated_at",
    )
    .bind(slug.name())
    .bind(&texts.en)
    .bind(&texts.bn)
    .bind(db::now_ms())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn figures(db: &Pool) -> Result<HomeFigures> {
    let rows: Vec<(i64, String, String, i64)> = sqlx::query_as(
        "SELECT value, label_en, label_bn, updated_at FROM home_figures ORDER BY position",
    )
    .fetch_all(db)
    .await?;
    if rows.is_empty() {
        return Ok(HomeFigures {
            figures: spec_figures(),
            updated_at: None,
        });
    }
    let updated_at = rows.iter().map(|row| row.3).max();
    Ok(HomeFigures {
        figures: rows
            .into_iter()
            .map(|(value, label_en, label_bn, _)| HomeFigure {
                value: db::count(value),
                label_en,
                label_bn,
            })
            .collect(),
        updated_at,
    })
}

/// Replaces the three figures.
pub async fn save_figures(tx: &mut WriteTx, figures: &[HomeFigure]) -> Result<()> {
    let now = db::now_ms();
    for (position, figure) in figures.iter().enumerate() {
        sqlx::query(
            "INSERT INTO home_figures (position, value, label_en, label_bn, updated_at)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (position) DO UPDATE SET value = excluded.value,
                 label_en = excluded.label_en, label_bn = excluded.label_bn,
                 updated_at = excluded.updated_at",
        )
        .bind(position as i64)
        .bind(i64::from(figure.value))
        .bind(&figure.label_en)
        .bind(&figure.label_bn)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

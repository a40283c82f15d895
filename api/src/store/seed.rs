//! Sample data for a new shop: the catalogue, blogs and reviews under `data/seed/`, two
//! demo accounts, and the standard delivery charges turned on. Runs once, on an empty
//! database, in one transaction.

use crate::identity::passwords;
use crate::pictures::store as images;
use crate::store::db;
use crate::store::db::Pool;
use anyhow::{Context, anyhow};
use rust_embed::Embed;
use serde::Deserialize;
use shared::picture::IMAGE_PREFIX;
use shared::{NewProduct, Password, ProductForm, Role};
use std::collections::HashMap;
use std::path::Path;

#[derive(Embed)]
#[folder = "../data/seed/images"]
struct SeedImages;

/// A demo account created with the sample data.
#[derive(Debug, Clone, Copy)]
pub struct DemoAccount {
    pub email: &'static str,
    pub password: &'static str,
    pub name: &'static str,
    pub role: Role,
}

pub const DEMO_ACCOUNTS: [DemoAccount; 2] = [
    DemoAccount {
        email: "admin@shop.test",
        password: "Admin@12345",
        name: "Shop Admin",
        role: Role::Admin,
    },
    DemoAccount {
        email: "buyer@shop.test",
        password: "Buyer@12345",
        name: "Demo Buyer",
        role: Role::User,
    },
];

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SeedBlog {
    name: String,
    image: String,
    date: String,
    blog_heading: String,
    blog_image: String,
    blog: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SeedReview {
    user: String,
    user_image: Option<String>,
    tool_name: String,
    rating: u8,
    review: String,
}

/// The sample catalogue, checked by the same rules as an admin's Add Product form. Pictures
/// are named by their file in `data/seed/images`, as `/api/images/{file}`.
pub fn sample_products() -> anyhow::Result<Vec<NewProduct>> {
    let mut forms: Vec<ProductForm> =
        serde_json::from_str(include_str!("../../../data/seed/tools.json"))?;
    forms
        .iter_mut()
        .map(|form| {
            form.tool_image = format!("{IMAGE_PREFIX}{}", form.tool_image);
            NewProduct::parse(form, [])
                .map_err(|errors| anyhow!("seed tool {}: {errors:?}", form.tool_name))
        })
        .collect()
}

/// Fills an empty shop with sample data; `false` when there was already something in it.
/// `demo_accounts`: also the demo admin and buyer, whose passwords are public.
pub async fn seed_if_empty(
    pool: &Pool,
    images_dir: &Path,
    demo_accounts: bool,
) -> anyhow::Result<bool> {
    let (users, tools): (i64, i64) =
        sqlx::query_as("SELECT (SELECT COUNT(*) FROM users), (SELECT COUNT(*) FROM tools)")
            .fetch_one(pool)
            .await?;
    if users + tools > 0 {
        return Ok(false);
    }
    let urls = store_images(images_dir).await?;
    let url = |name: &str| {
        urls.get(name)
            .cloned()
            .ok_or_else(|| anyhow!("data/seed/images has no {name}"))
    };
    let mut tx = pool.begin().await?;
    let now = db::now_ms();
    let products = sample_products()?;
    // Older first, a minute apart, so "newest first" has a stable, meaningful order.
    let mut moment = now - 60_000 * products.len() as i64;
    for product in &products {
        moment += 60_000;
        let image = url(product.tool_image.trim_start_matches(IMAGE_PREFIX))?;
        crate::catalogue::insert_tool(&mut tx, product, &image, moment).await?;
    }
    let blogs: Vec<SeedBlog> = serde_json::from_str(include_str!("../../../data/seed/blogs.json"))?;
    for blog in &blogs {
        sqlx::query(
            "INSERT INTO blogs (author_name, author_image, published_on, heading, image, body, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(&blog.name)
        .bind(url(&blog.image)?)
        .bind(&blog.date)
        .bind(&blog.blog_heading)
        .bind(url(&blog.blog_image)?)
        .bind(&blog.blog)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    let reviews: Vec<SeedReview> =
        serde_json::from_str(include_str!("../../../data/seed/reviews.json"))?;
    for review in &reviews {
        let image = review.user_image.as_deref().map(url).transpose()?;
        sqlx::query(
            "INSERT INTO reviews (user_name, user_image, tool_name, review, rating, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&review.user)
        .bind(image)
        .bind(&review.tool_name)
        .bind(&review.review)
        .bind(i64::from(review.rating))
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    // A new shop charges for delivery as Bangladeshi shops do; an upgraded one decides.
    crate::sales::delivery_charges::turn_on(&mut tx).await?;
    let accounts = if demo_accounts {
        &DEMO_ACCOUNTS[..]
    } else {
        &[]
    };
    for account in accounts {
        let password = Password::parse(account.password).map_err(|error| anyhow!("{error}"))?;
        sqlx::query(
            "INSERT INTO users (email, password_hash, role, display_name, email_verified, created_at)
             VALUES ($1, $2, $3, $4, TRUE, $5)",
        )
        .bind(account.email)
        .bind(passwords::hash(&password)?)
        .bind(account.role.as_str())
        .bind(account.name)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(true)
}

/// Copies the sample pictures into the image store; maps each file name to its URL.
async fn store_images(dir: &Path) -> anyhow::Result<HashMap<String, String>> {
    let mut urls = HashMap::new();
    for name in SeedImages::iter() {
        let file = SeedImages::get(&name).context("embedded seed image")?;
        let extension = name.rsplit('.').next().unwrap_or("bin");
        let url = images::store(dir, &file.data, extension)
            .await
            .with_context(|| format!("storing the seed image {name}"))?;
        urls.insert(name.into_owned(), url);
    }
    Ok(urls)
}

/// The demo accounts still present, for the start-up banner.
pub async fn demo_accounts_present(pool: &Pool) -> anyhow::Result<Vec<DemoAccount>> {
    let mut present = Vec::new();
    for account in DEMO_ACCOUNTS {
        let found: Option<i64> = sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
            .bind(account.email)
            .fetch_optional(pool)
            .await?;
        if found.is_some() {
            present.push(account);
        }
    }
    Ok(present)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_catalogue_obeys_the_product_rules() {
        let products = sample_products().unwrap();
        assert!(products.len() >= 12);
        let mut keys: Vec<_> = products
            .iter()
            .map(|product| product.tool_name.key())
            .collect();
        keys.sort();
        keys.dedup();
        assert_eq!(
            keys.len(),
            products.len(),
            "sample tool names must be distinct"
        );
    }

    #[test]
    fn every_sample_picture_is_shipped() {
        let products = sample_products().unwrap();
        for product in products {
            assert!(
                SeedImages::get(product.tool_image.trim_start_matches(IMAGE_PREFIX)).is_some(),
                "{}",
                product.tool_image
            );
        }
    }
}

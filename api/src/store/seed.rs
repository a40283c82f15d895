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
use shared::part_number::{ToolDetails, ToolDetailsForm};
use shared::picture::IMAGE_PREFIX;
use shared::specification::{SpecForm, Specification, SpecsForm, parse_specs};
use shared::{CategoryForm, NewCategory, NewProduct, Password, ProductForm, Role};
use std::collections::{BTreeMap, HashMap};
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

/// A sample tool's part number, brand and category, beside its Add Product fields in
/// `data/seed/tools.json`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SeedDetails {
    part_number: String,
    brand: String,
    category: String,
    /// Its values of its category's specifications, by key.
    #[serde(default)]
    specs: BTreeMap<String, String>,
}

/// A sample category: its form's fields and the specifications it asks of its tools.
#[derive(Deserialize)]
struct SeedCategory {
    #[serde(flatten)]
    form: CategoryForm,
    #[serde(default)]
    specs: Vec<SpecForm>,
}

/// The sample categories' specifications, by slug, checked by the owner's own rules.
pub fn sample_specs() -> anyhow::Result<Vec<(String, Vec<Specification>)>> {
    let seeds: Vec<SeedCategory> =
        serde_json::from_str(include_str!("../../../data/seed/categories.json"))?;
    seeds
        .into_iter()
        .filter(|seed| !seed.specs.is_empty())
        .map(|seed| {
            let specs = parse_specs(&SpecsForm { specs: seed.specs })
                .map_err(|errors| anyhow!("seed specs of {}: {errors:?}", seed.form.slug))?;
            Ok((seed.form.slug, specs))
        })
        .collect()
}

/// Each sample tool's values of its category's specifications, in `sample_products`' order.
fn sample_values() -> anyhow::Result<Vec<BTreeMap<String, String>>> {
    let seeds: Vec<SeedDetails> =
        serde_json::from_str(include_str!("../../../data/seed/tools.json"))?;
    Ok(seeds.into_iter().map(|seed| seed.specs).collect())
}

/// The sample category tree (parents first), checked by the owner's own form's rules.
pub fn sample_categories() -> anyhow::Result<Vec<NewCategory>> {
    let forms: Vec<CategoryForm> =
        serde_json::from_str(include_str!("../../../data/seed/categories.json"))?;
    forms
        .iter()
        .map(|form| {
            NewCategory::parse(form)
                .map_err(|errors| anyhow!("seed category {}: {errors:?}", form.name))
        })
        .collect()
}

/// Each sample tool's part number, brand and category, in `sample_products`' order.
pub fn sample_details() -> anyhow::Result<Vec<ToolDetails>> {
    let seeds: Vec<SeedDetails> =
        serde_json::from_str(include_str!("../../../data/seed/tools.json"))?;
    seeds
        .iter()
        .map(|seed| {
            ToolDetails::parse(&ToolDetailsForm {
                part_number: seed.part_number.clone(),
                brand: seed.brand.clone(),
                category: seed.category.clone(),
                specs: Default::default(),
            })
            .map_err(|errors| anyhow!("seed tool {}: {errors:?}", seed.part_number))
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
    for (position, category) in sample_categories()?.iter().enumerate() {
        sqlx::query(
            "INSERT INTO categories (parent_id, slug, name, name_bn, description, description_bn,
                                     position, created_at)
             VALUES ((SELECT id FROM categories WHERE slug = $1), $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(&category.parent)
        .bind(&category.slug)
        .bind(&category.name)
        .bind(&category.name_bn)
        .bind(&category.description)
        .bind(&category.description_bn)
        .bind(position as i64)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    let mut spec_position = 0_i64;
    for (slug, specs) in sample_specs()? {
        for spec in specs {
            spec_position += 1;
            crate::catalogue::specifications::insert(&mut tx, &slug, &spec, spec_position).await?;
        }
    }
    let products = sample_products()?;
    // Older first, a minute apart, so "newest first" has a stable, meaningful order.
    let mut moment = now - 60_000 * products.len() as i64;
    let values = sample_values()?;
    for ((product, details), values) in products.iter().zip(sample_details()?).zip(&values) {
        moment += 60_000;
        let image = url(product.tool_image.trim_start_matches(IMAGE_PREFIX))?;
        let id = crate::catalogue::insert_tool(&mut tx, product, &image, moment).await?;
        sqlx::query(
            "UPDATE tools SET part_number = $1, brand = $2,
                              category_id = (SELECT id FROM categories WHERE slug = $3)
             WHERE id = $4",
        )
        .bind(&details.part_number)
        .bind(&details.brand)
        .bind(&details.category)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        let category: Option<i64> =
            sqlx::query_scalar("SELECT category_id FROM tools WHERE id = $1")
                .bind(id)
                .fetch_one(&mut *tx)
                .await?;
        crate::catalogue::specifications::set_values(&mut tx, id, category, values)
            .await
            .map_err(|error| anyhow!("seed values of {}: {error:?}", details.part_number))?;
        crate::catalogue::refresh_search_words(&mut tx, id).await?;
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
    fn the_sample_tree_is_three_levels_and_every_tool_is_in_it() {
        let categories = sample_categories().unwrap();
        let slugs: Vec<&str> = categories.iter().map(|c| c.slug.as_str()).collect();
        for (at, category) in categories.iter().enumerate() {
            if let Some(parent) = &category.parent {
                let parent_at = slugs.iter().position(|slug| slug == parent);
                assert!(
                    parent_at.is_some_and(|p| p < at),
                    "{} before its parent",
                    category.slug
                );
            }
        }
        let views: Vec<shared::Category> = categories
            .iter()
            .map(|c| shared::Category {
                slug: c.slug.clone(),
                name: c.name.clone(),
                name_bn: c.name_bn.clone(),
                description: c.description.clone(),
                description_bn: c.description_bn.clone(),
                image: None,
                parent: c.parent.clone(),
                tool_count: 0,
                specs: sample_specs()
                    .unwrap()
                    .into_iter()
                    .find(|(slug, _)| *slug == c.slug)
                    .map(|(_, specs)| specs)
                    .unwrap_or_default(),
            })
            .collect();
        for view in &views {
            let depth = shared::category::path_to(&views, &view.slug).len();
            assert!(
                (1..=shared::category::MAX_DEPTH).contains(&depth),
                "{}",
                view.slug
            );
        }
        let details = sample_details().unwrap();
        assert_eq!(details.len(), sample_products().unwrap().len());
        // Each tool's values obey the specifications of its category and those above it.
        for (details, values) in details.iter().zip(sample_values().unwrap()) {
            let path = shared::category::path_to(&views, details.category.as_deref().unwrap());
            let specs = shared::category::specs_along(&path);
            let parsed = shared::specification::parse_values(&specs, &values);
            assert!(parsed.is_ok(), "{}: {parsed:?}", details.part_number);
            assert_eq!(parsed.unwrap().len(), values.len());
        }
        let mut part_numbers: Vec<_> = details.iter().map(|d| d.part_number.as_str()).collect();
        part_numbers.sort();
        part_numbers.dedup();
        assert_eq!(
            part_numbers.len(),
            details.len(),
            "part numbers are each a tool's own"
        );
        for detail in &details {
            let category = detail.category.as_deref().unwrap();
            assert!(slugs.contains(&category), "{category}");
        }
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

//! The owner's overview, read from the sums the database keeps by trigger
//! (`data/migrations/sqlite/0014_overview_sums.sql`) and from partial indexes of the few orders that
//! wait: a handful of small reads whether the shop has a hundred orders or a million.

use crate::error::Result;
use crate::store::db::{self, Pool};
use shared::Money;
use shared::calendar::{day_of_number, dhaka_day, dhaka_day_number, month_start};
use shared::overview::{
    CodMonth, DaySums, LowStockTool, MethodSums, Overview, PeriodSums, TopTool, Waiting,
};
use shared::payment::PaymentMethod;
use std::collections::BTreeMap;

/// How many best sellers and low-stock tools the overview lists.
const LISTED: i64 = 8;

/// What the overview is asked for.
#[derive(Debug, Clone, Copy)]
pub struct Asked {
    /// The moment that is "now".
    pub now: i64,
    /// The chart's days, today included.
    pub days: u32,
    /// Tools with fewer pieces are low on stock.
    pub low_stock_below: u32,
}

#[derive(sqlx::FromRow)]
struct RevenueRow {
    day: i64,
    method: String,
    orders: i64,
    revenue_poisha: i64,
}

pub async fn overview(db: &Pool, asked: Asked) -> Result<Overview> {
    let today = dhaka_day_number(asked.now);
    let calendar_day = dhaka_day(asked.now);
    let month_first = dhaka_day_number(month_start(calendar_day.year, calendar_day.month));
    let chart_first = today - i64::from(asked.days) + 1;
    let since = month_first.min(chart_first);

    let placed: Vec<(i64, i64)> =
        sqlx::query_as("SELECT day, placed FROM orders_by_day WHERE day BETWEEN $1 AND $2")
            .bind(since)
            .bind(today)
            .fetch_all(db)
            .await?;
    let revenue: Vec<RevenueRow> = sqlx::query_as(
        "SELECT day, method, orders, revenue_poisha FROM revenue_by_day
         WHERE day BETWEEN $1 AND $2 AND orders > 0",
    )
    .bind(since)
    .bind(today)
    .fetch_all(db)
    .await?;

    let period = |first: i64| PeriodSums {
        orders: placed
            .iter()
            .filter(|(day, _)| *day >= first)
            .map(|(_, placed)| placed)
            .sum(),
        revenue: money(
            revenue
                .iter()
                .filter(|row| row.day >= first)
                .map(|row| row.revenue_poisha)
                .sum(),
        ),
        by_method: by_method(revenue.iter().filter(|row| row.day >= first)),
    };
    let days = (chart_first..=today)
        .map(|day| DaySums {
            day: day_of_number(day).iso(),
            orders: placed
                .iter()
                .find(|(placed_day, _)| *placed_day == day)
                .map_or(0, |(_, placed)| *placed),
            revenue: money(
                revenue
                    .iter()
                    .filter(|row| row.day == day)
                    .map(|row| row.revenue_poisha)
                    .sum(),
            ),
        })
        .collect();

    Ok(Overview {
        today: day_of_number(today).iso(),
        day: period(today),
        month: period(month_first),
        waiting: waiting(db).await?,
        cod_months: cod_months(db).await?,
        days,
        top_tools: top_tools(db).await?,
        low_stock_below: asked.low_stock_below,
        low_stock: low_stock(db, asked.low_stock_below).await?,
    })
}

fn money(poisha: i64) -> Money {
    Money::from_poisha(poisha).unwrap_or_default()
}

/// The period's rows summed per method, largest revenue first.
fn by_method<'a>(rows: impl Iterator<Item = &'a RevenueRow>) -> Vec<MethodSums> {
    let mut sums: BTreeMap<&str, (i64, i64)> = BTreeMap::new();
    for row in rows {
        let sum = sums.entry(&row.method).or_default();
        sum.0 += row.orders;
        sum.1 += row.revenue_poisha;
    }
    let mut by_method: Vec<MethodSums> = sums
        .into_iter()
        .filter(|(_, (orders, _))| *orders > 0)
        .map(|(method, (orders, revenue))| MethodSums {
            method: PaymentMethod::from_id(method),
            orders,
            revenue: money(revenue),
        })
        .collect();
    by_method.sort_by_key(|sums| std::cmp::Reverse(sums.revenue));
    by_method
}

/// The orders waiting, each counted from its own partial index (migration 0014); the
/// conditions are those of [`super::filter`]'s states, word for word, so SQLite uses them.
async fn waiting(db: &Pool) -> Result<Waiting> {
    let (payment, to_ship, on_the_way, to_confirm) = sqlx::query_as(&format!(
        "SELECT (SELECT COUNT(*) FROM orders WHERE {}),
                (SELECT COUNT(*) FROM orders WHERE {}),
                (SELECT COUNT(*) FROM orders WHERE {}),
                (SELECT COUNT(*) FROM orders WHERE {})",
        super::filter::UNPAID,
        super::filter::TO_SHIP,
        super::filter::ON_THE_WAY,
        super::filter::TO_CONFIRM,
    ))
    .fetch_one(db)
    .await?;
    Ok(Waiting {
        payment,
        to_ship,
        on_the_way,
        to_confirm,
    })
}

/// The last six months of cash on delivery, newest first (kept by migration 0031's triggers).
async fn cod_months(db: &Pool) -> Result<Vec<CodMonth>> {
    let rows: Vec<(String, i64, i64)> = sqlx::query_as(
        "SELECT month, shipped, returned FROM cod_months ORDER BY month DESC LIMIT 6",
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(month, shipped, returned)| CodMonth {
            month,
            shipped,
            returned,
        })
        .collect())
}

async fn top_tools(db: &Pool) -> Result<Vec<TopTool>> {
    let rows: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT t.id, t.name, s.pieces FROM tool_sales s JOIN tools t ON t.id = s.tool_id
         WHERE s.pieces > 0 ORDER BY s.pieces DESC, s.tool_id LIMIT $1",
    )
    .bind(LISTED)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, tool_name, pieces)| TopTool {
            id,
            tool_name,
            pieces,
        })
        .collect())
}

async fn low_stock(db: &Pool, below: u32) -> Result<Vec<LowStockTool>> {
    let rows: Vec<(i64, String, i64, i64)> = sqlx::query_as(
        "SELECT id, name, available_quantity, min_order FROM tools
         WHERE available_quantity < $1 ORDER BY available_quantity, id LIMIT $2",
    )
    .bind(i64::from(below))
    .bind(LISTED)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(
            |(id, tool_name, available_quantity, min_order)| LowStockTool {
                id,
                tool_name,
                available_quantity: db::count(available_quantity),
                min_order: db::count(min_order),
            },
        )
        .collect())
}

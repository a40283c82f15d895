//! The couriers' lists of places (Pathao's cities and each city's zones, RedX's areas of each
//! district), kept in the database once asked: a restart does not ask again, and a district and
//! thana resolve to the same zone or area every time. A list is asked again once it is a week
//! old, so a zone a courier adds is found. The book never stands in a booking's way: when the
//! database fails, the courier is asked.

use crate::processors::ProviderError;
use crate::store::db::{self, Writer};
use shared::courier::Courier;
use std::future::Future;

/// How long a kept list is trusted.
const FRESH_FOR_MS: i64 = 7 * db::DAY_MS;

/// One place: the courier's id for it and its name.
pub type Place = (i64, String);

#[derive(Clone)]
pub struct PlaceBook {
    writer: Writer,
}

impl PlaceBook {
    pub fn new(writer: Writer) -> Self {
        PlaceBook { writer }
    }

    /// The list `list` of `courier`: kept, when fresh; else from `fetch`, then kept.
    pub async fn list(
        &self,
        courier: Courier,
        list: &str,
        fetch: impl Future<Output = Result<Vec<Place>, ProviderError>>,
    ) -> Result<Vec<Place>, ProviderError> {
        match self.kept(courier, list).await {
            Ok(Some(kept)) => return Ok(kept),
            Ok(None) => {}
            Err(error) => tracing::warn!(%error, list, "reading a courier's kept places"),
        }
        let fetched = fetch.await?;
        if let Err(error) = self.keep(courier, list, &fetched).await {
            tracing::warn!(%error, list, "keeping a courier's places");
        }
        Ok(fetched)
    }

    async fn kept(&self, courier: Courier, list: &str) -> sqlx::Result<Option<Vec<Place>>> {
        let rows: Vec<(i64, String, i64)> = sqlx::query_as(
            "SELECT place_id, name, fetched_at FROM courier_places
             WHERE courier = $1 AND list = $2 ORDER BY position",
        )
        .bind(courier.id())
        .bind(list)
        .fetch_all(self.writer.pool())
        .await?;
        // A list is kept whole, at one moment: fresh only when every place of it is.
        let oldest = rows.iter().map(|(_, _, at)| *at).min();
        let fresh = oldest.is_some_and(|at| at > db::now_ms() - FRESH_FOR_MS);
        Ok(fresh.then(|| rows.into_iter().map(|(id, name, _)| (id, name)).collect()))
    }

    /// Replaces the list with what the courier said now.
    async fn keep(&self, courier: Courier, list: &str, places: &[Place]) -> sqlx::Result<()> {
        let mut tx = self.writer.begin().await?;
        sqlx::query("DELETE FROM courier_places WHERE courier = $1 AND list = $2")
            .bind(courier.id())
            .bind(list)
            .execute(&mut *tx)
            .await?;
        let now = db::now_ms();
        for (position, (id, name)) in places.iter().enumerate() {
            // A list that names one place twice keeps the first.
            sqlx::query(
                "INSERT INTO courier_places
                     (courier, list, place_id, name, position, fetched_at)
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
            )
            .bind(courier.id())
            .bind(list)
            .bind(id)
            .bind(name)
            .bind(position as i64)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await
    }
}

//! The words of the catalogue's names, for reading a search with typos (`shared::typo`): read
//! from the tools once per catalogue generation, the first time a search finds nothing, and
//! kept until the catalogue changes.

use crate::error::Result;
use crate::store::db::Pool;
use futures_util::TryStreamExt;
use shared::typo::Vocabulary;
use std::sync::{Arc, RwLock};

#[derive(Default)]
pub struct KeptVocabulary {
    kept: RwLock<Option<(u64, Arc<Vocabulary>)>>,
}

impl KeptVocabulary {
    /// The vocabulary of catalogue generation `generation`, read now if it is not kept.
    pub async fn of(&self, db: &Pool, generation: u64) -> Result<Arc<Vocabulary>> {
        if let Some((kept, vocabulary)) = &*self.kept.read().expect("vocabulary lock")
            && *kept == generation
        {
            return Ok(vocabulary.clone());
        }
        // Streamed: at 100,000 tools the names are megabytes, the words far fewer.
        let mut vocabulary = Vocabulary::default();
        let mut rows = sqlx::query_as::<_, (String, Option<String>)>(
            "SELECT name_key, search_words FROM tools",
        )
        .fetch(db);
        while let Some((name, words)) = rows.try_next().await? {
            vocabulary.add(&name);
            if let Some(words) = words {
                vocabulary.add(&words);
            }
        }
        let vocabulary = Arc::new(vocabulary);
        *self.kept.write().expect("vocabulary lock") = Some((generation, vocabulary.clone()));
        Ok(vocabulary)
    }
}

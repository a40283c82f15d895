//! How the shop's values are read from and written to its database, on either engine the
//! server runs on (SQLite or PostgreSQL, through sqlx's `Any` driver).
//!
//! Money and rates are whole numbers (`INTEGER` in SQLite, `BIGINT` in PostgreSQL). A yes/no
//! column is `INTEGER` 0/1 in SQLite, which has no boolean type, and `BOOLEAN` in PostgreSQL:
//! [`Flag`] reads either. Counts the shop keeps as `u32` are stored as 64-bit integers and
//! read with `#[sqlx(try_from = "i64")]`.

use sqlx::any::AnyTypeInfoKind;
use sqlx::{Any, Database, Decode, Encode, Type, ValueRef};

/// A yes/no column: `INTEGER` 0/1 in SQLite, `BOOLEAN` in PostgreSQL. Read into a `bool`
/// field with `#[sqlx(try_from = "shared::stored::Flag")]`; written as a `bool`, which each
/// engine stores in its own form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flag(pub bool);

impl From<Flag> for bool {
    fn from(flag: Flag) -> bool {
        flag.0
    }
}

impl Type<Any> for Flag {
    fn type_info() -> <Any as Database>::TypeInfo {
        <bool as Type<Any>>::type_info()
    }

    fn compatible(ty: &<Any as Database>::TypeInfo) -> bool {
        ty.kind() == AnyTypeInfoKind::Bool || ty.kind().is_integer()
    }
}

impl<'r> Decode<'r, Any> for Flag {
    fn decode(value: <Any as Database>::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        if value.type_info().kind() == AnyTypeInfoKind::Bool {
            return Ok(Flag(<bool as Decode<Any>>::decode(value)?));
        }
        match <i64 as Decode<Any>>::decode(value)? {
            0 => Ok(Flag(false)),
            1 => Ok(Flag(true)),
            other => Err(format!("{other} is not a stored yes or no (0 or 1)").into()),
        }
    }
}

impl<'q> Encode<'q, Any> for Flag {
    fn encode_by_ref(
        &self,
        buf: &mut <Any as Database>::ArgumentBuffer<'q>,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        <bool as Encode<Any>>::encode_by_ref(&self.0, buf)
    }
}

/// Implements reading and writing a type stored as a whole number, on every engine that reads
/// `i64`: `decode` turns the stored number into the value (or refuses a corrupt one) and
/// `encode` gives the number to store.
#[macro_export]
macro_rules! stored_as_integer {
    ($type:ty, decode: $decode:expr, encode: $encode:expr) => {
        impl<DB: sqlx::Database> sqlx::Type<DB> for $type
        where
            i64: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <i64 as sqlx::Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <i64 as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $type
        where
            i64: sqlx::Decode<'r, DB>,
        {
            fn decode(value: DB::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
                let stored = <i64 as sqlx::Decode<DB>>::decode(value)?;
                let decode: fn(i64) -> Result<Self, sqlx::error::BoxDynError> = $decode;
                decode(stored)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $type
        where
            i64: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut DB::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                let encode: fn(&Self) -> i64 = $encode;
                <i64 as sqlx::Encode<DB>>::encode(encode(self), buf)
            }
        }
    };
}

/// Implements reading and writing a type stored as one of a few words (`TEXT` on both
/// engines): `all` lists every value and `text` gives each one's word. A word no value has
/// means a corrupt row and is refused.
#[macro_export]
macro_rules! stored_as_text {
    ($type:ty, all: $all:expr, text: $text:expr) => {
        impl<DB: sqlx::Database> sqlx::Type<DB> for $type
        where
            String: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <String as sqlx::Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <String as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $type
        where
            &'r str: sqlx::Decode<'r, DB>,
        {
            fn decode(value: DB::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
                let stored = <&str as sqlx::Decode<DB>>::decode(value)?;
                let text: fn($type) -> &'static str = $text;
                $all.into_iter()
                    .find(|value| text(*value) == stored)
                    .ok_or_else(|| {
                        format!("{stored:?} is not a stored {}", stringify!($type)).into()
                    })
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $type
        where
            &'q str: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut DB::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                let text: fn($type) -> &'static str = $text;
                <&str as sqlx::Encode<DB>>::encode(text(*self), buf)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::Flag;

    #[test]
    fn a_flag_is_the_bool_it_holds() {
        assert!(bool::from(Flag(true)));
        assert!(!bool::from(Flag(false)));
    }
}

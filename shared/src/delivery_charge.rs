//! What delivery costs the buyer: a charge table the owner edits, by zone (inside Dhaka,
//! outside Dhaka) with its own rate for any district that differs, and by weight: one amount
//! for a parcel up to a kilogram and one for each further kilogram or part of one.
//!
//! That is the shape Bangladeshi couriers publish their prices in, so an owner can copy their
//! courier's chart line for line: Paperfly's "Doorstep Delivery Service Charges"
//! (paperfly.com.bd/charges) are ৳70 in Dhaka city, ৳110 in its suburbs (Savar, Keraniganj,
//! Gazipur, Narayanganj) and ৳130 in the rest of Bangladesh "up to 1 KG", then ৳20 "per
//! additional KG", VAT included. The suburbs are a district rate here.
//!
//! The charge includes VAT, like every price in the shop: delivery the seller charges for is
//! part of the consideration for the goods it supplies (VAT and SD Act 2012), so it carries
//! the table's rate, the standard 15 % unless the owner says otherwise, and is split by the
//! same rule as a tool's line ([`crate::vat::split`]).

use crate::delivery::parse_district;
use crate::form::FormValue;
use crate::messages;
use crate::vat::VatRate;
use crate::{FieldError, Money};
use serde::{Deserialize, Serialize};

/// The district whose own rate is "inside Dhaka".
pub const DHAKA: &str = "Dhaka";

/// The weight the first amount covers, and each further amount adds.
pub const GRAMS_PER_BAND: u64 = 1_000;

/// The most one amount of the table may be: far above any courier's price, so a larger one is
/// a typing slip.
pub const MAX_RATE_TAKA: i64 = 10_000;

/// What a parcel costs to one place: up to a kilogram, and each further kilogram or part.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Rate {
    pub first_kg: Money,
    pub extra_kg: Money,
}

impl Rate {
    /// The charge for a parcel of `grams` (an empty one costs what a light one does).
    pub fn charge(self, grams: u64) -> Money {
        let further = grams.div_ceil(GRAMS_PER_BAND).saturating_sub(1);
        let further = u32::try_from(further).unwrap_or(u32::MAX);
        // Cannot overflow for amounts the table accepts (10,000 taka × u32::MAX < i64::MAX).
        self.extra_kg
            .checked_mul(further)
            .and_then(|extra| extra.checked_add(self.first_kg))
            .unwrap_or(Money::ZERO)
    }
}

/// A district priced apart from its zone.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DistrictRate {
    /// One of the 64 districts, as [`crate::delivery::districts`] spells it.
    pub district: String,
    #[serde(flatten)]
    pub rate: Rate,
}

/// The shop's delivery charges. Off, the shop charges nothing for delivery (its prices
/// include it) and orders have no delivery line.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChargeTable {
    pub enabled: bool,
    pub inside_dhaka: Rate,
    pub outside_dhaka: Rate,
    /// Districts with a rate of their own, by name.
    pub districts: Vec<DistrictRate>,
    pub vat_rate: VatRate,
}

impl ChargeTable {
    /// The table a new shop starts from: Paperfly's city and rest-of-Bangladesh prices.
    pub fn standard() -> Self {
        let taka = |taka: i64| Money::from_poisha(taka * 100).unwrap_or_default();
        ChargeTable {
            enabled: true,
            inside_dhaka: Rate {
                first_kg: taka(70),
                extra_kg: taka(20),
            },
            outside_dhaka: Rate {
                first_kg: taka(130),
                extra_kg: taka(20),
            },
            districts: Vec::new(),
            vat_rate: VatRate::STANDARD,
        }
    }

    /// The rate for a district: its own, else its zone's.
    pub fn rate_for(&self, district: &str) -> Rate {
        match self.districts.iter().find(|own| own.district == district) {
            Some(own) => own.rate,
            None if district == DHAKA => self.inside_dhaka,
            None => self.outside_dhaka,
        }
    }

    /// What a parcel of `grams` to `district` costs the buyer; nothing while the table is off.
    pub fn charge(&self, district: &str, grams: u64) -> Money {
        if self.enabled {
            self.rate_for(district).charge(grams)
        } else {
            Money::ZERO
        }
    }

    /// What a parcel of `grams` would cost before the buyer says where it goes.
    pub fn estimate(&self, grams: u64) -> Estimate {
        let zone = |rate: Rate| {
            if self.enabled {
                rate.charge(grams)
            } else {
                Money::ZERO
            }
        };
        Estimate {
            inside_dhaka: zone(self.inside_dhaka),
            outside_dhaka: zone(self.outside_dhaka),
        }
    }
}

/// A parcel's charge in each zone, for a cart whose district is not known yet.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Estimate {
    pub inside_dhaka: Money,
    pub outside_dhaka: Money,
}

/// What delivering some lines costs: for the cart and checkout, before the buyer orders.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryQuote {
    /// Whether the shop charges for delivery at all.
    pub charged: bool,
    /// The lines' weight, from each tool's.
    pub weight_grams: u64,
    /// The charge to the district asked about; `null` when none was.
    pub charge: Option<Money>,
    pub estimate: Estimate,
}

/// One rate as typed: taka in either script.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct RateForm {
    pub first_kg: FormValue,
    pub extra_kg: FormValue,
}

/// A district's own rate as typed.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct DistrictRateForm {
    pub district: String,
    #[serde(flatten)]
    pub rate: RateForm,
}

/// The table as the owner's editor sends it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ChargeTableForm {
    pub enabled: bool,
    pub inside_dhaka: RateForm,
    pub outside_dhaka: RateForm,
    pub districts: Vec<DistrictRateForm>,
    pub vat_rate: FormValue,
}

impl ChargeTableForm {
    /// The table, every amount taka from 0 to [`MAX_RATE_TAKA`] and every district one of the
    /// 64, each once (the last row given for a district wins); sorted by district.
    pub fn parse(&self) -> Result<ChargeTable, FieldError> {
        let mut districts: Vec<DistrictRate> = Vec::with_capacity(self.districts.len());
        for row in &self.districts {
            let district = parse_district(&row.district)?;
            let rate = parse_rate("districts", &row.rate)?;
            districts.retain(|earlier| earlier.district != district);
            districts.push(DistrictRate { district, rate });
        }
        districts.sort_by(|a, b| a.district.cmp(&b.district));
        let vat_rate = VatRate::parse(&self.vat_rate)?;
        Ok(ChargeTable {
            enabled: self.enabled,
            inside_dhaka: parse_rate("insideDhaka", &self.inside_dhaka)?,
            outside_dhaka: parse_rate("outsideDhaka", &self.outside_dhaka)?,
            districts,
            vat_rate,
        })
    }
}

fn parse_rate(field: &'static str, typed: &RateForm) -> Result<Rate, FieldError> {
    let amount = |value: &FormValue| {
        Money::parse_taka(value.text())
            .filter(|money| money.poisha() <= MAX_RATE_TAKA * 100)
            .ok_or_else(|| FieldError::new(field, "invalid", messages::DELIVERY_RATE_INVALID))
    };
    Ok(Rate {
        first_kg: amount(&typed.first_kg)?,
        extra_kg: amount(&typed.extra_kg)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taka(taka: i64) -> Money {
        Money::from_poisha(taka * 100).unwrap()
    }

    fn form(districts: Vec<DistrictRateForm>) -> ChargeTableForm {
        let rate = |first: &str, extra: &str| RateForm {
            first_kg: first.into(),
            extra_kg: extra.into(),
        };
        ChargeTableForm {
            enabled: true,
            inside_dhaka: rate("70", "20"),
            outside_dhaka: rate("১৩০", "20.50"),
            districts,
            vat_rate: "15".into(),
        }
    }

    fn district(name: &str, first: &str, extra: &str) -> DistrictRateForm {
        DistrictRateForm {
            district: name.into(),
            rate: RateForm {
                first_kg: first.into(),
                extra_kg: extra.into(),
            },
        }
    }

    #[test]
    fn a_parcel_pays_its_first_kilogram_then_each_further_one_begun() {
        let rate = Rate {
            first_kg: taka(70),
            extra_kg: taka(20),
        };
        // (grams, taka)
        for (grams, charge) in [
            (0, 70),
            (1, 70),
            (1_000, 70),
            (1_001, 90),
            (2_000, 90),
            (2_001, 110),
            (10_500, 270),
        ] {
            assert_eq!(rate.charge(grams), taka(charge), "{grams} g");
        }
        // No weight wraps round to a small charge.
        assert!(rate.charge(u64::MAX) > rate.charge(10_500));
    }

    #[test]
    fn a_district_pays_its_own_rate_else_its_zones() {
        let mut table = form(vec![district("gazipur", "110", "20")])
            .parse()
            .unwrap();
        assert_eq!(table.charge("Dhaka", 900), taka(70));
        assert_eq!(table.charge("Gazipur", 1_500), taka(130));
        assert_eq!(
            table.charge("Sylhet", 2_500),
            Money::from_poisha(17_100).unwrap()
        );
        assert_eq!(
            table.estimate(1_000),
            Estimate {
                inside_dhaka: taka(70),
                outside_dhaka: taka(130)
            }
        );
        table.enabled = false;
        assert_eq!(table.charge("Sylhet", 2_500), Money::ZERO);
        assert_eq!(table.estimate(1_000).outside_dhaka, Money::ZERO);
    }

    #[test]
    fn the_owners_table_is_read_with_every_rule() {
        let parsed = form(vec![
            district("Sylhet", "150", "25"),
            district("Gazipur", "100", "20"),
            district(" SYLHET ", "140", "25"),
        ])
        .parse()
        .unwrap();
        assert_eq!(
            parsed
                .districts
                .iter()
                .map(|own| (own.district.as_str(), own.rate.first_kg))
                .collect::<Vec<_>>(),
            [("Gazipur", taka(100)), ("Sylhet", taka(140))]
        );
        assert_eq!(parsed.outside_dhaka.first_kg, taka(130));
        assert_eq!(parsed.vat_rate, VatRate::STANDARD);
        for (broken, field, key) in [
            (
                form(vec![district("Atlantis", "1", "1")]),
                "district",
                messages::DISTRICT_REQUIRED,
            ),
            (
                form(vec![district("Feni", "", "1")]),
                "districts",
                messages::DELIVERY_RATE_INVALID,
            ),
            (
                ChargeTableForm {
                    inside_dhaka: RateForm {
                        first_kg: "-5".into(),
                        extra_kg: "0".into(),
                    },
                    ..form(vec![])
                },
                "insideDhaka",
                messages::DELIVERY_RATE_INVALID,
            ),
            (
                ChargeTableForm {
                    outside_dhaka: RateForm {
                        first_kg: "10000.01".into(),
                        extra_kg: "0".into(),
                    },
                    ..form(vec![])
                },
                "outsideDhaka",
                messages::DELIVERY_RATE_INVALID,
            ),
            (
                ChargeTableForm {
                    vat_rate: "".into(),
                    ..form(vec![])
                },
                VatRate::FIELD,
                messages::VAT_RATE_REQUIRED,
            ),
        ] {
            let error = broken.parse().unwrap_err();
            assert_eq!((error.field, error.text.key), (field, key));
        }
        // Free delivery is a rate of nothing.
        let free = RateForm {
            first_kg: "0".into(),
            extra_kg: "০".into(),
        };
        let parsed = ChargeTableForm {
            inside_dhaka: free,
            ..form(vec![])
        }
        .parse()
        .unwrap();
        assert_eq!(parsed.charge(DHAKA, 5_000), Money::ZERO);
    }

    #[test]
    fn the_standard_table_prices_inside_and_outside_dhaka() {
        let table = ChargeTable::standard();
        assert!(table.enabled);
        assert_eq!(table.charge(DHAKA, 1_000), taka(70));
        assert_eq!(table.charge("Khulna", 1_000), taka(130));
    }
}

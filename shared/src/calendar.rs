//! Dates as buyers in Bangladesh read them. Moments are milliseconds since the Unix epoch;
//! the day they fall on is the day in Dhaka (UTC+6 all year: Bangladesh has kept no daylight
//! saving since 2009), so an order placed at 02:00 in Dhaka is dated that day, not the one
//! before in UTC. The UI prints days through the wasm build of [`format_day_in`], in the
//! buyer's language.

use crate::language::{Digits, Lang, write_digits};

/// Bangladesh Standard Time, UTC+6.
pub const DHAKA_OFFSET_MS: i64 = 6 * 3_600_000;

/// A calendar day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Day {
    pub year: i64,
    pub month: u32,
    pub day: u32,
}

/// The day a moment falls on in UTC.
pub fn utc_day(ms: i64) -> Day {
    // Civil-from-days (Howard Hinnant's algorithm), to avoid a calendar dependency.
    let days = ms.div_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    Day {
        year,
        month: month as u32,
        day: day as u32,
    }
}

/// The day a moment falls on in Dhaka.
pub fn dhaka_day(ms: i64) -> Day {
    utc_day(ms + DHAKA_OFFSET_MS)
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// The Gregorian months as Bangladesh writes them in Bangla (Bangla Academy spelling).
const BANGLA_MONTHS: [&str; 12] = [
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
];

impl Day {
    /// `23 Nov 2026`: how lists, order pages and invoices print a date.
    pub fn long(self) -> String {
        self.long_in(Lang::En, Digits::Latin)
    }

    /// `23 Nov 2026` in English, `২৩ নভেম্বর ২০২৬` in Bangla, in `digits`.
    pub fn long_in(self, lang: Lang, digits: Digits) -> String {
        let months = match lang {
            Lang::En => &MONTHS,
            Lang::Bn => &BANGLA_MONTHS,
        };
        let month = months[(self.month as usize).saturating_sub(1) % 12];
        write_digits(&format!("{} {month} {}", self.day, self.year), digits)
    }

    /// `2026-11-23`.
    pub fn iso(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The day of a moment in Dhaka, as lists and invoices print it: `23 Nov 2026`.
pub fn format_day(ms: i64) -> String {
    dhaka_day(ms).long()
}

/// The day of a moment in Dhaka as `lang` writes dates.
pub fn format_day_in(ms: i64, lang: Lang, digits: Digits) -> String {
    dhaka_day(ms).long_in(lang, digits)
}

/// The first moment of a calendar month in Dhaka; `month` 13 is January of the next year,
/// so a month's moments are `month_start(y, m)..month_start(y, m + 1)`.
pub fn month_start(year: i64, month: u32) -> i64 {
    // Days-from-civil (Howard Hinnant's algorithm), the inverse of `utc_day`.
    let (year, month) = (year + i64::from(month > 12), (month - 1) % 12 + 1);
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (i64::from(month) + 9) % 12;
    let doy = (153 * mp + 2) / 5;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    days * 86_400_000 - DHAKA_OFFSET_MS
}

/// A month as `YYYY-MM` (what a month input gives), from 2000 to 2100.
pub fn parse_month(text: &str) -> Option<(i64, u32)> {
    let (year, month) = text.split_once('-')?;
    let shaped = year.len() == 4 && month.len() == 2;
    let (year, month) = (
        crate::form::parse_whole(year)?,
        crate::form::parse_whole(month)?,
    );
    (shaped && (2000..=2100).contains(&year) && (1..=12).contains(&month))
        .then_some((i64::from(year), month))
}

/// A day as `YYYY-MM-DD` (what a date input gives), from 2000 to 2100: its first moment in
/// Dhaka. `None` for anything else, 31 February included.
pub fn parse_day(text: &str) -> Option<i64> {
    let (month_text, day) = text.rsplit_once('-')?;
    let (year, month) = parse_month(month_text)?;
    let day = crate::form::parse_whole(day).filter(|_| text.len() == 10)?;
    let start = month_start(year, month) + (i64::from(day) - 1) * 86_400_000;
    (day >= 1 && dhaka_day(start).month == month).then_some(start)
}

/// A moment as couriers write it: `2025-03-02 12:45:30` (Steadfast's `updated_at`, Dhaka's
/// clock) or ISO 8601 with its offset, `2024-12-27T17:49:43+00:00`, `…Z` or `….000000Z`
/// (Pathao's `timestamp`, RedX's). `None` for anything else.
pub fn parse_moment(text: &str) -> Option<i64> {
    let text = text.trim();
    let (day, rest) = (text.get(..10)?, text.get(10..)?);
    let start = parse_day(day)?;
    let rest = rest.strip_prefix([' ', 'T'])?;
    let clock = rest.get(..8)?;
    let [hours, minutes, seconds] = [0, 3, 6].map(|at| {
        clock
            .get(at..at + 2)
            .and_then(crate::form::parse_whole)
            .map(i64::from)
    });
    let (hours, minutes, seconds) = (hours?, minutes?, seconds?);
    if clock.as_bytes()[2] != b':'
        || clock.as_bytes()[5] != b':'
        || hours > 23
        || minutes > 59
        || seconds > 59
    {
        return None;
    }
    let mut zone = rest.get(8..)?;
    if let Some(fraction) = zone.strip_prefix('.') {
        zone = fraction.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    // `parse_day` gives the day's start in Dhaka; a stated offset moves it to that zone's.
    let offset_ms = match zone {
        "" => DHAKA_OFFSET_MS,
        "Z" => 0,
        _ => {
            let sign = match zone.as_bytes().first()? {
                b'+' => 1,
                b'-' => -1,
                _ => return None,
            };
            let (h, m) = zone.get(1..)?.split_once(':')?;
            let (h, m) = (crate::form::parse_whole(h)?, crate::form::parse_whole(m)?);
            sign * (i64::from(h) * 60 + i64::from(m)) * 60_000
        }
    };
    Some(start + DHAKA_OFFSET_MS - offset_ms + ((hours * 60 + minutes) * 60 + seconds) * 1000)
}

/// The number of a moment's day in Dhaka, counted from 1970-01-01: the key of the overview's
/// sums (`data/migrations/sqlite/0014`), which compute it in SQL the same way.
pub fn dhaka_day_number(ms: i64) -> i64 {
    (ms + DHAKA_OFFSET_MS).div_euclid(86_400_000)
}

/// The day a number of [`dhaka_day_number`] names.
pub fn day_of_number(number: i64) -> Day {
    utc_day(number * 86_400_000)
}

/// The day and the time on a 24-hour clock in Dhaka: `24 Nov 2026, 09:05` / `২৪ নভেম্বর
/// ২০২৬, ০৯:০৫`, as VAT documents date their issue.
pub fn format_moment_in(ms: i64, lang: Lang, digits: Digits) -> String {
    format!(
        "{}, {}",
        format_day_in(ms, lang, digits),
        write_digits(&dhaka_clock(ms), digits)
    )
}

/// `2026-11-24 09:05`: a moment in Dhaka as a spreadsheet reads it (the CSV exports).
pub fn iso_moment(ms: i64) -> String {
    format!("{} {}", dhaka_day(ms).iso(), dhaka_clock(ms))
}

/// The time of day in UTC, to the second: (hours, minutes, seconds).
pub fn utc_clock(ms: i64) -> (i64, i64, i64) {
    let seconds = ms.rem_euclid(86_400_000) / 1000;
    (seconds / 3600, seconds / 60 % 60, seconds % 60)
}

/// The time of day in Dhaka on a 24-hour clock: `09:05`.
fn dhaka_clock(ms: i64) -> String {
    let minutes = (ms + DHAKA_OFFSET_MS)
        .div_euclid(60_000)
        .rem_euclid(24 * 60);
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn couriers_moments_parse_in_their_zones() {
        // 2024-12-27 17:49:43 UTC is 23:49:43 in Dhaka.
        let utc = month_start(2024, 12)
            + 26 * 86_400_000
            + DHAKA_OFFSET_MS
            + ((17 * 60 + 49) * 60 + 43) * 1000;
        let cases = [
            ("2024-12-27T17:49:43+00:00", Some(utc)),
            ("2024-12-27T17:49:43Z", Some(utc)),
            ("2024-12-27T17:49:43.000000Z", Some(utc)),
            ("2024-12-27T23:49:43+06:00", Some(utc)),
            ("2024-12-27 23:49:43", Some(utc)),
            ("2024-12-27 24:00:00", None),
            ("2024-12-27T17:49", None),
            ("2024-12-27T17:49:43+0x:00", None),
            ("yesterday", None),
            ("", None),
        ];
        for (text, moment) in cases {
            assert_eq!(parse_moment(text), moment, "{text}");
        }
    }

    #[test]
    fn days_parse_to_their_first_moment_in_dhaka() {
        let cases = [
            ("2026-11-25", Some(month_start(2026, 11) + 24 * 86_400_000)),
            ("2026-01-01", Some(month_start(2026, 1))),
            ("2024-02-29", Some(month_start(2024, 2) + 28 * 86_400_000)),
            ("2026-02-29", None),
            ("2026-04-31", None),
            ("2026-11-00", None),
            ("2026-11-5", None),
            ("2026-13-01", None),
            ("1999-12-31", None),
            ("", None),
            ("2026-11-25x", None),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_day(text), expected, "{text}");
        }
        let start = parse_day("2026-11-25").unwrap();
        assert_eq!(day_of_number(dhaka_day_number(start)).iso(), "2026-11-25");
        assert_eq!(
            dhaka_day_number(start + 86_399_999),
            dhaka_day_number(start)
        );
        assert_eq!(dhaka_day_number(start - 1), dhaka_day_number(start) - 1);
        // 03:05 UTC is 09:05 in Dhaka; 20:00 UTC is the next day there.
        let utc_midnight = start + DHAKA_OFFSET_MS;
        assert_eq!(
            iso_moment(utc_midnight + 3 * 3_600_000 + 300_000),
            "2026-11-25 09:05"
        );
        assert_eq!(
            iso_moment(utc_midnight + 20 * 3_600_000),
            "2026-11-26 02:00"
        );
    }

    #[test]
    fn a_month_starts_at_midnight_on_its_first_day_in_dhaka() {
        let november = month_start(2026, 11);
        assert_eq!(
            dhaka_day(november),
            Day {
                year: 2026,
                month: 11,
                day: 1
            }
        );
        assert_eq!(
            dhaka_day(november - 1),
            Day {
                year: 2026,
                month: 10,
                day: 31
            }
        );
        assert_eq!(month_start(2026, 13), month_start(2027, 1));
        assert_eq!(dhaka_day(month_start(2024, 3) - 1).day, 29);
        assert_eq!(parse_month("2026-11"), Some((2026, 11)));
        for bad in ["2026-13", "2026-1", "26-11", "2026/11", "", "1999-12"] {
            assert_eq!(parse_month(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_moment_is_dated_and_timed_in_dhaka() {
        // 2026-11-23T21:05:00Z is 03:05 on the 24th in Dhaka.
        let ms = 1_795_467_900_000;
        assert_eq!(
            format_moment_in(ms, Lang::En, Digits::Latin),
            "24 Nov 2026, 03:05"
        );
        assert_eq!(
            format_moment_in(ms, Lang::Bn, Digits::Bengali),
            "২৪ নভেম্বর ২০২৬, ০৩:০৫"
        );
    }

    #[test]
    fn utc_days_match_the_calendar() {
        let cases = [
            (0, (1970, 1, 1)),
            (951_782_400_000, (2000, 2, 29)),
            (1_795_305_600_000, (2026, 11, 22)),
            (-1, (1969, 12, 31)),
        ];
        for (ms, (year, month, day)) in cases {
            assert_eq!(utc_day(ms), Day { year, month, day }, "{ms}");
        }
    }

    /// The same vectors are checked against the UI's formatter (`ui/src/lib/__tests__`).
    #[test]
    fn days_are_dhaka_days() {
        // 2026-11-22 18:30 UTC is 00:30 on the 23rd in Dhaka.
        assert_eq!(format_day(1_795_372_200_000), "23 Nov 2026");
        // 17:39 UTC is 23:39, still the 22nd, in Dhaka.
        assert_eq!(format_day(1_795_369_140_000), "22 Nov 2026");
        assert_eq!(dhaka_day(0).iso(), "1970-01-01");
        assert_eq!(format_day(1_780_000_000_000), "29 May 2026");
    }

    #[test]
    fn bangla_dates_have_bangla_months_and_digits() {
        let ms = 1_795_372_200_000;
        assert_eq!(
            format_day_in(ms, Lang::Bn, Digits::Bengali),
            "২৩ নভেম্বর ২০২৬"
        );
        assert_eq!(format_day_in(ms, Lang::Bn, Digits::Latin), "23 নভেম্বর 2026");
        assert_eq!(format_day_in(ms, Lang::En, Digits::Latin), "23 Nov 2026");
    }
}

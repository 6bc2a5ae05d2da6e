//! Dates in each locale's long form ("30. November 2026"), from CLDR through ICU4X.
//!
//! Only calendar dates: a report states the day it was written and the dates of the Data
//! Act; times of day are written in UTC by the callers where they matter. Month names and
//! the order of day, month and year come from `icu_datetime`, never from a table here.

use icu_calendar::{Date, Gregorian};
use icu_datetime::FixedCalendarDateTimeFormatter;
use icu_datetime::fieldsets::{YM, YMD};
use icu_locale_core::Locale;
use writeable::Writeable;

/// The date formatters of one locale.
#[derive(Debug)]
pub(crate) struct DateFormats {
    long: FixedCalendarDateTimeFormatter<Gregorian, YMD>,
    month_year: FixedCalendarDateTimeFormatter<Gregorian, YM>,
    /// French writes the first of a month as an ordinal, "1er octobre", which CLDR's
    /// pattern (a plain day number) leaves out.
    first_as_ordinal: bool,
}

impl DateFormats {
    /// Loads the compiled CLDR data of `locale`.
    pub(crate) fn new(locale: &Locale) -> Self {
        // As for numbers: the compiled data covers every locale gpucase writes in.
        let long = FixedCalendarDateTimeFormatter::try_new(locale.into(), YMD::long())
            .expect("compiled CLDR date data covers en-GB, de, nl and fr");
        let month_year = FixedCalendarDateTimeFormatter::try_new(locale.into(), YM::long())
            .expect("compiled CLDR date data covers en-GB, de, nl and fr");
        DateFormats {
            long,
            month_year,
            first_as_ordinal: locale.id.language.as_str() == "fr",
        }
    }

    /// The long form of `date`: day, month name, year.
    pub(crate) fn long(&self, date: jiff::civil::Date) -> String {
        let text = match gregorian(date) {
            Some(d) => self.long.format(&d).write_to_string().into_owned(),
            None => return date.to_string(),
        };
        match text.strip_prefix('1') {
            Some(rest) if self.first_as_ordinal && date.day() == 1 && rest.starts_with(' ') => {
                format!("1er{rest}")
            }
            _ => text,
        }
    }

    /// The month and year of `date`: "November 2026".
    pub(crate) fn month_year(&self, date: jiff::civil::Date) -> String {
        match gregorian(date) {
            Some(d) => self.month_year.format(&d).write_to_string().into_owned(),
            None => date.to_string(),
        }
    }
}

/// The same day in ICU's proleptic Gregorian calendar. jiff's range (years -9999 to 9999)
/// lies inside ICU's, so this is `None` only if that ever changes; the caller then shows
/// the ISO form rather than failing.
fn gregorian(date: jiff::civil::Date) -> Option<Date<Gregorian>> {
    let month = u8::try_from(date.month()).ok()?;
    let day = u8::try_from(date.day()).ok()?;
    Date::try_new_gregorian(i32::from(date.year()), month, day).ok()
}

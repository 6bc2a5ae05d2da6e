//! The one source of "now" in gpucase.
//!
//! Library code never reads the wall clock itself: what it stamps (a saved version, a
//! refresh, an exported report, a signing time, a report's date) comes from the [`Clock`]
//! it was handed. Hosts (the CLI, the desktop) hand it the [`SystemClock`]; tests hand it a
//! [`FixedClock`], so that no test depends on the day it runs. Deadlines and timeouts
//! measure elapsed time with `std::time::Instant`, which is not a date and stays outside.

use std::fmt::Debug;
use std::sync::Arc;

use jiff::Timestamp;

/// Where "now" comes from.
pub trait Clock: Debug + Send + Sync {
    /// The current instant, UTC.
    fn now(&self) -> Timestamp;

    /// Today's date in UTC: a report's default date, the day a manual offer is quoted.
    fn today_utc(&self) -> jiff::civil::Date {
        self.now().to_zoned(jiff::tz::TimeZone::UTC).date()
    }
}

/// A clock shared between the parts of one application.
pub type SharedClock = Arc<dyn Clock>;

/// The operating system's clock: what the hosts hand to the application.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    #[expect(
        clippy::disallowed_methods,
        reason = "the one wall-clock read of gpucase's library code"
    )]
    fn now(&self) -> Timestamp {
        Timestamp::now()
    }
}

impl SystemClock {
    /// The system clock, ready to share.
    pub fn shared() -> SharedClock {
        Arc::new(Self)
    }
}

/// A clock that always says the same instant: for tests and reproducible runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FixedClock(pub Timestamp);

impl Clock for FixedClock {
    fn now(&self) -> Timestamp {
        self.0
    }
}

impl FixedClock {
    /// A fixed clock at `at`, ready to share.
    pub fn shared(at: Timestamp) -> SharedClock {
        Arc::new(Self(at))
    }

    /// A fixed clock at an RFC 3339 instant such as `2026-12-01T09:30:00Z`.
    ///
    /// # Panics
    /// When `rfc3339` is not an instant: it is written in a test, not read from a user.
    pub fn at(rfc3339: &str) -> SharedClock {
        Self::shared(rfc3339.parse().expect("an RFC 3339 instant"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_clock_says_its_instant_and_its_utc_day() {
        let clock = FixedClock::at("2027-01-12T23:30:00-02:00");
        assert_eq!(clock.now().to_string(), "2027-01-13T01:30:00Z");
        assert_eq!(clock.today_utc(), jiff::civil::date(2027, 1, 13));
    }
}

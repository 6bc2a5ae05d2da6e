//! [`HourMap`]: one series' hourly statistics in 16 bytes an hour.
//!
//! A year of a 1,000-GPU fleet is 8.8 million GPU-hours, and each GPU has two DCGM series
//! besides its servers' vLLM series: tens of millions of series-hours wait here between the
//! reader and the summary. A `BTreeMap<i64, HourStats>` cost about 40 bytes each (a 32-byte
//! entry in half-filled nodes, as in-order inserts leave them). Here hours are kept in runs
//! of consecutive hours, so an hour needs no key: a sum (`f64`), a count (`u32`) and a
//! maximum (`f32`, see [`HourMap`]), grown by an eighth at a time rather than doubled.

use std::ops::{Bound, RangeBounds};

use super::HourStats;

/// Gaps of up to this many hours inside a run are kept as empty slots rather than
/// starting a new run: an empty slot costs less than a run's own allocation.
const FILL_GAP: i64 = 3;

/// One hour's statistics, packed.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Slot {
    sum: f64,
    /// 0: no statistics for this hour (a filled gap).
    count: u32,
    max: f32,
}

impl Slot {
    const EMPTY: Slot = Slot {
        sum: 0.0,
        count: 0,
        max: f32::NEG_INFINITY,
    };

    fn stats(self) -> HourStats {
        HourStats {
            count: self.count,
            sum: self.sum,
            max: f64::from(self.max),
        }
    }

    fn merge(&mut self, other: &HourStats) {
        let mut merged = self.stats();
        merged.merge(other);
        *self = Slot::from(merged);
    }
}

impl From<HourStats> for Slot {
    #[allow(
        clippy::cast_possible_truncation,
        reason = "the maximum is kept as f32 by design: see HourMap"
    )]
    fn from(s: HourStats) -> Self {
        Slot {
            sum: s.sum,
            count: s.count,
            max: s.max as f32,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
struct Run {
    start: i64,
    slots: Vec<Slot>,
}

impl Run {
    /// One past the run's last hour.
    fn end(&self) -> i64 {
        self.start + self.slots.len() as i64
    }

    /// Appends `slot`, growing by an eighth (at least 32 hours) when full: a doubled
    /// vector would hold up to twice what it uses while the import runs.
    fn push(&mut self, slot: Slot) {
        if self.slots.len() == self.slots.capacity() {
            self.slots.reserve_exact((self.slots.len() / 8).max(32));
        }
        self.slots.push(slot);
    }
}

/// Statistics per UTC hour (hours since the Unix epoch), in hour order.
///
/// The maximum is kept as an `f32`: the summary reads the maximum only of request counts
/// (`vllm:num_requests_running`, `vllm:num_requests_waiting`), whole numbers up to 10^6 that
/// an `f32` holds exactly; the sum, from which means come, stays an `f64`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HourMap {
    runs: Vec<Run>,
    len: usize,
}

impl HourMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Hours with statistics.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no hour has statistics.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The statistics of `hour`, if it has any.
    pub fn get(&self, hour: i64) -> Option<HourStats> {
        let run = &self.runs[self.run_at(hour)?];
        let slot = run.slots[usize::try_from(hour - run.start).ok()?];
        (slot.count > 0).then(|| slot.stats())
    }

    /// Index of the run holding `hour`.
    fn run_at(&self, hour: i64) -> Option<usize> {
        let i = self
            .runs
            .partition_point(|r| r.start <= hour)
            .checked_sub(1)?;
        (hour < self.runs[i].end()).then_some(i)
    }

    /// Adds `stats` to those of `hour` (an hour without any takes them as they are).
    /// Statistics without samples (`count` 0) are not kept.
    pub fn merge(&mut self, hour: i64, stats: &HourStats) {
        if stats.count == 0 {
            return;
        }
        // The usual case: the hour after the last one, or within the last run.
        let i = self.runs.partition_point(|r| r.start <= hour);
        if let Some(run) = i.checked_sub(1).map(|k| &mut self.runs[k]) {
            if hour < run.end() {
                let slot = &mut run.slots[(hour - run.start) as usize];
                self.len += usize::from(slot.count == 0);
                slot.merge(stats);
                return;
            }
            let next_start = self.runs.get(i).map(|r| r.start);
            let run = &mut self.runs[i - 1];
            if hour - run.end() < FILL_GAP && next_start.is_none_or(|n| hour < n) {
                while run.end() < hour {
                    run.push(Slot::EMPTY);
                }
                run.push(Slot::from(*stats));
                self.len += 1;
                self.join_after(i - 1);
                return;
            }
        }
        // A run of its own, before the run that starts later (if any).
        self.runs.insert(
            i,
            Run {
                start: hour,
                slots: vec![Slot::from(*stats)],
            },
        );
        self.len += 1;
        self.join_after(i);
    }

    /// Joins run `i` with the next one when they meet (or nearly: a small gap is filled).
    fn join_after(&mut self, i: usize) {
        let Some(next_start) = self.runs.get(i + 1).map(|r| r.start) else {
            return;
        };
        if next_start - self.runs[i].end() >= FILL_GAP {
            return;
        }
        let next = self.runs.remove(i + 1);
        let run = &mut self.runs[i];
        while run.end() < next.start {
            run.push(Slot::EMPTY);
        }
        run.slots.extend(next.slots);
    }

    /// Gives back what the runs hold beyond their hours, once nothing more is added.
    pub fn shrink_to_fit(&mut self) {
        self.runs.shrink_to_fit();
        for run in &mut self.runs {
            run.slots.shrink_to_fit();
        }
    }

    /// Hours with statistics, in order.
    pub fn iter(&self) -> impl Iterator<Item = (i64, HourStats)> + '_ {
        self.range(..)
    }

    /// The hours with statistics, in order.
    pub fn keys(&self) -> impl Iterator<Item = i64> + '_ {
        self.iter().map(|(h, _)| h)
    }

    /// Hours with statistics inside `range`, in order.
    pub fn range(
        &self,
        range: impl RangeBounds<i64>,
    ) -> impl Iterator<Item = (i64, HourStats)> + '_ {
        let from = match range.start_bound() {
            Bound::Included(&h) => h,
            Bound::Excluded(&h) => h.saturating_add(1),
            Bound::Unbounded => i64::MIN,
        };
        // One past the last hour, as i128 so that `..=i64::MAX` is representable.
        let to: i128 = match range.end_bound() {
            Bound::Included(&h) => i128::from(h) + 1,
            Bound::Excluded(&h) => i128::from(h),
            Bound::Unbounded => i128::from(i64::MAX) + 1,
        };
        let first_run = self.runs.partition_point(|r| r.end() <= from);
        self.runs[first_run..]
            .iter()
            .take_while(move |r| i128::from(r.start) < to)
            .flat_map(move |r| {
                r.slots.iter().enumerate().filter_map(move |(k, slot)| {
                    let h = r.start + k as i64;
                    (slot.count > 0 && h >= from && i128::from(h) < to).then(|| (h, slot.stats()))
                })
            })
    }

    /// Heap bytes the map holds (its runs' capacity), for the benchmark and its test.
    pub fn heap_bytes(&self) -> usize {
        self.runs.capacity() * std::mem::size_of::<Run>()
            + self
                .runs
                .iter()
                .map(|r| r.slots.capacity() * std::mem::size_of::<Slot>())
                .sum::<usize>()
    }
}

impl FromIterator<(i64, HourStats)> for HourMap {
    fn from_iter<I: IntoIterator<Item = (i64, HourStats)>>(iter: I) -> Self {
        let mut map = HourMap::new();
        for (h, stats) in iter {
            map.merge(h, &stats);
        }
        map.shrink_to_fit();
        map
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use proptest::prelude::*;

    use super::*;

    fn stats(count: u32, sum: f64, max: f64) -> HourStats {
        HourStats { count, sum, max }
    }

    #[test]
    fn a_slot_is_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Slot>(), 16);
    }

    #[test]
    fn hours_in_and_out_of_order_small_and_large_gaps() {
        let mut m = HourMap::new();
        for h in [10, 11, 13, 40, 5, 12, 39, 11] {
            m.merge(h, &stats(1, h as f64, h as f64));
        }
        // 10 to 13 (12 filled later) joined; 5 before them; 39 and 40 a run of their own.
        assert_eq!(m.keys().collect::<Vec<_>>(), [5, 10, 11, 12, 13, 39, 40]);
        assert_eq!(m.len(), 7);
        assert_eq!(m.get(11).unwrap().count, 2);
        assert_eq!(m.get(11).unwrap().sum, 22.0);
        assert_eq!(m.get(14), None);
        assert_eq!(m.get(7), None);
        assert_eq!(
            m.range(11..39).map(|(h, _)| h).collect::<Vec<_>>(),
            [11, 12, 13]
        );
        assert_eq!(m.range(..=10).map(|(h, _)| h).collect::<Vec<_>>(), [5, 10]);
        assert_eq!(m.range(40..).count(), 1);
        assert_eq!(m.range(41..).count(), 0);
    }

    #[test]
    fn a_year_of_hours_costs_sixteen_bytes_each_and_a_little() {
        let mut m = HourMap::new();
        for h in 0..8_760 {
            m.merge(1_000_000 + h, &stats(60, 30.0, 1.0));
        }
        m.shrink_to_fit();
        let per_hour = m.heap_bytes() as f64 / 8_760.0;
        assert!(per_hour < 16.1, "{per_hour} bytes an hour");
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

        /// Against a BTreeMap, the type this replaces, for any order of hours.
        #[test]
        fn agrees_with_a_btreemap(hours in proptest::collection::vec((-50i64..50, 1u32..5, 0u16..1000), 0..200)) {
            let mut m = HourMap::new();
            let mut reference: BTreeMap<i64, HourStats> = BTreeMap::new();
            for (h, count, v) in hours {
                let s = stats(count, f64::from(v), f64::from(v));
                m.merge(h, &s);
                reference.entry(h).or_default().merge(&s);
            }
            let ours: Vec<(i64, HourStats)> = m.iter().collect();
            let theirs: Vec<(i64, HourStats)> = reference.into_iter().collect();
            prop_assert_eq!(m.len(), theirs.len());
            prop_assert_eq!(ours, theirs);
        }
    }
}

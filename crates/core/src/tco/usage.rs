//! Billed instance-hours of instances that are stopped when idle.
//!
//! docs/method.md section 3: a stopped instance costs nothing for compute, but each start costs
//! boot plus model load before work can begin. An instance is therefore kept running
//! through an idle gap that is shorter than a restart, and stopped otherwise. The period
//! repeats over the horizon, so the gap from the last busy hour to the first one of the
//! next period counts like any other.

use rust_decimal::Decimal;

/// Instance-hours billed in each hour of the period, and the starts behind them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstanceUsage {
    /// Instance-hours billed in each hour; restart time is billed in the hours before work.
    pub per_hour: Vec<Decimal>,
    /// Instance-hours with work, plus idle gaps kept running because they were shorter than
    /// a restart.
    pub running_hours: Decimal,
    /// Instance-hours spent booting and loading the model.
    pub restart_hours: Decimal,
    /// Starts in the period.
    pub starts: Decimal,
}

impl InstanceUsage {
    /// All billed instance-hours.
    pub fn billed_hours(&self) -> Decimal {
        self.running_hours + self.restart_hours
    }
}

/// Instances needed per hour to serve `gpus_needed` GPUs when one instance has `per_instance`.
pub fn instances_needed(gpus_needed: u32, per_instance: u32) -> u32 {
    if per_instance == 0 {
        return 0;
    }
    gpus_needed.div_ceil(per_instance)
}

/// Usage of instances started and stopped to follow `demand` (instances needed per hour),
/// with `restart` hours of boot and model load per start.
pub fn stopped_when_idle(demand: &[u32], restart: Decimal) -> InstanceUsage {
    follow(demand, restart, |gaps| {
        // Stopped in every gap longer than a restart; shorter ones are kept running.
        gaps.iter()
            .map(|g| Decimal::from(g.len) > restart)
            .collect()
    })
}

/// Usage of instances that may each start at most `per_day` times a day (the day of the
/// run a start prepares, `days[h]` for hour `h`).
///
/// An instance is stopped where stopping saves most: on each day, in its `per_day` idle
/// gaps that are longest beyond a restart (ties: the earlier one); every other gap is kept
/// running and billed. With 0 starts a day an instance never stops, so each one the peak
/// needs is allocated every hour; with at least as many as the gaps ask for, this is
/// [`stopped_when_idle`].
pub fn stopped_with_starts(
    demand: &[u32],
    restart: Decimal,
    days: &[u32],
    per_day: u32,
) -> InstanceUsage {
    follow(demand, restart, |gaps| {
        let mut stop = vec![false; gaps.len()];
        let mut by_day: std::collections::BTreeMap<u32, Vec<usize>> =
            std::collections::BTreeMap::new();
        for (i, g) in gaps.iter().enumerate() {
            if Decimal::from(g.len) > restart {
                by_day
                    .entry(days.get(g.run_start).copied().unwrap_or(0))
                    .or_default()
                    .push(i);
            }
        }
        for mut candidates in by_day.into_values() {
            // Longest first; a stable sort keeps the earlier of equal gaps first.
            candidates.sort_by(|&a, &b| gaps[b].len.cmp(&gaps[a].len));
            for &i in candidates.iter().take(per_day as usize) {
                stop[i] = true;
            }
        }
        stop
    })
}

/// Capacity blocks of `block_days` booked over a horizon of `horizon_hours`, in which the
/// period of `demand` (instances needed per hour; `local_hours` their hours of the day)
/// repeats. Each instance the demand needs is booked on its own: a block starts at 00:00 of
/// the first day with work for that instance that no block covers, and covers `block_days`
/// whole days from there, into the next period when it runs past this one's end. The last
/// block is booked whole even where it runs past the horizon.
///
/// Returns the blocks booked, one instance each.
pub fn blocks_booked(
    demand: &[u32],
    local_hours: &[u8],
    horizon_hours: u64,
    block_days: u32,
) -> u64 {
    let hours = demand.len() as u64;
    if hours == 0 || block_days == 0 {
        return 0;
    }
    let length = u64::from(block_days) * 24;
    let peak = demand.iter().copied().max().unwrap_or(0);
    let mut blocks = 0u64;
    for instance in 0..peak {
        let mut covered_until = 0u64;
        for t in 0..horizon_hours {
            let h = (t % hours) as usize;
            if demand[h] > instance && t >= covered_until {
                let hour_of_day = u64::from(local_hours.get(h).copied().unwrap_or(0));
                blocks += 1;
                covered_until = t.saturating_sub(hour_of_day) + length;
            }
        }
    }
    blocks
}

/// An idle gap of one instance, cyclic over the period.
#[derive(Debug, Clone, Copy)]
struct Gap {
    /// Its first idle hour.
    start: usize,
    /// Idle hours.
    len: usize,
    /// The busy hour after it: where the run it would restart for begins.
    run_start: usize,
}

/// Bills each instance slot of `demand`: its busy hours, and for each idle gap either the
/// gap (kept running) or a restart before the next run, as `stop` decides per gap.
fn follow(demand: &[u32], restart: Decimal, stop: impl Fn(&[Gap]) -> Vec<bool>) -> InstanceUsage {
    let hours = demand.len();
    let mut usage = InstanceUsage {
        per_hour: vec![Decimal::ZERO; hours],
        running_hours: Decimal::ZERO,
        restart_hours: Decimal::ZERO,
        starts: Decimal::ZERO,
    };
    let peak = demand.iter().copied().max().unwrap_or(0);
    let mut busy = vec![false; hours];
    // Instance slot j runs in every hour that needs more than j instances.
    for slot in 0..peak {
        for (b, &d) in busy.iter_mut().zip(demand) {
            *b = d > slot;
        }
        let gaps = gaps(&busy);
        let decided = stop(&gaps);
        bill_slot(&busy, &gaps, &decided, restart, &mut usage);
    }
    usage
}

/// The idle gaps of `busy`, walked cyclically from its first busy hour.
fn gaps(busy: &[bool]) -> Vec<Gap> {
    let hours = busy.len();
    let mut out = Vec::new();
    let Some(first_busy) = busy.iter().position(|&b| b) else {
        return out;
    };
    if busy.iter().all(|&b| b) {
        return out;
    }
    let mut h = first_busy;
    let mut visited = 0;
    while visited < hours {
        while busy[h] && visited < hours {
            h = (h + 1) % hours;
            visited += 1;
        }
        if visited >= hours {
            break;
        }
        let start = h;
        let mut len = 0usize;
        while !busy[h] {
            h = (h + 1) % hours;
            visited += 1;
            len += 1;
        }
        out.push(Gap {
            start,
            len,
            run_start: h,
        });
    }
    out
}

fn bill_slot(
    busy: &[bool],
    gaps: &[Gap],
    stop: &[bool],
    restart: Decimal,
    usage: &mut InstanceUsage,
) {
    let hours = busy.len();
    for (h, &b) in busy.iter().enumerate() {
        if b {
            usage.per_hour[h] += Decimal::ONE;
            usage.running_hours += Decimal::ONE;
        }
    }
    for (gap, &stopped) in gaps.iter().zip(stop) {
        if !stopped {
            // Kept running through the gap.
            for k in 0..gap.len {
                usage.per_hour[(gap.start + k) % hours] += Decimal::ONE;
            }
            usage.running_hours += Decimal::from(gap.len);
        } else {
            usage.starts += Decimal::ONE;
            usage.restart_hours += restart;
            // Bill the restart in the hours just before the run it prepares.
            let mut left = restart;
            let mut k = (gap.run_start + hours - 1) % hours;
            while left > Decimal::ZERO {
                let part = left.min(Decimal::ONE);
                usage.per_hour[k] += part;
                left -= part;
                k = (k + hours - 1) % hours;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;

    #[test]
    fn two_runs_a_day_cost_two_starts() {
        // One day: busy 1-4 and 7-18, as in the worked example; two long gaps.
        let mut demand = vec![0u32; 24];
        for h in (1..5).chain(7..19) {
            demand[h] = 1;
        }
        let u = stopped_when_idle(&demand, dec!(0.5));
        assert_eq!(u.starts, dec!(2));
        assert_eq!(u.running_hours, dec!(16));
        assert_eq!(u.restart_hours, dec!(1.0));
        assert_eq!(
            u.per_hour[0],
            dec!(0.5),
            "restart billed in the hour before 01:00"
        );
        assert_eq!(
            u.per_hour[6],
            dec!(0.5),
            "restart billed in the hour before 07:00"
        );
        assert_eq!(
            u.per_hour.iter().copied().sum::<Decimal>(),
            u.billed_hours()
        );
    }

    #[test]
    fn a_gap_shorter_than_a_restart_keeps_running() {
        let demand = [1, 1, 0, 1, 0, 0, 0, 0];
        let u = stopped_when_idle(&demand, dec!(1.5));
        // The one-hour gap is kept running; the four-hour gap (cyclic) is a restart.
        assert_eq!(u.starts, dec!(1));
        assert_eq!(u.running_hours, dec!(4));
        assert_eq!(u.restart_hours, dec!(1.5));
        assert_eq!(u.per_hour[7], dec!(1), "first hour of the restart");
        assert_eq!(u.per_hour[6], dec!(0.5), "second half-hour of the restart");
    }

    #[test]
    fn always_busy_never_starts_and_idle_costs_nothing() {
        let u = stopped_when_idle(&[2, 2, 2], dec!(0.5));
        assert_eq!((u.starts, u.billed_hours()), (dec!(0), dec!(6)));
        let u = stopped_when_idle(&[0, 0, 0], dec!(0.5));
        assert_eq!((u.starts, u.billed_hours()), (dec!(0), dec!(0)));
    }

    /// Two days of one instance: busy 01-04 and 07-18 each day (gaps of 2 h inside a day,
    /// 6 h overnight from 19:00 to 01:00), a restart of half an hour.
    fn two_days() -> (Vec<u32>, Vec<u32>) {
        let mut demand = vec![0u32; 48];
        for day in 0..2 {
            for h in (1..5).chain(7..19) {
                demand[day * 24 + h] = 1;
            }
        }
        let days = (0..48).map(|h| h / 24).collect();
        (demand, days)
    }

    #[test]
    fn one_start_a_day_stops_in_the_longest_gap_and_bills_the_other() {
        let (demand, days) = two_days();
        let u = stopped_with_starts(&demand, dec!(0.5), &days, 1);
        // Per day: 16 busy hours; the 2-hour gap 05-06 kept running (2 h); the 6-hour gap
        // before 01:00 stopped: one start of 0.5 h. Two days: 36 running, 2 starts, 1 h.
        assert_eq!(u.starts, dec!(2));
        assert_eq!(u.running_hours, dec!(36));
        assert_eq!(u.restart_hours, dec!(1.0));
        assert_eq!(u.per_hour[5], dec!(1), "05:00 kept running");
        assert_eq!(u.per_hour[0], dec!(0.5), "the restart before 01:00");
    }

    #[test]
    fn no_start_a_day_keeps_each_instance_allocated_every_hour() {
        let (demand, days) = two_days();
        let u = stopped_with_starts(&demand, dec!(0.5), &days, 0);
        assert_eq!((u.starts, u.billed_hours()), (dec!(0), dec!(48)));
        assert!(u.per_hour.iter().all(|&h| h == dec!(1)));
    }

    #[test]
    fn enough_starts_a_day_are_the_derived_ones() {
        let (demand, days) = two_days();
        let derived = stopped_when_idle(&demand, dec!(0.5));
        assert_eq!(stopped_with_starts(&demand, dec!(0.5), &days, 2), derived);
        assert_eq!(stopped_with_starts(&demand, dec!(0.5), &days, 24), derived);
        // The derived ones: 4 starts of 0.5 h, 32 busy hours.
        assert_eq!(
            (derived.starts, derived.billed_hours()),
            (dec!(4), dec!(34))
        );
    }

    #[test]
    fn starts_are_counted_per_instance() {
        // Two instances with the same day pattern: twice the starts of one.
        let (demand, days) = two_days();
        let doubled: Vec<u32> = demand.iter().map(|d| d * 2).collect();
        let one = stopped_with_starts(&demand, dec!(0.5), &days, 1);
        let two = stopped_with_starts(&doubled, dec!(0.5), &days, 1);
        assert_eq!(two.starts, one.starts * dec!(2));
        assert_eq!(two.billed_hours(), one.billed_hours() * dec!(2));
    }

    #[test]
    fn blocks_are_booked_per_instance_and_run_into_the_next_period() {
        // A period of 3 days, work every hour of it for one instance and on day 1 for a
        // second; a horizon of 4 periods (12 days), blocks of 2 days.
        let mut demand = vec![1u32; 72];
        demand[24..48].fill(2);
        let local: Vec<u8> = (0..72).map(|h| (h % 24) as u8).collect();
        // The first instance: 12 days of work in blocks of 2 days, running across the
        // period ends (days 2-3 span periods one and two): 6 blocks, not 2 per period (8).
        // The second: day 1 of each period (days 1, 4, 7, 10), one block each: 4.
        assert_eq!(blocks_booked(&demand, &local, 12 * 24, 2), 10);
        // A horizon that ends inside a block still pays it whole: 13 days for the first
        // instance is 7 blocks; the second instance's fifth day 1 is day 13, outside.
        assert_eq!(blocks_booked(&demand, &local, 13 * 24, 2), 11);
    }

    #[test]
    fn instances_round_up() {
        assert_eq!(instances_needed(9, 8), 2);
        assert_eq!(instances_needed(8, 8), 1);
        assert_eq!(instances_needed(0, 8), 0);
    }
}

//! Billed instance-hours of instances that are stopped when idle.
//!
//! domain.md section 3: a stopped instance costs nothing for compute, but each start costs
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
        bill_slot(&busy, restart, &mut usage);
    }
    usage
}

fn bill_slot(busy: &[bool], restart: Decimal, usage: &mut InstanceUsage) {
    let hours = busy.len();
    for (h, &b) in busy.iter().enumerate() {
        if b {
            usage.per_hour[h] += Decimal::ONE;
            usage.running_hours += Decimal::ONE;
        }
    }
    let Some(first_busy) = busy.iter().position(|&b| b) else {
        return;
    };
    if busy.iter().all(|&b| b) {
        return;
    }
    // Walk the idle gaps cyclically, starting after the first busy hour.
    let mut h = first_busy;
    let mut visited = 0;
    while visited < hours {
        // Skip the busy run.
        while busy[h] && visited < hours {
            h = (h + 1) % hours;
            visited += 1;
        }
        if visited >= hours {
            break;
        }
        let gap_start = h;
        let mut gap = 0usize;
        while !busy[h] {
            h = (h + 1) % hours;
            visited += 1;
            gap += 1;
        }
        if Decimal::from(gap) <= restart {
            // Cheaper to keep running than to stop and restart.
            for k in 0..gap {
                usage.per_hour[(gap_start + k) % hours] += Decimal::ONE;
            }
            usage.running_hours += Decimal::from(gap);
        } else {
            usage.starts += Decimal::ONE;
            usage.restart_hours += restart;
            // Bill the restart in the hours just before the run it prepares.
            let mut left = restart;
            let mut k = (h + hours - 1) % hours;
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

    #[test]
    fn instances_round_up() {
        assert_eq!(instances_needed(9, 8), 2);
        assert_eq!(instances_needed(8, 8), 1);
        assert_eq!(instances_needed(0, 8), 0);
    }
}

//! Rounding a comparison for presentation: money to cents, rates per GPU-hour and shares
//! to four decimals, hours to two. The engine never rounds; hosts call this just before
//! showing or printing figures.

use rust_decimal::{Decimal, RoundingStrategy};

use super::{Comparison, Risk};

fn round(d: Decimal, places: u32) -> Decimal {
    d.round_dp_with_strategy(places, RoundingStrategy::MidpointAwayFromZero)
}

/// Money: exactly two decimals.
fn money(d: Decimal) -> Decimal {
    let mut r = round(d, 2);
    r.rescale(2);
    r
}

/// Rates and shares: four decimals.
fn fine(d: Decimal) -> Decimal {
    let mut r = round(d, 4);
    r.rescale(4);
    r
}

/// Hours and counts: up to two decimals, no trailing zeros.
fn hours(d: Decimal) -> Decimal {
    round(d, 2).normalize()
}

impl Comparison {
    /// A copy with every figure rounded for display.
    pub fn rounded(&self) -> Comparison {
        let mut c = self.clone();
        c.workload.productive_share = fine(c.workload.productive_share);
        c.horizon.periods = hours(c.horizon.periods);
        for n in &mut c.existing_commitments {
            n.outstanding = money(n.outstanding);
            n.monthly = money(n.monthly);
        }
        for o in &mut c.options {
            o.total_cost = money(o.total_cost);
            o.present_value = money(o.present_value);
            o.period_cost = money(o.period_cost);
            o.fixed_cost = money(o.fixed_cost);
            o.usage_cost = money(o.usage_cost);
            o.billed_gpu_hours = hours(o.billed_gpu_hours);
            o.productive_gpu_hours = hours(o.productive_gpu_hours);
            o.unserved_gpu_hours = hours(o.unserved_gpu_hours);
            o.cost_per_productive_gpu_hour = o.cost_per_productive_gpu_hour.map(fine);
            o.cost_per_billed_gpu_hour = o.cost_per_billed_gpu_hour.map(fine);
            o.present_value_per_productive_gpu_hour =
                o.present_value_per_productive_gpu_hour.map(fine);
            o.present_usage = money(o.present_usage);
            o.starts_per_period = o.starts_per_period.map(hours);
            if let Some(l) = &mut o.service_life {
                l.productive_gpu_hours = hours(l.productive_gpu_hours);
                l.lifecycle_cost = money(l.lifecycle_cost);
                l.cost_per_gpu_hour = fine(l.cost_per_gpu_hour);
                for s in &mut l.chosen_stages {
                    s.purchase = money(s.purchase);
                }
            }
            for i in &mut o.breakdown {
                i.amount = money(i.amount);
            }
            for r in &mut o.risks {
                match r {
                    Risk::RestartCapacity { starts_per_period } => {
                        *starts_per_period = hours(*starts_per_period);
                    }
                    Risk::UnusedCommitment { amount } => *amount = money(*amount),
                    Risk::SingleMachine { second, .. } => *second = money(*second),
                    _ => {}
                }
            }
            if let Some(r) = &mut o.rate {
                r.amount = fine(r.amount);
                r.hourly = r.hourly.map(fine);
                r.upfront = r.upfront.map(money);
            }
            if let Some(h) = &mut o.hybrid {
                for p in &mut h.curve {
                    p.total_cost = money(p.total_cost);
                }
            }
        }
        for b in &mut c.break_even {
            b.share = b.share.map(fine);
            b.own_cost_per_service_life_gpu_hour = b.own_cost_per_service_life_gpu_hour.map(fine);
            b.option_cost_per_billed_gpu_hour = b.option_cost_per_billed_gpu_hour.map(fine);
        }
        c
    }
}

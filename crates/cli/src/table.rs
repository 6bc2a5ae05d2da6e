//! The plain-text comparison table the CLI prints.

use std::fmt::Write;

use gpucase_core::Case;
use gpucase_core::tco::{BreakEvenVerdict, Comparison};

/// The comparison as an aligned table with the workload, the cheapest option and the
/// break-even shares. Figures are rounded for display.
pub fn render(case: &Case, comparison: &Comparison) -> String {
    let c = comparison.rounded();
    let w = &c.workload;
    let mut s = String::new();
    let pct = |d: rust_decimal::Decimal| (d * rust_decimal::Decimal::from(100)).round_dp(2);
    let _ = writeln!(
        s,
        "{} ({}), horizon {} years",
        case.name, c.currency, c.horizon.years
    );
    let _ = writeln!(
        s,
        "Workload: {} of {} hours productive; {} of {} GPU-hours ({} %)\n",
        w.productive_hours,
        w.hours_in_period,
        w.productive_gpu_hours,
        w.fleet_gpu_hours,
        pct(w.productive_share)
    );
    let _ = writeln!(
        s,
        "{:<34} {:>15} {:>10} {:>10} {:>12}",
        "option", "total", "billed/p", "product./p", "per prod. h"
    );
    for o in &c.options {
        let mark = if c.cheapest.as_deref() == Some(o.id.as_str()) {
            "*"
        } else {
            " "
        };
        let per = o
            .cost_per_productive_gpu_hour
            .map_or_else(|| "-".to_owned(), |d| d.to_string());
        let _ = writeln!(
            s,
            "{mark}{:<33} {:>15} {:>10} {:>10} {:>12}",
            o.id, o.total_cost, o.billed_gpu_hours, o.productive_gpu_hours, per
        );
    }
    if let Some(id) = &c.cheapest {
        let _ = writeln!(s, "\n* cheapest per productive GPU-hour: {id}");
    }
    for b in &c.break_even {
        let line = match b.verdict {
            BreakEvenVerdict::RentCheaperBelowShare => format!(
                "{} is cheaper than {} below a productive share of {} %",
                b.option,
                b.own,
                b.share.map(pct).unwrap_or_default()
            ),
            BreakEvenVerdict::OwnCheaperAtAnyShare => {
                format!(
                    "{} is cheaper than {} at any productive share",
                    b.own, b.option
                )
            }
            BreakEvenVerdict::RentCheaperAtAnyShare => {
                format!(
                    "{} is cheaper than {} at any productive share",
                    b.option, b.own
                )
            }
            BreakEvenVerdict::ShareCancels => format!(
                "{}: allocated every hour, the share cancels; own {} vs rented {} per GPU-hour",
                b.option,
                b.own_cost_per_service_life_gpu_hour.unwrap_or_default(),
                b.option_cost_per_billed_gpu_hour.unwrap_or_default()
            ),
        };
        let _ = writeln!(s, "break-even: {line}");
    }
    s
}

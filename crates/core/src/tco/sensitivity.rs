//! Cost per productive GPU-hour against the productive share, for charts.
//!
//! Each option's fixed costs stay and its usage-following costs scale with the share (see
//! [`OptionResult::cost_per_productive_gpu_hour_at`]); owning therefore falls as the share
//! rises, while an instance stopped when idle stays nearly flat. Where the curves cross are
//! the break-even shares.

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::Serialize;

use super::{Comparison, OptionResult};

/// One option's cost per productive GPU-hour at a range of shares.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Curve {
    /// The option.
    pub option_id: String,
    /// Points in ascending share.
    pub points: Vec<CurvePoint>,
}

/// A point of a curve.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CurvePoint {
    /// Productive share, 0 to 1.
    pub share: Decimal,
    /// Cost per productive GPU-hour at that share; `None` where nothing is productive.
    pub cost_per_productive_gpu_hour: Option<Decimal>,
}

/// Shares from 5 % to 100 % in steps of 5 %.
pub fn default_shares() -> Vec<Decimal> {
    (1..=20).map(|i| Decimal::new(i * 5, 2)).collect()
}

/// The curve of every option at `shares`.
pub fn curves(comparison: &Comparison, shares: &[Decimal]) -> Vec<Curve> {
    let base = comparison.workload.productive_share;
    comparison
        .options
        .iter()
        .map(|o: &OptionResult| Curve {
            option_id: o.id.clone(),
            points: shares
                .iter()
                .map(|&share| CurvePoint {
                    share,
                    cost_per_productive_gpu_hour: o.cost_per_productive_gpu_hour_at(
                        share,
                        base,
                        comparison.horizon.periods,
                    ),
                })
                .collect(),
        })
        .collect()
}

//! What the engine tests of issue 17 share: the bundled example and the comparison of a case.

#![allow(
    dead_code,
    reason = "each test file that includes this module uses a part of it"
)]

use gpucase_core::case::OwnQuote;
use gpucase_core::tco::{CostKind, OptionResult, compare};
use gpucase_core::{Case, Money, casefile};
use rust_decimal::Decimal;

/// The bundled example case, `examples/enterprise-assistant.gpucase`.
pub const EXAMPLE: &str = include_str!("../../../../examples/enterprise-assistant.gpucase");

/// The example, parsed.
pub fn example() -> Case {
    casefile::parse(EXAMPLE).expect("the example parses")
}

/// Every option of `case`, costed for the profile of its own schedule.
pub fn costed(case: &Case) -> Vec<OptionResult> {
    compare(case, &case.workload.profile().expect("profile"))
        .expect("computes")
        .options
}

/// The option `id` among `options`.
pub fn option<'a>(options: &'a [OptionResult], id: &str) -> &'a OptionResult {
    options
        .iter()
        .find(|o| o.id == id)
        .unwrap_or_else(|| panic!("no option {id}"))
}

/// The sum of `o`'s cost lines of `kind` (0 when it has none).
pub fn item(o: &OptionResult, kind: CostKind) -> Decimal {
    o.breakdown
        .iter()
        .filter(|i| i.item == kind)
        .map(|i| i.amount)
        .sum()
}

/// The example's 8-GPU quote halved into a 4-GPU server: every amount, the power and the
/// staff hours halved (394,643.80 EUR over five years, see `whole_servers.rs`).
pub fn halve_into_four_gpus(q: &mut OwnQuote) {
    let half = |m: Money| {
        Money::new(m.amount() / Decimal::TWO, m.currency()).expect("a non-negative amount")
    };
    q.label = "4-GPU server".into();
    q.gpus = 4;
    q.purchase = half(q.purchase);
    q.licences_per_year = half(q.licences_per_year);
    q.power_kw = (q.power_kw.value() / Decimal::TWO)
        .try_into()
        .expect("a quantity");
    q.colocation_per_month = half(q.colocation_per_month);
    q.support_per_year = half(q.support_per_year);
    q.operating_hours_per_month = (q.operating_hours_per_month.value() / Decimal::TWO)
        .try_into()
        .expect("a quantity");
    q.residual_value = half(q.residual_value);
}

/// The example's first rent offer's charges outside the hourly price, every one zero: the
/// capacity lines alone are paid.
pub fn no_charges() -> serde_json::Value {
    serde_json::json!({
        "storage_per_gb_month": "0.00 USD",
        "egress_tiers": [{ "up_to_gb": null, "per_gb": "0.00 USD" }],
        "ipv4_per_month": "0.00 USD",
        "setup_fee": "0.00 USD",
        "support_per_month": "0.00 USD",
        "support_share_of_compute": "0"
    })
}

/// The present value of monthly `flows` (index 0 is now) at 8 % a year, month `m`
/// discounted by `1.08^(-m/12)`, in floating point: a reference written independently of
/// the engine's decimal arithmetic.
pub fn present_value_at_8(flows: &[Decimal]) -> f64 {
    use rust_decimal::prelude::ToPrimitive;
    flows
        .iter()
        .enumerate()
        .map(|(m, f)| f.to_f64().expect("a number") * 1.08f64.powf(-(m as f64) / 12.0))
        .sum()
}

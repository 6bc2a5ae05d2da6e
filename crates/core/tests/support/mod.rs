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

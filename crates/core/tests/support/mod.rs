//! What the engine tests of issue 17 share: the bundled example and the comparison of a case.

#![allow(
    dead_code,
    reason = "each test file that includes this module uses a part of it"
)]

use gpucase_core::tco::{CostKind, OptionResult, compare};
use gpucase_core::{Case, casefile};
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

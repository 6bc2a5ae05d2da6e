//! The own side's bandwidth (issue 32): IP transit or an uplink per server per month, as
//! colocation is, a line of its own beside the rented side's egress.
//!
//! The example's 8-GPU server over its five years, the horizon's, with 400 EUR a month of
//! transit: 400 × 12 × 5 = 24,000 EUR; on the 4-GPU server of whole_servers.rs, two servers
//! for the peak, 48,000 EUR.

mod support;

use gpucase_core::tco::CostKind;
use rust_decimal_macros::dec;
use support::{costed, example, halve_into_four_gpus, item, option};

#[test]
fn each_own_server_pays_its_transit_every_month() {
    let before = costed(&example());
    let mut case = example();
    case.own[0].bandwidth_per_month = Some("400.00 EUR".parse().expect("an amount"));
    case.validate().expect("valid");
    let after = costed(&case);
    let own = option(&after, "own-hgx-h200");
    assert_eq!(item(own, CostKind::Bandwidth), dec!(24000));
    assert_eq!(
        own.total_cost - option(&before, "own-hgx-h200").total_cost,
        dec!(24000)
    );
    // Two 4-GPU servers for the 8-GPU peak: twice the transit.
    halve_into_four_gpus(&mut case.own[0]);
    case.own[0].bandwidth_per_month = Some("400.00 EUR".parse().expect("an amount"));
    let halves = costed(&case);
    assert_eq!(
        item(option(&halves, "own-hgx-h200"), CostKind::Bandwidth),
        dec!(48000)
    );
}

//! An own server's cash as it is paid (issue 32): the purchase whole when the server is
//! bought, a replacement when a service life ends inside the horizon, and what the server
//! is still worth at the horizon's end back then, as its book value.
//!
//! The example's server (`examples/enterprise-assistant.gpucase`): 300,000 EUR, a residual
//! value of 25,000 after its 5-year life, running costs of 8,571.46 EUR a month (licences
//! 3,000, electricity 87,687.60 / 60 = 1,461.46, colocation 1,500, support 1,250, staff
//! 16 h × 85 = 1,360; see `present_value.rs`). Book value after `m` of its 60 months:
//! 300,000 − (300,000 − 25,000) × m / 60, straight line from the price to the residual.

mod support;

use gpucase_core::tco::CostKind;
use rust_decimal_macros::dec;
use support::{costed, example, item, option};

#[test]
fn a_horizon_shorter_than_the_life_pays_the_purchase_whole_and_gets_the_book_value_back() {
    let mut case = example();
    case.horizon_years = 4;
    case.validate().expect("valid");
    let options = costed(&case);
    let own = option(&options, "own-hgx-h200");
    // Paid whole in month 0, not 4/5 of it; after 48 months the server is worth
    // 300,000 − 275,000 × 48/60 = 80,000, which comes back in month 48.
    assert_eq!(item(own, CostKind::Purchase), dec!(300000));
    assert_eq!(item(own, CostKind::ResidualValue), dec!(-80000));
    let flows = &own.cash_flows;
    assert_eq!(flows.len(), 49);
    assert_eq!(flows[0], dec!(300000));
    // Month 48: its running costs, 8,571.46, less the 80,000 back.
    assert_eq!(flows[48].round_dp(2), dec!(-71428.54));
    // The nominal total nets to the pro-rata share: 275,000 × 4/5 = 220,000 of capital.
    assert_eq!(
        own.total_cost.round_dp(2),
        dec!(220000) + dec!(8571.46) * dec!(48)
    );
}

#[test]
fn a_horizon_longer_than_the_life_buys_a_replacement_when_the_first_wears_out() {
    let mut case = example();
    case.horizon_years = 7;
    case.validate().expect("valid");
    let options = costed(&case);
    let own = option(&options, "own-hgx-h200");
    // Bought in month 0 and again at the end of month 60, when the first comes back at its
    // residual 25,000; the second runs 24 of its 60 months and is worth 300,000 −
    // 275,000 × 24/60 = 190,000 at the end of month 84.
    assert_eq!(item(own, CostKind::Purchase), dec!(600000));
    assert_eq!(item(own, CostKind::ResidualValue), dec!(-215000));
    let flows = &own.cash_flows;
    assert_eq!(flows.len(), 85);
    assert_eq!(flows[0], dec!(300000));
    assert_eq!(flows[60].round_dp(2), dec!(283571.46));
    assert_eq!(flows[84].round_dp(2), dec!(-181428.54));
    // Net capital 600,000 − 215,000 = 385,000 = 275,000 × 84/60, the pro-rata share.
    assert_eq!(
        item(own, CostKind::Purchase) + item(own, CostKind::ResidualValue),
        dec!(385000)
    );
}

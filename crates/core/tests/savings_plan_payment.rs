//! A savings plan's payment option (issue 18): no upfront, partial upfront (half of each
//! term's commitment at its start) and all upfront owe the same commitment, paid earlier;
//! the nominal total stays to the cent and the present value rises as payments move
//! forward (docs/method.md section 3, "Money over time").
//!
//! The example's 3-year plan commits 23.88 USD an hour; at 0.86 EUR per USD a month of
//! 730 h commits c = 23.88 × 730 × 0.86 = 14,991.864 EUR. Over the 5-year horizon two terms
//! are bought (months 0 and 36), the second running 12 months past it: 72 months of
//! commitment, 72c = 1,079,414.208 EUR, owed under every payment option.
//!
//! - No upfront: c in each of months 1 to 72.
//! - Partial upfront: half of a term's 26,280 h, 23.88 × 26,280 × 0.86 / 2 = 18c
//!   = 269,853.552 EUR, in months 0 and 36; the other half, c/2 = 7,495.932 EUR, in each of
//!   months 1 to 72.
//! - All upfront: 36c = 539,707.104 EUR in months 0 and 36, nothing monthly.
//!
//! Every other item of the option (storage, egress, IPv4, setup, the support plan) is paid
//! as before, so the differences between the options are the commitment's alone. With
//! v = 1.08^(-1/12) and S = v + v² + … + v⁷² = 57.480360954775923…, v³⁶ = 0.793832241020169…:
//! PV(partial) − PV(no) = 18c × (1 + v³⁶) − (c/2) × S = 53,203.1248789575… EUR, and
//! PV(all) − PV(no) = 36c × (1 + v³⁶) − c × S = 106,406.2497579150… EUR, twice as much
//! (Python's `decimal` at 40 digits: the commitment's own present values are 861,737.7541,
//! 914,940.8790 and 968,144.0039 EUR).

mod support;

use gpucase_core::case::{Finance, PricingModel, SavingsPlanPayment};
use gpucase_core::casefile;
use gpucase_core::tco::OptionResult;
use gpucase_core::{Case, Money};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use support::{EXAMPLE, costed, example};

/// The example at 8 % a year with its 3-year plan under each payment option.
fn three_plans() -> Case {
    let mut case = example();
    case.finance = Some(Finance {
        discount_rate_per_year: dec!(0.08).try_into().expect("a quantity"),
        ..Default::default()
    });
    let plan = case.rent[0]
        .pricing
        .iter()
        .find(|m| matches!(m, PricingModel::SavingsPlan { .. }))
        .cloned()
        .expect("the example has a savings plan");
    for payment in [
        SavingsPlanPayment::PartialUpfront,
        SavingsPlanPayment::AllUpfront,
    ] {
        let mut p = plan.clone();
        if let PricingModel::SavingsPlan { payment: at, .. } = &mut p {
            *at = payment;
        }
        case.rent[0].pricing.push(p);
    }
    case.validate().expect("valid");
    case
}

fn plan(options: &[OptionResult], payment: SavingsPlanPayment) -> &OptionResult {
    options
        .iter()
        .find(|o| o.payment == Some(payment))
        .unwrap_or_else(|| panic!("a plan paid {payment:?}"))
}

/// `1.08^(1/12)` by bisection in plain decimal arithmetic: the monthly growth whose twelfth
/// power is 1.08.
fn twelfth_root_of_1_08() -> Decimal {
    let (mut lo, mut hi) = (Decimal::ONE, dec!(1.08));
    for _ in 0..90 {
        let mid = (lo + hi) / Decimal::TWO;
        let twelfth = (0..12).fold(Decimal::ONE, |acc, _| acc * mid);
        if twelfth < dec!(1.08) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

#[test]
fn each_payment_option_owes_the_same_total_and_is_worth_more_the_earlier_it_pays() {
    let options = costed(&three_plans());
    let no = plan(&options, SavingsPlanPayment::NoUpfront);
    let partial = plan(&options, SavingsPlanPayment::PartialUpfront);
    let all = plan(&options, SavingsPlanPayment::AllUpfront);

    // The same commitment, owed either way: the totals agree to the cent (and beyond).
    assert_eq!(partial.total_cost, no.total_cost);
    assert_eq!(all.total_cost, no.total_cost);
    assert_eq!(partial.breakdown, no.breakdown);

    // c = 23.88 × 730 × 0.86; the upfront of a partial term is 18c, of a whole one 36c.
    let c = dec!(14991.864);
    let flows = |o: &OptionResult| o.cash_flows.clone();
    let (f_no, f_partial, f_all) = (flows(no), flows(partial), flows(all));
    assert_eq!(f_no.len(), 73, "months 0 to 72");
    assert_eq!(f_partial[0] - f_no[0], dec!(269853.552));
    assert_eq!(f_all[0] - f_no[0], dec!(539707.104));
    let close = |a: Decimal, b: Decimal| (a - b).abs() < dec!(0.000001);
    assert!(close(f_partial[1] - f_no[1], -c / Decimal::TWO));
    assert!(close(
        f_partial[36] - f_no[36],
        dec!(269853.552) - c / Decimal::TWO
    ));
    assert!(close(f_all[72] - f_no[72], -c), "{}", f_all[72] - f_no[72]);

    // Earlier payments are discounted less: no upfront < partial < all.
    assert!(no.present_value < partial.present_value);
    assert!(partial.present_value < all.present_value);

    // The differences as the comments work them out (Python's decimal, 40 digits) ...
    let d_partial = partial.present_value - no.present_value;
    let d_all = all.present_value - no.present_value;
    assert_eq!(d_partial.round_dp(2), dec!(53203.12));
    assert_eq!(d_all.round_dp(2), dec!(106406.25));

    // ... and again here from v = 1.08^(-1/12) in plain decimal arithmetic.
    let v = Decimal::ONE / twelfth_root_of_1_08();
    let mut s = Decimal::ZERO;
    let mut vm = Decimal::ONE;
    let mut v36 = Decimal::ZERO;
    for m in 1..=72 {
        vm *= v;
        s += vm;
        if m == 36 {
            v36 = vm;
        }
    }
    let by_hand = dec!(18) * c * (Decimal::ONE + v36) - c / Decimal::TWO * s;
    assert!(
        (d_partial - by_hand).abs() < dec!(0.0001),
        "{d_partial} {by_hand}"
    );
    assert!((d_all - Decimal::TWO * by_hand).abs() < dec!(0.0001));
}

#[test]
fn at_zero_percent_the_payment_option_changes_nothing() {
    let mut case = three_plans();
    case.finance = None;
    let options = costed(&case);
    let no = plan(&options, SavingsPlanPayment::NoUpfront);
    for payment in SavingsPlanPayment::ALL {
        let o = plan(&options, payment);
        assert_eq!(o.present_value, o.total_cost, "{payment:?}");
        assert_eq!(o.total_cost, no.total_cost, "{payment:?}");
    }
}

#[test]
fn two_plans_of_one_term_are_named_apart() {
    let options = costed(&three_plans());
    let names: Vec<&str> = SavingsPlanPayment::ALL
        .iter()
        .map(|p| plan(&options, *p).label.as_str())
        .collect();
    assert_eq!(
        names,
        [
            "AWS p5e.48xlarge (8x H200), savings plan, 3 years, no upfront",
            "AWS p5e.48xlarge (8x H200), savings plan, 3 years, partial upfront",
            "AWS p5e.48xlarge (8x H200), savings plan, 3 years, all upfront",
        ]
    );
}

#[test]
fn the_default_is_not_written_and_an_old_file_reads_unchanged() {
    // The example predates the field: it reads as no upfront and writes back byte for byte.
    let case = example();
    assert!(case.rent[0].pricing.iter().any(|m| matches!(
        m,
        PricingModel::SavingsPlan {
            payment: SavingsPlanPayment::NoUpfront,
            ..
        }
    )));
    assert!(!EXAMPLE.contains("\"payment\""));
    assert_eq!(casefile::to_string(&case), EXAMPLE);

    // Any other option is written, and read back as it was.
    let case = three_plans();
    let text = casefile::to_string(&case);
    assert!(text.contains("\"payment\": \"partial_upfront\""), "{text}");
    assert!(text.contains("\"payment\": \"all_upfront\""), "{text}");
    assert_eq!(text.matches("\"payment\"").count(), 2);
    assert_eq!(casefile::parse(&text).expect("reads back"), case);
}

#[test]
fn an_unknown_payment_option_names_the_field_and_the_words_it_takes() {
    let text = EXAMPLE.replacen(
        "\"usage\": \"always\"\n          }",
        "\"usage\": \"always\",\n            \"payment\": \"half_upfront\"\n          }",
        1,
    );
    assert_ne!(
        text, EXAMPLE,
        "the example's plan is where the edit expects it"
    );
    let err = casefile::parse(&text).expect_err("refused").to_string();
    for part in [
        "rent[0].pricing[2].savings_plan.payment",
        "half_upfront",
        "no_upfront",
        "partial_upfront",
        "all_upfront",
    ] {
        assert!(err.contains(part), "{part:?} in {err}");
    }
}

#[test]
fn an_all_upfront_plan_in_another_currency_converts_its_upfront() {
    // 1 year, 10.00 USD an hour, all upfront, in the 5-year example: five terms of
    // 10 × 8,760 × 0.86 = 75,336 EUR, at months 0, 12, 24, 36 and 48, nothing owed after.
    let mut case = three_plans();
    case.rent[0].pricing.push(PricingModel::SavingsPlan {
        term_years: 1,
        rate_per_instance_hour: "10.00 USD".parse::<Money>().expect("an amount"),
        commitment_per_hour: "10.00 USD".parse::<Money>().expect("an amount"),
        usage: gpucase_core::case::Usage::Always,
        payment: SavingsPlanPayment::AllUpfront,
    });
    case.validate().expect("valid");
    let options = costed(&case);
    let one_year = options
        .iter()
        .find(|o| o.term_years == Some(1))
        .expect("the 1-year plan");
    assert_eq!(
        one_year.timing.upfront,
        [0, 12, 24, 36, 48].map(|m| (m, dec!(75336))).to_vec()
    );
}

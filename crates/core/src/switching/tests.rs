//! Switching notes against figures worked by hand. The base case is the example case (EUR,
//! 1 USD = 0.86 EUR, a hybrid renting from "Amazon Web Services") with facts set here.

#![allow(
    clippy::unwrap_used,
    reason = "test fixtures: a panic is the test failing, with its location"
)]

use super::*;
use crate::case::{EgressTier, ValidationError};
use crate::casefile;
use jiff::civil::date;
use rust_decimal_macros::dec;

const EXAMPLE: &str = include_str!("../../../../examples/enterprise-assistant.gpucase");
const AWS: &str = "Amazon Web Services";
const EU: &str = "Example Cloud EU";

fn money(text: &str) -> Money {
    text.parse().unwrap()
}

fn gb(text: &str) -> Quantity {
    text.parse().unwrap()
}

fn tier(up_to: Option<&str>, per_gb: &str) -> EgressTier {
    EgressTier {
        up_to_gb: up_to.map(gb),
        per_gb: money(per_gb),
    }
}

/// Tiers in the shape of a hyperscaler's internet egress: 100 GB free, then 10 TB, 40 TB,
/// 100 TB and the rest at falling prices.
fn aws_tiers() -> Vec<EgressTier> {
    vec![
        tier(Some("10240"), "0.09 USD"),
        tier(Some("51200"), "0.085 USD"),
        tier(Some("153600"), "0.07 USD"),
        tier(None, "0.05 USD"),
    ]
}

fn savings_plan() -> Commitment {
    Commitment {
        provider: AWS.into(),
        label: "Compute Savings Plan, 3 years, no upfront".into(),
        kind: CommitmentKind::SavingsPlan,
        per_month: money("17432.40 USD"),
        start: date(2025, 3, 1),
        end: date(2028, 2, 29),
        early_termination: "A Savings Plan cannot be cancelled; the commitment is billed for every hour of the term.".into(),
        stated_penalty: None,
    }
}

fn data(class: DataClass, volume: &str, provider: &str) -> DataToMove {
    DataToMove {
        class,
        gb: gb(volume),
        provider: provider.into(),
    }
}

fn facts(switch: Date) -> SwitchingFacts {
    SwitchingFacts {
        planned_switch: switch,
        keeps_provider: None,
        commitments: vec![savings_plan()],
        data: vec![
            data(DataClass::DocumentStores, "1200", AWS),
            data(DataClass::VectorIndices, "350", AWS),
            data(DataClass::Logs, "2500", AWS),
            data(DataClass::Backups, "6000", AWS),
            data(DataClass::ModelCopies, "280", AWS),
        ],
        egress: vec![ProviderEgress {
            provider: AWS.into(),
            free_gb_per_month: gb("100"),
            tiers: aws_tiers(),
            source: "test tiers".into(),
        }],
    }
}

fn case_with(facts: SwitchingFacts) -> Case {
    let mut case = casefile::parse(EXAMPLE).unwrap();
    case.switching = Some(facts);
    case.validate().unwrap();
    case
}

fn notes_for(facts: SwitchingFacts, report: Date) -> SwitchingNotes {
    notes(&case_with(facts), report).unwrap().unwrap()
}

#[test]
fn a_case_without_facts_has_no_notes() {
    let mut case = casefile::parse(EXAMPLE).unwrap();
    case.switching = None;
    assert_eq!(notes(&case, date(2026, 11, 2)).unwrap(), None);
}

#[test]
fn report_and_switch_before_the_deadline_allow_reduced_charges() {
    // The last day before 12 January 2027.
    let n = notes_for(facts(date(2027, 1, 11)), date(2026, 11, 2));
    assert_eq!(n.phase, Phase::BeforeDeadline);
    assert_eq!(n.charges_at_switch, SwitchingCharges::ReducedToDirectCosts);
    assert_eq!(n.no_charges_from, date(2027, 1, 12));
    assert_eq!(
        n.references,
        [
            Article::Art2Point34,
            Article::Art2Point36,
            Article::Art29Para2,
            Article::Art29Para3
        ]
    );
}

#[test]
fn report_and_switch_from_the_deadline_on_allow_no_charges() {
    // 12 January 2027 itself is the first day without switching charges (Art. 29(1)).
    let n = notes_for(facts(date(2027, 1, 12)), date(2027, 1, 12));
    assert_eq!(n.phase, Phase::AfterDeadline);
    assert_eq!(n.charges_at_switch, SwitchingCharges::None);
    assert_eq!(
        n.references,
        [
            Article::Art2Point34,
            Article::Art2Point36,
            Article::Art29Para1
        ]
    );
}

#[test]
fn a_switch_planned_across_the_deadline_says_what_moving_it_earlier_changes() {
    let n = notes_for(facts(date(2027, 1, 12)), date(2027, 1, 11));
    assert_eq!(n.phase, Phase::SwitchAfterDeadline);
    assert_eq!(n.charges_at_switch, SwitchingCharges::None);
    assert_eq!(
        n.references,
        [
            Article::Art2Point34,
            Article::Art2Point36,
            Article::Art29Para1,
            Article::Art29Para2,
            Article::Art29Para3
        ]
    );
}

#[test]
fn a_switch_date_before_the_report_is_marked_as_passed_with_the_rule_of_its_day() {
    // Before the deadline, report after it.
    let n = notes_for(facts(date(2027, 1, 11)), date(2027, 2, 1));
    assert_eq!(n.phase, Phase::SwitchDatePassed);
    assert_eq!(n.charges_at_switch, SwitchingCharges::ReducedToDirectCosts);
    // Both before the deadline, the switch one day before the report.
    let n = notes_for(facts(date(2026, 11, 30)), date(2026, 12, 1));
    assert_eq!(n.phase, Phase::SwitchDatePassed);
    // Both after it.
    let n = notes_for(facts(date(2027, 3, 1)), date(2027, 3, 2));
    assert_eq!(n.phase, Phase::SwitchDatePassed);
    assert_eq!(n.charges_at_switch, SwitchingCharges::None);
}

#[test]
fn the_example_hybrid_keeps_its_rent_offers_provider() {
    // The example compares a hybrid renting aws-p5e from Amazon Web Services.
    let n = notes_for(facts(date(2027, 4, 1)), date(2026, 11, 2));
    assert_eq!(
        n.hybrid,
        Some(HybridNote {
            providers: vec![AWS.into()],
            basis: HybridBasis::CaseHybridOption,
        })
    );
}

#[test]
fn the_facts_override_the_case_on_the_hybrid() {
    let mut no_hybrid = facts(date(2027, 4, 1));
    no_hybrid.keeps_provider = Some(false);
    assert_eq!(notes_for(no_hybrid, date(2026, 11, 2)).hybrid, None);

    let mut stated = facts(date(2027, 4, 1));
    stated.keeps_provider = Some(true);
    stated.data.push(data(DataClass::Logs, "500", EU));
    stated.egress.push(eu_egress());
    let mut case = case_with(stated);
    case.hybrid = None;
    case.validate().unwrap();
    let n = notes(&case, date(2026, 11, 2)).unwrap().unwrap();
    assert_eq!(
        n.hybrid,
        Some(HybridNote {
            providers: vec![AWS.into(), EU.into()],
            basis: HybridBasis::StatedInFacts,
        })
    );

    // Neither the case nor the facts name a hybrid.
    case.switching.as_mut().unwrap().keeps_provider = None;
    assert_eq!(
        notes(&case, date(2026, 11, 2)).unwrap().unwrap().hybrid,
        None
    );
}

fn eu_egress() -> ProviderEgress {
    ProviderEgress {
        provider: EU.into(),
        free_gb_per_month: gb("0"),
        tiers: vec![tier(None, "0.01 EUR")],
        source: "test tiers".into(),
    }
}

#[test]
fn egress_is_priced_through_the_providers_tiers_and_converted() {
    let mut f = facts(date(2027, 4, 1));
    f.data.push(data(DataClass::Logs, "500", EU));
    f.egress.push(eu_egress());
    let e = notes_for(f, date(2026, 11, 2)).egress;
    // AWS: 1,200 + 350 + 2,500 + 6,000 + 280 = 10,330 GB.
    //   GB 0-100 free; GB 100-10,240: 10,140 x 0.09 = 912.60;
    //   GB 10,240-10,330: 90 x 0.085 = 7.65; together 920.25 USD x 0.86 = 791.415 EUR.
    // Example Cloud EU: 500 GB x 0.01 = 5.00 EUR.
    assert_eq!(e.providers.len(), 2);
    assert_eq!(e.providers[0].provider, AWS);
    assert_eq!(e.providers[0].gb, dec!(10330));
    assert_eq!(e.providers[0].cost, dec!(791.415));
    assert_eq!(
        e.providers[0].classes,
        [
            ClassVolume {
                class: DataClass::DocumentStores,
                gb: dec!(1200)
            },
            ClassVolume {
                class: DataClass::VectorIndices,
                gb: dec!(350)
            },
            ClassVolume {
                class: DataClass::Logs,
                gb: dec!(2500)
            },
            ClassVolume {
                class: DataClass::Backups,
                gb: dec!(6000)
            },
            ClassVolume {
                class: DataClass::ModelCopies,
                gb: dec!(280)
            },
        ]
    );
    assert_eq!(e.providers[1].gb, dec!(500));
    assert_eq!(e.providers[1].cost, dec!(5.00));
    assert_eq!(
        e.providers[1].classes,
        [ClassVolume {
            class: DataClass::Logs,
            gb: dec!(500)
        }]
    );
    // Logs: 2,500 + 500 = 3,000 GB over both providers.
    assert_eq!(
        e.by_class[2],
        ClassVolume {
            class: DataClass::Logs,
            gb: dec!(3000)
        }
    );
    assert_eq!(e.total_gb, dec!(10830));
    // 791.415 + 5.00
    assert_eq!(e.total_cost, dec!(796.415));
}

#[test]
fn tiered_cost_prices_each_band_once_above_the_free_allowance() {
    let tiers = [
        (Some(dec!(10240)), dec!(0.09)),
        (Some(dec!(51200)), dec!(0.085)),
        (Some(dec!(153600)), dec!(0.07)),
        (None, dec!(0.05)),
    ];
    // Within the free 100 GB.
    assert_eq!(tiered_cost(dec!(80), dec!(100), &tiers).unwrap(), dec!(0));
    // 200,000 GB through every tier:
    //   10,140 x 0.09 = 912.60 (GB 100-10,240)
    //   40,960 x 0.085 = 3,481.60 (GB 10,240-51,200)
    //   102,400 x 0.07 = 7,168.00 (GB 51,200-153,600)
    //   46,400 x 0.05 = 2,320.00 (GB 153,600-200,000)
    //   together 13,882.20
    assert_eq!(
        tiered_cost(dec!(200000), dec!(100), &tiers).unwrap(),
        dec!(13882.20)
    );
    // A free allowance of 20,000 GB covers the first tier and half of the second:
    //   GB 20,000-30,000 at 0.085 = 850.00
    assert_eq!(
        tiered_cost(dec!(30000), dec!(20000), &tiers).unwrap(),
        dec!(850.00)
    );
}

#[test]
fn leaving_a_commitment_early_costs_the_months_left_and_the_stated_penalty_apart() {
    let mut f = facts(date(2027, 4, 1));
    f.commitments.push(Commitment {
        provider: EU.into(),
        label: "Committed-use discount, 12 months".into(),
        kind: CommitmentKind::CommittedUseDiscount,
        per_month: money("2000.00 EUR"),
        start: date(2026, 7, 1),
        end: date(2027, 6, 30),
        early_termination: "Terminable with 30 days' notice against a fee of 3,000 EUR.".into(),
        stated_penalty: Some(money("3000.00 EUR")),
    });
    let n = notes_for(f, date(2026, 11, 2));
    let plan = &n.commitments[0];
    // 1 April 2027 up to and including 29 February 2028 (a leap day): 11 whole months.
    assert_eq!(
        plan.remaining,
        Some(RemainingTerm {
            months: 11,
            days: 0
        })
    );
    assert_eq!(plan.months_to_pay, 11);
    // 17,432.40 USD x 0.86 = 14,991.864 EUR a month; x 11 = 164,910.504 EUR.
    assert_eq!(plan.monthly, dec!(14991.864));
    assert_eq!(plan.outstanding, dec!(164910.504));
    assert_eq!(plan.stated_penalty, None);
    let cud = &n.commitments[1];
    // 1 April to 30 June 2027: 3 months; 3 x 2,000.00 = 6,000.00; the fee stays apart.
    assert_eq!(cud.remaining, Some(RemainingTerm { months: 3, days: 0 }));
    assert_eq!(cud.outstanding, dec!(6000.00));
    assert_eq!(cud.stated_penalty, Some(dec!(3000.00)));
}

fn remaining_of(switch: Date, start: Date, end: Date) -> (Option<RemainingTerm>, u32) {
    let mut f = facts(switch);
    f.commitments[0].start = start;
    f.commitments[0].end = end;
    let n = notes_for(f, date(2026, 1, 1));
    (n.commitments[0].remaining, n.commitments[0].months_to_pay)
}

fn term(months: u32, days: u32) -> Option<RemainingTerm> {
    Some(RemainingTerm { months, days })
}

#[test]
fn the_remaining_term_counts_calendar_months_across_month_ends_and_leap_years() {
    let start = date(2025, 3, 1);
    // 15 March 2027 + 11 months = 15 February 2028; 15 to 29 February 2028 is 15 days
    // (leap year). A started month is paid in full: 12.
    assert_eq!(
        remaining_of(date(2027, 3, 15), start, date(2028, 2, 29)),
        (term(11, 15), 12)
    );
    // The same a year earlier: 15 to 28 February 2027 is 14 days.
    assert_eq!(
        remaining_of(date(2026, 3, 15), start, date(2027, 2, 28)),
        (term(11, 14), 12)
    );
    // All of February 2028 (29 days) is one month, as is all of February 2027 (28 days).
    assert_eq!(
        remaining_of(date(2028, 2, 1), start, date(2028, 2, 29)),
        (term(1, 0), 1)
    );
    assert_eq!(
        remaining_of(date(2027, 2, 1), start, date(2027, 2, 28)),
        (term(1, 0), 1)
    );
    // From 31 January: 31 January + 3 months is 30 April (April has 30 days), and the term
    // runs through 30 April, so 3 months and 1 day; 4 months to pay.
    assert_eq!(
        remaining_of(date(2027, 1, 31), start, date(2027, 4, 30)),
        (term(3, 1), 4)
    );
    // The switch on the last day of the term: one day.
    assert_eq!(
        remaining_of(date(2028, 2, 29), start, date(2028, 2, 29)),
        (term(0, 1), 1)
    );
    // A term that ended the day before the switch: nothing left.
    assert_eq!(
        remaining_of(date(2027, 4, 1), start, date(2027, 3, 31)),
        (None, 0)
    );
    // A term that starts after the switch remains whole: 1 June to 30 November 2027.
    assert_eq!(
        remaining_of(date(2027, 4, 1), date(2027, 6, 1), date(2027, 11, 30)),
        (term(6, 0), 6)
    );
}

fn validation_error(edit: impl FnOnce(&mut SwitchingFacts)) -> ValidationError {
    let mut f = facts(date(2027, 4, 1));
    edit(&mut f);
    let mut case = casefile::parse(EXAMPLE).unwrap();
    case.switching = Some(f);
    case.validate().unwrap_err()
}

#[test]
fn validation_names_the_field_that_is_wrong() {
    let e = validation_error(|f| f.commitments[0].end = date(2025, 2, 28));
    assert_eq!(e.path, "switching.commitments[0].end");
    assert_eq!(
        e.problem.to_string(),
        "the term ends on 2025-02-28, before it starts on 2025-03-01"
    );

    let e = validation_error(|f| f.commitments[0].per_month = money("100.00 GBP"));
    assert_eq!(e.path, "switching.commitments[0].per_month");
    assert!(
        e.problem
            .to_string()
            .starts_with("no exchange rate from GBP"),
        "{e}"
    );

    let e = validation_error(|f| f.commitments[0].stated_penalty = Some(money("5.00 CHF")));
    assert_eq!(e.path, "switching.commitments[0].stated_penalty");

    let e = validation_error(|f| f.commitments[0].early_termination = " ".into());
    assert_eq!(e.path, "switching.commitments[0].early_termination");

    let e = validation_error(|f| f.egress[0].tiers[1].up_to_gb = Some(gb("10240")));
    assert_eq!(e.path, "switching.egress[0].tiers[1].up_to_gb");
    assert_eq!(
        e.problem.to_string(),
        "tiers must be in ascending order of up_to_gb"
    );

    let e = validation_error(|f| f.egress[0].tiers[3].up_to_gb = Some(gb("999999")));
    assert_eq!(e.path, "switching.egress[0].tiers[3].up_to_gb");

    let e = validation_error(|f| f.egress[0].tiers.clear());
    assert_eq!(e.path, "switching.egress[0].tiers");

    let e = validation_error(|f| f.egress[0].tiers[0].per_gb = money("0.09 GBP"));
    assert_eq!(e.path, "switching.egress[0].tiers[0].per_gb");

    let e = validation_error(|f| f.egress.push(eu_egress_named(AWS)));
    assert_eq!(e.path, "switching.egress[1].provider");

    let e = validation_error(|f| f.data[2].provider = EU.into());
    assert_eq!(e.path, "switching.data[2].provider");
    assert_eq!(
        e.problem.to_string(),
        "no egress tiers for \"Example Cloud EU\": add the provider's tiers to switching.egress"
    );

    let e = validation_error(|f| f.data[1].class = DataClass::DocumentStores);
    assert_eq!(e.path, "switching.data[1].class");

    let e = validation_error(|f| f.commitments[0].provider = String::new());
    assert_eq!(e.path, "switching.commitments[0].provider");
}

fn eu_egress_named(provider: &str) -> ProviderEgress {
    ProviderEgress {
        provider: provider.into(),
        ..eu_egress()
    }
}

#[test]
fn a_negative_volume_is_refused_where_it_is_written() {
    let text = casefile::to_string(&case_with(facts(date(2027, 4, 1))));
    let bad = text.replacen("\"gb\": \"1200\"", "\"gb\": \"-1200\"", 1);
    assert_ne!(bad, text);
    let err = casefile::parse(&bad).unwrap_err();
    let casefile::CaseFileError::Field { path, message, .. } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(path, "switching.data[0].gb");
    assert_eq!(message, "-1200 must not be negative");
}

#[test]
fn switching_facts_round_trip_through_the_case_file() {
    let case = case_with(facts(date(2027, 4, 1)));
    let text = casefile::to_string(&case);
    assert!(
        text.contains("\"planned_switch\": \"2027-04-01\""),
        "{text}"
    );
    assert_eq!(casefile::parse(&text).unwrap(), case);
}

#[test]
fn the_example_case_computes_its_notes() {
    let case = casefile::parse(EXAMPLE).unwrap();
    // The report of the example's exchange-rate date, five months before the switch.
    let n = notes(&case, date(2026, 11, 2)).unwrap().unwrap();
    assert_eq!(n.planned_switch, date(2027, 4, 1));
    assert_eq!(n.phase, Phase::SwitchAfterDeadline);
    // The savings plan as in the commitment test: 11 months x 14,991.864 EUR.
    assert_eq!(n.commitments[0].remaining, term(11, 0));
    assert_eq!(n.commitments[0].outstanding, dec!(164910.504));
    // The volumes and tiers as in the egress test: 10,330 GB, 920.25 USD = 791.415 EUR.
    assert_eq!(n.egress.total_gb, dec!(10330));
    assert_eq!(n.egress.total_cost, dec!(791.415));
    assert_eq!(n.hybrid.unwrap().providers, [AWS]);
}

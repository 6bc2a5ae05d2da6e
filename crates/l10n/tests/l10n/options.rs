//! The names of the compared options (`gpucase_l10n::options::labels`): two savings plans of
//! one offer and one term read apart by their payment option in every language (issue 18).

use gpucase_core::case::{PricingModel, SavingsPlanPayment};
use gpucase_core::{Case, casefile, compare};
use gpucase_l10n::{Language, Localizer};

const EXAMPLE: &str = include_str!("../../../../examples/enterprise-assistant.gpucase");

/// The example with a second 3-year plan of its offer, paid partly upfront.
fn two_plans() -> Case {
    let mut case = casefile::parse(EXAMPLE).expect("the example parses");
    let mut plan = case.rent[0]
        .pricing
        .iter()
        .find(|m| matches!(m, PricingModel::SavingsPlan { .. }))
        .cloned()
        .expect("the example has a savings plan");
    if let PricingModel::SavingsPlan { payment, .. } = &mut plan {
        *payment = SavingsPlanPayment::PartialUpfront;
    }
    case.rent[0].pricing.push(plan);
    case.validate().expect("valid");
    case
}

#[test]
fn two_savings_plans_of_one_term_are_named_apart_in_every_language() {
    let case = two_plans();
    let comparison = compare(&case, &case.workload.profile().expect("profile")).expect("computes");
    let offer = "AWS p5e.48xlarge (8x H200)";
    for (lang, no, partial) in [
        (
            Language::En,
            "savings plan, 3 years, no upfront",
            "savings plan, 3 years, partial upfront",
        ),
        (
            Language::De,
            "Savings Plan, 3 Jahre, ohne Vorauszahlung",
            "Savings Plan, 3 Jahre, teilweise Vorauszahlung",
        ),
        (
            Language::Fr,
            "Savings Plan, 3 ans, sans paiement initial",
            "Savings Plan, 3 ans, paiement initial partiel",
        ),
        (
            Language::Nl,
            "Savings Plan, 3 jaar, zonder vooruitbetaling",
            "Savings Plan, 3 jaar, gedeeltelijke vooruitbetaling",
        ),
    ] {
        let labels = gpucase_l10n::options::labels(&Localizer::new(lang), &case, &comparison);
        let of = |payment: SavingsPlanPayment| {
            let o = comparison
                .options
                .iter()
                .find(|o| o.payment == Some(payment))
                .expect("the plan");
            labels[&o.id].clone()
        };
        let (a, b) = (
            of(SavingsPlanPayment::NoUpfront),
            of(SavingsPlanPayment::PartialUpfront),
        );
        assert_eq!(a, format!("{offer}, {no}"), "{lang:?}");
        assert_eq!(b, format!("{offer}, {partial}"), "{lang:?}");
        assert_ne!(a, b, "{lang:?}");
    }
}

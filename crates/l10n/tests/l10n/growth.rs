//! What the report and the CLI say of a demand that grows (issue 32): the work grows
//! exactly, the capacity is rounded up to whole GPUs or whole replicas, and where metrics
//! measured how busy the GPUs were, the headroom the work grows into first.

use gpucase_core::tco::growth::ReplicaGrowth;
use gpucase_core::{casefile, compare};
use gpucase_l10n::{Language, Localizer};
use rust_decimal_macros::dec;

const EXAMPLE: &str = include_str!("../../../../examples/enterprise-assistant.gpucase");

#[test]
fn the_growth_lines_say_the_unit_and_the_measured_headroom() {
    let mut case = casefile::parse(EXAMPLE).expect("the example parses");
    case.workload.growth_per_year = Some("0.20".parse().expect("a change"));
    case.validate().expect("valid");
    let mut c = compare(&case, &case.workload.profile().expect("profile")).expect("computes");
    let en = Localizer::new(Language::En);
    let lines = gpucase_l10n::tco::demand_growth(&en, &c);
    assert!(lines[0].contains("rounded up to whole GPUs"), "{lines:?}");
    assert!(
        !lines.iter().any(|l| l.contains("headroom")),
        "no headroom without metrics: {lines:?}"
    );

    // With a replica and a measured busy share of 40 %, as the engine reports them.
    c.growth_in_replicas = Some(ReplicaGrowth {
        replica_gpus: 8,
        busy: Some(dec!(0.40)),
    });
    for (lang, unit, headroom) in [
        (Language::En, "whole replicas", "a headroom of 60%"),
        (Language::De, "ganze Repliken", "ein Spielraum von 60"),
        (Language::Nl, "hele replica’s", "een ruimte van 60"),
        (Language::Fr, "répliques entières", "une marge de 60"),
    ] {
        let lines = gpucase_l10n::tco::demand_growth(&Localizer::new(lang), &c);
        assert!(lines[0].contains(unit), "{lang:?}: {lines:?}");
        assert!(lines[1].contains(headroom), "{lang:?}: {lines:?}");
        assert!(lines[1].contains("40"), "{lang:?}: {lines:?}");
    }
}

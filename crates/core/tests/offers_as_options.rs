//! Catalog offers become rent options (`gpucase_core::rent_option`) and are costed by the
//! engine as billed: the plugins' own expected offers (`plugins/*/expected/offers.json`,
//! what their recorded fixtures give) are the input, the example case the workload.

use gpucase_core::case::PricingModel;
use gpucase_core::offer::Offer;
use gpucase_core::problem::Problem;
use gpucase_core::rent_option::rent_option;
use gpucase_core::tco::{CostKind, OptionKind, RatePeriod, compare, effective_reserved_rate};
use gpucase_core::{Case, casefile};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

fn offers(plugin: &str) -> Vec<Offer> {
    let text = match plugin {
        "aws" => include_str!("../../../plugins/aws/expected/offers.json"),
        "hetzner" => include_str!("../../../plugins/hetzner/expected/offers.json"),
        "runpod" => include_str!("../../../plugins/runpod/expected/offers.json"),
        _ => unreachable!("a bundled plugin"),
    };
    serde_json::from_str(text).expect("the plugin's expected offers")
}

fn offer<'a>(all: &'a [Offer], id: &str) -> &'a Offer {
    all.iter().find(|o| o.offer_id == id).expect("the offer")
}

/// The example case with only `option` (made from `offers`, shortlisted) to rent and no
/// hybrid.
fn example_renting(option: gpucase_core::case::RentOffer, offers: &[&Offer]) -> Case {
    let mut case = casefile::parse(EXAMPLE).expect("the example");
    case.rent = vec![option];
    case.shortlist = offers.iter().map(|&o| o.clone()).collect();
    case.hybrid = None;
    case.switching = None;
    case.validate().expect("a valid case");
    case
}

#[test]
fn an_aws_instance_s_prices_become_one_option_with_a_pricing_model_each() {
    let aws = offers("aws");
    // p5.48xlarge in Stockholm: on demand, 3 years partial upfront, 1 year no upfront.
    let chosen = [
        offer(&aws, "KX3M8D5QF2PAJ6RT.JRTCKXETXF"),
        offer(&aws, "KX3M8D5QF2PAJ6RT.38NPMPTW36"),
        offer(&aws, "KX3M8D5QF2PAJ6RT.4NA7Y494T4"),
    ];
    let option = rent_option("stockholm", &chosen).expect("one instance");
    assert_eq!(option.gpus_per_instance, 8);
    assert_eq!(option.on_demand_per_instance_hour.to_string(), "57.79 USD");
    assert_eq!(
        option
            .pricing
            .iter()
            .map(PricingModel::key)
            .collect::<Vec<_>>(),
        [
            "on_demand_always",
            "on_demand_stopped",
            "reserved",
            "reserved"
        ]
    );
    let PricingModel::Reserved {
        term_years,
        rate_per_instance_hour,
        upfront_per_instance,
    } = &option.pricing[2]
    else {
        panic!("{:?}", option.pricing[2])
    };
    // The offer: 12.43 USD an hour and 326,500 USD upfront (its one-off charge), 36 months.
    assert_eq!(*term_years, 3);
    assert_eq!(rate_per_instance_hour.to_string(), "12.43 USD");
    assert_eq!(upfront_per_instance.to_string(), "326500 USD");
    // Every figure keeps the offer it came from, by key: its price and date are the
    // offer's, held once.
    let keys: Vec<String> = option.offers.iter().map(ToString::to_string).collect();
    assert_eq!(
        keys,
        [
            "aws/KX3M8D5QF2PAJ6RT.JRTCKXETXF",
            "aws/KX3M8D5QF2PAJ6RT.38NPMPTW36",
            "aws/KX3M8D5QF2PAJ6RT.4NA7Y494T4"
        ]
    );
    let shortlist = chosen.map(Clone::clone);
    let read_from = option.offers_in(&shortlist);
    assert_eq!(read_from[1].fetched_at, "2026-11-20T00:00:00Z");
    // What no AWS price list states stays marked as a default.
    assert_eq!(option.assumed, ["boot_minutes", "model_load_minutes"]);
}

#[test]
fn a_reservation_s_effective_rate_spreads_the_upfront_payment_over_the_term() {
    // 12.43 + 326,500 / 26,280 = 12.43 + 12.4239 = 24.85 USD per instance-hour (3 years
    // are 3 x 8,760 = 26,280 hours).
    let rate = effective_reserved_rate(3, dec!(12.43), dec!(326500));
    assert_eq!(rate.round_dp(2), dec!(24.85));
    assert_eq!(rate.round_dp(6), dec!(24.853896));
    // No upfront: the hourly rate as it is; all upfront: the payment over 8,760 h.
    assert_eq!(
        effective_reserved_rate(1, dec!(38.72), dec!(0)),
        dec!(38.72)
    );
    assert_eq!(
        effective_reserved_rate(1, dec!(0), dec!(299000)).round_dp(4),
        dec!(34.1324)
    );

    let aws = offers("aws");
    let chosen = [
        offer(&aws, "KX3M8D5QF2PAJ6RT.JRTCKXETXF"),
        offer(&aws, "KX3M8D5QF2PAJ6RT.38NPMPTW36"),
    ];
    let case = example_renting(rent_option("stockholm", &chosen).unwrap(), &chosen);
    let c = compare(&case, &case.workload.profile().unwrap()).unwrap();
    let reserved = c
        .options
        .iter()
        .find(|o| o.kind == OptionKind::Reserved)
        .expect("the reservation is an option");
    let r = reserved.rate.as_ref().expect("its rate");
    // In EUR at the example's 0.86: 24.853896... x 0.86 = 21.374351, 21.3744 per instance-hour.
    assert_eq!(r.amount.round_dp(4), dec!(21.3744));
    assert_eq!(r.hourly.map(|h| h.round_dp(4)), Some(dec!(10.6898)));
    assert_eq!(r.upfront, Some(dec!(280790.00)));
    assert_eq!(r.term_hours, Some(26_280));
    // One instance (the example peaks at 8 GPUs) held all 43,800 hours of 5 years:
    // 43,800 x 21.3743510... = 936,196.57 EUR; the second 3-year term runs one year past
    // the horizon: 8,760 x 21.3743510... = 187,239.31 EUR still owed.
    let item = |k| {
        reserved
            .breakdown
            .iter()
            .find(|i| i.item == k)
            .map(|i| i.amount.round_dp(2))
    };
    assert_eq!(item(CostKind::Reservation), Some(dec!(936196.57)));
    assert_eq!(
        item(CostKind::CommitmentAfterHorizon),
        Some(dec!(187239.31))
    );
}

#[test]
fn a_monthly_server_is_billed_every_month_never_per_hour() {
    let hetzner = offers("hetzner");
    let gex = offer(&hetzner, "GEX130-FSN1");
    let option = rent_option("gex130", &[gex]).unwrap();
    assert_eq!(
        option.pricing,
        [PricingModel::MonthlyBilled {
            per_instance_month: "813 EUR".parse().unwrap(),
            term_months: None,
        }]
    );
    // No hourly on-demand price: the monthly server is not turned into price / 730 h.
    assert_eq!(option.on_demand_per_instance_hour.amount(), Decimal::ZERO);
    let case = example_renting(option, &[gex]);
    let c = compare(&case, &case.workload.profile().unwrap()).unwrap();
    let monthly = c
        .options
        .iter()
        .find(|o| o.kind == OptionKind::MonthlyBilled)
        .unwrap();
    // Worked by hand: the example peaks at 8 GPUs, one per server, so 8 servers billed
    // 813.00 EUR every one of the horizon's 60 months: 8 x 813 x 60 = 390,240.00 EUR,
    // whatever the 336 productive hours of 730; the 79 EUR setup fee is charged once per
    // server: 8 x 79 = 632.00 EUR.
    let compute = monthly
        .breakdown
        .iter()
        .find(|i| i.item == CostKind::Compute)
        .unwrap();
    assert_eq!(compute.amount, dec!(390240));
    assert!(
        !compute.follows_usage,
        "a monthly bill does not follow usage"
    );
    let setup = monthly
        .breakdown
        .iter()
        .find(|i| i.item == CostKind::Setup)
        .unwrap();
    assert_eq!(setup.amount, dec!(632));
    // Allocated every hour: 8 servers x 730 h x 1 GPU per period.
    assert_eq!(monthly.billed_gpu_hours, dec!(5840));
    let rate = monthly.rate.as_ref().unwrap();
    assert_eq!(
        (rate.amount, rate.per),
        (dec!(813), RatePeriod::InstanceMonth)
    );
}

#[test]
fn offers_that_cannot_become_one_option_are_refused_naming_the_offer() {
    let aws = offers("aws");
    let other_region = rent_option(
        "x",
        &[
            offer(&aws, "KX3M8D5QF2PAJ6RT.JRTCKXETXF"),
            offer(&aws, "3D4V8UAYEMB38GU2.JRTCKXETXF"),
        ],
    )
    .unwrap_err();
    assert_eq!(other_region.offer, "aws/3D4V8UAYEMB38GU2.JRTCKXETXF");
    assert_eq!(
        other_region.problem,
        Problem::OffersNotOneInstance {
            first: "aws/KX3M8D5QF2PAJ6RT.JRTCKXETXF".into()
        }
    );
    // Spot takes the batch hours only: without the on-demand price of the same pod the
    // interactive hours have no price, and nothing is guessed.
    let runpod = offers("runpod");
    let spot = runpod
        .iter()
        .find(|o| o.price.model == gpucase_core::offer::PriceModel::Interruptible)
        .unwrap();
    let e = rent_option("y", &[spot]).unwrap_err();
    assert_eq!(e.problem, Problem::SpotNeedsOnDemand);
    assert_eq!(
        rent_option("z", &[]).unwrap_err().problem,
        Problem::NoOffers
    );
}

#[test]
fn a_figure_the_analyst_changed_is_listed_beside_the_offer_s_price() {
    let aws = offers("aws");
    let hetzner = offers("hetzner");
    let stockholm = [
        offer(&aws, "KX3M8D5QF2PAJ6RT.JRTCKXETXF"),
        offer(&aws, "KX3M8D5QF2PAJ6RT.38NPMPTW36"),
        offer(&aws, "KX3M8D5QF2PAJ6RT.4NA7Y494T4"),
    ];
    let mut option = rent_option("stockholm", &stockholm).unwrap();
    let shortlist = stockholm.map(Clone::clone);
    // As read, nothing departs from the offers.
    assert_eq!(option.departures(&shortlist), []);
    // The analyst types a negotiated on-demand rate and a different 3-year rate; the
    // one-year reservation and the upfront payment stay as offered.
    option.on_demand_per_instance_hour = "52.00 USD".parse().unwrap();
    let PricingModel::Reserved {
        rate_per_instance_hour,
        ..
    } = &mut option.pricing[2]
    else {
        panic!("{:?}", option.pricing[2])
    };
    *rate_per_instance_hour = "11.90 USD".parse().unwrap();
    let found: Vec<(String, String, String, String)> = option
        .departures(&shortlist)
        .into_iter()
        .map(|d| {
            (
                d.offer,
                d.field,
                d.offered.to_string(),
                d.in_case.to_string(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (
                "aws/KX3M8D5QF2PAJ6RT.JRTCKXETXF".to_owned(),
                "on_demand_per_instance_hour".to_owned(),
                "57.79 USD".to_owned(),
                "52.00 USD".to_owned()
            ),
            (
                "aws/KX3M8D5QF2PAJ6RT.38NPMPTW36".to_owned(),
                "pricing[2].rate_per_instance_hour".to_owned(),
                "12.43 USD".to_owned(),
                "11.90 USD".to_owned()
            ),
        ]
    );
    // A monthly server's price, and the same amount written with another scale (813.00 for
    // 813) is no change.
    let gex130 = offer(&hetzner, "GEX130-FSN1");
    let mut gex = rent_option("gex", &[gex130]).unwrap();
    let shortlist = [gex130.clone()];
    gex.pricing[0] = PricingModel::MonthlyBilled {
        per_instance_month: "813.00 EUR".parse().unwrap(),
        term_months: None,
    };
    assert_eq!(gex.departures(&shortlist), []);
    gex.pricing[0] = PricingModel::MonthlyBilled {
        per_instance_month: "790.00 EUR".parse().unwrap(),
        term_months: None,
    };
    let d = gex.departures(&shortlist);
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].field, "pricing[0].per_instance_month");
    assert_eq!(d[0].offered.to_string(), "813 EUR");
}

/// The interconnect a catalog offer states becomes the option's (issue 17), so that a
/// replica needing one NVLink domain can be placed on a catalog option: AWS's p5 family is
/// 8 SXM GPUs joined by NVSwitch (the plugin's family table), the option one domain of 8.
/// What an offer says without the domain's size (vast's bare "NVLink") stays unknown.
#[test]
fn the_interconnect_a_catalog_offer_states_becomes_the_option_s() {
    use gpucase_core::case::{Interconnect, InterconnectKind};
    let aws = offers("aws");
    let p5 = offer(&aws, "KX3M8D5QF2PAJ6RT.JRTCKXETXF");
    let option = rent_option("stockholm", &[p5]).expect("one instance");
    assert_eq!(
        option.interconnect,
        Some(Interconnect {
            kind: InterconnectKind::Sxm,
            domain_gpus: 8
        })
    );
    let mut case = example_renting(option, &[p5]);
    case.requirements = Some(gpucase_core::requirements::Requirements {
        replica: Some(gpucase_core::requirements::Replica {
            gpus: 8,
            one_nvlink_domain: true,
            memory_gb: None,
        }),
        ..Default::default()
    });
    let c = compare(&case, &case.workload.profile().expect("profile")).expect("computes");
    let always = c
        .options
        .iter()
        .find(|o| o.kind == OptionKind::OnDemandAlways)
        .expect("on demand");
    assert!(always.eligibility.eligible(), "{:?}", always.eligibility);

    let said = |text: &str, gpus: u32| {
        let mut o = p5.clone();
        o.interconnect = Some(text.to_owned());
        o.gpu.count = gpus;
        o.interconnect_kind()
    };
    assert_eq!(said("NVLink", 8), None);
    assert_eq!(
        said("H200 NVL, 4-way NVLink bridges", 8),
        Some(Interconnect {
            kind: InterconnectKind::Nvl,
            domain_gpus: 4
        })
    );
    assert_eq!(said("NVL", 4), None);
    assert_eq!(
        said("PCIe 5.0", 2),
        Some(Interconnect {
            kind: InterconnectKind::Pcie,
            domain_gpus: 1
        })
    );
    assert_eq!(said("SXM5", 1), None);
}

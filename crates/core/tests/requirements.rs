//! Requirements decide which options may be recommended (`gpucase_core::requirements`):
//! must-answer windows leave only capacity held in their hours (docs/method.md section 3, step
//! 4), GDPR data and a 24/7 service ask for an EU location, a VM or bare metal and a
//! vouched-for host (section 1), and a critical probe finding excludes its offer until the
//! analyst resolves it with a note (section 2). The input is the bundled example and the
//! plugins' own expected offers (`plugins/*/expected/offers.json`, what their recorded
//! fixtures give).

use gpucase_core::case::RentOffer;
use gpucase_core::checklist::{Checklist, Concern, OfferChecklist, ProbeRecord, RecordedFinding};
use gpucase_core::finding::{FindingKind, IsolationKind, Severity};
use gpucase_core::offer::Offer;
use gpucase_core::problem::Problem;
use gpucase_core::rent_option::rent_option;
use gpucase_core::requirements::{Exclusion, Requirement, Requirements, Resolution};
use gpucase_core::tco::{Comparison, OptionKind, compare};
use gpucase_core::{Case, casefile};

const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");
const CHAT: &str = "Chat and RAG assistant";
const BATCH: &str = "Nightly batch";

fn example() -> Case {
    casefile::parse(EXAMPLE).expect("the example")
}

fn run(case: &Case) -> Comparison {
    case.validate().expect("a valid case");
    compare(case, &case.profile().expect("a profile")).expect("computes")
}

fn must_answer(windows: &[&str]) -> Option<Requirements> {
    Some(Requirements {
        must_answer: windows.iter().map(|w| (*w).to_owned()).collect(),
        min_gpu_memory_gb: None,
        replica: None,
        spares: 0,
    })
}

fn option<'a>(c: &'a Comparison, id: &str) -> &'a gpucase_core::tco::OptionResult {
    c.options
        .iter()
        .find(|o| o.id == id)
        .unwrap_or_else(|| panic!("no option {id}"))
}

#[test]
fn a_case_without_requirements_says_so_and_compares_on_price() {
    let c = run(&example());
    assert!(!c.requirements.stated);
    assert!(c.options.iter().all(|o| o.eligibility.eligible()));
    // Without requirements the cheapest by cost per productive GPU-hour is taken, as before:
    // spot for the batch, on demand restarted every workday morning for the chat.
    assert_eq!(c.cheapest.as_deref(), Some("aws-p5e/spot_batch"));
}

#[test]
fn a_window_that_must_answer_leaves_only_capacity_held_in_its_hours() {
    let mut case = example();
    case.requirements = must_answer(&[CHAT]);
    let c = run(&case);
    assert!(c.requirements.stated);
    let restarts = Exclusion::Restarts {
        windows: vec![CHAT.to_owned()],
    };
    assert_eq!(
        option(&c, "aws-p5e/on_demand_stopped")
            .eligibility
            .excluded_by,
        std::slice::from_ref(&restarts)
    );
    // Spot for the batch, but the interactive hours are restarted every morning.
    assert_eq!(
        option(&c, "aws-p5e/spot_batch").eligibility.excluded_by,
        [restarts]
    );
    // One reserved 8-GPU instance holds the whole window; blocks hold every booked hour.
    for held in [
        "own-hgx-h200",
        "aws-p5e/on_demand_always",
        "aws-p5e/savings_plan",
        "aws-p5e/capacity_reservation",
        "aws-p5e/capacity_block",
    ] {
        assert!(option(&c, held).eligibility.eligible(), "{held}");
    }
    let best = option(&c, c.cheapest.as_deref().expect("an eligible option"));
    assert!(
        !matches!(
            best.kind,
            OptionKind::OnDemandStopped | OptionKind::SpotBatch
        ),
        "{}",
        best.id
    );
    // The hybrid rents its peaks on demand and restarts them: eligible only when its own
    // GPUs hold the whole window.
    let hybrid = option(&c, "hybrid");
    let own = hybrid.hybrid.as_ref().expect("hybrid detail").own_gpus;
    assert_eq!(hybrid.eligibility.eligible(), own >= 8, "{own} own GPUs");
}

/// The GPUs the chat window needs where the example's reservation of one 8-GPU instance
/// is all it excludes for; `None` when the reservation is excluded otherwise or not at all.
fn reservation_needs(c: &Comparison) -> Option<u32> {
    match option(c, "aws-p5e/capacity_reservation")
        .eligibility
        .excluded_by
        .as_slice()
    {
        [
            Exclusion::PartlyHeld {
                windows,
                held_gpus: 8,
                needed_gpus,
            },
        ] if windows == &[CHAT.to_owned()] => Some(*needed_gpus),
        _ => None,
    }
}

/// Issue 33: a must-answer window compared a capacity reservation with year 1 only; at a
/// growth of 60 % a year one reserved 8-GPU instance was recommended while years 2 to 5
/// need more, restarted on demand inside the window. The window needs the most GPUs its
/// hours demand in any year: 8 × 1.6^4 = 52.43 in year 5, 53 whole GPUs.
#[test]
fn a_window_that_must_answer_holds_in_every_year_of_a_growing_demand() {
    let mut case = example();
    case.requirements = must_answer(&[CHAT]);
    case.workload.growth_per_year = Some("0.60".parse().expect("a share"));
    assert_eq!(reservation_needs(&run(&case)), Some(53));
    // Without growth one instance holds the window, as before.
    case.workload.growth_per_year = None;
    assert!(
        option(&run(&case), "aws-p5e/capacity_reservation")
            .eligibility
            .eligible()
    );
}

/// Issue 33, measured: the schedule says 8 GPUs in the window, the metrics 16 busy. The
/// window needs what the measured hours demand.
#[test]
fn a_window_that_must_answer_needs_what_the_measured_hours_demand() {
    let mut case = example();
    case.requirements = must_answer(&[CHAT]);
    let mut profile = case.profile().expect("a profile");
    profile.fleet_gpus = 16;
    for s in &mut profile.slots {
        if s.workday && (7..19).contains(&s.local_hour) {
            s.productive_gpus = 16;
        }
    }
    case.validate().expect("a valid case");
    let c = compare(&case, &profile).expect("computes");
    assert_eq!(reservation_needs(&c), Some(16));
}

#[test]
fn a_batch_window_that_must_answer_excludes_spot_for_it() {
    let mut case = example();
    case.requirements = must_answer(&[BATCH]);
    let c = run(&case);
    assert_eq!(
        option(&c, "aws-p5e/spot_batch").eligibility.excluded_by,
        [Exclusion::Spot {
            windows: vec![BATCH.to_owned()]
        }]
    );
}

#[test]
fn a_requirement_naming_no_window_is_refused_with_the_windows_there_are() {
    let mut case = example();
    case.requirements = must_answer(&["Chat"]);
    let e = case.validate().expect_err("no such window");
    assert_eq!(e.path, "requirements.must_answer[0]");
    assert_eq!(
        e.problem,
        Problem::NoWindow {
            name: "Chat".into(),
            windows: format!("{CHAT:?}, {BATCH:?}"),
        }
    );
}

fn offers(plugin: &str) -> Vec<Offer> {
    let text = match plugin {
        "aws" => include_str!("../../../plugins/aws/expected/offers.json"),
        "runpod" => include_str!("../../../plugins/runpod/expected/offers.json"),
        _ => unreachable!("a bundled plugin"),
    };
    serde_json::from_str(text).expect("the plugin's expected offers")
}

fn pick<'a>(all: &'a [Offer], id: &str) -> &'a Offer {
    all.iter().find(|o| o.offer_id == id).expect("the offer")
}

const STOCKHOLM: &str = "KX3M8D5QF2PAJ6RT.JRTCKXETXF";
const STOCKHOLM_3Y: &str = "KX3M8D5QF2PAJ6RT.38NPMPTW36";
const VIRGINIA: &str = "3D4V8UAYEMB38GU2.JRTCKXETXF";
const RUNPOD: &str = "NVIDIA H100 80GB HBM3/secure/EU-RO-1/1gpu/on_demand";

/// The example's workload with three catalog options: AWS in Stockholm (on demand and
/// three years reserved), AWS in Virginia, and a RunPod container in Romania; the offers
/// shortlisted, as "Add to case" leaves them.
fn catalog_case(requirements: Option<Requirements>, concerns: Vec<Concern>) -> Case {
    let aws = offers("aws");
    let runpod = offers("runpod");
    let mut case = example();
    case.hybrid = None;
    case.switching = None;
    let chosen: [(&str, Vec<&Offer>); 3] = [
        (
            "stockholm",
            vec![pick(&aws, STOCKHOLM), pick(&aws, STOCKHOLM_3Y)],
        ),
        ("virginia", vec![pick(&aws, VIRGINIA)]),
        ("runpod", vec![pick(&runpod, RUNPOD)]),
    ];
    case.rent = chosen
        .iter()
        .map(|(id, o)| rent_option(id, o).expect("one instance"))
        .collect::<Vec<RentOffer>>();
    case.shortlist = chosen
        .iter()
        .flat_map(|(_, o)| o.iter().map(|x| (*x).clone()))
        .collect();
    case.requirements = requirements;
    case.checklist = Some(Checklist {
        concerns,
        offers: case.shortlist.iter().map(OfferChecklist::of).collect(),
    });
    case
}

fn ids_excluded(c: &Comparison) -> Vec<&str> {
    c.options
        .iter()
        .filter(|o| !o.eligibility.eligible())
        .map(|o| o.id.as_str())
        .collect()
}

#[test]
fn gdpr_data_asks_for_the_eu_a_vm_and_a_host_the_provider_owns_or_verified() {
    let c = run(&catalog_case(None, vec![Concern::GdprData]));
    assert!(c.requirements.stated);
    let virginia = format!("aws/{VIRGINIA}");
    assert_eq!(
        option(&c, "virginia/on_demand_always")
            .eligibility
            .excluded_by,
        [Exclusion::OutsideEu {
            offer: virginia,
            country: "US".into()
        }]
    );
    // RunPod's secure cloud is in Romania and verified, but a container.
    assert_eq!(
        option(&c, "runpod/on_demand_stopped")
            .eligibility
            .excluded_by,
        [Exclusion::Container {
            offer: format!("runpod/{RUNPOD}"),
            concern: Concern::GdprData,
        }]
    );
    assert!(option(&c, "stockholm/reserved").eligibility.eligible());
    assert!(
        c.cheapest
            .as_deref()
            .is_some_and(|id| id.starts_with("stockholm/") || id == "own-hgx-h200"),
        "{:?}",
        c.cheapest
    );
}

/// Issue 33: an option priced from an offer the shortlist does not hold was checked only
/// against the shortlisted offer beside it (an EU VM) and recommended. Since issue 36 the
/// shortlist holds the price of every offer an option is read from, so a case without it is
/// refused at the reference; the engine, handed one all the same, still checks every offer:
/// what the missing one states is not in the case.
#[test]
fn an_option_priced_from_an_offer_outside_the_shortlist_is_not_vouched_for_by_the_rest() {
    let mut case = catalog_case(None, vec![Concern::GdprData]);
    let reserved = format!("aws/{STOCKHOLM_3Y}");
    case.shortlist.retain(|o| o.offer_id != STOCKHOLM_3Y);
    if let Some(checklist) = case.checklist.as_mut() {
        checklist.offers.retain(|c| c.offer != reserved);
    }
    let refused = case
        .validate()
        .expect_err("an option's offer is not shortlisted");
    assert_eq!(refused.path, "rent[0].offers[1]");
    assert_eq!(
        refused.problem.to_string(),
        format!("{reserved} is not in the shortlist")
    );
    let unchecked =
        |case: &Case| compare(case, &case.profile().expect("a profile")).expect("computes");
    let c = unchecked(&case);
    assert_eq!(
        option(&c, "stockholm/reserved").eligibility.excluded_by,
        [Exclusion::OfferNotShortlisted {
            offer: reserved.clone(),
            requirement: Requirement::GdprData,
        }]
    );
    assert!(
        c.cheapest
            .as_deref()
            .is_none_or(|id| !id.starts_with("stockholm/")),
        "{:?}",
        c.cheapest
    );
    // Without a requirement that asks what an offer states, nothing is asked of it.
    let mut plain = case.clone();
    plain.checklist = None;
    let c = unchecked(&plain);
    assert!(option(&c, "stockholm/reserved").eligibility.eligible());
}

#[test]
fn a_minimum_gpu_memory_excludes_smaller_gpus_and_options_typed_without_an_offer() {
    let mut case = catalog_case(
        Some(Requirements {
            must_answer: vec![],
            min_gpu_memory_gb: Some("141".parse().expect("a quantity")),
            replica: None,
            spares: 0,
        }),
        vec![],
    );
    let c = run(&case);
    assert_eq!(
        option(&c, "stockholm/on_demand_always")
            .eligibility
            .excluded_by,
        [Exclusion::GpuMemoryShort {
            offer: format!("aws/{STOCKHOLM}"),
            vram_gb: "80".parse().expect("a quantity"),
            min_gb: "141".parse().expect("a quantity"),
        }]
    );
    // The example's hand-typed option names no offer: its GPU memory is unknown.
    case.rent.extend(example().rent);
    let c = run(&case);
    let min = Requirement::MinGpuMemory {
        gb: "141".parse().expect("a quantity"),
    };
    assert_eq!(
        option(&c, "aws-p5e/on_demand_always")
            .eligibility
            .excluded_by,
        [Exclusion::NoOffer {
            requirement: min.clone()
        }]
    );
    // The own quote does not state its memory either: unknown, not assumed.
    assert_eq!(
        option(&c, "own-hgx-h200").eligibility.excluded_by,
        [Exclusion::GpuMemoryUnknown {
            offer: "own-hgx-h200".into(),
            min_gb: "141".parse().expect("a quantity"),
        }]
    );
    assert_eq!(c.cheapest, None);
    // Stated as the H200's 141 GB, only the own quote is left; as an H100's 80 GB, it is short.
    case.own[0].gpu_memory_gb = Some("141".parse().expect("a quantity"));
    let c = run(&case);
    assert_eq!(c.cheapest.as_deref(), Some("own-hgx-h200"));
    assert!(c.requirements.would_change.is_empty());
    case.own[0].gpu_memory_gb = Some("80".parse().expect("a quantity"));
    let c = run(&case);
    assert_eq!(
        option(&c, "own-hgx-h200").eligibility.excluded_by,
        [Exclusion::GpuMemoryShort {
            offer: "own-hgx-h200".into(),
            vram_gb: "80".parse().expect("a quantity"),
            min_gb: "141".parse().expect("a quantity"),
        }]
    );
}

fn probe_against(case: &mut Case, offer: &str, probed_at: &str) {
    let checklist = case.checklist.as_mut().expect("a checklist");
    let c = checklist
        .offers
        .iter_mut()
        .find(|c| c.offer == offer)
        .expect("the offer's checklist");
    c.record_probe(ProbeRecord {
        probed_at: probed_at.into(),
        isolation: "container".into(),
        allocation: "whole GPUs".into(),
        seen_isolation: None,
        seen_allocation: None,
        findings: vec![RecordedFinding::Finding {
            severity: Severity::Critical,
            finding: FindingKind::IsolationWeaker {
                offered: IsolationKind::VirtualMachine,
                delivered: IsolationKind::Container,
            },
        }],
    });
}

fn resolve(case: &mut Case, offer: &str, probed_at: &str) {
    let checklist = case.checklist.as_mut().expect("a checklist");
    let c = checklist
        .offers
        .iter_mut()
        .find(|c| c.offer == offer)
        .expect("the offer's checklist");
    c.resolution = Some(Resolution {
        note: "Provider confirmed a VM on the replacement host, ticket 4711".into(),
        probed_at: Some(probed_at.into()),
    });
}

#[test]
fn a_critical_probe_finding_excludes_its_offer_until_resolved_with_a_note() {
    // Only the AWS options, so that the recommended one is an AWS offer.
    let mut case = catalog_case(must_answer(&[CHAT]), vec![]);
    case.own.clear();
    case.rent.retain(|r| r.id != "runpod");
    let before = run(&case);
    let recommended = before.cheapest.clone().expect("an eligible option");
    let rent_id = recommended.split('/').next().expect("rent id").to_owned();
    let offer = case
        .rent
        .iter()
        .find(|r| r.id == rent_id)
        .expect("the rent option")
        .offers[0]
        .to_string();

    probe_against(&mut case, &offer, "2026-11-30T10:00:00Z");
    let found = run(&case);
    let excluded = option(&found, &recommended);
    assert_eq!(
        excluded.eligibility.excluded_by,
        [Exclusion::ProbeContradiction {
            offer: offer.clone(),
            probed_at: "2026-11-30T10:00:00Z".into(),
            finding: FindingKind::IsolationWeaker {
                offered: IsolationKind::VirtualMachine,
                delivered: IsolationKind::Container,
            },
        }]
    );
    assert_ne!(found.cheapest.as_deref(), Some(recommended.as_str()));
    assert!(ids_excluded(&found).contains(&recommended.as_str()));

    // A note for another probe run does not resolve this one.
    resolve(&mut case, &offer, "2026-11-01T10:00:00Z");
    assert_ne!(run(&case).cheapest.as_deref(), Some(recommended.as_str()));

    resolve(&mut case, &offer, "2026-11-30T10:00:00Z");
    let resolved = run(&case);
    assert_eq!(resolved.cheapest.as_deref(), Some(recommended.as_str()));
    let o = option(&resolved, &recommended);
    assert!(o.eligibility.eligible());
    assert_eq!(o.eligibility.resolved.len(), 1);
    assert_eq!(
        o.eligibility.resolved[0].note,
        "Provider confirmed a VM on the replacement host, ticket 4711"
    );
}

/// Issue 33: one note lifted a probe run that found a container, another GPU and 2 of 8
/// GPUs, and eligibility went back to the offer's claims. A note lifts a finding's
/// exclusion; what was measured stays measured: the container counts as a container under
/// the GDPR, and fewer GPUs than offered excludes until a probe run finds otherwise.
#[test]
fn a_note_does_not_lift_what_a_probe_measured() {
    let mut case = catalog_case(None, vec![Concern::GdprData]);
    case.own.clear();
    let offer = format!("aws/{STOCKHOLM}");
    assert!(
        run(&case)
            .options
            .iter()
            .any(|o| o.id.starts_with("stockholm/") && o.eligibility.eligible())
    );
    let at = "2026-11-30T10:00:00Z";
    probe_against(&mut case, &offer, at);
    resolve(&mut case, &offer, at);
    let c = run(&case);
    let o = option(&c, "stockholm/on_demand_always");
    assert_eq!(
        o.eligibility.excluded_by,
        [Exclusion::Container {
            offer: offer.clone(),
            concern: Concern::GdprData,
        }],
        "the measured container stays a container"
    );

    // Fewer GPUs than offered: measured, so the note lifts nothing, with or without GDPR.
    let mut case = catalog_case(None, vec![]);
    case.own.clear();
    let checklist = case.checklist.as_mut().expect("a checklist");
    let entry = checklist
        .offers
        .iter_mut()
        .find(|c| c.offer == offer)
        .expect("the offer's checklist");
    let short = FindingKind::GpuCountDiffers {
        offered: 8,
        visible: 2,
    };
    entry.record_probe(ProbeRecord {
        probed_at: at.into(),
        isolation: "a VM".into(),
        allocation: "whole GPUs".into(),
        seen_isolation: None,
        seen_allocation: None,
        findings: vec![RecordedFinding::Finding {
            severity: Severity::Critical,
            finding: short.clone(),
        }],
    });
    resolve(&mut case, &offer, at);
    let c = run(&case);
    assert_eq!(
        option(&c, "stockholm/on_demand_always")
            .eligibility
            .excluded_by,
        [Exclusion::ProbeContradiction {
            offer: offer.clone(),
            probed_at: at.into(),
            finding: short,
        }]
    );
}

#[test]
fn when_no_option_meets_the_requirements_none_is_recommended_and_it_says_what_would_change() {
    let mut case = catalog_case(must_answer(&[CHAT]), vec![Concern::GdprData]);
    case.own.clear();
    // Only what GDPR or the window rules out.
    case.rent.retain(|r| r.id != "stockholm");
    let c = run(&case);
    assert_eq!(c.cheapest, None);
    let gdpr = c
        .requirements
        .would_change
        .iter()
        .find(|r| r.requirement == Requirement::GdprData)
        .expect("dropping GDPR would help");
    // Held every hour, Virginia (in the US) and RunPod (a container) are out only for GDPR;
    // their stopped options are restarted before the chat window as well.
    assert_eq!(
        gdpr.options,
        ["virginia/on_demand_always", "runpod/on_demand_always"]
    );
    // Dropping the window alone helps no option (each is outside the EU or a container), so
    // it is not offered as a change.
    assert!(
        c.requirements.would_change.iter().all(|r| r.requirement
            != Requirement::MustAnswer {
                window: CHAT.into()
            }),
        "{:?}",
        c.requirements.would_change
    );
}

#[test]
fn open_checklist_questions_of_the_offers_behind_options_are_listed() {
    let c = run(&catalog_case(None, vec![]));
    // Every open question belongs to an offer behind an option and is unanswered there.
    let case = catalog_case(None, vec![]);
    let checklists = gpucase_core::checklist::of_case(&case);
    assert!(!c.requirements.open_questions.is_empty());
    for q in &c.requirements.open_questions {
        let list = checklists
            .iter()
            .find(|l| l.offer == q.offer)
            .expect("a shortlisted offer");
        assert!(list.unknowns().any(|a| a.question == q.question));
    }
}

#[test]
fn an_offer_the_catalog_withdrew_excludes_the_options_costed_at_its_price() {
    let mut case = catalog_case(None, vec![]);
    // What a refresh of the case's prices leaves when the catalog no longer has the
    // three-year reservation: the shortlisted offer is marked, its figures its last ones.
    case.shortlist
        .iter_mut()
        .find(|o| o.offer_id == STOCKHOLM_3Y)
        .expect("the reservation's offer")
        .withdrawn = true;
    let c = run(&case);
    // Without requirements stated, a withdrawn offer still cannot be recommended: its price
    // can no longer be bought. Only the reservation is costed at it; on demand in Stockholm
    // is still on offer.
    assert_eq!(
        option(&c, "stockholm/reserved").eligibility.excluded_by,
        [Exclusion::Withdrawn {
            offer: format!("aws/{STOCKHOLM_3Y}"),
        }]
    );
    for id in ["stockholm/on_demand_always", "stockholm/on_demand_stopped"] {
        assert!(option(&c, id).eligibility.eligible(), "{id}");
    }
    assert_ne!(c.cheapest.as_deref(), Some("stockholm/reserved"));
    // With every offer of its on-demand price withdrawn too, no Stockholm option is left.
    let stockholm = case.rent[0].offers.clone();
    for o in &mut case.shortlist {
        if stockholm.contains(&o.key()) {
            o.withdrawn = true;
        }
    }
    let c = run(&case);
    for id in ["stockholm/on_demand_always", "stockholm/on_demand_stopped"] {
        assert_eq!(
            option(&c, id).eligibility.excluded_by,
            [Exclusion::Withdrawn {
                offer: format!("aws/{STOCKHOLM}"),
            }],
            "{id}"
        );
    }
}

/// The example with its own server an 8-GPU SXM board, its rented instance four H200 NVL
/// cards on 4-way bridges (one domain of 4), and one replica of `gpus` GPUs in one NVLink
/// domain.
fn joined(gpus: u32) -> Case {
    use gpucase_core::case::{Interconnect, InterconnectKind};
    let mut case = casefile::parse(EXAMPLE).expect("the example parses");
    case.own[0].interconnect = Some(Interconnect {
        kind: InterconnectKind::Sxm,
        domain_gpus: 8,
    });
    case.rent[0].gpus_per_instance = 4;
    case.rent[0].interconnect = Some(Interconnect {
        kind: InterconnectKind::Nvl,
        domain_gpus: 4,
    });
    case.requirements = Some(Requirements {
        must_answer: vec![],
        min_gpu_memory_gb: None,
        replica: Some(gpucase_core::requirements::Replica {
            gpus,
            one_nvlink_domain: true,
            memory_gb: None,
        }),
        spares: 0,
    });
    case
}

#[test]
fn a_replica_of_eight_gpus_in_one_nvlink_domain_rules_out_every_nvl_option() {
    let c = run(&joined(8));
    for o in &c.options {
        let reasons = &o.eligibility.excluded_by;
        if o.id == "own-hgx-h200" {
            assert!(
                reasons.is_empty(),
                "the SXM server holds the replica: {reasons:?}"
            );
        } else if o.id == "hybrid" && o.hybrid.as_ref().is_some_and(|h| h.own_gpus == 8) {
            assert!(reasons.is_empty(), "{reasons:?}");
        } else {
            // The 4-card NVL instance cannot place an 8-GPU replica at all.
            assert!(
                reasons.contains(&Exclusion::ReplicaTooLarge {
                    machine_gpus: 4,
                    replica_gpus: 8
                }),
                "{}: {reasons:?}",
                o.id
            );
        }
    }
    assert_eq!(c.cheapest.as_deref(), Some("own-hgx-h200"));
    // An 8-card NVL server of two 4-way domains: the replica fits the machine, not a domain.
    let mut case = joined(8);
    case.rent[0].gpus_per_instance = 8;
    let c = run(&case);
    let stopped = option(&c, "aws-p5e/on_demand_stopped");
    assert_eq!(
        stopped.eligibility.excluded_by,
        vec![Exclusion::DomainTooSmall {
            interconnect: gpucase_core::case::InterconnectKind::Nvl,
            domain_gpus: 4,
            replica_gpus: 8,
        }]
    );
}

#[test]
fn a_replica_of_four_gpus_fits_a_four_way_nvl_domain() {
    let c = run(&joined(4));
    for o in &c.options {
        assert!(
            o.eligibility.excluded_by.is_empty(),
            "{}: {:?}",
            o.id,
            o.eligibility
        );
    }
    // Without the interconnect stated, the rented option is unknown on it, and says so.
    let mut case = joined(4);
    case.rent[0].interconnect = None;
    let c = run(&case);
    assert_eq!(
        option(&c, "aws-p5e/on_demand_always")
            .eligibility
            .excluded_by,
        vec![Exclusion::InterconnectUnknown { replica_gpus: 4 }]
    );
}

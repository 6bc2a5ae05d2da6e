//! Which options the case's requirements exclude (docs/method.md section 3, step 4, and
//! sections 1 and 2): [`assess`] reads the case (requirements, checklist concerns,
//! shortlist, probe records and their resolutions) and the engine's costed options, and
//! says for each what excludes it; the comparison's cheapest option is the cheapest
//! eligible one. The requirements themselves and what an exclusion is are
//! `crate::requirements`'s; this is the engine's reading of them.

use std::collections::BTreeSet;

use crate::case::{Case, PricingModel, RentOffer, Usage};
use crate::checklist::{Concern, OfferChecklist, ProbeRecord, RecordedFinding, Source};
use crate::finding::{FindingKind, Severity};
use crate::offer::{HostStatus, Isolation, Offer};
use crate::quantity::Quantity;
use crate::requirements::{
    Assessment, Eligibility, Exclusion, OpenQuestion, Relaxation, Requirement, Requirements,
    Resolved,
};
use crate::workload::WindowKind;

use super::OptionResult;

/// Where a costed option came from, for [`assess`].
pub(crate) enum Origin<'a> {
    Own(&'a crate::case::OwnQuote),
    Rent(&'a RentOffer, &'a PricingModel),
    Hybrid { rent: Option<&'a RentOffer> },
}

struct Windows<'a> {
    /// Must-answer windows: name, kind, GPUs.
    list: Vec<(&'a str, WindowKind, u32)>,
}

impl Windows<'_> {
    fn names(&self, keep: impl Fn(WindowKind, u32) -> bool) -> Vec<String> {
        self.list
            .iter()
            .filter(|(_, kind, gpus)| keep(*kind, *gpus))
            .map(|(name, ..)| (*name).to_owned())
            .collect()
    }

    fn needing_more_than(&self, held: u32) -> Option<Exclusion> {
        let windows = self.names(|_, gpus| gpus > held);
        let needed = self
            .list
            .iter()
            .map(|(_, _, g)| *g)
            .max()
            .unwrap_or_default();
        (!windows.is_empty()).then_some(Exclusion::PartlyHeld {
            windows,
            held_gpus: held,
            needed_gpus: needed,
        })
    }
}

/// What excludes each option (in the order of `options`), and the assessment of the case.
/// `profiles` are the demand the options are costed on: year 1's, and each year's of a
/// growing demand. A must-answer window needs, from what holds capacity, the most GPUs its
/// hours demand in any of them: the schedule's figure in year 1, the grown one later, the
/// measured one where metrics are in use.
pub(crate) fn assess(
    case: &Case,
    options: &[(OptionResult, Origin<'_>)],
    profiles: &[&crate::workload::HourlyProfile],
) -> (Vec<Eligibility>, Assessment) {
    let stated = case.requirements.clone().unwrap_or_default();
    let concerns: Vec<Concern> = case
        .checklist
        .as_ref()
        .map(|c| c.concerns.clone())
        .unwrap_or_default();
    let windows = Windows {
        list: case
            .workload
            .windows
            .iter()
            .filter(|w| stated.must_answer.contains(&w.name))
            .map(|w| {
                let needed = profiles
                    .iter()
                    .filter_map(|p| w.peak_in(p))
                    .max()
                    .unwrap_or(w.gpus);
                (w.name.as_str(), w.kind, needed)
            })
            .collect(),
    };
    let checklists = crate::checklist::of_case(case);
    let mut eligibility = Vec::with_capacity(options.len());
    for (result, origin) in options {
        let mut found = Vec::new();
        match origin {
            Origin::Own(quote) => {
                found.extend(placement(
                    &stated,
                    quote.slots(),
                    quote.interconnect,
                    result.replica,
                ));
                found.extend(quote_memory(&stated, quote));
            }
            Origin::Rent(offer, model) => {
                found.extend(placement(
                    &stated,
                    offer.gpus_per_instance,
                    offer.interconnect,
                    result.replica,
                ));
                found.extend(withdrawn(case, offer, model));
                found.extend(timing(&windows, offer, model));
                found.extend(offer_facts(case, &checklists, offer, &stated, &concerns));
            }
            Origin::Hybrid { rent } => {
                let own = result.hybrid.as_ref().map_or(0, |h| h.own_gpus);
                if own > 0
                    && let Some(quote) = case
                        .hybrid
                        .as_ref()
                        .and_then(|h| case.own.iter().find(|q| q.id == h.own))
                {
                    found.extend(placement(
                        &stated,
                        quote.slots(),
                        quote.interconnect,
                        crate::tco::ReplicaSizing::of(case, quote.gpu_memory_gb),
                    ));
                    found.extend(quote_memory(&stated, quote));
                }
                if own < result_peak(result, case) {
                    if let Some(offer) = rent {
                        found.extend(placement(
                            &stated,
                            offer.gpus_per_instance,
                            offer.interconnect,
                            crate::tco::ReplicaSizing::of(case, offer.gpu_memory_gb),
                        ));
                    }
                    found.extend(windows.needing_more_than(own));
                    if let Some(offer) = rent {
                        // The rented part runs on demand, stopped when idle.
                        let stopped = PricingModel::OnDemandStopped {
                            starts_per_day: None,
                        };
                        found.extend(withdrawn(case, offer, &stopped));
                        found.extend(offer_facts(case, &checklists, offer, &stated, &concerns));
                    }
                }
            }
        }
        eligibility.push(resolve(found, &checklists));
    }
    let open_questions = open_questions(case, &checklists);
    let mut assessment = Assessment {
        stated: case.requirements.as_ref().is_some_and(|r| !r.is_empty()) || !concerns.is_empty(),
        requirements: stated,
        concerns,
        open_questions,
        would_change: Vec::new(),
    };
    let serves: Vec<bool> = options
        .iter()
        .map(|(o, _)| o.covers_demand() && o.cost_per_productive_gpu_hour.is_some())
        .collect();
    let none_eligible = !serves
        .iter()
        .zip(&eligibility)
        .any(|(s, e)| *s && e.eligible());
    if none_eligible && serves.iter().any(|s| *s) {
        assessment.would_change = relaxations(options, &eligibility, &serves, &assessment);
    }
    (eligibility, assessment)
}

/// The own quote's memory per GPU against the required minimum: too little, or not stated.
fn quote_memory(stated: &Requirements, quote: &crate::case::OwnQuote) -> Option<Exclusion> {
    let min_gb = stated.min_gpu_memory_gb?;
    match quote.gpu_memory_gb {
        Some(vram_gb) if vram_gb >= min_gb => None,
        Some(vram_gb) => Some(Exclusion::GpuMemoryShort {
            offer: quote.id.clone(),
            vram_gb,
            min_gb,
        }),
        None => Some(Exclusion::GpuMemoryUnknown {
            offer: quote.id.clone(),
            min_gb,
        }),
    }
}

/// Whether one replica of the model fits a server or instance of `machine_gpus` joined by
/// `interconnect`: all its GPUs on the machine, and in one NVLink domain when it asks for
/// one (an 8-GPU replica in one domain needs SXM with NVSwitch; NVL bridges join 4 at most).
/// With a replica's memory stated, a replica runs on the option's own count (`sizing`), and
/// an option whose GPU memory is unknown cannot be sized.
fn placement(
    stated: &Requirements,
    machine_gpus: u32,
    interconnect: Option<crate::case::Interconnect>,
    sizing: Option<crate::tco::ReplicaSizing>,
) -> Vec<Exclusion> {
    let Some(replica) = stated.replica else {
        return Vec::new();
    };
    let mut found = Vec::new();
    if let (Some(s), Some(memory_gb)) = (sizing, replica.memory_gb)
        && !s.memory_known
    {
        found.push(Exclusion::ReplicaMemoryUnknown { memory_gb });
    }
    let gpus = sizing.map_or(replica.gpus, |s| s.option_gpus);
    if gpus > machine_gpus {
        found.push(Exclusion::ReplicaTooLarge {
            machine_gpus,
            replica_gpus: gpus,
        });
        return found;
    }
    if !replica.one_nvlink_domain || gpus <= 1 {
        return found;
    }
    match interconnect {
        None => found.push(Exclusion::InterconnectUnknown { replica_gpus: gpus }),
        Some(ic) if ic.domain_gpus < gpus => found.push(Exclusion::DomainTooSmall {
            interconnect: ic.kind,
            domain_gpus: ic.domain_gpus,
            replica_gpus: gpus,
        }),
        Some(_) => {}
    }
    found
}

/// The most GPUs the hybrid would have to rent: the workload's peak.
fn result_peak(result: &OptionResult, case: &Case) -> u32 {
    result
        .hybrid
        .as_ref()
        .and_then(|h| h.curve.last().map(|p| p.own_gpus))
        .unwrap_or(case.workload.gpus)
}

/// What the pricing model's way of holding capacity means for the must-answer windows.
fn timing(windows: &Windows<'_>, offer: &RentOffer, model: &PricingModel) -> Option<Exclusion> {
    if windows.list.is_empty() {
        return None;
    }
    let all = || windows.names(|_, _| true);
    match model {
        PricingModel::OnDemandStopped { .. }
        | PricingModel::SavingsPlan {
            usage: Usage::StoppedWhenIdle,
            ..
        } => Some(Exclusion::Restarts { windows: all() }),
        PricingModel::SpotBatch { .. } => {
            let batch = windows.names(|kind, _| kind == WindowKind::Batch);
            if batch.is_empty() {
                Some(Exclusion::Restarts { windows: all() })
            } else {
                Some(Exclusion::Spot { windows: batch })
            }
        }
        PricingModel::CapacityReservation {
            reserved_instances, ..
        } => windows.needing_more_than(reserved_instances.saturating_mul(offer.gpus_per_instance)),
        PricingModel::OnDemandAlways {}
        | PricingModel::SavingsPlan {
            usage: Usage::Always,
            ..
        }
        | PricingModel::CapacityBlock { .. }
        | PricingModel::Reserved { .. }
        | PricingModel::MonthlyBilled { .. } => None,
    }
}

/// The withdrawn offers whose price `model` is costed at: an hourly on-demand price serves
/// every model that runs on demand (overflow and the interactive hours of spot included); a
/// reservation's price its term's reserved model; a monthly price the monthly server; a
/// spot price the spot model. A withdrawn reservation leaves on demand eligible.
fn withdrawn(case: &Case, rent: &RentOffer, model: &PricingModel) -> Vec<Exclusion> {
    let mut found = Vec::new();
    for o in rent.offers_in(&case.shortlist) {
        if o.withdrawn && crate::rent_option::costed_at(model, &o.price) {
            push_once(
                &mut found,
                Exclusion::Withdrawn {
                    offer: o.key().to_string(),
                },
            );
        }
    }
    found
}

/// What the offers behind a rent option say (or leave unsaid) against the requirements, and
/// what probes found in them.
fn offer_facts(
    case: &Case,
    checklists: &[OfferChecklist],
    rent: &RentOffer,
    stated: &Requirements,
    concerns: &[Concern],
) -> Vec<Exclusion> {
    let mut found = Vec::new();
    let keys: BTreeSet<String> = rent.offers.iter().map(ToString::to_string).collect();
    let offers: Vec<&Offer> = case
        .shortlist
        .iter()
        .filter(|o| keys.contains(&crate::checklist::offer_key(o)))
        .collect();
    let asks = first_asked(stated, concerns);
    if keys.is_empty() {
        if let Some(requirement) = asks {
            found.push(Exclusion::NoOffer { requirement });
        }
        return found;
    }
    // An offer the option is priced from but the shortlist does not hold: what it states
    // is not in the case, so it cannot pass for the shortlisted offers beside it.
    if let Some(requirement) = &asks {
        let held: BTreeSet<String> = offers
            .iter()
            .map(|o| crate::checklist::offer_key(o))
            .collect();
        for key in keys.difference(&held) {
            found.push(Exclusion::OfferNotShortlisted {
                offer: key.clone(),
                requirement: requirement.clone(),
            });
        }
    }
    // The isolation and host rules: GDPR data asks for them first.
    let concern = [Concern::GdprData, Concern::Service24x7]
        .into_iter()
        .find(|c| concerns.contains(c));
    for offer in offers {
        let key = crate::checklist::offer_key(offer);
        if concerns.contains(&Concern::GdprData) {
            location(&mut found, offer, &key);
        }
        let probe = checklists
            .iter()
            .find(|c| c.offer == key)
            .and_then(|c| c.probe.as_ref());
        if let Some(concern) = concern {
            isolation_and_host(&mut found, offer, &key, probe, concern);
        }
        if let Some(min_gb) = stated.min_gpu_memory_gb {
            gpu_memory(&mut found, offer, &key, min_gb);
        }
        if let Some(probe) = probe {
            probe_contradictions(&mut found, probe, &key);
        }
    }
    found
}

/// The first requirement that asks what an offer states.
fn first_asked(stated: &Requirements, concerns: &[Concern]) -> Option<Requirement> {
    if concerns.contains(&Concern::GdprData) {
        Some(Requirement::GdprData)
    } else if concerns.contains(&Concern::Service24x7) {
        Some(Requirement::Service24x7)
    } else {
        stated
            .min_gpu_memory_gb
            .map(|gb| Requirement::MinGpuMemory { gb })
    }
}

/// Where the offer's machine is, for GDPR data: outside the EU and EEA, or not stated.
fn location(found: &mut Vec<Exclusion>, offer: &Offer, key: &str) {
    match (offer.location.eu_eea(), &offer.location.country) {
        (Some(false), Some(country)) => push_once(
            found,
            Exclusion::OutsideEu {
                offer: key.to_owned(),
                country: country.clone(),
            },
        ),
        (Some(true), _) => {}
        _ => push_once(
            found,
            Exclusion::LocationUnknown {
                offer: key.to_owned(),
            },
        ),
    }
}

/// What isolates the offer's tenants and who runs its host, against `concern`; the
/// isolation `probe` measured stands in for the offer's.
fn isolation_and_host(
    found: &mut Vec<Exclusion>,
    offer: &Offer,
    key: &str,
    probe: Option<&ProbeRecord>,
    concern: Concern,
) {
    match measured_isolation(probe)
        .as_ref()
        .unwrap_or(&offer.isolation)
    {
        Isolation::BareMetal | Isolation::Vm => {}
        Isolation::Container => push_once(
            found,
            Exclusion::Container {
                offer: key.to_owned(),
                concern,
            },
        ),
        Isolation::Unknown { .. } => push_once(
            found,
            Exclusion::IsolationUnknown {
                offer: key.to_owned(),
                concern,
            },
        ),
    }
    match offer.host_status {
        HostStatus::ProviderOwned | HostStatus::Verified => {}
        HostStatus::Unknown => push_once(
            found,
            Exclusion::HostUnknown {
                offer: key.to_owned(),
                concern,
            },
        ),
        status @ (HostStatus::Unverified | HostStatus::Revoked) => push_once(
            found,
            Exclusion::HostNotVouched {
                offer: key.to_owned(),
                status,
                concern,
            },
        ),
    }
}

/// The weaker isolation the latest probe run found, where it found one.
fn measured_isolation(probe: Option<&ProbeRecord>) -> Option<Isolation> {
    // What the latest probe run measured stands in for what the offer claims: a
    // container found where a VM was offered is a container under the rules below, and
    // no note lifts it.
    probe?.findings.iter().find_map(|f| match f {
        RecordedFinding::Finding {
            finding: FindingKind::IsolationWeaker { delivered, .. },
            ..
        } => Some(match delivered {
            crate::finding::IsolationKind::BareMetal => Isolation::BareMetal,
            crate::finding::IsolationKind::VirtualMachine => Isolation::Vm,
            crate::finding::IsolationKind::Container => Isolation::Container,
        }),
        _ => None,
    })
}

/// The offer's memory per GPU against the `min_gb` the case requires.
fn gpu_memory(found: &mut Vec<Exclusion>, offer: &Offer, key: &str, min_gb: Quantity) {
    match offer.gpu.vram_gb {
        Some(vram_gb) if vram_gb >= min_gb => {}
        Some(vram_gb) => push_once(
            found,
            Exclusion::GpuMemoryShort {
                offer: key.to_owned(),
                vram_gb,
                min_gb,
            },
        ),
        None => push_once(
            found,
            Exclusion::GpuMemoryUnknown {
                offer: key.to_owned(),
                min_gb,
            },
        ),
    }
}

/// The critical findings of the offer's latest probe run.
fn probe_contradictions(found: &mut Vec<Exclusion>, probe: &ProbeRecord, key: &str) {
    for f in &probe.findings {
        if let RecordedFinding::Finding {
            severity: Severity::Critical,
            finding,
        } = f
        {
            push_once(
                found,
                Exclusion::ProbeContradiction {
                    offer: key.to_owned(),
                    probed_at: probe.probed_at.clone(),
                    finding: finding.clone(),
                },
            );
        }
    }
}

/// Adds `e` unless the list has it, or, for what an offer states or leaves unsaid, unless
/// another offer of the same instance said the same (the offers behind one option are one
/// instance: its reserved price says what its on-demand price says).
fn push_once(list: &mut Vec<Exclusion>, e: Exclusion) {
    let per_offer = matches!(
        e,
        Exclusion::ProbeContradiction { .. } | Exclusion::Withdrawn { .. }
    );
    let said = list.iter().any(|x| {
        x == &e || (!per_offer && std::mem::discriminant(x) == std::mem::discriminant(&e))
    });
    if !said {
        list.push(e);
    }
}

/// Splits what was found into what excludes and what the analyst resolved.
fn resolve(found: Vec<Exclusion>, checklists: &[OfferChecklist]) -> Eligibility {
    let mut out = Eligibility::default();
    for e in found {
        let resolution = e
            .offer()
            .and_then(|offer| checklists.iter().find(|c| c.offer == offer))
            .and_then(|c| c.resolution.as_ref())
            .filter(|r| e.resolvable_by(r));
        match resolution {
            Some(r) => out.resolved.push(Resolved {
                exclusion: e,
                note: r.note.clone(),
            }),
            None => out.excluded_by.push(e),
        }
    }
    out
}

/// The unanswered checklist questions of the offers behind the case's rent options.
fn open_questions(case: &Case, checklists: &[OfferChecklist]) -> Vec<OpenQuestion> {
    let behind: BTreeSet<String> = case
        .rent
        .iter()
        .flat_map(|r| r.offers.iter().map(ToString::to_string))
        .collect();
    checklists
        .iter()
        .filter(|c| behind.contains(&c.offer))
        .flat_map(|c| {
            c.answers
                .iter()
                .filter(|a| matches!(a.source, Source::Unknown { .. }))
                .map(|a| OpenQuestion {
                    offer: c.offer.clone(),
                    question: a.question,
                })
        })
        .collect()
}

/// For each requirement behind an exclusion: the options that serve the workload and that
/// nothing else excludes.
fn relaxations(
    options: &[(OptionResult, Origin<'_>)],
    eligibility: &[Eligibility],
    serves: &[bool],
    assessment: &Assessment,
) -> Vec<Relaxation> {
    let mut all: BTreeSet<Requirement> = BTreeSet::new();
    for e in eligibility {
        for x in &e.excluded_by {
            all.extend(x.requirements(&assessment.requirements));
        }
    }
    all.into_iter()
        .filter_map(|requirement| {
            let ids: Vec<String> = options
                .iter()
                .zip(eligibility)
                .zip(serves)
                .filter(|((_, e), s)| {
                    **s && e.excluded_by.iter().all(|x| {
                        x.requirements(&assessment.requirements)
                            .contains(&requirement)
                    })
                })
                .map(|(((o, _), _), _)| o.id.clone())
                .collect();
            (!ids.is_empty()).then_some(Relaxation {
                requirement,
                options: ids,
            })
        })
        .collect()
}

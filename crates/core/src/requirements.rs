//! What the service needs, and which options may therefore be recommended.
//!
//! docs/method.md section 3, step 4: the hours in which the model must answer without delay pick
//! the rent-side pricing model. An option that releases capacity between busy hours (and
//! restarts before the next, which can fail for lack of capacity) or that runs on spot
//! capacity in such hours cannot promise an answer in them; what gets compared is capacity
//! held every hour. Section 1: for a 24/7 service or data under the GDPR, the host's identity,
//! its location and the isolation weigh more than the last cent. Section 2: what a probe saw
//! inside the delivered machine outranks what the offer said.
//!
//! [`assess`] is pure: it reads the case (requirements, checklist concerns, shortlist,
//! probe records and their resolutions) and the engine's options, and says for each option
//! what excludes it. The comparison's cheapest option is the cheapest *eligible* one.

use std::collections::BTreeSet;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::case::{Case, PricingModel, RentOffer, Usage};
use crate::checklist::{Concern, OfferChecklist, Question, RecordedFinding, Source};
use crate::finding::{FindingKind, Severity};
use crate::offer::{HostStatus, Isolation, Offer};
use crate::problem::Problem;
use crate::quantity::Quantity;
use crate::tco::OptionResult;
use crate::workload::WindowKind;

/// What the service needs, as the analyst states it for the case. The data class and a
/// 24/7 service are the checklist's [`Concern`]s (`checklist.concerns`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Requirements {
    /// Names of the workload's windows in which the model must answer without delay:
    /// capacity must be held in their hours, not restarted before them or taken from spot.
    #[serde(default)]
    pub must_answer: Vec<String>,
    /// Memory per GPU the model needs at least, in GB.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_gpu_memory_gb: Option<Quantity>,
    /// What one replica of the model needs: GPUs on one machine, and whether they must
    /// share one NVLink domain (tensor parallelism across them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replica: Option<Replica>,
    /// Spare machines held beyond what the peak needs, so that one failing leaves the
    /// service whole (1 is N+1): own options buy that many more servers, rented options
    /// that hold capacity every hour hold that many more instances, and those that start
    /// instances as work comes state that they hold none. 0 (absent): none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub spares: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The most spares a case may ask for.
pub const MAX_SPARES: u32 = 8;

impl Requirements {
    /// Whether nothing is required: no must-answer window, GPU memory, replica or spare.
    pub fn is_empty(&self) -> bool {
        self.must_answer.is_empty()
            && self.min_gpu_memory_gb.is_none()
            && self.replica.is_none()
            && self.spares == 0
    }
}

/// One replica of the model: the GPUs it spans.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Replica {
    /// GPUs one replica needs, all on one server or instance. With `memory_gb`, the GPUs it
    /// needs on the fleet the workload's profile counts (the reference).
    pub gpus: u32,
    /// Whether they must share one NVLink domain (NVSwitch or NVLink bridges).
    #[serde(default)]
    pub one_nvlink_domain: bool,
    /// GPU memory one replica needs in all, in GB (weights, KV cache, activations). With it,
    /// capacity is counted in replicas served: every option runs a replica on as few of its
    /// own GPUs as hold it, so fleets of different GPU models compare on the same work
    /// (`tco::equivalence`). Absent: every option counts the profile's GPUs as they are.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory_gb: Option<Quantity>,
}

impl Replica {
    /// GPUs of `gpu_memory_gb` each that one replica runs on: the smallest power of two
    /// whose memory holds `memory_gb` (tensor parallelism splits a model over 1, 2, 4 or 8
    /// GPUs, as vLLM's `--tensor-parallel-size` must divide the attention heads). `None`
    /// without `memory_gb`, when the GPU's memory is unknown, or when no machine could hold
    /// enough of them.
    pub fn gpus_with(&self, gpu_memory_gb: Option<Quantity>) -> Option<u32> {
        let need = self.memory_gb?.value();
        let each = gpu_memory_gb?.value();
        if each <= rust_decimal::Decimal::ZERO {
            return None;
        }
        let mut gpus = 1u32;
        while rust_decimal::Decimal::from(gpus) * each < need {
            gpus = gpus.checked_mul(2)?;
            if gpus > crate::case::MAX_GPUS_PER_INSTANCE {
                return None;
            }
        }
        Some(gpus)
    }
}

/// The analyst's resolution of what excluded an offer: a critical probe finding, or a fact
/// the offer does not publish. Kept in the offer's checklist.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Resolution {
    /// Why the offer may be recommended after all: who checked what, and where it is written.
    pub note: String,
    /// The probe run whose findings the note resolves (its `probed_at`); a later probe run
    /// with critical findings excludes the offer again until it is resolved in turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub probed_at: Option<String>,
}

/// Why an option may not be recommended under the case's requirements.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Exclusion {
    /// The option stops instances between busy hours and starts them again before the
    /// windows that must answer without delay; a start can fail for lack of capacity.
    Restarts {
        /// The windows that must answer without delay.
        windows: Vec<String>,
    },
    /// The option runs these must-answer windows on spot capacity, which can be taken back.
    Spot {
        /// The windows that must answer without delay.
        windows: Vec<String>,
    },
    /// The option holds fewer GPUs every hour than a must-answer window needs; the rest are
    /// started on demand.
    PartlyHeld {
        /// The windows that need more.
        windows: Vec<String>,
        /// GPUs held every hour.
        held_gpus: u32,
        /// GPUs the windows need.
        needed_gpus: u32,
    },
    /// The machine is outside the EU and EEA; the data falls under the GDPR.
    OutsideEu {
        /// The offer, `provider/offer_id`.
        offer: String,
        /// Its country (ISO 3166-1 alpha-2).
        country: String,
    },
    /// The offer does not say where the machine is; the data falls under the GDPR.
    LocationUnknown {
        /// The offer.
        offer: String,
    },
    /// A container shares the host's kernel; the concern asks for a VM or bare metal.
    Container {
        /// The offer.
        offer: String,
        /// What asks for it.
        concern: Concern,
    },
    /// The offer does not say what isolates tenants.
    IsolationUnknown {
        /// The offer.
        offer: String,
        /// What asks for it.
        concern: Concern,
    },
    /// The host is neither the provider's own nor verified (unverified or revoked).
    HostNotVouched {
        /// The offer.
        offer: String,
        /// Its host status.
        status: HostStatus,
        /// What asks for it.
        concern: Concern,
    },
    /// The offer does not say who runs the host.
    HostUnknown {
        /// The offer.
        offer: String,
        /// What asks for it.
        concern: Concern,
    },
    /// Less memory per GPU than the model needs.
    GpuMemoryShort {
        /// The offer.
        offer: String,
        /// Memory per GPU the offer states, in GB.
        vram_gb: Quantity,
        /// Memory per GPU the case requires, in GB.
        min_gb: Quantity,
    },
    /// The offer does not state the memory per GPU.
    GpuMemoryUnknown {
        /// The offer.
        offer: String,
        /// Memory per GPU the case requires, in GB.
        min_gb: Quantity,
    },
    /// A probe run inside the delivered machine found it critically different from the
    /// offer (weaker isolation, no GPU, a share instead of whole GPUs, …).
    ProbeContradiction {
        /// The offer.
        offer: String,
        /// When the probe ran.
        probed_at: String,
        /// What it found.
        finding: FindingKind,
    },
    /// The catalog no longer lists the offer: its price cannot be bought.
    Withdrawn {
        /// The offer.
        offer: String,
    },
    /// A server or instance of the option has fewer GPUs than one replica needs.
    ReplicaTooLarge {
        /// GPUs of one server or instance.
        machine_gpus: u32,
        /// GPUs one replica needs.
        replica_gpus: u32,
    },
    /// The option's NVLink domains are smaller than one replica, which needs one.
    DomainTooSmall {
        /// How its GPUs are joined.
        interconnect: crate::case::InterconnectKind,
        /// GPUs in one of its domains.
        domain_gpus: u32,
        /// GPUs one replica needs in one domain.
        replica_gpus: u32,
    },
    /// The option does not say how its GPUs are joined; one replica needs one NVLink domain.
    InterconnectUnknown {
        /// GPUs one replica needs in one domain.
        replica_gpus: u32,
    },
    /// The option does not say how much memory its GPUs have, so the GPUs one replica of
    /// the stated memory runs on cannot be counted (`tco::equivalence`).
    ReplicaMemoryUnknown {
        /// GPU memory one replica needs, in GB.
        memory_gb: Quantity,
    },
    /// The option is priced from an offer the case's shortlist does not hold, so that
    /// offer's location, isolation, host and GPU memory cannot be checked; a requirement asks
    /// for them. Every offer an option is priced from is checked, not only those shortlisted.
    OfferNotShortlisted {
        /// The offer.
        offer: String,
        /// The requirement that asks: `gdpr_data`, `service_24x7` or `min_gpu_memory`.
        requirement: Requirement,
    },
    /// The option was typed by hand and names no offer, so location, isolation, host and
    /// GPU memory are unknown; a requirement asks for them.
    NoOffer {
        /// The requirement that asks: `gdpr_data`, `service_24x7` or `min_gpu_memory`.
        requirement: Requirement,
    },
}

impl Exclusion {
    /// The exclusion's kind as its `kind` tag writes it (`domain_too_small`): the key of its
    /// messages and of the memo's groups.
    pub fn kind(&self) -> &'static str {
        match self {
            Exclusion::Restarts { .. } => "restarts",
            Exclusion::Spot { .. } => "spot",
            Exclusion::PartlyHeld { .. } => "partly_held",
            Exclusion::OutsideEu { .. } => "outside_eu",
            Exclusion::LocationUnknown { .. } => "location_unknown",
            Exclusion::Container { .. } => "container",
            Exclusion::IsolationUnknown { .. } => "isolation_unknown",
            Exclusion::HostNotVouched { .. } => "host_not_vouched",
            Exclusion::HostUnknown { .. } => "host_unknown",
            Exclusion::GpuMemoryShort { .. } => "gpu_memory_short",
            Exclusion::GpuMemoryUnknown { .. } => "gpu_memory_unknown",
            Exclusion::ProbeContradiction { .. } => "probe_contradiction",
            Exclusion::Withdrawn { .. } => "withdrawn",
            Exclusion::ReplicaTooLarge { .. } => "replica_too_large",
            Exclusion::DomainTooSmall { .. } => "domain_too_small",
            Exclusion::InterconnectUnknown { .. } => "interconnect_unknown",
            Exclusion::ReplicaMemoryUnknown { .. } => "replica_memory_unknown",
            Exclusion::NoOffer { .. } => "no_offer",
            Exclusion::OfferNotShortlisted { .. } => "offer_not_shortlisted",
        }
    }
}

/// One requirement of the case, as what would have to change names it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Requirement {
    /// The window must answer without delay.
    MustAnswer {
        /// The window's name.
        window: String,
    },
    /// The data falls under the GDPR.
    GdprData,
    /// The service runs around the clock.
    #[serde(rename = "service_24x7")]
    Service24x7,
    /// The model needs this much memory per GPU.
    MinGpuMemory {
        /// GB per GPU.
        gb: Quantity,
    },
    /// One replica needs this many GPUs on one machine, in one NVLink domain or not.
    Replica {
        /// GPUs per replica.
        gpus: u32,
        /// Whether they must share one NVLink domain.
        one_nvlink_domain: bool,
    },
    /// The offer's probe findings are resolved with a note.
    ProbeResolved {
        /// The offer.
        offer: String,
    },
    /// A current offer instead of a withdrawn one.
    CurrentOffer {
        /// The offer.
        offer: String,
    },
}

impl Requirement {
    fn of_concern(concern: Concern) -> Self {
        match concern {
            Concern::GdprData => Requirement::GdprData,
            Concern::Service24x7 => Requirement::Service24x7,
        }
    }
}

impl Exclusion {
    /// The requirement that excludes: dropping it (or, for a finding, resolving it) would
    /// lift this exclusion. Windows name the first must-answer window.
    pub fn requirements(&self, stated: &Requirements) -> Vec<Requirement> {
        let windows = |ws: &[String]| {
            ws.iter()
                .map(|w| Requirement::MustAnswer { window: w.clone() })
                .collect()
        };
        let min = || {
            stated
                .min_gpu_memory_gb
                .map(|gb| Requirement::MinGpuMemory { gb })
                .into_iter()
                .collect()
        };
        match self {
            Exclusion::Restarts { windows: ws }
            | Exclusion::Spot { windows: ws }
            | Exclusion::PartlyHeld { windows: ws, .. } => windows(ws),
            Exclusion::OutsideEu { .. } | Exclusion::LocationUnknown { .. } => {
                vec![Requirement::GdprData]
            }
            Exclusion::Container { concern, .. }
            | Exclusion::IsolationUnknown { concern, .. }
            | Exclusion::HostNotVouched { concern, .. }
            | Exclusion::HostUnknown { concern, .. } => vec![Requirement::of_concern(*concern)],
            Exclusion::GpuMemoryShort { .. } | Exclusion::GpuMemoryUnknown { .. } => min(),
            Exclusion::ProbeContradiction { offer, .. } => vec![Requirement::ProbeResolved {
                offer: offer.clone(),
            }],
            Exclusion::Withdrawn { offer } => vec![Requirement::CurrentOffer {
                offer: offer.clone(),
            }],
            Exclusion::NoOffer { requirement }
            | Exclusion::OfferNotShortlisted { requirement, .. } => vec![requirement.clone()],
            Exclusion::ReplicaTooLarge { .. }
            | Exclusion::DomainTooSmall { .. }
            | Exclusion::InterconnectUnknown { .. }
            | Exclusion::ReplicaMemoryUnknown { .. } => stated
                .replica
                .map(|r| Requirement::Replica {
                    gpus: r.gpus,
                    one_nvlink_domain: r.one_nvlink_domain,
                })
                .into_iter()
                .collect(),
        }
    }

    /// Whether the analyst can lift it with a note: a probe finding (for the probe run the
    /// note names) or a fact the offer does not publish. What an offer states against a
    /// requirement (a container, a country outside the EU, too little memory) cannot be, nor
    /// what a probe measured the machine delivering short of the offer (no GPU, another
    /// model, fewer GPUs): what was measured stays measured until a probe run on another
    /// machine finds otherwise.
    fn resolvable_by(&self, resolution: &Resolution) -> bool {
        match self {
            Exclusion::ProbeContradiction {
                probed_at, finding, ..
            } => {
                !finding.measured_shortfall()
                    && resolution.probed_at.as_deref() == Some(probed_at.as_str())
            }
            Exclusion::LocationUnknown { .. }
            | Exclusion::IsolationUnknown { .. }
            | Exclusion::HostUnknown { .. }
            | Exclusion::GpuMemoryUnknown { .. } => true,
            _ => false,
        }
    }

    fn offer(&self) -> Option<&str> {
        match self {
            Exclusion::OutsideEu { offer, .. }
            | Exclusion::LocationUnknown { offer }
            | Exclusion::Container { offer, .. }
            | Exclusion::IsolationUnknown { offer, .. }
            | Exclusion::HostNotVouched { offer, .. }
            | Exclusion::HostUnknown { offer, .. }
            | Exclusion::GpuMemoryShort { offer, .. }
            | Exclusion::GpuMemoryUnknown { offer, .. }
            | Exclusion::ProbeContradiction { offer, .. }
            | Exclusion::Withdrawn { offer }
            | Exclusion::OfferNotShortlisted { offer, .. } => Some(offer),
            _ => None,
        }
    }
}

/// What excludes one option, and what the analyst resolved.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Eligibility {
    /// Why the option may not be recommended; empty when it is eligible.
    pub excluded_by: Vec<Exclusion>,
    /// What would have excluded it but the analyst resolved with a note.
    pub resolved: Vec<Resolved>,
}

impl Eligibility {
    /// Whether the option may be recommended.
    pub fn eligible(&self) -> bool {
        self.excluded_by.is_empty()
    }
}

/// An exclusion the analyst lifted, with the note.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Resolved {
    /// What would have excluded the option.
    pub exclusion: Exclusion,
    /// The analyst's note.
    pub note: String,
}

/// The case's requirements as the comparison applied them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Assessment {
    /// Whether the case states any requirement (a must-answer window, a concern, a minimum
    /// GPU memory). A case without one compares on price alone, and the recommendation
    /// says so.
    pub stated: bool,
    /// The requirements stated.
    pub requirements: Requirements,
    /// The concerns stated in the checklist (GDPR data, a 24/7 service).
    pub concerns: Vec<Concern>,
    /// Checklist questions still unanswered for the offers behind the options.
    pub open_questions: Vec<OpenQuestion>,
    /// When options serve the workload but none is eligible: each requirement that, if it
    /// were dropped (or resolved), would make these options eligible.
    pub would_change: Vec<Relaxation>,
}

/// A checklist question nobody has answered yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OpenQuestion {
    /// The offer, `provider/offer_id`.
    pub offer: String,
    /// The question.
    pub question: Question,
}

/// What would make options eligible.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Relaxation {
    /// The requirement to drop or resolve.
    pub requirement: Requirement,
    /// The options that would then be eligible.
    pub options: Vec<String>,
}

/// Where a costed option came from, for [`assess`].
pub(crate) enum Origin<'a> {
    Own(&'a crate::case::OwnQuote),
    Rent(&'a RentOffer, &'a PricingModel),
    Hybrid { rent: Option<&'a RentOffer> },
}

/// Checks the requirements a case states against its requirements section: every
/// must-answer window names a window of the workload, once.
pub fn validate(case: &Case) -> Result<(), crate::case::ValidationError> {
    let Some(r) = &case.requirements else {
        return Ok(());
    };
    if r.spares > MAX_SPARES {
        return Err(crate::case::ValidationError {
            path: "requirements.spares".into(),
            problem: Problem::Between {
                min: 0,
                max: MAX_SPARES.into(),
            },
        });
    }
    let mut seen = BTreeSet::new();
    for (i, name) in r.must_answer.iter().enumerate() {
        let path = format!("requirements.must_answer[{i}]");
        if !case.workload.windows.iter().any(|w| &w.name == name) {
            return Err(crate::case::ValidationError {
                path,
                problem: Problem::NoWindow {
                    name: name.clone(),
                    windows: case
                        .workload
                        .windows
                        .iter()
                        .map(|w| format!("{:?}", w.name))
                        .collect::<Vec<_>>()
                        .join(", "),
                },
            });
        }
        if !seen.insert(name.as_str()) {
            return Err(crate::case::ValidationError {
                path,
                problem: Problem::UsedTwice { id: name.clone() },
            });
        }
    }
    if let Some(gb) = r.min_gpu_memory_gb
        && gb.value().is_zero()
    {
        return Err(crate::case::ValidationError {
            path: "requirements.min_gpu_memory_gb".into(),
            problem: Problem::AboveZero,
        });
    }
    if let Some(replica) = r.replica
        && !(1..=crate::case::MAX_GPUS_PER_INSTANCE).contains(&replica.gpus)
    {
        return Err(crate::case::ValidationError {
            path: "requirements.replica.gpus".into(),
            problem: Problem::Between {
                min: 1,
                max: u64::from(crate::case::MAX_GPUS_PER_INSTANCE),
            },
        });
    }
    if let Some(gb) = r.replica.and_then(|r| r.memory_gb)
        && gb.value().is_zero()
    {
        return Err(crate::case::ValidationError {
            path: "requirements.replica.memory_gb".into(),
            problem: Problem::AboveZero,
        });
    }
    Ok(())
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
                found.extend(withdrawn(offer, model));
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
                        found.extend(withdrawn(offer, &stopped));
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
fn withdrawn(rent: &RentOffer, model: &PricingModel) -> Vec<Exclusion> {
    let mut found = Vec::new();
    for r in rent.offers.iter().filter(|r| r.withdrawn) {
        if crate::rent_option::costed_at(model, &r.price) {
            push_once(&mut found, Exclusion::Withdrawn { offer: r.key() });
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
    let keys: BTreeSet<String> = rent.offers.iter().map(|r| r.key()).collect();
    let offers: Vec<&Offer> = case
        .shortlist
        .iter()
        .filter(|o| keys.contains(&crate::checklist::offer_key(o)))
        .collect();
    // The first requirement that asks what an offer states.
    let asks = if concerns.contains(&Concern::GdprData) {
        Some(Requirement::GdprData)
    } else if concerns.contains(&Concern::Service24x7) {
        Some(Requirement::Service24x7)
    } else {
        stated
            .min_gpu_memory_gb
            .map(|gb| Requirement::MinGpuMemory { gb })
    };
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
            match (offer.location.eu_eea(), &offer.location.country) {
                (Some(false), Some(country)) => push_once(
                    &mut found,
                    Exclusion::OutsideEu {
                        offer: key.clone(),
                        country: country.clone(),
                    },
                ),
                (Some(true), _) => {}
                _ => push_once(
                    &mut found,
                    Exclusion::LocationUnknown { offer: key.clone() },
                ),
            }
        }
        // What the latest probe run measured stands in for what the offer claims: a
        // container found where a VM was offered is a container under the rules below, and
        // no note lifts it.
        let measured_isolation = checklists
            .iter()
            .find(|c| c.offer == key)
            .and_then(|c| c.probe.as_ref())
            .and_then(|p| {
                p.findings.iter().find_map(|f| match f {
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
            });
        if let Some(concern) = concern {
            match measured_isolation.as_ref().unwrap_or(&offer.isolation) {
                Isolation::BareMetal | Isolation::Vm => {}
                Isolation::Container => push_once(
                    &mut found,
                    Exclusion::Container {
                        offer: key.clone(),
                        concern,
                    },
                ),
                Isolation::Unknown { .. } => push_once(
                    &mut found,
                    Exclusion::IsolationUnknown {
                        offer: key.clone(),
                        concern,
                    },
                ),
            }
            match offer.host_status {
                HostStatus::ProviderOwned | HostStatus::Verified => {}
                HostStatus::Unknown => push_once(
                    &mut found,
                    Exclusion::HostUnknown {
                        offer: key.clone(),
                        concern,
                    },
                ),
                status @ (HostStatus::Unverified | HostStatus::Revoked) => push_once(
                    &mut found,
                    Exclusion::HostNotVouched {
                        offer: key.clone(),
                        status,
                        concern,
                    },
                ),
            }
        }
        if let Some(min_gb) = stated.min_gpu_memory_gb {
            match offer.gpu.vram_gb {
                Some(vram_gb) if vram_gb >= min_gb => {}
                Some(vram_gb) => push_once(
                    &mut found,
                    Exclusion::GpuMemoryShort {
                        offer: key.clone(),
                        vram_gb,
                        min_gb,
                    },
                ),
                None => push_once(
                    &mut found,
                    Exclusion::GpuMemoryUnknown {
                        offer: key.clone(),
                        min_gb,
                    },
                ),
            }
        }
        if let Some(probe) = checklists
            .iter()
            .find(|c| c.offer == key)
            .and_then(|c| c.probe.as_ref())
        {
            for f in &probe.findings {
                if let RecordedFinding::Finding {
                    severity: Severity::Critical,
                    finding,
                } = f
                {
                    push_once(
                        &mut found,
                        Exclusion::ProbeContradiction {
                            offer: key.clone(),
                            probed_at: probe.probed_at.clone(),
                            finding: finding.clone(),
                        },
                    );
                }
            }
        }
    }
    found
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
        .flat_map(|r| r.offers.iter().map(|o| o.key()))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_exclusion_s_kind_is_its_serialised_tag() {
        let offer = || "p/o".to_owned();
        for e in [
            Exclusion::Restarts { windows: vec![] },
            Exclusion::OutsideEu {
                offer: offer(),
                country: "US".into(),
            },
            Exclusion::DomainTooSmall {
                interconnect: crate::case::InterconnectKind::Nvl,
                domain_gpus: 4,
                replica_gpus: 8,
            },
            Exclusion::ReplicaMemoryUnknown {
                memory_gb: "200".parse().expect("a quantity"),
            },
            Exclusion::Withdrawn { offer: offer() },
        ] {
            let json = serde_json::to_value(&e).expect("serialises");
            assert_eq!(json["kind"], e.kind());
        }
    }
}

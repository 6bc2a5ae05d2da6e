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
//! This module says what the requirements are (`crate::case::requirements` holds what the
//! case states) and what an exclusion, an assessment and a relaxation are; the engine's
//! `tco::eligibility::assess` reads the case and the costed options and says for each
//! option what excludes it. The comparison's cheapest option is the cheapest *eligible* one.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::checklist::{Concern, Question};
use crate::finding::FindingKind;
use crate::offer::HostStatus;
use crate::quantity::Quantity;

pub use crate::case::requirements::{MAX_SPARES, Replica, Requirements};
pub use crate::checklist::Resolution;

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
    pub(crate) fn resolvable_by(&self, resolution: &Resolution) -> bool {
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

    pub(crate) fn offer(&self) -> Option<&str> {
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

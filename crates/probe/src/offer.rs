//! The analysis against what an offer promised: every difference as a finding.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use gpucase_core::finding::measure;
pub use gpucase_core::finding::{AllocationKind, FindingKind, IsolationKind, Severity, Topic};

use crate::datasheet;
use crate::model::{Allocation, Analysis, Confidence, Evidence, Isolation, VramStatus};

/// What an offer claims, in the terms the probe can check. The caller maps gpucase's
/// `Offer` to it; every field is optional and only given fields are checked.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct OfferClaims {
    /// VM, container or bare metal.
    pub isolation: Option<IsolationKind>,
    /// Whole GPU or which kind of share.
    pub allocation: Option<AllocationKind>,
    /// The share's profile (`1g.18gb`, `A40-8Q`).
    pub profile: Option<String>,
    /// The share of one GPU as a fraction (1/7 for a 1g MIG slice).
    pub share: Option<f64>,
    /// GPU model (`H100 SXM`, `NVIDIA L40S`).
    pub gpu_model: Option<String>,
    /// Number of GPUs (or shares).
    pub gpu_count: Option<u32>,
    /// Memory per GPU (or share), GB as the offer states it.
    pub vram_gb_per_gpu: Option<f64>,
    /// vCPUs.
    pub vcpus: Option<u32>,
    /// RAM, GB.
    pub ram_gb: Option<f64>,
}

/// One difference between the offer and the delivery.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Finding {
    /// How serious.
    pub severity: Severity,
    /// About what.
    pub topic: Topic,
    /// What was found, with its values: what hosts write in the user's language.
    pub finding: FindingKind,
    /// What it means, in an English sentence (for logs and the JSON output), with the
    /// analysis's explanation where it has one.
    pub message: String,
    /// What the offer claims.
    pub claimed: String,
    /// What the probe saw.
    pub observed: String,
    /// The lines it rests on.
    pub evidence: Vec<Evidence>,
}

const GIB: f64 = 1024.0 * 1024.0 * 1024.0;
/// RAM shown below the claim by this fraction is ignored: the kernel and firmware keep
/// some memory, and offers mix GB and GiB.
const RAM_TOLERANCE: f64 = 0.10;

fn isolation_kind(i: &Isolation) -> Option<IsolationKind> {
    match i {
        Isolation::BareMetal => Some(IsolationKind::BareMetal),
        Isolation::VirtualMachine { .. } => Some(IsolationKind::VirtualMachine),
        Isolation::Container { .. } => Some(IsolationKind::Container),
        Isolation::Unknown => None,
    }
}

fn rank(k: IsolationKind) -> u8 {
    match k {
        IsolationKind::Container => 0,
        IsolationKind::VirtualMachine => 1,
        IsolationKind::BareMetal => 2,
    }
}

/// The allocation as a kind to hold against the offer: `None` where the probe could not
/// verify one (a likely SR-IOV virtual function is a warning that the claim is not verified,
/// never a contradiction).
fn allocation_kind(a: &Allocation) -> Option<AllocationKind> {
    match a {
        Allocation::WholeGpu { .. } => Some(AllocationKind::WholeGpu),
        Allocation::Mig { .. } => Some(AllocationKind::Mig),
        Allocation::Vgpu { .. } => Some(AllocationKind::Vgpu),
        Allocation::SriovVf {
            confidence: Confidence::Verified,
            ..
        } => Some(AllocationKind::SriovVf),
        Allocation::SriovVf {
            confidence: Confidence::Likely,
            ..
        } => None,
        Allocation::Shared => Some(AllocationKind::TimeSliced),
        Allocation::NoGpu | Allocation::Undetermined => None,
    }
}

fn profiles(a: &Allocation) -> Vec<String> {
    match a {
        Allocation::Mig { profiles } | Allocation::Vgpu { profiles } => profiles.clone(),
        _ => Vec::new(),
    }
}

fn finding(
    severity: Severity,
    kind: FindingKind,
    claimed: String,
    observed: String,
    evidence: &[Evidence],
) -> Finding {
    Finding {
        severity,
        topic: kind.topic(),
        message: kind.to_string(),
        finding: kind,
        claimed,
        observed,
        evidence: evidence.to_vec(),
    }
}

/// Every difference between the claims and the analysis. Fields the offer leaves open are
/// not checked; claims the probe could not verify give a warning.
pub fn compare(analysis: &Analysis, claims: &OfferClaims) -> Vec<Finding> {
    let mut out = Vec::new();
    isolation_findings(analysis, claims, &mut out);
    allocation_findings(analysis, claims, &mut out);
    gpu_findings(analysis, claims, &mut out);
    resource_findings(analysis, claims, &mut out);
    out.sort_by_key(|f| f.severity);
    out
}

fn isolation_findings(analysis: &Analysis, claims: &OfferClaims, out: &mut Vec<Finding>) {
    let Some(claimed) = claims.isolation else {
        return;
    };
    let ev = &analysis.isolation.evidence;
    let claimed_s = claimed.label().to_owned();
    match isolation_kind(&analysis.isolation.value) {
        None => out.push(finding(
            Severity::Warning,
            FindingKind::IsolationUnknown { offered: claimed },
            claimed_s,
            "unknown".to_owned(),
            ev,
        )),
        Some(seen) if seen == claimed => {}
        Some(seen) => {
            let weaker = rank(seen) < rank(claimed);
            out.push(finding(
                if weaker {
                    Severity::Critical
                } else {
                    Severity::Info
                },
                if weaker {
                    FindingKind::IsolationWeaker {
                        offered: claimed,
                        delivered: seen,
                    }
                } else {
                    FindingKind::IsolationStronger {
                        offered: claimed,
                        delivered: seen,
                    }
                },
                claimed_s,
                seen.label().to_owned(),
                ev,
            ));
        }
    }
}

fn allocation_findings(analysis: &Analysis, claims: &OfferClaims, out: &mut Vec<Finding>) {
    let alloc = &analysis.allocation;
    let ev = &alloc.evidence;
    if let Some(claimed) = claims.allocation {
        match allocation_kind(&alloc.value) {
            None => {
                let no_gpu = matches!(alloc.value, Allocation::NoGpu);
                out.push(finding(
                    if no_gpu {
                        Severity::Critical
                    } else {
                        Severity::Warning
                    },
                    if no_gpu {
                        FindingKind::NoGpu { offered: claimed }
                    } else {
                        FindingKind::AllocationUndetermined { offered: claimed }
                    },
                    claimed.label().to_owned(),
                    format!("{:?}", alloc.value),
                    ev,
                ));
            }
            Some(seen) if seen == claimed => {}
            Some(seen) => {
                let worse = claimed == AllocationKind::WholeGpu;
                out.push(finding(
                    if worse {
                        Severity::Critical
                    } else {
                        Severity::Info
                    },
                    if worse {
                        FindingKind::ShareInsteadOfWholeGpu { delivered: seen }
                    } else {
                        FindingKind::AllocationDiffers {
                            offered: claimed,
                            delivered: seen,
                        }
                    },
                    claimed.label().to_owned(),
                    seen.label().to_owned(),
                    ev,
                ));
            }
        }
    }
    if let Some(profile) = &claims.profile {
        let seen = profiles(&alloc.value);
        let norm = |p: &str| {
            p.to_ascii_lowercase()
                .trim_start_matches("nvidia ")
                .to_owned()
        };
        if !seen.is_empty() && !seen.iter().any(|s| norm(s).ends_with(&norm(profile))) {
            out.push(finding(
                Severity::Critical,
                FindingKind::ProfileDiffers {
                    offered: profile.clone(),
                    delivered: seen.clone(),
                },
                profile.clone(),
                seen.join(", "),
                ev,
            ));
        }
    }
}

/// A GPU index or count as the finding keeps it (a machine has a handful; saturates).
pub(crate) fn small(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The analysis's explanation after the finding's sentence, for the English message.
fn explained(mut f: Finding, explanation: &str) -> Finding {
    if !explanation.is_empty() {
        f.message = format!("{} {explanation}", f.message);
    }
    f
}

fn gpu_findings(analysis: &Analysis, claims: &OfferClaims, out: &mut Vec<Finding>) {
    let gpus = &analysis.gpus;
    let ev: Vec<Evidence> = analysis.allocation.evidence.clone();
    if let Some(model) = &claims.gpu_model {
        let claimed_row = datasheet::by_name(model);
        for g in gpus {
            let same = match (&claimed_row, &g.datasheet) {
                (Some(c), Some(s)) => c.model == s.model,
                _ => datasheet::tokens(model)
                    .iter()
                    .all(|t| datasheet::tokens(&g.name).contains(t)),
            };
            if !same {
                out.push(finding(
                    Severity::Critical,
                    FindingKind::GpuModelDiffers {
                        gpu: small(g.index),
                        found: g.name.clone(),
                        offered: model.clone(),
                    },
                    model.clone(),
                    g.name.clone(),
                    &ev,
                ));
            }
        }
    }
    let shares: usize = gpus.iter().map(|g| g.mig_devices.len().max(1)).sum();
    if let Some(count) = claims.gpu_count {
        let seen = if matches!(analysis.allocation.value, Allocation::Mig { .. }) {
            shares
        } else {
            gpus.len()
        };
        if seen != count as usize {
            let fewer = seen < count as usize;
            out.push(finding(
                if fewer {
                    Severity::Critical
                } else {
                    Severity::Info
                },
                FindingKind::GpuCountDiffers {
                    offered: count,
                    visible: small(seen),
                },
                count.to_string(),
                seen.to_string(),
                &ev,
            ));
        }
    }
    if let Some(gb) = claims.vram_gb_per_gpu {
        for g in gpus {
            let Some(usable) = g.vram.usable_mib else {
                out.push(finding(
                    Severity::Warning,
                    FindingKind::VramNotReported {
                        gpu: small(g.index),
                        offered_gb: measure(gb, 2),
                    },
                    format!("{gb} GB"),
                    "not reported".to_owned(),
                    &ev,
                ));
                continue;
            };
            let per_share = if g.mig_devices.is_empty() {
                usable
            } else {
                usable / g.mig_devices.len() as u64
            };
            let claimed_mib = gb * 1024.0;
            let tolerance = g.datasheet.as_ref().map_or(
                datasheet::GDDR_TOLERANCE_PERCENT,
                datasheet::tolerance_percent,
            );
            let short = (claimed_mib - per_share as f64) / claimed_mib * 100.0;
            if short > tolerance {
                out.push(explained(
                    finding(
                        Severity::Critical,
                        FindingKind::VramShort {
                            gpu: small(g.index),
                            usable_mib: per_share,
                            offered_gb: measure(gb, 2),
                            short_percent: measure(short, 1),
                        },
                        format!("{gb} GB"),
                        format!("{per_share} MiB"),
                        &ev,
                    ),
                    &g.vram.explanation,
                ));
            } else if short > 0.5 && g.vram.status == VramStatus::Matches {
                out.push(explained(
                    finding(
                        Severity::Info,
                        FindingKind::VramReserve {
                            gpu: small(g.index),
                            usable_mib: per_share,
                            offered_gb: measure(gb, 2),
                        },
                        format!("{gb} GB"),
                        format!("{per_share} MiB"),
                        &ev,
                    ),
                    &g.vram.explanation,
                ));
            }
        }
    }
}

fn resource_findings(analysis: &Analysis, claims: &OfferClaims, out: &mut Vec<Finding>) {
    if let Some(vcpus) = claims.vcpus {
        let cpu = &analysis.cpu;
        match cpu.value.effective_cpus {
            None => out.push(finding(
                Severity::Warning,
                FindingKind::CpuUnknown { offered: vcpus },
                vcpus.to_string(),
                "unknown".to_owned(),
                &cpu.evidence,
            )),
            Some(eff) if eff + 0.01 < f64::from(vcpus) => {
                let severity = if eff < f64::from(vcpus) * 0.75 {
                    Severity::Critical
                } else {
                    Severity::Warning
                };
                out.push(finding(
                    severity,
                    FindingKind::CpuShort {
                        offered: vcpus,
                        usable: measure(eff, 1),
                    },
                    vcpus.to_string(),
                    format!("{eff:.1}"),
                    &cpu.evidence,
                ));
            }
            Some(_) => {}
        }
        if cpu.value.shows_more_than_usable {
            out.push(finding(
                Severity::Info,
                FindingKind::CpusShownBeyondQuota {
                    shown: cpu.value.visible_cpus,
                    quota: cpu.value.quota_cpus.and_then(|q| measure(q, 1)),
                },
                vcpus.to_string(),
                format!("{:?} shown", cpu.value.visible_cpus),
                &cpu.evidence,
            ));
        }
    }
    if let Some(gb) = claims.ram_gb {
        let mem = &analysis.memory;
        match mem.value.effective_bytes {
            None => out.push(finding(
                Severity::Warning,
                FindingKind::MemoryUnknown {
                    offered_gb: measure(gb, 2),
                },
                format!("{gb} GB"),
                "unknown".to_owned(),
                &mem.evidence,
            )),
            Some(bytes) => {
                // Offers say GB and mean either; compare against the smaller (decimal) reading.
                let claimed = gb * 1e9;
                let short = (claimed - bytes as f64) / claimed;
                if short > RAM_TOLERANCE {
                    let severity = if short > 0.25 {
                        Severity::Critical
                    } else {
                        Severity::Warning
                    };
                    out.push(finding(
                        severity,
                        FindingKind::MemoryShort {
                            offered_gb: measure(gb, 2),
                            usable_gib: measure(bytes as f64 / GIB, 1),
                        },
                        format!("{gb} GB"),
                        format!("{:.1} GiB", bytes as f64 / GIB),
                        &mem.evidence,
                    ));
                }
            }
        }
    }
}

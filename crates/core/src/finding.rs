//! What a probe run inside a delivered machine found against the offer's claims
//! (docs/method.md section 2): each difference as a kind with its values, not as a sentence.
//!
//! The probe (`gpucase-probe`) produces these, the checklist keeps them as contradictions
//! of the answers they concern, and every host writes them in its own language: the
//! report and the CLI through `gpucase-l10n`, the desktop through its Fluent bundle. The
//! values are kept as measured (GPU names, profiles, MiB); the [`Display`](fmt::Display)
//! text is English, for logs and the JSON output's `message`.

use std::fmt;

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::quantity::Quantity;

/// Isolation an offer promises or a probe saw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum IsolationKind {
    /// A whole machine.
    BareMetal,
    /// A virtual machine.
    VirtualMachine,
    /// A container.
    Container,
}

impl IsolationKind {
    /// The kind in English words: `bare metal`, `a VM`, `a container`.
    pub fn label(self) -> &'static str {
        match self {
            Self::BareMetal => "bare metal",
            Self::VirtualMachine => "a VM",
            Self::Container => "a container",
        }
    }
}

/// GPU allocation an offer promises or a probe saw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AllocationKind {
    /// Whole GPUs (bare metal or pass-through).
    WholeGpu,
    /// MIG instances.
    Mig,
    /// NVIDIA vGPU.
    Vgpu,
    /// SR-IOV virtual functions.
    SriovVf,
    /// A time-sliced share (MPS, Kubernetes time-slicing).
    TimeSliced,
}

impl AllocationKind {
    /// The kind in English words: `whole GPUs`, `a MIG instance`, …
    pub fn label(self) -> &'static str {
        match self {
            Self::WholeGpu => "whole GPUs",
            Self::Mig => "a MIG instance",
            Self::Vgpu => "a vGPU",
            Self::SriovVf => "an SR-IOV virtual function",
            Self::TimeSliced => "a time-sliced share",
        }
    }
}

/// How serious a difference is.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Not what was bought: less, or weaker isolation.
    Critical,
    /// Cannot be verified, or somewhat less than promised.
    Warning,
    /// Different but not worse, or worth knowing.
    Info,
}

/// What a finding is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Topic {
    /// VM, container or bare metal.
    Isolation,
    /// Whole GPU or share.
    Allocation,
    /// GPU model.
    GpuModel,
    /// Number of GPUs.
    GpuCount,
    /// Memory per GPU.
    Vram,
    /// vCPUs.
    Cpu,
    /// RAM.
    Memory,
}

/// One difference between an offer's claim and what the probe saw, with its values.
///
/// Decimal values are `None` only where the measurement could not be written as a
/// non-negative decimal (a division by a zero period, say): unknown, and shown so.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum FindingKind {
    /// The probe output does not tell the isolation.
    IsolationUnknown {
        /// What the offer claims.
        offered: IsolationKind,
    },
    /// Weaker isolation than bought (a container sold as a VM).
    IsolationWeaker {
        /// What the offer claims.
        offered: IsolationKind,
        /// What the probe saw.
        delivered: IsolationKind,
    },
    /// Stronger isolation than promised.
    IsolationStronger {
        /// What the offer claims.
        offered: IsolationKind,
        /// What the probe saw.
        delivered: IsolationKind,
    },
    /// No GPU visible at all.
    NoGpu {
        /// What the offer claims.
        offered: AllocationKind,
    },
    /// Whole GPU or share cannot be told from the output.
    AllocationUndetermined {
        /// What the offer claims.
        offered: AllocationKind,
    },
    /// Whole GPUs were offered; a share was delivered.
    ShareInsteadOfWholeGpu {
        /// What the probe saw.
        delivered: AllocationKind,
    },
    /// One kind of share offered, another delivered.
    AllocationDiffers {
        /// What the offer claims.
        offered: AllocationKind,
        /// What the probe saw.
        delivered: AllocationKind,
    },
    /// The offer names a share profile the machine does not have.
    ProfileDiffers {
        /// The profile the offer names (`1g.18gb`).
        offered: String,
        /// The profiles the probe saw, as the driver names them.
        delivered: Vec<String>,
    },
    /// A GPU of another model than offered.
    GpuModelDiffers {
        /// The GPU's index in the driver's order.
        gpu: u32,
        /// Its name as the driver reports it.
        found: String,
        /// The model the offer names.
        offered: String,
    },
    /// Another number of GPUs (or MIG instances) than offered.
    GpuCountDiffers {
        /// GPUs offered.
        offered: u32,
        /// GPUs (or instances) visible.
        visible: u32,
    },
    /// No memory size reported, so the offered size cannot be verified.
    VramNotReported {
        /// The GPU's index.
        gpu: u32,
        /// GB per GPU offered.
        offered_gb: Option<Quantity>,
    },
    /// Clearly less memory than offered.
    VramShort {
        /// The GPU's index.
        gpu: u32,
        /// MiB usable per GPU (or per instance).
        usable_mib: u64,
        /// GB per GPU offered.
        offered_gb: Option<Quantity>,
        /// How much less, percent, one decimal.
        short_percent: Option<Quantity>,
    },
    /// Somewhat less memory than offered: the driver's usual reserve, not a share.
    VramReserve {
        /// The GPU's index.
        gpu: u32,
        /// MiB reported.
        usable_mib: u64,
        /// GB per GPU offered.
        offered_gb: Option<Quantity>,
    },
    /// The number of usable CPUs could not be read.
    CpuUnknown {
        /// vCPUs offered.
        offered: u32,
    },
    /// Fewer usable CPUs than offered.
    CpuShort {
        /// vCPUs offered.
        offered: u32,
        /// CPUs usable (the quota), one decimal.
        usable: Option<Quantity>,
    },
    /// The machine shows more CPUs than its quota lets it use: the rest are the host's.
    CpusShownBeyondQuota {
        /// CPUs shown.
        shown: Option<u32>,
        /// CPUs the quota allows, one decimal.
        quota: Option<Quantity>,
    },
    /// The usable memory could not be read.
    MemoryUnknown {
        /// GB of RAM offered.
        offered_gb: Option<Quantity>,
    },
    /// Clearly less RAM than offered.
    MemoryShort {
        /// GB of RAM offered.
        offered_gb: Option<Quantity>,
        /// GiB usable, one decimal.
        usable_gib: Option<Quantity>,
    },
}

/// The isolation a probe saw, as the checklist's verified answer keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeenIsolation {
    /// A whole machine.
    BareMetal,
    /// A virtual machine.
    VirtualMachine {
        /// The hypervisor as the machine names it (`kvm`, `vmware`), if it does.
        hypervisor: Option<String>,
    },
    /// A container.
    Container {
        /// The runtime as the probe names it (`docker`, `kubernetes`, `openvz`).
        runtime: String,
        /// Whether the host itself is a VM, if known.
        host_is_virtual_machine: Option<bool>,
    },
    /// Not enough evidence.
    Unknown,
}

/// How a whole GPU reaches the machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WholeGpuVia {
    /// The machine owns it.
    BareMetal,
    /// Passed through to a VM.
    Passthrough,
    /// The host's device given to a container.
    ContainerDevice,
}

/// The GPU allocation a probe saw, as the checklist's verified answer keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeenAllocation {
    /// No GPU visible.
    NoGpu,
    /// Whole GPUs.
    WholeGpu {
        /// How they reach the machine.
        via: WholeGpuVia,
    },
    /// MIG instances.
    Mig {
        /// Their profiles as the driver names them.
        profiles: Vec<String>,
    },
    /// vGPUs.
    Vgpu {
        /// Their profiles as the driver names them.
        profiles: Vec<String>,
    },
    /// SR-IOV virtual functions.
    SriovVf {
        /// The devices as the machine lists them.
        devices: Vec<String>,
    },
    /// Likely SR-IOV virtual functions: what the guest can read points to one (a VF-capable
    /// device id behind a virtual root port, no physical function), but nothing confirms it.
    SriovVfLikely {
        /// The devices as the machine lists them.
        devices: Vec<String>,
    },
    /// Shared with another tenant.
    Shared,
    /// Cannot be told from inside.
    Undetermined,
}

/// `value` as a quantity rounded to `places` decimals; `None` where it is not a finite,
/// non-negative number.
pub fn measure(value: f64, places: u32) -> Option<Quantity> {
    let exact = Decimal::from_f64_retain(value)?;
    let rounded = exact.round_dp(places).normalize();
    Quantity::try_from(rounded).ok()
}

impl FindingKind {
    /// Whether the probe measured the machine delivering less than the offer: no GPU, a
    /// share or another allocation, another GPU model, fewer GPUs, less memory. The option
    /// is costed as the offer says; a note cannot make the measured machine the offered
    /// one, only a probe run on a replacement can.
    pub fn measured_shortfall(&self) -> bool {
        match self {
            Self::NoGpu { .. }
            | Self::ShareInsteadOfWholeGpu { .. }
            | Self::AllocationDiffers { .. }
            | Self::ProfileDiffers { .. }
            | Self::GpuModelDiffers { .. }
            | Self::VramShort { .. } => true,
            Self::GpuCountDiffers { offered, visible } => visible < offered,
            _ => false,
        }
    }

    /// What the finding is about: the checklist files it under the answer of that topic.
    pub fn topic(&self) -> Topic {
        match self {
            Self::IsolationUnknown { .. }
            | Self::IsolationWeaker { .. }
            | Self::IsolationStronger { .. } => Topic::Isolation,
            Self::NoGpu { .. }
            | Self::AllocationUndetermined { .. }
            | Self::ShareInsteadOfWholeGpu { .. }
            | Self::AllocationDiffers { .. }
            | Self::ProfileDiffers { .. } => Topic::Allocation,
            Self::GpuModelDiffers { .. } => Topic::GpuModel,
            Self::GpuCountDiffers { .. } => Topic::GpuCount,
            Self::VramNotReported { .. } | Self::VramShort { .. } | Self::VramReserve { .. } => {
                Topic::Vram
            }
            Self::CpuUnknown { .. } | Self::CpuShort { .. } | Self::CpusShownBeyondQuota { .. } => {
                Topic::Cpu
            }
            Self::MemoryUnknown { .. } | Self::MemoryShort { .. } => Topic::Memory,
        }
    }
}

/// A quantity, or `?` when unknown, for the English text.
struct Shown<'a, T>(&'a Option<T>);

impl<T: fmt::Display> fmt::Display for Shown<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(v) => v.fmt(f),
            None => f.write_str("?"),
        }
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    })
}

impl fmt::Display for FindingKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::IsolationUnknown { .. } => {
                f.write_str("The isolation could not be determined from the probe output.")
            }
            Self::IsolationWeaker { offered, delivered } => write!(
                f,
                "Offered as {}, delivered as {}: weaker isolation than bought.",
                offered.label(),
                delivered.label()
            ),
            Self::IsolationStronger { offered, delivered } => write!(
                f,
                "Offered as {}, delivered as {}: stronger isolation than promised.",
                offered.label(),
                delivered.label()
            ),
            Self::NoGpu { .. } => f.write_str("No GPU is visible at all."),
            Self::AllocationUndetermined { .. } => {
                f.write_str("Whole GPU or share could not be told from the probe output.")
            }
            Self::ShareInsteadOfWholeGpu { delivered } => {
                write!(f, "Whole GPUs were offered; this is {}.", delivered.label())
            }
            Self::AllocationDiffers { offered, delivered } => write!(
                f,
                "{} was offered; delivered as {}.",
                capitalised(offered.label()),
                delivered.label()
            ),
            Self::ProfileDiffers { offered, delivered } => write!(
                f,
                "The offer names profile `{offered}`; delivered: {}.",
                delivered.join(", ")
            ),
            Self::GpuModelDiffers {
                gpu,
                found,
                offered,
            } => write!(f, "GPU {gpu} is `{found}`, not the offered `{offered}`."),
            Self::GpuCountDiffers { offered, visible } => {
                write!(f, "{offered} GPUs offered, {visible} visible.")
            }
            Self::VramNotReported { gpu, offered_gb } => write!(
                f,
                "GPU {gpu}: no memory size was reported; {} GB cannot be verified.",
                Shown(offered_gb)
            ),
            Self::VramShort {
                gpu,
                usable_mib,
                offered_gb,
                short_percent,
            } => write!(
                f,
                "GPU {gpu}: {usable_mib} MiB usable, {} GB offered ({} % less).",
                Shown(offered_gb),
                Shown(short_percent)
            ),
            Self::VramReserve {
                gpu,
                usable_mib,
                offered_gb,
            } => write!(
                f,
                "GPU {gpu}: {usable_mib} MiB reported for {} GB offered: the usual reserve, not a share.",
                Shown(offered_gb)
            ),
            Self::CpuUnknown { .. } => f.write_str("The number of usable CPUs could not be read."),
            Self::CpuShort { offered, usable } => {
                write!(f, "{offered} vCPUs offered, {} usable.", Shown(usable))
            }
            Self::CpusShownBeyondQuota { shown, quota } => write!(
                f,
                "The machine shows {} CPUs but its CPU quota allows {}: the rest are the host's, used by others.",
                Shown(shown),
                Shown(quota)
            ),
            Self::MemoryUnknown { .. } => f.write_str("The usable memory could not be read."),
            Self::MemoryShort {
                offered_gb,
                usable_gib,
            } => write!(
                f,
                "{} GB RAM offered, {} GiB usable.",
                Shown(offered_gb),
                Shown(usable_gib)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_round_and_refuse_what_is_not_a_non_negative_number() {
        assert_eq!(measure(80.0, 1).map(|q| q.to_string()), Some("80".into()));
        assert_eq!(
            measure(12.345_678, 1).map(|q| q.to_string()),
            Some("12.3".into())
        );
        assert_eq!(measure(f64::NAN, 1), None);
        assert_eq!(measure(f64::INFINITY, 1), None);
        assert_eq!(measure(-1.0, 1), None);
    }

    #[test]
    fn a_finding_is_stored_as_its_kind_and_values() {
        let f = FindingKind::IsolationWeaker {
            offered: IsolationKind::VirtualMachine,
            delivered: IsolationKind::Container,
        };
        let json = serde_json::to_string(&f).unwrap();
        assert_eq!(
            json,
            r#"{"kind":"isolation_weaker","offered":"virtual_machine","delivered":"container"}"#
        );
        assert_eq!(serde_json::from_str::<FindingKind>(&json).unwrap(), f);
        assert_eq!(f.topic(), Topic::Isolation);
        assert_eq!(
            f.to_string(),
            "Offered as a VM, delivered as a container: weaker isolation than bought."
        );
        let unknown = FindingKind::MemoryShort {
            offered_gb: measure(64.0, 1),
            usable_gib: None,
        };
        assert_eq!(unknown.to_string(), "64 GB RAM offered, ? GiB usable.");
    }
}

//! What the analysis says about its conclusions, as kinds with their values rather than
//! sentences: the notes on a verdict ([`Note`]) and the explanation of the VRAM check
//! ([`VramExplanation`]).
//!
//! Hosts write them in the user's language with `gpucase-l10n`'s `analysis` module (the
//! desktop receives its text from there; messages `analysis-note-*` and `analysis-vram-*` of
//! `locales/<lang>/checklist.ftl`). Measured values (hypervisor and GPU names, profiles,
//! kernel releases) are kept as the machine wrote them. The [`Display`](fmt::Display) text
//! is English: it fills the analysis's `notes` and `explanation` strings, which the JSON
//! output has always carried.

use std::fmt;

use gpucase_core::quantity::Quantity;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::model::MemoryKind;

/// A note on a verdict: what it means for the buyer, or why it is uncertain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Note {
    /// The container's host is a VM, named by DMI or `systemd-detect-virt --vm`.
    ContainerHostIsVm {
        /// The hypervisor as the machine names it.
        hypervisor: String,
    },
    /// The `hypervisor` CPU flag shows the container's host is a VM.
    ContainerHostHypervisorFlag,
    /// A container shares the host's kernel with other tenants' containers.
    ContainerSharesKernel,
    /// `systemd-detect-virt` says `none` but cgroups or mounts show a container.
    DetectVirtNoneButContainer,
    /// No `systemd-detect-virt`: the container is recognised by marker files.
    ContainerByMarkers,
    /// No hypervisor flag, no container marker, no `systemd-detect-virt`.
    LikelyBareMetal,
    /// PID 1 is an application, not an init system.
    ApplicationContainer {
        /// PID 1's command name.
        comm: String,
    },
    /// The kernel is the host's.
    KernelIsHosts {
        /// `uname -r`, if read.
        release: Option<String>,
    },
    /// The modules listed are the host's (`/proc/modules` is not namespaced).
    ModulesAreHosts,
    /// Kernel modules cannot be listed.
    ModulesHidden,
    /// NVIDIA vGPU: the physical GPU is shared with other VMs.
    VgpuShared,
    /// The vGPU's licensed product.
    VgpuLicensedProduct {
        /// The product as the driver names it.
        product: String,
    },
    /// MIG mode is on but no instance is visible.
    MigWithoutInstance,
    /// A MIG instance: a hardware partition.
    MigInstance,
    /// SR-IOV virtual functions.
    SriovVirtualFunctions,
    /// A container sees the host's whole PCI tree, all its virtual functions.
    SriovVirtualFunctionsOfHost,
    /// Neither driver nor PCI bus shows a GPU.
    NoGpuVisible,
    /// Neither the PCI bus nor the driver could be read.
    GpuPresenceUnknown,
    /// A GPU on the PCI bus, but no NVIDIA tool ran.
    NoNvidiaTool,
    /// Pass-through, as `nvidia-smi` reports it.
    Passthrough,
    /// A VM whose GPU reports `Virtualization Mode : None`.
    VmWithoutVirtualizationMode,
    /// Memory in use on a GPU with no process visible here.
    GpuUsedByOthers {
        /// The GPU's index.
        gpu: u32,
        /// MiB in use.
        used_mib: u64,
    },
    /// The whole GPU is visible to a container; time-slicing cannot be seen.
    ContainerWholeGpu,
    /// The isolation is unknown, so whole or shared cannot be told.
    IsolationUnknown,
    /// The PCI bus shows more NVIDIA GPUs than the driver gives this machine.
    HostHasOtherGpus {
        /// NVIDIA GPUs on the PCI bus.
        on_bus: u32,
        /// GPUs the driver gives this machine.
        given: u32,
    },
    /// Time-slicing is not visible from inside.
    TimeSlicingInvisible,
    /// More CPUs shown than the quota allows.
    CpusBeyondQuota {
        /// CPUs shown.
        shown: u32,
        /// CPUs the quota allows, one decimal; `None` where not a non-negative number.
        quota: Option<Quantity>,
    },
    /// `free` did not print in the C locale.
    FreeNotCLocale {
        /// The row label `free` printed (`Speicher:`).
        label: String,
    },
    /// More memory shown than the cgroup limit allows.
    MemoryBeyondLimit {
        /// GiB shown, one decimal.
        shown_gib: Option<Quantity>,
        /// GiB of the limit, one decimal.
        limit_gib: Option<Quantity>,
    },
    /// No `systemd-detect-virt`, no marker naming a runtime: the container is recognised by
    /// the signals that follow (its runtime is not named).
    ContainerBySignals,
    /// No `systemd-detect-virt`, no marker naming a runtime, and the signals that follow
    /// point to a container without sufficing: the isolation stays unknown.
    ContainerSignalsInconclusive,
    /// `/sys/fs/cgroup` has a CPU quota or memory limit: not the machine's root cgroup.
    CgroupRootHasLimits,
    /// `/etc/resolv.conf`, `/etc/hostname`, `/etc/hosts` are mount points of their own.
    RuntimeBindMounts {
        /// The paths mounted.
        paths: Vec<String>,
    },
    /// The root filesystem is a directory of another filesystem.
    RootIsSubdirectory {
        /// The directory, as mountinfo shows it.
        root: String,
    },
    /// User ids are mapped: a user namespace.
    UserNamespaceMapped {
        /// The first line of `/proc/self/uid_map`, spaces collapsed.
        map: String,
    },
    /// PID 1 is not an init system: a PID namespace of its own (not decisive alone).
    Pid1NotInit {
        /// PID 1's command name.
        comm: String,
    },
    /// Modules of container networking and storage are loaded (not decisive alone).
    ContainerModulesLoaded {
        /// The modules.
        modules: Vec<String>,
    },
    /// A GPU is likely an SR-IOV virtual function of an Intel iGPU, not verified.
    SriovVfLikely {
        /// Its PCI address.
        device: String,
    },
    /// An Intel iGPU at another address than 00:02.0, where real hardware has it.
    IgpuOutsideItsSlot {
        /// Its PCI address.
        device: String,
    },
    /// The GPU sits behind a PCIe root port the hypervisor emulates.
    BehindEmulatedRootPort {
        /// The root port's PCI address.
        port: String,
        /// Its vendor:device id.
        id: String,
    },
    /// The device id is that of an iGPU whose driver supports SR-IOV.
    SriovCapableIgpu {
        /// Its vendor:device id.
        id: String,
    },
    /// Neither `physfn` nor `sriov_totalvfs`: not a physical function.
    NotAPhysicalFunction,
    /// The driver bound to the GPU.
    IgpuDriverBound {
        /// The driver's name.
        driver: String,
    },
    /// The GPU's DRM device has no display connector.
    NoDisplayConnectors {
        /// The DRM card (`card0`).
        card: String,
    },
    /// The kernel log that would confirm the VF mode could not be read.
    VfModeNotConfirmed {
        /// The line the log printed instead, if any.
        detail: Option<String>,
    },
    /// The kernel log was read and has no line of the driver's VF mode.
    VfModeNotInLog,
    /// The driver reports the SR-IOV VF mode.
    DriverReportsVfMode {
        /// The kernel log line.
        line: String,
    },
}

/// What the VRAM check found, with the values it rests on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum VramExplanation {
    /// The GPU's name is not in the datasheet table.
    NotInDatasheet {
        /// The GPU's name as the driver reports it.
        name: String,
    },
    /// No driver tool reported the memory.
    NotReported {
        /// The datasheet's model.
        model: String,
        /// Its nominal GB.
        nominal_gb: Option<Quantity>,
        /// The vendor document.
        source: String,
    },
    /// Within the driver's reserve: the whole card's memory.
    Matches {
        /// The datasheet's model.
        model: String,
        /// MiB reported.
        usable_mib: u64,
        /// MiB the card has.
        nominal_mib: u64,
        /// Percent less, one decimal.
        short_percent: Option<Quantity>,
        /// The reserve allowed, percent.
        tolerance_percent: Option<Quantity>,
        /// HBM or GDDR: says why the reserve is what it is.
        memory_kind: MemoryKind,
    },
    /// A MIG instance's memory.
    MigSlice {
        /// The datasheet's model.
        model: String,
        /// MiB usable.
        usable_mib: u64,
        /// MiB the card has.
        nominal_mib: u64,
        /// The instances' profiles.
        profiles: Vec<String>,
    },
    /// A vGPU profile's frame buffer.
    VgpuProfile {
        /// The datasheet's model.
        model: String,
        /// MiB usable.
        usable_mib: u64,
        /// MiB the card has.
        nominal_mib: u64,
        /// The vGPU profile (the GPU's name in the guest).
        profile: String,
    },
    /// Less than the reserve explains, no share identified.
    Unidentified {
        /// The datasheet's model.
        model: String,
        /// MiB usable.
        usable_mib: u64,
        /// MiB the card has.
        nominal_mib: u64,
        /// Percent less, one decimal.
        short_percent: Option<Quantity>,
        /// The reserve allowed, percent.
        tolerance_percent: Option<Quantity>,
    },
}

/// A quantity with one decimal, or `?`, for the English text.
struct OneDecimal<'a>(&'a Option<Quantity>);

impl fmt::Display for OneDecimal<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(q) => write!(f, "{:.1}", q.value()),
            None => f.write_str("?"),
        }
    }
}

/// A quantity as it is, or `?`, for the English text.
struct Plain<'a>(&'a Option<Quantity>);

impl fmt::Display for Plain<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(q) => q.fmt(f),
            None => f.write_str("?"),
        }
    }
}

impl fmt::Display for Note {
    /// The English sentence, written by the function of the part of the analysis that
    /// makes the note.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ContainerHostIsVm { .. }
            | Self::ContainerHostHypervisorFlag
            | Self::ContainerSharesKernel
            | Self::DetectVirtNoneButContainer
            | Self::ContainerByMarkers
            | Self::LikelyBareMetal
            | Self::ApplicationContainer { .. }
            | Self::KernelIsHosts { .. }
            | Self::ModulesAreHosts
            | Self::ModulesHidden => self.isolation_sentence(f),
            Self::ContainerBySignals
            | Self::ContainerSignalsInconclusive
            | Self::CgroupRootHasLimits
            | Self::RuntimeBindMounts { .. }
            | Self::RootIsSubdirectory { .. }
            | Self::UserNamespaceMapped { .. }
            | Self::Pid1NotInit { .. }
            | Self::ContainerModulesLoaded { .. } => self.container_signal_sentence(f),
            Self::VgpuShared
            | Self::VgpuLicensedProduct { .. }
            | Self::MigWithoutInstance
            | Self::MigInstance
            | Self::SriovVirtualFunctions
            | Self::SriovVirtualFunctionsOfHost
            | Self::NoGpuVisible
            | Self::GpuPresenceUnknown
            | Self::NoNvidiaTool
            | Self::Passthrough
            | Self::VmWithoutVirtualizationMode
            | Self::GpuUsedByOthers { .. }
            | Self::ContainerWholeGpu
            | Self::IsolationUnknown
            | Self::HostHasOtherGpus { .. }
            | Self::TimeSlicingInvisible => self.allocation_sentence(f),
            Self::CpusBeyondQuota { .. }
            | Self::FreeNotCLocale { .. }
            | Self::MemoryBeyondLimit { .. } => self.resources_sentence(f),
            Self::SriovVfLikely { .. }
            | Self::IgpuOutsideItsSlot { .. }
            | Self::BehindEmulatedRootPort { .. }
            | Self::SriovCapableIgpu { .. }
            | Self::NotAPhysicalFunction
            | Self::IgpuDriverBound { .. }
            | Self::NoDisplayConnectors { .. }
            | Self::VfModeNotConfirmed { .. }
            | Self::VfModeNotInLog
            | Self::DriverReportsVfMode { .. } => self.igpu_vf_sentence(f),
        }
    }
}

impl Note {
    /// A note on the isolation or the kernel, in English (`isolation`).
    fn isolation_sentence(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ContainerHostIsVm { hypervisor } => write!(
                f,
                "The host of this container is itself a virtual machine ({hypervisor})."
            ),
            Self::ContainerHostHypervisorFlag => f.write_str(
                "The CPU shows the hypervisor flag: the host of this container is a virtual machine.",
            ),
            Self::ContainerSharesKernel => f.write_str(
                "A container shares the host's kernel: other tenants' containers may run beside yours on the same host.",
            ),
            Self::DetectVirtNoneButContainer => f.write_str(
                "systemd-detect-virt answers `none`, but cgroup paths or mounts show a container runtime.",
            ),
            Self::ContainerByMarkers => f.write_str(
                "systemd-detect-virt is not available; the container is recognised by marker files, cgroups or mounts.",
            ),
            Self::LikelyBareMetal => f.write_str(
                "No hypervisor flag, no container marker and no systemd-detect-virt: most likely bare metal.",
            ),
            Self::ApplicationContainer { comm } => write!(
                f,
                "PID 1 is `{comm}`, not an init system: an application container."
            ),
            Self::KernelIsHosts { release } => write!(
                f,
                "Kernel {} is the host's: its version, its modules and the NVIDIA kernel driver are the host's choice.",
                release.as_deref().unwrap_or("(unknown)")
            ),
            Self::ModulesAreHosts => {
                f.write_str("The modules listed are the host's: /proc/modules is not namespaced.")
            }
            Self::ModulesHidden => f.write_str(
                "Kernel modules cannot be listed: typical of a container or a sandboxed kernel.",
            ),
            // `fmt` routes only the notes above here; another would show as it is.
            other => fmt::Debug::fmt(other, f),
        }
    }

    /// A note on the signs of a container that name no runtime, in English.
    fn container_signal_sentence(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ContainerBySignals => f.write_str(
                "systemd-detect-virt is not available and no marker file, cgroup path or mount names a runtime; the signals below together show a container (runtime not named).",
            ),
            Self::ContainerSignalsInconclusive => f.write_str(
                "systemd-detect-virt is not available and no marker names a runtime; the signals below point to a container but are not enough to decide: the isolation stays unknown.",
            ),
            Self::CgroupRootHasLimits => f.write_str(
                "The cgroup at /sys/fs/cgroup has a CPU quota or a memory limit (`cpu.max`, `memory.max`); the root cgroup of a whole machine or a VM has neither: this is a container's own cgroup.",
            ),
            Self::RuntimeBindMounts { paths } => write!(
                f,
                "{} are mounted on their own, as container runtimes mount them into each container.",
                paths.join(", ")
            ),
            Self::RootIsSubdirectory { root } => write!(
                f,
                "The root filesystem is the directory `{root}` of another filesystem, mounted as root the way container runtimes do."
            ),
            Self::UserNamespaceMapped { map } => write!(
                f,
                "User ids are mapped (`{map}`): the probe runs in a user namespace, as in rootless and unprivileged containers."
            ),
            Self::Pid1NotInit { comm } => write!(
                f,
                "PID 1 is `{comm}`, not an init system: the probe runs in a PID namespace of its own, as in a container; alone this does not decide."
            ),
            Self::ContainerModulesLoaded { modules } => write!(
                f,
                "The kernel has {} loaded: it runs containers, here or as their host; alone this does not show that this machine is one.",
                modules.join(", ")
            ),
            // `fmt` routes only the notes above here; another would show as it is.
            other => fmt::Debug::fmt(other, f),
        }
    }

    /// A note on how the GPUs are allocated, in English (`gpu`).
    fn allocation_sentence(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::VgpuShared => f.write_str(
                "NVIDIA vGPU: the physical GPU is shared with other VMs; the profile fixes the frame buffer, compute is time-sliced (or a MIG slice for MIG-backed profiles).",
            ),
            Self::VgpuLicensedProduct { product } => write!(f, "Licensed product: {product}."),
            Self::MigWithoutInstance => f.write_str(
                "MIG mode is enabled but no MIG instance is visible here: the GPU is partitioned and this machine holds no slice, or nvidia-smi -L was not collected.",
            ),
            Self::MigInstance => f.write_str(
                "A MIG instance: a hardware partition of the GPU with its own memory and SMs, isolated from the other instances on the same card.",
            ),
            Self::SriovVirtualFunctions => f.write_str(
                "SR-IOV virtual functions: the physical GPU is split by the hardware into functions shared between guests; each VF gets a slice of memory and time.",
            ),
            Self::SriovVirtualFunctionsOfHost => f.write_str(
                "A container sees the host's whole PCI tree: the functions listed are all the host's; the device node given to this container is in the `dev_nodes` section.",
            ),
            Self::NoGpuVisible => f.write_str(
                "No GPU is visible: neither the NVIDIA driver nor the PCI bus shows one.",
            ),
            Self::GpuPresenceUnknown => f.write_str(
                "Neither the PCI bus nor the NVIDIA driver could be read: whether there is a GPU is not known.",
            ),
            Self::NoNvidiaTool => f.write_str(
                "A GPU is on the PCI bus but no NVIDIA tool ran: whole or shared cannot be told without nvidia-smi.",
            ),
            Self::Passthrough => f.write_str(
                "GPU pass-through: the VM drives the whole physical GPU (VFIO); nvidia-smi reports `Virtualization Mode : Pass-Through`.",
            ),
            Self::VmWithoutVirtualizationMode => f.write_str(
                "A VM with a GPU in `Virtualization Mode : None` is unusual: older drivers do not report pass-through.",
            ),
            Self::GpuUsedByOthers { gpu, used_mib } => write!(
                f,
                "GPU {gpu} has {used_mib} MiB in use but no process is visible here: another tenant (or a workload of yours outside this container) uses the same GPU."
            ),
            Self::ContainerWholeGpu => f.write_str(
                "The whole GPU is visible to this container. Whether the host also gives it to other containers (time-slicing) cannot be seen from inside.",
            ),
            Self::IsolationUnknown => {
                f.write_str("The isolation is unknown, so whole or shared cannot be told.")
            }
            Self::HostHasOtherGpus { on_bus, given } => write!(
                f,
                "The PCI bus shows {on_bus} NVIDIA GPUs, the driver gives this machine {given}: the host's other GPUs go to other tenants."
            ),
            Self::TimeSlicingInvisible => f.write_str(
                "Time-slicing (CUDA MPS, Kubernetes time-slicing) is not visible from inside.",
            ),
            // `fmt` routes only the notes above here; another would show as it is.
            other => fmt::Debug::fmt(other, f),
        }
    }

    /// A note on the CPUs and memory the machine shows, in English (`resources`).
    fn resources_sentence(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::CpusBeyondQuota { shown, quota } => write!(
                f,
                "The container shows {shown} CPUs but its CPU quota allows {}: the rest are the host's, used by others.",
                OneDecimal(quota)
            ),
            Self::FreeNotCLocale { label } => write!(
                f,
                "`free` printed `{label}`: not the C locale (the script forces LC_ALL=C; this output was made otherwise). Read by position."
            ),
            Self::MemoryBeyondLimit {
                shown_gib,
                limit_gib,
            } => write!(
                f,
                "The container shows {} GiB of memory but its cgroup limit is {} GiB: it shows the whole host.",
                OneDecimal(shown_gib),
                OneDecimal(limit_gib)
            ),
            // `fmt` routes only the notes above here; another would show as it is.
            other => fmt::Debug::fmt(other, f),
        }
    }

    /// A note on an Intel iGPU's virtual function, in English (`igpu`).
    fn igpu_vf_sentence(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::SriovVfLikely { device } => write!(
                f,
                "{device} is likely an SR-IOV virtual function of an Intel iGPU, a share of the iGPU that the host splits between guests; not verified: the reasons follow."
            ),
            Self::IgpuOutsideItsSlot { device } => write!(
                f,
                "The Intel iGPU is at {device}, not at 00:02.0 where an iGPU sits on real hardware: the hypervisor placed it in this VM."
            ),
            Self::BehindEmulatedRootPort { port, id } => write!(
                f,
                "It sits behind the PCIe root port {port} ({id}), which QEMU emulates."
            ),
            Self::SriovCapableIgpu { id } => write!(
                f,
                "Its id {id} is that of an iGPU (Tiger Lake or later) whose i915 or xe driver supports SR-IOV; its virtual functions carry the same id."
            ),
            Self::NotAPhysicalFunction => f.write_str(
                "It has neither `physfn` nor `sriov_totalvfs`: it is no physical function with VFs of its own; inside a guest a VF has no `physfn` link either, as its physical function stays on the host.",
            ),
            Self::IgpuDriverBound { driver } => {
                write!(f, "The {driver} driver is bound to it.")
            }
            Self::NoDisplayConnectors { card } => write!(
                f,
                "Its DRM device {card} has no display connector: the driver drives no display on a virtual function, while the whole iGPU shows its outputs."
            ),
            Self::VfModeNotConfirmed { detail } => write!(
                f,
                "The kernel log, where the driver writes `Running in SR-IOV VF mode`, could not be read ({}): it would confirm this.",
                detail.as_deref().unwrap_or("not collected")
            ),
            Self::VfModeNotInLog => f.write_str(
                "The kernel log was read and has no `Running in SR-IOV VF mode` line (it may have been overwritten since boot): not confirmed.",
            ),
            Self::DriverReportsVfMode { line } => {
                write!(f, "The driver reports SR-IOV VF mode: `{line}`.")
            }
            // `fmt` routes only the notes above here; another would show as it is.
            other => fmt::Debug::fmt(other, f),
        }
    }
}

impl fmt::Display for VramExplanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotInDatasheet { name } => {
                write!(f, "`{name}` is not in the datasheet table.")
            }
            Self::NotReported {
                model,
                nominal_gb,
                source,
            } => write!(
                f,
                "The {model} has {} GB ({source}); no driver tool reported the memory here.",
                Plain(nominal_gb)
            ),
            Self::Matches {
                model,
                usable_mib,
                nominal_mib,
                short_percent,
                tolerance_percent,
                memory_kind,
            } => write!(
                f,
                "{usable_mib} MiB reported of the {nominal_mib} MiB the {model} has ({} % less): within the {} % the driver reserves{}. This is the whole card's memory.",
                OneDecimal(short_percent),
                Plain(tolerance_percent),
                match memory_kind {
                    MemoryKind::Gddr => " (on GDDR with ECC enabled, 1/16 goes to check bits)",
                    MemoryKind::Hbm => " for itself and the firmware",
                }
            ),
            Self::MigSlice {
                model,
                usable_mib,
                nominal_mib,
                profiles,
            } => write!(
                f,
                "{usable_mib} MiB usable of the {nominal_mib} MiB the {model} has: a MIG instance ({}), a hardware slice with its own memory.",
                profiles.join(", ")
            ),
            Self::VgpuProfile {
                model,
                usable_mib,
                nominal_mib,
                profile,
            } => write!(
                f,
                "{usable_mib} MiB of the {nominal_mib} MiB the {model} has: the frame buffer of the vGPU profile `{profile}`."
            ),
            Self::Unidentified {
                model,
                usable_mib,
                nominal_mib,
                short_percent,
                tolerance_percent,
            } => write!(
                f,
                "{usable_mib} MiB of the {nominal_mib} MiB the {model} has ({} % less, beyond the {} % reserve): a share not identified (vGPU, MIG) or another memory variant of the card.",
                OneDecimal(short_percent),
                Plain(tolerance_percent)
            ),
        }
    }
}

//! The analysis of a probe output: what each buyer's question was answered with, and on
//! which lines of the output the answer rests. Every type here crosses to the CLI (JSON)
//! and to the desktop (TypeScript generated from the JSON Schema).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use gpucase_core::finding::{SeenAllocation, SeenIsolation, WholeGpuVia};

use crate::note::{Note, VramExplanation};

/// One line of the probe output that a conclusion rests on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Evidence {
    /// The section of the probe output (`virt`, `nvidia_smi_q`, ...).
    pub section: String,
    /// The line, trimmed.
    pub line: String,
}

impl Evidence {
    /// Evidence from `section`, the line trimmed.
    pub fn new(section: &str, line: &str) -> Self {
        Self {
            section: section.to_owned(),
            line: line.trim().to_owned(),
        }
    }
}

/// A conclusion with the lines it rests on and notes on what it means.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Verdict<T> {
    /// The conclusion.
    pub value: T,
    /// Lines of the output that decide it.
    pub evidence: Vec<Evidence>,
    /// What it means for the buyer, or why it is uncertain, in English.
    pub notes: Vec<String>,
    /// The same notes as kinds with their values, for hosts that write them in the user's
    /// language (absent from analyses stored before they were structured).
    #[serde(default)]
    pub note_kinds: Vec<Note>,
}

impl<T> Verdict<T> {
    /// A conclusion without evidence yet.
    pub fn new(value: T) -> Self {
        Self {
            value,
            evidence: Vec::new(),
            notes: Vec::new(),
            note_kinds: Vec::new(),
        }
    }

    /// Adds `note`: its kind, and its English text to `notes`.
    pub fn note(&mut self, note: Note) {
        self.notes.push(note.to_string());
        self.note_kinds.push(note);
    }
}

/// The probe output analysed: the answers to the buyer's questions (docs/method.md section 2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Analysis {
    /// `version=` of the script that wrote the output.
    pub probe_version: Option<String>,
    /// When the probe ran (`date -u`, as the script printed it).
    pub collected_at: Option<String>,
    /// Whether the probe ran as root (some answers need it).
    pub ran_as_root: Option<bool>,
    /// Whether the output is complete (the final `done` marker is there).
    pub complete: bool,
    /// VM, container or bare metal.
    pub isolation: Verdict<Isolation>,
    /// Whose kernel runs this machine.
    pub kernel: Verdict<Kernel>,
    /// Whether kernel modules can be listed.
    pub kernel_modules: Verdict<ModulesVisibility>,
    /// The GPUs the NVIDIA driver shows, or the GPU-class PCI devices when it is absent.
    pub gpus: Vec<Gpu>,
    /// Whole GPU or a share, and which kind of share.
    pub allocation: Verdict<Allocation>,
    /// CPUs really usable: `nproc` against the cgroup quota.
    pub cpu: Verdict<CpuView>,
    /// Memory really usable: `free` and `/proc/meminfo` against the cgroup limit.
    pub memory: Verdict<MemoryView>,
    /// What could not be answered, and why.
    pub missing: Vec<Missing>,
}

/// How the machine is isolated from others.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Isolation {
    /// No hypervisor and no container: a whole machine.
    BareMetal,
    /// A virtual machine: own kernel, hardware shared through a hypervisor.
    VirtualMachine {
        /// The hypervisor as named by `systemd-detect-virt` or DMI (`kvm`, `vmware`, ...).
        hypervisor: Option<String>,
    },
    /// A container: the host's kernel, separated by namespaces and cgroups.
    Container {
        /// Which container runtime.
        runtime: ContainerRuntime,
        /// The runtime's own name when it is none of the known ones (`openvz`, `wsl`, ...).
        runtime_name: Option<String>,
        /// Whether the host itself is a VM (the `hypervisor` CPU flag): `None` when not known.
        host_is_virtual_machine: Option<bool>,
    },
    /// Not enough evidence.
    Unknown,
}

/// The container runtime.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ContainerRuntime {
    /// Docker (`/.dockerenv`, `/docker/` cgroup paths).
    Docker,
    /// Podman (`/run/.containerenv`).
    Podman,
    /// LXC or Incus/LXD system containers.
    Lxc,
    /// containerd without Kubernetes (nerdctl, ctr).
    Containerd,
    /// A Kubernetes pod (kubepods cgroups), through containerd or CRI-O.
    Kubernetes,
    /// systemd-nspawn.
    SystemdNspawn,
    /// A runtime named in `runtime_name`.
    Other,
    /// A container, runtime not known.
    Unknown,
}

/// Whose kernel runs the machine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Kernel {
    /// Own kernel (VM, bare metal) or the host's (container).
    pub ownership: KernelOwnership,
    /// `uname -r`.
    pub release: Option<String>,
}

/// Own kernel or the host's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum KernelOwnership {
    /// The machine boots its own kernel: modules, drivers and kernel version are yours.
    Own,
    /// A container shares the host's kernel: its version and drivers are the host's choice.
    Host,
    /// Not known.
    Unknown,
}

/// Whether kernel modules can be listed from inside.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ModulesVisibility {
    /// `lsmod` or `/proc/modules` lists modules.
    Visible {
        /// Number of modules listed.
        count: usize,
        /// Whether an NVIDIA kernel module is among them.
        nvidia_loaded: bool,
    },
    /// Listing failed or was empty (typical of containers and sandboxes).
    Hidden,
    /// Not collected.
    Unknown,
}

/// One GPU as seen from inside.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Gpu {
    /// Index in the order the driver lists GPUs (or PCI order without a driver).
    pub index: usize,
    /// Product name (`NVIDIA H100 80GB HBM3`) or the PCI device name.
    pub name: String,
    /// PCI bus id, as the source printed it.
    pub bus_id: Option<String>,
    /// PCI vendor:device id (`10de:2330`) where known.
    pub pci_id: Option<String>,
    /// Frame-buffer memory the driver reports for the GPU, MiB.
    pub memory_total_mib: Option<u64>,
    /// `MIG Mode / Current` (`Enabled`, `Disabled`, `N/A`).
    pub mig_mode: Option<String>,
    /// `GPU Virtualization Mode / Virtualization Mode` (`None`, `Pass-Through`, `VGPU`).
    pub virtualization_mode: Option<String>,
    /// MIG devices on this GPU visible here.
    pub mig_devices: Vec<MigDevice>,
    /// The vGPU licensed product (`NVIDIA RTX Virtual Workstation`) in a vGPU guest.
    pub vgpu_licensed_product: Option<String>,
    /// Frame-buffer memory used by processes not visible here, MiB (a sign of sharing).
    pub memory_used_by_others_mib: Option<u64>,
    /// The datasheet row matched by name or PCI id.
    pub datasheet: Option<DatasheetEntry>,
    /// The reported memory against the datasheet.
    pub vram: VramCheck,
}

/// A MIG device (GPU instance + compute instance).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct MigDevice {
    /// Profile as `nvidia-smi -L` names it (`1g.18gb`, `3g.71gb`).
    pub profile: Option<String>,
    /// Frame-buffer memory of the instance, MiB (`nvidia-smi -q`).
    pub memory_total_mib: Option<u64>,
}

/// One row of the GPU datasheet table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DatasheetEntry {
    /// Canonical model name.
    pub model: String,
    /// Nominal memory in GB as the datasheet states it (binary: NVIDIA's "80 GB" is 80 GiB).
    pub nominal_gb: f64,
    /// Memory technology; decides the tolerance (ECC on GDDR takes 1/16).
    pub memory_kind: MemoryKind,
    /// The vendor document the row is taken from.
    pub source: String,
}

/// GPU memory technology.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MemoryKind {
    /// HBM2/HBM2e/HBM3/HBM3e: ECC is in-band-free; the driver reserves a few hundred MiB.
    Hbm,
    /// GDDR6/GDDR6X/GDDR7: with ECC enabled the driver reserves 1/16 of the memory.
    Gddr,
}

/// The reported frame buffer against the datasheet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct VramCheck {
    /// The outcome.
    pub status: VramStatus,
    /// Nominal size of the card, MiB.
    pub nominal_mib: Option<u64>,
    /// What is usable here: the MIG instance's or the vGPU's memory, else the GPU's, MiB.
    pub usable_mib: Option<u64>,
    /// How much less than nominal, percent (negative: more).
    pub shortfall_percent: Option<f64>,
    /// What the difference means, in English.
    pub explanation: String,
    /// The same as a kind with its values (absent from analyses stored before).
    #[serde(default)]
    pub explanation_kind: Option<VramExplanation>,
}

/// Outcome of the VRAM check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum VramStatus {
    /// Within the tolerance for reserved and ECC memory: the whole card's memory.
    Matches,
    /// Clearly less than the card has: a share (MIG, vGPU) or another variant.
    Shortfall,
    /// The model is not in the datasheet table.
    UnknownModel,
    /// No memory size reported (no driver tools).
    NotReported,
}

/// Whole GPU or a share.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Allocation {
    /// No GPU visible at all.
    NoGpu,
    /// Whole GPUs.
    WholeGpu {
        /// How they reach this machine.
        via: WholeGpuPath,
    },
    /// MIG instances (hardware partitions with their own memory and SMs).
    Mig {
        /// Profiles of the visible instances (`1g.18gb`).
        profiles: Vec<String>,
    },
    /// NVIDIA vGPU (mediated, time-sliced or MIG-backed, inside a VM).
    Vgpu {
        /// vGPU types (`NVIDIA A40-8Q`).
        profiles: Vec<String>,
    },
    /// SR-IOV virtual functions of a GPU.
    SriovVf {
        /// PCI addresses of the virtual functions.
        devices: Vec<String>,
        /// Whether the output shows them to be virtual functions (a `physfn` link, the
        /// driver's own word) or only points to it. Analyses stored before it was kept
        /// rested on `physfn`: verified.
        #[serde(default)]
        confidence: Confidence,
    },
    /// Another tenant visibly uses the same GPU (memory in use by processes not visible).
    Shared,
    /// A GPU is there, but whether it is whole or shared cannot be told from inside.
    Undetermined,
}

/// How sure a conclusion is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Confidence {
    /// A line of the output shows it (a `physfn` link, the driver saying so).
    #[default]
    Verified,
    /// Several lines point to it, none shows it: the notes give the reasons, and what
    /// would have confirmed it but could not be read.
    Likely,
}

/// How a whole GPU reaches the machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WholeGpuPath {
    /// The machine owns it.
    BareMetal,
    /// Passed through to a VM (VFIO): the VM drives the whole device.
    Passthrough,
    /// Given to a container as a device node; the host may give it to others too.
    ContainerDevice,
}

/// CPUs as seen and as limited.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CpuView {
    /// `nproc`: CPUs this process may run on (affinity and cpuset, not the quota).
    pub visible_cpus: Option<u32>,
    /// Processors listed in `/proc/cpuinfo`.
    pub cpuinfo_processors: Option<u32>,
    /// CPU quota from the cgroup (`cpu.max`, `cfs_quota_us / cfs_period_us`), in CPUs.
    pub quota_cpus: Option<f64>,
    /// What is really usable: the smaller of the two.
    pub effective_cpus: Option<f64>,
    /// Whether more CPUs are shown than may be used (the container shows the host).
    pub shows_more_than_usable: bool,
}

/// Memory as seen and as limited.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct MemoryView {
    /// Total memory shown by `free` (or `/proc/meminfo`), bytes.
    pub visible_bytes: Option<u64>,
    /// The cgroup memory limit, bytes (`None`: unlimited or unknown).
    pub limit_bytes: Option<u64>,
    /// What is really usable: the smaller of the two, bytes.
    pub effective_bytes: Option<u64>,
    /// Whether more memory is shown than may be used (the container shows the host).
    pub shows_more_than_usable: bool,
}

/// A question that could not be answered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Missing {
    /// The probe section.
    pub section: String,
    /// Why it is missing.
    pub reason: MissingReason,
    /// What cannot be answered without it, in English (hosts write the consequence of a
    /// known `section` in the user's language and show this one for any other).
    pub consequence: String,
    /// The line the section printed where it failed or could not be read, as printed.
    #[serde(default)]
    pub detail: Option<String>,
}

/// Why a section is missing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MissingReason {
    /// Not in the output at all (cut off, or an older script).
    NotInOutput,
    /// The output ends inside the section.
    Truncated,
    /// The tool is not installed.
    ToolNotInstalled,
    /// The script skipped it because it needs root.
    NeedsRoot,
    /// The command was refused access.
    PermissionDenied,
    /// The command failed.
    Failed,
    /// The output could not be read (another locale, another tool version).
    Unreadable,
}

impl Isolation {
    /// The isolation as the checklist's verified answer keeps it (and hosts write it): the
    /// runtime's own name where the probe read one, else its kind's id.
    pub fn seen(&self) -> SeenIsolation {
        match self {
            Self::BareMetal => SeenIsolation::BareMetal,
            Self::VirtualMachine { hypervisor } => SeenIsolation::VirtualMachine {
                hypervisor: hypervisor.clone(),
            },
            Self::Container {
                runtime,
                runtime_name,
                host_is_virtual_machine,
            } => SeenIsolation::Container {
                runtime: runtime_name.clone().unwrap_or_else(|| {
                    serde_json::to_value(runtime)
                        .ok()
                        .and_then(|v| v.as_str().map(str::to_owned))
                        .unwrap_or_default()
                }),
                host_is_virtual_machine: *host_is_virtual_machine,
            },
            Self::Unknown => SeenIsolation::Unknown,
        }
    }
}

impl Allocation {
    /// The allocation as the checklist's verified answer keeps it (and hosts write it). A
    /// likely SR-IOV virtual function is not verified: it is kept as undetermined, and its
    /// reasons are the allocation's notes.
    pub fn seen(&self) -> SeenAllocation {
        match self {
            Self::NoGpu => SeenAllocation::NoGpu,
            Self::WholeGpu { via } => SeenAllocation::WholeGpu {
                via: match via {
                    WholeGpuPath::BareMetal => WholeGpuVia::BareMetal,
                    WholeGpuPath::Passthrough => WholeGpuVia::Passthrough,
                    WholeGpuPath::ContainerDevice => WholeGpuVia::ContainerDevice,
                },
            },
            Self::Mig { profiles } => SeenAllocation::Mig {
                profiles: profiles.clone(),
            },
            Self::Vgpu { profiles } => SeenAllocation::Vgpu {
                profiles: profiles.clone(),
            },
            Self::SriovVf {
                devices,
                confidence: Confidence::Verified,
            } => SeenAllocation::SriovVf {
                devices: devices.clone(),
            },
            // The checklist answer says "likely (not verified)": the probe saw the signs, not
            // the driver's word.
            Self::SriovVf {
                devices,
                confidence: Confidence::Likely,
            } => SeenAllocation::SriovVfLikely {
                devices: devices.clone(),
            },
            Self::Shared => SeenAllocation::Shared,
            Self::Undetermined => SeenAllocation::Undetermined,
        }
    }
}

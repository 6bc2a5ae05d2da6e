//! The GPUs and how they are allocated: whole (bare metal, passthrough, a container's
//! device), a MIG instance, a vGPU, an SR-IOV virtual function, or a share that cannot be
//! told from inside. Time-slicing (CUDA MPS, Kubernetes time-slicing, several containers
//! on one device) leaves no trace visible from inside, except memory used by processes
//! that are not visible here.

use crate::datasheet;
use crate::frame::Frames;
use crate::model::{
    Allocation, Evidence, Gpu, Isolation, MigDevice, Verdict, VramCheck, VramStatus, WholeGpuPath,
};
use crate::nvidia::{self, SmiGpu};
use crate::pci::{self, PciDisplay};

/// Frame-buffer memory in use with no process visible above which another tenant is
/// assumed, MiB (an idle GPU shows a few MiB for the driver's own contexts).
const FOREIGN_USE_MIB: u64 = 1024;

/// GPU-class PCI devices worth reporting: NVIDIA, AMD and Intel. Server BMC graphics
/// (ASPEED, Matrox) and emulated VGA (QEMU, virtio, VMware) are not GPUs for rent.
fn is_compute_vendor(vendor: &str) -> bool {
    matches!(vendor, "10de" | "1002" | "8086")
}

/// The display devices from `lspci -nn` merged with the sysfs walk (which alone knows `physfn`).
pub fn pci_displays(frames: &Frames) -> Vec<PciDisplay> {
    let from_lspci = frames
        .get("lspci")
        .map(pci::parse_lspci)
        .unwrap_or_default();
    let from_sysfs = frames
        .get("pci_sysfs")
        .map(pci::parse_sysfs)
        .unwrap_or_default();
    let mut out: Vec<PciDisplay> = if from_lspci.is_empty() {
        from_sysfs.clone()
    } else {
        from_lspci
    };
    for d in &mut out {
        let short = d.slot.trim_start_matches("0000:").to_owned();
        if let Some(s) = from_sysfs
            .iter()
            .find(|s| s.slot.trim_start_matches("0000:") == short)
            && s.virtual_function
            && !d.virtual_function
        {
            d.virtual_function = true;
            d.line = format!("{} | {}", d.line, s.line);
        }
    }
    out.retain(|d| is_compute_vendor(&d.vendor));
    out
}

/// Whether a product name is a vGPU type (`NVIDIA A40-8Q`, `NVIDIA H100-80C`, `GRID T4-4C`).
pub fn is_vgpu_type(name: &str) -> bool {
    name.rsplit('-').next().is_some_and(|suffix| {
        suffix.len() >= 2
            && suffix[..suffix.len() - 1]
                .chars()
                .all(|c| c.is_ascii_digit())
            && suffix.ends_with(['A', 'B', 'C', 'Q'])
    }) && name.contains('-')
}

fn vram_check(gpu: &Gpu) -> VramCheck {
    let usable = if gpu.mig_devices.is_empty() {
        gpu.memory_total_mib
    } else {
        let sum: u64 = gpu
            .mig_devices
            .iter()
            .filter_map(|m| m.memory_total_mib)
            .sum();
        (sum > 0).then_some(sum)
    };
    let Some(entry) = &gpu.datasheet else {
        return VramCheck {
            status: if usable.is_some() {
                VramStatus::UnknownModel
            } else {
                VramStatus::NotReported
            },
            nominal_mib: None,
            usable_mib: usable,
            shortfall_percent: None,
            explanation: format!("`{}` is not in the datasheet table.", gpu.name),
        };
    };
    let nominal = datasheet::nominal_mib(entry);
    let Some(usable_mib) = usable else {
        return VramCheck {
            status: VramStatus::NotReported,
            nominal_mib: Some(nominal),
            usable_mib: None,
            shortfall_percent: None,
            explanation: format!(
                "The {} has {} GB ({}); no driver tool reported the memory here.",
                entry.model, entry.nominal_gb, entry.source
            ),
        };
    };
    let shortfall = (nominal as f64 - usable_mib as f64) / nominal as f64 * 100.0;
    let shortfall = (shortfall * 100.0).round() / 100.0;
    let tolerance = datasheet::tolerance_percent(entry);
    let (status, explanation) = if shortfall <= tolerance {
        (
            VramStatus::Matches,
            format!(
                "{usable_mib} MiB reported of the {nominal} MiB the {} has ({shortfall:.1} % less): within the {tolerance} % the driver reserves{}. This is the whole card's memory.",
                entry.model,
                match entry.memory_kind {
                    crate::model::MemoryKind::Gddr =>
                        " (on GDDR with ECC enabled, 1/16 goes to check bits)",
                    crate::model::MemoryKind::Hbm => " for itself and the firmware",
                }
            ),
        )
    } else if !gpu.mig_devices.is_empty() {
        let profiles: Vec<&str> = gpu
            .mig_devices
            .iter()
            .filter_map(|m| m.profile.as_deref())
            .collect();
        (
            VramStatus::Shortfall,
            format!(
                "{usable_mib} MiB usable of the {nominal} MiB the {} has: a MIG instance ({}), a hardware slice with its own memory.",
                entry.model,
                profiles.join(", ")
            ),
        )
    } else if gpu.vgpu_licensed_product.is_some()
        || is_vgpu_type(&gpu.name)
        || gpu.virtualization_mode.as_deref() == Some("VGPU")
    {
        (
            VramStatus::Shortfall,
            format!(
                "{usable_mib} MiB of the {nominal} MiB the {} has: the frame buffer of the vGPU profile `{}`.",
                entry.model, gpu.name
            ),
        )
    } else {
        (
            VramStatus::Shortfall,
            format!(
                "{usable_mib} MiB of the {nominal} MiB the {} has ({shortfall:.1} % less, beyond the {tolerance} % reserve): a share not identified (vGPU, MIG) or another memory variant of the card.",
                entry.model
            ),
        )
    };
    VramCheck {
        status,
        nominal_mib: Some(nominal),
        usable_mib: Some(usable_mib),
        shortfall_percent: Some(shortfall),
        explanation,
    }
}

fn gpu_from_smi(index: usize, smi: &SmiGpu, listed: Option<&nvidia::ListedGpu>) -> Gpu {
    let name = smi
        .product_name
        .clone()
        .or_else(|| listed.map(|l| l.name.clone()))
        .unwrap_or_default();
    let profiles = listed.map(|l| l.mig_profiles.clone()).unwrap_or_default();
    let count = profiles.len().max(smi.mig_device_memory_mib.len());
    let mig_devices = (0..count)
        .map(|i| MigDevice {
            profile: profiles.get(i).cloned(),
            memory_total_mib: smi.mig_device_memory_mib.get(i).copied().filter(|m| *m > 0),
        })
        .collect();
    let foreign = match (smi.has_processes, smi.fb_used_mib) {
        (Some(false), Some(used)) if used >= FOREIGN_USE_MIB => Some(used),
        _ => None,
    };
    Gpu {
        index,
        name: name.clone(),
        bus_id: Some(smi.bus_id.clone()),
        pci_id: smi.pci_id.clone(),
        memory_total_mib: smi.fb_total_mib,
        mig_mode: smi.mig_mode.clone(),
        virtualization_mode: smi.virtualization_mode.clone(),
        mig_devices,
        vgpu_licensed_product: smi.vgpu_licensed_product.clone(),
        memory_used_by_others_mib: foreign,
        datasheet: datasheet::by_name(&name).or_else(|| {
            smi.pci_id
                .as_deref()
                .and_then(|id| id.strip_prefix("10de:"))
                .and_then(datasheet::by_pci_id)
        }),
        vram: VramCheck {
            status: VramStatus::NotReported,
            nominal_mib: None,
            usable_mib: None,
            shortfall_percent: None,
            explanation: String::new(),
        },
    }
}

fn blank_gpu(index: usize, name: String) -> Gpu {
    gpu_from_smi(index, &SmiGpu::default(), None).with_name(name)
}

impl Gpu {
    fn with_name(mut self, name: String) -> Self {
        self.datasheet = datasheet::by_name(&name);
        self.name = name;
        self.bus_id = None;
        self
    }
}

/// The GPUs and the evidence lines behind them.
pub fn gpus(frames: &Frames, displays: &[PciDisplay]) -> (Vec<Gpu>, Vec<Evidence>) {
    let smi = frames
        .get("nvidia_smi_q")
        .map(nvidia::parse_query)
        .unwrap_or_default();
    let listed = frames
        .get("nvidia_smi_l")
        .map(nvidia::parse_list)
        .unwrap_or_default();
    let csv = frames
        .get("nvidia_smi_query")
        .map(nvidia::parse_csv)
        .unwrap_or_default();
    let mut evidence = Vec::new();
    let mut gpus: Vec<Gpu> = if !smi.is_empty() {
        for s in &smi {
            evidence.extend(s.key_lines.iter().map(|l| Evidence::new("nvidia_smi_q", l)));
        }
        smi.iter()
            .enumerate()
            .map(|(i, s)| gpu_from_smi(i, s, listed.get(i)))
            .collect()
    } else if !csv.is_empty() {
        csv.iter()
            .enumerate()
            .map(|(i, row)| {
                evidence.push(Evidence::new("nvidia_smi_query", &row.line));
                let mut g = blank_gpu(i, row.name.clone());
                g.memory_total_mib = row.memory_total_mib;
                g.bus_id = row.bus_id.clone();
                g.mig_mode = row.mig_mode.clone();
                g.virtualization_mode = row.virtualization_mode.clone();
                if let Some(l) = listed.get(i) {
                    g.mig_devices = l
                        .mig_profiles
                        .iter()
                        .map(|p| MigDevice {
                            profile: Some(p.clone()),
                            memory_total_mib: None,
                        })
                        .collect();
                }
                g
            })
            .collect()
    } else if !listed.is_empty() {
        listed
            .iter()
            .map(|l| {
                let mut g = blank_gpu(l.index, l.name.clone());
                g.mig_devices = l
                    .mig_profiles
                    .iter()
                    .map(|p| MigDevice {
                        profile: Some(p.clone()),
                        memory_total_mib: None,
                    })
                    .collect();
                g
            })
            .collect()
    } else {
        displays
            .iter()
            .enumerate()
            .map(|(i, d)| {
                evidence.push(Evidence::new(d.section, &d.line));
                let name = d
                    .name
                    .clone()
                    .unwrap_or_else(|| format!("PCI {}:{}", d.vendor, d.device));
                let mut g = blank_gpu(i, name);
                g.bus_id = Some(d.slot.clone());
                g.pci_id = Some(format!("{}:{}", d.vendor, d.device));
                if d.vendor == pci::NVIDIA {
                    g.datasheet = datasheet::by_pci_id(&d.device);
                }
                g
            })
            .collect()
    };
    for l in &listed {
        if !l.mig_profiles.is_empty() || smi.is_empty() {
            evidence.extend(
                l.lines
                    .iter()
                    .map(|line| Evidence::new("nvidia_smi_l", line)),
            );
        }
    }
    for g in &mut gpus {
        g.vram = vram_check(g);
    }
    (gpus, evidence)
}

/// Decides the allocation from the GPUs, the PCI devices and the isolation.
pub fn allocation(
    gpus: &[Gpu],
    gpu_evidence: &[Evidence],
    displays: &[PciDisplay],
    isolation: &Isolation,
    nvidia_tools_ran: bool,
    pci_collected: bool,
) -> Verdict<Allocation> {
    let mut v = Verdict::new(Allocation::Undetermined);
    v.evidence.extend(gpu_evidence.iter().cloned());
    let vgpu: Vec<&Gpu> = gpus
        .iter()
        .filter(|g| {
            g.virtualization_mode.as_deref() == Some("VGPU")
                || g.vgpu_licensed_product.is_some()
                || is_vgpu_type(&g.name)
        })
        .collect();
    let mig: Vec<&Gpu> = gpus
        .iter()
        .filter(|g| g.mig_mode.as_deref() == Some("Enabled") || !g.mig_devices.is_empty())
        .collect();
    let vfs: Vec<&PciDisplay> = displays.iter().filter(|d| d.virtual_function).collect();
    let nvidia_pci = displays.iter().filter(|d| d.vendor == pci::NVIDIA).count();

    if !vgpu.is_empty() {
        v.value = Allocation::Vgpu {
            profiles: vgpu.iter().map(|g| g.name.clone()).collect(),
        };
        v.notes.push(
            "NVIDIA vGPU: the physical GPU is shared with other VMs; the profile fixes the frame buffer, compute is time-sliced (or a MIG slice for MIG-backed profiles).".to_owned(),
        );
        if let Some(p) = vgpu.iter().find_map(|g| g.vgpu_licensed_product.as_deref()) {
            v.notes.push(format!("Licensed product: {p}."));
        }
    } else if !mig.is_empty() {
        let profiles: Vec<String> = mig
            .iter()
            .flat_map(|g| g.mig_devices.iter().filter_map(|m| m.profile.clone()))
            .collect();
        if profiles.is_empty() && mig.iter().all(|g| g.mig_devices.is_empty()) {
            v.notes.push(
                "MIG mode is enabled but no MIG instance is visible here: the GPU is partitioned and this machine holds no slice, or nvidia-smi -L was not collected.".to_owned(),
            );
        } else {
            v.value = Allocation::Mig { profiles };
            v.notes.push(
                "A MIG instance: a hardware partition of the GPU with its own memory and SMs, isolated from the other instances on the same card.".to_owned(),
            );
        }
    } else if !vfs.is_empty() && !matches!(isolation, Isolation::BareMetal) {
        v.evidence
            .extend(vfs.iter().map(|d| Evidence::new(d.section, &d.line)));
        v.value = Allocation::SriovVf {
            devices: vfs.iter().map(|d| d.slot.clone()).collect(),
        };
        v.notes.push(
            "SR-IOV virtual functions: the physical GPU is split by the hardware into functions shared between guests; each VF gets a slice of memory and time.".to_owned(),
        );
        if matches!(isolation, Isolation::Container { .. }) {
            v.notes.push(
                "A container sees the host's whole PCI tree: the functions listed are all the host's; the device node given to this container is in the `dev_nodes` section.".to_owned(),
            );
        }
    } else if gpus.is_empty() {
        if pci_collected {
            v.value = Allocation::NoGpu;
            v.notes.push(
                "No GPU is visible: neither the NVIDIA driver nor the PCI bus shows one."
                    .to_owned(),
            );
        } else {
            v.notes.push(
                "Neither the PCI bus nor the NVIDIA driver could be read: whether there is a GPU is not known.".to_owned(),
            );
        }
    } else if !nvidia_tools_ran {
        v.notes.push(
            "A GPU is on the PCI bus but no NVIDIA tool ran: whole or shared cannot be told without nvidia-smi.".to_owned(),
        );
    } else if gpus
        .iter()
        .any(|g| g.virtualization_mode.as_deref() == Some("Pass-Through"))
    {
        v.value = Allocation::WholeGpu {
            via: WholeGpuPath::Passthrough,
        };
        v.notes.push(
            "GPU pass-through: the VM drives the whole physical GPU (VFIO); nvidia-smi reports `Virtualization Mode : Pass-Through`.".to_owned(),
        );
    } else {
        match isolation {
            Isolation::BareMetal => {
                v.value = Allocation::WholeGpu {
                    via: WholeGpuPath::BareMetal,
                };
            }
            Isolation::VirtualMachine { .. } => {
                v.value = Allocation::WholeGpu {
                    via: WholeGpuPath::Passthrough,
                };
                v.notes.push(
                    "A VM with a GPU in `Virtualization Mode : None` is unusual: older drivers do not report pass-through.".to_owned(),
                );
            }
            Isolation::Container { .. } => {
                if let Some(g) = gpus.iter().find(|g| g.memory_used_by_others_mib.is_some()) {
                    v.value = Allocation::Shared;
                    v.notes.push(format!(
                        "GPU {} has {} MiB in use but no process is visible here: another tenant (or a workload of yours outside this container) uses the same GPU.",
                        g.index,
                        g.memory_used_by_others_mib.unwrap_or_default()
                    ));
                } else {
                    v.value = Allocation::WholeGpu {
                        via: WholeGpuPath::ContainerDevice,
                    };
                    v.notes.push(
                        "The whole GPU is visible to this container. Whether the host also gives it to other containers (time-slicing) cannot be seen from inside.".to_owned(),
                    );
                }
            }
            Isolation::Unknown => {
                v.notes.push(
                    "The isolation is unknown, so whole or shared cannot be told.".to_owned(),
                );
            }
        }
    }
    if nvidia_pci > gpus.len() && !gpus.is_empty() && nvidia_tools_ran {
        v.notes.push(format!(
            "The PCI bus shows {nvidia_pci} NVIDIA GPUs, the driver gives this machine {}: the host's other GPUs go to other tenants.",
            gpus.len()
        ));
    }
    if matches!(
        v.value,
        Allocation::WholeGpu { .. } | Allocation::Shared | Allocation::Undetermined
    ) && !gpus.is_empty()
    {
        v.notes.push(
            "Time-slicing (CUDA MPS, Kubernetes time-slicing) is not visible from inside."
                .to_owned(),
        );
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vgpu_type_names() {
        assert!(is_vgpu_type("NVIDIA A40-8Q"));
        assert!(is_vgpu_type("NVIDIA L40S-24Q"));
        assert!(is_vgpu_type("NVIDIA H100-80C"));
        assert!(!is_vgpu_type("NVIDIA A100-SXM4-80GB"));
        assert!(!is_vgpu_type("NVIDIA H100 80GB HBM3"));
    }
}

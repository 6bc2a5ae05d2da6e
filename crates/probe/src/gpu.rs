//! The GPUs and how they are allocated: whole (bare metal, passthrough, a container's
//! device), a MIG instance, a vGPU, an SR-IOV virtual function, or a share that cannot be
//! told from inside. Time-slicing (CUDA MPS, Kubernetes time-slicing, several containers
//! on one device) leaves no trace visible from inside, except memory used by processes
//! that are not visible here.

use crate::datasheet;
use crate::frame::Frames;
use crate::igpu::VfAssessment;
use crate::model::{
    Allocation, Confidence, Evidence, Gpu, Isolation, MigDevice, Verdict, VramCheck, VramStatus,
    WholeGpuPath,
};
use crate::note::{Note, VramExplanation};
use crate::nvidia::{self, SmiGpu};
use crate::offer::small;
use crate::pci::{self, PciDisplay};
use gpucase_core::finding::measure;

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
            ..explained(VramExplanation::NotInDatasheet {
                name: gpu.name.clone(),
            })
        };
    };
    let nominal = datasheet::nominal_mib(entry);
    let Some(usable_mib) = usable else {
        return VramCheck {
            status: VramStatus::NotReported,
            nominal_mib: Some(nominal),
            usable_mib: None,
            shortfall_percent: None,
            ..explained(VramExplanation::NotReported {
                model: entry.model.clone(),
                nominal_gb: measure(entry.nominal_gb, 2),
                source: entry.source.clone(),
            })
        };
    };
    let shortfall = (nominal as f64 - usable_mib as f64) / nominal as f64 * 100.0;
    let shortfall = (shortfall * 100.0).round() / 100.0;
    let tolerance = datasheet::tolerance_percent(entry);
    let model = entry.model.clone();
    let (status, explanation) = if shortfall <= tolerance {
        (
            VramStatus::Matches,
            VramExplanation::Matches {
                model,
                usable_mib,
                nominal_mib: nominal,
                short_percent: measure(shortfall, 1),
                tolerance_percent: measure(tolerance, 2),
                memory_kind: entry.memory_kind,
            },
        )
    } else if !gpu.mig_devices.is_empty() {
        let profiles: Vec<&str> = gpu
            .mig_devices
            .iter()
            .filter_map(|m| m.profile.as_deref())
            .collect();
        (
            VramStatus::Shortfall,
            VramExplanation::MigSlice {
                model,
                usable_mib,
                nominal_mib: nominal,
                profiles: profiles.into_iter().map(str::to_owned).collect(),
            },
        )
    } else if gpu.vgpu_licensed_product.is_some()
        || is_vgpu_type(&gpu.name)
        || gpu.virtualization_mode.as_deref() == Some("VGPU")
    {
        (
            VramStatus::Shortfall,
            VramExplanation::VgpuProfile {
                model,
                usable_mib,
                nominal_mib: nominal,
                profile: gpu.name.clone(),
            },
        )
    } else {
        (
            VramStatus::Shortfall,
            VramExplanation::Unidentified {
                model,
                usable_mib,
                nominal_mib: nominal,
                short_percent: measure(shortfall, 1),
                tolerance_percent: measure(tolerance, 2),
            },
        )
    };
    VramCheck {
        status,
        nominal_mib: Some(nominal),
        usable_mib: Some(usable_mib),
        shortfall_percent: Some(shortfall),
        ..explained(explanation)
    }
}

/// A VRAM check's explanation: its kind and its English text.
fn explained(kind: VramExplanation) -> VramCheck {
    VramCheck {
        status: VramStatus::NotReported,
        nominal_mib: None,
        usable_mib: None,
        shortfall_percent: None,
        explanation: kind.to_string(),
        explanation_kind: Some(kind),
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
            explanation_kind: None,
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

/// Decides the allocation from the GPUs, the PCI devices and the isolation; `igpu_vf` is
/// what the output says of an Intel iGPU's virtual function in a VM (`igpu::intel_vf`).
pub fn allocation(
    gpus: &[Gpu],
    gpu_evidence: &[Evidence],
    displays: &[PciDisplay],
    isolation: &Isolation,
    nvidia_tools_ran: bool,
    pci_collected: bool,
    igpu_vf: Option<VfAssessment>,
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
        vgpu_shares(&mut v, &vgpu);
    } else if !mig.is_empty() {
        mig_instances(&mut v, &mig);
    } else if !vfs.is_empty() && !matches!(isolation, Isolation::BareMetal) {
        virtual_functions(&mut v, &vfs, isolation);
    } else if let Some(vf) = igpu_vf {
        igpu_virtual_function(&mut v, vf);
    } else if gpus.is_empty() {
        if pci_collected {
            v.value = Allocation::NoGpu;
            v.note(Note::NoGpuVisible);
        } else {
            v.note(Note::GpuPresenceUnknown);
        }
    } else if !nvidia_tools_ran {
        v.note(Note::NoNvidiaTool);
    } else if gpus
        .iter()
        .any(|g| g.virtualization_mode.as_deref() == Some("Pass-Through"))
    {
        v.value = Allocation::WholeGpu {
            via: WholeGpuPath::Passthrough,
        };
        v.note(Note::Passthrough);
    } else {
        whole_by_isolation(&mut v, gpus, isolation);
    }
    if nvidia_pci > gpus.len() && !gpus.is_empty() && nvidia_tools_ran {
        v.note(Note::HostHasOtherGpus {
            on_bus: small(nvidia_pci),
            given: small(gpus.len()),
        });
    }
    if matches!(
        v.value,
        Allocation::WholeGpu { .. } | Allocation::Shared | Allocation::Undetermined
    ) && !gpus.is_empty()
    {
        v.note(Note::TimeSlicingInvisible);
    }
    v
}

/// NVIDIA vGPUs: their profiles, and the licensed product where the driver names one.
fn vgpu_shares(v: &mut Verdict<Allocation>, vgpu: &[&Gpu]) {
    v.value = Allocation::Vgpu {
        profiles: vgpu.iter().map(|g| g.name.clone()).collect(),
    };
    v.note(Note::VgpuShared);
    if let Some(p) = vgpu.iter().find_map(|g| g.vgpu_licensed_product.as_deref()) {
        v.note(Note::VgpuLicensedProduct {
            product: p.to_owned(),
        });
    }
}

/// GPUs in MIG mode: their instances' profiles, or a note that no instance is visible.
fn mig_instances(v: &mut Verdict<Allocation>, mig: &[&Gpu]) {
    let profiles: Vec<String> = mig
        .iter()
        .flat_map(|g| g.mig_devices.iter().filter_map(|m| m.profile.clone()))
        .collect();
    if profiles.is_empty() && mig.iter().all(|g| g.mig_devices.is_empty()) {
        v.note(Note::MigWithoutInstance);
    } else {
        v.value = Allocation::Mig { profiles };
        v.note(Note::MigInstance);
    }
}

/// SR-IOV virtual functions on the PCI bus of a VM or a container.
fn virtual_functions(v: &mut Verdict<Allocation>, vfs: &[&PciDisplay], isolation: &Isolation) {
    v.evidence
        .extend(vfs.iter().map(|d| Evidence::new(d.section, &d.line)));
    v.value = Allocation::SriovVf {
        devices: vfs.iter().map(|d| d.slot.clone()).collect(),
        confidence: Confidence::Verified,
    };
    v.note(Note::SriovVirtualFunctions);
    if matches!(isolation, Isolation::Container { .. }) {
        v.note(Note::SriovVirtualFunctionsOfHost);
    }
}

/// An Intel iGPU's virtual function in a VM, with the assessment's lines and notes.
fn igpu_virtual_function(v: &mut Verdict<Allocation>, vf: VfAssessment) {
    for e in vf.evidence {
        if !v.evidence.contains(&e) {
            v.evidence.push(e);
        }
    }
    v.value = Allocation::SriovVf {
        devices: vec![vf.slot],
        confidence: vf.confidence,
    };
    for n in vf.notes {
        v.note(n);
    }
}

/// GPUs in `Virtualization Mode : None`: whole GPUs as the isolation allows, or shared
/// where another tenant's memory is in use on one of them.
fn whole_by_isolation(v: &mut Verdict<Allocation>, gpus: &[Gpu], isolation: &Isolation) {
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
            v.note(Note::VmWithoutVirtualizationMode);
        }
        Isolation::Container { .. } => {
            if let Some(g) = gpus.iter().find(|g| g.memory_used_by_others_mib.is_some()) {
                v.value = Allocation::Shared;
                v.note(Note::GpuUsedByOthers {
                    gpu: small(g.index),
                    used_mib: g.memory_used_by_others_mib.unwrap_or_default(),
                });
            } else {
                v.value = Allocation::WholeGpu {
                    via: WholeGpuPath::ContainerDevice,
                };
                v.note(Note::ContainerWholeGpu);
            }
        }
        Isolation::Unknown => {
            v.note(Note::IsolationUnknown);
        }
    }
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

//! An SR-IOV virtual function of an Intel iGPU passed to a VM.
//!
//! On the host, a VF shows a `physfn` link to its physical function (the iGPU at 00:02.0,
//! its VFs at 00:02.1 to 00:02.7). Passed to a guest through VFIO it is a plain PCI device:
//! no `physfn` (the physical function stays on the host), behind a PCIe root port the
//! hypervisor emulates, with the physical function's device id. From inside, only the
//! driver says it for certain: i915 and xe write `Running in SR-IOV VF mode` to the kernel
//! log, which unprivileged users often may not read (`kernel.dmesg_restrict`). Without that
//! line the analysis says "likely", with its reasons: an iGPU whose driver supports SR-IOV,
//! in a VM, away from 00:02.0, behind an emulated root port, no SR-IOV capability of its
//! own, no display connector (the driver drives no display on a VF). The whole iGPU passed
//! through would share most of these, but keeps its display outputs.

use crate::frame::Frames;
use crate::model::{Confidence, Evidence, Isolation};
use crate::note::Note;
use crate::pci::{self, PciDisplay, SysfsDevice};

/// PCI vendor id of Intel.
const INTEL: &str = "8086";

/// Device ids of the iGPUs whose i915 declares SR-IOV support (`has_sriov` in
/// `i915_pci.c` of Intel's SR-IOV i915, the one `i915-sriov-dkms` packages: Tiger Lake,
/// Alder Lake S/P/N, Raptor Lake S/U/P, Meteor Lake, Arrow Lake); ids from the kernel's
/// `include/drm/intel/pciids.h`. A VF carries its physical function's id.
const SRIOV_IGPUS: &[(&str, &[&str])] = &[
    (
        "Tiger Lake",
        &[
            "9a60", "9a68", "9a70", "9a40", "9a49", "9a59", "9a78", "9ac0", "9ac9", "9ad9", "9af8",
        ],
    ),
    (
        "Alder Lake-S",
        &[
            "4680", "4682", "4688", "468a", "468b", "4690", "4692", "4693",
        ],
    ),
    (
        "Alder Lake-P",
        &[
            "46a0", "46a1", "46a2", "46a3", "46a6", "46a8", "46aa", "462a", "4626", "4628", "46b0",
            "46b1", "46b2", "46b3", "46c0", "46c1", "46c2", "46c3",
        ],
    ),
    ("Alder Lake-N", &["46d0", "46d1", "46d2", "46d3", "46d4"]),
    (
        "Raptor Lake-S",
        &[
            "a780", "a781", "a782", "a783", "a788", "a789", "a78a", "a78b",
        ],
    ),
    ("Raptor Lake-U", &["a721", "a7a1", "a7a9", "a7ac", "a7ad"]),
    ("Raptor Lake-P", &["a720", "a7a0", "a7a8", "a7aa", "a7ab"]),
    ("Meteor Lake", &["7d40", "7d45", "7d55", "7d60", "7dd5"]),
    ("Arrow Lake", &["7d51", "7dd1", "7d41", "7d67", "b640"]),
];

/// Where an Intel iGPU sits on real hardware.
const IGPU_SLOT: &str = "00:02.0";

/// Vendor id of the devices QEMU emulates (Red Hat, Inc.): `1b36:000c` is its PCIe root port.
const QEMU_VENDOR: &str = "1b36";

/// The driver's line of the VF mode (i915's `dev_info`, xe's `drm_info`).
const VF_MODE_LINE: &str = "Running in SR-IOV VF mode";

/// What the output says about an Intel iGPU being an SR-IOV virtual function.
#[derive(Debug, Clone)]
pub struct VfAssessment {
    /// The device's PCI address, as lspci prints it (`01:00.0`).
    pub slot: String,
    /// Shown by the driver's own line, or only pointed to.
    pub confidence: Confidence,
    /// The reasons, in order.
    pub notes: Vec<Note>,
    /// The lines they rest on.
    pub evidence: Vec<Evidence>,
}

/// Whether an Intel device id is that of an iGPU whose driver supports SR-IOV.
pub fn is_sriov_igpu(vendor: &str, device: &str) -> bool {
    vendor == INTEL && SRIOV_IGPUS.iter().any(|(_, ids)| ids.contains(&device))
}

/// A DRM card of the probe's `drm_cards` section: `card0 device=0000:01:00.0 connectors=0`.
struct DrmCard<'a> {
    name: &'a str,
    device: &'a str,
    connectors: Option<u32>,
    line: &'a str,
}

fn drm_cards(frames: &Frames) -> Vec<DrmCard<'_>> {
    let Some(section) = frames.get("drm_cards") else {
        return Vec::new();
    };
    section
        .lines
        .iter()
        .filter_map(|line| {
            let text = line.trim();
            let mut words = text.split_whitespace();
            let name = words.next()?;
            let get = |key: &str| {
                text.split_whitespace()
                    .find_map(|w| w.strip_prefix(key).and_then(|v| v.strip_prefix('=')))
            };
            Some(DrmCard {
                name,
                device: get("device")?,
                connectors: get("connectors").and_then(|n| n.parse().ok()),
                line: text,
            })
        })
        .collect()
}

/// The first lspci line of a slot.
fn lspci_line<'a>(frames: &'a Frames, slot: &str) -> Option<&'a str> {
    let short = pci::short_slot(slot);
    frames
        .get("lspci")?
        .lines
        .iter()
        .map(|l| l.trim())
        .find(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|s| pci::short_slot(s) == short)
        })
}

/// The kernel log section: its VF-mode line for `slot`, or why it could not be read.
enum KernelLog {
    /// The driver's line for the device.
    VfMode(String),
    /// Read, and no such line.
    Silent,
    /// Not read: the line it printed instead, if any.
    Unread(Option<String>),
}

fn kernel_log(frames: &Frames, slot: &str) -> KernelLog {
    let Some(section) = frames.get("gpu_kernel_log") else {
        return KernelLog::Unread(None);
    };
    if section.status != Some(0) {
        let first = section
            .lines
            .iter()
            .map(|l| l.trim())
            .find(|l| !l.is_empty())
            .map(str::to_owned);
        return KernelLog::Unread(first);
    }
    let short = pci::short_slot(slot);
    section
        .lines
        .iter()
        .map(|l| l.trim())
        .find(|l| l.contains(VF_MODE_LINE) && l.contains(short))
        .map_or(KernelLog::Silent, |l| KernelLog::VfMode(l.to_owned()))
}

/// An Intel iGPU in a VM that is (likely) an SR-IOV virtual function. `None` where the
/// machine is not a VM, no such iGPU is there, it sits where a whole iGPU sits (00:02.0) or
/// shows what a VF lacks (display connectors, an SR-IOV capability of its own), unless the
/// driver's own line says it is a VF.
pub fn intel_vf(
    frames: &Frames,
    displays: &[PciDisplay],
    isolation: &Isolation,
) -> Option<VfAssessment> {
    if !matches!(isolation, Isolation::VirtualMachine { .. }) {
        return None;
    }
    let sysfs: Vec<SysfsDevice> = frames
        .get("pci_sysfs")
        .map(pci::parse_sysfs_devices)
        .unwrap_or_default();
    let cards = drm_cards(frames);
    displays
        .iter()
        .filter(|d| !d.virtual_function && is_sriov_igpu(&d.vendor, &d.device))
        .find_map(|d| assess(frames, d, &sysfs, &cards))
}

fn assess(
    frames: &Frames,
    display: &PciDisplay,
    sysfs: &[SysfsDevice],
    cards: &[DrmCard<'_>],
) -> Option<VfAssessment> {
    let slot = pci::short_slot(&display.slot).to_owned();
    let own = sysfs.iter().find(|s| pci::short_slot(&s.slot) == slot);
    let card = own.and_then(|o| cards.iter().find(|c| c.device == o.slot));
    let mut evidence = vec![Evidence::new(display.section, &display.line)];
    if let Some(o) = own.filter(|o| o.line != display.line) {
        evidence.push(Evidence::new("pci_sysfs", &o.line));
    }
    let log = kernel_log(frames, &slot);
    if let KernelLog::VfMode(line) = &log {
        evidence.push(Evidence::new("gpu_kernel_log", line));
        return Some(VfAssessment {
            slot,
            confidence: Confidence::Verified,
            notes: vec![
                Note::SriovVirtualFunctions,
                Note::DriverReportsVfMode { line: line.clone() },
            ],
            evidence,
        });
    }
    // What a VF cannot show: an SR-IOV capability of its own, display outputs.
    if own.is_some_and(|o| o.sriov_totalvfs.is_some()) {
        return None;
    }
    if card.is_some_and(|c| c.connectors.unwrap_or(0) > 0) {
        return None;
    }
    if slot == IGPU_SLOT {
        return None;
    }
    let id = format!("{}:{}", display.vendor, display.device);
    let mut notes = vec![
        Note::SriovVfLikely {
            device: slot.clone(),
        },
        Note::IgpuOutsideItsSlot {
            device: slot.clone(),
        },
    ];
    let port = own
        .and_then(|o| o.parent.as_deref())
        .and_then(|p| sysfs.iter().find(|s| s.slot == p))
        .filter(|p| p.vendor == QEMU_VENDOR && p.class.starts_with("0604"));
    if let Some(p) = port {
        notes.push(Note::BehindEmulatedRootPort {
            port: pci::short_slot(&p.slot).to_owned(),
            id: format!("{}:{}", p.vendor, p.device),
        });
        evidence.push(Evidence::new("pci_sysfs", &p.line));
        if let Some(l) = lspci_line(frames, &p.slot) {
            evidence.push(Evidence::new("lspci", l));
        }
    }
    notes.push(Note::SriovCapableIgpu { id });
    if own.is_some_and(|o| o.sriov_read && !o.physfn) {
        notes.push(Note::NotAPhysicalFunction);
    }
    let driver = own.and_then(|o| o.driver.clone()).or_else(|| {
        let line = loaded(frames, &["i915", "xe"])?;
        evidence.push(Evidence::new("modules", line));
        line.split_whitespace().next().map(str::to_owned)
    });
    if let Some(driver) = driver {
        notes.push(Note::IgpuDriverBound { driver });
    }
    if let Some(c) = card.filter(|c| c.connectors == Some(0)) {
        notes.push(Note::NoDisplayConnectors {
            card: c.name.to_owned(),
        });
        evidence.push(Evidence::new("drm_cards", c.line));
    }
    match log {
        KernelLog::Unread(detail) => {
            if let Some(d) = &detail {
                evidence.push(Evidence::new("gpu_kernel_log", d));
            }
            notes.push(Note::VfModeNotConfirmed { detail });
        }
        KernelLog::Silent => notes.push(Note::VfModeNotInLog),
        KernelLog::VfMode(_) => {}
    }
    Some(VfAssessment {
        slot,
        confidence: Confidence::Likely,
        notes,
        evidence,
    })
}

/// The modules line of the first of `names` that is loaded.
fn loaded<'a>(frames: &'a Frames, names: &[&str]) -> Option<&'a str> {
    frames
        .get("modules")?
        .lines
        .iter()
        .map(|l| l.trim())
        .find(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|m| names.contains(&m))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vf_capable_ids_are_intel_igpus_of_tiger_lake_and_later() {
        assert!(is_sriov_igpu("8086", "a7a0"), "Raptor Lake-P");
        assert!(is_sriov_igpu("8086", "4680"), "Alder Lake-S");
        assert!(
            !is_sriov_igpu("8086", "3e92"),
            "Coffee Lake: GVT-g, no SR-IOV"
        );
        assert!(!is_sriov_igpu("10de", "a7a0"));
    }
}

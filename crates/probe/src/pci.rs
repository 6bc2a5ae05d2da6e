//! Readers for the PCI device list: `lspci -nn` lines and the script's walk of
//! `/sys/bus/pci/devices` (vendor, device, class, and whether `physfn` exists, the link
//! the kernel gives every SR-IOV virtual function to its physical function; since the
//! probe reads them, `sriov_totalvfs` of a physical function, the bound driver and the
//! upstream bridge).

use crate::frame::Section;

/// PCI vendor id of NVIDIA.
pub const NVIDIA: &str = "10de";

/// One PCI device of a display class (VGA, 3D, other display controller).
#[derive(Debug, Clone, Default)]
pub struct PciDisplay {
    /// Slot (`18:00.0` or `0000:18:00.0`).
    pub slot: String,
    /// Vendor id, lower-case hex without `0x`.
    pub vendor: String,
    /// Device id, lower-case hex without `0x`.
    pub device: String,
    /// The device name from `lspci`, if that was the source.
    pub name: Option<String>,
    /// `physfn` link present (sysfs) or "Virtual Function" in the name (lspci).
    pub virtual_function: bool,
    /// Section the line comes from.
    pub section: &'static str,
    /// The line.
    pub line: String,
}

fn is_display_class(class: &str) -> bool {
    // PCI base class 03 (display controller): 0300 VGA, 0302 3D, 0380 other.
    class.starts_with("03")
}

/// Display devices from `lspci -nn`:
/// `18:00.0 3D controller [0302]: NVIDIA Corporation GH100[H100 SXM5 80GB] [10de:2330] (rev a1)`.
pub fn parse_lspci(section: &Section) -> Vec<PciDisplay> {
    let mut out = Vec::new();
    for line in &section.lines {
        let text = line.trim();
        let Some((slot, rest)) = text.split_once(' ') else {
            continue;
        };
        let Some((class_part, name_part)) = rest.split_once("]: ") else {
            continue;
        };
        let class = class_part.rsplit('[').next().unwrap_or_default();
        if !is_display_class(class) {
            continue;
        }
        // The id is the last `[vvvv:dddd]` group.
        let Some(open) = name_part.rfind("[") else {
            continue;
        };
        let id = name_part[open + 1..].split(']').next().unwrap_or_default();
        let Some((vendor, device)) = id.split_once(':') else {
            continue;
        };
        out.push(PciDisplay {
            slot: slot.to_owned(),
            vendor: vendor.to_ascii_lowercase(),
            device: device.to_ascii_lowercase(),
            name: Some(name_part[..open].trim().to_owned()),
            virtual_function: name_part.contains("Virtual Function"),
            section: "lspci",
            line: text.to_owned(),
        });
    }
    out
}

/// One device of the sysfs walk, of any class.
#[derive(Debug, Clone, Default)]
pub struct SysfsDevice {
    /// Slot as the walk printed it (`0000:01:00.0`).
    pub slot: String,
    /// Vendor id, lower-case hex without `0x`.
    pub vendor: String,
    /// Device id, lower-case hex without `0x`.
    pub device: String,
    /// Class, lower-case hex without `0x` (`030000`).
    pub class: String,
    /// `physfn` link present: an SR-IOV virtual function.
    pub physfn: bool,
    /// `sriov_totalvfs` (only physical functions with SR-IOV have it): `None` where the
    /// probe did not read it (older probes) or the file is absent (`-`).
    pub sriov_totalvfs: Option<String>,
    /// Whether the probe read `sriov_totalvfs` at all (the field is in the line).
    pub sriov_read: bool,
    /// The bound driver (`i915`); `None` where none is bound or it was not read.
    pub driver: Option<String>,
    /// The upstream device (`0000:00:1c.0`, a bridge) or root bus (`pci0000:00`).
    pub parent: Option<String>,
    /// The line.
    pub line: String,
}

/// A slot without its PCI domain `0000:`, as lspci prints it.
pub fn short_slot(slot: &str) -> &str {
    slot.strip_prefix("0000:").unwrap_or(slot)
}

/// Every device of the sysfs walk:
/// `0000:01:00.0 vendor=0x8086 device=0xa7a0 class=0x030000 physfn=no sriov_numvfs=-
/// sriov_totalvfs=- driver=i915 parent=0000:00:1c.0` (older probes end at `sriov_numvfs`).
pub fn parse_sysfs_devices(section: &Section) -> Vec<SysfsDevice> {
    let mut out = Vec::new();
    for line in &section.lines {
        let text = line.trim();
        let Some(slot) = text.split_whitespace().next() else {
            continue;
        };
        let raw = |key: &str| {
            text.split_whitespace()
                .find_map(|w| w.strip_prefix(key).and_then(|v| v.strip_prefix('=')))
        };
        let hex = |key: &str| raw(key).map(|v| v.trim_start_matches("0x").to_ascii_lowercase());
        let (Some(vendor), Some(device), Some(class)) =
            (hex("vendor"), hex("device"), hex("class"))
        else {
            continue;
        };
        let given = |key: &str| {
            raw(key)
                .filter(|v| !v.is_empty() && *v != "-")
                .map(str::to_owned)
        };
        out.push(SysfsDevice {
            slot: slot.to_owned(),
            vendor,
            device,
            class,
            physfn: raw("physfn") == Some("yes"),
            sriov_totalvfs: given("sriov_totalvfs"),
            sriov_read: raw("sriov_totalvfs").is_some(),
            driver: given("driver"),
            parent: given("parent"),
            line: text.to_owned(),
        });
    }
    out
}

/// Display devices from the sysfs walk:
/// `0000:18:00.0 vendor=0x10de device=0x2330 class=0x030200 physfn=no sriov_numvfs=-`.
pub fn parse_sysfs(section: &Section) -> Vec<PciDisplay> {
    parse_sysfs_devices(section)
        .into_iter()
        .filter(|d| is_display_class(&d.class))
        .map(|d| PciDisplay {
            slot: d.slot,
            vendor: d.vendor,
            device: d.device,
            name: None,
            virtual_function: d.physfn,
            section: "pci_sysfs",
            line: d.line,
        })
        .collect()
}

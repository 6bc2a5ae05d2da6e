//! Readers for the PCI device list: `lspci -nn` lines and the script's walk of
//! `/sys/bus/pci/devices` (vendor, device, class, and whether `physfn` exists, the link
//! the kernel gives every SR-IOV virtual function to its physical function).

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

/// Display devices from the sysfs walk:
/// `0000:18:00.0 vendor=0x10de device=0x2330 class=0x030200 physfn=no sriov_numvfs=-`.
pub fn parse_sysfs(section: &Section) -> Vec<PciDisplay> {
    let mut out = Vec::new();
    for line in &section.lines {
        let text = line.trim();
        let Some(slot) = text.split_whitespace().next() else {
            continue;
        };
        let get = |key: &str| {
            text.split_whitespace()
                .find_map(|w| w.strip_prefix(key).and_then(|v| v.strip_prefix('=')))
                .map(|v| v.trim_start_matches("0x").to_ascii_lowercase())
        };
        let (Some(vendor), Some(device), Some(class)) =
            (get("vendor"), get("device"), get("class"))
        else {
            continue;
        };
        if !is_display_class(&class) {
            continue;
        }
        out.push(PciDisplay {
            slot: slot.to_owned(),
            vendor,
            device,
            name: None,
            virtual_function: get("physfn").as_deref() == Some("yes"),
            section: "pci_sysfs",
            line: text.to_owned(),
        });
    }
    out
}

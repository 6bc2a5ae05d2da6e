//! Readers for the three `nvidia-smi` outputs the probe collects: `-q` (the indented
//! key : value report, layout as in NVIDIA's nvidia-smi documentation), `-L` (one line per
//! GPU, indented lines per MIG device) and the `--query-gpu` CSV.

use crate::frame::Section;

/// One GPU from `nvidia-smi -q`.
#[derive(Debug, Clone, Default)]
pub struct SmiGpu {
    /// `GPU 00000000:18:00.0`: the bus id in the block header.
    pub bus_id: String,
    /// `Product Name`.
    pub product_name: Option<String>,
    /// `MIG Mode / Current`.
    pub mig_mode: Option<String>,
    /// `GPU Virtualization Mode / Virtualization Mode`.
    pub virtualization_mode: Option<String>,
    /// `vGPU Software Licensed Product / Product Name`.
    pub vgpu_licensed_product: Option<String>,
    /// `vGPU Software Licensed Product / License Status`.
    pub vgpu_license_status: Option<String>,
    /// `FB Memory Usage / Total`, MiB.
    pub fb_total_mib: Option<u64>,
    /// `FB Memory Usage / Used`, MiB.
    pub fb_used_mib: Option<u64>,
    /// `FB Memory Usage / Reserved`, MiB (newer drivers).
    pub fb_reserved_mib: Option<u64>,
    /// `PCI / Device Id` (`0x233010DE`) as vendor:device (`10de:2330`).
    pub pci_id: Option<String>,
    /// Whether processes are listed (`Processes : None` gives `Some(false)`).
    pub has_processes: Option<bool>,
    /// `MIG Devices / MIG Device / FB Memory Usage / Total`, MiB, one per MIG device.
    pub mig_device_memory_mib: Vec<u64>,
    /// Lines that decide the verdicts, for evidence.
    pub key_lines: Vec<String>,
}

/// Parses `123 MiB` (or `123MiB`) to MiB.
pub fn parse_mib(value: &str) -> Option<u64> {
    let v = value.trim();
    let number = v.trim_end_matches("MiB").trim();
    number.parse().ok()
}

/// Reads the `nvidia-smi -q` report, one entry per `GPU <bus id>` block.
pub fn parse_query(section: &Section) -> Vec<SmiGpu> {
    let mut gpus: Vec<SmiGpu> = Vec::new();
    let mut stack: Vec<(usize, String)> = Vec::new();
    for line in &section.lines {
        if line.trim().is_empty() {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let text = line.trim();
        if indent == 0 {
            stack.clear();
            if let Some(bus) = text.strip_prefix("GPU ") {
                gpus.push(SmiGpu {
                    bus_id: bus.trim().to_owned(),
                    ..SmiGpu::default()
                });
            }
            continue;
        }
        let Some(gpu) = gpus.last_mut() else { continue };
        while stack.last().is_some_and(|(i, _)| *i >= indent) {
            stack.pop();
        }
        let (key, value) = match text.split_once(" : ") {
            Some((k, v)) => (k.trim(), Some(v.trim())),
            None if text.ends_with(':') => (text.trim_end_matches(':').trim(), Some("")),
            None => (text, None),
        };
        let Some(value) = value else {
            if key == "MIG Device" {
                gpu.mig_device_memory_mib.push(0);
            }
            stack.push((indent, key.to_owned()));
            continue;
        };
        let path: Vec<&str> = stack.iter().map(|(_, k)| k.as_str()).collect();
        apply(gpu, &path, key, value, text);
    }
    gpus
}

fn apply(gpu: &mut SmiGpu, path: &[&str], key: &str, value: &str, line: &str) {
    let value_owned = || Some(value.to_owned());
    match (path, key) {
        ([], "Product Name") => {
            gpu.product_name = value_owned();
            gpu.key_lines.push(line.to_owned());
        }
        (["MIG Mode"], "Current") => {
            gpu.mig_mode = value_owned();
            gpu.key_lines.push(format!("MIG Mode / {line}"));
        }
        (["GPU Virtualization Mode"], "Virtualization Mode") => {
            gpu.virtualization_mode = value_owned();
            gpu.key_lines.push(line.to_owned());
        }
        (["vGPU Software Licensed Product"], "Product Name") => {
            gpu.vgpu_licensed_product = value_owned();
            gpu.key_lines
                .push(format!("vGPU Software Licensed Product / {line}"));
        }
        (["vGPU Software Licensed Product"], "License Status") => {
            gpu.vgpu_license_status = value_owned();
            gpu.key_lines.push(line.to_owned());
        }
        (["FB Memory Usage"], "Total") => {
            gpu.fb_total_mib = parse_mib(value);
            gpu.key_lines.push(format!("FB Memory Usage / {line}"));
        }
        (["FB Memory Usage"], "Used") => gpu.fb_used_mib = parse_mib(value),
        (["FB Memory Usage"], "Reserved") => gpu.fb_reserved_mib = parse_mib(value),
        (["PCI"], "Device Id") => gpu.pci_id = pci_id_from_smi(value),
        ([], "Processes") => gpu.has_processes = Some(value != "None"),
        (["Processes"], "Process ID") => gpu.has_processes = Some(true),
        (["MIG Devices", "MIG Device", "FB Memory Usage"], "Total") => {
            if let (Some(last), Some(mib)) =
                (gpu.mig_device_memory_mib.last_mut(), parse_mib(value))
            {
                *last = mib;
                gpu.key_lines
                    .push(format!("MIG Device / FB Memory Usage / {line}"));
            }
        }
        _ => {}
    }
}

/// `0x233010DE` (device in the high half, vendor in the low) as `10de:2330`.
fn pci_id_from_smi(value: &str) -> Option<String> {
    let hex = value.trim().trim_start_matches("0x").to_ascii_lowercase();
    (hex.len() == 8).then(|| format!("{}:{}", &hex[4..], &hex[..4]))
}

/// One GPU from `nvidia-smi -L`.
#[derive(Debug, Clone, Default)]
pub struct ListedGpu {
    /// `GPU 0:`.
    pub index: usize,
    /// The name between the index and `(UUID: ...)`.
    pub name: String,
    /// Profiles of the indented `MIG <profile> Device <n>:` lines.
    pub mig_profiles: Vec<String>,
    /// The lines, for evidence.
    pub lines: Vec<String>,
}

/// Reads `nvidia-smi -L`.
pub fn parse_list(section: &Section) -> Vec<ListedGpu> {
    let mut gpus: Vec<ListedGpu> = Vec::new();
    for line in &section.lines {
        let text = line.trim();
        if let Some(rest) = text.strip_prefix("GPU ") {
            let Some((index, rest)) = rest.split_once(':') else {
                continue;
            };
            let Ok(index) = index.trim().parse() else {
                continue;
            };
            let name = rest.split(" (UUID").next().unwrap_or(rest).trim();
            gpus.push(ListedGpu {
                index,
                name: name.to_owned(),
                mig_profiles: Vec::new(),
                lines: vec![text.to_owned()],
            });
        } else if let Some(rest) = text.strip_prefix("MIG ")
            && let (Some(gpu), Some(profile)) = (gpus.last_mut(), rest.split_whitespace().next())
        {
            gpu.mig_profiles.push(profile.to_owned());
            gpu.lines.push(text.to_owned());
        }
    }
    gpus
}

/// One row of the `--query-gpu=name,memory.total,pci.bus_id,mig.mode.current,virtualization_mode` CSV.
#[derive(Debug, Clone, Default)]
pub struct CsvGpu {
    /// `name`.
    pub name: String,
    /// `memory.total [MiB]`.
    pub memory_total_mib: Option<u64>,
    /// `pci.bus_id`.
    pub bus_id: Option<String>,
    /// `mig.mode.current`.
    pub mig_mode: Option<String>,
    /// `virtualization_mode`.
    pub virtualization_mode: Option<String>,
    /// The row, for evidence.
    pub line: String,
}

/// Reads the `--query-gpu` CSV (with its header line).
pub fn parse_csv(section: &Section) -> Vec<CsvGpu> {
    let mut rows = Vec::new();
    let mut header: Option<Vec<String>> = None;
    for line in &section.lines {
        let fields: Vec<String> = line.split(',').map(|f| f.trim().to_owned()).collect();
        let Some(names) = header.as_ref() else {
            if line.starts_with("name") {
                header = Some(fields);
            }
            continue;
        };
        if fields.len() != names.len() {
            continue;
        }
        let get = |prefix: &str| {
            names
                .iter()
                .position(|n| n.starts_with(prefix))
                .and_then(|i| fields.get(i).cloned())
                .filter(|v| !v.is_empty() && v != "[N/A]")
        };
        rows.push(CsvGpu {
            name: get("name").unwrap_or_default(),
            memory_total_mib: get("memory.total").and_then(|v| parse_mib(&v)),
            bus_id: get("pci.bus_id"),
            mig_mode: get("mig.mode.current"),
            virtualization_mode: get("virtualization_mode"),
            line: line.trim().to_owned(),
        });
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section(text: &str) -> Section {
        Section {
            cmd: String::new(),
            lines: text.lines().map(str::to_owned).collect(),
            status: Some(0),
        }
    }

    #[test]
    fn query_report_nesting() {
        let s = section(
            "==============NVSMI LOG==============\n\nAttached GPUs : 1\nGPU 00000000:00:05.0\n    Product Name                          : NVIDIA H200\n    MIG Mode\n        Current                           : Enabled\n        Pending                           : Enabled\n    MIG Devices\n        MIG Device\n            Index                         : 0\n            FB Memory Usage\n                Total                     : 16384 MiB\n    GPU Virtualization Mode\n        Virtualization Mode               : None\n    PCI\n        Device Id                         : 0x233510DE\n    FB Memory Usage\n        Total                             : 143771 MiB\n        Used                              : 0 MiB\n    Processes                             : None\n",
        );
        let gpus = parse_query(&s);
        assert_eq!(gpus.len(), 1);
        let g = &gpus[0];
        assert_eq!(g.product_name.as_deref(), Some("NVIDIA H200"));
        assert_eq!(g.mig_mode.as_deref(), Some("Enabled"));
        assert_eq!(g.mig_device_memory_mib, vec![16384]);
        assert_eq!(g.fb_total_mib, Some(143_771));
        assert_eq!(g.pci_id.as_deref(), Some("10de:2335"));
        assert_eq!(g.has_processes, Some(false));
    }

    #[test]
    fn list_with_mig_lines() {
        let s = section(
            "GPU 0: NVIDIA H200 (UUID: GPU-5b1c0d8e-1111-2222-3333-444455556666)\n  MIG 1g.18gb     Device  0: (UUID: MIG-9c1e0001-aaaa-bbbb-cccc-ddddeeeeffff)\n",
        );
        let gpus = parse_list(&s);
        assert_eq!(gpus[0].name, "NVIDIA H200");
        assert_eq!(gpus[0].mig_profiles, vec!["1g.18gb"]);
    }
}

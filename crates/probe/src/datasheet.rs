//! Nominal memory of common data-centre and consumer GPUs, from the vendors' datasheets.
//!
//! NVIDIA states memory in binary gigabytes ("80 GB" HBM3 is 80 GiB). `nvidia-smi` reports
//! a little less than nominal: the driver and firmware reserve memory, and on GDDR cards
//! with ECC enabled the ECC check bits take 1/16 of the memory (an A40 or L40S reports
//! 46068 MiB of 49152). HBM carries ECC in dedicated bits, so HBM cards report within a
//! few hundred MiB of nominal (an H100 SXM reports 81559 MiB of 81920).

use crate::model::{DatasheetEntry, MemoryKind};

/// Tolerance for reserved memory on HBM cards, percent of nominal.
pub const HBM_TOLERANCE_PERCENT: f64 = 3.0;
/// Tolerance on GDDR cards: 1/16 (6.25 %) for ECC plus a reserve, percent of nominal.
pub const GDDR_TOLERANCE_PERCENT: f64 = 7.5;

struct Row {
    model: &'static str,
    /// Every token must appear in the normalised product name.
    tokens: &'static [&'static str],
    /// PCI device ids (vendor 10de) of the model.
    pci_ids: &'static [&'static str],
    nominal_gb: f64,
    kind: MemoryKind,
    source: &'static str,
}

use MemoryKind::{Gddr, Hbm};

/// Ordered most specific first: the first row whose tokens all match wins.
#[rustfmt::skip]
const ROWS: &[Row] = &[
    Row { model: "GH200 144GB HBM3e", tokens: &["GH200", "HBM3E"], pci_ids: &[], nominal_gb: 144.0, kind: Hbm, source: "NVIDIA GH200 Grace Hopper Superchip datasheet (144 GB HBM3e)" },
    Row { model: "GH200 96GB HBM3", tokens: &["GH200"], pci_ids: &["2342"], nominal_gb: 96.0, kind: Hbm, source: "NVIDIA GH200 Grace Hopper Superchip datasheet (96 GB HBM3)" },
    Row { model: "B200", tokens: &["B200"], pci_ids: &["2901"], nominal_gb: 180.0, kind: Hbm, source: "NVIDIA DGX B200 datasheet (1,440 GB for 8 GPUs: 180 GB usable of 192 GB HBM3e per GPU)" },
    Row { model: "H200", tokens: &["H200"], pci_ids: &["2335", "233b"], nominal_gb: 141.0, kind: Hbm, source: "NVIDIA H200 Tensor Core GPU datasheet (141 GB HBM3e, SXM and NVL)" },
    Row { model: "H100 NVL", tokens: &["H100", "NVL"], pci_ids: &["2321"], nominal_gb: 94.0, kind: Hbm, source: "NVIDIA H100 Tensor Core GPU datasheet (H100 NVL: 94 GB HBM3)" },
    Row { model: "H100 PCIe", tokens: &["H100", "PCIE"], pci_ids: &["2331"], nominal_gb: 80.0, kind: Hbm, source: "NVIDIA H100 Tensor Core GPU datasheet (H100 PCIe: 80 GB HBM2e)" },
    Row { model: "H100 SXM", tokens: &["H100"], pci_ids: &["2330"], nominal_gb: 80.0, kind: Hbm, source: "NVIDIA H100 Tensor Core GPU datasheet (H100 SXM: 80 GB HBM3)" },
    Row { model: "A100 80GB", tokens: &["A100", "80GB"], pci_ids: &["20b2", "20b5"], nominal_gb: 80.0, kind: Hbm, source: "NVIDIA A100 Tensor Core GPU datasheet (80 GB HBM2e)" },
    Row { model: "A100 40GB", tokens: &["A100"], pci_ids: &["20b0", "20f1"], nominal_gb: 40.0, kind: Hbm, source: "NVIDIA A100 Tensor Core GPU datasheet (40 GB HBM2)" },
    Row { model: "A30", tokens: &["A30"], pci_ids: &["20b7"], nominal_gb: 24.0, kind: Hbm, source: "NVIDIA A30 Tensor Core GPU datasheet (24 GB HBM2)" },
    Row { model: "V100 32GB", tokens: &["V100", "32GB"], pci_ids: &["1db5", "1db6"], nominal_gb: 32.0, kind: Hbm, source: "NVIDIA Tesla V100 datasheet (32 GB HBM2)" },
    Row { model: "V100S 32GB", tokens: &["V100S"], pci_ids: &["1df6"], nominal_gb: 32.0, kind: Hbm, source: "NVIDIA V100S datasheet (32 GB HBM2)" },
    Row { model: "V100 16GB", tokens: &["V100"], pci_ids: &["1db1", "1db4"], nominal_gb: 16.0, kind: Hbm, source: "NVIDIA Tesla V100 datasheet (16 GB HBM2)" },
    Row { model: "L40S", tokens: &["L40S"], pci_ids: &["26b9"], nominal_gb: 48.0, kind: Gddr, source: "NVIDIA L40S GPU datasheet (48 GB GDDR6 with ECC)" },
    Row { model: "L40", tokens: &["L40"], pci_ids: &["26b5"], nominal_gb: 48.0, kind: Gddr, source: "NVIDIA L40 GPU datasheet (48 GB GDDR6 with ECC)" },
    Row { model: "L4", tokens: &["L4"], pci_ids: &["27b8"], nominal_gb: 24.0, kind: Gddr, source: "NVIDIA L4 Tensor Core GPU datasheet (24 GB GDDR6)" },
    Row { model: "A40", tokens: &["A40"], pci_ids: &["2235"], nominal_gb: 48.0, kind: Gddr, source: "NVIDIA A40 datasheet (48 GB GDDR6 with ECC)" },
    Row { model: "A10G", tokens: &["A10G"], pci_ids: &["2237"], nominal_gb: 24.0, kind: Gddr, source: "AWS EC2 G5 instance documentation (NVIDIA A10G, 24 GB GDDR6)" },
    Row { model: "A10", tokens: &["A10"], pci_ids: &["2236"], nominal_gb: 24.0, kind: Gddr, source: "NVIDIA A10 Tensor Core GPU datasheet (24 GB GDDR6)" },
    Row { model: "T4", tokens: &["T4"], pci_ids: &["1eb8"], nominal_gb: 16.0, kind: Gddr, source: "NVIDIA T4 Tensor Core GPU datasheet (16 GB GDDR6)" },
    Row { model: "RTX 6000 Ada", tokens: &["RTX", "6000", "ADA"], pci_ids: &["26b1"], nominal_gb: 48.0, kind: Gddr, source: "NVIDIA RTX 6000 Ada Generation datasheet (48 GB GDDR6 with ECC)" },
    Row { model: "RTX A6000", tokens: &["RTX", "A6000"], pci_ids: &["2230"], nominal_gb: 48.0, kind: Gddr, source: "NVIDIA RTX A6000 datasheet (48 GB GDDR6 with ECC)" },
    Row { model: "RTX 5090", tokens: &["RTX", "5090"], pci_ids: &["2b85"], nominal_gb: 32.0, kind: Gddr, source: "NVIDIA GeForce RTX 5090 specifications (32 GB GDDR7)" },
    Row { model: "RTX 4090", tokens: &["RTX", "4090"], pci_ids: &["2684"], nominal_gb: 24.0, kind: Gddr, source: "NVIDIA GeForce RTX 4090 specifications (24 GB GDDR6X)" },
    Row { model: "RTX 3090", tokens: &["RTX", "3090"], pci_ids: &["2204"], nominal_gb: 24.0, kind: Gddr, source: "NVIDIA GeForce RTX 3090 specifications (24 GB GDDR6X)" },
];

/// Upper-case tokens of a product name: `NVIDIA A100-SXM4-80GB` gives `A100 SXM4 80GB`.
pub fn tokens(name: &str) -> Vec<String> {
    name.to_ascii_uppercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect()
}

fn entry(row: &Row) -> DatasheetEntry {
    DatasheetEntry {
        model: row.model.to_owned(),
        nominal_gb: row.nominal_gb,
        memory_kind: row.kind,
        source: row.source.to_owned(),
    }
}

/// The datasheet row for a product name (`NVIDIA H100 80GB HBM3`, `NVIDIA A40-8Q`, `H100 SXM`).
pub fn by_name(name: &str) -> Option<DatasheetEntry> {
    let have = tokens(name);
    ROWS.iter()
        .find(|row| row.tokens.iter().all(|t| have.iter().any(|h| h == t)))
        .map(entry)
}

/// The datasheet row for an NVIDIA PCI device id (`2330`).
pub fn by_pci_id(device: &str) -> Option<DatasheetEntry> {
    let device = device.trim_start_matches("0x").to_ascii_lowercase();
    ROWS.iter()
        .find(|row| row.pci_ids.contains(&device.as_str()))
        .map(entry)
}

/// Nominal size in MiB (NVIDIA's GB are GiB).
pub fn nominal_mib(entry: &DatasheetEntry) -> u64 {
    (entry.nominal_gb * 1024.0).round() as u64
}

/// Tolerance for reserved memory, percent of nominal.
pub fn tolerance_percent(entry: &DatasheetEntry) -> f64 {
    match entry.memory_kind {
        MemoryKind::Hbm => HBM_TOLERANCE_PERCENT,
        MemoryKind::Gddr => GDDR_TOLERANCE_PERCENT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_as_nvidia_smi_prints_them() {
        let model = |n: &str| by_name(n).map(|e| e.model);
        assert_eq!(model("NVIDIA H100 80GB HBM3").as_deref(), Some("H100 SXM"));
        assert_eq!(model("NVIDIA H100 PCIe").as_deref(), Some("H100 PCIe"));
        assert_eq!(model("NVIDIA H100 NVL").as_deref(), Some("H100 NVL"));
        assert_eq!(model("NVIDIA H200").as_deref(), Some("H200"));
        assert_eq!(
            model("NVIDIA GH200 480GB").as_deref(),
            Some("GH200 96GB HBM3")
        );
        assert_eq!(model("NVIDIA A100-SXM4-80GB").as_deref(), Some("A100 80GB"));
        assert_eq!(model("NVIDIA A100-PCIE-40GB").as_deref(), Some("A100 40GB"));
        assert_eq!(model("NVIDIA L40S").as_deref(), Some("L40S"));
        assert_eq!(model("NVIDIA L4").as_deref(), Some("L4"));
        assert_eq!(model("NVIDIA A10").as_deref(), Some("A10"));
        assert_eq!(model("NVIDIA A40-8Q").as_deref(), Some("A40"));
        assert_eq!(model("Tesla V100-SXM2-32GB").as_deref(), Some("V100 32GB"));
        assert_eq!(model("Tesla T4").as_deref(), Some("T4"));
        assert_eq!(
            model("NVIDIA GeForce RTX 4090").as_deref(),
            Some("RTX 4090")
        );
        assert_eq!(
            model("NVIDIA RTX 6000 Ada Generation").as_deref(),
            Some("RTX 6000 Ada")
        );
        assert_eq!(model("NVIDIA RTX A6000").as_deref(), Some("RTX A6000"));
        assert_eq!(model("NVIDIA GeForce GTX 1650"), None);
        assert_eq!(
            by_pci_id("0x2330").map(|e| e.model).as_deref(),
            Some("H100 SXM")
        );
    }

    #[test]
    fn every_row_names_its_source() {
        assert!(
            ROWS.iter()
                .all(|r| !r.source.is_empty() && r.nominal_gb > 0.0)
        );
    }
}

//! The analysis as text for a terminal: one block per question, evidence indented.

use std::fmt::Write;

use crate::model::{
    Allocation, Analysis, Evidence, Isolation, ModulesVisibility, Verdict, WholeGpuPath,
};

const GIB: f64 = 1024.0 * 1024.0 * 1024.0;

fn block<T>(out: &mut String, title: &str, answer: &str, verdict: &Verdict<T>) {
    let _ = writeln!(out, "{title}: {answer}");
    for note in &verdict.notes {
        let _ = writeln!(out, "  - {note}");
    }
    evidence(out, &verdict.evidence);
}

fn evidence(out: &mut String, evidence: &[Evidence]) {
    for e in evidence.iter().take(8) {
        let _ = writeln!(out, "    [{}] {}", e.section, e.line);
    }
    if evidence.len() > 8 {
        let _ = writeln!(out, "    ... {} more lines", evidence.len() - 8);
    }
}

fn isolation_text(i: &Isolation) -> String {
    match i {
        Isolation::BareMetal => "bare metal".to_owned(),
        Isolation::VirtualMachine { hypervisor } => format!(
            "virtual machine ({})",
            hypervisor.as_deref().unwrap_or("hypervisor not named")
        ),
        Isolation::Container {
            runtime,
            runtime_name,
            host_is_virtual_machine,
        } => format!(
            "container ({}{})",
            runtime_name
                .clone()
                .unwrap_or_else(|| format!("{runtime:?}").to_lowercase()),
            match host_is_virtual_machine {
                Some(true) => ", on a VM host",
                Some(false) => ", on a bare-metal host",
                None => "",
            }
        ),
        Isolation::Unknown => "unknown".to_owned(),
    }
}

fn allocation_text(a: &Allocation) -> String {
    match a {
        Allocation::NoGpu => "no GPU".to_owned(),
        Allocation::WholeGpu { via } => format!(
            "whole GPU ({})",
            match via {
                WholeGpuPath::BareMetal => "bare metal",
                WholeGpuPath::Passthrough => "passed through to the VM",
                WholeGpuPath::ContainerDevice => "the host's device given to the container",
            }
        ),
        Allocation::Mig { profiles } => format!("MIG instance {}", profiles.join(", ")),
        Allocation::Vgpu { profiles } => format!("vGPU {}", profiles.join(", ")),
        Allocation::SriovVf { devices } => {
            format!("SR-IOV virtual function {}", devices.join(", "))
        }
        Allocation::Shared => "shared with another tenant".to_owned(),
        Allocation::Undetermined => "cannot be told from inside".to_owned(),
    }
}

/// The analysis as human-readable text.
pub fn render_text(a: &Analysis) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "gpucase probe analysis (probe version {}, collected {}{})",
        a.probe_version.as_deref().unwrap_or("?"),
        a.collected_at.as_deref().unwrap_or("?"),
        if a.complete { "" } else { ", INCOMPLETE" }
    );
    let _ = writeln!(out);
    block(
        &mut out,
        "Isolation",
        &isolation_text(&a.isolation.value),
        &a.isolation,
    );
    block(
        &mut out,
        "Kernel",
        &format!(
            "{:?} ({})",
            a.kernel.value.ownership,
            a.kernel
                .value
                .release
                .as_deref()
                .unwrap_or("release unknown")
        ),
        &a.kernel,
    );
    let modules = match &a.kernel_modules.value {
        ModulesVisibility::Visible {
            count,
            nvidia_loaded,
        } => format!(
            "{count} visible{}",
            if *nvidia_loaded {
                ", nvidia loaded"
            } else {
                ""
            }
        ),
        ModulesVisibility::Hidden => "hidden".to_owned(),
        ModulesVisibility::Unknown => "unknown".to_owned(),
    };
    block(&mut out, "Kernel modules", &modules, &a.kernel_modules);
    block(
        &mut out,
        "GPU allocation",
        &allocation_text(&a.allocation.value),
        &a.allocation,
    );
    for g in &a.gpus {
        let _ = writeln!(
            out,
            "  GPU {}: {} ({}), {:?}: {}",
            g.index,
            g.name,
            g.bus_id.as_deref().unwrap_or("?"),
            g.vram.status,
            g.vram.explanation
        );
        if let Some(d) = &g.datasheet {
            let _ = writeln!(
                out,
                "    datasheet: {} {} GB, {}",
                d.model, d.nominal_gb, d.source
            );
        }
    }
    let cpu = &a.cpu.value;
    block(
        &mut out,
        "CPU",
        &format!(
            "{} usable ({} shown, quota {})",
            cpu.effective_cpus
                .map_or("?".to_owned(), |c| format!("{c:.1}")),
            cpu.visible_cpus.map_or("?".to_owned(), |c| c.to_string()),
            cpu.quota_cpus
                .map_or("none".to_owned(), |q| format!("{q:.1}"))
        ),
        &a.cpu,
    );
    let mem = &a.memory.value;
    let gib = |b: Option<u64>| b.map_or("?".to_owned(), |b| format!("{:.1} GiB", b as f64 / GIB));
    block(
        &mut out,
        "Memory",
        &format!(
            "{} usable ({} shown, limit {})",
            gib(mem.effective_bytes),
            gib(mem.visible_bytes),
            mem.limit_bytes.map_or("none".to_owned(), |l| gib(Some(l)))
        ),
        &a.memory,
    );
    if !a.missing.is_empty() {
        let _ = writeln!(out, "Not answered:");
        for m in &a.missing {
            let _ = writeln!(out, "  - {} ({:?}): {}", m.section, m.reason, m.consequence);
        }
    }
    out
}

//! The delivery probe: a read-only POSIX `sh` script that a buyer runs on a rented GPU
//! machine, and the analysis of what it prints.
//!
//! The script ([`script`]) answers the buyer's questions of `docs/method.md` section 2 (VM,
//! container or bare metal? whole GPU or a share, which and how large? are the CPUs and
//! the RAM really yours?) with the outputs of standard tools, each framed by marker lines.
//! [`analyze`] reads such an output, including a partial or pasted one, into an
//! [`Analysis`] whose every conclusion carries the output lines it rests on; [`compare`]
//! sets it against an offer's [`OfferClaims`]. Hosts write the analysis in the user's
//! language (`gpucase-l10n`'s `analysis`): its notes and explanations are kinds with
//! values ([`Note`], [`VramExplanation`]).
//!
//! This crate does no I/O: running the script is the caller's business.

mod datasheet;
mod error;
mod frame;
mod gpu;
mod igpu;
mod isolation;
mod missing;
mod model;
mod note;
mod nvidia;
mod offer;
mod pci;
mod resources;

pub use error::ProbeError;
pub use frame::{FRAME_VERSION, MARKER};
pub use model::{
    Allocation, Analysis, Confidence, ContainerRuntime, CpuView, DatasheetEntry, Evidence, Gpu,
    Isolation, Kernel, KernelOwnership, MemoryKind, MemoryView, MigDevice, Missing, MissingReason,
    ModulesVisibility, Verdict, VramCheck, VramStatus, WholeGpuPath,
};
pub use note::{Note, VramExplanation};
pub use offer::{
    AllocationKind, Finding, FindingKind, IsolationKind, OfferClaims, Severity, Topic, compare,
};

/// The largest input [`analyze`] accepts, bytes. A real probe output is well under 1 MiB.
pub const MAX_INPUT_BYTES: usize = 16 * 1024 * 1024;

/// The probe script: POSIX `sh`, read-only, no network, no root needed. Run it with
/// `sh probe.sh > probe.txt` and give the output to [`analyze`].
pub fn script() -> &'static str {
    include_str!("probe.sh")
}

/// Analyses a probe output given as bytes: refuses what is not text, then [`analyze`].
pub fn analyze_bytes(bytes: &[u8]) -> Result<Analysis, ProbeError> {
    check_size(bytes.len())?;
    match std::str::from_utf8(bytes) {
        Ok(text) => analyze(text),
        Err(e) => {
            // A pasted output in a Latin-1 terminal is text with a few bad bytes; binary
            // junk has many. Accept the former with the bad bytes replaced.
            let bad = String::from_utf8_lossy(bytes).matches('\u{FFFD}').count();
            if bad * 100 > bytes.len().max(1) {
                return Err(ProbeError::Binary {
                    reason: "invalid UTF-8".to_owned(),
                    offset: e.valid_up_to(),
                });
            }
            analyze(&String::from_utf8_lossy(bytes))
        }
    }
}

fn check_size(size: usize) -> Result<(), ProbeError> {
    if size > MAX_INPUT_BYTES {
        return Err(ProbeError::TooLarge {
            size,
            limit: MAX_INPUT_BYTES,
        });
    }
    Ok(())
}

fn check_text(text: &str) -> Result<(), ProbeError> {
    if let Some(offset) = text.find('\0') {
        return Err(ProbeError::Binary {
            reason: "a NUL byte".to_owned(),
            offset,
        });
    }
    // Tabs, line ends and the escape of coloured terminal output are text; other control
    // characters in number are not.
    let sample: Vec<(usize, char)> = text.char_indices().take(65_536).collect();
    let control: Vec<usize> = sample
        .iter()
        .filter(|(_, c)| c.is_control() && !matches!(c, '\n' | '\r' | '\t' | '\u{1b}'))
        .map(|(i, _)| *i)
        .collect();
    if control.len() * 100 > sample.len().max(1) {
        return Err(ProbeError::Binary {
            reason: format!("{} control characters", control.len()),
            offset: control[0],
        });
    }
    Ok(())
}

/// Analyses a probe output. Partial outputs give a partial analysis with the gaps in
/// [`Analysis::missing`]; only input that is not a probe output at all is an error.
pub fn analyze(text: &str) -> Result<Analysis, ProbeError> {
    check_size(text.len())?;
    check_text(text)?;
    let frames = frame::parse(text)?;
    let isolation = isolation::isolation(&frames);
    let kernel = isolation::kernel(&frames, &isolation.value);
    let kernel_modules = isolation::modules(&frames, &isolation.value);
    let displays = gpu::pci_displays(&frames);
    let (gpus, gpu_evidence) = gpu::gpus(&frames, &displays);
    let nvidia_tools_ran = ["nvidia_smi_q", "nvidia_smi_l", "nvidia_smi_query"]
        .iter()
        .any(|s| frames.get(s).is_some_and(|s| s.status == Some(0)));
    let pci_collected = ["lspci", "pci_sysfs"].iter().any(|s| {
        frames
            .get(s)
            .is_some_and(|s| s.status == Some(0) && !s.lines.is_empty())
    });
    let igpu_vf = igpu::intel_vf(&frames, &displays, &isolation.value);
    let allocation = gpu::allocation(
        &gpus,
        &gpu_evidence,
        &displays,
        &isolation.value,
        nvidia_tools_ran,
        pci_collected,
        igpu_vf,
    );
    let cpu = resources::cpu(&frames);
    let (memory, memory_missing) = resources::memory(&frames);
    let mut missing = missing::missing(&frames);
    missing.extend(memory_missing);
    Ok(Analysis {
        probe_version: frames.probe_version.clone(),
        collected_at: frames.date.clone(),
        ran_as_root: frames.uid.as_deref().map(|u| u == "0"),
        complete: frames.done,
        isolation,
        kernel,
        kernel_modules,
        gpus,
        allocation,
        cpu,
        memory,
        missing,
    })
}

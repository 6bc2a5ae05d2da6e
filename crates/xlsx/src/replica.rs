//! Capacity counted in replicas served (crates/core/src/tco/equivalence.rs) as formulas.
//!
//! With a replica's memory stated, every option sees the profile's GPUs as the replicas
//! they run, each on the option's own count: `ROUNDUP(GPUs/ReplicaGPUs,0)*Own1_ReplicaGPUs`.
//! The option's count is a formula over its GPU memory and the replica's
//! (`Own1_ReplicaGPUs`), so changing either input moves every figure. Without a replica
//! memory nothing here changes a formula: the expressions are the profile's own.

use gpucase_core::Case;
use gpucase_core::case::{OwnQuote, RentOffer};
use gpucase_core::quantity::Quantity;
use gpucase_core::tco::ReplicaSizing;
use gpucase_core::workload::HourlyProfile;

/// Whether the case counts capacity in replicas served.
pub(crate) fn counted(case: &Case) -> bool {
    ReplicaSizing::of(case, None).is_some()
}

/// The sizing of an option whose GPUs have `memory` each.
pub(crate) fn sizing(case: &Case, memory: Option<Quantity>) -> Option<ReplicaSizing> {
    ReplicaSizing::of(case, memory)
}

/// `profile` in the GPUs of an option of `memory`: the profile itself when not counted in
/// replicas (the precomputed constants of the TCO sheet are taken from it).
pub(crate) fn profile(
    case: &Case,
    memory: Option<Quantity>,
    profile: &HourlyProfile,
) -> HourlyProfile {
    match sizing(case, memory) {
        Some(s) => s.profile(profile),
        None => profile.clone(),
    }
}

/// The hybrid's own base of `own` GPUs of `quote` in the GPUs of `offer`: the whole
/// replicas it holds, each on the offer's count; `own` itself when not counted in replicas
/// (crates/core/src/tco/hybrid.rs).
pub(crate) fn base(case: &Case, quote: &OwnQuote, offer: &RentOffer, own: u32) -> u32 {
    match (
        sizing(case, quote.gpu_memory_gb),
        sizing(case, offer.gpu_memory_gb),
    ) {
        (Some(o), Some(r)) => (own / o.option_gpus).saturating_mul(r.option_gpus),
        _ => own,
    }
}

/// `gpus` (an expression of the profile's GPUs, a cell or a whole column) in the GPUs of the
/// option of prefix `p`; `counted`: whether the case counts in replicas ([`counted`]).
pub(crate) fn gpus(counted: bool, p: &str, gpus: &str) -> String {
    if counted {
        format!("ROUNDUP(({gpus})/ReplicaGPUs,0)*{p}_ReplicaGPUs")
    } else {
        gpus.to_owned()
    }
}

/// Of `g` GPUs of the option of prefix `p` (an expression), those that serve: the whole
/// replicas they hold.
pub(crate) fn usable(counted: bool, p: &str, g: &str) -> String {
    if counted {
        format!("INT(({g})/{p}_ReplicaGPUs)*{p}_ReplicaGPUs")
    } else {
        g.to_owned()
    }
}

/// GPU-hours of the option of prefix `p` (an expression) as GPU-hours of the profile's
/// fleet.
pub(crate) fn to_reference(counted: bool, p: &str, gpu_hours: &str) -> String {
    if counted {
        format!("({gpu_hours})*ReplicaGPUs/{p}_ReplicaGPUs")
    } else {
        gpu_hours.to_owned()
    }
}

/// The formula of `{p}_ReplicaGPUs` for an option whose memory per GPU is the name
/// `memory`: the smallest power of two whose memory holds `ReplicaMemoryGB`, as gpucase
/// takes it; the profile's count where none up to 1,024 does.
pub(crate) fn count_formula(memory: &str) -> String {
    let mut formula = "ReplicaGPUs".to_owned();
    for k in (0..=10).rev() {
        let n = 1u32 << k;
        formula = format!("IF({memory}*{n}>=ReplicaMemoryGB,{n},{formula})");
    }
    format!("={formula}")
}

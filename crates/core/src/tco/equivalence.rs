//! GPU equivalence: capacity counted in model replicas served (issue 17).
//!
//! The workload's profile counts GPUs of one fleet, the reference: the schedule's GPUs, or
//! the measured servers'. When the case states the GPU memory one replica needs
//! (`requirements.replica.memory_gb`), an hour's demand is turned into replicas first,
//! `ceil(GPUs / reference GPUs per replica)`, and each option runs them on its own GPUs: a
//! replica that needs 200 GB runs on 2 H200 (141 GB) but on 4 H100 (80 GB), so the H100
//! fleet is billed twice the GPU-hours for the same work. An option then bills and owns
//! GPUs in its own count, while its productive GPU-hours, the denominator of the cost per
//! productive GPU-hour, stay the reference's: every option is compared on the same work.
//!
//! Without the replica's memory nothing changes: every option counts the profile's GPUs.
//! An option whose GPU memory is unknown cannot be sized; it is costed at the reference's
//! count and excluded from the recommendation until its memory is known
//! (`requirements`).

use std::borrow::Cow;

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::Serialize;

use crate::case::Case;
use crate::quantity::Quantity;
use crate::requirements::Replica;
use crate::workload::{HourSlot, HourlyProfile};

/// How an option runs one replica, against the reference fleet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ReplicaSizing {
    /// GPUs one replica needs on the fleet the profile counts.
    pub reference_gpus: u32,
    /// GPUs of this option one replica runs on.
    pub option_gpus: u32,
    /// Whether the option's GPU memory is known; without it the option is costed at the
    /// reference's count and is not eligible.
    pub memory_known: bool,
}

impl ReplicaSizing {
    /// The sizing of an option whose GPUs have `gpu_memory_gb` each, or `None` when the
    /// case states no replica memory (GPUs are counted as the profile counts them).
    pub fn of(case: &Case, gpu_memory_gb: Option<Quantity>) -> Option<Self> {
        let replica = replica(case)?;
        let option = replica.gpus_with(gpu_memory_gb);
        Some(Self {
            reference_gpus: replica.gpus,
            option_gpus: option.unwrap_or(replica.gpus),
            memory_known: option.is_some(),
        })
    }

    /// The option's GPUs for `gpus` of the reference: the replicas they run, each on the
    /// option's count.
    pub fn gpus(self, gpus: u32) -> u32 {
        gpus.div_ceil(self.reference_gpus)
            .saturating_mul(self.option_gpus)
    }

    /// GPU-hours of the option as GPU-hours of the reference.
    pub fn to_reference(self, gpu_hours: Decimal) -> Decimal {
        // The ratio first: 2/4 is exact, where multiplying first and dividing after can
        // leave a last digit off.
        gpu_hours * (Decimal::from(self.reference_gpus) / Decimal::from(self.option_gpus))
    }

    /// `profile` in the option's GPUs: every hour's productive, batch, queued and unknown
    /// GPUs as the replicas they run, on the option's count.
    pub fn profile(self, profile: &HourlyProfile) -> HourlyProfile {
        HourlyProfile {
            fleet_gpus: self.gpus(profile.fleet_gpus),
            slots: profile
                .slots
                .iter()
                .map(|s| {
                    let productive = self.gpus(s.productive_gpus);
                    HourSlot {
                        productive_gpus: productive,
                        batch_gpus: self.gpus(s.batch_gpus).min(productive),
                        no_data_gpus: self.gpus(s.no_data_gpus),
                        queued_gpus: self.gpus(s.demand_gpus()).saturating_sub(productive),
                        ..*s
                    }
                })
                .collect(),
        }
    }
}

/// The replica whose memory the case states, if any.
fn replica(case: &Case) -> Option<Replica> {
    case.requirements
        .as_ref()
        .and_then(|r| r.replica)
        .filter(|r| r.memory_gb.is_some() && r.gpus > 0)
}

/// `profile` as an option sized by `sizing` sees it; the profile itself without one.
pub(crate) fn profile_for(
    sizing: Option<ReplicaSizing>,
    profile: &HourlyProfile,
) -> Cow<'_, HourlyProfile> {
    match sizing {
        Some(s) => Cow::Owned(s.profile(profile)),
        None => Cow::Borrowed(profile),
    }
}

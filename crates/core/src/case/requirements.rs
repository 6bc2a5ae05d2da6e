//! What the service needs, as the analyst states it (docs/method.md section 3, step 4, and
//! section 1), and its validation against the rest of the case. `crate::requirements` and
//! the engine (`crate::tco`) say which options it excludes.

use std::collections::BTreeSet;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{Case, MAX_GPUS_PER_INSTANCE, ValidationError};
use crate::problem::Problem;
use crate::quantity::Quantity;

/// What the service needs, as the analyst states it for the case. The data class and a
/// 24/7 service are the checklist's [`Concern`]s (`checklist.concerns`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Requirements {
    /// Names of the workload's windows in which the model must answer without delay:
    /// capacity must be held in their hours, not restarted before them or taken from spot.
    #[serde(default)]
    pub must_answer: Vec<String>,
    /// Memory per GPU the model needs at least, in GB.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_gpu_memory_gb: Option<Quantity>,
    /// What one replica of the model needs: GPUs on one machine, and whether they must
    /// share one NVLink domain (tensor parallelism across them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replica: Option<Replica>,
    /// Spare machines held beyond what the peak needs, so that one failing leaves the
    /// service whole (1 is N+1): own options buy that many more servers, rented options
    /// that hold capacity every hour hold that many more instances, and those that start
    /// instances as work comes state that they hold none. 0 (absent): none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub spares: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The most spares a case may ask for.
pub const MAX_SPARES: u32 = 8;

impl Requirements {
    /// Whether nothing is required: no must-answer window, GPU memory, replica or spare.
    pub fn is_empty(&self) -> bool {
        self.must_answer.is_empty()
            && self.min_gpu_memory_gb.is_none()
            && self.replica.is_none()
            && self.spares == 0
    }
}

/// One replica of the model: the GPUs it spans.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Replica {
    /// GPUs one replica needs, all on one server or instance. With `memory_gb`, the GPUs it
    /// needs on the fleet the workload's profile counts (the reference).
    pub gpus: u32,
    /// Whether they must share one NVLink domain (NVSwitch or NVLink bridges).
    #[serde(default)]
    pub one_nvlink_domain: bool,
    /// GPU memory one replica needs in all, in GB (weights, KV cache, activations). With it,
    /// capacity is counted in replicas served: every option runs a replica on as few of its
    /// own GPUs as hold it, so fleets of different GPU models compare on the same work
    /// (`tco::equivalence`). Absent: every option counts the profile's GPUs as they are.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory_gb: Option<Quantity>,
}

impl Replica {
    /// GPUs of `gpu_memory_gb` each that one replica runs on: the smallest power of two
    /// whose memory holds `memory_gb` (tensor parallelism splits a model over 1, 2, 4 or 8
    /// GPUs, as vLLM's `--tensor-parallel-size` must divide the attention heads). `None`
    /// without `memory_gb`, when the GPU's memory is unknown, or when no machine could hold
    /// enough of them.
    pub fn gpus_with(&self, gpu_memory_gb: Option<Quantity>) -> Option<u32> {
        let need = self.memory_gb?.value();
        let each = gpu_memory_gb?.value();
        if each <= rust_decimal::Decimal::ZERO {
            return None;
        }
        let mut gpus = 1u32;
        while rust_decimal::Decimal::from(gpus) * each < need {
            gpus = gpus.checked_mul(2)?;
            if gpus > MAX_GPUS_PER_INSTANCE {
                return None;
            }
        }
        Some(gpus)
    }
}

/// Checks the requirements a case states against its requirements section: every
/// must-answer window names a window of the workload, once.
pub fn validate(case: &Case) -> Result<(), ValidationError> {
    let Some(r) = &case.requirements else {
        return Ok(());
    };
    if r.spares > MAX_SPARES {
        return Err(ValidationError {
            path: "requirements.spares".into(),
            problem: Problem::Between {
                min: 0,
                max: MAX_SPARES.into(),
            },
        });
    }
    let mut seen = BTreeSet::new();
    for (i, name) in r.must_answer.iter().enumerate() {
        let path = format!("requirements.must_answer[{i}]");
        if !case.workload.windows.iter().any(|w| &w.name == name) {
            return Err(ValidationError {
                path,
                problem: Problem::NoWindow {
                    name: name.clone(),
                    windows: case
                        .workload
                        .windows
                        .iter()
                        .map(|w| format!("{:?}", w.name))
                        .collect::<Vec<_>>()
                        .join(", "),
                },
            });
        }
        if !seen.insert(name.as_str()) {
            return Err(ValidationError {
                path,
                problem: Problem::UsedTwice { id: name.clone() },
            });
        }
    }
    if let Some(gb) = r.min_gpu_memory_gb
        && gb.value().is_zero()
    {
        return Err(ValidationError {
            path: "requirements.min_gpu_memory_gb".into(),
            problem: Problem::AboveZero,
        });
    }
    if let Some(replica) = r.replica
        && !(1..=MAX_GPUS_PER_INSTANCE).contains(&replica.gpus)
    {
        return Err(ValidationError {
            path: "requirements.replica.gpus".into(),
            problem: Problem::Between {
                min: 1,
                max: u64::from(MAX_GPUS_PER_INSTANCE),
            },
        });
    }
    if let Some(gb) = r.replica.and_then(|r| r.memory_gb)
        && gb.value().is_zero()
    {
        return Err(ValidationError {
            path: "requirements.replica.memory_gb".into(),
            problem: Problem::AboveZero,
        });
    }
    Ok(())
}

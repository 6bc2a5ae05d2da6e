//! gpucase domain core: money, the workload profile, the TCO engine and the case document.
//!
//! Pure logic: no files, no network, no clock, no async. Hosts reach it through
//! `gpucase-app`; nothing here knows of a GUI.

pub mod billed;
pub mod case;
pub mod casefile;
pub mod checklist;
pub mod diff;
pub mod finding;
pub mod jcs;
pub mod language;
pub mod measured;
pub mod money;
pub mod offer;
pub mod problem;
pub mod quantity;
pub mod recommendation;
pub mod rent_option;
pub mod requirements;
pub mod scenario;
pub mod switching;
pub mod tco;
pub mod workload;

pub use case::Case;
pub use language::Language;
pub use money::{Currency, Money};
pub use tco::{Comparison, compare};

//! Integration tests of the metrics import: every format against the oracle that
//! `testdata/metrics/gen.py` (a copy of the shared generator) writes in the same run, hand-written samples of the export
//! shapes, and inputs that must fail with a clear error.
#![allow(clippy::unwrap_used, reason = "tests fail loudly on unexpected errors")]

mod errors;
mod formats;
mod fuzz;
mod limits;
mod oracle;
#[path = "../support/mod.rs"]
mod support;

//! Why a text is not a probe output at all. Anything that *is* a probe output, however
//! incomplete, gives a partial [`crate::Analysis`] instead, with what is missing listed.

use gpucase_message::{Describe, Message};

/// The input could not be read as the output of [`crate::script`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProbeError {
    /// The input is larger than the analysis accepts.
    TooLarge {
        /// Size of the input in bytes.
        size: usize,
        /// The limit in bytes.
        limit: usize,
    },
    /// The input holds NUL bytes or other control characters: a binary file, not text.
    Binary {
        /// What was found.
        reason: String,
        /// Byte offset of the first offending byte.
        offset: usize,
    },
    /// No header line `@@gpucase-probe <frame> probe version=...` was found.
    NoHeader {
        /// A hint on what the input looks like instead, or empty.
        hint: String,
    },
    /// Two probe runs in one input (two header lines): which run a finding comes from would
    /// be a guess.
    TwoRuns {
        /// Line of the first header, from 1.
        first: usize,
        /// Line of the second header.
        second: usize,
    },
    /// The header names a frame format this version cannot read.
    UnsupportedFrame {
        /// Line of the header, from 1.
        line: usize,
        /// The frame version found.
        found: String,
        /// The frame version this crate reads.
        supported: u32,
    },
}

impl Describe for ProbeError {
    /// Why a probe output could not be read; the hint is this crate's English text.
    fn message(&self) -> Message {
        match self {
            ProbeError::TooLarge { size, limit } => Message::new("error-probe-too-large")
                .num("size", *size)
                .num("limit", *limit),
            ProbeError::Binary { reason, offset } => Message::new("error-probe-binary")
                .text("reason", reason.clone())
                .num("offset", *offset),
            ProbeError::NoHeader { hint } => {
                Message::new("error-probe-no-header").text("hint", hint.clone())
            }
            ProbeError::TwoRuns { first, second } => Message::new("error-probe-two-runs")
                .num("first", *first)
                .num("second", *second),
            ProbeError::UnsupportedFrame {
                line,
                found,
                supported,
            } => Message::new("error-probe-unsupported-frame")
                .num("line", *line)
                .text("found", found.clone())
                .num("supported", *supported),
        }
    }
}

gpucase_message::display_in_english!(ProbeError);

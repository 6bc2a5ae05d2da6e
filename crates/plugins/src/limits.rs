//! What one plugin run may consume, and which limit stopped a run that went past it.
//!
//! A plugin is code someone else wrote. Each bound here is a named constant so that the
//! sandbox, its error messages and the README say the same number; [`Limits`] carries them
//! into a run (tests lower them). A run that reaches one is stopped with a [`Limit`] naming
//! the bound and its value; what the plugin had stored before stays the last good snapshot.

use gpucase_message::{Describe, Message};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Offers one run may return or `emit`. The largest catalog a bundled plugin reads (Vast's
/// search, a few thousand offers) fits several times over; a million `emit`s reached 5 GB
/// before there was a bound.
pub const MAX_OFFERS: usize = 10_000;

/// Bytes of `log()` (and `print`/`debug`) text one run keeps. The rest is counted and
/// dropped, with one line at the end saying how much: 200 lines of 16 MB once took the
/// process to 4 GB.
pub const MAX_LOG_BYTES: usize = 64 * 1024;

/// Wall time of a whole run, requests included: what a refresh in the desktop, one plugin
/// after the other, can wait for one provider.
pub const WALL_TIME: Duration = Duration::from_secs(30);

/// Time the script may spend computing, its requests' waiting left out. A growing array or
/// map costs Rhai time quadratic in its size (it measures the whole container after each
/// push), so such a loop reaches no size limit soon: this bound stops it within seconds,
/// long before [`WALL_TIME`]. The bundled plugins compute for well under a second.
pub const SCRIPT_TIME: Duration = Duration::from_secs(5);

/// Rhai operations one run may perform; the bundled plugins need a few hundred thousand.
pub const MAX_OPERATIONS: u64 = 20_000_000;

/// Depth of nested function calls.
pub const MAX_CALL_LEVELS: usize = 48;

/// Bytes in one string, and in all the strings of one array or map together: a response
/// body is one string, and a fetch accepts up to 64 MiB of it.
pub const MAX_STRING_BYTES: usize = 32 * 1024 * 1024;

/// Heap bytes the run's thread may hold: its strings, arrays, maps and response bodies
/// together. Rhai bounds each value ([`MAX_STRING_BYTES`], [`MAX_ARRAY_ITEMS`],
/// [`MAX_MAP_ENTRIES`]) but not how many a script keeps: forty levels of recursion each
/// holding its own 30 MB string passed them all with more than a gigabyte. The bundled
/// plugins hold a few megabytes. Counted through `gpucase_memory::Counting`, which the CLI
/// and the desktop install; a process without it (a library's tests) has no such bound.
pub const MAX_HEAP_BYTES: usize = 256 * 1024 * 1024;

/// Items in one array, those of nested arrays and maps counted in.
pub const MAX_ARRAY_ITEMS: usize = 250_000;

/// Entries in one map, those of nested maps and arrays counted in. Rhai's maps cost a few
/// hundred bytes each however few their entries, so this bound is what holds memory down:
/// a map doubled into itself (`m = #{ a: m, b: m }`) peaked at 860 MB with a bound of
/// 1,000,000 and at 448 MB with 400,000; with this one it stops a doubling earlier. A parsed
/// answer of 2,300 Vast offers (107 entries each) fits; the Vast plugin asks for 64.
pub const MAX_MAP_ENTRIES: usize = 250_000;

/// What a plugin may consume; [`Limits::default`] holds the constants of this module.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Script operations.
    pub max_operations: u64,
    /// Depth of function calls.
    pub max_call_levels: usize,
    /// Bytes in one string (and in the strings of one container).
    pub max_string_size: usize,
    /// Items in arrays, nested ones counted in.
    pub max_array_size: usize,
    /// Entries in maps, nested ones counted in.
    pub max_map_size: usize,
    /// Heap bytes the run's thread holds.
    pub max_heap_bytes: usize,
    /// Offers returned or emitted.
    pub max_offers: usize,
    /// Bytes of log text kept.
    pub max_log_bytes: usize,
    /// Wall time of the whole run, requests included.
    pub wall_time: Duration,
    /// Time the script computes, its requests left out.
    pub script_time: Duration,
    /// Set by the host to stop the run early (the user cancelled).
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_operations: MAX_OPERATIONS,
            max_call_levels: MAX_CALL_LEVELS,
            max_string_size: MAX_STRING_BYTES,
            max_array_size: MAX_ARRAY_ITEMS,
            max_map_size: MAX_MAP_ENTRIES,
            max_heap_bytes: MAX_HEAP_BYTES,
            max_offers: MAX_OFFERS,
            max_log_bytes: MAX_LOG_BYTES,
            wall_time: WALL_TIME,
            script_time: SCRIPT_TIME,
            cancel: None,
        }
    }
}

/// The limit a run reached, with its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Limit {
    /// More Rhai operations than `max` (an endless loop).
    Operations {
        /// The bound.
        max: u64,
    },
    /// The whole run took longer than its wall time.
    WallTime {
        /// The bound, in seconds.
        seconds: u64,
    },
    /// The script computed longer than its script time.
    ScriptTime {
        /// The bound, in seconds.
        seconds: u64,
    },
    /// Calls nested deeper than `max` (runaway recursion).
    CallDepth {
        /// The bound.
        max: usize,
    },
    /// A string, or the strings of one container, grew past `max` bytes.
    StringBytes {
        /// The bound.
        max: usize,
    },
    /// An array grew past `max` items.
    ArrayItems {
        /// The bound.
        max: usize,
    },
    /// A map grew past `max` entries.
    MapEntries {
        /// The bound.
        max: usize,
    },
    /// The run's thread held more than `max` heap bytes.
    HeapBytes {
        /// The bound.
        max: usize,
    },
    /// More than `max` offers were emitted or returned.
    Offers {
        /// The bound.
        max: usize,
    },
}

impl Describe for Limit {
    /// The limit a plugin run reached, with its value.
    fn message(&self) -> Message {
        let id = match self {
            Self::Operations { .. } => "error-plugin-limit-operations",
            Self::WallTime { .. } => "error-plugin-limit-wall-time",
            Self::ScriptTime { .. } => "error-plugin-limit-script-time",
            Self::CallDepth { .. } => "error-plugin-limit-call-depth",
            Self::StringBytes { .. } => "error-plugin-limit-string-bytes",
            Self::ArrayItems { .. } => "error-plugin-limit-array-items",
            Self::MapEntries { .. } => "error-plugin-limit-map-entries",
            Self::HeapBytes { .. } => "error-plugin-limit-heap-bytes",
            Self::Offers { .. } => "error-plugin-limit-offers",
        };
        Message::new(id).num("value", self.value())
    }
}

impl Limit {
    /// The bound's value as a number, for messages.
    pub fn value(&self) -> u64 {
        let wide = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
        match *self {
            Self::Operations { max } => max,
            Self::WallTime { seconds } | Self::ScriptTime { seconds } => seconds,
            Self::CallDepth { max }
            | Self::StringBytes { max }
            | Self::ArrayItems { max }
            | Self::MapEntries { max }
            | Self::HeapBytes { max }
            | Self::Offers { max } => wide(max),
        }
    }

    /// A stable name of the limit (`offers`, `wall-time`, ...), the key of its message.
    pub fn name(&self) -> &'static str {
        match self {
            Self::Operations { .. } => "operations",
            Self::WallTime { .. } => "wall-time",
            Self::ScriptTime { .. } => "script-time",
            Self::CallDepth { .. } => "call-depth",
            Self::StringBytes { .. } => "string-bytes",
            Self::ArrayItems { .. } => "array-items",
            Self::MapEntries { .. } => "map-entries",
            Self::HeapBytes { .. } => "heap-bytes",
            Self::Offers { .. } => "offers",
        }
    }
}

gpucase_message::display_in_english!(Limit);

/// What stopped a script: a limit, the host's cancel, or the script's own failure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// A limit was reached, at this place in `main.rhai` when it is known.
    Limit {
        /// The limit.
        limit: Limit,
        /// Line in `main.rhai`, when known.
        line: Option<usize>,
    },
    /// The script failed, did not compile, or was cancelled: the text says which.
    Failed(String),
}

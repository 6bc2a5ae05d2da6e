//! Errors of the metrics import: each names the file, where in it, and what was expected.

use gpucase_message::{Describe, Message};

/// A place in an input file. Offsets count bytes of the decoded stream (after gunzip).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// Line, from 1.
    pub line: u64,
    /// Column in bytes, from 1.
    pub column: u64,
    /// Byte offset from the start of the (decompressed) input, from 0.
    pub offset: u64,
}

impl Describe for Position {
    /// Where in a file: line, column and byte offset.
    fn message(&self) -> Message {
        Message::new("error-metrics-position")
            .num("line", self.line)
            .num("column", self.column)
            .num("offset", self.offset)
    }
}

gpucase_message::display_in_english!(Position);

/// Why metrics could not be read or summarised.
#[derive(Debug, thiserror::Error)]
pub enum MetricsError {
    /// The file could not be opened or read (including a corrupt gzip stream).
    Io {
        /// Display name of the input, as the caller passed it.
        file: String,
        /// The operating system's or the decompressor's error.
        #[source]
        source: std::io::Error,
    },
    /// The input is malformed or ends early.
    Syntax {
        /// Display name of the input.
        file: String,
        /// Where the problem is.
        at: Position,
        /// What the reader expected there.
        expected: String,
        /// What it found, shortened (`end of input` when truncated).
        found: String,
    },
    /// The input is well formed but not something a productive-hours summary can use
    /// (an instant query, samples without timestamps, a CSV without a needed column).
    Unsupported {
        /// Display name of the input.
        file: String,
        /// Where the problem shows.
        at: Position,
        /// What is wrong and what to export instead.
        message: String,
    },
    /// Prometheus answered the query with `"status":"error"` (in a file, or from a server:
    /// then `file` names the request's URL, without credentials, and its query).
    QueryFailed {
        /// Display name of the input.
        file: String,
        /// Prometheus's `errorType`, e.g. `bad_data` or `execution`.
        error_type: String,
        /// Prometheus's `error` message.
        message: String,
    },
    /// A Prometheus-compatible server could not be reached, or answered with an HTTP error
    /// that is not a Prometheus API error. Never holds credentials.
    Http {
        /// The request, named by its URL without credentials (and its query).
        url: String,
        /// What went wrong: the connection error, or the HTTP status and the start of the
        /// answer, with a hint.
        message: String,
    },
    /// A fetch was cancelled between two requests.
    Cancelled {
        /// The server's base URL, without credentials.
        url: String,
        /// Requests completed.
        done: usize,
        /// Requests planned (0 before the plan was made).
        total: usize,
    },
    /// The first bytes match none of the supported formats.
    UnknownFormat {
        /// Display name of the input.
        file: String,
        /// The first bytes, shortened and made printable.
        start: String,
    },
    /// The inputs hold no sample of the metrics a summary reads.
    NoSamples {
        /// What the inputs held instead, e.g. `12 other series: node_cpu_seconds_total, …`.
        ignored: String,
    },
    /// A summary option holds a value that cannot be used.
    InvalidOption {
        /// The option, e.g. `time_zone`.
        option: &'static str,
        /// What was wrong and what is expected.
        message: String,
    },
    /// A sample lies outside the years a calendar can place (usually a wrong timestamp unit).
    TimestampOutOfRange {
        /// The start of the sample's hour, milliseconds since the Unix epoch.
        ms: i64,
    },
    /// The samples span a period too long to summarise hour by hour (usually a wrong
    /// timestamp unit or junk timestamps).
    PeriodTooLong {
        /// Hours between the first and the last sample.
        hours: i64,
        /// The first hour, RFC 3339 (UTC).
        first: String,
        /// The last hour, RFC 3339 (UTC).
        last: String,
        /// The limit.
        max: i64,
    },
    /// An input holds more series of the summary's metrics than one summary keeps.
    TooManySeries {
        /// Display name of the input.
        file: String,
        /// The limit.
        max: usize,
    },
    /// More hours over all series than an import keeps ([`crate::hourly::MAX_SERIES_HOURS`]).
    TooManyHours {
        /// Display name of the input.
        file: String,
        /// The limit.
        max: u64,
    },
    /// A metric name, label name or label value is longer than its limit.
    TooLong {
        /// Display name of the input.
        file: String,
        /// `metric name`, `label name`, or `label NAME` for a label's value.
        what: String,
        /// Its length.
        bytes: usize,
        /// The limit.
        max: usize,
        /// Its first 80 characters, escaped.
        start: String,
    },
    /// The fleet over the period makes more GPU-hours than one summary holds.
    TooManyGpuHours {
        /// GPUs seen.
        gpus: u64,
        /// Hours of the period.
        hours: u64,
        /// Their product.
        gpu_hours: u64,
        /// The limit.
        max: u64,
    },
}

impl Describe for MetricsError {
    /// Why a metrics import failed: file, where in it, and what was expected.
    fn message(&self) -> Message {
        match self {
            MetricsError::Io { file, source } => Message::new("error-metrics-io")
                .text("file", file.clone())
                .text("detail", source.to_string()),
            MetricsError::Syntax {
                file,
                at,
                expected,
                found,
            } => Message::new("error-metrics-syntax")
                .text("file", file.clone())
                .message("at", at.message())
                .text("expected", expected.clone())
                .text("found", found.clone()),
            MetricsError::Unsupported { file, at, message } => {
                Message::new("error-metrics-unsupported")
                    .text("file", file.clone())
                    .message("at", at.message())
                    .text("detail", message.clone())
            }
            MetricsError::QueryFailed {
                file,
                error_type,
                message,
            } => Message::new("error-metrics-query-failed")
                .text("file", file.clone())
                .text("type", error_type.clone())
                .text("detail", message.clone()),
            MetricsError::Http { url, message } => Message::new("error-metrics-http")
                .text("url", url.clone())
                .text("detail", message.clone()),
            MetricsError::Cancelled { url, done, total } => Message::new("error-metrics-cancelled")
                .text("url", url.clone())
                .num("done", *done)
                .num("total", *total),
            MetricsError::UnknownFormat { file, start } => {
                Message::new("error-metrics-unknown-format")
                    .text("file", file.clone())
                    .text("start", start.clone())
            }
            MetricsError::NoSamples { ignored } => {
                Message::new("error-metrics-no-samples").text("ignored", ignored.clone())
            }
            MetricsError::InvalidOption { option, message } => {
                Message::new("error-metrics-invalid-option")
                    .text("option", *option)
                    .text("detail", message.clone())
            }
            MetricsError::TimestampOutOfRange { ms } => {
                Message::new("error-metrics-timestamp-out-of-range").text("ms", ms.to_string())
            }
            MetricsError::PeriodTooLong {
                hours,
                first,
                last,
                max,
            } => Message::new("error-metrics-period-too-long")
                .text("hours", hours.to_string())
                .text("first", first.clone())
                .text("last", last.clone())
                .text("max", max.to_string()),
            MetricsError::TooManySeries { file, max } => {
                Message::new("error-metrics-too-many-series")
                    .text("file", file.clone())
                    .text("max", max.to_string())
            }
            MetricsError::TooManyHours { file, max } => {
                Message::new("error-metrics-too-many-hours")
                    .text("file", file.clone())
                    .text("max", max.to_string())
            }
            MetricsError::TooLong {
                file,
                what,
                bytes,
                max,
                start,
            } => Message::new("error-metrics-too-long")
                .text("file", file.clone())
                .text("what", what.clone())
                .text("bytes", bytes.to_string())
                .text("max", max.to_string())
                .text("start", start.clone()),
            MetricsError::TooManyGpuHours {
                gpus,
                hours,
                gpu_hours,
                max,
            } => Message::new("error-metrics-too-many-gpu-hours")
                .text("gpus", gpus.to_string())
                .text("hours", hours.to_string())
                .text("gpuhours", gpu_hours.to_string())
                .text("max", max.to_string()),
        }
    }
}

gpucase_message::display_in_english!(MetricsError);

/// Shortens and escapes input bytes for an error message.
pub(crate) fn show_bytes(bytes: &[u8]) -> String {
    const MAX: usize = 40;
    let cut = bytes.len().min(MAX);
    let mut text = String::from_utf8_lossy(&bytes[..cut])
        .escape_debug()
        .to_string();
    if bytes.len() > MAX {
        text.push('…');
    }
    text
}

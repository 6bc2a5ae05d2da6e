//! Fetching the summary's metrics from a live Prometheus-compatible server (Prometheus,
//! Thanos, Mimir, VictoriaMetrics) over its HTTP API, into the same [`HourlyData`] an
//! export gives, so that [`crate::Summary::compute`] works unchanged.
//!
//! **Range.** Both modes work in whole UTC clock hours: `[from, to)` is widened to the hours
//! it touches, `floor(from)` to `ceil(to)` (the summary is per clock hour; a partial hour
//! would be judged on part of its samples). The report says which hours were fetched.
//!
//! **Raw mode** ([`Mode::Raw`]) asks `/api/v1/query_range` for each of
//! [`SUMMARY_METRICS`] at the scrape step (default 15 s; never coarser than 5 minutes),
//! evaluated at `hour start + k × step` up to the end of the last hour (exclusive). A
//! request covers at most [`MAX_POINTS_PER_SERIES`] evaluation points per series (Prometheus
//! refuses more than 11,000; both ends are inclusive, so a request of `n` points spans
//! `(n - 1) × step`); when the step divides an hour the chunks are whole hours (45 h at
//! 15 s), and consecutive chunks never share a point. Each answer is streamed through
//! [`crate::read::read`] into one [`HourlyAggregator`]: memory is the aggregation, never
//! a response. Note what a range query returns: at each evaluation time the latest sample
//! up to 5 minutes old (Prometheus's lookback), so a missed scrape is filled with the
//! previous value; the result equals a `query_range` export read from a file.
//!
//! **Server-side mode** ([`Mode::ServerSide`]), for fleets too large for raw samples, asks
//! for hourly aggregates at a 1 h step, evaluated at `h + 3599.999 s` so that the `[1h]`
//! window is the clock hour `[h, h+1h)` on Prometheus 2.x (closed windows) and 3.x
//! (left-open windows) alike: `count_over_time(m[1h])` for every metric, and
//! `avg_over_time(m[1h])` for `DCGM_FI_PROF_SM_ACTIVE` and `DCGM_FI_DEV_GPU_UTIL` or
//! `max_over_time(m[1h])` for the vLLM gauges. Each function is a query of its own and the
//! results are joined here by their labels (`A or B` would drop series whose labels match
//! apart from the name, and function results carry no `__name__`: it is restored from the
//! query). These aggregate the raw samples, without lookback filling. An hour becomes
//! [`HourStats`] `{ count, sum: avg × count, max }`; the summary reads the mean of the DCGM
//! metrics and the count and maximum of the vLLM gauges, so the statistic not fetched is
//! `NaN` (unknown): `max` of DCGM hours, `sum` of vLLM hours (their `mean()` is `NaN`).
//! An hour whose count or value is missing or not finite (NaN samples on the server) is
//! dropped and counted in [`FetchReport::dropped_hours`]. An hour whose average (DCGM) or
//! maximum (vLLM) lies outside the metric's range ([`crate::hourly::value_range`]) is
//! dropped too and counted in the series' `out_of_range` (in hours, not samples: the server
//! aggregated them; an out-of-range sample averaged into an in-range mean cannot be told
//! apart in this mode). Data-quality counters other than `samples` (the server's count) and
//! `out_of_range` are unknown in this mode and left at zero.
//!
//! **Choosing** ([`Mode::Auto`], [`estimate`], [`choose`]): `/api/v1/series` over the range
//! says how many series of the four metrics exist (from the index, no samples read); raw
//! mode is used up to `raw_sample_limit` points (series × evaluation points, default
//! [`DEFAULT_RAW_SAMPLE_LIMIT`]), server-side mode above. The same count sizes the requests
//! (in the automatic and server-side modes): a response holds at most
//! [`FetchOptions::max_points_per_response`] points, so a larger fleet gets requests over
//! fewer hours (Prometheus refuses a query that loads over 50 million samples). Forced
//! server-side mode goes on without the count if `/api/v1/series` fails.
//!
//! **Authentication** is resolved by the caller into [`Auth`]; [`Auth::from_env`] reads
//! [`TOKEN_ENV`] (bearer token) or [`USER_ENV`] and [`PASSWORD_ENV`] (basic auth). A
//! `user:password@` in the URL is used for basic auth when no other is given. Credentials
//! never appear in errors, reports or `Debug` output: URLs are shown without user
//! information. `http` and `https` are both accepted (a local Prometheus is usually http).
//!
//! **Retries**: connection errors, timeouts, HTTP 429 and 5xx are retried up to
//! [`Source::retries`] times with exponential back-off (0.5 s, 1 s, 2 s, … at most 30 s),
//! or after the server's `Retry-After` (at most 5 minutes). A failure while a response body
//! is being read is not retried (part of it has been aggregated) and fails the fetch.
//! Errors name the URL and the query; Prometheus's `errorType` and `error` come through as
//! [`MetricsError::QueryFailed`].
//!
//! **Blocking.** This uses reqwest's blocking client, which runs its own runtime: call it
//! from a plain thread (in an async host, inside `spawn_blocking`), never from async code.

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::io::Read;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use jiff::Timestamp;
use reqwest::Url;
use reqwest::blocking::{Client as HttpClient, Response};
use reqwest::header::{HeaderMap, RETRY_AFTER};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::MetricsError;
use crate::hourly::{
    HOUR_MS, HourMap, HourStats, HourlyAggregator, HourlyData, HourlySeries, SUMMARY_METRICS,
    SeriesQuality,
};
use crate::read::{self, Format, ReadOptions, ReadReport, SampleSink, SeriesId, SeriesKey};

/// Environment variable suggested for a bearer token ([`Auth::from_env`]).
pub const TOKEN_ENV: &str = "GPUCASE_PROMETHEUS_TOKEN";
/// Environment variable suggested for a basic-auth user name ([`Auth::from_env`]).
pub const USER_ENV: &str = "GPUCASE_PROMETHEUS_USER";
/// Environment variable suggested for a basic-auth password ([`Auth::from_env`]).
pub const PASSWORD_ENV: &str = "GPUCASE_PROMETHEUS_PASSWORD";

/// Points per series Prometheus answers in one range query at most.
pub const MAX_POINTS_PER_SERIES: u32 = 11_000;
/// The default raw step: the usual scrape interval.
pub const DEFAULT_STEP: Duration = Duration::from_secs(15);
/// Points (series × evaluation points) up to which [`Mode::Auto`] fetches raw samples.
pub const DEFAULT_RAW_SAMPLE_LIMIT: u64 = 50_000_000;
/// Points one response holds at most by default (Prometheus refuses queries that load
/// more than 50 million samples, `--query.max-samples`).
pub const DEFAULT_MAX_POINTS_PER_RESPONSE: u64 = 10_000_000;
/// The default time to wait for an answer, and for each read of its body.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);
/// The default number of retries of a failed request.
pub const DEFAULT_RETRIES: u32 = 3;

/// The coarsest raw step: Prometheus's lookback. A coarser step would skip samples.
const MAX_STEP: Duration = Duration::from_secs(300);
const FIRST_BACKOFF: Duration = Duration::from_millis(500);
const MAX_BACKOFF: Duration = Duration::from_secs(30);
const MAX_RETRY_AFTER: Duration = Duration::from_secs(300);
/// Bytes of an error response read for its message.
const ERROR_BODY_LIMIT: u64 = 64 * 1024;
/// Characters of a non-JSON error body shown in a message.
const ERROR_SNIPPET: usize = 200;

/// Credentials for the server. `Debug` never shows them.
#[derive(Clone, Default, PartialEq, Eq)]
pub enum Auth {
    /// No credentials (or those in the URL's user information, if any).
    #[default]
    None,
    /// `Authorization: Bearer <token>`.
    Bearer(String),
    /// HTTP basic authentication.
    Basic {
        /// User name.
        user: String,
        /// Password (may be empty).
        password: String,
    },
}

impl fmt::Debug for Auth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::None => "None",
            Self::Bearer(_) => "Bearer(<redacted>)",
            Self::Basic { .. } => "Basic(<redacted>)",
        })
    }
}

impl Auth {
    /// Credentials from the environment: a bearer token in [`TOKEN_ENV`], or a user in
    /// [`USER_ENV`] with an optional password in [`PASSWORD_ENV`]; [`Auth::None`] when none
    /// is set (empty values count as unset). Setting both a token and a user, or a password
    /// without a user, is an error.
    pub fn from_env() -> Result<Auth, MetricsError> {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    /// Credentials from a lookup of [`TOKEN_ENV`], [`USER_ENV`] and [`PASSWORD_ENV`] (the
    /// environment, or a secret store that falls back to one); empty values count as unset.
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Auth, MetricsError> {
        let get = |name| get(name).filter(|v| !v.is_empty());
        let invalid = |message: String| MetricsError::InvalidOption {
            option: "prometheus.auth",
            message,
        };
        match (get(TOKEN_ENV), get(USER_ENV), get(PASSWORD_ENV)) {
            (Some(_), Some(_), _) => Err(invalid(format!(
                "both {TOKEN_ENV} and {USER_ENV} are set; set the token or the user and password"
            ))),
            (Some(token), None, _) => Ok(Auth::Bearer(token)),
            (None, Some(user), password) => Ok(Auth::Basic {
                user,
                password: password.unwrap_or_default(),
            }),
            (None, None, Some(_)) => {
                Err(invalid(format!("{PASSWORD_ENV} is set without {USER_ENV}")))
            }
            (None, None, None) => Ok(Auth::None),
        }
    }
}

/// A Prometheus-compatible server.
#[derive(Clone)]
pub struct Source {
    /// The base URL, the part before `/api/v1` (`http://127.0.0.1:9090`,
    /// `https://example.org/prometheus`). May hold `user:password@` (used for basic auth
    /// when [`Source::auth`] is [`Auth::None`]); no query string.
    pub base_url: String,
    /// Credentials.
    pub auth: Auth,
    /// How long to wait for the server's answer, and for each read of its body (a
    /// streaming body may take longer in all). Default [`DEFAULT_TIMEOUT`].
    pub timeout: Duration,
    /// Retries of a request after a connection error, a timeout, HTTP 429 or 5xx.
    /// Default [`DEFAULT_RETRIES`].
    pub retries: u32,
}

impl Source {
    /// A source without credentials, with the default timeout and retries.
    pub fn new(base_url: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            auth: Auth::None,
            timeout: DEFAULT_TIMEOUT,
            retries: DEFAULT_RETRIES,
        }
    }

    /// The base URL as errors and reports show it: without user information, query or
    /// fragment.
    pub fn display_url(&self) -> String {
        Endpoint::parse(&self.base_url).map_or_else(|_| "<invalid URL>".to_owned(), |e| e.shown)
    }
}

impl fmt::Debug for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Source")
            .field("base_url", &self.display_url())
            .field("auth", &self.auth)
            .field("timeout", &self.timeout)
            .field("retries", &self.retries)
            .finish()
    }
}

/// How to fetch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Ask the server how many series there are and [`choose`].
    Auto,
    /// Samples at the scrape step through `query_range`.
    Raw,
    /// Hourly aggregates computed by the server.
    ServerSide,
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Auto => "auto",
            Self::Raw => "raw",
            Self::ServerSide => "server-side",
        })
    }
}

impl FromStr for Mode {
    type Err = MetricsError;

    /// `auto`, `raw`, or `server-side` (also `server_side`, `server`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "auto" => Ok(Self::Auto),
            "raw" => Ok(Self::Raw),
            "server-side" | "server_side" | "server" => Ok(Self::ServerSide),
            other => Err(MetricsError::InvalidOption {
                option: "prometheus.mode",
                message: format!("{other:?} is not a mode; expected auto, raw or server-side"),
            }),
        }
    }
}

/// What to fetch and how.
#[derive(Debug, Clone, PartialEq)]
pub struct FetchOptions {
    /// Raw, server-side, or chosen by size. Default [`Mode::Auto`].
    pub mode: Mode,
    /// The raw step: the scrape interval (1 s to 5 min). Default [`DEFAULT_STEP`].
    pub step: Duration,
    /// The most points [`Mode::Auto`] fetches raw. Default [`DEFAULT_RAW_SAMPLE_LIMIT`].
    pub raw_sample_limit: u64,
    /// Points per series in one request. Default [`MAX_POINTS_PER_SERIES`]; lower it for
    /// a server with a lower limit.
    pub max_points_per_series: u32,
    /// Points (series × points per series) in one response, when the number of series is
    /// known from the estimate: requests cover fewer hours for a larger fleet. Default
    /// [`DEFAULT_MAX_POINTS_PER_RESPONSE`].
    pub max_points_per_response: u64,
}

impl Default for FetchOptions {
    fn default() -> Self {
        Self {
            mode: Mode::Auto,
            step: DEFAULT_STEP,
            raw_sample_limit: DEFAULT_RAW_SAMPLE_LIMIT,
            max_points_per_series: MAX_POINTS_PER_SERIES,
            max_points_per_response: DEFAULT_MAX_POINTS_PER_RESPONSE,
        }
    }
}

/// How large a raw fetch would be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Estimate {
    /// Series of the four metrics with samples in the range (an upper bound: the server
    /// answers from its index, by block).
    pub series: u64,
    /// Clock hours in the range.
    pub hours: u64,
    /// Evaluation points per series at the raw step.
    pub points_per_series: u64,
    /// `series × points_per_series`.
    pub raw_samples: u64,
}

/// What a fetch did.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FetchReport {
    /// The server's base URL, without credentials.
    pub url: String,
    /// The mode used ([`Mode::Raw`] or [`Mode::ServerSide`]).
    pub mode: Mode,
    /// Start of the first hour fetched (UTC).
    #[schemars(with = "String")]
    pub from: Timestamp,
    /// End of the last hour fetched, exclusive (UTC).
    #[schemars(with = "String")]
    pub to: Timestamp,
    /// Clock hours fetched.
    pub hours: u64,
    /// The query step in seconds (the raw step, or 3600 server-side).
    pub step_s: f64,
    /// API queries answered (including the estimate's).
    pub queries: u64,
    /// HTTP requests sent (queries and their retries).
    pub http_requests: u64,
    /// Requests repeated after a transient failure.
    pub retries: u64,
    /// Series in the data returned.
    pub series: u64,
    /// Values received: samples at the step (raw), hourly values (server-side).
    pub points: u64,
    /// Samples these stand for: the points (raw), the servers' hourly counts (server-side).
    pub samples: u64,
    /// Response bytes read (after decompression).
    pub bytes: u64,
    /// Server-side hours dropped because their count or value was missing or not finite.
    pub dropped_hours: u64,
    /// The series count that chose the mode ([`Mode::Auto`]) or sized the requests
    /// (also [`Mode::ServerSide`]); `None` in raw mode, or when the server could not say.
    pub estimate: Option<Estimate>,
}

/// Raw mode up to `raw_sample_limit` points, server-side above.
pub fn choose(estimate: &Estimate, raw_sample_limit: u64) -> Mode {
    if estimate.raw_samples <= raw_sample_limit {
        Mode::Raw
    } else {
        Mode::ServerSide
    }
}

/// Asks the server (`/api/v1/series`) how many series of the four metrics have samples in
/// the range, and how many points a raw fetch at `step` would be.
pub fn estimate(
    source: &Source,
    range: (Timestamp, Timestamp),
    step: Duration,
) -> Result<Estimate, MetricsError> {
    let hours = hour_range(range)?;
    let step_ms = step_ms(step)?;
    let never = AtomicBool::new(false);
    let mut client = Client::new(source, &never)?;
    client.estimate(hours, step_ms)
}

/// Fetches the four metrics of the summary for `range` (see the module documentation),
/// calling `progress(done, total)` after each request (and once with 0 before the first)
/// and checking `cancel` before each: when it is set, the fetch stops with
/// [`MetricsError::Cancelled`]. The data is empty when the server has none of the metrics
/// in the range ([`crate::Summary::compute`] then reports that).
pub fn fetch<P: FnMut(usize, usize)>(
    source: &Source,
    range: (Timestamp, Timestamp),
    options: &FetchOptions,
    mut progress: P,
    cancel: &AtomicBool,
) -> Result<(HourlyData, FetchReport), MetricsError> {
    let hours = hour_range(range)?;
    let step_ms = step_ms(options.step)?;
    if options.max_points_per_series == 0 || options.max_points_per_response == 0 {
        return Err(MetricsError::InvalidOption {
            option: "prometheus.max_points_per_series",
            message: "0 points per request; expected e.g. 11000".to_owned(),
        });
    }
    let mut client = Client::new(source, cancel)?;
    client.check_cancel()?;
    let estimate = match options.mode {
        Mode::Raw => None,
        Mode::Auto => Some(client.estimate(hours, step_ms)?),
        // Only to size the requests: a server without a usable /api/v1/series (e.g. one
        // that limits its answer) is still asked for the aggregates.
        Mode::ServerSide => match client.estimate(hours, step_ms) {
            Ok(e) => Some(e),
            Err(e @ MetricsError::Cancelled { .. }) => return Err(e),
            Err(_) => None,
        },
    };
    let raw = match (options.mode, &estimate) {
        (Mode::Raw, _) => true,
        (Mode::Auto, Some(e)) => choose(e, options.raw_sample_limit) == Mode::Raw,
        _ => false,
    };
    let max_points = points_per_series(
        options.max_points_per_series,
        options.max_points_per_response,
        estimate.as_ref(),
    );
    let mut tally = Tally::default();
    let data = if raw {
        client.fetch_raw(hours, step_ms, max_points, &mut progress, &mut tally)?
    } else {
        client.fetch_server_side(hours, max_points, &mut progress, &mut tally)?
    };
    let report = FetchReport {
        url: client.endpoint.shown.clone(),
        mode: if raw { Mode::Raw } else { Mode::ServerSide },
        from: hour_timestamp(hours.0),
        to: hour_timestamp(hours.1),
        hours: u64::try_from(hours.1 - hours.0).unwrap_or(0),
        step_s: if raw { step_ms as f64 / 1000.0 } else { 3600.0 },
        queries: client.queries,
        http_requests: client.http_requests,
        retries: client.retried,
        series: data.series.len() as u64,
        points: tally.points,
        samples: tally.samples,
        bytes: tally.bytes,
        dropped_hours: tally.dropped_hours,
        estimate,
    };
    Ok((data, report))
}

/// Runs one `query_range` and streams its answer into `sink`: for queries of your own
/// (the answer must be a matrix). `start` and `end` are inclusive evaluation times.
pub fn query_range<S: SampleSink>(
    source: &Source,
    query: &str,
    start: Timestamp,
    end: Timestamp,
    step: Duration,
    sink: &mut S,
) -> Result<ReadReport, MetricsError> {
    let step = i64::try_from(step.as_millis())
        .ok()
        .filter(|&ms| ms > 0)
        .ok_or_else(|| MetricsError::InvalidOption {
            option: "prometheus.step",
            message: format!("{step:?} is not a step; expected e.g. 15 s"),
        })?;
    let never = AtomicBool::new(false);
    let mut client = Client::new(source, &never)?;
    client.query_range(
        query,
        start.as_millisecond(),
        end.as_millisecond(),
        step,
        sink,
    )
}

/// Points per series in one request: the server's limit, or fewer when the response would
/// hold more than `per_response` points for the series estimated.
fn points_per_series(per_series: u32, per_response: u64, estimate: Option<&Estimate>) -> i64 {
    let limit = u64::from(per_series);
    let points = estimate.map_or(limit, |e| (per_response / e.series.max(1)).clamp(1, limit));
    i64::try_from(points).unwrap_or(i64::from(MAX_POINTS_PER_SERIES))
}

/// The clock hours `[first, end)` (hours since the epoch) that `range` touches.
fn hour_range((from, to): (Timestamp, Timestamp)) -> Result<(i64, i64), MetricsError> {
    let (from, to) = (from.as_millisecond(), to.as_millisecond());
    if to <= from {
        return Err(MetricsError::InvalidOption {
            option: "range",
            message: format!(
                "the range ends ({}) before it starts ({}); expected from < to",
                show_ms(to),
                show_ms(from)
            ),
        });
    }
    Ok((
        from.div_euclid(HOUR_MS),
        (to + HOUR_MS - 1).div_euclid(HOUR_MS),
    ))
}

fn step_ms(step: Duration) -> Result<i64, MetricsError> {
    if step < Duration::from_secs(1) || step > MAX_STEP {
        return Err(MetricsError::InvalidOption {
            option: "prometheus.step",
            message: format!(
                "a raw step of {step:?}; expected the scrape interval, from 1 s to 5 min \
                 (a coarser step skips samples: use the server-side mode for large ranges)"
            ),
        });
    }
    // At most 300,000 ms: fits.
    Ok(i64::try_from(step.as_millis()).unwrap_or(300_000))
}

fn hour_timestamp(hour: i64) -> Timestamp {
    Timestamp::from_millisecond(hour.saturating_mul(HOUR_MS)).unwrap_or(Timestamp::UNIX_EPOCH)
}

fn show_ms(ms: i64) -> String {
    Timestamp::from_millisecond(ms).map_or_else(|_| format!("{ms} ms"), |t| t.to_string())
}

/// Milliseconds as the decimal seconds Prometheus takes.
fn seconds_param(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    let abs = ms.unsigned_abs();
    match abs % 1000 {
        0 => format!("{sign}{}", abs / 1000),
        frac => format!("{sign}{}.{frac:03}", abs / 1000),
    }
}

/// Raw-mode requests: inclusive `(first, last)` evaluation times (ms) of each chunk, for
/// evaluation times `start + k × step < end`, at most `max_points` per chunk, in whole hours
/// when the step divides an hour and a chunk can hold one.
fn raw_chunks(start: i64, end: i64, step: i64, max_points: i64) -> Vec<(i64, i64)> {
    let points = (end - start + step - 1) / step;
    let per_chunk = if HOUR_MS % step == 0 && max_points * step >= HOUR_MS {
        max_points * step / HOUR_MS * (HOUR_MS / step)
    } else {
        max_points
    };
    let mut chunks = Vec::new();
    let mut k = 0;
    while k < points {
        let last = (k + per_chunk).min(points) - 1;
        chunks.push((start + k * step, start + last * step));
        k = last + 1;
    }
    chunks
}

/// Server-side requests: inclusive `(first, last)` hours of each chunk.
fn hour_chunks(first: i64, end: i64, max_points: i64) -> Vec<(i64, i64)> {
    let mut chunks = Vec::new();
    let mut h = first;
    while h < end {
        let last = (h + max_points).min(end) - 1;
        chunks.push((h, last));
        h = last + 1;
    }
    chunks
}

/// The evaluation time whose `[1h]` window is the clock hour `hour`.
fn hour_eval_ms(hour: i64) -> i64 {
    hour * HOUR_MS + HOUR_MS - 1
}

/// How the server aggregates a metric's hour besides counting.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Agg {
    Avg,
    Max,
}

impl Agg {
    fn function(self) -> &'static str {
        match self {
            Agg::Avg => "avg_over_time",
            Agg::Max => "max_over_time",
        }
    }

    /// An hour's statistics from the server's count and value; `None` when either is
    /// missing or unusable.
    fn stats(self, count: f64, value: Option<f64>) -> Option<HourStats> {
        let count = (count.is_finite() && count >= 1.0 && count <= f64::from(u32::MAX))
            .then(|| count.round() as u32)?;
        let value = value.filter(|v| v.is_finite())?;
        Some(match self {
            Agg::Avg => HourStats {
                count,
                sum: value * f64::from(count),
                max: f64::NAN,
            },
            Agg::Max => HourStats {
                count,
                sum: f64::NAN,
                max: value,
            },
        })
    }
}

fn aggregation(metric: &str) -> Agg {
    if metric.starts_with("DCGM_") {
        Agg::Avg
    } else {
        Agg::Max
    }
}

#[derive(Default)]
struct Tally {
    points: u64,
    samples: u64,
    bytes: u64,
    dropped_hours: u64,
}

/// The base URL, parsed.
struct Endpoint {
    /// With a trailing slash; no user information, query or fragment.
    base: Url,
    /// As shown: without the trailing slash.
    shown: String,
    /// Basic auth from the URL's user information.
    auth: Option<Auth>,
}

impl Endpoint {
    fn parse(base_url: &str) -> Result<Self, MetricsError> {
        let invalid = |message: String| MetricsError::InvalidOption {
            option: "prometheus.url",
            message,
        };
        let mut url = Url::parse(base_url.trim()).map_err(|e| {
            invalid(format!(
                "cannot parse the URL ({e}); expected e.g. http://127.0.0.1:9090"
            ))
        })?;
        // Not shown: without `//` what looks like user information is not parsed as such.
        if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
            return Err(invalid(
                "not an http:// or https:// URL with a host; expected e.g. \
                 http://127.0.0.1:9090"
                    .to_owned(),
            ));
        }
        let auth = if url.username().is_empty() && url.password().is_none() {
            None
        } else {
            Some(Auth::Basic {
                user: percent_decode(url.username()),
                password: url.password().map(percent_decode).unwrap_or_default(),
            })
        };
        // Neither can fail for an http(s) URL with a host.
        let _ = url.set_username("");
        let _ = url.set_password(None);
        let had_query = url.query().is_some();
        url.set_query(None);
        url.set_fragment(None);
        let shown = url.as_str().trim_end_matches('/').to_owned();
        if had_query {
            return Err(invalid(format!(
                "{shown}: the base URL has a query string; give the part before /api/v1, and \
                 credentials through {TOKEN_ENV} or {USER_ENV} and {PASSWORD_ENV}"
            )));
        }
        if !url.path().ends_with('/') {
            let path = format!("{}/", url.path());
            url.set_path(&path);
        }
        Ok(Self {
            base: url,
            shown,
            auth,
        })
    }
}

/// Decodes `%XX` escapes (user information in a URL); invalid escapes stay as they are.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) if hex(h).is_some() && hex(l).is_some() => {
                let value = hex(h).unwrap_or(0) * 16 + hex(l).unwrap_or(0);
                out.push(u8::try_from(value).unwrap_or(b'?'));
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A Prometheus error answer.
#[derive(Deserialize)]
struct ApiError {
    status: String,
    #[serde(default, rename = "errorType")]
    error_type: String,
    #[serde(default)]
    error: String,
}

/// A `/api/v1/series` answer, counted without keeping the label sets.
#[derive(Deserialize)]
struct SeriesAnswer {
    status: String,
    #[serde(default)]
    data: Vec<serde::de::IgnoredAny>,
    #[serde(default, rename = "errorType")]
    error_type: String,
    #[serde(default)]
    error: String,
}

/// Collects a small answer (hourly values) series by series.
#[derive(Default)]
struct Collect {
    index: HashMap<SeriesKey, SeriesId>,
    series: Vec<(SeriesKey, Vec<(i64, f64)>)>,
}

impl SampleSink for Collect {
    fn series(&mut self, key: &SeriesKey) -> Option<SeriesId> {
        if let Some(&id) = self.index.get(key) {
            return Some(id);
        }
        let id = SeriesId(u32::try_from(self.series.len()).ok()?);
        self.index.insert(key.clone(), id);
        self.series.push((key.clone(), Vec::new()));
        Some(id)
    }

    fn sample(&mut self, series: SeriesId, timestamp_ms: i64, value: f64) {
        if let Some((_, samples)) = self.series.get_mut(series.0 as usize) {
            samples.push((timestamp_ms, value));
        }
    }
}

/// Per metric, hourly statistics by labels (without the name).
type ByLabels = BTreeMap<Vec<(String, String)>, BTreeMap<i64, HourStats>>;

struct Client<'a> {
    http: HttpClient,
    endpoint: Endpoint,
    auth: Auth,
    retries: u32,
    cancel: &'a AtomicBool,
    done: usize,
    total: usize,
    queries: u64,
    http_requests: u64,
    retried: u64,
}

impl<'a> Client<'a> {
    fn new(source: &Source, cancel: &'a AtomicBool) -> Result<Self, MetricsError> {
        let mut endpoint = Endpoint::parse(&source.base_url)?;
        let auth = match (&source.auth, endpoint.auth.take()) {
            (Auth::None, Some(from_url)) => from_url,
            (auth, _) => auth.clone(),
        };
        let http = HttpClient::builder()
            .timeout(source.timeout)
            .connect_timeout(source.timeout.min(Duration::from_secs(10)))
            .user_agent(concat!("gpucase-metrics/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| MetricsError::Http {
                url: endpoint.shown.clone(),
                message: format!("cannot set up an HTTP client: {}", error_chain(e)),
            })?;
        Ok(Self {
            http,
            endpoint,
            auth,
            retries: source.retries,
            cancel,
            done: 0,
            total: 0,
            queries: 0,
            http_requests: 0,
            retried: 0,
        })
    }

    fn shown(&self, path: &str) -> String {
        format!("{}/{path}", self.endpoint.shown)
    }

    fn check_cancel(&self) -> Result<(), MetricsError> {
        if self.cancel.load(Ordering::Relaxed) {
            return Err(MetricsError::Cancelled {
                url: self.endpoint.shown.clone(),
                done: self.done,
                total: self.total,
            });
        }
        Ok(())
    }

    /// Sleeps `wait`, checking the cancel flag every 100 ms.
    fn sleep(&self, wait: Duration) -> Result<(), MetricsError> {
        let until = Instant::now() + wait;
        loop {
            self.check_cancel()?;
            let now = Instant::now();
            if now >= until {
                return Ok(());
            }
            std::thread::sleep((until - now).min(Duration::from_millis(100)));
        }
    }

    /// GETs `path` with `params`, retrying transient failures; `what` names the request
    /// in errors. Returns a successful response, its body unread.
    fn get(
        &mut self,
        path: &str,
        params: &[(&str, String)],
        what: &str,
    ) -> Result<Response, MetricsError> {
        let url = self
            .endpoint
            .base
            .join(path)
            .map_err(|e| MetricsError::Http {
                url: what.to_owned(),
                message: format!("cannot build the request URL: {e}"),
            })?;
        let mut attempt = 0u32;
        loop {
            self.check_cancel()?;
            let mut request = self.http.get(url.clone()).query(params);
            request = match &self.auth {
                Auth::None => request,
                Auth::Bearer(token) => request.bearer_auth(token),
                Auth::Basic { user, password } => request.basic_auth(user, Some(password)),
            };
            self.http_requests += 1;
            let attempts = attempt + 1;
            let wait = match request.send() {
                Ok(response) if response.status().is_success() => {
                    self.queries += 1;
                    return Ok(response);
                }
                Ok(response) => {
                    let status = response.status();
                    let transient = status.as_u16() == 429 || status.is_server_error();
                    if !transient || attempt >= self.retries {
                        return Err(self.status_error(response, what, attempts));
                    }
                    retry_after(response.headers()).unwrap_or_else(|| backoff(attempt))
                }
                Err(e) => {
                    if e.is_builder() || e.is_redirect() || attempt >= self.retries {
                        return Err(MetricsError::Http {
                            url: what.to_owned(),
                            message: format!("{}{}", error_chain(e.without_url()), tries(attempts)),
                        });
                    }
                    backoff(attempt)
                }
            };
            attempt += 1;
            self.retried += 1;
            self.sleep(wait)?;
        }
    }

    /// The error for an unsuccessful HTTP status: Prometheus's own when the body is its
    /// error JSON, else the status and the start of the body.
    fn status_error(&self, response: Response, what: &str, attempts: u32) -> MetricsError {
        let status = response.status();
        let mut body = Vec::new();
        // A body that cannot be read leaves the status to speak.
        let _ = response.take(ERROR_BODY_LIMIT).read_to_end(&mut body);
        if let Ok(api) = serde_json::from_slice::<ApiError>(&body)
            && api.status == "error"
        {
            return MetricsError::QueryFailed {
                file: what.to_owned(),
                error_type: api.error_type,
                message: api.error,
            };
        }
        let hint = match status.as_u16() {
            401 | 403 if self.auth == Auth::None => format!(
                " (the server wants credentials: set {TOKEN_ENV}, or {USER_ENV} and \
                 {PASSWORD_ENV})"
            ),
            401 | 403 => " (the server refused the credentials given)".to_owned(),
            404 => " (is the URL the base of a Prometheus-compatible server, the part \
                    before /api/v1?)"
                .to_owned(),
            _ => String::new(),
        };
        let text: String = String::from_utf8_lossy(&body)
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        let text = text.trim();
        let mut snippet: String = text.chars().take(ERROR_SNIPPET).collect();
        if text.chars().count() > ERROR_SNIPPET {
            snippet.push('…');
        }
        let body = if snippet.is_empty() {
            String::new()
        } else {
            format!(": {snippet}")
        };
        MetricsError::Http {
            url: what.to_owned(),
            message: format!("HTTP {status}{hint}{body}{}", tries(attempts)),
        }
    }

    fn describe(&self, query: &str, start: i64, end: i64, step: i64) -> String {
        format!(
            "{} (query {query}, {} to {}, step {} s)",
            self.shown("api/v1/query_range"),
            show_ms(start),
            show_ms(end),
            seconds_param(step)
        )
    }

    fn query_range<S: SampleSink>(
        &mut self,
        query: &str,
        start: i64,
        end: i64,
        step: i64,
        sink: &mut S,
    ) -> Result<ReadReport, MetricsError> {
        let what = self.describe(query, start, end, step);
        let params = [
            ("query", query.to_owned()),
            ("start", seconds_param(start)),
            ("end", seconds_param(end)),
            ("step", seconds_param(step)),
        ];
        let response = self.get("api/v1/query_range", &params, &what)?;
        let options = ReadOptions {
            format: Some(Format::PromQueryRange),
            ..ReadOptions::default()
        };
        read::read(response, &what, &options, sink)
    }

    fn estimate(&mut self, hours: (i64, i64), step_ms: i64) -> Result<Estimate, MetricsError> {
        let (start, end) = (hours.0 * HOUR_MS, hours.1 * HOUR_MS);
        let what = format!(
            "{} (series of {}, {} to {})",
            self.shown("api/v1/series"),
            SUMMARY_METRICS.join(", "),
            show_ms(start),
            show_ms(end)
        );
        let mut params: Vec<(&str, String)> = SUMMARY_METRICS
            .iter()
            .map(|m| ("match[]", (*m).to_owned()))
            .collect();
        params.push(("start", seconds_param(start)));
        params.push(("end", seconds_param(end - 1)));
        let response = self.get("api/v1/series", &params, &what)?;
        let answer: SeriesAnswer =
            serde_json::from_reader(response).map_err(|e| MetricsError::Http {
                url: what.clone(),
                message: format!(
                    "not a Prometheus /api/v1/series answer ({e}); force the raw or \
                     server-side mode to skip the estimate"
                ),
            })?;
        if answer.status != "success" {
            return Err(MetricsError::QueryFailed {
                file: what,
                error_type: answer.error_type,
                message: answer.error,
            });
        }
        let series = answer.data.len() as u64;
        let points_per_series = u64::try_from((end - start + step_ms - 1) / step_ms).unwrap_or(0);
        Ok(Estimate {
            series,
            hours: u64::try_from(hours.1 - hours.0).unwrap_or(0),
            points_per_series,
            raw_samples: series.saturating_mul(points_per_series),
        })
    }

    fn finish_request<P: FnMut(usize, usize)>(&mut self, progress: &mut P) {
        self.done += 1;
        progress(self.done, self.total);
    }

    fn fetch_raw<P: FnMut(usize, usize)>(
        &mut self,
        hours: (i64, i64),
        step: i64,
        max_points: i64,
        progress: &mut P,
        tally: &mut Tally,
    ) -> Result<HourlyData, MetricsError> {
        let chunks = raw_chunks(hours.0 * HOUR_MS, hours.1 * HOUR_MS, step, max_points);
        self.total = chunks.len() * SUMMARY_METRICS.len();
        progress(0, self.total);
        let mut hourly = HourlyAggregator::new();
        for &(start, end) in &chunks {
            for metric in SUMMARY_METRICS {
                self.check_cancel()?;
                let report = self.query_range(metric, start, end, step, &mut hourly)?;
                tally.points += report.samples;
                tally.samples += report.samples;
                tally.bytes += report.bytes;
                self.finish_request(progress);
            }
        }
        Ok(hourly.finish())
    }

    fn fetch_server_side<P: FnMut(usize, usize)>(
        &mut self,
        hours: (i64, i64),
        max_points: i64,
        progress: &mut P,
        tally: &mut Tally,
    ) -> Result<HourlyData, MetricsError> {
        let chunks = hour_chunks(hours.0, hours.1, max_points);
        self.total = chunks.len() * SUMMARY_METRICS.len() * 2;
        progress(0, self.total);
        // Kept in HourMaps (16 bytes a series-hour); a chunk is joined in a BTreeMap first.
        let mut found: Vec<BTreeMap<Vec<(String, String)>, HourMap>> =
            SUMMARY_METRICS.iter().map(|_| BTreeMap::new()).collect();
        let mut out_of_range: Vec<BTreeMap<Vec<(String, String)>, u64>> =
            SUMMARY_METRICS.iter().map(|_| BTreeMap::new()).collect();
        for &(first, last) in &chunks {
            for ((metric, series), odd) in SUMMARY_METRICS
                .iter()
                .zip(&mut found)
                .zip(&mut out_of_range)
            {
                let agg = aggregation(metric);
                let count = format!("count_over_time({metric}[1h])");
                let counts = self.hourly_query(&count, (first, last), progress, tally)?;
                let value = format!("{}({metric}[1h])", agg.function());
                let values = self.hourly_query(&value, (first, last), progress, tally)?;
                let mut chunk = ByLabels::new();
                join(counts, values, agg, &mut chunk, tally);
                drop_out_of_range(metric, &mut chunk, odd);
                for (labels, hours) in chunk {
                    let into = series.entry(labels).or_default();
                    for (h, stats) in hours {
                        into.merge(h, &stats);
                    }
                }
            }
        }
        let mut data = HourlyData::default();
        for ((metric, series), mut odd) in SUMMARY_METRICS.iter().zip(found).zip(out_of_range) {
            for (labels, mut hours) in series {
                let out_of_range = odd.remove(&labels).unwrap_or(0);
                if hours.is_empty() && out_of_range == 0 {
                    continue;
                }
                hours.shrink_to_fit();
                let samples = hours.iter().map(|(_, h)| u64::from(h.count)).sum();
                tally.samples += samples;
                data.series.push(HourlySeries {
                    key: SeriesKey::new(*metric, labels),
                    hours,
                    quality: SeriesQuality {
                        samples,
                        out_of_range,
                        ..SeriesQuality::default()
                    },
                });
            }
        }
        Ok(data)
    }

    /// One hourly query over the hours `first..=last`, collected.
    fn hourly_query<P: FnMut(usize, usize)>(
        &mut self,
        query: &str,
        (first, last): (i64, i64),
        progress: &mut P,
        tally: &mut Tally,
    ) -> Result<Collect, MetricsError> {
        self.check_cancel()?;
        let mut answer = Collect::default();
        let report = self.query_range(
            query,
            hour_eval_ms(first),
            hour_eval_ms(last),
            HOUR_MS,
            &mut answer,
        )?;
        tally.points += report.samples;
        tally.bytes += report.bytes;
        self.finish_request(progress);
        Ok(answer)
    }
}

/// Removes the hours whose aggregate lies outside the metric's range, counting them by
/// series in `odd`.
fn drop_out_of_range(
    metric: &str,
    series: &mut ByLabels,
    odd: &mut BTreeMap<Vec<(String, String)>, u64>,
) {
    let Some((low, high)) = crate::hourly::value_range(metric) else {
        return;
    };
    for (labels, hours) in series.iter_mut() {
        let before = hours.len();
        hours.retain(|_, h| {
            let value = h.mean().filter(|m| !m.is_nan()).unwrap_or(h.max);
            (low..=high).contains(&value)
        });
        let dropped = (before - hours.len()) as u64;
        if dropped > 0 {
            *odd.entry(labels.clone()).or_default() += dropped;
        }
    }
}

/// Joins one chunk's counts and values of a metric by labels into `into`; hours with only
/// one of them, or unusable ones, are dropped and counted.
fn join(counts: Collect, values: Collect, agg: Agg, into: &mut ByLabels, tally: &mut Tally) {
    let mut values: HashMap<SeriesKey, Vec<(i64, f64)>> = values.series.into_iter().collect();
    for (key, counted) in counts.series {
        let by_hour: HashMap<i64, f64> = values
            .remove(&key)
            .unwrap_or_default()
            .into_iter()
            .map(|(ts, v)| (ts.div_euclid(HOUR_MS), v))
            .collect();
        let hours = into.entry(key.labels).or_default();
        let mut matched = 0;
        for (ts, count) in counted {
            let hour = ts.div_euclid(HOUR_MS);
            let value = by_hour.get(&hour).copied();
            matched += usize::from(value.is_some());
            match agg.stats(count, value) {
                Some(stats) => {
                    hours.insert(hour, stats);
                }
                None => tally.dropped_hours += 1,
            }
        }
        tally.dropped_hours += (by_hour.len() - matched) as u64;
    }
    tally.dropped_hours += values.values().map(|v| v.len() as u64).sum::<u64>();
}

fn tries(attempts: u32) -> String {
    if attempts > 1 {
        format!(" ({attempts} attempts)")
    } else {
        String::new()
    }
}

fn backoff(attempt: u32) -> Duration {
    FIRST_BACKOFF
        .saturating_mul(1u32 << attempt.min(16))
        .min(MAX_BACKOFF)
}

/// The server's `Retry-After`: seconds or an HTTP date, at most [`MAX_RETRY_AFTER`].
#[expect(
    clippy::disallowed_methods,
    reason = "an HTTP-date Retry-After is a deadline on the wall clock, see below"
)]
fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let value = headers.get(RETRY_AFTER)?.to_str().ok()?.trim();
    let wait = if let Ok(seconds) = value.parse::<u64>() {
        Duration::from_secs(seconds)
    } else {
        let at = jiff::fmt::rfc2822::DateTimeParser::new()
            .parse_timestamp(value)
            .ok()?;
        // A wall-clock read on purpose: an HTTP-date `Retry-After` (RFC 9110, 10.2.3) names
        // an instant on the server's clock, so the wait until it is measured against ours.
        // It only sets how long to wait, capped above; nothing is stamped with it.
        let ms = at.as_millisecond() - Timestamp::now().as_millisecond();
        Duration::from_millis(u64::try_from(ms).unwrap_or(0))
    };
    Some(wait.min(MAX_RETRY_AFTER))
}

/// An error and its causes, `: `-separated (reqwest puts the useful part in the causes).
fn error_chain(error: reqwest::Error) -> String {
    let mut text = error.to_string();
    let mut source = std::error::Error::source(&error);
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        if !text.contains(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_chunks_stay_under_the_limit_and_never_overlap() {
        let start = 1_792_368_000_000; // 2026-10-19 00:00 UTC
        for (hours, step, max) in [
            (72, 15_000, 11_000),
            (72, 15_000, 1_000),
            (24 * 365, 15_000, 11_000),
            (5, 7_000, 11_000),
            (5, 7_000, 100),
            (3, 60_000, 11_000),
            (1, 15_000, 10),
        ] {
            let end = start + hours * HOUR_MS;
            let chunks = raw_chunks(start, end, step, max);
            let mut next = start;
            let mut points = 0;
            for &(first, last) in &chunks {
                assert_eq!(first, next, "contiguous, no overlap");
                let n = (last - first) / step + 1;
                assert_eq!((last - first) % step, 0);
                assert!(n <= max, "{n} points > {max}");
                points += n;
                next = last + step;
            }
            assert!(next >= end && next - step < end, "covers [start, end)");
            assert_eq!(points, (end - start + step - 1) / step);
        }
        // 15 s: 45 h chunks of 10,800 points, whole hours.
        let chunks = raw_chunks(start, start + 72 * HOUR_MS, 15_000, 11_000);
        assert_eq!(
            chunks,
            vec![
                (start, start + 45 * HOUR_MS - 15_000),
                (start + 45 * HOUR_MS, start + 72 * HOUR_MS - 15_000)
            ]
        );
    }

    #[test]
    fn larger_fleets_get_shorter_requests() {
        let e = |series| Estimate {
            series,
            hours: 8760,
            points_per_series: 8760 * 240,
            raw_samples: series * 8760 * 240,
        };
        assert_eq!(points_per_series(11_000, 10_000_000, None), 11_000);
        assert_eq!(points_per_series(11_000, 10_000_000, Some(&e(24))), 11_000);
        assert_eq!(points_per_series(11_000, 10_000_000, Some(&e(40_000))), 250);
        assert_eq!(points_per_series(11_000, 10, Some(&e(40_000))), 1);
        assert_eq!(points_per_series(11_000, 10, Some(&e(0))), 10);
    }

    #[test]
    fn hour_chunks_cover_each_hour_once() {
        assert_eq!(hour_chunks(10, 35, 10), vec![(10, 19), (20, 29), (30, 34)]);
        assert_eq!(hour_chunks(0, 3, 11_000), vec![(0, 2)]);
        assert_eq!(hour_eval_ms(1), 2 * HOUR_MS - 1);
        assert_eq!(seconds_param(hour_eval_ms(497_904)), "1792457999.999");
        assert_eq!(seconds_param(15_000), "15");
        assert_eq!(seconds_param(-500), "-0.500");
    }

    #[test]
    fn ranges_widen_to_whole_hours() {
        let t = |s: &str| s.parse::<Timestamp>().unwrap();
        let (a, b) = hour_range((t("2026-10-19T00:30:00Z"), t("2026-10-19T02:00:01Z"))).unwrap();
        assert_eq!((b - a), 3);
        assert_eq!(a * HOUR_MS, t("2026-10-19T00:00:00Z").as_millisecond());
        assert!(hour_range((t("2026-10-19T00:00:00Z"), t("2026-10-19T00:00:00Z"))).is_err());
        assert!(step_ms(Duration::from_secs(3600)).is_err());
        assert!(step_ms(Duration::from_millis(10)).is_err());
        assert_eq!(step_ms(Duration::from_secs(30)).unwrap(), 30_000);
    }

    #[test]
    fn urls_lose_their_credentials() {
        let e = Endpoint::parse("http://al%40ice:s3cr%3At@127.0.0.1:9090/prom").unwrap();
        assert_eq!(e.shown, "http://127.0.0.1:9090/prom");
        assert_eq!(e.base.as_str(), "http://127.0.0.1:9090/prom/");
        assert_eq!(
            e.auth,
            Some(Auth::Basic {
                user: "al@ice".into(),
                password: "s3cr:t".into()
            })
        );
        assert_eq!(
            e.base.join("api/v1/query_range").unwrap().as_str(),
            "http://127.0.0.1:9090/prom/api/v1/query_range"
        );
        let e = Endpoint::parse("https://example.org").unwrap();
        assert_eq!(e.shown, "https://example.org");
        assert!(e.auth.is_none());
        for bad in [
            "localhost:9090",
            "ftp://example.org",
            "not a url",
            "http://u:secret@h/?token=secret",
        ] {
            let err = Endpoint::parse(bad).err().unwrap().to_string();
            assert!(!err.contains("secret"), "{err}");
            assert!(err.contains("prometheus.url"), "{err}");
        }
        let source = Source {
            auth: Auth::Bearer("tok-secret".into()),
            ..Source::new("http://u:secret@h:1")
        };
        let debug = format!("{source:?}");
        assert!(!debug.contains("secret"), "{debug}");
        assert_eq!(source.display_url(), "http://h:1");
    }

    #[test]
    fn auth_from_variables() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(Auth::from_vars(vars(&[])).unwrap(), Auth::None);
        assert_eq!(
            Auth::from_vars(vars(&[(TOKEN_ENV, "t")])).unwrap(),
            Auth::Bearer("t".into())
        );
        assert_eq!(
            Auth::from_vars(vars(&[(USER_ENV, "u"), (PASSWORD_ENV, "p")])).unwrap(),
            Auth::Basic {
                user: "u".into(),
                password: "p".into()
            }
        );
        assert_eq!(
            Auth::from_vars(vars(&[(TOKEN_ENV, ""), (USER_ENV, "u")])).unwrap(),
            Auth::Basic {
                user: "u".into(),
                password: String::new()
            }
        );
        let err = Auth::from_vars(vars(&[(TOKEN_ENV, "t"), (USER_ENV, "u")])).unwrap_err();
        assert!(err.to_string().contains(TOKEN_ENV), "{err}");
        let err = Auth::from_vars(vars(&[(PASSWORD_ENV, "p")])).unwrap_err();
        assert!(!err.to_string().contains("\"p\""), "{err}");
        assert_eq!(
            format!(
                "{:?}",
                Auth::Basic {
                    user: "u".into(),
                    password: "p".into()
                }
            ),
            "Basic(<redacted>)"
        );
    }

    #[test]
    fn modes_parse_and_choose() {
        assert_eq!("server-side".parse::<Mode>().unwrap(), Mode::ServerSide);
        assert_eq!(" RAW ".parse::<Mode>().unwrap(), Mode::Raw);
        assert!("fast".parse::<Mode>().is_err());
        let e = Estimate {
            series: 24,
            hours: 72,
            points_per_series: 72 * 240,
            raw_samples: 24 * 72 * 240,
        };
        assert_eq!(choose(&e, DEFAULT_RAW_SAMPLE_LIMIT), Mode::Raw);
        assert_eq!(choose(&e, 1000), Mode::ServerSide);
    }

    #[test]
    fn retry_after_takes_seconds_and_dates() {
        let mut headers = HeaderMap::new();
        assert_eq!(retry_after(&headers), None);
        headers.insert(RETRY_AFTER, "7".parse().unwrap());
        assert_eq!(retry_after(&headers), Some(Duration::from_secs(7)));
        headers.insert(RETRY_AFTER, "86400".parse().unwrap());
        assert_eq!(retry_after(&headers), Some(MAX_RETRY_AFTER));
        headers.insert(
            RETRY_AFTER,
            "Wed, 21 Oct 2015 07:28:00 GMT".parse().unwrap(),
        );
        assert_eq!(retry_after(&headers), Some(Duration::ZERO));
        headers.insert(RETRY_AFTER, "soon".parse().unwrap());
        assert_eq!(retry_after(&headers), None);
        assert_eq!(backoff(0), FIRST_BACKOFF);
        assert_eq!(backoff(2), Duration::from_secs(2));
        assert_eq!(backoff(40), MAX_BACKOFF);
    }

    #[test]
    fn percent_decoding() {
        assert_eq!(percent_decode("a%20b%zz%4"), "a b%zz%4");
    }
}

//! What was measured and paid, into a case: metrics files, a Prometheus fetch, the team's
//! bills.

use std::path::PathBuf;

use gpucase_core::Case;
use gpucase_core::problem::Problem;
use gpucase_core::quantity::Quantity;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{Command, Cx, Host};
use crate::metrics::{Fetch, MetricsOptions, Mode, fetch, summarise, to_measured, with_measured};
use crate::tasks::{Progress, Task};
use crate::{AppError, CaseView};

/// Import metrics files into a case as the UI holds it (unsaved): the measured hours
/// become its workload profile. Reports `metrics_import` progress in bytes.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct MetricsImport {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The files.
    pub paths: Vec<PathBuf>,
    /// IANA time zone of the site.
    pub time_zone: String,
    /// Mean SM activity from which a GPU-hour without requests is productive.
    pub sm_active_threshold: Quantity,
    /// A TOML or JSON file of server-to-GPU rules.
    pub mapping: Option<PathBuf>,
    /// A TOML or JSON file of batch windows (docs/metrics.md).
    pub batch_schedule: Option<PathBuf>,
}

impl Command for MetricsImport {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let current = cx.case(self.case)?;
        let options = metrics_options(
            self.time_zone,
            self.sm_active_threshold,
            self.mapping,
            self.batch_schedule,
        )?;
        let paths = self.paths;
        let summarised = metrics_task(cx.host, move |report, cancel| {
            summarise(&paths, &options, report, cancel)
        })
        .await?;
        measured_view(cx, &current, &summarised)
    }
}

/// Fetch a range from a Prometheus-compatible server into a case as the UI holds it
/// (unsaved). Credentials come from the host's environment. Reports `metrics_import`
/// progress in requests.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct MetricsFetch {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The server's base URL.
    pub url: String,
    /// Start of the range, RFC 3339 or a date (00:00 UTC).
    pub from: String,
    /// End of the range, RFC 3339 or a date (00:00 UTC).
    pub to: String,
    /// The scrape interval in seconds.
    pub step_seconds: u32,
    /// `auto`, `raw` or `server_side`.
    pub mode: FetchMode,
    /// IANA time zone of the site.
    pub time_zone: String,
    /// Mean SM activity from which a GPU-hour without requests is productive.
    pub sm_active_threshold: Quantity,
    /// A TOML or JSON file of server-to-GPU rules.
    pub mapping: Option<PathBuf>,
    /// A TOML or JSON file of batch windows (docs/metrics.md).
    pub batch_schedule: Option<PathBuf>,
}

impl Command for MetricsFetch {
    type Output = Box<CaseView>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let current = cx.case(self.case)?;
        let options = metrics_options(
            self.time_zone,
            self.sm_active_threshold,
            self.mapping,
            self.batch_schedule,
        )?;
        let request = Fetch {
            url: self.url,
            from: instant(&self.from, "from")?,
            to: instant(&self.to, "to")?,
            step: std::time::Duration::from_secs(u64::from(self.step_seconds)),
            mode: match self.mode {
                FetchMode::Auto => Mode::Auto,
                FetchMode::Raw => Mode::Raw,
                FetchMode::ServerSide => Mode::ServerSide,
            },
        };
        let summarised = metrics_task(cx.host, move |report, cancel| {
            fetch(&request, &options, report, cancel)
        })
        .await?;
        measured_view(cx, &current, &summarised)
    }
}

/// How a fetch gets its data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FetchMode {
    /// Raw samples for a small fleet, hourly aggregates from the server for a large one.
    Auto,
    /// Raw samples at the scrape step.
    Raw,
    /// Hourly aggregates computed by the server.
    ServerSide,
}

/// Take the GPU lines of the team's bills (FOCUS exports) into a case as the UI holds it
/// (unsaved): what is paid today, the baseline. GPUs per billed unit from `gpus`
/// (`INSTANCE_OR_SKU=N`) or the catalog.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct BillsImport {
    /// The case.
    #[schemars(with = "Case")]
    pub case: serde_json::Value,
    /// The files.
    pub paths: Vec<PathBuf>,
    /// GPUs per billed unit, `INSTANCE_OR_SKU=N` each.
    pub gpus: Vec<String>,
}

impl Command for BillsImport {
    type Output = Box<BillsTaken>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        let current = cx.case(self.case)?;
        let gpus = crate::bills::gpu_counts(&self.gpus)?;
        let products = crate::bills::catalog_products(&cx.library).await?;
        let taken = crate::bills::with_bills(&current, &self.paths, &[], &gpus, &products)?;
        let notes = crate::bills::notes(cx.l10n, &taken);
        Ok(Box::new(BillsTaken {
            view: *cx.view(taken.case)?,
            notes,
        }))
    }
}

/// A case with the team's bills taken in.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct BillsTaken {
    /// The case, computed, with what is paid today.
    pub view: CaseView,
    /// What of the bills was not taken and why, and the lines whose GPUs the catalog
    /// gave, in the UI's language, one line each.
    pub notes: Vec<String>,
}

fn metrics_options(
    time_zone: String,
    threshold: Quantity,
    mapping: Option<PathBuf>,
    batch_schedule: Option<PathBuf>,
) -> Result<MetricsOptions, AppError> {
    Ok(MetricsOptions {
        time_zone,
        sm_active_threshold: rust_decimal::prelude::ToPrimitive::to_f64(&threshold.value())
            .ok_or(AppError::Refused(Problem::ThresholdUnusable))?,
        mapping,
        batch_schedule,
        format: None,
    })
}

/// `current` with what was summarised as its measured workload, computed.
fn measured_view(
    cx: &Cx<'_>,
    current: &Case,
    summarised: &crate::metrics::Summarised,
) -> Result<Box<CaseView>, AppError> {
    let now = cx.library.clock().now().to_string();
    cx.view(with_measured(current, to_measured(summarised, &now, true))?)
}

/// A time the user typed: RFC 3339, or a date taken as 00:00 UTC.
fn instant(text: &str, field: &str) -> Result<jiff::Timestamp, AppError> {
    crate::metrics::parse_instant(text).ok_or_else(|| AppError::CaseInput {
        path: field.to_owned(),
        problem: Problem::DateOrTime {
            found: text.to_owned(),
        },
    })
}

/// Runs a metrics import or fetch off the async runtime as the `metrics_import` task:
/// progress events (about a hundred per run) and cancel.
async fn metrics_task<F>(host: &Host, work: F) -> Result<crate::metrics::Summarised, AppError>
where
    F: FnOnce(
            &mut dyn FnMut(u64, u64),
            &std::sync::atomic::AtomicBool,
        ) -> Result<crate::metrics::Summarised, AppError>
        + Send
        + 'static,
{
    let cancel = host.tasks.begin(Task::MetricsImport);
    let progress = host.progress.clone();
    let result = tokio::task::spawn_blocking(move || {
        let mut last = u64::MAX;
        let mut report = |done: u64, total: u64| {
            let step = (total / 100).max(1);
            if done / step != last || done == total {
                last = done / step;
                progress.report(&Progress {
                    task: Task::MetricsImport,
                    done,
                    total,
                    message: String::new(),
                });
            }
        };
        work(&mut report, &cancel)
    })
    .await
    .map_err(|e| AppError::Internal(format!("the metrics import: {e}")));
    host.tasks.end(Task::MetricsImport);
    result?
}

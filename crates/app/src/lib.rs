//! The gpucase application API: the use cases that every host calls.
//!
//! The CLI, the desktop app and the end-to-end tests all go through these functions, so a
//! behaviour exists once. Hosts only parse their arguments, call in here and present the
//! result. Errors keep their kind ([`AppError`], with a stable [`ErrorCode`]) and name the
//! file, field or case at fault.

pub mod bills;
mod bounded;
pub mod case_offers;
pub mod catalog;
pub mod compare;
pub mod credentials;
pub mod decision;
mod error;
pub mod ipc;
mod library;
pub mod manual;
pub mod metrics;
pub mod new_case;
pub mod offer_history;
pub mod plugins;
pub mod probe;
pub mod protected;
pub mod report;
pub mod scenario;
pub mod signing;
mod similar;
pub mod tasks;
pub mod text;
mod view;
pub mod workbook;

use std::path::{Path, PathBuf};

use gpucase_core::tco::{Comparison, compare};
use gpucase_core::{Case, casefile};

pub use error::{AppError, ErrorCode, ErrorPayload, FileKind};
pub use gpucase_clock::{Clock, FixedClock, SharedClock, SystemClock};
pub use gpucase_core::Language;
pub use gpucase_message::{Describe, Message};
pub use gpucase_report::{DEFAULT_COMPARED, ReportSettings};
pub use library::{
    ApprovalEntry, CaseListEntry, DeletedEntry, ImportTarget, Imported, Library, LibraryLocation,
    RestoreOutcome, ScenarioImport, ScenarioPreview, TEAM_PASSWORD_SECRET, Untrusted, VersionEntry,
};
pub use view::{CaseView, blank_case, example_case, view, view_from_value};
pub use workbook::{WorkbookWritten, export_xlsx};

/// The bundled example case: the worked example of the domain brief.
pub const EXAMPLE_CASE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

/// File name of the example, as the demo writes it.
pub const EXAMPLE_NAME: &str = "enterprise-assistant";

/// The largest case file gpucase reads. A case is a few kilobytes; anything near this is not
/// a case, and reading it whole would only waste memory.
pub const MAX_CASE_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Reads and validates the case of a `.gpucase` file: a scenario file (`gpucase/3`), a case
/// file, or an older file of either, migrated. A signature is not checked here (`case import` and `verify`
/// do); the case is validated completely either way.
pub fn read_case_file(path: &Path) -> Result<Case, AppError> {
    Ok(scenario::read_scenario_file(path)?.scenario.case)
}

/// Parses and validates the text of a case; `origin` names it in errors.
pub fn parse_case(text: &str, origin: &Path) -> Result<Case, AppError> {
    casefile::parse(text).map_err(|source| AppError::CaseFile {
        path: origin.to_owned(),
        source: Box::new(source),
    })
}

/// Computes the comparison of a case on its workload profile: measured, when the case has
/// imported metrics in use, else from its schedule.
pub fn compute(case: &Case) -> Result<Comparison, AppError> {
    let profile = case.profile().map_err(view::workload_error)?;
    compare(case, &profile).map_err(AppError::Compute)
}

/// The comparison as the JSON document `gpucase tco --json` prints: figures rounded for
/// display, decimals as strings.
pub fn comparison_json(case: &Case, comparison: &Comparison) -> serde_json::Value {
    let rounded = comparison.rounded();
    let recommendation = gpucase_core::recommendation::recommend(comparison);
    let mut value = serde_json::json!({
        "case": { "id": case.id, "name": case.name },
    });
    if let (Some(map), Ok(serde_json::Value::Object(body))) =
        (value.as_object_mut(), serde_json::to_value(&rounded))
    {
        map.extend(body);
        map.insert(
            "recommendation".into(),
            serde_json::to_value(recommendation.map(|r| r.option_id))
                .unwrap_or(serde_json::Value::Null),
        );
    }
    // Each rented option names the catalog offers its price comes from: the offer, its
    // price as stated and when it was read (the options are the own quotes', then each
    // rent offer's pricing models, then the hybrid: the comparison's order). An option
    // typed by hand names none.
    type Model<'c> = (
        &'c gpucase_core::case::RentOffer,
        &'c gpucase_core::case::PricingModel,
    );
    let from: Vec<Option<Model<'_>>> = case
        .own
        .iter()
        .map(|_| None)
        .chain(
            case.rent
                .iter()
                .flat_map(|r| r.pricing.iter().map(move |m| Some((r, m)))),
        )
        .collect();
    if let Some(options) = value
        .get_mut("options")
        .and_then(serde_json::Value::as_array_mut)
    {
        for (o, rent) in options.iter_mut().zip(&from) {
            let Some((rent, model)) = rent else { continue };
            let offers: Vec<serde_json::Value> = rent
                .offers_in(&case.shortlist)
                .into_iter()
                .filter(|r| gpucase_core::rent_option::costed_at(model, &r.price))
                .map(|r| {
                    serde_json::json!({
                        "offer": r.key(),
                        "price": r.price.amount.to_string(),
                        "per": r.price.period,
                        "model": r.price.model,
                        "read_at": r.fetched_at,
                        "withdrawn": r.withdrawn,
                    })
                })
                .collect();
            if let Some(map) = o.as_object_mut() {
                map.insert("offers".into(), serde_json::Value::Array(offers));
            }
        }
    }
    value
}

/// Renders the PDF report of a case.
pub fn render_report(case: &Case, settings: &ReportSettings) -> Result<Vec<u8>, AppError> {
    let comparison = compute(case)?;
    gpucase_report::render_pdf(case, &comparison, settings).map_err(AppError::Report)
}

/// Writes bytes to `path` through a temporary file and a rename, so that a failure never
/// leaves half a file where a good one was. Refuses a path that is the open store, one of
/// its journals or an input of the running command ([`protected`]).
pub fn write_file_atomically(path: &Path, bytes: &[u8]) -> Result<(), AppError> {
    protected::check_output(path)?;
    let io = |source| AppError::Io {
        path: path.to_owned(),
        source,
    };
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(io)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    std::fs::write(&tmp, bytes).map_err(io)?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        io(e)
    })
}

/// What the demo produced.
#[derive(Debug, Clone)]
pub struct DemoOutcome {
    /// The example case.
    pub case: Case,
    /// Its comparison.
    pub comparison: Comparison,
    /// The written report.
    pub report: PathBuf,
    /// The written comparison JSON.
    pub json: PathBuf,
}

/// The main job on the bundled example: computes it and writes the report and the
/// comparison into `out_dir`.
pub fn demo(out_dir: &Path, settings: &ReportSettings) -> Result<DemoOutcome, AppError> {
    let case = parse_case(
        EXAMPLE_CASE,
        Path::new("examples/enterprise-assistant.gpucase"),
    )?;
    let comparison = compute(&case)?;
    let pdf = gpucase_report::render_pdf(&case, &comparison, settings).map_err(AppError::Report)?;
    let report = out_dir.join(format!("{EXAMPLE_NAME}.pdf"));
    write_file_atomically(&report, &pdf)?;
    let json = out_dir.join(format!("{EXAMPLE_NAME}.tco.json"));
    let mut text = pretty_json(&comparison_json(&case, &comparison))?;
    text.push('\n');
    write_file_atomically(&json, text.as_bytes())?;
    Ok(DemoOutcome {
        case,
        comparison,
        report,
        json,
    })
}

/// The default location of the case store: `cases.sqlite` in the platform's data directory.
pub fn default_store_path() -> Result<PathBuf, AppError> {
    directories::ProjectDirs::from("org", "gpucase", "gpucase")
        .map(|d| d.data_dir().join("cases.sqlite"))
        .ok_or(AppError::NoDataDir)
}

/// Moves a store from where an earlier desktop build kept it (`legacy`, its app data
/// directory) to `target`, the one library the CLI and the desktop share, when `target`
/// does not exist yet; SQLite's `-wal` and `-shm` files go with it. Returns whether it
/// moved. A store at `target` is never replaced: the legacy one then stays where it is.
pub fn adopt_legacy_store(legacy: &Path, target: &Path) -> Result<bool, AppError> {
    if target.exists() || !legacy.is_file() {
        return Ok(false);
    }
    let io = |path: &Path| {
        let path = path.to_owned();
        move |source| AppError::Io { path, source }
    };
    if let Some(dir) = target.parent() {
        std::fs::create_dir_all(dir).map_err(io(dir))?;
    }
    for suffix in ["", "-wal", "-shm"] {
        let from = PathBuf::from(format!("{}{suffix}", legacy.display()));
        if from.is_file() {
            let to = PathBuf::from(format!("{}{suffix}", target.display()));
            std::fs::rename(&from, &to).map_err(io(&from))?;
        }
    }
    Ok(true)
}

/// `value` as indented JSON, as every `--json` output and file of JSON is written.
pub fn pretty_json<T: serde::Serialize + ?Sized>(value: &T) -> Result<String, AppError> {
    serde_json::to_string_pretty(value).map_err(|e| AppError::Internal(e.to_string()))
}

//! The plugin host: provider plugins are folders with a TOML manifest and a Rhai script,
//! run in a sandbox that reaches only the URL prefixes and secrets the manifest declares.
//!
//! A run yields normalised [`Offer`]s and, for every offer the plugin returned that is not
//! acceptable, an [`OfferProblem`] naming the plugin, the index and the field: nothing is
//! dropped silently. [`check`] runs a plugin on its recorded fixtures through a local
//! replay server and compares the result with its `expected/offers.json`.

mod convert;
pub mod fetch;
pub mod limits;
pub mod manifest;
pub mod replay;
pub mod sandbox;
pub mod sigv4;

use std::path::{Path, PathBuf};

use gpucase_core::offer::{Offer, OfferDraft};
use gpucase_core::quantity::Quantity;
use gpucase_message::{Describe, Message};

pub use fetch::{FetchPolicy, Fetcher, Target};
pub use limits::{Limit, Limits};
pub use manifest::{Manifest, PluginDir};
pub use sandbox::{FailedPart, MAX_SKIPPED_NAMED, SkipGroup};

/// Why a plugin could not be loaded or run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PluginError {
    /// A file could not be read.
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        message: String,
    },
    /// `plugin.toml` is not acceptable.
    Manifest {
        /// The manifest.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
    /// `fixtures/index.toml` is not acceptable.
    Fixture {
        /// The index.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
    /// A fixture named in `fixtures/index.toml` is not a plain file (a FIFO, a device).
    FixtureNotPlain {
        /// The index.
        path: PathBuf,
        /// The fixture as the index names it.
        file: String,
    },
    /// A fixture holds more bytes than a fixture may.
    FixtureTooLarge {
        /// The index.
        path: PathBuf,
        /// The fixture as the index names it.
        file: String,
        /// Its size (or what was read of it).
        size: u64,
        /// The limit, [`replay::MAX_FIXTURE_BYTES`].
        max: u64,
    },
    /// The script failed or was stopped.
    Script {
        /// The plugin.
        plugin: String,
        /// What happened.
        message: String,
    },
    /// The run reached one of the host's limits and was stopped.
    Limit {
        /// The plugin.
        plugin: String,
        /// The limit and its value.
        limit: Limit,
        /// Where in `main.rhai` the script was, when known.
        line: Option<usize>,
    },
    /// Two offers of one run have the same id: one would silently replace the other.
    DuplicateOffer {
        /// The plugin.
        plugin: String,
        /// The id (its first 80 characters).
        offer_id: String,
        /// Index of the first offer with it.
        first: usize,
        /// Index of the second.
        second: usize,
    },
    /// The script returned something other than an array of offers.
    Shape {
        /// The plugin.
        plugin: String,
        /// What it returned.
        found: String,
    },
}

impl Describe for PluginError {
    /// Why a provider plugin failed; the host's or the script's own text is the detail.
    fn message(&self) -> Message {
        let at = |id, path: &std::path::Path, message: &str| {
            Message::new(id)
                .text("path", path.display().to_string())
                .text("detail", message)
        };
        match self {
            PluginError::Io { path, message } => at("error-plugin-io", path, message),
            PluginError::Manifest { path, message } => at("error-plugin-manifest", path, message),
            PluginError::Fixture { path, message } => at("error-plugin-fixture", path, message),
            PluginError::Script { plugin, message } => Message::new("error-plugin-script")
                .text("plugin", plugin.clone())
                .text("detail", message.clone()),
            PluginError::Shape { plugin, found } => Message::new("error-plugin-shape")
                .text("plugin", plugin.clone())
                .text("found", found.clone()),
            PluginError::Limit {
                plugin,
                limit,
                line,
            } => {
                let id = match line {
                    Some(_) => "error-plugin-stopped-at",
                    None => "error-plugin-stopped",
                };
                let message = Message::new(id)
                    .text("plugin", plugin.clone())
                    .message("limit", limit.message());
                match line {
                    Some(line) => message.num("line", *line),
                    None => message,
                }
            }
            PluginError::DuplicateOffer {
                plugin,
                offer_id,
                first,
                second,
            } => Message::new("error-plugin-duplicate-offer")
                .text("plugin", plugin.clone())
                .text("id", format!("{offer_id:?}"))
                .num("first", *first)
                .num("second", *second),
            PluginError::FixtureNotPlain { path, file } => {
                Message::new("error-plugin-fixture-not-plain")
                    .text("path", path.display().to_string())
                    .text("file", format!("{file:?}"))
            }
            PluginError::FixtureTooLarge {
                path,
                file,
                size,
                max,
            } => Message::new("error-plugin-fixture-too-large")
                .text("path", path.display().to_string())
                .text("file", format!("{file:?}"))
                .num("size", *size)
                .num("max", *max),
        }
    }
}

gpucase_message::display_in_english!(PluginError);

/// An offer a plugin returned that the host does not accept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferProblem {
    /// The plugin.
    pub plugin: String,
    /// Index of the offer in the returned array.
    pub index: usize,
    /// The field at fault.
    pub field: String,
    /// What is wrong and what was expected, in English.
    pub message: String,
    /// The same as the core's structured problem, when validation found it (a host writes
    /// it in the analyst's language); `None` for a shape serde refused, whose text is
    /// serde's own.
    pub problem: Option<gpucase_core::problem::Problem>,
}

impl Describe for OfferProblem {
    /// An offer a plugin returned that was refused: plugin, index and field, and the
    /// reason (serde's text for a wrong shape, quoted as it is).
    fn message(&self) -> Message {
        let message = Message::new("error-offer-refused")
            .text("plugin", self.plugin.clone())
            .num("index", self.index)
            .text("field", self.field.clone());
        match &self.problem {
            Some(problem) => message.message("reason", problem.message()),
            None => message.text("reason", self.message.clone()),
        }
    }
}

gpucase_message::display_in_english!(OfferProblem);

/// The result of one plugin run.
#[derive(Debug, Clone)]
pub struct Run {
    /// The plugin.
    pub plugin: String,
    /// Accepted offers, in the plugin's order.
    pub offers: Vec<Offer>,
    /// Offers that were refused, each with its reason.
    pub problems: Vec<OfferProblem>,
    /// What the script logged.
    pub logs: Vec<String>,
    /// Items of the provider's data that gave no offer, grouped by why.
    pub skipped: Vec<SkipGroup>,
    /// Parts of the provider's data that could not be read: their offers are missing.
    pub failed_parts: Vec<FailedPart>,
}

impl Run {
    /// How many items were skipped, for every reason.
    pub fn skipped_count(&self) -> u64 {
        self.skipped.iter().map(|g| g.count).sum()
    }
}

/// Turns a script's output into offers and problems. Two accepted offers with one id
/// refuse the whole output ([`PluginError::DuplicateOffer`]): stored, one would silently
/// replace the other.
pub fn normalise(
    plugin: &str,
    value: serde_json::Value,
    fetched_at: &str,
) -> Result<(Vec<Offer>, Vec<OfferProblem>), PluginError> {
    let serde_json::Value::Array(items) = value else {
        let found = match value {
            serde_json::Value::Null => "nothing (())".to_owned(),
            serde_json::Value::Object(_) => "a map".to_owned(),
            other => format!("{other}").chars().take(60).collect(),
        };
        return Err(PluginError::Shape {
            plugin: plugin.to_owned(),
            found,
        });
    };
    let mut offers = Vec::new();
    let mut problems = Vec::new();
    // The index each accepted offer id was first seen at.
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    // A catalog repeats a few GPU names many times: map each name and memory once.
    let mut models: std::collections::HashMap<(String, Option<Quantity>), String> =
        std::collections::HashMap::new();
    for (index, item) in items.into_iter().enumerate() {
        let problem = |field: String, message: String, problem| OfferProblem {
            plugin: plugin.to_owned(),
            index,
            field,
            message,
            problem,
        };
        let draft: OfferDraft = match serde_path_to_error::deserialize(item) {
            Ok(draft) => draft,
            Err(e) => {
                problems.push(problem(
                    e.path().to_string(),
                    e.into_inner().to_string(),
                    None,
                ));
                continue;
            }
        };
        let model = models
            .entry((draft.gpu.raw_name.clone(), draft.gpu.vram_gb))
            .or_insert_with(|| draft.gpu.canonical_model())
            .clone();
        let offer = draft.into_offer(plugin, fetched_at, model);
        match offer.validate() {
            Ok(()) => {
                if let Some(&first) = seen.get(&offer.offer_id) {
                    return Err(PluginError::DuplicateOffer {
                        plugin: plugin.to_owned(),
                        offer_id: offer.offer_id.chars().take(80).collect(),
                        first,
                        second: index,
                    });
                }
                seen.insert(offer.offer_id.clone(), index);
                offers.push(offer);
            }
            Err(e) => problems.push(problem(
                e.field.to_string(),
                e.problem.to_string(),
                Some(e.problem),
            )),
        }
    }
    Ok((offers, problems))
}

/// Runs a plugin with `fetcher`, returning its offers and problems.
pub fn run(
    plugin: &PluginDir,
    fetcher: Fetcher,
    limits: &Limits,
    now: &str,
) -> Result<Run, PluginError> {
    let output = sandbox::run(plugin, fetcher, limits, now).map_err(|stop| match stop {
        limits::Stop::Limit { limit, line } => PluginError::Limit {
            plugin: plugin.id().to_owned(),
            limit,
            line,
        },
        limits::Stop::Failed(message) => PluginError::Script {
            plugin: plugin.id().to_owned(),
            message,
        },
    })?;
    let (offers, problems) = normalise(plugin.id(), output.value, now)?;
    Ok(Run {
        plugin: plugin.id().to_owned(),
        offers,
        problems,
        logs: output.logs,
        skipped: output.skipped,
        failed_parts: output.failed_parts,
    })
}

/// Runs a plugin on its recorded fixtures, served over local HTTP. The run's `now` is the
/// recording day at 00:00 UTC, so the output does not depend on when it runs.
pub fn run_on_fixtures(plugin: &PluginDir, limits: &Limits) -> Result<Run, PluginError> {
    run_on_set(plugin, &plugin.dir.join("fixtures"), limits)
}

/// Runs a plugin on the responses recorded from its provider (`fixtures/recorded/`), where
/// it has them; `None` where it has none.
pub fn run_on_recorded(plugin: &PluginDir, limits: &Limits) -> Option<Result<Run, PluginError>> {
    let dir = plugin.dir.join(replay::RECORDED);
    dir.join("index.toml")
        .is_file()
        .then(|| run_on_set(plugin, &dir, limits))
}

/// Runs a plugin on the fixture set in `dir`, served over local HTTP, at the set's
/// recording day.
fn run_on_set(plugin: &PluginDir, dir: &Path, limits: &Limits) -> Result<Run, PluginError> {
    let (index, responses) = replay::load_set(dir)?;
    // The settings the set was recorded with, over the manifest's.
    let mut recorded_with;
    let plugin = if index.settings.is_empty() {
        plugin
    } else {
        recorded_with = plugin.clone();
        for (name, value) in &index.settings {
            match recorded_with.manifest.settings.get_mut(name) {
                Some(setting) => value.clone_into(setting),
                None => {
                    return Err(PluginError::Fixture {
                        path: dir.join("index.toml"),
                        message: format!(
                            "settings.{name}: the plugin has no such setting (plugin.toml names {})",
                            plugin
                                .manifest
                                .settings
                                .keys()
                                .cloned()
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    });
                }
            }
        }
        &recorded_with
    };
    let now = format!("{}T00:00:00Z", index.recorded);
    let server = replay::ReplayServer::start(responses).map_err(|e| PluginError::Script {
        plugin: plugin.id().to_owned(),
        message: format!("cannot start the replay server: {e}"),
    })?;
    let policy = FetchPolicy {
        backoff: std::time::Duration::from_millis(20),
        max_wait: std::time::Duration::from_secs(2),
        timeout: std::time::Duration::from_secs(5),
        ..FetchPolicy::default()
    };
    let fetcher = Fetcher::new(
        plugin.manifest.capabilities.clone(),
        Target::Replay(server.base_url()),
        policy,
    )
    .map_err(|message| PluginError::Script {
        plugin: plugin.id().to_owned(),
        message,
    })?;
    run(plugin, fetcher, limits, &now)
}

/// Runs every plugin in `dirs` on its fixtures, each in a thread of its own, so that a
/// plugin that fails, or even panics the host's code, costs only its own result.
pub fn run_all(dirs: &[PathBuf], limits: &Limits) -> Vec<Result<Run, PluginError>> {
    let handles: Vec<_> = dirs
        .iter()
        .cloned()
        .map(|dir| {
            let limits = limits.clone();
            std::thread::spawn(move || {
                let plugin = PluginDir::load(&dir)?;
                run_on_fixtures(&plugin, &limits)
            })
        })
        .collect();
    handles
        .into_iter()
        .zip(dirs)
        .map(|(h, dir)| {
            h.join().unwrap_or_else(|_| {
                Err(PluginError::Script {
                    plugin: dir.display().to_string(),
                    message: "the plugin host failed on this plugin".into(),
                })
            })
        })
        .collect()
}

/// What `check` found.
#[derive(Debug, Clone)]
pub struct CheckReport {
    /// The run on the fixtures.
    pub run: Run,
    /// Differences from `expected/offers.json` (or `expected/recorded-offers.json`), empty
    /// when both match.
    pub mismatch: Option<String>,
    /// The run on the responses recorded from the provider, where the plugin has them.
    pub recorded: Option<Run>,
}

/// Validates the manifest, runs the plugin on its fixtures and compares the offers with
/// `expected/offers.json`. With `bless`, writes that file instead.
pub fn check(dir: &Path, bless: bool) -> Result<CheckReport, PluginError> {
    let plugin = PluginDir::load(dir)?;
    let run = run_on_fixtures(&plugin, &Limits::default())?;
    let expected_path = dir.join("expected/offers.json");
    let mut actual = serde_json::to_string_pretty(&run.offers).unwrap_or_default();
    actual.push('\n');
    if bless {
        std::fs::create_dir_all(dir.join("expected")).map_err(|e| PluginError::Io {
            path: expected_path.clone(),
            message: e.to_string(),
        })?;
        std::fs::write(&expected_path, &actual).map_err(|e| PluginError::Io {
            path: expected_path.clone(),
            message: e.to_string(),
        })?;
    }
    let expected = std::fs::read_to_string(&expected_path).map_err(|e| PluginError::Io {
        path: expected_path.clone(),
        message: e.to_string(),
    })?;
    let mut mismatch =
        (expected != actual).then(|| first_difference(&expected, &actual, &expected_path));
    // The responses recorded from the provider, where the plugin has them: their offers
    // are compared likewise (`expected/recorded-offers.json`).
    let recorded = match run_on_recorded(&plugin, &Limits::default()) {
        None => None,
        Some(run) => {
            let run = run?;
            let path = dir.join("expected/recorded-offers.json");
            let mut actual = serde_json::to_string_pretty(&run.offers).unwrap_or_default();
            actual.push('\n');
            if bless {
                std::fs::write(&path, &actual).map_err(|e| PluginError::Io {
                    path: path.clone(),
                    message: e.to_string(),
                })?;
            }
            let expected = std::fs::read_to_string(&path).map_err(|e| PluginError::Io {
                path: path.clone(),
                message: e.to_string(),
            })?;
            if mismatch.is_none() && expected != actual {
                mismatch = Some(first_difference(&expected, &actual, &path));
            }
            Some(run)
        }
    };
    Ok(CheckReport {
        run,
        mismatch,
        recorded,
    })
}

fn first_difference(expected: &str, actual: &str, path: &Path) -> String {
    let line = expected
        .lines()
        .zip(actual.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| expected.lines().count().min(actual.lines().count()));
    format!(
        "{} differs from the fixtures' offers at line {}: expected {:?}, got {:?}",
        path.display(),
        line + 1,
        expected.lines().nth(line).unwrap_or("<end>"),
        actual.lines().nth(line).unwrap_or("<end>")
    )
}

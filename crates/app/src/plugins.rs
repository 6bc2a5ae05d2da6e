//! Provider plugins as hosts see them: the bundled plugins, and checking a plugin against
//! its recorded fixtures.

use std::path::{Path, PathBuf};

use gpucase_core::offer::Offer;
use gpucase_plugins::{PluginDir, check};

use crate::AppError;

/// A plugin as listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PluginSummary {
    /// Identity.
    pub id: String,
    /// Display name.
    pub name: String,
    /// The plugin's version.
    pub version: String,
    /// The provider's legal name.
    pub provider: String,
    /// URL prefixes it may fetch.
    pub fetch: Vec<String>,
    /// Secrets it may read.
    pub secrets: Vec<String>,
    /// Its folder.
    pub dir: PathBuf,
}

/// The plugin folders under `root` (each with a `plugin.toml`), sorted by name.
pub fn plugin_dirs(root: &Path) -> Result<Vec<PathBuf>, AppError> {
    let io = |source| AppError::Io {
        path: root.to_owned(),
        source,
    };
    let mut dirs = Vec::new();
    for entry in std::fs::read_dir(root).map_err(io)? {
        let path = entry.map_err(io)?.path();
        if path.join("plugin.toml").is_file() {
            dirs.push(path);
        }
    }
    dirs.sort();
    Ok(dirs)
}

/// The plugin folders under `root` whose ids are in `ids`, or all of them when `ids` is
/// empty; an id with no folder is an error naming it.
pub fn select(root: &Path, ids: &[String]) -> Result<Vec<PathBuf>, AppError> {
    let mut dirs = plugin_dirs(root)?;
    if ids.is_empty() {
        return Ok(dirs);
    }
    let id_of = |d: &PathBuf| d.file_name().map(|n| n.to_string_lossy().into_owned());
    for wanted in ids {
        if !dirs
            .iter()
            .any(|d| id_of(d).as_deref() == Some(wanted.as_str()))
        {
            return Err(AppError::Refused(
                gpucase_core::problem::Problem::NoSuchPlugin {
                    id: wanted.clone(),
                    folder: root.display().to_string(),
                },
            ));
        }
    }
    dirs.retain(|d| id_of(d).is_some_and(|n| ids.contains(&n)));
    Ok(dirs)
}

/// Every plugin under `root`, with its manifest checked.
pub fn list_plugins(root: &Path) -> Result<Vec<PluginSummary>, AppError> {
    plugin_dirs(root)?
        .into_iter()
        .map(|dir| {
            let p = PluginDir::load(&dir).map_err(AppError::Plugin)?;
            let m = p.manifest;
            Ok(PluginSummary {
                id: m.plugin.id,
                name: m.plugin.name,
                version: m.plugin.version,
                provider: m.provider.legal_name,
                fetch: m.capabilities.fetch,
                secrets: m.capabilities.secrets,
                dir,
            })
        })
        .collect()
}

/// What checking a plugin found.
#[derive(Debug, Clone)]
pub struct PluginCheck {
    /// The plugin.
    pub id: String,
    /// Offers its fixtures give.
    pub offers: Vec<Offer>,
    /// Offers it returned that were refused, each with plugin, index and field.
    pub problems: Vec<gpucase_plugins::OfferProblem>,
    /// How the offers differ from `expected/offers.json`, if they do.
    pub mismatch: Option<String>,
    /// What the script logged.
    pub logs: Vec<String>,
    /// Items of the fixtures that gave no offer, grouped by why.
    pub skipped: Vec<gpucase_plugins::SkipGroup>,
    /// Parts of the fixtures the plugin could not read.
    pub failed_parts: Vec<gpucase_plugins::FailedPart>,
    /// The run on the responses recorded from the provider (`fixtures/recorded/`), where
    /// the plugin has them: its offers, what it skipped and could not read.
    pub recorded: Option<RecordedCheck>,
}

/// A plugin's run on the responses recorded from its provider.
#[derive(Debug, Clone)]
pub struct RecordedCheck {
    /// Offers they give.
    pub offers: usize,
    /// Items skipped, grouped by why.
    pub skipped: Vec<gpucase_plugins::SkipGroup>,
    /// Parts not read.
    pub failed_parts: Vec<gpucase_plugins::FailedPart>,
}

/// What a plugin skipped and could not read, in lines for a terminal or a list, in the
/// language of `l10n` (the reasons and items stay in the plugin's words): one line on the
/// items skipped, by reason, most first; with `verbose`, each item named (up to
/// [`gpucase_plugins::MAX_SKIPPED_NAMED`] a reason, the rest counted); one line per part
/// not read.
pub fn skipped_lines(
    l10n: &gpucase_l10n::Localizer,
    skipped: &[gpucase_plugins::SkipGroup],
    failed_parts: &[gpucase_plugins::FailedPart],
    verbose: bool,
) -> Vec<String> {
    use gpucase_l10n::Args;
    let mut lines = Vec::new();
    for f in failed_parts {
        lines.push(
            l10n.tr(
                "refresh-part-failed",
                &Args::new()
                    .str("part", f.part.clone())
                    .str("message", f.message.clone()),
            ),
        );
    }
    let mut groups: Vec<&gpucase_plugins::SkipGroup> = skipped.iter().collect();
    groups.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.reason.cmp(&b.reason)));
    let total: u64 = groups.iter().map(|g| g.count).sum();
    if total == 0 {
        return lines;
    }
    let reasons: Vec<String> = groups
        .iter()
        .map(|g| {
            l10n.tr(
                "refresh-skip-reason",
                &Args::new()
                    .str("count", l10n.number(g.count.into(), 0))
                    .str("reason", g.reason.clone()),
            )
        })
        .collect();
    lines.push(
        l10n.tr(
            "refresh-skipped",
            &Args::new()
                .num("count", total)
                .str("reasons", reasons.join("; ")),
        ),
    );
    if verbose {
        lines.extend(skipped_items(l10n, skipped));
    }
    lines
}

/// Each item a plugin skipped, named with its reason (up to
/// [`gpucase_plugins::MAX_SKIPPED_NAMED`] a reason, then how many more), the reasons that
/// skipped most first: the lines `--verbose` adds and the desktop lists behind the summary.
pub fn skipped_items(
    l10n: &gpucase_l10n::Localizer,
    skipped: &[gpucase_plugins::SkipGroup],
) -> Vec<String> {
    use gpucase_l10n::Args;
    let mut groups: Vec<&gpucase_plugins::SkipGroup> = skipped.iter().collect();
    groups.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.reason.cmp(&b.reason)));
    let mut lines = Vec::new();
    for g in groups {
        for item in &g.items {
            lines.push(
                l10n.tr(
                    "refresh-skipped-item",
                    &Args::new()
                        .str("reason", g.reason.clone())
                        .str("item", item.clone()),
                ),
            );
        }
        let more = g.count.saturating_sub(g.items.len() as u64);
        if more > 0 {
            lines.push(
                l10n.tr(
                    "refresh-skipped-more",
                    &Args::new()
                        .num("more", more)
                        .str("reason", g.reason.clone()),
                ),
            );
        }
    }
    lines
}

impl PluginCheck {
    /// Whether the plugin passed.
    pub fn passed(&self) -> bool {
        self.problems.is_empty() && self.mismatch.is_none()
    }
}

/// Validates a plugin's manifest, runs it on its fixtures and compares with its expected
/// offers (or writes them, with `bless`).
pub fn check_plugin(dir: &Path, bless: bool) -> Result<PluginCheck, AppError> {
    let report = check(dir, bless).map_err(AppError::Plugin)?;
    // An offer refused from a real response is a fault as much as one from the fixtures.
    let mut problems = report.run.problems.clone();
    if let Some(r) = &report.recorded {
        problems.extend(r.problems.iter().cloned());
    }
    Ok(PluginCheck {
        id: report.run.plugin.clone(),
        problems,
        recorded: report.recorded.map(|r| RecordedCheck {
            offers: r.offers.len(),
            skipped: r.skipped,
            failed_parts: r.failed_parts,
        }),
        offers: report.run.offers,
        mismatch: report.mismatch,
        logs: report.run.logs,
        skipped: report.run.skipped,
        failed_parts: report.run.failed_parts,
    })
}

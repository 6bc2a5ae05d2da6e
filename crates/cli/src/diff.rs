//! `gpucase case diff A B`: what differs between two cases, as a table or as JSON.

use std::fmt::Write;

use gpucase_app::compare::{CaseSource, Compared, ComparedSide};
use gpucase_core::diff::{ChangeKind, Direction, Presence};
use gpucase_l10n::{Args, Localizer};
use rust_decimal::Decimal;

use crate::lang::say;

/// Longest value shown in a line of the table; the JSON output has them whole.
const VALUE_CHARS: usize = 60;

/// Reads both sides as the user typed them.
pub fn sources(old: &str, new: &str) -> Result<(CaseSource, CaseSource), gpucase_app::AppError> {
    Ok((CaseSource::parse(old)?, CaseSource::parse(new)?))
}

/// The comparison as text: the heading, the changed inputs, the cost moves per option
/// (rates per GPU-hour to four places, for display) and the recommendation.
pub fn render(c: &Compared, l10n: &Localizer) -> String {
    let mut s = String::new();
    let heading = Args::new()
        .str("old", side(&c.old, l10n))
        .str("new", side(&c.new, l10n));
    let _ = writeln!(s, "{}\n", say(l10n, "cli-diff-heading", heading));
    changed_inputs(&mut s, c, l10n);
    let o = &c.diff.outcome;
    costs(&mut s, o, l10n);
    recommendation(&mut s, o, l10n);
    s
}

/// The inputs that differ, each with its old and new value.
fn changed_inputs(s: &mut String, c: &Compared, l10n: &Localizer) {
    let inputs = &c.diff.inputs;
    if inputs.is_empty() {
        let _ = writeln!(s, "{}", say(l10n, "cli-diff-no-inputs", Args::new()));
    } else {
        let count = Args::new().num("count", inputs.len());
        let _ = writeln!(s, "{}", say(l10n, "cli-diff-inputs", count));
        for i in inputs {
            // A value or a key may hold anything a case file put there.
            let shown = |v: &Option<serde_json::Value>| {
                v.as_ref()
                    .map(|v| crate::terminal::shown(&short(v)).into_owned())
                    .unwrap_or_default()
            };
            let path = crate::terminal::shown(&i.path);
            let _ = match i.change {
                ChangeKind::Added => writeln!(s, "  + {path}: {}", shown(&i.new)),
                ChangeKind::Removed => writeln!(s, "  - {path}: {}", shown(&i.old)),
                ChangeKind::Changed => {
                    writeln!(s, "  ~ {path}: {} → {}", shown(&i.old), shown(&i.new))
                }
            };
        }
    }
}

/// Each option's cost per productive GPU-hour old and new (and the present values where a
/// side discounts), its move and its place in each ranking.
fn costs(s: &mut String, o: &gpucase_core::diff::OutcomeDiff, l10n: &Localizer) {
    let _ = writeln!(s);
    if !o.same_currency() {
        let args = Args::new()
            .str("old", o.old_currency.code())
            .str("new", o.new_currency.code());
        let _ = writeln!(s, "{}", say(l10n, "cli-diff-currencies", args));
    }
    let currency = Args::new().str("currency", o.new_currency.code());
    let _ = writeln!(s, "{}", say(l10n, "cli-diff-costs", currency));
    let rate = |d: Option<Decimal>, currency| {
        d.map_or_else(
            || "-".to_owned(),
            |d| l10n.money(d.round_dp(4), currency, 4),
        )
    };
    // With a discount rate on either side, the present values per productive GPU-hour
    // beside the nominal figures (what the cases rank on), and each option's place.
    let mut ids = vec![
        "cli-col-option",
        "cli-diff-col-old",
        "cli-diff-col-new",
        "cli-diff-col-change",
    ];
    if o.present_values {
        ids.extend([
            "cli-diff-col-pv-old",
            "cli-diff-col-pv-new",
            "cli-diff-col-pv-change",
        ]);
    }
    ids.push("cli-diff-col-rank");
    let header: Vec<String> = ids.iter().map(|id| say(l10n, id, Args::new())).collect();
    let moved = |old: Option<Decimal>, new: Option<Decimal>| match (old, new) {
        (Some(a), Some(b)) if o.same_currency() => match (b - a).cmp(&Decimal::ZERO) {
            std::cmp::Ordering::Greater => format!("▲ +{}", rate(Some(b - a), o.new_currency)),
            std::cmp::Ordering::Less => format!("▼ {}", rate(Some(b - a), o.new_currency)),
            std::cmp::Ordering::Equal => "=".to_owned(),
        },
        _ => "-".to_owned(),
    };
    let place = |r: Option<u32>| r.map_or_else(|| "-".to_owned(), |r| r.to_string());
    let rows: Vec<Vec<String>> = o
        .options
        .iter()
        .map(|m| {
            let change = match (m.presence, m.direction, m.change) {
                (Presence::OnlyOld, ..) => say(l10n, "cli-diff-only-old", Args::new()),
                (Presence::OnlyNew, ..) => say(l10n, "cli-diff-only-new", Args::new()),
                (_, Direction::Up, Some(d)) => format!("▲ +{}", rate(Some(d), o.new_currency)),
                (_, Direction::Down, Some(d)) => format!("▼ {}", rate(Some(d), o.new_currency)),
                (_, Direction::Same, _) => "=".to_owned(),
                _ => "-".to_owned(),
            };
            let mut row = vec![
                m.id.clone(),
                rate(m.old, o.old_currency),
                rate(m.new, o.new_currency),
                change,
            ];
            if o.present_values {
                row.extend([
                    rate(m.old_present, o.old_currency),
                    rate(m.new_present, o.new_currency),
                    moved(m.old_present, m.new_present),
                ]);
            }
            row.push(format!("{} → {}", place(m.old_rank), place(m.new_rank)));
            row
        })
        .collect();
    let mut widths = vec![0usize; header.len()];
    for row in std::iter::once(&header).chain(&rows) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    for row in std::iter::once(&header).chain(&rows) {
        let mut line = String::from(" ");
        for (k, (cell, width)) in row.iter().zip(&widths).enumerate() {
            // The option left-aligned, the figures right-aligned under their heads.
            let pad = width.saturating_sub(cell.chars().count());
            if k == 0 {
                line.push_str(&format!(" {cell}{}", " ".repeat(pad)));
            } else {
                line.push_str(&format!("  {}{cell}", " ".repeat(pad)));
            }
        }
        let _ = writeln!(s, "{}", line.trim_end());
    }
}

/// Whether the recommendation changed, and to what.
fn recommendation(s: &mut String, o: &gpucase_core::diff::OutcomeDiff, l10n: &Localizer) {
    let r = &o.recommendation;
    let none = || say(l10n, "cli-diff-no-recommendation", Args::new());
    let pick = |p: &Option<String>| p.clone().unwrap_or_else(none);
    let line = if r.changed {
        let args = Args::new()
            .str("old", pick(&r.old))
            .str("new", pick(&r.new));
        say(l10n, "cli-diff-recommendation-changed", args)
    } else {
        let args = Args::new().str("option", pick(&r.new));
        say(l10n, "cli-diff-recommendation-same", args)
    };
    let _ = writeln!(s, "\n{line}");
}

fn side(side: &ComparedSide, l10n: &Localizer) -> String {
    match (&side.path, side.version) {
        (Some(path), _) => crate::terminal::shown(&path.display().to_string()).into_owned(),
        (None, Some(version)) => say(
            l10n,
            "cli-diff-side-stored",
            Args::new()
                .str("id", side.id.clone())
                .num("version", version),
        ),
        (None, None) => crate::terminal::shown(&side.id).into_owned(),
    }
}

/// A value on one line: JSON, cut at [`VALUE_CHARS`] characters.
fn short(value: &serde_json::Value) -> String {
    let text = value.to_string();
    if text.chars().count() <= VALUE_CHARS {
        return text;
    }
    let mut cut: String = text.chars().take(VALUE_CHARS - 1).collect();
    cut.push('…');
    cut
}

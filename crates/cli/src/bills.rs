//! `gpucase bills import`: what the team's own bills say it pays, per provider, service,
//! SKU, instance and region, as a table or one JSON object.

use std::io::Write;

use gpucase_app::AppError;
use gpucase_app::bills::Imported;
use gpucase_l10n::{Args, Localizer};
use rust_decimal::Decimal;

use crate::lang::say;

fn io(source: std::io::Error) -> AppError {
    AppError::Io {
        path: "<stdout>".into(),
        source,
    }
}

/// Prints what `imported` holds.
pub fn print(
    imported: &Imported,
    json: bool,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let s = &imported.summary;
    if json {
        return print_json(s, out);
    }
    let Some(currency) = s.currency else {
        writeln!(out, "{}", say(l10n, "cli-bills-none", Args::new())).map_err(io)?;
        return Ok(());
    };
    let money = |d: Decimal| l10n.money(d, currency, 2);
    let (from, to) = s
        .period
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .unwrap_or_default();
    writeln!(
        out,
        "{}",
        say(
            l10n,
            "cli-bills-read",
            Args::new()
                .num("files", imported.files.len())
                .num("rows", s.rows)
                .str("from", from)
                .str("to", to)
                .str("currency", currency.code()),
        )
    )
    .map_err(io)?;
    // Most spent first, the first SHOWN of them: what an analyst compares with the catalog;
    // --json lists every group.
    const SHOWN: usize = 40;
    let mut groups = s.groups();
    groups.sort_by_key(|g| std::cmp::Reverse(g.1.effective_cost));
    let more = groups.len().saturating_sub(SHOWN);
    let t = s.total();
    table(&groups[..groups.len().min(SHOWN)], &t, currency, out, l10n)?;
    if more > 0 {
        writeln!(
            out,
            "{}",
            say(l10n, "cli-bills-more", Args::new().num("more", more))
        )
        .map_err(io)?;
    }
    if !t.commitment_unused.is_zero() {
        writeln!(
            out,
            "{}",
            say(
                l10n,
                "cli-bills-unused",
                Args::new().str("amount", money(t.commitment_unused)),
            )
        )
        .map_err(io)?;
    }
    Ok(())
}

/// The whole summary as one JSON object, written as it is serialised: a bill of many groups
/// is not held twice.
fn print_json(s: &gpucase_bills::Summary, out: &mut impl Write) -> Result<(), AppError> {
    #[derive(serde::Serialize)]
    struct Row<'a> {
        group: gpucase_bills::Group,
        totals: &'a gpucase_bills::Totals,
    }
    #[derive(serde::Serialize)]
    struct Out<'a> {
        currency: Option<gpucase_core::Currency>,
        period: Option<[String; 2]>,
        rows: u64,
        total: gpucase_bills::Totals,
        groups: Vec<Row<'a>>,
    }
    let value = Out {
        currency: s.currency,
        period: s.period.map(|(a, b)| [a.to_string(), b.to_string()]),
        rows: s.rows,
        total: s.total(),
        groups: s
            .groups()
            .into_iter()
            .map(|(group, totals)| Row { group, totals })
            .collect(),
    };
    let mut w = std::io::BufWriter::new(&mut *out);
    serde_json::to_writer_pretty(&mut w, &value).map_err(|e| io(std::io::Error::other(e)))?;
    writeln!(w).map_err(io)?;
    Ok(())
}

/// The groups (most spent first) and the total as an aligned table.
fn table(
    groups: &[(gpucase_bills::Group, &gpucase_bills::Totals)],
    t: &gpucase_bills::Totals,
    currency: gpucase_core::Currency,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let money = |d: Decimal| l10n.money(d, currency, 2);
    let per_hour =
        |d: Option<Decimal>| d.map_or_else(|| "–".to_owned(), |d| l10n.money(d, currency, 4));
    let header: Vec<String> = [
        "cli-bills-col-group",
        "cli-bills-col-hours",
        "cli-bills-col-list",
        "cli-bills-col-effective",
        "cli-bills-col-per-hour",
        "cli-bills-col-commitment",
        "cli-bills-col-credits",
    ]
    .iter()
    .map(|id| say(l10n, id, Args::new()))
    .collect();
    let mut rows: Vec<Vec<String>> = Vec::new();
    // One row: a group's (or the total's) name and figures.
    let row = |name: String, t: &gpucase_bills::Totals| {
        vec![
            name,
            l10n.number(t.billed_hours, t.billed_hours.normalize().scale().min(2)),
            money(t.list_cost),
            money(t.effective_cost),
            per_hour(t.effective_per_hour()),
            money(t.commitment_used + t.commitment_unused),
            money(t.credits),
        ]
    };
    for (g, totals) in groups {
        let name = [&g.provider, &g.service, &g.instance, &g.sku, &g.region]
            .into_iter()
            .filter(|p| !p.is_empty())
            .cloned()
            .collect::<Vec<_>>()
            .join(" · ");
        rows.push(row(name, totals));
    }
    rows.push(row(say(l10n, "cli-bills-total", Args::new()), t));
    let widths: Vec<usize> = (0..header.len())
        .map(|i| {
            std::iter::once(&header)
                .chain(&rows)
                .map(|r| r[i].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for r in std::iter::once(&header).chain(&rows) {
        let mut line = String::new();
        for (i, cell) in r.iter().enumerate() {
            let pad = widths[i] - cell.chars().count();
            if i == 0 {
                line.push_str(cell);
                line.push_str(&" ".repeat(pad));
            } else {
                line.push_str("  ");
                line.push_str(&" ".repeat(pad));
                line.push_str(cell);
            }
        }
        writeln!(out, "{}", line.trim_end()).map_err(io)?;
    }
    Ok(())
}

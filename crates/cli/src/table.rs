//! The plain-text comparison table the CLI prints, in the user's language.

use std::fmt::Write;

use gpucase_core::Case;
use gpucase_core::tco::{BreakEvenVerdict, Comparison};
use gpucase_l10n::{Args, Localizer};
use rust_decimal::Decimal;

use crate::lang::say;

/// The comparison as an aligned table with the workload, the cheapest option and the
/// break-even shares. Figures are rounded for display: money to cents, rates per GPU-hour
/// to four places, shares to two places of a percent.
pub fn render(case: &Case, comparison: &Comparison, l10n: &Localizer) -> String {
    let c = comparison.rounded();
    let mut s = String::new();
    heading(&mut s, case, &c, l10n);
    let rows = option_rows(&c, l10n);
    table(&mut s, &rows, l10n);
    notes(&mut s, case, comparison, &c, l10n);
    if c.ranked_by == gpucase_core::tco::RankBasis::PresentValue {
        present_values(&mut s, &c, &rows, l10n);
    }
    conclusions(&mut s, &c, l10n);
    s
}

/// The case's name and the workload the options serve.
fn heading(s: &mut String, case: &Case, c: &Comparison, l10n: &Localizer) {
    let w = &c.workload;
    let _ = writeln!(
        s,
        "{}",
        say(
            l10n,
            "cli-tco-heading",
            Args::new()
                .str("name", crate::terminal::shown(&case.name).into_owned())
                .str("currency", c.currency.code())
                .num("years", c.horizon.years)
        )
    );
    let _ = writeln!(
        s,
        "{}\n",
        say(
            l10n,
            "cli-workload",
            Args::new()
                .num("productive", w.productive_hours)
                .num("hours", w.hours_in_period)
                .num("productive_gpu_hours", w.productive_gpu_hours)
                .num("gpu_hours", w.fleet_gpu_hours)
                .str("share", l10n.percent(w.productive_share, 2))
        )
    );
}

/// Each option's row: its id marked `*` when cheapest and `-` when excluded, its total,
/// billed and productive GPU-hours and its cost per productive GPU-hour.
fn option_rows(c: &Comparison, l10n: &Localizer) -> Vec<[String; 5]> {
    let money = |d: Decimal, places: u32| l10n.money(d, c.currency, places);
    let hours = |d: Decimal| l10n.number(d, d.scale());
    c.options
        .iter()
        .map(|o| {
            let mark = if c.cheapest.as_deref() == Some(o.id.as_str()) {
                "*"
            } else if !o.eligibility.eligible() {
                "-"
            } else {
                " "
            };
            [
                format!("{mark}{}", o.id),
                money(o.total_cost, 2),
                hours(o.billed_gpu_hours),
                hours(o.productive_gpu_hours),
                o.cost_per_productive_gpu_hour
                    .map_or_else(|| "-".to_owned(), |d| money(d, 4)),
            ]
        })
        .collect()
}

/// The rows under their header, each column as wide as its widest cell.
fn table(s: &mut String, rows: &[[String; 5]], l10n: &Localizer) {
    // The first column leaves room for the mark of the cheapest option.
    let mut header = [
        "cli-col-option",
        "cli-col-total",
        "cli-col-billed",
        "cli-col-productive",
        "cli-col-per-productive-hour",
    ]
    .map(|id| say(l10n, id, Args::new()));
    header[0].insert(0, ' ');
    let mut widths = [0usize; 5];
    for row in std::iter::once(&header).chain(rows) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    for row in std::iter::once(&header).chain(rows) {
        let _ = writeln!(
            s,
            "{:<w0$}  {:>w1$}  {:>w2$}  {:>w3$}  {:>w4$}",
            row[0],
            row[1],
            row[2],
            row[3],
            row[4],
            w0 = widths[0],
            w1 = widths[1],
            w2 = widths[2],
            w3 = widths[3],
            w4 = widths[4],
        );
    }
}

/// What the totals assume and what the bills say: price changes, what is paid today, later
/// rates, replica sizing, the demand's growth.
fn notes(s: &mut String, case: &Case, comparison: &Comparison, c: &Comparison, l10n: &Localizer) {
    // The yearly price changes the totals assume.
    if let Some(args) = gpucase_l10n::tco::price_change_args(l10n, c) {
        let _ = writeln!(s, "\n{}", say(l10n, "price-changes", args));
    }
    if let Some(line) = gpucase_l10n::tco::paid_today(l10n, comparison) {
        let _ = writeln!(s, "\n{line}");
    }
    for line in gpucase_l10n::tco::rates_as_paid(l10n, case, comparison) {
        let _ = writeln!(s, "{line}");
    }
    for line in gpucase_l10n::tco::later_rates(l10n, case) {
        let _ = writeln!(s, "\n{line}");
    }
    if let Some(sizing) = gpucase_l10n::tco::replica_sizing(l10n, c) {
        let _ = writeln!(s, "\n{sizing}");
    }
    // The demand's growth, and the stages gpucase chose for it.
    let growth = gpucase_l10n::tco::demand_growth(l10n, c);
    if !growth.is_empty() {
        let _ = writeln!(s, "\n{}", growth.join("\n"));
    }
}

/// Money over time, when the case discounts: each option's present value beside its
/// nominal total.
fn present_values(s: &mut String, c: &Comparison, rows: &[[String; 5]], l10n: &Localizer) {
    let money = |d: Decimal, places: u32| l10n.money(d, c.currency, places);
    let _ = writeln!(
        s,
        "\n{}",
        say(
            l10n,
            "cli-present-value-heading",
            Args::new().str("rate", l10n.percent(c.discount_rate, 2))
        )
    );
    if let Some(tax) = gpucase_l10n::tco::tax_rule(l10n, c) {
        let _ = writeln!(s, "{tax}");
    }
    let _ = writeln!(s, "{}", say(l10n, "cli-ranked-present-value", Args::new()));
    let width = rows.iter().map(|r| r[0].chars().count()).max().unwrap_or(0);
    for (o, row) in c.options.iter().zip(rows) {
        let per_hour = o
            .present_value_per_productive_gpu_hour
            .map_or_else(|| "-".to_owned(), |d| money(d, 4));
        let _ = writeln!(
            s,
            "{:<width$}  {:>14}  {}  {}",
            row[0],
            money(o.present_value, 2),
            say(
                l10n,
                "cli-present-value-per-hour",
                Args::new().str("cost", per_hour)
            ),
            say(
                l10n,
                "cli-present-value-nominal",
                Args::new().str("total", money(o.total_cost, 2))
            ),
        );
    }
}

/// What the case owes anyway, the cheapest option, what the requirements rule out and the
/// break-even shares.
fn conclusions(s: &mut String, c: &Comparison, l10n: &Localizer) {
    let money = |d: Decimal, places: u32| l10n.money(d, c.currency, places);
    // What the case already holds is owed whichever option is chosen: beside the table,
    // in none of its totals.
    for n in &c.existing_commitments {
        let _ = writeln!(
            s,
            "\n{}",
            say(
                l10n,
                "switching-owed-anyway",
                Args::new()
                    .str("label", crate::terminal::shown(&n.label).into_owned())
                    .str("provider", crate::terminal::shown(&n.provider).into_owned())
                    .str("end", l10n.date(n.end))
                    .num("months", n.months_to_pay)
                    .str("amount", money(n.outstanding, 2))
            )
        );
    }

    if let Some(id) = &c.cheapest {
        let line = say(l10n, "cli-cheapest", Args::new().str("option", id.clone()));
        let _ = writeln!(s, "\n* {line}");
    } else if c.options.iter().any(|o| o.covers_demand()) {
        let _ = writeln!(s, "\n{}", say(l10n, "rec-none-eligible", Args::new()));
    }
    // What the requirements rule out (options marked `-`), and what is still open.
    for line in gpucase_l10n::eligibility::summary(l10n, c, &|id: &str| id.to_owned()) {
        let _ = writeln!(s, "{line}");
    }
    for b in &c.break_even {
        let names = Args::new()
            .str("option", b.option.clone())
            .str("own", b.own.clone());
        let line = match b.verdict {
            BreakEvenVerdict::RentCheaperBelowShare => say(
                l10n,
                "cli-break-even-below",
                names.str(
                    "share",
                    b.share
                        .map_or_else(|| "-".to_owned(), |share| l10n.percent(share, 2)),
                ),
            ),
            BreakEvenVerdict::OwnCheaperAtAnyShare => say(l10n, "cli-break-even-own-always", names),
            BreakEvenVerdict::RentCheaperAtAnyShare => {
                say(l10n, "cli-break-even-rent-always", names)
            }
            BreakEvenVerdict::ShareCancels => say(
                l10n,
                "cli-break-even-cancels",
                Args::new()
                    .str("option", b.option.clone())
                    .str(
                        "own_cost",
                        money(b.own_cost_per_service_life_gpu_hour.unwrap_or_default(), 4),
                    )
                    .str(
                        "rent_cost",
                        money(b.option_cost_per_billed_gpu_hour.unwrap_or_default(), 4),
                    ),
            ),
        };
        let _ = writeln!(s, "{line}");
    }
}

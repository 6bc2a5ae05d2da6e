//! An option's block when the case's demand grows every year (crates/core/src/tco/growth.rs).
//!
//! A rented option whose payments follow its items (no upfront, no reserved lots) is live:
//! each year's demand is on a Profile sheet of its own, grown from the first by
//! `DemandGrowth`; the sheet of the years costs the option over the whole horizon at each
//! year's demand with the same formulas as without growth ([`super::rent`]); its block on the
//! TCO sheet takes them a year at a time ([`combined`]), and the Cash flows sheet pays each
//! month from its year's block. Change the growth, a price or the profile and everything
//! moves.
//!
//! Own servers (the stages gpucase chooses by searching the months that need them), the
//! hybrid (its own count, searched per year) and a reservation's lots or upfronts under
//! growth stay gpucase's figures ([`option`]), written as constants and labelled so; their
//! totals and costs per productive GPU-hour stay formulas over them.

use gpucase_core::tco::CostKind;
use rust_decimal::Decimal;

use super::block::{Block, ItemCell};
use crate::XlsxError;
use crate::book::{LABEL, NOTE, OTHER, UNIT, VALUE};

/// One year's block of a rented option on the sheet of the years: its items' cells and
/// its billed GPU-hours' cell.
pub(super) struct YearCells {
    pub items: Vec<ItemCell>,
    pub billed: String,
}

/// Kinds whose total is the last year's (bought once, increases paid at the start of the
/// year that needs them; or what the last year's commitment owes after the horizon).
fn last_year_s(kind: CostKind) -> bool {
    matches!(
        kind,
        CostKind::Purchase
            | CostKind::Setup
            | CostKind::ResidualValue
            | CostKind::ResaleValue
            | CostKind::CommitmentAfterHorizon
            | CostKind::CapacityAfterHorizon
    )
}

/// The option's block from its years' blocks (`years`, year 1 first, each with the same
/// items in the same order): an item that runs with time is each year's share of the
/// horizon, `Σ year_y × 12 × (1 + change)^(y − 1) / Weights` (the average of the years when
/// its price does not change); one bought once, or owed after the horizon, is the last
/// year's. The billed GPU-hours are the years' average, the productive ones year 1's work
/// times the average of the years' factors.
pub(super) fn combined(b: &mut Block<'_, '_, '_>, years: &[YearCells]) -> Result<(), XlsxError> {
    let note = b.book.note.clone();
    let text = b.book.t("xlsx-grown-years");
    b.sheet.text_with(NOTE, &text, &note)?;
    b.sheet.next();
    let Some(first) = years.first() else {
        return b.finish("=0", "=0");
    };
    let last = years.len() - 1;
    for (i, c) in first.items.iter().enumerate() {
        let cells: Vec<String> = years
            .iter()
            .map(|y| {
                y.items
                    .get(i)
                    .map_or_else(|| "0".to_owned(), |c| c.cell.clone())
            })
            .collect();
        // A support plan writes its fixed part, then its share of the capacity lines.
        let nth = first.items[..i].iter().filter(|x| x.kind == c.kind).count();
        let gpucase: Decimal = b
            .option
            .breakdown
            .iter()
            .filter(|it| it.item == c.kind)
            .filter(|it| c.kind != CostKind::SupportPlan || it.share_of_capacity == (nth == 1))
            .map(|it| it.amount)
            .sum();
        let formula = if last_year_s(c.kind) {
            format!("={}", cells[last])
        } else {
            match c.stream {
                Some(st) => {
                    let terms: Vec<String> = cells
                        .iter()
                        .enumerate()
                        .map(|(y, cell)| format!("{cell}*(1+{st}Change)^{y}"))
                        .collect();
                    format!("=({})*12/{st}Weights", terms.join("+"))
                }
                None => format!("=AVERAGE({})", cells.join(",")),
            }
        };
        b.grown_item(c.kind, &formula, gpucase, c.stream, cells)?;
    }
    let billed: Vec<&str> = years.iter().map(|y| y.billed.as_str()).collect();
    let factors: Vec<String> = (1..=years.len() as u32)
        .map(|y| match crate::profile::suffix(y) {
            s if s.is_empty() => "1".to_owned(),
            s => format!("GrowthFactor{s}"),
        })
        .collect();
    b.finish(
        &format!("=AVERAGE({})", billed.join(",")),
        &format!("=ProductiveGPUHours*AVERAGE({})", factors.join(",")),
    )
}

/// An option whose figures under growth are gpucase's.
pub(super) fn option(b: &mut Block<'_, '_, '_>) -> Result<(), XlsxError> {
    let o = b.option;
    let note = b.book.note.clone();
    let computed = b.book.t("xlsx-computed-growth");
    b.sheet.text_with(NOTE, &computed, &note)?;
    b.sheet.next();
    if let Some(life) = &o.service_life {
        for s in &life.chosen_stages {
            let label = b.book.tr(
                "xlsx-chosen-stage",
                &gpucase_l10n::Args::new()
                    .num("month", s.month)
                    .num("cards", s.cards)
                    .num("servers", s.servers),
            );
            let money = b.book.case_money();
            b.sheet.text(LABEL, &label)?;
            b.sheet.num(VALUE, s.purchase, &money)?;
            b.sheet.num(OTHER, s.purchase, &money)?;
            b.sheet.text(UNIT, b.book.currency().code())?;
            b.sheet.next();
        }
    }
    for item in &o.breakdown {
        b.line(item.item, &constant(item.amount), item.amount, false)?;
    }
    b.finish(
        &constant(o.billed_gpu_hours),
        &constant(o.productive_gpu_hours),
    )
}

/// `value` as a formula that is that number.
fn constant(value: Decimal) -> String {
    format!("={}", value.normalize())
}

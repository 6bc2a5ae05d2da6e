//! The TCO sheet: one block per option, each cost item a formula over the Inputs and
//! Profile sheets (the arithmetic of crates/core/src/tco, written out), its total, the
//! productive GPU-hours and the cost per productive GPU-hour, with gpucase's exact figure
//! in the column beside each formula.
//!
//! Figures that come out of a search rather than a formula (starts and idle hours kept
//! running under gpucase's stop/start rule, capacity blocks booked) are taken from gpucase's
//! result and written as constants in the block, labelled "computed by gpucase".

mod block;
mod cashflow;
mod grown;
mod hybrid;
mod own;
mod rent;

pub(crate) use hybrid::hybrid_gpus;
pub(crate) use own::own_gpus;

use std::collections::BTreeMap;

use gpucase_core::Case;
use gpucase_core::tco::{Comparison, OptionResult};
use gpucase_core::workload::HourlyProfile;
use rust_xlsxwriter::utility::quote_sheet_name;

use crate::XlsxError;
use crate::book::{Book, LABEL, NOTE, OTHER, Sheet, UNIT, VALUE};
use block::{Block, ItemCell};

/// The column with the option id on the rows that carry a result.
pub const OPTION: u16 = 5;

/// Writes the TCO sheet.
pub(crate) fn write(
    book: &mut Book<'_>,
    case: &Case,
    profile: &HourlyProfile,
    c: &Comparison,
) -> Result<(), XlsxError> {
    let mut sheet = block_sheet(book, "xlsx-sheet-tco", true)?;
    let mut options = c.options.iter();
    let mut next = || options.next();
    // Each option's cost items as `'TCO'!$B$n` cells, in the comparison's order.
    let mut cells: Vec<OptionCells> = Vec::new();
    let qualified = |b: Block<'_, '_, '_>, name: &str| -> OptionCells {
        let on_sheet = |cell: String| format!("{}!{cell}", quote_sheet_name(name));
        OptionCells {
            items: b
                .cells
                .into_iter()
                .map(|c| ItemCell {
                    cell: on_sheet(c.cell.clone()),
                    ..c
                })
                .collect(),
            // A grown plan's is year 1's, on the sheet of the years already.
            upfront: b
                .upfront
                .map(|c| if c.contains('!') { c } else { on_sheet(c) }),
            // Without growth every block is; with it, those marked so.
            live: c.demand_by_year.is_empty(),
            lots: None,
        }
    };
    let name = sheet.name.clone();
    let labels = gpucase_l10n::options::labels(book.loc(), case, c);
    // With a demand that grows, the rented options are costed year by year on a sheet of
    // their own; the other options' figures are gpucase's (`grown`).
    if !c.demand_by_year.is_empty() {
        let mut years_sheet = years_sheet(book)?;
        let years_name = years_sheet.name.clone();
        let grown_years = gpucase_core::tco::growth::years(case, profile);
        let counted = crate::replica::counted(case);
        for (i, q) in case.own.iter().enumerate() {
            if let Some(o) = next() {
                let mut b =
                    Block::start(book, &mut sheet, o, label(&labels, o), c.horizon.periods)?;
                if o.service_life.is_none() {
                    grown::option(&mut b)?;
                    cells.push(qualified(b, &name));
                } else {
                    grown::own(&mut b, q, i, case.horizon_years, counted)?;
                    let mut own = qualified(b, &name);
                    own.live = true;
                    cells.push(own);
                }
            }
        }
        for (j, offer) in case.rent.iter().enumerate() {
            for (k, m) in offer.pricing.iter().enumerate() {
                let Some(o) = next() else { continue };
                // Compared already, so costed again by year without an error; were one
                // to come, the option's figures would be gpucase's, as labelled.
                let by_year =
                    gpucase_core::tco::rent_by_year(case, profile, j, k).unwrap_or_default();
                // A plan paid upfront commits the same every year, so its upfronts are
                // year 1's; reserved instances are bought in lots as the years need them.
                use gpucase_core::case::PricingModel;
                let plan = matches!(m, PricingModel::SavingsPlan { .. });
                let in_lots = matches!(m, PricingModel::Reserved { .. });
                let live = (plan || o.timing.upfront.is_empty())
                    && (in_lots || o.timing.reserved_flows.is_empty())
                    && by_year.len() == grown_years.len();
                let title = label(&labels, o);
                if !live {
                    let mut b = Block::start(book, &mut sheet, o, title, c.horizon.periods)?;
                    grown::option(&mut b)?;
                    cells.push(qualified(b, &name));
                    continue;
                }
                let mut years = Vec::with_capacity(by_year.len());
                for ((year, result), demand) in (1..).zip(&by_year).zip(&grown_years) {
                    let heading = book.tr(
                        "xlsx-year-block",
                        &gpucase_l10n::Args::new()
                            .str("option", title.clone())
                            .num("year", year),
                    );
                    let seen = crate::replica::profile(case, offer.gpu_memory_gb, demand);
                    let mut b =
                        Block::start(book, &mut years_sheet, result, heading, c.horizon.periods)?;
                    let names = rent::YearNames::of(year);
                    let billed = rent::option(&mut b, case, &seen, (j, k), m, &names)?;
                    let billed = b.finish_year(&billed)?;
                    years.push(year_cells(&b, &billed, &years_name));
                }
                let lots = in_lots.then(|| grown::Lots {
                    mp: crate::inputs::model(j, k),
                    instances: format!("Profile_{}_Instances", crate::inputs::rent(j)),
                    peaks: grown_years
                        .iter()
                        .map(|p| {
                            let seen = crate::replica::profile(case, offer.gpu_memory_gb, p);
                            gpucase_core::tco::usage::instances_needed(
                                seen.peak_gpus(),
                                offer.gpus_per_instance,
                            )
                        })
                        .collect(),
                    spares: case.spares(),
                });
                let mut b = Block::start(book, &mut sheet, o, title, c.horizon.periods)?;
                let lot_cells = grown::combined(&mut b, &years, lots.as_ref())?;
                let mut rented = qualified(b, &name);
                rented.live = true;
                rented.lots = lot_cells.map(|l| grown::LotCells {
                    lots: l
                        .lots
                        .iter()
                        .map(|c| format!("{}!{c}", quote_sheet_name(&name)))
                        .collect(),
                    ..l
                });
                cells.push(rented);
            }
        }
        if case.hybrid.is_some()
            && let Some(o) = next()
        {
            let title = label(&labels, o);
            let by_year = o
                .hybrid
                .as_ref()
                .map(|h| gpucase_core::tco::Fleet {
                    servers: h.own_servers,
                    gpus: h.own_gpus,
                })
                .and_then(|fleet| gpucase_core::tco::hybrid_by_year(case, profile, fleet).ok())
                .unwrap_or_default();
            if by_year.len() == grown_years.len() && o.timing.one_offs.is_empty() {
                // Every year's table reaches the last year's fleet.
                let top = crate::profile::hybrid_offer(case).map_or(0, |(q, _)| {
                    let quote = &case.own[q];
                    let peak = grown_years
                        .iter()
                        .map(|p| {
                            crate::replica::profile(case, quote.gpu_memory_gb, p).peak_demand_gpus()
                        })
                        .max()
                        .unwrap_or(0);
                    gpucase_core::tco::fleet_for(quote, peak).gpus.max(peak)
                });
                let mut years = Vec::with_capacity(by_year.len());
                for ((year, result), demand) in (1..).zip(&by_year).zip(&grown_years) {
                    let heading = book.tr(
                        "xlsx-year-block",
                        &gpucase_l10n::Args::new()
                            .str("option", title.clone())
                            .num("year", year),
                    );
                    let mut b =
                        Block::start(book, &mut years_sheet, result, heading, c.horizon.periods)?;
                    let names = rent::YearNames::of(year);
                    let billed = hybrid::option(&mut b, case, demand, &names, top)?;
                    let billed = b.finish_year(&billed)?;
                    years.push(year_cells(&b, &billed, &years_name));
                }
                let mut b = Block::start(book, &mut sheet, o, title, c.horizon.periods)?;
                grown::combined(&mut b, &years, None)?;
                let mut hybrid = qualified(b, &name);
                hybrid.live = true;
                cells.push(hybrid);
            } else {
                let mut b = Block::start(book, &mut sheet, o, title, c.horizon.periods)?;
                grown::option(&mut b)?;
                cells.push(qualified(b, &name));
            }
        }
        book.push(sheet);
        if years_sheet.row > 1 {
            book.push(years_sheet);
        }
        return cashflow::write(book, case, c, &cells);
    }
    for (i, q) in case.own.iter().enumerate() {
        if let Some(o) = next() {
            let mut b = Block::start(book, &mut sheet, o, label(&labels, o), c.horizon.periods)?;
            own::option(&mut b, q, i, crate::replica::counted(case))?;
            cells.push(qualified(b, &name));
        }
    }
    for (j, offer) in case.rent.iter().enumerate() {
        // The profile in the offer's GPUs, from which the few constants are taken.
        let seen = crate::replica::profile(case, offer.gpu_memory_gb, profile);
        for (k, m) in offer.pricing.iter().enumerate() {
            if let Some(o) = next() {
                let mut b =
                    Block::start(book, &mut sheet, o, label(&labels, o), c.horizon.periods)?;
                let billed = rent::option(&mut b, case, &seen, (j, k), m, &rent::YearNames::of(1))?;
                b.finish(&billed, "=ProductiveGPUHours")?;
                cells.push(qualified(b, &name));
            }
        }
    }
    if case.hybrid.is_some()
        && let Some(o) = next()
    {
        let mut b = Block::start(book, &mut sheet, o, label(&labels, o), c.horizon.periods)?;
        let billed = hybrid::option(&mut b, case, profile, &rent::YearNames::of(1), 0)?;
        b.finish(&billed, "=ProductiveGPUHours")?;
        cells.push(qualified(b, &name));
    }
    book.push(sheet);
    cashflow::write(book, case, c, &cells)
}

/// One year's block `b` on the sheet of the years (named `sheet`), its cells qualified
/// with the sheet's name; `billed` its billed GPU-hours' cell.
fn year_cells(b: &Block<'_, '_, '_>, billed: &str, sheet: &str) -> grown::YearCells {
    let on_sheet = |cell: &str| format!("{}!{cell}", quote_sheet_name(sheet));
    grown::YearCells {
        items: b
            .cells
            .iter()
            .map(|c| ItemCell {
                cell: on_sheet(&c.cell),
                ..c.clone()
            })
            .collect(),
        billed: on_sheet(billed),
        upfront: b.upfront.as_deref().map(on_sheet),
    }
}

/// The sheet of the years (a demand that grows), with the TCO sheet's columns.
fn years_sheet(book: &Book<'_>) -> Result<Sheet, XlsxError> {
    block_sheet(book, "xlsx-sheet-tco-years", false)
}

/// A sheet of option blocks named by message `name`: its header row (item, formula,
/// gpucase, unit, note, and the option's id where `with_option`), frozen.
fn block_sheet(book: &Book<'_>, name: &str, with_option: bool) -> Result<Sheet, XlsxError> {
    let mut sheet = Sheet::new(&book.t(name))?;
    let bold = book.bold.clone();
    let columns = [
        (LABEL, 52, "xlsx-col-item"),
        (VALUE, 20, "xlsx-col-formula"),
        (OTHER, 20, "xlsx-col-gpucase"),
        (UNIT, 10, "xlsx-col-unit"),
        (NOTE, 50, "xlsx-col-note"),
        (OPTION, 34, "xlsx-col-option"),
    ];
    for (col, width, id) in columns.into_iter().filter(|c| with_option || c.0 != OPTION) {
        sheet.ws.set_column_width(col, width)?;
        sheet.text_with(col, &book.t(id), &bold)?;
    }
    sheet.ws.set_freeze_panes(1, 0)?;
    sheet.next();
    Ok(sheet)
}

/// One option's cells on the TCO sheet that the cash-flow sheet reads.
pub(crate) struct OptionCells {
    /// Its cost items.
    pub items: Vec<ItemCell>,
    /// A savings plan's payment at the start of each term.
    pub upfront: Option<String>,
    /// Whether its items are formulas the monthly flows can follow; `false` for an
    /// option whose figures under growth are gpucase's, whose flows are too.
    pub live: bool,
    /// Reserved instances bought lot by lot under growth: the lots the flows pay.
    pub lots: Option<grown::LotCells>,
}

/// The option's name in the workbook's language, as the report names it
/// ([`gpucase_l10n::options::labels`]).
fn label(labels: &BTreeMap<String, String>, o: &OptionResult) -> String {
    labels
        .get(&o.id)
        .cloned()
        .unwrap_or_else(|| o.label.clone())
}

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
    let sheet = block_sheet(book, "xlsx-sheet-tco", true)?;
    let labels = gpucase_l10n::options::labels(book.loc(), case, c);
    // With a demand that grows, the rented options are costed year by year on a sheet of
    // their own; the other options' figures are gpucase's (`grown`).
    if !c.demand_by_year.is_empty() {
        return write_grown(book, sheet, case, profile, c, &labels);
    }
    write_formulas(book, sheet, case, profile, c, &labels)
}

/// Writes each option's block on `sheet` as formulas over the inputs and the profile (a
/// demand that does not grow), then the cash-flow sheet.
fn write_formulas(
    book: &mut Book<'_>,
    mut sheet: Sheet,
    case: &Case,
    profile: &HourlyProfile,
    c: &Comparison,
    labels: &BTreeMap<String, String>,
) -> Result<(), XlsxError> {
    let mut options = c.options.iter();
    let name = sheet.name.clone();
    // Each option's cost items as `'TCO'!$B$n` cells, in the comparison's order.
    let mut cells: Vec<OptionCells> = Vec::new();
    for (i, q) in case.own.iter().enumerate() {
        if let Some(o) = options.next() {
            let mut b = Block::start(book, &mut sheet, o, label(labels, o), c.horizon.periods)?;
            own::option(&mut b, q, i, crate::replica::counted(case))?;
            cells.push(qualified(b, &name, true));
        }
    }
    for (j, offer) in case.rent.iter().enumerate() {
        // The profile in the offer's GPUs, from which the few constants are taken.
        let seen = crate::replica::profile(case, offer.gpu_memory_gb, profile);
        for (k, m) in offer.pricing.iter().enumerate() {
            if let Some(o) = options.next() {
                let mut b = Block::start(book, &mut sheet, o, label(labels, o), c.horizon.periods)?;
                let billed = rent::option(&mut b, case, &seen, (j, k), m, &rent::YearNames::of(1))?;
                b.finish(&billed, "=ProductiveGPUHours")?;
                cells.push(qualified(b, &name, true));
            }
        }
    }
    if case.hybrid.is_some()
        && let Some(o) = options.next()
    {
        let mut b = Block::start(book, &mut sheet, o, label(labels, o), c.horizon.periods)?;
        let billed = hybrid::option(&mut b, case, profile, &rent::YearNames::of(1), 0)?;
        b.finish(&billed, "=ProductiveGPUHours")?;
        cells.push(qualified(b, &name, true));
    }
    book.push(sheet);
    cashflow::write(book, case, c, &cells)
}

/// The cells of block `b` on the sheet named `name`, qualified with the sheet's name;
/// `live` whether the cash-flow sheet can lay its flows out from them.
fn qualified(b: Block<'_, '_, '_>, name: &str, live: bool) -> OptionCells {
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
        live,
        lots: None,
    }
}

/// What the blocks of a demand that grows share: the case, its profile and comparison,
/// the options' names, the two sheets' names and each year's profile.
struct Growth<'c> {
    case: &'c Case,
    profile: &'c HourlyProfile,
    c: &'c Comparison,
    labels: &'c BTreeMap<String, String>,
    /// The TCO sheet's name.
    name: String,
    /// The name of the sheet of the years.
    years_name: String,
    /// The profile of each year, year 1 first.
    years: Vec<HourlyProfile>,
}

/// Writes each option's block under a demand that grows: the rented options (and the
/// hybrid) costed year by year on the sheet of the years and combined on `sheet`, the
/// others gpucase's figures; then the cash-flow sheet.
fn write_grown(
    book: &mut Book<'_>,
    mut sheet: Sheet,
    case: &Case,
    profile: &HourlyProfile,
    c: &Comparison,
    labels: &BTreeMap<String, String>,
) -> Result<(), XlsxError> {
    let mut options = c.options.iter();
    let mut cells: Vec<OptionCells> = Vec::new();
    let mut years_sheet = years_sheet(book)?;
    let g = Growth {
        case,
        profile,
        c,
        labels,
        name: sheet.name.clone(),
        years_name: years_sheet.name.clone(),
        years: gpucase_core::tco::growth::years(case, profile),
    };
    let counted = crate::replica::counted(case);
    for (i, q) in case.own.iter().enumerate() {
        if let Some(o) = options.next() {
            let mut b = Block::start(book, &mut sheet, o, label(labels, o), c.horizon.periods)?;
            if o.service_life.is_none() {
                grown::option(&mut b)?;
                cells.push(qualified(b, &g.name, false));
            } else {
                grown::own(&mut b, q, i, case.horizon_years, counted)?;
                cells.push(qualified(b, &g.name, true));
            }
        }
    }
    for (j, offer) in case.rent.iter().enumerate() {
        for k in 0..offer.pricing.len() {
            let Some(o) = options.next() else { continue };
            cells.push(grown_rent(
                book,
                (&mut sheet, &mut years_sheet),
                &g,
                (j, k),
                o,
            )?);
        }
    }
    if case.hybrid.is_some()
        && let Some(o) = options.next()
    {
        cells.push(grown_hybrid(book, (&mut sheet, &mut years_sheet), &g, o)?);
    }
    book.push(sheet);
    if years_sheet.row > 1 {
        book.push(years_sheet);
    }
    cashflow::write(book, case, c, &cells)
}

/// Writes rented option `o` (model `k` of offer `j`) under a demand that grows: a block
/// for each year on the sheet of the years and their sum on the TCO sheet (`sheets`, the
/// TCO sheet first), or gpucase's figures where its years cannot be laid out so.
fn grown_rent(
    book: &Book<'_>,
    (sheet, years_sheet): (&mut Sheet, &mut Sheet),
    g: &Growth<'_>,
    (j, k): (usize, usize),
    o: &OptionResult,
) -> Result<OptionCells, XlsxError> {
    use gpucase_core::case::PricingModel;
    let (case, c) = (g.case, g.c);
    let offer = &case.rent[j];
    let m = &offer.pricing[k];
    // Compared already, so costed again by year without an error; were one to come, the
    // option's figures would be gpucase's, as labelled.
    let by_year = gpucase_core::tco::rent_by_year(case, g.profile, j, k).unwrap_or_default();
    // A plan paid upfront commits the same every year, so its upfronts are year 1's;
    // reserved instances are bought in lots as the years need them.
    let plan = matches!(m, PricingModel::SavingsPlan { .. });
    let in_lots = matches!(m, PricingModel::Reserved { .. });
    let live = (plan || o.timing.upfront.is_empty())
        && (in_lots || o.timing.reserved_flows.is_empty())
        && by_year.len() == g.years.len();
    let title = label(g.labels, o);
    if !live {
        let mut b = Block::start(book, sheet, o, title, c.horizon.periods)?;
        grown::option(&mut b)?;
        return Ok(qualified(b, &g.name, false));
    }
    let mut years = Vec::with_capacity(by_year.len());
    for ((year, result), demand) in (1..).zip(&by_year).zip(&g.years) {
        let heading = year_heading(book, &title, year);
        let seen = crate::replica::profile(case, offer.gpu_memory_gb, demand);
        let mut b = Block::start(book, years_sheet, result, heading, c.horizon.periods)?;
        let names = rent::YearNames::of(year);
        let billed = rent::option(&mut b, case, &seen, (j, k), m, &names)?;
        let billed = b.finish_year(&billed)?;
        years.push(year_cells(&b, &billed, &g.years_name));
    }
    let lots = in_lots.then(|| lots(g, j, k));
    let mut b = Block::start(book, sheet, o, title, c.horizon.periods)?;
    let lot_cells = grown::combined(&mut b, &years, lots.as_ref())?;
    let mut rented = qualified(b, &g.name, true);
    rented.lots = lot_cells.map(|l| grown::LotCells {
        lots: l
            .lots
            .iter()
            .map(|c| format!("{}!{c}", quote_sheet_name(&g.name)))
            .collect(),
        ..l
    });
    Ok(rented)
}

/// The heading of the block of year `year` of the option titled `title`.
fn year_heading(book: &Book<'_>, title: &str, year: u32) -> String {
    book.tr(
        "xlsx-year-block",
        &gpucase_l10n::Args::new()
            .str("option", title.to_owned())
            .num("year", year),
    )
}

/// The lots of reserved instances of model `k` of offer `j`, bought as each year's peak
/// needs them.
fn lots(g: &Growth<'_>, j: usize, k: usize) -> grown::Lots {
    let offer = &g.case.rent[j];
    grown::Lots {
        mp: crate::inputs::model(j, k),
        instances: format!("Profile_{}_Instances", crate::inputs::rent(j)),
        peaks: g
            .years
            .iter()
            .map(|p| {
                let seen = crate::replica::profile(g.case, offer.gpu_memory_gb, p);
                gpucase_core::tco::usage::instances_needed(
                    seen.peak_gpus(),
                    offer.gpus_per_instance,
                )
            })
            .collect(),
        spares: g.case.spares(),
    }
}

/// Writes the hybrid `o` under a demand that grows: a block for each year on the sheet of
/// the years and their sum on the TCO sheet (`sheets`, the TCO sheet first), or gpucase's
/// figures where its years cannot be laid out so.
fn grown_hybrid(
    book: &Book<'_>,
    (sheet, years_sheet): (&mut Sheet, &mut Sheet),
    g: &Growth<'_>,
    o: &OptionResult,
) -> Result<OptionCells, XlsxError> {
    let (case, c) = (g.case, g.c);
    let title = label(g.labels, o);
    let by_year = o
        .hybrid
        .as_ref()
        .map(|h| gpucase_core::tco::Fleet {
            servers: h.own_servers,
            gpus: h.own_gpus,
        })
        .and_then(|fleet| gpucase_core::tco::hybrid_by_year(case, g.profile, fleet).ok())
        .unwrap_or_default();
    if by_year.len() != g.years.len() || !o.timing.one_offs.is_empty() {
        let mut b = Block::start(book, sheet, o, title, c.horizon.periods)?;
        grown::option(&mut b)?;
        return Ok(qualified(b, &g.name, false));
    }
    // Every year's table reaches the last year's fleet.
    let top = crate::profile::hybrid_offer(case).map_or(0, |(q, _)| {
        let quote = &case.own[q];
        let peak = g
            .years
            .iter()
            .map(|p| crate::replica::profile(case, quote.gpu_memory_gb, p).peak_demand_gpus())
            .max()
            .unwrap_or(0);
        gpucase_core::tco::fleet_for(quote, peak).gpus.max(peak)
    });
    let mut years = Vec::with_capacity(by_year.len());
    for ((year, result), demand) in (1..).zip(&by_year).zip(&g.years) {
        let heading = year_heading(book, &title, year);
        let mut b = Block::start(book, years_sheet, result, heading, c.horizon.periods)?;
        let names = rent::YearNames::of(year);
        let billed = hybrid::option(&mut b, case, demand, &names, top)?;
        let billed = b.finish_year(&billed)?;
        years.push(year_cells(&b, &billed, &g.years_name));
    }
    let mut b = Block::start(book, sheet, o, title, c.horizon.periods)?;
    grown::combined(&mut b, &years, None)?;
    Ok(qualified(b, &g.name, true))
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

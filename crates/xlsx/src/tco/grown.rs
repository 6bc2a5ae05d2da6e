//! An option's block when the case's demand grows every year (crates/core/src/tco/growth.rs).
//!
//! Each year's demand is on a Profile sheet of its own, grown from the first by
//! `DemandGrowth` (and `MeasuredBusy` with a replica). A rented option (a plan paid upfront
//! too: it commits the same every year) and the hybrid are costed over the whole horizon
//! at each year's demand on the sheet of the years, with the same formulas as without
//! growth ([`super::rent`], [`super::hybrid`]); their blocks on the TCO sheet take them a
//! year at a time ([`combined`]), and the Cash flows sheet pays each month from its year's
//! block. An own quote ([`own`]) is costed with the stages gpucase chose by searching the
//! years that need them (labelled constants), served against each year's profile. Change
//! the growth, a price or the profile and everything moves but the searched figures
//! (stages, starts and idle gaps, blocks), which are labelled.
//!
//! Reserved instances under growth are bought lot by lot as the years need them, each lot
//! for terms of its own (crates/core/src/tco/rent.rs `reserve_lots`): the lots are formulas
//! over each year's peak instances ([`Lots`]), the reservation and what it owes after the
//! horizon formulas over the lots, and the Cash flows sheet pays each lot's upfronts and
//! hourly rate term by term ([`LotCells`]).
//!
//! An option the years cannot be laid out for (none in the cases gpucase costs) keeps
//! gpucase's figures ([`option`]), written as constants and labelled so.

use gpucase_core::case::OwnQuote;
use gpucase_core::tco::{ChosenStage, CostKind};
use rust_decimal::Decimal;

use super::block::{Block, ItemCell};
use super::own::StageRefs;
use crate::XlsxError;
use crate::book::{LABEL, NOTE, OTHER, UNIT, VALUE};

/// One year's block of a rented option on the sheet of the years: its items' cells and
/// its billed GPU-hours' cell.
pub(super) struct YearCells {
    pub items: Vec<ItemCell>,
    pub billed: String,
    /// A plan paid upfront: what each term's start pays (the same every year: the
    /// commitment does not grow with the demand).
    pub upfront: Option<String>,
}

/// Reserved instances under growth, bought lot by lot (crates/core/src/tco/rent.rs
/// `reserve_lots`): the option's model prefix (`Rent1_P4`), its per-hour instances' name
/// (`Profile_Rent1_Instances`, a year's ending in `_Y3`) and gpucase's peak instances of
/// each year.
pub(super) struct Lots {
    pub mp: String,
    pub instances: String,
    pub peaks: Vec<u32>,
    /// The requirements' spares, reserved with year 1's instances.
    pub spares: u32,
}

/// The lots' cells on the TCO sheet, year 1's first, and the model prefix: the Cash flows
/// sheet pays each lot's upfronts and hourly rate month by month from them.
#[derive(Debug, Clone)]
pub(crate) struct LotCells {
    pub mp: String,
    pub lots: Vec<String>,
}

impl LotCells {
    /// Month `m`'s payments of the lots: each lot, bought at the start of its year (month
    /// index `12 × (y − 1)`), pays the upfront at the start of each of its terms, renewed
    /// until they cover the horizon, and the hourly rate every month of them.
    pub fn month(&self, m: u32) -> Vec<String> {
        let mp = &self.mp;
        let term = format!("({mp}_TermYears*12)");
        let mut terms = Vec::new();
        for (y, lot) in (0u32..).zip(&self.lots) {
            let start = 12 * y;
            if m < start {
                continue;
            }
            let end = format!("{start}+CEILING((Months-{start})/{term},1)*{term}");
            terms.push(format!(
                "IF(AND(MOD({m}-{start},{term})=0,{m}<{end}),{lot}*{mp}_Upfront,0)"
            ));
            if m > start {
                terms.push(format!("IF({m}<={end},{lot}*{mp}_Rate*HoursPerYear/12,0)"));
            }
        }
        terms
    }
}

/// The lots of `lots` as rows of the block, each a formula over the years' peak
/// instances: year 1's peak and the spares, then what each later year's peak adds over
/// the highest before it. Their cells.
fn lot_rows(b: &mut Block<'_, '_, '_>, lots: &Lots) -> Result<Vec<String>, XlsxError> {
    let mut cells = Vec::new();
    let mut before: Vec<String> = Vec::new();
    let mut highest = 0u32;
    for (y, &peak) in (1u32..).zip(&lots.peaks) {
        let range = format!("{}{}", lots.instances, crate::profile::suffix(y));
        let (formula, value) = if before.is_empty() {
            (format!("=MAX({range})+Spares"), peak + lots.spares)
        } else {
            (
                format!("=MAX(0,MAX({range})-MAX({}))", before.join(",")),
                peak.saturating_sub(highest),
            )
        };
        let label = b
            .book
            .tr("xlsx-lot", &gpucase_l10n::Args::new().num("year", y));
        cells.push(b.labelled(&label, &formula, Some(Decimal::from(value)), false)?);
        before.push(range);
        highest = highest.max(peak);
    }
    Ok(cells)
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
pub(super) fn combined(
    b: &mut Block<'_, '_, '_>,
    years: &[YearCells],
    lots: Option<&Lots>,
) -> Result<Option<LotCells>, XlsxError> {
    let note = b.book.note.clone();
    let text = b.book.t("xlsx-grown-years");
    b.sheet.text_with(NOTE, &text, &note)?;
    b.sheet.next();
    let Some(first) = years.first() else {
        b.finish("=0", "=0")?;
        return Ok(None);
    };
    let last = years.len() - 1;
    let lot_cells = match lots {
        Some(l) => Some(LotCells {
            mp: l.mp.clone(),
            lots: lot_rows(b, l)?,
        }),
        None => None,
    };
    // Reserved in lots: the lots' instance-hours inside the horizon at the effective rate,
    // what their last terms owe after it, and that credited as capacity left.
    let lot_sum = |lots: &LotCells, per_lot: &dyn Fn(u32) -> String| -> String {
        (0u32..)
            .zip(&lots.lots)
            .map(|(y, cell)| format!("{cell}*{}", per_lot(12 * y)))
            .collect::<Vec<_>>()
            .join("+")
    };
    let mut owed_cell = None;
    for (i, c) in first.items.iter().enumerate() {
        if let Some(lots) = &lot_cells {
            let mp = &lots.mp;
            let rate = format!("({mp}_Rate+{mp}_Upfront/({mp}_TermYears*HoursPerYear))");
            let term = format!("({mp}_TermYears*12)");
            let formula = match c.kind {
                CostKind::Reservation => Some(format!(
                    "=({})*HoursPerYear/12*{rate}",
                    lot_sum(lots, &|s| format!("(Months-{s})"))
                )),
                CostKind::CommitmentAfterHorizon => Some(format!(
                    "=({})*HoursPerYear/12*{rate}",
                    lot_sum(lots, &|s| format!(
                        "(CEILING((Months-{s})/{term},1)*{term}-(Months-{s}))"
                    ))
                )),
                CostKind::CapacityAfterHorizon => owed_cell.as_ref().map(|o| format!("=-{o}")),
                _ => None,
            };
            if let Some(formula) = formula {
                let gpucase: Decimal = b
                    .option
                    .breakdown
                    .iter()
                    .filter(|it| it.item == c.kind)
                    .map(|it| it.amount)
                    .sum();
                let cell = b.grown_item(c.kind, &formula, gpucase, None, Vec::new())?;
                if c.kind == CostKind::CommitmentAfterHorizon {
                    owed_cell = Some(cell);
                }
                continue;
            }
        }
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
        // A support plan's share follows the rented rates where a year rents at list
        // prices (a hybrid's first year may rent nothing).
        let stream = years
            .iter()
            .find_map(|y| y.items.get(i).and_then(|c| c.stream));
        let formula = if last_year_s(c.kind) {
            format!("={}", cells[last])
        } else {
            match stream {
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
        b.grown_item(c.kind, &formula, gpucase, stream, cells)?;
    }
    b.upfront = first.upfront.clone();
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
    )?;
    Ok(lot_cells)
}

/// An own quote under growth, live: the stages gpucase
/// chose (when the quote states none) as labelled constants that the items refer to, the
/// items the formulas of an own quote with those stages ([`super::own::items`]), the
/// billed GPU-hours those of the fleets installed, and the productive GPU-hours year 1's
/// work times the average of the years' factors less what each fleet leaves unserved of
/// each year's profile in the months it stands in that year.
pub(super) fn own(
    b: &mut Block<'_, '_, '_>,
    q: &OwnQuote,
    i: usize,
    horizon_years: u32,
    counted: bool,
) -> Result<(), XlsxError> {
    use super::own::{fleets, items, own_gpus, own_servers, unserved_in};
    let p = crate::inputs::own(i);
    let chosen = b
        .option
        .service_life
        .as_ref()
        .map(|l| l.chosen_stages.clone())
        .unwrap_or_default();
    let mut stages: Vec<StageRefs> = (1..)
        .zip(&q.stages)
        .map(|(k, s)| StageRefs::input(&p, k, s.month))
        .collect();
    if q.stages.is_empty() {
        for s in &chosen {
            stages.push(chosen_stage(b, s)?);
        }
    }
    let gpus = own_gpus(&p, q, counted);
    let n = own_servers(&p, q, counted);
    let cards = if q.stages.is_empty() {
        format!("({gpus}-{n}*{p}_GPUs)")
    } else {
        "0".to_owned()
    };
    items(b, &p, q, &n, &cards, &stages)?;
    let (installed, from) = fleets(&p, &gpus, &stages);
    let end = "Months+1".to_owned();
    let to: Vec<&String> = from.iter().skip(1).chain(std::iter::once(&end)).collect();
    let billed: Vec<String> = installed
        .iter()
        .zip(from.iter().zip(&to))
        .map(|(g, (a, z))| format!("{g}*({z}-{a})"))
        .collect();
    let mut unserved = Vec::new();
    for y in 1..=horizon_years {
        let sfx = crate::profile::suffix(y);
        let (first, next) = (12 * (y - 1) + 1, 12 * y + 1);
        for (g, (a, z)) in installed.iter().zip(from.iter().zip(&to)) {
            unserved.push(format!(
                "MAX(0,MIN({z},{next})-MAX({a},{first}))*({})",
                unserved_in(counted, &p, &sfx, g)
            ));
        }
    }
    let factors: Vec<String> = (1..=horizon_years)
        .map(|y| match crate::profile::suffix(y) {
            s if s.is_empty() => "1".to_owned(),
            s => format!("GrowthFactor{s}"),
        })
        .collect();
    b.finish(
        &format!("=({})/Months*HoursInPeriod", billed.join("+")),
        &format!(
            "=ProductiveGPUHours*AVERAGE({})-({})/Months",
            factors.join(","),
            unserved.join("+")
        ),
    )
}

/// A stage gpucase chose, written as constants labelled so: its purchase (on the row that
/// names it), month, cards and servers; the cells the items read.
fn chosen_stage(b: &mut Block<'_, '_, '_>, s: &ChosenStage) -> Result<StageRefs, XlsxError> {
    let label = b.book.tr(
        "xlsx-chosen-stage",
        &gpucase_l10n::Args::new()
            .num("month", s.month)
            .num("cards", s.cards)
            .num("servers", s.servers),
    );
    let money = b.book.case_money();
    let purchase = b.sheet.absolute(b.sheet.row, VALUE);
    b.sheet.text(LABEL, &label)?;
    b.sheet.num(VALUE, s.purchase, &money)?;
    b.sheet.num(OTHER, s.purchase, &money)?;
    b.sheet.text(UNIT, b.book.currency().code())?;
    let note = b.book.note.clone();
    b.sheet.text_with(NOTE, &b.book.t("xlsx-computed"), &note)?;
    b.sheet.next();
    let integer = b.book.integer.clone();
    let mut cell = |id: &str, value: u32| -> Result<String, XlsxError> {
        let at = b.sheet.absolute(b.sheet.row, VALUE);
        b.sheet.text(LABEL, &b.book.t(id))?;
        b.sheet.num(VALUE, Decimal::from(value), &integer)?;
        b.sheet.num(OTHER, Decimal::from(value), &integer)?;
        b.sheet.next();
        Ok(at)
    };
    Ok(StageRefs {
        at: s.month,
        month: cell("xlsx-chosen-month", s.month)?,
        cards: cell("xlsx-chosen-cards", s.cards)?,
        servers: cell("xlsx-chosen-servers", s.servers)?,
        purchase,
    })
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

//! The Profile sheet: the hourly profile the TCO uses, one row per hour of the period, and
//! the per-hour figures that the TCO formulas sum over.
//!
//! Productive and batch GPUs are the profile's data. Instances needed per hour, GPUs an own
//! server serves and GPUs above the hybrid's own count are formulas over them and over the
//! Inputs sheet, each with gpucase's figure for the hour cached (from the profile as the
//! option sees it, crates/core/src/tco/equivalence.rs). The only per-hour constants are the
//! billed instance-hours of a savings plan whose instances are stopped when idle: they come
//! from gpucase's stop/start rule (usage.rs) and their header says so.

use gpucase_core::Case;
use gpucase_core::case::{OwnQuote, PricingModel, RentOffer, Usage};
use gpucase_core::tco::usage::{instances_needed, stopped_when_idle};
use gpucase_core::tco::{Comparison, fleet_for};
use gpucase_core::workload::{HourSlot, HourlyProfile};
use rust_decimal::Decimal;
use rust_xlsxwriter::utility::row_col_to_cell;

use crate::XlsxError;
use crate::book::{Book, Sheet};
use crate::inputs::{own, rent};

const PRODUCTIVE: u16 = 5;
const BATCH: u16 = 6;
/// The column of queued GPUs, written only when the profile has a measured queue.
const QUEUED: u16 = 7;

/// Whether the profile has a measured queue (and the sheet its column).
fn has_queue(profile: &HourlyProfile) -> bool {
    profile.queued_gpu_hours() > 0
}

/// Hours of boot and model load per start, as gpucase takes them.
pub(crate) fn restart_hours(offer: &RentOffer) -> Decimal {
    (offer.boot_minutes.value() + offer.model_load_minutes.value()) / Decimal::from(60)
}

/// Whether the offer has a pricing model that needs its batch and interactive columns.
fn has_spot(o: &RentOffer) -> bool {
    o.pricing
        .iter()
        .any(|m| matches!(m, PricingModel::SpotBatch { .. }))
}

/// Whether the offer has a savings plan with instances stopped when idle.
pub(crate) fn has_stopped_plan(o: &RentOffer) -> bool {
    o.pricing.iter().any(|m| {
        matches!(
            m,
            PricingModel::SavingsPlan {
                usage: Usage::StoppedWhenIdle,
                ..
            }
        )
    })
}

/// The index of the hybrid's rent offer, when the case has a hybrid whose references hold.
pub(crate) fn hybrid_offer(case: &Case) -> Option<(usize, usize)> {
    let h = case.hybrid.as_ref()?;
    let q = case.own.iter().position(|q| q.id == h.own)?;
    let o = case.rent.iter().position(|o| o.id == h.rent)?;
    Some((q, o))
}

/// A per-hour column: its header, defined name, the formula of each row (`None` for a
/// column of constants) and each hour's value: gpucase's, which the formula gives.
struct Column {
    header: String,
    name: String,
    formula: Option<Box<dyn Fn(u32) -> String>>,
    values: Vec<Decimal>,
}

/// Each hour's `f` of `profile`'s slots, as cached values.
fn per_hour(profile: &HourlyProfile, f: impl Fn(&HourSlot) -> u32) -> Vec<Decimal> {
    profile.slots.iter().map(|s| Decimal::from(f(s))).collect()
}

/// Writes the Profile sheet and defines the names of its columns; with a demand that
/// grows, a sheet for each later year ([`write_year`]).
pub(crate) fn write(
    book: &mut Book<'_>,
    case: &Case,
    profile: &HourlyProfile,
    c: &Comparison,
) -> Result<(), XlsxError> {
    let mut sheet = Sheet::new(&book.t("xlsx-sheet-profile"))?;
    let title = book.t("xlsx-profile-title");
    let heading = book.heading.clone();
    sheet.text_with(0, &title, &heading)?;
    sheet.gap();
    let columns = columns(book, case, profile, c, &Year::First(has_queue(profile)));
    let header_row = sheet.row + 6;
    let first = header_row + 1;
    let last = first + profile.hours().saturating_sub(1);
    summary(book, &mut sheet, c)?;
    sheet.row = header_row;
    let base = sheet.name.clone();
    let fixed = headers(book, &mut sheet, has_queue(profile), &columns, first)?;
    let integer = book.integer.clone();
    let decimal = book.decimal.clone();
    for (i, slot) in profile.slots.iter().enumerate() {
        let row = first + i as u32;
        let ws = &mut sheet.ws;
        ws.write_number(row, 0, (i + 1) as f64)?;
        ws.write_number(row, 1, f64::from(slot.day + 1))?;
        ws.write_number(row, 2, f64::from(slot.weekday))?;
        ws.write_number(row, 3, f64::from(slot.local_hour))?;
        ws.write_number(row, 4, f64::from(u8::from(slot.workday)))?;
        ws.write_number(row, PRODUCTIVE, f64::from(slot.productive_gpus))?;
        ws.write_number(row, BATCH, f64::from(slot.batch_gpus))?;
        if has_queue(profile) {
            ws.write_number(row, QUEUED, f64::from(slot.queued_gpus))?;
        }
        cells(ws, row, i, fixed.len(), &columns, (&integer, &decimal))?;
    }
    book.define_column("Profile_ProductiveGPUs", &sheet, PRODUCTIVE, first, last);
    book.define_column("Profile_BatchGPUs", &sheet, BATCH, first, last);
    if has_queue(profile) {
        book.define_column("Profile_QueuedGPUs", &sheet, QUEUED, first, last);
    }
    for (n, c) in columns.iter().enumerate() {
        book.define_column(&c.name, &sheet, (fixed.len() + n) as u16, first, last);
    }
    book.push(sheet);
    let years = gpucase_core::tco::growth::years(case, profile);
    for (year, grown) in (1..).zip(&years).skip(1) {
        write_year(
            book,
            case,
            c,
            &base,
            header_row,
            has_queue(profile),
            year,
            grown,
        )?;
    }
    Ok(())
}

/// Writes a Profile sheet's header row: the hour's fixed columns (the queued GPUs' where
/// `queue`), then `columns`' headers; freezes the rows above `first`. The fixed columns'
/// message ids.
fn headers(
    book: &Book<'_>,
    sheet: &mut Sheet,
    queue: bool,
    columns: &[Column],
    first: u32,
) -> Result<Vec<&'static str>, XlsxError> {
    let bold = book.bold.clone();
    let mut fixed = vec![
        "xlsx-profile-hour",
        "xlsx-profile-day",
        "xlsx-profile-weekday",
        "xlsx-profile-local-hour",
        "xlsx-profile-workday",
        "xlsx-profile-productive",
        "xlsx-profile-batch",
    ];
    if queue {
        fixed.push("xlsx-profile-queued");
    }
    for (col, id) in fixed.iter().enumerate() {
        sheet.text_with(col as u16, &book.t(id), &bold)?;
        sheet.ws.set_column_width(col as u16, 12)?;
    }
    for (n, c) in columns.iter().enumerate() {
        let col = (fixed.len() + n) as u16;
        sheet.text_with(col, &c.header, &bold)?;
        sheet.ws.set_column_width(col, 18)?;
    }
    sheet.ws.set_freeze_panes(first, 0)?;
    Ok(fixed)
}

/// Row `row` (hour `i`) of `columns`, from column `offset` on: each a formula with its
/// value cached, or the value itself where the column holds constants.
fn cells(
    ws: &mut rust_xlsxwriter::Worksheet,
    row: u32,
    i: usize,
    offset: usize,
    columns: &[Column],
    (integer, decimal): (&rust_xlsxwriter::Format, &rust_xlsxwriter::Format),
) -> Result<(), XlsxError> {
    for (n, c) in columns.iter().enumerate() {
        let col = (offset + n) as u16;
        let value = c.values.get(i).copied().unwrap_or_default();
        match &c.formula {
            Some(formula) => {
                let f = crate::book::cached(&formula(row), Some(value));
                ws.write_formula_with_format(row, col, f, integer)?;
            }
            None => {
                ws.write_number_with_format(row, col, crate::book::number(value), decimal)?;
            }
        }
    }
    Ok(())
}

/// Which profile a sheet's columns are written for: the first year's (whether it has a
/// queue), or a later year's with a demand that grows.
enum Year {
    First(bool),
    Later {
        /// The year, from 2.
        year: u32,
        /// Whether the first year's profile has a queue (and so this one's columns).
        queue: bool,
    },
}

impl Year {
    fn queue(&self) -> bool {
        match self {
            Year::First(q) | Year::Later { queue: q, .. } => *q,
        }
    }

    /// What the names of a later year's columns end in (`_Y3`).
    fn suffix(&self) -> String {
        match self {
            Year::First(_) => String::new(),
            Year::Later { year, .. } => suffix(*year),
        }
    }
}

/// What the names of year `year`'s figures end in: nothing for year 1, `_Y3` for year 3.
pub(crate) fn suffix(year: u32) -> String {
    if year <= 1 {
        String::new()
    } else {
        format!("_Y{year}")
    }
}

/// Year `year`'s demand grown from year 1's (crates/core/src/tco/growth.rs) as formulas
/// over the first Profile sheet (`base`, its rows from `header_row + 1`): each hour's GPUs
/// times `GrowthFactor_Y{year}` = `(1 + DemandGrowth)^(year - 1)`, rounded up to whole
/// GPUs, or, with a replica stated, in whole replicas of `ReplicaGPUs` that grow into the
/// `MeasuredBusy` headroom first; then the rented offers' per-hour columns over them, as
/// on the first sheet and the hybrid's. The own servers' columns are not repeated: under
/// growth their blocks serve each year's productive GPUs directly.
///
/// A product is rounded to 10 decimals before it is rounded up, so that a double's last
/// bit (6.000000000000001 for 5 × 1.2) does not add a GPU gpucase's exact arithmetic does
/// not: an exact product within 10⁻¹⁰ above a whole number would round differently.
#[allow(
    clippy::too_many_arguments,
    reason = "the first sheet's layout, each a different thing"
)]
fn write_year(
    book: &mut Book<'_>,
    case: &Case,
    c: &Comparison,
    base: &str,
    header_row: u32,
    queue: bool,
    year: u32,
    profile: &HourlyProfile,
) -> Result<(), XlsxError> {
    let name = book.tr(
        "xlsx-sheet-profile-year",
        &gpucase_l10n::Args::new().num("year", year),
    );
    let mut sheet = Sheet::new(&name)?;
    let heading = book.heading.clone();
    let title = book.tr(
        "xlsx-profile-year-title",
        &gpucase_l10n::Args::new().num("year", year),
    );
    sheet.text_with(0, &title, &heading)?;
    sheet.gap();
    let sfx = suffix(year);
    let g = gpucase_core::tco::growth::Growth::of(case);
    let factor = gpucase_core::tco::growth::factor(g.map_or(Decimal::ZERO, |g| g.per_year), year);
    let decimal = book.decimal.clone();
    let integer = book.integer.clone();
    sheet.text(0, &book.t("xlsx-profile-factor"))?;
    sheet.formula(
        3,
        &format!("=(1+DemandGrowth)^{}", year - 1),
        &decimal,
        Some(factor),
    )?;
    book.define(&format!("GrowthFactor{sfx}"), &sheet, sheet.row, 3);
    sheet.next();
    for (id, formula, value) in [
        (
            "xlsx-profile-productive-gpu-hours",
            format!("=SUM(Profile_ProductiveGPUs{sfx})"),
            profile.productive_gpu_hours(),
        ),
        (
            "xlsx-profile-peak",
            format!("=MAX(Profile_ProductiveGPUs{sfx})"),
            u64::from(profile.peak_gpus()),
        ),
    ] {
        sheet.text(0, &book.t(id))?;
        sheet.formula(3, &formula, &integer, Some(Decimal::from(value)))?;
        sheet.next();
    }
    let first = header_row + 1;
    let last = first + profile.hours().saturating_sub(1);
    let at = Year::Later { year, queue };
    let columns = columns(book, case, profile, c, &at);
    sheet.row = header_row;
    let fixed = headers(book, &mut sheet, queue, &columns, first)?;
    let quoted = rust_xlsxwriter::utility::quote_sheet_name(base);
    let grown = Grown {
        factor: format!("GrowthFactor{sfx}"),
        in_replicas: g.is_some_and(|g| g.replica_gpus.is_some()),
    };
    for (i, slot) in profile.slots.iter().enumerate() {
        let row = first + i as u32;
        let then = |col: u16| format!("{quoted}!{}", row_col_to_cell(row, col));
        let ws = &mut sheet.ws;
        ws.write_number(row, 0, (i + 1) as f64)?;
        ws.write_number(row, 1, f64::from(slot.day + 1))?;
        ws.write_number(row, 2, f64::from(slot.weekday))?;
        ws.write_number(row, 3, f64::from(slot.local_hour))?;
        ws.write_number(row, 4, f64::from(u8::from(slot.workday)))?;
        let here = |col: u16| row_col_to_cell(row, col);
        let busy = if queue {
            format!("IF({}>0,1,MeasuredBusy)", then(QUEUED))
        } else {
            "MeasuredBusy".to_owned()
        };
        let productive = grown.gpus(&then(PRODUCTIVE), &busy);
        let batch = format!(
            "=MIN({},{})",
            grown.gpus(&then(BATCH), &busy),
            here(PRODUCTIVE)
        );
        let write = |ws: &mut rust_xlsxwriter::Worksheet, col: u16, f: &str, v: u32| {
            let f = crate::book::cached(f, Some(Decimal::from(v)));
            ws.write_formula_with_format(row, col, f, &integer)
                .map(|_| ())
        };
        write(
            ws,
            PRODUCTIVE,
            &format!("={productive}"),
            slot.productive_gpus,
        )?;
        write(ws, BATCH, &batch, slot.batch_gpus)?;
        if queue {
            let demand = grown.gpus(&format!("({}+{})", then(PRODUCTIVE), then(QUEUED)), &busy);
            let queued = format!("=MAX({demand}-{},0)", here(PRODUCTIVE));
            write(ws, QUEUED, &queued, slot.queued_gpus)?;
        }
        cells(ws, row, i, fixed.len(), &columns, (&integer, &decimal))?;
    }
    book.define_column(
        &format!("Profile_ProductiveGPUs{sfx}"),
        &sheet,
        PRODUCTIVE,
        first,
        last,
    );
    for (n, c) in columns.iter().enumerate() {
        book.define_column(&c.name, &sheet, (fixed.len() + n) as u16, first, last);
    }
    book.push(sheet);
    Ok(())
}

/// How a later year's GPUs grow from the first's.
struct Grown {
    /// The year's factor, a name.
    factor: String,
    /// Whether they grow in whole replicas into the measured headroom.
    in_replicas: bool,
}

impl Grown {
    /// `gpus` (an expression of the first year's GPUs in an hour) grown by the year's factor:
    /// `ROUNDUP(gpus × factor)`, or in replicas `r = ROUNDUP(gpus / ReplicaGPUs)`: the hour
    /// as it was while `ROUNDUP(r × busy × factor)` is no more than `r`, that many replicas'
    /// GPUs when it is.
    fn gpus(&self, gpus: &str, busy: &str) -> String {
        let f = &self.factor;
        if !self.in_replicas {
            return format!("ROUNDUP(ROUND({gpus}*{f},10),0)");
        }
        let r = format!("ROUNDUP({gpus}/ReplicaGPUs,0)");
        let need = format!("ROUNDUP(ROUND({r}*{busy}*{f},10),0)");
        format!("IF({need}<={r},{gpus},{need}*ReplicaGPUs)")
    }
}

/// The figures of the whole period, as formulas over the columns below, with gpucase's
/// figures of the workload (`c`) cached.
fn summary(book: &mut Book<'_>, sheet: &mut Sheet, c: &Comparison) -> Result<(), XlsxError> {
    let integer = book.integer.clone();
    let percent = book.percent.clone();
    let w = &c.workload;
    // Over the fleet's GPU-hours, as the formula takes them (gpucase's productive share
    // leaves out GPU-hours without data).
    let share = (w.fleet_gpu_hours > 0)
        .then(|| Decimal::from(w.productive_gpu_hours) / Decimal::from(w.fleet_gpu_hours));
    let rows = [
        (
            "xlsx-profile-hours",
            "=HoursInPeriod",
            &integer,
            Some(Decimal::from(w.hours_in_period)),
        ),
        (
            "xlsx-profile-productive-hours",
            "=COUNTIF(Profile_ProductiveGPUs,\">0\")",
            &integer,
            Some(Decimal::from(w.productive_hours)),
        ),
        (
            "xlsx-profile-productive-gpu-hours",
            "=SUM(Profile_ProductiveGPUs)",
            &integer,
            Some(Decimal::from(w.productive_gpu_hours)),
        ),
        (
            "xlsx-profile-peak",
            "=MAX(Profile_ProductiveGPUs)",
            &integer,
            Some(Decimal::from(w.peak_gpus)),
        ),
        (
            "xlsx-profile-share",
            "=SUM(Profile_ProductiveGPUs)/(HoursInPeriod*FleetGPUs)",
            &percent,
            share,
        ),
    ];
    for (id, formula, format, value) in rows {
        sheet.text(0, &book.t(id))?;
        sheet.formula(3, formula, format, value)?;
        if id == "xlsx-profile-peak" {
            // The own options buy whole servers for it.
            book.define("PeakGPUs", sheet, sheet.row, 3);
        }
        sheet.next();
    }
    Ok(())
}

/// The options' per-hour columns of `year`: each own quote's GPUs served (year 1 only),
/// each rented offer's instances and the hybrid's GPUs and instances above its own base.
fn columns(
    book: &Book<'_>,
    case: &Case,
    profile: &HourlyProfile,
    c: &Comparison,
    year: &Year,
) -> Vec<Column> {
    let mut out = Vec::new();
    let fixed = 7 + u16::from(year.queue());
    let later = matches!(year, Year::Later { .. });
    let of = OptionColumns {
        book,
        case,
        profile,
        sfx: year.suffix(),
        hour: Hour {
            fixed,
            counted: crate::replica::counted(case),
        },
    };
    for (i, q) in case.own.iter().enumerate().filter(|_| !later) {
        out.push(of.own_served(i, q));
    }
    for (j, o) in case.rent.iter().enumerate() {
        of.rent(&mut out, j, o);
    }
    if let Some((q, j)) = hybrid_offer(case) {
        // The hybrid's first column comes after the columns written so far.
        let first = fixed + out.len() as u16;
        of.hybrid(&mut out, c, (q, j), first);
    }
    out
}

/// How a column's formula reads an hour's row: its productive GPUs, those waiting requests
/// would have kept busy, its batch GPUs, each on an option's count.
#[derive(Clone, Copy)]
struct Hour {
    /// The columns before the options': the profile's own (with the queue's, where it has
    /// one).
    fixed: u16,
    /// Whether capacity is counted in replicas served (crate::replica).
    counted: bool,
}

impl Hour {
    /// The row's productive GPUs.
    fn productive(row: u32) -> String {
        row_col_to_cell(row, PRODUCTIVE)
    }

    /// The hybrid's demand: productive GPUs, and those waiting requests would have kept
    /// busy.
    fn demand(self, row: u32) -> String {
        if self.fixed > QUEUED {
            format!(
                "{}+{}",
                row_col_to_cell(row, PRODUCTIVE),
                row_col_to_cell(row, QUEUED)
            )
        } else {
            row_col_to_cell(row, PRODUCTIVE)
        }
    }

    /// The row's batch GPUs.
    fn batch(row: u32) -> String {
        row_col_to_cell(row, BATCH)
    }

    /// The GPUs of `cell` as option `p` sees them. With capacity counted in replicas
    /// served, each option sees the hour's GPUs as the replicas they run, on its own count
    /// (crate::replica); the cached values are taken from the profile as gpucase sizes it
    /// for the option.
    fn sized(self, p: &str, cell: String) -> String {
        crate::replica::gpus(self.counted, p, &cell)
    }

    /// Option `p`'s batch GPUs in row `r`: the batch replicas on its count, never more
    /// than its productive GPUs (as gpucase's sized profile takes them).
    fn sized_batch(self, p: &str, r: u32) -> String {
        if self.counted {
            format!(
                "MIN({},{})",
                self.sized(p, Self::batch(r)),
                self.sized(p, Self::productive(r))
            )
        } else {
            Self::batch(r)
        }
    }
}

/// What the options' columns of a year are written from: the workbook's labels, the case,
/// the profile, what the year's names end in and how a formula reads an hour.
struct OptionColumns<'a, 'b> {
    book: &'a Book<'b>,
    case: &'a Case,
    profile: &'a HourlyProfile,
    sfx: String,
    hour: Hour,
}

impl OptionColumns<'_, '_> {
    /// Own quote `q`'s (the `i`th) GPUs serving each hour, of the fleet it installs in
    /// month 1.
    fn own_served(&self, i: usize, q: &OwnQuote) -> Column {
        let (case, hour) = (self.case, self.hour);
        let p = own(i);
        let gpus =
            crate::replica::usable(hour.counted, &p, &crate::tco::own_gpus(&p, q, hour.counted));
        // The fleet gpucase installs in month 1 (crates/core/src/tco/own.rs): the peak's
        // without stages, the quote as it stands with them; of it, the whole replicas serve.
        let seen = crate::replica::profile(case, q.gpu_memory_gb, self.profile);
        let first = if q.stages.is_empty() {
            fleet_for(q, seen.peak_gpus())
        } else {
            fleet_for(q, q.gpus)
        };
        let serving = crate::replica::sizing(case, q.gpu_memory_gb)
            .map_or(first.gpus, |s| first.gpus / s.option_gpus * s.option_gpus);
        Column {
            header: self.book.tr(
                "xlsx-profile-own-served",
                &gpucase_l10n::Args::new().str("id", q.id.as_str()),
            ),
            name: format!("Profile_{p}_Served"),
            formula: Some(Box::new(move |r| {
                format!("=MIN({},{gpus})", hour.sized(&p, Hour::productive(r)))
            })),
            values: per_hour(&seen, |s| s.productive_gpus.min(serving)),
        }
    }

    /// Pushes rented offer `o`'s (the `j`th) columns onto `out`: its instances each hour;
    /// with spot instances, those of the batch and of the interactive work; with a plan
    /// stopped when idle, the instances billed.
    fn rent(&self, out: &mut Vec<Column>, j: usize, o: &RentOffer) {
        let (book, sfx, hour) = (self.book, &self.sfx, self.hour);
        let p = rent(j);
        let args = gpucase_l10n::Args::new().str("id", o.id.as_str());
        let per = o.gpus_per_instance;
        let seen = crate::replica::profile(self.case, o.gpu_memory_gb, self.profile);
        let pi = p.clone();
        out.push(Column {
            header: book.tr("xlsx-profile-instances", &args),
            name: format!("Profile_{p}_Instances{sfx}"),
            formula: Some(Box::new(move |r| {
                format!(
                    "=ROUNDUP({}/{pi}_GPUsPerInstance,0)",
                    hour.sized(&pi, Hour::productive(r))
                )
            })),
            values: per_hour(&seen, |s| instances_needed(s.productive_gpus, per)),
        });
        if has_spot(o) {
            self.spot(out, &p, &args, per, &seen);
        }
        if has_stopped_plan(o) {
            let demand: Vec<u32> = seen
                .slots
                .iter()
                .map(|s| instances_needed(s.productive_gpus, per))
                .collect();
            out.push(Column {
                header: book.tr("xlsx-profile-stopped-billed", &args),
                name: format!("Profile_{p}_StoppedBilled{sfx}"),
                formula: None,
                values: stopped_when_idle(&demand, restart_hours(o)).per_hour,
            });
        }
    }

    /// Pushes the columns of rented offer `p`'s spot instances onto `out`: the batch's
    /// instances and the interactive work's, `per` GPUs to an instance, `seen` the profile
    /// in the offer's GPUs.
    fn spot(
        &self,
        out: &mut Vec<Column>,
        p: &str,
        args: &gpucase_l10n::Args,
        per: u32,
        seen: &HourlyProfile,
    ) {
        let (book, sfx, hour) = (self.book, &self.sfx, self.hour);
        let pb = p.to_owned();
        out.push(Column {
            header: book.tr("xlsx-profile-batch-instances", args),
            name: format!("Profile_{p}_BatchInstances{sfx}"),
            formula: Some(Box::new(move |r| {
                format!(
                    "=ROUNDUP({}/{pb}_GPUsPerInstance,0)",
                    hour.sized_batch(&pb, r)
                )
            })),
            values: per_hour(seen, |s| instances_needed(s.batch_gpus, per)),
        });
        let pn = p.to_owned();
        out.push(Column {
            header: book.tr("xlsx-profile-interactive-instances", args),
            name: format!("Profile_{p}_InteractiveInstances{sfx}"),
            formula: Some(Box::new(move |r| {
                format!(
                    "=ROUNDUP(({}-{})/{pn}_GPUsPerInstance,0)",
                    hour.sized(&pn, Hour::productive(r)),
                    hour.sized_batch(&pn, r)
                )
            })),
            values: per_hour(seen, |s| {
                instances_needed(s.productive_gpus.saturating_sub(s.batch_gpus), per)
            }),
        });
    }

    /// Pushes the hybrid's columns onto `out`, own quote `q` and rented offer `j`, the
    /// first at column `first`: the GPUs above its own base each hour, and the instances
    /// they need.
    fn hybrid(&self, out: &mut Vec<Column>, c: &Comparison, (q, j): (usize, usize), first: u16) {
        let (case, sfx, hour) = (self.case, &self.sfx, self.hour);
        let p = rent(j);
        let po = own(q);
        let (quote, offer) = (&case.own[q], &case.rent[j]);
        let bought = crate::tco::hybrid_gpus(&po, quote);
        // The own base in the rented offer's GPUs: the whole replicas it holds, each on the
        // offer's count (the same GPUs when not counted in replicas).
        let base = if hour.counted {
            format!("INT({bought}/{po}_ReplicaGPUs)*{p}_ReplicaGPUs")
        } else {
            bought
        };
        // gpucase's own count (`HybridOwnGPUs`: a fleet it can buy, so the formula's count
        // as bought is that count) in the offer's GPUs, and each hour's demand as the
        // offer sees it.
        let own_gpus = c
            .options
            .iter()
            .find_map(|o| o.hybrid.as_ref())
            .map_or(0, |h| h.own_gpus);
        let held = crate::replica::base(case, quote, offer, own_gpus);
        let seen = crate::replica::profile(case, offer.gpu_memory_gb, self.profile);
        let above: Vec<u32> = seen
            .slots
            .iter()
            .map(|s| s.demand_gpus().saturating_sub(held))
            .collect();
        let per = offer.gpus_per_instance;
        let pd = p.clone();
        out.push(Column {
            header: self.book.t("xlsx-profile-hybrid-above"),
            name: format!("Profile_Hybrid_AboveGPUs{sfx}"),
            formula: Some(Box::new(move |r| {
                format!("=MAX({}-{base},0)", hour.sized(&pd, hour.demand(r)))
            })),
            values: above.iter().map(|&a| Decimal::from(a)).collect(),
        });
        // The column just written (`first`): the GPUs above the own count, in the same row.
        out.push(Column {
            header: self.book.t("xlsx-profile-hybrid-instances"),
            name: format!("Profile_Hybrid_Instances{sfx}"),
            formula: Some(Box::new(move |r| {
                format!(
                    "=ROUNDUP({}/{p}_GPUsPerInstance,0)",
                    row_col_to_cell(r, first)
                )
            })),
            values: above
                .iter()
                .map(|&a| Decimal::from(instances_needed(a, per)))
                .collect(),
        });
    }
}

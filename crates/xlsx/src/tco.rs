//! The TCO sheet: one block per option, each cost item a formula over the Inputs and
//! Profile sheets (the arithmetic of crates/core/src/tco, written out), its total, the
//! productive GPU-hours and the cost per productive GPU-hour, with gpucase's exact figure
//! in the column beside each formula.
//!
//! Figures that come out of a search rather than a formula (starts and idle hours kept
//! running under gpucase's stop/start rule, capacity blocks booked) are taken from gpucase's
//! result and written as constants in the block, labelled "computed by gpucase".

use gpucase_core::Case;
use gpucase_core::case::{PricingModel, Usage};
use gpucase_core::tco::usage::instances_needed;
use gpucase_core::tco::{Comparison, CostKind, OptionResult};
use gpucase_core::workload::HourlyProfile;
use gpucase_l10n::Args;
use rust_decimal::Decimal;
use rust_xlsxwriter::utility::row_col_to_cell_absolute;

use crate::XlsxError;
use crate::book::{Book, LABEL, NOTE, OTHER, Sheet, UNIT, VALUE};
use crate::inputs::{model, own, rent};
use crate::profile::{hybrid_offer, restart_hours};

/// The column with the option id on the rows that carry a result.
pub const OPTION: u16 = 5;

/// Writes the TCO sheet.
pub(crate) fn write(
    book: &mut Book<'_>,
    case: &Case,
    profile: &HourlyProfile,
    c: &Comparison,
) -> Result<(), XlsxError> {
    let mut sheet = Sheet::new(&book.t("xlsx-sheet-tco"))?;
    for (col, width) in [
        (LABEL, 52),
        (VALUE, 20),
        (OTHER, 20),
        (UNIT, 10),
        (NOTE, 50),
        (OPTION, 34),
    ] {
        sheet.ws.set_column_width(col, width)?;
    }
    let bold = book.bold.clone();
    for (col, id) in [
        (LABEL, "xlsx-col-item"),
        (VALUE, "xlsx-col-formula"),
        (OTHER, "xlsx-col-gpucase"),
        (UNIT, "xlsx-col-unit"),
        (NOTE, "xlsx-col-note"),
        (OPTION, "xlsx-col-option"),
    ] {
        sheet.text_with(col, &book.t(id), &bold)?;
    }
    sheet.ws.set_freeze_panes(1, 0)?;
    sheet.next();
    let mut options = c.options.iter();
    let mut next = || options.next();
    for (i, _) in case.own.iter().enumerate() {
        if let Some(o) = next() {
            let mut b = Block::start(book, &mut sheet, o, label(book, case, o))?;
            own_option(&mut b, i)?;
        }
    }
    for (j, offer) in case.rent.iter().enumerate() {
        for (k, m) in offer.pricing.iter().enumerate() {
            if let Some(o) = next() {
                let mut b = Block::start(book, &mut sheet, o, label(book, case, o))?;
                rent_option(&mut b, case, profile, j, k, m)?;
            }
        }
    }
    if case.hybrid.is_some()
        && let Some(o) = next()
    {
        let mut b = Block::start(book, &mut sheet, o, label(book, case, o))?;
        hybrid_option(&mut b, case, profile)?;
    }
    book.push(sheet);
    Ok(())
}

/// The option's name in the workbook's language, as the report names it.
fn label(book: &Book<'_>, case: &Case, o: &OptionResult) -> String {
    let rent_label = |id: &str| {
        case.rent
            .iter()
            .find(|r| r.id == id)
            .map_or_else(|| id.to_owned(), |r| r.label.clone())
    };
    let own_label = |id: &str| {
        case.own
            .iter()
            .find(|q| q.id == id)
            .map_or_else(|| id.to_owned(), |q| q.label.clone())
    };
    match (&o.hybrid, o.id.split_once('/')) {
        (Some(h), _) => book.tr(
            "option-hybrid",
            &Args::new()
                .num("gpus", h.own_gpus)
                .str("own", own_label(&h.own_quote))
                .str("rent", rent_label(&h.rent_offer)),
        ),
        (None, Some((offer, model))) => book.tr(
            "option-rent",
            &Args::new()
                .str("offer", rent_label(offer))
                .str("model", model),
        ),
        (None, None) => o.label.clone(),
    }
}

fn cost_id(kind: CostKind) -> &'static str {
    match kind {
        CostKind::Purchase => "cost-purchase",
        CostKind::Licences => "cost-licences",
        CostKind::Electricity => "cost-electricity",
        CostKind::Colocation => "cost-colocation",
        CostKind::HardwareSupport => "cost-hardware-support",
        CostKind::Operations => "cost-operations",
        CostKind::ResidualValue => "cost-residual-value",
        CostKind::Compute => "cost-compute",
        CostKind::Restarts => "cost-restarts",
        CostKind::Commitment => "cost-commitment",
        CostKind::CommitmentAfterHorizon => "cost-commitment-after-horizon",
        CostKind::OnDemandOverflow => "cost-on-demand-overflow",
        CostKind::Reservation => "cost-reservation",
        CostKind::CapacityBlocks => "cost-capacity-blocks",
        CostKind::Spot => "cost-spot",
        CostKind::Storage => "cost-storage",
        CostKind::Egress => "cost-egress",
        CostKind::Ipv4 => "cost-ipv4",
        CostKind::Setup => "cost-setup",
        CostKind::SupportPlan => "cost-support-plan",
    }
}

/// One option's block on the sheet.
struct Block<'s, 'b, 'a> {
    book: &'s Book<'a>,
    sheet: &'b mut Sheet,
    option: &'s OptionResult,
    first_item: Option<u32>,
}

impl<'s, 'b, 'a> Block<'s, 'b, 'a> {
    fn start(
        book: &'s Book<'a>,
        sheet: &'b mut Sheet,
        option: &'s OptionResult,
        title: String,
    ) -> Result<Self, XlsxError> {
        sheet.row += 1;
        let heading = book.heading.clone();
        sheet.text_with(LABEL, &title, &heading)?;
        sheet.text(OPTION, &option.id)?;
        sheet.next();
        Ok(Self {
            book,
            sheet,
            option,
            first_item: None,
        })
    }

    fn here(&self, col: u16) -> String {
        row_col_to_cell_absolute(self.sheet.row, col)
    }

    /// A figure computed by gpucase, written as a constant and labelled so; its cell.
    fn constant(&mut self, id: &str, value: Decimal, unit: &str) -> Result<String, XlsxError> {
        let cell = self.here(VALUE);
        self.sheet.text(LABEL, &self.book.t(id))?;
        let decimal = self.book.decimal.clone();
        self.sheet.num(VALUE, value, &decimal)?;
        self.sheet.num(OTHER, value, &decimal)?;
        self.sheet.text(UNIT, unit)?;
        let note = self.book.note.clone();
        self.sheet
            .text_with(NOTE, &self.book.t("xlsx-computed"), &note)?;
        self.sheet.next();
        Ok(cell)
    }

    /// A figure as a formula, with gpucase's value beside it when there is one; its cell.
    fn figure(
        &mut self,
        id: &str,
        formula: &str,
        gpucase: Option<Decimal>,
        money: bool,
    ) -> Result<String, XlsxError> {
        let cell = self.here(VALUE);
        self.sheet.text(LABEL, &self.book.t(id))?;
        let format = if money {
            self.book.case_money()
        } else {
            self.book.decimal.clone()
        };
        self.sheet.formula(VALUE, formula, &format)?;
        if let Some(v) = gpucase {
            self.sheet.num(OTHER, v, &format)?;
        }
        self.sheet.next();
        Ok(cell)
    }

    /// A cost item over the horizon; gpucase's value is the sum of its lines of that kind.
    fn item(&mut self, kind: CostKind, formula: &str) -> Result<String, XlsxError> {
        if self.first_item.is_none() {
            self.first_item = Some(self.sheet.row);
        }
        let cell = self.here(VALUE);
        self.sheet.text(LABEL, &self.book.t(cost_id(kind)))?;
        let format = self.book.case_money();
        self.sheet.formula(VALUE, formula, &format)?;
        let gpucase: Decimal = self
            .option
            .breakdown
            .iter()
            .filter(|i| i.item == kind)
            .map(|i| i.amount)
            .sum();
        self.sheet.num(OTHER, gpucase, &format)?;
        self.sheet.text(UNIT, self.book.currency().code())?;
        self.sheet.next();
        Ok(cell)
    }

    /// The totals and the cost per productive GPU-hour.
    fn finish(&mut self, billed: &str, productive: &str) -> Result<(), XlsxError> {
        let o = self.option;
        let first = self.first_item.unwrap_or(self.sheet.row);
        let last = self.sheet.row.saturating_sub(1).max(first);
        let range = format!(
            "{}:{}",
            row_col_to_cell_absolute(first, VALUE),
            row_col_to_cell_absolute(last, VALUE)
        );
        let bold_money = self.book.case_money().set_bold();
        let total = self.here(VALUE);
        self.sheet
            .text_with(LABEL, &self.book.t("xlsx-total"), &self.book.bold)?;
        self.sheet
            .formula(VALUE, &format!("=SUM({range})"), &bold_money)?;
        self.sheet.num(OTHER, o.total_cost, &bold_money)?;
        self.sheet.text(UNIT, self.book.currency().code())?;
        self.sheet.text(OPTION, &o.id)?;
        self.sheet.next();
        self.figure("xlsx-billed", billed, Some(o.billed_gpu_hours), false)?;
        let per_period = self.figure(
            "xlsx-productive-period",
            productive,
            Some(o.productive_gpu_hours),
            false,
        )?;
        let horizon = self.figure(
            "xlsx-productive-horizon",
            &format!("={per_period}*Periods"),
            None,
            false,
        )?;
        let bold = self.book.bold.clone();
        let money = self.book.case_money().set_bold();
        self.sheet
            .text_with(LABEL, &self.book.t("xlsx-cost-per-productive"), &bold)?;
        self.sheet.formula(
            VALUE,
            &format!("=IF({horizon}>0,{total}/{horizon},\"\")"),
            &money,
        )?;
        match o.cost_per_productive_gpu_hour {
            Some(v) => self.sheet.num(OTHER, v, &money)?,
            None => self.sheet.text(OTHER, &self.book.t("xlsx-unknown"))?,
        }
        self.sheet.text(UNIT, self.book.currency().code())?;
        self.sheet.text(OPTION, &o.id)?;
        self.sheet.next();
        Ok(())
    }
}

/// The lifecycle items of `g` GPUs (an expression) under own quote prefix `p`.
fn own_items(b: &mut Block<'_, '_, '_>, p: &str, g: &str) -> Result<(), XlsxError> {
    let f = format!("*HorizonYears*{g}/({p}_ServiceLifeYears*{p}_GPUs)");
    let life = format!("{p}_ServiceLifeYears");
    let items = [
        (CostKind::Purchase, format!("={p}_Purchase{f}")),
        (
            CostKind::Licences,
            format!("={p}_LicencesPerYear*{life}{f}"),
        ),
        (
            CostKind::Electricity,
            format!("={p}_PowerKW*{p}_PUE*HoursPerYear*{life}*{p}_KwhPrice{f}"),
        ),
        (
            CostKind::Colocation,
            format!("={p}_ColocationPerMonth*12*{life}{f}"),
        ),
        (
            CostKind::HardwareSupport,
            format!("={p}_SupportPerYear*{life}{f}"),
        ),
        (
            CostKind::Operations,
            format!("={p}_OperatingHoursPerMonth*{p}_OperatingHourRate*12*{life}{f}"),
        ),
        (CostKind::ResidualValue, format!("=-{p}_ResidualValue{f}")),
    ];
    for (kind, formula) in items {
        b.item(kind, &formula)?;
    }
    Ok(())
}

fn own_option(b: &mut Block<'_, '_, '_>, i: usize) -> Result<(), XlsxError> {
    let p = own(i);
    own_items(b, &p, &format!("{p}_GPUs"))?;
    b.finish(
        &format!("={p}_GPUs*HoursInPeriod"),
        &format!("=SUM(Profile_{p}_Served)"),
    )
}

/// Charges outside the hourly price of offer prefix `r`: `peak` instances for IPv4,
/// `compute` for the support plan's share, `egress_share` of the traffic; with `guard`, only
/// when that cell is above zero (the hybrid rents nothing at some own counts).
struct Charges<'x> {
    peak: &'x str,
    compute: &'x str,
    egress_share: &'x str,
    guard: Option<&'x str>,
}

fn charges(
    b: &mut Block<'_, '_, '_>,
    case: &Case,
    j: usize,
    ch: &Charges<'_>,
) -> Result<(), XlsxError> {
    let r = rent(j);
    let mut tiers = Vec::new();
    let mut lower = "0".to_owned();
    for (k, t) in case.rent[j].charges.egress_tiers.iter().enumerate() {
        let per_gb = format!("{r}_Tier{}_PerGB", k + 1);
        if t.up_to_gb.is_some() {
            let up = format!("{r}_Tier{}_UpToGB", k + 1);
            tiers.push(format!(
                "MAX(MIN({up},EgressGBPerMonth)-{lower},0)*{per_gb}"
            ));
            lower = up;
        } else {
            tiers.push(format!("MAX(EgressGBPerMonth-{lower},0)*{per_gb}"));
            break;
        }
    }
    let egress = if tiers.is_empty() {
        "0".to_owned()
    } else {
        tiers.join("+")
    };
    let items = [
        (
            CostKind::Storage,
            format!("StorageGB*{r}_StoragePerGBMonth*Months"),
        ),
        (
            CostKind::Egress,
            format!("({egress})*Months*{}", ch.egress_share),
        ),
        (
            CostKind::Ipv4,
            format!("{r}_IPv4PerMonth*{}*Months", ch.peak),
        ),
        (CostKind::Setup, format!("{r}_SetupFee")),
        (
            CostKind::SupportPlan,
            format!(
                "{r}_SupportPerMonth*Months+{r}_SupportShare*({})",
                ch.compute
            ),
        ),
    ];
    for (kind, expr) in items {
        let formula = match ch.guard {
            Some(g) => format!("=IF({g}>0,{expr},0)"),
            None => format!("={expr}"),
        };
        b.item(kind, &formula)?;
    }
    Ok(())
}

/// Sum of `f` over the hours of the profile.
fn total(profile: &HourlyProfile, f: impl Fn(u32, u32) -> u32) -> Decimal {
    profile
        .slots
        .iter()
        .map(|s| Decimal::from(f(s.productive_gpus, s.batch_gpus)))
        .sum()
}

fn rent_option(
    b: &mut Block<'_, '_, '_>,
    case: &Case,
    profile: &HourlyProfile,
    j: usize,
    k: usize,
    m: &PricingModel,
) -> Result<(), XlsxError> {
    let offer = &case.rent[j];
    let o = b.option;
    let r = rent(j);
    let mp = model(j, k);
    let inst = format!("Profile_{r}_Instances");
    let peak = format!("MAX({inst})");
    let od = format!("{r}_OnDemandRate");
    let rh = format!("{r}_RestartHours");
    let gpi = format!("{r}_GPUsPerInstance");
    let per = offer.gpus_per_instance;
    let gpi_d = Decimal::from(per);
    let billed_inst = if per == 0 {
        Decimal::ZERO
    } else {
        o.billed_gpu_hours / gpi_d
    };
    let starts = o.starts_per_period.unwrap_or_default();
    let restart = restart_hours(offer);
    let hours = Decimal::from(profile.hours());
    let demand = total(profile, |p, _| instances_needed(p, per));
    let unit_h = b.book.t("xlsx-unit-instance-hours");
    let mut capacity = Vec::new();
    let billed = match m {
        PricingModel::OnDemandAlways {} => {
            capacity.push(b.item(
                CostKind::Compute,
                &format!("={peak}*HoursInPeriod*{od}*Periods"),
            )?);
            format!("={peak}*HoursInPeriod*{gpi}")
        }
        PricingModel::OnDemandStopped { .. } => {
            let s = b.constant("xlsx-starts", starts, "")?;
            let kept = billed_inst - demand - starts * restart;
            let kc = b.constant("xlsx-kept-running", kept, &unit_h)?;
            capacity.push(b.item(
                CostKind::Compute,
                &format!("=(SUM({inst})+{kc})*{od}*Periods"),
            )?);
            capacity.push(b.item(CostKind::Restarts, &format!("={s}*{rh}*{od}*Periods"))?);
            format!("=(SUM({inst})+{kc}+{s}*{rh})*{gpi}")
        }
        PricingModel::SavingsPlan { usage, .. } => {
            let covered = format!("({mp}_CommitmentPerHour/{mp}_Rate)");
            capacity.push(b.item(
                CostKind::Commitment,
                &format!("={mp}_CommitmentPerHour*HoursInPeriod*Periods"),
            )?);
            let (overflow, billed) = match usage {
                Usage::Always => (
                    format!("=MAX({peak}-{covered},0)*HoursInPeriod*{od}*Periods"),
                    format!("={peak}*HoursInPeriod*{gpi}"),
                ),
                Usage::StoppedWhenIdle => {
                    let st = format!("Profile_{r}_StoppedBilled");
                    (
                        format!("=SUMPRODUCT(({st}>{covered})*({st}-{covered}))*{od}*Periods"),
                        format!("=SUM({st})*{gpi}"),
                    )
                }
            };
            capacity.push(b.item(CostKind::OnDemandOverflow, &overflow)?);
            capacity.push(b.item(
                CostKind::CommitmentAfterHorizon,
                &format!("={mp}_CommitmentPerHour*MAX({mp}_TermYears-HorizonYears,0)*HoursPerYear"),
            )?);
            billed
        }
        PricingModel::CapacityReservation {
            reserved_instances, ..
        } => {
            let reserved = *reserved_instances;
            let above_d = total(profile, |p, _| {
                instances_needed(p, per).saturating_sub(reserved)
            });
            let s = b.constant("xlsx-starts", starts, "")?;
            let kept = billed_inst - Decimal::from(reserved) * hours - above_d - starts * restart;
            let kc = b.constant("xlsx-kept-running", kept, &unit_h)?;
            let rv = format!("{mp}_ReservedInstances");
            let above = format!("SUMPRODUCT(({inst}>{rv})*({inst}-{rv}))");
            capacity.push(b.item(
                CostKind::Reservation,
                &format!("={rv}*HoursInPeriod*{mp}_Rate*Periods"),
            )?);
            capacity.push(b.item(
                CostKind::OnDemandOverflow,
                &format!("=({above}+{kc}+{s}*{rh})*{od}*Periods"),
            )?);
            format!("=({rv}*HoursInPeriod+{above}+{kc}+{s}*{rh})*{gpi}")
        }
        PricingModel::CapacityBlock { block_days, .. } => {
            let peak_d = Decimal::from(
                profile
                    .slots
                    .iter()
                    .map(|s| instances_needed(s.productive_gpus, per))
                    .max()
                    .unwrap_or(0),
            );
            let per_block = Decimal::from(*block_days) * Decimal::from(24) * peak_d * gpi_d;
            let blocks = if per_block.is_zero() {
                Decimal::ZERO
            } else {
                o.billed_gpu_hours / per_block
            };
            let bc = b.constant("xlsx-blocks", blocks, "")?;
            capacity.push(b.item(
                CostKind::CapacityBlocks,
                &format!("={bc}*{mp}_BlockDays*24*{peak}*{mp}_Rate*Periods"),
            )?);
            format!("={bc}*{mp}_BlockDays*24*{peak}*{gpi}")
        }
        PricingModel::SpotBatch {
            interruption_overhead,
            ..
        } => {
            let batch = total(profile, |_, b| instances_needed(b, per));
            let inter = total(profile, |p, b| instances_needed(p - b, per));
            let spot_hours = batch * (Decimal::ONE + interruption_overhead.value());
            let s = b.constant("xlsx-starts", starts, "")?;
            let kept = billed_inst - spot_hours - inter - starts * restart;
            let kc = b.constant("xlsx-kept-running", kept, &unit_h)?;
            let bi = format!("Profile_{r}_BatchInstances");
            let ii = format!("Profile_{r}_InteractiveInstances");
            let spot = format!("SUM({bi})*(1+{mp}_InterruptionOverhead)");
            capacity.push(b.item(CostKind::Spot, &format!("={spot}*{mp}_Rate*Periods"))?);
            capacity.push(b.item(
                CostKind::Compute,
                &format!("=(SUM({ii})+{kc})*{od}*Periods"),
            )?);
            capacity.push(b.item(CostKind::Restarts, &format!("={s}*{rh}*{od}*Periods"))?);
            format!("=({spot}+SUM({ii})+{kc}+{s}*{rh})*{gpi}")
        }
    };
    let compute = capacity.join("+");
    charges(
        b,
        case,
        j,
        &Charges {
            peak: &peak,
            compute: &compute,
            egress_share: "1",
            guard: None,
        },
    )?;
    b.finish(&billed, "=ProductiveGPUHours")
}

fn hybrid_option(
    b: &mut Block<'_, '_, '_>,
    case: &Case,
    profile: &HourlyProfile,
) -> Result<(), XlsxError> {
    let Some((q, j)) = hybrid_offer(case) else {
        return b.finish("=0", "=ProductiveGPUHours");
    };
    let o = b.option;
    let offer = &case.rent[j];
    let per = offer.gpus_per_instance;
    let own_gpus = o.hybrid.as_ref().map_or(0, |h| h.own_gpus);
    let rented = if per == 0 {
        Decimal::ZERO
    } else {
        (o.billed_gpu_hours - Decimal::from(own_gpus) * Decimal::from(profile.hours()))
            / Decimal::from(per)
    };
    let starts = o.starts_per_period.unwrap_or_default();
    let above = total(profile, |p, _| {
        instances_needed(p.saturating_sub(own_gpus), per)
    });
    let kept = rented - above - starts * restart_hours(offer);
    let (p, r) = (own(q), rent(j));
    let (od, rh, gpi) = (
        format!("{r}_OnDemandRate"),
        format!("{r}_RestartHours"),
        format!("{r}_GPUsPerInstance"),
    );
    let unit_h = b.book.t("xlsx-unit-instance-hours");
    let s = b.constant("xlsx-starts", starts, "")?;
    let kc = b.constant("xlsx-kept-running", kept, &unit_h)?;
    let hi = "Profile_Hybrid_Instances";
    let rented_cell = b.figure(
        "xlsx-rented-instance-hours",
        &format!("=SUM({hi})+{kc}+{s}*{rh}"),
        Some(rented),
        false,
    )?;
    own_items(b, &p, "HybridOwnGPUs")?;
    let compute = b.item(
        CostKind::Compute,
        &format!("=(SUM({hi})+{kc})*{od}*Periods"),
    )?;
    let restarts = b.item(CostKind::Restarts, &format!("={s}*{rh}*{od}*Periods"))?;
    charges(
        b,
        case,
        j,
        &Charges {
            peak: &format!("MAX({hi})"),
            compute: &format!("{compute}+{restarts}"),
            egress_share: "IF(ProductiveGPUHours>0,SUM(Profile_Hybrid_AboveGPUs)/ProductiveGPUHours,0)",
            guard: Some(&rented_cell),
        },
    )?;
    b.finish(
        &format!("=HybridOwnGPUs*HoursInPeriod+{rented_cell}*{gpi}"),
        "=ProductiveGPUHours",
    )
}

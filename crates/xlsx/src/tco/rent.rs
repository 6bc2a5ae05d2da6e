//! The rented options' formulas, one pricing model at a time, and the charges outside the
//! hourly price (crates/core/src/tco/rent.rs).

use gpucase_core::Case;
use gpucase_core::case::{PricingModel, Usage};
use gpucase_core::tco::CostKind;
use gpucase_core::tco::usage::{blocks_booked, instances_needed, stopped_when_idle};
use gpucase_core::workload::HourlyProfile;
use rust_decimal::Decimal;

use super::block::Block;
use crate::XlsxError;
use crate::inputs::{model, rent};
use crate::profile::restart_hours;

/// Charges outside the hourly price of offer prefix `r`: `peak` instances for IPv4,
/// `compute` for the support plan's share, `egress_share` of the traffic; with `guard`, only
/// when that cell is above zero (the hybrid rents nothing at some own counts).
pub(super) struct Charges<'x> {
    pub peak: &'x str,
    pub compute: &'x str,
    pub egress_share: &'x str,
    pub guard: Option<&'x str>,
    /// What year 1's storage and traffic are multiplied by: `1`, or a year's factor
    /// (`GrowthFactor_Y3`) with a demand that grows.
    pub grown: &'x str,
}

pub(super) fn charges(
    b: &mut Block<'_, '_, '_>,
    case: &Case,
    j: usize,
    ch: &Charges<'_>,
) -> Result<(), XlsxError> {
    let r = rent(j);
    // The volume billed through the tiers: the rented part's own share of the traffic.
    let traffic = if ch.grown == "1" {
        "EgressGBPerMonth".to_owned()
    } else {
        format!("EgressGBPerMonth*{}", ch.grown)
    };
    let volume = if ch.egress_share == "1" {
        if ch.grown == "1" {
            traffic
        } else {
            format!("({traffic})")
        }
    } else {
        format!("({traffic}*({}))", ch.egress_share)
    };
    let storage = if ch.grown == "1" {
        "StorageGB".to_owned()
    } else {
        format!("StorageGB*{}", ch.grown)
    };
    let mut tiers = Vec::new();
    let mut lower = "0".to_owned();
    for (k, t) in case.rent[j].charges.egress_tiers.iter().enumerate() {
        let per_gb = format!("{r}_Tier{}_PerGB", k + 1);
        if t.up_to_gb.is_some() {
            let up = format!("{r}_Tier{}_UpToGB", k + 1);
            tiers.push(format!("MAX(MIN({up},{volume})-{lower},0)*{per_gb}"));
            lower = up;
        } else {
            tiers.push(format!("MAX({volume}-{lower},0)*{per_gb}"));
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
            format!("{storage}*{r}_StoragePerGBMonth*Months"),
        ),
        (CostKind::Egress, format!("({egress})*Months")),
        (
            CostKind::Ipv4,
            format!("{r}_IPv4PerMonth*{}*Months", ch.peak),
        ),
        (CostKind::Setup, format!("{r}_SetupFee*{}", ch.peak)),
        (
            CostKind::RentOperations,
            format!("RentStaffHours*StaffHourRate*{}*Months", ch.peak),
        ),
    ];
    let guarded = |expr: &str| match ch.guard {
        Some(g) => format!("=IF({g}>0,{expr},0)"),
        None => format!("={expr}"),
    };
    for (kind, expr) in items {
        b.item(kind, &guarded(&expr))?;
    }
    // The support plan's two lines, as gpucase costs them: a fixed monthly fee, and a
    // share of compute that follows compute's yearly change.
    for share in [false, true] {
        let gpucase: Decimal = b
            .option
            .breakdown
            .iter()
            .filter(|i| i.item == CostKind::SupportPlan && i.share_of_capacity == share)
            .map(|i| i.amount)
            .sum();
        let expr = if share {
            format!("{r}_SupportShare*({})", ch.compute)
        } else {
            format!("{r}_SupportPerMonth*Months")
        };
        let follows = share && gpucase_core::tco::listed_capacity(&b.option.breakdown);
        b.line(CostKind::SupportPlan, &guarded(&expr), gpucase, follows)?;
    }
    Ok(())
}

/// Sum of `f` over the hours of the profile.
pub(super) fn total(profile: &HourlyProfile, f: impl Fn(u32, u32) -> u32) -> Decimal {
    profile
        .slots
        .iter()
        .map(|s| Decimal::from(f(s.productive_gpus, s.batch_gpus)))
        .sum()
}

/// The names and gpucase's figures one rented option's formulas use.
struct Rent<'c> {
    /// Offer prefix (`Rent1`) and pricing-model prefix (`Rent1_P3`).
    r: String,
    mp: String,
    /// Per-hour instances needed, their peak, the rates and the instance size, as names.
    inst: String,
    peak: String,
    od: String,
    rh: String,
    gpi: String,
    /// GPUs per instance.
    per: u32,
    /// gpucase's billed instance-hours and starts per period, and hours per start.
    billed_inst: Decimal,
    starts: Decimal,
    restart: Decimal,
    profile: &'c HourlyProfile,
    /// What the year's Profile columns' names end in.
    sfx: &'c str,
}

impl Rent<'_> {
    /// Idle instance-hours kept running: gpucase's billed instance-hours less those the
    /// formulas count (`counted`) and the restarts.
    fn kept(&self, counted: Decimal) -> Decimal {
        self.billed_inst - counted - self.starts * self.restart
    }

    /// The starts and kept-running constants; their cells.
    fn constants(
        &self,
        b: &mut Block<'_, '_, '_>,
        counted: Decimal,
    ) -> Result<(String, String), XlsxError> {
        let unit = b.book.t("xlsx-unit-instance-hours");
        let s = b.constant("xlsx-starts", self.starts, "")?;
        let kc = b.constant("xlsx-kept-running", self.kept(counted), &unit)?;
        Ok((s, kc))
    }
}

/// The names of one year's figures: year 1's own, or with a demand that grows a later
/// year's (its Profile sheet's columns end in `_Y3`, its storage and traffic grow by
/// `GrowthFactor_Y3`).
pub(super) struct YearNames {
    pub suffix: String,
    pub grown: String,
}

impl YearNames {
    /// Year `year`'s names (year 1's with a demand that does not grow).
    pub fn of(year: u32) -> Self {
        let suffix = crate::profile::suffix(year);
        Self {
            grown: if suffix.is_empty() {
                "1".to_owned()
            } else {
                format!("GrowthFactor{suffix}")
            },
            suffix,
        }
    }
}

/// The cost items of pricing model `m` of rent offer `j` over the hourly `profile` of one
/// year (`year`: the names it reads); the formula of its billed GPU-hours per period.
pub(super) fn option(
    b: &mut Block<'_, '_, '_>,
    case: &Case,
    profile: &HourlyProfile,
    (j, k): (usize, usize),
    m: &PricingModel,
    year: &YearNames,
) -> Result<String, XlsxError> {
    let offer = &case.rent[j];
    let o = b.option;
    let r = rent(j);
    let per = offer.gpus_per_instance;
    let sfx = year.suffix.as_str();
    let inst = format!("Profile_{r}_Instances{sfx}");
    let x = Rent {
        mp: model(j, k),
        // A model that holds its capacity holds the requirements' spares beside the peak.
        peak: if m.holds_capacity() {
            format!("(MAX({inst})+Spares)")
        } else {
            format!("MAX({inst})")
        },
        od: format!("{r}_OnDemandRate"),
        rh: format!("{r}_RestartHours"),
        gpi: format!("{r}_GPUsPerInstance"),
        inst,
        r,
        per,
        billed_inst: if per == 0 {
            Decimal::ZERO
        } else {
            o.billed_gpu_hours / Decimal::from(per)
        },
        starts: o.starts_per_period.unwrap_or_default(),
        restart: restart_hours(offer),
        profile,
        sfx,
    };
    let mut capacity = Vec::new();
    let billed = match m {
        PricingModel::OnDemandAlways {} => always(b, &x, &mut capacity)?,
        PricingModel::OnDemandStopped { .. } => stopped(b, &x, &mut capacity)?,
        PricingModel::SavingsPlan { usage, .. } => savings_plan(b, &x, *usage, &mut capacity)?,
        PricingModel::CapacityReservation {
            reserved_instances, ..
        } => reservation(b, &x, *reserved_instances, case.spares(), &mut capacity)?,
        PricingModel::CapacityBlock { block_days, .. } => {
            let horizon_hours =
                u64::from(case.horizon_years) * u64::from(gpucase_core::workload::HOURS_PER_YEAR);
            blocks(b, &x, *block_days, horizon_hours, &mut capacity)?
        }
        PricingModel::SpotBatch {
            interruption_overhead,
            ..
        } => spot(b, &x, interruption_overhead.value(), &mut capacity)?,
        PricingModel::Reserved { .. } => reserved(b, &x, &mut capacity)?,
        PricingModel::MonthlyBilled { .. } => monthly(b, &x, &mut capacity)?,
    };
    let compute = capacity.join("+");
    charges(
        b,
        case,
        j,
        &Charges {
            peak: &x.peak,
            compute: &compute,
            egress_share: "1",
            guard: None,
            grown: &year.grown,
        },
    )?;
    Ok(billed)
}

/// On-demand, the peak's instances allocated every hour.
fn always(
    b: &mut Block<'_, '_, '_>,
    x: &Rent<'_>,
    cap: &mut Vec<String>,
) -> Result<String, XlsxError> {
    let Rent { peak, od, gpi, .. } = x;
    cap.push(b.item(
        CostKind::Compute,
        &format!("={peak}*HoursInPeriod*{od}*Periods"),
    )?);
    Ok(format!("={peak}*HoursInPeriod*{gpi}"))
}

/// On-demand, stopped when idle: the hours with work, the idle gaps kept running, restarts.
///
/// With starts per day given, which gaps an instance is stopped in is gpucase's choice (the
/// longest ones of each day, as many as the day allows); its starts and the gaps kept
/// running are written as computed constants, as for derived starts.
fn stopped(
    b: &mut Block<'_, '_, '_>,
    x: &Rent<'_>,
    cap: &mut Vec<String>,
) -> Result<String, XlsxError> {
    let demand = total(x.profile, |p, _| instances_needed(p, x.per));
    let (s, kc) = x.constants(b, demand)?;
    let Rent {
        inst, od, rh, gpi, ..
    } = x;
    cap.push(b.item(
        CostKind::Compute,
        &format!("=(SUM({inst})+{kc})*{od}*Periods"),
    )?);
    cap.push(b.item(CostKind::Restarts, &format!("={s}*{rh}*{od}*Periods"))?);
    Ok(format!("=(SUM({inst})+{kc}+{s}*{rh})*{gpi}"))
}

/// A savings plan: the commitment every hour, usage above it on demand, and what is still
/// owed after the horizon.
fn savings_plan(
    b: &mut Block<'_, '_, '_>,
    x: &Rent<'_>,
    usage: Usage,
    cap: &mut Vec<String>,
) -> Result<String, XlsxError> {
    let Rent {
        r,
        mp,
        peak,
        od,
        gpi,
        ..
    } = x;
    let covered = format!("({mp}_CommitmentPerHour/{mp}_Rate)");
    // Before the items, outside the total: when part of the commitment is paid, not more.
    upfront_per_term(
        b,
        &format!("={mp}_UpfrontShare*{mp}_CommitmentPerHour*{mp}_TermYears*HoursPerYear"),
    )?;
    cap.push(b.item(
        CostKind::Commitment,
        &format!("={mp}_CommitmentPerHour*HoursInPeriod*Periods"),
    )?);
    let (overflow, billed) = match usage {
        Usage::Always => (
            format!("=MAX({peak}-{covered},0)*HoursInPeriod*{od}*Periods"),
            format!("={peak}*HoursInPeriod*{gpi}"),
        ),
        Usage::StoppedWhenIdle => {
            // Each hour's commitment is used or lost in that hour: per hour, on the Profile.
            let st = format!("Profile_{r}_StoppedBilled{}", x.sfx);
            (
                format!("=SUMPRODUCT(({st}>{covered})*({st}-{covered}))*{od}*Periods"),
                format!("=SUM({st})*{gpi}"),
            )
        }
    };
    cap.push(b.item(CostKind::OnDemandOverflow, &overflow)?);
    let owed = b.item(
        CostKind::CommitmentAfterHorizon,
        &format!(
            "={mp}_CommitmentPerHour*(CEILING(HorizonYears/{mp}_TermYears,1)*{mp}_TermYears-HorizonYears)*HoursPerYear"
        ),
    )?;
    b.item(CostKind::CapacityAfterHorizon, &format!("=-{owed}"))?;
    cap.push(owed);
    Ok(billed)
}

/// What the start of each term pays, `formula`, on a row before the items with gpucase's
/// first upfront beside it; the block's upfront cell, which the Cash flows sheet pays.
fn upfront_per_term(b: &mut Block<'_, '_, '_>, formula: &str) -> Result<(), XlsxError> {
    let upfront: Decimal = b
        .option
        .timing
        .upfront
        .first()
        .map_or(Decimal::ZERO, |u| u.1);
    b.upfront = Some(b.figure("xlsx-upfront-per-term", formula, Some(upfront), true)?);
    Ok(())
}

/// Reserved instances: the peak's instances every hour at the effective rate (hourly plus
/// the upfront payment over the term's hours), and what the last whole term still owes
/// after the horizon.
fn reserved(
    b: &mut Block<'_, '_, '_>,
    x: &Rent<'_>,
    cap: &mut Vec<String>,
) -> Result<String, XlsxError> {
    let Rent { mp, peak, gpi, .. } = x;
    // Before the items, outside the total: what each term's start pays for the instances
    // (the Cash flows sheet pays it then, the rest monthly over the terms).
    upfront_per_term(b, &format!("={peak}*{mp}_Upfront"))?;
    let effective = format!("({mp}_Rate+{mp}_Upfront/({mp}_TermYears*HoursPerYear))");
    cap.push(b.item(
        CostKind::Reservation,
        &format!("={peak}*HoursInPeriod*{effective}*Periods"),
    )?);
    let owed = b.item(
        CostKind::CommitmentAfterHorizon,
        &format!(
            "={peak}*(CEILING(HorizonYears/{mp}_TermYears,1)*{mp}_TermYears-HorizonYears)*HoursPerYear*{effective}"
        ),
    )?;
    // What the last term still gives after the horizon, credited at its cost.
    b.item(CostKind::CapacityAfterHorizon, &format!("=-{owed}"))?;
    cap.push(owed);
    Ok(format!("={peak}*HoursInPeriod*{gpi}"))
}

/// Billed per month: the peak's instances every month of the horizon.
fn monthly(
    b: &mut Block<'_, '_, '_>,
    x: &Rent<'_>,
    cap: &mut Vec<String>,
) -> Result<String, XlsxError> {
    let Rent { mp, peak, gpi, .. } = x;
    cap.push(b.item(
        CostKind::Compute,
        &format!("={peak}*{mp}_MonthlyPrice*Months"),
    )?);
    Ok(format!("={peak}*HoursInPeriod*{gpi}"))
}

/// A capacity reservation: reserved instance-hours, used or not; instances above them on
/// demand, stopped when idle.
fn reservation(
    b: &mut Block<'_, '_, '_>,
    x: &Rent<'_>,
    reserved: u32,
    spares: u32,
    cap: &mut Vec<String>,
) -> Result<String, XlsxError> {
    let above = total(x.profile, |p, _| {
        instances_needed(p, x.per).saturating_sub(reserved)
    });
    let hours = Decimal::from(x.profile.hours());
    // The spares are reserved beside the instances that serve.
    let spares = Decimal::from(spares);
    let (s, kc) = x.constants(b, (Decimal::from(reserved) + spares) * hours + above)?;
    let Rent {
        inst,
        mp,
        od,
        rh,
        gpi,
        ..
    } = x;
    let rv = format!("{mp}_ReservedInstances");
    let above = format!("SUMPRODUCT(({inst}>{rv})*({inst}-{rv}))");
    cap.push(b.item(
        CostKind::Reservation,
        &format!("=({rv}+Spares)*HoursInPeriod*{mp}_Rate*Periods"),
    )?);
    cap.push(b.item(
        CostKind::OnDemandOverflow,
        &format!("=({above}+{kc}+{s}*{rh})*{od}*Periods"),
    )?);
    Ok(format!(
        "=(({rv}+Spares)*HoursInPeriod+{above}+{kc}+{s}*{rh})*{gpi}"
    ))
}

/// Capacity blocks: the blocks gpucase books over the horizon, one instance each (booked
/// per instance, running across the ends of periods).
fn blocks(
    b: &mut Block<'_, '_, '_>,
    x: &Rent<'_>,
    block_days: u32,
    horizon_hours: u64,
    cap: &mut Vec<String>,
) -> Result<String, XlsxError> {
    let demand: Vec<u32> = x
        .profile
        .slots
        .iter()
        .map(|s| instances_needed(s.productive_gpus, x.per))
        .collect();
    let local: Vec<u8> = x.profile.slots.iter().map(|s| s.local_hour).collect();
    let blocks = blocks_booked(&demand, &local, horizon_hours, block_days);
    let bc = b.constant("xlsx-blocks", Decimal::from(blocks), "")?;
    let Rent { mp, gpi, .. } = x;
    cap.push(b.item(
        CostKind::CapacityBlocks,
        &format!("={bc}*{mp}_BlockDays*24*{mp}_Rate"),
    )?);
    Ok(format!("={bc}*{mp}_BlockDays*24*{gpi}/Periods"))
}

/// Spot for the batch hours (with the hours lost to interruptions), on demand, stopped
/// when idle, for the interactive ones.
fn spot(
    b: &mut Block<'_, '_, '_>,
    x: &Rent<'_>,
    overhead: Decimal,
    cap: &mut Vec<String>,
) -> Result<String, XlsxError> {
    let batch = total(x.profile, |_, b| instances_needed(b, x.per));
    let inter = total(x.profile, |p, b| {
        instances_needed(p.saturating_sub(b), x.per)
    });
    // The spot instances' own starts and the gaps they are kept through, as gpucase finds
    // them (stopped when idle over the batch hours).
    let batch_demand: Vec<u32> = x
        .profile
        .slots
        .iter()
        .map(|s| instances_needed(s.batch_gpus, x.per))
        .collect();
    let spot_usage = stopped_when_idle(&batch_demand, x.restart);
    let unit = b.book.t("xlsx-unit-instance-hours");
    let ss = b.constant("xlsx-spot-starts", spot_usage.starts, "")?;
    let skc = b.constant(
        "xlsx-spot-kept-running",
        spot_usage.running_hours - batch,
        &unit,
    )?;
    let spot_counted = batch * (Decimal::ONE + overhead) + spot_usage.running_hours - batch
        + spot_usage.restart_hours;
    let (s, kc) = x.constants(b, spot_counted + inter)?;
    let Rent {
        r, mp, od, rh, gpi, ..
    } = x;
    let bi = format!("Profile_{r}_BatchInstances{}", x.sfx);
    let ii = format!("Profile_{r}_InteractiveInstances{}", x.sfx);
    let spot = format!("(SUM({bi})*(1+{mp}_InterruptionOverhead)+{skc}+{ss}*{rh})");
    cap.push(b.item(CostKind::Spot, &format!("={spot}*{mp}_Rate*Periods"))?);
    cap.push(b.item(
        CostKind::Compute,
        &format!("=(SUM({ii})+{kc})*{od}*Periods"),
    )?);
    cap.push(b.item(CostKind::Restarts, &format!("={s}*{rh}*{od}*Periods"))?);
    Ok(format!("=({spot}+SUM({ii})+{kc}+{s}*{rh})*{gpi}"))
}

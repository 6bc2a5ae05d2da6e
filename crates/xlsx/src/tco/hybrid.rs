//! The hybrid's formulas: the own quote's items for the hybrid's own GPUs (a named input the
//! analyst may change) and on-demand instances, stopped when idle, for the GPUs above them
//! (crates/core/src/tco/hybrid.rs).

use gpucase_core::Case;
use gpucase_core::case::OwnQuote;
use gpucase_core::tco::CostKind;
use gpucase_core::tco::usage::{instances_needed, stopped_when_idle};
use gpucase_core::workload::HourlyProfile;
use rust_decimal::Decimal;
use rust_xlsxwriter::utility::row_col_to_cell_absolute;

use super::block::Block;
use super::rent::{Charges, YearNames, charges};
use crate::XlsxError;
use crate::book::{LABEL, NOTE, OTHER, UNIT};
use crate::inputs::{own, rent};
use crate::profile::{hybrid_offer, restart_hours};

/// The hybrid's cost items over the hourly `profile` of one year (`year`: the names it
/// reads), its table of own counts reaching at least `top` GPUs (the last year's peak
/// under growth, so that every year's table holds the count chosen over the years); the
/// formula of its billed GPU-hours per period.
pub(super) fn option(
    b: &mut Block<'_, '_, '_>,
    case: &Case,
    profile: &HourlyProfile,
    year: &YearNames,
    top: u32,
) -> Result<String, XlsxError> {
    let Some((q, j)) = hybrid_offer(case) else {
        return Ok("=0".to_owned());
    };
    let sfx = year.suffix.as_str();
    let o = b.option;
    let offer = &case.rent[j];
    let quote = &case.own[q];
    let per = offer.gpus_per_instance;
    let own_gpus = o.hybrid.as_ref().map_or(0, |h| h.own_gpus);
    let rented = if per == 0 {
        Decimal::ZERO
    } else {
        (o.billed_gpu_hours - Decimal::from(own_gpus) * Decimal::from(profile.hours()))
            / Decimal::from(per)
    };
    let starts = o.starts_per_period.unwrap_or_default();
    // With capacity counted in replicas served, the rented part sees the profile in the
    // offer's GPUs and the own base as the whole replicas it holds, on the offer's count.
    let rent_profile = crate::replica::profile(case, offer.gpu_memory_gb, profile);
    let base = |own: u32| crate::replica::base(case, quote, offer, own);
    let above: Decimal = rent_profile
        .slots
        .iter()
        .map(|s| {
            Decimal::from(instances_needed(
                s.demand_gpus().saturating_sub(base(own_gpus)),
                per,
            ))
        })
        .sum();
    let kept = rented - above - starts * restart_hours(offer);
    let (p, r) = (own(q), rent(j));
    let (od, rh, gpi) = (
        format!("{r}_OnDemandRate"),
        format!("{r}_RestartHours"),
        format!("{r}_GPUsPerInstance"),
    );
    let own_peak = crate::replica::profile(case, quote.gpu_memory_gb, profile).peak_demand_gpus();
    let top = gpucase_core::tco::fleet_for(quote, own_peak)
        .gpus
        .max(own_peak)
        .max(top);
    let (starts_range, kept_range) =
        table(b, &rent_profile, per, restart_hours(offer), top, &base)?;
    let bought = hybrid_gpus(&p, quote);
    let pick = |range: &str| format!("=INDEX({range},{bought}+1)");
    let s = b.figure("xlsx-starts", &pick(&starts_range), Some(starts), false)?;
    let kc = b.figure("xlsx-kept-running", &pick(&kept_range), Some(kept), false)?;
    let hi = format!("Profile_Hybrid_Instances{sfx}");
    let rented_cell = b.figure(
        "xlsx-rented-instance-hours",
        &format!("=SUM({hi})+{kc}+{s}*{rh}"),
        Some(rented),
        false,
    )?;
    let servers = hybrid_servers(&p, quote);
    super::own::items(
        b,
        &p,
        quote,
        &servers,
        &format!("({bought}-{servers}*{p}_GPUs)"),
        &[],
    )?;
    let compute = b.item(
        CostKind::Compute,
        &format!("=(SUM({hi})+{kc})*{od}*Periods"),
    )?;
    let restarts = b.item(CostKind::Restarts, &format!("={s}*{rh}*{od}*Periods"))?;
    // The rented part's share of the traffic: its GPU-hours over the productive ones, both
    // in the offer's GPUs.
    let productive = format!(
        "SUMPRODUCT({})",
        crate::replica::gpus(
            crate::replica::counted(case),
            &r,
            &format!("Profile_ProductiveGPUs{sfx}")
        )
    );
    let egress_share =
        format!("IF({productive}>0,SUM(Profile_Hybrid_AboveGPUs{sfx})/{productive},0)");
    charges(
        b,
        case,
        j,
        &Charges {
            peak: &format!("MAX({hi})"),
            compute: &format!("{compute}+{restarts}"),
            egress_share: &egress_share,
            guard: Some(&rented_cell),
            grown: &year.grown,
        },
    )?;
    // Two stacks to run when the base is owned and the peaks are rented.
    b.item(
        CostKind::SecondStack,
        &format!("=IF(AND({bought}>0,{rented_cell}>0),SecondStackHours*StaffHourRate*Months,0)"),
    )?;
    Ok(format!("={bought}*HoursInPeriod+{rented_cell}*{gpi}"))
}

/// The hybrid's own servers, own quote `q` of prefix `p`: as many as the count the analyst
/// typed (`HybridOwnGPUs`) needs, none for none.
fn hybrid_servers(p: &str, q: &OwnQuote) -> String {
    let slots = if q.cards.is_some() {
        format!("{p}_Slots")
    } else {
        format!("{p}_GPUs")
    };
    format!("CEILING(HybridOwnGPUs/{slots},1)")
}

/// The hybrid's own GPUs as bought, own quote `q` of prefix `p`: the count the analyst
/// typed (`HybridOwnGPUs`), up to what can be bought: whole servers with their quoted
/// cards, and cards into free slots where the quote states them.
pub(crate) fn hybrid_gpus(p: &str, q: &OwnQuote) -> String {
    let servers = hybrid_servers(p, q);
    if q.cards.is_some() {
        format!("MAX(HybridOwnGPUs,{servers}*{p}_GPUs)")
    } else {
        format!("({servers}*{p}_GPUs)")
    }
}

/// The rented part's starts and idle hours kept running at every own GPU count from 0 to
/// `top` (`profile` in the rented offer's GPUs, `base` the own count in them), as gpucase's stop/start rule gives them (usage.rs), with gpucase's total at
/// each count: the hybrid's formulas pick the row of `HybridOwnGPUs`, so that the analyst
/// can change the count. Returns the ranges of the starts and of the kept hours.
fn table(
    b: &mut Block<'_, '_, '_>,
    profile: &HourlyProfile,
    per: u32,
    restart: Decimal,
    top: u32,
    base: &dyn Fn(u32) -> u32,
) -> Result<(String, String), XlsxError> {
    let bold = b.book.bold.clone();
    let note = b.book.note.clone();
    let decimal = b.book.decimal.clone();
    let money = b.book.case_money();
    let sheet = &mut *b.sheet;
    sheet.text_with(LABEL, &b.book.t("xlsx-hybrid-table"), &bold)?;
    sheet.text_with(NOTE, &b.book.t("xlsx-computed"), &note)?;
    sheet.next();
    for (col, id) in [
        (LABEL, "xlsx-in-hybrid-own-gpus"),
        (OTHER, "xlsx-total"),
        (UNIT, "xlsx-starts"),
        (NOTE, "xlsx-kept-running"),
    ] {
        sheet.text_with(col, &b.book.t(id), &bold)?;
    }
    sheet.next();
    let first = sheet.row;
    let curve = b
        .option
        .hybrid
        .as_ref()
        .map(|h| h.curve.as_slice())
        .unwrap_or_default();
    // Every count up to the GPUs of the servers the peak needs, so that any count the
    // analyst types finds its row; gpucase's totals stand at the whole servers it costed.
    for own_gpus in 0..=top {
        let demand: Vec<u32> = profile
            .slots
            .iter()
            .map(|s| instances_needed(s.demand_gpus().saturating_sub(base(own_gpus)), per))
            .collect();
        let usage = stopped_when_idle(&demand, restart);
        let worked: Decimal = demand.iter().map(|&d| Decimal::from(d)).sum();
        sheet.num(LABEL, Decimal::from(own_gpus), &b.book.integer)?;
        if let Some(point) = curve.iter().find(|p| p.own_gpus == own_gpus) {
            sheet.num(OTHER, point.total_cost, &money)?;
        }
        sheet.num(UNIT, usage.starts, &decimal)?;
        sheet.num(NOTE, usage.running_hours - worked, &decimal)?;
        sheet.next();
    }
    let last = sheet.row.saturating_sub(1);
    let range = |col| {
        format!(
            "{}:{}",
            row_col_to_cell_absolute(first, col),
            row_col_to_cell_absolute(last, col)
        )
    };
    Ok((range(UNIT), range(NOTE)))
}

//! The hybrid's formulas: the own quote's items for the hybrid's own GPUs (a named input the
//! analyst may change) and on-demand instances, stopped when idle, for the GPUs above them
//! (crates/core/src/tco/hybrid.rs).

use gpucase_core::Case;
use gpucase_core::tco::CostKind;
use gpucase_core::tco::usage::instances_needed;
use gpucase_core::workload::HourlyProfile;
use rust_decimal::Decimal;

use super::block::Block;
use super::rent::{Charges, charges, total};
use crate::XlsxError;
use crate::inputs::{own, rent};
use crate::profile::{hybrid_offer, restart_hours};

pub(super) fn option(
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
    super::own::items(b, &p, "HybridOwnGPUs")?;
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

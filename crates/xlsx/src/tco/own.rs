//! The own option's formulas: the quote's lifecycle cost over the horizon, pro rata of the
//! service life and of the GPUs taken (crates/core/src/tco/own.rs).

use gpucase_core::tco::CostKind;

use super::block::Block;
use crate::XlsxError;
use crate::inputs::own;

/// The lifecycle items of `g` GPUs (an expression) under own quote prefix `p`.
pub(super) fn items(b: &mut Block<'_, '_, '_>, p: &str, g: &str) -> Result<(), XlsxError> {
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

pub(super) fn option(b: &mut Block<'_, '_, '_>, i: usize) -> Result<(), XlsxError> {
    let p = own(i);
    items(b, &p, &format!("{p}_GPUs"))?;
    b.finish(
        &format!("={p}_GPUs*HoursInPeriod"),
        &format!("=SUM(Profile_{p}_Served)"),
    )
}

//! The own option's formulas: the lifecycle cost of whole servers of the quote over the
//! horizon, pro rata of the service life (crates/core/src/tco/own.rs).

use gpucase_core::tco::CostKind;

use super::block::Block;
use crate::XlsxError;
use crate::inputs::own;

/// Whole servers of own quote prefix `p` that hold `g` GPUs (an expression): a quote is one
/// server, never bought in part.
pub(super) fn servers(p: &str, g: &str) -> String {
    format!("MAX(CEILING({g}/{p}_GPUs,1),1)")
}

/// GPUs of the own option of prefix `p`: the servers the profile's peak needs.
pub(crate) fn own_gpus(p: &str) -> String {
    format!("({}*{p}_GPUs)", servers(p, "PeakGPUs"))
}

/// The lifecycle items of `n` whole servers (an expression) of own quote prefix `p`.
pub(super) fn items(b: &mut Block<'_, '_, '_>, p: &str, n: &str) -> Result<(), XlsxError> {
    let f = format!("*HorizonYears*{n}/{p}_ServiceLifeYears");
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
    items(b, &p, &servers(&p, "PeakGPUs"))?;
    b.finish(
        &format!("={}*HoursInPeriod", own_gpus(&p)),
        &format!("=SUM(Profile_{p}_Served)"),
    )
}

//! The TCO engine's terms, as message ids the report and the workbook both use.

use gpucase_core::tco::CostKind;

/// The message id of a cost line (`cost-purchase`, `cost-egress`, …), in report.ftl.
pub fn cost_message_id(kind: CostKind) -> &'static str {
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

/// The arguments of `price-changes` (report.ftl), which the report and the CLI both say
/// under the options: the yearly changes the totals assume, signed; `None` when prices stay
/// as they are today.
pub fn price_change_args(
    loc: &crate::Localizer,
    c: &gpucase_core::tco::Comparison,
) -> Option<crate::Args> {
    if c.rent_change.is_zero() && c.electricity_change.is_zero() {
        return None;
    }
    let signed = |d: rust_decimal::Decimal| {
        let p = loc.percent(d.abs(), 2);
        if d.is_sign_negative() && !d.is_zero() {
            format!("−{p}")
        } else {
            format!("+{p}")
        }
    };
    Some(
        crate::Args::new()
            .str("rent", signed(c.rent_change))
            .str("electricity", signed(c.electricity_change)),
    )
}

//! An option's block when the case's demand grows every year (crates/core/src/tco/growth.rs):
//! the formulas of the other blocks cost one period that repeats, so here every item, the
//! stages gpucase chose and the per-period figures are gpucase's, written as constants and
//! labelled so. The totals and the cost per productive GPU-hour stay formulas over them.

use rust_decimal::Decimal;

use super::block::Block;
use crate::XlsxError;
use crate::book::{LABEL, NOTE, OTHER, UNIT, VALUE};

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

//! The report's sections after the recommendation: workload (with the week heatmap and the
//! measured metrics), the compared options and their breakdowns, break-even, sensitivity and tornado, shortlisted offers, checklist, switching
//! notes, assumptions and sources, and the appendix of inputs: one file each (issue 36).

pub(crate) use gpucase_core::checklist::{self, Concern, Question, Source};
pub(crate) use gpucase_core::measured::Measured;
pub(crate) use gpucase_core::offer::Offer;
pub(crate) use gpucase_core::tco::sensitivity::{curves, default_shares};
pub(crate) use gpucase_core::tco::tornado::{SWING, TornadoInput};
pub(crate) use gpucase_core::workload::{Days, HourlyProfile, Period, WindowKind};
pub(crate) use gpucase_core::{Case, Comparison};
pub(crate) use gpucase_l10n::Args;
pub(crate) use jiff::civil::Date;
pub(crate) use rust_decimal::Decimal;

pub(crate) use crate::charts;
pub(crate) use crate::layout::{Align, Column, Flow, Font, Row};
pub(crate) use crate::memo::Selection;
pub(crate) use crate::text::{Words, period_key, sentence};
pub(crate) use crate::{BODY, HEADING, ReportError, SMALL, pairs, pairs_wide};

mod appendix;
mod assumptions;
mod breakdown;
mod offer_checklist;
mod offers;
mod options;
mod sensitivity;
mod switching;
mod workload;

pub(crate) use appendix::*;
pub(crate) use assumptions::*;
pub(crate) use breakdown::*;
pub(crate) use offer_checklist::*;
pub(crate) use offers::*;
pub(crate) use options::*;
pub(crate) use sensitivity::*;
pub(crate) use switching::*;
pub(crate) use workload::*;

/// A `YYYY-MM-DD…` string as a date in the report's language; as given when it is not one.
pub(crate) fn date_text(w: &Words<'_>, text: &str) -> String {
    text.get(..10)
        .and_then(|d| d.parse::<Date>().ok())
        .map_or_else(|| text.to_owned(), |d| w.loc.date(d))
}

pub(crate) fn quantity(w: &Words<'_>, q: Decimal, max_dp: u32) -> String {
    let r = q.round_dp(max_dp).normalize();
    w.loc.number(r, r.scale())
}

//! The XLSX workbook of a case: its inputs, its hourly profile, the TCO of every option as
//! live Excel formulas over those inputs, the shortlisted offers and the buyer's checklist.
//!
//! The point of the workbook is that an analyst can audit the arithmetic and change an input
//! in Excel or LibreOffice and see the result move. So every cost item on the TCO sheet is a
//! formula over defined names on the Inputs sheet (`=Own1_Purchase*HorizonYears/...`) and
//! over per-hour columns on the Profile sheet; gpucase's own exact result stands beside it in
//! a "gpucase" column. The few figures that are the outcome of a search rather than of a
//! formula (starts of instances stopped when idle, idle gaps kept running, capacity blocks
//! booked, the hybrid's own GPU count) are written as constants and labelled "computed by
//! gpucase" on the sheet itself.
//!
//! Every formula is written with its result cached, as a spreadsheet that calculated it
//! would save it: gpucase's own figure for that cell (an input converted, a factor, an
//! hour's instances, a month's cash flow), so that a viewer that does not recalculate (a
//! mail preview, a browser) shows the figures instead of zeros.
//!
//! Money is exact in gpucase; Excel holds IEEE doubles, so amounts are written as the
//! nearest `f64` and a recalculated workbook agrees with gpucase to the cent, not beyond.
//! The workbook's bytes depend only on the inputs: the document's creation date is fixed.

mod book;
mod inputs;
mod offers;
mod profile;
mod replica;
mod tco;

use gpucase_core::Case;
use gpucase_core::tco::Comparison;
use gpucase_core::workload::HourlyProfile;
use gpucase_l10n::Localizer;
use gpucase_message::{Describe, Message};

/// Why a workbook could not be written.
#[derive(Debug, thiserror::Error)]
pub enum XlsxError {
    /// The XLSX writer refused something (a name, a sheet, the archive).
    Write(#[from] rust_xlsxwriter::XlsxError),
    /// The comparison was not computed from this case and profile.
    Mismatch {
        /// The case's id.
        case: String,
        /// Options the case defines.
        expected: usize,
        /// Options in the comparison.
        found: usize,
    },
    /// An amount is in a currency the case has no exchange rate for.
    NoRate {
        /// The input at fault, as the case file names it.
        field: String,
        /// Its currency.
        from: String,
        /// The case currency.
        to: String,
    },
}

impl Describe for XlsxError {
    /// Why the XLSX workbook could not be written; the XLSX writer's own text is the
    /// detail.
    fn message(&self) -> Message {
        match self {
            XlsxError::Write(d) => Message::detail("error-xlsx-write", d),
            XlsxError::Mismatch {
                case,
                expected,
                found,
            } => Message::new("error-xlsx-mismatch")
                .text("case", case.clone())
                .num("expected", *expected)
                .num("found", *found),
            XlsxError::NoRate { field, from, to } => Message::new("error-xlsx-no-rate")
                .text("field", field.clone())
                .text("from", from.clone())
                .text("to", to.clone()),
        }
    }
}

gpucase_message::display_in_english!(XlsxError);

/// Writes the workbook of `case` for `profile`, with `comparison` (computed by
/// [`gpucase_core::tco::compare`] from the same case and profile) beside the formulas, its
/// labels in the language of `loc`.
pub fn write_workbook(
    case: &Case,
    profile: &HourlyProfile,
    comparison: &Comparison,
    loc: &Localizer,
) -> Result<Vec<u8>, XlsxError> {
    let expected = case.own.len()
        + case.rent.iter().map(|o| o.pricing.len()).sum::<usize>()
        + usize::from(case.hybrid.is_some());
    if expected != comparison.options.len() {
        return Err(XlsxError::Mismatch {
            case: case.id.clone(),
            expected,
            found: comparison.options.len(),
        });
    }
    let mut book = book::Book::new(loc, case.currency);
    inputs::write(&mut book, case, comparison)?;
    profile::write(&mut book, case, profile, comparison)?;
    tco::write(&mut book, case, profile, comparison)?;
    offers::write(&mut book, case)?;
    book.finish()
}

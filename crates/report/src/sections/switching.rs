//! The switching notes (EU Data Act), worded by `crate::switching`.

use super::*;

pub(crate) fn switching(
    flow: &mut Flow,
    w: &Words<'_>,
    case: &Case,
    report_date: Date,
) -> Result<(), ReportError> {
    crate::switching::section(flow, w, case, report_date)
}

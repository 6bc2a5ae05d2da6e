//! The Offers and Checklist sheets: the shortlisted offers as they were seen (isolation,
//! allocation, host, location, price, charges, price date) and the buyer's checklist
//! answers per offer with their source. Words come from the report's messages, so the
//! workbook and the PDF describe an offer alike.

use gpucase_core::Case;
use gpucase_core::checklist::{Question, Source, of_case};
use gpucase_core::offer::Offer;
use gpucase_l10n::Args;

use crate::XlsxError;
use crate::book::{Book, Sheet};

/// Writes both sheets.
pub(crate) fn write(book: &mut Book<'_>, case: &Case) -> Result<(), XlsxError> {
    offers(book, case)?;
    checklist(book, case)
}

fn header(book: &Book<'_>, sheet: &mut Sheet, ids: &[&str]) -> Result<(), XlsxError> {
    let bold = book.bold.clone();
    for (col, id) in ids.iter().enumerate() {
        sheet.text_with(col as u16, &book.t(id), &bold)?;
        sheet.ws.set_column_width(col as u16, 22)?;
    }
    sheet.ws.set_freeze_panes(1, 0)?;
    sheet.next();
    Ok(())
}

fn offers(book: &mut Book<'_>, case: &Case) -> Result<(), XlsxError> {
    let mut sheet = Sheet::new(&book.t("xlsx-sheet-offers"))?;
    header(
        book,
        &mut sheet,
        &[
            "xlsx-offer-provider",
            "xlsx-offer-id",
            "xlsx-offer-gpu",
            "xlsx-offer-gpus",
            "xlsx-offer-isolation",
            "xlsx-offer-allocation",
            "xlsx-offer-host-status",
            "xlsx-offer-location",
            "xlsx-offer-price",
            "xlsx-offer-currency",
            "xlsx-offer-period",
            "xlsx-offer-model",
            "xlsx-offer-charges",
            "xlsx-offer-price-date",
            "xlsx-offer-source",
        ],
    )?;
    if case.shortlist.is_empty() {
        let note = book.note.clone();
        sheet.text_with(0, &book.t("xlsx-no-offers"), &note)?;
    }
    for o in &case.shortlist {
        sheet.text(0, &o.provider)?;
        sheet.text(1, &o.offer_id)?;
        sheet.text(2, &o.gpu.model)?;
        sheet
            .ws
            .write_number(sheet.row, 3, f64::from(o.gpu.count))?;
        let loc = book.loc();
        sheet.text(4, &gpucase_l10n::offer::isolation(loc, &o.isolation))?;
        sheet.text(5, &gpucase_l10n::offer::allocation(loc, &o.allocation))?;
        sheet.text(6, &gpucase_l10n::offer::host_status(loc, o.host_status))?;
        sheet.text(7, &location(book, o))?;
        let money = book.money(o.price.amount.currency());
        sheet.num(8, o.price.amount.amount(), &money)?;
        sheet.text(9, o.price.amount.currency().code())?;
        sheet.text(10, &format!("{:?}", o.price.period).to_lowercase())?;
        sheet.text(11, o.price.model.key())?;
        sheet.text(12, &gpucase_l10n::offer::charges(book.loc(), o))?;
        sheet.text(13, &o.fetched_at)?;
        sheet.text(14, &o.source_url)?;
        sheet.next();
    }
    book.push(sheet);
    Ok(())
}

fn location(book: &Book<'_>, o: &Offer) -> String {
    let l = &o.location;
    let parts: Vec<&str> = [
        l.datacenter.as_deref(),
        l.city.as_deref(),
        l.region.as_deref(),
        l.country.as_deref(),
    ]
    .into_iter()
    .flatten()
    .collect();
    if parts.is_empty() {
        return book.t("location-unknown");
    }
    parts.join(", ")
}

fn question_key(q: Question) -> &'static str {
    match q {
        Question::Isolation => "isolation",
        Question::GpuShare => "gpu_share",
        Question::ExtraCharges => "extra_charges",
        Question::HostAndLocation => "host_and_location",
        Question::Billing => "billing",
    }
}

fn source(book: &Book<'_>, s: &Source) -> String {
    match s {
        Source::Offer { fetched_at } => book.tr(
            "source-offer",
            &Args::new().str("date", fetched_at.as_str()),
        ),
        Source::Verified { probed_at } => book.tr(
            "source-verified",
            &Args::new().str("date", probed_at.as_str()),
        ),
        Source::Analyst {
            note,
            document: Some(d),
        } => book.tr(
            "source-analyst-document",
            &Args::new()
                .str("note", note.as_str())
                .str("document", d.as_str()),
        ),
        Source::Analyst { note, .. } => {
            book.tr("source-analyst", &Args::new().str("note", note.as_str()))
        }
        Source::Unknown { reason, because } => book.tr(
            "source-unknown",
            &Args::new().str(
                "reason",
                gpucase_l10n::findings::unknown_reason(book.loc(), reason, *because),
            ),
        ),
    }
}

fn checklist(book: &mut Book<'_>, case: &Case) -> Result<(), XlsxError> {
    let mut sheet = Sheet::new(&book.t("xlsx-sheet-checklist"))?;
    header(
        book,
        &mut sheet,
        &[
            "xlsx-check-offer",
            "xlsx-check-question",
            "xlsx-check-answer",
            "xlsx-check-source",
            "xlsx-check-contradictions",
        ],
    )?;
    let lists = of_case(case);
    if lists.is_empty() {
        let note = book.note.clone();
        sheet.text_with(0, &book.t("xlsx-no-offers"), &note)?;
    }
    for list in &lists {
        for a in &list.answers {
            sheet.text(0, &list.offer)?;
            let q = book.tr(
                "question",
                &Args::new().str("question", question_key(a.question)),
            );
            sheet.text(1, &q)?;
            sheet.text(2, &a.answer)?;
            sheet.text(3, &source(book, &a.source))?;
            let contradictions: Vec<String> = a
                .contradictions
                .iter()
                .map(|x| gpucase_l10n::findings::contradiction(book.loc(), x))
                .collect();
            sheet.text(4, &contradictions.join("; "))?;
            sheet.next();
        }
    }
    book.push(sheet);
    Ok(())
}

//! Assumptions and sources, and the options the requirements exclude.

use super::*;

pub(crate) fn assumptions(flow: &mut Flow, w: &Words<'_>, case: &Case, sel: &Selection) {
    let shown_rent = shown_rent(case, sel);
    let shown_offers = offers_of(case, sel);
    flow.heading(&w.t("heading-assumptions"), HEADING);
    let mut lines = vec![w.tr(
        "assumptions-method",
        &Args::new().str("version", env!("CARGO_PKG_VERSION")),
    )];
    if case.exchange_rates.is_empty() {
        lines.push(w.tr(
            "assumptions-no-rates",
            &Args::new().str("currency", case.currency.code()),
        ));
    }
    for r in &case.exchange_rates {
        let rate = r.rate.value().normalize();
        let mut args = Args::new()
            .str("from", r.from.code())
            .str("to", r.to.code())
            .str("rate", w.loc.number(rate, rate.scale()))
            .str("date", w.loc.date(r.date))
            .str("source", r.source.as_str());
        let id = match r.year {
            Some(year) => {
                args = args.num("year", year);
                "assumptions-rate-year"
            }
            None => "assumptions-rate",
        };
        lines.push(w.tr(id, &args));
    }
    for q in &case.own {
        lines.push(
            w.tr(
                "assumptions-own",
                &Args::new()
                    .str("label", q.label.as_str())
                    .str("source", q.source.as_str()),
            ),
        );
    }
    for o in case
        .rent
        .iter()
        .filter(|o| shown_rent.contains(&o.id.as_str()))
    {
        lines.push(
            w.tr(
                "assumptions-rent",
                &Args::new()
                    .str(
                        "label",
                        gpucase_l10n::options::rent_name(w.loc, case, &o.id),
                    )
                    .str("provider", w.provider(&o.provider))
                    .str("source", o.source.as_str()),
            ),
        );
    }
    for o in shown_offers {
        lines.push(
            w.tr(
                "assumptions-snapshot",
                &Args::new()
                    .str("offer", o.offer_id.as_str())
                    .str("provider", w.provider(&o.provider))
                    .str(
                        "provider_elides",
                        gpucase_l10n::elides(w.provider(&o.provider)),
                    )
                    .str("date", date_text(w, &o.fetched_at))
                    .str("url", o.source_url.as_str()),
            ),
        );
    }
    if let Some(m) = &case.metrics {
        let (from, to) = measured_period(w, m);
        lines.push(
            w.tr(
                "assumptions-metrics",
                &Args::new()
                    .str("from", from)
                    .str("to", to)
                    .str("zone", m.time_zone.as_str())
                    .str("imported", date_text(w, &m.imported_at)),
            ),
        );
    }
    for line in lines {
        flow.paragraph(&sentence(&line), Font::Regular, SMALL, 0.0);
        flow.space(0.8);
    }
    flow.space(1.5);
    let description = w.tr(
        "assumptions-description",
        &Args::new().str("description", case.description.trim()),
    );
    flow.paragraph(&sentence(&description), Font::Regular, SMALL, 0.0);
    flow.space(2.0);
    flow.paragraph(&w.t("assumptions-rounding"), Font::Regular, SMALL, 0.0);
}

/// The excluded options, grouped by reason, one line each: name, cost per productive
/// GPU-hour and every reason that keeps it out.
pub(crate) fn excluded_table(flow: &mut Flow, w: &Words<'_>, c: &Comparison, sel: &Selection) {
    if sel.groups.is_empty() {
        return;
    }
    flow.heading(&w.t("heading-excluded"), HEADING - 2.0);
    let columns_for = |option_width: f32| {
        vec![
            Column {
                header: w.t("options-col-option"),
                width: option_width,
                align: Align::Left,
            },
            Column {
                header: crate::rank_header(w, c),
                width: 24.0,
                align: Align::Right,
            },
            Column {
                header: w.t("excluded-col-also"),
                width: crate::layout::CONTENT_WIDTH - 24.0 - option_width,
                align: Align::Left,
            },
        ]
    };
    for g in &sel.groups {
        if g.listed.is_empty() {
            continue;
        }
        let group_key = crate::memo::reason_key(&g.reason);
        // The group's reason heads the table; a row says what else keeps its option out,
        // and the group's own reason where the option's clause says more than the heading
        // (the country, the memory, what the probe found).
        let rows = listed_rows(w, c, &g.listed, |o| {
            o.eligibility
                .excluded_by
                .iter()
                .filter(|e| crate::memo::reason_key(e) != group_key || has_detail(e))
                .map(|e| gpucase_l10n::eligibility::exclusion(w.loc, e))
                .collect::<Vec<_>>()
                .join(&w.t("list-separator"))
        });
        let heading = gpucase_l10n::eligibility::exclusion_group(w.loc, &g.reason, g.options.len());
        // The option's name and the other reasons share the room as makes the table
        // shortest.
        let columns = crate::shortest(
            (0..=30).map(|k| 50.0 + 2.0 * k as f32),
            columns_for,
            &rows,
            7.5,
        );
        flow.keep_together(
            2.0 + Flow::paragraph_height(&heading, Font::Bold, SMALL, 0.0)
                + Flow::table_height(&columns, &rows[..rows.len().min(2)], 7.5),
        );
        flow.space(2.0);
        flow.paragraph(&heading, Font::Bold, SMALL, 0.0);
        flow.table(&columns, &rows, 7.5);
        let earlier = g.options.len() - g.listed.len();
        if earlier > 0 {
            flow.paragraph(
                &w.tr(
                    "excluded-listed-earlier",
                    &Args::new().num("count", earlier as u64),
                ),
                Font::Regular,
                7.5,
                0.0,
            );
        }
    }
    if !sel.more_eligible.is_empty() {
        flow.space(2.0);
        flow.paragraph(&w.t("heading-more-eligible"), Font::Bold, SMALL, 0.0);
        let rows = listed_rows(w, c, &sel.more_eligible, |_| String::new());
        let columns = crate::shortest(
            (0..=30).map(|k| 50.0 + 2.0 * k as f32),
            columns_for,
            &rows,
            7.5,
        );
        flow.table(&columns, &rows, 7.5);
    }
    flow.space(3.0);
}

/// Quotes or offers side by side, [`SIDE_BY_SIDE`] to a table: a row per field in the order
/// the fields first occur, a column per block headed by its name, "–" where a block has no
/// such field. Several values of one field in a block (the offers a price was read from)
/// are one cell, separated as a list.
pub(crate) fn side_by_side(
    flow: &mut Flow,
    w: &Words<'_>,
    caption: &str,
    blocks: &[(String, Vec<(String, String)>)],
) {
    for chunk in blocks.chunks(SIDE_BY_SIDE) {
        let columns_for = |label_width: f32| {
            let width = (crate::layout::CONTENT_WIDTH - label_width) / chunk.len() as f32;
            // The kind of block heads the labels, each block's name its column.
            let mut columns = vec![Column {
                header: caption.to_owned(),
                width: label_width,
                align: Align::Left,
            }];
            columns.extend(chunk.iter().map(|(name, _)| Column {
                header: name.clone(),
                width,
                align: Align::Right,
            }));
            columns
        };
        let mut fields: Vec<&str> = Vec::new();
        for (_, rows) in chunk {
            for (field, _) in rows {
                if !fields.contains(&field.as_str()) {
                    fields.push(field);
                }
            }
        }
        let rows: Vec<Row> = fields
            .iter()
            .map(|field| {
                let mut cells = vec![(*field).to_owned()];
                cells.extend(chunk.iter().map(|(_, rows)| {
                    let values: Vec<&str> = rows
                        .iter()
                        .filter(|(f, _)| f == field)
                        .map(|(_, v)| v.as_str())
                        .collect();
                    if values.is_empty() {
                        "–".to_owned()
                    } else {
                        values.join(&w.t("list-separator"))
                    }
                }));
                Row { cells, bold: false }
            })
            .collect();
        // The labels as wide as makes the table shortest, from 38 mm, each offer's column
        // keeping at least 36 mm.
        let widest = crate::layout::CONTENT_WIDTH - 36.0 * chunk.len() as f32;
        let steps = (0..)
            .map(|k| 38.0 + 2.0 * k as f32)
            .take_while(|w| *w <= widest.max(38.0));
        let columns = crate::shortest(steps, columns_for, &rows, 7.0);
        flow.space(2.0);
        // The names stay with the first fields.
        flow.keep_together(Flow::table_height(
            &columns,
            &rows[..rows.len().min(4)],
            7.0,
        ));
        flow.table(&columns, &rows, 7.0);
    }
}

/// Quotes or offers in one table of the appendix.
pub(crate) const SIDE_BY_SIDE: usize = 3;

/// A row per option `ids` names: its name, its cost per productive GPU-hour and `remark`.
pub(crate) fn listed_rows(
    w: &Words<'_>,
    c: &Comparison,
    ids: &[String],
    remark: impl Fn(&gpucase_core::tco::OptionResult) -> String,
) -> Vec<Row> {
    ids.iter()
        .filter_map(|id| c.options.iter().find(|o| &o.id == id))
        .map(|o| Row {
            cells: vec![
                w.label(&o.id).to_owned(),
                crate::rank_cost(w, c, o),
                remark(o),
            ],
            bold: false,
        })
        .collect()
}

/// Whether an exclusion's clause for one option says more than its group's heading.
pub(crate) fn has_detail(e: &gpucase_core::requirements::Exclusion) -> bool {
    use gpucase_core::requirements::Exclusion as E;
    matches!(
        e,
        E::PartlyHeld { .. }
            | E::OutsideEu { .. }
            | E::HostNotVouched { .. }
            | E::GpuMemoryShort { .. }
            | E::ProbeContradiction { .. }
            | E::DomainTooSmall { .. }
            | E::ReplicaTooLarge { .. }
    )
}

//! The workload section: the week's heatmap, the windows, and the measured metrics.

use super::*;

/// The first and last local day of the measured period, in the report's language.
pub(crate) fn measured_period(w: &Words<'_>, m: &Measured) -> (String, String) {
    let days = m.days().unwrap_or_default();
    let first = days.first().map(|d| date_text(w, &d.date));
    let last = days.last().map(|d| date_text(w, &d.date));
    let unknown = || w.t("value-unknown");
    (first.unwrap_or_else(unknown), last.unwrap_or_else(unknown))
}

pub(crate) fn workload(
    flow: &mut Flow,
    w: &Words<'_>,
    case: &Case,
    c: &Comparison,
    profile: Option<&HourlyProfile>,
) {
    let wl = &c.workload;
    let period = || Args::new().str("period", period_key(c));
    flow.heading(&w.t("heading-workload"), HEADING);
    pairs(
        flow,
        &[
            (
                w.tr("workload-hours", &period()),
                w.integer(u64::from(wl.hours_in_period)),
            ),
            (
                w.tr("workload-productive-hours", &period()),
                w.integer(u64::from(wl.productive_hours)),
            ),
            (
                w.tr("workload-productive-gpu-hours", &period()),
                w.integer(wl.productive_gpu_hours),
            ),
            (w.t("workload-fleet"), w.integer(u64::from(wl.fleet_gpus))),
            (w.t("workload-peak"), w.integer(u64::from(wl.peak_gpus))),
            (w.t("workload-share"), w.percent(wl.productive_share)),
            (
                w.t("workload-horizon"),
                w.tr("workload-years", &Args::new().num("years", c.horizon.years)),
            ),
        ],
    );
    flow.space(1.5);
    let measured = case.metrics.as_ref().filter(|m| m.use_as_profile);
    let source = match measured {
        Some(m) => {
            let (from, to) = measured_period(w, m);
            w.tr(
                "workload-source-measured",
                &Args::new()
                    .str("from", from)
                    .str("to", to)
                    .str("zone", m.time_zone.as_str())
                    .str("imported", date_text(w, &m.imported_at)),
            )
        }
        None => w.t("workload-source-schedule"),
    };
    flow.paragraph(&source, Font::Regular, SMALL, 0.0);

    if let Some(p) = profile {
        flow.heading(&w.t("heading-week"), HEADING - 2.0);
        flow.paragraph(&w.t("week-intro"), Font::Regular, SMALL, 0.0);
        flow.space(1.0);
        let days: Vec<String> = (0..7u32)
            .map(|d| w.tr("day-short", &Args::new().num("day", d)))
            .collect();
        charts::week(flow, &p.week_view(), &days, |n| {
            w.tr("week-legend", &Args::new().num("gpus", n))
        });
    }
    if let Some(m) = case.metrics.as_ref() {
        measured_metrics(flow, w, m);
    }
}

pub(crate) fn measured_metrics(flow: &mut Flow, w: &Words<'_>, m: &Measured) {
    let s = &m.summary;
    flow.heading(&w.t("heading-measured"), HEADING - 2.0);
    let with_data = s.total_gpu_hours.saturating_sub(s.no_data_gpu_hours);
    let share = if with_data > 0 {
        Decimal::from(s.productive_gpu_hours) / Decimal::from(with_data)
    } else {
        Decimal::ZERO
    };
    let unknown = || w.t("value-unknown");
    let pct = |q: Option<gpucase_core::quantity::Quantity>| {
        q.map_or_else(unknown, |v| w.percent(v.value()))
    };
    let rows = vec![
        (w.t("measured-gpu-hours"), w.integer(with_data)),
        (
            w.t("measured-productive"),
            w.integer(s.productive_gpu_hours),
        ),
        (w.t("measured-no-data"), w.integer(s.no_data_gpu_hours)),
        (w.t("measured-share"), w.percent(share)),
        (w.t("measured-sm-mean"), pct(s.sm_activity.mean)),
        (w.t("measured-sm-median"), pct(s.sm_activity.median)),
        (w.t("measured-sm-p95"), pct(s.sm_activity.p95)),
        (
            w.t("measured-sm-high"),
            pct(s.sm_activity.share_at_least_0_8),
        ),
        (
            w.t("measured-queue-hours"),
            w.integer(s.queue.hours_with_waiting),
        ),
        (
            w.t("measured-queue-peak"),
            s.queue
                .peak_waiting
                .map_or_else(unknown, |v| quantity(w, v.value(), 1)),
        ),
        (
            w.t("measured-queue-gpu-hours"),
            w.integer(s.queue.queued_gpu_hours),
        ),
    ];
    pairs(flow, &rows);
    flow.space(1.5);
    flow.paragraph(
        &w.tr(
            "measured-threshold",
            &Args::new().str("threshold", w.percent(m.sm_active_threshold.value())),
        ),
        Font::Regular,
        SMALL,
        0.0,
    );
    if s.no_data_gpu_hours > 0 {
        let unknown_share = if s.total_gpu_hours > 0 {
            Decimal::from(s.no_data_gpu_hours) / Decimal::from(s.total_gpu_hours)
        } else {
            Decimal::ZERO
        };
        flow.paragraph(
            &w.tr(
                "measured-unknown",
                &Args::new()
                    .str("hours", w.integer(s.no_data_gpu_hours))
                    .str("share", w.percent(unknown_share)),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
    }
    let q = &s.data_quality;
    let problems = q.nan + q.infinite + q.duplicates + q.out_of_order + q.out_of_range;
    flow.paragraph(
        &w.tr(
            "measured-quality",
            &Args::new()
                .str("samples", w.integer(q.samples))
                .str("series", w.integer(q.series))
                .num("problems", problems),
        ),
        Font::Regular,
        SMALL,
        0.0,
    );
    if q.outlier_series_hours > 0 {
        flow.paragraph(
            &w.tr(
                "measured-outliers",
                &Args::new()
                    .str("hours", w.integer(q.outlier_series_hours))
                    .str("listed", q.outliers.join("; ")),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
    }
    let files: Vec<&str> = m.sources.iter().map(|s| s.name.as_str()).collect();
    if !files.is_empty() {
        flow.paragraph(
            &w.tr(
                "measured-sources",
                &Args::new().str("files", files.join(", ")),
            ),
            Font::Regular,
            SMALL,
            0.0,
        );
    }
}

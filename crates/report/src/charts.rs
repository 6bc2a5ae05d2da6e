//! The report's charts, drawn as vectors into a reserved area of a page: the week heatmap,
//! the sensitivity curves with their break-even points, and the tornado.
//!
//! Pure geometry over figures the engine computed; labels arrive formatted in the report's
//! language. Values become `f32` here only to place marks on paper.

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;

use crate::layout::{Anchor, Canvas, Flow, Rgb};
use crate::metrics::Font;

/// Colours of the series, distinguishable in print and for common colour blindness
/// (Okabe and Ito's palette).
const SERIES: [Rgb; 8] = [
    Rgb(0.0, 0.45, 0.70),
    Rgb(0.90, 0.62, 0.0),
    Rgb(0.0, 0.62, 0.45),
    Rgb(0.80, 0.47, 0.65),
    Rgb(0.34, 0.71, 0.91),
    Rgb(0.84, 0.37, 0.0),
    Rgb(0.94, 0.89, 0.26),
    Rgb(0.0, 0.0, 0.0),
];

/// The colour of series `i`.
pub fn series_color(i: usize) -> Rgb {
    SERIES[i % SERIES.len()]
}

fn f(d: Decimal) -> f32 {
    d.to_f32().unwrap_or(0.0)
}

/// The week heatmap: `week[day][hour]` GPUs, darker for more; `days` are the row labels
/// (Monday first) and `legend(n)` the legend's text for n GPUs.
pub fn week(
    flow: &mut Flow,
    week: &[[u32; 24]; 7],
    days: &[String],
    legend: impl Fn(u32) -> String,
) {
    let max = week.iter().flatten().copied().max().unwrap_or(0);
    let label_w = 12.0;
    let cell_h = 4.6;
    let height = 7.0 * cell_h + 14.0;
    flow.figure(height, |c| {
        let cell_w = (c.width - label_w) / 24.0;
        let top = c.height - 4.0;
        for hour in (0..24).step_by(3) {
            c.text(
                label_w + (hour as f32 + 0.5) * cell_w,
                top + 0.8,
                &format!("{hour:02}"),
                Font::Regular,
                6.5,
                Anchor::Center,
                Rgb::GREY,
            );
        }
        for (d, row) in week.iter().enumerate() {
            let y = top - (d as f32 + 1.0) * cell_h;
            c.text(
                0.0,
                y + 1.4,
                days.get(d).map_or("", String::as_str),
                Font::Regular,
                7.0,
                Anchor::Left,
                Rgb::BLACK,
            );
            for (h, &gpus) in row.iter().enumerate() {
                let fill = shade(gpus, max);
                c.rect(
                    label_w + h as f32 * cell_w,
                    y,
                    cell_w,
                    cell_h,
                    Some(fill),
                    Some((Rgb(1.0, 1.0, 1.0), 0.4)),
                );
            }
        }
        // Legend: none, half and all of the peak.
        let mut x = label_w;
        let mut steps = vec![0, max.div_ceil(2), max];
        steps.dedup();
        for n in steps {
            c.rect(
                x,
                1.0,
                4.0,
                3.0,
                Some(shade(n, max)),
                Some((Rgb::LIGHT, 0.4)),
            );
            let text = legend(n);
            c.text(
                x + 5.5,
                1.8,
                &text,
                Font::Regular,
                7.0,
                Anchor::Left,
                Rgb::GREY,
            );
            x += 10.0 + crate::metrics::text_width(&text, Font::Regular, 7.0);
        }
    });
}

/// White for none to deep blue for the most.
fn shade(n: u32, max: u32) -> Rgb {
    if max == 0 || n == 0 {
        return Rgb(0.96, 0.96, 0.96);
    }
    let t = n as f32 / max as f32;
    Rgb(0.87 - 0.87 * t, 0.92 - 0.6 * t, 0.97 - 0.27 * t)
}

/// One curve of the sensitivity chart.
pub struct Curve {
    /// Legend text.
    pub label: String,
    /// (share, cost) points, share 0 to 1.
    pub points: Vec<(Decimal, Decimal)>,
}

/// The sensitivity chart: cost per productive GPU-hour against the productive share, one
/// line per option, today's share as a dashed line and `marks` (share, cost) circled.
#[allow(clippy::too_many_arguments)]
pub fn sensitivity(
    flow: &mut Flow,
    curves: &[Curve],
    today: Decimal,
    marks: &[(Decimal, Decimal)],
    x_title: &str,
    y_title: &str,
    tick_x: impl Fn(Decimal) -> String,
    tick_y: impl Fn(Decimal) -> String,
) {
    let costs: Vec<Decimal> = curves
        .iter()
        .flat_map(|c| c.points.iter().map(|p| p.1))
        .collect();
    let Some(&max_cost) = costs.iter().max() else {
        return;
    };
    // The axis ends at a round figure above the dearest point, capped so that a curve that
    // shoots up at small shares does not flatten the rest: at four times the median.
    let mut sorted = costs.clone();
    sorted.sort();
    let median = sorted[sorted.len() / 2];
    let top = nice(max_cost.min(median * Decimal::from(4)).max(Decimal::ONE));
    let legend_rows = curves.len().div_ceil(2);
    let plot_h = 62.0;
    let height = plot_h + 16.0 + legend_rows as f32 * 4.2;
    flow.figure(height, |c| {
        let left = 18.0;
        let bottom = 10.0 + legend_rows as f32 * 4.2 + 2.0;
        let w = c.width - left - 4.0;
        let x_of = |s: Decimal| left + f(s) * w;
        let y_of = |v: Decimal| bottom + (f(v) / f(top)).min(1.05) * plot_h;
        // Grid and ticks.
        for i in 0..=4 {
            let v = top * Decimal::from(i) / Decimal::from(4);
            let y = y_of(v);
            c.line(&[(left, y), (left + w, y)], Rgb::LIGHT, 0.4, false);
            c.text(
                left - 1.5,
                y - 1.0,
                &tick_y(v),
                Font::Regular,
                6.5,
                Anchor::Right,
                Rgb::GREY,
            );
        }
        for i in 0..=4 {
            let s = Decimal::from(i) / Decimal::from(4);
            let x = x_of(s);
            c.line(&[(x, bottom), (x, bottom + plot_h)], Rgb::LIGHT, 0.4, false);
            c.text(
                x,
                bottom - 4.0,
                &tick_x(s),
                Font::Regular,
                6.5,
                Anchor::Center,
                Rgb::GREY,
            );
        }
        c.text(
            left + w / 2.0,
            bottom - 8.0,
            x_title,
            Font::Regular,
            7.5,
            Anchor::Center,
            Rgb::BLACK,
        );
        c.text(
            left,
            bottom + plot_h + 3.0,
            y_title,
            Font::Regular,
            7.5,
            Anchor::Left,
            Rgb::BLACK,
        );
        // Today's share.
        let x = x_of(today);
        c.line(&[(x, bottom), (x, bottom + plot_h)], Rgb::GREY, 0.8, true);
        // The curves, clipped at the top of the plot.
        for (i, curve) in curves.iter().enumerate() {
            let pts: Vec<(f32, f32)> = curve
                .points
                .iter()
                .map(|&(s, v)| (x_of(s), y_of(v).min(bottom + plot_h)))
                .collect();
            c.line(&pts, series_color(i), 1.2, false);
        }
        for &(s, v) in marks {
            if v <= top {
                circle(c, x_of(s), y_of(v), 1.3);
            }
        }
        // Legend in two columns under the axis title.
        for (i, curve) in curves.iter().enumerate() {
            let col = (i % 2) as f32;
            let row = (i / 2) as f32;
            let x = left + col * (w / 2.0);
            let y = bottom - 13.0 - row * 4.2;
            c.line(
                &[(x, y + 1.0), (x + 6.0, y + 1.0)],
                series_color(i),
                1.6,
                false,
            );
            let mut text = curve.label.clone();
            while crate::metrics::text_width(&text, Font::Regular, 7.0) > w / 2.0 - 10.0
                && text.chars().count() > 4
            {
                text.pop();
                text.pop();
                text.push('…');
            }
            c.text(
                x + 7.5,
                y,
                &text,
                Font::Regular,
                7.0,
                Anchor::Left,
                Rgb::BLACK,
            );
        }
    });
}

/// A circle of radius `r` mm as a 12-sided outline.
fn circle(c: &mut Canvas<'_>, x: f32, y: f32, r: f32) {
    let pts: Vec<(f32, f32)> = (0..=12)
        .map(|i| {
            let a = i as f32 / 12.0 * std::f32::consts::TAU;
            (x + r * a.cos(), y + r * a.sin())
        })
        .collect();
    c.line(&pts, Rgb::BLACK, 0.8, false);
}

/// A round axis end at or above `v`: 1, 2 or 5 times a power of ten.
fn nice(v: Decimal) -> Decimal {
    let mut step = Decimal::new(1, 2);
    loop {
        for m in [1, 2, 5] {
            let candidate = step * Decimal::from(m);
            if candidate >= v {
                return candidate;
            }
        }
        step *= Decimal::TEN;
        if step > Decimal::from(1_000_000_000) {
            return v;
        }
    }
}

/// One bar of the tornado.
pub struct Bar {
    /// The input's name.
    pub label: String,
    /// Cost with the input lowered.
    pub low: Decimal,
    /// Cost with the input raised.
    pub high: Decimal,
    /// A note under the bar (another option cheapest), if any.
    pub note: Option<String>,
}

/// The tornado: one horizontal bar per input from its low to its high cost, around the
/// base cost; `ends` are the legend's texts for the lowered and raised input.
pub fn tornado(
    flow: &mut Flow,
    bars: &[Bar],
    base: Decimal,
    money: impl Fn(Decimal) -> String,
    ends: (&str, &str),
) {
    if bars.is_empty() {
        return;
    }
    let lo = bars
        .iter()
        .map(|b| b.low.min(b.high))
        .min()
        .unwrap_or(base)
        .min(base);
    let hi = bars
        .iter()
        .map(|b| b.low.max(b.high))
        .max()
        .unwrap_or(base)
        .max(base);
    let span = (hi - lo).max(Decimal::new(1, 2));
    let row_h = 8.0;
    let height = bars.len() as f32 * row_h + 16.0;
    flow.figure(height, |c| {
        let label_w = 55.0;
        let value_w = 20.0;
        let left = label_w + value_w;
        let w = c.width - left - value_w;
        let x_of = |v: Decimal| left + f((v - lo) / span) * w;
        let top = c.height - 3.0;
        for (i, bar) in bars.iter().enumerate() {
            let y = top - (i as f32 + 1.0) * row_h + 2.0;
            c.text(
                0.0,
                y + 1.2,
                &bar.label,
                Font::Regular,
                7.5,
                Anchor::Left,
                Rgb::BLACK,
            );
            let (a, b) = (x_of(bar.low), x_of(bar.high));
            let base_x = x_of(base);
            // Lowered input in one colour, raised in the other.
            c.rect(
                a.min(base_x),
                y,
                (a - base_x).abs().max(0.3),
                4.0,
                Some(series_color(0)),
                None,
            );
            c.rect(
                b.min(base_x),
                y,
                (b - base_x).abs().max(0.3),
                4.0,
                Some(series_color(1)),
                None,
            );
            let (l, r) = if bar.low <= bar.high {
                (bar.low, bar.high)
            } else {
                (bar.high, bar.low)
            };
            c.text(
                x_of(l) - 1.0,
                y + 1.0,
                &money(l),
                Font::Regular,
                6.5,
                Anchor::Right,
                Rgb::GREY,
            );
            c.text(
                x_of(r) + 1.0,
                y + 1.0,
                &money(r),
                Font::Regular,
                6.5,
                Anchor::Left,
                Rgb::GREY,
            );
            if let Some(note) = &bar.note {
                // One line under the bar: an option's long name is cut, never run off the page.
                c.text(
                    0.0,
                    y - 2.2,
                    &crate::fit(note, c.width, 6.0),
                    Font::Regular,
                    6.0,
                    Anchor::Left,
                    Rgb::GREY,
                );
            }
        }
        let x = x_of(base);
        c.line(&[(x, 7.0), (x, top)], Rgb::BLACK, 0.6, false);
        c.text(
            x,
            3.5,
            &money(base),
            Font::Bold,
            7.0,
            Anchor::Center,
            Rgb::BLACK,
        );
        c.rect(0.0, 1.0, 3.0, 3.0, Some(series_color(0)), None);
        c.text(
            4.0,
            1.6,
            ends.0,
            Font::Regular,
            7.0,
            Anchor::Left,
            Rgb::BLACK,
        );
        c.rect(20.0, 1.0, 3.0, 3.0, Some(series_color(1)), None);
        c.text(
            24.0,
            1.6,
            ends.1,
            Font::Regular,
            7.0,
            Anchor::Left,
            Rgb::BLACK,
        );
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_ends_are_round() {
        assert_eq!(nice(Decimal::new(437, 2)), Decimal::from(5));
        assert_eq!(nice(Decimal::from(11)), Decimal::from(20));
        assert_eq!(nice(Decimal::from(20)), Decimal::from(20));
        assert_eq!(nice(Decimal::new(3, 2)), Decimal::new(5, 2));
    }
}

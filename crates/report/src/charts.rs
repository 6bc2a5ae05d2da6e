//! The report's charts, drawn as vectors into a reserved area of a page: the week heatmap,
//! the sensitivity curves with their break-even points, and the tornado.
//!
//! Pure geometry over figures the engine computed; labels arrive formatted in the report's
//! language. Values become `f32` here only to place marks on paper.

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;

use crate::layout::{Anchor, CONTENT_WIDTH, Canvas, Flow, Rgb};
use crate::metrics::{Font, line_height, text_width, wrap};

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
            x += 10.0 + text_width(&text, Font::Regular, 7.0);
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
    /// The option's short key ("A"), drawn at the end of its line and before its name in
    /// the legend.
    pub key: String,
    /// The option's full name, for the legend.
    pub label: String,
    /// (share, cost) points, share 0 to 1.
    pub points: Vec<(Decimal, Decimal)>,
}

/// The colour of series `i`, and whether its line is dashed: the palette's second round is
/// dashed, so that up to sixteen lines read apart.
pub fn series_style(i: usize) -> (Rgb, bool) {
    (series_color(i), (i / SERIES.len()) % 2 == 1)
}

/// Font size of the legends.
const LEGEND_SIZE: f32 = 7.0;

/// The sensitivity chart's legend: every option's key and full name, wrapped within its
/// column (never cut), two entries to a row.
struct Legend {
    /// Each entry's name, as lines.
    entries: Vec<Vec<String>>,
    /// Where the names start, from the left of an entry.
    name_x: f32,
    /// Each row's height.
    rows: Vec<f32>,
}

impl Legend {
    fn new(curves: &[Curve], column: f32) -> Self {
        let key_w = curves
            .iter()
            .map(|c| text_width(&c.key, Font::Bold, LEGEND_SIZE))
            .fold(0.0, f32::max);
        let name_x = 7.5 + key_w + 1.5;
        let entries: Vec<Vec<String>> = curves
            .iter()
            .map(|c| wrap(&c.label, Font::Regular, LEGEND_SIZE, column - name_x - 2.0))
            .collect();
        let rows = entries
            .chunks(2)
            .map(|pair| {
                let lines = pair.iter().map(Vec::len).max().unwrap_or(1);
                lines as f32 * line_height(LEGEND_SIZE) + 1.0
            })
            .collect();
        Self {
            entries,
            name_x,
            rows,
        }
    }

    fn height(&self) -> f32 {
        self.rows.iter().sum()
    }

    /// Draws the legend in two columns of `width / 2` from `left`, its first row at `top`:
    /// each entry's swatch, key and full name.
    fn draw(&self, c: &mut Canvas<'_>, curves: &[Curve], left: f32, width: f32, top: f32) {
        let w = width;
        let lh = line_height(LEGEND_SIZE);
        let mut row_top = top;
        for (r, pair) in self.entries.chunks(2).enumerate() {
            for (k, lines) in pair.iter().enumerate() {
                let i = r * 2 + k;
                let x = left + k as f32 * (w / 2.0);
                let (color, dashed) = series_style(i);
                c.line(
                    &[(x, row_top + 1.0), (x + 6.0, row_top + 1.0)],
                    color,
                    1.6,
                    dashed,
                );
                c.text(
                    x + 7.5,
                    row_top,
                    &curves[i].key,
                    Font::Bold,
                    LEGEND_SIZE,
                    Anchor::Left,
                    Rgb::BLACK,
                );
                for (n, line) in lines.iter().enumerate() {
                    c.text(
                        x + self.name_x,
                        row_top - n as f32 * lh,
                        line,
                        Font::Regular,
                        LEGEND_SIZE,
                        Anchor::Left,
                        Rgb::BLACK,
                    );
                }
            }
            row_top -= self.rows[r];
        }
    }
}

/// Baselines for the keys at the right end of the lines: each at its line's end, moved
/// apart where ends crowd so that no two keys overlap, within `floor..ceiling`.
fn key_positions(ends: &[(usize, f32)], gap: f32, floor: f32, ceiling: f32) -> Vec<(usize, f32)> {
    let mut placed: Vec<(usize, f32)> = ends.to_vec();
    placed.sort_by(|a, b| a.1.total_cmp(&b.1));
    let mut last = f32::NEG_INFINITY;
    for p in &mut placed {
        p.1 = p.1.max(last + gap).max(floor);
        last = p.1;
    }
    let mut next = f32::INFINITY;
    for p in placed.iter_mut().rev() {
        p.1 = p.1.min(next - gap).min(ceiling);
        next = p.1;
    }
    placed
}

/// The sensitivity chart: cost per productive GPU-hour against the productive share, one
/// line per option with its key at the line's end, today's share as a dashed line and
/// `marks` (share, cost) circled; the legend under it names every key in full.
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
    let left = 18.0;
    // Room at the right for the keys at the lines' ends.
    let w = CONTENT_WIDTH - left - 7.0;
    let legend = Legend::new(curves, w / 2.0);
    let plot_h = 62.0;
    let height = plot_h + 16.0 + legend.height();
    flow.figure(height, |c| {
        let bottom = 10.0 + legend.height() + 2.0;
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
        let mut ends = Vec::new();
        for (i, curve) in curves.iter().enumerate() {
            let pts: Vec<(f32, f32)> = curve
                .points
                .iter()
                .map(|&(s, v)| (x_of(s), y_of(v).min(bottom + plot_h)))
                .collect();
            let (color, dashed) = series_style(i);
            c.line(&pts, color, 1.2, dashed);
            if let Some(&end) = pts.last() {
                ends.push((i, end));
            }
        }
        for &(s, v) in marks {
            if v <= top {
                circle(c, x_of(s), y_of(v), 1.3);
            }
        }
        end_keys(c, curves, &ends, bottom, bottom + plot_h);
        legend.draw(c, curves, left, w, bottom - 13.0);
    });
}

/// Each line's key at its end (`ends`: the curve's index and its last point), between
/// `bottom` and `top`, with a thin leader where crowding moved it.
fn end_keys(
    c: &mut Canvas<'_>,
    curves: &[Curve],
    ends: &[(usize, (f32, f32))],
    bottom: f32,
    top: f32,
) {
    let heights: Vec<(usize, f32)> = ends.iter().map(|&(i, (_, y))| (i, y)).collect();
    for (i, y) in key_positions(&heights, 2.6, bottom, top) {
        let Some(&(_, (x_end, y_end))) = ends.iter().find(|e| e.0 == i) else {
            continue;
        };
        if (y - y_end).abs() > 0.5 {
            c.line(&[(x_end, y_end), (x_end + 1.6, y)], Rgb::GREY, 0.3, false);
        }
        c.text(
            x_end + 2.0,
            y - 0.8,
            &curves[i].key,
            Font::Bold,
            6.5,
            Anchor::Left,
            Rgb::BLACK,
        );
    }
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

/// Font sizes of the tornado's input names and notes.
const TORNADO_LABEL: f32 = 7.5;
const TORNADO_NOTE: f32 = 6.0;
/// Width of the tornado's column of input names.
const TORNADO_LABEL_W: f32 = 55.0;

/// One bar's lines: the input's name wrapped within its column, the note across the width.
type TornadoRow = (Vec<String>, Vec<String>);

fn tornado_rows(bars: &[Bar]) -> Vec<TornadoRow> {
    bars.iter()
        .map(|b| {
            let label = wrap(
                &b.label,
                Font::Regular,
                TORNADO_LABEL,
                TORNADO_LABEL_W - 2.0,
            );
            let note = b.note.as_deref().map_or_else(Vec::new, |n| {
                wrap(n, Font::Regular, TORNADO_NOTE, CONTENT_WIDTH)
            });
            (label, note)
        })
        .collect()
}

/// How far a row's last baseline lies below its bar's bottom: the name's first line sits
/// 1.2 mm above it, its further lines and then the note's below.
fn tornado_depth((label, note): &TornadoRow) -> f32 {
    let name = (label.len().max(1) - 1) as f32 * line_height(TORNADO_LABEL) - 1.2;
    let notes = match note.len() {
        0 => 0.0,
        n => 3.4 + (n - 1) as f32 * line_height(TORNADO_NOTE),
    };
    name + notes
}

/// A row's height: 6 mm down to the bar's bottom, then at least 2 mm.
fn tornado_row_height(row: &TornadoRow) -> f32 {
    6.0 + (tornado_depth(row) + 1.0).max(2.0)
}

/// The height [`tornado`] takes for `bars`, so that a heading can stay with it.
pub fn tornado_height(bars: &[Bar]) -> f32 {
    if bars.is_empty() {
        return 0.0;
    }
    tornado_rows(bars)
        .iter()
        .map(tornado_row_height)
        .sum::<f32>()
        + 16.0
}

/// The tornado: one horizontal bar per input from its low to its high cost, around the
/// base cost; `ends` are the legend's texts for the lowered and raised input. Input names
/// wrap within their column and notes under the bars across the width, never cut.
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
    let (label_lh, note_lh) = (line_height(TORNADO_LABEL), line_height(TORNADO_NOTE));
    let rows = tornado_rows(bars);
    let height = tornado_height(bars);
    flow.figure(height, |c| {
        let value_w = 20.0;
        let left = TORNADO_LABEL_W + value_w;
        let w = c.width - left - value_w;
        let x_of = |v: Decimal| left + f((v - lo) / span) * w;
        let top = c.height - 3.0;
        let mut row_top = top;
        for (bar, row) in bars.iter().zip(&rows) {
            let y = row_top - 6.0;
            let (label, note) = row;
            for (n, line) in label.iter().enumerate() {
                c.text(
                    0.0,
                    y + 1.2 - n as f32 * label_lh,
                    line,
                    Font::Regular,
                    TORNADO_LABEL,
                    Anchor::Left,
                    Rgb::BLACK,
                );
            }
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
            let last_name = y + 1.2 - (label.len().max(1) - 1) as f32 * label_lh;
            let first_note = last_name - 3.4;
            for (n, line) in note.iter().enumerate() {
                c.text(
                    0.0,
                    first_note - n as f32 * note_lh,
                    line,
                    Font::Regular,
                    TORNADO_NOTE,
                    Anchor::Left,
                    Rgb::GREY,
                );
            }
            row_top -= tornado_row_height(row);
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
        tornado_legend(c, ends);
    });
}

/// The tornado's legend under it: a swatch and the words for the lowered input, then for
/// the raised one.
fn tornado_legend(c: &mut Canvas<'_>, ends: (&str, &str)) {
    c.rect(0.0, 1.0, 3.0, 3.0, Some(series_color(0)), None);
    c.text(
        4.0,
        1.6,
        ends.0,
        Font::Regular,
        LEGEND_SIZE,
        Anchor::Left,
        Rgb::BLACK,
    );
    let second = 4.0 + text_width(ends.0, Font::Regular, LEGEND_SIZE) + 6.0;
    let second = second.max(20.0);
    c.rect(second, 1.0, 3.0, 3.0, Some(series_color(1)), None);
    c.text(
        second + 4.0,
        1.6,
        ends.1,
        Font::Regular,
        LEGEND_SIZE,
        Anchor::Left,
        Rgb::BLACK,
    );
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

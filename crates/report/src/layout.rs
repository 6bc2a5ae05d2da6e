//! Page layout: a flow writer that fills A4 pages top to bottom with wrapped paragraphs,
//! headings, tables and rules, and starts a new page when one is full.
//!
//! Pure geometry, no PDF: the result is a list of [`Page`]s holding positioned text runs and
//! horizontal rules in millimetres, which `pdf.rs` then writes. Knowing every page before
//! writing is what allows "Page N of M" footers. Text widths come from `metrics.rs`.

pub use crate::metrics::Font;
use crate::metrics::{MM_PER_PT, line_height, text_width, wrap};

/// A4 width in millimetres.
pub const PAGE_WIDTH: f32 = 210.0;
/// A4 height in millimetres.
pub const PAGE_HEIGHT: f32 = 297.0;
/// Left and right margin.
pub const MARGIN_X: f32 = 20.0;
/// Top margin.
const MARGIN_TOP: f32 = 20.0;
/// Bottom margin of the flowing content; the footer sits below it.
const MARGIN_BOTTOM: f32 = 22.0;
/// Baseline of the footer, from the bottom edge.
const FOOTER_BASELINE: f32 = 12.0;
/// Width available to the content.
pub const CONTENT_WIDTH: f32 = PAGE_WIDTH - 2.0 * MARGIN_X;
/// Horizontal padding inside table cells.
const CELL_PAD: f32 = 1.5;
/// Space a table row adds below its lines, in mm.
const ROW_PAD: f32 = 1.4;

/// Horizontal alignment within a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Flush left.
    Left,
    /// Flush right (figures).
    Right,
}

/// A colour, red, green and blue from 0 to 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rgb(pub f32, pub f32, pub f32);

impl Rgb {
    /// Text and rules.
    pub const BLACK: Rgb = Rgb(0.0, 0.0, 0.0);
    /// Footers, axes' labels and other secondary text.
    pub const GREY: Rgb = Rgb(0.4, 0.4, 0.4);
    /// Grid lines.
    pub const LIGHT: Rgb = Rgb(0.85, 0.85, 0.85);
}

/// Where a text's anchor point is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// At its left end.
    Left,
    /// At its centre.
    Center,
    /// At its right end.
    Right,
}

/// A drawing on a page (charts), in mm from the bottom left of the page.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// A rectangle, filled and/or outlined.
    Rect {
        /// Left edge.
        x: f32,
        /// Bottom edge.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Fill colour.
        fill: Option<Rgb>,
        /// Outline colour and width in points.
        stroke: Option<(Rgb, f32)>,
    },
    /// An open polyline.
    Line {
        /// The points in order.
        points: Vec<(f32, f32)>,
        /// Colour.
        color: Rgb,
        /// Width in points.
        width: f32,
        /// Dashed instead of solid.
        dashed: bool,
    },
}

/// One run of text on one line.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// Left edge, mm from the left of the page.
    pub x: f32,
    /// Baseline, mm from the bottom of the page.
    pub baseline: f32,
    /// Font size in points.
    pub size: f32,
    /// Font.
    pub font: Font,
    /// Colour.
    pub color: Rgb,
    /// The text.
    pub text: String,
}

/// A horizontal rule.
#[derive(Debug, Clone, PartialEq)]
pub struct Rule {
    /// Left end, mm.
    pub x1: f32,
    /// Right end, mm.
    pub x2: f32,
    /// Height, mm from the bottom of the page.
    pub y: f32,
    /// Line width in points.
    pub thickness: f32,
}

/// Everything on one page.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Page {
    /// Text runs.
    pub runs: Vec<Run>,
    /// Rules.
    pub rules: Vec<Rule>,
    /// Drawings.
    pub shapes: Vec<Shape>,
}

/// A reserved area of a page to draw a figure in, with coordinates in mm from its bottom
/// left corner.
pub struct Canvas<'a> {
    page: &'a mut Page,
    left: f32,
    bottom: f32,
    /// Width of the area.
    pub width: f32,
    /// Height of the area.
    pub height: f32,
}

impl Canvas<'_> {
    /// Text with its baseline at `y`, anchored at `x`.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &mut self,
        x: f32,
        y: f32,
        text: &str,
        font: Font,
        size: f32,
        anchor: Anchor,
        color: Rgb,
    ) {
        let w = text_width(text, font, size);
        let dx = match anchor {
            Anchor::Left => 0.0,
            Anchor::Center => w / 2.0,
            Anchor::Right => w,
        };
        self.page.runs.push(Run {
            x: self.left + x - dx,
            baseline: self.bottom + y,
            size,
            font,
            color,
            text: text.to_owned(),
        });
    }

    /// A rectangle.
    pub fn rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    ) {
        self.page.shapes.push(Shape::Rect {
            x: self.left + x,
            y: self.bottom + y,
            w,
            h,
            fill,
            stroke,
        });
    }

    /// A polyline.
    pub fn line(&mut self, points: &[(f32, f32)], color: Rgb, width: f32, dashed: bool) {
        self.page.shapes.push(Shape::Line {
            points: points
                .iter()
                .map(|&(x, y)| (self.left + x, self.bottom + y))
                .collect(),
            color,
            width,
            dashed,
        });
    }
}

/// A table column.
#[derive(Debug, Clone)]
pub struct Column {
    /// Header text (may wrap).
    pub header: String,
    /// Width in mm.
    pub width: f32,
    /// Alignment of header and cells.
    pub align: Align,
}

/// A table row.
#[derive(Debug, Clone)]
pub struct Row {
    /// One text per column.
    pub cells: Vec<String>,
    /// Set in bold (the marked row).
    pub bold: bool,
}

/// Fills pages from top to bottom.
#[derive(Debug)]
pub struct Flow {
    pages: Vec<Page>,
    /// Distance of the next line's top from the top edge of the current page, in mm.
    cursor: f32,
}

impl Default for Flow {
    fn default() -> Self {
        Self::new()
    }
}

impl Flow {
    /// An empty first page.
    pub fn new() -> Self {
        Self {
            pages: vec![Page::default()],
            cursor: MARGIN_TOP,
        }
    }

    fn page(&mut self) -> &mut Page {
        if self.pages.is_empty() {
            self.pages.push(Page::default());
        }
        let last = self.pages.len() - 1;
        &mut self.pages[last]
    }

    fn new_page(&mut self) {
        self.pages.push(Page::default());
        self.cursor = MARGIN_TOP;
    }

    /// Starts a new page unless `height` mm still fit on this one (or the page is empty).
    pub fn ensure(&mut self, height: f32) {
        if self.cursor > MARGIN_TOP && self.cursor + height > PAGE_HEIGHT - MARGIN_BOTTOM {
            self.new_page();
        }
    }

    /// Height in mm that [`Flow::paragraph`] would take.
    pub fn paragraph_height(text: &str, font: Font, size: f32, indent: f32) -> f32 {
        wrap(text, font, size, CONTENT_WIDTH - indent).len() as f32 * line_height(size)
    }

    /// Height in mm that [`Flow::table`] would take on one page.
    pub fn table_height(columns: &[Column], rows: &[Row], size: f32) -> f32 {
        let headers: Vec<String> = columns.iter().map(|c| c.header.clone()).collect();
        let header = if headers.iter().any(|h| !h.is_empty()) {
            Self::measure_row(columns, &headers, Font::Bold, size).1
        } else {
            0.0
        };
        rows.iter().fold(header, |sum, r| {
            let font = if r.bold { Font::Bold } else { Font::Regular };
            sum + Self::measure_row(columns, &r.cells, font, size).1
        })
    }

    /// How many words of the headers and of `rows` are wider than their column and would be
    /// cut across lines (a header mid-word, a sum after its thousands separator). Words
    /// are what [`wrap`] keeps whole: parted by plain spaces, a no-break space joins.
    pub fn cut_words(columns: &[Column], rows: &[Row], size: f32) -> usize {
        let cuts = |cells: &[String], font: Font| -> usize {
            columns
                .iter()
                .zip(cells)
                .map(|(col, text)| {
                    text.split(' ')
                        .filter(|word| text_width(word, font, size) > col.width - 2.0 * CELL_PAD)
                        .count()
                })
                .sum()
        };
        let headers: Vec<String> = columns.iter().map(|c| c.header.clone()).collect();
        cuts(&headers, Font::Bold)
            + rows
                .iter()
                .map(|r| {
                    let font = if r.bold { Font::Bold } else { Font::Regular };
                    cuts(&r.cells, font)
                })
                .sum::<usize>()
    }

    /// The narrowest width of column `col` in which no word of its header or of `rows` is
    /// cut (see [`Flow::cut_words`]).
    pub fn narrowest(columns: &[Column], col: usize, rows: &[Row], size: f32) -> f32 {
        let widest = |text: &str, font: Font| {
            text.split(' ')
                .map(|word| text_width(word, font, size))
                .fold(0.0f32, f32::max)
        };
        let header = columns
            .get(col)
            .map_or(0.0, |c| widest(&c.header, Font::Bold));
        let cells = rows
            .iter()
            .filter_map(|r| {
                let font = if r.bold { Font::Bold } else { Font::Regular };
                r.cells.get(col).map(|t| widest(t, font))
            })
            .fold(0.0f32, f32::max);
        header.max(cells) + 2.0 * CELL_PAD
    }

    /// Starts a new page unless a block of `height` mm fits on this one; a block taller than
    /// a whole page just starts where it is.
    pub fn keep_together(&mut self, height: f32) {
        if height <= PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM {
            self.ensure(height);
        }
    }

    /// Vertical space; none at the top of a page.
    pub fn space(&mut self, mm: f32) {
        if self.cursor > MARGIN_TOP {
            self.cursor += mm;
        }
        self.ensure(0.0);
    }

    /// Places one line at `x` mm and moves down by its height.
    fn line(&mut self, x: f32, text: String, font: Font, size: f32) {
        self.ensure(line_height(size));
        let baseline = PAGE_HEIGHT - self.cursor - size * MM_PER_PT;
        self.page().runs.push(Run {
            x,
            baseline,
            size,
            font,
            color: Rgb::BLACK,
            text,
        });
        self.cursor += line_height(size);
    }

    /// A paragraph wrapped to the content width, indented by `indent` mm.
    pub fn paragraph(&mut self, text: &str, font: Font, size: f32, indent: f32) {
        for line in wrap(text, font, size, CONTENT_WIDTH - indent) {
            self.line(MARGIN_X + indent, line, font, size);
        }
    }

    /// A section heading, kept on one page with the first lines that follow it.
    pub fn heading(&mut self, text: &str, size: f32) {
        self.space(4.0);
        self.ensure(line_height(size) + 4.0 * line_height(10.0));
        self.paragraph(text, Font::Bold, size, 0.0);
        self.cursor += 1.0;
    }

    /// A rule across the content width at the cursor.
    pub fn rule(&mut self, thickness: f32) {
        let y = PAGE_HEIGHT - self.cursor;
        self.page().rules.push(Rule {
            x1: MARGIN_X,
            x2: MARGIN_X + CONTENT_WIDTH,
            y,
            thickness,
        });
    }

    /// Wraps the cells of a row to their columns, whole (a cell is never cut); returns the
    /// lines and the row height.
    fn measure_row(
        columns: &[Column],
        cells: &[String],
        font: Font,
        size: f32,
    ) -> (Vec<Vec<String>>, f32) {
        let wrapped: Vec<Vec<String>> = columns
            .iter()
            .zip(cells)
            .map(|(col, text)| wrap(text, font, size, col.width - 2.0 * CELL_PAD))
            .collect();
        let lines = wrapped.iter().map(Vec::len).max().unwrap_or(1);
        (wrapped, lines as f32 * line_height(size) + ROW_PAD)
    }

    /// Places lines `from..to` of a measured row at the cursor (without moving it).
    fn place_row(
        &mut self,
        columns: &[Column],
        wrapped: &[Vec<String>],
        (font, size): (Font, f32),
        (from, to): (usize, usize),
    ) {
        let top = self.cursor + 0.8;
        let mut x = MARGIN_X;
        for (col, lines) in columns.iter().zip(wrapped) {
            let shown = lines.iter().take(to).skip(from);
            for (i, text) in shown.enumerate() {
                let left = match col.align {
                    Align::Left => x + CELL_PAD,
                    Align::Right => x + col.width - CELL_PAD - text_width(text, font, size),
                };
                let baseline = PAGE_HEIGHT - top - i as f32 * line_height(size) - size * MM_PER_PT;
                self.page().runs.push(Run {
                    x: left,
                    baseline,
                    size,
                    font,
                    color: Rgb::BLACK,
                    text: text.clone(),
                });
            }
            x += col.width;
        }
    }

    /// A table with a bold header row (repeated after a page break; none when every header
    /// is empty) and a rule under the header and each row. A row goes to the next page
    /// whole when it fits there; one taller than a page continues on the next.
    pub fn table(&mut self, columns: &[Column], rows: &[Row], size: f32) {
        let headers: Vec<String> = columns.iter().map(|c| c.header.clone()).collect();
        let has_header = headers.iter().any(|h| !h.is_empty());
        let (header, header_height) = if has_header {
            Self::measure_row(columns, &headers, Font::Bold, size)
        } else {
            (Vec::new(), 0.0)
        };
        let first_height = rows.first().map_or(0.0, |r| {
            let font = if r.bold { Font::Bold } else { Font::Regular };
            Self::measure_row(columns, &r.cells, font, size).1
        });
        let page_room = PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM - header_height;
        self.ensure(header_height + first_height.min(page_room));
        let place_header = |flow: &mut Flow| {
            if !has_header {
                return;
            }
            flow.place_row(columns, &header, (Font::Bold, size), (0, usize::MAX));
            flow.cursor += header_height;
            flow.rule(0.8);
        };
        place_header(self);
        let lh = line_height(size);
        for row in rows {
            let font = if row.bold { Font::Bold } else { Font::Regular };
            let (wrapped, height) = Self::measure_row(columns, &row.cells, font, size);
            if self.cursor + height > PAGE_HEIGHT - MARGIN_BOTTOM && height <= page_room {
                self.new_page();
                place_header(self);
            }
            let lines = wrapped.iter().map(Vec::len).max().unwrap_or(1);
            let mut from = 0;
            while from < lines {
                let room = PAGE_HEIGHT - MARGIN_BOTTOM - self.cursor - ROW_PAD;
                // At least one line per page, so that the loop always ends.
                let fit = ((room / lh).floor() as usize).max(1);
                let to = lines.min(from + fit);
                self.place_row(columns, &wrapped, (font, size), (from, to));
                self.cursor += (to - from) as f32 * lh + ROW_PAD;
                from = to;
                if from < lines {
                    self.new_page();
                    place_header(self);
                }
            }
            self.rule(0.25);
        }
    }

    /// A figure `height` mm tall across the content width, on one page; `draw` fills it.
    pub fn figure(&mut self, height: f32, draw: impl FnOnce(&mut Canvas<'_>)) {
        self.ensure(height);
        let bottom = PAGE_HEIGHT - self.cursor - height;
        let page = self.page();
        draw(&mut Canvas {
            page,
            left: MARGIN_X,
            bottom,
            width: CONTENT_WIDTH,
            height,
        });
        self.cursor += height;
    }

    /// Starts a new page (unless the current one is still empty).
    pub fn page_break(&mut self) {
        if self.cursor > MARGIN_TOP {
            self.new_page();
        }
    }

    /// The pages with a footer from `footer(page_number, page_count)` centred at the bottom,
    /// wrapped (lines stacked upwards) where it is wider than the content.
    pub fn finish(mut self, footer: impl Fn(usize, usize) -> String) -> Vec<Page> {
        let count = self.pages.len();
        let size = 8.0;
        for (i, page) in self.pages.iter_mut().enumerate() {
            let text = footer(i + 1, count);
            let lines = wrap(&text, Font::Regular, size, CONTENT_WIDTH);
            for (k, line) in lines.iter().rev().enumerate() {
                page.runs.push(Run {
                    x: (PAGE_WIDTH - text_width(line, Font::Regular, size)) / 2.0,
                    baseline: FOOTER_BASELINE + k as f32 * line_height(size),
                    size,
                    font: Font::Regular,
                    color: Rgb::GREY,
                    text: line.clone(),
                });
            }
        }
        self.pages
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_page_breaks_and_footers_count_pages() {
        let mut flow = Flow::new();
        for i in 0..200 {
            flow.paragraph(&format!("Line {i}"), Font::Regular, 10.0, 0.0);
        }
        let pages = flow.finish(|n, m| format!("Page {n} of {m}"));
        assert!(pages.len() > 2);
        for (i, page) in pages.iter().enumerate() {
            let footer = page.runs.last().map(|r| r.text.clone());
            assert_eq!(footer, Some(format!("Page {} of {}", i + 1, pages.len())));
            for run in &page.runs {
                assert!(run.baseline >= FOOTER_BASELINE && run.baseline <= PAGE_HEIGHT);
                assert!(
                    run.x >= 0.0 && run.x + text_width(&run.text, run.font, run.size) <= PAGE_WIDTH
                );
            }
        }
    }

    #[test]
    fn a_figure_too_wide_for_its_column_counts_as_cut_and_sets_the_narrowest_width() {
        // "1.025.849,28 €" with a no-break space is one word: wrap would part it after a
        // separator ("1.025." / "849,28 €") in a column narrower than it.
        let figure = "1.025.849,28\u{a0}€".to_owned();
        let column = |width: f32| {
            vec![Column {
                header: "Total".into(),
                width,
                align: Align::Right,
            }]
        };
        let rows = vec![Row {
            cells: vec![figure.clone()],
            bold: true,
        }];
        let needed = text_width(&figure, Font::Bold, 6.5) + 2.0 * CELL_PAD;
        assert_eq!(Flow::cut_words(&column(needed - 1.0), &rows, 6.5), 1);
        assert_eq!(Flow::cut_words(&column(needed + 0.1), &rows, 6.5), 0);
        assert!(wrap(&figure, Font::Bold, 6.5, needed - 1.0 - 2.0 * CELL_PAD).len() > 1);
        let narrowest = Flow::narrowest(&column(50.0), 0, &rows, 6.5);
        assert!(
            (narrowest - needed).abs() < 0.001,
            "{narrowest} against {needed}"
        );
    }

    #[test]
    fn table_rows_repeat_the_header_after_a_page_break() {
        let columns = vec![
            Column {
                header: "Option".into(),
                width: 100.0,
                align: Align::Left,
            },
            Column {
                header: "Total".into(),
                width: 70.0,
                align: Align::Right,
            },
        ];
        let rows: Vec<Row> = (0..120)
            .map(|i| Row {
                cells: vec![format!("Row {i}"), "1.00".into()],
                bold: false,
            })
            .collect();
        let mut flow = Flow::new();
        flow.table(&columns, &rows, 9.0);
        let pages = flow.finish(|n, m| format!("Page {n} of {m}"));
        assert!(pages.len() > 1);
        for page in &pages {
            assert_eq!(page.runs.first().map(|r| r.text.as_str()), Some("Option"));
        }
        let total = pages
            .iter()
            .flat_map(|p| &p.runs)
            .filter(|r| r.text.starts_with("Row "))
            .count();
        assert_eq!(total, 120);
    }

    #[test]
    fn a_cell_taller_than_a_page_continues_on_the_next_whole() {
        let columns = vec![
            Column {
                header: "Field".into(),
                width: 40.0,
                align: Align::Left,
            },
            Column {
                header: "Value".into(),
                width: 130.0,
                align: Align::Left,
            },
        ];
        let long: String = (0..2000).map(|i| format!("w{i} ")).collect();
        let rows = vec![Row {
            cells: vec!["Source".into(), long.clone()],
            bold: false,
        }];
        let mut flow = Flow::new();
        flow.paragraph("Before", Font::Regular, 10.0, 0.0);
        flow.table(&columns, &rows, 9.0);
        let pages = flow.finish(|n, m| format!("Page {n} of {m}"));
        assert!(pages.len() > 1);
        let words: Vec<String> = pages
            .iter()
            .flat_map(|p| &p.runs)
            .filter(|r| r.text.starts_with('w'))
            .flat_map(|r| r.text.split(' ').map(str::to_owned).collect::<Vec<_>>())
            .collect();
        assert_eq!(
            words.join(" "),
            long.trim_end(),
            "every word, in order, none cut"
        );
        for page in &pages {
            for run in &page.runs {
                assert!(run.baseline > MARGIN_BOTTOM - 1.0 || run.baseline == FOOTER_BASELINE);
            }
        }
    }

    #[test]
    fn a_footer_wider_than_the_page_wraps_upwards() {
        let mut flow = Flow::new();
        flow.paragraph("Text", Font::Regular, 10.0, 0.0);
        let name = "A case with a very long name ".repeat(8);
        let pages = flow.finish(|n, m| format!("{name}· page {n} of {m}"));
        let footer: Vec<&Run> = pages[0]
            .runs
            .iter()
            .filter(|r| r.baseline < MARGIN_BOTTOM)
            .collect();
        assert!(footer.len() > 1, "{footer:?}");
        for run in &footer {
            assert!(text_width(&run.text, run.font, run.size) <= CONTENT_WIDTH);
        }
        let text: Vec<&str> = footer.iter().rev().map(|r| r.text.as_str()).collect();
        assert_eq!(text.join(" "), format!("{name}· page 1 of 1"));
    }
}

//! Writes laid-out pages as SVG, one document per page, for the desktop's preview.
//!
//! The pages are the ones the PDF writer gets, drawn at the same coordinates in points
//! (the SVG's `viewBox` is the A4 page in points, its y axis flipped to SVG's top-down
//! direction), so the preview shows the layout the PDF will have. Each page is
//! self-contained: no font, image, style sheet or link is referenced from outside, so a
//! webview can show it as an `<img>` under a strict content security policy. The text is
//! set in "DejaVu Sans", the font the PDF embeds; where the viewer lacks it, `textLength`
//! keeps each run as wide as the PDF's, so lines do not overrun.

use std::fmt::Write as _;

use crate::ReportError;
use crate::layout::{PAGE_HEIGHT, PAGE_WIDTH, Page, Rgb, Shape};
use crate::metrics::{Font, MM_PER_PT, text_width};
use crate::pdf::{check_glyphs, num, pt};

/// A vertical position in mm from the bottom of the page, as SVG's points from the top.
fn top(y_mm: f32) -> String {
    pt(PAGE_HEIGHT - y_mm)
}

fn color(c: Rgb) -> String {
    let channel = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    format!(
        "#{:02x}{:02x}{:02x}",
        channel(c.0),
        channel(c.1),
        channel(c.2)
    )
}

/// `text` escaped for XML character data and attribute values. A control character (which
/// XML 1.0 cannot carry at all) or one that reorders text is drawn as U+FFFD, as in the PDF.
fn escape(text: &str) -> Result<String, ReportError> {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            '\u{FFFE}' | '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(crate::metrics::drawn(c)),
        }
    }
    Ok(out)
}

/// One page as an SVG document.
fn page(page: &Page, language: &str) -> Result<String, ReportError> {
    let (w, h) = (pt(PAGE_WIDTH), pt(PAGE_HEIGHT));
    let mut s = String::new();
    let _ = writeln!(s, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{PAGE_WIDTH}mm" height="{PAGE_HEIGHT}mm" viewBox="0 0 {w} {h}" xml:lang="{}" xml:space="preserve" font-family="DejaVu Sans, sans-serif">"#,
        escape(language)?
    );
    // An <img> is transparent where nothing is drawn; the page is white paper.
    let _ = writeln!(s, r##"<rect width="{w}" height="{h}" fill="#ffffff"/>"##);
    for shape in &page.shapes {
        match shape {
            Shape::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => {
                if fill.is_none() && stroke.is_none() {
                    continue;
                }
                let fill = fill.map_or_else(|| "none".to_owned(), color);
                let stroke = stroke.map_or_else(String::new, |(c, width)| {
                    format!(r#" stroke="{}" stroke-width="{}""#, color(c), num(width))
                });
                let _ = writeln!(
                    s,
                    r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}"{stroke}/>"#,
                    pt(*x),
                    top(*y + *h),
                    pt(*w),
                    pt(*h)
                );
            }
            Shape::Line {
                points,
                color: c,
                width,
                dashed,
            } => {
                if points.is_empty() {
                    continue;
                }
                let coordinates: Vec<String> = points
                    .iter()
                    .map(|(x, y)| format!("{},{}", pt(*x), top(*y)))
                    .collect();
                let dash = if *dashed {
                    r#" stroke-dasharray="3 2""#
                } else {
                    ""
                };
                let _ = writeln!(
                    s,
                    r#"<polyline points="{}" fill="none" stroke="{}" stroke-width="{}" stroke-linejoin="round"{dash}/>"#,
                    coordinates.join(" "),
                    color(*c),
                    num(*width)
                );
            }
        }
    }
    for rule in &page.rules {
        let _ = writeln!(
            s,
            r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#000000" stroke-width="{}"/>"##,
            pt(rule.x1),
            top(rule.y),
            pt(rule.x2),
            top(rule.y),
            num(rule.thickness)
        );
    }
    for run in &page.runs {
        if run.text.is_empty() {
            continue;
        }
        let weight = match run.font {
            Font::Regular => "",
            Font::Bold => r#" font-weight="bold""#,
        };
        let length = text_width(&run.text, run.font, run.size) / MM_PER_PT;
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" font-size="{}"{weight} fill="{}" textLength="{}" lengthAdjust="spacingAndGlyphs">{}</text>"#,
            pt(run.x),
            top(run.baseline),
            num(run.size),
            color(run.color),
            num(length),
            escape(&run.text)?
        );
    }
    s.push_str("</svg>\n");
    Ok(s)
}

/// Writes `pages` as SVG documents, one per page; the same pages give the same text.
pub(crate) fn write(pages: &[Page], language: &str) -> Result<Vec<String>, ReportError> {
    check_glyphs(pages)?;
    pages.iter().map(|p| page(p, language)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_escaped_and_control_characters_drawn_as_replacements() {
        assert_eq!(
            escape(r#"R&D <GPU> "pilot" 'x'"#).ok().as_deref(),
            Some("R&amp;D &lt;GPU&gt; &quot;pilot&quot; &apos;x&apos;")
        );
        assert_eq!(
            escape("a\u{1b}b\u{202e}c").ok().as_deref(),
            Some("a\u{FFFD}b\u{FFFD}c")
        );
    }

    #[test]
    fn colours_are_hex_and_the_y_axis_is_flipped() {
        assert_eq!(color(Rgb::GREY), "#666666");
        assert_eq!(color(Rgb(1.0, 0.0, 0.5)), "#ff0080");
        // 297 mm is the top of the page in the layout and 0 in SVG.
        assert_eq!(top(PAGE_HEIGHT), "0");
        assert_eq!(top(0.0), pt(PAGE_HEIGHT));
    }
}

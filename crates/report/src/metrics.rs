//! Font metrics of the embedded DejaVu Sans and DejaVu Sans Bold: text widths, line heights
//! and word wrapping.
//!
//! Widths are the fonts' advance widths (no kerning, as the PDF writer draws glyph by glyph);
//! a character without a glyph is taken as a full em, so an estimate can only err towards
//! shorter lines (and the PDF writer refuses such a character anyway).

use crate::fonts::face;

/// Millimetres per typographic point.
pub const MM_PER_PT: f32 = 25.4 / 72.0;

/// The two fonts the report uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Font {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

/// Width of `text` in mm at `size` points.
pub fn text_width(text: &str, font: Font, size: f32) -> f32 {
    let f = face(font);
    let units: f32 = text
        .chars()
        .map(|c| f.glyph(c).map_or(1000.0, |g| f.advance(g)))
        .sum();
    units / 1000.0 * size * MM_PER_PT
}

/// Height of one line of text at `size` points, in mm.
pub fn line_height(size: f32) -> f32 {
    size * 1.3 * MM_PER_PT
}

/// Breaks `text` into lines no wider than `width` mm, at spaces where possible; a word wider
/// than a line is cut between characters.
pub fn wrap(text: &str, font: Font, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if text_width(&candidate, font, size) <= width {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        for ch in word.chars() {
            line.push(ch);
            if text_width(&line, font, size) > width && line.chars().count() > 1 {
                line.pop();
                lines.push(std::mem::take(&mut line));
                line.push(ch);
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_lines_fit_the_width() {
        let text = "Each of the 42 starts per month can fail for lack of on-demand capacity \
                    (InsufficientInstanceCapacity), averyveryverylongwordwithoutanyspacesthatmustbecut";
        for width in [20.0, 50.0, 170.0] {
            let lines = wrap(text, Font::Regular, 10.0, width);
            assert!(lines.len() > 1);
            for line in &lines {
                assert!(text_width(line, Font::Regular, 10.0) <= width, "{line:?}");
            }
            assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
        }
    }

    #[test]
    fn widths_follow_the_font_metrics() {
        // Widths add up character by character and scale with the size.
        let i = text_width("i", Font::Regular, 10.0);
        assert!((text_width("iii", Font::Regular, 10.0) - 3.0 * i).abs() < 1e-4);
        assert!((text_width("i", Font::Regular, 20.0) - 2.0 * i).abs() < 1e-4);
        assert!(text_width("W", Font::Regular, 10.0) > 2.0 * i);
        assert!(text_width("Mi", Font::Bold, 10.0) > text_width("Mi", Font::Regular, 10.0));
        // A character without a glyph counts as one em: 72 pt = 25.4 mm.
        assert!((text_width("\u{4e2d}", Font::Regular, 72.0) - 25.4).abs() < 1e-3);
    }
}

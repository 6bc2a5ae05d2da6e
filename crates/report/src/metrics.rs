//! Font metrics of the builtin Helvetica and Helvetica-Bold: text widths, line heights and
//! word wrapping.
//!
//! Widths are the fonts' AFM advance widths for ASCII; any other character is taken as a
//! full em, as wide as the widest Latin-1 glyph (`Æ`), so an estimate can only err towards
//! shorter lines, never off the page.

/// Millimetres per typographic point.
pub const MM_PER_PT: f32 = 25.4 / 72.0;

/// The two builtin fonts the report uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Font {
    /// Helvetica.
    Regular,
    /// Helvetica-Bold.
    Bold,
}

/// Advance widths of Helvetica for the characters 32 to 126, in 1/1000 em.
const HELVETICA: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // ' '../
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0..?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @..O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P.._
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // `..o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p..~
];

/// Advance widths of Helvetica-Bold for the characters 32 to 126, in 1/1000 em.
const HELVETICA_BOLD: [u16; 95] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // ' '../
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // 0..?
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // @..O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // P.._
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // `..o
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, // p..~
];

/// Width of `text` in mm at `size` points.
pub fn text_width(text: &str, font: Font, size: f32) -> f32 {
    let table = match font {
        Font::Regular => &HELVETICA,
        Font::Bold => &HELVETICA_BOLD,
    };
    let units: u32 = text
        .chars()
        .map(|c| {
            let i = (c as usize).wrapping_sub(32);
            table.get(i).copied().map_or(1000, u32::from)
        })
        .sum();
    units as f32 / 1000.0 * size * MM_PER_PT
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
        // 1000 units of "W" (944) and "i" (222) at 72 pt: 1 pt = 1/72 inch.
        let w = text_width("W", Font::Regular, 72.0);
        assert!((w - 0.944 * 25.4).abs() < 1e-3);
        assert!(text_width("Mi", Font::Bold, 10.0) > text_width("Mi", Font::Regular, 10.0));
        assert!((text_width("\u{4e2d}", Font::Regular, 72.0) - 25.4).abs() < 1e-3);
    }
}

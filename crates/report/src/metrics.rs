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

/// The character drawn for `c`: a control character (an escape sequence, a NUL, a line
/// break inside a name) or one that reorders text (a right-to-left override) is drawn as
/// U+FFFD, visibly, rather than failing the report or acting on the page's text. Text from
/// a case, an offer or a CSV may hold anything.
pub fn drawn(c: char) -> char {
    if gpucase_l10n::controls::acts_on_layout(c) {
        '\u{FFFD}'
    } else {
        c
    }
}

/// Width of `text` in mm at `size` points.
pub fn text_width(text: &str, font: Font, size: f32) -> f32 {
    let f = face(font);
    let units: f32 = text
        .chars()
        .map(|c| f.glyph(drawn(c)).map_or(1000.0, |g| f.advance(g)))
        .sum();
    units / 1000.0 * size * MM_PER_PT
}

/// Height of one line of text at `size` points, in mm.
pub fn line_height(size: f32) -> f32 {
    size * 1.3 * MM_PER_PT
}

/// Where an id wider than a line may break: after a separator of offer and option ids
/// (`aws/3D4V8UAYEMB38GU2.38NPMPTW36`, `gcp-a3-ultragpu-8g-europe-west4-on_demand`), so
/// that every line holds whole parts of it.
const ID_BREAKS: [char; 4] = ['/', '-', '.', '_'];

/// Breaks `text` into lines no wider than `width` mm, at spaces. A word wider than a line
/// breaks after one of its separators (`/`, `-`, `.`, `_`), never inside a part of an id;
/// only a part wider than a line by itself is cut between characters.
pub fn wrap(text: &str, font: Font, size: f32, width: f32) -> Vec<String> {
    let fits = |s: &str| text_width(s, font, size) <= width;
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if fits(&candidate) {
            line = candidate;
            continue;
        }
        if fits(word) {
            // A word that fits a line of its own moves there whole.
            lines.push(std::mem::replace(&mut line, word.to_owned()));
            continue;
        }
        let mut space = !line.is_empty();
        for piece in word.split_inclusive(ID_BREAKS) {
            let candidate = if space {
                format!("{line} {piece}")
            } else {
                format!("{line}{piece}")
            };
            space = false;
            if fits(&candidate) {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if fits(piece) {
                line = piece.to_owned();
                continue;
            }
            // The last resort: a part wider than a whole line.
            for ch in piece.chars() {
                line.push(ch);
                if !fits(&line) && line.chars().count() > 1 {
                    line.pop();
                    lines.push(std::mem::take(&mut line));
                    line.push(ch);
                }
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
    fn an_id_wider_than_a_line_breaks_only_after_its_separators() {
        for id in [
            "aws/3D4V8UAYEMB38GU2.38NPMPTW36",
            "gcp-a3-ultragpu-8g-europe-west4-on_demand/on_demand_stopped",
            "ovhcloud/h100-380.consumption@GRA11",
        ] {
            let text = format!("Offer {id} from the catalog");
            // Widths narrower than the id, wider than each of its parts.
            for width in [40.0, 50.0, 60.0] {
                let lines = wrap(&text, Font::Regular, 9.0, width);
                // Walk the text line by line: a line that ends inside a word ends at one of
                // the id's separators.
                let mut rest = text.as_str();
                for line in &lines {
                    assert!(text_width(line, Font::Regular, 9.0) <= width, "{line:?}");
                    rest = rest
                        .strip_prefix(line.as_str())
                        .expect("lines follow the text");
                    if rest.starts_with(' ') {
                        rest = rest.trim_start();
                    } else if !rest.is_empty() {
                        assert!(line.ends_with(ID_BREAKS), "{line:?} in {lines:?}");
                    }
                }
                assert_eq!(rest, "");
            }
        }
        // A word that fits a line of its own is moved whole, not broken.
        let id = "aws/3D4V8UAYEMB38GU2.38NPMPTW36";
        let width = text_width(id, Font::Regular, 9.0) + 1.0;
        let lines = wrap(&format!("see {id}"), Font::Regular, 9.0, width);
        assert_eq!(lines, ["see", id]);
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

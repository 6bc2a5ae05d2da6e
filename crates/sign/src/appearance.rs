//! The visible signature block: a framed box of a few text lines, drawn with an embedded
//! subset of a TrueType font (DejaVu Sans unless the caller gives another, see
//! [`BlockFont`](crate::BlockFont)) so that any signer's name (Łukasz Żółć, Dvořák) is
//! drawn as written and copies out as text (the font carries a `ToUnicode` map).
//!
//! Tabs and line breaks become spaces. A character the font has no glyph for is drawn as
//! the replacement character U+FFFD (`?` where the font lacks that too), visibly unknown
//! rather than silently dropped; [`unsupported`] tells a caller beforehand which ones.

use gpucase_pdffont::{Face, Subset};

use crate::pdf;

/// Font size of the block's text, in points.
const FONT_SIZE: f32 = 8.0;
/// Distance between baselines.
const LEADING: f32 = 10.0;
/// Space between the frame and the text.
const PADDING: f32 = 6.0;
/// The narrowest block, so that a short name still reads as a signature box.
const MIN_WIDTH: f32 = 150.0;

/// The characters of `text` that `face` has no glyph for (each once, in order); they are
/// drawn as U+FFFD. Tabs and line breaks (drawn as spaces) are not reported.
#[must_use]
pub fn unsupported(face: &Face<'_>, text: &str) -> Vec<char> {
    let mut missing = Vec::new();
    for c in text.chars() {
        if !c.is_control() && face.glyph(c).is_none() && !missing.contains(&c) {
            missing.push(c);
        }
    }
    missing
}

/// The character the block draws for `c`.
fn drawn(face: &Face<'_>, c: char) -> char {
    if c.is_control() {
        ' '
    } else if face.glyph(c).is_some() {
        c
    } else if face.glyph('\u{fffd}').is_some() {
        '\u{fffd}'
    } else {
        '?'
    }
}

/// Advance of `c` in points at the block's size; a character without a glyph (only when the
/// font lacks even `?`) is drawn as `.notdef`, glyph 0.
fn width(face: &Face<'_>, c: char) -> f32 {
    face.advance(face.glyph(c).unwrap_or(0)) * FONT_SIZE / 1000.0
}

fn line_width(face: &Face<'_>, line: &[char]) -> f32 {
    line.iter().map(|&c| width(face, c)).sum()
}

/// The block's lines as the characters drawn, each cut with `…` to fit `max_width` points.
fn fit_lines(face: &Face<'_>, lines: &[String], max_width: f32) -> Vec<Vec<char>> {
    let ellipsis: Vec<char> = if face.glyph('…').is_some() {
        vec!['…']
    } else {
        vec!['.'; 3]
    };
    let ellipsis_width = line_width(face, &ellipsis);
    let cut = |mut chars: Vec<char>| {
        if line_width(face, &chars) > max_width {
            while !chars.is_empty() && line_width(face, &chars) + ellipsis_width > max_width {
                chars.pop();
            }
            chars.extend_from_slice(&ellipsis);
        }
        chars
    };
    let mut out = Vec::new();
    for line in lines {
        let chars: Vec<char> = line.chars().map(|c| drawn(face, c)).collect();
        // A line that does not fit goes on at its spaces (a reason in French is longer
        // than in English), on at most WRAPPED lines; what is left then, and a word wider
        // than the block, is cut with an ellipsis.
        let mut wrapped: Vec<Vec<char>> = Vec::new();
        let mut current: Vec<char> = Vec::new();
        for word in chars.split(|c| *c == ' ').filter(|w| !w.is_empty()) {
            let mut candidate = current.clone();
            if !candidate.is_empty() {
                candidate.push(' ');
            }
            candidate.extend_from_slice(word);
            if current.is_empty() || line_width(face, &candidate) <= max_width {
                current = candidate;
            } else {
                wrapped.push(std::mem::take(&mut current));
                current.extend_from_slice(word);
            }
        }
        wrapped.push(current);
        if wrapped.len() > WRAPPED {
            let rest: Vec<char> = wrapped[WRAPPED - 1..].join(&' ');
            wrapped.truncate(WRAPPED - 1);
            wrapped.push(rest);
        }
        out.extend(wrapped.into_iter().map(cut));
    }
    out
}

/// Lines one line of text may take in the block before the rest is cut.
const WRAPPED: usize = 2;

/// A laid-out block: its size, its content stream, drawn in a form XObject whose `/BBox`
/// is `[0 0 width height]` and whose resources name the block's font `/F1`, and the
/// glyphs that font must embed.
pub(crate) struct Block {
    pub width: f32,
    pub height: f32,
    pub content: Vec<u8>,
    pub subset: Subset,
}

/// Lays out `lines` in a block at most `max_width` points wide, drawn with `face`.
pub(crate) fn layout(face: &Face<'_>, lines: &[String], max_width: f32) -> Block {
    let max_text = (max_width - 2.0 * PADDING).max(20.0);
    let fitted = fit_lines(face, lines, max_text);
    let text_width = fitted
        .iter()
        .map(|l| line_width(face, l))
        .fold(0.0, f32::max);
    let width = (text_width + 2.0 * PADDING).clamp(MIN_WIDTH.min(max_width), max_width.max(40.0));
    let height = fitted.len().max(1) as f32 * LEADING + 2.0 * PADDING - (LEADING - FONT_SIZE);
    let mut content = Vec::new();
    let r = pdf::real;
    // A white box with a thin dark-grey frame, inset by half the line width.
    content.extend_from_slice(
        format!(
            "q 1 g 0.3 G 0.6 w 0.3 0.3 {} {} re B Q\n",
            r(width - 0.6),
            r(height - 0.6)
        )
        .as_bytes(),
    );
    content.extend_from_slice(
        format!(
            "BT /F1 {} Tf 0.1 g {} TL {} {} Td\n",
            r(FONT_SIZE),
            r(LEADING),
            r(PADDING),
            r(height - PADDING - FONT_SIZE + 1.5)
        )
        .as_bytes(),
    );
    let mut subset = Subset::new();
    for (i, line) in fitted.iter().enumerate() {
        if i > 0 {
            content.extend_from_slice(b"T* ");
        }
        content.push(b'<');
        for &c in line {
            let cid = subset.add(face, c).unwrap_or(0);
            content.extend_from_slice(format!("{cid:04X}").as_bytes());
        }
        content.extend_from_slice(b"> Tj\n");
    }
    content.extend_from_slice(b"ET\n");
    Block {
        width,
        height,
        content,
        subset,
    }
}

#[cfg(test)]
mod tests {
    use gpucase_pdffont::dejavu_sans;

    use super::*;

    /// The hex strings shown with `Tj`, decoded back to characters through the subset.
    fn shown(block: &Block) -> Vec<String> {
        let text = String::from_utf8_lossy(&block.content).into_owned();
        let chars: std::collections::BTreeMap<u16, char> = block.subset.characters().collect();
        text.split('<')
            .skip(1)
            .filter_map(|s| s.split_once('>').map(|(hex, _)| hex.to_owned()))
            .map(|hex| {
                (0..hex.len() / 4)
                    .map(|i| {
                        let cid = u16::from_str_radix(&hex[4 * i..4 * i + 4], 16).unwrap_or(0);
                        chars.get(&cid).copied().unwrap_or('\0')
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn central_european_names_are_drawn_as_written() {
        let block = layout(
            dejavu_sans(),
            &["Łukasz Żółć-Dvořák\t€ 5\u{202f}%".into()],
            300.0,
        );
        assert_eq!(shown(&block), ["Łukasz Żółć-Dvořák € 5\u{202f}%"]);
        // Exactly the block's characters, plus .notdef: Ł u k a s z space Ż ó ł ć - D v
        // o ř á € 5 U+202F %.
        assert_eq!(block.subset.characters().count(), 21);
    }

    #[test]
    fn a_character_without_a_glyph_is_drawn_as_the_replacement_character() {
        let face = dejavu_sans();
        assert_eq!(unsupported(face, "Preis 中 ok\n中 Łódź"), vec!['中']);
        let block = layout(face, &["Wang 中".into()], 300.0);
        assert_eq!(shown(&block), ["Wang \u{fffd}"]);
    }

    // Advance widths of DejaVu Sans 2.37 in 1/1000 em, read from its `hmtx` and `cmap` with
    // a separate Python reader of the TrueType tables (not ttf-parser): Ł 1151/2048 em,
    // W 2025/2048, … 2048/2048.
    const L_STROKE: f32 = 562.012;
    const W: f32 = 988.770;
    const ELLIPSIS: f32 = 1000.0;

    #[test]
    fn long_lines_are_cut_to_fit() {
        let long = "Ł".repeat(500);
        let block = layout(dejavu_sans(), &[long, "short".into()], 200.0);
        let lines = shown(&block);
        // 200 pt less 2 × 6 pt padding leaves 188 pt; the ellipsis takes 8 pt, each Ł
        // 4.496 pt at 8 pt: 40 of them fit.
        assert_eq!(lines[0], format!("{}…", "Ł".repeat(40)), "{lines:?}");
        assert_eq!(lines[1], "short");
        let expected = (40.0 * L_STROKE + ELLIPSIS) * 8.0 / 1000.0 + 12.0;
        assert!(
            (block.width - expected).abs() < 0.01,
            "{} {expected}",
            block.width
        );
    }

    #[test]
    fn a_long_reason_goes_on_at_its_spaces_rather_than_being_cut() {
        let reason = "Motif : recommandation approuvée par le comité d’achat";
        let block = layout(dejavu_sans(), &[reason.into()], 200.0);
        let lines = shown(&block);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines.join(" "), reason);
        assert!(lines.iter().all(|l| !l.ends_with('…')), "{lines:?}");
    }

    #[test]
    fn widths_come_from_the_font() {
        let block = layout(dejavu_sans(), &["W".repeat(30)], 500.0);
        let expected = 30.0 * W * 8.0 / 1000.0 + 12.0;
        assert!(
            (block.width - expected).abs() < 0.01,
            "{} {expected}",
            block.width
        );
    }

    #[test]
    fn the_block_grows_with_its_lines() {
        let face = dejavu_sans();
        let one = layout(face, &["Digitally signed by Ada".into()], 300.0);
        let three = layout(
            face,
            &[
                "Digitally signed by Ada".into(),
                "2026-11-05".into(),
                "Approved".into(),
            ],
            300.0,
        );
        assert!(three.height > one.height);
        assert!(one.width >= MIN_WIDTH);
    }
}

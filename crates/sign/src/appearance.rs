//! The visible signature block: a framed box of a few text lines, drawn with the base-14
//! font Helvetica in WinAnsiEncoding, so that it needs no embedded font.
//!
//! WinAnsiEncoding (ISO 32000-1 Annex D.2) covers ASCII, Latin-1 and a few more (€, Œ, Š,
//! Ž, dashes, curly quotes): every letter of German, Dutch and French. Narrow and figure
//! no-break spaces (French typography) become WinAnsi's no-break space, the minus sign a
//! hyphen; any other character outside WinAnsi is drawn as `?`.

use crate::pdf;

/// Font size of the block's text, in points.
const FONT_SIZE: f32 = 8.0;
/// Distance between baselines.
const LEADING: f32 = 10.0;
/// Space between the frame and the text.
const PADDING: f32 = 6.0;
/// The narrowest block, so that a short name still reads as a signature box.
const MIN_WIDTH: f32 = 150.0;

/// Helvetica's advance widths (per 1000 em) of WinAnsi codes 32 to 255, from Adobe's
/// Helvetica AFM; codes WinAnsi leaves undefined carry the width of `?` they are drawn as.
const WIDTHS: [u16; 224] = [
    // 32..=63: space ! " # $ % & ' ( ) * + , - . / 0-9 : ; < = > ?
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    // 64..=95: @ A-Z [ \ ] ^ _
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722,
    667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    // 96..=127: ` a-z { | } ~ (127 undefined)
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333,
    500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 556,
    // 128..=159: € (81) ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ (8D) Ž (8F) (90) ‘ ’ “ ” • – — ˜ ™ š › œ (9D) ž Ÿ
    556, 556, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 556, 611, 556, 556, 222,
    222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 556, 500, 667,
    // 160..=191: nbsp ¡ ¢ £ ¤ ¥ ¦ § ¨ © ª « ¬ shy ® ¯ ° ± ² ³ ´ µ ¶ · ¸ ¹ º » ¼ ½ ¾ ¿
    278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333,
    333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,
    // 192..=223: À-Ö × Ø-Ý Þ ß
    667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778,
    778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
    // 224..=255: à-ö ÷ ø-ý þ ÿ
    556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

/// The WinAnsi code (ISO 32000-1 Annex D.2) a character of the visible signature block is
/// drawn with: `?` where WinAnsi has none; control characters (tabs, line breaks) become
/// spaces, no-break spaces the no-break space, U+2212 minus a hyphen.
pub fn win_ansi(c: char) -> u8 {
    let code = u32::from(c);
    match code {
        0x20..=0x7e | 0xa0..=0xff => code as u8,
        0x00..=0x1f => b' ',
        _ => match c {
            '€' => 0x80,
            '‚' => 0x82,
            'ƒ' => 0x83,
            '„' => 0x84,
            '…' => 0x85,
            '†' => 0x86,
            '‡' => 0x87,
            'ˆ' => 0x88,
            '‰' => 0x89,
            'Š' => 0x8a,
            '‹' => 0x8b,
            'Œ' => 0x8c,
            'Ž' => 0x8e,
            '\u{2018}' => 0x91,
            '\u{2019}' => 0x92,
            '\u{201c}' => 0x93,
            '\u{201d}' => 0x94,
            '•' => 0x95,
            '–' => 0x96,
            '—' => 0x97,
            '˜' => 0x98,
            '™' => 0x99,
            'š' => 0x9a,
            '›' => 0x9b,
            'œ' => 0x9c,
            'ž' => 0x9e,
            'Ÿ' => 0x9f,
            // U+2212 MINUS SIGN, which the report uses for negative amounts.
            '\u{2212}' => b'-',
            // The narrow no-break space of French typography (before ":") and other
            // no-break spaces: the no-break space WinAnsi has.
            '\u{202f}' | '\u{2007}' => 0xa0,
            '\u{2009}' | '\u{200a}' => b' ',
            _ => b'?',
        },
    }
}

fn width(code: u8) -> f32 {
    let w = WIDTHS
        .get(usize::from(code).wrapping_sub(32))
        .copied()
        .unwrap_or(556);
    f32::from(w) * FONT_SIZE / 1000.0
}

/// The block's lines in WinAnsi, each cut with `…` to fit `max_width` points of text.
fn encode_lines(lines: &[String], max_width: f32) -> Vec<Vec<u8>> {
    lines
        .iter()
        .map(|line| {
            let mut encoded: Vec<u8> = line.chars().map(win_ansi).collect();
            if encoded.iter().map(|&b| width(b)).sum::<f32>() > max_width {
                let ellipsis = width(0x85);
                while !encoded.is_empty()
                    && encoded.iter().map(|&b| width(b)).sum::<f32>() + ellipsis > max_width
                {
                    encoded.pop();
                }
                encoded.push(0x85);
            }
            encoded
        })
        .collect()
}

/// A laid-out block: its size and its content stream, drawn in a form XObject whose
/// `/BBox` is `[0 0 width height]` and whose resources name Helvetica `/F1`.
pub(crate) struct Block {
    pub width: f32,
    pub height: f32,
    pub content: Vec<u8>,
}

/// Lays out `lines` in a block at most `max_width` points wide.
pub(crate) fn layout(lines: &[String], max_width: f32) -> Block {
    let max_text = (max_width - 2.0 * PADDING).max(20.0);
    let encoded = encode_lines(lines, max_text);
    let text_width = encoded
        .iter()
        .map(|l| l.iter().map(|&b| width(b)).sum::<f32>())
        .fold(0.0, f32::max);
    let width = (text_width + 2.0 * PADDING).clamp(MIN_WIDTH.min(max_width), max_width.max(40.0));
    let height = encoded.len().max(1) as f32 * LEADING + 2.0 * PADDING - (LEADING - FONT_SIZE);
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
    for (i, line) in encoded.iter().enumerate() {
        if i > 0 {
            content.extend_from_slice(b"T* ");
        }
        pdf::write_literal(&mut content, line);
        content.extend_from_slice(b" Tj\n");
    }
    content.extend_from_slice(b"ET\n");
    Block {
        width,
        height,
        content,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_letters_and_typographic_marks_are_in_win_ansi() {
        let text: Vec<u8> = "Größe – “Œuvre” 5 €".chars().map(win_ansi).collect();
        assert_eq!(
            text,
            [
                b'G', b'r', 0xf6, 0xdf, b'e', b' ', 0x96, b' ', 0x93, 0x8c, b'u', b'v', b'r', b'e',
                0x94, b' ', b'5', b' ', 0x80
            ]
        );
        assert_eq!(win_ansi('Ł'), b'?');
        assert_eq!(win_ansi('中'), b'?');
        assert_eq!(win_ansi('\t'), b' ');
    }

    #[test]
    fn long_lines_are_cut_to_fit() {
        let long = "x".repeat(500);
        let block = layout(&[long, "short".into()], 200.0);
        assert!(block.width <= 200.0);
        // The ellipsis, octal-escaped in the literal string.
        assert!(block.content.windows(4).any(|w| w == b"\\205"));
    }

    #[test]
    fn the_block_grows_with_its_lines() {
        let one = layout(&["Digitally signed by Ada".into()], 300.0);
        let three = layout(
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

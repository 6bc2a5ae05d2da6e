//! JSON tokens read straight from a [`Scanner`], for the two JSON formats. Nothing builds a
//! parse tree: objects are walked key by key and unknown values are skipped.

use std::io::Read;

use super::scan::Scanner;
use crate::error::MetricsError;

/// Deepest nesting a skipped value may have.
const MAX_DEPTH: usize = 512;

#[inline]
pub(crate) fn skip_ws<R: Read>(sc: &mut Scanner<R>) -> Result<(), MetricsError> {
    loop {
        let avail = sc.available();
        let n = avail
            .iter()
            .position(|&b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
            .unwrap_or(avail.len());
        let all = n == avail.len();
        sc.advance(n);
        if !all || sc.fill(1)? == 0 {
            return Ok(());
        }
    }
}

/// Skips whitespace and consumes `byte`, or fails naming `what`.
#[inline]
pub(crate) fn expect<R: Read>(
    sc: &mut Scanner<R>,
    byte: u8,
    what: &str,
) -> Result<(), MetricsError> {
    skip_ws(sc)?;
    if sc.peek()? == Some(byte) {
        sc.advance(1);
        Ok(())
    } else {
        Err(sc.expected(what))
    }
}

/// After a member or element: consumes `,` (returns true: more follow) or `close`
/// (returns false).
#[inline]
pub(crate) fn comma_or<R: Read>(
    sc: &mut Scanner<R>,
    close: u8,
    what: &str,
) -> Result<bool, MetricsError> {
    skip_ws(sc)?;
    match sc.peek()? {
        Some(b',') => {
            sc.advance(1);
            Ok(true)
        }
        Some(b) if b == close => {
            sc.advance(1);
            Ok(false)
        }
        _ => Err(sc.expected(what)),
    }
}

/// Reads a JSON string (cursor at optional whitespace then `"`) into `out`, unescaped.
pub(crate) fn string<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), MetricsError> {
    out.clear();
    expect(sc, b'"', "a string")?;
    loop {
        let avail = sc.available();
        match avail
            .iter()
            .position(|&b| b == b'"' || b == b'\\' || b < 0x20)
        {
            Some(i) => {
                out.extend_from_slice(&avail[..i]);
                let b = avail[i];
                sc.advance(i);
                match b {
                    b'"' => {
                        sc.advance(1);
                        return Ok(());
                    }
                    b'\\' => escape(sc, out)?,
                    _ => return Err(sc.expected("a string without raw control characters")),
                }
            }
            None => {
                out.extend_from_slice(avail);
                let n = avail.len();
                sc.advance(n);
                if sc.fill(1)? == 0 {
                    return Err(sc.expected("the end of the string"));
                }
            }
        }
    }
}

fn escape<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), MetricsError> {
    sc.fill(2)?;
    let simple = match sc.available().get(1) {
        Some(b'"') => b'"',
        Some(b'\\') => b'\\',
        Some(b'/') => b'/',
        Some(b'b') => 0x08,
        Some(b'f') => 0x0c,
        Some(b'n') => b'\n',
        Some(b'r') => b'\r',
        Some(b't') => b'\t',
        Some(b'u') => {
            let first = hex4(sc)?;
            let code = if (0xd800..0xdc00).contains(&first) {
                sc.fill(2)?;
                if sc.available().starts_with(b"\\u") {
                    let second = hex4(sc)?;
                    if (0xdc00..0xe000).contains(&second) {
                        0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00)
                    } else {
                        0xfffd
                    }
                } else {
                    0xfffd
                }
            } else {
                first
            };
            let ch = char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER);
            let mut utf8 = [0u8; 4];
            out.extend_from_slice(ch.encode_utf8(&mut utf8).as_bytes());
            return Ok(());
        }
        _ => return Err(sc.expected("an escape such as \\\" \\\\ \\n or \\u00e9")),
    };
    out.push(simple);
    sc.advance(2);
    Ok(())
}

/// Reads `\uXXXX` at the cursor.
fn hex4<R: Read>(sc: &mut Scanner<R>) -> Result<u32, MetricsError> {
    sc.fill(6)?;
    let digits = sc.available().get(2..6).unwrap_or(&[]);
    let parsed = std::str::from_utf8(digits)
        .ok()
        .filter(|s| s.len() == 4)
        .and_then(|s| u32::from_str_radix(s, 16).ok());
    match parsed {
        Some(code) => {
            sc.advance(6);
            Ok(code)
        }
        None => Err(sc.expected("four hex digits after \\u")),
    }
}

/// Reads a scalar token (number, `true`, `null`, or a bare `NaN`) into `out`.
pub(crate) fn scalar<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), MetricsError> {
    out.clear();
    skip_ws(sc)?;
    loop {
        let avail = sc.available();
        let n = avail
            .iter()
            .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))
            .unwrap_or(avail.len());
        out.extend_from_slice(&avail[..n]);
        let all = n == avail.len();
        sc.advance(n);
        if out.len() > 64 {
            return Err(sc.expected("a number"));
        }
        if !all || sc.fill(1)? == 0 {
            break;
        }
    }
    if out.is_empty() {
        return Err(sc.expected("a value"));
    }
    Ok(())
}

/// Skips one JSON value of any kind.
pub(crate) fn skip_value<R: Read>(sc: &mut Scanner<R>) -> Result<(), MetricsError> {
    let mut scratch = Vec::new();
    let mut depth = 0usize;
    // After ':' or ',' a value must follow; right after an opening bracket a close may.
    let mut need_value = true;
    loop {
        skip_ws(sc)?;
        match sc.peek()? {
            Some(b'{' | b'[') => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(sc.expected(format!("nesting of at most {MAX_DEPTH} levels")));
                }
                sc.advance(1);
                need_value = false;
                continue;
            }
            Some(b'}' | b']') if depth > 0 && !need_value => {
                sc.advance(1);
                depth -= 1;
            }
            Some(b'"') => {
                string(sc, &mut scratch)?;
                skip_ws(sc)?;
                if depth > 0 && sc.peek()? == Some(b':') {
                    sc.advance(1);
                    need_value = true;
                    continue;
                }
            }
            Some(b'}' | b']') => return Err(sc.expected("a JSON value")),
            None => return Err(sc.expected("a JSON value")),
            Some(_) => scalar(sc, &mut scratch)?,
        }
        if depth == 0 {
            return Ok(());
        }
        skip_ws(sc)?;
        match sc.peek()? {
            Some(b',') => {
                sc.advance(1);
                need_value = true;
            }
            Some(b'}' | b']') => need_value = false,
            _ => return Err(sc.expected("',' or the end of an object or array")),
        }
    }
}

/// Iterates the members of an object: call with the cursor before `{`; returns each key in
/// `key` and leaves the cursor at its value. Returns false after the closing `}`.
pub(crate) struct Members {
    first: bool,
}

impl Members {
    pub(crate) fn open<R: Read>(sc: &mut Scanner<R>, what: &str) -> Result<Self, MetricsError> {
        expect(sc, b'{', what)?;
        Ok(Self { first: true })
    }

    pub(crate) fn next<R: Read>(
        &mut self,
        sc: &mut Scanner<R>,
        key: &mut Vec<u8>,
    ) -> Result<bool, MetricsError> {
        skip_ws(sc)?;
        if self.first {
            self.first = false;
            if sc.peek()? == Some(b'}') {
                sc.advance(1);
                return Ok(false);
            }
        } else if !comma_or(sc, b'}', "',' or '}' after an object member")? {
            return Ok(false);
        }
        string(sc, key)?;
        expect(sc, b':', "':' after an object key")?;
        skip_ws(sc)?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scanner(text: &str) -> Scanner<&[u8]> {
        Scanner::new(text.as_bytes(), "t")
    }

    #[test]
    fn strings_unescape() {
        let mut sc = scanner(r#" "a\"b\\c\u00e9\ud83d\ude00\n" rest"#);
        let mut out = Vec::new();
        string(&mut sc, &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "a\"b\\cé😀\n");
    }

    #[test]
    fn skip_nested_values() {
        let mut sc = scanner(r#"{"a":[1,{"b":"]}"},null],"c":-1.5e3} ,"#);
        skip_value(&mut sc).unwrap();
        skip_ws(&mut sc).unwrap();
        assert_eq!(sc.peek().unwrap(), Some(b','));
    }

    #[test]
    fn truncated_values_fail() {
        for text in [r#"{"a":[1,2"#, r#""abc"#, r#"{"a""#, "[", r#"{"a":}"#] {
            assert!(skip_value(&mut scanner(text)).is_err(), "{text}");
        }
    }
}

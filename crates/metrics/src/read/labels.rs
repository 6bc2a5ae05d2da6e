//! Series written as selectors, `name{label="value",…}`: text exposition lines and Grafana
//! CSV column names (which put `", "` between labels).

use super::SeriesKey;

/// Where a selector stopped making sense: byte offset in the input and what was expected.
pub(crate) type SelectorError = (usize, &'static str);

fn is_name_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b':'
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b':'
}

fn skip_spaces(s: &[u8], mut i: usize) -> usize {
    while matches!(s.get(i), Some(b' ' | b'\t')) {
        i += 1;
    }
    i
}

/// Parses a selector at the start of `s`; returns the key and the bytes it took. A quoted
/// name inside the braces (`{"my.metric",job="x"}`, OpenMetrics 2) is accepted.
pub(crate) fn parse_selector(s: &[u8]) -> Result<(SeriesKey, usize), SelectorError> {
    let mut i = 0;
    while s.get(i).is_some_and(|&b| {
        if i == 0 {
            is_name_start(b)
        } else {
            is_name_char(b)
        }
    }) {
        i += 1;
    }
    let mut name = String::from_utf8_lossy(&s[..i]).into_owned();
    let mut labels = Vec::new();
    if s.get(i) != Some(&b'{') {
        if i == 0 {
            return Err((0, "a metric name"));
        }
        return Ok((SeriesKey::new(name, labels), i));
    }
    i += 1;
    loop {
        i = skip_spaces(s, i);
        match s.get(i) {
            Some(b'}') => {
                i += 1;
                break;
            }
            Some(b'"') if name.is_empty() => {
                let (text, next) = quoted(s, i)?;
                name = text;
                i = next;
            }
            Some(&b) if is_name_start(b) => {
                let start = i;
                while s.get(i).copied().is_some_and(is_name_char) {
                    i += 1;
                }
                let label = String::from_utf8_lossy(&s[start..i]).into_owned();
                i = skip_spaces(s, i);
                if s.get(i) != Some(&b'=') {
                    return Err((i, "'=' after a label name"));
                }
                i = skip_spaces(s, i + 1);
                let (value, next) = quoted(s, i)?;
                labels.push((label, value));
                i = next;
            }
            _ => return Err((i, "a label name or '}'")),
        }
        i = skip_spaces(s, i);
        match s.get(i) {
            Some(b',') => i += 1,
            Some(b'}') => {}
            _ => return Err((i, "',' or '}' after a label")),
        }
    }
    if name.is_empty() && labels.is_empty() {
        return Err((0, "a metric name"));
    }
    Ok((SeriesKey::new(name, labels), i))
}

/// A double-quoted label value starting at `s[i]`, unescaped; returns it and the index after.
fn quoted(s: &[u8], i: usize) -> Result<(String, usize), SelectorError> {
    if s.get(i) != Some(&b'"') {
        return Err((i, "a quoted label value"));
    }
    let mut out = Vec::new();
    let mut j = i + 1;
    loop {
        match s.get(j) {
            None => return Err((j, "the closing '\"' of a label value")),
            Some(b'"') => return Ok((String::from_utf8_lossy(&out).into_owned(), j + 1)),
            Some(b'\\') => {
                match s.get(j + 1) {
                    Some(b'n') => out.push(b'\n'),
                    Some(&b) => out.push(b),
                    None => return Err((j + 1, "an escaped character")),
                }
                j += 2;
            }
            Some(&b) => {
                out.push(b);
                j += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_text_and_grafana_selectors() {
        let (key, used) = parse_selector(br#"up{job="a\"b",instance="h:1"} 1 2"#).unwrap();
        assert_eq!(key.to_string(), r#"up{instance="h:1",job="a\"b"}"#);
        assert_eq!(used, 29);
        let (key, _) =
            parse_selector(br#"DCGM_FI_PROF_SM_ACTIVE{Hostname="n", gpu="0", }"#).unwrap();
        assert_eq!(key.label("gpu"), Some("0"));
        let (key, used) = parse_selector(b"vllm:num_requests_running 3").unwrap();
        assert_eq!((key.name.as_str(), used), ("vllm:num_requests_running", 25));
        let (key, _) = parse_selector(br#"{"my.metric",a="1"}"#).unwrap();
        assert_eq!(key.name, "my.metric");
    }

    #[test]
    fn reports_where_a_selector_breaks() {
        assert_eq!(parse_selector(br#"up{job="a"#).unwrap_err().0, 9);
        assert_eq!(parse_selector(br#"up{job}"#).unwrap_err().0, 6);
        assert!(parse_selector(b"1up").is_err());
        assert!(parse_selector(b"{}").is_err());
    }
}

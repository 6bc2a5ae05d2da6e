//! "Did you mean": the stored id one edit away from one that was mistyped.

/// The first of `candidates` one edit away from `wanted`: a character added, left out or
/// changed, or two neighbours swapped (case-sensitive, by character). `None` when none is,
/// or when `wanted` itself is among them.
pub(crate) fn one_edit_away<'a>(
    wanted: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let w: Vec<char> = wanted.chars().collect();
    candidates.into_iter().find(|c| {
        let c: Vec<char> = c.chars().collect();
        c != w && within_one(&w, &c)
    })
}

fn within_one(a: &[char], b: &[char]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if long.len() - short.len() > 1 {
        return false;
    }
    let Some(i) = short.iter().zip(long).position(|(x, y)| x != y) else {
        // One is the other with a character added at the end (or they are equal).
        return true;
    };
    if short.len() == long.len() {
        // Changed at i, or i and i + 1 swapped.
        short[i + 1..] == long[i + 1..]
            || (i + 1 < short.len()
                && short[i] == long[i + 1]
                && short[i + 1] == long[i]
                && short[i + 2..] == long[i + 2..])
    } else {
        // A character added at i.
        short[i..] == long[i + 1..]
    }
}

#[cfg(test)]
mod tests {
    use super::one_edit_away;

    const IDS: [&str; 3] = ["enterprise-assistant", "h200-nvl-grows", "batch-only"];

    #[test]
    fn one_edit_finds_the_id() {
        for typo in [
            "enterprise-asistant",   // left out
            "enterprise-assisstant", // added
            "enterprise-assistent",  // changed
            "enterprsie-assistant",  // swapped
            "h200-nvl-grow",         // the last left out
        ] {
            assert!(
                one_edit_away(typo, IDS).is_some_and(|id| IDS.contains(&id)),
                "{typo}"
            );
        }
        assert_eq!(
            one_edit_away("enterprise-asistant", IDS),
            Some("enterprise-assistant")
        );
    }

    #[test]
    fn two_edits_or_the_id_itself_find_nothing() {
        assert_eq!(one_edit_away("enterprise-asistent", IDS), None);
        assert_eq!(one_edit_away("batch-only", IDS), None);
        assert_eq!(one_edit_away("", IDS), None);
        assert_eq!(one_edit_away("x", []), None);
    }
}

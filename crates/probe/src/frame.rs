//! The frame format of the probe output: marker lines that enclose each command's output.
//!
//! ```text
//! @@gpucase-probe 1 probe version=1 date=2025-03-01T10:00:00Z uid=1000
//! @@gpucase-probe 1 begin <section> cmd=<command line>
//! ...output, stdout and stderr together...
//! @@gpucase-probe 1 end <section> status=<exit status>
//! @@gpucase-probe 1 missing <section> tool=<name>
//! @@gpucase-probe 1 skipped <section> reason=needs-root
//! @@gpucase-probe 1 done
//! ```
//!
//! Reading is lenient: a pasted output may have CRLF line ends, leading spaces from a
//! chat window, or be cut off; a section without its end marker is kept as truncated.

use std::collections::BTreeMap;

use crate::ProbeError;

/// The marker every frame line starts with.
pub const MARKER: &str = "@@gpucase-probe";
/// The frame format this crate writes and reads.
pub const FRAME_VERSION: u32 = 1;

/// One command's output as framed by the script.
#[derive(Debug, Clone, Default)]
pub struct Section {
    /// The command line the script ran (`cmd=`).
    pub cmd: String,
    /// Output lines, without line ends.
    pub lines: Vec<String>,
    /// Exit status, or `None` when the end marker is missing (output cut off).
    pub status: Option<i32>,
}

/// What the script said instead of running a section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotRun {
    /// The tool is not installed.
    Missing(String),
    /// Skipped, with the reason the script gave (`needs-root`).
    Skipped(String),
}

/// The parsed frames of one probe output.
#[derive(Debug, Clone, Default)]
pub struct Frames {
    /// `version=` of the header.
    pub probe_version: Option<String>,
    /// `date=` of the header.
    pub date: Option<String>,
    /// `uid=` of the header.
    pub uid: Option<String>,
    /// Sections by name.
    pub sections: BTreeMap<String, Section>,
    /// Sections the script did not run, by name.
    pub not_run: BTreeMap<String, NotRun>,
    /// Whether the final `done` marker was seen.
    pub done: bool,
}

impl Frames {
    /// A section that ran, by name.
    pub fn get(&self, name: &str) -> Option<&Section> {
        self.sections.get(name)
    }
}

fn key_value<'a>(rest: &'a str, key: &str) -> Option<&'a str> {
    rest.split_whitespace()
        .find_map(|w| w.strip_prefix(key).and_then(|v| v.strip_prefix('=')))
}

/// Splits a probe output into sections. Fails only when there is no header at all or the
/// header names a frame format this version does not read.
pub fn parse(text: &str) -> Result<Frames, ProbeError> {
    let mut frames = Frames::default();
    let mut header_seen = false;
    let mut header_line = 0;
    let mut current: Option<(String, Section)> = None;
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r');
        let trimmed = line.trim_start();
        let Some(rest) = trimmed.strip_prefix(MARKER) else {
            if let Some((_, section)) = current.as_mut() {
                section.lines.push(line.to_owned());
            }
            continue;
        };
        let mut words = rest.split_whitespace();
        let version = words.next().unwrap_or_default();
        if version != FRAME_VERSION.to_string() {
            return Err(ProbeError::UnsupportedFrame {
                line: index + 1,
                found: version.to_owned(),
                supported: FRAME_VERSION,
            });
        }
        let verb = words.next().unwrap_or_default();
        let name = words.next().unwrap_or_default().to_owned();
        let after_name = rest
            .find(&format!(" {name}"))
            .map(|i| &rest[i + name.len() + 1..])
            .unwrap_or_default();
        match verb {
            "probe" => {
                // A second run pasted below the first: its sections would silently
                // replace the first's.
                if header_seen {
                    return Err(ProbeError::TwoRuns {
                        first: header_line,
                        second: index + 1,
                    });
                }
                header_seen = true;
                header_line = index + 1;
                frames.probe_version = key_value(rest, "version").map(str::to_owned);
                frames.date = key_value(rest, "date").map(str::to_owned);
                frames.uid = key_value(rest, "uid").map(str::to_owned);
            }
            "begin" => {
                if let Some((n, s)) = current.take() {
                    frames.sections.insert(n, s);
                }
                let cmd = after_name
                    .trim_start()
                    .strip_prefix("cmd=")
                    .unwrap_or_default();
                let section = Section {
                    cmd: cmd.to_owned(),
                    ..Section::default()
                };
                current = Some((name, section));
            }
            "end" => {
                if let Some((n, mut s)) = current.take() {
                    s.status = key_value(after_name, "status").and_then(|v| v.parse().ok());
                    frames.sections.insert(n, s);
                }
            }
            "missing" => {
                let tool = key_value(after_name, "tool").unwrap_or("?").to_owned();
                frames.not_run.insert(name, NotRun::Missing(tool));
            }
            "skipped" => {
                let reason = key_value(after_name, "reason").unwrap_or("?").to_owned();
                frames.not_run.insert(name, NotRun::Skipped(reason));
            }
            "done" => frames.done = true,
            _ => {}
        }
    }
    if let Some((n, s)) = current.take() {
        frames.sections.insert(n, s);
    }
    if !header_seen {
        return Err(ProbeError::NoHeader {
            hint: hint_for(text),
        });
    }
    Ok(frames)
}

fn hint_for(text: &str) -> String {
    let t = text.trim_start();
    if t.is_empty() {
        "; the input is empty".to_owned()
    } else if t.contains("NVSMI LOG") || t.contains("NVIDIA-SMI") {
        "; this looks like bare `nvidia-smi` output: run the whole probe script instead".to_owned()
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 33: two runs pasted into one file, the later silently replacing the earlier's
    /// sections, are refused naming both headers.
    #[test]
    fn two_runs_in_one_output_are_refused() {
        let run = "@@gpucase-probe 1 probe version=1 date=2025-01-01T00:00:00Z uid=0\n\
            @@gpucase-probe 1 begin uname cmd=uname -r\n6.8.0\n\
            @@gpucase-probe 1 end uname status=0\n\
            @@gpucase-probe 1 done\n";
        let twice = format!("{run}{run}");
        match parse(&twice) {
            Err(ProbeError::TwoRuns { first, second }) => assert_eq!((first, second), (1, 6)),
            other => panic!("expected two runs refused, got {other:?}"),
        }
        assert!(parse(run).is_ok());
    }

    #[test]
    fn sections_status_and_markers() {
        let text = "@@gpucase-probe 1 probe version=1 date=2025-01-01T00:00:00Z uid=1000\r\n\
            @@gpucase-probe 1 begin uname cmd=uname -r\r\n6.8.0-45-generic\r\n\
            @@gpucase-probe 1 end uname status=0\r\n\
            @@gpucase-probe 1 missing lspci tool=lspci\n\
            @@gpucase-probe 1 skipped dmidecode reason=needs-root\n\
            @@gpucase-probe 1 begin free cmd=free -b\nMem: 1 2 3\n";
        let frames = parse(text).expect("a probe output");
        assert_eq!(frames.probe_version.as_deref(), Some("1"));
        assert_eq!(frames.uid.as_deref(), Some("1000"));
        let uname = frames.get("uname").expect("uname section");
        assert_eq!(uname.cmd, "uname -r");
        assert_eq!(uname.lines, vec!["6.8.0-45-generic"]);
        assert_eq!(uname.status, Some(0));
        assert_eq!(
            frames.not_run.get("lspci"),
            Some(&NotRun::Missing("lspci".into()))
        );
        // The cut-off section is kept, without a status.
        assert_eq!(frames.get("free").map(|s| s.status), Some(None));
        assert!(!frames.done);
    }

    #[test]
    fn other_frame_version_is_refused() {
        let err = parse("@@gpucase-probe 2 probe version=9\n").expect_err("frame 2");
        assert!(matches!(err, ProbeError::UnsupportedFrame { line: 1, .. }));
    }
}

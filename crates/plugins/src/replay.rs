//! A local HTTP server that answers a plugin's requests from its recorded fixtures.
//!
//! `fixtures/index.toml` lists recorded responses, each with the method and full URL it
//! answers, its status, content type and body file, and optionally a delay (to test
//! timeouts) and headers (to test `Retry-After`). Several responses for the same request
//! are served in order, the last one repeating, so a 429 followed by a 200 can be replayed.
//! A request nothing answers gets a 404 that names it.

use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use serde::Deserialize;

use crate::PluginError;

/// `fixtures/index.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FixtureIndex {
    /// The day the responses were recorded (ISO 8601 date).
    pub recorded: String,
    /// The plugin's settings the responses were recorded with, where they differ from its
    /// `plugin.toml` (a recording made with another page size or zone list); a run on this
    /// set uses them. Only settings the manifest has may be named.
    #[serde(default)]
    pub settings: std::collections::BTreeMap<String, String>,
    /// The recorded responses.
    #[serde(rename = "response", default)]
    pub responses: Vec<Recorded>,
}

impl FixtureIndex {
    /// Parses the text of `fixtures/index.toml` at `path`. An error never repeats a quoted
    /// value of the input (a recorded `authorization` header is a token).
    pub fn parse(text: &str, path: &Path) -> Result<Self, PluginError> {
        let index: Self = toml::from_str(text).map_err(|e| PluginError::Fixture {
            path: path.to_path_buf(),
            message: crate::manifest::toml_error(text, &e),
        })?;
        // The day is every replayed offer's `fetched_at`: a wrong one is the index's error,
        // named here, not an offer's later.
        if index.recorded.parse::<jiff::civil::Date>().is_err() {
            return Err(PluginError::Fixture {
                path: path.to_path_buf(),
                message: format!(
                    "recorded = {:?}: expected the day the responses were recorded, YYYY-MM-DD",
                    index.recorded
                ),
            });
        }
        Ok(index)
    }
}

#[cfg(test)]
mod index_tests {
    use super::FixtureIndex;

    /// Issue 34: `recorded = "2024-12"` was reported as an offer's `fetched_at`.
    #[test]
    fn a_recorded_day_that_is_no_date_is_the_index_s_error() {
        let path = std::path::Path::new("plugins/x/fixtures/index.toml");
        let err = FixtureIndex::parse("recorded = \"2024-12\"\n", path).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("index.toml")
                && text.contains("recorded = \"2024-12\"")
                && text.contains("YYYY-MM-DD"),
            "{text}"
        );
        assert!(FixtureIndex::parse("recorded = \"2024-12-01\"\n", path).is_ok());
    }
}

/// One recorded response.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recorded {
    /// `GET` or `POST`.
    pub method: String,
    /// The full URL it answers.
    pub url: String,
    /// HTTP status.
    pub status: u16,
    /// Content type of the body.
    pub content_type: String,
    /// File in `fixtures/` holding the body.
    pub file: Option<String>,
    /// The body itself, for short or deliberately broken answers.
    pub response_body: Option<String>,
    /// For POST: the request body this answers.
    pub body: Option<String>,
    /// Wait before answering, to exercise timeouts.
    pub delay_ms: Option<u64>,
    /// Extra response headers, e.g. `retry-after`.
    #[serde(default)]
    pub headers: BTreeMap<String, String>,
    /// Request headers this answers only when present with these values (lowercase names),
    /// e.g. the `authorization` a provider requires.
    #[serde(default)]
    pub request_headers: BTreeMap<String, String>,
}

struct Prepared {
    recorded: Recorded,
    body: Vec<u8>,
}

/// A recorded response with its body.
pub type RecordedBody = (Recorded, Vec<u8>);

/// Reads `fixtures/index.toml` and the bodies it names.
pub fn load_fixtures(plugin_dir: &Path) -> Result<(FixtureIndex, Vec<RecordedBody>), PluginError> {
    load_set(&plugin_dir.join("fixtures"))
}

/// The folder of the responses recorded from the provider itself, found in public sources,
/// beside the fixtures written for the plugin (`fixtures/recorded/`, with a README giving
/// each file's source and date; issue 34).
pub const RECORDED: &str = "fixtures/recorded";

/// The recorded responses in `dir` (an `index.toml` and the files it names, inside `dir`).
pub fn load_set(dir: &Path) -> Result<(FixtureIndex, Vec<RecordedBody>), PluginError> {
    let dir = dir.to_path_buf();
    let index_path = dir.join("index.toml");
    let text = std::fs::read_to_string(&index_path).map_err(|e| PluginError::Io {
        path: index_path.clone(),
        message: e.to_string(),
    })?;
    let index = FixtureIndex::parse(&text, &index_path)?;
    let mut bodies = Vec::new();
    for r in &index.responses {
        let body = match (&r.file, &r.response_body) {
            (Some(file), None) => read_body(&dir, &index_path, file)?,
            (None, Some(text)) => text.clone().into_bytes(),
            _ => {
                return Err(PluginError::Fixture {
                    path: index_path,
                    message: format!(
                        "response for {}: give exactly one of file and response_body",
                        crate::manifest::without_userinfo(&r.url)
                    ),
                });
            }
        };
        bodies.push((r.clone(), body));
    }
    Ok((index, bodies))
}

/// The most a recorded body may hold: the largest bundled fixture is a few hundred KB; a
/// price list of a whole cloud region fits many times over.
pub const MAX_FIXTURE_BYTES: u64 = 32 * 1024 * 1024;

/// The body `file` names, which must be a plain file inside `dir` (the plugin's
/// `fixtures/`): a relative path of plain names, no `..`, and no symlink leading out. A
/// fixture is part of a plugin someone else wrote; it must not read the analyst's files.
fn read_body(dir: &Path, index_path: &Path, file: &str) -> Result<Vec<u8>, PluginError> {
    // A file name is the plugin author's text: it may look like a URL with a password.
    let refuse = |message: String| PluginError::Fixture {
        path: index_path.to_path_buf(),
        message: crate::manifest::without_userinfo(&message),
    };
    let relative = Path::new(file);
    if file.is_empty()
        || !relative
            .components()
            .all(|c| matches!(c, std::path::Component::Normal(_)))
    {
        return Err(refuse(format!(
            "file = {file:?}: expected a path inside fixtures/ made of plain names (no /, .. or drive at the start)"
        )));
    }
    let io = |path: &Path, e: std::io::Error| PluginError::Io {
        path: crate::manifest::without_userinfo(&path.to_string_lossy()).into(),
        message: e.to_string(),
    };
    let root = dir.canonicalize().map_err(|e| io(dir, e))?;
    let joined = dir.join(relative);
    let real = joined.canonicalize().map_err(|e| io(&joined, e))?;
    if !real.starts_with(&root) {
        return Err(refuse(format!(
            "file = {file:?} leads outside fixtures/ (through a link to {}); a fixture must be inside the plugin",
            real.display()
        )));
    }
    let shown = crate::manifest::without_userinfo(file);
    let not_plain = || PluginError::FixtureNotPlain {
        path: index_path.to_path_buf(),
        file: shown.clone(),
    };
    let too_large = |size: u64| PluginError::FixtureTooLarge {
        path: index_path.to_path_buf(),
        file: shown.clone(),
        size,
        max: MAX_FIXTURE_BYTES,
    };
    // Checked before opening: opening a FIFO would wait for a writer, and a device such as
    // /dev/zero never ends.
    let meta = std::fs::metadata(&real).map_err(|e| io(&real, e))?;
    if !meta.is_file() {
        return Err(not_plain());
    }
    if meta.len() > MAX_FIXTURE_BYTES {
        return Err(too_large(meta.len()));
    }
    let mut body = Vec::new();
    let mut opened = std::fs::File::open(&real).map_err(|e| io(&real, e))?;
    // The file opened may not be the one looked at (replaced in between): look again.
    if !opened.metadata().map_err(|e| io(&real, e))?.is_file() {
        return Err(not_plain());
    }
    (&mut opened)
        .take(MAX_FIXTURE_BYTES + 1)
        .read_to_end(&mut body)
        .map_err(|e| io(&real, e))?;
    if body.len() as u64 > MAX_FIXTURE_BYTES {
        return Err(too_large(body.len() as u64));
    }
    Ok(body)
}

/// A running replay server; stops when dropped.
pub struct ReplayServer {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl ReplayServer {
    /// Starts serving `responses` on a free port of 127.0.0.1.
    pub fn start(responses: Vec<RecordedBody>) -> std::io::Result<Self> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        let addr = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let prepared: Vec<Prepared> = responses
            .into_iter()
            .map(|(recorded, body)| Prepared { recorded, body })
            .collect();
        let state = Arc::new((prepared, Mutex::new(HashMap::<usize, usize>::new())));
        let flag = stop.clone();
        let thread = std::thread::spawn(move || {
            for stream in listener.incoming() {
                if flag.load(Ordering::SeqCst) {
                    break;
                }
                if let Ok(stream) = stream {
                    let state = state.clone();
                    std::thread::spawn(move || {
                        let _ = serve(stream, &state.0, &state.1);
                    });
                }
            }
        });
        Ok(Self {
            addr,
            stop,
            thread: Some(thread),
        })
    }

    /// The base URL plugins' requests are sent to.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Drop for ReplayServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the accept loop so that it sees the flag.
        let _ = TcpStream::connect(self.addr);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn serve(
    stream: TcpStream,
    responses: &[Prepared],
    served: &Mutex<HashMap<usize, usize>>,
) -> std::io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut line = String::new();
    reader.read_line(&mut line)?;
    let mut parts = line.split_whitespace();
    let (method, path) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
    let mut length = 0usize;
    let mut sent = BTreeMap::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header)?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some((k, v)) = header.split_once(':') {
            if k.eq_ignore_ascii_case("content-length") {
                length = v.trim().parse().unwrap_or(0);
            }
            sent.insert(k.trim().to_ascii_lowercase(), v.trim().to_owned());
        }
    }
    let mut body = vec![0u8; length.min(1 << 20)];
    reader.read_exact(&mut body)?;
    let url = format!("https://{}", path.trim_start_matches('/'));
    let body = String::from_utf8_lossy(&body);
    let candidates: Vec<usize> = responses
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            p.recorded.method.eq_ignore_ascii_case(method)
                && p.recorded.url == url
                && p.recorded.body.as_deref().is_none_or(|b| b == body)
                && p.recorded
                    .request_headers
                    .iter()
                    .all(|(k, v)| sent.get(k) == Some(v))
        })
        .map(|(i, _)| i)
        .collect();
    let mut out = stream;
    let Some(&first) = candidates.first() else {
        let message = format!("no recorded response for {method} {url}");
        return write_response(
            &mut out,
            404,
            "text/plain",
            &BTreeMap::new(),
            message.as_bytes(),
        );
    };
    let chosen = {
        let mut counts = served.lock().unwrap_or_else(|e| e.into_inner());
        let n = counts.entry(first).or_insert(0);
        let pick = candidates[(*n).min(candidates.len() - 1)];
        *n += 1;
        pick
    };
    let p = &responses[chosen];
    if let Some(ms) = p.recorded.delay_ms {
        std::thread::sleep(Duration::from_millis(ms));
    }
    write_response(
        &mut out,
        p.recorded.status,
        &p.recorded.content_type,
        &p.recorded.headers,
        &p.body,
    )
}

fn write_response(
    out: &mut TcpStream,
    status: u16,
    content_type: &str,
    headers: &BTreeMap<String, String>,
    body: &[u8],
) -> std::io::Result<()> {
    let mut head = format!(
        "HTTP/1.1 {status} Recorded\r\ncontent-type: {content_type}\r\ncontent-length: {}\r\nconnection: close\r\n",
        body.len()
    );
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    out.write_all(head.as_bytes())?;
    out.write_all(body)?;
    out.flush()
}

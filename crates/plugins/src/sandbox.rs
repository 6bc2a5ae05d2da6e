//! Running a plugin's script in a sandbox.
//!
//! The script gets no file system, no modules, no `eval`, and only these host functions:
//! `http_get(url)` and `http_post(url, body)` (returning `#{ status, headers, body }`;
//! both also take a map of request headers as a last argument),
//! `parse_json(text)`, `secret(name)`, `base64_encode(text)`,
//! `aws_sigv4(#{ method, url, headers, body, region, service, access_key_id,
//! secret_access_key, session_token })` (AWS Signature Version 4 at the run's `now`; returns
//! the headers to send: the given ones plus `x-amz-date`, `authorization` and, with a
//! session token, `x-amz-security-token`), `log(msg)`, `now()` and `emit(offer)`. A script
//! returns its offers as an array, or hands them over one by one with `emit` (which a large
//! catalog needs: Rhai re-measures an array each time it grows, so pushing ten thousand
//! offers into one costs quadratic time). The engine stops a script
//! that runs too many operations, calls too deep, builds too large a string, array or map,
//! gives too many offers, computes past its script time or runs past its wall time (the
//! bounds are in [`crate::limits`]); its log keeps a bounded number of bytes.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use rhai::{Dynamic, Engine, EvalAltResult, Map, Position, Scope};

use crate::fetch::{Fetcher, HttpResponse};
use crate::limits::{Limit, Limits, Stop};
use crate::manifest::PluginDir;

/// The tokens a run stops with when the host cancels it or a time limit passes.
const CANCELLED: &str = "cancelled";
const WALL_TIME: &str = "wall-time";
const SCRIPT_TIME: &str = "script-time";
const HEAP_BYTES: &str = "heap-bytes";

/// What a script returned, and what it logged.
#[derive(Debug, Clone)]
pub struct ScriptOutput {
    /// The value of `offers(ctx)`.
    pub value: serde_json::Value,
    /// Its `log` lines.
    pub logs: Vec<String>,
    /// What it skipped (`skip(reason, item)`), grouped by reason.
    pub skipped: Vec<SkipGroup>,
    /// The parts of the provider's data it could not read (`part_failed(part, why)`), whose
    /// offers are missing while the rest were read.
    pub failed_parts: Vec<FailedPart>,
}

/// Items a plugin skipped for one reason: how many, and the first of them by name.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct SkipGroup {
    /// Why, in the plugin's words ("no GPU in its description").
    pub reason: String,
    /// How many items were skipped for it.
    pub count: u64,
    /// The first [`MAX_SKIPPED_NAMED`] of them, by the plugin's name for each.
    pub items: Vec<String>,
}

/// A part of a provider's data a plugin could not read.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct FailedPart {
    /// The part, in the plugin's words ("Robot products").
    pub part: String,
    /// What went wrong.
    pub message: String,
}

/// Items named per reason; the rest are counted.
pub const MAX_SKIPPED_NAMED: usize = 50;
/// Reasons kept apart; later ones are counted under one "other reasons" group.
const MAX_SKIP_REASONS: usize = 100;
/// Characters kept of a reason, an item's name, a part or its message.
const MAX_SKIP_TEXT: usize = 300;
/// Failed parts a run records.
const MAX_FAILED_PARTS: usize = 50;

/// `text` cut to [`MAX_SKIP_TEXT`] characters.
fn bounded_text(text: &str) -> String {
    match text.char_indices().nth(MAX_SKIP_TEXT) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

/// `value` rounded to `significant` digits as decimal text (see the `decimal_text` script
/// function).
pub fn decimal_text(value: f64, significant: i64) -> Result<String, String> {
    use rust_decimal::prelude::FromPrimitive;
    if !(1..=15).contains(&significant) {
        return Err(format!(
            "{significant} significant digits: expected 1 to 15"
        ));
    }
    let d = rust_decimal::Decimal::from_f64(value)
        .ok_or_else(|| format!("{value} is not a number a price can be"))?;
    if d.is_zero() {
        return Ok("0".to_owned());
    }
    // The place of the first significant digit: 0 for 1 to 9.99, -1 for 0.1 to 0.999.
    let magnitude = {
        let mut m = 0i64;
        let mut a = d.abs();
        let ten = rust_decimal::Decimal::TEN;
        while a >= ten {
            a /= ten;
            m += 1;
        }
        while a < rust_decimal::Decimal::ONE {
            a *= ten;
            m -= 1;
        }
        m
    };
    let places = u32::try_from((significant - 1 - magnitude).clamp(0, 28)).unwrap_or(0);
    let rounded =
        d.round_dp_with_strategy(places, rust_decimal::RoundingStrategy::MidpointNearestEven);
    Ok(rounded.normalize().to_string())
}

/// What a run skipped and could not read, bounded whatever the script does.
#[derive(Default)]
struct Skips {
    groups: Vec<SkipGroup>,
    failed: Vec<FailedPart>,
}

impl Skips {
    fn skip(&mut self, reason: &str, item: &str) {
        let reason = if self.groups.len() >= MAX_SKIP_REASONS
            && !self.groups.iter().any(|g| g.reason == reason)
        {
            "other reasons".to_owned()
        } else {
            bounded_text(reason)
        };
        let at = match self.groups.iter().position(|g| g.reason == reason) {
            Some(at) => at,
            None => {
                self.groups.push(SkipGroup {
                    reason,
                    count: 0,
                    items: Vec::new(),
                });
                self.groups.len() - 1
            }
        };
        let group = &mut self.groups[at];
        group.count += 1;
        if group.items.len() < MAX_SKIPPED_NAMED {
            group.items.push(bounded_text(item));
        }
    }

    fn part_failed(&mut self, part: &str, message: &str) {
        if self.failed.len() < MAX_FAILED_PARTS {
            self.failed.push(FailedPart {
                part: bounded_text(part),
                message: bounded_text(message),
            });
        }
    }
}

/// A script's header map as name and value pairs; every value must be a string.
fn header_list(headers: &Map) -> Result<Vec<(String, String)>, Box<EvalAltResult>> {
    headers
        .iter()
        .map(|(k, v)| {
            v.clone()
                .into_string()
                .map(|s| (k.to_string(), s))
                .map_err(|_| format!("header {k}: expected a string value").into())
        })
        .collect()
}

/// `aws_sigv4(#{ method, url, headers, body, region, service, access_key_id,
/// secret_access_key, session_token })`: the request's headers plus `x-amz-date`,
/// `x-amz-security-token` (with a session token) and `authorization`, ready for
/// `http_get` / `http_post`. `headers`, `body` and `session_token` may be left out or `()`.
fn aws_sigv4(request: &Map, time: &str) -> Result<Map, String> {
    const KEYS: [&str; 9] = [
        "method",
        "url",
        "headers",
        "body",
        "region",
        "service",
        "access_key_id",
        "secret_access_key",
        "session_token",
    ];
    if let Some(unknown) = request.keys().find(|k| !KEYS.contains(&k.as_str())) {
        return Err(format!(
            "unknown field {unknown:?} (expected {})",
            KEYS.join(", ")
        ));
    }
    let text = |key: &str, required: bool| -> Result<Option<String>, String> {
        match request.get(key) {
            None => Ok(None),
            Some(v) if v.is_unit() => Ok(None),
            Some(v) => v
                .clone()
                .into_string()
                .map(Some)
                .map_err(|t| format!("{key}: expected a string, got {t}")),
        }
        .and_then(|v| match v {
            None if required => Err(match key {
                "access_key_id" | "secret_access_key" => {
                    format!("{key} is missing (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)")
                }
                _ => format!("{key} is missing"),
            }),
            v => Ok(v),
        })
    };
    let headers = match request.get("headers") {
        None => Vec::new(),
        Some(h) if h.is_unit() => Vec::new(),
        Some(h) => {
            let map = h
                .read_lock::<Map>()
                .ok_or_else(|| format!("headers: expected a map, got {}", h.type_name()))?;
            header_list(&map).map_err(|e| e.to_string())?
        }
    };
    let method = text("method", true)?.unwrap_or_default();
    let url = text("url", true)?.unwrap_or_default();
    let body = text("body", false)?.unwrap_or_default();
    let region = text("region", true)?.unwrap_or_default();
    let service = text("service", true)?.unwrap_or_default();
    let access_key_id = text("access_key_id", true)?.unwrap_or_default();
    let secret_access_key = text("secret_access_key", true)?.unwrap_or_default();
    let session_token = text("session_token", false)?.filter(|t| !t.is_empty());
    let signed = crate::sigv4::sign(
        &crate::sigv4::Request {
            method: &method,
            url: &url,
            headers: &headers,
            body: body.as_bytes(),
        },
        &crate::sigv4::Signer {
            region: &region,
            service: &service,
            access_key_id: &access_key_id,
            secret_access_key: &secret_access_key,
            session_token: session_token.as_deref(),
        },
        time,
    )?;
    let mut out = Map::new();
    for (k, v) in headers.into_iter().chain(signed) {
        out.insert(k.into(), v.into());
    }
    Ok(out)
}

fn response_map(r: HttpResponse) -> Map {
    let mut headers = Map::new();
    for (k, v) in r.headers {
        headers.insert(k.into(), v.into());
    }
    let mut m = Map::new();
    m.insert("status".into(), Dynamic::from_int(i64::from(r.status)));
    m.insert("headers".into(), headers.into());
    m.insert("body".into(), r.body.into());
    m
}

/// A run's log: lines kept up to a number of bytes, the rest counted.
struct LogSink {
    lines: Vec<String>,
    kept_bytes: usize,
    max_bytes: usize,
    dropped_lines: usize,
    dropped_bytes: usize,
}

impl LogSink {
    fn new(max_bytes: usize) -> Self {
        Self {
            lines: Vec::new(),
            kept_bytes: 0,
            max_bytes,
            dropped_lines: 0,
            dropped_bytes: 0,
        }
    }

    /// Keeps `line` while the log stays within its bytes; once one line does not fit,
    /// every later one is dropped too, so the log is a prefix of what the script said.
    fn push(&mut self, line: &str) {
        if self.dropped_lines == 0 && self.kept_bytes + line.len() <= self.max_bytes {
            self.kept_bytes += line.len();
            self.lines.push(line.to_owned());
        } else {
            self.dropped_lines += 1;
            self.dropped_bytes += line.len();
        }
    }

    /// The kept lines, and one line on what was dropped, if anything was.
    fn finish(mut self) -> Vec<String> {
        if self.dropped_lines > 0 {
            self.lines.push(format!(
                "{} more log lines ({} bytes) dropped: a run keeps at most {} bytes of log",
                self.dropped_lines, self.dropped_bytes, self.max_bytes
            ));
        }
        self.lines
    }
}

/// The run's fetcher, whose failures after the run's deadline are the wall time's.
struct Bounded {
    fetcher: Fetcher,
    deadline: Instant,
}

impl Bounded {
    fn request(
        &self,
        method: &str,
        url: &str,
        body: Option<&str>,
        headers: &[(String, String)],
    ) -> Result<HttpResponse, Box<EvalAltResult>> {
        self.fetcher
            .request(method, url, body, headers)
            .map_err(|message| {
                if Instant::now() >= self.deadline {
                    EvalAltResult::ErrorTerminated(Dynamic::from(WALL_TIME), Position::NONE).into()
                } else {
                    message.into()
                }
            })
    }
}

/// Time spent waiting for requests, left out of the script's own time.
#[derive(Default)]
struct Waiting(Cell<Duration>);

impl Waiting {
    fn time<T>(&self, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let out = f();
        self.0.set(self.0.get() + start.elapsed());
        out
    }
}

/// Runs `offers(ctx)` of `plugin` with `fetcher` as its only way out. `now` is what `now()`
/// returns (RFC 3339); fixture runs pass the recording date so that output is stable.
pub fn run(
    plugin: &PluginDir,
    fetcher: Fetcher,
    limits: &Limits,
    now: &str,
) -> Result<ScriptOutput, Stop> {
    let mut engine = bounded_engine(limits);
    let started = Instant::now();
    let waiting = Rc::new(Waiting::default());
    watch(&mut engine, limits, started, waiting.clone());
    let logs = register_log(&mut engine, limits);
    let skips = register_skips(&mut engine);
    register_http(&mut engine, fetcher, started + limits.wall_time, &waiting);
    register_data(&mut engine, plugin, &logs, now);
    let (emitted, reached) = register_emit(&mut engine, limits.max_offers);
    let fixed_now = now.to_owned();
    engine.register_fn("now", move || fixed_now.clone());

    let result = call_offers(&engine, plugin, limits, now, &reached)?;
    let value = offers_value(result, &emitted, limits)?;
    let logs = std::mem::replace(&mut *logs.borrow_mut(), LogSink::new(0)).finish();
    let Skips { groups, failed } = std::mem::take(&mut *skips.borrow_mut());
    Ok(ScriptOutput {
        value,
        logs,
        skipped: groups,
        failed_parts: failed,
    })
}

/// An engine held to `limits`' sizes and depths, without `eval`.
fn bounded_engine(limits: &Limits) -> Engine {
    let mut engine = Engine::new();
    engine.set_max_operations(limits.max_operations);
    engine.set_max_call_levels(limits.max_call_levels);
    engine.set_max_expr_depths(128, 64);
    engine.set_max_string_size(limits.max_string_size);
    engine.set_max_array_size(limits.max_array_size);
    engine.set_max_map_size(limits.max_map_size);
    engine.disable_symbol("eval");
    engine
}

/// Stops the script, as it runs, past its heap, when the host cancels it, or past its wall
/// time or its script time (the run's time since `started`, less the time `waited` for
/// requests).
fn watch(engine: &mut Engine, limits: &Limits, started: Instant, waited: Rc<Waiting>) {
    let (wall_time, script_time) = (limits.wall_time, limits.script_time);
    let cancel = limits.cancel.clone();
    // What the thread held before the script began is not the script's.
    let heap_start = gpucase_memory::thread_bytes();
    let max_heap = i64::try_from(limits.max_heap_bytes).unwrap_or(i64::MAX);
    engine.on_progress(move |operations| {
        // The heap count is read on every operation (a thread-local integer): one
        // operation can allocate a string of tens of megabytes, so 1024 of them could
        // pass the bound many times over before a check.
        if let (Some(start), Some(now)) = (heap_start, gpucase_memory::thread_bytes())
            && now.saturating_sub(start) > max_heap
        {
            return Some(Dynamic::from(HEAP_BYTES));
        }
        // The clock and the flag are read every 1024 operations: reading them on each one
        // cost a few per cent of a large plugin's run. A growing container makes each
        // operation slower (Rhai measures it after every push), so 1024 of them still
        // pass in well under a second before the script time stops it.
        if operations % 1024 != 0 {
            return None;
        }
        if cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed)) {
            return Some(Dynamic::from(CANCELLED));
        }
        let elapsed = started.elapsed();
        if elapsed > wall_time {
            return Some(Dynamic::from(WALL_TIME));
        }
        (elapsed.saturating_sub(waited.0.get()) > script_time).then(|| Dynamic::from(SCRIPT_TIME))
    });
}

/// Registers `log` and sends `print` and `debug` to the run's log, which it returns.
fn register_log(engine: &mut Engine, limits: &Limits) -> Rc<RefCell<LogSink>> {
    let logs = Rc::new(RefCell::new(LogSink::new(limits.max_log_bytes)));
    let sink = logs.clone();
    engine.on_print(move |s| sink.borrow_mut().push(s));
    let sink = logs.clone();
    engine.on_debug(move |s, _, _| sink.borrow_mut().push(s));
    let sink = logs.clone();
    engine.register_fn("log", move |msg: &str| sink.borrow_mut().push(msg));
    logs
}

/// Registers `skip` and `part_failed`, which the returned [`Skips`] keep.
fn register_skips(engine: &mut Engine) -> Rc<RefCell<Skips>> {
    // An item of the provider's data that gives no offer, and why: counted by reason, the
    // first of each named (`plugins check`, `offers refresh --verbose`).
    let skips = Rc::new(RefCell::new(Skips::default()));
    let sink = skips.clone();
    engine.register_fn("skip", move |reason: &str, item: &str| {
        sink.borrow_mut().skip(reason, item);
    });
    // A part of the provider's data (an endpoint) that could not be read: its offers are
    // missing, the rest stay; the run says so.
    let sink = skips.clone();
    engine.register_fn("part_failed", move |part: &str, message: &str| {
        sink.borrow_mut().part_failed(part, message);
    });
    skips
}

/// Registers `http_get` and `http_post`, with and without headers, through `fetcher`
/// until `deadline`; their time goes to `waiting`.
fn register_http(engine: &mut Engine, fetcher: Fetcher, deadline: Instant, waiting: &Rc<Waiting>) {
    // A request waits at most until the wall time is over; one that fails then stops the
    // run with that limit rather than with the request's own error.
    let mut fetcher = fetcher;
    fetcher.set_deadline(deadline);
    let fetcher = Rc::new(Bounded { fetcher, deadline });
    let (f, w) = (fetcher.clone(), waiting.clone());
    engine.register_fn(
        "http_get",
        move |url: &str| -> Result<Map, Box<EvalAltResult>> {
            w.time(|| f.request("GET", url, None, &[]))
                .map(response_map)
        },
    );
    let (f, w) = (fetcher.clone(), waiting.clone());
    engine.register_fn(
        "http_get",
        move |url: &str, headers: Map| -> Result<Map, Box<EvalAltResult>> {
            let headers = header_list(&headers)?;
            w.time(|| f.request("GET", url, None, &headers))
                .map(response_map)
        },
    );
    let (f, w) = (fetcher.clone(), waiting.clone());
    engine.register_fn(
        "http_post",
        move |url: &str, body: &str| -> Result<Map, Box<EvalAltResult>> {
            w.time(|| f.request("POST", url, Some(body), &[]))
                .map(response_map)
        },
    );
    let (f, w) = (fetcher.clone(), waiting.clone());
    engine.register_fn(
        "http_post",
        move |url: &str, body: &str, headers: Map| -> Result<Map, Box<EvalAltResult>> {
            let headers = header_list(&headers)?;
            w.time(|| f.request("POST", url, Some(body), &headers))
                .map(response_map)
        },
    );
}

/// Registers the functions that turn data over: `parse_json`, `secret` (only those the
/// manifest declares; a failure goes to `logs`), `decimal_text`, `base64_encode` and
/// `aws_sigv4` (at `now`).
fn register_data(engine: &mut Engine, plugin: &PluginDir, logs: &Rc<RefCell<LogSink>>, now: &str) {
    engine.register_fn(
        "parse_json",
        |text: &str| -> Result<Dynamic, Box<EvalAltResult>> {
            crate::convert::parse(text).map_err(|e| format!("parse_json: {e}").into())
        },
    );
    let declared = plugin.manifest.capabilities.secrets.clone();
    let secret_log = logs.clone();
    engine.register_fn(
        "secret",
        move |name: &str| -> Result<Dynamic, Box<EvalAltResult>> {
            if !declared.iter().any(|d| d == name) {
                return Err(format!(
                "secret({name:?}) refused: the manifest does not declare it in capabilities.secrets"
            )
            .into());
            }
            // The environment first, then the OS keyring. A keyring that cannot be
            // reached (a headless host) leaves the secret unset and says so in the log;
            // the value itself is never logged.
            match gpucase_secrets::get(name) {
                Ok(Some(secret)) => Ok(secret.expose().into()),
                Ok(None) => Ok(Dynamic::UNIT),
                Err(e) => {
                    secret_log
                        .borrow_mut()
                        .push(&format!("secret({name:?}): {e}"));
                    Ok(Dynamic::UNIT)
                }
            }
        },
    );
    // A number an API sends as a binary float, as the decimal the provider priced: to
    // `significant` digits (1 to 15), trailing zeros dropped. `0.24666666666666665` (a
    // monthly price divided) to 10 digits is `0.2466666667`; `0.01953125` stays.
    engine.register_fn(
        "decimal_text",
        |value: f64, significant: i64| -> Result<String, Box<EvalAltResult>> {
            decimal_text(value, significant).map_err(|e| format!("decimal_text: {e}").into())
        },
    );
    engine.register_fn("decimal_text", |value: i64, _significant: i64| -> String {
        value.to_string()
    });
    // For HTTP Basic credentials (`Authorization: Basic base64(user:password)`).
    engine.register_fn("base64_encode", |text: &str| -> String {
        use base64::Engine as _;
        base64::engine::general_purpose::STANDARD.encode(text)
    });
    // AWS Signature Version 4 at the run's `now` (fixed in fixture runs, so signatures
    // are reproducible there).
    let signing_time = now.to_owned();
    engine.register_fn(
        "aws_sigv4",
        move |request: Map| -> Result<Map, Box<EvalAltResult>> {
            aws_sigv4(&request, &signing_time).map_err(|e| format!("aws_sigv4: {e}").into())
        },
    );
}

/// Offers emitted one by one.
type Emitted = Rc<RefCell<Vec<Dynamic>>>;

/// Registers `emit`, which keeps at most `max_offers` offers: the offers, and the limit
/// reached when one more came.
fn register_emit(engine: &mut Engine, max_offers: usize) -> (Emitted, Rc<Cell<Option<Limit>>>) {
    // Offers are counted as they come: past the limit the run stops at once, before a
    // runaway `emit` loop holds millions of them.
    let emitted = Rc::new(RefCell::new(Vec::<Dynamic>::new()));
    let reached: Rc<Cell<Option<Limit>>> = Rc::new(Cell::new(None));
    let (sink, over) = (emitted.clone(), reached.clone());
    engine.register_fn(
        "emit",
        move |offer: Map| -> Result<(), Box<EvalAltResult>> {
            let mut sink = sink.borrow_mut();
            if sink.len() >= max_offers {
                over.set(Some(Limit::Offers { max: max_offers }));
                return Err(format!("emit: more than {max_offers} offers").into());
            }
            sink.push(offer.into());
            Ok(())
        },
    );
    (emitted, reached)
}

/// Compiles the script and calls `offers(ctx)`, `ctx` holding the plugin's id, `now` and
/// its settings; a failure is the limit `reached` by `emit`, else what the error says.
fn call_offers(
    engine: &Engine,
    plugin: &PluginDir,
    limits: &Limits,
    now: &str,
    reached: &Cell<Option<Limit>>,
) -> Result<Dynamic, Stop> {
    let ast = engine
        .compile(&plugin.script)
        .map_err(|e| Stop::Failed(format!("main.rhai does not compile: {e}")))?;
    let mut ctx = Map::new();
    ctx.insert("plugin".into(), plugin.id().into());
    ctx.insert("now".into(), now.into());
    let mut settings = Map::new();
    for (k, v) in &plugin.manifest.settings {
        settings.insert(k.into(), v.clone().into());
    }
    ctx.insert("settings".into(), settings.into());
    engine
        .call_fn(&mut Scope::new(), &ast, "offers", (ctx,))
        .map_err(|e| match reached.take() {
            Some(limit) => Stop::Limit {
                limit,
                line: innermost(&e).line(),
            },
            None => describe(&e, limits),
        })
}

/// The offers as data: those `emitted`, or else the value `offers()` returned; at most
/// the limit's number.
fn offers_value(
    mut result: Dynamic,
    emitted: &Emitted,
    limits: &Limits,
) -> Result<serde_json::Value, Stop> {
    let emitted = std::mem::take(&mut *emitted.borrow_mut());
    if !emitted.is_empty() {
        if !result.is_unit() {
            return Err(Stop::Failed(
                "offers() both emitted offers and returned a value: use one of the two".into(),
            ));
        }
        result = Dynamic::from_array(emitted);
    }
    if result
        .read_lock::<rhai::Array>()
        .is_some_and(|a| a.len() > limits.max_offers)
    {
        return Err(Stop::Limit {
            limit: Limit::Offers {
                max: limits.max_offers,
            },
            line: None,
        });
    }
    crate::convert::to_json(result, "offers()")
        .map_err(|e| Stop::Failed(format!("offers() returned a value that is not data: {e}")))
}

/// The error a script's failure comes down to, through the calls it passed.
fn innermost(e: &EvalAltResult) -> Position {
    match e {
        EvalAltResult::ErrorInFunctionCall(_, _, inner, _) => innermost(inner),
        other => other.position(),
    }
}

fn describe(e: &EvalAltResult, limits: &Limits) -> Stop {
    let at = |limit: Limit, pos: &Position| Stop::Limit {
        limit,
        line: pos.line(),
    };
    // Whole seconds, rounded up: a test's 300 ms limit reads "1 s", never "0 s".
    let seconds = |d: Duration| d.as_secs() + u64::from(d.subsec_nanos() > 0);
    match e {
        EvalAltResult::ErrorTooManyOperations(pos) => at(
            Limit::Operations {
                max: limits.max_operations,
            },
            pos,
        ),
        EvalAltResult::ErrorTerminated(token, pos) => {
            match token.clone().into_string().unwrap_or_default().as_str() {
                WALL_TIME => at(
                    Limit::WallTime {
                        seconds: seconds(limits.wall_time),
                    },
                    pos,
                ),
                SCRIPT_TIME => at(
                    Limit::ScriptTime {
                        seconds: seconds(limits.script_time),
                    },
                    pos,
                ),
                HEAP_BYTES => at(
                    Limit::HeapBytes {
                        max: limits.max_heap_bytes,
                    },
                    pos,
                ),
                _ => Stop::Failed(CANCELLED.into()),
            }
        }
        EvalAltResult::ErrorStackOverflow(pos) => at(
            Limit::CallDepth {
                max: limits.max_call_levels,
            },
            pos,
        ),
        EvalAltResult::ErrorDataTooLarge(what, pos) => {
            let limit = if what.contains("string") {
                Limit::StringBytes {
                    max: limits.max_string_size,
                }
            } else if what.contains("map") {
                Limit::MapEntries {
                    max: limits.max_map_size,
                }
            } else {
                Limit::ArrayItems {
                    max: limits.max_array_size,
                }
            };
            at(limit, pos)
        }
        EvalAltResult::ErrorFunctionNotFound(name, _) if name.starts_with("offers") => {
            Stop::Failed("main.rhai defines no `fn offers(ctx)`".into())
        }
        EvalAltResult::ErrorInFunctionCall(_, _, inner, _) => describe(inner, limits),
        other => Stop::Failed(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::decimal_text;

    #[test]
    fn a_float_is_written_as_the_decimal_it_stands_for() {
        // Vast's computed price, its per-GB transfer price (20/1024) and a plain one.
        assert_eq!(
            decimal_text(0.246_666_666_666_666_65, 10).as_deref(),
            Ok("0.2466666667")
        );
        assert_eq!(decimal_text(0.019_531_25, 10).as_deref(), Ok("0.01953125"));
        assert_eq!(decimal_text(0.32, 10).as_deref(), Ok("0.32"));
        assert_eq!(decimal_text(24.0, 10).as_deref(), Ok("24"));
        assert_eq!(decimal_text(1234.5678, 3).as_deref(), Ok("1235"));
        assert_eq!(decimal_text(0.0, 10).as_deref(), Ok("0"));
        assert!(decimal_text(f64::NAN, 10).is_err());
        assert!(decimal_text(0.5, 0).is_err());
    }
}

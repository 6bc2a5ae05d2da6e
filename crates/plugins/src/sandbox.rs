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
//! or runs past its wall time.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rhai::{Dynamic, Engine, EvalAltResult, Map, Scope};

use crate::fetch::{Fetcher, HttpResponse};
use crate::manifest::PluginDir;

/// The token a run stops with when the host cancels it.
const CANCELLED: &str = "cancelled";

/// What a plugin may consume.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Script operations.
    pub max_operations: u64,
    /// Depth of function calls.
    pub max_call_levels: usize,
    /// Bytes in one string.
    pub max_string_size: usize,
    /// Items in arrays, nested ones counted in.
    pub max_array_size: usize,
    /// Entries in maps, nested ones counted in.
    pub max_map_size: usize,
    /// Wall time of the whole run, requests included.
    pub wall_time: Duration,
    /// Set by the host to stop the run early (the user cancelled).
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_operations: 50_000_000,
            max_call_levels: 48,
            max_string_size: 32 * 1024 * 1024,
            // Rhai counts these over nested data: a parsed response of 10,000 offers with a
            // hundred fields each is a million map entries.
            max_array_size: 5_000_000,
            max_map_size: 5_000_000,
            wall_time: Duration::from_secs(120),
            cancel: None,
        }
    }
}

/// What a script returned, and what it logged.
#[derive(Debug, Clone)]
pub struct ScriptOutput {
    /// The value of `offers(ctx)`.
    pub value: serde_json::Value,
    /// Its `log` lines.
    pub logs: Vec<String>,
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

/// Runs `offers(ctx)` of `plugin` with `fetcher` as its only way out. `now` is what `now()`
/// returns (RFC 3339); fixture runs pass the recording date so that output is stable.
pub fn run(
    plugin: &PluginDir,
    fetcher: Fetcher,
    limits: &Limits,
    now: &str,
) -> Result<ScriptOutput, String> {
    let mut engine = Engine::new();
    engine.set_max_operations(limits.max_operations);
    engine.set_max_call_levels(limits.max_call_levels);
    engine.set_max_expr_depths(128, 64);
    engine.set_max_string_size(limits.max_string_size);
    engine.set_max_array_size(limits.max_array_size);
    engine.set_max_map_size(limits.max_map_size);
    engine.disable_symbol("eval");
    let deadline = Instant::now() + limits.wall_time;
    let cancel = limits.cancel.clone();
    engine.on_progress(move |operations| {
        // The clock and the flag are read every 1024 operations: reading them on each one
        // cost a few per cent of a large plugin's run.
        if operations % 1024 != 0 {
            return None;
        }
        if cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed)) {
            return Some(Dynamic::from(CANCELLED));
        }
        (Instant::now() > deadline).then(|| Dynamic::from("wall time"))
    });

    let logs = Rc::new(RefCell::new(Vec::<String>::new()));
    let sink = logs.clone();
    engine.on_print(move |s| sink.borrow_mut().push(s.to_owned()));
    let sink = logs.clone();
    engine.on_debug(move |s, _, _| sink.borrow_mut().push(s.to_owned()));
    let sink = logs.clone();
    engine.register_fn("log", move |msg: &str| {
        sink.borrow_mut().push(msg.to_owned())
    });

    let fetcher = Rc::new(fetcher);
    let f = fetcher.clone();
    engine.register_fn(
        "http_get",
        move |url: &str| -> Result<Map, Box<EvalAltResult>> {
            f.request("GET", url, None, &[])
                .map(response_map)
                .map_err(Into::into)
        },
    );
    let f = fetcher.clone();
    engine.register_fn(
        "http_get",
        move |url: &str, headers: Map| -> Result<Map, Box<EvalAltResult>> {
            f.request("GET", url, None, &header_list(&headers)?)
                .map(response_map)
                .map_err(Into::into)
        },
    );
    let f = fetcher.clone();
    engine.register_fn(
        "http_post",
        move |url: &str, body: &str| -> Result<Map, Box<EvalAltResult>> {
            f.request("POST", url, Some(body), &[])
                .map(response_map)
                .map_err(Into::into)
        },
    );
    let f = fetcher.clone();
    engine.register_fn(
        "http_post",
        move |url: &str, body: &str, headers: Map| -> Result<Map, Box<EvalAltResult>> {
            f.request("POST", url, Some(body), &header_list(&headers)?)
                .map(response_map)
                .map_err(Into::into)
        },
    );
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
                        .push(format!("secret({name:?}): {e}"));
                    Ok(Dynamic::UNIT)
                }
            }
        },
    );
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
    let emitted = Rc::new(RefCell::new(Vec::<Dynamic>::new()));
    let sink = emitted.clone();
    engine.register_fn("emit", move |offer: Map| {
        sink.borrow_mut().push(offer.into())
    });
    let fixed_now = now.to_owned();
    engine.register_fn("now", move || fixed_now.clone());

    let ast = engine
        .compile(&plugin.script)
        .map_err(|e| format!("main.rhai does not compile: {e}"))?;
    let mut ctx = Map::new();
    ctx.insert("plugin".into(), plugin.id().into());
    ctx.insert("now".into(), now.into());
    let mut settings = Map::new();
    for (k, v) in &plugin.manifest.settings {
        settings.insert(k.into(), v.clone().into());
    }
    ctx.insert("settings".into(), settings.into());
    let mut result: Dynamic = engine
        .call_fn(&mut Scope::new(), &ast, "offers", (ctx,))
        .map_err(|e| describe(&e, limits))?;
    let emitted = std::mem::take(&mut *emitted.borrow_mut());
    if !emitted.is_empty() {
        if !result.is_unit() {
            return Err(
                "offers() both emitted offers and returned a value: use one of the two".into(),
            );
        }
        result = Dynamic::from_array(emitted);
    }
    let value = crate::convert::to_json(result, "offers()")
        .map_err(|e| format!("offers() returned a value that is not data: {e}"))?;
    let logs = logs.borrow().clone();
    Ok(ScriptOutput { value, logs })
}

fn describe(e: &EvalAltResult, limits: &Limits) -> String {
    match e {
        EvalAltResult::ErrorTooManyOperations(pos) => format!(
            "stopped after {} operations (an endless loop?) at {pos}",
            limits.max_operations
        ),
        EvalAltResult::ErrorTerminated(token, _)
            if token.clone().into_string().is_ok_and(|t| t == CANCELLED) =>
        {
            "cancelled".into()
        }
        EvalAltResult::ErrorTerminated(_, pos) => {
            format!(
                "stopped after its wall time of {:?} at {pos}",
                limits.wall_time
            )
        }
        EvalAltResult::ErrorStackOverflow(pos) => format!(
            "stopped: calls nested deeper than {} (runaway recursion?) at {pos}",
            limits.max_call_levels
        ),
        EvalAltResult::ErrorDataTooLarge(what, pos) => {
            format!("stopped: {what} grew past its limit (a memory bomb?) at {pos}")
        }
        EvalAltResult::ErrorFunctionNotFound(name, _) if name.starts_with("offers") => {
            "main.rhai defines no `fn offers(ctx)`".into()
        }
        EvalAltResult::ErrorInFunctionCall(_, _, inner, _) => describe(inner, limits),
        other => other.to_string(),
    }
}

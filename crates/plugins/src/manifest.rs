//! `plugin.toml`: who a plugin is, whom it speaks for, and what it may reach.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::PluginError;

/// The host API version this gpucase offers plugins.
pub const API_VERSION: u32 = 1;

/// A plugin's manifest.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// The plugin itself.
    pub plugin: PluginInfo,
    /// The provider whose offers it reads.
    pub provider: ProviderInfo,
    /// What the host grants it.
    pub capabilities: Capabilities,
    /// Plain settings handed to the script as `ctx.settings` (e.g. a feed's URL).
    #[serde(default)]
    pub settings: std::collections::BTreeMap<String, String>,
}

impl Manifest {
    /// Parses and checks the text of `plugin.toml` at `path`, in a folder named `folder`
    /// (which must be the plugin's id). An error never repeats a password or a quoted value
    /// of the input.
    pub fn parse(text: &str, path: &Path, folder: &str) -> Result<Self, PluginError> {
        let bad = |message: String| PluginError::Manifest {
            path: path.to_path_buf(),
            message,
        };
        let manifest: Manifest = toml::from_str(text).map_err(|e| bad(toml_error(text, &e)))?;
        let id = &manifest.plugin.id;
        let valid_id = !id.is_empty()
            && id.len() <= 64
            && id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !valid_id {
            let shown: String = id.chars().take(80).collect();
            return Err(bad(format!(
                "plugin.id {:?}: expected lowercase letters, digits and '-' (at most 64)",
                without_userinfo(&shown)
            )));
        }
        if folder != id {
            return Err(bad(format!(
                "plugin.id {id:?} must match its folder name {:?}",
                without_userinfo(folder)
            )));
        }
        if manifest.plugin.api != API_VERSION {
            return Err(bad(format!(
                "plugin.api {} is not supported: this gpucase offers API {API_VERSION}",
                manifest.plugin.api
            )));
        }
        for prefix in &manifest.capabilities.fetch {
            if let Some(problem) = prefix_problem(prefix) {
                let prefix = without_password(prefix);
                return Err(bad(format!(
                    "capabilities.fetch {prefix:?}: {problem}; expected an https URL prefix with a path, e.g. \"https://api.example.com/v1/\""
                )));
            }
        }
        for name in &manifest.capabilities.secrets {
            if let Some(problem) = secret_problem(id, name) {
                let shown: String = name.chars().take(80).collect();
                return Err(bad(format!(
                    "capabilities.secrets {:?}: {problem}",
                    without_userinfo(&shown)
                )));
            }
        }
        Ok(manifest)
    }
}

/// The `[plugin]` table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PluginInfo {
    /// Identity: the folder name, lowercase letters, digits and `-`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// The plugin's own version.
    pub version: String,
    /// The host API it is written for.
    pub api: u32,
}

/// The `[provider]` table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProviderInfo {
    /// The provider's legal name.
    pub legal_name: String,
    /// Its website.
    pub website: String,
    /// Its country (ISO 3166-1 alpha-2).
    pub country: String,
}

/// The `[capabilities]` table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Capabilities {
    /// URL prefixes the plugin may fetch (https only).
    pub fetch: Vec<String>,
    /// Secrets (environment variables, else the OS keyring) the plugin may read; each must
    /// be named after the plugin (see [`secret_problem`]).
    pub secrets: Vec<String>,
}

impl Capabilities {
    /// Whether `url` is https and under a declared prefix (see [`Capabilities::check`]).
    pub fn allows(&self, url: &str) -> bool {
        self.check(url).is_some()
    }

    /// `url` parsed and normalised (`..` and `%2e%2e` segments resolved, the host lowercased
    /// and in punycode, the default port dropped) when it is https, carries no user or
    /// password, and lies under a declared prefix: same host, same port, and the prefix's
    /// path segments first. What is compared is what gets fetched; `None` otherwise.
    pub fn check(&self, url: &str) -> Option<reqwest::Url> {
        let u = reqwest::Url::parse(url).ok()?;
        if !acceptable(&u) {
            return None;
        }
        self.fetch
            .iter()
            .filter_map(|p| reqwest::Url::parse(p).ok())
            .any(|p| under(&u, &p))
            .then_some(u)
    }
}

/// https, a host, and no user or password in the URL.
fn acceptable(u: &reqwest::Url) -> bool {
    u.scheme() == "https"
        && u.host_str().is_some()
        && u.username().is_empty()
        && u.password().is_none()
}

/// Whether `u` is on `prefix`'s host and port with `prefix`'s path segments first.
fn under(u: &reqwest::Url, prefix: &reqwest::Url) -> bool {
    let segments = |x: &reqwest::Url| -> Vec<String> {
        x.path_segments()
            .map(|s| s.map(str::to_owned).collect::<Vec<_>>())
            .unwrap_or_default()
    };
    let mut want = segments(prefix);
    // "/v1/" ends in an empty segment: the prefix is the folder v1.
    if want.last().is_some_and(String::is_empty) {
        want.pop();
    }
    let have = segments(u);
    u.host_str() == prefix.host_str()
        && u.port_or_known_default() == prefix.port_or_known_default()
        && have.len() >= want.len()
        && have.iter().zip(&want).all(|(a, b)| a == b)
}

/// `prefix` with any user and password taken out, for messages: a password is never echoed,
/// not even from a prefix that does not parse as a URL.
fn without_password(prefix: &str) -> String {
    match reqwest::Url::parse(prefix) {
        Ok(mut u) if !u.username().is_empty() || u.password().is_some() => {
            let _ = u.set_username("");
            let _ = u.set_password(None);
            format!("{u} (its user and password left out)")
        }
        _ => without_userinfo(prefix),
    }
}

/// `text` with the user and password of every `scheme://user:password@host` in it written
/// as `…@host`, found by text (the URL may not parse). The authority is taken to run to
/// the next `/`, quote or space: `?` and `#` do not end it here, so that a password behind
/// a stray `#` is hidden too.
pub(crate) fn without_userinfo(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("://") {
        let (before, after) = rest.split_at(at + 3);
        out.push_str(before);
        let end = after
            .find(|c: char| {
                matches!(c, '/' | '"' | '\'' | '`' | ']' | ',' | '\\') || c.is_whitespace()
            })
            .unwrap_or(after.len());
        let (authority, tail) = after.split_at(end);
        match authority.rfind('@') {
            Some(i) => {
                out.push('…');
                out.push_str(&authority[i..]);
            }
            None => out.push_str(authority),
        }
        rest = tail;
    }
    out.push_str(rest);
    out
}

/// A TOML or schema error of `text` as `line L, column C: message`, with no piece of the
/// input in it: toml's own display quotes the line, and serde's "invalid type: string
/// \"...\"" the value, either of which may be a password or a token. Quoted values are
/// written `"…"`.
pub(crate) fn toml_error(text: &str, e: &toml::de::Error) -> String {
    let mut message = String::new();
    let mut quoted = false;
    for c in e.message().trim().chars() {
        match (c, quoted) {
            ('"', false) => {
                quoted = true;
                message.push_str("\"…");
            }
            ('"', true) => {
                quoted = false;
                message.push('"');
            }
            ('\n', false) => message.push(' '),
            (c, false) => message.push(c),
            (_, true) => {}
        }
    }
    if quoted {
        message.push('"');
    }
    let message = without_userinfo(&message);
    match e.span() {
        Some(span) => {
            let before = text.get(..span.start).unwrap_or(text);
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
            format!("line {line}, column {column}: {message}")
        }
        None => message,
    }
}

/// Why `prefix` cannot be a fetch prefix, if it cannot: an https URL with a host in ASCII
/// (punycode for an international name), a path, and no user, password, query or fragment.
fn prefix_problem(prefix: &str) -> Option<&'static str> {
    let Ok(u) = reqwest::Url::parse(prefix) else {
        return Some("it is not a URL");
    };
    let host_part = prefix.strip_prefix("https://").unwrap_or_default();
    if !acceptable(&u) {
        return Some("expected https, a host, and no user or password");
    }
    if !host_part.is_ascii() {
        return Some("give the host in ASCII (punycode for an international name)");
    }
    if !host_part.contains('/') || u.query().is_some() || u.fragment().is_some() {
        return Some("expected a path and no query or fragment");
    }
    if u.as_str() != prefix {
        return Some("write it as it normalises (no ./ or ../, lowercase host, no default port)");
    }
    None
}

/// Names the environment gives a process for purposes of its own: never a plugin's secret.
pub const RESERVED_SECRET_NAMES: &[&str] = &[
    "HOME", "PATH", "USER", "USERNAME", "LOGNAME", "SHELL", "PWD", "OLDPWD", "TMPDIR", "TMP",
    "TEMP", "LANG", "LANGUAGE", "TERM", "DISPLAY", "EDITOR", "VISUAL", "MAIL", "HOSTNAME", "TZ",
    "IFS", "CDPATH", "ENV", "BASH_ENV",
];

/// Beginnings of environment names that belong to gpucase itself, the loader, the desktop
/// session and the tools around it (`GPUCASE_STORE`, `LD_PRELOAD`, `XDG_RUNTIME_DIR`,
/// `SSH_AUTH_SOCK` ...): never a plugin's secret, whatever the plugin is called.
pub const RESERVED_SECRET_PREFIXES: &[&str] = &[
    "GPUCASE_", "LD_", "DYLD_", "XDG_", "LC_", "SSH_", "GPG_", "GNUPG", "DBUS_", "WAYLAND_",
    "SUDO_", "CARGO_", "RUST", "GIT_", "NPM_", "SYSTEMD_", "KRB5", "BASH_", "ZSH_",
];

/// Why `name` cannot be a secret of plugin `id`, if it cannot. A secret is an upper-case
/// environment name (`A-Z`, digits, `_`) that begins with the plugin's id in upper case
/// (`-` written `_`), or with a leading part of it of at least three characters, then `_`:
/// `aws` reads `AWS_ACCESS_KEY_ID`, `ovhcloud` `OVH_APPLICATION_KEY`, and no plugin reads
/// `HOME` or another provider's `VAST_API_KEY`. Reserved names and beginnings are refused
/// whatever the id.
pub fn secret_problem(id: &str, name: &str) -> Option<String> {
    let upper = name.bytes().next().is_some_and(|b| b.is_ascii_uppercase())
        && name
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_');
    if !upper {
        return Some("expected an upper-case environment name (A-Z, 0-9 and _)".into());
    }
    if RESERVED_SECRET_NAMES.contains(&name)
        || RESERVED_SECRET_PREFIXES.iter().any(|p| name.starts_with(p))
    {
        return Some(
            "the environment gives this name to the process for another purpose; a plugin may not read it"
                .into(),
        );
    }
    let own = id.to_ascii_uppercase().replace('-', "_");
    let shortest = own.len().min(3);
    let granted = (shortest..=own.len()).any(|k| {
        own.get(..k)
            .and_then(|lead| name.strip_prefix(lead))
            .and_then(|rest| rest.strip_prefix('_'))
            .is_some_and(|rest| !rest.is_empty())
    });
    if !granted {
        return Some(format!(
            "a plugin's secrets begin with its id, e.g. \"{own}_API_KEY\" (or a leading part of at least three characters, then _)"
        ));
    }
    None
}

/// A plugin folder: its manifest and script.
#[derive(Debug, Clone)]
pub struct PluginDir {
    /// The folder.
    pub dir: PathBuf,
    /// The manifest.
    pub manifest: Manifest,
    /// The text of `main.rhai`.
    pub script: String,
}

impl PluginDir {
    /// Reads and checks `plugin.toml` and `main.rhai` in `dir`.
    pub fn load(dir: &Path) -> Result<Self, PluginError> {
        let manifest_path = dir.join("plugin.toml");
        let text = std::fs::read_to_string(&manifest_path).map_err(|e| PluginError::Io {
            path: manifest_path.clone(),
            message: e.to_string(),
        })?;
        let folder = dir.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let manifest = Manifest::parse(&text, &manifest_path, folder)?;
        let script_path = dir.join("main.rhai");
        let script = std::fs::read_to_string(&script_path).map_err(|e| PluginError::Io {
            path: script_path,
            message: e.to_string(),
        })?;
        Ok(Self {
            dir: dir.to_owned(),
            manifest,
            script,
        })
    }

    /// The plugin's id.
    pub fn id(&self) -> &str {
        &self.manifest.plugin.id
    }
}

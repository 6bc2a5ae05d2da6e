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
    /// Secrets (environment variables) the plugin may read.
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

/// `prefix` with any user and password taken out, for messages: a password is never echoed.
fn without_password(prefix: &str) -> String {
    match reqwest::Url::parse(prefix) {
        Ok(mut u) if !u.username().is_empty() || u.password().is_some() => {
            let _ = u.set_username("");
            let _ = u.set_password(None);
            format!("{u} (its user and password left out)")
        }
        _ => prefix.to_owned(),
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
        let manifest: Manifest = toml::from_str(&text).map_err(|e| PluginError::Manifest {
            path: manifest_path.clone(),
            message: e.to_string().trim().replace('\n', " "),
        })?;
        let bad = |message: String| PluginError::Manifest {
            path: manifest_path.clone(),
            message,
        };
        let id = &manifest.plugin.id;
        let valid_id = !id.is_empty()
            && id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !valid_id {
            return Err(bad(format!(
                "plugin.id {id:?}: expected lowercase letters, digits and '-'"
            )));
        }
        if dir.file_name().and_then(|n| n.to_str()) != Some(id.as_str()) {
            return Err(bad(format!(
                "plugin.id {id:?} must match its folder name {:?}",
                dir.file_name().unwrap_or_default()
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

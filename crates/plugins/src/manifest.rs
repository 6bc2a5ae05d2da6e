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
    /// Whether `url` is https and under a declared prefix.
    pub fn allows(&self, url: &str) -> bool {
        url.starts_with("https://") && self.fetch.iter().any(|p| url.starts_with(p.as_str()))
    }
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
            let host_part = prefix.strip_prefix("https://").unwrap_or_default();
            if host_part.is_empty() || !host_part.contains('/') {
                return Err(bad(format!(
                    "capabilities.fetch {prefix:?}: expected an https URL prefix with a path, e.g. \"https://api.example.com/v1/\""
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

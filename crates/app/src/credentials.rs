//! The credentials gpucase may use: the secrets the provider plugins declare and the
//! metrics server's, where each is set (environment or OS keyring), and storing or
//! deleting them in the keyring. Values go in, never out.

use std::collections::BTreeMap;
use std::path::Path;

use gpucase_core::problem::Problem;
use gpucase_message::Describe;
use gpucase_metrics::prometheus::{PASSWORD_ENV, TOKEN_ENV, USER_ENV};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::AppError;
use crate::plugins::list_plugins;

/// A secret value on its way in (into the keyring, or a key's password for one signature);
/// its `Debug` never shows it, and its memory is zeroed when it is dropped.
#[derive(Clone, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct SecretValue(String);

impl SecretValue {
    /// The value, borrowed for the one use it came for.
    pub(crate) fn expose(&self) -> &str {
        &self.0
    }
}

impl Drop for SecretValue {
    fn drop(&mut self) {
        zeroize::Zeroize::zeroize(&mut self.0);
    }
}

impl std::fmt::Debug for SecretValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SecretValue(***)")
    }
}

impl PartialEq for SecretValue {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

/// One credential and where it is set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Credential {
    /// Its name: an environment variable and the keyring entry's account.
    pub name: String,
    /// Who uses it: plugin ids, or the metrics server by its name in the reader's language.
    pub used_by: Vec<String>,
    /// `environment` or `keyring` when set; `None` when not set.
    pub source: Option<String>,
    /// Why the keyring could not be read, when it could not, in the reader's language.
    pub problem: Option<String>,
}

/// The credentials the plugins under `plugins_dir` and the metrics fetch may use; the
/// metrics server's name and why the keyring could not be read are written in the
/// language of `l10n`.
pub fn list(
    plugins_dir: &Path,
    l10n: &gpucase_l10n::Localizer,
) -> Result<Vec<Credential>, AppError> {
    let metrics_server = l10n.tr("credentials-metrics-server", &gpucase_l10n::Args::new());
    Ok(users(plugins_dir, &metrics_server)?
        .into_iter()
        .map(|(name, used_by)| {
            let (source, problem) = match gpucase_secrets::source(&name) {
                Ok(found) => (found.map(|s| s.as_str().to_owned()), None),
                Err(e) => (None, Some(l10n.message(&e.message()))),
            };
            Credential {
                name,
                used_by,
                source,
                problem,
            }
        })
        .collect())
}

/// Who uses each credential, by its name: the plugins by id, the metrics fetch by
/// `metrics_server`.
fn users(
    plugins_dir: &Path,
    metrics_server: &str,
) -> Result<BTreeMap<String, Vec<String>>, AppError> {
    let mut users: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for plugin in list_plugins(plugins_dir)? {
        for name in plugin.secrets {
            users.entry(name).or_default().push(plugin.id.clone());
        }
    }
    for name in [TOKEN_ENV, USER_ENV, PASSWORD_ENV] {
        users
            .entry(name.to_owned())
            .or_default()
            .push(metrics_server.to_owned());
    }
    Ok(users)
}

/// Refuses a name no plugin declares and the metrics fetch does not use (without reading
/// the keyring).
fn known(plugins_dir: &Path, name: &str) -> Result<(), AppError> {
    if users(plugins_dir, "")?.contains_key(name) {
        Ok(())
    } else {
        Err(AppError::Refused(Problem::UnknownCredential {
            name: name.to_owned(),
        }))
    }
}

/// Stores a declared credential in the OS keyring.
pub fn set(plugins_dir: &Path, name: &str, value: &SecretValue) -> Result<(), AppError> {
    known(plugins_dir, name)?;
    if value.0.is_empty() {
        return Err(AppError::Refused(Problem::EmptyCredential {
            name: name.to_owned(),
        }));
    }
    gpucase_secrets::set(name, &value.0).map_err(AppError::Secret)
}

/// Deletes a declared credential from the OS keyring (the environment is not touched).
pub fn delete(plugins_dir: &Path, name: &str) -> Result<bool, AppError> {
    known(plugins_dir, name)?;
    gpucase_secrets::delete(name).map_err(AppError::Secret)
}

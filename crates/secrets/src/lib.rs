//! Named secrets for provider plugins and the metrics fetcher: API tokens and passwords such
//! as `HETZNER_ROBOT_PASSWORD` or `GPUCASE_PROMETHEUS_TOKEN`.
//!
//! A secret is looked up by its name in two stores, in this order:
//!
//! 1. the environment variable of that name (so CI, scripts and headless servers need no
//!    keyring), where an empty value counts as unset;
//! 2. the OS keyring entry with service [`SERVICE`] (`gpucase`) and user (account) = the
//!    name: the Keychain on macOS, the Credential Manager on Windows, and the Secret Service
//!    (GNOME Keyring, KWallet, KeePassXC) over the D-Bus session bus on Linux and the BSDs.
//!
//! [`set`] and [`delete`] write the keyring only; the environment is the user's.
//!
//! A [`Secret`] never shows its value through `Debug` or `Display`, and its memory is zeroed
//! when it is dropped. Copies outside this crate (the process environment, buffers inside the
//! platform store's client library) are not under its control. A [`SecretError`] names the
//! secret, the store and the reason, never the value.

use std::fmt;

use gpucase_message::{Describe, Message};
use zeroize::Zeroize;

/// The keyring service every gpucase secret is filed under; the user (account) is the name.
pub const SERVICE: &str = "gpucase";

/// Where a secret was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    /// The environment variable of the secret's name.
    Environment,
    /// The OS keyring entry (service [`SERVICE`], user = the secret's name).
    Keyring,
}

impl Source {
    /// The store's name for display: `"environment"` or `"keyring"`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Environment => "environment",
            Self::Keyring => "keyring",
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A secret value with the store it came from. `Debug` and `Display` print `Secret(***)`;
/// the value is zeroed on drop.
#[derive(Clone)]
pub struct Secret {
    value: String,
    source: Source,
}

impl Secret {
    /// The secret value, for handing to the one call that needs it (an HTTP header, a login).
    /// Keep the borrow short and never log it.
    #[must_use]
    pub fn expose(&self) -> &str {
        &self.value
    }

    /// The store the secret was found in.
    #[must_use]
    pub const fn source(&self) -> Source {
        self.source
    }
}

impl Drop for Secret {
    fn drop(&mut self) {
        self.value.zeroize();
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// What was being done with the keyring when it failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyringAction {
    /// Reading an entry ([`get`], [`source`]).
    Read,
    /// Storing an entry ([`set`]).
    Store,
    /// Deleting an entry ([`delete`]).
    Delete,
}

impl fmt::Display for KeyringAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Read => "read",
            Self::Store => "store",
            Self::Delete => "delete",
        })
    }
}

/// Why a secret could not be resolved or written. Names the secret and the store, never the
/// value.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SecretError {
    /// The name is not usable as both an environment variable and a keyring account.
    InvalidName {
        /// The name as given.
        name: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// The environment variable is set, but its value is not valid Unicode.
    EnvironmentNotUnicode {
        /// The secret's name (the variable).
        name: String,
    },
    /// The OS keyring could not be reached or refused the request.
    Keyring {
        /// The secret's name (the keyring account).
        name: String,
        /// What was being done.
        action: KeyringAction,
        /// The platform store's explanation (for the Secret Service: the D-Bus error).
        reason: String,
    },
}

impl Describe for SecretError {
    /// Why a secret could not be read or stored; the keyring's own text is the detail.
    fn message(&self) -> Message {
        match self {
            SecretError::InvalidName { name, reason } => Message::new("error-secret-invalid-name")
                .text("name", name.clone())
                .text("detail", *reason),
            SecretError::EnvironmentNotUnicode { name } => {
                Message::new("error-secret-not-unicode").text("name", name.clone())
            }
            SecretError::Keyring {
                name,
                action,
                reason,
            } => Message::new("error-secret-keyring")
                .text("name", name.clone())
                .text("action", action.to_string())
                .text("detail", reason.clone()),
        }
    }
}

gpucase_message::display_in_english!(SecretError);

/// Resolves the secret `name`: the environment variable `name` if it is set and not empty,
/// else the OS keyring entry (service [`SERVICE`], user `name`), else `None`.
///
/// # Errors
/// [`SecretError::InvalidName`] for a name that is not `[A-Za-z_][A-Za-z0-9_]*`;
/// [`SecretError::EnvironmentNotUnicode`] when the variable holds non-UTF-8 bytes;
/// [`SecretError::Keyring`] when the variable is unset and the keyring cannot be read (on
/// Linux, for example, when there is no D-Bus session bus or no Secret Service on it, or the
/// collection is locked). Callers for which the secret is optional may treat that as absent
/// after telling the user.
pub fn get(name: &str) -> Result<Option<Secret>, SecretError> {
    check_name(name)?;
    if let Some(value) = from_environment(name)? {
        return Ok(Some(Secret {
            value,
            source: Source::Environment,
        }));
    }
    let entry = entry(name, KeyringAction::Read)?;
    match entry.get_password() {
        Ok(value) => Ok(Some(Secret {
            value,
            source: Source::Keyring,
        })),
        Err(keyring::Error::NoEntry) => Ok(None),
        Err(err) => Err(keyring_error(name, KeyringAction::Read, err)),
    }
}

/// Where [`get`] would find the secret `name`, without keeping its value: for a settings
/// screen that shows "from environment" or "from keyring".
///
/// # Errors
/// As [`get`].
pub fn source(name: &str) -> Result<Option<Source>, SecretError> {
    Ok(get(name)?.map(|secret| secret.source()))
}

/// Stores `value` as the keyring entry for `name` (service [`SERVICE`], user `name`),
/// replacing any existing value. An environment variable of the same name still wins in
/// [`get`].
///
/// # Errors
/// [`SecretError::InvalidName`] for a bad name, [`SecretError::Keyring`] when the keyring
/// cannot be written.
pub fn set(name: &str, value: &str) -> Result<(), SecretError> {
    check_name(name)?;
    let entry = entry(name, KeyringAction::Store)?;
    entry
        .set_password(value)
        .map_err(|err| keyring_error(name, KeyringAction::Store, err))
}

/// Deletes the keyring entry for `name`. Returns whether there was one. The environment is
/// not touched.
///
/// # Errors
/// [`SecretError::InvalidName`] for a bad name, [`SecretError::Keyring`] when the keyring
/// cannot be reached or refuses.
pub fn delete(name: &str) -> Result<bool, SecretError> {
    check_name(name)?;
    let entry = entry(name, KeyringAction::Delete)?;
    match entry.delete_credential() {
        Ok(()) => Ok(true),
        Err(keyring::Error::NoEntry) => Ok(false),
        Err(err) => Err(keyring_error(name, KeyringAction::Delete, err)),
    }
}

/// Secret names are environment-variable names: ASCII letters, digits and `_`, not starting
/// with a digit, at most 128 characters.
fn check_name(name: &str) -> Result<(), SecretError> {
    let invalid = |reason| {
        Err(SecretError::InvalidName {
            name: name.to_owned(),
            reason,
        })
    };
    let Some(first) = name.bytes().next() else {
        return invalid("it is empty");
    };
    if name.len() > 128 {
        return invalid("it is longer than 128 characters");
    }
    if first.is_ascii_digit() {
        return invalid("it starts with a digit");
    }
    if !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return invalid("only ASCII letters, digits and '_' are allowed");
    }
    Ok(())
}

fn from_environment(name: &str) -> Result<Option<String>, SecretError> {
    let Some(raw) = std::env::var_os(name) else {
        return Ok(None);
    };
    if raw.is_empty() {
        return Ok(None);
    }
    match raw.into_string() {
        Ok(value) => Ok(Some(value)),
        Err(raw) => {
            raw.into_encoded_bytes().zeroize();
            Err(SecretError::EnvironmentNotUnicode {
                name: name.to_owned(),
            })
        }
    }
}

fn entry(name: &str, action: KeyringAction) -> Result<keyring::Entry, SecretError> {
    keyring::Entry::new(SERVICE, name).map_err(|err| keyring_error(name, action, err))
}

/// Turns a keyring error into a [`SecretError`] without keeping anything that could hold the
/// value (`BadEncoding` carries the stored bytes; they are zeroed here).
fn keyring_error(name: &str, action: KeyringAction, err: keyring::Error) -> SecretError {
    let reason = match err {
        keyring::Error::BadEncoding(mut bytes) => {
            bytes.zeroize();
            "the stored value is not valid UTF-8".to_owned()
        }
        keyring::Error::Ambiguous(items) => format!(
            "{} entries match; remove all but one (for example with seahorse or secret-tool)",
            items.len()
        ),
        keyring::Error::NoStorageAccess(inner) => {
            format!("no access to the store (locked or denied): {inner}")
        }
        keyring::Error::PlatformFailure(inner) => inner.to_string(),
        keyring::Error::NoEntry => "no entry".to_owned(),
        other => other.to_string(),
    };
    SecretError::Keyring {
        name: name.to_owned(),
        action,
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secret_never_prints_its_value() {
        let secret = Secret {
            value: "hunter2".to_owned(),
            source: Source::Keyring,
        };
        assert_eq!(format!("{secret:?}"), "Secret(***)");
        assert_eq!(format!("{secret}"), "Secret(***)");
        assert_eq!(format!("{:?}", Some(&secret)), "Some(Secret(***))");
        assert_eq!(secret.expose(), "hunter2");
        assert_eq!(secret.source().as_str(), "keyring");
    }

    #[test]
    fn names_are_environment_variable_names() {
        for good in ["HETZNER_ROBOT_PASSWORD", "GPUCASE_PROMETHEUS_TOKEN", "_x1"] {
            assert_eq!(check_name(good), Ok(()), "{good}");
        }
        let long = "A".repeat(129);
        for bad in ["", "1ABC", "A=B", "A B", "A\0B", "Ä", "A-B", long.as_str()] {
            assert!(
                matches!(check_name(bad), Err(SecretError::InvalidName { .. })),
                "{bad:?}"
            );
            assert!(matches!(get(bad), Err(SecretError::InvalidName { .. })));
            assert!(matches!(
                set(bad, "v"),
                Err(SecretError::InvalidName { .. })
            ));
            assert!(matches!(delete(bad), Err(SecretError::InvalidName { .. })));
        }
    }

    #[test]
    fn bad_encoding_error_drops_the_stored_bytes() {
        let err = keyring_error(
            "TOKEN",
            KeyringAction::Read,
            keyring::Error::BadEncoding(b"s3cret\xff".to_vec()),
        );
        let shown = format!("{err} {err:?}");
        assert!(!shown.contains("s3cret"), "{shown}");
        assert!(!shown.contains("115, 51"), "{shown}");
        assert_eq!(
            err.to_string(),
            "OS keyring (service \"gpucase\", account TOKEN) failed to read: \
             the stored value is not valid UTF-8"
        );
    }
}

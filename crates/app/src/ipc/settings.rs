//! The host's own commands: the credentials plugins and the metrics fetch may use, and
//! stopping a long task.

use schemars::JsonSchema;
use serde::Deserialize;

use super::{Command, Cx};
use crate::AppError;
use crate::credentials::{self, Credential, SecretValue};
use crate::tasks::Task;

/// The credentials plugins and the metrics fetch may use, and where each is set.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CredentialsList {}

impl Command for CredentialsList {
    type Output = Vec<Credential>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        credentials::list(&cx.host.plugins_dir, cx.l10n)
    }
}

/// Store a credential in the OS keyring.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CredentialSet {
    /// Its name.
    pub name: String,
    /// The value; never sent back.
    pub value: SecretValue,
}

impl Command for CredentialSet {
    type Output = Vec<Credential>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        credentials::set(&cx.host.plugins_dir, &self.name, &self.value)?;
        credentials::list(&cx.host.plugins_dir, cx.l10n)
    }
}

/// Delete a credential from the OS keyring.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct CredentialDelete {
    /// Its name.
    pub name: String,
}

impl Command for CredentialDelete {
    type Output = Vec<Credential>;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        credentials::delete(&cx.host.plugins_dir, &self.name)?;
        credentials::list(&cx.host.plugins_dir, cx.l10n)
    }
}

/// Stop a long task that is running; what it finished stays. The answer says whether it
/// was running.
#[derive(Debug, Clone, PartialEq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(inline)]
pub struct Cancel {
    /// The task.
    pub task: Task,
}

impl Command for Cancel {
    type Output = bool;
    async fn serve(self, cx: &Cx<'_>) -> Result<Self::Output, AppError> {
        Ok(cx.host.tasks.cancel(self.task))
    }
}

//! Long tasks: the progress a host shows while one runs, and cancelling it.
//!
//! A task reports each step to a [`ProgressSink`] (the desktop turns them into events for
//! the UI; the CLI prints them). A host cancels a running task through [`Tasks::cancel`];
//! the task looks at its flag between steps, and a plugin's script is stopped inside the
//! sandbox.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The long tasks a host can watch and cancel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// Refreshing the offers catalog from the provider plugins.
    OffersRefresh,
    /// Importing metrics files.
    MetricsImport,
}

/// One step of a long task.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Progress {
    /// The task.
    pub task: Task,
    /// Steps done.
    pub done: u64,
    /// Steps in all (the same unit as `done`).
    pub total: u64,
    /// What is happening now, or what the last step did.
    pub message: String,
}

/// Where progress goes: a host's callback.
#[derive(Clone)]
pub struct ProgressSink(Arc<dyn Fn(&Progress) + Send + Sync>);

impl ProgressSink {
    /// A sink that calls `f` with every step.
    pub fn new(f: impl Fn(&Progress) + Send + Sync + 'static) -> Self {
        Self(Arc::new(f))
    }

    /// A sink that drops every step.
    pub fn none() -> Self {
        Self::new(|_| {})
    }

    /// Reports a step.
    pub fn report(&self, progress: &Progress) {
        (self.0)(progress);
    }
}

impl Default for ProgressSink {
    fn default() -> Self {
        Self::none()
    }
}

impl std::fmt::Debug for ProgressSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ProgressSink")
    }
}

/// The cancel flag of each running task.
#[derive(Debug, Default)]
pub struct Tasks {
    flags: Mutex<HashMap<Task, Arc<AtomicBool>>>,
}

impl Tasks {
    /// Starts `task`: a fresh flag, which [`Tasks::cancel`] sets.
    pub fn begin(&self, task: Task) -> Arc<AtomicBool> {
        let flag = Arc::new(AtomicBool::new(false));
        if let Ok(mut flags) = self.flags.lock() {
            flags.insert(task, flag.clone());
        }
        flag
    }

    /// Asks `task` to stop; true when it was running.
    pub fn cancel(&self, task: Task) -> bool {
        let Ok(flags) = self.flags.lock() else {
            return false;
        };
        flags.get(&task).is_some_and(|flag| {
            flag.store(true, Ordering::Relaxed);
            true
        })
    }

    /// Marks `task` finished.
    pub fn end(&self, task: Task) {
        if let Ok(mut flags) = self.flags.lock() {
            flags.remove(&task);
        }
    }
}

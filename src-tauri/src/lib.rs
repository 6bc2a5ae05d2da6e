//! The desktop host: a Tauri 2 shell around the webview UI. Its one command, `ipc`,
//! forwards each request to `gpucase_app::ipc::handle_in` with the UI's language;
//! everything else here is set-up (store location, logging, plugins).

use std::path::PathBuf;

use gpucase_app::ipc::{Host, RememberedTeam, Request, TeamState};
use gpucase_app::tasks::{Progress, ProgressSink};
use gpucase_app::{ErrorPayload, Language, Library};
use tauri::{Emitter, Manager};

/// Serves one request from the UI; `language` is the UI's, which an error's message is
/// written in (English when the UI sends none). The answer is the command's output
/// (`gpucase_app::ipc::Outputs`), as JSON.
#[tauri::command]
async fn ipc(
    host: tauri::State<'_, Host>,
    request: Request,
    language: Option<Language>,
) -> Result<serde_json::Value, ErrorPayload> {
    let language = language.unwrap_or_default();
    let result = gpucase_app::ipc::handle_in(&host, request, language).await;
    if let Err(e) = &result {
        tracing::info!(code = ?e.code, message = %e.message, "request refused");
    }
    result
}

/// Where the store lives: `GPUCASE_STORE`, else the library the CLI opens too
/// ([`gpucase_app::default_store_path`]). A store an earlier build kept in the app's own
/// data directory moves there first, when none is there yet.
fn store_path(app: &tauri::App) -> Result<PathBuf, Box<dyn std::error::Error>> {
    if let Some(path) = std::env::var_os("GPUCASE_STORE") {
        return Ok(PathBuf::from(path));
    }
    let shared = gpucase_app::default_store_path()?;
    let legacy = app.path().app_data_dir()?.join("cases.sqlite");
    if legacy != shared && gpucase_app::adopt_legacy_store(&legacy, &shared)? {
        tracing::info!(from = %legacy.display(), to = %shared.display(), "moved the case store");
    }
    Ok(shared)
}

/// The provider plugins: `GPUCASE_PLUGINS`, else those bundled as resources, else
/// `plugins/` in the working directory (a checkout).
fn plugins_dir(app: &tauri::App) -> PathBuf {
    if let Some(dir) = std::env::var_os("GPUCASE_PLUGINS") {
        return PathBuf::from(dir);
    }
    app.path()
        .resource_dir()
        .map(|d| d.join("plugins"))
        .ok()
        .filter(|d| d.is_dir())
        .unwrap_or_else(|| PathBuf::from("plugins"))
}

/// Logs to `gpucase.log` in the platform's log directory; `GPUCASE_LOG` sets the filter.
fn start_logging(app: &tauri::App) -> Result<(), Box<dyn std::error::Error>> {
    let dir = app.path().app_log_dir()?;
    std::fs::create_dir_all(&dir)?;
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("gpucase.log"))?;
    let filter = tracing_subscriber::EnvFilter::try_from_env("GPUCASE_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(false)
        .with_writer(std::sync::Mutex::new(file))
        .try_init()
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// Builds and runs the desktop app.
pub fn run() {
    let result = tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .setup(|app| {
            start_logging(app)?;
            let path = store_path(app)?;
            tracing::info!(store = %path.display(), "opening the case store");
            // The host hands the application the system clock; nothing below reads it itself.
            let clock = gpucase_app::SystemClock::shared();
            let library = tauri::async_runtime::block_on(Library::open(&path, clock))?;
            // Long tasks report their steps to the UI as `progress` events.
            let handle = app.handle().clone();
            let progress = ProgressSink::new(move |p: &Progress| {
                if let Err(e) = handle.emit("progress", p) {
                    tracing::warn!(error = %e, "a progress event was not delivered");
                }
            });
            // The team library in use when the app last closed opens again (its URL and the
            // catalog choice are remembered, the password is the keyring's); when it cannot
            // be reached the local library opens, and the log says why.
            let team_memory = app.path().app_config_dir()?.join("team-library.json");
            let mut team = TeamState::default();
            if let Some(remembered) = RememberedTeam::read(&team_memory) {
                match tauri::async_runtime::block_on(remembered.open(&library)) {
                    Ok(opened) => {
                        tracing::info!(url = %remembered.url, "opened the team library");
                        team.library = Some(opened);
                        team.in_use = true;
                        team.opened = Some(remembered);
                    }
                    Err(e) => {
                        tracing::warn!(url = %remembered.url, error = %e, "the team library did not open; the local one did");
                    }
                }
            }
            app.manage(Host {
                // `gpucase-desktop CASE.gpucase` opens that case at start.
                startup_file: std::env::args_os().nth(1).map(PathBuf::from),
                progress,
                team: std::sync::Arc::new(std::sync::RwLock::new(team)),
                team_memory: Some(team_memory),
                ..Host::new(
                    library,
                    std::env::var("USER").unwrap_or_default(),
                    plugins_dir(app),
                )
            });
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![ipc])
        .run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("gpucase-desktop: {e}");
        std::process::exit(1);
    }
}

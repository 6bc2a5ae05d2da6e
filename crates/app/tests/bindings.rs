//! The IPC contract as JSON Schema, generated from the Rust types and committed. The UI's
//! TypeScript types are generated from this file (`npm run bindings` in `ui/`); CI fails
//! when either is out of date.

use gpucase_app::ErrorPayload;
use gpucase_app::ipc::{Request, Response};
use schemars::JsonSchema;

const SCHEMA_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../ui/src/lib/bindings/ipc.schema.json"
);

/// Everything that crosses between the webview and Rust.
#[derive(JsonSchema)]
#[allow(dead_code)] // Only its schema is used.
struct Ipc {
    request: Request,
    response: Response,
    error: ErrorPayload,
}

#[test]
fn the_committed_ipc_schema_matches_the_types() {
    let schema = schemars::generate::SchemaSettings::draft2020_12()
        .into_generator()
        .into_root_schema_for::<Ipc>();
    let mut generated = serde_json::to_string_pretty(&schema).unwrap();
    generated.push('\n');
    if std::env::var_os("GPUCASE_BLESS").is_some() {
        std::fs::create_dir_all(std::path::Path::new(SCHEMA_PATH).parent().unwrap()).unwrap();
        std::fs::write(SCHEMA_PATH, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(SCHEMA_PATH).unwrap_or_default();
    assert!(
        committed == generated,
        "ui/src/lib/bindings/ipc.schema.json is out of date: run `GPUCASE_BLESS=1 cargo test -p gpucase-app --test bindings`, then `npm run bindings` in ui/"
    );
}

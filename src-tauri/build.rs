//! Tauri's build step, with the app's own commands declared so that capabilities can grant
//! exactly them.

fn main() {
    let manifest = tauri_build::AppManifest::new().commands(&["ipc"]);
    if let Err(e) = tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest)) {
        panic!("tauri build step failed: {e:#}");
    }
}

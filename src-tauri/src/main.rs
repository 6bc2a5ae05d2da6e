//! The gpucase desktop app.

// No console window next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

// The allocator of the CLI too: plugin runs allocate millions of small values.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    gpucase_desktop::run();
}

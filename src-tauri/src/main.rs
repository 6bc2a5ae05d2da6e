//! The gpucase desktop app.

// No console window next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

// The allocator of the CLI too: plugin runs allocate millions of small values, and the
// count of what each thread holds bounds a plugin run's memory.
#[global_allocator]
static GLOBAL: gpucase_memory::Counting<mimalloc::MiMalloc> =
    gpucase_memory::Counting(mimalloc::MiMalloc);

fn main() {
    gpucase_desktop::run();
}

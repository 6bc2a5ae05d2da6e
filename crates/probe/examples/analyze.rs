//! Analyses a probe output file and prints the text rendering and the JSON:
//! `cargo run -p gpucase-probe --example analyze -- testdata/probe/bare-metal-8x-h100-sxm.txt`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: analyze <probe output file> [--json]");
        return ExitCode::FAILURE;
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    match gpucase_probe::analyze_bytes(&bytes) {
        Ok(a) => {
            if std::env::args().any(|a| a == "--json") {
                match serde_json::to_string_pretty(&a) {
                    Ok(json) => println!("{json}"),
                    Err(e) => eprintln!("{e}"),
                }
            } else {
                print!("{}", gpucase_probe::render_text(&a));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{path}: {e}");
            ExitCode::FAILURE
        }
    }
}

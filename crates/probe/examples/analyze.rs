//! Analyses a probe output file and prints the analysis as JSON (`gpucase probe analyze`
//! writes it as text in the user's language):
//! `cargo run -p gpucase-probe --example analyze -- testdata/probe/bare-metal-8x-h100-sxm.txt`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: analyze <probe output file>");
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
        Ok(a) => match serde_json::to_string_pretty(&a) {
            Ok(json) => {
                println!("{json}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        },
        Err(e) => {
            eprintln!("{path}: {e}");
            ExitCode::FAILURE
        }
    }
}

//! `gpucase probe` end to end: the script run on this machine, and recorded probe outputs
//! (testdata/probe, formats and sources in its README) against an offer in a real catalog.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn gpucase(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gpucase"))
        .args(args)
        .current_dir(root())
        .env_remove("GPUCASE_STORE")
        .env_remove("GPUCASE_LANG")
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn the_script_runs_here_and_the_analysis_says_what_this_machine_is() {
    let script = gpucase(&["probe", "script"]);
    assert!(script.status.success());
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("out.txt");
    let run = Command::new("sh")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write as _;
            child.stdin.take().unwrap().write_all(&script.stdout)?;
            child.wait_with_output()
        })
        .unwrap();
    assert!(run.status.success(), "{}", text(&run.stderr));
    std::fs::write(&output, &run.stdout).unwrap();
    let out = gpucase(&["probe", "analyze", output.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let isolation = &report["analysis"]["isolation"]["value"];
    // This machine's own answer, where the tool exists.
    let detect = Command::new("systemd-detect-virt").output();
    if let Ok(detect) = detect {
        let said = text(&detect.stdout).trim().to_owned();
        let kind = isolation["kind"].as_str().unwrap_or_default().to_owned();
        match said.as_str() {
            "none" => assert_eq!(kind, "bare_metal", "{isolation}"),
            "docker" | "podman" | "lxc" | "lxc-libvirt" | "systemd-nspawn" | "container-other" => {
                assert_eq!(
                    kind, "container",
                    "systemd-detect-virt says {said}: {isolation}"
                )
            }
            _ => assert_eq!(
                kind, "virtual_machine",
                "systemd-detect-virt says {said}: {isolation}"
            ),
        }
    }
    assert!(
        report["findings"].as_array().unwrap().is_empty(),
        "no offer, no findings"
    );
}

#[test]
fn a_mig_slice_sold_as_a_whole_h200_is_a_critical_finding() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("catalog.sqlite");
    let store = store.to_str().unwrap();
    let csv = dir.path().join("offer.csv");
    std::fs::write(
        &csv,
        "offer_id,source,quoted_on,gpu,gpus,vram_gb,allocation,isolation,price,currency,period,pricing_model\n\
         h200-whole,Quote Q-1,2026-11-20,H200 SXM,1,141,passthrough,vm,3.10,EUR,hour,on_demand\n",
    )
    .unwrap();
    let out = gpucase(&["offers", "import", csv.to_str().unwrap(), "--store", store]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let fixture = root().join("testdata/probe/k8s-pod-mig-1g18gb-h200.txt");
    let out = gpucase(&[
        "probe",
        "analyze",
        fixture.to_str().unwrap(),
        "--offer",
        "manual/h200-whole",
        "--json",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["offer"], "manual/h200-whole");
    let critical: Vec<&str> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["severity"] == "critical")
        .map(|f| f["topic"].as_str().unwrap())
        .collect();
    // Sold: a VM with a whole H200. Delivered: a container on a 1g.18gb MIG slice.
    assert!(critical.contains(&"allocation"), "{report}");
    assert!(critical.contains(&"isolation"), "{report}");

    // The same in the terminal form names the offer and the finding.
    let out = gpucase(&[
        "probe",
        "analyze",
        fixture.to_str().unwrap(),
        "--offer",
        "h200-whole",
        "--store",
        store,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("Against manual/h200-whole:") && said.contains("[critical]"),
        "{said}"
    );

    let out = gpucase(&[
        "probe",
        "analyze",
        fixture.to_str().unwrap(),
        "--offer",
        "nope",
        "--store",
        store,
    ]);
    assert!(text(&out.stderr).contains("--offer nope: no such offer"));
}

#[test]
fn what_is_not_a_probe_output_is_refused_with_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.bin");
    std::fs::write(&junk, [0u8, 1, 2, 3, 0xff, 0xfe]).unwrap();
    let out = gpucase(&["probe", "analyze", junk.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("junk.bin"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_findings_are_written_in_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("catalog.sqlite");
    let store = store.to_str().unwrap();
    let csv = dir.path().join("offer.csv");
    // A VM with one whole H200 of 141 GB, as an analyst's CSV states it.
    std::fs::write(
        &csv,
        "offer_id,source,quoted_on,gpu,gpus,vram_gb,allocation,isolation,price,currency,period,pricing_model\n\
         h200-whole,Quote Q-1,2026-11-20,H200 SXM,1,141,passthrough,vm,3.10,EUR,hour,on_demand\n",
    )
    .unwrap();
    let out = gpucase(&["offers", "import", csv.to_str().unwrap(), "--store", store]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Delivered: a Kubernetes pod on a 1g.18gb MIG slice of an H200.
    let fixture = root().join("testdata/probe/k8s-pod-mig-1g18gb-h200.txt");
    let analyze = |lang: &str| {
        let out = gpucase(&[
            "--lang",
            lang,
            "probe",
            "analyze",
            fixture.to_str().unwrap(),
            "--offer",
            "h200-whole",
            "--store",
            store,
        ]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let said = text(&out.stdout);
        // The findings follow the offer's line; the analysis above stays as the probe
        // wrote it.
        let at = said.rfind("\n\n").unwrap();
        // French puts a no-break space before a colon and in 16 384: plain ones here.
        said[at..].replace(['\u{a0}', '\u{202f}'], " ")
    };
    let fr = analyze("fr");
    for expected in [
        "Comparaison avec manual/h200-whole :",
        "[critique] Proposé en VM, livré en conteneur : isolation plus faible que celle achetée.",
        "[critique] L’offre portait sur des GPU entiers ; livré : instance MIG.",
        "[critique] GPU 0 : 16 384 Mio utilisables, 141 Go proposés (88,7 % de moins).",
    ] {
        assert!(fr.contains(expected), "{expected:?} missing from:\n{fr}");
    }
    for english in [
        "Offered as",
        "delivered as",
        "weaker isolation",
        "Whole GPUs were offered",
        "MiB usable",
    ] {
        assert!(!fr.contains(english), "English {english:?} in:\n{fr}");
    }
    let en = analyze("en");
    assert!(
        en.contains(
            "[critical] Offered as a VM, delivered as a container: weaker isolation than bought."
        ),
        "{en}"
    );
}

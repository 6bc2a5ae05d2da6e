//! `gpucase probe` end to end: the script run on this machine, and recorded probe outputs
//! (testdata/probe, formats and sources in its README) against an offer in a real catalog.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

mod common;
use common::{gpucase, root, text};

use std::process::{Command, Stdio};

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
    // Issue 18: a critical finding exits 3, so that a provisioning script can stop; the
    // report is still printed, with no error line.
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(text(&out.stderr).is_empty(), "{}", text(&out.stderr));
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
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
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
        // Critical findings: status 3, the findings on stdout, nothing on stderr.
        assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
        let said = text(&out.stdout);
        // The findings follow the offer's line (the analysis above has its own test).
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

/// The literal words of the English analysis messages (`analysis-*` in
/// locales/en/checklist.ftl, variants included), the pieces between placeables that are long
/// enough to be a phrase: none may appear in another language's output.
fn english_analysis_phrases() -> Vec<String> {
    let ftl = std::fs::read_to_string(root().join("locales/en/checklist.ftl")).unwrap();
    let mut phrases = Vec::new();
    let mut inside = false;
    for line in ftl.lines() {
        let text = if let Some((id, value)) = line.split_once(" = ") {
            inside = id.starts_with("analysis-");
            value
        } else if inside && line.starts_with(' ') {
            // A variant: `    [key] text`, `   *[key] text`.
            line.split_once("] ").map_or("", |(_, t)| t)
        } else {
            inside = inside && !line.is_empty() && !line.starts_with('#');
            ""
        };
        if !inside {
            continue;
        }
        let mut rest = text;
        while !rest.is_empty() {
            let (piece, after) = match rest.find('{') {
                Some(open) => {
                    let close = rest[open..].find('}').map_or(rest.len(), |c| open + c + 1);
                    (&rest[..open], &rest[close..])
                }
                None => (rest, ""),
            };
            let piece = piece.trim();
            if piece.chars().count() >= 12 {
                phrases.push(piece.to_owned());
            }
            rest = after;
        }
    }
    phrases
}

#[test]
fn the_analysis_is_written_in_the_language_asked_for() {
    let phrases = english_analysis_phrases();
    // The phrase list is read from the English messages: it must hold the headings' and
    // the notes' words, or the checks below would pass on anything.
    for expected in [
        "gpucase probe analysis (probe version",
        "A container shares the host's kernel: other tenants' containers may run beside yours on the same host.",
        "MiB usable of the",
    ] {
        assert!(
            phrases.iter().any(|p| p == expected),
            "{expected:?} not among {phrases:?}"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("catalog.sqlite");
    let store = store.to_str().unwrap();
    let csv = dir.path().join("offers.csv");
    // Two offers as an analyst's CSV states them: a VM with one whole H200, and a VM with
    // two whole RTX 4090.
    std::fs::write(
        &csv,
        "offer_id,source,quoted_on,gpu,gpus,vram_gb,allocation,isolation,price,currency,period,pricing_model\n\
         h200-whole,Quote Q-1,2026-11-20,H200 SXM,1,141,passthrough,vm,3.10,EUR,hour,on_demand\n\
         rtx4090-vm,Quote Q-2,2026-11-20,RTX 4090,2,24,passthrough,vm,0.70,EUR,hour,on_demand\n",
    )
    .unwrap();
    let out = gpucase(&["offers", "import", csv.to_str().unwrap(), "--store", store]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let analyze = |lang: &str, fixture: &str, offer: &str| {
        let fixture = root().join("testdata/probe").join(fixture);
        let out = gpucase(&[
            "--lang",
            lang,
            "probe",
            "analyze",
            fixture.to_str().unwrap(),
            "--offer",
            offer,
            "--store",
            store,
        ]);
        // 0, or 3 when a finding is critical: either way the analysis is written.
        assert!(
            matches!(out.status.code(), Some(0 | 3)),
            "{}",
            text(&out.stderr)
        );
        text(&out.stdout)
    };
    // German headings, notes, units and numbers (thousands with `.`, decimals with `,`),
    // as locales/de/checklist.ftl and CLDR write them; the values as the machine wrote them.
    let cases = [
        (
            "docker-marketplace-2x-rtx4090.txt",
            "rtx4090-vm",
            vec![
                "gpucase-Auswertung des Prüfskripts (Skriptversion 1, erhoben 2025-03-05T18:40:03Z)",
                "\nIsolation: Container (docker, auf einem Bare-Metal-Host)\n",
                "  - PID 1 ist `bash`, kein Init-System: ein Anwendungscontainer.\n",
                "\nKernel: Kernel des Hosts (5.15.0-91-generic)\n",
                "\nKernelmodule: 11 sichtbar, NVIDIA-Modul geladen\n",
                "\nGPU-Zuteilung: ganze GPU (Gerät des Hosts, dem Container übergeben)\n",
                "  - Der PCI-Bus zeigt 8 NVIDIA-GPUs, der Treiber gibt dieser Maschine 2: Die übrigen GPUs des Hosts gehen an andere Mieter.\n",
                "24.564 MiB gemeldet von den 24.576 MiB der RTX 4090 (0,1 % weniger)",
                "\nCPU: 16 nutzbar (128 angezeigt, Kontingent 16)\n",
                "\nArbeitsspeicher: 64 GiB nutzbar (503,8 GiB angezeigt, Limit 64 GiB)\n",
                "\nNicht beantwortet:\n  - virt (Werkzeug nicht installiert): Die Isolation stützt sich nur auf indirekte Hinweise",
            ],
        ),
        (
            "k8s-pod-mig-1g18gb-h200.txt",
            "h200-whole",
            vec![
                "\nIsolation: Container (kubernetes, auf einem Bare-Metal-Host)\n",
                "\nGPU-Zuteilung: MIG-Instanz 1g.18gb\n",
                "  - Eine MIG-Instanz: eine Hardware-Partition der GPU mit eigenem Speicher und eigenen SMs",
                "GPU 0: NVIDIA H200 (00000000:1B:00.0), weniger Speicher, als die Karte hat: 16.384 MiB nutzbar von den 144.384 MiB der H200: eine MIG-Instanz (1g.18gb)",
                "    Datenblatt: H200 141 GB, ",
                "\nArbeitsspeicher: 32 GiB nutzbar (2.015,5 GiB angezeigt, Limit 32 GiB)\n",
                "  - init_container_env (nur als root): Die Variable `container=` von PID 1",
            ],
        ),
    ];
    for (fixture, offer, expected) in cases {
        let de = analyze("de", fixture, offer);
        for german in expected {
            assert!(
                de.contains(german),
                "{fixture}: {german:?} missing from:\n{de}"
            );
        }
        for english in &phrases {
            assert!(
                !de.contains(english.as_str()),
                "{fixture}: English {english:?} in:\n{de}"
            );
        }
        for heading in [
            "Kernel modules:",
            "GPU allocation:",
            "Memory:",
            "Not answered:",
        ] {
            assert!(!de.contains(heading), "{fixture}: {heading:?} in:\n{de}");
        }
        // The same run in English says it in the English words, so the checks above
        // would see them.
        let en = analyze("en", fixture, offer);
        assert!(
            en.contains("\nNot answered:\n") && en.contains("\nGPU allocation: "),
            "{en}"
        );
        assert!(phrases.iter().filter(|p| en.contains(p.as_str())).count() >= 5);
    }
}

//! The `gpucase` binary on a team library: a real PostgreSQL server (Debian's, started by
//! this test as a throw-away unprivileged cluster), opened with `--store postgres://...`
//! and the password from the environment, as an owner, an editor, a reader and an approver.

use std::path::Path;
use std::process::{Command, Output};

use gpucase_store::testing::{ADMIN, ADMIN_PASSWORD, PgCluster};

const EXAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../examples/enterprise-assistant.gpucase"
);

fn gpucase(args: &[&str], store: &str, password: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gpucase"))
        .args(args)
        .env_remove("GPUCASE_LANG")
        .env("GPUCASE_STORE", store)
        .env("GPUCASE_STORE_PASSWORD", password)
        .env("USER", "cli-user")
        .output()
        .expect("gpucase runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn analysts_share_a_team_library_with_roles_the_server_enforces() {
    let server = PgCluster::start().unwrap();
    server.create_database("team").unwrap();
    let url = |user: &str| server.url(user, "team");
    // The owner opens it first: the schema and the roles are made.
    let owner = gpucase(&["case", "import", EXAMPLE], &url(ADMIN), ADMIN_PASSWORD);
    assert!(owner.status.success(), "{}", text(&owner.stderr));
    server
        .psql(
            "team",
            "CREATE ROLE rita LOGIN PASSWORD 'rita-pw'; GRANT gpucase_reader TO rita; \
             CREATE ROLE anna LOGIN PASSWORD 'anna-pw'; GRANT gpucase_editor TO anna; \
             CREATE ROLE hanna LOGIN PASSWORD 'hanna-pw'; GRANT gpucase_approver TO hanna;",
        )
        .unwrap();

    let place = gpucase(&["case", "where"], &url("anna"), "anna-pw");
    assert_eq!(
        text(&place.stdout).trim(),
        format!("team library {}, open as role anna", url("anna"))
    );

    // The editor saves version 2; the history names the server role that saved each.
    let saved = gpucase(
        &["case", "import", EXAMPLE, "--by", "Anna A."],
        &url("anna"),
        "anna-pw",
    );
    assert!(saved.status.success(), "{}", text(&saved.stderr));
    // The reader's save is refused by the server, in its words, and nothing is written.
    let refused = gpucase(&["case", "import", EXAMPLE], &url("rita"), "rita-pw");
    assert!(!refused.status.success());
    let err = text(&refused.stderr);
    assert!(
        err.contains("role \"rita\"") && err.contains("permission denied for table cases"),
        "{err}"
    );
    // The approver approves version 2.
    let approved = gpucase(
        &["case", "approve", "enterprise-assistant", "2"],
        &url("hanna"),
        "hanna-pw",
    );
    assert!(approved.status.success(), "{}", text(&approved.stderr));
    let history = text(
        &gpucase(
            &["case", "history", "enterprise-assistant"],
            &url("rita"),
            "rita-pw",
        )
        .stdout,
    );
    let rows: Vec<Vec<&str>> = history.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(rows.len(), 2, "{history}");
    assert_eq!((rows[0][0], rows[0][4], rows[0][5]), ("v1", ADMIN, "-"));
    assert_eq!(
        (rows[1][0], rows[1][2], rows[1][4]),
        ("v2", "Anna A.", "anna")
    );
    assert!(rows[1][5].starts_with("approved by hanna at "), "{history}");

    // The reader's report of the approved version says who approved it; the export is
    // recorded with the role the server saw.
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("approved.pdf");
    let reported = gpucase(
        &[
            "report",
            "enterprise-assistant",
            "--out",
            pdf.to_str().unwrap(),
        ],
        &url("rita"),
        "rita-pw",
    );
    assert!(reported.status.success(), "{}", text(&reported.stderr));
    let words = Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
        .unwrap();
    let words = text(&words.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        words.contains("Approved: case version 2, by hanna on "),
        "{words}"
    );
    let reports = text(
        &gpucase(
            &["case", "reports", "enterprise-assistant"],
            &url("anna"),
            "anna-pw",
        )
        .stdout,
    );
    assert!(reports.trim_end().ends_with("\trita"), "{reports}");

    // Copied to a local library with every version; the local one says where it is.
    let local = dir.path().join("mine.sqlite");
    let local = local.to_str().unwrap();
    let copied = gpucase(
        &["case", "copy", "enterprise-assistant", "--to", local],
        &url("rita"),
        "rita-pw",
    );
    assert!(copied.status.success(), "{}", text(&copied.stderr));
    let local_history =
        text(&gpucase(&["case", "history", "enterprise-assistant"], local, "").stdout);
    assert_eq!(local_history.lines().count(), 2, "{local_history}");
    assert!(Path::new(local).is_file());

    // A wrong password is named with the library, never echoed.
    let wrong = gpucase(&["case", "list"], &url("anna"), "guess");
    let err = text(&wrong.stderr);
    assert!(
        !wrong.status.success()
            && err.contains(&url("anna"))
            && err.contains("password authentication failed")
            && !err.contains("guess"),
        "{err}"
    );
    // A password in the URL is refused before anything connects.
    let in_url = format!("postgres://anna:anna-pw@127.0.0.1:{}/team", server.port());
    let err = text(&gpucase(&["case", "list"], &in_url, "").stderr);
    assert!(
        err.contains("GPUCASE_STORE_PASSWORD") && !err.contains("anna-pw"),
        "{err}"
    );
}

/// One refresh for the team: offers imported into the team library's catalog are listed by
/// every analyst of it; with `GPUCASE_CATALOG=local` an analyst keeps their own catalog (in
/// the local library of their data directory) and the team's stays as it was.
#[test]
fn the_offers_catalog_is_shared_by_the_team_or_kept_local() {
    let server = PgCluster::start().unwrap();
    server.create_database("team").unwrap();
    let url = server.url(ADMIN, "team");
    let home = tempfile::tempdir().unwrap();
    let run = |args: &[&str], catalog: &str| {
        Command::new(env!("CARGO_BIN_EXE_gpucase"))
            .args(args)
            .env_remove("GPUCASE_LANG")
            .env("GPUCASE_STORE", &url)
            .env("GPUCASE_STORE_PASSWORD", ADMIN_PASSWORD)
            .env("GPUCASE_CATALOG", catalog)
            .env("XDG_DATA_HOME", home.path())
            .env("HOME", home.path())
            .output()
            .expect("gpucase runs")
    };
    let offers = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/manual-offers.csv"
    );
    let imported = run(&["offers", "import", offers], "local");
    assert!(imported.status.success(), "{}", text(&imported.stderr));
    let listed = |catalog: &str| text(&run(&["offers", "list", "--json"], catalog).stdout);
    let local: serde_json::Value = serde_json::from_str(&listed("local")).unwrap();
    let team: serde_json::Value = serde_json::from_str(&listed("team")).unwrap();
    assert!(!local.as_array().unwrap().is_empty(), "{local}");
    assert_eq!(
        team.as_array().unwrap().len(),
        0,
        "the team's catalog is untouched"
    );
    let shared = run(&["offers", "import", offers], "team");
    assert!(shared.status.success(), "{}", text(&shared.stderr));
    let team: serde_json::Value = serde_json::from_str(&listed("team")).unwrap();
    assert_eq!(team, local, "the same offers, now for the whole team");
    let wrong = run(&["offers", "list"], "nearby");
    assert!(
        text(&wrong.stderr).contains("GPUCASE_CATALOG"),
        "{}",
        text(&wrong.stderr)
    );
}

#![allow(
    clippy::unwrap_used,
    reason = "a test fails loudly on any unexpected error"
)]
#![cfg(target_os = "linux")]
//! The keyring half of `gpucase_secrets` against a real Secret Service: a private
//! `dbus-daemon` session bus with `gnome-keyring-daemon` on it, in a temporary home, with a
//! fresh login keyring unlocked by a known password. Nothing is mocked. Linux only: macOS and
//! Windows have their own stores, which this machine cannot run.
//!
//! Each `#[test]` here starts the daemons (or, for the unavailable case, none) and re-runs
//! this test binary as a child process with `DBUS_SESSION_BUS_ADDRESS` and the secrets'
//! environment variables set, because the library reads both from the process environment
//! (which a test must not change in its own process). The child runs one `#[ignore]`d test,
//! selected by name, that does the checks. `secret-tool` (libsecret) is the second, unrelated
//! client that the stored items are cross-checked with.
//!
//! Needs `dbus-daemon`, `dbus-send`, `gnome-keyring-daemon` and `secret-tool` (Debian:
//! dbus-daemon, dbus-bin, gnome-keyring, libsecret-tools; scripts/setup-system.sh installs
//! them). A missing one fails the test with a message that says so.

use std::fs::{self, File};
use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use gpucase_secrets::{KeyringAction, SecretError, Source};

/// Set in the child's environment to the name of the check it is to run.
const CHILD: &str = "GPUCASE_SECRETS_TEST_CHILD";
/// How long the daemons get to come up.
const STARTUP: Duration = Duration::from_secs(10);
/// How long a child's checks may take before it is killed (a prompt that waits for a person
/// would otherwise hang the test).
const CHILD_DEADLINE: Duration = Duration::from_secs(30);

/// Stored only in the keyring.
const ONLY_KEYRING: &str = "GPUCASE_SECRETS_TEST_KEYRING";
/// Set in the child's environment and stored in the keyring: the environment wins.
const BOTH: &str = "GPUCASE_SECRETS_TEST_BOTH";
/// Set to the empty string in the child's environment: counts as unset.
const EMPTY_ENV: &str = "GPUCASE_SECRETS_TEST_EMPTY";
/// Stored by `secret-tool`, read by the library, and the other way round.
const CROSS: &str = "GPUCASE_SECRETS_TEST_CROSS";
/// Stored, then its collection is locked.
const LOCKED: &str = "GPUCASE_SECRETS_TEST_LOCKED";
/// Never stored anywhere.
const ABSENT: &str = "GPUCASE_SECRETS_TEST_ABSENT";

const ENV_VALUE: &str = "value-from-the-environment";

// ---------------------------------------------------------------------------------------
// Parent side: real daemons, then the child.

#[test]
fn keyring_round_trip_against_gnome_keyring() {
    let session = Session::start();
    let output = run_child("keyring_round_trip", |cmd| {
        session.apply(cmd);
        cmd.env(BOTH, ENV_VALUE).env(EMPTY_ENV, "");
    });
    drop(session);
    expect_child_passed(&output);
}

#[test]
fn unreachable_keyring_is_an_error_naming_the_store_and_environment_still_wins() {
    let home = tempfile::tempdir().unwrap();
    let missing_bus = home.path().join("no-bus-here");
    let output = run_child("keyring_unreachable", |cmd| {
        cmd.env(
            "DBUS_SESSION_BUS_ADDRESS",
            format!("unix:path={}", missing_bus.display()),
        )
        .env("HOME", home.path())
        .env(BOTH, ENV_VALUE);
    });
    expect_child_passed(&output);
}

/// A private session bus and a gnome-keyring-daemon serving `org.freedesktop.secrets` on it,
/// in a temporary home. Both are killed when this is dropped.
struct Session {
    // Fields drop in order: the daemons are killed before their home is removed.
    keyring: KillOnDrop,
    _bus: KillOnDrop,
    address: String,
    dir: tempfile::TempDir,
}

/// A child process that is killed and reaped when this is dropped, panic or not.
struct KillOnDrop(Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Session {
    fn start() -> Self {
        let dir = tempfile::tempdir().unwrap();
        for sub in ["run", "data", "config", "cache"] {
            fs::create_dir(dir.path().join(sub)).unwrap();
        }
        fs::set_permissions(dir.path().join("run"), fs::Permissions::from_mode(0o700)).unwrap();

        // A bus of our own with no service directories, so nothing is auto-activated: the
        // Secret Service that answers is the daemon started below, or none.
        let config = dir.path().join("bus.conf");
        fs::write(
            &config,
            format!(
                r#"<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path={}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"#,
                dir.path().join("bus").display()
            ),
        )
        .unwrap();
        let bus_log = dir.path().join("dbus-daemon.log");
        let mut bus = KillOnDrop(spawn(
            Command::new("dbus-daemon")
                .arg(format!("--config-file={}", config.display()))
                .args(["--nofork", "--nopidfile", "--print-address=1"])
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(File::create(&bus_log).unwrap()),
            "dbus-daemon",
            "dbus-daemon",
        ));
        let address = read_address(&mut bus.0, &bus_log);

        let keyring_log = dir.path().join("gnome-keyring-daemon.log");
        let log = File::create(&keyring_log).unwrap();
        let mut command = Command::new("gnome-keyring-daemon");
        command
            .args(["--foreground", "--unlock", "--components=secrets"])
            .stdin(Stdio::piped())
            .stdout(log.try_clone().unwrap())
            .stderr(log);
        client_env(&mut command, dir.path(), &address);
        let mut keyring = KillOnDrop(spawn(&mut command, "gnome-keyring-daemon", "gnome-keyring"));
        // --unlock reads the login keyring's password from standard input up to its end; the
        // keyring is created with it, so no prompt is ever needed.
        let mut stdin = keyring.0.stdin.take().unwrap();
        stdin.write_all(b"test-login-password").unwrap();
        drop(stdin);

        let mut session = Self {
            dir,
            address,
            keyring,
            _bus: bus,
        };
        session.wait_for_secret_service(&keyring_log);
        session
    }

    /// The environment a client of this session needs: the bus, and a home of its own.
    fn apply(&self, cmd: &mut Command) {
        client_env(cmd, self.dir.path(), &self.address);
    }

    fn wait_for_secret_service(&mut self, log: &Path) {
        let deadline = Instant::now() + STARTUP;
        loop {
            if let Some(status) = self.keyring.0.try_wait().unwrap() {
                panic!(
                    "gnome-keyring-daemon exited ({status}) before serving \
                     org.freedesktop.secrets; its log:\n{}",
                    read_log(log)
                );
            }
            let mut probe = Command::new("dbus-send");
            probe.args([
                "--session",
                "--print-reply",
                "--dest=org.freedesktop.DBus",
                "/org/freedesktop/DBus",
                "org.freedesktop.DBus.NameHasOwner",
                "string:org.freedesktop.secrets",
            ]);
            self.apply(&mut probe);
            let reply = output(&mut probe, "dbus-send", "dbus-bin");
            if String::from_utf8_lossy(&reply.stdout).contains("boolean true") {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "gnome-keyring-daemon did not take org.freedesktop.secrets on the test bus \
                 within {STARTUP:?}; dbus-send said {:?} {:?}; its log:\n{}",
                String::from_utf8_lossy(&reply.stdout),
                String::from_utf8_lossy(&reply.stderr),
                read_log(log)
            );
            thread::sleep(Duration::from_millis(50));
        }
    }
}

fn client_env(cmd: &mut Command, dir: &Path, address: &str) {
    cmd.env("DBUS_SESSION_BUS_ADDRESS", address)
        .env("HOME", dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_CACHE_HOME", dir.join("cache"))
        // No display: a prompt must fail rather than wait for a person.
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY");
}

/// Reads the bus address that `dbus-daemon --print-address=1` prints once it listens.
fn read_address(bus: &mut Child, log: &Path) -> String {
    let stdout = bus.stdout.take().unwrap();
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stdout).read_line(&mut line);
        let _ = send.send(line);
    });
    match receive.recv_timeout(STARTUP) {
        Ok(line) if !line.trim().is_empty() => line.trim().to_owned(),
        Ok(_) => panic!(
            "dbus-daemon exited without printing its address; its log:\n{}",
            read_log(log)
        ),
        Err(_) => panic!(
            "dbus-daemon printed no address within {STARTUP:?}; its log:\n{}",
            read_log(log)
        ),
    }
}

fn spawn(cmd: &mut Command, program: &str, package: &str) -> Child {
    cmd.spawn().unwrap_or_else(|err| {
        panic!("cannot start {program} ({err}); install the Debian package {package}")
    })
}

fn output(cmd: &mut Command, program: &str, package: &str) -> Output {
    cmd.output().unwrap_or_else(|err| {
        panic!("cannot run {program} ({err}); install the Debian package {package}")
    })
}

fn read_log(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|err| format!("(unreadable: {err})"))
}

/// Runs this test binary again, with only the ignored test `check` selected and `CHILD` set,
/// and kills it if it has not finished within [`CHILD_DEADLINE`].
fn run_child(check: &str, configure: impl FnOnce(&mut Command)) -> Output {
    let logs = tempfile::tempdir().unwrap();
    let (out_path, err_path) = (logs.path().join("stdout"), logs.path().join("stderr"));
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        check,
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ])
    .env(CHILD, check)
    .stdin(Stdio::null())
    .stdout(File::create(&out_path).unwrap())
    .stderr(File::create(&err_path).unwrap());
    for name in [ONLY_KEYRING, BOTH, EMPTY_ENV, CROSS, LOCKED, ABSENT] {
        cmd.env_remove(name);
    }
    configure(&mut cmd);
    let mut child = KillOnDrop(cmd.spawn().unwrap());
    let deadline = Instant::now() + CHILD_DEADLINE;
    let status = loop {
        if let Some(status) = child.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "the child checks did not finish within {CHILD_DEADLINE:?} (waiting for a \
             prompt?):\n--- stdout\n{}\n--- stderr\n{}",
            read_log(&out_path),
            read_log(&err_path)
        );
        thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: fs::read(&out_path).unwrap(),
        stderr: fs::read(&err_path).unwrap(),
    }
}

fn expect_child_passed(output: &Output) {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && stdout.contains("1 passed"),
        "the child checks failed ({}):\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        output.status
    );
}

// ---------------------------------------------------------------------------------------
// Child side: the checks, run in the environment the parent prepared.

/// Panics unless this process was started by the parent test for `check`.
fn require_child(check: &str) {
    assert_eq!(
        std::env::var(CHILD).ok().as_deref(),
        Some(check),
        "this test is the child half of another test in this file, which starts the \
         daemons and sets its environment; it is not meant to be run on its own"
    );
}

#[test]
#[ignore = "child half of keyring_round_trip_against_gnome_keyring"]
fn keyring_round_trip() {
    require_child("keyring_round_trip");

    // Nothing anywhere.
    assert!(gpucase_secrets::get(ABSENT).unwrap().is_none());
    assert_eq!(gpucase_secrets::source(ABSENT).unwrap(), None);
    assert!(!gpucase_secrets::delete(ABSENT).unwrap());

    // set, get back from the keyring, replace, delete.
    gpucase_secrets::set(ONLY_KEYRING, "first value").unwrap();
    let secret = gpucase_secrets::get(ONLY_KEYRING).unwrap().unwrap();
    assert_eq!(secret.expose(), "first value");
    assert_eq!(secret.source(), Source::Keyring);
    assert_eq!(format!("{secret:?} {secret}"), "Secret(***) Secret(***)");
    assert_eq!(
        gpucase_secrets::source(ONLY_KEYRING).unwrap(),
        Some(Source::Keyring)
    );
    let unicode = "pässwörd 🔑 with spaces";
    gpucase_secrets::set(ONLY_KEYRING, unicode).unwrap();
    assert_eq!(
        gpucase_secrets::get(ONLY_KEYRING)
            .unwrap()
            .unwrap()
            .expose(),
        unicode
    );
    assert!(gpucase_secrets::delete(ONLY_KEYRING).unwrap());
    assert!(gpucase_secrets::get(ONLY_KEYRING).unwrap().is_none());
    assert!(!gpucase_secrets::delete(ONLY_KEYRING).unwrap());

    // The environment wins over the keyring, and delete leaves the environment alone.
    gpucase_secrets::set(BOTH, "value-from-the-keyring").unwrap();
    let secret = gpucase_secrets::get(BOTH).unwrap().unwrap();
    assert_eq!(secret.expose(), ENV_VALUE);
    assert_eq!(secret.source(), Source::Environment);
    assert_eq!(
        gpucase_secrets::source(BOTH).unwrap(),
        Some(Source::Environment)
    );
    assert!(gpucase_secrets::delete(BOTH).unwrap());
    assert_eq!(
        gpucase_secrets::get(BOTH).unwrap().unwrap().expose(),
        ENV_VALUE
    );

    // An empty variable counts as unset: the keyring answers.
    gpucase_secrets::set(EMPTY_ENV, "kept-in-the-keyring").unwrap();
    let secret = gpucase_secrets::get(EMPTY_ENV).unwrap().unwrap();
    assert_eq!(
        (secret.expose(), secret.source()),
        ("kept-in-the-keyring", Source::Keyring)
    );
    assert!(gpucase_secrets::delete(EMPTY_ENV).unwrap());
    assert!(gpucase_secrets::get(EMPTY_ENV).unwrap().is_none());

    // A second, unrelated client: libsecret's secret-tool.
    secret_tool_store(CROSS, "stored-by-secret-tool");
    let secret = gpucase_secrets::get(CROSS).unwrap().unwrap();
    assert_eq!(secret.expose(), "stored-by-secret-tool");
    assert_eq!(secret.source(), Source::Keyring);
    gpucase_secrets::set(CROSS, "updated-by-gpucase").unwrap();
    assert_eq!(
        secret_tool_lookup(CROSS).as_deref(),
        Some("updated-by-gpucase")
    );
    assert!(gpucase_secrets::delete(CROSS).unwrap());
    assert_eq!(secret_tool_lookup(CROSS), None);
    gpucase_secrets::set(CROSS, "stored-by-gpucase").unwrap();
    assert_eq!(
        secret_tool_lookup(CROSS).as_deref(),
        Some("stored-by-gpucase")
    );
    assert!(gpucase_secrets::delete(CROSS).unwrap());

    // A locked collection is an error that names the store, not a hang or a prompt. Last,
    // as the collection stays locked.
    gpucase_secrets::set(LOCKED, "behind-a-lock").unwrap();
    lock_login_collection();
    let err = gpucase_secrets::get(LOCKED).unwrap_err();
    assert!(
        matches!(
            &err,
            SecretError::Keyring {
                action: KeyringAction::Read,
                name,
                ..
            } if name == LOCKED
        ),
        "{err:?}"
    );
    assert!(!format!("{err} {err:?}").contains("behind-a-lock"));
    eprintln!("locked keyring, as the user sees it: {err}");
}

/// Locks gnome-keyring's login collection (where the default alias points) over D-Bus.
fn lock_login_collection() {
    let out = output(
        Command::new("dbus-send").args([
            "--session",
            "--print-reply",
            "--dest=org.freedesktop.secrets",
            "/org/freedesktop/secrets",
            "org.freedesktop.Secret.Service.Lock",
            "array:objpath:/org/freedesktop/secrets/collection/login",
        ]),
        "dbus-send",
        "dbus-bin",
    );
    let reply = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && reply.contains("/org/freedesktop/secrets/collection/login"),
        "locking the login collection failed: {reply} {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
#[ignore = "child half of unreachable_keyring_is_an_error_naming_the_store_and_environment_still_wins"]
fn keyring_unreachable() {
    require_child("keyring_unreachable");

    // The environment is read first, so no keyring is needed for it.
    let secret = gpucase_secrets::get(BOTH).unwrap().unwrap();
    assert_eq!(
        (secret.expose(), secret.source()),
        (ENV_VALUE, Source::Environment)
    );

    let err = gpucase_secrets::get(ABSENT).unwrap_err();
    let SecretError::Keyring {
        name,
        action,
        reason,
    } = &err
    else {
        panic!("expected a keyring error, got {err:?}");
    };
    assert_eq!(name, ABSENT);
    assert_eq!(*action, KeyringAction::Read);
    assert!(!reason.is_empty());
    let message = err.to_string();
    assert!(
        message.starts_with(&format!(
            "OS keyring (service \"gpucase\", account {ABSENT}) failed to read: "
        )),
        "{message}"
    );
    eprintln!("unreachable keyring, as the user sees it: {message}");

    let err = gpucase_secrets::set(ABSENT, "never-stored").unwrap_err();
    assert!(
        matches!(
            err,
            SecretError::Keyring {
                action: KeyringAction::Store,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(!format!("{err} {err:?}").contains("never-stored"));
    assert!(matches!(
        gpucase_secrets::delete(ABSENT),
        Err(SecretError::Keyring {
            action: KeyringAction::Delete,
            ..
        })
    ));
}

fn secret_tool_store(name: &str, value: &str) {
    let mut child = spawn(
        Command::new("secret-tool")
            .args([
                "store",
                "--label=gpucase test",
                "service",
                "gpucase",
                "username",
                name,
            ])
            .stdin(Stdio::piped()),
        "secret-tool",
        "libsecret-tools",
    );
    child
        .stdin
        .take()
        .unwrap()
        .write_all(value.as_bytes())
        .unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "secret-tool store failed: {status}");
}

/// The value `secret-tool lookup` finds, or `None` when it finds none (it exits 1).
fn secret_tool_lookup(name: &str) -> Option<String> {
    let out = output(
        Command::new("secret-tool").args(["lookup", "service", "gpucase", "username", name]),
        "secret-tool",
        "libsecret-tools",
    );
    if out.status.success() {
        Some(String::from_utf8(out.stdout).unwrap())
    } else {
        assert!(
            out.stdout.is_empty(),
            "secret-tool lookup failed ({}) with output: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        None
    }
}

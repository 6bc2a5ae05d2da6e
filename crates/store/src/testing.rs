//! A throw-away PostgreSQL cluster for tests (feature `testing`): Debian's `postgresql`
//! server binaries, an unprivileged cluster in a temporary directory on a free local port,
//! stopped by its PID when dropped.
//!
//! When the test runs as root (a CI container), the server runs as the `postgres` user the
//! Debian package creates, as PostgreSQL refuses to run as root. A cluster kept in a
//! `static` (shared by one test binary) is never dropped: a watchdog process stops it and
//! removes its directory once the test process is gone.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The superuser of a test cluster.
pub const ADMIN: &str = "gpucase_admin";
/// Its password (TCP connections use SCRAM passwords, as a real server would).
pub const ADMIN_PASSWORD: &str = "admin-password-of-a-throw-away-test-cluster";

/// A running test cluster.
#[derive(Debug)]
pub struct PgCluster {
    dir: PathBuf,
    bin: PathBuf,
    port: u16,
    run_as: Option<String>,
}

fn fail(what: &str, detail: impl std::fmt::Display) -> String {
    format!("test PostgreSQL cluster: {what}: {detail}")
}

/// The directory of the newest PostgreSQL server binaries: `GPUCASE_PG_BIN`, else
/// `/usr/lib/postgresql/<newest>/bin` as Debian installs them.
fn server_bin() -> Result<PathBuf, String> {
    if let Some(dir) = std::env::var_os("GPUCASE_PG_BIN") {
        return Ok(PathBuf::from(dir));
    }
    let root = Path::new("/usr/lib/postgresql");
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir(root)
        .map_err(|e| {
            fail(
                "no PostgreSQL server found in /usr/lib/postgresql (install Debian's postgresql package: scripts/setup-system.sh, or set GPUCASE_PG_BIN)",
                e,
            )
        })?
        .filter_map(Result::ok)
        .filter_map(|e| {
            let v: u32 = e.file_name().to_str()?.parse().ok()?;
            Some((v, e.path().join("bin")))
        })
        .filter(|(_, bin)| bin.join("postgres").is_file())
        .collect();
    versions.sort();
    match versions.pop() {
        Some((v, bin)) if v >= 15 => Ok(bin),
        Some((v, _)) => Err(fail("PostgreSQL 15 or newer needed", format!("found {v}"))),
        None => Err(fail("no server binaries", root.display())),
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .ok()
        .is_some_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

fn free_port() -> Result<u16, String> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| fail("no free port", e))?;
    listener
        .local_addr()
        .map(|a| a.port())
        .map_err(|e| fail("no free port", e))
}

impl PgCluster {
    /// Creates and starts a cluster; its superuser is [`ADMIN`].
    pub fn start() -> Result<Self, String> {
        let bin = server_bin()?;
        let run_as = is_root().then(|| "postgres".to_owned());
        let dir = tempfile::Builder::new()
            .prefix("gpucase-pg-")
            .tempdir()
            .map_err(|e| fail("no temporary directory", e))?
            .keep();
        let cluster = Self {
            dir,
            bin,
            port: free_port()?,
            run_as,
        };
        if let Some(user) = &cluster.run_as {
            let chowned = Command::new("chown")
                .args(["-R", &format!("{user}:")])
                .arg(&cluster.dir)
                .status()
                .map_err(|e| fail("chown", e))?;
            if !chowned.success() {
                return Err(fail("chown to the postgres user failed", chowned));
            }
        }
        let pwfile = cluster.dir.join("pwfile");
        std::fs::write(&pwfile, ADMIN_PASSWORD).map_err(|e| fail("pwfile", e))?;
        if let Some(user) = &cluster.run_as {
            let _ = Command::new("chown").arg(user).arg(&pwfile).status();
        }
        let out = cluster
            .command("initdb")
            .arg("-D")
            .arg(cluster.data())
            .args([
                "-U",
                ADMIN,
                "--auth-local=trust",
                "--auth-host=scram-sha-256",
            ])
            .arg(format!("--pwfile={}", pwfile.display()))
            .args(["-E", "UTF8", "--locale=C.UTF-8", "--no-sync"])
            .output()
            .map_err(|e| fail("initdb", e))?;
        if !out.status.success() {
            return Err(fail("initdb failed", String::from_utf8_lossy(&out.stderr)));
        }
        let _ = std::fs::remove_file(&pwfile);
        cluster.launch()?;
        cluster.watch_parent();
        Ok(cluster)
    }

    fn data(&self) -> PathBuf {
        self.dir.join("data")
    }

    /// `program` of the server's binaries, run as the cluster's user.
    fn command(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        match &self.run_as {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(path);
                c
            }
            None => Command::new(path),
        }
    }

    /// Starts the postmaster and waits until it accepts connections.
    fn launch(&self) -> Result<(), String> {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let log = self.dir.join("server.log");
            let out = self
                .command("pg_ctl")
                .arg("-D")
                .arg(self.data())
                .arg("-l")
                .arg(&log)
                .arg("-o")
                .arg(format!(
                    "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=60",
                    self.port,
                    self.dir.display()
                ))
                .args(["-w", "-t", "30", "start"])
                .stdout(Stdio::null())
                .output()
                .map_err(|e| fail("pg_ctl start", e))?;
            if out.status.success() {
                return Ok(());
            }
            // After a SIGKILL the old server's processes may hold its shared memory for a
            // moment: try again until they are gone.
            if Instant::now() > deadline {
                let tail = std::fs::read_to_string(&log).unwrap_or_default();
                return Err(fail(
                    "the server did not start",
                    format!("{}\n{tail}", String::from_utf8_lossy(&out.stderr)),
                ));
            }
            std::thread::sleep(Duration::from_millis(300));
        }
    }

    /// Stops the server and removes the cluster once this process has ended, whether or
    /// not the cluster was dropped.
    fn watch_parent(&self) {
        let script = format!(
            "while kill -0 {parent} 2>/dev/null; do sleep 1; done; \
             pid=$(head -n 1 '{data}/postmaster.pid' 2>/dev/null); \
             [ -n \"$pid\" ] && kill -INT \"$pid\" 2>/dev/null; sleep 3; \
             [ -n \"$pid\" ] && kill -KILL \"$pid\" 2>/dev/null; rm -rf '{dir}'",
            parent = std::process::id(),
            data = self.data().display(),
            dir = self.dir.display()
        );
        let _ = Command::new("sh")
            .arg("-c")
            .arg(script)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
    }

    /// The postmaster's PID, from its `postmaster.pid`.
    pub fn pid(&self) -> Option<u32> {
        std::fs::read_to_string(self.data().join("postmaster.pid"))
            .ok()?
            .lines()
            .next()?
            .trim()
            .parse()
            .ok()
    }

    /// Kills the server with SIGKILL, as a crash or an operator's `kill -9` would, and
    /// waits until its processes are gone.
    pub fn kill(&self) {
        if let Some(pid) = self.pid() {
            let _ = Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status();
            let deadline = Instant::now() + Duration::from_secs(20);
            while Instant::now() < deadline
                && Command::new("kill")
                    .args(["-0", &pid.to_string()])
                    .stderr(Stdio::null())
                    .status()
                    .is_ok_and(|s| s.success())
            {
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }

    /// Starts the server again after [`PgCluster::kill`] (crash recovery runs).
    pub fn restart(&self) -> Result<(), String> {
        self.launch()
    }

    /// The port it listens on (127.0.0.1).
    pub fn port(&self) -> u16 {
        self.port
    }

    /// A URL for `user` and `database` over TCP, without a password.
    pub fn url(&self, user: &str, database: &str) -> String {
        format!("postgres://{user}@127.0.0.1:{}/{database}", self.port)
    }

    /// A URL for `user` and `database` over the cluster's local socket, where no password
    /// is asked (trust): for tests that must not touch a keyring.
    pub fn socket_url(&self, user: &str, database: &str) -> String {
        format!(
            "postgres://{user}@localhost/{database}?host={}&port={}",
            self.dir.display(),
            self.port
        )
    }

    /// Offers TLS with the PEM certificate `cert` and its key `key`, as a server that
    /// offers it: they are copied into the cluster (the key readable by the server only)
    /// and the configuration reloaded.
    pub fn enable_tls(&self, cert: &Path, key: &Path) -> Result<(), String> {
        let data = self.data();
        for (from, name) in [(cert, "server.crt"), (key, "server.key")] {
            let to = data.join(name);
            std::fs::copy(from, &to).map_err(|e| fail("TLS files", e))?;
            if let Some(user) = &self.run_as {
                let _ = Command::new("chown").arg(user).arg(&to).status();
            }
            let _ = Command::new("chmod").arg("600").arg(&to).status();
        }
        self.psql("postgres", "ALTER SYSTEM SET ssl = 'on'")?;
        self.psql("postgres", "SELECT pg_reload_conf()").map(|_| ())
    }

    /// Runs `sql` as the superuser in `database` with `psql`, stopping at the first error.
    pub fn psql(&self, database: &str, sql: &str) -> Result<String, String> {
        let out = self
            .command("psql")
            .args(["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h"])
            .arg(&self.dir)
            .args([
                "-p",
                &self.port.to_string(),
                "-U",
                ADMIN,
                "-d",
                database,
                "-c",
                sql,
            ])
            .output()
            .map_err(|e| fail("psql", e))?;
        if out.status.success() {
            Ok(String::from_utf8_lossy(&out.stdout).into_owned())
        } else {
            Err(fail("psql", String::from_utf8_lossy(&out.stderr)))
        }
    }

    /// Runs the psql script `script` (its text, sent on standard input) as the superuser on
    /// `database`, with psql variables `vars` (`-v name=value`).
    pub fn psql_script(
        &self,
        database: &str,
        script: &str,
        vars: &[(&str, &str)],
    ) -> Result<String, String> {
        use std::io::Write as _;
        let mut command = self.command("psql");
        command
            .args(["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h"])
            .arg(&self.dir)
            .args(["-p", &self.port.to_string(), "-U", ADMIN, "-d", database]);
        for (name, value) in vars {
            command.arg("-v").arg(format!("{name}={value}"));
        }
        let mut child = command
            .args(["-f", "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .map_err(|e| fail("psql", e))?;
        if let Some(mut stdin) = child.stdin.take() {
            stdin
                .write_all(script.as_bytes())
                .map_err(|e| fail("psql", e))?;
        }
        let out = child.wait_with_output().map_err(|e| fail("psql", e))?;
        if out.status.success() {
            Ok(String::from_utf8_lossy(&out.stdout).into_owned())
        } else {
            Err(fail("psql", String::from_utf8_lossy(&out.stderr)))
        }
    }

    /// Creates an empty database owned by the superuser.
    pub fn create_database(&self, name: &str) -> Result<(), String> {
        self.psql("postgres", &format!("CREATE DATABASE \"{name}\""))
            .map(|_| ())
    }
}

impl Drop for PgCluster {
    /// Stops the server by its PID (SIGINT: fast shutdown) and removes the cluster.
    fn drop(&mut self) {
        if let Some(pid) = self.pid() {
            let _ = Command::new("kill")
                .args(["-INT", &pid.to_string()])
                .status();
            let deadline = Instant::now() + Duration::from_secs(10);
            while Instant::now() < deadline && self.data().join("postmaster.pid").exists() {
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

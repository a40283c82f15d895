//! A throwaway PostgreSQL cluster for the tests: `initdb` in a temporary folder and the server
//! started from it on a free port, once per test process, gone with the process (no system
//! service, no root: as root, the server runs as Debian's `postgres` user, which initdb
//! requires). Each test gets a database of its own, copied from a template that has the
//! shop's migrations applied already.
//!
//! Debian's `postgresql` package (installed by `scripts/setup.sh --tests`) provides the
//! programs; `SHOP_TEST_POSTGRES_BIN` names another folder of them.

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The running cluster of this test process.
pub struct Cluster {
    port: u16,
    _server: Child,
    _folder: tempfile::TempDir,
}

/// The database holding the migrated schema every test's database is copied from.
const TEMPLATE: &str = "shop_template";

impl Cluster {
    /// The cluster, started by the first test that asks.
    pub fn get() -> &'static Cluster {
        static CLUSTER: OnceLock<Cluster> = OnceLock::new();
        CLUSTER.get_or_init(|| {
            let cluster = Cluster::start().expect("a throwaway PostgreSQL cluster");
            cluster.make_template();
            cluster
        })
    }

    /// The URL of database `name` on the cluster.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://shop@127.0.0.1:{}/{name}", self.port)
    }

    /// A new, empty shop database (migrated), by its URL.
    pub async fn new_database(&self) -> String {
        self.database_from(TEMPLATE).await
    }

    /// A database of its own with no migration applied, for a test of the migrations.
    pub async fn empty_database(&self) -> String {
        self.database_from("template0").await
    }

    async fn database_from(&self, template: &str) -> String {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let name = format!(
            "shop_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut admin = self.admin().await;
        // A file copy: the cluster writes no WAL for it (and fsyncs nothing, see `start`).
        sqlx::raw_sql(&format!(
            "CREATE DATABASE {name} TEMPLATE {template} STRATEGY FILE_COPY"
        ))
        .execute(&mut admin)
        .await
        .expect("a test database");
        self.url(&name)
    }

    async fn admin(&self) -> sqlx::AnyConnection {
        use sqlx::Connection;
        sqlx::any::install_default_drivers();
        // The server takes connections on its port before it has finished starting ("the
        // database system is starting up"): on a busy machine the first ones are refused.
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            match sqlx::AnyConnection::connect(&self.url("postgres")).await {
                Ok(connection) => return connection,
                Err(_) if Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(error) => panic!("the cluster's postgres database: {error}"),
            }
        }
    }

    /// Creates the template and applies the migrations to it, on a runtime of its own (a
    /// test's runtime ends with its test; the template outlives it).
    fn make_template(&self) {
        let url = self.url(TEMPLATE);
        std::thread::scope(|scope| {
            scope
                .spawn(|| {
                    let runtime = tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                        .unwrap();
                    runtime.block_on(async {
                        let mut admin = self.admin().await;
                        sqlx::raw_sql(&format!("CREATE DATABASE {TEMPLATE}"))
                            .execute(&mut admin)
                            .await
                            .expect("the template database");
                        let pool = api::store::postgres::open(&url)
                            .await
                            .expect("the migrations apply to PostgreSQL");
                        pool.close().await;
                    });
                })
                .join()
                .unwrap();
        });
    }

    fn start() -> std::io::Result<Cluster> {
        let bin = programs();
        let folder = tempfile::Builder::new().prefix("shop-pg-").tempdir()?;
        let data = folder.path().join("data");
        let user = server_user();
        if let Some((uid, gid)) = user {
            std::os::unix::fs::chown(folder.path(), Some(uid), Some(gid))?;
        }
        let status = as_server_user(Command::new(bin.join("initdb")), user)
            .args([
                "--auth=trust",
                "--username=shop",
                "--encoding=UTF8",
                "--locale=C.UTF-8",
            ])
            .arg("-D")
            .arg(&data)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .status()?;
        assert!(status.success(), "initdb failed");
        let port = free_port()?;
        // Durability off: a test cluster is thrown away, and every fsync is time.
        let mut server = as_server_user(Command::new(bin.join("postgres")), user);
        server
            .arg("-D")
            .arg(&data)
            .args(["-p", &port.to_string(), "-c", "listen_addresses=127.0.0.1"])
            .arg("-k")
            .arg(folder.path())
            .args(["-c", "fsync=off", "-c", "synchronous_commit=off"])
            .args(["-c", "full_page_writes=off", "-c", "max_connections=400"])
            .stdout(Stdio::null());
        // Its errors, each with the statement that failed, beside the server's own log lines.
        if std::env::var_os("SHOP_TEST_LOG").is_none() {
            server.stderr(Stdio::null());
        }
        let server = spawn_for_the_process(server)?;
        remove_at_exit(server.id(), folder.path());
        let cluster = Cluster {
            port,
            _server: server,
            _folder: folder,
        };
        cluster.wait_until_ready();
        Ok(cluster)
    }

    fn wait_until_ready(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(Instant::now() < deadline, "PostgreSQL did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// The folder of PostgreSQL's programs: SHOP_TEST_POSTGRES_BIN, else Debian's newest.
fn programs() -> PathBuf {
    if let Ok(bin) = std::env::var("SHOP_TEST_POSTGRES_BIN") {
        return bin.into();
    }
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .expect("PostgreSQL is installed (scripts/setup.sh --tests)")
        .filter_map(|entry| Some(entry.ok()?.path().join("bin")))
        .filter(|bin| bin.join("initdb").exists())
        .collect();
    versions.sort_by_key(|bin| {
        bin.parent()
            .and_then(Path::file_name)
            .and_then(|version| version.to_str()?.parse::<u32>().ok())
    });
    versions
        .pop()
        .expect("PostgreSQL's programs in /usr/lib/postgresql/*/bin")
}

/// Whom the server runs as: Debian's `postgres` user when the tests run as root (initdb and
/// postgres refuse root), else the tests' own user.
fn server_user() -> Option<(u32, u32)> {
    // SAFETY: reads the process's user id.
    if unsafe { libc::geteuid() } != 0 {
        return None;
    }
    let name = std::ffi::CString::new("postgres").unwrap();
    // SAFETY: getpwnam returns a pointer to static storage or null; read at once.
    let entry = unsafe { libc::getpwnam(name.as_ptr()) };
    assert!(
        !entry.is_null(),
        "running as root needs the postgres user of Debian's postgresql package"
    );
    // SAFETY: checked non-null above.
    let entry = unsafe { &*entry };
    Some((entry.pw_uid, entry.pw_gid))
}

/// `command`, run as `user` (when given), and stopped when the test process ends however it
/// ends: the kernel sends it SIGQUIT (PostgreSQL's immediate shutdown) when its parent dies.
fn as_server_user(mut command: Command, user: Option<(u32, u32)>) -> Command {
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        command.pre_exec(move || {
            if let Some((uid, gid)) = user
                && (libc::setgid(gid) != 0 || libc::setuid(uid) != 0)
            {
                return Err(std::io::Error::last_os_error());
            }
            // After the change of user, which clears it.
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGQUIT) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    command
}

/// Starts `command` from a thread that lives as long as the process: the kernel's parent-death
/// signal follows the thread that started a child, and each test's thread ends with its test.
fn spawn_for_the_process(mut command: Command) -> std::io::Result<Child> {
    let (started, child) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = started.send(command.spawn());
        loop {
            std::thread::park();
        }
    });
    child.recv().expect("the starting thread answers")
}

/// The cluster's server and folder, for [`remove_cluster`].
static AT_EXIT: OnceLock<(u32, PathBuf)> = OnceLock::new();

/// Stops the server and removes its folder when the test process exits: the cluster lives in
/// a static, which is never dropped, and a cluster's folder holds up to gigabytes of data.
fn remove_at_exit(server: u32, folder: &Path) {
    if AT_EXIT.set((server, folder.to_owned())).is_ok() {
        // SAFETY: registers a plain function; the test harness ends with `process::exit`,
        // which runs it.
        unsafe { libc::atexit(remove_cluster) };
    }
}

extern "C" fn remove_cluster() {
    if let Some((server, folder)) = AT_EXIT.get() {
        // SAFETY: signals the server this process started (SIGQUIT: its immediate stop).
        unsafe { libc::kill(*server as libc::pid_t, libc::SIGQUIT) };
        let _ = std::fs::remove_dir_all(folder);
    }
}

fn free_port() -> std::io::Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port())
}

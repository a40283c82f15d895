//! moto's S3 server (`scripts/setup.sh --tests` installs it into tools/moto/.venv): the
//! S3-compatible object storage the backup tests put copies in.

/// The server on a free port, stopped when dropped.
pub struct Moto {
    child: std::process::Child,
    pub url: String,
}

impl Moto {
    pub async fn start() -> Moto {
        let server = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tools/moto/.venv/bin/moto_server"
        );
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = std::process::Command::new(server)
            .args(["-H", "127.0.0.1", "-p", &port.to_string()])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap_or_else(|error| panic!("{server}: {error}; run scripts/setup.sh --tests"));
        let moto = Moto {
            child,
            url: format!("http://127.0.0.1:{port}"),
        };
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while reqwest::get(format!("{}/moto-api/", moto.url))
            .await
            .is_err()
        {
            assert!(std::time::Instant::now() < deadline, "moto did not start");
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        moto
    }
}

impl Moto {
    /// Makes the bucket `name`; the settings of a store in it, under the prefix `dhaka`.
    pub async fn bucket(&self, name: &str) -> api::store::s3::S3Config {
        let made = reqwest::Client::new()
            .put(format!("{}/{name}", self.url))
            .send()
            .await
            .unwrap();
        assert!(made.status().is_success(), "{}", made.status());
        api::store::s3::S3Config {
            url: format!("{}/{name}/dhaka", self.url),
            key: "test-key".into(),
            secret: "test-secret".into(),
            region: "us-east-1".into(),
        }
    }
}

impl Drop for Moto {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

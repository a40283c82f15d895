//! The real binary (`shop serve`), through its own sockets: what memory ten picture bombs at
//! once cost (the process's peak RSS), whether bodies trickled a byte at a time keep
//! connections open, what a new shop starts with, and the restore drill: orders placed, the
//! shop stopped (its backup at shutdown), the data folder deleted, the newest backup restored.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// `shop serve` on a free loopback port with its own data directory, killed when dropped.
pub(crate) struct Shop {
    child: Child,
    addr: String,
    _data_dir: Option<tempfile::TempDir>,
}

impl Shop {
    pub(crate) async fn start(env: &[(&str, &str)]) -> Shop {
        let data_dir = tempfile::tempdir().unwrap();
        let mut shop = Shop::start_in(data_dir.path(), env).await;
        shop._data_dir = Some(data_dir);
        shop
    }

    /// `shop serve` on the data directory `data_dir`, which outlives it.
    pub(crate) async fn start_in(data_dir: &std::path::Path, env: &[(&str, &str)]) -> Shop {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let addr = format!("127.0.0.1:{port}");
        let child = Command::new(env!("CARGO_BIN_EXE_shop"))
            .args(["serve", "--addr", &addr, "--data-dir"])
            .arg(data_dir)
            .envs(env.iter().copied())
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let shop = Shop {
            child,
            addr,
            _data_dir: None,
        };
        let deadline = Instant::now() + Duration::from_secs(60);
        while reqwest::get(shop.url("/api/health")).await.is_err() {
            assert!(Instant::now() < deadline, "the shop did not start");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        shop
    }

    pub(crate) fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// The most memory the process has held, in megabytes (`VmHWM`).
    fn peak_rss_mb(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let line = status
            .lines()
            .find(|line| line.starts_with("VmHWM:"))
            .unwrap();
        let kilobytes: u64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
        kilobytes / 1024
    }

    /// `GET path`, as the token's owner when one is given: the JSON answer.
    pub(crate) async fn get_json(&self, path: &str, token: Option<&str>) -> serde_json::Value {
        let mut request = reqwest::Client::new().get(self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.unwrap().json().await.unwrap()
    }

    async fn admin_token(&self) -> String {
        self.token(crate::helpers::ADMIN).await
    }

    /// The id of the sample shop's PT100 probe, as the catalogue lists it: the tool the
    /// journeys order (its stock and minimum allow a few orders of 25).
    pub(crate) async fn probe_tool(&self) -> serde_json::Value {
        let tools = self.get_json("/api/tools", None).await;
        tools
            .as_array()
            .unwrap()
            .iter()
            .find(|tool| tool["toolName"].as_str().unwrap().starts_with("PT100"))
            .unwrap()["_id"]
            .clone()
    }

    pub(crate) async fn token(&self, (email, password): (&str, &str)) -> String {
        let client = reqwest::Client::new();
        let reply: serde_json::Value = client
            .post(self.url("/api/login"))
            .json(&serde_json::json!({ "email": email, "password": password }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        reply["accessToken"].as_str().unwrap().to_owned()
    }
}

impl Drop for Shop {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A PNG of `width` × `height` RGBA pixels of one colour: a few hundred kilobytes that decode
/// to four bytes a pixel.
fn flat_png(width: u32, height: u32) -> Vec<u8> {
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().unwrap();
    let mut stream = writer.stream_writer().unwrap();
    let row = [200_u8, 40, 40, 255].repeat(width as usize);
    for _ in 0..height {
        stream.write_all(&row).unwrap();
    }
    stream.finish().unwrap();
    drop(writer);
    png
}

/// A new shop's sample data charges for delivery, as Bangladeshi shops do (the in-process
/// test shops turn it off, so their totals are the tools' alone).
#[tokio::test]
async fn a_new_shop_charges_for_delivery() {
    let shop = Shop::start(&[]).await;
    let table: shared::delivery_charge::ChargeTable =
        reqwest::get(shop.url("/api/delivery-charges"))
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
    assert_eq!(table, shared::delivery_charge::ChargeTable::standard());
}

#[tokio::test]
async fn ten_picture_bombs_at_once_stay_within_256_mb() {
    let shop = Shop::start(&[]).await;
    let token = shop.admin_token().await;
    // The worst the shop decodes (32 megapixels, RGBA: 128 MB decoded) and the review's bomb
    // (5590 × 12000, 268 MB decoded), refused from its header.
    let worst = flat_png(5656, 5656);
    let bomb = flat_png(5590, 12_000);
    assert!(bomb.len() < 2_000_000, "{} bytes", bomb.len());
    let client = reqwest::Client::new();
    let upload = |bytes: Vec<u8>| {
        let (client, token, url) = (&client, &token, shop.url("/api/images"));
        async move {
            let part = reqwest::multipart::Part::bytes(bytes)
                .file_name("photo.png")
                .mime_str("image/png")
                .unwrap();
            let form = reqwest::multipart::Form::new().part("image", part);
            let reply = client
                .post(url)
                .bearer_auth(token)
                .multipart(form)
                .send()
                .await
                .unwrap();
            reply.status().as_u16()
        }
    };
    let uploads = (0..10).map(|n| upload(if n < 7 { worst.clone() } else { bomb.clone() }));
    let statuses = crate::helpers::join_all(uploads).await;
    let mut statuses = statuses;
    statuses.sort_unstable();
    assert_eq!(statuses, [201, 201, 201, 201, 201, 201, 201, 400, 400, 400]);
    let peak = shop.peak_rss_mb();
    println!("peak RSS under ten picture bombs: {peak} MB");
    assert!(peak <= 256, "peak RSS {peak} MB");
}

#[tokio::test]
async fn connections_trickling_a_body_are_closed_at_the_deadline() {
    let shop = Shop::start(&[("SHOP_BODY_TIMEOUT_SECS", "2")]).await;
    let started = Instant::now();
    let tricklers: Vec<_> = (0..50)
        .map(|_| {
            let addr = shop.addr.clone();
            std::thread::spawn(move || trickle(&addr))
        })
        .collect();
    for trickler in tricklers {
        let lasted = trickler.join().unwrap();
        // Closed at the deadline (2 s), not when the client gives up (20 s). The 408 itself
        // may not arrive: closing a socket with the client's bytes still unread resets it.
        assert!(lasted < Duration::from_secs(6), "open for {lasted:?}");
    }
    assert!(started.elapsed() < Duration::from_secs(10));
}

/// Sends a POST's headers, then its body a byte every 200 ms for up to 20 seconds; how long
/// the connection lasted before the shop ended it.
fn trickle(addr: &str) -> Duration {
    let started = Instant::now();
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    let head = "POST /api/login HTTP/1.1\r\nHost: shop\r\n\
                Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    stream.write_all(head.as_bytes()).unwrap();
    for _ in 0..100 {
        let mut buffer = [0_u8; 1024];
        match stream.read(&mut buffer) {
            // An answer, or the end: the shop is done with this connection.
            Ok(_) => break,
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => break,
        }
        if stream.write_all(b" ").is_err() {
            break;
        }
    }
    started.elapsed()
}

#[tokio::test]
async fn the_restore_drill_brings_back_every_acknowledged_order() {
    use api::store::backups::BackupStore;
    let root = tempfile::tempdir().unwrap();
    let data_dir = root.path().join("data");
    // Off-site: S3-compatible storage (moto's).
    let moto = crate::moto::Moto::start().await;
    let s3 = moto.bucket("shop-drill").await;
    let env = [
        ("SHOP_BACKUP_S3_URL", s3.url.as_str()),
        ("SHOP_BACKUP_S3_KEY", s3.key.as_str()),
        ("SHOP_BACKUP_S3_SECRET", s3.secret.as_str()),
    ];
    let shop = Shop::start_in(&data_dir, &env).await;
    let buyer = shop.token(crate::helpers::BUYER).await;
    let client = reqwest::Client::new();
    let probe = shop.probe_tool().await;
    let mut acknowledged = Vec::new();
    for _ in 0..5 {
        let reply = client
            .post(shop.url("/api/orders"))
            .bearer_auth(&buyer)
            .json(&serde_json::json!({ "toolId": probe, "quantity": 25, "delivery": crate::helpers::delivery() }))
            .send()
            .await
            .unwrap();
        assert_eq!(reply.status(), reqwest::StatusCode::CREATED);
        let placed: serde_json::Value = reply.json().await.unwrap();
        acknowledged.push(placed["insertedId"].as_i64().unwrap());
    }
    // A graceful stop takes the last backup.
    let mut shop = shop;
    let stopped = Command::new("kill")
        .args(["-TERM", &shop.child.id().to_string()])
        .status()
        .unwrap();
    assert!(stopped.success());
    assert!(shop.child.wait().unwrap().success());
    drop(shop);
    let store = api::store::s3::S3Store::new(s3.clone()).unwrap();
    let kept = store.names().await.unwrap();
    assert_eq!(kept.len(), 1, "{kept:?}");

    std::fs::remove_dir_all(&data_dir).unwrap();
    let restored = Command::new(env!("CARGO_BIN_EXE_shop"))
        .args(["restore", "--from", &s3.url])
        .arg("--data-dir")
        .arg(&data_dir)
        .envs(env)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert!(
        restored.status.success(),
        "{}",
        String::from_utf8_lossy(&restored.stderr)
    );
    assert!(String::from_utf8_lossy(&restored.stdout).contains(&kept[0]));

    let shop = Shop::start_in(&data_dir, &env).await;
    let buyer = shop.token(crate::helpers::BUYER).await;
    let orders = shop
        .get_json("/api/orders/buyer@shop.test", Some(&buyer))
        .await;
    let ids: Vec<i64> = orders
        .as_array()
        .unwrap()
        .iter()
        .map(|order| order["_id"].as_i64().unwrap())
        .collect();
    for id in acknowledged {
        assert!(ids.contains(&id), "order {id} lost: {ids:?}");
    }
}

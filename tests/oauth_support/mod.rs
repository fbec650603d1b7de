//! The OAuth tests' authorization server and browser: oidc-provider
//! (tests/oauth/provider.mjs, pinned) with a bearer proxy in front of
//! Radicale that lets through only the tokens the provider issued, and
//! `tests/oauth/browser.py`, run by Kairos as `$BROWSER`, which fills the
//! provider's login and consent forms as a person would.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use kairos::store::Store;
use kairos::sync::secrets::{self, Owner, SecretError};
use kairos::sync::{self, PassOptions};

use crate::process_support::Guarded;
use crate::sync_support::{self, Kairos, Server};

pub fn secret_service() {
    assert!(
        std::env::var_os("KAIROS_SECRET_SERVICE").is_some(),
        "no Secret Service: run the sync tests through ./scripts/test, which starts gnome-keyring"
    );
}

/// The authorization server and its bearer proxy in front of Radicale,
/// logging in there as `user`.
pub struct Provider {
    pub issuer: String,
    pub proxy: String,
    _process: Guarded,
}

impl Provider {
    pub fn start(user: &str) -> Provider {
        Provider::start_with(user, &[])
    }

    /// With provider.mjs's settings `env` (`ID_TOKEN_EMAIL=0`: the
    /// address only at the userinfo endpoint).
    pub fn start_with(user: &str, env: &[(&str, &str)]) -> Provider {
        let modules = std::env::var("KAIROS_OIDC_MODULES").expect(
            "KAIROS_OIDC_MODULES is not set: run the tests through ./scripts/test, which installs oidc-provider",
        );
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oauth/provider.mjs");
        let mut child = Command::new("node")
            .arg(script)
            .env("OIDC_MODULES", modules)
            .env("UPSTREAM_URL", Server::Radicale.url())
            .env("UPSTREAM_USER", user)
            .env("UPSTREAM_PASSWORD", "secret")
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .expect("the provider says where it listens");
        let ready: serde_json::Value =
            serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line:?}"));
        Provider {
            issuer: ready["issuer"].as_str().unwrap().to_owned(),
            proxy: ready["proxy"].as_str().unwrap().to_owned(),
            _process: Guarded::adopt(child, "oidc-provider"),
        }
    }

    pub fn admin(&self, method: &str, what: &str) -> serde_json::Value {
        let url = format!("{}_admin/{what}", self.proxy);
        let mut reply = match method {
            "POST" => ureq::post(&url).send_empty(),
            _ => ureq::get(&url).call(),
        }
        .unwrap_or_else(|e| panic!("{method} {url}: {e}"));
        serde_json::from_str(&reply.body_mut().read_to_string().unwrap()).unwrap()
    }

    pub fn stats(&self) -> serde_json::Value {
        self.admin("GET", "stats")
    }
}

/// What one sign-in asks: the browser's mode, and what Kairos said.
pub struct Browser {
    log: PathBuf,
    login: Option<String>,
    _dir: tempfile::TempDir,
}

impl Browser {
    pub fn new() -> Browser {
        let dir = tempfile::tempdir().unwrap();
        Browser {
            log: dir.path().join("browser.log"),
            login: None,
            _dir: dir,
        }
    }

    /// A browser where `login` signs in at the provider, not alice: another
    /// person who read the sign-in's address.
    pub fn of(login: &str) -> Browser {
        Browser {
            login: Some(login.to_owned()),
            ..Browser::new()
        }
    }

    /// Runs `kairos ARGS…` with `$BROWSER` the test's browser in `mode`.
    pub fn kairos(&self, k: &Kairos, mode: &str, args: &[&str]) -> Output {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oauth/browser.py");
        Command::new(env!("CARGO_BIN_EXE_kairos"))
            .arg("--db")
            .arg(&k.db)
            .args(args)
            .env("TZ", "UTC")
            .env(
                "BROWSER",
                format!("{} {}", sync_support::python(), script.display()),
            )
            .env("KAIROS_TEST_BROWSER", mode)
            .env("KAIROS_TEST_BROWSER_LOG", &self.log)
            .env(
                "KAIROS_TEST_BROWSER_LOGIN",
                self.login.as_deref().unwrap_or("alice"),
            )
            .env_remove("KAIROS_OAUTH_CLIENT_SECRET")
            .output()
            .expect("kairos runs")
    }
}

pub fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Who the tests' user is at the provider (browser.py logs in as alice).
pub const ALICE: &str = "alice@example.org";

/// `accounts add NAME` signing in at `provider` as `client`, for alice.
pub fn add_args<'a>(name: &'a str, provider: &'a Provider, client: &'a [&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "accounts",
        "add",
        name,
        "--user",
        ALICE,
        "--url",
        &provider.proxy,
        "--oauth-issuer",
        &provider.issuer,
        "--scope",
        "caldav",
    ];
    args.extend_from_slice(client);
    args
}

pub const PUBLIC: &[&str] = &["--client-id", "kairos-public"];
pub const CONFIDENTIAL: &[&str] = &[
    "--client-id",
    "kairos-secret-post",
    "--client-secret",
    "s3cret-client",
];

/// Neither the database (with its WAL) nor anything Kairos printed holds
/// the refresh token the Secret Service keeps for `account`.
pub fn token_only_in_the_secret_service(k: &Kairos, account: &str, printed: &[String]) {
    let token = kept(k, account).expect("the refresh token is in the Secret Service");
    assert!(token.len() >= 16, "a refresh token, not a placeholder");
    let dir = k.db.parent().unwrap();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let bytes = std::fs::read(&path).unwrap_or_default();
        let found = bytes.windows(token.len()).any(|w| w == token.as_bytes());
        // The token itself is never printed, even here.
        assert!(!found, "{} holds the refresh token", path.display());
    }
    for (i, out) in printed.iter().enumerate() {
        assert!(!out.contains(&token), "output {i} holds the refresh token");
    }
}

pub fn pass(store: &mut Store) -> sync::AccountReport {
    let accounts = store.accounts().unwrap();
    let options = PassOptions {
        timeout: Duration::from_secs(60),
        allow_empty: false,
        today: chrono::Utc::now().date_naive(),
        read_inbox: false,
    };
    let mut reports = sync::sync_accounts(store, &accounts, options).unwrap();
    assert_eq!(reports.len(), 1);
    reports.remove(0)
}

/// What the Secret Service keeps for `account` of `k`'s database.
pub fn kept(k: &Kairos, account: &str) -> Result<String, SecretError> {
    let database = Store::open(&k.db).unwrap().keyring_id().unwrap();
    secrets::lookup(Owner {
        database: &database,
        account,
    })
}

/// Nothing is kept for `account` of `k`'s database.
pub fn nothing_kept(k: &Kairos, account: &str) -> bool {
    matches!(kept(k, account), Err(SecretError::Missing(_)))
}

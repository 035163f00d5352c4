//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::cargo::CommandCargoExt;

/// The real binary, its default paper pinned to A4 whatever the machine's environment or
/// /etc/papersize says (PAPERSIZE comes first), so output stays byte-identical.
pub fn boardgen() -> Command {
    let mut c = Command::cargo_bin("boardgen").unwrap();
    c.env("PAPERSIZE", "a4");
    c
}

/// Runs the binary with `args` plus `--out dir`; panics unless it succeeds; returns the
/// paths it printed.
pub fn run_ok(dir: &Path, args: &[&str]) -> Vec<PathBuf> {
    let out = boardgen()
        .args(args)
        .arg("--out")
        .arg(dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "boardgen {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(PathBuf::from)
        .collect()
}

/// An external checker, or None when it is not installed. Under `.ci/run`
/// (BOARDGEN_REQUIRE_CHECKERS=1) a missing checker is a failure, not a skip.
pub fn checker(name: &str) -> Option<String> {
    let found = Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {name}"))
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if found {
        return Some(name.to_string());
    }
    if std::env::var("BOARDGEN_REQUIRE_CHECKERS").as_deref() == Ok("1") {
        panic!("{name} is required (BOARDGEN_REQUIRE_CHECKERS=1) but not installed");
    }
    eprintln!("note: {name} not installed; skipping that check");
    None
}

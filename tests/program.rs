//! The program package's own test: `cargo test` builds the program for it, where the
//! integration tests (the `boardgen-tests` package, `tests/boardgen/`) find and run it.

use std::path::Path;
use std::process::Command;

#[test]
fn the_program_is_built_where_the_integration_tests_run_it() {
    let bin = Path::new(env!("CARGO_BIN_EXE_boardgen"));
    let here = std::env::current_exe().unwrap();
    // The integration tests look beside their harness's folder (`target/<profile>/deps`).
    assert_eq!(bin.parent(), here.parent().and_then(Path::parent));
    let out = Command::new(bin)
        .arg("--version")
        .env("LANG", "C.UTF-8")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("boardgen {}", env!("CARGO_PKG_VERSION"))
    );
}

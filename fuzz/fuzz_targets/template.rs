//! Template bytes through the entry point the CLI uses, rendered to SVG and PDF and read back.
#![no_main]

#[path = "../check.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    check::check_template(data);
});

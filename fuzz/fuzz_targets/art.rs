//! Artwork bytes (SVG, with its CSS) through the parser a template's drawings go through.
#![no_main]

#[path = "../check.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    check::check_art(data);
});

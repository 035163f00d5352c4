//! Picture bytes (as a user's `picture` or `--art` file) decoded within the limits,
//! printed on pieces in every backend, and read back.
#![no_main]

#[path = "../check.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    check::check_picture(check::picture_name(data), data);
});

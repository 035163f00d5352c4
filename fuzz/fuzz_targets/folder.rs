//! A planted journal and manifest in an output folder holding a user's files, then one run
//! written there: the user's files never change.
#![no_main]

#[path = "../check.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    check::check_folder(data);
});

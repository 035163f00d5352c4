//! boardgen's integration tests, one harness (one binary to link): each module tests one
//! side of the real `boardgen` program, run as a user runs it, and reads back what it wrote.

#[path = "../../fuzz/check.rs"]
mod check;
mod common;

mod architecture;
mod backs;
mod board_art;
mod browser;
mod cli;
mod contrast;
mod cut;
mod fuzz_seeds;
mod hatch;
mod languages;
mod languages_address;
mod languages_assembly;
mod languages_rules;
mod languages_sheets;
mod languages_words;
mod pdf;
mod pictures;
mod raster;
mod runs;
mod said;
mod serve;
mod site;
mod snapshots;
mod tagged;
mod tagged_boxes;
mod tagged_flow;
mod tagged_words;
mod templates;
mod untrusted;
mod valid_output;

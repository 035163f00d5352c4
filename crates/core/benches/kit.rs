//! Cost of the default set: layout, then each backend on its own.
//! `cargo bench -p boardgen-core` prints each stage's fastest and median time per run;
//! compare before and after a change. Times on a shared machine are noisy: the budgets are
//! instruction counts (`benches/instructions.sh`); these say where a change moved the time.
//! A plain loop, not a benchmark framework: one it would bring is forty crates for every
//! `cargo test` to compile.

use std::hint::black_box;
use std::time::{Duration, Instant};

use boardgen_core::export::{pdf, png, svg};
use boardgen_core::game::Game;
use boardgen_core::layout::{board_document, Options};
use boardgen_core::paper::Paper;

/// Runs `f` for about `budget` (at least 5 times) and prints its fastest and median run.
fn bench<T>(name: &str, budget: Duration, mut f: impl FnMut() -> T) {
    black_box(f());
    let start = Instant::now();
    let mut runs = Vec::new();
    while runs.len() < 5 || (start.elapsed() < budget && runs.len() < 10_000) {
        let t = Instant::now();
        black_box(f());
        runs.push(t.elapsed());
    }
    runs.sort();
    println!(
        "{name:<24} fastest {:>10.3?}  median {:>10.3?}  ({} runs)",
        runs[0],
        runs[runs.len() / 2],
        runs.len()
    );
}

fn main() {
    let second = Duration::from_secs(1);
    let game = Game::builtin("camels-and-carpets").unwrap();
    let opts = Options {
        paper: Paper::parse("a4").unwrap(),
        margin: 10.0,
        square: None,
        mono: true,
        glue_tab: false,
        ..Options::default()
    };
    let doc = board_document(&game, &opts).unwrap();

    bench("layout/board-halves", second, || {
        board_document(black_box(&game), black_box(&opts)).unwrap()
    });
    bench("svg/all-pages", second, || {
        (0..doc.pages.len())
            .map(|i| svg::render(black_box(&doc), i, &svg::SvgOptions::default()).len())
            .sum::<usize>()
    });
    bench("pdf/document", second, || {
        pdf::render(black_box(&doc), &pdf::PdfOptions::default()).unwrap()
    });
    let kit = boardgen_core::kit::Kit::builtin("camels-and-carpets").unwrap();
    let rules = boardgen_core::layout::Options {
        sheets: vec![boardgen_core::layout::SheetKind::Rules],
        ..Options::default()
    };
    bench("layout/rules-handout", second, || {
        boardgen_core::layout::kit_document(black_box(&kit), &rules).unwrap()
    });
    let handout = boardgen_core::layout::kit_document(&kit, &rules).unwrap();
    let set = boardgen_core::layout::ClassSet {
        copies: 30,
        n_up: 1,
        booklet: false,
        two_sided: false,
    };
    let class = boardgen_core::layout::class_set(
        handout,
        set,
        &opts.paper,
        10.0,
        boardgen_core::scene::Color::BLACK,
    );
    bench("pdf/handout-30-copies", second, || {
        pdf::render(black_box(&class), &pdf::PdfOptions::default()).unwrap()
    });
    bench("png/page-150dpi", 3 * second, || {
        png::render(black_box(&doc), 0, &png::PngOptions { dpi: 150 }).unwrap()
    });
}

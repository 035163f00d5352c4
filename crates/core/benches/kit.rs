//! Cost of the default set: layout, then each backend on its own.
//! `cargo bench` prints times; compare before and after a change.

use criterion::{black_box, criterion_group, criterion_main, Criterion};

use boardgen_core::export::{pdf, png, svg};
use boardgen_core::game::Game;
use boardgen_core::layout::{board_document, Options};
use boardgen_core::paper::Paper;

fn kit(c: &mut Criterion) {
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

    c.bench_function("layout/board-halves", |b| {
        b.iter(|| board_document(black_box(&game), black_box(&opts)).unwrap())
    });
    c.bench_function("svg/all-pages", |b| {
        b.iter(|| {
            (0..doc.pages.len())
                .map(|i| svg::render(black_box(&doc), i, &svg::SvgOptions::default()).len())
                .sum::<usize>()
        })
    });
    c.bench_function("pdf/document", |b| {
        b.iter(|| pdf::render(black_box(&doc), &pdf::PdfOptions::default()).unwrap())
    });
    let kit = boardgen_core::kit::Kit::builtin("camels-and-carpets").unwrap();
    let rules = boardgen_core::layout::Options {
        sheets: vec![boardgen_core::layout::SheetKind::Rules],
        ..Options::default()
    };
    c.bench_function("layout/rules-handout", |b| {
        b.iter(|| boardgen_core::layout::kit_document(black_box(&kit), &rules).unwrap())
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
    c.bench_function("pdf/handout-30-copies", |b| {
        b.iter(|| pdf::render(black_box(&class), &pdf::PdfOptions::default()).unwrap())
    });
    let mut g = c.benchmark_group("png");
    g.sample_size(10);
    g.bench_function("page-150dpi", |b| {
        b.iter(|| png::render(black_box(&doc), 0, &png::PngOptions { dpi: 150 }).unwrap())
    });
    g.finish();
}

criterion_group!(benches, kit);
criterion_main!(benches);

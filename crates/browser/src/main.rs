//! `boardgen-site DIR`: writes the site's page in each of boardgen's languages into DIR
//! (`index.html` in English, `fr.html`, `de.html`, `es.html`, `nl.html`) with its
//! stylesheet and script. `build.sh` runs it; the rest of the site comes from `site/`.

use boardgen_core::lang::Shipped;

fn main() {
    let Some(dir) = std::env::args_os().nth(1) else {
        eprintln!("usage: boardgen-site DIR");
        std::process::exit(2);
    };
    let dir = std::path::PathBuf::from(dir);
    let files: Vec<(String, String)> = Shipped::ALL
        .into_iter()
        .map(|ui| {
            (
                boardgen_browser::site_file(ui),
                boardgen_browser::site_page_in(ui),
            )
        })
        .collect();
    let mut files: Vec<(String, Vec<u8>)> = files
        .into_iter()
        .map(|(n, t)| (n, t.into_bytes()))
        .collect();
    files.push(("style.css".into(), boardgen_form::STYLE.into()));
    files.push(("app.js".into(), boardgen_form::SCRIPT.into()));
    for size in [192, 512] {
        files.push((format!("icon-{size}.png"), icon(size)));
    }
    for (name, bytes) in files {
        let path = dir.join(&name);
        if let Err(e) = std::fs::write(&path, bytes) {
            eprintln!("boardgen-site: cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
    }
}

/// The app icon (`site/icon.svg`) drawn `size` pixels square, as PNG.
fn icon(size: u32) -> Vec<u8> {
    use resvg::{tiny_skia, usvg};
    let tree = usvg::Tree::from_str(ICON, &usvg::Options::default()).expect("the icon is SVG");
    let mut pixmap = tiny_skia::Pixmap::new(size, size).expect("a size above 0");
    let scale = size as f32 / tree.size().width();
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().expect("a PNG in memory")
}

const ICON: &str = include_str!("../site/icon.svg");

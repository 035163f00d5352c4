//! What each output file is called: a name that says what it holds, so that runs making
//! different things never overwrite one another.

use crate::config::{Config, DocumentKind, Encoding};
use crate::layout::{Options, SheetKind};

/// The name of an output file of one game's set, as the run `cfg` makes it. `ID-VARIANT.pdf`
/// is the whole kit; a run of fewer sheets names them (`ID-VARIANT-pieces.pdf`,
/// `ID-VARIANT-board+rules.pdf`); a handout is `ID-handout-VARIANT.pdf` for the rules and
/// names its sheets otherwise (`ID-handout-VARIANT-assembly+rules.pdf`). Per-page files
/// (SVG, PNG) end with the page's name instead, which already says its sheet:
/// `ID-VARIANT-pieces-1.svg`. A language other than English follows the variant
/// (`ID-VARIANT-fr.pdf`), then the backs of a run with piece sheets
/// (`ID-VARIANT-fr-fold.pdf`, `ID-VARIANT-duplex-pieces.pdf`).
pub fn file_name(id: &str, cfg: &Config, page: Option<&str>) -> String {
    name_of(id, cfg.document, cfg.encoding, &cfg.layout, page)
}

/// The name of a file of one page of the kit as SVG (`page` names the page and what the file
/// holds of it): what the cut products' files are called.
pub fn kit_page_file(id: &str, opts: &Options, page: &str) -> String {
    name_of(id, DocumentKind::Kit, Encoding::Svg, opts, Some(page))
}

/// The name of an output file of `document` written as `encoding`.
fn name_of(
    id: &str,
    document: DocumentKind,
    encoding: Encoding,
    opts: &Options,
    page: Option<&str>,
) -> String {
    let ext = match encoding {
        Encoding::Pdf => "pdf",
        Encoding::Svg => "svg",
        Encoding::Html => "html",
        Encoding::Png { .. } => "png",
    };
    let (set, all): (Option<&str>, &[SheetKind]) = match document {
        DocumentKind::Kit => (None, &SheetKind::ALL),
        DocumentKind::Web => (None, &[SheetKind::Assembly, SheetKind::Rules]),
        DocumentKind::ClassSet(args) if args.booklet => (Some("booklet"), &[SheetKind::Rules]),
        DocumentKind::ClassSet(args) if args.large_print => {
            (Some("handout-large"), &[SheetKind::Rules])
        }
        DocumentKind::ClassSet(_) => (Some("handout"), &[SheetKind::Rules]),
    };
    let mut parts = vec![id.to_string()];
    parts.extend(set.map(String::from));
    parts.push(opts.variant().into());
    // Kits in two languages, or with and without backs, side by side in one folder: the
    // name says the language (English names stay as they are) and the backs.
    if opts.lang.shipped() != Some(crate::lang::Shipped::English) {
        parts.push(opts.lang.tag().to_lowercase());
    }
    let has_pieces = opts.sheets.contains(&SheetKind::Pieces);
    match opts.backs {
        Some(crate::layout::Backs::Fold { .. }) if has_pieces => parts.push("fold".into()),
        Some(crate::layout::Backs::Duplex(d)) if has_pieces && !d.calibration_only => {
            parts.push("duplex".into())
        }
        Some(crate::layout::Backs::Fold { .. } | crate::layout::Backs::Duplex(_)) | None => {}
    }

    // A whole-document file names its sheets when some are left out; a page's own name
    // already says its sheet.
    // Replacement pieces say so instead of naming the piece sheet they are on.
    let only_replacements = opts.selection.is_partial() && opts.sheets == [SheetKind::Pieces];
    // The calibration sheet alone is no piece sheet: its file says what it is.
    let calibration_only = matches!(
        opts.backs,
        Some(crate::layout::Backs::Duplex(d)) if d.calibration_only
    );
    if page.is_none() && calibration_only {
        parts.push("calibration".into());
    } else if page.is_none() && opts.sheets != all && !only_replacements {
        let names: Vec<&str> = opts.sheets.iter().map(|k| k.name()).collect();
        parts.push(names.join("+"));
    }
    // Options that leave pieces out of a sheet add what is left here, before the page, so
    // that neither their files nor their pages take a full sheet's name.
    if opts.selection.is_partial() {
        parts.push("replacements".into());
    }
    if let Some(page) = page {
        parts.push(page.into());
    }
    format!("{}.{ext}", parts.join("-"))
}

//! Print Then Cut (`--cut cricut`): a game's pieces laid out again on Cricut Design Space's
//! print area, one SVG image a page with its print and cut layers.

use super::names;
use super::unit::{Out, Product, Work};
use crate::config::{command_name, Config, UsageError};
use crate::cut::cricut;
use crate::exit::RunError;
use crate::export;
use crate::kit::Kit;
use crate::lang::Lang;
use crate::layout::SheetKind;
use crate::said::Said;
use crate::scene::Document;

/// Pixels per inch of the Print Then Cut pictures: the print's own resolution.
const CUTOUT_DPI: u32 = 300;

/// The Print Then Cut product.
pub struct PrintThenCut;

impl Product for PrintThenCut {
    fn check(&self, cfg: &Config) -> Result<(), RunError> {
        let sheets = &cfg.layout.sheets;
        if sheets.contains(&SheetKind::Pieces) {
            return Ok(());
        }
        let names: Vec<&str> = sheets.iter().map(|k| k.name()).collect();
        Err(UsageError(
            crate::said::Said::new("refuse-cricut-no-pieces")
                .arg("command", command_name(cfg.document, cfg.encoding))
                .arg("sheets", names.join(",")),
        )
        .into())
    }

    fn lay(
        &self,
        kit: &Kit,
        _doc: &mut Document,
        cfg: &Config,
        _work: &mut Work,
    ) -> Result<Option<Document>, RunError> {
        Ok(Some(cricut::print_then_cut(kit, &cfg.layout)?))
    }

    fn write(
        &self,
        kit: &Kit,
        _doc: &Document,
        own: Option<&Document>,
        cfg: &Config,
        out: &mut Out,
    ) -> Result<(), RunError> {
        let Some(ptc) = own else { return Ok(()) };
        let opts = export::svg::SvgOptions {
            cut_layer: true,
            inline: true,
            ..Default::default()
        };
        for (i, page) in ptc.pages.iter().enumerate() {
            let name = names::kit_page_file(&kit.game.id, &cfg.layout, &page.name);
            let png = format!("{}.png", name.trim_end_matches(".svg"));
            out.push((name, export::svg::render(ptc, i, &opts).into_bytes()))?;
            // For those who upload pictures: the pieces alone on a transparent sheet, cut
            // to what they cover, so Design Space cuts round each and sizes it as it is.
            let extent = cricut::extent(page);
            let picture = export::png::cutout(ptc, i, extent, CUTOUT_DPI)?;
            out.push((png, picture))?;
        }
        // Counts with their plural forms from a catalogue ("1 piece"): what each image
        // holds in the sheets' language.
        let pieces_of = |lang: &Lang, count: usize, of: String| {
            lang.text(
                "pieces-cricut-held",
                &[("count", count.into()), ("of", of.into())],
            )
        };
        // The counts from the pieces' catalogue, in the note's language.
        let count: usize = ptc.pages.iter().map(|p| p.items.len()).sum();
        out.notes.push(
            Said::new("note-cricut")
                .arg(
                    "pieces",
                    Said::new("pieces-cricut-held")
                        .arg("count", count)
                        .arg("of", &kit.game.name),
                )
                .arg(
                    "images",
                    Said::new("pieces-cricut-images").arg("images", ptc.pages.len()),
                )
                .arg("width", cricut::CRICUT_AREA.w)
                .arg("height", cricut::CRICUT_AREA.h),
        );
        // Which side's pieces each image holds, for card of each side's colour.
        let per_image = cricut::per_image(kit, &cfg.layout)?;
        let sides = cricut::image_sides(&cricut::images(kit, &cfg.layout, per_image));
        let names_of = kit.game.look(cfg.layout.mono);
        let labels = names_of.side_labels(&kit.game);
        let side = |s: usize| match labels[s] {
            "" => kit.game.sides[s].name.clone(),
            label => format!("{} ({label})", kit.game.sides[s].name),
        };
        // An uploaded picture is sized by Design Space, not by its file: say each one's size.
        let inch = |mm: f64| crate::said::measure(mm / 25.4, 2);
        for (page, held) in ptc.pages.iter().zip(&sides) {
            let e = cricut::extent(page);
            let name = names::kit_page_file(&kit.game.id, &cfg.layout, &page.name);
            let lang = &cfg.layout.lang;
            let held = held
                .iter()
                .map(|&(s, n)| pieces_of(lang, n, side(s)))
                .reduce(|first, next| {
                    lang.text(
                        "pieces-cricut-then",
                        &[("first", first.into()), ("next", next.into())],
                    )
                })
                .unwrap_or_default();
            out.notes.push(
                Said::new("note-cricut-image")
                    .arg("file", &name)
                    .arg("held", held)
                    .arg("png", format!("{}.png", name.trim_end_matches(".svg")))
                    .arg("width", crate::said::measure(e.w, 2))
                    .arg("height", crate::said::measure(e.h, 2))
                    .arg("inches", inch(e.w))
                    .arg("high", inch(e.h)),
            );
        }
        Ok(())
    }
}

//! Print Then Cut (`--cut cricut`): a game's pieces laid out again on Cricut Design Space's
//! print area, one SVG image a page with its print and cut layers.

use super::names;
use super::unit::{Out, Product, Work};
use crate::config::{command_name, Config, UsageError};
use crate::cut::cricut;
use crate::exit::RunError;
use crate::kit::Kit;
use crate::lang::Lang;
use crate::layout::SheetKind;
use crate::scene::Document;
use crate::{export, units};

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
        Err(UsageError(format!(
            "--cut cricut has no effect on `{} --sheets {}`: it lays out the pieces",
            command_name(cfg.document, cfg.encoding),
            names.join(",")
        ))
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
        // Counts with their plural forms from a catalogue ("1 piece"): the note's own
        // words in English, as every note's; what each image holds in the sheets' language.
        let pieces_of = |lang: &Lang, count: usize, of: String| {
            lang.text(
                "pieces-cricut-held",
                &[("count", count.into()), ("of", of.into())],
            )
        };
        let english = Lang::default();
        out.notes.push(format!(
            "Print Then Cut: {} on {} of {} x {} mm",
            pieces_of(
                &english,
                ptc.pages.iter().map(|p| p.items.len()).sum::<usize>(),
                kit.game.name.clone()
            ),
            english.text(
                "pieces-cricut-images",
                &[("images", ptc.pages.len().into())]
            ),
            cricut::CRICUT_AREA.w,
            cricut::CRICUT_AREA.h
        ));
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
        let inch = |mm: f64| units::fmt_num(mm / 25.4, 2);
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
            out.notes.push(format!(
                "{name}: {held}; {}.png: the pieces alone, {} x {} mm: in Design Space set its width to {} in ({} in high)",
                name.trim_end_matches(".svg"),
                units::fmt_num(e.w, 2),
                units::fmt_num(e.h, 2),
                inch(e.w),
                inch(e.h)
            ));
        }
        Ok(())
    }
}

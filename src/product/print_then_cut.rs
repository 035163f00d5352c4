//! Print Then Cut (`--cut cricut`): a game's pieces laid out again on Cricut Design Space's
//! print area, one SVG image a page with its print and cut layers.

use super::names;
use super::unit::{Out, Product, Work};
use crate::config::{command_name, Config, UsageError};
use crate::cut::cricut;
use crate::exit::RunError;
use crate::export;
use crate::kit::Kit;
use crate::layout::SheetKind;
use crate::scene::Document;

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
            ..Default::default()
        };
        for (i, page) in ptc.pages.iter().enumerate() {
            let name = names::kit_page_file(&kit.game.id, &cfg.layout, &page.name);
            out.push((name, export::svg::render(ptc, i, &opts).into_bytes()))?;
        }
        out.notes.push(format!(
            "Print Then Cut: {} pieces of {} on {} Cricut image{} of {} x {} mm",
            ptc.pages.iter().map(|p| p.items.len()).sum::<usize>(),
            kit.game.name,
            ptc.pages.len(),
            if ptc.pages.len() == 1 { "" } else { "s" },
            cricut::CRICUT_AREA.w,
            cricut::CRICUT_AREA.h
        ));
        Ok(())
    }
}

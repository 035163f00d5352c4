//! The class set: a game's rules (and making-the-set) handout as one PDF, in copies, two to a
//! sheet, as a folded booklet or in large print (`boardgen handout`); its sheets as PNG for
//! the web page's preview.

use super::names;
use super::unit::{laid, Out, Product, Work};
use crate::config::{ClassSetArgs, Config, Encoding, UsageError};
use crate::exit::RunError;
use crate::kit::Kit;
use crate::scene::Document;
use crate::{export, layout};

/// The class-set product, with how the handouts are printed.
pub struct ClassSetProduct(pub ClassSetArgs);

impl Product for ClassSetProduct {
    fn lay(
        &self,
        kit: &Kit,
        doc: &mut Document,
        cfg: &Config,
        work: &mut Work,
    ) -> Result<Option<Document>, RunError> {
        let ClassSetArgs {
            copies,
            n_up,
            booklet,
            two_sided,
            ..
        } = self.0;
        let set = layout::ClassSet {
            copies,
            n_up,
            booklet,
            two_sided,
        };
        *doc = laid(kit, layout::handout_document(kit, &cfg.layout, set))?;
        // A class set's copies repeat its first copy's pages: drawn once.
        let one = (doc.pages.len() / copies.max(1)).clamp(1, doc.pages.len().max(1));
        work.count(&kit.game.name, doc, &doc.pages[..one])?;
        match cfg.encoding {
            Encoding::Png { dpi } => work.count_previews(&kit.game.name, doc, dpi)?,
            Encoding::Pdf | Encoding::Svg | Encoding::Html => {}
        }
        Ok(None)
    }

    fn write(
        &self,
        kit: &Kit,
        doc: &Document,
        _own: Option<&Document>,
        cfg: &Config,
        out: &mut Out,
    ) -> Result<(), RunError> {
        match cfg.encoding {
            Encoding::Pdf => {
                let opts = export::pdf::PdfOptions {
                    lang: kit.lang.tag().to_string(),
                    ..Default::default()
                };
                let bytes = export::pdf::render(doc, &opts)?;
                out.push((names::file_name(&kit.game.id, cfg, None), bytes))
            }
            // The web page's preview of a class set (one copy): its sheets as they print.
            Encoding::Png { dpi } => {
                for (i, page) in doc.pages.iter().enumerate() {
                    let opts = export::png::PngOptions { dpi };
                    let png = export::png::render_reusing(doc, i, &opts, &mut out.pixels)?;
                    out.push((names::file_name(&kit.game.id, cfg, Some(&page.name)), png))?;
                }
                Ok(())
            }
            Encoding::Svg | Encoding::Html => {
                Err(UsageError(crate::said::Said::new("refuse-class-set-encoding")).into())
            }
        }
    }
}

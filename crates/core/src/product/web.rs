//! The web page: a game's rules and making-the-set text as one self-contained HTML file
//! (`boardgen html`), each diagram an inline SVG.

use super::names;
use super::unit::{laid, Out, Product, Work};
use crate::config::{Config, Encoding, UsageError};
use crate::exit::RunError;
use crate::kit::Kit;
use crate::scene::Document;
use crate::{export, layout};

/// The web-page product.
pub struct WebProduct;

impl Product for WebProduct {
    fn lay(
        &self,
        kit: &Kit,
        doc: &mut Document,
        cfg: &Config,
        work: &mut Work,
    ) -> Result<Option<Document>, RunError> {
        *doc = laid(kit, layout::web::web_document(kit, &cfg.layout))?;
        work.count(&kit.game.name, doc, &doc.pages)?;
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
            Encoding::Html => {
                // Each figure an inline SVG of its own, its ids kept apart from the others'.
                let figure = |fig: &Document, n: usize| {
                    let opts = export::svg::SvgOptions {
                        aria: Some(format!("f{n}-")),
                        ..Default::default()
                    };
                    export::svg::render(fig, 0, &opts)
                };
                let html = export::html::render(doc, &kit.lang, &figure);
                out.push((names::file_name(&kit.game.id, cfg, None), html.into_bytes()))
            }
            Encoding::Pdf | Encoding::Svg | Encoding::Png { .. } => {
                Err(UsageError(crate::said::Said::new("refuse-web-encoding")).into())
            }
        }
    }
}

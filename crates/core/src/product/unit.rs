//! What every product is and works with: the [`Product`] trait, the run's work counted
//! against its limits, and where finished files go.

use super::limits::{self, PreviewTooLarge};
use crate::config::Config;
use crate::exit::{RunError, Within};
use crate::export;
use crate::kit::Kit;
use crate::scene::Document;

/// A finished file: its name in the output folder and its bytes.
pub type File = (String, Vec<u8>);

/// A thing a run makes. Every game of the run is laid out by every product before any file
/// is encoded, so a run refused for its size costs no encoding.
pub trait Product {
    /// Refuses a run this product would make nothing of (an option given where it changes
    /// nothing), before anything is loaded or written.
    fn check(&self, _cfg: &Config) -> Result<(), RunError> {
        Ok(())
    }

    /// Lays out what the product makes of one game. The run's document product comes first
    /// and lays its document into `doc`; the others read it (or complete it: a cut product
    /// lays its pages' cuts) and may lay out pages of their own, which they return.
    fn lay(
        &self,
        kit: &Kit,
        doc: &mut Document,
        cfg: &Config,
        work: &mut Work,
    ) -> Result<Option<Document>, RunError>;

    /// Encodes what it laid out of one game (`own`: what [`Product::lay`] returned) into
    /// files, and says what the user should know in `out`'s notes.
    fn write(
        &self,
        kit: &Kit,
        doc: &Document,
        own: Option<&Document>,
        cfg: &Config,
        out: &mut Out,
    ) -> Result<(), RunError>;
}

/// The work a run has laid out so far, counted against its limits (see [`limits`]).
#[derive(Debug, Default)]
pub struct Work {
    /// Path segments drawn so far.
    pub drawn: u64,
    /// The PNG previews' page sizes so far.
    pub previews: Vec<crate::units::Size>,
    /// The work of drawing the previews so far (see [`limits::preview_work`]).
    pub preview_work: u64,
}

impl Work {
    /// Counts `pages` of `doc` (the pages drawn; a class set's copies are drawn once) and
    /// refuses the run when it is over a limit.
    pub fn count(
        &mut self,
        name: &str,
        doc: &Document,
        pages: &[crate::scene::Page],
    ) -> Result<(), RunError> {
        Ok(limits::check_work(name, doc, pages, &mut self.drawn)?)
    }

    /// Counts the previews of `doc` at `dpi` and refuses a page or a run over the pixel
    /// limits.
    pub fn count_previews(&mut self, name: &str, doc: &Document, dpi: u32) -> Result<(), RunError> {
        for page in &doc.pages {
            let (w, h) = export::png::pixel_size(page.size, dpi);
            if w as u64 * h as u64 > limits::MAX_PREVIEW_PIXELS {
                return Err(PreviewTooLarge {
                    dpi,
                    w,
                    h,
                    page: page.size.to_string(),
                    largest: limits::largest_dpi(page.size),
                }
                .into());
            }
            self.previews.push(page.size);
        }
        limits::check_run_pixels(&self.previews, dpi)?;
        Ok(limits::check_preview_work(
            name,
            doc,
            dpi,
            &mut self.preview_work,
        )?)
    }
}

/// Where finished files go, one at a time, as soon as each is made (a long set of previews
/// is never held in memory whole), and the notes the run prints when it has committed them.
pub struct Out<'a> {
    sink: &'a mut dyn FnMut(String, Vec<u8>) -> Result<(), RunError>,
    /// Lines the run prints after `note:` once its files are written.
    pub notes: Vec<crate::said::Said>,
    /// One pixel buffer for every preview.
    pub pixels: Vec<u8>,
}

impl<'a> Out<'a> {
    /// Files handed to `sink`, no notes yet.
    pub fn new(sink: &'a mut dyn FnMut(String, Vec<u8>) -> Result<(), RunError>) -> Out<'a> {
        Out {
            sink,
            notes: Vec::new(),
            pixels: Vec::new(),
        }
    }

    /// Hands a finished file on.
    pub fn push(&mut self, (name, bytes): File) -> Result<(), RunError> {
        (self.sink)(name, bytes)
    }
}

/// Lays out one game's document with `lay`, its errors said for that game.
pub fn laid<E: Into<RunError>>(kit: &Kit, lay: Result<Document, E>) -> Result<Document, RunError> {
    lay.within(&kit.game.name)
}

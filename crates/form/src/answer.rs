//! What the page shows besides the form, as the server or the browser made it: its own
//! module, so that the page and its parts (controls, previews) read it without reading
//! one another.

/// What the page shows besides the form: the equivalent command, refusals by field, and
/// the previews.
#[derive(Default)]
pub struct Answer {
    /// The `boardgen …` command of the form's choices.
    pub command: String,
    /// Refusals by field (`""`: the form as a whole).
    pub errors: Vec<(String, boardgen_core::said::Said)>,
    /// The pages drawn, each as the preview's file name and its PNG.
    pub previews: Vec<(String, Vec<u8>)>,
    /// How many pages the run makes.
    pub pages: usize,
    /// What the command line would print as `note: …` for the run.
    pub notes: Vec<boardgen_core::said::Said>,
    /// For a class set, whose first copy the previews show: the pages the whole set prints.
    pub class_set_pages: Option<usize>,
    /// The files the form carried (field, file name), for a page that cannot keep them
    /// (the server's answer to a form sent without JavaScript) to say so.
    pub sent_files: Vec<(String, String)>,
}

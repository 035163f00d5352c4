//! Backends: each renders a [`crate::scene::Document`] and imports no other backend.

pub mod html;
pub mod pdf;
pub mod png;
pub mod svg;

#![warn(missing_docs)]
//! boardgen's web app: one page where a teacher or a family chooses a game and what to make,
//! sees the pages drawn small, and downloads the kit. It is a front end like the command
//! line: a form's fields (named as the command line's long options) become the core's
//! options through the same parsers, so a bad value is refused with the same words; the
//! files are made by the core, from uploads held in memory for the one request.
//!
//! Every request is a stranger's: bodies are capped in all and per file, renders run off the
//! async threads at most `max_jobs` at once (the rest wait a moment, then get 503), each
//! request has a time limit and a client slow to send its headers is cut off. Nothing is
//! kept between requests: the server holds no state, so several run behind any balancer.

mod body;
mod log;
mod memory;
mod server;
mod site;

pub use server::{serve, ServeOptions};

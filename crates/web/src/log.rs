//! The log: one line per request on standard error, each starting with its time (RFC 3339,
//! UTC) and escaped whole, so a value sent with a line break or a carriage return (a field
//! `square=25\n`) can neither split a line nor forge one.

use std::time::Instant;

/// Writes `text` as one log line, its time first.
pub fn line(text: &str) {
    let now = time::OffsetDateTime::now_utc();
    let at = now
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_else(|_| "-".into());
    eprintln!("{at} {}", boardgen_core::quote::escape(text));
}

/// A request's line: `METHOD PATH STATUS MILLISECONDS ms [WHAT]`.
pub fn request(method: &str, path: &str, status: &str, since: Instant, what: &str) {
    let what = if what.is_empty() {
        String::new()
    } else {
        format!(" {what}")
    };
    line(&format!(
        "{method} {} {status} {} ms{what}",
        boardgen_core::quote::shown(path),
        since.elapsed().as_millis()
    ));
}

/// A connection hyper refused before any request of it reached the server's handlers:
/// headers too large (431), a request line or header it cannot read (400), headers not
/// sent in time (the connection is closed without an answer). Other endings of a
/// connection (the client closed it, during or after a request) are the request's line.
pub fn refused(e: &hyper::Error, since: Instant) {
    let status = if e.is_parse_too_large() {
        // hyper answers 414 for a request line too long, 431 for headers.
        if e.to_string().starts_with("URI") {
            "414"
        } else {
            "431"
        }
    } else if e.is_parse() {
        "400"
    } else if e.is_timeout() {
        "-"
    } else {
        return;
    };
    request("-", "-", status, since, &format!("connection closed: {e}"));
}

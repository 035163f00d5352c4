//! A request's form, read from its multipart body: each field's text and each upload's
//! bytes, each capped, the body as a whole held to `--max-upload` (a Content-Length over it
//! refused before a byte is read) and all bodies together to the server's budget of them.

use boardgen_core::said::Said;
use std::sync::Arc;

use axum::extract::multipart::MultipartRejection;
use axum::extract::Multipart;
use axum::http::{header, HeaderMap, StatusCode};
use boardgen_form::{form, Sent};
use tokio::sync::Semaphore;

use crate::memory::QUEUE_WAIT;

/// The bytes of a form that are never counted against the budget of bodies, so that a form
/// without uploads never waits for it.
const SMALL_FORM: usize = 64 << 10;
/// The unit of that budget: one permit is a KiB of body held.
pub const BUDGET_UNIT: usize = 1024;

/// The page's field an upload came in: its own (`art-king`), a template's files beside
/// the template's.
fn field_name(name: &str) -> String {
    match name {
        "template-files" => "template".into(),
        other => other.into(),
    }
}

/// A body refused: its status, the field it belongs to (`""`: the form as a whole) and why.
pub type Refused = (StatusCode, String, Said);

/// The part of the budget of bodies a request holds until it is answered.
pub type Held = Option<tokio::sync::OwnedSemaphorePermit>;

/// Takes `bytes` more of the budget of bodies into `held`, waiting a moment for it.
async fn hold(budget: &Arc<Semaphore>, held: &mut Held, bytes: usize) -> Result<(), Refused> {
    let units = u32::try_from(bytes.div_ceil(BUDGET_UNIT)).unwrap_or(u32::MAX);
    let more = tokio::time::timeout(QUEUE_WAIT, budget.clone().acquire_many_owned(units))
        .await
        .ok()
        .and_then(Result::ok)
        .ok_or((
            StatusCode::SERVICE_UNAVAILABLE,
            String::new(),
            Said::new("refuse-form-busy"),
        ))?;
    match held {
        Some(h) => h.merge(more),
        None => *held = Some(more),
    }
    Ok(())
}

/// Reads a multipart body: each field's text, each upload's bytes, each capped.
async fn read_form(
    mut mp: Multipart,
    max_total: usize,
    budget: &Arc<Semaphore>,
) -> Result<(Sent, Held), Refused> {
    let mut sent = Sent::default();
    let mut held: Held = None;
    let over_total = || over_total(max_total);
    // The body's cap (a Content-Length over it is refused before a byte is read) said with
    // the limit, as the other caps are; any other fault of the body (cut off, not multipart)
    // is the client's, not the server's 500.
    let failed = |e: axum::extract::multipart::MultipartError| match e.status() {
        StatusCode::PAYLOAD_TOO_LARGE => over_total(),
        _ => (
            StatusCode::BAD_REQUEST,
            String::new(),
            Said::new("refuse-form-unreadable").arg("why", e.body_text()),
        ),
    };
    let mut total = 0usize;
    while let Some(mut field) = mp.next_field().await.map_err(failed)? {
        let name = field.name().unwrap_or("").to_string();
        let file_name = field.file_name().map(str::to_string);
        if file_name.is_none() && names_a_file(field.headers()) {
            return Err((
                StatusCode::BAD_REQUEST,
                field_name(&name),
                Said::new("refuse-form-file-name").arg("field", boardgen_core::quote::shown(&name)),
            ));
        }
        let cap = match (&file_name, name.as_str()) {
            (None, _) => 4096,
            (Some(_), "template" | "template-files") => form::MAX_TEMPLATE_FILE as usize,
            (Some(_), _) => form::MAX_PICTURE as usize,
        };
        let mut bytes = Vec::new();
        let beside = file_name
            .as_ref()
            .map_or(String::new(), |_| field_name(&name));
        // A body over the cap while an upload is read: said beside that upload.
        let failed_here = |e| {
            let (status, _, why) = failed(e);
            (status, beside.clone(), why)
        };
        while let Some(chunk) = field.chunk().await.map_err(failed_here)? {
            total += chunk.len();
            if bytes.len() + chunk.len() > cap {
                let shown = boardgen_core::quote::shown(file_name.as_deref().unwrap_or(&name));
                return Err((
                    StatusCode::PAYLOAD_TOO_LARGE,
                    field_name(&name),
                    Said::new("refuse-form-file-large")
                        .arg("file", shown)
                        .arg("bytes", cap.to_string())
                        .arg("mib", (cap >> 20).to_string()),
                ));
            }
            // A form's first 64 KiB (every form without uploads) never waits; past them each
            // byte counts thrice: the body, its copy in the run's files, and the room a
            // growing buffer takes.
            let free = SMALL_FORM.saturating_sub(total - chunk.len());
            hold(budget, &mut held, 3 * chunk.len().saturating_sub(free)).await?;
            if total > max_total {
                // Said beside the upload that went over, when one did.
                let (status, _, why) = over_total();
                return Err((
                    status,
                    file_name
                        .as_ref()
                        .map_or(String::new(), |_| field_name(&name)),
                    why,
                ));
            }
            bytes.extend_from_slice(&chunk);
        }
        match file_name {
            // A file field left empty sends no name and no bytes: `upload` leaves it out.
            Some(f) => sent.upload(&name, &f, bytes),
            None => {
                let text = String::from_utf8(bytes).map_err(|_| {
                    (
                        StatusCode::BAD_REQUEST,
                        String::new(),
                        Said::new("refuse-form-field-text")
                            .arg("field", boardgen_core::quote::shown(&name)),
                    )
                })?;
                sent.fields.0.push((name, text));
            }
        }
    }
    Ok((sent, held))
}

/// True when a part's `Content-Disposition` gives a file name, read or not: multer gives
/// none for a name that is not UTF-8, and the part would pass for a text field.
fn names_a_file(headers: &HeaderMap) -> bool {
    headers.get(header::CONTENT_DISPOSITION).is_some_and(|v| {
        v.as_bytes()
            .windows(b"filename".len())
            .any(|w| w.eq_ignore_ascii_case(b"filename"))
    })
}

/// The form of a request: refused at once when its Content-Length is over `--max-upload`
/// (before a byte of its body is read), or when it is not a multipart form.
pub async fn read_request(
    max_upload: usize,
    bodies: &Arc<Semaphore>,
    headers: &HeaderMap,
    mp: Result<Multipart, MultipartRejection>,
) -> Result<(Sent, Held), Refused> {
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if length.is_some_and(|l| l > max_upload as u64) {
        return Err(over_total(max_upload));
    }
    let mp = mp.map_err(|e| {
        let kind = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if kind.to_ascii_lowercase().starts_with("multipart/form-data") {
            (
                StatusCode::BAD_REQUEST,
                String::new(),
                Said::new("refuse-form-unreadable").arg("why", e.body_text()),
            )
        } else {
            (
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                String::new(),
                Said::new("refuse-form-media").arg("kind", boardgen_core::quote::shown(kind)),
            )
        }
    })?;
    read_form(mp, max_upload, bodies).await
}

/// A body over `--max-upload`.
fn over_total(max_total: usize) -> Refused {
    (
        StatusCode::PAYLOAD_TOO_LARGE,
        String::new(),
        Said::new("refuse-form-large")
            .arg("bytes", max_total.to_string())
            .arg("mib", (max_total >> 20).to_string()),
    )
}

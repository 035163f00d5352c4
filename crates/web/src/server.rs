//! The server: hyper's HTTP/1 connections (a client slow to send its headers is cut off),
//! axum's router, renders off the async threads at most `max_jobs` at once, one log line per
//! request, and a shutdown on SIGTERM or Ctrl-C that lets the requests in flight finish.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Multipart, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use boardgen_core::lang::Shipped;
use tokio::sync::Semaphore;

use boardgen_form::{form, page, Answer, Fault, Sent};

use crate::site::Site;

/// How `boardgen serve` runs.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// Where to listen.
    pub addr: SocketAddr,
    /// Most renders at once; the rest wait a moment, then get 503.
    pub max_jobs: usize,
    /// Most bytes one request's body may hold, uploads and all.
    pub max_upload: usize,
    /// The browser build's site to serve (`crates/browser/build.sh`'s folder); `None`:
    /// `target/site` when it holds one, else the server's own page alone.
    pub site: Option<std::path::PathBuf>,
}

/// How long a request may wait for a render to start before it is told the server is busy.
const QUEUE_WAIT: Duration = Duration::from_secs(2);
/// How long one request may take in all, its body's upload included.
const REQUEST_TIME: Duration = Duration::from_secs(60);
/// How long a client may take to send a request's headers.
const HEADER_TIME: Duration = Duration::from_secs(10);
/// How long the requests in flight have to finish once the server is asked to stop.
const DRAIN_TIME: Duration = Duration::from_secs(5);

/// The memory all requests' bodies together may take at once, in `--max-upload`s: four
/// (256 MiB by default), each body's byte counted thrice (below). A request whose body would go over waits a moment for others to
/// finish, then is told the server is busy (503), so that many large uploads at once keep
/// the server's memory flat instead of piling up.
const BODIES_IN_MEMORY: usize = 4;
/// The bytes of a form that are never counted against that budget, so that a form without
/// uploads never waits for it.
const SMALL_FORM: usize = 64 << 10;
/// The unit of that budget: one permit is a KiB of body held.
const BUDGET_UNIT: usize = 1024;

struct App {
    /// The browser build's site, when there is one: its page is served at `/`, and the
    /// server's own answers stay for browsers that cannot run its engine.
    site: Option<Site>,
    jobs: Semaphore,
    max_upload: usize,
    /// What is left of the budget of bodies held in memory, in KiB.
    bodies: Arc<Semaphore>,
}

/// Starts the server and serves until SIGTERM or Ctrl-C; the address it listens on is
/// printed first. An error is one line (the address taken, no permission).
pub fn serve(opts: ServeOptions) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    let served = runtime.block_on(run(opts));
    // A render still running when the drain time is up is not waited for: the process
    // ends (dropping the runtime would wait for its blocking threads without end).
    runtime.shutdown_timeout(Duration::from_millis(100));
    served
}

async fn run(opts: ServeOptions) -> Result<(), String> {
    let listener = tokio::net::TcpListener::bind(opts.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", opts.addr))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let site = match opts.site.clone().or_else(crate::site::default_dir) {
        Some(dir) => Some(Site::read(&dir)?),
        None => None,
    };
    let app = Arc::new(App {
        site,
        jobs: Semaphore::new(opts.max_jobs.max(1)),
        max_upload: opts.max_upload,
        bodies: Arc::new(Semaphore::new(
            BODIES_IN_MEMORY * opts.max_upload / BUDGET_UNIT,
        )),
    });
    let router = router(app.clone(), opts.max_upload);
    // The handlers are in place before the address is printed: a SIGTERM sent as soon as
    // it is read stops the server as any other.
    let mut stop = std::pin::pin!(stop_signal()?);
    if let Some(site) = &app.site {
        eprintln!(
            "boardgen: serving the browser site in {} (kits made in the browser)",
            site.dir.display()
        );
    }
    println!("boardgen is serving on http://{addr}/ (Ctrl-C stops it)");
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    loop {
        let (stream, _) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(s) => s,
                // A connection that failed as it was accepted (out of files): go on.
                Err(_) => continue,
            },
            _ = &mut stop => break,
        };
        let service = hyper_util::service::TowerToHyperService::new(router.clone());
        let conn = hyper::server::conn::http1::Builder::new()
            .timer(hyper_util::rt::TokioTimer::new())
            .header_read_timeout(HEADER_TIME)
            .serve_connection(hyper_util::rt::TokioIo::new(stream), service);
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            let _ = conn.await;
        });
    }
    drop(listener);
    eprintln!("boardgen: stopping; finishing the requests in flight");
    tokio::select! {
        _ = graceful.shutdown() => {}
        _ = tokio::time::sleep(DRAIN_TIME) => {
            eprintln!("boardgen: requests still running after {} s were cut off", DRAIN_TIME.as_secs());
        }
    }
    Ok(())
}

/// SIGTERM (a service manager) or Ctrl-C, their handlers installed now.
#[cfg(unix)]
fn stop_signal() -> Result<impl std::future::Future<Output = ()>, String> {
    use tokio::signal::unix::{signal, SignalKind};
    let handler = |kind| signal(kind).map_err(|e| format!("cannot handle signals: {e}"));
    let (mut term, mut int) = (
        handler(SignalKind::terminate())?,
        handler(SignalKind::interrupt())?,
    );
    Ok(async move {
        tokio::select! {
            _ = term.recv() => {}
            _ = int.recv() => {}
        }
    })
}

/// Ctrl-C.
#[cfg(not(unix))]
fn stop_signal() -> Result<impl std::future::Future<Output = ()>, String> {
    Ok(async {
        let _ = tokio::signal::ctrl_c().await;
    })
}

fn router(app: Arc<App>, max_upload: usize) -> Router {
    Router::new()
        .route("/", get(home).post(submit))
        .route("/preview", axum::routing::post(preview))
        .route("/health", get(|| async { "ok\n" }))
        .route(
            "/style.css",
            get(|| async { asset("text/css; charset=utf-8", boardgen_form::STYLE) }),
        )
        .route(
            "/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", boardgen_form::SCRIPT) }),
        )
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(max_upload))
        .layer(axum::middleware::from_fn(log_and_limit))
        .with_state(app)
}

/// One line per request (never what was uploaded), the time limit, and the headers every
/// answer carries: nothing on the page may come from elsewhere.
async fn log_and_limit(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let start = Instant::now();
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let mut res = match tokio::time::timeout(REQUEST_TIME, next.run(req)).await {
        Ok(r) => r,
        Err(_) => (StatusCode::REQUEST_TIMEOUT, "the request took too long\n").into_response(),
    };
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; style-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
             worker-src 'self'; manifest-src 'self'; img-src 'self' data: blob:; \
             connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    let made = res
        .extensions()
        .get::<Made>()
        .map_or(String::new(), |m| format!(" {}", m.0));
    eprintln!(
        "{method} {} {} {} ms{made}",
        boardgen_core::quote::shown(&path),
        res.status().as_u16(),
        start.elapsed().as_millis()
    );
    res
}

/// What a request made, for its log line.
#[derive(Clone)]
struct Made(String);

fn asset(kind: &'static str, text: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        text,
    )
        .into_response()
}

/// A file of the browser site, else 404.
async fn not_found(State(app): State<Arc<App>>, method: Method, uri: Uri) -> Response {
    let file = (app.site.as_ref())
        .filter(|_| method == Method::GET || method == Method::HEAD)
        .and_then(|s| s.get(uri.path()));
    match file {
        Some((kind, bytes)) => site_file(kind, bytes),
        None => (StatusCode::NOT_FOUND, "not found\n").into_response(),
    }
}

/// A file of the site: checked again on each use, as the service worker keeps its own copy
/// and asks only for a new version.
fn site_file(kind: &'static str, bytes: &[u8]) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        bytes.to_vec(),
    )
        .into_response()
}

#[derive(serde::Deserialize)]
struct Ui {
    ui: Option<String>,
}

/// The page's language: the one chosen on it (`?ui=fr`), else the browser's.
fn language(q: &Ui, headers: &HeaderMap) -> Shipped {
    if let Some(s) =
        q.ui.as_deref()
            .and_then(|u| Shipped::ALL.into_iter().find(|s| s.code() == u))
    {
        return s;
    }
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    form::accepted(accept)
}

fn html(status: StatusCode, ui: Shipped, body: String) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CONTENT_LANGUAGE, ui.tag()),
            (header::VARY, "Accept-Language"),
        ],
        body,
    )
        .into_response()
}

/// A body that could not be read (too big, cut off): the page, with the refusal beside
/// the field it came in, or at the top. What was chosen is lost with the body: the form
/// is the first one again.
fn refused_page(ui: Shipped, (status, field, why): Refused) -> Response {
    if status == StatusCode::SERVICE_UNAVAILABLE {
        return busy(ui);
    }
    let sent = Sent::first(ui);
    let answer = Answer {
        command: sent.read().command,
        errors: vec![(field, why)],
        ..Answer::default()
    };
    html(status, ui, page::page(ui, &sent.fields, &answer))
}

/// The page: the site's (which takes the choices in its address itself), else the
/// server's, its form filled from the address (`/?game=royal-carpet&paper=letter`: a link a
/// teacher sends makes the same kit) and its paper the browser's country's.
async fn home(
    State(app): State<Arc<App>>,
    Query(query): Query<Vec<(String, String)>>,
    headers: HeaderMap,
) -> Response {
    let q = Ui {
        ui: query
            .iter()
            .find(|(k, _)| k == "ui")
            .map(|(_, v)| v.clone()),
    };
    let ui = language(&q, &headers);
    let page = app.site.as_ref().and_then(|s| {
        let name = match ui {
            Shipped::English => "index.html".to_string(),
            other => format!("{}.html", other.code()),
        };
        s.get(&format!("/{name}"))
    });
    if let Some((kind, bytes)) = page {
        let mut r = site_file(kind, bytes);
        let h = r.headers_mut();
        h.insert(header::CONTENT_LANGUAGE, HeaderValue::from_static(ui.tag()));
        h.insert(header::VARY, HeaderValue::from_static("Accept-Language"));
        return r;
    }
    let mut sent = Sent::first(ui);
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if form::letter_asked(accept) {
        sent.fields.0.push(("paper".into(), "letter".into()));
    }
    // The address's choices first: `Fields::get` takes a field's first value.
    let chosen: Vec<(String, String)> = query
        .into_iter()
        .filter(|(k, v)| k != "ui" && k != "action" && v.len() <= 4096)
        .take(64)
        .collect();
    sent.fields.0.splice(0..0, chosen);
    let answer = Answer {
        command: sent.read().command,
        ..Answer::default()
    };
    html(StatusCode::OK, ui, page::page(ui, &sent.fields, &answer))
}

/// Reads a multipart body: each field's text, each upload's bytes, each capped.
/// The page's field an upload came in: its own (`art-king`), a template's files beside
/// the template's.
fn field_name(name: &str) -> String {
    match name {
        "template-files" => "template".into(),
        other => other.into(),
    }
}

/// A body refused: its status, the field it belongs to (`""`: the form as a whole) and why.
type Refused = (StatusCode, String, String);

/// The part of the budget of bodies a request holds until it is answered.
type Held = Option<tokio::sync::OwnedSemaphorePermit>;

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
            String::new(),
        ))?;
    match held {
        Some(h) => h.merge(more),
        None => *held = Some(more),
    }
    Ok(())
}

async fn read_form(
    mut mp: Multipart,
    max_total: usize,
    budget: &Arc<Semaphore>,
) -> Result<(Sent, Held), Refused> {
    let mut sent = Sent::default();
    let mut held: Held = None;
    let too_big = |what: String| (StatusCode::PAYLOAD_TOO_LARGE, String::new(), what);
    let over_total = || {
        too_big(format!(
            "the form is larger than the server's {max_total}-byte ({} MiB) limit",
            max_total >> 20
        ))
    };
    // The body's cap (a Content-Length over it is refused before a byte is read) said with
    // the limit, as the other caps are; any other fault of the body (cut off, not multipart)
    // is the client's, not the server's 500.
    let failed = |e: axum::extract::multipart::MultipartError| match e.status() {
        StatusCode::PAYLOAD_TOO_LARGE => over_total(),
        _ => (
            StatusCode::BAD_REQUEST,
            String::new(),
            format!("the form cannot be read: {}", e.body_text()),
        ),
    };
    let mut total = 0usize;
    while let Some(mut field) = mp.next_field().await.map_err(failed)? {
        let name = field.name().unwrap_or("").to_string();
        let file_name = field.file_name().map(str::to_string);
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
                    format!(
                        "'{shown}' is larger than the {cap}-byte ({} MiB) limit",
                        cap >> 20
                    ),
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
            Some(f) if !f.is_empty() && !bytes.is_empty() => sent.upload(&name, &f, bytes),
            Some(_) => {}
            None => {
                let text = String::from_utf8(bytes).map_err(|_| {
                    (
                        StatusCode::BAD_REQUEST,
                        String::new(),
                        format!(
                            "field '{}' is not UTF-8 text",
                            boardgen_core::quote::shown(&name)
                        ),
                    )
                })?;
                sent.fields.0.push((name, text));
            }
        }
    }
    Ok((sent, held))
}

/// A render off the async threads, when one of the `max_jobs` places is free within a
/// moment; `None` when the server stayed busy.
async fn render<T: Send + 'static>(
    app: &App,
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let permit = tokio::time::timeout(QUEUE_WAIT, app.jobs.acquire())
        .await
        .ok()?
        .ok()?;
    let out = tokio::task::spawn_blocking(work).await.ok();
    drop(permit);
    out
}

fn busy(ui: Shipped) -> Response {
    let mut r = html(
        StatusCode::SERVICE_UNAVAILABLE,
        ui,
        format!(
            "<!DOCTYPE html><html lang=\"{}\"><head><meta charset=\"utf-8\"><title>boardgen</title></head><body><main><h1>{}</h1></main></body></html>",
            ui.tag(),
            boardgen_core::lang::Lang::of(ui).text("serve-error-busy", &[])
        ),
    );
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
    r
}

async fn preview(
    State(app): State<Arc<App>>,
    Query(q): Query<Ui>,
    headers: HeaderMap,
    mp: Multipart,
) -> Response {
    let ui = language(&q, &headers);
    let (sent, _held) = match read_form(mp, app.max_upload, &app.bodies).await {
        Ok(s) => s,
        Err(refused) => return refused_page(ui, refused),
    };
    let Some((sent, (a, status))) = render(&app, move || {
        let (a, fault) = boardgen_form::answer(&sent);
        let a = (a, status(fault));
        (sent, a)
    })
    .await
    else {
        return busy(ui);
    };
    let mut r = html(status, ui, page::page(ui, &sent.fields, &a));
    r.extensions_mut()
        .insert(Made(format!("preview: {} pages", a.pages)));
    r
}

async fn submit(
    State(app): State<Arc<App>>,
    Query(q): Query<Ui>,
    headers: HeaderMap,
    mp: Multipart,
) -> Response {
    let ui = language(&q, &headers);
    let (sent, _held) = match read_form(mp, app.max_upload, &app.bodies).await {
        Ok(s) => s,
        Err(refused) => return refused_page(ui, refused),
    };
    if !matches!(sent.fields.get("action"), Some("download" | "print")) {
        let Some((sent, (a, status))) = render(&app, move || {
            let (a, fault) = boardgen_form::answer(&sent);
            let a = (a, status(fault));
            (sent, a)
        })
        .await
        else {
            return busy(ui);
        };
        let mut r = html(status, ui, page::page(ui, &sent.fields, &a));
        r.extensions_mut()
            .insert(Made(format!("preview: {} pages", a.pages)));
        return r;
    }
    let inline = sent.fields.get("action") == Some("print");
    render(&app, move || match download(&sent, inline) {
        Ok(r) => r,
        Err(refused) => {
            let (a, status) = *refused;
            html(status, ui, page::page(ui, &sent.fields, &a))
        }
    })
    .await
    .unwrap_or_else(|| busy(ui))
}

/// The run's files as one download: its PDF, or a zip of several files under the command
/// line's names; `inline` (Print) opens a PDF in the browser to print it.
fn download(sent: &Sent, inline: bool) -> Result<Response, Box<(Answer, StatusCode)>> {
    let m = boardgen_form::made(sent);
    let command = m.command;
    let fail = |errors, fault| {
        Box::new((
            Answer {
                command: command.clone(),
                errors,
                ..Answer::default()
            },
            status(fault),
        ))
    };
    if !m.errors.is_empty() {
        return Err(fail(m.errors, m.fault));
    }
    let made = format!(
        "{}: {} files, {} bytes",
        command,
        m.files.len(),
        m.files.iter().map(|(_, b)| b.len()).sum::<usize>()
    );
    let d = boardgen_form::download(&command, m.files)
        .map_err(|e| fail(vec![(String::new(), e)], Fault::Machine))?;
    let mut r = (
        [
            (header::CONTENT_TYPE, d.kind.to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!(
                    "{}; filename=\"{}\"",
                    if inline && d.kind == "application/pdf" {
                        "inline"
                    } else {
                        "attachment"
                    },
                    d.name
                ),
            ),
        ],
        Body::from(d.bytes),
    )
        .into_response();
    r.extensions_mut().insert(Made(made));
    Ok(r)
}

/// The status of an answer, by whose fault its refusals are.
fn status(fault: Fault) -> StatusCode {
    match fault {
        Fault::None => StatusCode::OK,
        Fault::Form => StatusCode::UNPROCESSABLE_ENTITY,
        Fault::Machine => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

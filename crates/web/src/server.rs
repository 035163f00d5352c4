//! The server: hyper's HTTP/1 connections (a client slow to send its headers is cut off),
//! axum's router, renders off the async threads at most `max_jobs` at once and within a
//! budget of memory, each stopped when its request is gone, one log line per request, and
//! a shutdown on SIGTERM or Ctrl-C that lets the requests in flight finish.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::multipart::MultipartRejection;
use axum::extract::{DefaultBodyLimit, Multipart, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use boardgen_core::cancel::Cancel;
use boardgen_core::lang::Shipped;
use boardgen_core::said::Said;
use tokio::sync::Semaphore;

use boardgen_form::{form, page, Answer, Fault, Sent};

use crate::body::{read_request, Refused, BUDGET_UNIT};
use crate::log;
use crate::memory::{self, Cost, QUEUE_WAIT};
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
    /// Most memory all renders together may take for their pictures and pages (see
    /// docs/serving.md): a render that would pass it waits a moment, then gets 503; one
    /// that alone would pass it gets 413.
    pub render_memory: usize,
    /// How long one request may take in all, its upload included: then 408, and its render
    /// is stopped.
    pub request_time: Duration,
    /// The browser build's site to serve (`crates/browser/build.sh`'s folder); `None`:
    /// `target/site` when it holds one, else the server's own page alone.
    pub site: Option<std::path::PathBuf>,
}

/// How long a client may take to send a request's headers.
const HEADER_TIME: Duration = Duration::from_secs(10);
/// How long the requests in flight have to finish once the server is asked to stop.
const DRAIN_TIME: Duration = Duration::from_secs(5);

/// The memory all requests' bodies together may take at once, in `--max-upload`s: four
/// (256 MiB by default), each body's byte counted thrice (below). A request whose body would go over waits a moment for others to
/// finish, then is told the server is busy (503), so that many large uploads at once keep
/// the server's memory flat instead of piling up.
const BODIES_IN_MEMORY: usize = 4;

struct App {
    /// The browser build's site, when there is one: its page is served at `/`, and the
    /// server's own answers stay for browsers that cannot run its engine.
    site: Option<Site>,
    jobs: Arc<Semaphore>,
    max_upload: usize,
    /// What is left of the budget of bodies held in memory, in KiB.
    bodies: Arc<Semaphore>,
    /// What is left of the renders' budget of memory, in MiB.
    memory: Arc<Semaphore>,
    /// That budget, all told, in bytes.
    render_memory: u64,
    request_time: Duration,
}

/// Starts the server and serves until SIGTERM or Ctrl-C; the address it listens on is
/// printed first. An error is one line (the address taken, no permission).
pub fn serve(opts: ServeOptions) -> Result<(), Said> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Said::new("refuse-serve-start").arg("why", e.to_string()))?;
    let served = runtime.block_on(run(opts));
    // A render still running when the drain time is up is not waited for: the process
    // ends (dropping the runtime would wait for its blocking threads without end).
    runtime.shutdown_timeout(Duration::from_millis(100));
    served
}

async fn run(opts: ServeOptions) -> Result<(), Said> {
    // The system's own words (`why`) stay as the system gives them.
    let cannot_listen = |e: std::io::Error| {
        Said::new("refuse-serve-listen")
            .arg("addr", opts.addr.to_string())
            .arg("why", e.to_string())
    };
    let listener = tokio::net::TcpListener::bind(opts.addr)
        .await
        .map_err(cannot_listen)?;
    let addr = listener.local_addr().map_err(cannot_listen)?;
    let site = match opts.site.clone().or_else(crate::site::default_dir) {
        Some(dir) => Some(Site::read(&dir)?),
        None => None,
    };
    let app = Arc::new(App {
        site,
        jobs: Arc::new(Semaphore::new(opts.max_jobs.max(1))),
        max_upload: opts.max_upload,
        bodies: Arc::new(Semaphore::new(
            BODIES_IN_MEMORY * opts.max_upload / BUDGET_UNIT,
        )),
        memory: Arc::new(Semaphore::new(opts.render_memory >> 20)),
        render_memory: opts.render_memory as u64,
        request_time: opts.request_time,
    });
    let router = router(app.clone(), opts.max_upload);
    // The handlers are in place before the address is printed: a SIGTERM sent as soon as
    // it is read stops the server as any other.
    let mut stop = std::pin::pin!(stop_signal()?);
    if let Some(site) = &app.site {
        log::line(&format!(
            "boardgen: serving the browser site in {} (kits made in the browser)",
            site.dir.display()
        ));
    }
    println!("boardgen is serving on http://{addr}/ (Ctrl-C stops it)");
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let mut backoff = Backoff::default();
    loop {
        let (stream, _) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(s) => {
                    backoff.succeeded();
                    s
                }
                // Out of file descriptors (EMFILE, ENFILE) the connection stays queued and
                // the next accept fails at once: wait before trying again, or the loop spins.
                Err(e) => {
                    let wait = backoff.failed(&e);
                    tokio::select! {
                        _ = tokio::time::sleep(wait) => continue,
                        _ = &mut stop => break,
                    }
                }
            },
            _ = &mut stop => break,
        };
        let service = hyper_util::service::TowerToHyperService::new(router.clone());
        let conn = hyper::server::conn::http1::Builder::new()
            .timer(hyper_util::rt::TokioTimer::new())
            .header_read_timeout(HEADER_TIME)
            .serve_connection(hyper_util::rt::TokioIo::new(stream), service);
        let conn = graceful.watch(conn);
        let since = Instant::now();
        tokio::spawn(async move {
            if let Err(e) = conn.await {
                log::refused(&e, since);
            }
        });
    }
    drop(listener);
    log::line("boardgen: stopping; finishing the requests in flight");
    tokio::select! {
        _ = graceful.shutdown() => {}
        _ = tokio::time::sleep(DRAIN_TIME) => {
            log::line(&format!("boardgen: requests still running after {} s were cut off", DRAIN_TIME.as_secs()));
        }
    }
    Ok(())
}

/// Waits between failed accepts: 10 ms, doubled each time to 1 s, back to 10 ms once a
/// connection is taken; a burst of failures is logged once as it starts and once as it ends.
#[derive(Default)]
struct Backoff {
    wait: Option<Duration>,
    failures: u64,
}

impl Backoff {
    fn failed(&mut self, e: &std::io::Error) -> Duration {
        let wait = self.wait.map_or(Duration::from_millis(10), |w| {
            (w * 2).min(Duration::from_secs(1))
        });
        if self.wait.is_none() {
            log::line(&format!(
                "boardgen: cannot take a connection ({e}); trying again less and less often, up to once a second"
            ));
        }
        self.wait = Some(wait);
        self.failures += 1;
        wait
    }

    fn succeeded(&mut self) {
        if self.wait.take().is_some() {
            log::line(&format!(
                "boardgen: taking connections again after {} failed tries",
                self.failures
            ));
        }
        self.failures = 0;
    }
}

/// SIGTERM (a service manager) or Ctrl-C, their handlers installed now.
#[cfg(unix)]
fn stop_signal() -> Result<impl std::future::Future<Output = ()>, Said> {
    use tokio::signal::unix::{signal, SignalKind};
    let handler = |kind| {
        signal(kind).map_err(|e| Said::new("refuse-serve-signals").arg("why", e.to_string()))
    };
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
fn stop_signal() -> Result<impl std::future::Future<Output = ()>, Said> {
    Ok(async {
        let _ = tokio::signal::ctrl_c().await;
    })
}

fn router(app: Arc<App>, max_upload: usize) -> Router {
    Router::new()
        .route("/", get(home).post(submit))
        .route("/preview", axum::routing::post(preview))
        .route("/health", get(health))
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
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            log_and_limit,
        ))
        .with_state(app)
}

/// `ok` while a set could be made now; else 503, so that a balancer sends the requests to
/// a server that can make them.
async fn health(State(app): State<Arc<App>>) -> Response {
    let base = memory::mib(memory::BASE) as usize;
    if app.jobs.available_permits() == 0 || app.memory.available_permits() < base {
        let mut r = (
            StatusCode::SERVICE_UNAVAILABLE,
            "busy: every place to make a set is taken\n",
        )
            .into_response();
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
        return r;
    }
    "ok\n".into_response()
}

/// A request's log line, written when it is answered, or as `499` when it is dropped
/// unanswered (the client went away).
struct Logged {
    method: Method,
    path: String,
    start: Instant,
    done: bool,
}

impl Drop for Logged {
    fn drop(&mut self) {
        if !self.done {
            log::request(
                self.method.as_str(),
                &self.path,
                "499",
                self.start,
                "the client went away",
            );
        }
    }
}

/// One line per request (never what was uploaded), the time limit, and the headers every
/// answer carries: nothing on the page may come from elsewhere.
async fn log_and_limit(
    State(app): State<Arc<App>>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let mut logged = Logged {
        method: req.method().clone(),
        path: req.uri().path().to_string(),
        start: Instant::now(),
        done: false,
    };
    // On time out the handler is dropped, which stops its render (see `render`).
    let mut res = match tokio::time::timeout(app.request_time, next.run(req)).await {
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
    let made = res.extensions().get::<Made>().map_or("", |m| m.0.as_str());
    log::request(
        logged.method.as_str(),
        &logged.path,
        res.status().as_str(),
        logged.start,
        made,
    );
    logged.done = true;
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

/// Why a render was not made.
enum NotMade {
    /// Every place was taken, or the memory, for longer than a request waits.
    Busy,
    /// It alone would take more memory than the server gives all renders together.
    TooLarge(Refused),
}

/// Sets a render's cancel flag when the request it is made for is dropped unanswered (the
/// client went away, or its time ran out).
struct StopOnDrop(Option<Cancel>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        if let Some(c) = self.0.take() {
            c.cancel();
        }
    }
}

/// A render off the async threads, once one of the `max_jobs` places and the memory it
/// takes (`cost`) are free within a moment. Both are held until the render ends, not the
/// request: a request gone (timed out, or its client away) stops its render at its next
/// unit of work, and its place is taken again only then.
async fn render<T: Send + 'static>(
    app: &App,
    cost: &Cost,
    work: impl FnOnce(&Cancel) -> T + Send + 'static,
) -> Result<T, NotMade> {
    if cost.bytes > app.render_memory {
        let (field, why) = cost.refusal(app.render_memory);
        return Err(NotMade::TooLarge((
            StatusCode::PAYLOAD_TOO_LARGE,
            field,
            why,
        )));
    }
    let deadline = tokio::time::Instant::now() + QUEUE_WAIT;
    let place = tokio::time::timeout_at(deadline, app.jobs.clone().acquire_owned())
        .await
        .ok()
        .and_then(Result::ok)
        .ok_or(NotMade::Busy)?;
    let units = u32::try_from(memory::mib(cost.bytes)).unwrap_or(u32::MAX);
    let memory = tokio::time::timeout_at(deadline, app.memory.clone().acquire_many_owned(units))
        .await
        .ok()
        .and_then(Result::ok)
        .ok_or(NotMade::Busy)?;
    let cancel = Cancel::new();
    let mut stop = StopOnDrop(Some(cancel.clone()));
    let made = tokio::task::spawn_blocking(move || {
        let start = Instant::now();
        let out = work(&cancel);
        drop((place, memory));
        if cancel.is_cancelled() {
            log::line(&format!(
                "boardgen: a render was stopped after {} ms: its request was gone",
                start.elapsed().as_millis()
            ));
        }
        out
    })
    .await;
    stop.0 = None;
    made.map_err(|_| NotMade::Busy)
}

/// The answer to a render not made: the page saying the server is busy (503), or the
/// refusal of what alone is too large (413) beside its field.
fn not_made(ui: Shipped, why: NotMade) -> Response {
    match why {
        NotMade::Busy => busy(ui),
        NotMade::TooLarge(refused) => refused_page(ui, refused),
    }
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
    mp: Result<Multipart, MultipartRejection>,
) -> Response {
    let ui = language(&q, &headers);
    let (sent, _held) = match read_request(app.max_upload, &app.bodies, &headers, mp).await {
        Ok(s) => s,
        Err(refused) => return refused_page(ui, refused),
    };
    answer_page(&app, ui, sent).await
}

/// The page again, its pages drawn small.
async fn answer_page(app: &App, ui: Shipped, sent: Sent) -> Response {
    let cost = memory::of(&sent, true);
    let made = render(app, &cost, move |cancel| {
        let (a, fault) = boardgen_form::answer_until(&sent, cancel);
        (sent, a, status(fault))
    })
    .await;
    let (sent, a, status) = match made {
        Ok(m) => m,
        Err(why) => return not_made(ui, why),
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
    mp: Result<Multipart, MultipartRejection>,
) -> Response {
    let ui = language(&q, &headers);
    let (sent, _held) = match read_request(app.max_upload, &app.bodies, &headers, mp).await {
        Ok(s) => s,
        Err(refused) => return refused_page(ui, refused),
    };
    if !matches!(sent.fields.get("action"), Some("download" | "print")) {
        return answer_page(&app, ui, sent).await;
    }
    let inline = sent.fields.get("action") == Some("print");
    let cost = memory::of(&sent, false);
    render(&app, &cost, move |cancel| {
        match download(&sent, inline, cancel) {
            Ok(r) => r,
            Err(refused) => {
                let (a, status) = *refused;
                html(status, ui, page::page(ui, &sent.fields, &a))
            }
        }
    })
    .await
    .unwrap_or_else(|why| not_made(ui, why))
}

/// The run's files as one download: its PDF, or a zip of several files under the command
/// line's names; `inline` (Print) opens a PDF in the browser to print it.
fn download(
    sent: &Sent,
    inline: bool,
    cancel: &Cancel,
) -> Result<Response, Box<(Answer, StatusCode)>> {
    let m = boardgen_form::made_until(sent, cancel);
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

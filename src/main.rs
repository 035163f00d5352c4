use std::process::ExitCode;

use clap::FromArgMatches;

use boardgen::cli::{Cli, Command};
use boardgen_core::config::{Config, UsageError};
use boardgen_core::exit::{Failure, RunError};
use boardgen_core::lang::Lang;
use boardgen_core::said::Said;

fn main() -> ExitCode {
    let defaults = boardgen::defaults_from_env();
    let paper = &defaults.paper;
    let args: Vec<_> = std::env::args_os().skip(1).collect();
    let lang = messages_lang(&args, &defaults.lang.0);
    boardgen::output::speak(&lang);
    // Built once: making clap's command is a good part of a short run's work.
    let command = boardgen::cli::in_language(
        boardgen::cli::command_for(paper, &lang, &args),
        &lang,
        boardgen::cli::asks_help(&args),
    );
    if let Some(line) = boardgen::cli::missing_value(&command, &args) {
        eprintln!("error: {}", line.text(&lang));
        return ExitCode::from(2);
    }
    let cli = match command
        .try_get_matches()
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(cli) => cli,
        Err(e) => return clap_error(e, &lang),
    };
    let result = match cli.command {
        Command::List => paper
            .paper
            .clone()
            .map_err(|e| {
                UsageError(
                    Said::new("refuse-within")
                        .arg("what", &paper.source)
                        .arg("why", boardgen_core::exit::Exit::said(&e)),
                )
                .into()
            })
            .and_then(|p| boardgen_core::list(&p, &paper.source))
            .and_then(|s| stdout(s.as_bytes())),
        Command::Template { name } => {
            boardgen_core::template(&name).and_then(|s| stdout(s.as_bytes()))
        }
        Command::Rules { name } => {
            boardgen_core::rules_text(&name).and_then(|s| stdout(s.as_bytes()))
        }
        Command::Art { name } => boardgen_core::art_svg(&name).and_then(|s| stdout(s.as_bytes())),
        Command::Serve {
            addr,
            max_jobs,
            max_upload,
            render_memory,
            request_time,
            site,
        } => boardgen_web::serve(boardgen_web::ServeOptions {
            addr,
            max_jobs: max_jobs.map_or_else(
                || std::thread::available_parallelism().map_or(2, |n| n.get()),
                usize::from,
            ),
            max_upload: usize::from(max_upload) << 20,
            render_memory: (render_memory as usize) << 20,
            request_time: std::time::Duration::from_secs(u64::from(request_time)),
            site,
        })
        .map_err(|e| {
            // A folder named by --site that is no built site is the user's mistake (exit 2);
            // an address or runtime the system refuses is the machine's (exit 1).
            let bad_site = e.id().starts_with("refuse-site-");
            let said = Said::new("refuse-serve").arg("why", e);
            if bad_site {
                UsageError(said).into()
            } else {
                Failure(said).into()
            }
        }),
        Command::Completions { shell } => {
            boardgen::cli::completions(shell, &mut std::io::stdout());
            Ok(())
        }
        Command::Man { out } => boardgen::cli::man_pages()
            .map_err(|e| Failure(Said::new("refuse-man").arg("why", e.to_string())).into())
            .and_then(|pages| match out {
                Some(dir) => boardgen::output::write_all(&dir, &pages)
                    .map_err(RunError::from)
                    .and_then(|paths| print_paths(&paths)),
                None => stdout(&pages[0].1),
            }),
        cmd => {
            let (make, set) = cmd.make().expect("a command that writes files");
            let (set, out) = set.options();
            Config::new(make, set, &defaults)
                .map_err(RunError::from)
                .and_then(|cfg| boardgen::run(&cfg, &out))
                .and_then(|paths| print_paths(&paths))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", boardgen_core::error_line_in(&e, &lang));
            ExitCode::from(e.code())
        }
    }
}

/// The language of the run's refusals and notes: `--lang`'s when it is given and is a
/// language tag (a bad one is refused by its parser, in the environment's), else the
/// environment's (`LANG=C` or none: English, for scripts).
fn messages_lang(args: &[std::ffi::OsString], env: &Lang) -> Lang {
    let mut words = args.iter().map(|a| a.to_str().unwrap_or(""));
    let mut given = None;
    while let Some(w) = words.next() {
        if w == "--" {
            break;
        }
        if let Some(v) = w.strip_prefix("--lang=") {
            given = Some(v);
        } else if w == "--lang" {
            given = words.next();
        }
    }
    given
        .and_then(|v| Lang::parse(v).ok())
        .unwrap_or_else(|| env.clone())
}

/// Writes to standard output; a closed pipe (`| head`) is an error line and exit code 1,
/// not a panic.
fn stdout(bytes: &[u8]) -> Result<(), RunError> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(bytes).and_then(|_| out.flush()).map_err(|e| {
        Failure(Said::new("refuse-stdout").arg("why", boardgen::read::io_message(&e))).into()
    })
}

/// The paths written, one per line, as `quote::path_text` writes them.
fn print_paths(paths: &[std::path::PathBuf]) -> Result<(), RunError> {
    let text: String = paths
        .iter()
        .map(|p| boardgen_core::quote::path_text(p) + "\n")
        .collect();
    stdout(text.as_bytes())
}

/// Prints clap's error and exits as clap would (help and version to stdout with 0, errors
/// with 2), but a bad value is shown once, elided and escaped, on one line.
fn clap_error(e: clap::Error, lang: &Lang) -> ExitCode {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() == ErrorKind::ValueValidation {
        let arg = match e.get(ContextKind::InvalidArg) {
            Some(ContextValue::String(a)) => a.clone(),
            _ => "an option".into(),
        };
        // The core's parsers refuse with a message, put in the run's language here.
        let why = match std::error::Error::source(&e) {
            Some(s) => match s.downcast_ref::<Said>() {
                Some(said) => said.text(lang),
                None => s.to_string(),
            },
            None => {
                let value = match e.get(ContextKind::InvalidValue) {
                    Some(ContextValue::String(v)) => boardgen_core::quote::shown(v),
                    _ => String::new(),
                };
                Said::new("refuse-value").arg("value", value).text(lang)
            }
        };
        let line = Said::new("refuse-option-value")
            .arg("option", boardgen_core::quote::escape(&arg))
            .arg("why", boardgen_core::quote::escape(&why));
        eprintln!("error: {}", line.text(lang));
        return ExitCode::from(2);
    }
    if e.kind() == ErrorKind::InvalidValue {
        // One line: the value (elided) and what would do, not clap's list on a line of its own.
        let arg = match e.get(ContextKind::InvalidArg) {
            Some(ContextValue::String(a)) => a.clone(),
            _ => "an argument".into(),
        };
        let value = match e.get(ContextKind::InvalidValue) {
            Some(ContextValue::String(v)) => v.clone(),
            _ => String::new(),
        };
        let line = match e.get(ContextKind::ValidValue) {
            Some(ContextValue::Strings(v)) => Said::new("refuse-option-choices")
                .arg("choices", boardgen_core::quote::escape(&v.join(", "))),
            _ => Said::new("refuse-option-choice"),
        };
        let line = line
            .arg("value", boardgen_core::quote::shown(&value))
            .arg("option", boardgen_core::quote::escape(&arg));
        eprintln!("error: {}", line.text(lang));
        return ExitCode::from(2);
    }
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // The help asked for by giving nothing: many lines, as help is.
        let text = e.render().to_string();
        for line in text.lines() {
            eprintln!("{}", boardgen_core::quote::shown_line(line));
        }
        return ExitCode::from(2);
    }
    if e.use_stderr() {
        let usage = usage_line(&e.render().to_string());
        // English is clap's own line (with its tips); another language says the kinds a
        // user meets in its own words, pointing to the same `--help`.
        let said = (lang.messages() != boardgen_core::lang::Shipped::English)
            .then(|| usage_said(&e))
            .flatten();
        match said {
            Some(said) => {
                let help = usage
                    .rsplit_once("; see ")
                    .map_or("'boardgen --help'", |(_, h)| h);
                let line = Said::new("refuse-usage-see")
                    .arg("what", said)
                    .arg("help", help.trim_matches('\''));
                eprintln!("error: {}", line.text(lang));
            }
            None => eprintln!("{usage}"),
        }
        return ExitCode::from(2);
    }
    let _ = e.print();
    ExitCode::SUCCESS
}

/// A usage error clap found, as a message, for the kinds a user of boardgen meets: an
/// unknown option or command (with clap's suggestion), an argument too many, a missing one,
/// an option given twice. `None` for any other kind, which keeps clap's English line.
fn usage_said(e: &clap::Error) -> Option<Said> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(boardgen_core::quote::shown(s)),
        Some(ContextValue::Strings(v)) => v.first().map(|s| boardgen_core::quote::shown(s)),
        _ => None,
    };
    let all = |kind| match e.get(kind) {
        Some(ContextValue::Strings(v)) => Some(boardgen_core::quote::shown(&v.join(", "))),
        Some(ContextValue::String(s)) => Some(boardgen_core::quote::shown(s)),
        _ => None,
    };
    let with_like = |said: Said, like: Option<String>| match like {
        Some(like) => Said::new("refuse-usage-like")
            .arg("what", said)
            .arg("like", like),
        None => said,
    };
    match e.kind() {
        ErrorKind::UnknownArgument => {
            let arg = text(ContextKind::InvalidArg)?;
            let said = Said::new("refuse-usage-unknown-arg").arg("arg", arg);
            Some(with_like(said, text(ContextKind::SuggestedArg)))
        }
        ErrorKind::InvalidSubcommand => {
            let command = text(ContextKind::InvalidSubcommand)?;
            let said = Said::new("refuse-usage-unknown-command").arg("command", command);
            Some(with_like(said, text(ContextKind::SuggestedSubcommand)))
        }
        ErrorKind::MissingRequiredArgument => {
            Some(Said::new("refuse-usage-missing").arg("args", all(ContextKind::InvalidArg)?))
        }
        ErrorKind::ArgumentConflict => {
            let arg = text(ContextKind::InvalidArg)?;
            match text(ContextKind::PriorArg) {
                Some(prior) if prior != arg => Some(
                    Said::new("refuse-usage-conflict")
                        .arg("arg", arg)
                        .arg("other", prior),
                ),
                _ => Some(Said::new("refuse-usage-twice").arg("arg", arg)),
            }
        }
        ErrorKind::TooManyValues => {
            Some(Said::new("refuse-usage-unknown-arg").arg("arg", text(ContextKind::InvalidValue)?))
        }
        _ => None,
    }
}

/// Clap's usage error (the error, tips, usage and a pointer to `--help` on lines of their
/// own) as one line: the error, its tips, and which `--help` to read. Clap quotes what it
/// did not understand in full: each part is elided and escaped.
fn usage_line(text: &str) -> String {
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let mut line = boardgen_core::quote::shown_line(lines.next().unwrap_or("error: bad arguments"));
    let mut help = "boardgen --help".to_string();
    for l in lines {
        if let Some(tip) = l.strip_prefix("tip: ") {
            line += &format!("; {}", boardgen_core::quote::shown_line(tip));
        } else if let Some(usage) = l.strip_prefix("Usage: ") {
            // `boardgen pdf [OPTIONS]`: the command's words, before its options.
            let words: Vec<&str> = usage
                .split_whitespace()
                .take_while(|w| {
                    w.starts_with(|c: char| c.is_ascii_lowercase())
                        && w.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                })
                .collect();
            help = format!("{} --help", words.join(" "));
        }
    }
    format!("{line}; see '{help}'")
}

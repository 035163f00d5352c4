use std::process::ExitCode;

use clap::FromArgMatches;

use boardgen::cli::{Cli, Command};
use boardgen_core::config::{Config, UsageError};
use boardgen_core::exit::{Failure, RunError};

fn main() -> ExitCode {
    let defaults = boardgen::defaults_from_env();
    let paper = &defaults.paper;
    let args: Vec<_> = std::env::args_os().skip(1).collect();
    // Built once: making clap's command is a good part of a short run's work.
    let command = boardgen::cli::command_for(paper, &args);
    if let Some(line) = boardgen::cli::missing_value(&command, &args) {
        eprintln!("error: {line}");
        return ExitCode::from(2);
    }
    let cli = match command
        .try_get_matches()
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(cli) => cli,
        Err(e) => return clap_error(e),
    };
    let result = match cli.command {
        Command::List => paper
            .paper
            .clone()
            .map_err(|e| UsageError(format!("{}: {e}", paper.source)).into())
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
        .map_err(|e| Failure(e).into()),
        Command::Completions { shell } => {
            boardgen::cli::completions(shell, &mut std::io::stdout());
            Ok(())
        }
        Command::Man { out } => boardgen::cli::man_pages()
            .map_err(|e| Failure(format!("cannot make the man pages: {e}")).into())
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
            eprintln!("error: {}", boardgen_core::error_line(&e));
            ExitCode::from(e.code())
        }
    }
}

/// Writes to standard output; a closed pipe (`| head`) is an error line and exit code 1,
/// not a panic.
fn stdout(bytes: &[u8]) -> Result<(), RunError> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(bytes).and_then(|_| out.flush()).map_err(|e| {
        Failure(format!(
            "cannot write to standard output: {}",
            boardgen::read::io_message(&e)
        ))
        .into()
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
fn clap_error(e: clap::Error) -> ExitCode {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() == ErrorKind::ValueValidation {
        let arg = match e.get(ContextKind::InvalidArg) {
            Some(ContextValue::String(a)) => a.clone(),
            _ => "an option".into(),
        };
        let why = std::error::Error::source(&e)
            .map(|s| s.to_string())
            .unwrap_or_else(|| match e.get(ContextKind::InvalidValue) {
                Some(ContextValue::String(v)) => {
                    format!("'{}' is not allowed", boardgen_core::quote::shown(v))
                }
                _ => "not allowed".into(),
            });
        eprintln!(
            "error: invalid value for '{}': {}",
            boardgen_core::quote::escape(&arg),
            boardgen_core::quote::escape(&why)
        );
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
        let valid = match e.get(ContextKind::ValidValue) {
            Some(ContextValue::Strings(v)) => format!(": use {}", v.join(", ")),
            _ => String::new(),
        };
        eprintln!(
            "error: invalid value '{}' for '{}'{}",
            boardgen_core::quote::shown(&value),
            boardgen_core::quote::escape(&arg),
            boardgen_core::quote::escape(&valid)
        );
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
        eprintln!("{}", usage_line(&e.render().to_string()));
        return ExitCode::from(2);
    }
    let _ = e.print();
    ExitCode::SUCCESS
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

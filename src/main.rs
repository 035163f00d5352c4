use std::process::ExitCode;

use clap::FromArgMatches;

use boardgen::cli::{Cli, Command};
use boardgen::config::{Config, UsageError};
use boardgen::paper::DefaultPaper;

fn main() -> ExitCode {
    let paper = DefaultPaper::from_env();
    let matches = boardgen::cli::command(&paper).get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    let result = match cli.command {
        Command::List => paper
            .paper
            .clone()
            .map_err(|e| UsageError(format!("{}: {e}", paper.source)).into())
            .and_then(|p| boardgen::list(&p, &paper.source))
            .map(|s| print!("{s}")),
        Command::Template { name } => boardgen::template(&name).map(|s| print!("{s}")),
        Command::Art { name } => boardgen::art_svg(&name).map(|s| print!("{s}")),
        Command::Completions { shell } => {
            boardgen::cli::completions(shell, &mut std::io::stdout());
            Ok(())
        }
        Command::Man { out } => boardgen::cli::man_pages()
            .map_err(anyhow::Error::from)
            .and_then(|pages| match out {
                Some(dir) => boardgen::output::write_all(&dir, &pages).map(|paths| {
                    for p in paths {
                        println!("{}", p.display());
                    }
                }),
                None => {
                    use std::io::Write;
                    std::io::stdout()
                        .write_all(&pages[0].1)
                        .map_err(anyhow::Error::from)
                }
            }),
        cmd => Config::from_command(cmd, &paper)
            .map_err(anyhow::Error::from)
            .map(|cfg| cfg.expect("a command that writes files"))
            .and_then(|cfg| boardgen::run(&cfg))
            .map(|paths| {
                for p in paths {
                    println!("{}", p.display());
                }
            }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(if boardgen::is_bad_input(&e) { 2 } else { 1 })
        }
    }
}

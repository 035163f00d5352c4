use std::process::ExitCode;

use clap::Parser;

use boardgen::cli::{Cli, Command};
use boardgen::config::Config;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::List => boardgen::list().map(|s| print!("{s}")),
        Command::Template { name } => boardgen::template(name).map(|s| print!("{s}")),
        Command::Art { name } => boardgen::art_svg(name).map(|s| print!("{s}")),
        _ => {
            let cfg = Config::from_command(cli.command).expect("a command that writes files");
            boardgen::run(&cfg).map(|paths| {
                for p in paths {
                    println!("{}", p.display());
                }
            })
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(if boardgen::is_bad_input(&e) { 2 } else { 1 })
        }
    }
}

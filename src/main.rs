use std::process::ExitCode;

use clap::Parser;

use boardgen::cli::Cli;
use boardgen::config::Config;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match boardgen::run(&Config::from_command(cli.command)) {
        Ok(paths) => {
            for p in paths {
                println!("{}", p.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(if boardgen::is_bad_input(&e) { 2 } else { 1 })
        }
    }
}

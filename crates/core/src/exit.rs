//! Whose fault a failed run is: the input's (exit code 2: a bad option, template, picture or
//! folder, said in one line) or the machine's (exit code 1: a write the system refused).
//! Each error type says which where it is defined ([`Exit`]); a run's error ([`RunError`])
//! can only be made from an error that says it, so a new kind of refusal cannot reach the
//! user with the wrong code: without its `Exit` it does not compile. Each also says what it
//! is as a message with its values ([`Said`]), so a front end shows it in its reader's
//! language.

use std::fmt;

use crate::lang::Lang;
use crate::said::Said;

/// An error that knows whose fault it is.
pub trait Exit: std::error::Error + Send + Sync + 'static {
    /// True when the input is at fault (exit code 2), false for the machine (exit code 1).
    fn is_bad_input(&self) -> bool;

    /// The refusal or failure as a message with its values, for the reader's language.
    fn said(&self) -> Said;
}

/// Why a run failed, with the game or file it was working on, and whose fault it was.
#[derive(Debug)]
pub struct RunError {
    bad_input: bool,
    error: anyhow::Error,
    said: Said,
    /// What the run was working on, innermost first (a game's name).
    within: Vec<String>,
}

impl RunError {
    /// Puts what the run was working on in front of the error ("Royal Carpet: ...").
    pub fn context(self, what: impl fmt::Display + Send + Sync + 'static) -> RunError {
        let mut within = self.within;
        within.push(what.to_string());
        RunError {
            bad_input: self.bad_input,
            error: self.error.context(what),
            said: self.said,
            within,
        }
    }

    /// The error in `lang`'s words, after what the run was working on ("Royal Carpet: ...").
    pub fn line(&self, lang: &Lang) -> String {
        self.said_within().text(lang)
    }

    /// The error as a message, after what the run was working on.
    pub fn said_within(&self) -> Said {
        self.within.iter().fold(self.said.clone(), |why, what| {
            Said::new("refuse-within").arg("what", what).arg("why", why)
        })
    }

    /// The error as a message, without what the run was working on.
    pub fn said(&self) -> &Said {
        &self.said
    }

    /// True when the input is at fault (exit code 2).
    pub fn is_bad_input(&self) -> bool {
        self.bad_input
    }

    /// The process's exit code for this error: 2 for bad input, 1 for the machine.
    pub fn code(&self) -> u8 {
        if self.bad_input {
            2
        } else {
            1
        }
    }

    /// The error and its causes, outermost first.
    pub fn chain(&self) -> anyhow::Chain<'_> {
        self.error.chain()
    }
}

impl<E: Exit> From<E> for RunError {
    fn from(e: E) -> RunError {
        RunError {
            bad_input: e.is_bad_input(),
            said: e.said(),
            error: anyhow::Error::new(e),
            within: Vec::new(),
        }
    }
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.error, f)
    }
}

impl std::error::Error for RunError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.error.source()
    }
}

/// A result whose error is a [`RunError`], with the game or file it was working on put in
/// front of it.
pub trait Within<T> {
    /// The result, its error prefixed with `what`.
    fn within(self, what: &str) -> Result<T, RunError>;
}

impl<T, E: Into<RunError>> Within<T> for Result<T, E> {
    fn within(self, what: &str) -> Result<T, RunError> {
        self.map_err(|e| e.into().context(what.to_string()))
    }
}

/// A failure of the machine said in one line: standard output closed, a write refused
/// (exit code 1).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct Failure(pub Said);

impl Exit for Failure {
    fn is_bad_input(&self) -> bool {
        false
    }

    fn said(&self) -> Said {
        self.0.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_error_keeps_its_own_code_through_context() {
        let refused: RunError =
            crate::config::UsageError(Said::new("refuse-value").arg("value", "--square 0")).into();
        let refused = refused.context("Royal Carpet");
        assert_eq!(refused.code(), 2);
        assert_eq!(refused.to_string(), "Royal Carpet");
        let causes: Vec<String> = refused.chain().map(|c| c.to_string()).collect();
        assert_eq!(causes, ["Royal Carpet", "'--square 0' is not allowed"]);
        assert_eq!(
            refused.line(&Lang::parse("fr").unwrap()),
            "Royal Carpet\u{a0}: '--square 0' n’est pas permis"
        );
        let failed: RunError = Failure(Said::new("refuse-value").arg("value", "disk full")).into();
        assert_eq!(failed.code(), 1);
        let r: Result<(), Failure> = Err(Failure(Said::new("refuse-value").arg("value", "x")));
        assert!(!r.within("x").unwrap_err().is_bad_input());
    }
}

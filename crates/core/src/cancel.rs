//! A run's cancel flag: a front end that gives up on a run (the server, when the request it
//! renders for is gone) sets it, and the run stops at its next unit of work (a game, a
//! product, a file or page) with [`Cancelled`] instead of making what nobody will take.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::exit::Exit;

/// A flag shared by a front end and the run it started: set it from any thread and the run
/// stops at its next check.
#[derive(Debug, Clone, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// A flag not set.
    pub fn new() -> Cancel {
        Cancel::default()
    }

    /// Sets the flag: the run stops at its next check.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// True once the flag is set.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// The check a run makes between units of work: [`Cancelled`] once the flag is set.
    pub fn check(&self) -> Result<(), Cancelled> {
        if self.is_cancelled() {
            Err(Cancelled)
        } else {
            Ok(())
        }
    }
}

/// A run stopped by its front end before it was done (see [`Cancel`]).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{}", Exit::said(self))]
pub struct Cancelled;

impl Exit for Cancelled {
    // Not the input's fault: whoever asked for the run gave up on it.
    fn is_bad_input(&self) -> bool {
        false
    }

    fn said(&self) -> crate::said::Said {
        crate::said::Said::new("refuse-cancelled")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_stops_at_its_next_check_once_cancelled() {
        let cancel = Cancel::new();
        assert!(cancel.check().is_ok());
        // Set through a clone, as the front end holds one.
        cancel.clone().cancel();
        assert_eq!(cancel.check(), Err(Cancelled));
    }

    #[test]
    fn a_cancelled_render_makes_nothing_and_says_so() {
        use crate::args::{Make, SetOptions};
        use crate::config::{Config, Defaults};
        let cfg = Config::new(
            Make::Png { dpi: 30 },
            SetOptions::default(),
            &Defaults::default(),
        )
        .unwrap();
        let files = crate::files::NoFiles;
        let whole = crate::render_noted_until(&cfg, &files, &Cancel::new()).unwrap();
        assert!(whole.files.len() > 1);
        let cancel = Cancel::new();
        cancel.cancel();
        let e = crate::render_noted_until(&cfg, &files, &cancel)
            .err()
            .expect("a cancelled run fails");
        assert!(!e.is_bad_input());
        assert!(e.chain().any(|c| c.is::<Cancelled>()), "{e}");
    }
}

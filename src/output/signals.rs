//! Taking SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM and SIGXFSZ on a thread of their own, so a run stopped before its
//! commit removes what it made. Every temporary, lock file and folder a run makes is noted
//! here, under the same lock, before it is made.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// What a signal removes: the run's temporaries, its lock files, the folders it made.
pub struct Cleanup {
    pub(super) temps: Vec<PathBuf>,
    pub(super) locks: Vec<PathBuf>,
    pub(super) dirs: Vec<(PathBuf, Option<(u64, u64)>)>,
}

impl Cleanup {
    /// Forgets the temporaries in `dir` (committed, or removed by their owner).
    pub(super) fn forget_temps_in(&mut self, dir: &Path) {
        self.temps
            .retain(|t| t.parent() != Some(dir) || std::fs::symlink_metadata(t).is_ok());
    }

    fn remove_all(&mut self) {
        for t in self.temps.drain(..) {
            let _ = std::fs::remove_file(t);
        }
        for l in self.locks.drain(..) {
            let _ = std::fs::remove_file(l);
        }
        // Deepest first, and only while empty.
        for (d, id) in self.dirs.drain(..) {
            crate::output::remove_own_dir(&d, id);
        }
    }
}

pub(super) static CLEANUP: Mutex<Cleanup> = Mutex::new(Cleanup {
    temps: Vec::new(),
    locks: Vec::new(),
    dirs: Vec::new(),
});

/// The list, locked: a signal is handled only once it is free.
pub fn lock() -> MutexGuard<'static, Cleanup> {
    CLEANUP.lock().unwrap_or_else(|e| e.into_inner())
}

/// The signals that end a run after its clean-up: those of a terminal (Ctrl-C, Ctrl-\\,
/// a closed terminal), `kill`, an alarm, and a file over `ulimit -f` (SIGXFSZ: blocked,
/// the write fails instead with "File too large" and the run cleans up as for any error).
#[cfg(unix)]
pub const SIGNALS: [libc::c_int; 6] = [
    libc::SIGINT,
    libc::SIGTERM,
    libc::SIGHUP,
    libc::SIGQUIT,
    libc::SIGALRM,
    libc::SIGXFSZ,
];

/// Blocks the signals of [`SIGNALS`] in this thread (and the threads it starts later) and starts
/// the thread that waits for them. Signals the process was started ignoring (`nohup`)
/// stay ignored. Call before starting other threads; once per process.
pub fn install() {
    #[cfg(unix)]
    {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            for s in SIGNALS {
                let mut old: libc::sigaction = std::mem::zeroed();
                libc::sigaction(s, std::ptr::null(), &mut old);
                if old.sa_sigaction != libc::SIG_IGN {
                    libc::sigaddset(&mut set, s);
                }
            }
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
            let _ = std::thread::Builder::new()
                .name("signals".into())
                .spawn(move || wait(set));
        });
    }
}

#[cfg(unix)]
fn wait(set: libc::sigset_t) {
    let mut sig = 0;
    loop {
        if unsafe { libc::sigwait(&set, &mut sig) } == 0 {
            break;
        }
    }
    // Held until the process ends: nothing new is made after the clean-up.
    let mut cleanup = lock();
    cleanup.remove_all();
    unsafe {
        libc::signal(sig, libc::SIG_DFL);
        let mut one: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut one);
        libc::sigaddset(&mut one, sig);
        libc::pthread_sigmask(libc::SIG_UNBLOCK, &one, std::ptr::null_mut());
        libc::raise(sig);
    }
    std::process::exit(128 + sig);
}

//! The real binary where runs meet: two writing into one folder, a run stopped by a signal
//! before its commit, and `--out` paths that are odd. Every wait is bounded by a count of
//! polls or by the child's own end, never by a timed assertion.
#![cfg(unix)]

use crate::common;

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};

use boardgen::output::signals::SIGNALS;
use common::boardgen;

/// Polls (every 5 ms, at most `tries` times) until `ready`; false if it never was.
fn poll(tries: u32, mut ready: impl FnMut() -> bool) -> bool {
    for _ in 0..tries {
        if ready() {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    false
}

/// The files in `dir`, but for the manifest of its sets that each run keeps there.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != ".boardgen.manifest")
        .collect();
    v.sort();
    v
}

fn has_part(dir: &Path) -> bool {
    fs::read_dir(dir).is_ok_and(|r| {
        r.flatten()
            .any(|e| e.file_name().to_string_lossy().ends_with(".part"))
    })
}

/// A slow run writing into `out`: 300 dpi previews of both games, about a second alone, its
/// temporaries there for most of it.
fn slow_run(out: &Path) -> Child {
    slow_run_ignoring(out, &[])
}

/// [`slow_run`] started ignoring `ignored` and taking every other signal a run cleans up
/// after ([`SIGNALS`]) as the default does, whatever this test process was started with: a
/// background job of a shell without job control (`cargo test &`, a CI runner) ignores
/// SIGINT and SIGQUIT, and its children would inherit that.
fn slow_run_ignoring(out: &Path, ignored: &'static [libc::c_int]) -> Child {
    use std::os::unix::process::CommandExt;
    let mut cmd = boardgen();
    cmd.args(["png", "--dpi", "300", "--out"])
        .arg(out)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    unsafe {
        cmd.pre_exec(move || {
            for s in SIGNALS {
                let how = if ignored.contains(&s) {
                    libc::SIG_IGN
                } else {
                    libc::SIG_DFL
                };
                if libc::signal(s, how) == libc::SIG_ERR {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    cmd.spawn().unwrap()
}

/// Holds `dir`'s lock as a run would: a second run waits (saying so), and leaves alone the
/// files it finds meanwhile, whatever process ids they name (here one that no process has,
/// as a run in another PID namespace would look); once the lock is free it writes its set
/// and removes what the gone run left.
#[test]
fn a_second_run_waits_for_the_lock_and_then_cleans_up() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    fs::create_dir(&out).unwrap();
    let foreign = out.join(".boardgen-999999999-abc.part");
    fs::write(&foreign, b"another namespace's run").unwrap();
    let lock = fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(out.join(".boardgen.lock"))
        .unwrap();
    rustix::fs::flock(&lock, rustix::fs::FlockOperation::LockExclusive).unwrap();
    let mut b = boardgen()
        .args([
            "pdf",
            "--sheets",
            "pieces",
            "--game",
            "royal-carpet",
            "--out",
        ])
        .arg(&out)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = BufReader::new(b.stderr.take().unwrap());
    let mut first = String::new();
    // Returns at the note, or at the end of a run that did not wait.
    err.read_line(&mut first).unwrap();
    assert!(
        first.starts_with("note: another boardgen run is writing into '")
            && first.trim_end().ends_with("waiting for it to finish"),
        "{first:?}"
    );
    assert!(b.try_wait().unwrap().is_none(), "still waiting");
    assert!(foreign.exists(), "a locked folder's files are left alone");
    drop(lock);
    let o = b.wait_with_output().unwrap();
    assert!(o.status.success());
    let printed = String::from_utf8(o.stdout).unwrap();
    assert_eq!(printed.lines().count(), 1, "{printed}");
    assert!(Path::new(printed.trim_end()).exists());
    assert_eq!(names(&out), ["royal-carpet-colour-pieces.pdf"]);
}

/// A run killed between its renames whose process is an unreaped zombie (alive to
/// `kill(pid, 0)`): the next run, holding the lock, rolls its half commit back anyway.
#[test]
fn a_zombie_runs_half_commit_is_rolled_back() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    fs::create_dir(&out).unwrap();
    fs::write(out.join("old.pdf"), b"old").unwrap();
    let mut zombie = std::process::Command::new("sleep")
        .arg("30")
        .spawn()
        .unwrap();
    zombie.kill().unwrap(); // not waited for until the end: a zombie meanwhile
    let z = zombie.id();
    // Its half commit: old.pdf replaced (backup kept), new.pdf added.
    fs::rename(
        out.join("old.pdf"),
        out.join(format!(".boardgen-{z}-0.bak")),
    )
    .unwrap();
    fs::write(out.join("old.pdf"), b"new").unwrap();
    fs::write(out.join("new.pdf"), b"new").unwrap();
    fs::write(out.join(format!(".boardgen-{z}-x.part")), b"part").unwrap();
    // As a run writes it: each file also by content, the new one and the one moved to its
    // backup, sealed with the user's key.
    let sum = |n: &str| common::content_sum(&out.join(n));
    let journal = format!(".boardgen-{z}.journal");
    let body = format!(
        "old.pdf\t.boardgen-{z}-0.bak\t{}\t{}\nnew.pdf\t-\t{}\t-\n",
        sum("old.pdf"),
        sum(&format!(".boardgen-{z}-0.bak")),
        sum("new.pdf")
    );
    fs::write(out.join(&journal), common::sealed(&journal, &body)).unwrap();
    let o = boardgen()
        .args([
            "pdf",
            "--sheets",
            "pieces",
            "--game",
            "royal-carpet",
            "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    zombie.wait().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(names(&out), ["old.pdf", "royal-carpet-colour-pieces.pdf"]);
    assert_eq!(fs::read(out.join("old.pdf")).unwrap(), b"old");
}

/// Two real runs into one folder, one started while the other is writing: the second
/// finishes after the first, so the folder ends with the second run's whole set, every path
/// it printed is its own file, and no page of the other's is mixed in.
#[test]
fn two_runs_into_one_folder_never_mix() {
    let mut waited = 0;
    for _ in 0..3 {
        let d = tempfile::tempdir().unwrap();
        let out = d.path().join("out");
        let mut a = slow_run(&out);
        assert!(
            poll(4000, || has_part(&out)),
            "the first run started writing"
        );
        let b = boardgen()
            .args(["png", "--dpi", "30", "--paper", "letter", "--out"])
            .arg(&out)
            .output()
            .unwrap();
        // On a fast machine the first run may have finished before the second started.
        let a_done_before = String::from_utf8_lossy(&b.stderr).contains("waiting");
        let a_status = a.try_wait().unwrap();
        let a_out = a.wait_with_output().unwrap();
        assert!(a_out.status.success() && b.status.success());
        if !a_done_before && a_status.is_none() {
            panic!("the second run finished while the first was still writing");
        }
        if !a_done_before {
            continue;
        }
        waited += 1;
        let printed: Vec<PathBuf> = String::from_utf8(b.stdout)
            .unwrap()
            .lines()
            .map(PathBuf::from)
            .collect();
        assert!(!printed.is_empty());
        for p in &printed {
            // Letter at 30 dpi: 255 x 330 pixels (portrait or landscape).
            let bytes = fs::read(p).unwrap();
            let (w, h, _) = common::rgb_pixels(&bytes);
            assert_eq!((w.min(h), w.max(h)), (255, 330), "{}", p.display());
        }
        assert_eq!(names(&out).len(), printed.len(), "{:?}", names(&out));
        break;
    }
    assert_eq!(
        waited, 1,
        "in three tries the second run never met the first"
    );
}

/// SIGINT or SIGTERM before the commit: the run removes its temporaries and the folders it
/// made, keeps an existing folder's files, and ends as the signal would.
#[test]
fn a_signal_before_the_commit_leaves_nothing_behind() {
    use std::os::unix::process::ExitStatusExt;
    for (sig, fresh) in [
        (libc::SIGINT, true),
        (libc::SIGTERM, false),
        (libc::SIGQUIT, true),
        (libc::SIGALRM, false),
        (libc::SIGXFSZ, true),
    ] {
        let mut caught = false;
        // A run that finished before the signal came proves nothing: try again (at most 5).
        for _ in 0..5 {
            let d = tempfile::tempdir().unwrap();
            let top = d.path().join("new");
            let out = if fresh {
                top.join("deeper")
            } else {
                fs::create_dir(&top).unwrap();
                fs::write(top.join("mine.txt"), b"keep").unwrap();
                top.clone()
            };
            let mut run = slow_run(&out);
            assert!(poll(4000, || has_part(&out)), "the run started writing");
            unsafe { libc::kill(run.id() as libc::pid_t, sig) };
            let status = run.wait().unwrap();
            if status.success() {
                continue;
            }
            assert_eq!(status.signal(), Some(sig), "{status:?}");
            if fresh {
                assert!(!top.exists(), "{:?}", names(&top));
            } else {
                assert_eq!(names(&top), ["mine.txt"]);
            }
            caught = true;
            break;
        }
        assert!(caught, "signal {sig} never came before the commit");
    }
}

/// A signal the run was started ignoring (`nohup`, a background job without job control)
/// stays ignored: the run goes on and commits its whole set.
#[test]
fn a_signal_the_run_was_started_ignoring_stays_ignored() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("new");
    let run = slow_run_ignoring(&out, &[libc::SIGINT, libc::SIGHUP]);
    assert!(poll(4000, || has_part(&out)), "the run started writing");
    for sig in [libc::SIGINT, libc::SIGHUP] {
        unsafe { libc::kill(run.id() as libc::pid_t, sig) };
    }
    let o = run.wait_with_output().unwrap();
    assert!(
        o.status.success(),
        "{:?} {}",
        o.status,
        String::from_utf8_lossy(&o.stderr)
    );
    let listed = String::from_utf8_lossy(&o.stdout).lines().count();
    assert!(listed > 2, "{listed} files listed");
    assert_eq!(names(&out).len(), listed, "{:?}", names(&out));
    assert!(!has_part(&out));
}

/// The folder of a run removed (`rm -rf`) while it writes, and made again by a second run:
/// the first keeps to the folder it locked, by handle, so in 20 rounds the folder ends with
/// exactly the second run's set, every page of its paper, and nothing of the first run (nor
/// its lock file left, nor the second's removed from under it).
#[test]
fn a_folder_removed_under_a_run_never_mixes_two_sets() {
    let mut met = 0;
    for _ in 0..20 {
        let d = tempfile::tempdir().unwrap();
        let out = d.path().join("d");
        let first = boardgen()
            .args(["png", "--dpi", "60", "--paper", "a3", "--out"])
            .arg(&out)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        assert!(
            poll(4000, || has_part(&out)),
            "the first run started writing"
        );
        // The first run may be making a file as the folder goes: try again until gone.
        assert!(poll(200, || fs::remove_dir_all(&out).is_ok() && !out.exists()));
        let second = boardgen()
            .args(["png", "--dpi", "60", "--paper", "letter", "--out"])
            .arg(&out)
            .output()
            .unwrap();
        let first = first.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&second.stderr);
        assert!(second.status.success(), "{err}");
        let mut printed: Vec<String> = String::from_utf8(second.stdout)
            .unwrap()
            .lines()
            .map(|l| {
                Path::new(l)
                    .file_name()
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        printed.sort();
        assert_eq!(names(&out), printed, "only the second run's set");
        for n in &printed {
            let (w, h, _) = common::rgb_pixels(&fs::read(out.join(n)).unwrap());
            assert_eq!((w.min(h), w.max(h)), (510, 660), "{n} is a letter page");
        }
        let first_err = String::from_utf8_lossy(&first.stderr);
        if !first.status.success() {
            assert!(
                first_err.contains("was removed or replaced while this run was writing"),
                "{first_err}"
            );
            met += 1;
        }
    }
    assert!(met > 0, "the folder was never removed under a running run");
}

/// A run replaces the set it makes again whole, knowing its files from the folder's
/// manifest: SVGs on A4 then on A3 into one folder leave exactly the A3 pages (the A4 set's
/// extra pages go), and every other file stays: a user's own, one named like a page, and
/// another set (the black-and-white one).
#[test]
fn a_set_made_again_replaces_its_old_pages_and_nothing_else() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    let file_names = |paths: Vec<PathBuf>| -> Vec<String> {
        paths
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect()
    };
    let a4 = file_names(common::run_ok(&out, &["svg", "--paper", "a4"]));
    let mono = file_names(common::run_ok(
        &out,
        &["svg", "--paper", "a4", "--mono", "--game", "royal-carpet"],
    ));
    let mine = ["mine.svg", "royal-carpet-colour-board-9.svg"];
    for m in mine {
        fs::write(out.join(m), b"keep").unwrap();
    }
    let a3 = file_names(common::run_ok(&out, &["svg", "--paper", "a3"]));
    assert!(
        a4.iter().any(|n| !a3.contains(n)),
        "A4 has pages A3 has not"
    );
    let mut want: Vec<String> = a3.iter().chain(&mono).cloned().collect();
    want.extend(mine.iter().map(|m| m.to_string()));
    want.sort();
    assert_eq!(names(&out), want);
    for m in mine {
        assert_eq!(fs::read(out.join(m)).unwrap(), b"keep");
    }
    // One game made again leaves the other game's set alone.
    let rc = file_names(common::run_ok(
        &out,
        &["svg", "--paper", "letter", "--game", "royal-carpet"],
    ));
    let left = names(&out);
    assert!(rc.iter().all(|n| left.contains(n)));
    assert!(a3
        .iter()
        .filter(|n| n.starts_with("camels-and-carpets"))
        .all(|n| left.contains(n)));
    assert!(a3
        .iter()
        .filter(|n| n.starts_with("royal-carpet") && !rc.contains(n))
        .all(|n| !left.contains(n)));
}

/// A `.boardgen.lock` that is a symbolic link is never followed: one line naming it and
/// what to do, exit code 2, and the link and what it points at left alone.
#[test]
fn a_symbolic_link_for_the_lock_file_says_what_to_do() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    fs::create_dir(&out).unwrap();
    fs::write(d.path().join("target"), b"keep").unwrap();
    for to in [d.path().join("target"), d.path().join("nowhere")] {
        let _ = fs::remove_file(out.join(".boardgen.lock"));
        std::os::unix::fs::symlink(&to, out.join(".boardgen.lock")).unwrap();
        let o = boardgen()
            .args(["pdf", "--sheets", "pieces", "--out"])
            .arg(&out)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(
            err.contains("'.boardgen.lock' is a symbolic link") && err.contains("remove it"),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
        assert_eq!(names(&out), [".boardgen.lock"]);
    }
    assert_eq!(fs::read(d.path().join("target")).unwrap(), b"keep");
    assert!(!d.path().join("nowhere").exists());
}

/// A file over `ulimit -f`: the write fails ("File too large") rather than the process
/// dying of SIGXFSZ, and the run removes its temporaries, lock file and folder.
#[test]
fn a_file_size_limit_leaves_nothing_behind() {
    use std::os::unix::process::CommandExt;
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("new");
    let mut cmd = boardgen();
    cmd.args(["png", "--dpi", "100", "--game", "royal-carpet", "--out"])
        .arg(&out);
    unsafe {
        cmd.pre_exec(|| {
            let lim = libc::rlimit {
                rlim_cur: 50_000,
                rlim_max: 50_000,
            };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &lim) == 0 {
                Ok(())
            } else {
                Err(std::io::Error::last_os_error())
            }
        });
    }
    let o = cmd.output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("too large") && err.lines().count() == 1,
        "{err}"
    );
    assert!(!out.exists(), "{:?}", names(&out));
}

/// `--out` that cannot be a folder is bad input (exit 2), and written paths are printed one
/// per line, exactly, escaped as error messages escape them.
#[test]
fn odd_out_paths() {
    let d = tempfile::tempdir().unwrap();
    let dangling = d.path().join("link");
    std::os::unix::fs::symlink(d.path().join("nowhere"), &dangling).unwrap();
    let long = d.path().join("x".repeat(300));
    for out in [&dangling, &long] {
        let o = boardgen()
            .args(["pdf", "--sheets", "pieces", "--out"])
            .arg(out)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(
            err.starts_with("error: --out '") && err.lines().count() == 1,
            "{err}"
        );
    }
    assert!(!d.path().join("nowhere").exists());
    use std::os::unix::ffi::OsStrExt;
    let odd = d
        .path()
        .join(std::ffi::OsStr::from_bytes(b"new\nline \xdf\xff"));
    let o = boardgen()
        .args([
            "pdf",
            "--sheets",
            "pieces",
            "--game",
            "royal-carpet",
            "--out",
        ])
        .arg(&odd)
        .output()
        .unwrap();
    assert!(o.status.success());
    let printed = String::from_utf8(o.stdout).unwrap();
    let want = format!(
        "{}/new\\u{{A}}line \\x{{DF}}\\x{{FF}}/royal-carpet-colour-pieces.pdf\n",
        d.path().display()
    );
    assert_eq!(printed, want);
}

/// The run of the Royal Carpet pieces into `out`.
fn pieces(out: &Path) -> std::process::Command {
    let mut c = boardgen();
    c.args([
        "pdf",
        "--game",
        "royal-carpet",
        "--sheets",
        "pieces",
        "--out",
    ])
    .arg(out);
    c
}

/// A run of the Royal Carpet pieces into `out`: its exit code and standard error.
fn pieces_run(out: &Path) -> (Option<i32>, String) {
    let o = pieces(out).output().unwrap();
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// A folder holding a user's files: `notes.txt`, `thesis.pdf`, and `outside.pdf` beside it.
fn users_folder() -> (tempfile::TempDir, PathBuf) {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    fs::create_dir(&out).unwrap();
    fs::write(out.join("notes.txt"), b"my notes").unwrap();
    fs::write(out.join("thesis.pdf"), b"my thesis").unwrap();
    fs::write(d.path().join("outside.pdf"), b"outside").unwrap();
    (d, out)
}

fn assert_users_files(d: &Path, out: &Path) {
    assert_eq!(fs::read(out.join("notes.txt")).unwrap(), b"my notes");
    assert_eq!(fs::read(out.join("thesis.pdf")).unwrap(), b"my thesis");
    assert_eq!(fs::read(d.join("outside.pdf")).unwrap(), b"outside");
}

/// Planted journals (#44.1): whatever a `.boardgen-PID.journal` says (as a run of an older
/// boardgen wrote it, with identities made up, with CRLF, naming a link or a folder or a
/// path outside), a run restores and removes only what that run made; everything else it
/// names is left alone and said in a note. Its own-named litter is removed.
#[test]
fn planted_journals_never_touch_a_users_files() {
    let journals = [
        "notes.txt\t-\nthesis.pdf\t.boardgen-99999-0.bak\n".to_string(),
        "notes.txt\t-\t1.2\t-\r\nthesis.pdf\t.boardgen-99999-0.bak\t3.4\t5.6\r\n".into(),
        "thesis.pdf\t.boardgen-99999-0.bak\t-\t-\n../outside.pdf\t-\t1.1\t-\nlink.pdf\t-\t1.1\t-\nfolder.pdf\t.boardgen-99999-0.bak\t1.1\t1.1\n".into(),
    ];
    for journal in journals {
        let (d, out) = users_folder();
        std::os::unix::fs::symlink(d.path().join("outside.pdf"), out.join("link.pdf")).unwrap();
        fs::create_dir(out.join("folder.pdf")).unwrap();
        fs::write(out.join(".boardgen-99999.journal"), &journal).unwrap();
        fs::write(out.join(".boardgen-99999-0.bak"), b"EVIL CONTENT").unwrap();
        let (code, err) = pieces_run(&out);
        assert_eq!(code, Some(0), "{err}");
        assert_users_files(d.path(), &out);
        assert!(out.join("link.pdf").is_symlink() && out.join("folder.pdf").is_dir());
        assert!(
            err.lines().any(|l| l.starts_with("note: '")
                && l.contains(
                    ".boardgen-99999.journal' was not followed (it is not sealed with your key"
                )),
            "{journal:?}: {err}"
        );
        assert_eq!(
            names(&out),
            [
                "folder.pdf",
                "link.pdf",
                "notes.txt",
                "royal-carpet-colour-pieces.pdf",
                "thesis.pdf"
            ],
            "{journal:?}"
        );
    }
}

/// A planted `.boardgen.manifest` (#44.2) removes nothing: not sealed with the user's key,
/// it is not followed, whatever it names (a user's files, links, folders, names with a
/// path, files of the set's own names), CRLF or not; a note says so.
#[test]
fn a_planted_manifest_never_widens_what_a_run_removes() {
    let (d, out) = users_folder();
    let set = "royal-carpet-colour-pieces.pdf";
    std::os::unix::fs::symlink(
        d.path().join("outside.pdf"),
        out.join("royal-carpet-link.pdf"),
    )
    .unwrap();
    fs::create_dir(out.join("royal-carpet-folder.pdf")).unwrap();
    fs::write(out.join("royal-carpet-notes.txt"), b"mine").unwrap();
    fs::write(
        out.join("camels-and-carpets-colour-pieces.pdf"),
        b"another game's",
    )
    .unwrap();
    fs::write(
        out.join("royal-carpet-colour-old.pdf"),
        b"an old page of the set",
    )
    .unwrap();
    let manifest = format!(
        "{set}\tnotes.txt\n{set}\tthesis.pdf\r\n{set}\t../outside.pdf\r\n{set}\troyal-carpet-link.pdf\n\
         {set}\troyal-carpet-folder.pdf\n{set}\troyal-carpet-notes.txt\n\
         {set}\tcamels-and-carpets-colour-pieces.pdf\r\n{set}\troyal-carpet-colour-old.pdf\r\n"
    );
    fs::write(out.join(".boardgen.manifest"), manifest).unwrap();
    let (code, err) = pieces_run(&out);
    assert_eq!(code, Some(0), "{err}");
    assert_users_files(d.path(), &out);
    assert!(
        err.lines().any(|l| l.starts_with("note: '")
            && l.contains(".boardgen.manifest' was not followed (it is not sealed with your key")),
        "{err}"
    );
    assert_eq!(
        names(&out),
        [
            "camels-and-carpets-colour-pieces.pdf",
            "notes.txt",
            "royal-carpet-colour-old.pdf",
            "royal-carpet-colour-pieces.pdf",
            "royal-carpet-folder.pdf",
            "royal-carpet-link.pdf",
            "royal-carpet-notes.txt",
            "thesis.pdf"
        ]
    );
}

/// The user's own files named as a game's files are (`camels-and-carpets-notes.pdf`,
/// `royal-carpet-my-board.svg`), listed in a planted manifest as files of the sets the run
/// makes, are not removed: the manifest is not sealed with the user's key. Neither when the
/// planted manifest names their content and ends in a seal made without the key.
#[test]
fn a_planted_manifest_naming_the_users_game_files_removes_neither() {
    let hex = |b: &[u8]| -> String { blake3::hash(b).to_hex().to_string() };
    let mine = b"mine\n";
    let bodies = [
        "camels-and-carpets-colour.pdf\tcamels-and-carpets-notes.pdf\nroyal-carpet-colour.pdf\troyal-carpet-my-board.svg\n".to_string(),
        format!(
            "camels-and-carpets-colour.pdf\tcamels-and-carpets-notes.pdf\t{0}\nroyal-carpet-colour.pdf\troyal-carpet-my-board.svg\t{0}\n",
            hex(mine)
        ),
    ];
    for body in bodies {
        let d = tempfile::tempdir().unwrap();
        let out = d.path();
        fs::write(out.join("camels-and-carpets-notes.pdf"), mine).unwrap();
        fs::write(out.join("royal-carpet-my-board.svg"), mine).unwrap();
        let forged = format!("{body}seal\t{}\n", hex(body.as_bytes()));
        fs::write(out.join(".boardgen.manifest"), forged).unwrap();
        let o = boardgen().args(["pdf", "--out"]).arg(out).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(0), "{err}");
        assert_eq!(
            fs::read(out.join("camels-and-carpets-notes.pdf")).unwrap(),
            mine
        );
        assert_eq!(
            fs::read(out.join("royal-carpet-my-board.svg")).unwrap(),
            mine
        );
        assert!(
            err.contains(".boardgen.manifest' was not followed (it is not sealed with your key"),
            "{err}"
        );
    }
}

/// A planted journal giving the device and inode of the user's `thesis.pdf` (as the
/// journal of a run that made it) removes nothing; with a planted backup beside it, the
/// thesis's bytes are not replaced either.
#[test]
fn a_planted_journal_naming_a_files_inode_removes_or_replaces_nothing() {
    use std::os::unix::fs::MetadataExt;
    for with_backup in [false, true] {
        let d = tempfile::tempdir().unwrap();
        let out = d.path();
        fs::write(out.join("thesis.pdf"), b"%PDF thesis").unwrap();
        let m = fs::metadata(out.join("thesis.pdf")).unwrap();
        let id = format!("{}.{}", m.dev(), m.ino());
        let journal = if with_backup {
            fs::write(out.join(".boardgen-99999-0.bak"), b"EVIL").unwrap();
            let b = fs::metadata(out.join(".boardgen-99999-0.bak")).unwrap();
            format!(
                "thesis.pdf\t.boardgen-99999-0.bak\t{id}\t{}.{}\n",
                b.dev(),
                b.ino()
            )
        } else {
            format!("thesis.pdf\t-\t{id}\t-\n")
        };
        fs::write(out.join(".boardgen-99999.journal"), journal).unwrap();
        let o = boardgen()
            .args(["pdf", "--game", "royal-carpet", "--out"])
            .arg(out)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{o:?}");
        assert_eq!(fs::read(out.join("thesis.pdf")).unwrap(), b"%PDF thesis");
        assert!(!out.join(".boardgen-99999.journal").exists());
    }
}

/// In a folder everyone may write with the sticky bit (as /tmp), another user, who cannot
/// remove root's files, plants a journal, a backup and a manifest naming root's
/// `thesis.pdf` and `camels-and-carpets-notes.pdf`: root's next run removes neither, and
/// leaves the other user's files as they are. Needs root, to act as two users.
#[test]
fn in_a_shared_sticky_folder_another_users_plants_remove_none_of_roots_files() {
    // SAFETY: geteuid cannot fail.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: acting as two users needs root");
        return;
    }
    use std::os::unix::fs::PermissionsExt;
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("shared");
    fs::create_dir(&out).unwrap();
    fs::set_permissions(&out, fs::Permissions::from_mode(0o1777)).unwrap();
    fs::write(out.join("thesis.pdf"), b"%PDF thesis").unwrap();
    fs::write(out.join("camels-and-carpets-notes.pdf"), b"notes").unwrap();
    let planted = [
        (
            ".boardgen-99999.journal",
            "thesis.pdf\t-\t-\t-\ncamels-and-carpets-notes.pdf\t.boardgen-99999-0.bak\t-\t-\n",
        ),
        (".boardgen-99999-0.bak", "EVIL"),
        (
            ".boardgen.manifest",
            "camels-and-carpets-colour.pdf\tcamels-and-carpets-notes.pdf\n",
        ),
    ];
    for (name, text) in planted {
        fs::write(out.join(name), text).unwrap();
        std::os::unix::fs::chown(out.join(name), Some(65534), Some(65534)).unwrap();
    }
    let o = boardgen()
        .args(["pdf", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    assert_eq!(fs::read(out.join("thesis.pdf")).unwrap(), b"%PDF thesis");
    assert_eq!(
        fs::read(out.join("camels-and-carpets-notes.pdf")).unwrap(),
        b"notes"
    );
    assert_eq!(
        fs::read(out.join(".boardgen-99999-0.bak")).unwrap(),
        b"EVIL"
    );
    assert!(out.join(".boardgen-99999.journal").exists());
    // The other user's manifest is not replaced by root's either: no record is kept.
    let m = fs::symlink_metadata(out.join(".boardgen.manifest")).unwrap();
    assert_eq!(std::os::unix::fs::MetadataExt::uid(&m), 65534);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("is not a file boardgen wrote for you (another user's"),
        "{err}"
    );
}

/// A `.boardgen.manifest` that is a folder (#44.3) is left as it is, never moved to a
/// backup that stays, and said in a note; a link of that name too.
#[test]
fn a_manifest_that_is_a_folder_or_link_is_left_alone() {
    let (d, out) = users_folder();
    fs::create_dir(out.join(".boardgen.manifest")).unwrap();
    fs::write(out.join(".boardgen.manifest/inside.txt"), b"kept").unwrap();
    for _ in 0..2 {
        let (code, err) = pieces_run(&out);
        assert_eq!(code, Some(0), "{err}");
        assert!(
            err.contains(
                ".boardgen.manifest' is not a file boardgen wrote for you (a folder or a link)"
            ),
            "{err}"
        );
        assert_eq!(
            fs::read(out.join(".boardgen.manifest/inside.txt")).unwrap(),
            b"kept"
        );
        assert_eq!(
            names(&out),
            ["notes.txt", "royal-carpet-colour-pieces.pdf", "thesis.pdf"],
            "no backup left"
        );
    }
    fs::remove_dir_all(out.join(".boardgen.manifest")).unwrap();
    std::os::unix::fs::symlink(d.path().join("outside.pdf"), out.join(".boardgen.manifest"))
        .unwrap();
    let (code, err) = pieces_run(&out);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.join(".boardgen.manifest").is_symlink(), "{err}");
    assert_users_files(d.path(), &out);
}

/// The run's time and peak memory (bytes), measured by the kernel for that child alone.
// The child is reaped by `wait4`, which gives its own resource use (`Child::wait` does not).
#[allow(clippy::zombie_processes)]
fn measured(out: &Path) -> (std::time::Duration, i64, Option<i32>, String) {
    use std::os::unix::process::ExitStatusExt;
    let start = std::time::Instant::now();
    let child = pieces(out)
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id() as libc::pid_t;
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.unwrap(), &mut err).unwrap();
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    assert_eq!(unsafe { libc::wait4(pid, &mut status, 0, &mut usage) }, pid);
    let code = std::process::ExitStatus::from_raw(status).code();
    (start.elapsed(), usage.ru_maxrss * 1024, code, err)
}

/// A planted 1.5 GB journal (#44.4, sparse: no disk taken) is not read whole: the run costs
/// under a second and 100 MB more than the same run without it, says so in a note, and
/// removes it.
#[test]
fn a_huge_planted_journal_is_read_capped() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    fs::create_dir(&out).unwrap();
    let (base_time, base_mem, code, err) = measured(&out);
    assert_eq!(code, Some(0), "{err}");
    let journal = out.join(".boardgen-99998.journal");
    fs::File::create(&journal)
        .unwrap()
        .set_len(1_500_000_000)
        .unwrap();
    let (time, mem, code, err) = measured(&out);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        time < base_time + std::time::Duration::from_secs(1),
        "{time:?} against {base_time:?}"
    );
    assert!(
        mem < base_mem + 100_000_000,
        "{mem} bytes against {base_mem}"
    );
    assert!(
        err.contains(".boardgen-99998.journal' was not read (larger than"),
        "{err}"
    );
    assert!(!journal.exists());
}

/// A disk that fills during the run (#44.3), on a small tmpfs of its own (in a mount
/// namespace; skipped where one cannot be made): at every amount of room left, the run
/// writes its whole set or fails with exit 1 and one line naming where, leaving no
/// `.boardgen-` file (no empty journal) and no file of its own behind. One amount leaves
/// room for the set and its manifest but not the journal: the message names the folder.
#[test]
fn a_full_disk_leaves_nothing_half_written() {
    let d = tempfile::tempdir().unwrap();
    let mount = d.path().join("disk");
    let errs = d.path().join("errs");
    fs::create_dir_all(&errs).unwrap();
    let bin = crate::common::bin();
    let bin = bin.to_str().unwrap();
    // For k pages of room: fill the rest, run, note the exit code and what is left.
    let script = r#"
set -u
mount -t tmpfs -o size=256k tmpfs "$M" || exit 99
for k in $(seq 1 12); do
  rm -rf "$M"/*; mkdir "$M/out"; echo mine > "$M/out/notes.txt"
  avail=$(df -B1 --output=avail "$M" | tail -1)
  head -c $((avail - k*4096)) /dev/zero > "$M/filler" 2>/dev/null
  PAPERSIZE=a4 LANG=C.UTF-8 "$B" pdf --game royal-carpet --sheets pieces --out "$M/out" >/dev/null 2>"$E/$k"
  echo "$k $? $(ls -A "$M/out" | tr '\n' ' ')"
  cat "$M/out/notes.txt" >> "$E/$k.notes"
done
umount "$M"
"#;
    fs::create_dir_all(&mount).unwrap();
    let o = std::process::Command::new("unshare")
        .args(["-m", "--propagation", "private", "sh", "-c", script])
        .env("M", &mount)
        .env("E", &errs)
        .env("B", bin)
        .output();
    let Ok(o) = o
        .as_ref()
        .map_err(|e| eprintln!("skipped: no unshare ({e})"))
    else {
        return;
    };
    if !o.status.success() {
        eprintln!(
            "skipped: no tmpfs in a mount namespace here: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        return;
    }
    let mut journal_full = false;
    for line in String::from_utf8(o.stdout.clone()).unwrap().lines() {
        let mut parts = line.splitn(3, ' ');
        let (k, code) = (parts.next().unwrap(), parts.next().unwrap());
        let left: Vec<&str> = parts.next().unwrap_or("").split_whitespace().collect();
        let err = fs::read_to_string(errs.join(k)).unwrap();
        assert_eq!(
            fs::read_to_string(errs.join(format!("{k}.notes"))).unwrap(),
            "mine\n"
        );
        assert!(
            left.iter().all(|n| !n.starts_with(".boardgen-")),
            "{k}: {left:?} {err}"
        );
        if code == "0" {
            assert!(
                left.contains(&"royal-carpet-colour-pieces.pdf"),
                "{k}: {left:?}"
            );
            continue;
        }
        assert_eq!(code, "1", "{k}: {err}");
        assert_eq!(left, ["notes.txt"], "{k}: {err}");
        assert!(
            err.starts_with("error: cannot write ")
                && err.contains("free some space")
                && err.lines().count() == 1,
            "{k}: {err}"
        );
        journal_full |= err.starts_with(&format!(
            "error: cannot write into the folder '{}':",
            mount.join("out").display()
        ));
    }
    assert!(journal_full, "{}", String::from_utf8_lossy(&o.stdout));
}

/// A `.boardgen.lock` that is a folder is named, and refused as bad input (exit 2) as a
/// folder that cannot be written is; the folder is left as it is.
#[test]
fn a_lock_file_that_is_a_folder_is_named_and_refused_with_exit_2() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    fs::create_dir_all(out.join(".boardgen.lock")).unwrap();
    let (code, err) = pieces_run(&out);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("its '.boardgen.lock' is a folder, not boardgen's lock file; remove it ("),
        "{err}"
    );
    assert!(out.join(".boardgen.lock").is_dir());
}

//! The real binary where runs meet: two writing into one folder, a run stopped by a signal
//! before its commit, and `--out` paths that are odd. Every wait is bounded by a count of
//! polls or by the child's own end, never by a timed assertion.
#![cfg(unix)]

use crate::common;

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};

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

/// A slow run (300 dpi previews of one game, some seconds) writing into `out`.
fn slow_run(out: &Path) -> Child {
    boardgen()
        .args([
            "png",
            "--dpi",
            "300",
            "--game",
            "camels-and-carpets",
            "--out",
        ])
        .arg(out)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
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
    fs::write(
        out.join(format!(".boardgen-{z}.journal")),
        format!("old.pdf\t.boardgen-{z}-0.bak\nnew.pdf\t-\n"),
    )
    .unwrap();
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
            .args(["png", "--dpi", "30", "--paper", "letter", "--game"])
            .args(["camels-and-carpets", "--out"])
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
        // A run that finished before the signal came proves nothing: try again (at most 3).
        for _ in 0..3 {
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
        assert!(caught, "the signal never came before the commit");
    }
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

//! A tagged figure's `/BBox` read back against what the file draws for it: the content
//! stream interpreted (transforms, paths, strokes, clips, forms and images), the ink of
//! each figure's marked content gathered, and the box round it within a point.

use std::collections::{BTreeMap, BTreeSet};

use lopdf::content::Content;
use lopdf::{Dictionary, Document, Object, ObjectId};

/// Points, y up: left, bottom, right, top.
type Box4 = [f64; 4];

fn union(a: Option<Box4>, b: Box4) -> Option<Box4> {
    Some(match a {
        None => b,
        Some(a) => [
            a[0].min(b[0]),
            a[1].min(b[1]),
            a[2].max(b[2]),
            a[3].max(b[3]),
        ],
    })
}

fn meet(a: Box4, b: Box4) -> Option<Box4> {
    let r = [
        a[0].max(b[0]),
        a[1].max(b[1]),
        a[2].min(b[2]),
        a[3].min(b[3]),
    ];
    (r[0] <= r[2] && r[1] <= r[3]).then_some(r)
}

/// A PDF matrix [a b c d e f] applied to a point.
fn apply(m: &[f64; 6], x: f64, y: f64) -> (f64, f64) {
    (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
}

/// `m` then `n` (PDF's `m × n`: `m` is the inner one, as `cm` concatenates).
fn times(m: &[f64; 6], n: &[f64; 6]) -> [f64; 6] {
    [
        m[0] * n[0] + m[1] * n[2],
        m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2],
        m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4],
        m[4] * n[1] + m[5] * n[3] + n[5],
    ]
}

fn num(o: &Object) -> f64 {
    o.as_float().map(f64::from).unwrap()
}

#[derive(Clone)]
struct State {
    ctm: [f64; 6],
    width: f64,
    clip: Option<Box4>,
}

/// What one content stream (a page's or a form's) draws, as it goes.
struct Ink<'a> {
    pdf: &'a Document,
    /// The figure each tagged id on the page belongs to.
    owner: &'a BTreeMap<i64, usize>,
    /// Each figure's ink so far.
    ink: Vec<Option<Box4>>,
}

impl Ink<'_> {
    /// Interprets `ops` under `state`, its ink going to the figure `inside` (the figure of
    /// the form's `Do`), else to the figure of the innermost tagged sequence.
    fn run(&mut self, content: &[u8], resources: &Dictionary, state: State, inside: Option<usize>) {
        let ops = Content::decode(content).unwrap().operations;
        let mut stack = Vec::new();
        let mut st = state;
        let mut path: Option<Box4> = None;
        // The figure of each open marked-content sequence, if any.
        let mut marked: Vec<Option<usize>> = Vec::new();
        for op in ops {
            let o = &op.operands;
            let figure = inside.or_else(|| marked.iter().rev().flatten().next().copied());
            let point = |st: &State, x: f64, y: f64| {
                let (x, y) = apply(&st.ctm, x, y);
                [x, y, x, y]
            };
            match op.operator.as_str() {
                "q" => stack.push(st.clone()),
                "Q" => st = stack.pop().unwrap(),
                "cm" => {
                    let m: Vec<f64> = o.iter().map(num).collect();
                    st.ctm = times(&[m[0], m[1], m[2], m[3], m[4], m[5]], &st.ctm);
                }
                "w" => st.width = num(&o[0]),
                "m" | "l" => path = union(path, point(&st, num(&o[0]), num(&o[1]))),
                "c" => {
                    for k in 0..3 {
                        path = union(path, point(&st, num(&o[2 * k]), num(&o[2 * k + 1])));
                    }
                }
                "re" => {
                    let [x, y, w, h] = [0, 1, 2, 3].map(|k| num(&o[k]));
                    for (px, py) in [(x, y), (x + w, y), (x, y + h), (x + w, y + h)] {
                        path = union(path, point(&st, px, py));
                    }
                }
                "W" | "W*" => {
                    if let Some(p) = path {
                        st.clip = Some(st.clip.map_or(p, |c| meet(c, p).unwrap_or([0.0; 4])));
                    }
                }
                "n" => path = None,
                "S" | "s" | "f" | "F" | "f*" | "B" | "B*" | "b" | "b*" => {
                    let stroke =
                        matches!(op.operator.as_str(), "S" | "s" | "B" | "B*" | "b" | "b*");
                    if let (Some(mut p), Some(f)) = (path.take(), figure) {
                        if stroke {
                            let scale =
                                (st.ctm[0] * st.ctm[3] - st.ctm[1] * st.ctm[2]).abs().sqrt();
                            let h = st.width * scale / 2.0;
                            p = [p[0] - h, p[1] - h, p[2] + h, p[3] + h];
                        }
                        let p = match st.clip {
                            Some(c) => meet(p, c),
                            None => Some(p),
                        };
                        if let Some(p) = p {
                            self.ink[f] = union(self.ink[f], p);
                        }
                    }
                    path = None;
                }
                "BMC" => marked.push(None),
                "BDC" => {
                    let mcid = match &o[1] {
                        Object::Dictionary(d) => d.get(b"MCID").ok().and_then(|m| m.as_i64().ok()),
                        _ => None,
                    };
                    marked.push(mcid.and_then(|m| self.owner.get(&m).copied()));
                }
                "EMC" => {
                    marked.pop();
                }
                "Do" => {
                    let Some(f) = figure else { continue };
                    let name = o[0].as_name().unwrap();
                    let xo = resources.get(b"XObject").unwrap();
                    let xo = match xo {
                        Object::Reference(id) => self.pdf.get_dictionary(*id).unwrap(),
                        other => other.as_dict().unwrap(),
                    };
                    let id = xo.get(name).unwrap().as_reference().unwrap();
                    let s = self.pdf.get_object(id).unwrap().as_stream().unwrap();
                    if s.dict.get(b"Subtype").unwrap().as_name().unwrap() == b"Image" {
                        let mut b = None;
                        for (x, y) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
                            b = union(b, point(&st, x, y));
                        }
                        let b = match st.clip {
                            Some(c) => meet(b.unwrap(), c),
                            None => b,
                        };
                        if let Some(b) = b {
                            self.ink[f] = union(self.ink[f], b);
                        }
                    } else {
                        let res = match s.dict.get(b"Resources") {
                            Ok(Object::Reference(r)) => {
                                self.pdf.get_dictionary(*r).unwrap().clone()
                            }
                            Ok(Object::Dictionary(d)) => d.clone(),
                            _ => resources.clone(),
                        };
                        let content = s.decompressed_content().unwrap_or(s.content.clone());
                        self.run(&content, &res, st.clone(), Some(f));
                    }
                }
                _ => {}
            }
        }
    }
}

/// Each Figure of the structure tree: its page, `/BBox` and the marked-content ids of it
/// and of all it holds.
fn figures(pdf: &Document) -> Vec<(ObjectId, Box4, BTreeSet<i64>)> {
    fn ids(pdf: &Document, d: &Dictionary, out: &mut BTreeSet<i64>) {
        let kids = match d.get(b"K").unwrap() {
            Object::Array(a) => a.clone(),
            other => vec![other.clone()],
        };
        for k in kids {
            match k {
                Object::Integer(m) => {
                    out.insert(m);
                }
                Object::Reference(id) => ids(pdf, pdf.get_dictionary(id).unwrap(), out),
                Object::Dictionary(mcr) => {
                    out.insert(mcr.get(b"MCID").unwrap().as_i64().unwrap());
                }
                other => panic!("unexpected kid {other:?}"),
            }
        }
    }
    fn walk(pdf: &Document, d: &Dictionary, out: &mut Vec<(ObjectId, Box4, BTreeSet<i64>)>) {
        if d.get(b"S").unwrap().as_name().unwrap() == b"Figure" {
            let a = d.get(b"A").expect("a figure's /A");
            let a = match a {
                Object::Reference(id) => pdf.get_dictionary(*id).unwrap(),
                other => other.as_dict().unwrap(),
            };
            let b: Vec<f64> = a
                .get(b"BBox")
                .unwrap()
                .as_array()
                .unwrap()
                .iter()
                .map(num)
                .collect();
            let pg = d
                .get(b"Pg")
                .expect("a figure's page")
                .as_reference()
                .unwrap();
            let mut m = BTreeSet::new();
            ids(pdf, d, &mut m);
            out.push((pg, [b[0], b[1], b[2], b[3]], m));
        }
        let kids = match d.get(b"K") {
            Ok(Object::Array(a)) => a.clone(),
            Ok(other) => vec![other.clone()],
            Err(_) => Vec::new(),
        };
        for k in kids {
            if let Object::Reference(id) = k {
                walk(pdf, pdf.get_dictionary(id).unwrap(), out);
            }
        }
    }
    let root = pdf.catalog().unwrap().get(b"StructTreeRoot").unwrap();
    let root = pdf.get_dictionary(root.as_reference().unwrap()).unwrap();
    let top = pdf
        .get_dictionary(root.get(b"K").unwrap().as_reference().unwrap())
        .unwrap();
    let mut out = Vec::new();
    walk(pdf, top, &mut out);
    out
}

/// Every Figure's `/BBox` as read back, with the ink of its marked content on its page.
fn boxes_and_ink(pdf: &Document) -> Vec<(Box4, Option<Box4>)> {
    let found = figures(pdf);
    let mut out = Vec::new();
    for (_, page) in pdf.get_pages() {
        let here: Vec<&(ObjectId, Box4, BTreeSet<i64>)> =
            found.iter().filter(|f| f.0 == page).collect();
        if here.is_empty() {
            continue;
        }
        let owner: BTreeMap<i64, usize> = here
            .iter()
            .enumerate()
            .flat_map(|(i, f)| f.2.iter().map(move |&m| (m, i)))
            .collect();
        let mut ink = Ink {
            pdf,
            owner: &owner,
            ink: vec![None; here.len()],
        };
        let res = crate::common::inherited(pdf, page, b"Resources");
        let res = match res {
            Object::Reference(id) => pdf.get_dictionary(id).unwrap().clone(),
            other => other.as_dict().unwrap().clone(),
        };
        let state = State {
            ctm: [1.0, 0.0, 0.0, 1.0, 0.0, 0.0],
            width: 1.0,
            clip: None,
        };
        ink.run(&pdf.get_page_content(page), &res, state, None);
        out.extend(here.iter().zip(ink.ink).map(|(f, i)| (f.1, i)));
    }
    out
}

/// Every Figure's `/BBox` is what it draws: the drawing of its marked content (text aside,
/// which a figure's Alt tells) lies inside it, and it is within a point of the whole ink
/// the scene gave the figure, lettering included: on the boards, the piece sheets (their
/// cutting ticks too), the rules' diagrams, the making-the-set swatches, the backs and the
/// calibration sheet, colour and black-and-white, A4 and Letter, large print too.
#[test]
fn every_figure_box_is_what_it_draws() {
    let d = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for game in ["royal-carpet", "camels-and-carpets"] {
        for paper in ["a4", "letter"] {
            for mono in [false, true] {
                let mut args = vec!["pdf", "--game", game, "--paper", paper];
                if mono {
                    args.push("--mono");
                }
                files.extend(crate::common::run_ok(d.path(), &args));
                let mut large = vec!["handout", "--game", game, "--paper", paper, "--large-print"];
                large.extend(["--sheets", "rules,assembly"]);
                if mono {
                    large.push("--mono");
                }
                files.extend(crate::common::run_ok(d.path(), &large));
            }
        }
    }
    files.extend(crate::common::run_ok(
        d.path(),
        &[
            "pdf",
            "--game",
            "royal-carpet",
            "--backs",
            "fold",
            "--sheets",
            "pieces",
        ],
    ));
    let mut checked = 0;
    for f in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "pdf"))
    {
        let pdf = Document::load(f).unwrap();
        if pdf.catalog().unwrap().get(b"StructTreeRoot").is_err() {
            continue;
        }
        for (b, ink) in boxes_and_ink(&pdf) {
            let ink = ink.unwrap_or_else(|| panic!("{f:?}: a figure at {b:?} draws nothing"));
            assert!(
                ink[0] >= b[0] - 1.0
                    && ink[1] >= b[1] - 1.0
                    && ink[2] <= b[2] + 1.0
                    && ink[3] <= b[3] + 1.0,
                "{f:?}: a figure's drawing {ink:?} runs out of its /BBox {b:?}"
            );
            checked += 1;
        }
    }
    assert!(checked > 50, "{checked} figures");
}

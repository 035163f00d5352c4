//! Writes a PDF with its dictionaries packed into one compressed object stream and a
//! cross-reference stream (PDF 1.5). lopdf can do this too, but formats every object three
//! times and starts a new compressor per stream; a tagged kit's hundreds of small structure
//! elements made that a fifth of a run's work.

use std::io::Write;

use lopdf::{Dictionary, Object, ObjectId, StringFormat};

/// Writes `lo` as a file: streams as indirect objects, every other object of generation 0
/// in one object stream, deflated by `deflate` (which returns None when deflating does not
/// pay), then a cross-reference stream carrying the trailer.
pub(super) fn write(
    lo: &lopdf::Document,
    deflate: &mut dyn FnMut(&[u8]) -> Option<Vec<u8>>,
) -> Vec<u8> {
    let mut out = Vec::new();
    let version = if lo.version.as_str() < "1.5" {
        "1.5"
    } else {
        lo.version.as_str()
    };
    out.extend_from_slice(format!("%PDF-{version}\n%").as_bytes());
    out.extend_from_slice(&lo.binary_mark);
    out.push(b'\n');

    // The packed objects, in id order: their numbers and offsets first, then the objects.
    let packed: Vec<(ObjectId, &Object)> = lo
        .objects
        .iter()
        .filter(|((_, generation), o)| *generation == 0 && !matches!(o, Object::Stream(_)))
        .map(|(&id, o)| (id, o))
        .collect();
    let mut bodies = Vec::new();
    let mut table = Vec::new();
    for (id, o) in &packed {
        table.extend_from_slice(format!("{} {} ", id.0, bodies.len()).as_bytes());
        object(&mut bodies, o);
        bodies.push(b'\n');
    }
    let first = table.len();
    table.extend_from_slice(&bodies);

    let max_id = lo.objects.keys().map(|id| id.0).max().unwrap_or(0);
    let (stm_id, xref_id) = (max_id + 1, max_id + 2);
    // (type, field 2, field 3) per object number: 1 = at an offset, 2 = in the object stream.
    let mut entries = vec![(0u8, 0u64, 0u16); xref_id as usize + 1];
    entries[0].2 = 65535;
    for (i, (id, _)) in packed.iter().enumerate() {
        entries[id.0 as usize] = (2, u64::from(stm_id), i as u16);
    }
    for (&id, o) in &lo.objects {
        if let Object::Stream(s) = o {
            entries[id.0 as usize] = (1, out.len() as u64, id.1);
            indirect(&mut out, id, |w| stream(w, &s.dict, &s.content));
        } else if id.1 != 0 {
            entries[id.0 as usize] = (1, out.len() as u64, id.1);
            indirect(&mut out, id, |w| object(w, o));
        }
    }
    let mut dict = Dictionary::new();
    dict.set("Type", Object::Name(b"ObjStm".to_vec()));
    dict.set("N", packed.len() as i64);
    dict.set("First", first as i64);
    let content = match deflate(&table) {
        Some(z) => {
            dict.set("Filter", Object::Name(b"FlateDecode".to_vec()));
            z
        }
        None => table,
    };
    entries[stm_id as usize] = (1, out.len() as u64, 0);
    indirect(&mut out, (stm_id, 0), |w| stream(w, &dict, &content));

    // The cross-reference stream, which is its own entry and carries the trailer.
    let xref_at = out.len() as u64;
    entries[xref_id as usize] = (1, xref_at, 0);
    let mut rows = Vec::with_capacity(entries.len() * 7);
    for (kind, a, b) in &entries {
        rows.push(*kind);
        rows.extend_from_slice(&(*a as u32).to_be_bytes());
        rows.extend_from_slice(&b.to_be_bytes());
    }
    let mut dict = Dictionary::new();
    for (k, v) in lo.trailer.iter() {
        if !matches!(k.as_slice(), b"Size" | b"Prev" | b"XRefStm") {
            dict.set(k.clone(), v.clone());
        }
    }
    dict.set("Type", Object::Name(b"XRef".to_vec()));
    dict.set("Size", entries.len() as i64);
    dict.set("W", Object::Array(vec![1.into(), 4.into(), 2.into()]));
    let rows = match deflate(&rows) {
        Some(z) => {
            dict.set("Filter", Object::Name(b"FlateDecode".to_vec()));
            z
        }
        None => rows,
    };
    indirect(&mut out, (xref_id, 0), |w| stream(w, &dict, &rows));
    out.extend_from_slice(format!("startxref\n{xref_at}\n%%EOF").as_bytes());
    out
}

fn indirect(out: &mut Vec<u8>, id: ObjectId, body: impl FnOnce(&mut Vec<u8>)) {
    out.extend_from_slice(format!("{} {} obj\n", id.0, id.1).as_bytes());
    body(out);
    out.extend_from_slice(b"\nendobj\n");
}

/// A stream: its dictionary with the content's `/Length`, then the content.
fn stream(out: &mut Vec<u8>, dict: &Dictionary, content: &[u8]) {
    let mut dict = dict.clone();
    dict.set("Length", content.len() as i64);
    dictionary(out, &dict);
    out.extend_from_slice(b"\nstream\n");
    out.extend_from_slice(content);
    out.extend_from_slice(b"\nendstream");
}

fn dictionary(out: &mut Vec<u8>, d: &Dictionary) {
    out.extend_from_slice(b"<<");
    for (k, v) in d.iter() {
        name(out, k);
        if !matches!(
            v,
            Object::Name(_) | Object::Array(_) | Object::Dictionary(_) | Object::String(..)
        ) {
            out.push(b' ');
        }
        object(out, v);
    }
    out.extend_from_slice(b">>");
}

/// One object in PDF syntax (a stream is never packed, so never written here).
fn object(out: &mut Vec<u8>, o: &Object) {
    match o {
        Object::Null => out.extend_from_slice(b"null"),
        Object::Boolean(b) => out.extend_from_slice(if *b { b"true" } else { b"false" }),
        Object::Integer(i) => out.extend_from_slice(itoa::Buffer::new().format(*i).as_bytes()),
        Object::Real(r) => real(out, *r),
        Object::Name(n) => name(out, n),
        Object::String(s, StringFormat::Hexadecimal) => {
            // Two hex digits a byte by table: the structure tree's words are thousands of
            // bytes, and the formatter cost some 300 instructions for each.
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            out.push(b'<');
            for &b in s {
                out.extend_from_slice(&[HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
            }
            out.push(b'>');
        }
        Object::String(s, StringFormat::Literal) => {
            out.push(b'(');
            for &b in s {
                match b {
                    b'(' | b')' | b'\\' => out.extend_from_slice(&[b'\\', b]),
                    b'\r' => out.extend_from_slice(b"\\r"),
                    _ => out.push(b),
                }
            }
            out.push(b')');
        }
        Object::Array(items) => {
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(b' ');
                }
                object(out, item);
            }
            out.push(b']');
        }
        Object::Dictionary(d) => dictionary(out, d),
        Object::Stream(s) => stream(out, &s.dict, &s.content),
        Object::Reference(id) => {
            // By itoa: a tagged file's structure tree holds thousands of references.
            out.extend_from_slice(itoa::Buffer::new().format(id.0).as_bytes());
            out.push(b' ');
            out.extend_from_slice(itoa::Buffer::new().format(id.1).as_bytes());
            out.extend_from_slice(b" R");
        }
    }
}

/// A real number as lopdf writes it: the shortest decimals that read back the same, never
/// an exponent.
fn real(out: &mut Vec<u8>, r: f32) {
    // Most reals here (a figure's box) are hundredths: their digits by itoa, where the
    // formatter costs a thousand instructions or more a number. Below 10^6 an f32 is
    // finer than a hundredth, so the hundredths that read back as `r` are its shortest
    // decimals too.
    let v = f64::from(r);
    let c = (v * 100.0).round();
    // (-0 is left to the formatter, which keeps its sign.)
    if v.abs() < 1e6 && (c / 100.0) as f32 == r && (r.is_sign_positive() || c < 0.0) {
        let c = c as i64;
        if c < 0 {
            out.push(b'-');
        }
        let (whole, cents) = (c.unsigned_abs() / 100, c.unsigned_abs() % 100);
        out.extend_from_slice(itoa::Buffer::new().format(whole).as_bytes());
        if cents != 0 {
            out.push(b'.');
            out.push(b'0' + (cents / 10) as u8);
            if cents % 10 != 0 {
                out.push(b'0' + (cents % 10) as u8);
            }
        }
        return;
    }
    let _ = write!(out, "{}", if r.is_finite() { r } else { 0.0 });
}

/// A name: `/` and its bytes, with `#xx` for delimiters, `#` and bytes outside `!`..`~`.
fn name(out: &mut Vec<u8>, n: &[u8]) {
    out.push(b'/');
    for &b in n {
        if b.is_ascii_graphic() && !b"#()<>[]{}/%".contains(&b) {
            out.push(b);
        } else {
            let _ = write!(out, "#{b:02X}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lopdf::{dictionary, Stream};

    /// A real is written as the formatter writes it, hundredths by the quick way included.
    #[test]
    fn reals_are_their_shortest_decimals() {
        let mut n = 0u32;
        for i in -200_000i32..=200_000 {
            let r = i as f32 / 100.0;
            for r in [r, r * 7.3, -r / 3.0] {
                let mut out = Vec::new();
                real(&mut out, r);
                assert_eq!(String::from_utf8(out).unwrap(), format!("{r}"), "{r}");
                n += 1;
            }
        }
        for r in [0.0, -0.0, 1e7, 123_456.78, 0.000_123, f32::NAN] {
            let mut out = Vec::new();
            real(&mut out, r);
            let want = if r.is_finite() {
                format!("{r}")
            } else {
                "0".into()
            };
            assert_eq!(String::from_utf8(out).unwrap(), want);
        }
        assert!(n > 1_000_000);
    }

    /// Every object reads back as it was, packed or not, compressed or not: names and
    /// strings with delimiters, reals, references, a stream and the trailer.
    #[test]
    fn a_packed_file_reads_back_object_for_object() {
        let mut lo = lopdf::Document::with_version("1.7");
        let pages = lo.new_object_id();
        let page = lo.add_object(dictionary! {
            "Type" => "Page",
            "Parent" => pages,
            "MediaBox" => vec![0.into(), 0.into(), 595.2756.into(), 841.8898.into()],
            "Odd name" => Object::Name(b"a/b#c (d)".to_vec()),
        });
        lo.objects.insert(
            pages,
            Object::Dictionary(dictionary! {
                "Type" => "Pages", "Kids" => vec![page.into()], "Count" => 1,
            }),
        );
        let stream = lo.add_object(Stream::new(dictionary! {}, b"0 0 m 1 1 l S".to_vec()));
        let info = lo.add_object(dictionary! {
            "Title" => Object::string_literal("A (nested) \\ title\r"),
            "Alt" => Object::String(vec![0xfe, 0xff, 0, b'x'], StringFormat::Hexadecimal),
            "Small" => Object::Real(0.000_123),
            "Neg" => Object::Real(-2.5),
            "Flags" => vec![true.into(), Object::Null, stream.into()],
        });
        let catalog = lo.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages });
        lo.trailer.set("Root", catalog);
        lo.trailer.set("Info", info);
        for compress in [false, true] {
            let mut z = super::super::Deflater::new();
            let mut room = Vec::new();
            let bytes = write(&lo, &mut |d| {
                compress.then(|| z.deflate(d, &mut room)).flatten()
            });
            let back = lopdf::Document::load_mem(&bytes).unwrap();
            for (id, o) in &lo.objects {
                match (o, back.get_object(*id).unwrap()) {
                    (Object::Stream(a), Object::Stream(b)) => assert_eq!(a.content, b.content),
                    (a, b) => assert_eq!(a, b, "{id:?}"),
                }
            }
            assert_eq!(
                back.trailer.get(b"Root").unwrap(),
                &Object::Reference(catalog)
            );
            assert_eq!(back.trailer.get(b"Info").unwrap(), &Object::Reference(info));
            assert_eq!(back.get_pages().len(), 1);
        }
    }
}

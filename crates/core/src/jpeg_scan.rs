//! The entropy-coded data of a Huffman JPEG, walked code by code without decoding a pixel:
//! what libjpeg calls "Corrupt JPEG data" is found here, so a damaged photo is refused
//! before it is decoded, and decoded once. A flipped bit in a scan desynchronises the
//! Huffman codes: a code no table has, a block past its 64 coefficients, a restart interval
//! or scan that ends before its blocks do (libjpeg's "premature end of data segment") or
//! leaves whole bytes unread ("extraneous bytes before marker"), a restart marker out of
//! turn. The decoder used (zune-jpeg) passes most of these, and prints bands shifted
//! sideways or washed colour.
//!
//! Baseline, extended and progressive Huffman JPEGs are walked (ITU T.81, annexes F and G);
//! other kinds (lossless, arithmetic) are left to the decoder.

/// A Huffman table, canonical codes by length (T.81 annex C and F.2.2.3).
#[derive(Clone, Default)]
struct Table {
    /// Largest code of each length 1..=16 (-1 where none), and where its values start.
    max: [i32; 18],
    min: [i32; 17],
    first: [usize; 17],
    values: Vec<u8>,
    /// Codes of up to `FAST` bits: (length, value) by the next `FAST` bits; length 0 where
    /// the code is longer.
    fast: Vec<(u8, u8)>,
}

const FAST: u32 = 9;

impl Table {
    fn new(counts: &[u8; 16], values: &[u8]) -> Option<Table> {
        let mut t = Table {
            values: values.to_vec(),
            fast: vec![(0, 0); 1 << FAST],
            ..Table::default()
        };
        let (mut code, mut k) = (0i32, 0usize);
        for l in 1..=16 {
            let n = counts[l - 1] as usize;
            t.first[l] = k;
            t.min[l] = code;
            if n == 0 {
                t.max[l] = -1;
            } else {
                for i in 0..n {
                    if l as u32 <= FAST {
                        let c = (code + i as i32) as usize;
                        let shift = FAST - l as u32;
                        for low in 0..1usize << shift {
                            t.fast[(c << shift) | low] = (l as u8, *values.get(k + i)?);
                        }
                    }
                }
                code += n as i32;
                k += n;
                t.max[l] = code - 1;
                // A code set that overflows its length is no Huffman table.
                if code > 1 << l {
                    return None;
                }
            }
            code <<= 1;
        }
        t.max[17] = i32::MAX;
        (k <= values.len()).then_some(t)
    }
}

/// Why a scan is corrupt: the message (`refuse-jpeg-…`) of libjpeg's words for it.
type Fault = &'static str;

/// Bits of one restart interval's data, its stuffed zero bytes removed.
struct Bits<'a> {
    data: &'a [u8],
    at: usize,
    acc: u64,
    have: u32,
}

impl<'a> Bits<'a> {
    fn new(data: &'a [u8]) -> Self {
        Bits {
            data,
            at: 0,
            acc: 0,
            have: 0,
        }
    }

    fn fill(&mut self) {
        while self.have <= 56 {
            let b = self.data.get(self.at).copied();
            self.at += 1;
            // Past the end: zeros, as libjpeg fills; running out is found by `overrun`.
            self.acc |= (b.unwrap_or(0) as u64) << (56 - self.have);
            self.have += 8;
        }
    }

    fn bits(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        if self.have < n {
            self.fill();
        }
        let v = (self.acc >> (64 - n)) as u32;
        self.acc <<= n;
        self.have -= n;
        v
    }

    fn decode(&mut self, t: &Table) -> Result<u8, Fault> {
        if self.have < 16 {
            self.fill();
        }
        let (len, v) = t.fast[(self.acc >> (64 - FAST)) as usize];
        if len > 0 {
            self.acc <<= len;
            self.have -= len as u32;
            return Ok(v);
        }
        let mut code = (self.acc >> (64 - FAST)) as i32;
        let mut l = FAST as usize;
        self.acc <<= FAST;
        self.have -= FAST;
        while code > t.max[l] {
            code = (code << 1) | (self.acc >> 63) as i32;
            self.acc <<= 1;
            self.have -= 1;
            l += 1;
            if l > 16 {
                return Err("refuse-jpeg-huffman");
            }
        }
        t.values
            .get(t.first[l] + (code - t.min[l]) as usize)
            .copied()
            .ok_or("bad Huffman code")
    }

    /// Bits read past the data: the interval ended before its blocks did.
    fn overrun(&self) -> bool {
        self.used_bits() > self.data.len() * 8
    }

    fn used_bits(&self) -> usize {
        self.at * 8 - self.have as usize
    }

    /// Whole bytes of data left unread: libjpeg's "extraneous bytes before marker".
    fn extraneous(&self) -> bool {
        self.data.len() > self.used_bits().div_ceil(8)
    }
}

/// A frame component: sampling factors and where its blocks are kept.
#[derive(Clone, Copy)]
struct Component {
    id: u8,
    h: usize,
    v: usize,
}

/// What the walk keeps between scans: per component, which coefficients of each block are
/// nonzero so far (a progressive refinement reads a correction bit for each).
struct Frame {
    progressive: bool,
    width: usize,
    height: usize,
    comps: Vec<Component>,
    hmax: usize,
    vmax: usize,
    nonzero: Vec<Vec<u64>>,
}

impl Frame {
    fn mcus(&self) -> (usize, usize) {
        (
            self.width.div_ceil(8 * self.hmax),
            self.height.div_ceil(8 * self.vmax),
        )
    }

    /// Blocks of component `c` across and down in a scan of it alone, and its row stride.
    fn blocks(&self, c: usize) -> (usize, usize, usize) {
        let comp = self.comps[c];
        let w = (self.width * comp.h).div_ceil(self.hmax).div_ceil(8);
        let h = (self.height * comp.v).div_ceil(self.vmax).div_ceil(8);
        (w, h, self.mcus().0 * comp.h)
    }
}

/// One scan's header.
struct Scan {
    comps: Vec<(usize, usize, usize)>,
    ss: usize,
    se: usize,
    ah: u8,
}

/// Checks the scans of the JPEG `b`: `Err` names what libjpeg would call corrupt. A JPEG
/// whose kind is not walked, or whose headers the decoder will refuse anyway, passes.
pub fn check(b: &[u8]) -> Result<(), Fault> {
    let mut dc: [Option<Table>; 4] = Default::default();
    let mut ac: [Option<Table>; 4] = Default::default();
    let mut frame: Option<Frame> = None;
    let mut restart = 0usize;
    let mut i = 2;
    while i + 4 <= b.len() {
        if b[i] != 0xFF {
            return Ok(());
        }
        let m = b[i + 1];
        if m == 0xFF {
            i += 1;
            continue;
        }
        if m == 0xD9 {
            return Ok(());
        }
        let len = u16::from_be_bytes([b[i + 2], b[i + 3]]) as usize;
        let Some(seg) = b.get(i + 4..i + 2 + len).filter(|_| len >= 2) else {
            return Ok(());
        };
        i += 2 + len;
        match m {
            0xC0..=0xC2 => match read_frame(seg, m == 0xC2) {
                Some(f) => frame = Some(f),
                None => return Ok(()),
            },
            // Lossless, hierarchical or arithmetic: not walked.
            0xC3 | 0xC5..=0xC7 | 0xC9..=0xCB | 0xCD..=0xCF => return Ok(()),
            0xC4 if !read_tables(seg, &mut dc, &mut ac) => return Ok(()),
            0xDD if seg.len() >= 2 => restart = u16::from_be_bytes([seg[0], seg[1]]) as usize,
            0xDA => {
                let Some(f) = frame.as_mut() else {
                    return Ok(());
                };
                let Some(scan) = read_scan(seg, f) else {
                    return Ok(());
                };
                i = walk_scan(b, i, f, &scan, restart, &dc, &ac)?;
            }
            _ => {}
        }
    }
    Ok(())
}

fn read_frame(seg: &[u8], progressive: bool) -> Option<Frame> {
    let (&precision, rest) = seg.split_first()?;
    let height = u16::from_be_bytes([*rest.first()?, *rest.get(1)?]) as usize;
    let width = u16::from_be_bytes([*rest.get(2)?, *rest.get(3)?]) as usize;
    let n = *rest.get(4)? as usize;
    if precision != 8 || width == 0 || height == 0 || n == 0 {
        return None;
    }
    let comps: Vec<Component> = (0..n)
        .map(|k| {
            let c = rest.get(5 + 3 * k..8 + 3 * k)?;
            let (h, v) = ((c[1] >> 4) as usize, (c[1] & 15) as usize);
            (1..=4).contains(&h).then_some(())?;
            (1..=4).contains(&v).then_some(())?;
            Some(Component { id: c[0], h, v })
        })
        .collect::<Option<_>>()?;
    let hmax = comps.iter().map(|c| c.h).max()?;
    let vmax = comps.iter().map(|c| c.v).max()?;
    let mut f = Frame {
        progressive,
        width,
        height,
        comps,
        hmax,
        vmax,
        nonzero: Vec::new(),
    };
    if progressive {
        let (mx, my) = f.mcus();
        f.nonzero = f
            .comps
            .iter()
            .map(|c| vec![0u64; mx * c.h * my * c.v])
            .collect();
    }
    Some(f)
}

fn read_tables(mut seg: &[u8], dc: &mut [Option<Table>; 4], ac: &mut [Option<Table>; 4]) -> bool {
    while let Some((&tc_th, rest)) = seg.split_first() {
        let Some(counts) = rest.get(..16) else {
            return false;
        };
        let counts: [u8; 16] = counts.try_into().unwrap();
        let n: usize = counts.iter().map(|&c| c as usize).sum();
        let Some(values) = rest.get(16..16 + n) else {
            return false;
        };
        let (class, id) = (tc_th >> 4, (tc_th & 15) as usize);
        let Some(table) = Table::new(&counts, values).filter(|_| id < 4) else {
            return false;
        };
        match class {
            0 => dc[id] = Some(table),
            1 => ac[id] = Some(table),
            _ => return false,
        }
        seg = &rest[16 + n..];
    }
    true
}

fn read_scan(seg: &[u8], f: &Frame) -> Option<Scan> {
    let n = *seg.first()? as usize;
    let comps = (0..n)
        .map(|k| {
            let c = seg.get(1 + 2 * k..3 + 2 * k)?;
            let at = f.comps.iter().position(|x| x.id == c[0])?;
            Some((at, (c[1] >> 4) as usize, (c[1] & 15) as usize))
        })
        .collect::<Option<Vec<_>>>()?;
    let tail = seg.get(1 + 2 * n..4 + 2 * n)?;
    let scan = Scan {
        comps,
        ss: tail[0] as usize,
        se: tail[1] as usize,
        ah: tail[2] >> 4,
    };
    let sound = if f.progressive {
        scan.ss <= scan.se && scan.se < 64 && (scan.ss == 0) == (scan.se == 0)
    } else {
        scan.ss == 0 && scan.se == 63
    };
    (sound && (1..=4).contains(&n) && (scan.ss == 0 || n == 1)).then_some(scan)
}

/// Walks the scan whose data starts at `start`, interval by interval; returns where the
/// marker after it starts.
fn walk_scan(
    b: &[u8],
    start: usize,
    f: &mut Frame,
    scan: &Scan,
    restart: usize,
    dc: &[Option<Table>; 4],
    ac: &[Option<Table>; 4],
) -> Result<usize, Fault> {
    let units = if scan.comps.len() > 1 {
        let (mx, my) = f.mcus();
        mx * my
    } else {
        let (w, h, _) = f.blocks(scan.comps[0].0);
        w * h
    };
    let per = if restart == 0 { units } else { restart };
    let mut data = Vec::new();
    let (mut at, mut done, mut rst) = (start, 0usize, 0u8);
    let mut walker = Walker::new(f, scan, dc, ac)?;
    while done < units {
        data.clear();
        // The interval's data up to the next marker, stuffed zero bytes removed.
        let marker = loop {
            match (b.get(at), b.get(at + 1)) {
                (Some(0xFF), Some(0x00)) => {
                    data.push(0xFF);
                    at += 2;
                }
                (Some(0xFF), Some(0xFF)) => at += 1,
                (Some(0xFF), Some(&m)) => break Some(m),
                (Some(&x), _) => {
                    data.push(x);
                    at += 1;
                }
                (None, _) => break None,
            }
        };
        let n = per.min(units - done);
        let mut bits = Bits::new(&data);
        walker.eobrun = 0;
        for u in done..done + n {
            walker.unit(&mut bits, u)?;
            if bits.overrun() {
                return Err("refuse-jpeg-premature");
            }
        }
        if bits.extraneous() {
            return Err("refuse-jpeg-extraneous");
        }
        done += n;
        if done < units {
            if marker != Some(0xD0 + rst) {
                return Err("refuse-jpeg-restart");
            }
            rst = (rst + 1) % 8;
            at += 2;
        } else if marker.is_none() {
            return Err("refuse-jpeg-premature");
        }
    }
    Ok(at)
}

/// Decodes one scan's blocks code by code.
struct Walker<'a> {
    f: &'a mut Frame,
    scan: &'a Scan,
    tables: Vec<(Option<&'a Table>, Option<&'a Table>)>,
    eobrun: u32,
}

impl<'a> Walker<'a> {
    fn new(
        f: &'a mut Frame,
        scan: &'a Scan,
        dc: &'a [Option<Table>; 4],
        ac: &'a [Option<Table>; 4],
    ) -> Result<Self, Fault> {
        let refine_dc = scan.ss == 0 && scan.ah > 0;
        let mut tables = Vec::new();
        for &(_, td, ta) in &scan.comps {
            let d = if scan.ss == 0 && !refine_dc {
                Some(
                    dc.get(td)
                        .and_then(Option::as_ref)
                        .ok_or("a missing Huffman table")?,
                )
            } else {
                None
            };
            let a = if scan.se > 0 {
                Some(
                    ac.get(ta)
                        .and_then(Option::as_ref)
                        .ok_or("a missing Huffman table")?,
                )
            } else {
                None
            };
            tables.push((d, a));
        }
        Ok(Walker {
            f,
            scan,
            tables,
            eobrun: 0,
        })
    }

    /// Unit `u` of the scan: an MCU of an interleaved scan, or one block.
    fn unit(&mut self, bits: &mut Bits, u: usize) -> Result<(), Fault> {
        if self.scan.comps.len() > 1 {
            let (mx, _) = self.f.mcus();
            let (x, y) = (u % mx, u / mx);
            for k in 0..self.scan.comps.len() {
                let c = self.scan.comps[k].0;
                let comp = self.f.comps[c];
                let stride = mx * comp.h;
                for v in 0..comp.v {
                    for h in 0..comp.h {
                        let at = (y * comp.v + v) * stride + x * comp.h + h;
                        self.block(bits, k, at)?;
                    }
                }
            }
            Ok(())
        } else {
            let c = self.scan.comps[0].0;
            let (w, _, stride) = self.f.blocks(c);
            self.block(bits, 0, (u / w) * stride + u % w)
        }
    }

    fn block(&mut self, bits: &mut Bits, k: usize, at: usize) -> Result<(), Fault> {
        let (dc, ac) = self.tables[k];
        let c = self.scan.comps[k].0;
        let s = self.scan;
        if s.ss == 0 {
            match dc {
                Some(t) => {
                    let size = bits.decode(t)?;
                    if size > 11 {
                        return Err("refuse-jpeg-huffman");
                    }
                    bits.bits(size as u32);
                }
                // A DC refinement: one bit a block.
                None => {
                    bits.bits(1);
                }
            }
        }
        let Some(t) = ac else {
            return Ok(());
        };
        // Only a progressive JPEG's refinements need what is nonzero so far.
        let mut unkept = 0;
        let nz = match self.f.nonzero.get_mut(c) {
            Some(blocks) if self.f.progressive => {
                blocks.get_mut(at).ok_or("a block past the frame")?
            }
            _ => &mut unkept,
        };
        let first = s.ss.max(1);
        if s.ah > 0 {
            return refine_ac(bits, t, first, s.se, nz, &mut self.eobrun);
        }
        if self.eobrun > 0 {
            self.eobrun -= 1;
            return Ok(());
        }
        let mut i = first;
        while i <= s.se {
            let rs = bits.decode(t)?;
            let (r, size) = ((rs >> 4) as usize, (rs & 15) as u32);
            if size == 0 {
                if r == 15 {
                    i += 16;
                    continue;
                }
                // An end of band: in a baseline block, this block's end.
                if r > 0 && !self.f.progressive {
                    return Err("refuse-jpeg-huffman");
                }
                self.eobrun = (1 << r) + bits.bits(r as u32) - 1;
                return Ok(());
            }
            i += r;
            if i > s.se {
                return Err("refuse-jpeg-coefficients");
            }
            bits.bits(size);
            *nz |= 1 << i;
            i += 1;
        }
        if i > s.se + 1 {
            return Err("refuse-jpeg-coefficients");
        }
        Ok(())
    }
}

/// A progressive AC refinement of one block (T.81 G.1.2.3, as libjpeg reads it).
fn refine_ac(
    bits: &mut Bits,
    t: &Table,
    first: usize,
    se: usize,
    nz: &mut u64,
    eobrun: &mut u32,
) -> Result<(), Fault> {
    let mut k = first;
    if *eobrun == 0 {
        while k <= se {
            let rs = bits.decode(t)?;
            let (mut r, size) = ((rs >> 4) as i32, rs & 15);
            if size != 0 {
                if size != 1 {
                    return Err("refuse-jpeg-huffman");
                }
                bits.bits(1);
            } else if r != 15 {
                *eobrun = (1 << r) + bits.bits(r as u32);
                break;
            }
            while k <= se {
                if *nz & (1 << k) != 0 {
                    bits.bits(1);
                } else {
                    r -= 1;
                    if r < 0 {
                        break;
                    }
                }
                k += 1;
            }
            if size != 0 {
                if k > se {
                    return Err("refuse-jpeg-coefficients");
                }
                *nz |= 1 << k;
            }
            k += 1;
        }
    }
    if *eobrun > 0 {
        while k <= se {
            if *nz & (1 << k) != 0 {
                bits.bits(1);
            }
            k += 1;
        }
        *eobrun -= 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A photo as a phone or an editor writes it, baseline or progressive, with restart
    /// intervals or without: sound, it passes.
    fn photo(progressive: bool, restart: u16) -> Vec<u8> {
        let img = image::RgbImage::from_fn(203, 117, |x, y| {
            image::Rgb([
                (x * 7 % 256) as u8,
                (y * 5 % 256) as u8,
                ((x * y) % 251) as u8,
            ])
        });
        let mut out = Vec::new();
        let mut e = jpeg_encoder::Encoder::new(&mut out, 85);
        e.set_progressive(progressive);
        e.set_restart_interval(restart);
        e.encode(img.as_raw(), 203, 117, jpeg_encoder::ColorType::Rgb)
            .unwrap();
        out
    }

    #[test]
    fn sound_photos_pass() {
        for progressive in [false, true] {
            for restart in [0, 1, 4] {
                assert_eq!(
                    check(&photo(progressive, restart)),
                    Ok(()),
                    "{progressive} {restart}"
                );
            }
        }
    }

    #[test]
    fn a_scan_cut_short_or_padded_is_corrupt() {
        for progressive in [false, true] {
            let b = photo(progressive, 0);
            let end = b.len() - 2;
            let mut cut = b[..end - 40].to_vec();
            cut.extend_from_slice(&[0xFF, 0xD9]);
            assert!(check(&cut).is_err(), "cut, {progressive}");
            let mut padded = b[..end].to_vec();
            padded.extend_from_slice(&[0x12; 6]);
            padded.extend_from_slice(&[0xFF, 0xD9]);
            assert!(check(&padded).is_err(), "padded, {progressive}");
        }
    }
}

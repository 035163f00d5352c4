//! Streams compressed by one deflater per thread, kept from stream to stream and from
//! document to document.
//!
//! The encoder is boardgen's own (zlib format, RFC 1950/1951): greedy matching on a hash of
//! four bytes, as zlib's fast levels do, with dynamic Huffman blocks. Its one difference is
//! what a new stream costs: zlib (and zlib-rs) clear a 128 KiB hash table for every stream,
//! which for the dozens of small streams of a document cost as much as compressing them.
//! Here every stream takes the next positions of one running count, so entries an earlier
//! stream left in the tables lie below the new stream's first position and are never
//! followed: a new stream clears nothing.

use super::*;

/// Positions a match may reach back (deflate's largest distance).
const WINDOW: usize = 1 << 15;
/// Bits of the hash of four bytes that finds where a match may start.
const HASH_BITS: u32 = 15;
/// Candidates tried for each position, as zlib-rs's level 2 tries.
const MAX_CHAIN: u32 = 4;
/// A match this long is taken without looking for a longer one.
const NICE: usize = 32;
/// After a match up to this long every position in it is hashed; after a longer one only
/// its end, as zlib's fast levels do.
const MAX_INSERT: usize = 4;
/// Symbols per Huffman block: larger blocks cost fewer headers, smaller ones follow the
/// data's changes; the kits' streams are smallest at about this.
const BLOCK: usize = 1 << 14;
/// Deflate's shortest and longest match.
const MIN_MATCH: usize = 4;
const MAX_MATCH: usize = 258;

thread_local! {
    /// One compressor per thread, kept from document to document.
    pub(super) static DEFLATE: std::cell::RefCell<Deflater> = std::cell::RefCell::new(Deflater::new());
}

/// A zlib compressor whose tables are never cleared: positions count on from stream to
/// stream (`base`), so what an earlier stream left is out of every new stream's reach.
pub(super) struct Deflater {
    /// For each hash, the last position (global) it was seen at; 0 for never. Arrays of
    /// fixed size, so that indexing by a hash or a masked position checks no bounds.
    head: Box<[u32; 1 << HASH_BITS]>,
    /// For each position (global, modulo the window), the previous one with its hash.
    prev: Box<[u32; WINDOW]>,
    /// The global position of the current stream's first byte; 0 is never a position.
    base: u32,
    /// The current block's symbols: a literal byte, or `MATCH | (length - 3) << 16 | (distance - 1)`.
    syms: Vec<u32>,
    /// The current block's symbol counts, kept as the symbols are found (a second pass
    /// over them cost as much again).
    freq: Freq,
}

/// How often a block uses each literal/length symbol and each distance symbol, and the
/// extra bits its matches take.
struct Freq {
    lit: [u32; 286],
    dist: [u32; 30],
    extra: u64,
}

impl Freq {
    const NONE: Freq = Freq {
        lit: [0; 286],
        dist: [0; 30],
        extra: 0,
    };
}

/// Marks a symbol as a match.
const MATCH: u32 = 1 << 31;

impl Deflater {
    pub(super) fn new() -> Self {
        Deflater {
            head: Box::new([0; 1 << HASH_BITS]),
            prev: Box::new([0; WINDOW]),
            base: 1,
            syms: Vec::with_capacity(BLOCK),
            freq: Freq::NONE,
        }
    }

    /// `data` deflated, using `out` as room; None when that would not make it smaller.
    pub(super) fn deflate(&mut self, data: &[u8], out: &mut Vec<u8>) -> Option<Vec<u8>> {
        out.clear();
        self.zlib(data, out);
        // The same threshold as lopdf: the filter's name costs about 19 bytes.
        (out.len() + 19 < data.len()).then(|| out.clone())
    }

    /// Appends `data` to `out` as one zlib stream.
    fn zlib(&mut self, data: &[u8], out: &mut Vec<u8>) {
        // The positions would wrap: start the count again, from tables cleared once.
        if u32::MAX as usize - (self.base as usize) <= data.len() + WINDOW {
            self.head.fill(0);
            self.prev.fill(0);
            self.base = 1;
        }
        // 32 KiB window, deflate; the level says "fast" (FLEVEL 1), as zlib writes it for its
        // fast levels.
        out.extend_from_slice(&[0x78, 0x5e]);
        let mut bits = Bits { out, acc: 0, n: 0 };
        let mut block_start = 0;
        let mut i = 0;
        let n = data.len();
        while i < n {
            let len = self.step(data, i);
            i += len;
            if self.syms.len() >= BLOCK {
                block(
                    &mut bits,
                    &self.syms,
                    &self.freq,
                    &data[block_start..i],
                    false,
                );
                self.syms.clear();
                self.freq = Freq::NONE;
                block_start = i;
            }
        }
        block(
            &mut bits,
            &self.syms,
            &self.freq,
            &data[block_start..],
            true,
        );
        self.syms.clear();
        self.freq = Freq::NONE;
        bits.flush();
        out.extend_from_slice(&zlib_rs::adler32::adler32(1, data).to_be_bytes());
        self.base += n as u32;
    }

    /// Adds the symbol at `data[i]` (a literal or the longest match found) and returns how
    /// many bytes it covers.
    fn step(&mut self, data: &[u8], i: usize) -> usize {
        let n = data.len();
        if i + MIN_MATCH > n {
            self.literal(data[i]);
            return 1;
        }
        let pos = self.base + i as u32;
        let cand = self.insert(data, i);
        let lowest = self.base.max(pos.saturating_sub(WINDOW as u32));
        let (len, dist) = self.longest(data, i, cand, lowest);
        if len < MIN_MATCH {
            self.literal(data[i]);
            return 1;
        }
        let (lv, dv) = ((len - 3) as u32, (dist - 1) as u32);
        self.syms.push(MATCH | lv << 16 | dv);
        let (lc, le, _) = length_code(lv);
        let (dc, de, _) = dist_code(dv);
        self.freq.lit[lc] += 1;
        self.freq.dist[dc] += 1;
        self.freq.extra += (le + de) as u64;
        if len <= MAX_INSERT {
            for j in i + 1..(i + len).min(n - MIN_MATCH + 1) {
                self.insert(data, j);
            }
        } else if i + len + MIN_MATCH <= n {
            self.insert(data, i + len - 1);
        }
        len
    }

    /// Adds a literal byte.
    #[inline(always)]
    fn literal(&mut self, b: u8) {
        self.syms.push(b as u32);
        self.freq.lit[b as usize] += 1;
    }

    /// Records position `i` under its hash and returns the last position that had it.
    #[inline(always)]
    fn insert(&mut self, data: &[u8], i: usize) -> u32 {
        // One bounds check for the four bytes, not four.
        let v = u32::from_le_bytes(data[i..i + 4].try_into().unwrap_or([0; 4]));
        let h = (v.wrapping_mul(2_654_435_761) >> (32 - HASH_BITS)) as usize;
        let pos = self.base + i as u32;
        let cand = self.head[h];
        self.head[h] = pos;
        self.prev[pos as usize % WINDOW] = cand;
        cand
    }

    /// The longest match for `data[i..]` among the chain from `cand`, down to `lowest`:
    /// its length and distance. Every candidate's bytes are compared, so an entry the window
    /// has since overwritten can only cost a comparison, never a wrong match.
    fn longest(&self, data: &[u8], i: usize, mut cand: u32, lowest: u32) -> (usize, usize) {
        let pos = self.base + i as u32;
        let most = (data.len() - i).min(MAX_MATCH);
        let (mut best, mut dist) = (0, 0);
        let mut chain = MAX_CHAIN;
        while cand >= lowest && cand < pos && chain > 0 {
            let j = (cand - self.base) as usize;
            if best == 0 || data[j + best] == data[i + best] {
                let len = common(data, j, i, most);
                if len > best {
                    (best, dist) = (len, i - j);
                    if len >= NICE || len == most {
                        break;
                    }
                }
            }
            let next = self.prev[cand as usize % WINDOW];
            if next >= cand {
                break;
            }
            cand = next;
            chain -= 1;
        }
        (best, dist)
    }
}

/// How many bytes `data[a..]` and `data[b..]` (a < b) have in common, up to `most`.
fn common(data: &[u8], a: usize, b: usize, most: usize) -> usize {
    // Both runs sliced once, so the loops below check no bounds.
    let (x, y) = (&data[a..a + most], &data[b..b + most]);
    let mut l = 0;
    for (p, q) in x.chunks_exact(8).zip(y.chunks_exact(8)) {
        let p = u64::from_le_bytes(p.try_into().unwrap_or([0; 8]));
        let q = u64::from_le_bytes(q.try_into().unwrap_or([0; 8]));
        if p != q {
            return l + ((p ^ q).trailing_zeros() / 8) as usize;
        }
        l += 8;
    }
    l + x[l..]
        .iter()
        .zip(&y[l..])
        .take_while(|(p, q)| p == q)
        .count()
}

/// Bits written least significant first, as deflate reads them.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits<'_> {
    /// Writes the low `n` bits of `v` (n ≤ 32).
    fn put(&mut self, v: u32, n: u32) {
        self.acc |= (v as u64) << self.n;
        self.n += n;
        if self.n >= 32 {
            self.out.extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.n -= 32;
        }
    }

    /// Pads to a byte boundary and writes what is held.
    fn flush(&mut self) {
        while self.n > 0 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n = self.n.saturating_sub(8);
        }
        self.acc = 0;
    }
}

/// A match length's symbol (257..=285), its extra bits and their value, from `length - 3`.
#[inline(always)]
fn length_code(lv: u32) -> (usize, u32, u32) {
    let (code, extra) = LENGTHS[lv as usize];
    (code as usize, extra as u32, lv & ((1 << extra) - 1))
}

/// A distance's symbol (0..30), its extra bits and their value, from `distance - 1`.
#[inline(always)]
fn dist_code(dv: u32) -> (usize, u32, u32) {
    let code = if dv < 256 {
        DISTANCES[dv as usize]
    } else {
        DISTANCES[256 + (dv >> 7) as usize]
    };
    let extra = (code / 2).saturating_sub(1) as u32;
    (code as usize, extra, dv & ((1 << extra) - 1))
}

/// Each `length - 3`'s symbol and extra bits (RFC 1951, 3.2.5); the extra bits' value is
/// the length's low bits, as each symbol's first length is a multiple of its step.
const LENGTHS: [(u16, u8); 256] = {
    let mut t = [(0, 0); 256];
    let mut lv = 0u32;
    while lv < 256 {
        t[lv as usize] = match lv {
            255 => (285, 0),
            0..8 => (257 + lv as u16, 0),
            _ => {
                let l = 31 - lv.leading_zeros();
                (
                    (257 + 4 * (l - 1) + ((lv >> (l - 2)) & 3)) as u16,
                    (l - 2) as u8,
                )
            }
        };
        lv += 1;
    }
    t
};

/// `distance - 1`'s symbol: under 256 directly, above by its bits from the 8th up (as
/// zlib's table does).
const DISTANCES: [u8; 512] = {
    const fn code(dv: u32) -> u8 {
        if dv < 4 {
            return dv as u8;
        }
        let l = 31 - dv.leading_zeros();
        (2 * l + ((dv >> (l - 1)) & 1)) as u8
    }
    let mut t = [0; 512];
    let mut i = 0;
    while i < 256 {
        t[i] = code(i as u32);
        t[256 + i] = code((i as u32) << 7);
        i += 1;
    }
    t
};

/// The order deflate sends the code-length code's lengths in.
const CL_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// Writes one block of `syms` (covering `raw`) in whichever of dynamic Huffman, fixed
/// Huffman or stored form is shortest.
fn block(bits: &mut Bits, syms: &[u32], freq: &Freq, raw: &[u8], last: bool) {
    let (mut lit, dist, extra) = (freq.lit, freq.dist, freq.extra);
    lit[256] = 1;
    let lit_len = huffman(&lit, 15);
    let dist_len = huffman(&dist, 15);
    let header = Header::new(&lit_len, &dist_len);
    let cost = |ll: &[u8], dl: &[u8]| -> u64 {
        let l: u64 = lit.iter().zip(ll).map(|(&f, &b)| f as u64 * b as u64).sum();
        let d: u64 = dist
            .iter()
            .zip(dl)
            .map(|(&f, &b)| f as u64 * b as u64)
            .sum();
        l + d + extra
    };
    let dynamic = 3 + header.bits() + cost(&lit_len, &dist_len);
    let (fixed_lit, fixed_dist) = fixed();
    let fixed_cost = 3 + cost(&fixed_lit, &fixed_dist);
    let stored = 8 * (raw.len() as u64 + 5 * raw.len().div_ceil(65_535).max(1) as u64) + 10;
    if stored < dynamic.min(fixed_cost) {
        return write_stored(bits, raw, last);
    }
    if fixed_cost <= dynamic {
        bits.put(last as u32 | 1 << 1, 3);
        write_syms(bits, syms, &table(&fixed_lit), &table(&fixed_dist));
    } else {
        bits.put(last as u32 | 2 << 1, 3);
        header.write(bits);
        write_syms(bits, syms, &table(&lit_len), &table(&dist_len));
    }
}

/// Stored blocks of at most 65,535 bytes each (one, empty, for no bytes).
fn write_stored(bits: &mut Bits, raw: &[u8], last: bool) {
    let mut start = 0;
    loop {
        let end = (start + 65_535).min(raw.len());
        bits.put((last && end == raw.len()) as u32, 3);
        bits.flush();
        let len = (end - start) as u16;
        bits.out.extend_from_slice(&len.to_le_bytes());
        bits.out.extend_from_slice(&(!len).to_le_bytes());
        bits.out.extend_from_slice(&raw[start..end]);
        start = end;
        if end == raw.len() {
            return;
        }
    }
}

/// The symbols with their codes, then the end of the block. `lit` and `dist` hold each
/// symbol's code with its length above it (see [`table`]). The bits are gathered in
/// registers, not through [`Bits::put`], which kept them in memory between writes.
fn write_syms(bits: &mut Bits, syms: &[u32], lit: &[u32; 288], dist: &[u32; 32]) {
    let (mut acc, mut n) = (bits.acc, bits.n);
    let out = &mut *bits.out;
    // At most 15 + 13 bits join fewer than 32 held: never over 64.
    let mut flush = |acc: &mut u64, n: &mut u32| {
        if *n >= 32 {
            out.extend_from_slice(&(*acc as u32).to_le_bytes());
            *acc >>= 32;
            *n -= 32;
        }
    };
    for &s in syms {
        if s & MATCH == 0 {
            let e = lit[(s & 0xff) as usize];
            acc |= ((e & 0xffff) as u64) << n;
            n += e >> 16;
        } else {
            // Each code with its extra bits in one write: at most 15 + 5 and 15 + 13 bits.
            let (l, le, lx) = length_code((s >> 16) & 0xff);
            let e = lit[l];
            acc |= (((e & 0xffff) | lx << (e >> 16)) as u64) << n;
            n += (e >> 16) + le;
            flush(&mut acc, &mut n);
            let (d, de, dx) = dist_code(s & 0xffff);
            let e = dist[d & 31];
            acc |= (((e & 0xffff) | dx << (e >> 16)) as u64) << n;
            n += (e >> 16) + de;
        }
        flush(&mut acc, &mut n);
    }
    (bits.acc, bits.n) = (acc, n);
    bits.put(lit[256] & 0xffff, lit[256] >> 16);
}

/// Each symbol's code (bit-reversed, as [`codes`] makes it) with its length in the bits
/// above 16, for `lens`; symbols past `lens` have none.
fn table<const N: usize>(lens: &[u8]) -> [u32; N] {
    let mut t = [0; N];
    for ((e, &c), &l) in t.iter_mut().zip(&codes(lens)).zip(lens) {
        *e = c as u32 | (l as u32) << 16;
    }
    t
}

/// The fixed Huffman code's lengths (RFC 1951, 3.2.6): all 288 literal/length symbols,
/// as the two that never occur (286, 287) still take their places among the 8-bit codes,
/// and the 9-bit codes come after them.
fn fixed() -> ([u8; 288], [u8; 30]) {
    let mut lit = [8u8; 288];
    lit[144..256].fill(9);
    lit[256..280].fill(7);
    (lit, [5; 30])
}

/// Canonical codes for `lens`, bit-reversed to be written least significant bit first.
fn codes(lens: &[u8]) -> Vec<u16> {
    let mut count = [0u16; 16];
    for &l in lens {
        count[l as usize] += 1;
    }
    count[0] = 0;
    let mut next = [0u16; 16];
    let mut code = 0u16;
    for b in 1..16 {
        code = (code + count[b - 1]) << 1;
        next[b] = code;
    }
    lens.iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[l as usize];
            next[l as usize] += 1;
            c.reverse_bits() >> (16 - l)
        })
        .collect()
}

/// Huffman code lengths for `freq`, none over `max` bits; at least two symbols get a code
/// (as zlib does: a lone code of one bit is not a complete code). Worked out on the stack,
/// in arrays as long as the code (the six vectors it took cost a third of its work).
fn huffman<const N: usize>(freq: &[u32; N], max: usize) -> [u8; N] {
    // Each leaf as its count above its symbol, so that one integer sorts them by count,
    // then symbol.
    let mut leaves = [0u64; N];
    let mut m = 0;
    for (s, &f) in freq.iter().enumerate() {
        if f > 0 {
            leaves[m] = (f as u64) << 16 | s as u64;
            m += 1;
        }
    }
    for s in 0..2 {
        if m < 2 && !leaves[..m].iter().any(|&l| l & 0xffff == s) {
            leaves[m] = 1 << 16 | s;
            m += 1;
        }
    }
    let leaves = &mut leaves[..m];
    leaves.sort_unstable();
    // Two queues, as the leaves come sorted: leaves (0..m), then the internal nodes (m..)
    // in the order they are made (their weights only grow). Parents are made after their
    // children.
    let mut inner = [0u64; N];
    let weight = |inner: &[u64; N], k: usize| {
        if k < m {
            leaves[k] >> 16
        } else {
            inner[k - m]
        }
    };
    let mut parent = [[0u16; 2]; N];
    let parent = parent.as_flattened_mut();
    let (mut leaf, mut node) = (0, m);
    for next in m..2 * m - 1 {
        for _ in 0..2 {
            let take_leaf =
                leaf < m && (node >= next || weight(&inner, leaf) <= weight(&inner, node));
            let child = if take_leaf { leaf } else { node };
            if take_leaf {
                leaf += 1;
            } else {
                node += 1;
            }
            inner[next - m] += weight(&inner, child);
            parent[child] = next as u16;
        }
    }
    // Each node's depth in place of its parent: a parent comes after its children, so it
    // is a depth already when they read it (the root's, never written, is 0).
    for k in (0..2 * m - 2).rev() {
        parent[k] = parent[parent[k] as usize] + 1;
    }
    let depth = parent;
    // Lengths over `max` folded to `max`, then the code made complete again by lengthening
    // the longest shorter codes (miniz's method); the most frequent symbols keep the
    // shortest codes.
    let mut count = [0u32; 16];
    for &d in &depth[..m] {
        count[(d as usize).min(max)] += 1;
    }
    let mut total: u32 = (1..=max).map(|b| count[b] << (max - b)).sum();
    while total > 1 << max {
        count[max] -= 1;
        if let Some(b) = (1..max).rev().find(|&b| count[b] != 0) {
            count[b] -= 1;
            count[b + 1] += 2;
        }
        total -= 1;
    }
    let mut lens = [0u8; N];
    let mut k = 0;
    for b in (1..=max).rev() {
        for _ in 0..count[b] {
            lens[(leaves[k] & 0xffff) as usize] = b as u8;
            k += 1;
        }
    }
    lens
}

/// A dynamic block's header: the two codes' lengths, run-length coded with the
/// code-length code.
struct Header {
    hlit: usize,
    hdist: usize,
    hclen: usize,
    /// Code-length symbols with their extra bits' value.
    runs: Vec<(u8, u8)>,
    cl_len: [u8; 19],
}

impl Header {
    fn new(lit: &[u8], dist: &[u8]) -> Header {
        let hlit = 257.max(lit.iter().rposition(|&l| l != 0).map_or(0, |p| p + 1));
        let hdist = 1.max(dist.iter().rposition(|&l| l != 0).map_or(0, |p| p + 1));
        let lens: Vec<u8> = lit[..hlit].iter().chain(&dist[..hdist]).copied().collect();
        let runs = runs(&lens);
        let mut freq = [0u32; 19];
        for &(s, _) in &runs {
            freq[s as usize] += 1;
        }
        let cl_len = huffman(&freq, 7);
        let hclen = 4.max(
            CL_ORDER
                .iter()
                .rposition(|&s| cl_len[s] != 0)
                .map_or(0, |p| p + 1),
        );
        Header {
            hlit,
            hdist,
            hclen,
            runs,
            cl_len,
        }
    }

    /// Its size in bits.
    fn bits(&self) -> u64 {
        let runs: u64 = self
            .runs
            .iter()
            .map(|&(s, _)| self.cl_len[s as usize] as u64 + extra_bits(s) as u64)
            .sum();
        14 + 3 * self.hclen as u64 + runs
    }

    fn write(&self, bits: &mut Bits) {
        bits.put((self.hlit - 257) as u32, 5);
        bits.put((self.hdist - 1) as u32, 5);
        bits.put((self.hclen - 4) as u32, 4);
        for &s in &CL_ORDER[..self.hclen] {
            bits.put(self.cl_len[s] as u32, 3);
        }
        let codes = codes(&self.cl_len);
        for &(s, x) in &self.runs {
            bits.put(codes[s as usize] as u32, self.cl_len[s as usize] as u32);
            bits.put(x as u32, extra_bits(s));
        }
    }
}

/// Extra bits of a code-length symbol.
fn extra_bits(s: u8) -> u32 {
    match s {
        16 => 2,
        17 => 3,
        18 => 7,
        _ => 0,
    }
}

/// Code lengths run-length coded: 16 repeats the last length 3-6 times, 17 and 18 write
/// 3-10 and 11-138 zeros.
fn runs(lens: &[u8]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lens.len() {
        let cur = lens[i];
        let mut run = lens[i..].iter().take_while(|&&l| l == cur).count();
        i += run;
        if cur == 0 {
            while run >= 11 {
                let r = run.min(138);
                out.push((18, (r - 11) as u8));
                run -= r;
            }
            if run >= 3 {
                out.push((17, (run - 3) as u8));
                run = 0;
            }
        } else {
            out.push((cur, 0));
            run -= 1;
            while run >= 3 {
                let r = run.min(6);
                out.push((16, (r - 3) as u8));
                run -= r;
            }
        }
        out.extend(std::iter::repeat_n((cur, 0), run));
    }
    out
}

/// Streams shorter than this stay plain: deflating the kits' small symbols and pages too
/// makes `pdf` 8 % smaller for 3.5 % more instructions, which a run's budget cannot spare.
const SMALL: usize = 1280;

/// Deflates every stream that may be compressed. A stream stays plain when deflate would
/// not make it smaller.
pub(super) fn compress(lo: &mut lopdf::Document) {
    DEFLATE.with_borrow_mut(|z| {
        let mut out = Vec::new();
        for object in lo.objects.values_mut() {
            let Object::Stream(stream) = object else {
                continue;
            };
            if !stream.allows_compression
                || stream.dict.has(b"Filter")
                || stream.content.len() < SMALL
            {
                continue;
            }
            if let Some(z) = z.deflate(&stream.content, &mut out) {
                stream.dict.set("Filter", "FlateDecode");
                stream.set_content(z);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inflate(z: &[u8], len: usize) -> Vec<u8> {
        let mut back = vec![0u8; len + 1];
        let (got, rc) = zlib_rs::decompress_slice(&mut back, z, zlib_rs::InflateConfig::default());
        assert_eq!(rc, zlib_rs::ReturnCode::Ok, "inflate failed");
        got.to_vec()
    }

    /// Text like a content stream, random bytes, runs, long repeats and the empty stream
    /// all inflate back to what went in, one deflater used for all of them in turn.
    #[test]
    fn every_stream_inflates_back() {
        let mut z = Deflater::new();
        let mut seed = 7u64;
        let mut rnd = move || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            (seed >> 33) as u8
        };
        let text: Vec<u8> = (0..20_000)
            .flat_map(|i| format!("{} {} m {}.5 0 l S\n", i % 97, i % 13, i % 7).into_bytes())
            .collect();
        let random: Vec<u8> = (0..70_000).map(|_| rnd()).collect();
        let runs: Vec<u8> = (0..100_000).map(|i| (i / 1000) as u8).collect();
        let mixed: Vec<u8> = (0..50_000)
            .map(|i| if i % 300 < 150 { rnd() % 4 } else { b'a' })
            .collect();
        for data in [
            &text[..],
            &random,
            &runs,
            &mixed,
            b"",
            b"x",
            b"abcabcabcabc",
            &text[..5000],
        ] {
            let mut out = Vec::new();
            z.zlib(data, &mut out);
            assert_eq!(inflate(&out, data.len()), data, "{} bytes", data.len());
        }
    }

    /// Short streams, which take the fixed code, inflate back with every byte value: a
    /// cross-reference stream's rows (offsets, 0xff generations) and hundreds more.
    #[test]
    fn short_streams_inflate_back() {
        let mut z = Deflater::new();
        let mut seed = 1u64;
        let mut rnd = move || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            (seed >> 33) as u32
        };
        let every: Vec<u8> = (0..=255).collect();
        let mut out = Vec::new();
        z.zlib(&every, &mut out);
        assert_eq!(inflate(&out, every.len()), every);
        for _ in 0..500 {
            let mut data = vec![0u8, 0, 0, 0, 0, 0xff, 0xff];
            let mut off = 15u32;
            for r in 0..5 + rnd() % 300 {
                if rnd() % 3 == 0 {
                    data.push(1);
                    data.extend_from_slice(&off.to_be_bytes());
                    data.extend_from_slice(&[0, 0]);
                    off += rnd() % 3000;
                } else {
                    data.extend_from_slice(&[2, 0, 0, 0, 41, 0, r as u8]);
                }
            }
            out.clear();
            z.zlib(&data, &mut out);
            assert_eq!(inflate(&out, data.len()), data);
        }
    }

    /// The lengths and distances at each code's edges get the symbols RFC 1951 gives them.
    #[test]
    fn codes_match_the_rfc_tables() {
        assert_eq!(length_code(0), (257, 0, 0));
        assert_eq!(length_code(7), (264, 0, 0));
        assert_eq!(length_code(8), (265, 1, 0));
        assert_eq!(length_code(9), (265, 1, 1));
        assert_eq!(length_code(224), (284, 5, 0));
        assert_eq!(length_code(254), (284, 5, 30));
        assert_eq!(length_code(255), (285, 0, 0));
        assert_eq!(dist_code(0), (0, 0, 0));
        assert_eq!(dist_code(4), (4, 1, 0));
        assert_eq!(dist_code(6), (5, 1, 0));
        assert_eq!(dist_code(24_576), (29, 13, 0));
        assert_eq!(dist_code(32_767), (29, 13, 8191));
    }

    /// No code is longer than allowed and every code is complete, however skewed the counts.
    #[test]
    fn codes_are_complete_and_short_enough() {
        let fib: Vec<u32> = (0..40)
            .scan((1u32, 1u32), |s, _| {
                *s = (s.1, s.0.saturating_add(s.1));
                Some(s.0)
            })
            .collect();
        fn lens<const N: usize>(freq: &[u32], max: usize) -> Vec<u8> {
            huffman::<N>(freq.try_into().unwrap(), max).to_vec()
        }
        for (lens, max) in [
            (lens::<40>(&fib, 15), 15),
            (lens::<19>(&fib[..19], 7), 7),
            (lens::<3>(&[5, 0, 0], 15), 15),
            (lens::<30>(&[0; 30], 15), 15),
        ] {
            assert!(lens.iter().all(|&l| l as usize <= max), "{lens:?}");
            let kraft: f64 = lens
                .iter()
                .filter(|&&l| l > 0)
                .map(|&l| 0.5f64.powi(l as i32))
                .sum();
            assert_eq!(kraft, 1.0, "{lens:?}");
        }
    }
}

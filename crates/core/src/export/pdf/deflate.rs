//! Streams compressed by one deflater per thread, reset after each stream.

use super::*;

/// Deflate level: 2 (zlib-rs's fast matcher) makes files about 5 % larger than 4 and 6 for
/// about 15 % less work on a whole run; still smaller than printpdf's own output was.
pub(super) const LEVEL: i32 = 2;

thread_local! {
    /// One compressor per thread, kept from document to document: making or resetting one
    /// clears a 128 KiB table, which for the dozens of small streams of a document costs as
    /// much as compressing them.
    pub(super) static DEFLATE: std::cell::RefCell<Deflater> = std::cell::RefCell::new(Deflater::new());
}

/// A compressor reset before each stream but the first, so that the last stream of a run
/// leaves no reset behind it.
pub(super) struct Deflater {
    pub(super) z: zlib_rs::Deflate,
    pub(super) used: bool,
}

impl Deflater {
    pub(super) fn new() -> Self {
        let z = zlib_rs::Deflate::new_with_config(zlib_rs::DeflateConfig {
            level: LEVEL,
            method: zlib_rs::Method::Deflated,
            window_bits: 15,
            // 6 (not zlib's 8): a smaller pending buffer for the many small streams; the
            // hash table is the same size whatever this is.
            mem_level: 6,
            strategy: zlib_rs::Strategy::Default,
        });
        Deflater { z, used: false }
    }

    /// `data` deflated, using `out` as room; None when that would not make it smaller.
    pub(super) fn deflate(&mut self, data: &[u8], out: &mut Vec<u8>) -> Option<Vec<u8>> {
        if self.used {
            self.z.reset();
        }
        self.used = true;
        // Room for deflate's worst case (stored blocks), so one call finishes the stream.
        // The room only grows: cut back to each stream's bound, it was zeroed again for
        // every larger stream after a smaller one.
        let bound = zlib_rs::compress_bound(data.len());
        if out.len() < bound {
            out.resize(bound, 0);
        }
        let done = self
            .z
            .compress(data, &mut out[..bound], zlib_rs::DeflateFlush::Finish);
        let len = self.z.total_out() as usize;
        // The same threshold as lopdf: the filter's name costs about 19 bytes.
        (matches!(done, Ok(zlib_rs::Status::StreamEnd)) && len + 19 < data.len())
            .then(|| out[..len].to_vec())
    }
}

/// Deflates every stream that may be compressed. A stream stays plain when deflate would
/// not make it smaller.
pub(super) fn compress(lo: &mut lopdf::Document) {
    DEFLATE.with_borrow_mut(|z| {
        let mut out = Vec::new();
        for object in lo.objects.values_mut() {
            let Object::Stream(stream) = object else {
                continue;
            };
            // Under 1.25 KiB deflate saves 0.6 KB on most (the kits' small symbols and
            // pages), less than resetting the compressor (clearing its 128 KiB table,
            // 0.13 M instructions) is worth.
            if !stream.allows_compression
                || stream.dict.has(b"Filter")
                || stream.content.len() < 1280
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

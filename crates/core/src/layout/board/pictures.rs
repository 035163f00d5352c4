//! The board's pictures (`--board-art`, a template's board pictures): their slots in the
//! frame, the endzones and the background, and what each asks of its pixels.

use super::*;
use crate::picture::{Fit, PiecePicture};
use crate::scene::{PictureSlot, Pixels, Wanted};

/// The size of the coordinates' letters and numbers in the frame.
pub(super) fn label_size(g: &PartGeometry) -> f64 {
    (g.frame * 0.62).min(g.square * 0.4)
}

/// What the board picture `pic` (in `of`) asks of its pixels in a place of `place`'s size:
/// shown whole, its longer side as it prints; covering, the place's width (the crop takes
/// the place's shape).
pub(super) fn wanted(pic: &PiecePicture, of: PictureSlot, place: Rect) -> Wanted {
    let (w, h) = (pic.source.width as f64, pic.source.height as f64);
    let side = match pic.fit {
        Fit::Contain => w.max(h) * (place.w / w).min(place.h / h),
        Fit::Cover => place.w,
    };
    Wanted {
        of,
        side,
        round: false,
        aspect: place.w / place.h,
    }
}

/// `pic` shown whole, as large as fits, in the middle of `slot` (the slot's size, the same
/// on every part of the board, is what its pixels are made for).
pub(super) fn placed(slot: Rect, pic: &PiecePicture, of: PictureSlot) -> Item {
    let wanted = wanted(pic, of, slot);
    let (w, h) = pic.pixels_at(&wanted);
    Item::Image(Image {
        rect: contain(slot, w, h),
        clip: None,
        picture: Pixels::Wanted(wanted),
    })
}

/// The largest rectangle of a `w` x `h` picture's shape in the middle of `slot`.
pub fn contain(slot: Rect, w: u32, h: u32) -> Rect {
    let k = (slot.w / w.max(1) as f64).min(slot.h / h.max(1) as f64);
    let (pw, ph) = (w as f64 * k, h as f64 * k);
    Rect::new(
        slot.x + (slot.w - pw) / 2.0,
        slot.y + (slot.h - ph) / 2.0,
        pw,
        ph,
    )
}

/// Where the frame's picture may go on `part`, in its trim's coordinates: in each outer
/// band (the letters' rows), between the two middle letters, clear of them by a
/// millimetre, and a sixth of the band in from its edges, so it never meets the squares'
/// outline or the cut.
pub fn frame_slots(game: &Game, part: &Part, g: &PartGeometry) -> Vec<Rect> {
    let bold = font::get(Weight::Bold);
    let size = label_size(g);
    let k = game.board.files / 2;
    let widest = [k - 1, k]
        .iter()
        .map(|&f| bold.measure(&Game::file_name(f).to_string(), size))
        .fold(0.0, f64::max);
    let x = g.grid.x + k as f64 * g.square;
    let half = g.square / 2.0 - widest / 2.0 - 1.0;
    let inset = g.frame / 6.0;
    let mut out = Vec::new();
    if part.outer_top {
        out.push(Rect::new(
            x - half,
            inset,
            2.0 * half,
            g.frame - 2.0 * inset,
        ));
    }
    if part.outer_bottom {
        let y = g.trim.h - g.frame + inset;
        out.push(Rect::new(x - half, y, 2.0 * half, g.frame - 2.0 * inset));
    }
    out
}

/// Where an endzone's picture goes, in the coordinates of the endzone `z`: the free parts
/// left and right of its label, 2 mm (or a tenth of its depth) clear of the label and the
/// endzone's edges.
pub fn endzone_slots(game: &Game, owner: usize, z: Rect) -> [Rect; 2] {
    let (label, _) = plate_rect(z.center(), &endzone_label(game, owner, z));
    let gap = (z.h * 0.1).max(2.0);
    let w = (label.x - z.x - 2.0 * gap).max(0.0);
    let h = z.h - 2.0 * gap;
    [
        Rect::new(z.x + gap, z.y + gap, w, h),
        Rect::new(label.right() + gap, z.y + gap, w, h),
    ]
}

/// The whole board's frame and its bleed, in the coordinates of `part`'s trim: a
/// background covers it, so the halves, joined, show one picture.
pub fn background_rect(game: &Game, part: &Part, g: &PartGeometry, bleed: f64) -> Rect {
    let all = &whole(game)[0];
    let w = PartGeometry::new(game, all, g.square);
    let above = (game.board.ranks - part.ranks.end) as f64 * g.square;
    let y = g.grid.y - (w.grid.y + above);
    Rect::new(
        -bleed,
        y - bleed,
        w.trim.w + 2.0 * bleed,
        w.trim.h + 2.0 * bleed,
    )
}

//! The board's pictures (`--board-art`, a template's board pictures): their slots in the frame,
//! the endzones and the background, and the sizes the product layer decodes them for.

use super::*;

/// The size of the coordinates' letters and numbers in the frame.
pub(super) fn label_size(g: &PartGeometry) -> f64 {
    (g.frame * 0.62).min(g.square * 0.4)
}

/// The finished pixels of a board picture, when it has them.
pub(super) fn picture_of(
    p: &Option<crate::picture::PiecePicture>,
) -> Option<std::sync::Arc<crate::scene::Raster>> {
    p.as_ref()?.raster.clone()
}

/// `raster` shown whole, as large as fits, in the middle of `slot`.
pub(super) fn placed(slot: Rect, raster: &std::sync::Arc<crate::scene::Raster>) -> Item {
    Item::Image(Image {
        rect: contain(slot, raster.width, raster.height),
        clip: None,
        picture: raster.clone(),
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

/// The sizes board pictures print at in a run: the frame's slot, an endzone's slot (when
/// the game has endzones) and the whole frame a background covers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardPlaces {
    /// A slot in the frame's outer band.
    pub frame: Size,
    /// A slot beside each endzone's label, for each side's endzone.
    pub endzones: [Option<Size>; 2],
    /// The whole board's frame with its bleed.
    pub background: Size,
    /// The frame's width, mm.
    pub band: f64,
}

/// Where `game`'s board pictures print with these options (every part of the board has
/// slots of the same sizes).
pub fn picture_places(game: &Game, opts: &Options) -> Result<BoardPlaces, LayoutError> {
    let square = board_plan(game, opts)?.square;
    let all = &whole(game)[0];
    let g = PartGeometry::new(game, all, square);
    let frame = frame_slots(game, all, &g)[0];
    let size = |r: Rect| Size { w: r.w, h: r.h };
    let zone = |z: Option<Rect>, owner| z.map(|z| size(endzone_slots(game, owner, z)[0]));
    Ok(BoardPlaces {
        frame: size(frame),
        endzones: [zone(g.zone_top, 0), zone(g.zone_bottom, 1)],
        background: size(background_rect(game, all, &g, opts.bleed)),
        band: g.frame,
    })
}

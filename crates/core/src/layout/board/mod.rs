//! Boards: the playing grid with its coordinate frame, split into parts that each fit a page
//! and join edge to edge (or over a glue tab) on card.

use crate::font::{self, Weight};
use crate::game::{Game, Look, Palette};
use crate::picture::BoardPictures;
use crate::scene::{
    Anchor, Color, Group, Hatch, Image, Item, Paint, Path, PictureSlot, Pixels, Stroke, Tag,
};
use crate::units::{pt, Point, Rect};

use super::marks::{self, HAIRLINE};
use super::options::{LayoutError, Options};
use super::plan::{board_plan, piece_size, whole, BoardPlan, Part, PartGeometry};
use super::sheet::{content_area_under, cut_sheet_under, finish, Sheet};
use crate::scene::Document;

mod furniture;
mod pictures;

pub use furniture::*;
pub use pictures::*;

/// Width of the playing area's outline, mm.
const GRID_LINE: f64 = 0.35;
/// The paint for dark squares: flat, or hatched when the palette asks for light ink.
pub fn dark_paint(p: &Palette) -> Paint {
    match p.dark_hatch {
        Some(ink) => Paint::Hatch(Hatch {
            background: p.dark,
            ink,
            spacing: 1.4,
            width: 0.3,
            angle: 45.0,
        }),
        None => Paint::Solid(p.dark),
    }
}

/// Draws `part` with its trim's top-left corner at `origin`. Everything lies inside the trim
/// except the bleed (colour continued `bleed` mm past every cut edge, the next rank's squares
/// past a joining edge) and the seam note, which sits within the crop-mark margin on the seam
/// side. Nothing is stroked along a joining edge, so the joined board shows no seam.
pub fn draw_part(
    game: &Game,
    look: &Look,
    part: &Part,
    g: &PartGeometry,
    origin: Point,
    bleed: f64,
) -> Vec<Item> {
    draw_part_with(
        game,
        look,
        part,
        g,
        origin,
        bleed,
        &BoardPictures::default(),
    )
}

/// [`draw_part`] with the board's pictures: the background over the frame's colour, under
/// everything else; the frame's and endzones' pictures over their grounds, beside their
/// letters and labels.
pub fn draw_part_with(
    game: &Game,
    look: &Look,
    part: &Part,
    g: &PartGeometry,
    origin: Point,
    bleed: f64,
    pictures: &BoardPictures,
) -> Vec<Item> {
    let tab_h = g.tab.map_or(0.0, |t| t.h);
    let d = Drawing {
        game,
        look,
        pal: look.palette,
        part,
        g,
        origin,
        bleed,
        grid: Rect::new(g.grid.x + origin.x, g.grid.y + origin.y, g.grid.w, g.grid.h),
        files: game.board.files,
        seam_top: !part.outer_top,
        seam_bottom: !part.outer_bottom,
        frame: Rect::new(origin.x, origin.y + tab_h, g.trim.w, g.trim.h - tab_h),
        pictures,
    };
    [
        d.tab_and_frame(),
        d.background(),
        d.squares(),
        d.outline(),
        d.tab_guides(),
        d.zones(),
        d.zone_pictures(),
        d.coordinates(),
        d.frame_pictures(),
        d.alignment_marks(),
        d.seam_note(),
    ]
    .concat()
}

/// A board part being drawn: its geometry placed with its trim's top-left corner at
/// `origin`, and what every step of the drawing reads.
#[derive(Clone, Copy)]
struct Drawing<'a> {
    game: &'a Game,
    look: &'a Look<'a>,
    pal: &'a Palette,
    part: &'a Part,
    g: &'a PartGeometry,
    origin: Point,
    bleed: f64,
    /// The playing squares, placed.
    grid: Rect,
    files: u32,
    /// Joining edges: the squares continue past them by the bleed (onto the glue tab too,
    /// so a half glued a little short of the line shows no white).
    seam_top: bool,
    seam_bottom: bool,
    /// The frame, placed: the trim without the glue tab.
    frame: Rect,
    /// The board's pictures.
    pictures: &'a BoardPictures,
}

impl Drawing<'_> {
    /// `r` moved from trim coordinates to the page's.
    fn off(&self, r: Rect) -> Rect {
        Rect::new(r.x + self.origin.x, r.y + self.origin.y, r.w, r.h)
    }

    /// Each seam's y and the direction from it into this part.
    fn seams(&self) -> Vec<(f64, f64)> {
        let Drawing { part, grid, .. } = *self;
        [
            (!part.outer_top).then_some((grid.y, 1.0)),
            (!part.outer_bottom).then_some((grid.bottom(), -1.0)),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    /// The glue tab underneath, then the frame, its colour running past every edge.
    fn tab_and_frame(&self) -> Vec<Item> {
        let Drawing {
            pal,
            g,
            bleed,
            frame,
            ..
        } = *self;
        let off = |r: Rect| self.off(r);
        let mut items = Vec::new();
        if let Some(tab) = g.tab.map(off) {
            // Past its three cut edges by the bleed, as the frame's colour runs.
            let tab = Rect::new(
                tab.x - bleed,
                tab.y - bleed,
                tab.w + 2.0 * bleed,
                tab.h + bleed,
            );
            items.push(Item::fill(
                Path::rect(tab),
                Paint::Hatch(Hatch {
                    background: Color::WHITE,
                    ink: pal.accent,
                    spacing: 2.0,
                    width: 0.3,
                    angle: -45.0,
                }),
            ));
        }
        items.push(Item::fill(
            Path::rect(frame.inflate(bleed)),
            Paint::Solid(pal.frame),
        ));
        items
    }

    /// The squares, and past a joining edge a bleed-deep strip of the next rank's.
    fn squares(&self) -> Vec<Item> {
        let Drawing {
            pal,
            part,
            g,
            bleed,
            grid,
            files,
            seam_top,
            seam_bottom,
            ..
        } = *self;
        let off = |r: Rect| self.off(r);
        let mut items = Vec::new();
        // Squares: light underneath, all dark squares as one shape so a hatch runs unbroken;
        // past a joining edge, a bleed-deep strip of the next rank's squares.
        let (b_top, b_bottom) = (
            if seam_top { bleed } else { 0.0 },
            if seam_bottom { bleed } else { 0.0 },
        );
        items.push(Item::fill(
            Path::rect(Rect::new(
                grid.x,
                grid.y - b_top,
                grid.w,
                grid.h + b_top + b_bottom,
            )),
            Paint::Solid(pal.light),
        ));
        let mut dark = Path::new();
        for rank in part.ranks.clone() {
            for file in 0..files {
                if Game::is_dark(file, rank) {
                    dark = dark.extend(Path::rect(off(g.square_rect(part, file, rank))));
                }
            }
        }
        let beyond = [
            (b_top > 0.0).then_some((part.ranks.end, grid.y - bleed)),
            (b_bottom > 0.0 && part.ranks.start > 0).then(|| (part.ranks.start - 1, grid.bottom())),
        ];
        for (rank, y) in beyond.into_iter().flatten() {
            for file in (0..files).filter(|&f| Game::is_dark(f, rank)) {
                let x = grid.x + file as f64 * g.square;
                dark = dark.extend(Path::rect(Rect::new(x, y, g.square, bleed)));
            }
        }
        items.push(Item::fill(dark, dark_paint(pal)));
        items
    }

    /// The playing area's outline, on its outer edges only.
    fn outline(&self) -> Vec<Item> {
        let Drawing {
            pal, part, grid, ..
        } = *self;
        let mut items = Vec::new();
        // The playing area's outline, on its outer edges only, drawn just outside the squares so
        // that every rank keeps its full height.
        let h = GRID_LINE / 2.0;
        let (top, bottom) = (
            grid.y - if part.outer_top { h } else { 0.0 },
            grid.bottom() + if part.outer_bottom { h } else { 0.0 },
        );
        let (tl, tr) = (
            Point::new(grid.x - h, top),
            Point::new(grid.right() + h, top),
        );
        let (bl, br) = (
            Point::new(grid.x - h, bottom),
            Point::new(grid.right() + h, bottom),
        );
        items.push(Item::stroke(
            outer_edges(tl, tr, br, bl, part.outer_top, part.outer_bottom),
            Stroke::solid(pal.line, GRID_LINE),
        ));
        items
    }

    /// The line half 2's edge goes on, on the glue tab, and its label.
    fn tab_guides(&self) -> Vec<Item> {
        let Drawing {
            pal, part, g, grid, ..
        } = *self;
        let off = |r: Rect| self.off(r);
        let mut items = Vec::new();
        // The line half 2's edge goes on, drawn just inside the tab so that nothing lies on
        // the squares of this half. The tab's cut edges carry no line: its hatching runs past
        // them into the bleed, and the crop marks show where they are.
        if let Some(tab) = g.tab.map(off) {
            let guide = Stroke::dashed(pal.line, HAIRLINE, &[1.5, 1.0]);
            let y = tab.bottom() - HAIRLINE / 2.0;
            items.push(Item::stroke(
                Path::line(Point::new(grid.x, y), Point::new(grid.right(), y)),
                guide,
            ));
            let size = pt(8.0).min(tab.h * 0.45);
            let label = self
                .game
                .text("board-glue-tab", &[("half", (part.index + 2).into())]);
            let f = font::get(Weight::Bold);
            let (lw, pad) = (f.measure(&label, size), 1.5);
            let c = tab.center();
            let plate = Rect::new(
                c.x - lw / 2.0 - pad,
                c.y - size * 0.6,
                lw + 2.0 * pad,
                size * 1.2,
            );
            items.push(Item::fill(Path::rect(plate), Paint::Solid(Color::WHITE)));
            items.push(Item::text(
                Point::new(c.x, c.y + f.cap_height(size) / 2.0),
                label,
                size,
                Anchor::Middle,
                Weight::Bold,
                pal.line,
            ));
        }
        items
    }

    /// The endzones and the set-up marks.
    fn zones(&self) -> Vec<Item> {
        let Drawing {
            game,
            look,
            pal,
            part,
            g,
            origin,
            ..
        } = *self;
        let off = |r: Rect| self.off(r);
        let mut items = Vec::new();
        // Endzones: the first side's beyond the top edge, the second side's beyond the bottom.
        // Each outlined as the squares are, with the line's centre half its width outside:
        // the two outlines meet flush, and the edge they share is one line.
        let h = GRID_LINE / 2.0;
        for (zone, owner, outer) in [(g.zone_top, 0, -h), (g.zone_bottom, 1, h)] {
            if let Some(z) = zone.map(off) {
                let outline = Rect::new(z.x - h, z.y + outer, z.w + 2.0 * h, z.h);
                items.extend(endzone(game, pal, z, outline, owner));
            }
        }
        if game.board.mark_setup {
            items.extend(setup_marks(game, look, part, g, origin));
        }
        items
    }

    /// The coordinates in the frame.
    fn coordinates(&self) -> Vec<Item> {
        let Drawing {
            pal,
            part,
            g,
            origin,
            grid,
            files,
            ..
        } = *self;
        let off = |r: Rect| self.off(r);
        let mut items = Vec::new();
        // Coordinates in the frame: letters on outer edges, numbers down both sides.
        let size = label_size(g);
        let bold = font::get(Weight::Bold);
        let mid = |y_center: f64| y_center + bold.cap_height(size) / 2.0;
        let mut letter_rows = Vec::new();
        if part.outer_bottom {
            letter_rows.push(origin.y + g.trim.h - g.frame / 2.0);
        }
        if part.outer_top {
            letter_rows.push(origin.y + g.frame / 2.0);
        }
        for yc in letter_rows {
            for file in 0..files {
                let x = grid.x + (file as f64 + 0.5) * g.square;
                items.push(Item::text(
                    Point::new(x, mid(yc)),
                    Game::file_name(file).to_string(),
                    size,
                    Anchor::Middle,
                    Weight::Bold,
                    pal.frame_text,
                ));
            }
        }
        for rank in part.ranks.clone() {
            let r = off(g.square_rect(part, 0, rank));
            for x in [grid.x - g.frame / 2.0, grid.right() + g.frame / 2.0] {
                items.push(Item::text(
                    Point::new(x, mid(r.center().y)),
                    (rank + 1).to_string(),
                    size,
                    Anchor::Middle,
                    Weight::Bold,
                    pal.frame_text,
                ));
            }
        }
        items
    }

    /// The frame background: the whole board's frame covered by the picture, this part
    /// showing its share (so joined halves show one picture), cut to the frame's bands and
    /// the bleed past them.
    fn background(&self) -> Vec<Item> {
        let Some(pic) = &self.pictures.background else {
            return Vec::new();
        };
        let Drawing {
            game,
            part,
            g,
            bleed,
            grid,
            frame,
            ..
        } = *self;
        let outer = frame.inflate(bleed);
        // The squares and endzones, to the outer edge across a joining edge.
        let top = match (part.outer_top, g.zone_top) {
            (false, _) => outer.y,
            (true, Some(z)) => self.off(z).y,
            (true, None) => grid.y,
        };
        let bottom = match (part.outer_bottom, g.zone_bottom) {
            (false, _) => outer.bottom(),
            (true, Some(z)) => self.off(z).bottom(),
            (true, None) => grid.bottom(),
        };
        let bands = [
            Rect::new(outer.x, outer.y, grid.x - outer.x, outer.h),
            Rect::new(grid.right(), outer.y, outer.right() - grid.right(), outer.h),
            Rect::new(grid.x, outer.y, grid.w, top - outer.y),
            Rect::new(grid.x, bottom, grid.w, outer.bottom() - bottom),
        ];
        let clip = bands
            .into_iter()
            .filter(|b| b.w > 0.0 && b.h > 0.0)
            .fold(Path::new(), |p, b| p.extend(Path::rect(b)));
        let rect = self.off(background_rect(game, part, g, bleed));
        vec![Item::Image(Image {
            rect,
            clip: Some(clip),
            picture: Pixels::Wanted(wanted(pic, PictureSlot::Background, rect)),
        })]
    }

    /// The endzones' pictures, each whole on both sides of its label.
    fn zone_pictures(&self) -> Vec<Item> {
        let Drawing { game, g, .. } = *self;
        let mut items = Vec::new();
        for (zone, owner) in [(g.zone_top, 0), (g.zone_bottom, 1)] {
            let (Some(z), Some(pic)) = (zone, &self.pictures.endzones[owner]) else {
                continue;
            };
            for slot in endzone_slots(game, owner, z) {
                items.push(placed(self.off(slot), pic, PictureSlot::Endzone(owner)));
            }
        }
        items
    }

    /// The frame's picture, whole in the middle of each outer band, between the letters.
    fn frame_pictures(&self) -> Vec<Item> {
        let Some(pic) = &self.pictures.frame else {
            return Vec::new();
        };
        let Drawing { game, part, g, .. } = *self;
        frame_slots(game, part, g)
            .into_iter()
            .map(|slot| placed(self.off(slot), pic, PictureSlot::Frame))
            .collect()
    }

    /// The alignment marks on each seam.
    fn alignment_marks(&self) -> Vec<Item> {
        let Drawing {
            pal,
            g,
            bleed,
            grid,
            files,
            seam_top,
            seam_bottom,
            ..
        } = *self;
        let mut items = Vec::new();
        // Alignment marks: half-diamonds on the seam at every file line. Joined correctly,
        // each pair makes a whole diamond; a shifted join shows at once.
        let seams = self.seams();
        // Only the slanted sides are stroked (the base lies on the joining edge); the other
        // half's triangles continue into the bleed past the edge.
        let tw = (g.square * 0.16).clamp(2.0, 5.0);
        for &(y, dir) in &seams {
            let mut tri = Path::new();
            let mut mirrored = Path::new();
            let depth = if (dir > 0.0 && seam_top) || (dir < 0.0 && seam_bottom) {
                bleed.min(tw * 0.8)
            } else {
                0.0
            };
            let w_at = tw * (1.0 - depth / (tw * 0.8));
            for i in 0..=files {
                let x = grid.x + i as f64 * g.square;
                tri = tri
                    .move_to(x - tw / 2.0, y)
                    .line_to(x, y + dir * tw * 0.8)
                    .line_to(x + tw / 2.0, y);
                if depth > 0.0 {
                    mirrored = mirrored.extend(Path::polygon(&[
                        Point::new(x - tw / 2.0, y),
                        Point::new(x + tw / 2.0, y),
                        Point::new(x + w_at / 2.0, y - dir * depth),
                        Point::new(x - w_at / 2.0, y - dir * depth),
                    ]));
                }
            }
            if depth > 0.0 {
                items.push(Item::fill(mirrored, Paint::Solid(pal.accent)));
            }
            items.push(Item::Shape(crate::scene::Shape {
                path: tri,
                fill: Some(Paint::Solid(pal.accent)),
                stroke: Some(Stroke::solid(pal.line, 0.15)),
            }));
        }
        items
    }

    /// The note on the seam side, outside the trim.
    fn seam_note(&self) -> Vec<Item> {
        let Drawing {
            pal,
            part,
            g,
            origin,
            bleed,
            ..
        } = *self;
        let mut items = Vec::new();
        let seams = self.seams();
        // A note on the seam side, outside the trim, between the crop marks.
        if g.tab.is_none() {
            let other = if part.outer_top {
                part.index
            } else {
                part.index + 2
            };
            let note = self.game.text("board-seam-note", &[("half", other.into())]);
            let size = pt(7.0);
            let f = font::get(Weight::Regular);
            for &(_, dir) in &seams {
                let y = if dir > 0.0 {
                    origin.y - bleed - 1.2 - f.descent(size)
                } else {
                    origin.y + g.trim.h + bleed + 1.2 + f.ascent(size)
                };
                items.push(Item::text(
                    Point::new(origin.x + g.trim.w / 2.0, y),
                    note.clone(),
                    size,
                    Anchor::Middle,
                    Weight::Regular,
                    pal.ink,
                ));
            }
        }
        items
    }
}

/// What the board part prints in words besides its letters and numbers, for its Alt
/// (the figure's lettering is not read as text): each endzone's label with the note
/// under it, then the note on a seam, each a sentence: ". Red's endzone: Red's kings jump
/// off the board into here. This edge meets half 2: cut it exactly, on the crop marks."
fn printed_words(game: &Game, part: &Part, g: &PartGeometry) -> String {
    let mut out = String::new();
    for (zone, owner) in [(g.zone_top, 0), (g.zone_bottom, 1)] {
        if let Some(z) = zone {
            let [(name, ..), (note, ..)] = furniture::endzone_label(game, owner, z);
            out.push_str(&format!(
                ". {}{}{note}",
                super::text::sentence_start(&name),
                crate::rules::describe::colon(game)
            ));
        }
    }
    // As `seam_note` draws it: on a seam, unless the glue tab is there instead.
    if g.tab.is_none() && !(part.outer_top && part.outer_bottom) {
        let other = if part.outer_top {
            part.index
        } else {
            part.index + 2
        };
        let note = game.text("board-seam-note", &[("half", other.into())]);
        out.push_str(&format!(". {}", super::text::sentence_start(&note)));
    }
    // As `setup_marks` draws them: the rings on each side's start squares on this part.
    if game.board.mark_setup {
        let sides: Vec<String> = (0..game.sides.len())
            .filter_map(|s| {
                let squares: Vec<String> = game
                    .pieces
                    .iter()
                    .filter(|p| p.start == crate::game::Start::Board)
                    .flat_map(|p| game.start_squares(s, &p.id))
                    .filter(|(_, rank)| part.ranks.contains(rank))
                    .map(|(f, rank)| format!("{}{}", crate::game::Game::file_name(f), rank + 1))
                    .collect();
                (!squares.is_empty()).then(|| {
                    game.text(
                        "board-alt-ring-side",
                        &[
                            ("side", game.sides[s].name.as_str().into()),
                            (
                                "squares",
                                crate::rules::describe::join(game, &squares).into(),
                            ),
                        ],
                    )
                })
            })
            .collect();
        if !sides.is_empty() {
            let rings = game.text(
                "board-alt-rings",
                &[(
                    "sides",
                    sides.join(crate::rules::describe::semicolon(game)).into(),
                )],
            );
            out.push_str(&format!(". {rings}"));
        }
    }
    if !out.is_empty() {
        out.push('.');
    }
    out
}

/// The board sheets of a game: one page per board part.
pub(crate) fn board_sheets(
    game: &Game,
    opts: &Options,
    look: &Look,
    pictures: &BoardPictures,
) -> Result<Vec<Sheet>, LayoutError> {
    let pal = look.palette;
    let BoardPlan {
        parts,
        paper: size,
        square,
        ..
    } = board_plan(game, opts)?;
    let sheets = parts
        .iter()
        .map(|part| {
            let (label, name, subtitle) = part_words(game, opts, part, square);
            let title = game.text(
                "board-title",
                &[
                    ("game", game.name.as_str().into()),
                    ("part", label.as_str().into()),
                ],
            );
            let safe = opts.cut_margins().safe(size);
            // Under a subtitle broken onto lines, the board keeps clear of it.
            let (mut page, overhang) =
                cut_sheet_under(&name, size, safe, (&title, &subtitle), (pal, &game.print));
            let geo = PartGeometry::new(game, part, square);
            let area = content_area_under(page.safe, overhang);
            let origin = Point::new(
                area.x + (area.w - geo.trim.w) / 2.0,
                area.y + (area.h - geo.trim.h) / 2.0,
            );
            // A picture to a reader, said in a few words: what part of the board it is.
            let last_file = crate::game::Game::file_name(game.board.files - 1);
            let alt = game.text(
                "board-alt",
                &[
                    ("part", super::text::sentence_start(&label).into()),
                    ("from", (part.ranks.start + 1).into()),
                    ("to", part.ranks.end.into()),
                    ("last", last_file.to_string().into()),
                    ("endzones", yes_no(game.board.endzone > 0.0).into()),
                ],
            );
            let figure = Tag::Figure {
                title: super::text::sentence_start(&label),
                alt: alt + &printed_words(game, part, &geo),
            };
            page.items.push(Group::tagged(
                figure,
                draw_part_with(game, look, part, &geo, origin, opts.bleed, pictures),
            ));
            page.trim = Rect::new(origin.x, origin.y, geo.trim.w, geo.trim.h);
            page.bleed = opts.bleed;
            page.cuts.plan = crate::scene::CutPlan::Trim(page.trim);
            marks::add_registration(&mut page, opts.marks);
            page.items
                .extend(marks::crop_marks(page.trim, pal.line, opts.bleed));
            Sheet {
                page,
                label: super::sheet::footer_label(game, &label, look),
                ink: pal.ink,
                fur: marks::Furniture::regular(),
            }
        })
        .collect();
    Ok(sheets)
}

/// A board part's label (`board, half 1 of 2`), file name and subtitle.
fn part_words(game: &Game, opts: &Options, part: &Part, square: f64) -> (String, String, String) {
    let square = game.print.display(square);
    if part.count == 1 {
        let subtitle = game.text(
            "board-whole-subtitle",
            &[
                ("ranks", game.board.ranks.into()),
                ("endzones", yes_no(game.board.endzone > 0.0).into()),
                ("square", square.into()),
            ],
        );
        return (game.text("board-whole", &[]), "board".to_string(), subtitle);
    }
    let (side, edge, other) = if part.outer_bottom {
        (0, "top", part.index + 2)
    } else {
        (1, "bottom", part.index)
    };
    let join = if part.tab_top {
        game.text("board-join-tab", &[("half", other.into())])
    } else {
        let id = if opts.glue_tab {
            "board-join-glue"
        } else {
            "board-join-butt"
        };
        game.text(id, &[("edge", edge.into()), ("half", other.into())])
    };
    // The endzone on this half is the other side's, beyond this side's home rank.
    let (owner, owner_of) = if game.board.endzone > 0.0 {
        (game.side_in_sentence(1 - side), game.side_of(1 - side))
    } else {
        ("none".to_string(), String::new())
    };
    let subtitle = game.text(
        "board-half-subtitle",
        &[
            ("from", (part.ranks.start + 1).into()),
            ("to", part.ranks.end.into()),
            ("owner", owner.into()),
            ("owner_of", owner_of.into()),
            ("side", game.side_in_sentence(side).into()),
            ("side_of", game.side_of(side).into()),
            ("square", square.into()),
            ("join", join.into()),
        ],
    );
    let label = game.text(
        "board-half",
        &[
            ("half", (part.index + 1).into()),
            ("count", part.count.into()),
        ],
    );
    (label, format!("board-half-{}", part.index + 1), subtitle)
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// Only the board sheets of a game.
pub fn board_document(game: &Game, opts: &Options) -> Result<Document, LayoutError> {
    let sheets = board_sheets(game, opts, &game.look(opts.mono), &BoardPictures::default())?;
    Ok(finish(
        game.text(
            "board-document",
            &[
                ("game", game.name.as_str().into()),
                ("variant", opts.variant().into()),
            ],
        ),
        sheets,
        Vec::new(),
        &game.print,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::layout::options::BoardChoice;
    use crate::layout::plan::{halves, whole};
    use crate::layout::testutil::{check_inside_safe_area, opts};

    fn game() -> Game {
        Game::builtin("camels-and-carpets").unwrap()
    }

    #[test]
    fn halves_cover_every_rank_once() {
        for tab in [false, true] {
            let g = game();
            let parts = halves(&g, tab);
            let mut seen = vec![0; g.board.ranks as usize];
            for p in &parts {
                for r in p.ranks.clone() {
                    seen[r as usize] += 1;
                }
            }
            assert!(seen.iter().all(|&n| n == 1), "{seen:?}");
            assert_eq!(parts[0].ranks, 0..4);
            assert!(parts[0].outer_bottom && !parts[0].outer_top);
            assert!(parts[1].outer_top && !parts[1].outer_bottom);
        }
    }

    #[test]
    fn squares_are_square_and_tile_the_grid() {
        let g = game();
        for part in halves(&g, true) {
            let geo = PartGeometry::new(&g, &part, 25.0);
            let mut area = 0.0;
            for r in part.ranks.clone() {
                for f in 0..8 {
                    let s = geo.square_rect(&part, f, r);
                    assert_eq!((s.w, s.h), (25.0, 25.0));
                    assert!(geo.grid.contains(&s));
                    area += s.w * s.h;
                }
            }
            assert!((area - geo.grid.w * geo.grid.h).abs() < 1e-9);
            assert!(Rect::new(0.0, 0.0, geo.trim.w, geo.trim.h).contains(&geo.grid));
        }
    }

    #[test]
    fn endzones_lie_beyond_the_far_edges_and_belong_to_the_right_side() {
        let g = Game::builtin("royal-carpet").unwrap();
        let geo = PartGeometry::new(&g, &whole(&g)[0], 20.0);
        let (top, bottom) = (geo.zone_top.unwrap(), geo.zone_bottom.unwrap());
        assert_eq!(top.h, 16.0);
        assert!(
            (top.bottom() - geo.grid.y).abs() < 1e-9,
            "top zone touches rank 8"
        );
        assert!(
            (bottom.y - geo.grid.bottom()).abs() < 1e-9,
            "bottom zone touches rank 1"
        );
        let items = draw_part(
            &g,
            &g.look(false),
            &whole(&g)[0],
            &geo,
            Point::default(),
            2.0,
        );
        let texts: Vec<&str> = items
            .iter()
            .filter_map(|i| match i {
                Item::Text(t) => Some(t.text.as_str()),
                _ => None,
            })
            .collect();
        // Black (first side) escapes beyond rank 8, at the top; Red beyond rank 1.
        let find = |s: &str| {
            items.iter().find_map(|i| match i {
                Item::Text(t) if t.text == s => Some(t.pos.y),
                _ => None,
            })
        };
        let black = find("Black's endzone").expect("Black's endzone label");
        let red = find("Red's endzone").expect("Red's endzone label");
        assert!(black > top.y && black < top.bottom(), "{texts:?}");
        assert!(red > bottom.y && red < bottom.bottom());
        // Halves: each keeps the endzone of its outer edge.
        let halves = halves(&g, false);
        let h1 = PartGeometry::new(&g, &halves[0], 20.0);
        let h2 = PartGeometry::new(&g, &halves[1], 20.0);
        assert!(h1.zone_top.is_none() && h1.zone_bottom.is_some());
        assert!(h2.zone_top.is_some() && h2.zone_bottom.is_none());
        // Camels and Carpets has none.
        let c = game();
        let cg = PartGeometry::new(&c, &whole(&c)[0], 20.0);
        assert!(cg.zone_top.is_none() && cg.zone_bottom.is_none());
    }

    #[test]
    fn king_start_squares_are_ringed_from_the_template() {
        let g = Game::builtin("royal-carpet").unwrap();
        let part = &whole(&g)[0];
        let geo = PartGeometry::new(&g, part, 20.0);
        let marks = setup_marks(&g, &g.look(false), part, &geo, Point::default());
        assert_eq!(marks.len(), 2, "one set of rings per side");
        for (s, m) in marks.iter().enumerate() {
            let Item::Shape(sh) = m else { panic!() };
            let centres: Vec<(u32, u32)> = sh
                .path
                .cmds
                .iter()
                .filter_map(|c| match c {
                    crate::scene::PathCmd::MoveTo(p) => Some(*p),
                    _ => None,
                })
                .map(|p| {
                    // MoveTo is the circle's rightmost point: step back by the radius.
                    let x = p.x - piece_size(20.0) / 2.0;
                    (
                        ((x - geo.grid.x) / 20.0) as u32,
                        7 - ((p.y - geo.grid.y) / 20.0) as u32,
                    )
                })
                .collect();
            assert_eq!(centres, g.start_squares(s, "king"));
        }
        assert_eq!(g.start_squares(0, "king"), [(0, 0), (2, 0), (5, 0), (7, 0)]);
        assert_eq!(g.start_squares(1, "king"), [(0, 7), (2, 7), (5, 7), (7, 7)]);
    }

    /// Straight stroked segments of `items` as (from, to).
    fn stroked_segments(items: &[Item]) -> Vec<(Point, Point)> {
        let mut out = vec![];
        for i in items {
            if let Item::Shape(crate::scene::Shape {
                path,
                stroke: Some(_),
                ..
            }) = i
            {
                let (mut start, mut at) = (Point::default(), Point::default());
                for c in &path.cmds {
                    match *c {
                        crate::scene::PathCmd::MoveTo(p) => (start, at) = (p, p),
                        crate::scene::PathCmd::LineTo(p) => {
                            out.push((at, p));
                            at = p;
                        }
                        crate::scene::PathCmd::Close => out.push((at, start)),
                        crate::scene::PathCmd::CubicTo(_, _, p) => at = p,
                    }
                }
            }
        }
        out
    }

    #[test]
    fn nothing_is_stroked_along_a_joining_edge_and_squares_run_past_it() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let g = Game::builtin(id).unwrap();
            for mono in [false, true] {
                for (bleed, tab) in [(0.0, false), (2.0, false), (5.0, false), (2.0, true)] {
                    for part in halves(&g, tab) {
                        let geo = PartGeometry::new(&g, &part, 25.0);
                        let items =
                            draw_part(&g, &g.look(mono), &part, &geo, Point::default(), bleed);
                        let seam = if part.outer_top {
                            geo.grid.bottom()
                        } else {
                            geo.grid.y
                        };
                        for (a, b) in stroked_segments(&items) {
                            let along = (a.y - seam).abs() < 1e-9 && (b.y - seam).abs() < 1e-9;
                            assert!(
                                !(along && (a.x - b.x).abs() > 1e-9),
                                "{id}: stroke {a:?}-{b:?} on the seam"
                            );
                        }
                        // The squares' fills reach the bleed past the seam, across the grid.
                        let beyond = if part.outer_top {
                            seam + bleed
                        } else {
                            seam - bleed
                        };
                        let reach = items.iter().any(|i| match i {
                            Item::Shape(crate::scene::Shape {
                                path,
                                fill: Some(_),
                                stroke: None,
                            }) => path
                                .bounds(&crate::units::Transform::identity())
                                .is_some_and(|r| {
                                    r.x <= geo.grid.x + 1e-9
                                        && r.right() >= geo.grid.right() - 1e-9
                                        && r.y <= beyond + 1e-9
                                        && r.bottom() >= beyond - 1e-9
                                }),
                            _ => false,
                        });
                        assert!(
                            reach,
                            "{id} bleed {bleed}: no colour {bleed} mm past the seam"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn no_outline_lies_on_the_squares_so_every_rank_keeps_its_height() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let g = Game::builtin(id).unwrap();
            for part in halves(&g, false).into_iter().chain(whole(&g)) {
                let geo = PartGeometry::new(&g, &part, 25.0);
                let items = draw_part(&g, &g.look(false), &part, &geo, Point::default(), 2.0);
                for i in &items {
                    if let Item::Shape(crate::scene::Shape {
                        path,
                        stroke: Some(st),
                        ..
                    }) = i
                    {
                        if (st.width - GRID_LINE).abs() > 1e-9 || !st.dash.is_empty() {
                            continue;
                        }
                        for (a, b) in stroked_segments(std::slice::from_ref(i)) {
                            // The line's ink, as a rectangle.
                            let r = crate::scene::bbox([a, b].into_iter())
                                .unwrap()
                                .inflate(st.width / 2.0 - 1e-9);
                            assert!(!r.overlaps(&geo.grid), "{id}: {path:?} on the squares");
                        }
                    }
                }
            }
        }
    }

    /// The endzones' outlines run on from the squares' outline with no step at any corner:
    /// every line along the left and right edges of the board lies on one line each.
    #[test]
    fn endzones_meet_the_board_flush() {
        let g = Game::builtin("royal-carpet").unwrap();
        for mono in [false, true] {
            for part in halves(&g, false).into_iter().chain(whole(&g)) {
                let geo = PartGeometry::new(&g, &part, 28.0);
                let items = draw_part(&g, &g.look(mono), &part, &geo, Point::default(), 2.0);
                for edge in [geo.grid.x, geo.grid.right()] {
                    let mut xs: Vec<f64> = stroked_segments(&items)
                        .into_iter()
                        .filter(|(a, b)| (a.x - b.x).abs() < 1e-9 && (a.x - edge).abs() < 1.0)
                        .map(|(a, _)| (a.x * 1000.0).round() / 1000.0)
                        .collect();
                    xs.dedup();
                    assert_eq!(
                        xs.len(),
                        1,
                        "mono {mono} part {}: lines at {xs:?}",
                        part.index
                    );
                }
            }
        }
    }

    /// No line is stroked on a cut edge, where a cut a little off it would leave a border on
    /// some edges and not on others: the frame's colour runs past the cut instead.
    #[test]
    fn no_stroke_lies_on_a_cut_edge() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let g = Game::builtin(id).unwrap();
            for mono in [false, true] {
                for (bleed, tab) in [(0.0, false), (2.0, false), (2.0, true)] {
                    for part in halves(&g, tab).into_iter().chain(whole(&g)) {
                        let geo = PartGeometry::new(&g, &part, 25.0);
                        let items =
                            draw_part(&g, &g.look(mono), &part, &geo, Point::default(), bleed);
                        let cut = Rect::new(0.0, 0.0, geo.trim.w, geo.trim.h);
                        for (a, b) in stroked_segments(&items) {
                            let on = |u: f64, v: f64, at: f64| {
                                (u - at).abs() < 0.01 && (v - at).abs() < 0.01
                            };
                            let along = (on(a.y, b.y, cut.y) || on(a.y, b.y, cut.bottom()))
                                && (a.x - b.x).abs() > 1e-9
                                || (on(a.x, b.x, cut.x) || on(a.x, b.x, cut.right()))
                                    && (a.y - b.y).abs() > 1e-9;
                            assert!(!along, "{id} mono {mono} bleed {bleed}: stroke {a:?}-{b:?} on a cut edge of {cut:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a1_is_bottom_left_of_half_one() {
        let g = game();
        let parts = halves(&g, false);
        let geo = PartGeometry::new(&g, &parts[0], 20.0);
        let a1 = geo.square_rect(&parts[0], 0, 0);
        assert_eq!((a1.x, a1.bottom()), (geo.grid.x, geo.grid.bottom()));
        assert!(Game::is_dark(0, 0));
    }

    #[test]
    fn everything_inside_the_safe_area_on_every_paper() {
        for paper in ["a4", "letter", "a3", "legal", "130x160", "300x200"] {
            for (mono, tab) in [(false, false), (true, true)] {
                let o = Options {
                    mono,
                    glue_tab: tab,
                    ..opts(paper)
                };
                let doc = board_document(&game(), &o).unwrap();
                assert_eq!(doc.pages.len(), 2);
                let rc = Game::builtin("royal-carpet").unwrap();
                let rc_doc = board_document(&rc, &o).unwrap();
                for d in [&doc, &rc_doc] {
                    // Board pages are cut, so the shared check also holds their trim.
                    assert!(d.pages.iter().all(|p| p.is_cut()));
                    check_inside_safe_area(d, paper);
                }
            }
        }
    }

    #[test]
    fn mono_pages_use_greys_only() {
        let o = Options {
            mono: true,
            glue_tab: true,
            ..opts("a4")
        };
        let doc = board_document(&game(), &o).unwrap();
        for p in &doc.pages {
            for c in crate::scene::page_colors(&doc, p) {
                assert!(c.is_grey(), "{c} on {}", p.name);
            }
        }
    }

    #[test]
    fn halves_share_square_size_and_width() {
        let doc = board_document(&game(), &opts("legal")).unwrap();
        let (a, b) = (&doc.pages[0], &doc.pages[1]);
        assert_eq!(a.size, b.size);
        assert!((a.trim.w - b.trim.w).abs() < 1e-9);
        assert!((a.trim.h - b.trim.h).abs() < 1e-9);
    }

    /// A board's pictures, each `w` x `h` pixels of one grey.
    fn pictured(w: u32, h: u32) -> BoardPictures {
        use std::sync::Arc;
        let mut png = Vec::new();
        image::DynamicImage::ImageLuma8(image::GrayImage::new(w, h))
            .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        let pic = crate::picture::PiecePicture {
            source: Arc::new(crate::picture::Source::from_bytes("t.png", png).unwrap()),
            name: "t.png".into(),
            fit: crate::picture::Fit::Contain,
            anchor: crate::picture::Anchor::Centre,
            zoom: 1.0,
            at: "test".into(),
        };
        BoardPictures {
            frame: Some(pic.clone()),
            endzones: [Some(pic.clone()), Some(pic.clone())],
            background: Some(pic),
        }
    }

    /// True when two rectangles share some area.
    fn overlap(a: Rect, b: Rect) -> bool {
        let eps = 1e-9;
        a.x < b.right() - eps
            && b.x < a.right() - eps
            && a.y < b.bottom() - eps
            && b.y < a.bottom() - eps
    }

    /// The rectangles a path of [`Path::rect`]s is made of.
    fn rects_of(p: &Path) -> Vec<Rect> {
        let pts: Vec<Point> = p.points().collect();
        pts.chunks(4)
            .map(|c| crate::scene::bbox(c.iter().copied()).unwrap())
            .collect()
    }

    /// Each page's squares (the grid) and endzones, placed, from the plan.
    fn grids(g: &Game, o: &Options, doc: &Document) -> Vec<(Rect, Vec<Rect>)> {
        let plan = board_plan(g, o).unwrap();
        plan.parts
            .iter()
            .zip(&doc.pages)
            .map(|(part, page)| {
                let geo = PartGeometry::new(g, part, plan.square);
                let at = |r: Rect| Rect::new(r.x + page.trim.x, r.y + page.trim.y, r.w, r.h);
                let zones = [geo.zone_top, geo.zone_bottom]
                    .into_iter()
                    .flatten()
                    .map(at);
                (at(geo.grid), zones.collect())
            })
            .collect()
    }

    #[test]
    fn board_pictures_keep_off_the_squares_the_letters_and_the_cut() {
        let choices = [
            ("a4", BoardChoice::Halves, false),
            ("letter", BoardChoice::Halves, true),
            ("a3", BoardChoice::Whole, false),
        ];
        for id in ["camels-and-carpets", "royal-carpet"] {
            let g = Game::builtin(id).unwrap();
            // A tall crest and a wide logo, with fewer pixels than their slots hold, so
            // they keep their exact shape.
            for (w, h) in [(48, 56), (240, 32)] {
                for (paper, board, glue_tab) in choices {
                    let o = Options {
                        board: Some(board),
                        glue_tab,
                        ..opts(paper)
                    };
                    let what = format!("{id} {w}x{h} {paper} {board:?} tab {glue_tab}");
                    let sheets = board_sheets(&g, &o, &g.look(false), &pictured(w, h)).unwrap();
                    let doc = finish(String::new(), sheets, Vec::new(), &g.print);
                    check_inside_safe_area(&doc, &what);
                    let grids = grids(&g, &o, &doc);
                    let mut frames = 0;
                    let mut zoned = 0;
                    let mut backgrounds = Vec::new();
                    for (page, (grid, zones)) in doc.pages.iter().zip(&grids) {
                        let all = crate::layout::page_bounds(&doc, page);
                        let texts: Vec<Rect> = all
                            .iter()
                            .filter_map(|(i, _)| match i {
                                Item::Text(t) => Some(t.bounds()),
                                _ => None,
                            })
                            .collect();
                        for (item, _) in &all {
                            let Item::Image(img) = item else { continue };
                            if let Some(clip) = &img.clip {
                                // The background: its bands inside the bleed, off the board.
                                for band in rects_of(clip) {
                                    assert!(
                                        page.trim.inflate(o.bleed + 1e-9).contains(&band),
                                        "{what}: {band:?}"
                                    );
                                    assert!(
                                        !overlap(band, *grid),
                                        "{what}: {band:?} on the squares"
                                    );
                                    assert!(
                                        zones.iter().all(|z| !overlap(band, *z)),
                                        "{what}: {band:?} on an endzone"
                                    );
                                }
                                backgrounds.push((img.rect, *grid));
                                continue;
                            }
                            let r = img.rect;
                            assert!(
                                (r.w / r.h - w as f64 / h as f64).abs() < 1e-6,
                                "{what}: {r:?} keeps its shape"
                            );
                            assert!(
                                page.trim.inflate(-1.0).contains(&r),
                                "{what}: {r:?} near the cut"
                            );
                            assert!(!overlap(r, *grid), "{what}: {r:?} on the squares");
                            for t in &texts {
                                assert!(!overlap(r, *t), "{what}: {r:?} on text at {t:?}");
                            }
                            match zones.iter().find(|z| overlap(r, **z)) {
                                Some(z) => {
                                    assert!(z.contains(&r), "{what}: {r:?} sticks out of {z:?}");
                                    zoned += 1;
                                }
                                None => frames += 1,
                            }
                        }
                    }
                    // One in each lettered band; two in each endzone; one background a page.
                    assert_eq!(frames, 2, "{what}");
                    assert_eq!(zoned, if g.board.endzone > 0.0 { 4 } else { 0 }, "{what}");
                    assert_eq!(backgrounds.len(), doc.pages.len(), "{what}");
                    if let [(r1, g1), (r2, g2)] = backgrounds[..] {
                        // Half 2 lies above half 1: one picture across the join.
                        assert!((r2.y - g2.bottom() - (r1.y - g1.y)).abs() < 1e-9, "{what}");
                        assert!((r1.x - g1.x - (r2.x - g2.x)).abs() < 1e-9, "{what}");
                        assert_eq!((r1.w, r1.h), (r2.w, r2.h), "{what}");
                    }
                }
            }
        }
    }
}

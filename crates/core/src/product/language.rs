//! The notes a run gives when the language asked for is not all there: boardgen's own words
//! or a game's words fall back to English or to the template's own language.

use crate::config::Config;
use crate::game::Missing;
use crate::kit::Kit;
use crate::lang::Shipped;
use crate::said::Said;

/// One line for boardgen's own words when they have no translation in the run's language,
/// then one per game whose template lacks (some of) it.
pub fn notes(cfg: &Config, kits: &[Kit]) -> Vec<Said> {
    let lang = &cfg.layout.lang;
    let mut out = Vec::new();
    // The pseudo-language is English by design.
    if lang.shipped().is_none() && !lang.is_pseudo() {
        let codes: Vec<&str> = Shipped::ALL.iter().map(|s| s.code()).collect();
        out.push(
            match &cfg.lang_from {
                Some(from) => Said::new("note-lang-english-asked")
                    .arg("from", from)
                    .arg("lang", lang.tag()),
                None => Said::new("note-lang-english"),
            }
            .arg("codes", codes.join(", ")),
        );
    }
    for kit in kits {
        let own = kit.game.own_lang();
        let parts: Vec<Said> = kit
            .missing
            .iter()
            .map(|m| match m {
                Missing::All => Said::new("note-missing-all"),
                Missing::Name => Said::new("note-missing-name"),
                Missing::SparesFor => Said::new("note-missing-spares-for"),
                Missing::Rules => Said::new("note-missing-rules"),
                Missing::Piece(id) => Said::new("note-missing-piece").arg("piece", id),
                Missing::Sides => Said::new("note-missing-sides"),
            })
            .collect();
        let Some(parts) = parts.into_iter().reduce(|first, next| {
            Said::new("note-missing-and")
                .arg("first", first)
                .arg("next", next)
        }) else {
            continue;
        };
        let game = crate::quote::shown(&kit.game.id);
        out.push(if kit.missing.contains(&Missing::All) {
            Said::new("note-no-translation")
                .arg("game", game)
                .arg("lang", lang.tag())
                .arg("own", own.tag())
        } else {
            Said::new("note-part-translation")
                .arg("game", game)
                .arg("lang", kit.lang.tag())
                .arg("parts", parts)
                .arg("own", own.tag())
        });
    }
    out
}

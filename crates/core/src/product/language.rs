//! The notes a run gives when the language asked for is not all there: boardgen's own words
//! or a game's words fall back to English or to the template's own language.

use crate::config::Config;
use crate::game::Missing;
use crate::kit::Kit;
use crate::lang::Shipped;

/// One line for boardgen's own words when they have no translation in the run's language,
/// then one per game whose template lacks (some of) it.
pub fn notes(cfg: &Config, kits: &[Kit]) -> Vec<String> {
    let lang = &cfg.layout.lang;
    let mut out = Vec::new();
    // The pseudo-language is English by design.
    if lang.shipped().is_none() && !lang.is_pseudo() {
        let asked = match &cfg.lang_from {
            Some(from) => format!("{from} asks for '{}', but boardgen", lang.tag()),
            None => "boardgen".to_string(),
        };
        let codes: Vec<&str> = Shipped::ALL.iter().map(|s| s.code()).collect();
        out.push(format!(
            "{asked} has its own words (sheet headings, the making-the-set page, diagram keys) in {} only: they are in English; choose one with --lang",
            codes.join(", ")
        ));
    }
    for kit in kits {
        let own = kit.game.own_lang();
        let parts: Vec<String> = kit
            .missing
            .iter()
            .map(|m| match m {
                Missing::All => "its name, pieces and rules".to_string(),
                Missing::Name => "its name".to_string(),
                Missing::SparesFor => "what its spares are for".to_string(),
                Missing::Rules => "its rules".to_string(),
                Missing::Piece(id) => format!("the names of piece '{id}'"),
                Missing::Sides => "its side names".to_string(),
            })
            .collect();
        if parts.is_empty() {
            continue;
        }
        let whole = kit.missing.contains(&Missing::All);
        let what = if whole {
            format!(": no '{}' translation", lang.tag())
        } else {
            format!(
                ": its '{}' translation leaves out {}",
                kit.lang.tag(),
                parts.join(", ")
            )
        };
        let rest = if whole {
            format!(
                "its name, pieces and rules are in '{}', its first language",
                own.tag()
            )
        } else {
            format!("they are in '{}', its first language", own.tag())
        };
        out.push(format!(
            "{}{what}: {rest}",
            crate::quote::shown(&kit.game.id)
        ));
    }
    out
}

//! Text on a PDF page in two scripts. A line is cut into runs of Bengali and of Latin text,
//! each run is shaped by rustybuzz (HarfBuzz's rules in Rust: conjuncts, the reordering of
//! ি, ে and ৈ before their consonant, mark positioning) in its own font, and krilla writes the
//! glyphs with their text, so a PDF reader extracts the words as they were typed.

use krilla::geom::Point;
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};
use std::sync::LazyLock;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Bengali,
}

/// One embedded font file: krilla's handle to write it, rustybuzz's to shape with it.
struct Face {
    font: Font,
    shaper: rustybuzz::Face<'static>,
}

impl Face {
    fn load(data: &'static [u8]) -> Self {
        Face {
            font: Font::new(data.into(), 0).expect("an embedded font parses"),
            shaper: rustybuzz::Face::from_slice(data, 0).expect("an embedded font parses"),
        }
    }

    fn has(&self, c: char) -> bool {
        self.shaper.glyph_index(c).is_some()
    }
}

/// The four faces, parsed once.
struct Faces([Face; 4]);

static FACES: LazyLock<Faces> = LazyLock::new(|| {
    Faces([
        Face::load(include_bytes!("../../../data/fonts/NotoSans-Regular.ttf")),
        Face::load(include_bytes!("../../../data/fonts/NotoSans-Bold.ttf")),
        Face::load(include_bytes!(
            "../../../data/fonts/NotoSansBengali-Regular.ttf"
        )),
        Face::load(include_bytes!(
            "../../../data/fonts/NotoSansBengali-Bold.ttf"
        )),
    ])
});

impl Faces {
    fn get(&self, script: Script, weight: Weight) -> &Face {
        let index = match (script, weight) {
            (Script::Latin, Weight::Regular) => 0,
            (Script::Latin, Weight::Bold) => 1,
            (Script::Bengali, Weight::Regular) => 2,
            (Script::Bengali, Weight::Bold) => 3,
        };
        &self.0[index]
    }
}

/// The script a character asks for; `None` for the ones both fonts have (spaces, digits,
/// punctuation, the joiners), which stay with the run they are in.
fn script_of(c: char) -> Option<Script> {
    match c {
        '\u{0980}'..='\u{09FF}' | '\u{0964}' | '\u{0965}' => Some(Script::Bengali),
        c if c.is_alphabetic() => Some(Script::Latin),
        _ => None,
    }
}

/// A stretch of a line in one font, shaped.
struct Run<'a> {
    text: &'a str,
    script: Script,
    glyphs: Vec<KrillaGlyph>,
    /// In units of the font size.
    advance: f32,
}

/// Splits `text` into runs of one script; a neutral character joins the run before it when
/// that run's font has it, and the Latin font otherwise.
fn runs(text: &str, weight: Weight) -> Vec<Run<'_>> {
    let faces = &*FACES;
    let mut cuts: Vec<(usize, Script)> = Vec::new();
    for (at, c) in text.char_indices() {
        let current = cuts.last().map(|&(_, script)| script);
        let wanted = match (script_of(c), current) {
            (Some(script), _) => script,
            (None, Some(script)) if faces.get(script, weight).has(c) => script,
            (None, None) => text[at..]
                .chars()
                .find_map(script_of)
                .filter(|&script| faces.get(script, weight).has(c))
                .unwrap_or(Script::Latin),
            (None, Some(_)) => Script::Latin,
        };
        if current != Some(wanted) {
            cuts.push((at, wanted));
        }
    }
    let ends = cuts.iter().skip(1).map(|&(at, _)| at).chain([text.len()]);
    cuts.iter()
        .zip(ends)
        .map(|(&(start, script), end)| shape(&text[start..end], script, weight))
        .collect()
}

fn shape(text: &str, script: Script, weight: Weight) -> Run<'_> {
    let face = FACES.get(script, weight);
    let mut buffer = rustybuzz::UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.guess_segment_properties();
    buffer.set_direction(rustybuzz::Direction::LeftToRight);
    let shaped = rustybuzz::shape(&face.shaper, &[], buffer);
    let units = face.font.units_per_em();
    let infos = shaped.glyph_infos();
    let positions = shaped.glyph_positions();
    let trailing_marks = trailing_marks(infos, positions);
    let glyphs: Vec<KrillaGlyph> = infos
        .iter()
        .zip(positions)
        .enumerate()
        .map(|(index, (info, position))| {
            // A glyph stands for the text of its cluster, up to where the next cluster starts
            // (krilla wraps a cluster of several glyphs in an /ActualText span) — but for
            // marks drawn back over the cluster at its end, which stand for none: a span ends
            // where its last glyph starts, and poppler would read a reph drawn back over its
            // consonant as a space before the next letter ("ওয়ার্ক স").
            let start = info.cluster as usize;
            let end = infos[index..]
                .iter()
                .map(|next| next.cluster as usize)
                .find(|&next| next > start)
                .unwrap_or(text.len());
            let end = if trailing_marks[index] { start } else { end };
            KrillaGlyph::new(
                GlyphId::new(info.glyph_id),
                position.x_advance as f32 / units,
                position.x_offset as f32 / units,
                position.y_offset as f32 / units,
                position.y_advance as f32 / units,
                start..end,
                None,
            )
        })
        .collect();
    let advance = positions
        .iter()
        .map(|position| position.x_advance as f32 / units)
        .sum();
    Run {
        text,
        script,
        glyphs,
        advance,
    }
}

/// Which glyphs end their cluster without advancing, after a glyph that does: marks such as
/// the reph, drawn back over the letters before them.
fn trailing_marks(
    infos: &[rustybuzz::GlyphInfo],
    positions: &[rustybuzz::GlyphPosition],
) -> Vec<bool> {
    let mut trailing = vec![false; infos.len()];
    let mut in_tail = false;
    for index in (0..infos.len()).rev() {
        let cluster_goes_on = infos
            .get(index + 1)
            .is_some_and(|next| next.cluster == infos[index].cluster);
        let first_of_cluster = index == 0 || infos[index - 1].cluster != infos[index].cluster;
        in_tail = (in_tail || !cluster_goes_on) && positions[index].x_advance == 0;
        trailing[index] = in_tail && !first_of_cluster;
    }
    trailing
}

/// How wide `text` prints at `size` points.
pub fn width(text: &str, size: f32, weight: Weight) -> f32 {
    runs(text, weight)
        .iter()
        .map(|run| run.advance)
        .sum::<f32>()
        * size
}

/// Writes `text` with its baseline starting at `(x, y)` (y grows downwards); returns its width.
pub fn draw(surface: &mut Surface, x: f32, y: f32, text: &str, size: f32, weight: Weight) -> f32 {
    let mut pen = x;
    for run in runs(text, weight) {
        let face = FACES.get(run.script, weight);
        surface.draw_glyphs(
            Point::from_xy(pen, y),
            &run.glyphs,
            face.font.clone(),
            run.text,
            size,
            false,
        );
        pen += run.advance * size;
    }
    pen - x
}

/// Breaks `text` into lines no wider than `limit` at spaces; a word longer than the limit
/// keeps a line of its own.
pub fn wrap(text: &str, size: f32, weight: Weight, limit: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if width(&format!("{line} {word}"), size, weight) <= limit => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use krilla::text::Glyph;

    fn scripts(text: &str) -> Vec<(&str, bool)> {
        runs(text, Weight::Regular)
            .iter()
            .map(|run| (run.text, run.script == Script::Bengali))
            .collect()
    }

    #[test]
    fn a_line_is_cut_where_the_script_changes() {
        assert_eq!(
            scripts("Karim ও রহিম, 25 pieces"),
            [("Karim ", false), ("ও রহিম, 25 ", true), ("pieces", false)]
        );
        // '@' is not in the Bengali font, so it goes to the Latin one.
        assert_eq!(scripts("রহিম@x"), [("রহিম", true), ("@x", false)]);
        assert_eq!(scripts("(১২) টুল"), [("(১২) টুল", true)]);
    }

    #[test]
    fn bengali_is_shaped_into_conjuncts_and_reordered_vowels() {
        // ক্ষ is one conjunct glyph; কি draws ি before ক, though typed after it.
        let conjunct = shape("ক্ষ", Script::Bengali, Weight::Regular);
        assert_eq!(conjunct.glyphs.len(), 1);
        let reordered = shape("কি", Script::Bengali, Weight::Regular);
        assert_eq!(reordered.glyphs.len(), 2);
        let vowel_sign = FACES
            .get(Script::Bengali, Weight::Regular)
            .shaper
            .glyph_index('ি')
            .map(|id| u32::from(id.0));
        assert_eq!(
            Some(reordered.glyphs[0].glyph_id().to_u32()),
            vowel_sign,
            "ি comes first"
        );
    }

    #[test]
    fn lines_wrap_at_spaces() {
        let lines = wrap(
            "Plot 21, Tejgaon Industrial Area, Dhaka 1208",
            10.0,
            Weight::Regular,
            90.0,
        );
        assert!(lines.len() > 1);
        assert!(
            lines
                .iter()
                .all(|line| width(line, 10.0, Weight::Regular) <= 90.0)
        );
        assert_eq!(
            lines.join(" "),
            "Plot 21, Tejgaon Industrial Area, Dhaka 1208"
        );
    }
}

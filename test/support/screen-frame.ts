// A grid as framed text, with masks: the body of a reference screen (test/screens/*.txt) and what every
// timeout and mismatch error prints. Each row sits between `|`s at its full width, so that trailing spaces
// show and a diff lines up.
import type { Cell } from './screen-grid';

/** The rows inside a frame `cols` wide, each padded to the width, with masks applied. */
export function frameText(rows: readonly (readonly Cell[])[], cols: number, mask: RegExp[] = []): string {
  const border = `+${'-'.repeat(cols)}+`;
  return [border, ...rows.map((r) => `|${maskRow(r, mask)}|`), border].join('\n');
}

function maskRow(row: readonly Cell[], mask: RegExp[]): string {
  const texts = row.map((c) => c.text);
  for (const re of mask) {
    // Match on the row's text, then star the CELLS each matched character covers: a masked wide char
    // becomes '**' and the frame keeps its width.
    const glyphs: { start: number; cells: number[] }[] = [];
    let s = '';
    texts.forEach((t, c) => {
      if (t === '' && glyphs.length)
        glyphs[glyphs.length - 1].cells.push(c); // right half of a wide char
      else glyphs.push({ start: s.length, cells: [c] });
      s += t;
    });
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    for (const m of s.matchAll(g)) {
      const from = m.index ?? 0;
      const to = from + m[0].length;
      for (const glyph of glyphs)
        if (glyph.start >= from && glyph.start < to) for (const c of glyph.cells) texts[c] = '*';
    }
  }
  return texts.join('');
}

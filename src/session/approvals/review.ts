// Reviewing a proposed edit as whole files: the text a tool call would leave behind, and the tool input
// that leaves the user's own version instead. Pure: the caller reads the file. The tools reviewed are
// the editing tools (EDITING_TOOLS in session/tools/tools.ts).
import { toolFilePath } from '../tools/tools';

type Input = Record<string, unknown>;

export type Proposal = { ok: true; path: string; current: string; proposed: string } | { ok: false; why: string };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** `text` with `old` replaced by `next` (every occurrence with `all`); null when `old` is not in it. */
function replaced(text: string, old: string, next: string, all: boolean): string | null {
  if (old === '') return text === '' ? next : null;
  const at = text.indexOf(old);
  if (at < 0) return null;
  if (all) return text.split(old).join(next);
  return text.slice(0, at) + next + text.slice(at + old.length);
}

interface NotebookCell {
  id?: unknown;
  source?: unknown;
}

function cellSource(notebook: string, cellId: string): string | null {
  try {
    const cells = (JSON.parse(notebook) as { cells?: NotebookCell[] }).cells ?? [];
    const cell = cells.find((c) => c.id === cellId) ?? (/^\d+$/.test(cellId) ? cells[Number(cellId)] : undefined);
    if (!cell) return null;
    return Array.isArray(cell.source) ? cell.source.join('') : str(cell.source);
  } catch {
    return null;
  }
}

/** The text under review before and after the tool call. `file` is the file's text now (null: it does not
 *  exist). For a notebook, the text is the source of the cell the call edits. */
export function proposalFor(tool: string, input: Input, file: string | null): Proposal {
  const path = toolFilePath(input);
  if (!path) return { ok: false, why: `${tool} names no file` };
  const current = file ?? '';
  const gone = { ok: false as const, why: 'the file changed since Claude read it' };
  switch (tool) {
    case 'Write':
      return { ok: true, path, current, proposed: str(input.content) };
    case 'Edit': {
      const proposed = replaced(current, str(input.old_string), str(input.new_string), input.replace_all === true);
      return proposed === null ? gone : { ok: true, path, current, proposed };
    }
    case 'MultiEdit': {
      let text: string | null = current;
      for (const e of Array.isArray(input.edits) ? (input.edits as Input[]) : []) {
        text = text === null ? null : replaced(text, str(e.old_string), str(e.new_string), e.replace_all === true);
      }
      return text === null ? gone : { ok: true, path, current, proposed: text };
    }
    case 'NotebookEdit': {
      if (input.edit_mode === 'delete') return { ok: false, why: 'deleting a cell has nothing to review' };
      const cellId = str(input.cell_id);
      const source = input.edit_mode === 'insert' ? '' : cellSource(current, cellId);
      if (source === null) return { ok: false, why: `cell ${cellId || '?'} not found in ${path}` };
      return { ok: true, path, current: source, proposed: str(input.new_source) };
    }
    default:
      return { ok: false, why: `${tool} does not edit a file` };
  }
}

/** Lines with their line ends, so that joining any run of them gives the exact text. */
function pieces(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function occurrences(text: string, part: string): number {
  let n = 0;
  for (let at = text.indexOf(part); at >= 0 && n < 2; at = text.indexOf(part, at + 1)) n++;
  return n;
}

/** An old_string/new_string pair that turns `current` into `wanted`: the lines that differ, widened by
 *  shared lines around them until old_string occurs exactly once. Null when the texts are equal. */
export function editBetween(current: string, wanted: string): { old_string: string; new_string: string } | null {
  if (current === wanted) return null;
  const a = pieces(current);
  const b = pieces(wanted);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  let lo = head;
  let hiA = a.length - tail;
  let hiB = b.length - tail;
  for (;;) {
    const old = a.slice(lo, hiA).join('');
    if (old !== '' && occurrences(current, old) === 1) {
      return { old_string: old, new_string: b.slice(lo, hiB).join('') };
    }
    if (lo === 0 && hiA === a.length) return { old_string: current, new_string: wanted };
    if (lo > 0) lo--;
    if (hiA < a.length) {
      hiA++;
      hiB++;
    }
  }
}

export type UserVersion = { kind: 'input'; input: Input } | { kind: 'unchanged' } | { kind: 'error'; why: string };

/** The tool input that makes the call write `wanted` (the user's version of the proposal), given the file's
 *  text now. `unchanged` when the user's version leaves the file as it is. */
export function inputForUserVersion(tool: string, input: Input, file: string | null, wanted: string): UserVersion {
  const current = file ?? '';
  switch (tool) {
    case 'Write':
      return file !== null && file === wanted
        ? { kind: 'unchanged' }
        : { kind: 'input', input: { ...input, content: wanted } };
    case 'Edit':
    case 'MultiEdit': {
      const edit = editBetween(current, wanted);
      if (!edit) return { kind: 'unchanged' };
      const path = str(input.file_path);
      return tool === 'Edit'
        ? { kind: 'input', input: { file_path: path, ...edit, replace_all: false } }
        : { kind: 'input', input: { file_path: path, edits: [{ ...edit, replace_all: false }] } };
    }
    case 'NotebookEdit':
      return { kind: 'input', input: { ...input, new_source: wanted } };
    default:
      return { kind: 'error', why: `${tool} cannot be reviewed` };
  }
}

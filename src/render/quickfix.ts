// Changed files → quickfix items, one per file at its first changed line. Pure.
import type { ChangedFile } from '../session/model/types';

export const QUICKFIX_TITLE = 'Claude: changed files';

export interface QuickfixItem {
  filename: string;
  lnum: number;
  col: number;
  text: string;
}

export function changeText(file: ChangedFile): string {
  const edits = file.edits > 1 ? ` (${file.edits} edits)` : '';
  return `+${file.additions} -${file.deletions}${edits}`;
}

export function quickfixItems(files: Iterable<ChangedFile>): QuickfixItem[] {
  return [...files].map((f) => ({ filename: f.path, lnum: Math.max(f.firstLine, 1), col: 1, text: changeText(f) }));
}

// The turns of a recorded conversation (a resumed or forked session's past), rebuilt from its record for
// turn blame: each prompt's number and words, and every file its edits changed, before and after, from what
// the CLI recorded of each edit (its toolUseResult: originalFile, structuredPatch, a Write's content). They
// are not the session's own turns: those carry checkpoints, costs and reports the record does not. Pure.
import type { BlameTurn } from './blame';
import type { History } from './record';
import { EDITING_TOOLS } from '../tools/tools';
import { textAfterEdit, textBeforeEdit } from './turns';

import type { Loose as Any } from '../../cli/protocol/wire';
type PastFile = { before: string | null | undefined; after: string | undefined };

const blocks = (message: Any): Any[] => {
  const content = message?.message?.content;
  return Array.isArray(content) ? content.filter((b) => b && typeof b === 'object') : [];
};

/** The past turns of `history`, numbered as its prompts are (1 for the first). */
export function pastTurns(history: History): BlameTurn[] {
  const turns: BlameTurn[] = [];
  const calls = new Map<string, { name: string; input: Any }>();
  let files: Map<string, PastFile> | null = null;
  for (const item of history.items) {
    if (item.kind === 'prompt') {
      files = new Map();
      turns.push({ n: turns.length + 1, prompt: item.text, files });
      continue;
    }
    for (const b of blocks(item.message)) {
      if (b.type === 'tool_use' && typeof b.id === 'string' && typeof b.name === 'string') {
        calls.set(b.id, { name: b.name, input: typeof b.input === 'object' && b.input ? b.input : {} });
      }
      const call = b.type === 'tool_result' && b.is_error !== true ? calls.get(b.tool_use_id) : undefined;
      const r = item.edit;
      if (!call || !files || !EDITING_TOOLS.has(call.name) || typeof r !== 'object' || r === null) continue;
      const result = r as Any;
      const path = (typeof result.filePath === 'string' && result.filePath) || call.input.file_path;
      if (typeof path !== 'string' || !path) continue;
      const known = files.get(path);
      const after = textAfterEdit(result, call.input, known ? known.after : textBeforeEdit(result));
      if (known) known.after = after;
      else files.set(path, { before: textBeforeEdit(result), after });
    }
  }
  return turns;
}

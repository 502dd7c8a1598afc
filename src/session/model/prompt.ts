// The text sent to Claude for a prompt with an attached selection. Pure.
import type { SelectionContext } from './types';

/** A fence longer than any backtick run in the text, so the selection cannot close it early. */
function fenceFor(text: string): string {
  let longest = 2;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return '`'.repeat(longest + 1);
}

export function promptWithContext(prompt: string, context: SelectionContext | null): string {
  if (!context) return prompt;
  const fence = fenceFor(context.text);
  const body = context.text.endsWith('\n') ? context.text : context.text + '\n';
  const block =
    `${context.path} (lines ${context.startLine}-${context.endLine}):\n${fence}${context.filetype}\n${body}${fence}`;
  return prompt.trim() === '' ? block : `${block}\n\n${prompt}`;
}

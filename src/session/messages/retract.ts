// Taking back messages the CLI retracted (model_refusal_fallback, tombstone): the entries drawn from them
// leave the transcript, wherever they sit. Pure.
import type { Entry } from '../model/types';

/** Removes from `entries`, and from sub-agents' entries under tool calls, every entry drawn from a message
 *  in `gone`; `touched` gets each call whose sub-agent lost one. Returns whether anything was removed. */
export function removeRetracted(entries: Entry[], gone: ReadonlySet<string>, touched: (e: Entry) => void): boolean {
  let removed = false;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.uuids?.some((u) => gone.has(u))) {
      entries.splice(i, 1);
      removed = true;
    } else if (e.kind === 'tool' && e.children.length && removeRetracted(e.children, gone, touched)) {
      touched(e);
      removed = true;
    }
  }
  return removed;
}

/** Notes on `entry` that it was drawn from the message with `uuid` (which the CLI may retract). */
export function remember(entry: Entry, uuid: unknown): void {
  if (typeof uuid !== 'string') return;
  if (!entry.uuids) entry.uuids = [uuid];
  else if (!entry.uuids.includes(uuid)) entry.uuids.push(uuid);
}

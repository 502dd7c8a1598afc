// A chat's past as the user acts on it: where a fork starts, rewinds, a hunk the user reverted (Claude is told
// with the next prompt), a file before a turn, the hunks of past turns; a resumed record shown first.
import fs from 'node:fs';
import path from 'node:path';
import { replayHistory, type History } from '../../session/history/record';
import type { Session } from '../../session/model/session';
import { displayPath } from '../../session/tools/tools';
import type { Logger } from '../log';
import type { CliSupervisor } from '../supervisor/supervisor';
import type { ForkPoint, View } from '../view';
import { rememberPast } from './blame';
import { hunksIn, rewindTo, textBeforeTurn, turnAt, type FileHunk } from './turnHistory';

/** What the past of one chat is read from. */
export interface PastOf {
  session: Session;
  cli: CliSupervisor;
  view: View;
  log: Logger;
  /** The directory the session runs in (the editor may change it). */
  cwd(): string;
  /** The entry drawn at region line `line`. */
  keyAt(line: number): number | null;
}

export class ChatPast {
  constructor(private readonly of: PastOf) {}

  /** Where a fork at the prompt drawn at region line `line` starts: this conversation's id and its turn's
   *  last message; or what is missing. */
  forkPoint(line: number): ForkPoint | { error: string } {
    const reply = this.of.session.replyTo(this.of.keyAt(line));
    if (!reply) return { error: 'put the cursor on a prompt (its lines, from `▌ You #N`) to fork there' };
    const sessionId = this.of.session.info.sessionId;
    if (!sessionId) return { error: 'this session has no conversation the CLI recorded yet' };
    if (!reply.lastUuid) return { error: 'that prompt has no reply yet: fork once its turn has ended' };
    if (reply.last && this.of.cli.phase === 'turn') {
      return { error: 'that turn is still running: fork once it has ended' };
    }
    return { resume: sessionId, at: reply.lastUuid, prompt: reply.prompt.text };
  }

  /** :ClaudeRewind: the files back to their state before the prompt at region line `line` (or prompt number
   *  `turn`); asks first unless `confirmed` (see turnHistory.ts). */
  rewind(at: { line?: number; turn?: number }, confirmed: boolean): Promise<void> {
    const found =
      at.turn === undefined
        ? turnAt(this.of.session, this.of.keyAt(at.line ?? -1))
        : (this.of.session.turns.find((t) => t.n === at.turn) ?? { error: `no prompt #${at.turn} in this session` });
    const { session, view, cli } = this.of;
    return rewindTo(found, confirmed, { session, cwd: this.of.cwd(), view, cli });
  }

  /** The text of `file` before turn `turn` (the session's first edit of it by default). */
  textBefore(file: string, turn: number): { text: string | null } | { error: string } {
    return textBeforeTurn(this.of.session, this.of.cwd(), file, turn);
  }

  /** The hunks Claude made in `file`, newest turn first, for :ClaudeRevert on a line. */
  hunksIn(file: string): FileHunk[] {
    return hunksIn(this.of.session, file);
  }

  /** The user reverted a hunk: the transcript says so, and Claude hears of it with the next prompt. */
  reverted(file: string, turn: number, start: number, before: string[], after: string[]): void {
    const name = displayPath(file, this.of.cwd());
    const where = after.length > 1 ? `lines ${start}-${start + after.length - 1}` : `line ${start}`;
    this.of.session.addNotice(
      `Reverted a change of prompt #${turn} in ${name} (${where}); ` + 'Claude is told with your next prompt',
    );
    const fence = '```';
    const was = before.length
      ? `It reads again:\n${fence}\n${before.join('\n')}\n${fence}`
      : 'Those lines are gone again.';
    const had = after.length ? `\n${fence}\n${after.join('\n')}\n${fence}\n` : ' (an insertion) ';
    this.of.cli.noteReverted(
      `(Note from the editor: I reverted one of your changes in ${file}, at ${where}:${had}${was}` +
        ' Do not make that change again unless I ask for it.)',
    );
    // The CLI's read of the file is now older than the file, and Claude's next edit of it would fail as
    // "modified since read": the CLI reads it again as the user left it (the note tells Claude what changed).
    const abs = path.resolve(this.of.cwd(), file);
    const mtime = fs.existsSync(abs) ? Math.floor(fs.statSync(abs).mtimeMs) : null;
    if (mtime !== null)
      this.of.cli
        .control({ subtype: 'seed_read_state', path: abs, mtime })
        .catch((e: Error) => this.of.log.write('warn', `seed_read_state: ${e.message}`));
  }
}

/** The recorded conversation, as the transcript shows it before the session goes on. */
export function showHistory(session: Session, id: string, history: History, fork: boolean): void {
  const prompts = replayHistory(session, history);
  rememberPast(session, history);
  const what = fork ? 'Forked from' : 'Resumed';
  const above = prompts ? ` (${prompts} prompt${prompts === 1 ? '' : 's'} above)` : '';
  session.addNotice(`${what} session ${id}${above}: the conversation goes on below`);
}

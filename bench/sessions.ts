// Several sessions streaming at once: SESSIONS replays of the recorded turn at their recorded pace, each
// through a ChatController of its own into the same editor, session 1 in the chat's window and the others
// hidden (as after :ClaudeChat!). The editor's latency meanwhile (a fresh, unpinned editor: what a user
// meets), and what the sessions cost together: the host's CPU and Neovim's, beside one session alone
// measured the same way in the same run.
import { ChatController } from '../src/host/chat/chat';
import { fileLogger } from '../src/host/log';
import { NvimEditor } from '../src/nvim/gateway';
import { DEFAULT_KEYS } from '../test/support/render';
import { editor } from './editor';
import type { FixtureInfo } from './fixture';
import { Probe } from './latency-probe';
import { FRAME_MS, BUDGET, IDLE_MS, PROMPT, WORKSPACE } from './options';
import { replayRecorded, sendPrompt, sinkInto } from './replay';
import { cpuMsOf } from './timing';

export const SESSIONS = 3;

export interface SessionsRun {
  idle: number[];
  streaming: number[];
  /** Host and Neovim CPU (ms) of SESSIONS sessions streaming at once, and of one session alone. */
  manyCpuMs: number;
  oneCpuMs: number;
}

const hostCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** `n` sessions replaying the turn at once into `ed`; resolves with the CPU (host and Neovim, ms) they took. */
async function streamSessions(
  ed: Awaited<ReturnType<typeof editor>>,
  fixture: FixtureInfo,
  n: number,
  first: number,
): Promise<number> {
  const views = new NvimEditor(ed.nvim); // as the host has it: one lane for every session's updates
  const chats = Array.from(
    { length: n },
    (_, i) =>
      new ChatController(
        {
          command: 'claude',
          args: [],
          env: {},
          cwd: WORKSPACE,
          frameMs: FRAME_MS,
          renderBudget: BUDGET,
          keys: DEFAULT_KEYS,
          id: String(first + i),
        },
        views.view(String(first + i)),
        fileLogger(null),
      ),
  );
  // The first is the session the chat opens to, as the host marks it; the others are background sessions.
  for (const [i, chat] of chats.entries()) chat.foreground(i === 0);
  const cpu0 = hostCpuMs() + cpuMsOf(ed.pid);
  await Promise.all(
    chats.map(async (chat) => {
      sendPrompt(chat, PROMPT);
      await replayRecorded(
        fixture.bytes,
        fixture.chunks,
        sinkInto(() => chat.session),
      );
      await chat.drain();
    }),
  );
  const cpu = hostCpuMs() + cpuMsOf(ed.pid) - cpu0;
  for (const chat of chats) await chat.close();
  return cpu;
}

/** `runs` fresh editors in turn, their round trips pooled (as the latency case does: one editor's 2 s of
 *  idle round trips give a p99 that varies by 2x from run to run) and their CPU figures averaged. */
export async function sessionsRuns(fixture: FixtureInfo, runs: number): Promise<SessionsRun> {
  const out: SessionsRun = { idle: [], streaming: [], manyCpuMs: 0, oneCpuMs: 0 };
  for (let run = 0; run < runs; run++) {
    const r = await sessionsRun(fixture);
    out.idle.push(...r.idle);
    out.streaming.push(...r.streaming);
    out.manyCpuMs += r.manyCpuMs / runs;
    out.oneCpuMs += r.oneCpuMs / runs;
  }
  return out;
}

async function sessionsRun(fixture: FixtureInfo): Promise<SessionsRun> {
  const ed = await editor(true, false);
  const probe = await Probe.start(ed.address);
  try {
    probe.reset();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = await probe.dump();
    // Session 1 is the one the chat's window shows (editor() opened it); 2 and 3 are hidden.
    const manyCpuMs = await streamSessions(ed, fixture, SESSIONS, 1);
    const streaming = await probe.dump();
    const oneCpuMs = await streamSessions(ed, fixture, 1, SESSIONS + 1);
    return { idle, streaming, manyCpuMs, oneCpuMs };
  } finally {
    await probe.quit();
    await ed.quit();
  }
}

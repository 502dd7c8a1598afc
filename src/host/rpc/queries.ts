// The editor's queries (requests), answered from what the host holds without waiting for the CLI; and the
// requests that must not return before the host took what they send (a reviewed version, a plan's answer).
import { blamedFiles, blameLines } from '../history/blame';
import { backgroundList } from '../controls/background';
import { catalog } from '../controls/controls';
import { approvePlan, keepPlanning, planDocument } from '../approvals/plans';
import { listSessions } from '../sessions/records';
import { cliHome } from '../sessions/registry';
import { checklistLines, checklistTitle } from '../../render/transcript/tasks';
import { ok } from './decode';
import { done, type HandlerContext, type Handlers } from './handlers';

export function queryHandlers({ registry, on, blameSources }: HandlerContext) {
  return {
    /** The commands and models completion offers, with their descriptions (host/controls/controls.ts). */
    catalog(a) {
      const c = registry.get(a.session);
      return ok(c ? catalog(c.controls) : null);
    },
    /** What the CLI ranked for an `@` query, as far as the host has it; its answer follows
     *  (host/prompt/fileSuggestions.ts). */
    file_suggestions(a) {
      const c = registry.get(a.session);
      return ok(c ? c.prompt.files.lookup(a.query) : null);
    },
    /** An unattended run starts, or why it cannot (host/approvals/unattended.ts); then its denials, once it is
     *  done. */
    run(a) {
      return on(a.session, (c) => ({ refused: c.runs.start(a.text, a.allow, a.ask, a.timeout) }));
    },
    run_result(a) {
      return on(a.session, (c) => c.runs.result(a.ask, a.early ?? false));
    },
    /** The pending edit as whole texts, for the review tab. */
    review(a) {
      return on(a.session, (c) => c.answers.review(a.request_id));
    },
    /** Allows a reviewed edit with the user's version of the file (or cell). A request, not an action: the
     *  review tab stays open until the host took the version, so a version it cannot express is not lost. */
    approve_version(a) {
      return on(a.session, (c) => {
        const answer = c.answers.allowVersion(a.request_id, a.text, a.version);
        return 'error' in answer ? { ok: false, ...answer } : { ok: true, outcome: answer.outcome };
      });
    },
    /** The last plan as a document; answering it from there (host/approvals/plans.ts). Requests, like
     *  approve_version: the document stays open until the host took the answer. */
    plan(a) {
      return on(a.session, (c) => planDocument(c.plans));
    },
    approve_plan(a) {
      return on(a.session, (c) => approvePlan(c.plans, a.request_id, a.text));
    },
    keep_planning(a) {
      return on(a.session, (c) => keepPlanning(c.plans, a.request_id, a.text));
    },
    /** Claude's task list as the checklist shows it, for :ClaudeTodos. */
    tasks(a) {
      const items = registry.get(a.session)?.session.tasks ?? [];
      return ok({ title: checklistTitle(items), lines: checklistLines(items) });
    },
    elicitation(a) {
      return on(a.session, (c) => c.mcp.elicitation(a.request_id));
    },
    /** What runs in the background (and what ran), for :ClaudeTasks. */
    background(a) {
      const c = registry.get(a.session);
      return ok(c ? backgroundList(c.controls) : []);
    },
    /** A pending question's options, for :ClaudeAnswer. */
    questions(a) {
      return on(a.session, (c) => c.answers.questions(a.request_id));
    },
    /** :ClaudeDiff: `file` as it was before prompt `turn` (before the session's first edit of it by default). */
    text_before(a) {
      return on(a.session, (c) => c.past.textBefore(a.file, a.turn > 0 ? a.turn : 1));
    },
    /** :ClaudeRevert: the hunks Claude made in `file`, newest first. */
    hunks_in(a) {
      return ok(registry.get(a.session)?.past.hunksIn(a.file) ?? []);
    },
    /** :ClaudeBlame: the lines of `file` Claude wrote in any live session, anchored to its text now. */
    blame(a) {
      return ok(blameLines(blameSources(), a.file, a.lines));
    },
    blame_files() {
      return ok(blamedFiles(blameSources()));
    },
    /** What is drawn at a region line (0-based): for keys acting on the entry under the cursor. */
    entry_at(a) {
      return ok(registry.get(a.session)?.entryAt(a.line) ?? null);
    },
    status(a) {
      const c = registry.get(a.session);
      if (!c) return ok({ state: 'stopped' });
      const s = c.session;
      return ok({
        ...c.status(),
        session_id: s.info.sessionId,
        slash_commands: s.info.slashCommands,
        models: c.models,
        pid: c.pid ?? null,
        cwd: s.info.cwd,
      });
    },
    /** Past sessions of `cwd`, found where the CLI keeps them: its HOME / CLAUDE_CONFIG_DIR may come from
     *  setup{ env } (sent along, so that completion works before the first :ClaudeChat). */
    sessions(a) {
      return ok(listSessions(a.cwd, cliHome(a.env ?? registry.lastEnv)));
    },
    async drain() {
      await Promise.all(registry.all().map((c) => c.drain()));
      return done;
    },
    ping() {
      return ok('pong');
    },
  } satisfies Partial<Handlers>;
}

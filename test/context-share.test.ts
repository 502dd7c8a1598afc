// The winbar's `NN% ctx` from the CLI's get_context_usage answer (src/host/supervisor/context.ts).
import { describe, expect, it } from 'vitest';
import { contextShare } from '../src/session/model/meter';
import { statusLine, winbarText } from '../src/render/status';
import { Session } from '../src/session/model/session';

describe('contextShare', () => {
  it('against the auto-compact threshold when the CLI compacts, else its own percentage or the window', () => {
    expect(
      contextShare({
        totalTokens: 40_000,
        maxTokens: 200_000,
        percentage: 20,
        autoCompactThreshold: 160_000,
        isAutoCompactEnabled: true,
      }),
    ).toBe(25);
    expect(
      contextShare({
        totalTokens: 40_000,
        maxTokens: 200_000,
        percentage: 20,
        autoCompactThreshold: 160_000,
        isAutoCompactEnabled: false,
      }),
    ).toBe(20);
    expect(contextShare({ totalTokens: 50_000, maxTokens: 200_000 })).toBe(25);
    expect(contextShare({ totalTokens: 190_000, autoCompactThreshold: 160_000 })).toBe(100);
  });

  it('nothing usable: unknown', () => {
    expect(contextShare(null)).toBeNull();
    expect(contextShare({ categories: [] })).toBeNull();
    expect(contextShare('full')).toBeNull();
  });
});

describe('the gauge in the winbar and the transcript', () => {
  const info = (contextShare: number | null) => ({
    model: null,
    mode: null,
    costUsd: 0,
    inputTokens: 0,
    outputTokens: 0,
    busy: false,
    pendingApprovals: 0,
    pendingQuestions: 0,
    changedFiles: 0,
    queued: 0,
    state: 'ready' as const,
    cwd: null,
    contextShare,
    compacting: false,
    id: '1',
    title: null,
    sessionId: null,
    branch: null,
    startedAt: 0,
    unseen: false,
    mark: 'ready' as const,
    costText: '$0.0000',
  });

  it('the winbar and status() name it whenever it is known, the winbar right after the cost', () => {
    expect(winbarText(info(72))).toMatch(/^Claude · ready · \$0\.0000 · 72%% ctx · /);
    expect(winbarText(info(12))).toContain('· 12%% ctx ·');
    expect(winbarText(info(null))).not.toContain('ctx');
    expect(statusLine(info(12))).toBe('Claude: $0.0000 12% ctx');
    expect(statusLine(info(null))).toBe('Claude: $0.0000');
  });

  it('the winbar puts what a narrow window must show first: state, a permission mode other than the default, cost, share, files changed; the token counts, then the model, last', () => {
    const text = winbarText({
      ...info(12),
      mode: 'acceptEdits',
      changedFiles: 2,
      inputTokens: 1200,
      outputTokens: 300,
      model: 'claude-opus-4-8',
      pendingApprovals: 1,
      queued: 1,
    });
    expect(text).toBe(
      'Claude · 1 to approve, 1 queued · acceptEdits · $0.0000 · 12%% ctx · 2 changed · 1.2k in / 300 out · claude-opus-4-8%<',
    );
    expect(winbarText(info(null))).toBe('Claude · ready · $0.0000 · 0 in / 0 out%<');
    // A question is answered, not approved.
    expect(winbarText({ ...info(null), pendingApprovals: 1, pendingQuestions: 1 })).toMatch(/^Claude · 1 to answer · /);
    expect(winbarText({ ...info(null), pendingApprovals: 3, pendingQuestions: 1 })).toMatch(
      /^Claude · 2 to approve, 1 to answer · /,
    );
  });

  it('from 90% the transcript says once that the CLI will compact soon', () => {
    const s = new Session('/p');
    s.setContextShare(91);
    s.setContextShare(95);
    const notices = s.entries.filter((e) => e.kind === 'notice').map((e) => (e as { text: string }).text);
    expect(notices).toEqual(['Context 91% full: the CLI compacts the conversation soon (/compact does it now)']);
  });
});

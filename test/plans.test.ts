// A plan document's comment lines (src/session/approvals/plans.ts): what Claude gets back when the user approves the
// plan, and what it is told when they send it back to planning.
import { describe, expect, it } from 'vitest';
import { planFeedback, readPlanDocument } from '../src/session/approvals/plans';

describe('a plan document', () => {
  it('leaves out `>>` lines, each a comment on the plan line above it (0: above the first)', () => {
    const doc = '>> too long overall\n# Plan\n\n1. Do it\n>>  which way?\n>>\n2. Check\n> a quote stays\n';
    const { plan, comments } = readPlanDocument(doc);
    expect(plan).toBe('# Plan\n\n1. Do it\n2. Check\n> a quote stays\n');
    expect(comments).toEqual([
      { line: 0, text: '', comment: 'too long overall' },
      { line: 3, text: '1. Do it', comment: 'which way?' },
    ]);
    expect(planFeedback(comments)).toBe(
      "Keep planning. The user's comments on the plan:\n" +
        'the whole plan: too long overall\nline 3 "1. Do it": which way?',
    );
  });

  it('without comments there is no feedback (Claude is just told to keep planning)', () => {
    expect(planFeedback(readPlanDocument('# Plan\n1. Do it').comments)).toBeNull();
  });
});

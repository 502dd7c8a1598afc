// The CLI's AskUserQuestion tool: its questions as the user answers them, one pick at a time, and the
// answer the CLI takes back (the tool's input plus `answers`, each keyed by the question's text). Pure.

export interface QuestionOption {
  label: string;
  description: string;
}

export interface Question {
  question: string;
  header: string;
  options: QuestionOption[];
  multiSelect: boolean;
}

export const ASK_TOOL = 'AskUserQuestion';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The questions of an AskUserQuestion input; malformed ones are left out, so the user never gets a
 *  question without options to pick from. */
export function questionsOf(input: Record<string, unknown>): Question[] {
  if (!Array.isArray(input.questions)) return [];
  const out: Question[] = [];
  for (const raw of input.questions as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const q = raw as Record<string, unknown>;
    const options = Array.isArray(q.options)
      ? (q.options as unknown[])
          .filter(
            (o): o is Record<string, unknown> =>
              !!o && typeof o === 'object' && text((o as Record<string, unknown>).label) !== '',
          )
          .map((o) => ({ label: text(o.label), description: text(o.description) }))
      : [];
    if (text(q.question) === '' || options.length === 0) continue;
    out.push({ question: text(q.question), header: text(q.header), options, multiSelect: q.multiSelect === true });
  }
  return out;
}

/** The number that picks "type your own answer": the one after the last option. */
export const otherNumber = (q: Question): number => q.options.length + 1;

/** What question `q` holds after the user picked option `n` (1-based; the number after the options is
 *  "Other", which takes `typed`): a single-select question holds one answer, a multi-select one toggles. */
export function pick(q: Question, held: readonly string[], n: number, typed: string | null): string[] | string {
  if (!Number.isInteger(n) || n < 1 || n > otherNumber(q)) return `no option ${n}: choose 1 to ${otherNumber(q)}`;
  const isOther = n === otherNumber(q);
  const value = isOther ? (typed ?? '').trim() : q.options[n - 1].label;
  if (isOther && value === '') return 'an empty answer was not taken';
  if (!q.multiSelect) return [value];
  const labels = new Set(q.options.map((o) => o.label));
  if (isOther) return [...held.filter((v) => labels.has(v)), value]; // one typed answer at most
  return held.includes(value) ? held.filter((v) => v !== value) : [...held, value];
}

/** What the user answered, one `question: answer` line each, from the call's structured result; null when
 *  it has none (the CLI's text for the model says the same, less plainly). */
export function answeredLines(result: unknown): string | null {
  const answers = (result as { answers?: unknown } | null)?.answers;
  if (!answers || typeof answers !== 'object') return null;
  const lines = Object.entries(answers as Record<string, unknown>).map(
    ([q, a]) => `${q} → ${Array.isArray(a) ? a.join(', ') : String(a)}`,
  );
  return lines.length ? lines.join('\n') : null;
}

/** The `answers` the CLI wants (question text → label, several joined with ", " as its schema says), or
 *  the 1-based numbers of the questions still without an answer. */
export function answersFor(
  questions: readonly Question[],
  held: readonly (readonly string[])[],
): { answers: Record<string, string> } | { missing: number[] } {
  const answers: Record<string, string> = {};
  const missing: number[] = [];
  questions.forEach((q, i) => {
    const picked = held[i] ?? [];
    const rank = (v: string) => {
      const at = q.options.findIndex((o) => o.label === v);
      return at === -1 ? q.options.length : at;
    };
    if (picked.length === 0) missing.push(i + 1);
    else answers[q.question] = [...picked].sort((a, b) => rank(a) - rank(b)).join(', '); // as the options are listed
  });
  return missing.length ? { missing } : { answers };
}

// What the user is told when the CLI cannot authenticate. The CLI's own words end in "Please run /login", a
// command of its terminal UI that the chat does not have: the advice says where to run it instead. Pure.

/** The CLI's texts for a missing or refused login (a synthetic assistant message, the result, stderr). */
const AUTH_TEXT =
  /Not logged in|Please run \/login|Invalid API key|authentication_error|OAuth token (has )?expired|invalid x-api-key/i;

export function isAuthFailure(text: string): boolean {
  return AUTH_TEXT.test(text);
}

const LOGIN = 'run `claude` in a terminal, then /login there';
const KEY_PLACES = 'in your environment or in setup{ env }';

/** The advice for an authentication failure whose CLI text is `text`. */
export function loginAdvice(text: string): string {
  if (/Invalid API key|invalid x-api-key/i.test(text)) {
    return `Check ANTHROPIC_API_KEY (${KEY_PLACES}), or unset it and log in: ${LOGIN}. Then send the prompt again.`;
  }
  return `To log in, ${LOGIN}, or set ANTHROPIC_API_KEY (${KEY_PLACES}). Then send the prompt again.`;
}

/** The notice for an authentication failure: the CLI's words without the /login it cannot take here, and
 *  what to do instead. */
export function authNotice(text: string): string {
  const said = text.trim().replace(/\s*·\s*Please run \/login\.?$/i, '');
  const head = /^Not logged in$/i.test(said) ? 'Claude Code is not logged in.' : said;
  return `${head}\n${loginAdvice(text)}`;
}

/**
 * The text message that carries a sign-in code, in the origin-bound one-time-code format:
 * its last line is `@host #code`, so that Safari and Chrome on phones offer the code only on
 * the site it was sent for (and Chrome's WebOTP API hands it to that site's page). The host
 * is the bare host name: the browsers' parsers take no scheme, path or port there.
 */
export function codeMessage(input: { brandName: string; siteUrl: string; code: string; minutes: number }): string {
  const host = new URL(input.siteUrl).hostname;
  return [
    `${input.code} is your ${input.brandName} sign-in code. It expires in ${input.minutes} minutes.`,
    '',
    `@${host} #${input.code}`,
  ].join('\n');
}

/** The code in such a message, read from its last line. */
export function codeInMessage(body: string): string | null {
  return /(?:^|\n)@[a-z0-9.-]+ #(\d+)\s*$/i.exec(body)?.[1] ?? null;
}

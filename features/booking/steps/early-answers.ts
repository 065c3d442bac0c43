/**
 * The salon's lists the booking panel's first step reads, asked for the moment a visitor shows
 * the intent to book (points at, focuses or taps a Book control), beside the panel's code
 * rather than after it: on a slow line the two downloads then overlap. The panel's API client
 * takes each answer once; a list is not asked for early again within a minute of being asked
 * (taken, the panel keeps it), and an answer nobody took within that minute is dropped.
 * Small and free of other imports, since the page loads it with every Book control's host.
 */
export const panelListPaths = {
  widget: '/api/booking/widget',
  services: '/api/services',
  categories: '/api/categories',
  employees: '/api/employees',
  locations: '/api/locations/',
  refs: '/api/booking/site-refs',
} as const;

const keptMs = 60_000;
const early = new Map<string, { asked: number; answer: Promise<Response> | null }>();

/** Asks for every list the panel's first step reads, unless already asked for. */
export function askPanelListsEarly(now = Date.now()) {
  for (const path of Object.values(panelListPaths)) {
    const kept = early.get(path);
    if (kept && now - kept.asked < keptMs) continue;
    const answer = fetch(path, { cache: 'no-store' });
    // A failure is the taker's to handle; unhandled until taken, it would be reported as such.
    answer.catch(() => {});
    early.set(path, { asked: now, answer });
  }
}

/** The answer asked for early for `path`, once, if it is still fresh. */
export function takeEarlyAnswer(path: string, now = Date.now()): Promise<Response> | undefined {
  const kept = early.get(path);
  if (!kept || now - kept.asked >= keptMs) return undefined;
  early.set(path, { asked: kept.asked, answer: null });
  return kept.answer ?? undefined;
}

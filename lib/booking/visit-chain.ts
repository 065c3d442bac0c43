/**
 * How the services of a visit follow one another: each holds its master for whole 30-minute
 * cells, and the next starts when the previous one's last cell ends. Shared by the server's
 * visit search and the booking panel's summary (no time-zone code, so it costs the page nothing).
 */
export const visitStepMinutes = 30;

/** How long a service holds its master: whole 30-minute cells. */
export const heldMs = (durationMinutes: number) =>
  Math.ceil(durationMinutes / visitStepMinutes) * visitStepMinutes * 60_000;

/** Each service's start and end (UTC ISO) when the visit starts at `start`, back to back. */
export function chainStarts(start: string, durationsMinutes: number[]): { start: string; end: string }[] {
  let at = Date.parse(start);
  return durationsMinutes.map((minutes) => {
    const link = { start: new Date(at).toISOString(), end: new Date(at + minutes * 60_000).toISOString() };
    at += heldMs(minutes);
    return link;
  });
}

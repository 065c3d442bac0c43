/**
 * The site-wide budget of sign-in texts: at most `perHour` in an hour and `perDay` in a day,
 * all phones and addresses together, so the salon never pays for more texts than it
 * expects whatever the limits per phone and per address let through (many addresses, many
 * phones). Counted through the shared limiter (Redis when configured, else the site's
 * database), so every instance spends from one budget, and reserved before a code is asked
 * for: a burst cannot overshoot it, since each count is one atomic step.
 *
 * When 80 % of either budget is used, the server logs one `[alert]` line per window, across
 * instances: a second allowance of 80 % counts the same texts, and the first text it
 * refuses takes a third, one-a-window allowance; only the request that gets that one logs.
 */
import type { Limiter } from '@/lib/rate-limit/limit';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export type SmsBudgetFigures = { perHour: number; perDay: number };
export type SmsBudgetRefusal = { retryAfterSeconds: number };

/** The share of a budget used at which the server raises an alert. */
export const alertShare = 0.8;

type Window = { name: 'hour' | 'day'; max: number; windowMs: number };

export function createSmsBudget(
  deps: { limit: Limiter; checkLimit: Limiter },
  figures: SmsBudgetFigures,
  alert: (line: string) => void = (line) => console.error(line),
) {
  const windows: Window[] = [
    { name: 'hour', max: figures.perHour, windowMs: hourMs },
    { name: 'day', max: figures.perDay, windowMs: dayMs },
  ];
  const key = (kind: string, window: Window) => `sms-budget${kind}:${window.name}`;

  /** Counts a text spent against the 80 % allowance; the first over it in a window logs the alert. */
  async function watch(window: Window): Promise<void> {
    const threshold = Math.ceil(window.max * alertShare);
    // Texts before the threshold fit the allowance; the threshold's own text is the first refused.
    const below = threshold - 1;
    if (below > 0 && (await deps.limit(key('-warn', window), below, window.windowMs)).ok) return;
    if (!(await deps.limit(key('-alert', window), 1, window.windowMs)).ok) return;
    alert(
      `[alert] sign-in texts: ${threshold} of this ${window.name}'s budget of ${window.max} are spent (${alertShare * 100} %); ` +
        `past ${window.max}, sign-in by text answers 503 until the ${window.name}'s window ends (SMS_BUDGET_PER_${window.name.toUpperCase()}).`,
    );
  }

  return {
    /** Reserves one text: null when it fits both budgets, else when to try again. */
    async reserve(): Promise<SmsBudgetRefusal | null> {
      const [hour, day] = windows as [Window, Window];
      // A day already spent refuses before the hour is counted, so it does not use up the hour too.
      const dayFull = await deps.checkLimit(key('', day), day.max, day.windowMs);
      if (!dayFull.ok) return { retryAfterSeconds: dayFull.retryAfterSeconds };
      for (const window of [hour, day]) {
        const counted = await deps.limit(key('', window), window.max, window.windowMs);
        if (!counted.ok) return { retryAfterSeconds: counted.retryAfterSeconds };
      }
      for (const window of windows) await watch(window);
      return null;
    },
  };
}

export type SmsBudget = ReturnType<typeof createSmsBudget>;

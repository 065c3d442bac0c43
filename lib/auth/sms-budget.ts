/**
 * The site-wide budget of sign-in texts: at most `perHour` in an hour and `perDay` in a day,
 * all phones and addresses together, so the salon never pays for more texts than it
 * expects whatever the limits per phone and per address let through (many addresses, many
 * phones). Counted through the shared limiter (Redis when configured, else the site's
 * database), so every instance spends from one budget, and reserved before a code is asked
 * for: a burst cannot overshoot it, since each count is one atomic step.
 *
 * No one network can spend it for everyone: an IPv4 /24 or an IPv6 /48 (`networkKey`) spends at
 * most a tenth of the hour's and of the day's budget (at least one text), so it takes ten
 * networks, not four addresses, to spend the hour. Past its share a network is refused as any
 * other limit is (429, `too_many_requests`) while the others still get codes. A budget already
 * spent is said as such (503) before the network's share is counted, so the share is not
 * used up by requests that would be refused anyway.
 *
 * When 80 % of either budget is used, the server logs one `[alert]` line per window, across
 * instances: a second allowance of 80 % counts the same texts, and the first text it
 * refuses takes a third, one-a-window allowance; only the request that gets that one logs.
 */
import { networkKey } from '@/lib/http/client-ip';
import { scopedLog, type EventLog } from '@/lib/observability/logger.mjs';
import type { Limiter } from '@/lib/rate-limit/limit';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export type SmsBudgetFigures = { perHour: number; perDay: number };
/** `spent`: the site's budget is spent for everyone; `network`: the visitor's network has spent its share. */
export type SmsBudgetRefusal = { reason: 'spent' | 'network'; retryAfterSeconds: number };

/** The share of a budget used at which the server raises an alert. */
export const alertShare = 0.8;

/** The share of each budget one network may spend. */
export const networkShare = 0.1;

/** How many texts of a budget of `max` one network may spend: a tenth, at least one. */
export const networkAllowance = (max: number) => Math.max(1, Math.floor(max * networkShare));

type Window = { name: 'hour' | 'day'; max: number; windowMs: number };

const budgetWindows = (figures: SmsBudgetFigures): Window[] => [
  { name: 'hour', max: figures.perHour, windowMs: hourMs },
  { name: 'day', max: figures.perDay, windowMs: dayMs },
];
const budgetKey = (kind: string, window: Window) => `sms-budget${kind}:${window.name}`;

/** How much of each window's budget is spent, for the metrics; `hits` reads a count without adding to it. */
export async function smsBudgetUsage(
  hits: (key: string, max: number, windowMs: number) => Promise<number>,
  figures: SmsBudgetFigures,
): Promise<{ window: Window['name']; used: number; max: number }[]> {
  return Promise.all(
    budgetWindows(figures).map(async (window) => ({
      window: window.name,
      used: Math.min(window.max, await hits(budgetKey('', window), window.max, window.windowMs)),
      max: window.max,
    })),
  );
}

export function createSmsBudget(
  deps: { limit: Limiter; checkLimit: Limiter },
  figures: SmsBudgetFigures,
  alert: EventLog = scopedLog('alert', 'error'),
) {
  const windows = budgetWindows(figures);
  const key = budgetKey;

  /** Counts a text spent against the 80 % allowance; the first over it in a window logs the alert. */
  async function watch(window: Window): Promise<void> {
    const threshold = Math.ceil(window.max * alertShare);
    // Texts before the threshold fit the allowance; the threshold's own text is the first refused.
    const below = threshold - 1;
    if (below > 0 && (await deps.limit(key('-warn', window), below, window.windowMs)).ok) return;
    if (!(await deps.limit(key('-alert', window), 1, window.windowMs)).ok) return;
    alert(
      `sign-in texts: ${alertShare * 100} % of a budget spent; past it, sign-in by text answers 503 until its window ends`,
      {
        window: window.name,
        spent: threshold,
        budget: window.max,
        setting: `SMS_BUDGET_PER_${window.name.toUpperCase()}`,
      },
    );
  }

  return {
    /** Reserves one text for a visitor at `address`: null when it fits, else why not and when to try again. */
    async reserve(address: string): Promise<SmsBudgetRefusal | null> {
      // A budget already spent refuses before anything is counted, so a spent day does not use
      // up the hour, nor a spent budget the network's share.
      for (const window of [...windows].reverse()) {
        const full = await deps.checkLimit(key('', window), window.max, window.windowMs);
        if (!full.ok) return { reason: 'spent', retryAfterSeconds: full.retryAfterSeconds };
      }
      // The network's shares are both looked at before either is counted, as the budget's are.
      const network = networkKey(address);
      const shares = windows.map((window) => ({
        key: `${key('-network', window)}:${network}`,
        max: networkAllowance(window.max),
        windowMs: window.windowMs,
      }));
      for (const look of [deps.checkLimit, deps.limit]) {
        for (const share of shares) {
          const room = await look(share.key, share.max, share.windowMs);
          if (!room.ok) return { reason: 'network', retryAfterSeconds: room.retryAfterSeconds };
        }
      }
      for (const window of windows) {
        const counted = await deps.limit(key('', window), window.max, window.windowMs);
        if (!counted.ok) return { reason: 'spent', retryAfterSeconds: counted.retryAfterSeconds };
      }
      for (const window of windows) await watch(window);
      return null;
    },
  };
}

export type SmsBudget = ReturnType<typeof createSmsBudget>;

/**
 * How the app's code learns that its server is shutting down. server.mjs (outside Next's
 * bundles) and the app share one object on `globalThis`: the server sets `draining` (and the
 * time by which it will have exited, `deadlineAt`) when it receives SIGTERM or SIGINT, and,
 * once its listener has closed and the requests in flight have ended, runs in order what the
 * app registered here (outbox workers stop once their deliveries in flight have ended, then
 * the database closes).
 */
import { processSingleton, serverShared } from '@/lib/process-singleton.mjs';

type Step = { name: string; run: () => Promise<void> };
type Shutdown = { draining: boolean; deadlineAt?: number | null; steps: Step[] };

const shutdownState = () =>
  processSingleton<Shutdown>(serverShared.shutdown, () => ({ draining: false, deadlineAt: null, steps: [] }));

/** Whether the server is shutting down: it may still serve for a moment, but is no longer ready for more. */
export const isDraining = (): boolean => shutdownState().draining;

/** When the shutdown under way must be over (epoch ms); null while the server is not shutting down. */
export const shutdownDeadline = (): number | null => shutdownState().deadlineAt ?? null;

/** Registers a step for the server to run at shutdown, after the steps registered before it (once per name). */
export function onShutdown(name: string, run: () => Promise<void>): void {
  const state = shutdownState();
  if (!state.steps.some((step) => step.name === name)) state.steps.push({ name, run });
}

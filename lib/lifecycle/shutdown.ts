/**
 * How the app's code learns that its server is shutting down. server.mjs (outside Next's
 * bundles) and the app share one object on `globalThis`: the server sets `draining` when
 * it receives SIGTERM or SIGINT and then runs, in order, what the app registered here
 * (outbox workers stop and release their leases, then the database closes).
 */
type Step = { name: string; run: () => Promise<void> };
type Shutdown = { draining: boolean; steps: Step[] };

const key = Symbol.for('backstage.shutdown');
const holder = globalThis as typeof globalThis & { [key]?: Shutdown };

function shutdownState(): Shutdown {
  holder[key] ??= { draining: false, steps: [] };
  return holder[key];
}

/** Whether the server has stopped taking connections and is finishing what it has. */
export const isDraining = (): boolean => shutdownState().draining;

/** Registers a step for the server to run at shutdown, after the steps registered before it (once per name). */
export function onShutdown(name: string, run: () => Promise<void>): void {
  const state = shutdownState();
  if (!state.steps.some((step) => step.name === name)) state.steps.push({ name, run });
}

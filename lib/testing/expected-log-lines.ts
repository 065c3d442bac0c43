/**
 * For a test that causes a failure on purpose (stops PostgreSQL or Redis, spends a budget):
 * the lines the code logs about it, as it should in production, are expected here, so they are
 * kept for the test to look at instead of printed, where a reader would take them for a failure.
 * The logger's JSON lines (lib/observability/logger.mjs) are matched as `[scope] msg` (or `msg`
 * alone when the event has no scope) and kept parsed in `events`; console lines as they are.
 * Every other line is printed as usual. Undone by `vi.restoreAllMocks()` or `restore()`;
 * a console method the test has already replaced with a mock is left as it is.
 */
import { vi } from 'vitest';

const methods = ['error', 'warn', 'info', 'log'] as const;

export type LogEvent = { level: string; msg: string; scope?: string } & Record<string, unknown>;

/** A logger's JSON line, parsed; null for any other output. */
export function parseLogEvent(line: string): LogEvent | null {
  try {
    const event: unknown = JSON.parse(line);
    if (event && typeof event === 'object' && 'level' in event && 'msg' in event) return event as LogEvent;
  } catch {
    // not a log event
  }
  return null;
}

const textOf = (event: LogEvent) => (event.scope ? `[${event.scope}] ${event.msg}` : event.msg);

export function expectLogLines(...expected: RegExp[]): {
  lines: string[];
  events: LogEvent[];
  /** Settles with the first expected line, when it comes. */
  first: Promise<string>;
  restore: () => void;
} {
  const lines: string[] = [];
  const events: LogEvent[] = [];
  let seen!: (line: string) => void;
  const first = new Promise<string>((resolve) => (seen = resolve));
  const matches = (line: string) => expected.some((pattern) => pattern.test(line));
  // A method the test has already replaced is left to the test.
  const free = methods.filter((method) => !vi.isMockFunction(console[method]));
  const spies = free.map((method) => {
    const print = console[method].bind(console);
    return vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      const line = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
      if (!matches(line)) return print(...args);
      lines.push(line);
      seen(line);
    });
  });
  // An earlier call's watch on standard output stays under this one: lines this one does not expect go on to it.
  const current = process.stdout.write;
  const earlier = vi.isMockFunction(current) ? current.getMockImplementation() : undefined;
  const write = earlier ?? current.bind(process.stdout);
  const output = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
    const event = typeof chunk === 'string' ? parseLogEvent(chunk) : null;
    if (event && matches(textOf(event))) {
      lines.push(textOf(event));
      events.push(event);
      seen(textOf(event));
      return true;
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write);
  return {
    lines,
    events,
    first,
    restore: () => {
      spies.forEach((spy) => spy.mockRestore());
      if (earlier) output.mockImplementation(earlier);
      else output.mockRestore();
    },
  };
}

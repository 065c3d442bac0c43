/**
 * For a test that causes a failure on purpose (stops PostgreSQL or Redis, spends a budget):
 * the lines the code logs about it, as it should in production, are expected here, so they are
 * kept for the test to look at instead of printed, where a reader would take them for a failure.
 * Every other console line is printed as usual. Undone by `vi.restoreAllMocks()` or `restore()`;
 * a console method the test has already replaced with a mock is left as it is.
 */
import { vi } from 'vitest';

const methods = ['error', 'warn', 'info', 'log'] as const;

export function expectLogLines(...expected: RegExp[]): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  // A method the test has already replaced is left to the test.
  const free = methods.filter((method) => !vi.isMockFunction(console[method]));
  const spies = free.map((method) => {
    const print = console[method].bind(console);
    return vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      const line = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
      if (expected.some((pattern) => pattern.test(line))) lines.push(line);
      else print(...args);
    });
  });
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

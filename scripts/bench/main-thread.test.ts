import { describe, expect, it } from 'vitest';
import { categoryOf, longTasks, mainThreadTime } from './main-thread.mjs';

const page = { pid: 1, tid: 7 };
const event = (name: string, ts: number, dur: number, tdur: number, where = page) => ({
  ...where,
  ph: 'X',
  name,
  ts,
  dur,
  tdur,
});

describe('main-thread time', () => {
  it("counts each event's own thread time, less its children's, on the thread that parsed the page", () => {
    const events = [
      { name: 'navigationStart', ph: 'R', ts: 1_000, args: { data: { documentLoaderURL: 'http://127.0.0.1/' } } },
      // Before the navigation: not the page's.
      event('Layout', 500, 100, 100),
      { ...event('ParseHTML', 2_000, 3_000, 2_000), args: { beginData: { url: 'http://127.0.0.1/' } } },
      event('RunTask', 10_000, 10_000, 9_000),
      event('EvaluateScript', 10_100, 6_000, 5_000),
      event('FunctionCall', 10_200, 2_000, 2_000),
      event('Layout', 17_000, 1_000, 1_000),
      // Another thread's work.
      event('Layout', 10_000, 5_000, 5_000, { pid: 1, tid: 8 }),
    ];
    expect(mainThreadTime(events)).toEqual({
      html: 2,
      script: 5,
      style: 0,
      layout: 1,
      paint: 0,
      other: 3,
      total: 11,
    });
  });

  it('fails loudly on a trace without the page', () => {
    expect(() => mainThreadTime([])).toThrow('no parsing of the page');
  });

  it('sorts the framework and the browser work into what a reader knows', () => {
    expect(categoryOf('RunMicrotasks')).toBe('script');
    expect(categoryOf('v8.compile')).toBe('script');
    expect(categoryOf('UpdateLayoutTree')).toBe('style');
    expect(categoryOf('PrePaint')).toBe('paint');
    expect(categoryOf('DocumentLoader::CommitNavigation')).toBe('html');
    expect(categoryOf('Receive mojo message')).toBe('other');
  });
});

describe('long tasks', () => {
  const parse = { ...event('ParseHTML', 2_000, 3_000, 2_000), args: { beginData: { url: 'http://127.0.0.1/' } } };
  it('counts the tasks after the first paint on the page’s thread, scaled to the phone', () => {
    const events = [
      parse,
      // Before the first paint: not counted.
      event('RunTask', 3_000, 40_000, 40_000),
      { ...page, ph: 'R', name: 'firstContentfulPaint', ts: 50_000 },
      event('RunTask', 60_000, 30_000, 20_000),
      event('RunTask', 100_000, 10_000, 10_000),
      // A child of a task, and another thread's task: neither counted.
      event('FunctionCall', 61_000, 20_000, 20_000),
      event('RunTask', 60_000, 90_000, 90_000, { pid: 1, tid: 8 }),
    ];
    // 20 ms and 10 ms of thread time are 80 ms and 40 ms at a quarter of the speed.
    expect(longTasks(events, 4)).toEqual({ longest: 80, blocking: 30 });
  });

  it('counts from the parsing when the trace has no paint, and says nothing blocked without tasks', () => {
    expect(longTasks([parse, event('RunTask', 2_500, 30_000, 30_000)], 2)).toEqual({ longest: 60, blocking: 10 });
    expect(longTasks([parse], 4)).toEqual({ longest: 0, blocking: 0 });
  });
});

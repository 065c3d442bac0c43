import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LayoutWhenIdle } from './LayoutWhenIdle';

// jsdom has no idle callbacks: the leaf takes the short timeouts Safari gets.
function list() {
  return (
    <>
      <section data-deferred="" data-testid="a" />
      <section data-deferred="" data-testid="b" />
      <section data-testid="plain" />
      <LayoutWhenIdle />
    </>
  );
}

const whole = () => document.documentElement.hasAttribute('data-price-list-whole');
const marked = (view: ReturnType<typeof render>) =>
  ['a', 'b', 'plain'].filter((id) => view.getByTestId(id).hasAttribute('data-whole'));

describe('LayoutWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.priceListWhole;
  });

  it('marks one deferred direction at a time while idle, then the document', () => {
    expect(document.readyState).toBe('complete');
    const view = render(list());
    expect(marked(view)).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(marked(view)).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(marked(view)).toEqual(['a', 'b']);
    expect(whole()).toBe(false);
    vi.advanceTimersToNextTimer();
    expect(whole()).toBe(true);
  });

  it('leaves a list drawn after the document was marked to the stylesheet, which lays it out whole', () => {
    document.documentElement.dataset.priceListWhole = '';
    const view = render(list());
    vi.runAllTimers();
    expect(marked(view)).toEqual([]);
  });

  it('stops when the visitor leaves the page', () => {
    const view = render(list());
    vi.advanceTimersToNextTimer();
    view.unmount();
    vi.runAllTimers();
    expect(whole()).toBe(false);
  });
});

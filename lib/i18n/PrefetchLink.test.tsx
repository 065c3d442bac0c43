// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const linkProps = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('next/link', () => ({
  default: (props: Record<string, unknown>) => {
    linkProps.push(props);
    return <a href={String(props.href)}>{props.children as string}</a>;
  },
}));

const { PrefetchLink } = await import('./PrefetchLink');

function prefetchOf(connection: object | undefined, prefetch?: boolean) {
  vi.stubGlobal('navigator', connection ? { ...window.navigator, connection } : window.navigator);
  linkProps.length = 0;
  const view = render(
    <PrefetchLink href="/about/" prefetch={prefetch}>
      About
    </PrefetchLink>,
  );
  view.unmount();
  return linkProps.at(-1)?.prefetch;
}

describe('PrefetchLink', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("leaves Next's prefetching as asked on a good connection", () => {
    expect(prefetchOf({ effectiveType: '4g' })).toBeUndefined();
    expect(prefetchOf(undefined, true)).toBe(true);
  });

  it('turns it off on 2G and with data saver on', () => {
    expect(prefetchOf({ effectiveType: '2g' })).toBe(false);
    expect(prefetchOf({ effectiveType: 'slow-2g' }, true)).toBe(false);
    expect(prefetchOf({ saveData: true, effectiveType: '4g' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { getArticles, getServices } from './loaders';

describe('the content loaders', () => {
  it('parse an unchanged collection once: later requests get the same items in a list of their own', async () => {
    const first = await getServices();
    const second = await getServices();
    expect(second).not.toBe(first);
    expect(second).toHaveLength(first.length);
    expect(second.every((service, index) => service === first[index])).toBe(true);
    // A caller sorting its list leaves the next caller's order alone.
    const order = second.map((service) => service.id);
    second.reverse();
    expect((await getServices()).map((service) => service.id)).toEqual(order);
    expect((await getArticles())[0]).toBe((await getArticles())[0]);
  });
});

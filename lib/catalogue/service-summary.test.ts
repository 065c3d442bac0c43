import { describe, expect, it } from 'vitest';
import { serviceSummary } from './service-summary';

const described = (html: string) => ({ description: { __html: html } });

describe('serviceSummary', () => {
  it("takes the description's first sentence as plain text", () => {
    expect(serviceSummary(described('<p>A soft, <strong>sun-kissed</strong> blonde. Lasts for months.</p>'))).toBe('A soft, sun-kissed blonde.');
    expect(serviceSummary(described('<p>Shape &amp; polish</p>'))).toBe('Shape & polish');
  });

  it('cuts a long sentence at a word, with an ellipsis, within the limit', () => {
    const summary = serviceSummary(described(`<p>${'Gentle hydrating treatment '.repeat(10)}for dry hair.</p>`), 60)!;
    expect(summary.length).toBeLessThanOrEqual(60);
    expect(summary).toMatch(/^Gentle hydrating treatment .*\w…$/);
  });

  it('is null without a description', () => {
    expect(serviceSummary({ description: null })).toBeNull();
    expect(serviceSummary(described('<p> </p>'))).toBeNull();
  });
});

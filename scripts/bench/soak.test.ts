import { describe, expect, it } from 'vitest';
import { flatGrowthMb, metricValue, residentBoundMb, slope, soakVerdict } from './soak.mjs';

const samples = (minutes: number, rssAt: (minute: number) => number) =>
  Array.from({ length: minutes * 6 + 1 }, (_, index) => ({ minute: index / 6, rssMb: rssAt(index / 6) }));

describe("the soak's verdict", () => {
  it('fits a line through the samples', () => {
    expect(slope([{ x: 0, y: 1 }, { x: 1, y: 3 }, { x: 2, y: 5 }])).toBeCloseTo(2);
    expect(slope([{ x: 1, y: 3 }])).toBeNull();
  });

  it('passes memory that rose while warming up and then stayed within the bound, swinging with collections', () => {
    const verdict = soakVerdict(samples(10, (m) => (m < 2 ? 200 + m * 50 : 300 + (Math.round(m * 6) % 2 ? 15 : -15))), 10);
    expect(verdict).toMatchObject({ withinBound: true, flat: true, ok: true });
  });

  it('fails memory still climbing over the second half, even below the bound', () => {
    const verdict = soakVerdict(samples(10, (m) => 250 + m * 5), 10);
    expect(verdict.growthMb).toBeCloseTo(25);
    expect(verdict.growthMb).toBeGreaterThan(flatGrowthMb);
    expect(verdict).toMatchObject({ withinBound: true, flat: false, ok: false });
  });

  it('fails flat memory that ends over the bound', () => {
    const verdict = soakVerdict(samples(10, () => residentBoundMb + 1), 10);
    expect(verdict).toMatchObject({ withinBound: false, flat: true, ok: false });
  });
});

describe('reading a series from the metrics', () => {
  it('finds an unlabelled series by its full name, not by a longer one it begins', () => {
    const text = [
      '# TYPE backstage_process_resident_memory_bytes gauge',
      'backstage_process_resident_memory_bytes_max 1',
      'backstage_process_resident_memory_bytes 123456',
    ].join('\n');
    expect(metricValue(text, 'backstage_process_resident_memory_bytes')).toBe(123456);
    expect(metricValue(text, 'backstage_nodejs_heap_size_used_bytes')).toBeNull();
  });
});

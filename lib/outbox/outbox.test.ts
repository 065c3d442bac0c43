import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '@/lib/metrics/metrics.mjs';
import { createOutbox } from './outbox';
import type { OutboxStore } from './outbox-store';

type Item = { id: number; attempts: number };

function memoryStore(items: Item[]): OutboxStore<Item> {
  const delivered = new Set<number>();
  return {
    claimDue: async () => items.filter((item) => !delivered.has(item.id)),
    markDelivered: async (id) => void delivered.add(id),
    markFailed: async () => {},
    backlog: async () => ({ backlog: items.length - delivered.size, oldestCreatedAt: null }),
  };
}

async function attempts(): Promise<Record<string, number>> {
  const metric = metricsRegistry().getSingleMetric('backstage_outbox_attempts_total');
  const counts: Record<string, number> = {};
  for (const sample of (await metric!.get()).values as { labels: Record<string, string>; value: number }[])
    counts[`${sample.labels.kind} ${sample.labels.result}`] = sample.value;
  return counts;
}

describe('an outbox in the metrics', () => {
  it('counts each attempt by kind and result, and says its backlog', async () => {
    let answer = 500;
    const store = memoryStore([
      { id: 1, attempts: 0 },
      { id: 2, attempts: 0 },
    ]);
    const outbox = createOutbox<Item>({
      store,
      kind: { name: 'callbacks', url: 'http://hook.test/', idempotencyKey: (item) => `callback-${item.id}`, body: () => ({}) },
      fetchImpl: async () => new Response('', { status: answer }),
      log: () => {},
    });
    await outbox.runOnce();
    expect(await attempts()).toEqual({ 'callbacks failed': 2 });
    expect(await outbox.backlog()).toEqual({ backlog: 2, oldestCreatedAt: null });
    answer = 200;
    await outbox.runOnce();
    expect(await attempts()).toEqual({ 'callbacks failed': 2, 'callbacks delivered': 2 });
    expect(await outbox.backlog()).toEqual({ backlog: 0, oldestCreatedAt: null });
  });
});

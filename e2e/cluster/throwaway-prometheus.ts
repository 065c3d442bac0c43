/**
 * A throwaway Prometheus for the cluster test: Debian's `prometheus` as a child process, on
 * loopback, with its own temporary folder for its data, scraping the given instances' metrics
 * every second and evaluating the site's own alert rules (deploy/prometheus/alerts.yml) every
 * second, stopped by the PID it was started with (never by name, never as a system service).
 * Its query API answers the test's questions about both instances at once.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess, stopProcess, waitFor, type Started } from '../wordpress/processes';

export const prometheusPath = '/usr/bin/prometheus';

/** One series of an instant query's answer: its labels and value. */
export type Sample = { metric: Record<string, string>; value: number };

export type ThrowawayPrometheus = {
  url: string;
  /** The instant value of `expression` now: one sample per series (none when it selects nothing). */
  query(expression: string): Promise<Sample[]>;
  /** The expression of the loaded alert rule `name`, as Prometheus evaluates it. */
  ruleExpression(name: string): Promise<string>;
  stop(): Promise<void>;
};

type ApiAnswer<T> = { status: 'success'; data: T } | { status: 'error'; error: string };

export async function startThrowawayPrometheus(options: {
  port: number;
  dir: string;
  /** `host:port` of each instance's metrics server. */
  targets: string[];
  rules: string;
}): Promise<ThrowawayPrometheus> {
  const binary = process.env.PROMETHEUS_PATH ?? prometheusPath;
  if (!existsSync(binary))
    throw new Error('prometheus is not installed: run `node scripts/test-prerequisites.mjs monitoring` as root');
  mkdirSync(path.join(options.dir, 'data'), { recursive: true });
  const config = path.join(options.dir, 'prometheus.yml');
  writeFileSync(
    config,
    JSON.stringify({
      global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
      rule_files: [options.rules],
      scrape_configs: [{ job_name: 'backstage', static_configs: [{ targets: options.targets }] }],
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const started: Started = startProcess(
    'prometheus',
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(options.dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${options.port}`,
      '--storage.tsdb.retention.time=1d',
    ],
    { log: path.join(options.dir, 'prometheus.log') },
  );
  const api = async <T>(pathAndQuery: string): Promise<T> => {
    const answer = (await (await fetch(`${url}${pathAndQuery}`)).json()) as ApiAnswer<T>;
    if (answer.status !== 'success') throw new Error(`Prometheus refused ${pathAndQuery}: ${answer.error}`);
    return answer.data;
  };
  try {
    await waitFor('prometheus', async () => (await fetch(`${url}/-/ready`)).ok, started, 60_000);
  } catch (error) {
    await stopProcess(started);
    throw error;
  }
  return {
    url,
    async query(expression) {
      const data = await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
        `/api/v1/query?query=${encodeURIComponent(expression)}`,
      );
      return data.result.map((entry) => ({ metric: entry.metric, value: Number(entry.value[1]) }));
    },
    async ruleExpression(name) {
      const data = await api<{ groups: { rules: { name: string; query: string }[] }[] }>('/api/v1/rules?type=alert');
      const rule = data.groups.flatMap((group) => group.rules).find((entry) => entry.name === name);
      if (!rule) throw new Error(`no alert rule ${name} is loaded`);
      return rule.query;
    },
    stop: () => stopProcess(started),
  };
}

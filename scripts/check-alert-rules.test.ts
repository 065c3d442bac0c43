import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchor, ruleProblems } from './check-alert-rules.mjs';

const repo = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

describe('the alert rules beyond promtool', () => {
  const rules = `groups:
  - name: g
    rules:
      - alert: Tested
        expr: up == 0
        annotations:
          runbook: 'docs/operations.md#an-instance-is-down'
      - alert: Untested
        expr: up == 2
        annotations:
          runbook: 'docs/operations.md#no-such-section'
      - alert: NoRunbook
        expr: up == 3
`;
  const tests = ['      - alertname: Tested\n', '      - alertname: NoRunbook\n'];
  const operations = '# Operations\n\n### An instance is down\n';

  it('names a rule no test evaluates, and a runbook that is missing or names no section', () => {
    expect(ruleProblems({ rules, tests, operations })).toEqual([
      'Untested: no test in deploy/prometheus/tests evaluates it',
      'Untested: docs/operations.md has no section #no-such-section',
      'NoRunbook: no runbook annotation naming a section of docs/operations.md',
    ]);
  });

  it("makes GitHub's anchors of headings", () => {
    expect(headingAnchor('The text budget is at 80 %')).toBe('the-text-budget-is-at-80-');
    expect(headingAnchor("Requests answered 5xx")).toBe('requests-answered-5xx');
  });

  it('finds every rule of deploy/prometheus tested and its runbook in docs/operations.md', () => {
    const folder = 'deploy/prometheus/tests';
    const files = readdirSync(path.join(repo, folder)).filter((name) => name.endsWith('.yml'));
    expect(
      ruleProblems({
        rules: read('deploy/prometheus/alerts.yml'),
        tests: files.map((name) => read(path.join(folder, name))),
        operations: read('docs/operations.md'),
      }),
    ).toEqual([]);
  });
});

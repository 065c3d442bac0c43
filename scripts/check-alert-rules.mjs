// The alert rules of deploy/prometheus, checked as `npm test` checks code: promtool (Debian's
// `prometheus` package) checks the rules and the scrape configuration and runs each rule's
// tests in deploy/prometheus/tests; then every rule must have a test that evaluates it and a
// `runbook` annotation naming a section that docs/operations.md has.
//
//   node scripts/check-alert-rules.mjs
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(repo, 'deploy/prometheus');

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingAnchor = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/**
 * What is wrong with the rules beyond promtool's own checks: a rule no test evaluates, a
 * runbook missing or naming no section of the operations guide.
 * @param {{ rules: string, tests: string[], operations: string }} texts
 * @returns {string[]}
 */
export function ruleProblems({ rules, tests, operations }) {
  const anchors = new Set(
    [...operations.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(/** @type {string} */ (match[1]))),
  );
  const tested = new Set(tests.flatMap((text) => [...text.matchAll(/alertname:\s*(\w+)/g)].map((match) => match[1])));
  const problems = [];
  for (const block of rules.split(/^\s*- alert:\s*/m).slice(1)) {
    const name = /** @type {string} */ (block.match(/^\w+/)?.[0]);
    if (!tested.has(name)) problems.push(`${name}: no test in deploy/prometheus/tests evaluates it`);
    const runbook = block.match(/runbook:\s*['"]?docs\/operations\.md#([\w-]+)/)?.[1];
    if (!runbook) problems.push(`${name}: no runbook annotation naming a section of docs/operations.md`);
    else if (!anchors.has(runbook)) problems.push(`${name}: docs/operations.md has no section #${runbook}`);
  }
  return problems;
}

function promtool(args) {
  console.log(`$ promtool ${args.join(' ')}`);
  const run = spawnSync('promtool', args, { cwd: repo, stdio: 'inherit' });
  if (run.error) {
    console.error("promtool is not installed: run `node scripts/test-prerequisites.mjs monitoring` as root");
    return false;
  }
  return run.status === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const testFiles = readdirSync(path.join(folder, 'tests'))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => path.join('deploy/prometheus/tests', name));
  const passed = [
    promtool(['check', 'rules', 'deploy/prometheus/alerts.yml']),
    promtool(['check', 'config', 'deploy/prometheus/prometheus.yml']),
    promtool(['test', 'rules', ...testFiles]),
  ].every(Boolean);
  const problems = ruleProblems({
    rules: readFileSync(path.join(folder, 'alerts.yml'), 'utf8'),
    tests: testFiles.map((file) => readFileSync(path.join(repo, file), 'utf8')),
    operations: readFileSync(path.join(repo, 'docs/operations.md'), 'utf8'),
  });
  for (const problem of problems) console.error(problem);
  process.exit(passed && problems.length === 0 ? 0 : 1);
}

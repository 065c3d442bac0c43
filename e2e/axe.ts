/**
 * axe in the browser tests, one way for every spec: the page (or a part of it) scanned with
 * every rule, the violations described by rule and element.
 *
 * In axe's "legacy" frame mode: the default mode opens a blank page beside each scanned one to
 * gather the frames' results, which took more than half of every scan (1.4 s of 2.4 s on `/`,
 * 2.6 s of 4.6 s on `/price/`, quiet machine) for frames our pages do not have. Legacy mode
 * still scans same-origin frames; it skips cross-origin ones, which are never the site's.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Scope = { include?: string };

async function violations(page: Page, { include }: Scope = {}) {
  // Only violations are read, so axe keeps one example of each passed or inapplicable rule
  // rather than every element: 10-30% less time a scan (/price/ 4.2 -> 3.0 s, quiet machine).
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations;
}

const describe = (violation: { id: string; nodes: { target: unknown[] }[] }, elements = 3) =>
  `${violation.id}: ${violation.nodes
    .map((node) => node.target.join(' '))
    .slice(0, elements)
    .join(', ')}`;

/** Every violation, whatever its impact: the bar of the booking steps' scans. */
export async function allViolations(page: Page, scope?: Scope): Promise<string[]> {
  return (await violations(page, scope)).map((violation) => describe(violation));
}

/** The serious and critical violations only: the bar the whole pages' scans hold. */
export async function seriousViolations(page: Page, scope?: Scope): Promise<string[]> {
  return (await violations(page, scope))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => describe(violation));
}

import path from 'node:path';
import { run } from './processes';
import type { SuiteContext } from './suite-context';

/** Runs one of the suite's PHP scripts (in `php/`) against its WordPress. */
export function runPhpScript(context: Pick<SuiteContext, 'wordpressRoot'>, script: string, args: string[] = []): Promise<string> {
  return run('php', [path.join(__dirname, 'php', script), ...args], { env: { BACKSTAGE_WP_ROOT: context.wordpressRoot } });
}

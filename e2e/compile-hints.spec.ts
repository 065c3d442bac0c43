import { expect, test } from './browse';
import { pageScriptSources } from '../scripts/page-scripts.mjs';

const pages = ['/', '/services/female/hair/colouring/air-touch/', '/price/', '/ua/blog/'];

test('every script a page loads with its HTML is marked for eager compilation', async ({ request }) => {
  // The build's postbuild step (scripts/compile-hints.mjs) puts V8's hint on their first line.
  for (const path of pages) {
    const sources = pageScriptSources(await (await request.get(path)).text());
    expect(sources.length, path).toBeGreaterThan(5);
    for (const source of sources) {
      const script = await (await request.get(source)).text();
      expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), source).toBe(true);
    }
  }
});

import { expect, test } from './browse';
import { pageScriptSources } from '../scripts/page-scripts.mjs';

const pages = ['/', '/services/backstage-chelsea/female/hair/colouring/air-touch/', '/price/', '/ua/blog/'];

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

test('no page carries translations or next-intl’s browser code with its HTML: they come with what first needs them', async ({
  request,
}) => {
  // A message only the lazily loaded panels show, and use-intl's own error codes.
  const pagesAndMessages: [string, string][] = [
    ['/', 'Not saved: please try again.'],
    ['/price/', 'Not saved: please try again.'],
    ['/ua/blog/', 'Не збережено: спробуйте ще раз.'],
  ];
  for (const [path, message] of pagesAndMessages) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain(message);
    for (const source of pageScriptSources(html)) {
      expect(await (await request.get(source)).text(), source).not.toContain('MISSING_MESSAGE');
    }
  }
});

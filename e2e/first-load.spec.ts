import { expect, test } from './browse';
import { pageScriptSources } from '../scripts/page-scripts.mjs';

// What a page loads before any interaction, by what it must not hold. Sizes are the
// benchmark's (`npm run bench`); these are the rules that keep the weight down.

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

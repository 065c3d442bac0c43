import { expect, test } from '@playwright/test';

/**
 * What a link preview reads: only the start of a page (Slack the first 32 KB, others less).
 * Every template's title, description, canonical, hreflang and Open Graph and Twitter tags
 * must be within its first 14 KB, before any inline stylesheet, for a browser and for a bot.
 */
const templates = [
  '/',
  '/services/female/',
  '/services/female/hair/',
  '/services/female/hair/colouring/air-touch/',
  '/services/male/beard/wet-shave/',
  '/services/backstage-chelsea/',
  '/price/',
  '/price/female/',
  '/employees/',
  '/employees/amelia-hart/',
  '/blog/',
  '/blog/hair/',
  '/blog/hair/balayage-or-air-touch/',
  '/vacancies/',
  '/vacancies/senior-colourist/',
  '/salons/',
  '/salons/backstage-chelsea/',
  '/contacts/',
  '/about/',
  '/charity/',
  '/policy/',
  '/book/',
];
const agents = {
  browser: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
};
const firstBytes = 14 * 1024;

for (const [agent, userAgent] of Object.entries(agents)) {
  for (const prefix of ['', '/ua']) {
    test(`every template's preview is in its first 14 KB (${agent}, ${prefix || 'en'})`, async ({ request }) => {
      for (const template of templates) {
        const path = `${prefix}${template}`;
        const response = await request.get(path, { headers: { 'user-agent': userAgent } });
        expect(response.status(), path).toBe(200);
        const start = (await response.body()).subarray(0, firstBytes).toString('utf8');
        const style = start.indexOf('<style');
        const at = (pattern: RegExp) => {
          const found = pattern.exec(start);
          expect(found, `${path}: ${pattern} in the first 14 KB`).not.toBeNull();
          if (style >= 0) expect(found!.index, `${path}: ${pattern} before the inline styles`).toBeLessThan(style);
          return found!;
        };
        at(/<title>[^<]+<\/title>/);
        at(/<meta name="description" content="[^"]+"\/>/);
        at(/<link rel="canonical" href="[^"]+"\/>/);
        // The booking page names no Ukrainian alternate: it lists the booking system's English names.
        if (template !== '/book/') at(/<link rel="alternate" hrefLang="uk" href="[^"]+"\/>/);
        at(/<meta property="og:title" content="[^"]+"\/>/);
        at(/<meta property="og:url" content="[^"]+"\/>/);
        at(/<meta property="og:image" content="[^"]+"\/>/);
        at(/<meta property="og:image:width" content="\d+"\/>/);
        at(/<meta property="og:image:height" content="\d+"\/>/);
        at(/<meta property="og:image:alt" content="[^"]+"\/>/);
        at(/<meta name="twitter:card" content="summary_large_image"\/>/);
      }
    });
  }
}

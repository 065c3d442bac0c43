import { expect, test } from './browse';

// Structured data is for search engines: it parses, it says what they read (names, prices,
// addresses) once, and on the price list it comes after the content, which is parsed and
// painted first.

const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => ({
    at: match.index,
    data: JSON.parse(match[1]!) as Record<string, unknown>,
  }));

test('the price list states its offers after its tables, each service named with its address and price once', async ({
  request,
}) => {
  const html = await (await request.get('/price/')).text();
  const [catalogue, ...others] = blocks(html);
  expect(others).toEqual([]);
  expect(catalogue!.data['@type']).toBe('OfferCatalog');
  expect(catalogue!.at).toBeGreaterThan(html.lastIndexOf('</table>'));

  const offers: Record<string, unknown>[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      if ((node as { '@type'?: string })['@type'] === 'Offer') offers.push(node as Record<string, unknown>);
      Object.values(node).forEach(walk);
    }
  };
  walk(catalogue!.data);
  expect(offers.length).toBeGreaterThan(50);
  const airTouch = offers.find((offer) => (offer.itemOffered as { name: string }).name === 'Air Touch');
  expect(airTouch).toMatchObject({
    priceSpecification: { minPrice: 320, priceCurrency: 'GBP' },
    itemOffered: { '@type': 'Service', url: expect.stringMatching(/\/air-touch\/$/) },
  });
  const text = JSON.stringify(catalogue!.data);
  const airTouchUrl = (airTouch!.itemOffered as { url: string }).url;
  expect(text.split(`"${airTouchUrl}"`).length - 1).toBe(1);
});

test("every template's structured data parses", async ({ request }) => {
  const templates = [
    '/',
    '/services/female/hair/',
    '/services/backstage-chelsea/female/hair/colouring/air-touch/',
    '/price/',
    '/employees/tomasz-nowak/',
    '/blog/hair/colour-care-in-londons-hard-water/',
  ];
  for (const path of templates) {
    const found = blocks(await (await request.get(path)).text());
    expect(found.length, path).toBeGreaterThan(0);
    for (const { data } of found) expect(data['@context'], path).toBe('https://schema.org');
  }
});

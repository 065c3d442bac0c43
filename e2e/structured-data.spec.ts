import { validateJsonLd } from '../lib/seo/json-ld-validation';
import { expect, test } from './browse';

// Structured data is for search engines: it parses, schema.org's vocabulary and Google's rules
// find nothing wrong in it, it says what they read (names, prices, addresses) once, each thing
// is one node that agrees with itself wherever it appears, and on the price list it comes
// after the content, which is parsed and painted first.

type Node = Record<string, unknown>;

const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => ({
    at: match.index,
    data: JSON.parse(match[1]!) as Node,
  }));

/** Every node of the blocks, nested ones too. */
function nodes(data: unknown): Node[] {
  if (Array.isArray(data)) return data.flatMap(nodes);
  if (!data || typeof data !== 'object') return [];
  return [data as Node, ...Object.values(data).flatMap(nodes)];
}

const ofType = (found: Node[], type: string) => found.filter((node) => node['@type'] === type);

/** Google recommends these for remote work only; the salon's posts are on site. */
const onSiteJob = [
  { type: 'JobPosting', field: 'applicantLocationRequirements' },
  { type: 'JobPosting', field: 'jobLocationType' },
];

const templates = [
  '/',
  '/contacts/',
  '/salons/backstage-chelsea/',
  '/services/female/hair/',
  '/services/backstage-chelsea/female/hair/colouring/air-touch/',
  '/price/',
  '/employees/tomasz-nowak/',
  '/blog/hair/colour-care-in-londons-hard-water/',
  '/vacancies/senior-colourist/',
];
const inBothLanguages = [...templates, ...templates.map((path) => `/ua${path}`)];

test('the price list states its offers after its tables, as the salon’s catalogue, each service named with its address and price once', async ({
  request,
}) => {
  const html = await (await request.get('/price/')).text();
  const [catalogue, ...others] = blocks(html);
  expect(others).toEqual([]);
  expect(catalogue!.at).toBeGreaterThan(html.lastIndexOf('</table>'));
  const [salon] = ofType(nodes(catalogue!.data), 'BeautySalon');
  expect(salon!.hasOfferCatalog).toMatchObject({ '@type': 'OfferCatalog' });
  expect(ofType(nodes(catalogue!.data), 'OfferCatalog').filter((list) => 'provider' in list)).toEqual([]);

  const offers = ofType(nodes(salon!.hasOfferCatalog), 'Offer');
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

test("every template's structured data has no error and no warning, in both languages", async ({ request }) => {
  for (const path of inBothLanguages) {
    const found = blocks(await (await request.get(path)).text());
    expect(found.length, path).toBeGreaterThan(0);
    for (const { data } of found) expect(data['@context'], path).toBe('https://schema.org');
    expect(await validateJsonLd(found.map((block) => block.data), onSiteJob), path).toEqual([]);
  }
});

test('each salon, master, the brand and the website is one node, which says the same on every page of a language', async ({ request }) => {
  for (const prefix of ['', '/ua']) {
    const seen = new Map<string, { where: string; value: unknown }>();
    const salons: Node[] = [];
    for (const path of templates) {
      const found = nodes(blocks(await (await request.get(`${prefix}${path}`)).text()).map((block) => block.data));
      for (const node of found.filter((each) => typeof each['@id'] === 'string' && /#(salon|person|organization|website)$/.test(each['@id'] as string))) {
        // Where two pages both state a property of a node (a reference states fewer), they agree.
        for (const [key, value] of Object.entries(node)) {
          if (key === 'hasOfferCatalog') continue;
          const field = `${node['@id']} ${key}`;
          const first = seen.get(field);
          if (first) expect(value, `${field} on ${prefix}${path} and ${first.where}`).toEqual(first.value);
          else seen.set(field, { where: `${prefix}${path}`, value });
        }
        if (node['@type'] === 'BeautySalon' && 'address' in node) salons.push(node);
      }
    }
    // The salon appears in full on the home page, the contacts, its own page and the price list.
    expect(salons.length).toBeGreaterThanOrEqual(4);
    for (const salon of salons) {
      expect(salon).toMatchObject({
        url: expect.stringMatching(new RegExp(`${prefix}/salons/backstage-chelsea/$`)),
        image: expect.stringMatching(/^https?:\/\//),
        geo: { '@type': 'GeoCoordinates' },
        hasMap: expect.stringMatching(/^https:\/\//),
        parentOrganization: { '@type': 'Organization', '@id': expect.stringMatching(/#organization$/) },
      });
    }
  }
});

test("a salon's node is named by its canonical page address, and the brand's logo is a raster image the site serves", async ({
  page,
  request,
}) => {
  await page.goto('/salons/backstage-chelsea/');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const found = nodes(blocks(await page.content()).map((block) => block.data));
  expect(ofType(found, 'BeautySalon')[0]!['@id']).toBe(`${canonical}#salon`);
  const logo = (ofType(found, 'Organization').find((node) => 'logo' in node)!.logo as { contentUrl: string }).contentUrl;
  const answer = await request.get(new URL(logo).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
});

test("an article written by a master links to the master's node and page; a vacancy names the brand's node", async ({ request }) => {
  const article = nodes(blocks(await (await request.get('/ua/blog/hair/colour-care-in-londons-hard-water/')).text()).map((block) => block.data));
  const author = ofType(article, 'Article')[0]!.author as { '@id': string; url: string };
  expect(author.url).toMatch(/\/ua\/employees\/amelia-hart\/$/);
  const master = nodes(blocks(await (await request.get(new URL(author.url).pathname)).text()).map((block) => block.data));
  expect(ofType(master, 'Person')[0]!['@id']).toBe(author['@id']);

  const home = nodes(blocks(await (await request.get('/')).text()).map((block) => block.data));
  const brand = ofType(home, 'Organization').find((node) => 'logo' in node)!;
  const vacancy = nodes(blocks(await (await request.get('/vacancies/senior-colourist/')).text()).map((block) => block.data));
  expect(ofType(vacancy, 'JobPosting')[0]!.hiringOrganization).toMatchObject({ '@id': brand['@id'], name: brand.name, url: brand.url });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteSnapshot, type SiteSnapshot } from '@/lib/routing/site-snapshot';
import { listSitePaths } from './site-paths';

let site: SiteSnapshot;
beforeAll(async () => {
  site = await loadSiteSnapshot();
});

describe('listSitePaths', () => {
  it('lists each canonical page once, ending in a slash', () => {
    const paths = listSitePaths(site);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.startsWith('/') && path.endsWith('/'))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(['/', '/contacts/', '/price/female/', '/employees/amelia-hart/', '/vacancies/senior-colourist/']));
    // One salon: women's and men's pages alike at their plain address, the salon's own catalogue page beside them.
    expect(paths).toContain('/services/female/hair/colouring/air-touch/');
    expect(paths).toContain('/services/male/');
    expect(paths).toContain('/services/backstage-chelsea/');
    expect(paths.filter((path) => path.startsWith('/services/backstage-chelsea/'))).toEqual(['/services/backstage-chelsea/']);
  });

  it('leaves out a CMS page the feed no longer has, and hidden masters', () => {
    const withoutCharity = listSitePaths({ ...site, cmsPages: new Map([...site.cmsPages].filter(([slug]) => slug !== 'charity')) });
    expect(withoutCharity).not.toContain('/charity/');
    const hidden = site.masters.filter((master) => master.isArchived || !master.isPublic);
    for (const master of hidden) expect(withoutCharity).not.toContain(`/employees/${master.slug}/`);
  });
});

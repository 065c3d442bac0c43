import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardSourceOf, cropToSocialCard, socialCardSrc } from './social-card';

const wordpress = 'https://cms.example';

describe('socialCardSrc and cardSourceOf', () => {
  it('name a card for a picture of the site, and find the picture again from the card’s address', () => {
    const card = socialCardSrc('/images/services/air-touch.webp', null);
    expect(card).toBe('/social-card/images/services/air-touch.webp.jpg');
    expect(cardSourceOf(card!.split('/').slice(2), null)).toEqual({ kind: 'file', path: 'images/services/air-touch.webp' });
  });

  it('name a card for a media file of the configured WordPress, and only that WordPress', () => {
    const card = socialCardSrc(`${wordpress}/wp-content/uploads/2026/05/air-touch.jpg`, wordpress);
    expect(card).toBe('/social-card/wordpress/wp-content/uploads/2026/05/air-touch.jpg.jpg');
    expect(cardSourceOf(card!.split('/').slice(2), wordpress)).toEqual({ kind: 'wordpress', url: `${wordpress}/wp-content/uploads/2026/05/air-touch.jpg` });
    expect(socialCardSrc('https://elsewhere.example/wp-content/uploads/x.jpg', wordpress)).toBeNull();
    expect(socialCardSrc(`${wordpress}/wp-content/uploads/x.jpg?size=large`, wordpress)).toBeNull();
    expect(cardSourceOf(['wordpress', 'wp-content', 'x.jpg.jpg'], null)).toBeNull();
  });

  it('refuse addresses that climb out of their folder or name nothing', () => {
    expect(cardSourceOf(['images', '..', 'secret.jpg'], null)).toBeNull();
    expect(cardSourceOf(['images', 'services', 'air-touch.webp'], null)).toBeNull();
    expect(cardSourceOf(['elsewhere', 'x.webp.jpg'], null)).toBeNull();
    expect(cardSourceOf(['images', '.jpg'], null)).toBeNull();
    expect(socialCardSrc('/images/../../etc/passwd', null)).toBeNull();
  });
});

describe('cropToSocialCard', () => {
  it('crops a portrait or a 4:3 picture to a 1200x630 JPEG', async () => {
    for (const [width, height] of [[900, 1200], [1200, 900], [400, 300]] as const) {
      const picture = await sharp({ create: { width, height, channels: 3, background: '#a0522d' } }).webp().toBuffer();
      const card = await sharp(await cropToSocialCard(picture)).metadata();
      expect({ format: card.format, width: card.width, height: card.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  });
});

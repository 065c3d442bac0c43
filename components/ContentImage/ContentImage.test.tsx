// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentImage } from './ContentImage';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('ContentImage', () => {
  it('draws a plain img through the image optimiser, lazily by default', () => {
    render(<ContentImage src="/images/services/cut.webp" alt="A fresh cut" width={1200} height={800} sizes="(max-width: 760px) 100vw, 50vw" />);
    const image = screen.getByRole('img', { name: 'A fresh cut' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('sizes', '(max-width: 760px) 100vw, 50vw');
    expect(image.getAttribute('srcset')).toMatch(/\/_next\/image\?url=%2Fimages%2Fservices%2Fcut\.webp&w=\d+&q=\d+ \d+w/);
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('elementtiming');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('with preload, asks for the image from the head at high priority and loads it eagerly', () => {
    render(<ContentImage src="/images/pages/main.webp" alt="The salon" fill sizes="100vw" preload />);
    const image = screen.getByRole('img', { name: 'The salon' });
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('elementtiming', 'main-image');
    const hint = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(hint).not.toBeNull();
    expect(hint).toHaveAttribute('imagesizes', '100vw');
    expect(hint).toHaveAttribute('fetchpriority', 'high');
    expect(hint?.getAttribute('imagesrcset')).toBe(image.getAttribute('srcset'));
  });
});

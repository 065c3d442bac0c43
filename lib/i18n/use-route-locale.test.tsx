// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inRouteLocale } from '@/lib/testing/in-route-locale';
import { useRouteLocale } from './use-route-locale';

function Shown() {
  return <p>{useRouteLocale()}</p>;
}

describe('useRouteLocale', () => {
  it('is the locale segment of the route', () => {
    render(inRouteLocale('uk', <Shown />));
    expect(screen.getByText('uk')).toBeVisible();
  });

  it('is the default outside the locale routes or for a segment that is no locale', () => {
    const { unmount } = render(<Shown />);
    expect(screen.getByText('en')).toBeVisible();
    unmount();
    render(inRouteLocale('fr', <Shown />));
    expect(screen.getByText('en')).toBeVisible();
  });
});

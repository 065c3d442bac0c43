// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

function starCounts(container: HTMLElement) {
  const of = (kind: string) => container.querySelectorAll(`svg[data-star="${kind}"]`).length;
  return { full: of('full'), half: of('half'), empty: of('empty') };
}

describe('StarRating', () => {
  it('shows four full stars and a half for 4.5 and announces the rating', () => {
    const { container } = render(<StarRating rating={4.5} label="Rated 4.5 out of 5" />);
    expect(starCounts(container)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(screen.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
  });

  it('rounds 3.75 up to four full stars', () => {
    const { container } = render(<StarRating rating={3.75} label="Rated 3.75 out of 5" />);
    expect(starCounts(container)).toEqual({ full: 4, half: 0, empty: 1 });
  });

  it('shows five empty stars and says so when there is no rating', () => {
    const { container } = render(<StarRating rating={null} label="Not rated yet" />);
    expect(starCounts(container)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(screen.getByText('Not rated yet')).toBeInTheDocument();
  });

  it('hides the stars from assistive technology so only the label is read', () => {
    const { container } = render(<StarRating rating={5} label="Rated 5 out of 5" />);
    const stars = container.querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    stars.forEach((star) => expect(star.closest('[aria-hidden="true"]')).not.toBeNull());
    expect(container.textContent).toBe('Rated 5 out of 5');
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

describe('StarRating', () => {
  it('draws the stars as one element filled to the rating and announces the label', () => {
    const { container } = render(<StarRating rating={3.8} label="Rated 3.8 out of 5" />);
    const stars = container.querySelectorAll('[aria-hidden="true"]');
    expect(stars).toHaveLength(1);
    expect((stars[0] as HTMLElement).style.getPropertyValue('--fill')).toBe('0.76');
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(screen.getByText('Rated 3.8 out of 5')).toHaveClass('visually-hidden');
  });

  it('shows the caption beside the stars, hidden from screen readers, which hear the label', () => {
    const { container } = render(<StarRating rating={4.8} label="Rated 4.8 out of 5 from 5 reviews" caption="4.8 · 5 reviews" />);
    expect(screen.getByText('4.8 · 5 reviews')).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('4.8 · 5 reviewsRated 4.8 out of 5 from 5 reviews');
  });

  it('says "Not rated yet" in words, with no stars, when there is no rating', () => {
    const { container } = render(<StarRating rating={null} label="Not rated yet" />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('Not rated yet')).toBeVisible();
    expect(screen.getByText('Not rated yet')).not.toHaveClass('visually-hidden');
  });
});

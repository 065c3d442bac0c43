// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './ExternalLink';

describe('ExternalLink', () => {
  it('opens in a new tab without giving the other site a handle on this one, and says so', () => {
    render(<ExternalLink href="https://example.co.uk/" newTabLabel="(opens in a new tab)">Academy</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Academy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.co.uk/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

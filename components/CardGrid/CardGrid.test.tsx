// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid, cardColumn } from './CardGrid';

describe('CardGrid', () => {
  it('places items in three columns by index modulo 3', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(cardColumn)).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('renders each item in a list item that knows its column, in order', () => {
    const items = ['Air Touch', 'Balayage', 'Root colour', 'Toning'];
    render(<CardGrid items={items} itemKey={(item) => item}>{(item) => <span>{item}</span>}</CardGrid>);
    const cells = screen.getAllByRole('listitem');
    expect(cells.map((cell) => cell.textContent)).toEqual(items);
    expect(cells.map((cell) => cell.dataset.column)).toEqual(['0', '1', '2', '0']);
  });

  it('renders an empty list for no items', () => {
    render(<CardGrid items={[]} itemKey={(item: string) => item}>{(item) => item}</CardGrid>);
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
  });
});

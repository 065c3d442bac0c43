import { describe, expect, it } from 'vitest';
import { nextGridIndex } from './grid-keys';

const all = (count: number) => Array.from({ length: count }, () => true);

describe('nextGridIndex', () => {
  it('moves by one along a row and by a row up and down', () => {
    expect(nextGridIndex('ArrowRight', 0, all(8), 4)).toBe(1);
    expect(nextGridIndex('ArrowLeft', 1, all(8), 4)).toBe(0);
    expect(nextGridIndex('ArrowDown', 1, all(8), 4)).toBe(5);
    expect(nextGridIndex('ArrowUp', 5, all(8), 4)).toBe(1);
    expect(nextGridIndex('Home', 5, all(8), 4)).toBe(0);
    expect(nextGridIndex('End', 2, all(8), 4)).toBe(7);
  });

  it('stays at the edges', () => {
    expect(nextGridIndex('ArrowLeft', 0, all(8), 4)).toBe(0);
    expect(nextGridIndex('ArrowRight', 7, all(8), 4)).toBe(7);
  });

  it('steps over options that cannot be chosen', () => {
    const days = [true, false, false, true, true, false, true];
    expect(nextGridIndex('ArrowRight', 0, days, 7)).toBe(3);
    expect(nextGridIndex('ArrowLeft', 3, days, 7)).toBe(0);
    expect(nextGridIndex('End', 0, days, 7)).toBe(6);
    const twoWeeks = [...days, true, false, true, true, true, true, true];
    expect(nextGridIndex('ArrowDown', 0, twoWeeks, 7)).toBe(7);
    expect(nextGridIndex('ArrowDown', 3, twoWeeks, 7)).toBe(10);
    expect(nextGridIndex('ArrowDown', 2, [true, true, true, false, false, false], 3)).toBe(2);
  });

  it('ignores other keys', () => {
    expect(nextGridIndex('a', 0, all(4), 2)).toBeNull();
    expect(nextGridIndex('Enter', 0, all(4), 2)).toBeNull();
  });
});

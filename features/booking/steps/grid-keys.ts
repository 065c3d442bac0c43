/**
 * Where a key press moves in a grid of options read left to right, top to bottom: arrows
 * by one (left, right) or by a row (up, down), Home and End to the first and last; options
 * that cannot be chosen are stepped over. Null when the key is not the grid's.
 */
export function nextGridIndex(
  key: string,
  current: number,
  enabled: readonly boolean[],
  columns: number,
): number | null {
  const count = enabled.length;
  const seek = (from: number, step: number) => {
    for (let index = from; index >= 0 && index < count; index += step) if (enabled[index]) return index;
    return null;
  };
  switch (key) {
    case 'ArrowRight':
      return seek(current + 1, 1) ?? current;
    case 'ArrowLeft':
      return seek(current - 1, -1) ?? current;
    case 'ArrowDown':
      return seek(current + columns, columns) ?? seek(current + 1, 1) ?? current;
    case 'ArrowUp':
      return seek(current - columns, -columns) ?? seek(current - 1, -1) ?? current;
    case 'Home':
      return seek(0, 1) ?? current;
    case 'End':
      return seek(count - 1, -1) ?? current;
    default:
      return null;
  }
}

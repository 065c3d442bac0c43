/**
 * The order every collection is read in, whatever the source: by `menu_order`, then by id,
 * with each id once. WordPress cannot be asked for this across pages (its `menu_order`
 * query has no tie-breaker, so items sharing an order repeat or vanish between pages), so
 * sources read in a stable order and sort here.
 */
type Ordered = { id?: unknown; menu_order?: unknown };

const orderOf = (item: Ordered) => (typeof item.menu_order === 'number' ? item.menu_order : 0);
const idOf = (item: Ordered) => (typeof item.id === 'number' ? item.id : Number.MAX_SAFE_INTEGER);

export function inMenuOrder<T>(items: readonly T[]): T[] {
  const seen = new Set<unknown>();
  const unique = items.filter((item) => {
    const id = (item as Ordered | null)?.id;
    if (id === undefined || id === null) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return unique
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const x = (a.item ?? {}) as Ordered;
      const y = (b.item ?? {}) as Ordered;
      return orderOf(x) - orderOf(y) || idOf(x) - idOf(y) || a.index - b.index;
    })
    .map(({ item }) => item);
}

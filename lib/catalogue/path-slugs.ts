/**
 * WordPress keeps slugs unique across a whole post type or taxonomy: a second
 * `nail-care-application` service is stored as `nail-care-application-2`, and a second
 * `hair` term under `male` as `hair-male` (then `-2`, `-3`... if that is taken too). The
 * catalogue's paths are scoped by their category chain, so a slug only has to be unique
 * among its siblings. An item's path slug is therefore its slug without the suffix
 * WordPress added, when that suffix is WordPress's doing (another item of the same kind
 * has the shorter slug) and the shorter slug is free among the siblings; else its slug.
 */

const numberSuffix = /-([2-9]|[1-9]\d+)$/;

/**
 * The slugs this one may have been made unique from, most stripped first. `ancestors` are
 * the slugs of a term's parent, grandparent and so on (WordPress appends them in that
 * order before numbering); posts have none.
 */
export function wordpressBaseSlugs(slug: string, ancestors: readonly string[] = []): string[] {
  const unnumbered = slug.replace(numberSuffix, '');
  const bases: string[] = [];
  for (let depth = ancestors.length; depth > 0; depth -= 1) {
    const suffix = `-${ancestors.slice(0, depth).join('-')}`;
    if (unnumbered.endsWith(suffix) && unnumbered.length > suffix.length) bases.push(unnumbered.slice(0, -suffix.length));
  }
  if (unnumbered !== slug) bases.push(unnumbered);
  return bases;
}

export type SlugCandidate = { slug: string; ancestors?: readonly string[] };

/**
 * The path slug of each of a set of siblings, in their order. `known` holds every slug of
 * the kind (all services, or all terms of the taxonomy): a base counts only if some other
 * item has it. `reserved` are path slugs the siblings may not take (a node's child
 * categories, which the resolver matches before its services).
 */
export function choosePathSlugs(
  siblings: readonly SlugCandidate[],
  known: ReadonlySet<string>,
  reserved: ReadonlySet<string> = new Set(),
): string[] {
  const taken = new Set([...reserved, ...siblings.map((sibling) => sibling.slug)]);
  const proposals = siblings.map(
    (sibling) => wordpressBaseSlugs(sibling.slug, sibling.ancestors).find((base) => known.has(base) && !taken.has(base)) ?? null,
  );
  const proposed = new Map<string, number>();
  for (const base of proposals) if (base) proposed.set(base, (proposed.get(base) ?? 0) + 1);
  return siblings.map((sibling, index) => {
    const base = proposals[index];
    return base && proposed.get(base) === 1 ? base : sibling.slug;
  });
}

/**
 * Work on one key run one at a time in this process, in the order it was asked for. Used where
 * a transaction would otherwise wait on another's lock for the same key: the wait happens
 * here, in memory, instead of on a database connection, so many requests for one key hold at
 * most one connection of this process's pool.
 */
export type Turns = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export function createTurns(): Turns {
  // The last work asked for on each key, settled or not; gone once a key has nothing waiting.
  const tails = new Map<string, Promise<void>>();
  return (key, work) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = run.then(
      () => {},
      () => {},
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

const byOwner = new WeakMap<object, Turns>();

/** The turns of one database handle: one per process for the site, a fresh one for each test's database. */
export function turnsOf(owner: object): Turns {
  let turns = byOwner.get(owner);
  if (!turns) {
    turns = createTurns();
    byOwner.set(owner, turns);
  }
  return turns;
}

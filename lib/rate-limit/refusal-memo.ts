/**
 * What a process knows of its refusals, so that a flood of refused requests from one address
 * costs one round trip to the store, not one each:
 * - a refusal is remembered until its window ends. Sound because a refused request is not
 *   counted: a key refused at some moment stays refused until its window ends, unless a hit
 *   is refunded, and a refund here forgets the key. (A refund made by another instance is not
 *   seen here, so a limit whose hits are refunded counts with `remember: false`.)
 * - one question per key is in flight at a time: requests of a key that arrive together wait
 *   for the answer to the one before, in memory, instead of each taking a connection. Once
 *   one is refused, every one waiting is refused with it.
 *
 * Bounded: at most `capacity` keys, the oldest dropped first, so a flood from many addresses
 * costs a little memory and then, past the bound, round trips again (never a wrong answer).
 */

export type RefusalMemo = {
  /**
   * The answer for `id`: the end of a refusal (remembered, or given by `ask`), or null when
   * `ask` counted the request. `ask` is called only when no refusal is remembered and no
   * other question of `id` is in flight in this process.
   */
  answer(id: string, now: () => number, ask: () => Promise<number | null>): Promise<number | null>;
  /** Forgets `id` (a hit was given back, so it may have room again). */
  forget(id: string): void;
  /** How many refusals are remembered. */
  size(): number;
};

/** Keys remembered per store: a few thousand addresses' worth, under a megabyte. */
export const refusalMemoCapacity = 5000;

export function createRefusalMemo(capacity = refusalMemoCapacity): RefusalMemo {
  // A Map keeps insertion order: the first key is the one remembered longest ago.
  const refused = new Map<string, number>();
  const inFlight = new Map<string, Promise<unknown>>();
  // Counts refunds, so a refusal answered while one was being given back is not kept.
  let refunds = 0;

  const refusedUntil = (id: string, now: number) => {
    const until = refused.get(id);
    if (until === undefined) return null;
    if (until > now) return until;
    refused.delete(id);
    return null;
  };

  const remember = (id: string, until: number) => {
    refused.delete(id);
    refused.set(id, until);
    if (refused.size > capacity) refused.delete(refused.keys().next().value!);
  };

  return {
    async answer(id, now, ask) {
      for (;;) {
        const known = refusedUntil(id, now());
        if (known !== null) return known;
        const pending = inFlight.get(id);
        if (!pending) break;
        await pending;
      }
      const mark = refunds;
      const question = ask().then((until) => {
        if (until !== null && mark === refunds) remember(id, until);
        return until;
      });
      const settled: Promise<void> = question.then(
        () => done(),
        () => done(),
      );
      const done = () => {
        if (inFlight.get(id) === settled) inFlight.delete(id);
      };
      inFlight.set(id, settled);
      return question;
    },
    forget(id) {
      refunds += 1;
      refused.delete(id);
    },
    size: () => refused.size,
  };
}

const memos = new WeakMap<object, RefusalMemo>();

/**
 * The memo of one store's data (a database handle): one per process for the site, whichever
 * route asks, and a fresh one for each database a test opens.
 */
export function refusalMemoOf(owner: object): RefusalMemo {
  let memo = memos.get(owner);
  if (!memo) {
    memo = createRefusalMemo();
    memos.set(owner, memo);
  }
  return memo;
}

/** The memo's name for a key counted under one allowance: a key refused at 3 an hour may have room at 5. */
export const allowanceId = (key: string, max: number, windowMs: number) => `${max}:${windowMs}:${key}`;

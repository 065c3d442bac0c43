/**
 * The refusals a process remembers, so that a flood of refused requests from one address costs
 * one round trip to the store, not one each. Sound because a refused request is not counted:
 * a key refused at some moment stays refused until its window ends, unless a hit is refunded,
 * and a refund here forgets the key. (A refund made by another instance is not seen here: this
 * process may refuse that key until its window ends, so a limit whose hits are refunded counts
 * with `remember: false`.)
 *
 * Bounded: at most `capacity` keys, the oldest dropped first, so a flood from many addresses
 * costs a little memory and then, past the bound, round trips again (never a wrong answer).
 */

export type RefusalMemo = {
  /** When the remembered refusal of `id` ends, if one is remembered and not over at `now`. */
  refusedUntil(id: string, now: number): number | null;
  /**
   * What `remember` needs to know that no refund came between a question to the store and its
   * answer: taken before the question is asked.
   */
  mark(): number;
  /** Remembers that `id` is refused until `until`, unless a refund came after `mark`. */
  remember(id: string, until: number, mark: number): void;
  /** Forgets `id` (a hit was given back, so it may have room again). */
  forget(id: string): void;
  size(): number;
};

/** Keys remembered per store: a few thousand addresses' worth, a few hundred KB at most. */
export const refusalMemoCapacity = 5000;

export function createRefusalMemo(capacity = refusalMemoCapacity): RefusalMemo {
  // A Map keeps insertion order: the first key is the one remembered longest ago.
  const refused = new Map<string, number>();
  let refunds = 0;
  return {
    refusedUntil(id, now) {
      const until = refused.get(id);
      if (until === undefined) return null;
      if (until > now) return until;
      refused.delete(id);
      return null;
    },
    mark: () => refunds,
    remember(id, until, mark) {
      if (mark !== refunds) return;
      refused.delete(id);
      refused.set(id, until);
      if (refused.size > capacity) refused.delete(refused.keys().next().value!);
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
 * The memo of one store's data (a database handle, a Redis client): one per process for the
 * site, whichever route asks, and a fresh one for each database a test opens.
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

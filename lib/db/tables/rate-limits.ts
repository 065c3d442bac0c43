export type RateLimitTables = {
  /**
   * One row per key and window length while its window is open: `hits` counted since the
   * window opened (with the key's first counted request), which ends at `resets_at`. A row
   * whose window has ended is reused by the key's next request, or swept.
   */
  rate_limit_windows: { key: string; window_ms: number; hits: number; resets_at: number };
};

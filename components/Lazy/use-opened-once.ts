'use client';

import { useState } from 'react';

/**
 * Whether a lazily loaded panel has been opened at least once while its host is mounted.
 * The host renders the panel from then on, even closed, so that the panel can animate away
 * and keeps its state; before the first opening it renders nothing (and loads no code).
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  // Adjusting state while rendering, so the panel mounts in the same render that opens it.
  if (opened && !once) setOnce(true);
  return once || opened;
}

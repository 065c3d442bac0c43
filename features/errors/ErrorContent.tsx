'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { NotFoundContent } from './load-not-found-content';

const ErrorContentContext = createContext<NotFoundContent>({ description: null, image: null });

/** Hands the not-found content, loaded on the server, to the client-side error page. */
export function ErrorContentProvider({ value, children }: { value: NotFoundContent; children: ReactNode }) {
  return <ErrorContentContext.Provider value={value}>{children}</ErrorContentContext.Provider>;
}

export function useErrorContent(): NotFoundContent {
  return useContext(ErrorContentContext);
}

/** What the suite's global setup hands to its tests. */
export type SuiteContext = {
  siteUrl: string;
  wordpressUrl: string;
  wordpressRoot: string;
  /** PHP's built-in server, which a test stops to check the site keeps serving. */
  wordpressPid: number;
  importLog: string;
};

/** The WordPress build's own dist dir, so it never replaces the normal build in `.next`. */
export const distDir = '.next-wordpress';

declare module 'vitest' {
  export interface ProvidedContext {
    wordpress: SuiteContext;
  }
}

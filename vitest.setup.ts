// Only files with a DOM load Testing Library: its matchers (toBeInTheDocument, ...) and its
// settings mean nothing in the node environment, where most files run, and importing them
// there cost every such file a share of the suite's set-up time.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // findBy… and waitFor wait for what the component does (a lazy import, an answer), however
  // long a busy machine takes: their limit is a hang guard, like the tests' own, not Testing
  // Library's default of one second.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 20_000 });
}

// A module, for its top-level await.
export {};

import '@testing-library/jest-dom/vitest';

// findBy… and waitFor wait for what the component does (a lazy import, an answer), however long
// a busy machine takes: their limit is a hang guard, like the tests' own, not Testing Library's
// default of one second. Only files with a DOM load Testing Library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 20_000 });
}

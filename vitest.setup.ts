// The DOM project's set-up (vitest.config.mts): Testing Library's matchers
// (toBeInTheDocument, ...), and findBy… and waitFor that wait for what the component does (a
// lazy import, an answer), however long a busy machine takes: their limit is a hang guard,
// like the tests' own, not Testing Library's default of one second.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 20_000 });

// @vitest-environment jsdom
import { getConfig } from '@testing-library/react';
import { expect, it } from 'vitest';

it("gives Testing Library's findBy and waitFor a hang guard, not a one-second limit", () => {
  expect(getConfig().asyncUtilTimeout).toBe(20_000);
});

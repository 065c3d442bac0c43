import { fontStackRules } from '@/styles/fonts';

/** The site's two font families as custom properties; React puts a style with a precedence in the head. */
export function FontStacks() {
  return (
    <style href="font-stacks" precedence="default">
      {fontStackRules}
    </style>
  );
}

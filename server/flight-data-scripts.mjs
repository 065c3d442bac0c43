// @ts-check
/**
 * Next's inline scripts that carry a page's data (the React Server Components payload, for
 * hydration), recognised by their exact framework shape. Next writes one bootstrap,
 * `(self.__next_f=self.__next_f||[]).push([0])`, and then any number of
 * `self.__next_f.push([1,"<chunk of the payload>"])` (or `[3,"<base64>"]` for a chunk that is
 * not text), the array written by `JSON.stringify` and escaped for HTML by Next's own
 * `htmlEscapeJsonString`. A script is one of them only if it is that text to the byte: the
 * array is parsed and written again, and must come out the same. Such a script can do one
 * thing, add a string to `self.__next_f`; anything else (a call, a second statement, a comment,
 * another shape of array) is not framework data and gets no hash.
 * Form state (`[2, ...]`, server actions) is not accepted: this site has none.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {(json: string) => string} */
const htmlEscapeJsonString = require('next/dist/shared/lib/htmlescape').htmlEscapeJsonString;

export const flightBootstrap = '(self.__next_f=self.__next_f||[]).push([0])';

const dataStart = 'self.__next_f.push(';

/** Where a page's first data script starts in its HTML: Next writes them after its markup and chunk tags. */
export const flightDataTag = `<script>${dataStart}`;

const textChunk = 1;
const binaryChunk = 3;
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Whether `script` is one of Next's data pushes exactly as Next writes it.
 * @param {string} script the text between `<script>` and `</script>`
 */
export function isFlightData(script) {
  if (!script.startsWith(dataStart) || !script.endsWith(')')) return false;
  const json = script.slice(dataStart.length, -1);
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    return false;
  }
  if (!Array.isArray(value) || value.length !== 2 || typeof value[1] !== 'string') return false;
  const [kind, chunk] = value;
  if (kind !== textChunk && !(kind === binaryChunk && base64.test(chunk))) return false;
  return htmlEscapeJsonString(JSON.stringify(value)) === json;
}

/**
 * For a component test that makes the page leave on purpose (a followed link, a reload): jsdom
 * cannot go to another document and reports "Not implemented: navigation to another Document"
 * on its virtual console, which the test environment prints as if something had failed. Here
 * those reports are kept for the test instead, as the sign that the page did try to leave;
 * every other jsdom report goes on to be printed as usual.
 */
import type { EventEmitter } from 'node:events';

type JsdomError = Error & { type?: string };

const navigation = /^Not implemented: navigation to another Document/;

export function expectNavigations(): { seen: string[]; restore: () => void } {
  const jsdom = (window as unknown as { jsdom?: { virtualConsole: EventEmitter } }).jsdom;
  if (!jsdom) throw new Error('expectNavigations needs the jsdom test environment');
  const console = jsdom.virtualConsole;
  const seen: string[] = [];
  const others = console.listeners('jsdomError') as ((error: JsdomError) => void)[];
  const keep = (error: JsdomError) => {
    if (navigation.test(error.message)) seen.push(error.message);
    else others.forEach((listener) => listener(error));
  };
  console.removeAllListeners('jsdomError');
  console.on('jsdomError', keep);
  return {
    seen,
    restore: () => {
      console.off('jsdomError', keep);
      others.forEach((listener) => console.on('jsdomError', listener));
    },
  };
}

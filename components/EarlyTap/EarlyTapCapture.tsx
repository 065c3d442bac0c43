import { earlyTapCapture } from './early-tap-capture.mjs';

/** The inline capture of taps before the page is interactive; first in the body, before any control. */
export function EarlyTapCapture() {
  return <script dangerouslySetInnerHTML={{ __html: earlyTapCapture }} />;
}

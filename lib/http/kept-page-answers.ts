/**
 * The production server keeps finished page answers for a second (server/page-answer-cache.mjs)
 * and registers them on `globalThis`, as route handlers run in its process. Revalidation
 * drops them, so the next visitor gets what Next renders now. Under `next dev` or in tests
 * there are none, and this does nothing.
 */
import { existingProcessSingleton, serverShared } from '@/lib/process-singleton.mjs';

export function dropKeptPageAnswers(): void {
  existingProcessSingleton<{ clear?: () => void }>(serverShared.pageAnswers)?.clear?.();
}

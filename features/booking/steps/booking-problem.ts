/**
 * What a refused booking means for the visitor, as a message key of `Booking` (and its
 * values): the panel's review step and the booking page's say it alike.
 */
export function bookingProblem(
  status: number,
  code: string,
  max?: number,
): { key: string; values?: Record<string, number> } {
  if (code === 'too_many_upcoming' && max !== undefined)
    return { key: 'errors.tooManyUpcoming', values: { count: max } };
  if (code === 'too_many_drafts') return { key: 'errors.tooManyDrafts' };
  if (code === 'overlaps_own') return { key: 'errors.overlapsOwn' };
  if (status === 409) return { key: 'errors.slotTaken' };
  if (status === 422) return { key: 'errors.slotRefused' };
  if (status >= 500 || status === 0) return { key: 'errors.unavailable' };
  return { key: 'errors.refused' };
}

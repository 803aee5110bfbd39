/**
 * Minutes to add to UTC for the browser's local time at `now`: +60 for Paris in winter. The
 * opposite sign of `Date#getTimezoneOffset`, as the stats (and GET /api/user/:id/stats) take it.
 */
export function localUtcOffsetMinutes(now: number): number {
  return -new Date(now).getTimezoneOffset();
}

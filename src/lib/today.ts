// Kept apart from dates.ts so the shell's startup bundle can know today's date for once-a-day
// notices without the date formatters' month tables. en-CA formats as yyyy-MM-dd.
const ISO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Johannesburg as `yyyy-MM-dd` (a string, so no device zone can shift it). */
export function todayInJohannesburg(now: Date = new Date()): string {
  return ISO_DAY.format(now);
}

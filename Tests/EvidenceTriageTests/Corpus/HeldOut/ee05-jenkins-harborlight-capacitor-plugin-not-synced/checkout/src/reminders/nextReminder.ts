import { addDays, setUTCHours } from './utcHelpers';

/** Next occurrence of `hourUtc`:00 UTC strictly after `now`, then every day. */
export function nextReminder(now: Date, hourUtc: number): Date {
  let at = setUTCHours(now, hourUtc);
  if (at <= now) at = addDays(at, 1);
  return at;
}

/** Following occurrence after a reminder fired. */
export function followingReminder(last: Date): Date {
  return addDays(last, 1);
}

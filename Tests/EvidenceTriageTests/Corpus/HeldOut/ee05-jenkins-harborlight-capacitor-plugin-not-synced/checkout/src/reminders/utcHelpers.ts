export { addDays } from 'date-fns';

export function setUTCHours(d: Date, hour: number): Date {
  const out = new Date(d);
  out.setUTCHours(hour, 0, 0, 0);
  return out;
}

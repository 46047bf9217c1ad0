export type SessionSummary = {
  id: string;
  /** Calendar day of the session as entered by the rider, `YYYY-MM-DD`. */
  day: string;
  spot: string;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Label for the session list, e.g. "Sun 29 Mar".
 */
export function sessionDayLabel(session: SessionSummary): string {
  // `new Date('YYYY-MM-DD')` is parsed as UTC midnight, but the getters
  // below read the device's local time zone.
  const date = new Date(session.day);
  return `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]}`;
}

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Settings {
  /** 0 = Sunday … 6 = Saturday, as in date-fns `weekStartsOn`. */
  weekStartsOn: Weekday;
  remindersEnabled: boolean;
  reminderTime: string;
}

export const defaultSettings: Settings = {
  weekStartsOn: 1,
  remindersEnabled: false,
  reminderTime: '20:00',
};

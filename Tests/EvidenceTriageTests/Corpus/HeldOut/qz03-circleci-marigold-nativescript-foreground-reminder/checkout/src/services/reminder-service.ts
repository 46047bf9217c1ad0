import { LocalNotifications } from '@nativescript/local-notifications';

let nextId = 40;

export const ReminderService = {
  async scheduleDaily(title: string, at: { hour: number; minute: number }): Promise<number> {
    const first = new Date();
    first.setHours(at.hour, at.minute, 0, 0);
    if (first.getTime() < Date.now()) first.setDate(first.getDate() + 1);
    const [id] = await LocalNotifications.schedule([{ id: ++nextId, title, body: 'Marigold reminder', at: first, interval: 'day' }]);
    return id;
  },

  async remindInSeconds(title: string, seconds: number): Promise<number> {
    const [id] = await LocalNotifications.schedule([
      {
        id: ++nextId,
        title,
        body: 'Marigold reminder',
        at: new Date(Date.now() + seconds * 1000),
        sound: 'default',
      },
    ]);
    console.log(`reminder ${id} scheduled for +${seconds}s`);
    return id;
  },
};

import BackgroundFetch from 'react-native-background-fetch';
import { recomputeReminders } from '../plants/reminders';

export async function configureWateringReminders() {
  await BackgroundFetch.configure(
    { minimumFetchInterval: 60, stopOnTerminate: false, startOnBoot: true },
    async taskId => {
      await recomputeReminders();
      BackgroundFetch.finish(taskId);
    },
    taskId => BackgroundFetch.finish(taskId),
  );
  await BackgroundFetch.scheduleTask({ taskId: 'com.transistorsoft.watering-reminders', delay: 6 * 60 * 60 * 1000, periodic: true });
}

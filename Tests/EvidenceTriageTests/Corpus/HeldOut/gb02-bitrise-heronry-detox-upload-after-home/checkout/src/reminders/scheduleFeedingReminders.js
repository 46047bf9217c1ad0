import PushNotificationIOS from '@react-native-community/push-notification-ios';

import { feederStations } from '../stations';
import { nextOccurrences } from './calendar';

const TIMES = ['07:00', '19:00'];

// One local notification per station, per feeding time, per day of the week.
export function scheduleFeedingReminders(weekStart) {
  PushNotificationIOS.removeAllPendingNotificationRequests();
  let count = 0;
  for (const day of nextOccurrences(weekStart, 7)) {
    for (const time of TIMES) {
      for (const station of feederStations) {
        PushNotificationIOS.addNotificationRequest({
          id: `feed-${station.id}-${day.key}-${time}`,
          title: 'Feeding time',
          body: `${station.name} · ${day.label} ${time}`,
          fireDate: day.at(time),
        });
        count += 1;
      }
    }
  }
  return count;
}

import PushNotificationIOS from '@react-native-community/push-notification-ios';

// Weekly training reminder on the chosen weekday at the chosen time.
export function scheduleWeeklyReminder({ id, fireDate, title }) {
  PushNotificationIOS.addNotificationRequest({
    id,
    title,
    body: 'Time for your ridge run',
    fireDate,
    repeats: true,
    // "day" makes the trigger match the day of the month too, so it only fires
    // when that date falls on the weekday again.
    repeatsComponent: { dayOfWeek: true, day: true, hour: true, minute: true },
  });
}

import { Notifications } from 'react-native-notifications';

export function restockPayload(item, hoursFromNow) {
  return {
    title: 'Restock ' + item.name,
    body: `${item.name} is below ${item.threshold} units`,
    category: 'RESTOCK',
    userInfo: { sku: item.sku },
    fireDate: new Date(Date.now() + hoursFromNow * 3600 * 1000),
  };
}

export function scheduleRestock(item, hoursFromNow) {
  return Notifications.postLocalNotification(restockPayload(item, hoursFromNow));
}

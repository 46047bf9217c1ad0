import { AppState } from 'react-native';
import { Notifications, Notification } from 'react-native-notifications';
import { navigate } from '../navigation/root';
import { showInAppBanner } from '../ui/InAppBanner';

/**
 * Tapped notifications open the thread; notifications that arrive while the user
 * is already looking at the app become an in-app banner instead.
 */
export function installNotificationRouter() {
  Notifications.events().registerNotificationOpened((notification: Notification, completion) => {
    route(notification);
    completion();
  });
}

function route(notification: Notification) {
  const threadId = notification.payload?.threadId as string | undefined;
  const state = AppState.currentState;
  console.log(`[NotificationRouter] opened notification thread=${threadId} appState=${state}`);
  if (state === 'active') {
    // The user is in the app already: don't yank them away, show a banner.
    console.log('[NotificationRouter] appState=active -> in-app banner');
    showInAppBanner({ title: notification.title, threadId });
    return;
  }
  navigate('Thread', { threadId });
}

import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:home_widget/home_widget.dart';

const appGroupId = 'group.app.minaret.ios';

/// Data-only FCM messages ({"next_prayer": "...", "name": "..."}) refresh the Home
/// Screen widget without the user opening the app.
@pragma('vm:entry-point')
Future<void> onBackgroundMessage(RemoteMessage message) async {
  await HomeWidget.setAppGroupId(appGroupId);
  final next = message.data['next_prayer'];
  if (next == null) return;
  await HomeWidget.saveWidgetData<String>('next_prayer', next);
  await HomeWidget.saveWidgetData<String>('next_prayer_name', message.data['name'] ?? '');
  await HomeWidget.saveWidgetData<String>('last_background_update', DateTime.now().toUtc().toIso8601String());
  await HomeWidget.updateWidget(iOSName: 'NextPrayerWidget');
}

void registerPushHandlers() {
  FirebaseMessaging.onBackgroundMessage(onBackgroundMessage);
}

import 'package:flutter/widgets.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:workmanager/workmanager.dart';

import 'tides/tide_repository.dart';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    WidgetsFlutterBinding.ensureInitialized();
    debugPrint('[tidewell] background task $task started');
    final next = await TideRepository.background().refreshNextLowTide();
    try {
      final plugin = FlutterLocalNotificationsPlugin();
      await plugin.initialize(const InitializationSettings(
        iOS: DarwinInitializationSettings(
          requestAlertPermission: false,
          requestBadgePermission: false,
          requestSoundPermission: false,
        ),
      ));
      await plugin.show(
        next.stationId.hashCode,
        next.alertTitle,
        next.alertBody,
        const NotificationDetails(iOS: DarwinNotificationDetails(threadIdentifier: 'tides')),
      );
    } catch (e) {
      debugPrint('[tidewell] alert failed - $e');
    }
    return true;
  });
}

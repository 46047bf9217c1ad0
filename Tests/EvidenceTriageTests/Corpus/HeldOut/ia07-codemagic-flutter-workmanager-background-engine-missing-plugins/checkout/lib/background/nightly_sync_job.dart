import 'package:flutter/foundation.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';

import '../data/plant_repository.dart';

/// Pulls watering schedules, then tells the user how many plants need water today.
Future<bool> runNightlySync() async {
  final repo = await PlantRepository.open();
  if (!await repo.isOnline()) return _log('[sync] offline, will retry next night');
  final thirsty = await repo.syncAndCountThirsty();
  final notifications = FlutterLocalNotificationsPlugin();
  await notifications.initialize(const InitializationSettings(iOS: DarwinInitializationSettings()));
  await notifications.show(
    1001,
    'Watering today',
    '$thirsty plants need water',
    const NotificationDetails(iOS: DarwinNotificationDetails(threadIdentifier: 'watering')),
  );
  return true;
}

bool _log(String message) {
  debugPrint(message);
  return true;
}

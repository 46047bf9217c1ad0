import 'package:flutter_local_notifications/flutter_local_notifications.dart';

import '../plants/plant_repository.dart';

class ReminderService {
  ReminderService._();
  static final instance = ReminderService._();

  final _plugin = FlutterLocalNotificationsPlugin();

  Future<void> init({void Function(NotificationResponse)? onTap}) async {
    const settings = InitializationSettings(
      iOS: DarwinInitializationSettings(requestAlertPermission: false),
    );
    await _plugin.initialize(settings, onDidReceiveNotificationResponse: onTap);
  }

  Future<void> showNow({required String plantId}) async {
    final plant = await PlantRepository.instance.byId(plantId);
    await _plugin.show(
      plant.notificationId,
      'Time to water ${plant.shortName}',
      '${plant.name} was last watered ${plant.daysSinceWatered} days ago',
      const NotificationDetails(iOS: DarwinNotificationDetails()),
      payload: '/plant/${plant.id}',
    );
  }
}

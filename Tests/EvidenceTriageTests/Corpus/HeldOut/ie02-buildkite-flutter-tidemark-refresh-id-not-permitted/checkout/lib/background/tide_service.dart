import 'package:flutter_background_service/flutter_background_service.dart';

Future<void> configureTideService() async {
  final service = FlutterBackgroundService();
  await service.configure(
    androidConfiguration: AndroidConfiguration(onStart: onStart, isForegroundMode: false),
    iosConfiguration: IosConfiguration(
      autoStart: true,
      onForeground: onStart,
      onBackground: onIosBackground,
    ),
  );
}

@pragma('vm:entry-point')
Future<bool> onIosBackground(ServiceInstance service) async {
  await TideCache.refreshNextTwoDays();
  return true;
}

@pragma('vm:entry-point')
void onStart(ServiceInstance service) {}

import 'dart:async';

import 'package:flutter/widgets.dart';
import 'package:flutter_background_service/flutter_background_service.dart';

import '../pantry/pantry_store.dart';

Future<void> initializeBackgroundService() async {
  final service = FlutterBackgroundService();
  await service.configure(
    androidConfiguration: AndroidConfiguration(
      onStart: onStart,
      autoStart: false,
      isForegroundMode: false,
    ),
    iosConfiguration: IosConfiguration(
      autoStart: false,
      onForeground: onStart,
      onBackground: onIosBackground,
    ),
  );
}

/// Entry point of the background FlutterEngine the plugin starts from
/// performFetch / BGAppRefreshTask. No UI, no main-engine plugins.
void onIosBackground() {
  WidgetsFlutterBinding.ensureInitialized();
  PantryStore.instance.writeSnapshot().then((_) {
    FlutterBackgroundService().setBackgroundFetchResult(true);
  });
}

void onStart() {
  WidgetsFlutterBinding.ensureInitialized();
}

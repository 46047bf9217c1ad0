import 'dart:async';
import 'dart:ui';

import 'package:flutter/widgets.dart';
import 'package:flutter_background_service/flutter_background_service.dart';

import '../sync/notes_sync.dart';

/// How long a test or caller is prepared to wait for iOS to deliver the
/// background refresh that runs [onIosBackground].
const backgroundRunBudget = Duration(seconds: 120);

Future<void> initializeService() async {
  final service = FlutterBackgroundService();
  debugPrint('[bg] configure: autoStart=true, '
      'onForeground=onStart, onBackground=onIosBackground');
  await service.configure(
    androidConfiguration: AndroidConfiguration(
      onStart: onStart,
      autoStart: true,
      isForegroundMode: false,
    ),
    iosConfiguration: IosConfiguration(
      autoStart: true,
      onForeground: onStart,
      onBackground: onIosBackground,
    ),
  );
}

@pragma('vm:entry-point')
void onStart(ServiceInstance service) async {
  DartPluginRegistrant.ensureInitialized();
  service.on('stop').listen((_) => service.stopSelf());
}

/// Called by the plugin when iOS launches the app for its refresh task
/// (`dev.flutter.background.refresh`). The system decides when that is.
@pragma('vm:entry-point')
Future<bool> onIosBackground(ServiceInstance service) async {
  WidgetsFlutterBinding.ensureInitialized();
  DartPluginRegistrant.ensureInitialized();

  final synced = await NotesSync.instance.pullChanges();
  service.invoke('iosBackgroundRan', {
    'at': DateTime.now().toUtc().toIso8601String(),
    'notes': synced,
  });
  return true;
}

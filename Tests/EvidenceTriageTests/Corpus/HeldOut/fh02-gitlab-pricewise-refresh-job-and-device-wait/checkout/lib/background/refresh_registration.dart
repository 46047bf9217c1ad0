import 'package:flutter/foundation.dart';
import 'package:workmanager/workmanager.dart';

import 'background_dispatcher.dart';

/// BGTaskScheduler identifier on iOS; must match AppDelegate.swift and
/// BGTaskSchedulerPermittedIdentifiers in ios/Runner/Info.plist.
const refreshTaskId = 'com.pricewise.app.refresh';

class RefreshRegistration {
  static Future<void> schedule({Duration frequency = const Duration(hours: 12)}) async {
    await Workmanager().initialize(callbackDispatcher, isInDebugMode: false);
    await Workmanager().registerPeriodicTask(
      refreshTaskId,
      refreshTaskId,
      frequency: frequency,
      constraints: Constraints(networkType: NetworkType.connected),
    );
    debugPrint('[bg] registerPeriodicTask $refreshTaskId '
        '(frequency ${frequency.inMinutes} min) -> ok');
  }
}

import 'package:flutter/foundation.dart';
import 'package:workmanager/workmanager.dart';

import 'callback_dispatcher.dart';

/// Periodic refresh of field notes.
///
/// iOS: submitted as a BGAppRefreshTask with the identifier below; the
/// identifier is listed in Runner/Info.plist (BGTaskSchedulerPermittedIdentifiers).
class BackgroundSync {
  BackgroundSync._();
  static final BackgroundSync instance = BackgroundSync._();

  static const refreshTaskId = 'io.larkspur.fieldnotes.refresh';

  bool isScheduled = false;

  Future<void> initialize() async {
    await Workmanager().initialize(callbackDispatcher, isInDebugMode: kDebugMode);
  }

  Future<void> schedule() async {
    await initialize();
    // NOTE: workmanager is pinned to 0.5.1 in pubspec.yaml (see the
    // Android release branch). registerPeriodicTask is one call for both
    // platforms.
    await Workmanager().registerPeriodicTask(
      refreshTaskId,
      refreshTaskId,
      frequency: const Duration(minutes: 30),
      initialDelay: const Duration(minutes: 15),
    );
    isScheduled = true;
  }
}

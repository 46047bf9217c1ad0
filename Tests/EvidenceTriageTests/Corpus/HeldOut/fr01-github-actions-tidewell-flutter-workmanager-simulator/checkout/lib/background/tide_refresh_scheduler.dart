import 'package:workmanager/workmanager.dart';

import 'callback_dispatcher.dart';

/// Same string as BGTaskSchedulerPermittedIdentifiers in ios/Runner/Info.plist
/// and WorkmanagerPlugin.registerPeriodicTask in AppDelegate.swift.
const tideRefreshTaskId = 'app.tidewell.mobile.tideRefresh';

class TideRefreshScheduler {
  TideRefreshScheduler({Workmanager? workmanager})
      : _workmanager = workmanager ?? Workmanager();

  final Workmanager _workmanager;
  bool _enabled = false;

  Future<void> enable({required Duration every}) async {
    await _workmanager.initialize(callbackDispatcher);
    print('[TideRefresh] registering $tideRefreshTaskId every '
        '${every.inMinutes} min');
    await _workmanager.registerPeriodicTask(
      tideRefreshTaskId,
      tideRefreshTaskId,
      frequency: every,
      existingWorkPolicy: ExistingWorkPolicy.replace,
    );
    _enabled = true;
  }

  Future<bool> isEnabled() async => _enabled;
}

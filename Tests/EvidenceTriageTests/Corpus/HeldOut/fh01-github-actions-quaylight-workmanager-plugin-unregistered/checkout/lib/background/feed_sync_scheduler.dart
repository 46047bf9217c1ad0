import 'package:flutter/foundation.dart';
import 'package:workmanager/workmanager.dart';

import 'feed_sync_dispatcher.dart';

/// Unique name of the periodic feed refresh. On iOS this is also the
/// BGTaskScheduler identifier registered in AppDelegate.swift and listed in
/// BGTaskSchedulerPermittedIdentifiers.
const feedSyncTaskId = 'com.quaylight.app.feedsync';

class FeedSyncScheduler {
  FeedSyncScheduler({Workmanager? workmanager})
      : _workmanager = workmanager ?? Workmanager();

  final Workmanager _workmanager;
  bool _initialized = false;

  bool get isEnabled => _enabled;
  bool _enabled = false;

  Future<void> enable({Duration every = const Duration(minutes: 60)}) async {
    debugPrint('[feed-sync] enabling periodic feed sync (every ${every.inMinutes} min)');
    if (!_initialized) {
      await _workmanager.initialize(feedSyncDispatcher, isInDebugMode: kDebugMode);
      _initialized = true;
    }
    await _workmanager.registerPeriodicTask(
      feedSyncTaskId,
      feedSyncTaskId,
      frequency: every,
      existingWorkPolicy: ExistingWorkPolicy.replace,
    );
    _enabled = true;
  }

  Future<void> disable() async {
    debugPrint('[feed-sync] cancelling periodic feed sync');
    await _workmanager.cancelByUniqueName(feedSyncTaskId);
    _enabled = false;
  }
}

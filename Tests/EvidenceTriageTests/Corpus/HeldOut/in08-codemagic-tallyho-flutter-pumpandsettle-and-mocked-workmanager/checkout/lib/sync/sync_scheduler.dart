import 'package:flutter/services.dart';
import 'package:workmanager/workmanager.dart';

const tallySyncTask = 'com.tallyho.app.tally-sync';

/// Registers the periodic background sync. Workmanager is injected so tests can use a mock.
class SyncScheduler {
  SyncScheduler(this._workmanager, {void Function(String)? log}) : _log = log ?? print;

  final Workmanager _workmanager;
  final void Function(String) _log;

  Future<void> start() async {
    try {
      await _workmanager.registerPeriodicTask(
        tallySyncTask,
        'tallySync',
        frequency: const Duration(hours: 1),
        constraints: Constraints(networkType: NetworkType.connected),
        existingWorkPolicy: ExistingPeriodicWorkPolicy.keep,
      );
    } on PlatformException catch (e) {
      _log('[sync] periodic registration failed: $e');
    }
  }
}

import 'package:flutter/services.dart';
import 'package:workmanager/workmanager.dart';

import 'callback_dispatcher.dart';

/// Task identifiers. They must match BGTaskSchedulerPermittedIdentifiers in
/// ios/Runner/Info.plist (and, for iOS, be registered in AppDelegate.swift).
class BackgroundTaskIds {
  static const feedRefresh = 'com.larkspur.reader.feedRefresh';
  static const offlineSync = 'com.larkspur.reader.offlineSync';
  static const imageCacheCleanup = 'com.larkspur.reader.imageCacheCleanup';
}

/// Thin wrapper over workmanager so the app records every submission in the
/// evidence log (see ios/Runner/AppDelegate.swift, channel `larkspur/evidence`).
class BackgroundScheduler {
  static const _evidence = MethodChannel('larkspur/evidence');

  static Future<void> init() async {
    await Workmanager().initialize(callbackDispatcher);
    await schedulePeriodicFeedRefresh();
  }

  static Future<void> schedulePeriodicFeedRefresh() async {
    try {
      await Workmanager().registerPeriodicTask(
        BackgroundTaskIds.feedRefresh,
        BackgroundTaskIds.feedRefresh,
        frequency: const Duration(minutes: 30),
        initialDelay: const Duration(minutes: 15),
      );
      await _record(BackgroundTaskIds.feedRefresh, 'appRefresh', 'succeeded', null);
    } on PlatformException catch (e) {
      await _record(BackgroundTaskIds.feedRefresh, 'appRefresh', 'failed', e.code);
      rethrow;
    }
  }

  static Future<void> scheduleImageCacheCleanup() async {
    try {
      await Workmanager().registerProcessingTask(
        BackgroundTaskIds.imageCacheCleanup,
        BackgroundTaskIds.imageCacheCleanup,
        initialDelay: const Duration(hours: 6),
        constraints: Constraints(networkType: NetworkType.notRequired, requiresCharging: true),
      );
      await _record(BackgroundTaskIds.imageCacheCleanup, 'processing', 'succeeded', null);
    } on PlatformException catch (e) {
      await _record(BackgroundTaskIds.imageCacheCleanup, 'processing', 'failed',
          e.message?.contains('Code=3') == true ? 'BGTaskSchedulerErrorDomain:3' : e.code);
      rethrow;
    }
  }

  static Future<void> _record(String id, String kind, String outcome, String? error) =>
      _evidence.invokeMethod('record', {
        'identifier': id,
        'taskKind': kind,
        'phase': 'submission',
        'outcome': outcome,
        'errorType': error,
      });
}
